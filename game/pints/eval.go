package pints

import (
	"math"

	"zombietable/game"
)

// Eval grades a position for the search: each seat's chance to be saved,
// in [0, 1]. A game lost to the zombies (the last companion dead) is 0 for
// everybody. A game ended by a rescue drawn at random is graded by the mean
// of what the five rescues would have done at that moment, since no seat
// could know which of them lay in the deck: the drawn one's luck is noise to
// the search. The very small car's dice are likewise replaced by each seat's
// chance to win them. A game still going is graded as if a rescue came now
// — the tokens on the trackers counted as bites, the army by where in the
// bottom sector the rescue may lie —, that chance trusted the more the fewer
// cards remain (evalSure), and scaled by the pub's chance to last
// (evalLife).
func Eval(g game.State) []float64 {
	s, ok := g.(*State)
	if !ok {
		return g.Returns()
	}
	out := make([]float64, s.NP)
	if s.Done && s.Rescue < 0 {
		return out
	}
	life, sure := 1.0, 1.0
	if !s.Done {
		life, sure = s.evalLife(), s.evalSure()
	}
	first, last := kSmallCar, kSalvation
	switch {
	case s.Choice >= 0 && s.Done:
		first = int(tab.kind[s.Rescue])
		last = first
	case s.Choice >= 0:
		first = int(tab.kind[tab.firstR+s.Choice])
		last = first
	}
	w := life * sure / float64(last-first+1)
	for k := first; k <= last; k++ {
		s.addRescue(out, k, w)
	}
	for p := range out {
		out[p] += life * (1 - sure) * evalBase
	}
	return out
}

// addRescue adds to out w times each seat's chance to be saved by the rescue
// of kind k if it came now, or, in a finished game, had it come.
func (s *State) addRescue(out []float64, k int, w float64) {
	var saved uint8
	switch k {
	case kSmallCar:
		s.carChances(out, w)
		return
	case kArmy:
		army := s.armyChances()
		for p := range out {
			out[p] += w * army[p]
		}
		return
	case kTaxi:
		for p := range out {
			if s.P[p].Hand != 0 {
				saved |= 1 << p
			}
		}
		if s.Done && tab.kind[s.Rescue] == kTaxi {
			// The taxi took a card from each seat it saved.
			saved = s.Saved
		}
	case kTandem:
		saved = s.tandem()
		if !s.Done {
			saved = s.tandemAfterBites()
		}
	case kSalvation:
		saved = s.salvation()
	}
	for p := range out {
		if saved&(1<<p) != 0 {
			out[p] += w
		}
	}
}

// evalBase is a seat's chance to be saved when a rescue comes, before
// anything is known of the positions (three players, heuristic bot).
const evalBase = 0.5

// evalLife is the pub's chance to last until the rescue comes: a logistic
// model of the companions left, the cards still to draw (the longer the
// wait, the more bites), the bites waiting on the trackers, the zombies at
// the bar and on the board and the bus's load, fitted on positions at the
// start of a turn of three-player games of the heuristic bot (the figures
// of lifeWeights).
func (s *State) evalLife() float64 {
	c := s.companions()
	if c == 0 {
		return 0
	}
	bites := 0
	for p := range int(s.NP) {
		bites += int(s.P[p].Bites) + s.trackerTokens(p)
	}
	bar, all := 0, 0
	for r := range nRows {
		bar += int(s.Z[r][0].N)
		for p := range nPos {
			all += int(s.Z[r][p].N)
		}
	}
	w := lifeWeights
	z := w[0] + w[1]*float64(c) + w[2]*float64(s.DeckN)/10 + w[3]*float64(bites)/5 +
		w[4]*float64(bar)/5 + w[5]*float64(all)/10 + w[6]*float64(s.Bus)/5
	return 1 - 1/(1+math.Exp(-z))
}

// lifeWeights are the weights of the logit of the pub falling: constant,
// companions, cards to draw (tens), bites and tokens on the trackers
// (fives), zombies on the tiles at the bar (fives), zombies on the board
// (tens) and zombies in the bus (fives).
var lifeWeights = [7]float64{-4.46, -1.13, 1.42, 0.71, 0.47, 0.51, 0.95}

// evalSure is how much a seat's chance if the rescue came now tells of its
// chance when it does come, by the cards still to draw: hardly anything at
// the start, nearly all of it in the last dozen cards (fitted like
// lifeWeights).
func (s *State) evalSure() float64 {
	return 1 / (1 + math.Exp((float64(s.DeckN)-30)/6))
}

// tandemAfterBites is what the tandem would do once the tokens on the
// trackers have bitten, a face-down one counted as one bite; a seat's fifth
// bite kills a companion and clears its tracker.
func (s *State) tandemAfterBites() uint8 {
	c := *s
	for p := range int(c.NP) {
		pl := &c.P[p]
		n := int(pl.Bites) + int(pl.Down)
		for t, k := range pl.Up {
			b := 1
			if t >= tFastLively {
				b = cfg.LivelyBit
			}
			n += b * int(k)
		}
		pl.Bites = int8(n % cfg.BitesPerDeath)
	}
	return c.tandem()
}

// armyChances is each seat's chance that the army saves it: more chips than
// the cards under the rescue. In a finished game those are known; otherwise
// the rescue lies anywhere in the bottom sector.
func (s *State) armyChances() [4]float64 {
	var out [4]float64
	if s.Done {
		for p := range int(s.NP) {
			if int(s.P[p].Chips) > int(s.Sec[3]) {
				out[p] = 1
			}
		}
		return out
	}
	n := max(1, int(s.Sec[3]))
	for p := range int(s.NP) {
		// The cards under the rescue are 0 to n-1, each as likely.
		out[p] = float64(min(max(0, int(s.P[p].Chips)), n)) / float64(n)
	}
	return out
}

// carChances adds w times each seat's chance to win the very small car to
// out: most extra hits on the battle dice, then most chips, seats still tied
// rolling again (an even share among them).
func (s *State) carChances(out []float64, w float64) {
	var buf [maxBattleDice + 1]float64
	pmf := extraHits(&buf)
	n := len(pmf)
	var below, upTo [maxBattleDice + 2]float64
	for h := range n {
		below[h+1] = below[h] + pmf[h]
		upTo[h] = below[h+1]
	}
	for i := range int(s.NP) {
		win := 0.0
		for h := range n {
			p := pmf[h]
			eq := 0
			for j := range int(s.NP) {
				switch {
				case j == i:
				case s.P[j].Chips > s.P[i].Chips:
					p *= below[h]
				case s.P[j].Chips < s.P[i].Chips:
					p *= upTo[h]
				default:
					eq++
				}
			}
			// Each other seat on equal chips is either below (it loses) or
			// level (it rolls again with i): share 1/(m+1) with m level.
			share := 0.0
			binom := 1.0
			for m := 0; m <= eq; m++ {
				share += binom * pow(pmf[h], m) * pow(below[h], eq-m) / float64(m+1)
				binom = binom * float64(eq-m) / float64(m+1)
			}
			win += p * share
		}
		out[i] += w * win
	}
}

// maxBattleDice bounds the battle dice the tables allow for.
const maxBattleDice = 16

// extraHits is the distribution of the number of extra hits on the battle
// dice, 0 to the dice rolled.
func extraHits(buf *[maxBattleDice + 1]float64) []float64 {
	d := min(cfg.BattleDice, maxBattleDice)
	extra := 0
	for _, f := range tab.battle {
		if f == FaceExtra {
			extra++
		}
	}
	q := float64(extra) / float64(len(tab.battle))
	buf[0] = 1
	for range d {
		for h := d; h >= 0; h-- {
			v := buf[h] * (1 - q)
			if h > 0 {
				v += buf[h-1] * q
			}
			buf[h] = v
		}
	}
	return buf[:d+1]
}

func pow(x float64, n int) float64 {
	r := 1.0
	for range n {
		r *= x
	}
	return r
}
