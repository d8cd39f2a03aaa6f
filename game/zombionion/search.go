package zombionion

import (
	"math"
	"strconv"

	"zombietable/game"
)

// BotRollout names the searching bot: at each Action-phase and Caccia
// decision it plays every choice on in many sampled games (the hidden cards
// re-dealt as the seat may believe them, then heuristic play to the end) and
// takes the choice that won most; other decisions it answers like heuristic.
const BotRollout = "rollout"

// defaultRollouts is the number of sampled games per choice.
const defaultRollouts = 96

type rolloutBot struct {
	n       int
	rng     game.RNG
	a       game.Action
	g       *State
	legal   []game.Action
	wins    []float64
	done    int
	samples int
}

func newRolloutBot(arg string, seed uint64) (game.Bot, error) {
	n := defaultRollouts
	if arg != "" {
		v, err := strconv.Atoi(arg)
		if err != nil || v < 1 {
			return nil, errBadArg(arg)
		}
		n = v
	}
	return &rolloutBot{n: n, rng: game.NewRNG(seed)}, nil
}

type errBadArg string

func (e errBadArg) Error() string {
	return "rollout: the number of sampled games must be a positive number, not " + strconv.Quote(string(e))
}

func (b *rolloutBot) Begin(s game.State) {
	b.done, b.samples = 0, 0
	b.legal = b.legal[:0]
	g, ok := s.(*State)
	if !ok {
		b.legal = s.Legal(b.legal)
		if len(b.legal) > 0 {
			b.a = b.legal[0]
		}
		b.g = nil
		return
	}
	b.g = g
	b.a = Choose(g, buyHeuristic)
	if g.Dec.Kind != kAction && g.Dec.Kind != kBuy {
		return
	}
	all := g.Legal(nil)
	for _, a := range all {
		if v, _ := Decode(a); v != VerbPlay || g.Dec.Kind == kAction {
			if v != VerbAutoplay {
				b.legal = append(b.legal, a)
			}
		}
	}
	if v, _ := Decode(b.a); v == VerbAutoplay {
		b.a = Encode(VerbEndTurn, 0)
		if c := buyHeuristic(g, int(g.Cur), g.shots(), allCards); c != noCard {
			b.a = Encode(VerbBuy, c)
		}
	}
	if len(b.legal) <= 1 {
		b.legal = b.legal[:0]
		return
	}
	b.wins = append(b.wins[:0], make([]float64, len(b.legal))...)
}

// Think plays one sampled game per choice an iteration.
func (b *rolloutBot) Think(iterations int) bool {
	if len(b.legal) == 0 {
		return true
	}
	seat := b.g.ToAct()
	for i := 0; i < iterations && b.samples < b.n; i++ {
		seed := b.rng.Uint64()
		for k, a := range b.legal {
			r := game.NewRNG(seed)
			d := b.g.Determinize(seat, &r).(*State)
			d.apply(a)
			for steps := 0; !d.Over() && steps < 20000; steps++ {
				d.apply(Choose(d, buyHeuristic))
			}
			if d.Over() && d.Winners&(1<<seat) != 0 {
				b.wins[k] += 1 / float64(popcount(d.Winners))
			}
		}
		b.samples++
	}
	if b.samples >= b.n {
		b.finish(b.n)
		return true
	}
	return false
}

// finish chooses after n samples: the heuristic's choice unless another
// clearly wins more often.
func (b *rolloutBot) finish(n int) {
	h := -1
	for k, a := range b.legal {
		if a == b.a {
			h = k
		}
	}
	best := h
	margin := math.Sqrt(float64(n))
	for k := range b.legal {
		if h < 0 || b.wins[k] > b.wins[h]+margin && b.wins[k] > b.wins[best] {
			if best < 0 || b.wins[k] > b.wins[best] {
				best = k
			}
		}
	}
	b.a = b.legal[best]
}

// Cancel ends the decision with the samples played so far (none: the
// heuristic's choice); Think then reports it done.
func (b *rolloutBot) Cancel() {
	if b.samples > 0 && len(b.legal) > 0 {
		b.finish(b.samples)
	}
	b.legal = b.legal[:0]
}

func (b *rolloutBot) Action() game.Action { return b.a }

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
