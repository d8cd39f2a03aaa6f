package offthedead

import (
	"fmt"
	"math/bits"

	"zombietable/game"
	"zombietable/game/bot"
)

// newHeuristic makes the game's own bot, a team player. In its actions it weighs
// each attack by the chance to destroy the target (d6 + strength + power
// against the zombie's strength, an unseen one counted at the horde's mean)
// times the threat of the zombie's zone, against a search (worth more when a
// pair it has seen lies within reach) and a throw (a spare weapon to an
// unarmed neighbour). It reloads empty weapons, sets a crowded zone on fire,
// scavenges when unarmed, plays the memory game by remembering every card
// turned and putting cards back on their twins, and buries known surprise
// waves. Choosing the team, it takes the first card of its liking that keeps
// the symbols. In the windows it spends a toy, a barricade, adrenaline, an
// ability or a quote when the step ahead would hurt: bites that would cost
// dear, two zombies about to reach the melee zone, an infection grown high,
// a failed roll on a zombie at the door, bites that would kill — also for a
// neighbour. Before such bites it sets the melee zone on fire, or strikes
// it with a quote, when that destroys there on average half a zombie or
// more, and no fewer than the one bite the toy or «Olé» would cancel for
// sure.
func newHeuristic(arg string, seed uint64) (game.Bot, error) {
	if arg != "" {
		return nil, fmt.Errorf("heuristic takes no argument, not %s", game.Echo(arg))
	}
	return bot.NewInstant(func(g game.State, legal []game.Action) (game.Action, bool) {
		s, ok := g.(*State)
		if !ok || s.Over() {
			return bot.NoAction, false
		}
		return s.choose(legal), true
	}), nil
}

// threatWeight is what destroying a zombie in each zone is worth.
var threatWeight = [nZones]float64{0.8, 1.2, 2.5}

// searchValue is a blind search's worth; pairValue one that takes a known pair.
const (
	searchValue = 1.0
	pairValue   = 2.2
	throwValue  = 1.3
	// a search starting from a card everybody has seen, with no twin in sight
	knownTopValue = 0.7
)

// pickOrder is the bot's liking among the survivor cards: the fighters of
// strength 1 first (the healer and the scrounger after the two whose
// abilities save a turn of bites), Jade's weak hands last.
var pickOrder = [nSurvivors]int8{sKevin, sTyrone, sMaria, sSam, sJade}

// choosePick takes the survivor it likes best among the valid choices.
func choosePick(legal []game.Action) game.Action {
	for _, id := range pickOrder {
		for _, a := range legal {
			if op, x, _ := DecodeAction(a); op == OpChoose && x == int(id) {
				return a
			}
		}
	}
	return legal[0]
}

// choose picks an action among legal.
func (s *State) choose(legal []game.Action) game.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	me := s.actor()
	if s.Picks > 0 {
		return choosePick(legal)
	}
	if s.choosing() {
		return s.chooseOwed(legal)
	}
	if s.WinN > 0 {
		return s.chooseWindow(legal, me)
	}
	switch s.Sub {
	case subSecond:
		return s.chooseSecond(legal)
	case subPlace:
		return s.choosePlace(legal)
	}
	if a, ok := s.chooseFree(legal); ok {
		return a
	}
	best, bestV := legal[0], -1.0
	// The known pair is found when a search first asks for it, the unseen
	// zombies' mean strength when an attack does (-2 and -1: not yet).
	pairs, hidden := -2, -1.0
	for _, a := range legal {
		op, x, y := DecodeAction(a)
		v := -1.0
		switch op {
		case OpSearch:
			if pairs == -2 {
				pairs = s.knownPair()
			}
			v = searchValue
			if s.Known[x]&(1<<uint(s.PN[x]-1)) != 0 {
				v = knownTopValue
				if s.rKind(s.Pile[x][s.PN[x]-1]) == iWave {
					v = 0.1
				}
			}
			if pairs >= 0 && (x == pairs&0xff || x == pairs>>8) {
				v = pairValue
			}
		case OpAttack:
			if hidden < 0 {
				hidden = s.meanHidden()
			}
			v = s.attackValue(me, x, int8(y), hidden)
		case OpThrow:
			v = s.throwValue(me, int8(x), int8(y))
		case OpEnd:
			v = 0 // rather than an item used for nothing
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// chooseOwed makes the active survivor's owed choice: a re-oriented card
// goes to the neighbour under the least pressure (fewer zombies, the melee
// zone counting double, the left on a tie); "Che roba!" throws away the
// least useful item.
func (s *State) chooseOwed(legal []game.Action) game.Action {
	best, bestV := legal[0], 0.0
	for k, a := range legal {
		op, x, _ := DecodeAction(a)
		v := 0.0
		switch op {
		case OpLead:
			t := s.side(s.Active, int8(x))
			v = -float64(s.CN[s.P[t].Dir]) - float64(s.meleeCount(t))
		case OpJunk:
			v = -s.keepValue(s.Active, int8(x))
		}
		if k == 0 || v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// keepValue is how much seat p's item i is worth keeping: the weapon of the
// attack in progress most (throwing it away fails the attack), then loaded
// weapons by power, then equipment; an empty weapon with no way to reload
// it is worth least.
func (s *State) keepValue(p, i int8) float64 {
	pl := &s.P[p]
	k := s.rKind(pl.Items[i])
	if i == s.AtkW {
		return 100
	}
	if !tab.weapon[k] {
		switch k {
		case iMagazine, iJerrycan:
			return 2
		case iAdrenaline:
			return 1 + float64(pl.Inf)
		}
		return 1.5
	}
	v := 3 + float64(tab.power[k])
	if tab.reach[k] {
		v++
	}
	if tab.ammo[k] != 0 && pl.Ammo[i] == 0 {
		v = 0.5
	}
	return v
}

// meanHidden is the mean strength of the zombies nobody has seen.
func (s *State) meanHidden() float64 {
	sum, n := 0, 0
	for i := range s.HN {
		sum += int(s.zStr(s.Horde[i]))
		n++
	}
	if n == 0 {
		return 3.5
	}
	return float64(sum) / float64(n)
}

// chance is the chance that d6 + bonus reaches strength.
func chance(bonus, strength float64) float64 {
	need := strength - bonus
	return min(1, max(0, (7-need)/6))
}

// attackValue is what attacking zombie t of p's corridor with item x (or
// bare hands) is worth; hidden is the mean strength of the unseen zombies.
func (s *State) attackValue(p int8, x int, t int8, hidden float64) float64 {
	d := s.P[p].Dir
	z := s.Cor[d][t]
	bonus := float64(s.strength(p))
	cost := 0.0
	if x != bare {
		k := s.rKind(s.P[p].Items[x])
		bonus += float64(tab.power[k])
		if tab.ammo[k] != 0 {
			cost = 0.12
		}
	}
	str := hidden
	if z.Up || z.Known {
		str = float64(s.zStr(z.C))
	}
	w := threatWeight[z.Zone]
	if z.Zone == melee && s.Step == stAct2 {
		w = 2.0
	}
	return chance(bonus, str)*w*(0.6+str/10) - cost
}

func (s *State) weapons(p int8) int {
	n := 0
	for i := range s.P[p].NI {
		if tab.weapon[s.rKind(s.P[p].Items[i])] {
			n++
		}
	}
	return n
}

func (s *State) throwValue(p, i, off int8) float64 {
	k := s.rKind(s.P[p].Items[i])
	n := s.side(p, off)
	if !tab.weapon[k] || s.weapons(p) < 2 || s.weapons(n) > 0 {
		return -1
	}
	return throwValue + 0.2*float64(s.CN[s.P[n].Dir])
}

// knownPair finds two known cards of a kind (not waves) turnable together:
// the top two of one pile, else the tops of two piles (the first pile that
// has a twin, with its first twin). It returns pileA | pileB<<8, or -1.
func (s *State) knownPair() int {
	var first [nItems]int8 // 1 + the first pile whose known top is of each kind
	a, b := int8(-1), int8(-1)
	for p := range s.NPile {
		n := s.PN[p]
		if n == 0 || s.Known[p]&(1<<uint(n-1)) == 0 {
			continue
		}
		k := s.rKind(s.Pile[p][n-1])
		if k == iWave {
			continue
		}
		if n > 1 && s.Known[p]&(1<<uint(n-2)) != 0 && s.rKind(s.Pile[p][n-2]) == k {
			return int(p) | int(p)<<8
		}
		switch f := first[k] - 1; {
		case f < 0:
			first[k] = p + 1
		case a < 0 || f < a:
			a, b = f, p
		}
	}
	if a < 0 {
		return -1
	}
	return int(a) | int(b)<<8
}

func (s *State) chooseSecond(legal []game.Action) game.Action {
	k := s.rKind(s.S1)
	best, bestV := legal[0], -10
	for _, a := range legal {
		_, p, _ := DecodeAction(a)
		n := s.PN[p]
		if int8(p) == s.S1Pile {
			n = s.PN[p]
		}
		v := 0
		if n > 0 && s.Known[p]&(1<<uint(n-1)) != 0 {
			tk := s.rKind(s.Pile[p][n-1])
			switch {
			case tk == k && k != iWave:
				v = 10
			case tk == iWave:
				v = -5
			default:
				v = -2
			}
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

func (s *State) choosePlace(legal []game.Action) game.Action {
	k := s.rKind(s.Place[0])
	best, bestV := legal[0], -10
	for _, a := range legal {
		_, p, _ := DecodeAction(a)
		n := s.PN[p]
		v := 1
		if n > 0 && s.Known[p]&(1<<uint(n-1)) != 0 {
			tk := s.rKind(s.Pile[p][n-1])
			switch {
			case k == iWave:
				v = -1
			case tk == k:
				v = 5
			case tk == iWave:
				v = 3
			default:
				v = -1
			}
		} else if k == iWave {
			v = 2
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// chooseFree picks an item, ability or quote to use before the action.
func (s *State) chooseFree(legal []game.Action) (game.Action, bool) {
	a := s.Active
	pl := &s.P[a]
	d := pl.Dir
	armed := s.weapons(a) > 0
	for _, x := range legal {
		op, i, y := DecodeAction(x)
		switch op {
		case OpItem:
			k := s.rKind(pl.Items[i])
			switch k {
			case iMagazine:
				if pl.Ammo[y] == 0 {
					return x, true
				}
			case iJerrycan:
				if y >= fill {
					if pl.Ammo[y-fill] == 0 {
						return x, true
					}
					continue
				}
				n := 0
				for _, z := range s.cor(a) {
					if int(z.Zone) == y {
						n++
					}
				}
				if n >= 2 || y == melee && n >= 1 && s.Step == stAct1 && !armed {
					return x, true
				}
			case iGoggles:
				if !tab.survReach[pl.Surv] && s.farCount(a) >= 2 && s.meleeCount(a) == 0 && !s.farWeapon(a) {
					return x, true
				}
			}
		case OpAbility:
			if pl.Surv == abScavenge && !armed && y == int(a) {
				if n := s.PN[i]; n > 0 && (s.Known[i]&(1<<uint(n-1)) == 0 || tab.weapon[s.rKind(s.Pile[i][n-1])]) {
					return x, true
				}
			}
			if pl.Surv == abHeal && s.P[y].Inf >= s.levels()-2 {
				return x, true
			}
		case OpQuote:
			q := i / 3
			switch q {
			case qBetter:
				if pl.Inf >= 3 {
					return x, true
				}
			case qBruceLee:
				if s.CN[d] >= 3 {
					return x, true
				}
			case qAll3:
				if s.CN[d] >= 2 && s.meleeCount(a) > 0 {
					return mostTargets(legal, i), true
				}
			case qStepped:
				if !armed {
					return x, true
				}
			}
		}
	}
	return 0, false
}

// mostTargets is the "Me li faccio tutti!" paid as x that strikes the most
// zombies, the first on a tie.
func mostTargets(legal []game.Action, x int) game.Action {
	best, bestN := game.Action(0), -1
	for _, a := range legal {
		if op, qx, y := DecodeAction(a); op == OpQuote && qx == x && bits.OnesCount8(uint8(y)) > bestN {
			best, bestN = a, bits.OnesCount8(uint8(y))
		}
	}
	return best
}

func (s *State) farWeapon(p int8) bool {
	for w := range s.P[p].NI {
		if s.canFire(p, w) && tab.reach[s.rKind(s.P[p].Items[w])] {
			return true
		}
	}
	return false
}

// chooseWindow decides in a window: use what saves the most, or pass.
func (s *State) chooseWindow(legal []game.Action, me int8) game.Action {
	a := s.Active
	pass := legal[len(legal)-1]
	inf := s.P[a].Inf
	switch s.Win {
	case stBiteWin:
		bites := s.meleeCount(a) - s.NoBite
		deadly := inf+bites >= s.levels() || inf == 0 && bites >= s.levels()
		// the jerrycan's fire or a quote on the melee zone, when the bites
		// it would save matter and it saves at least as many as the toy or
		// «Olé» would for sure
		if deadly || bites >= 2 || inf >= 3 {
			if x, saved := s.bestStrike(legal); saved >= 0.5 && saved >= s.sureSave(legal) {
				return x
			}
		}
		for _, x := range legal {
			op, i, y := DecodeAction(x)
			switch op {
			case OpItem:
				switch s.rKind(s.P[a].Items[i]) {
				case iJerrycan:
					continue
				case iAdrenaline:
					// adrenaline before bites that would kill, if it saves
					if deadly && inf-tab.power[iAdrenaline]+bites < s.levels() {
						return x
					}
					continue
				}
				// the toy on the strongest zombie at the door
				if bites >= 1 && (deadly || inf > 0 || s.zStr(s.Cor[s.P[a].Dir][y].C) >= 4) {
					return s.strongestToy(legal, i)
				}
			case OpAbility:
				if s.P[me].Surv == abHeal {
					// the nurse before bites that would kill, if it saves
					if bites < s.levels() {
						return x
					}
					continue
				}
				if deadly || bites >= 2 || inf >= 3 {
					return x
				}
			case OpQuote:
				if q := i / 3; (q == qOle || q == qBetter) && (deadly || inf >= 3) {
					return x
				}
			}
		}
	case stMoveWin:
		entering := int8(0)
		for _, z := range s.cor(a) {
			if z.Zone == melee-1 {
				entering++
			}
		}
		if entering+s.meleeCount(a) >= 2 && entering >= 1 {
			for _, x := range legal {
				if x != pass {
					return x
				}
			}
		}
	case stInfWin:
		for _, x := range legal {
			op, _, _ := DecodeAction(x)
			switch op {
			case OpItem:
				if inf >= 2 {
					return x
				}
			case OpAbility:
				if inf >= 3 {
					return x
				}
			case OpQuote:
				if inf >= 4 {
					return x
				}
			}
		}
	case winRoll:
		return s.chooseRoll(legal, pass)
	}
	return pass
}

// bestStrike is the strike on the active survivor's melee zone among legal
// — the jerrycan's fire, «Me li faccio tutti!» on the targets worth most,
// «Urlare come Bruce Lee» — that destroys the most zombies there on
// average, with that average (0 with none): the bites it saves. A zombie
// that must die twice is only turned by it.
func (s *State) bestStrike(legal []game.Action) (game.Action, float64) {
	a := s.Active
	pl := &s.P[a]
	d := pl.Dir
	str := float64(s.strength(a))
	hidden := -1.0
	best, bestSaved, bestV := game.Action(0), 0.0, 0.0
	for _, x := range legal {
		op, i, y := DecodeAction(x)
		power := 0.0
		var hit int // the corridor indices struck
		switch {
		case op == OpItem && s.rKind(pl.Items[i]) == iJerrycan && y == melee:
			power = float64(tab.power[iJerrycan])
			for t := range s.CN[d] {
				if s.Cor[d][t].Zone == melee {
					hit |= 1 << uint(t)
				}
			}
		case op == OpQuote && i/3 == qAll3:
			hit = y
		case op == OpQuote && i/3 == qBruceLee:
			hit = 1<<uint(s.CN[d]) - 1
		default:
			continue
		}
		saved, v := 0.0, 0.0
		for t := range s.CN[d] {
			if hit&(1<<uint(t)) == 0 {
				continue
			}
			z := s.Cor[d][t]
			zs := float64(s.zStr(z.C))
			if !z.Up && !z.Known {
				if hidden < 0 {
					hidden = s.meanHidden()
				}
				zs = hidden
			}
			c := chance(str+power, zs)
			if z.Twice {
				c = 0
			}
			if z.Zone == melee {
				saved += c
			}
			v += c * threatWeight[z.Zone]
		}
		if saved > bestSaved || saved == bestSaved && v > bestV {
			best, bestSaved, bestV = x, saved, v
		}
	}
	return best, bestSaved
}

// sureSave is the one bite the toy or «Olé» among legal would cancel for
// sure, 0 with neither.
func (s *State) sureSave(legal []game.Action) float64 {
	for _, x := range legal {
		op, i, _ := DecodeAction(x)
		if op == OpItem && s.rKind(s.P[s.Active].Items[i]) == iToy || op == OpQuote && i/3 == qOle {
			return 1
		}
	}
	return 0
}

func (s *State) strongestToy(legal []game.Action, slot int) game.Action {
	d := s.P[s.Active].Dir
	best, bestV := game.Action(-1), int8(-1)
	for _, x := range legal {
		op, i, y := DecodeAction(x)
		if op == OpItem && i == slot {
			if v := s.zStr(s.Cor[d][y].C); v > bestV {
				best, bestV = x, v
			}
		}
	}
	return best
}

func (s *State) chooseRoll(legal []game.Action, pass game.Action) game.Action {
	a := s.Active
	d := s.P[a].Dir
	tot := s.total()
	z := s.Cor[d][s.AtkT]
	need := s.zStr(z.C) - tot
	for _, x := range legal {
		op, q, y := DecodeAction(x)
		switch op {
		case OpQuote:
			switch q / 3 {
			case qPlus1:
				if need == 1 {
					return x
				}
			case qPlus2:
				if need == 2 {
					return x
				}
			case qPlus3:
				if need == 3 {
					return x
				}
			case qReroll:
				if need > 3 && z.Zone == melee {
					return x
				}
			case qRetarget:
				t := s.Cor[d][y]
				if (t.Up || t.Known) && s.zStr(t.C) <= tot && (need > 0 || s.zStr(t.C) > s.zStr(z.C)) {
					return x
				}
			}
		case OpAbility:
			if need > 0 && (z.Zone == melee || s.zStr(z.C) >= 5) {
				return x
			}
		}
	}
	return pass
}
