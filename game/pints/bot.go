package pints

import (
	"fmt"
	"math/bits"

	"zombietable/game"
	"zombietable/game/bot"
)

// newHeuristic makes the game's own bot. It weighs a turn with a quick model of
// the fight (plan): which tiles of each row enter the pub this turn (its
// fight moves a manned row one tile, two when nothing is defeated; every
// stop of the bus one more), the zombies left on them, the symbol tiles that
// enter at the main course, the zombies left near the bar, and the zombies
// defeated. With it the bot sends companions where a typical roll does most
// good, chooses the colour (white, Change colours, flesh mob), places dice and
// weapon cards, moves or sends a companion (photos) and trades a weapon (arms
// dealing); it runs the bus the cheapest way (Car sick, Continental
// driving, Unstoppable), drinks when bitten, buys the pub food that saves
// most, keeps chips for the army and a card for the taxi once the rescue is
// near, sells spare cards and plays its protective cards where zombies wait
// at the bar.
func newHeuristic(arg string, seed uint64) (game.Bot, error) {
	if arg != "" {
		return nil, fmt.Errorf("heuristic takes no argument, not %s", game.Echo(arg))
	}
	return bot.NewInstant(func(g game.State, legal []game.Action) (game.Action, bool) {
		s, ok := g.(*State)
		if !ok || s.Over() {
			return bot.NoAction, false
		}
		a := s.choose(legal)
		for _, l := range legal {
			if l == a {
				return a, true
			}
		}
		return legal[0], true
	}), nil
}

// beerAt is the bites at which the bot drinks before the rescue is near.
const beerAt = 1

// hoardFrom is the sector from which the bot keeps its chips for the army.
const hoardFrom = 2

// posWeight is how much a zombie on each tile threatens the pub.
var posWeight = [nPos]int{8, 5, 2, 1, 1}

// sendCard is what the card drawn for a companion sent is worth, in tenths
// of a bite: a step towards the rescue, a zombie card at worst.
const sendCard = 10

// typicalDice is a battle roll as it comes on average, zombies aside.
var typicalDice = [4]int8{1, 1, 1, 2}

// chooseSend sends a companion to the row where, with a typical roll, the
// turn costs least, or rolls when no send is worth its card.
func (s *State) chooseSend() game.Action {
	pl := s.newPlan()
	pl.dice = typicalDice
	pl.bus(s, int(s.Bus)+1)
	// The rows already manned take their dice first; what is left gains
	// nothing there and goes to the new row.
	base := pl.finish()
	best, bestC := EncodeAction(OpRoll, 0, 0, 0), 1<<30
	if s.Stool != 0 {
		bestC = base
	}
	if s.Sofa == 0 {
		return best
	}
	for r := range nRows {
		if s.Stool&(1<<r) != 0 {
			continue
		}
		x := pl
		before := x.rowCost(r, &x.hits[r])
		x.stool |= 1 << r
		x.fresh &^= 1 << r
		if v := base - before + x.finishRow(r) - sendCard; v < bestC {
			best, bestC = EncodeAction(OpSend, r, 0, 0), v
		}
	}
	return best
}

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
	case dSend, dPlace, dFight, dBusStart, dStop, dAfterBus:
		if a := s.chooseAnytime(legal, has, first); a >= 0 && has(a) {
			return a
		}
	}
	switch t.K {
	case dSend:
		if s.canFood(me, fALaCarte) {
			if a := first(OpALaCarte); a >= 0 {
				return a
			}
		}
		return s.chooseSend()
	case dColour:
		pl := s.newPlan()
		base := pl.finish()
		var cost [4]int
		best, bestCost := 0, 1<<30
		for c := range 4 {
			if cost[c] = s.colourCost(pl, c, int(t.A)); cost[c] < bestCost {
				best, bestCost = c, cost[c]
			}
		}
		if t.B == 1 {
			keep := 1 << 30
			switch {
			case t.C < 4:
				keep = cost[t.C]
			case t.C == colBlack:
				// A zombie boards the bus and the die is rolled again.
				x := s.newPlan()
				x.bus(s, int(s.Bus)+1)
				keep = x.finish() - base + bestCost
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
		return s.chooseBus(has)
	case dStop:
		if s.stopCost(int(s.BusRow), 0) >= 10 {
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

// foodWish is the order in which the bot buys pub food: refusing a bite and
// changing the colour save bites every turn, a ticket saved is a bus stop
// fewer, photos and arms dealing make the dice go further.
var foodWish = [...]int{fDontBite, fChangeColours, fNoTicket, fPhotos, fArmsTrade, fTurnTables}

// foodMax is the most pub food the bot buys itself.
const foodMax = 3

// chooseFood buys the first pub food of foodWish the seat lacks, chosen,
// while the chips are not better kept: for a beer when badly bitten, and for
// the army once the rescue is near.
func (s *State) chooseFood() game.Action {
	me := int(s.Active)
	pl := &s.P[me]
	if !s.Main || s.current() >= hoardFrom || bits.OnesCount8(pl.Food) >= foodMax {
		return -1
	}
	keep := 0
	if pl.Bites >= 3 {
		keep = cfg.BeerPrice
	}
	if int(pl.Chips) < cfg.FoodChoose+keep {
		return -1
	}
	for _, f := range foodWish {
		if pl.Food&(1<<f) == 0 && s.forSale()&(1<<f) != 0 {
			return EncodeAction(OpFoodChoose, f, 0, 0)
		}
	}
	return -1
}

// stopCost is what the k-th stop of the bus at row r costs, in tenths of a
// bite: the zombies on the tile that enters and its symbol.
func (s *State) stopCost(r, k int) int {
	if k >= nPos || s.Shutter&(1<<r) != 0 {
		return 0
	}
	z := s.Z[r][k]
	c := 0
	if s.PlayDead&(1<<r) == 0 {
		c = 10 * int(z.N)
	}
	return c - s.symValue(s.Tile[r][k], z.N > 0)
}

// busCost is what running the bus costs in direction dir (1 the normal
// way, -1 Continental driving), or with every zombie off at one stop.
func (s *State) busCost(dir int8, carSick bool) int {
	n := int(s.Bus)
	if n == 0 {
		return 0
	}
	if carSick {
		return s.stopCost(int(s.BusRow), 0) + 2*n
	}
	var visits [nRows]int
	r := int(s.BusRow)
	c := 0
	for i, guard := 0, 0; i < n && guard < 4*nRows; guard++ {
		if s.Shutter&(1<<r) == 0 || s.Shutter == 1<<nRows-1 {
			c += s.stopCost(r, visits[r])
			visits[r]++
			i++
		}
		r = (r + int(dir) + nRows) % nRows
	}
	return c
}

// chooseBus runs the bus the cheapest way: as it is, every zombie off at
// one stop (Car sick) or clockwise (Continental driving); a card is played
// only when it saves about a bite.
func (s *State) chooseBus(has func(game.Action) bool) game.Action {
	run := EncodeAction(OpRunBus, 0, 0, 0)
	if s.Bus == 0 {
		return run
	}
	best, bestC := run, s.busCost(s.Dir, s.CarSick)-10
	if a := EncodeAction(OpCarSick, 0, 0, 0); has(a) {
		if c := s.busCost(s.Dir, true); c < bestC {
			best, bestC = a, c
		}
	}
	if a := EncodeAction(OpContinental, 0, 0, 0); has(a) {
		if c := s.busCost(-s.Dir, s.CarSick); c < bestC {
			best = a
		}
	}
	return best
}

// cardValue ranks companion kinds for keeping.
var cardValue = [nCompanionKinds]int{
	kPoolCue: 4, kUmbrella: 4, kNewspaper: 4, kExtinguisher: 4, kMolotov: 3,
	kExtra3: 6, kExtra2: 5, kExtraN: 5, kToaster: 3, kBilliard: 4, kTeapot: 3, kRugby: 4,
	kZWord: 3, kCarSick: 2, kUnstoppable: 3, kContinental: 1, kPlayDead: 7, kShutter: 7, kDistracted: 5, kCoatHanger: 6,
}

// foodValue ranks pub food for keeping.
var foodValue = [nFood]int{fTurnTables: 4, fNoSauce: 1, fALaCarte: 2, fDontBite: 7, fPhotos: 2, fArmsTrade: 3, fNoTicket: 5, fChangeColours: 6}

// colourCost is how much placing the zombies of colour c (in the colour
// roll's mode) makes the turn cost more, with the dice and cards where plan
// pl (finished) put them: zombies near the bar and, at the main course,
// symbol tiles that would enter the pub occupied.
func (s *State) colourCost(pl plan, c, mode int) int {
	var rows uint8
	before := 0
	for r := range nRows {
		for p := range nPos {
			if int(s.colourOf(s.Tile[r][p])) != c {
				continue
			}
			if rows&(1<<r) == 0 {
				rows |= 1 << r
				before += pl.rowCost(r, &pl.hits[r])
			}
			n := 1
			if mode == colourFlesh {
				n = int(pl.n[r][p])
			}
			pl.add(r, p, n)
		}
	}
	after := 0
	for r := range nRows {
		if rows&(1<<r) != 0 {
			after += pl.rowCost(r, &pl.hits[r])
		}
	}
	return after - before
}

// symValue is what symbol tile t does to the active player when it enters
// the pub, in tenths of a bite: positive on an empty tile, negative on an
// occupied one; 0 for a plain tile and at the starter level.
func (s *State) symValue(t int8, occupied bool) int {
	if !s.Main || !tab.tileSym[t] {
		return 0
	}
	return s.symColour(int(tab.tileCol[t]), occupied)
}

// symColour is symValue for a symbol tile of colour col.
func (s *State) symColour(col int, occupied bool) int {
	me := int(s.Active)
	switch col {
	case 0: // blue: the bus
		if occupied {
			return -8
		}
		if s.Bus > 0 {
			return 8
		}
		return 4
	case 1: // green: a card drawn or one lost
		if occupied {
			if s.P[me].Hand != 0 {
				return -6
			}
			return 0
		}
		return 8
	case 2: // yellow: the deck runs faster or slower
		if occupied {
			for i := range int(s.DiscN) {
				if !isCompanion(s.Disc[i]) {
					return -12
				}
			}
			return 0
		}
		return 10
	case 3: // red: a bite healed or taken
		if occupied {
			return -10
		}
		if s.P[me].Bites > 0 {
			return 10
		}
		return 2
	}
	return 0
}

// symValues is symColour of each colour, empty and occupied.
func (s *State) symValues() [4][2]int16 {
	var v [4][2]int16
	for c := range 4 {
		v[c][0], v[c][1] = int16(s.symColour(c, false)), int16(s.symColour(c, true))
	}
	return v
}

// chooseBeer drinks when bitten, or buys a beer for a player about to lose
// a companion, while the chips are not kept for the army.
func (s *State) chooseBeer() game.Action {
	me := int(s.Active)
	if !s.canAnyBeer() {
		return -1
	}
	// Chips count for the army once the rescue is near: drink only to
	// save a companion then.
	need := int8(beerAt)
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

// cheapestBuy offers to buy the companion card least worth keeping.
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
	if s.canFood(me, fTurnTables) {
		if a := first(OpPeek); a >= 0 {
			return a
		}
	}
	// Keep a card for the taxi once the rescue is near.
	if pl.Hand == 0 && s.current() >= 2 && pl.Chips >= s.price()+int16(cfg.BeerPrice) {
		if a := s.cheapestBuy(legal); a >= 0 {
			return a
		}
	}
	if a := s.chooseFood(); a >= 0 && has(a) {
		return a
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
	if t.K == dPlace {
		if s.NPlaced == 0 {
			return s.protect()
		}
		return -1
	}
	// Protect the row about to fight if zombies at the bar will enter.
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

// protect plays, right after the roll, Play dead, Roller shutter or Coat
// hanger on the row where it saves most this turn, when that is more than
// the card is worth.
func (s *State) protect() game.Action {
	me := int(s.Active)
	h := s.P[me].Hand
	if h&(tab.mask[kPlayDead]|tab.mask[kShutter]|tab.mask[kCoatHanger]) == 0 {
		return -1
	}
	pl := s.newPlan()
	pl.prime()
	x := pl
	best, bestC := game.Action(-1), x.finish()
	try := func(a game.Action, x plan, k int) {
		if v := x.finish() + 2*cardValue[k]; v < bestC {
			best, bestC = a, v
		}
	}
	for r := range nRows {
		// Play dead and the shutter matter where tiles enter the pub.
		moves := pl.stool&(1<<r) != 0 || pl.visits[r] > 0
		if h&tab.mask[kPlayDead] != 0 && s.PlayDead&(1<<r) == 0 && moves {
			x := pl
			x.bite[r] = 0
			x.fresh &^= 1 << r
			try(EncodeAction(OpPlayDead, r, 0, 0), x, kPlayDead)
		}
		if s.Shutter&(1<<r) != 0 {
			continue
		}
		if h&tab.mask[kShutter] != 0 && moves {
			// The bus passes a shut row by.
			x := pl
			x.shut |= 1 << r
			for q, v := range s.busVisitsShut(int(s.Bus), s.Shutter|1<<r) {
				x.visits[q] = int8(v)
			}
			x.fresh = 0
			try(EncodeAction(OpShutter, r, 0, 0), x, kShutter)
		}
		if h&tab.mask[kCoatHanger] != 0 {
			x := pl
			x.hang(s, r)
			try(EncodeAction(OpCoatHanger, r, 0, 0), x, kCoatHanger)
		}
	}
	return best
}

// hang models Coat hanger on row r before any die is placed: the first
// bar-corner tile enters the row at the bar, empty, and the street tile
// leaves with its zombies.
func (pl *plan) hang(s *State, r int) {
	for p := nPos - 1; p > 0; p-- {
		pl.n[r][p], pl.half[r][p], pl.need[r][p], pl.per[r][p] = pl.n[r][p-1], pl.half[r][p-1], pl.need[r][p-1], pl.per[r][p-1]
		pl.symE[r][p], pl.symO[r][p] = pl.symE[r][p-1], pl.symO[r][p-1]
	}
	pl.n[r][0], pl.half[r][0], pl.need[r][0], pl.per[r][0] = 0, 0, 0, 0
	pl.symE[r][0], pl.symO[r][0] = 0, 0
	if t := s.Corner[0]; s.Main && tab.tileSym[t] {
		pl.symE[r][0], pl.symO[r][0] = int16(s.symValue(t, false)), int16(s.symValue(t, true))
	}
	pl.fresh &^= 1 << r
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

// choosePlace spends the dice and weapon cards where they do most good,
// after moving or sending a companion (photos) or trading a weapon (arms
// dealing) when that makes the fight cheaper.
func (s *State) choosePlace(legal []game.Action, first func(Op) game.Action) game.Action {
	if s.NPlaced == 0 {
		if a := s.choosePrepare(); a >= 0 {
			return a
		}
	}
	if a := s.bestPlacement(legal); a >= 0 {
		return a
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

// bus sets the stops of the bus as if it held n zombies.
func (pl *plan) bus(s *State, n int) {
	for r, v := range s.busVisitsShut(n, s.Shutter) {
		pl.visits[r] = int8(v)
	}
}

// busVisitsShut is how many times the bus, running now with n zombies, will
// stop at each row: once a zombie, in its direction, skipping the rows of
// shut (while one is open), or
// once in all with Car sick.
func (s *State) busVisitsShut(n int, shut uint8) [nRows]int {
	var v [nRows]int
	if n == 0 {
		return v
	}
	if s.CarSick {
		v[s.BusRow] = 1
		return v
	}
	r := int(s.BusRow)
	for i, guard := 0, 0; i < n && guard < 4*nRows; guard++ {
		if shut&(1<<r) == 0 || shut == 1<<nRows-1 {
			v[r]++
			i++
		}
		r = (r + int(s.Dir) + nRows) % nRows
	}
	return v
}

// laterWeight is how much, in tenths of a bite, a zombie left on a tile
// threatens from where the tile lies after the turn.
var laterWeight = [nPos]int{8, 3, 1, 0, 0}

// killWorth is what a defeated zombie is worth besides the bites it does
// not give, in tenths of a bite: a chip, and a step of the deck towards the
// rescue.
const killWorth = 10

// plan is a quick model of the coming fight for the active player: the
// zombies on the rows, the hits placed on them and the dice and weapon cards
// still to place. A value of arrays, cheap to copy.
type plan struct {
	stool  uint8
	shut   uint8
	np     int8
	dice   [4]int8
	cards  [kZWord]int8 // weapon and extra-hit cards in hand, by kind
	visits [nRows]int8  // stops of the bus
	bite   [nRows]int8  // 0 where zombies entering bite nobody
	n      [nRows][nPos]int8
	half   [nRows][nPos]int8 // half hits the tile's zombies take
	need   [nRows][nPos]int8 // about the hits the tile's zombies take
	per    [nRows][nPos]int8 // tenths of a zombie one hit defeats there
	symE   [nRows][nPos]int16
	symO   [nRows][nPos]int16
	hits   [nRows][nPos]int8
	wt     [nRows][nPos]int8 // the weapon type on the tile (weaponAt), or -1
	kinds  [4]int8           // the first kinds of cards held
	nk     int8
	fresh  uint8                 // rows whose gains are up to date
	shift  [nRows]int16          // what the row's first defeat changes
	g1     [nRows][nPos]int16    // what one more hit on the tile saves
	gk     [nRows][nPos][4]int16 // what a card of each of kinds saves there
}

// newPlan models the fight of s as the dice and cards lie.
func (s *State) newPlan() plan {
	var pl plan
	pl.stool, pl.shut, pl.np, pl.dice = s.Stool, s.Shutter, s.NP, s.Dice
	for k := range kZWord {
		if tab.rng[k] != 0 || tab.extra[k] != 0 {
			pl.cards[k] = int8(bits.OnesCount64(s.P[s.Active].Hand&tab.mask[k])) + s.Traded[k]
			if pl.cards[k] > 0 && pl.nk < int8(len(pl.kinds)) {
				pl.kinds[pl.nk] = int8(k)
				pl.nk++
			}
		}
	}
	pl.bus(s, int(s.Bus))
	var sym [4][2]int16
	symDone := false
	for r := range nRows {
		if s.PlayDead&(1<<r) == 0 {
			pl.bite[r] = 1
		}
		for p := range nPos {
			pl.wt[r][p] = -1
			z := s.Z[r][p]
			pl.n[r][p] = int8(z.N)
			// Three halves a face-down token, two a revealed one.
			n := 3*int(z.N) - bits.OnesCount64((z.Z|z.Z>>1)&0x5555555555555555)
			pl.half[r][p] = int8(n)
			pl.need[r][p] = int8((n + 1) / 2)
			if z.N > 0 {
				pl.per[r][p] = int8(10 * int(z.N) / int(pl.need[r][p]))
			}
			if s.Main && tab.tileSym[s.Tile[r][p]] {
				if !symDone {
					sym, symDone = s.symValues(), true
				}
				c := tab.tileCol[s.Tile[r][p]]
				pl.symE[r][p], pl.symO[r][p] = sym[c][0], sym[c][1]
			}
		}
	}
	for i := range int(s.NPlaced) {
		x := s.Placed[i]
		switch {
		case x.Item == itemSide:
		case x.Item < itemCard:
			pl.hits[x.Row][x.Pos]++
			if x.Item < FaceExtra && pl.wt[x.Row][x.Pos] < 0 {
				pl.wt[x.Row][x.Pos] = x.Item
			}
		default:
			k := itemKind(x.Item)
			pl.hits[x.Row][x.Pos] += int8(placedHits(OpPlaceCard, k, int(s.NP)))
			if tab.rng[k] != 0 && pl.wt[x.Row][x.Pos] < 0 {
				pl.wt[x.Row][x.Pos] = int8(3 + k)
			}
		}
	}
	return pl
}

// add puts n face-down zombies on tile p of row r.
func (pl *plan) add(r, p, n int) {
	if n <= 0 {
		return
	}
	pl.n[r][p] = int8(min(cfg.StackMax, int(pl.n[r][p])+n))
	pl.half[r][p] = int8(min(100, int(pl.half[r][p])+3*n))
	pl.need[r][p] = (pl.half[r][p] + 1) / 2
	pl.per[r][p] = int8(10 * int(pl.n[r][p]) / int(pl.need[r][p]))
}

// rowCost is what row r costs this turn with hits h on its tiles, in tenths
// of a bite: the zombies left on the tiles that enter the pub (its fight
// moves it one tile, or two when nothing is defeated; every stop of the bus
// one more) with their symbols, the zombies left near the bar afterwards,
// less killWorth for every zombie defeated.
func (pl *plan) rowCost(r int, h *[nPos]int8) int {
	if pl.shut&(1<<r) != 0 {
		return 0
	}
	k := pl.pushes(r, pl.killed(r, h))
	c := 0
	for p := range nPos {
		c += pl.tileCost(r, p, int(h[p]), k)
	}
	return c
}

// killed reports whether hits h defeat a zombie on row r.
func (pl *plan) killed(r int, h *[nPos]int8) bool {
	for p := range nPos {
		if h[p] > 0 && pl.n[r][p] > 0 {
			return true
		}
	}
	return false
}

// pushes is how many tiles of row r enter the pub this turn.
func (pl *plan) pushes(r int, killed bool) int {
	k := int(pl.visits[r])
	if pl.stool&(1<<r) != 0 {
		k++
		if !killed {
			k++
		}
	}
	return k
}

// tileCost is what tile p of row r costs with h hits when k tiles of the
// row enter the pub.
func (pl *plan) tileCost(r, p, h, k int) int {
	n := int(pl.n[r][p])
	if n == 0 && pl.symE[r][p] == 0 {
		return 0
	}
	c := 0
	left := 10 * n // tenths of a zombie
	if h > 0 && left > 0 {
		kill := min(left, h*int(pl.per[r][p]))
		left -= kill
		c = -killWorth * kill / 10
	}
	// The symbol as the tile is likely to enter: empty, occupied, or
	// between when the hits might just clear it.
	sym := int(pl.symE[r][p])
	if left > 0 {
		sym += (int(pl.symO[r][p]) - sym) * min(left, 10) / 10
	}
	if p >= k {
		// The tile stays: its zombies and symbol come later, likely so
		// near the bar.
		w := laterWeight[p-k]
		return c + (left*w-sym*w/2)/10
	}
	if left > 0 {
		c += int(pl.bite[r]) * left
	}
	return c - sym
}

// cost is what the whole turn costs as planned.
func (pl *plan) cost() int {
	c := 0
	for r := range nRows {
		c += pl.rowCost(r, &pl.hits[r])
	}
	return c
}

// placedHits is the hits a placement adds.
func placedHits(op Op, a, np int) int {
	if op == OpPlaceDie {
		return 1
	}
	if tab.perPlayer[a] {
		return int(tab.extra[a]) * np
	}
	return int(tab.hits[a] + tab.extra[a])
}

// gains works out what one more hit, and each kind of card held, would save
// on every tile of row r.
func (pl *plan) gains(r int) {
	pl.fresh |= 1 << r
	h := &pl.hits[r]
	kd := pl.killed(r, h)
	k := pl.pushes(r, kd)
	// A first hit on the row moves it one tile instead of two: every
	// tile's cost changes then.
	k1 := pl.pushes(r, true)
	var cur1 [nPos]int
	shift := 0
	for q := range nPos {
		cur1[q] = pl.tileCost(r, q, int(h[q]), k1)
		if !kd {
			shift += pl.tileCost(r, q, int(h[q]), k) - cur1[q]
		}
	}
	pl.shift[r] = int16(shift)
	for q := range nPos {
		pl.tileGains(r, q, k1, cur1[q]+shift)
	}
}

// tileGains works out the gains on tile q of row r, where k1 tiles enter
// the pub once the row has defeated a zombie and the tile costs now cur
// (counting what the row's first defeat changes on its other tiles).
func (pl *plan) tileGains(r, q, k1, cur int) {
	h := int(pl.hits[r][q])
	pl.g1[r][q] = 0
	pl.gk[r][q] = [4]int16{}
	if pl.n[r][q] == 0 || h >= int(pl.need[r][q]) || pl.shut&(1<<r) != 0 {
		return
	}
	pl.g1[r][q] = int16(cur - pl.tileCost(r, q, h+1, k1))
	// Cards only run out as the plan goes on: a tile no card held can
	// reach now is left out for it.
	wt := int(pl.wt[r][q])
	for i := range int(pl.nk) {
		k := int(pl.kinds[i])
		if pl.cardFits(k, q, wt) {
			pl.gk[r][q][i] = int16(cur - pl.tileCost(r, q, h+placedHits(OpPlaceCard, k, int(pl.np)), k1) - cardValue[k]*2)
		}
	}
}

// prime works out the gains of every row with a companion.
func (pl *plan) prime() {
	for r := range nRows {
		if pl.stool&(1<<r) != 0 && pl.fresh&(1<<r) == 0 {
			pl.gains(r)
		}
	}
}

// dieFor is the die face the plan would put on tile q (with weapon type wt
// there), or -1. An extra-hit die goes before a second weapon die of the
// same kind, which might open another tile.
func (pl *plan) dieFor(q, wt int) int {
	switch {
	case wt >= 0 && pl.dice[FaceExtra] > 0:
		return FaceExtra
	case wt >= 0 && wt < 3 && pl.dice[wt] > 0:
		return wt
	case wt < 0:
		for f := range 3 {
			if pl.dice[f] > 0 && dieRange[f]&(1<<q) != 0 {
				return f
			}
		}
	}
	return -1
}

// cardFits reports whether a card of kind k held can go on tile q with
// weapon type wt there.
func (pl *plan) cardFits(k, q, wt int) bool {
	if pl.cards[k] == 0 {
		return false
	}
	if tab.rng[k] != 0 {
		return tab.rng[k]&(1<<q) != 0 && (wt < 0 || wt == 3+k)
	}
	return wt >= 0
}

// move is a placement the plan weighs: item 0–3 a die face, itemCard+k a
// card of kind k, on tile p of row r, saving v.
type move struct {
	item, r, p int
	v          int16
}

// step finds the placement that saves most, if any saves anything.
func (pl *plan) step() (move, bool) {
	m := move{}
	for row := range nRows {
		if pl.stool&(1<<row) != 0 && pl.shut&(1<<row) == 0 {
			pl.stepRow(row, &m)
		}
	}
	return m, m.v > 0
}

// stepRow improves m with the placements on row r.
func (pl *plan) stepRow(row int, m *move) {
	if pl.fresh&(1<<row) == 0 {
		pl.gains(row)
	}
	for q := range nPos {
		if pl.n[row][q] == 0 || pl.hits[row][q] >= pl.need[row][q] {
			continue
		}
		wt := int(pl.wt[row][q])
		if v := pl.g1[row][q]; v > m.v {
			if die := pl.dieFor(q, wt); die >= 0 {
				*m = move{die, row, q, v}
			}
		}
		for i := range int(pl.nk) {
			k := int(pl.kinds[i])
			if v := pl.gk[row][q][i]; v > m.v && pl.cardFits(k, q, wt) {
				*m = move{itemCard + k, row, q, v}
			}
		}
	}
}

// place puts item on tile p of row r.
func (pl *plan) place(item, r, p int) {
	// Once the row has defeated a zombie, a tile's gains depend on that
	// tile alone; stepRow checks again which tiles and cards are open.
	kd := pl.killed(r, &pl.hits[r])
	if item < itemCard {
		pl.dice[item]--
		pl.hits[r][p]++
		if item < FaceExtra && pl.wt[r][p] < 0 {
			pl.wt[r][p] = int8(item)
		}
	} else {
		k := item - itemCard
		pl.cards[k]--
		pl.hits[r][p] += int8(placedHits(OpPlaceCard, k, int(pl.np)))
		if tab.rng[k] != 0 && pl.wt[r][p] < 0 {
			pl.wt[r][p] = int8(3 + k)
		}
	}
	if pl.fresh&(1<<r) == 0 {
		return
	}
	if !kd {
		// The row's first defeat: every gain loses what it counted for it.
		sh := pl.shift[r]
		pl.shift[r] = 0
		for q := range nPos {
			pl.g1[r][q] -= sh
			for i := range pl.gk[r][q] {
				pl.gk[r][q][i] -= sh
			}
		}
	}
	k1 := pl.pushes(r, true)
	pl.tileGains(r, p, k1, pl.tileCost(r, p, int(pl.hits[r][p]), k1))
}

// finish places greedily what saves something and returns the cost.
func (pl *plan) finish() int {
	for range 48 {
		m, ok := pl.step()
		if !ok {
			break
		}
		pl.place(m.item, m.r, m.p)
	}
	return pl.cost()
}

// finishRow places greedily on row r alone and returns the row's cost.
func (pl *plan) finishRow(r int) int {
	for range 48 {
		m := move{}
		pl.stepRow(r, &m)
		if m.v <= 0 {
			break
		}
		pl.place(m.item, m.r, m.p)
	}
	return pl.rowCost(r, &pl.hits[r])
}

// bestPlacement is the placement among legal that the plan puts first, or
// -1 when none saves anything.
func (s *State) bestPlacement(legal []game.Action) game.Action {
	pl := s.newPlan()
	m, ok := pl.step()
	if !ok {
		return -1
	}
	a := EncodeAction(OpPlaceDie, m.item, m.r, m.p)
	if k := m.item - itemCard; m.item >= itemCard {
		a = EncodeAction(OpPlaceCard, k, m.r, m.p)
		if s.hasKind(int(s.Active), k) < 0 {
			a = EncodeAction(OpPlaceTraded, k, m.r, m.p)
		}
	}
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return -1
}

// choosePrepare weighs, before any die is placed, the photos (a companion
// moved or one more sent) and arms dealing (a die or weapon card traded for a
// die weapon) against the fight as it stands.
func (s *State) choosePrepare() game.Action {
	me := int(s.Active)
	photos, arms := s.canFood(me, fPhotos), s.canFood(me, fArmsTrade)
	if !photos && !arms {
		return -1
	}
	pl := s.newPlan()
	pl.prime()
	x := pl
	base := x.finish()
	best, bestC := game.Action(-1), base-5
	try := func(a game.Action, x plan, extra int) {
		if v := x.finish() + extra; v < bestC {
			best, bestC = a, v
		}
	}
	if photos {
		// The companion moved is the one whose row costs most.
		from, worst := -1, -1<<30
		for r := range nRows {
			if c := x.rowCost(r, &x.hits[r]); s.Stool&(1<<r) != 0 && c > worst {
				from, worst = r, c
			}
		}
		for y := range nRows {
			if s.Stool&(1<<y) != 0 {
				continue
			}
			if s.Sofa > 0 {
				// The card drawn brings the rescue nearer.
				x := pl
				x.stool |= 1 << y
				try(EncodeAction(OpPhotoSend, y, 0, 0), x, -5)
			}
			if from >= 0 {
				x := pl
				x.stool = x.stool&^(1<<from) | 1<<y
				x.fresh &^= 1<<from | 1<<y
				try(EncodeAction(OpPhotoMove, from, y, 0), x, 0)
			}
		}
	}
	if arms {
		for f := range 3 {
			for g := range 3 {
				if g != f && s.Dice[f] > 0 {
					x := pl
					x.dice[f]--
					x.dice[g]++
					try(EncodeAction(OpTradeDie, f, g, 0), x, 0)
				}
			}
		}
		for k := range kZWord {
			if tab.rng[k] == 0 || pl.cards[k] == 0 {
				continue
			}
			for g := range 3 {
				x := pl
				x.cards[k]--
				x.dice[g]++
				try(EncodeAction(OpTradeCard, k, g, 0), x, cardValue[k]*3)
			}
		}
	}
	return best
}
