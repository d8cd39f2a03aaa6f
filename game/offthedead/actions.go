package offthedead

import (
	"fmt"
	"sync"

	"zombietable/game"
)

// legalBufs lends Apply a slice to list the legal actions in, so that
// checking an action allocates nothing.
var legalBufs = sync.Pool{New: func() any { b := make([]game.Action, 0, 256); return &b }}

// Op is the kind of an action; an action packs an op and two operands.
type Op int

// The ops.
const (
	OpSearch  Op = iota + 1 // x = pile: turn its top card
	OpSecond                // x = pile: turn the second card
	OpPlace                 // x = pile: put the turned card back on it
	OpThrow                 // x = item slot, y = 1 left or 3 right
	OpAttack                // x = item slot or bare, y = corridor index
	OpItem                  // x = item slot, y = its operand
	OpAbility               // x = pile (scavenge), y = target seat
	OpQuote                 // x = quote*3 + symbol, y = its operand
	OpPass                  // let the window go by
	OpLead                  // x = 1 left or 3 right: the neighbour whose corridor a re-oriented wave card enters
	OpJunk                  // x = item slot: the item "Che roba!" throws away
	OpEnd                   // end the action phase with no action: after «Mamma!», or with none to make
	OpChoose                // x = survivor id: the survivor chosen (option survivors=chosen)
	numOps
)

// bare is the item slot of an attack with bare hands.
const bare = 255

// Operands of the jerrycan: a zone to set on fire, or fill+slot.
const fill = 10

// Action packs op, x and y.
func Action(op Op, x, y int) game.Action { return game.Action(int(op)<<16 | x<<8 | y) }

// DecodeAction unpacks an action.
func DecodeAction(a game.Action) (op Op, x, y int) {
	return Op(a >> 16), int(a>>8) & 0xff, int(a) & 0xff
}

// Legal appends the legal actions of the seat to act.
func (s *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	if s.Done {
		return dst
	}
	if s.Picks > 0 {
		team := s.team()
		for id := range int8(nSurvivors) {
			if team&(1<<id) == 0 && s.completes(team|1<<id, s.Picks-1) {
				dst = append(dst, Action(OpChoose, int(id), 0))
			}
		}
		return dst
	}
	if s.choosing() {
		return s.choices(dst)
	}
	if s.WinN > 0 {
		return s.windowActions(dst, s.WinQ[0])
	}
	switch s.Sub {
	case subSecond:
		for p := range s.NPile {
			if s.PN[p] > 0 {
				dst = append(dst, Action(OpSecond, int(p), 0))
			}
		}
		return dst
	case subPlace:
		for p := range s.NPile {
			dst = append(dst, Action(OpPlace, int(p), 0))
		}
		return dst
	}
	if s.Panic {
		return s.noAction(dst)
	}
	a := s.Active
	pl := &s.P[a]
	if s.rubbleLeft() >= 2 {
		for p := range s.NPile {
			if s.PN[p] > 0 {
				dst = append(dst, Action(OpSearch, int(p), 0))
			}
		}
	}
	if pl.NI > 0 {
		var catch [2]bool // the neighbour on each side can take an item
		for k, off := range [2]int8{1, 3} {
			n := s.side(a, off)
			catch[k] = s.alive(n) && s.P[n].NI < maxItems
		}
		for i := range pl.NI {
			for k, off := range [2]int8{1, 3} {
				if catch[k] {
					dst = append(dst, Action(OpThrow, int(i), int(off)))
				}
			}
		}
	}
	dst = s.attacks(dst, a, bare)
	for w := range pl.NI {
		if s.canFire(a, w) {
			dst = s.attacks(dst, a, int(w))
		}
	}
	if len(dst) == 0 {
		return s.noAction(dst) // canAct is false
	}
	return s.uses(dst)
}

// noAction lists an action step with no action to make, after «Mamma!» or
// with none left: items, abilities and quotes are no actions ("Non conta
// come un'azione"), so the phase waits for them until it is ended.
func (s *State) noAction(dst []game.Action) []game.Action {
	return append(s.uses(dst), Action(OpEnd, 0, 0))
}

// uses appends what the active survivor may do in an action step besides
// the actions: use an item, the ability (heal or scavenge, on themselves or
// a neighbour) and, under the advanced rules, the turn's quotes.
func (s *State) uses(dst []game.Action) []game.Action {
	a := s.Active
	pl := &s.P[a]
	d := pl.Dir
	var seen uint16
	for i := range pl.NI {
		k := s.rKind(pl.Items[i])
		switch k {
		case iAdrenaline, iBarricade, iGoggles:
			if seen&(1<<k) != 0 {
				continue
			}
			seen |= 1 << k
			if k == iAdrenaline && pl.Inf > 0 || k == iBarricade && s.Step == stAct1 && !s.Hold && s.farCount(a) > 0 || k == iGoggles && !s.Sight {
				dst = append(dst, Action(OpItem, int(i), 0))
			}
		case iMagazine:
			for w := range pl.NI {
				if wk := s.rKind(pl.Items[w]); tab.ammo[wk] == 1 && pl.Ammo[w] < tab.rounds[wk] {
					dst = append(dst, Action(OpItem, int(i), int(w)))
				}
			}
		case iJerrycan:
			var zones [nZones]bool
			for _, z := range s.cor(a) {
				zones[z.Zone] = true
			}
			for z := range nZones {
				if zones[z] {
					dst = append(dst, Action(OpItem, int(i), z))
				}
			}
			for w := range pl.NI {
				if wk := s.rKind(pl.Items[w]); tab.ammo[wk] == 2 && pl.Ammo[w] < tab.rounds[wk] {
					dst = append(dst, Action(OpItem, int(i), fill+int(w)))
				}
			}
		case iToy:
			for t := range s.CN[d] {
				if s.Cor[d][t].Zone == melee {
					dst = append(dst, Action(OpItem, int(i), int(t)))
				}
			}
		}
	}
	if !pl.Used {
		switch pl.Surv {
		case abHeal:
			for _, t := range [3]int8{a, s.side(a, 1), s.side(a, 3)} {
				if s.alive(t) && s.P[t].Inf > 0 {
					dst = append(dst, Action(OpAbility, 0, int(t)))
				}
			}
		case abScavenge:
			for p := range s.NPile {
				if s.PN[p] == 0 {
					continue
				}
				for _, t := range [3]int8{a, s.side(a, 1), s.side(a, 3)} {
					if s.alive(t) && s.P[t].NI < maxItems {
						dst = append(dst, Action(OpAbility, int(p), int(t)))
					}
				}
			}
		}
	}
	if s.Advanced {
		dst = s.turnQuotes(dst)
	}
	return dst
}

// choices appends the active survivor's owed choice: the corridor of the
// first held wave card (the two neighbours with room), else the item to throw
// away.
func (s *State) choices(dst []game.Action) []game.Action {
	if s.HeldN > 0 {
		for _, off := range [2]int8{1, 3} {
			if t := s.side(s.Active, off); s.alive(t) && s.room(t) {
				dst = append(dst, Action(OpLead, int(off), 0))
			}
		}
		return dst
	}
	for i := range s.P[s.Active].NI {
		dst = append(dst, Action(OpJunk, int(i), 0))
	}
	return dst
}

// attacks appends the attacks of seat p with weapon w (bare for bare hands):
// every zombie in reach, face-down ones of a zone once (they look alike).
func (s *State) attacks(dst []game.Action, p int8, w int) []game.Action {
	d := s.P[p].Dir
	var down [nZones]bool
	ww := int8(-1)
	if w != bare {
		ww = int8(w)
	}
	// inReach, worked out once for the corridor: the whole of it, or the
	// melee zone only
	far := s.CN[d] > 0 && s.inReachAll(p, ww)
	for t := range s.CN[d] {
		z := &s.Cor[d][t]
		if !far && z.Zone != melee {
			continue
		}
		if !z.Up && !z.Known {
			if down[z.Zone] {
				continue
			}
			down[z.Zone] = true
		}
		dst = append(dst, Action(OpAttack, w, int(t)))
	}
	return dst
}

// turnQuotes appends the quotes of the action step, for each symbol paying.
// A quote's operands do not depend on the symbol that pays it: they are
// listed for the first symbol and copied for the others.
func (s *State) turnQuotes(dst []game.Action) []game.Action {
	have := s.symbolCounts(s.Active)
	most := max(have[0], have[1], have[2])
	for q := range nQuotes {
		c := quoteCost[q]
		if most < c {
			continue
		}
		start, end, first := len(dst), 0, -1
		for sym := range 3 {
			if have[sym] < c {
				continue
			}
			if first < 0 {
				first = sym
				dst = s.quoteOperands(dst, q, q*3+sym)
				end = len(dst)
				continue
			}
			shift := game.Action(sym-first) << 8
			for i := start; i < end; i++ {
				dst = append(dst, dst[i]+shift)
			}
		}
	}
	return dst
}

// quoteOperands appends turn quote q paid as x once for each of its
// operands.
func (s *State) quoteOperands(dst []game.Action, q, x int) []game.Action {
	a := s.Active
	switch q {
	case qWhat:
		for d := range int8(4) {
			for i := range s.CN[d] {
				if z := &s.Cor[d][i]; !z.Up && !z.Twice {
					dst = append(dst, Action(OpQuote, x, int(d)*8+int(i)))
				}
			}
		}
	case qLookout:
		if s.HN > 0 {
			for dir := range int8(4) {
				if dir != s.Arrow[s.HN-1] {
					dst = append(dst, Action(OpQuote, x, int(dir)))
				}
			}
		}
	case qAll3:
		dst = s.all3Targets(dst, x)
	case qBruceLee:
		if s.CN[s.P[a].Dir] > 0 {
			dst = append(dst, Action(OpQuote, x, 0))
		}
	case qBetter:
		if s.P[a].Inf > 1 {
			dst = append(dst, Action(OpQuote, x, 0))
		}
	case qStepped:
		if s.P[a].NI < maxItems {
			for p := range s.NPile {
				if s.PN[p] > 0 {
					dst = append(dst, Action(OpQuote, x, int(p)))
				}
			}
		}
	case qNuke:
		dst = append(dst, Action(OpQuote, x, 0))
	}
	return dst
}

// all3Targets appends "Me li faccio tutti!" paid as x once for each choice
// of targets: "fino a 3 avversari nel proprio corridoio e ognuno deve essere
// in una zona diversa". The operand is the set of the corridor's cards
// struck, one bit per corridor index; face-down cards of a zone nobody
// knows look alike, so the first of them stands for all.
func (s *State) all3Targets(dst []game.Action, x int) []game.Action {
	d := s.P[s.Active].Dir
	var opts [nZones][maxCorridor + 1]int
	var n [nZones]int
	var down [nZones]bool
	for z := range nZones {
		n[z] = 1 // none in this zone
	}
	for i := range s.CN[d] {
		z := s.Cor[d][i]
		if !z.Up && !z.Known {
			if down[z.Zone] {
				continue
			}
			down[z.Zone] = true
		}
		opts[z.Zone][n[z.Zone]] = 1 << uint(i)
		n[z.Zone]++
	}
	for a := range n[0] {
		for b := range n[1] {
			for c := range n[2] {
				if m := opts[0][a] | opts[1][b] | opts[2][c]; m != 0 {
					dst = append(dst, Action(OpQuote, x, m))
				}
			}
		}
	}
	return dst
}

// windowActions appends what seat p may do in the open window, then pass.
func (s *State) windowActions(dst []game.Action, p int8) []game.Action {
	a := s.Active
	pl := &s.P[p]
	ability := pl.Alive && !pl.Used
	switch s.Win {
	case stBiteWin:
		if p == a {
			d := pl.Dir
			for i := range pl.NI {
				if s.rKind(pl.Items[i]) != iToy {
					continue
				}
				for t := range s.CN[d] {
					if s.Cor[d][t].Zone == melee {
						dst = append(dst, Action(OpItem, int(i), int(t)))
					}
				}
				break
			}
			// «Può essere usato solo durante il proprio turno»: the fire
			// of the jerrycan on the melee zone, before it bites
			for i := range pl.NI {
				if s.rKind(pl.Items[i]) == iJerrycan {
					dst = append(dst, Action(OpItem, int(i), melee))
					break
				}
			}
			dst = s.quotesFor(dst, qOle)
			dst = s.meleeQuotes(dst)
		}
		// «Possono essere usate in qualsiasi momento»: before bites that
		// would kill, the infection may be lowered first
		deadly := s.P[a].Inf > 0 && s.deadlyBites()
		if p == a && deadly {
			dst = s.lowerInfection(dst)
		}
		if ability && (pl.Surv == abDodge || pl.Surv == abHeal && deadly) {
			dst = append(dst, Action(OpAbility, 0, int(a)))
		}
	case stMoveWin:
		if p == a {
			for i := range pl.NI {
				if s.rKind(pl.Items[i]) == iBarricade {
					dst = append(dst, Action(OpItem, int(i), 0))
					break
				}
			}
		}
		if ability && pl.Surv == abHold {
			dst = append(dst, Action(OpAbility, 0, int(a)))
		}
	case stInfWin:
		if p == a {
			dst = s.lowerInfection(dst)
		}
		if ability && pl.Surv == abHeal {
			dst = append(dst, Action(OpAbility, 0, int(a)))
		}
	case winRoll:
		f := s.failed()
		if p == a {
			if f {
				for _, q := range [4]int{qPlus1, qReroll, qPlus2, qPlus3} {
					dst = s.quotesFor(dst, q)
				}
			}
			if s.canQuote(qRetarget) {
				have := s.symbolCounts(a)
				for sym := range 3 {
					if have[sym] < quoteCost[qRetarget] {
						continue
					}
					for t := range s.CN[pl.Dir] {
						if t != s.AtkT && s.inReach(a, s.AtkW, t) {
							dst = append(dst, Action(OpQuote, qRetarget*3+sym, int(t)))
						}
					}
				}
			}
		}
		if f && ability && pl.Surv == abReroll {
			dst = append(dst, Action(OpAbility, 0, int(a)))
		}
	}
	return append(dst, Action(OpPass, 0, 0))
}

// lowerInfection appends what the active survivor holds to lower their own
// infection in a window: the adrenaline and, above the first level, the
// quote «Hmmm… Mi sento meglio!».
func (s *State) lowerInfection(dst []game.Action) []game.Action {
	pl := &s.P[s.Active]
	for i := range pl.NI {
		if s.rKind(pl.Items[i]) == iAdrenaline {
			dst = append(dst, Action(OpItem, int(i), 0))
			break
		}
	}
	if pl.Inf > 1 {
		dst = s.quotesFor(dst, qBetter)
	}
	return dst
}

// meleeQuotes appends the quotes that can destroy a zombie of the active
// survivor's melee zone before it bites: «Me li faccio tutti!» on the
// choices of targets that strike the melee zone, and «Urlare come Bruce
// Lee», which strikes the whole corridor.
func (s *State) meleeQuotes(dst []game.Action) []game.Action {
	if !s.Advanced {
		return dst
	}
	var inMelee int
	for i, z := range s.cor(s.Active) {
		if z.Zone == melee {
			inMelee |= 1 << uint(i)
		}
	}
	have := s.symbolCounts(s.Active)
	for sym := range 3 {
		if have[sym] < quoteCost[qAll3] {
			continue
		}
		start := len(dst)
		dst = s.all3Targets(dst, qAll3*3+sym)
		n := start
		for _, x := range dst[start:] {
			if _, _, y := DecodeAction(x); y&inMelee != 0 {
				dst[n] = x
				n++
			}
		}
		dst = dst[:n]
	}
	return s.quotesFor(dst, qBruceLee)
}

// quotesFor appends quote q once for each symbol that can pay it.
func (s *State) quotesFor(dst []game.Action, q int) []game.Action {
	if !s.Advanced {
		return dst
	}
	have := s.symbolCounts(s.Active)
	for sym := range 3 {
		if have[sym] >= quoteCost[q] {
			dst = append(dst, Action(OpQuote, q*3+sym, 0))
		}
	}
	return dst
}

// Apply plays an action of the seat to act; an illegal one is refused with
// the rule that forbids it, the state unchanged.
func (s *State) Apply(x game.Action) error {
	bp := legalBufs.Get().(*[]game.Action)
	legal := s.Legal(*bp)
	*bp = legal
	found := false
	for _, l := range legal {
		if l == x {
			found = true
			break
		}
	}
	legalBufs.Put(bp)
	if !found {
		return s.explain(x)
	}
	s.ApplyLegal(x)
	return nil
}

// ApplyLegal plays x, an action Legal has just listed in s, without checking
// it again.
func (s *State) ApplyLegal(x game.Action) {
	s.Rev = false
	s.LastEv = -1
	s.do(x)
	s.settle()
	s.checkEnd()
	s.advance()
}

// do plays a legal action.
func (s *State) do(x game.Action) {
	op, xx, y := DecodeAction(x)
	a := s.Active
	pl := &s.P[a]
	switch op {
	case OpSearch:
		s.search(int8(xx))
	case OpSecond:
		s.second(int8(xx))
	case OpPlace:
		s.place(int8(xx))
	case OpThrow:
		t := s.side(a, int8(y))
		r, am := pl.Items[xx], pl.Ammo[xx]
		s.removeItem(a, int8(xx))
		tp := &s.P[t]
		tp.Items[tp.NI], tp.Ammo[tp.NI] = r, am
		tp.NI++
		s.finishAction()
	case OpAttack:
		w := int8(xx)
		if xx == bare {
			w = -1
		}
		s.attack(w, int8(y))
	case OpItem:
		s.useItem(int8(xx), y)
	case OpAbility:
		p := a
		if s.WinN > 0 {
			p = s.WinQ[0]
		}
		s.useAbility(p, int8(xx), int8(y))
	case OpQuote:
		s.useQuote(xx/3, xx%3, y)
	case OpPass:
		s.popWindow()
	case OpLead:
		s.lead(int8(xx))
	case OpJunk:
		s.discard(int8(xx))
	case OpEnd:
		s.finishAction()
	case OpChoose:
		s.pick(int8(xx))
	}
}

// useItem uses the active survivor's equipment i, then throws it away.
func (s *State) useItem(i int8, y int) {
	a := s.Active
	pl := &s.P[a]
	k := s.rKind(pl.Items[i])
	drop := true
	switch k {
	case iAdrenaline:
		pl.Inf = max(0, pl.Inf-tab.power[k])
	case iBarricade:
		s.Hold = true
	case iMagazine:
		pl.Ammo[y] = tab.rounds[s.rKind(pl.Items[y])]
	case iJerrycan:
		if y >= fill {
			pl.Ammo[y-fill] = tab.rounds[s.rKind(pl.Items[y-fill])]
			break
		}
		s.dropItem(a, i)
		drop = false
		var ids [maxCorridor]int8
		n := 0
		for _, z := range s.cor(a) {
			if int(z.Zone) == y {
				ids[n] = z.C
				n++
			}
		}
		s.Fail = false
		s.multi(ids[:n], tab.power[k], true)
		s.Fail = false
	case iToy:
		s.toHorde(int8(y))
	case iGoggles:
		s.Sight = true
	}
	if drop {
		s.dropItem(a, i)
	}
	if s.WinN > 0 {
		s.pruneWindow()
	}
}

// useAbility turns seat p's survivor card: its ability on target t.
func (s *State) useAbility(p, pile, t int8) {
	pl := &s.P[p]
	pl.Used = true
	switch pl.Surv {
	case abReroll:
		s.Die = s.rollDie()
	case abHeal:
		s.P[t].Inf = 0
	case abHold:
		s.Hold = true
	case abDodge:
		s.Dodge = true
	case abScavenge:
		s.scavenge(pile, t)
	}
	if s.WinN > 0 {
		if s.WinQ[0] == p && p != s.Active {
			s.popWindow()
		} else {
			s.pruneWindow()
		}
	}
}

// useQuote pays and applies quote q with symbol sym.
func (s *State) useQuote(q, sym, y int) {
	a := s.Active
	s.pay(sym, quoteCost[q])
	d := s.P[a].Dir
	switch q {
	case qWhat:
		s.reveal(int8(y/8), int8(y%8), a, false)
		s.Fail = false
	case qLookout:
		s.Arrow[s.HN-1] = int8(y)
	case qOle:
		s.NoBite++
	case qPlus1:
		s.Bonus++
	case qPlus2:
		s.Bonus += 2
	case qPlus3:
		s.Bonus += 3
	case qReroll:
		s.Die = s.rollDie()
	case qRetarget:
		c := s.Cor[d][y].C
		s.AtkT = int8(y)
		if !s.Cor[d][y].Up && !s.Cor[d][y].Twice {
			s.reveal(d, int8(y), a, false)
		}
		s.AtkT = s.find(d, c)
	case qAll3:
		// the chosen targets, from the first zone to the melee zone
		var ids [nZones]int8
		n := 0
		for z := range int8(nZones) {
			for i, c := range s.cor(a) {
				if c.Zone == z && y&(1<<uint(i)) != 0 {
					ids[n] = c.C
					n++
				}
			}
		}
		// a «Mamma!» of the zombie phase stopped the actions, not this
		// quote: only a panic of its own reveals stops its attacks
		s.Fail = false
		s.multi(ids[:n], 0, false)
		s.Fail = false
	case qBruceLee:
		var ids [maxCorridor]int8
		n := 0
		for _, c := range s.cor(a) {
			ids[n] = c.C
			n++
		}
		s.Fail = false
		s.multi(ids[:n], 0, false)
		s.Fail = false
	case qBetter:
		s.P[a].Inf = min(s.P[a].Inf, 1)
	case qStepped:
		s.scavenge(int8(y), a)
	case qNuke:
		for p := range s.NP {
			s.P[p].Alive = false
		}
		s.Nuked, s.Done, s.Won = true, true, false
		s.WinN, s.Sub = 0, subNone
		return
	}
	if s.WinN > 0 {
		s.pruneWindow()
	}
}

// ActionString names an action.
func (s *State) ActionString(x game.Action) string {
	op, xx, y := DecodeAction(x)
	a := s.Active
	if s.WinN > 0 && !s.Done && !s.choosing() {
		a = s.WinQ[0]
	}
	item := func(i int) string {
		if i < int(s.P[a].NI) {
			return fmt.Sprintf("%s@%d", itemIDs[s.rKind(s.P[a].Items[i])], i)
		}
		return fmt.Sprintf("item@%d", i)
	}
	switch op {
	case OpSearch:
		return fmt.Sprintf("search %d", xx+1)
	case OpSecond:
		return fmt.Sprintf("second %d", xx+1)
	case OpPlace:
		return fmt.Sprintf("place %d", xx+1)
	case OpThrow:
		switch y {
		case 1:
			return "throw " + item(xx) + " left"
		case 3:
			return "throw " + item(xx) + " right"
		}
		return fmt.Sprintf("throw %s across#%d", item(xx), y)
	case OpAttack:
		if xx == bare {
			return fmt.Sprintf("attack hands %d", y)
		}
		return fmt.Sprintf("attack %s %d", item(xx), y)
	case OpItem:
		return fmt.Sprintf("use %s %d", item(xx), y)
	case OpAbility:
		return fmt.Sprintf("ability %d %d", xx+1, y)
	case OpQuote:
		if xx/3 < nQuotes {
			return fmt.Sprintf("quote %s %s %d", quoteIDs[xx/3], symbolIDs[xx%3], y)
		}
	case OpPass:
		if xx == 0 && y == 0 {
			return "pass"
		}
	case OpLead:
		switch {
		case y != 0:
		case xx == 1:
			return "lead left"
		case xx == 3:
			return "lead right"
		}
	case OpJunk:
		if y == 0 {
			return "junk " + item(xx)
		}
	case OpEnd:
		if xx == 0 && y == 0 {
			return "end"
		}
	case OpChoose:
		if xx < nSurvivors && y == 0 {
			return "choose " + survivorIDs[xx]
		}
	}
	return fmt.Sprintf("action#%d", int32(x))
}
