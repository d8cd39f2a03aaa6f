package pints

import (
	"math/bits"

	"zombietable/game"
)

// heuristic is the game's own bot: it sends companions to rows whose nearest
// zombies are far from the bar, spends dice where zombies are closest to the
// pub, drinks when bitten, keeps a card for the taxi, sells spare cards and
// uses its cards and pub food where they save bites.
type heuristic struct {
	rng    game.RNG
	action game.Action
	buf    []game.Action
}

func newHeuristic(arg string, seed uint64) (game.Bot, error) {
	return &heuristic{rng: game.NewRNG(seed), buf: make([]game.Action, 0, 256)}, nil
}

// Begin chooses the action for s.
func (h *heuristic) Begin(g game.State) {
	h.buf = g.Legal(h.buf)
	if len(h.buf) == 0 {
		h.action = -1
		return
	}
	s, ok := g.(*State)
	if !ok {
		h.action = h.buf[h.rng.IntN(len(h.buf))]
		return
	}
	a := s.choose(h.buf)
	for _, l := range h.buf {
		if l == a {
			h.action = a
			return
		}
	}
	h.action = h.buf[0]
}

// Think is done at once.
func (h *heuristic) Think(int) bool { return true }

// Action is the chosen action.
func (h *heuristic) Action() game.Action { return h.action }

// sendDanger is the danger of a row up to which companions are sent to it
// beyond the first.
var sendDanger = 4

// hoardFrom is the sector from which the bot keeps its chips for the army.
var hoardFrom = 3

// posWeight is how much a zombie on each tile threatens the pub.
var posWeight = [nPos]int{8, 5, 2, 1, 1}

// danger is how badly pushing row r would bite.
func (s *State) danger(r int) int { return 2*int(s.Z[r][0].N) + int(s.Z[r][1].N) }

// choose is the heuristic's choice among legal.
func (s *State) choose(legal []game.Action) game.Action {
	t := s.top()
	me := int(t.W)
	pl := &s.P[me]
	has := func(a game.Action) bool {
		for _, l := range legal {
			if l == a {
				return true
			}
		}
		return false
	}
	first := func(op Op) game.Action {
		for _, l := range legal {
			if o, _, _, _ := DecodeAction(l); o == op {
				return l
			}
		}
		return -1
	}
	switch t.K {
	case dSend, dPlace, dFight, dBusStart, dStop:
		if a := s.chooseAnytime(legal, has, first); a >= 0 && has(a) {
			return a
		}
	}
	switch t.K {
	case dSend:
		if a := first(OpALaCarte); a >= 0 {
			return a
		}
		best, bestD := -1, 1<<30
		for r := range nRows {
			if s.Stool&(1<<r) == 0 && s.Sofa > 0 {
				d := s.danger(r)
				if d < bestD {
					best, bestD = r, d
				}
			}
		}
		if best >= 0 && (s.Stool == 0 || bestD <= sendDanger) {
			return EncodeAction(OpSend, best, 0, 0)
		}
		return EncodeAction(OpRoll, 0, 0, 0)
	case dColour:
		best, bestCost := 0, 1<<30
		for c := range 4 {
			if cost := s.colourCost(c); cost < bestCost {
				best, bestCost = c, cost
			}
		}
		if t.B == 1 {
			keep := 1 << 30
			switch {
			case t.C < 4:
				keep = s.colourCost(int(t.C))
			case t.C == colBlack:
				keep = 4
			}
			if keep <= bestCost+3 {
				return EncodeAction(OpKeepColour, int(t.C), 0, 0)
			}
			return EncodeAction(OpChangeColour, best, 0, 0)
		}
		return EncodeAction(OpChooseColour, best, 0, 0)
	case dDice:
		if a := first(OpNoTicket); a >= 0 {
			return a
		}
		if s.ZDice >= 2 {
			if a := first(OpZWord); a >= 0 {
				return a
			}
		}
		return first(OpBoardBus)
	case dPlace:
		return s.choosePlace(legal, first)
	case dRugby:
		best, bestV := legal[0], -1
		for _, l := range legal {
			_, r, p, _ := DecodeAction(l)
			if v := posWeight[p] * int(s.Z[r][p].N); v > bestV {
				best, bestV = l, v
			}
		}
		return best
	case dMint:
		return legal[len(legal)-1]
	case dBusStart:
		if s.Bus >= 2 {
			if a := first(OpCarSick); a >= 0 {
				return a
			}
		}
		return EncodeAction(OpRunBus, 0, 0, 0)
	case dStop:
		if s.Z[s.BusRow][0].N > 0 {
			if a := EncodeAction(OpSkipRow, int(s.BusRow), 0, 0); has(a) {
				return a
			}
		}
		return EncodeAction(OpLetOff, int(s.BusRow), 0, 0)
	case dDeal:
		best, bestV := 0, 1<<30
		for p := range int(s.NP) {
			if v := 2*int(s.P[p].Bites) + 3*s.trackerTokens(p); v < bestV {
				best, bestV = p, v
			}
		}
		return EncodeAction(OpGive, best, 0, 0)
	case dDivider:
		take := EncodeAction(OpTakeBonus, int(t.A), 0, 0)
		switch t.A {
		case 0:
			if int(pl.Bites) <= cfg.BitesPerDeath-3 || s.canFood(me, fDontBite) {
				return take
			}
		case 1:
			if has(take) {
				return take
			}
			if a := s.cheapestBuy(legal); a >= 0 {
				return a
			}
		case 2:
			return take
		}
		return EncodeAction(OpDecline, int(t.A), 0, 0)
	case dLose:
		best, bestV := legal[0], 1<<30
		for _, l := range legal {
			_, k, _, _ := DecodeAction(l)
			if v := cardValue[k]; v < bestV {
				best, bestV = l, v
			}
		}
		return best
	case dBite:
		return EncodeAction(OpDontBite, 0, 0, 0)
	case dFoodRet:
		best, bestV := legal[0], 1<<30
		for _, l := range legal {
			_, f, _, _ := DecodeAction(l)
			if v := foodValue[f]; v < bestV {
				best, bestV = l, v
			}
		}
		return best
	case dSell:
		if s.handCount(me) >= 2 || t.B >= 3 {
			return legal[0]
		}
		return legal[1]
	case dPeek:
		if !isCompanion(s.Deck[0]) && !isRescue(s.Deck[0]) {
			return EncodeAction(OpPeekBottom, 0, 0, 0)
		}
		return EncodeAction(OpPeekLeave, 0, 0, 0)
	case dMove:
		best, bestV := legal[0], 1<<30
		for _, l := range legal {
			_, r, p, _ := DecodeAction(l)
			v := posWeight[p]*4 + int(s.Z[r][p].N)
			if s.Stool&(1<<r) != 0 {
				v += 2
			}
			if v < bestV {
				best, bestV = l, v
			}
		}
		return best
	case dBeer:
		if a := s.chooseBeer(); a >= 0 {
			return a
		}
		return EncodeAction(OpScore, 0, 0, 0)
	}
	return legal[0]
}

// cardValue ranks companion kinds for keeping.
var cardValue = [nCompanionKinds]int{
	kPoolCue: 4, kUmbrella: 4, kNewspaper: 4, kExtinguisher: 4, kMolotov: 3,
	kExtra3: 6, kExtra2: 5, kExtraN: 5, kToaster: 3, kBilliard: 4, kTeapot: 3, kRugby: 4,
	kZWord: 3, kCarSick: 2, kUnstoppable: 3, kContinental: 1, kPlayDead: 7, kShutter: 7, kDistracted: 5, kCoatHanger: 6,
}

// foodValue ranks pub food for keeping.
var foodValue = [nFood]int{fTurnTables: 4, fNoSauce: 1, fALaCarte: 2, fDontBite: 7, fPhotos: 2, fArmsTrade: 3, fNoTicket: 5, fChangeColours: 6}

// colourCost is how much placing the zombies of colour c hurts.
func (s *State) colourCost(c int) int {
	n := 0
	for r := range nRows {
		for p := range nPos {
			if int(s.colourOf(s.Tile[r][p])) == c {
				n += [nPos]int{6, 4, 2, 1, 1}[p]
			}
		}
	}
	return n
}

func (s *State) chooseBeer() game.Action {
	me := int(s.Active)
	if !s.canAnyBeer() {
		return -1
	}
	// Chips count for the army once the rescue is near: drink only to
	// save a companion then.
	need := int8(2)
	if s.current() >= hoardFrom {
		need = int8(cfg.BitesPerDeath - 1)
	}
	if s.P[me].Bites >= need {
		return EncodeAction(OpBeer, me, 0, 0)
	}
	for p := range int(s.NP) {
		if p != me && int(s.P[p].Bites) >= cfg.BitesPerDeath-1 && int(s.P[me].Chips) >= 2*cfg.BeerPrice {
			return EncodeAction(OpBeer, p, 0, 0)
		}
	}
	return -1
}

func (s *State) cheapestBuy(legal []game.Action) game.Action {
	best, bestV := game.Action(-1), 1<<30
	for _, l := range legal {
		if o, k, _, _ := DecodeAction(l); o == OpBuy && cardValue[k] < bestV {
			best, bestV = l, cardValue[k]
		}
	}
	return best
}

// chooseAnytime picks a beer, a purchase, a peek or a protective card when
// one is worth it now.
func (s *State) chooseAnytime(legal []game.Action, has func(game.Action) bool, first func(Op) game.Action) game.Action {
	t := s.top()
	me := int(s.Active)
	pl := &s.P[me]
	if a := s.chooseBeer(); a >= 0 && pl.Bites >= 3 && s.current() < hoardFrom {
		return a
	}
	if a := first(OpPeek); a >= 0 {
		return a
	}
	// Keep a card for the taxi once the rescue is near.
	if pl.Hand == 0 && s.current() >= 2 && pl.Chips >= s.price()+int16(cfg.BeerPrice) {
		if a := s.cheapestBuy(legal); a >= 0 {
			return a
		}
	}
	if s.Main && int(pl.Chips) >= cfg.FoodRandom+2*cfg.BeerPrice && bits.OnesCount8(pl.Food) < 3 {
		if a := first(OpFoodRandom); a >= 0 {
			return a
		}
	}
	if t.K == dStop {
		// A zombie getting off pushes the row's first tile into the pub.
		r := int(s.BusRow)
		if s.Z[r][0].N >= 2 && s.PlayDead&(1<<r) == 0 {
			if a := EncodeAction(OpShutter, r, 0, 0); has(a) {
				return a
			}
			if a := EncodeAction(OpPlayDead, r, 0, 0); has(a) {
				return a
			}
		}
		return -1
	}
	if t.K != dPlace && t.K != dFight {
		return -1
	}
	// Protect rows that will move with zombies at the bar.
	for r := range nRows {
		if s.Stool&(1<<r) == 0 || s.Shutter&(1<<r) != 0 || s.PlayDead&(1<<r) != 0 {
			continue
		}
		if t.K == dFight && int((t.B+t.A)%nRows) != r {
			continue
		}
		if s.threat(r) < 3 {
			continue
		}
		if a := EncodeAction(OpShutter, r, 0, 0); has(a) {
			return a
		}
		if a := EncodeAction(OpPlayDead, r, 0, 0); has(a) {
			return a
		}
	}
	for r := range nRows {
		if s.Z[r][0].N >= 2 && s.Stool&(1<<r) == 0 {
			if a := EncodeAction(OpCoatHanger, r, 0, 0); has(a) {
				return a
			}
		}
		if s.Z[r][0].N >= 3 && s.Stool&(1<<r) == 0 {
			if a := EncodeAction(OpDistract, r, 0, 0); has(a) {
				return a
			}
		}
	}
	return -1
}

// threat estimates the zombies that enter the pub when row r, with its
// companion, has fought.
func (s *State) threat(r int) int {
	var hits [nPos]int
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if int(pl.Row) != r || pl.Item == itemSide {
			continue
		}
		if pl.Item < itemCard {
			hits[pl.Pos]++
		} else {
			k := itemKind(pl.Item)
			hits[pl.Pos] += int(tab.hits[k] + tab.extra[k])
		}
	}
	left0 := max(0, int(s.Z[r][0].N)-hits[0]*3/4)
	killed := false
	for p := range nPos {
		if hits[p] > 0 && s.Z[r][p].N > 0 {
			killed = true
		}
	}
	if killed {
		return left0
	}
	return left0 + max(0, int(s.Z[r][1].N)-hits[1]*3/4)
}

// choosePlace spends the dice and weapon cards where they do most good.
func (s *State) choosePlace(legal []game.Action, first func(Op) game.Action) game.Action {
	me := int(s.Active)
	var assigned [nRows][nPos]int
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if pl.Item == itemSide {
			continue
		}
		if pl.Item < itemCard {
			assigned[pl.Row][pl.Pos]++
		} else {
			k := itemKind(pl.Item)
			assigned[pl.Row][pl.Pos] += int(tab.hits[k] + tab.extra[k])
		}
	}
	need := func(r, p int) int {
		z := s.Z[r][p]
		n := 0
		for i := range z.N {
			if (z.Z>>(2*uint(i)))&3 != 0 {
				n += 2
			} else {
				n += 3
			}
		}
		return (n+1)/2 - assigned[r][p]
	}
	best, bestV := game.Action(-1), 0
	for _, l := range legal {
		op, a, r, p := DecodeAction(l)
		var v int
		switch op {
		case OpPlaceDie:
			hits := 1
			if a == FaceExtra && s.weaponAt(int8(r), int8(p)) < 0 {
				continue
			}
			v = posWeight[p] * min(hits, need(r, p)) * 10
		case OpPlaceCard:
			k := a
			hits := int(tab.hits[k] + tab.extra[k])
			if tab.perPlayer[k] {
				hits = int(tab.extra[k]) * int(s.NP)
			}
			if p > 1 && s.danger(r) == 0 {
				continue
			}
			v = posWeight[p]*min(hits, need(r, p))*10 - cardValue[k]*6
		default:
			continue
		}
		if v > bestV {
			best, bestV = l, v
		}
	}
	if best >= 0 {
		return best
	}
	// A die with nowhere to go may be traded for one that has.
	if s.canFood(me, fArmsTrade) {
		for f := range 3 {
			if s.Dice[f] == 0 || s.dieUseful(f) {
				continue
			}
			for g := range 3 {
				if g != f && s.dieUseful(g) {
					return EncodeAction(OpTradeDie, f, g, 0)
				}
			}
		}
	}
	if a := s.chooseAnytime(legal, func(x game.Action) bool {
		for _, l := range legal {
			if l == x {
				return true
			}
		}
		return false
	}, first); a >= 0 {
		return a
	}
	return EncodeAction(OpFight, 0, 0, 0)
}

// dieUseful reports whether a die weapon of face f has a tile to hit.
func (s *State) dieUseful(f int) bool {
	for r := range nRows {
		if s.Stool&(1<<r) == 0 {
			continue
		}
		for p := range nPos {
			if s.Z[r][p].N > 0 && dieRange[f]&(1<<p) != 0 {
				if wt := s.weaponAt(int8(r), int8(p)); wt < 0 || wt == f {
					return true
				}
			}
		}
	}
	return false
}
