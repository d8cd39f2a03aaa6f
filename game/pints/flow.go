package pints

import "math/bits"

// Task kinds. Those from dFirst on are decisions that wait for a seat; the
// others are worked at once by run.
const (
	tTurnStart = iota
	tColour    // A: mode
	tRoll
	tZBus
	tFight // A: offset from the first row, B: the first row
	tRowEnd
	tHits // A: row*5+tile, B: hits left, C: 1 if a teapot is on the tile
	tPush // A: row, B: tiles
	tBusPhase
	tBusStep // A: 1 for a jukebox's run, B: the stop is decided, C: 1 the bus has zombies, 2 one got off
	tScore
	tDiscards // A: defeated zombies not yet spent
	tBitesAll
	tBites
	tBite // A: bites, B: 1 when Don't bite me now! is not offered (the seat was asked, or the bite is not one it refuses)
	tEndTurn
	tDraw
	tDivCheck
	tZombie // A: card
	tUnder  // A: card
	tLose   // A: cards to put under the deck
	tJukeEnd
	tTileFx // A: colour, B: occupied, C: row
	tBeerWin
	tDivider // A: divider 0–2
	tAfterBus

	dFirst
	dSend
	dColour // A: mode, B: 1 offered a change (C the result), 2 choose
	dDice   // zombie dice: re-roll, set aside or board
	dPlace  // place dice and cards
	dRugby  // A: the rugby ball's row
	dFight  // as tFight
	dMint   // A: row*5+tile
	dBusStart
	dStop // as tBusStep
	dDeal
	dDivider
	dLose
	dBite
	dFoodRet
	dSell // A: card, B: price
	dPeek
	dMove
	dBeer
	dAfterBus
)

// Colour-roll modes.
const (
	colourTurn = iota
	colourFlesh
	colourSetup
)

// run works the flow until a decision or the end.
func (s *State) run() {
	for !s.Done && s.NT > 0 {
		t := s.top()
		if t.K >= dFirst {
			return
		}
		s.step(t)
	}
}

func (s *State) step(t *task) {
	a := int(s.Active)
	switch t.K {
	case tTurnStart:
		s.pop()
		s.P[a].FoodUsed = 0
		s.Offered, s.PlayDead, s.Shutter, s.CarSick, s.Dir, s.Sent, s.Peeked, s.Scoring = 0, 0, 0, false, 1, false, false, false
		s.Fight, s.Returned = false, 0
		s.Dice, s.ZDice, s.NPlaced, s.Defeated = [4]int8{}, 0, 0, [nRows]int8{}
		s.Traded = [kZWord]int8{}
		s.push(task{K: dSend, W: s.Active})
	case tColour:
		s.rollColour(t)
	case tRoll:
		s.pop()
		for range cfg.BattleDice {
			s.rollBattle()
		}
		s.push(task{K: dPlace, W: s.Active})
		s.push(task{K: tZBus})
		s.push(task{K: tColour, A: colourTurn})
	case tZBus:
		if s.ZDice > 0 && (s.hasKind(a, kZWord) >= 0 || s.canFood(a, fNoTicket)) {
			t.K, t.W = dDice, s.Active
			return
		}
		s.busAdd(int(s.ZDice))
		s.ZDice = 0
		s.pop()
	case tFight:
		k := t.A
		for ; k < nRows; k++ {
			if s.Stool&(1<<((t.B+k)%nRows)) != 0 {
				break
			}
		}
		if k == nRows {
			s.pop()
			s.push(task{K: tBusPhase})
			return
		}
		t.A = k
		if s.hasAnytime() {
			t.K, t.W = dFight, s.Active
			return
		}
		s.resolveRow(t)
	case tRowEnd:
		s.pop()
		s.rowEnd(int8(t.A))
	case tHits:
		s.hit(t)
	case tPush:
		r := int8(t.A)
		t.B--
		if t.B <= 0 {
			s.pop()
		}
		s.pushRow(r, stack{})
	case tBusPhase:
		s.pop()
		s.Fight = false
		s.push(task{K: tScore})
		s.push(task{K: tBusStep})
		if s.busOptions() {
			s.push(task{K: dBusStart, W: s.Active})
		}
	case tBusStep:
		s.busStep(t)
	case tScore:
		s.pop()
		s.Scoring = true
		n := 0
		for _, c := range s.Amb {
			n += int(c)
		}
		s.P[a].Chips += int16(n)
		s.push(task{K: tEndTurn})
		s.push(task{K: tBitesAll})
		s.push(task{K: tBeerWin})
		s.push(task{K: tDiscards, A: int16(n)})
	case tDiscards:
		rate := s.rate(s.current())
		if int(t.A) >= rate {
			t.A -= int16(rate)
			s.discardTop()
			if !s.Done {
				s.push(task{K: tDivCheck})
			}
			return
		}
		s.pop()
		for ty, c := range s.Amb {
			s.Pool[ty] += c
			s.Bag += c
		}
		s.Amb = [nTokenTypes]uint8{}
	case tBeerWin:
		if s.hasAnytimeScoring() {
			t.K, t.W = dBeer, s.Active
			return
		}
		s.pop()
	case tBitesAll:
		s.pop()
		for i := int(s.NP) - 1; i >= 0; i-- {
			p := (a + i) % int(s.NP)
			if s.trackerTokens(p) > 0 {
				s.push(task{K: tBites, W: int8(p)})
			}
		}
	case tBites:
		s.pop()
		if n := s.countBites(int(t.W)); n > 0 {
			s.push(task{K: tBite, W: t.W, A: int16(n)})
		}
	case tBite:
		if t.A <= 0 {
			s.pop()
			return
		}
		if t.B == 0 && s.canFood(int(t.W), fDontBite) {
			t.K = dBite
			return
		}
		t.A--
		w := int(t.W)
		if t.A <= 0 {
			s.pop()
		}
		s.bite(w)
	case tEndTurn:
		s.pop()
		s.Active = (s.Active + 1) % s.NP
		s.Turn++
		s.push(task{K: tTurnStart})
	case tDraw:
		s.pop()
		c := s.drawTop()
		if isRescue(c) {
			s.endRescue(c)
			return
		}
		s.push(task{K: tDivCheck})
		if isCompanion(c) {
			s.P[a].Hand |= 1 << uint(c)
		} else {
			s.push(task{K: tZombie, A: int16(c)})
		}
	case tDivCheck:
		s.pop()
		cur := s.current()
		for k := 2; k >= 0; k-- {
			if k < cur && s.Div&(1<<k) == 0 {
				s.Div |= 1 << k
				s.push(task{K: tDivider, A: int16(k)})
			}
		}
	case tDivider:
		if s.dividerOpen(int(t.A)) {
			t.K, t.W = dDivider, s.Active
			return
		}
		s.pop()
	case tZombie:
		s.pop()
		s.zombieCard(int8(t.A))
	case tUnder:
		s.pop()
		s.under(int8(t.A))
	case tLose:
		h := s.P[t.W].Hand
		n := bits.OnesCount64(h)
		switch {
		case t.A <= 0 || n == 0:
			s.pop()
		case n <= int(t.A):
			s.pop()
			for h != 0 {
				c := int8(bits.TrailingZeros64(h))
				h &^= 1 << uint(c)
				s.loseCard(int(t.W), c)
			}
		case s.kinds(int(t.W)) == 1:
			t.A--
			s.loseCard(int(t.W), int8(bits.TrailingZeros64(h)))
		default:
			t.K = dLose
		}
	case tJukeEnd:
		s.Juking--
		if s.Juke.N == 0 {
			s.pop()
			return
		}
		t.K, t.W = dDeal, s.Active
	case tTileFx:
		s.pop()
		s.tileEffect(int(t.A), t.B != 0, int(t.C))
	case tAfterBus:
		if !s.Scoring && s.hasAnytime() {
			t.K, t.W = dAfterBus, s.Active
			return
		}
		s.pop()
	}
}

// rollColour rolls the colour die for t and either places the zombies or
// turns t into the decision the result asks for.
func (s *State) rollColour(t *task) {
	f := tab.colour[s.RNG.IntN(len(tab.colour))]
	s.Rev = true
	switch {
	case t.A != colourSetup && s.canFood(int(s.Active), fChangeColours):
		t.K, t.W, t.B, t.C = dColour, s.Active, 1, int16(f)
	case f == colWhite:
		t.K, t.W, t.B = dColour, s.Active, 2
	case f == colBlack:
		s.busAdd(1)
	default:
		mode := t.A
		s.pop()
		s.placeColour(int(f), int(mode))
	}
}

// placeColour puts the zombies of a colour result on the board.
func (s *State) placeColour(c, mode int) {
	for r := range nRows {
		for p := range nPos {
			if int(s.colourOf(s.Tile[r][p])) != c {
				continue
			}
			n := 1
			if mode == colourFlesh {
				n = int(s.Z[r][p].N)
			}
			for range n {
				s.addToken(r, p)
			}
		}
	}
}

func (s *State) rollBattle() {
	f := tab.battle[s.RNG.IntN(len(tab.battle))]
	s.Rev = true
	if f == faceZombie {
		s.ZDice++
	} else {
		s.Dice[f]++
	}
}

// addToken puts a face-down zombie from the reserve on a tile.
func (s *State) addToken(r, p int) {
	z := &s.Z[r][p]
	if s.Bag == 0 || int(z.N) >= cfg.StackMax {
		return
	}
	s.Bag--
	z.push(0)
}

// busAdd moves n zombies from the reserve into the bus.
func (s *State) busAdd(n int) {
	for ; n > 0 && s.Bag > 0; n-- {
		s.Bag--
		s.Bus++
	}
}

// reveal turns a face-down token over: its face is drawn from the faces no
// one has seen, which is what the shuffled reserve and the face-down tokens
// hide alike.
func (s *State) reveal() int8 {
	n := 0
	for _, c := range s.Pool {
		n += int(c)
	}
	s.Rev = true
	if n == 0 {
		return tFast
	}
	k := s.RNG.IntN(n)
	for t, c := range s.Pool {
		if k < int(c) {
			s.Pool[t]--
			return int8(t)
		}
		k -= int(c)
	}
	return tFast
}

// toReserve puts a token (by its code on a tile) back into the reserve.
func (s *State) toReserve(code uint64) {
	s.Bag++
	if code != 0 {
		s.Pool[codeType[code]]++
	}
}

func (s *State) returnStack(z stack) {
	for z.N > 0 {
		s.toReserve(z.pop())
	}
}

// resolveRow starts the fight of the row t points at.
func (s *State) resolveRow(t *task) {
	r := int8((t.B + t.A) % nRows)
	t.A++
	t.K, t.W = tFight, 0
	s.push(task{K: tRowEnd, A: int16(r)})
	var hits [nPos]int16
	var teapot [nPos]bool
	for i := int(s.NPlaced) - 1; i >= 0; i-- {
		pl := s.Placed[i]
		if pl.Row != r {
			continue
		}
		switch {
		case pl.Item == itemSide:
			s.push(task{K: tHits, A: int16(pl.Pos), B: 1})
		case pl.Item < itemCard:
			hits[pl.Pos]++
		default:
			k := itemKind(pl.Item)
			if tab.rng[k] != 0 {
				hits[pl.Pos] += int16(tab.hits[k])
			} else {
				n := int16(tab.extra[k])
				if tab.perPlayer[k] {
					n *= int16(s.NP)
				}
				hits[pl.Pos] += n
			}
			if k == kTeapot {
				teapot[pl.Pos] = true
			}
		}
	}
	for p := nPos - 1; p >= 0; p-- {
		if hits[p] > 0 {
			tp := int16(0)
			if teapot[p] {
				tp = 1
			}
			s.push(task{K: tHits, A: int16(int(r)*nPos + p), B: hits[p], C: tp})
		}
	}
}

// hit deals one hit of t to the top zombie of its tile.
func (s *State) hit(t *task) {
	r, p := int(t.A)/nPos, int(t.A)%nPos
	z := &s.Z[r][p]
	if t.B <= 0 || z.N == 0 {
		s.pop()
		return
	}
	t.B--
	teapot := t.C != 0
	code := z.top()
	var ty int8
	if code == 0 {
		ty = s.reveal()
		if ty&1 == 1 {
			z.Z |= typeCode(ty) << (2 * uint(z.N-1))
			return
		}
	} else {
		ty = codeType[code]
	}
	z.pop()
	s.Amb[ty]++
	s.Defeated[r]++
	if (ty == tFastMint || ty == tToughMint) && !teapot {
		if s.canFood(int(s.Active), fNoSauce) {
			s.push(task{K: dMint, W: s.Active, A: int16(r*nPos + p)})
			return
		}
		s.addToken(r, p)
	}
}

// rowEnd sends the row's companion back to the sofa, discards what was used
// there and moves the row.
func (s *State) rowEnd(r int8) {
	if s.Stool&(1<<r) != 0 {
		s.Stool &^= 1 << r
		s.Sofa++
	}
	n := 0
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if pl.Row == r {
			if pl.Item >= itemCard && pl.Item < itemSide {
				s.discard(pl.Item - itemCard)
			}
			continue
		}
		s.Placed[n] = pl
		n++
	}
	s.NPlaced = int8(n)
	if s.Shutter&(1<<r) == 0 {
		k := int16(2)
		if s.Defeated[r] > 0 {
			k = 1
		}
		s.push(task{K: tPush, A: int16(r), B: k})
	}
}

// pushRow pushes a tile from the bar corner into row r from the street,
// carrying z; the tile at the bar enters the pub.
func (s *State) pushRow(r int8, z stack) {
	t := s.Corner[0]
	s.Corner[0], s.Corner[1] = s.Corner[1], s.Corner[2]
	exit, ez := s.Tile[r][0], s.Z[r][0]
	for p := 0; p < nPos-1; p++ {
		s.Tile[r][p], s.Z[r][p] = s.Tile[r][p+1], s.Z[r][p+1]
	}
	s.Tile[r][nPos-1], s.Z[r][nPos-1] = t, z
	s.Corner[2] = exit
	s.shiftSideHits(r, -1)
	s.enterPub(r, ez, exit)
}

// shiftSideHits moves the rugby balls' second hits aimed at row r with the
// row's tiles, d places (-1 when a tile is pushed in from the street, +1
// for Coat hanger's push from the pub): the hit is "un colpo extra su
// qualsiasi tessera in una riga vicina", and the tile carries its zombies
// along the row. A hit whose tile left the row is lost.
func (s *State) shiftSideHits(r, d int8) {
	n := 0
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if pl.Item == itemSide && pl.Pos/nPos == r {
			p := pl.Pos%nPos + d
			if p < 0 || p >= nPos {
				continue
			}
			pl.Pos = r*nPos + p
		}
		s.Placed[n] = pl
		n++
	}
	s.NPlaced = int8(n)
}

// enterPub handles a tile entering the pub from row r with zombies z.
func (s *State) enterPub(r int8, z stack, tile int8) {
	occupied := z.N > 0
	switch {
	case s.PlayDead&(1<<r) != 0:
		s.returnStack(z)
	case s.Juking > 0:
		for i := range z.N {
			code := (z.Z >> (2 * uint(i))) & 3
			if s.Juke.N < 32 {
				s.Juke.push(code)
			} else {
				s.toReserve(code)
			}
		}
	default:
		s.onTracker(int(s.Active), z)
	}
	if s.Main && tab.tileSym[tile] {
		occ := int16(0)
		if occupied {
			occ = 1
		}
		s.push(task{K: tTileFx, A: int16(tab.tileCol[tile]), B: occ, C: int16(r)})
	}
}

// onTracker puts tokens on seat p's bite tracker.
func (s *State) onTracker(p int, z stack) {
	for i := range z.N {
		code := (z.Z >> (2 * uint(i))) & 3
		if code == 0 {
			s.P[p].Down++
		} else {
			s.P[p].Up[codeType[code]]++
		}
	}
}

func (s *State) trackerTokens(p int) int {
	n := int(s.P[p].Down)
	for _, c := range s.P[p].Up {
		n += int(c)
	}
	return n
}

// countBites turns over seat p's tokens, counts their bites and returns them
// to the reserve.
func (s *State) countBites(p int) int {
	pl := &s.P[p]
	for ; pl.Down > 0; pl.Down-- {
		pl.Up[s.reveal()]++
	}
	n := 0
	for t, c := range pl.Up {
		b := 1
		if t >= tFastLively {
			b = cfg.LivelyBit
		}
		n += b * int(c)
		s.Pool[t] += c
		s.Bag += c
	}
	pl.Up = [nTokenTypes]uint8{}
	return n
}

// bite gives seat p one bite; the last of the tracker kills a companion.
func (s *State) bite(p int) {
	pl := &s.P[p]
	pl.Bites++
	if int(pl.Bites) < cfg.BitesPerDeath {
		return
	}
	pl.Bites = 0
	s.killCompanion()
	if s.Done || !s.Main || pl.Food == 0 {
		return
	}
	if bits.OnesCount8(pl.Food) == 1 {
		s.FoodIn |= pl.Food
		s.Returned |= pl.Food
		pl.Food = 0
		return
	}
	s.push(task{K: dFoodRet, W: int8(p)})
}

// killCompanion removes a companion from the sofa or, if the sofa is empty,
// from the bar stool of the row that would fight last.
func (s *State) killCompanion() {
	if s.Sofa > 0 {
		s.Sofa--
	} else {
		for k := nRows - 1; k >= 0; k-- {
			r := (s.BusRow + int8(k)) % nRows
			if s.Stool&(1<<r) != 0 {
				s.Stool &^= 1 << r
				s.unplaceRow(r)
				break
			}
		}
	}
	if s.companions() == 0 {
		s.Done, s.Saved = true, 0
	}
}

// busStep works one stop of the bus. A run ends when the bus is empty, and
// with it Continental driving and Car sick: "Per un round".
func (s *State) busStep(t *task) {
	if s.Bus == 0 {
		if t.C == 0 {
			s.BusRow = s.next(s.BusRow)
		}
		after := t.C != 0 && t.A == 0
		s.Dir, s.CarSick = 1, false
		s.pop()
		if after {
			s.push(task{K: tAfterBus})
		}
		return
	}
	t.C = max(t.C, 1)
	r := s.BusRow
	if s.Shutter&(1<<r) != 0 && s.Shutter != 1<<nRows-1 {
		s.BusRow = s.next(r)
		t.B = 0
		return
	}
	if t.B == 0 && s.stopOptions(t) {
		t.K, t.W = dStop, s.Active
		return
	}
	t.B, t.C = 0, 2
	n := int8(1)
	if s.CarSick {
		n, s.CarSick = s.Bus, false
	}
	s.Bus -= n
	var z stack
	for range n {
		if int(z.N) < cfg.StackMax {
			z.push(0)
		} else {
			s.Bag++
		}
	}
	s.BusRow = s.next(r)
	s.pushRow(r, z)
}

// stopOptions reports whether the stop the bus is at is worth a decision:
// Unstoppable may skip it and, between two stops, the active player may play
// cards and beers as at any moment of the turn — also between the stops of a
// jukebox's run, whose zombies get off "normalmente". In the scoring phase (a
// jukebox drawn for a divider) no card is played.
func (s *State) stopOptions(t *task) bool {
	a := int(s.Active)
	if s.Scoring {
		return false
	}
	if s.hasKind(a, kUnstoppable) >= 0 {
		return true
	}
	if t.C != 2 {
		return false
	}
	return !s.CarSick && s.hasKind(a, kCarSick) >= 0 || s.hasAnytime()
}

// rate is the number of defeated zombies that discards a card from sector sec.
func (s *State) rate(sec int) int {
	if !s.Main {
		return cfg.RateAntipasto
	}
	if sec < 3 {
		return cfg.Dividers[sec].Rate
	}
	return cfg.RateLast
}

// drawTop takes the top card of the deck.
func (s *State) drawTop() int8 {
	c := s.Deck[0]
	s.Sec[s.current()]--
	copy(s.Deck[:], s.Deck[1:s.DeckN])
	copy(s.Seen[:], s.Seen[1:s.DeckN])
	s.DeckN--
	s.Deck[s.DeckN], s.Seen[s.DeckN] = 0, 0
	s.Rev = true
	return c
}

// discardTop moves the top card of the deck to the discard; a rescue card
// revealed so arrives.
func (s *State) discardTop() {
	c := s.drawTop()
	if isRescue(c) {
		s.endRescue(c)
		return
	}
	s.discard(c)
}

func (s *State) discard(c int8) {
	s.Disc[s.DiscN] = c
	s.DiscN++
}

// under puts card c under the deck, at the bottom of sector 4, face down
// but seen by everyone.
func (s *State) under(c int8) {
	s.Deck[s.DeckN] = c
	s.Seen[s.DeckN] = 0xff
	s.DeckN++
	s.Sec[3]++
}

// insert puts card c at deck position i, into sector sec.
func (s *State) insert(i int, c int8, seen uint8, sec int) {
	copy(s.Deck[i+1:s.DeckN+1], s.Deck[i:s.DeckN])
	copy(s.Seen[i+1:s.DeckN+1], s.Seen[i:s.DeckN])
	s.Deck[i], s.Seen[i] = c, seen
	s.DeckN++
	s.Sec[sec]++
}

// sectorEnd is the deck position after the last card of sector sec.
func (s *State) sectorEnd(sec int) int {
	n := 0
	for i := 0; i <= sec; i++ {
		n += int(s.Sec[i])
	}
	return n
}

// loseCard puts seat p's card c under the deck.
func (s *State) loseCard(p int, c int8) {
	s.P[p].Hand &^= 1 << uint(c)
	s.under(c)
}

// kinds is the number of different companion kinds seat p holds.
func (s *State) kinds(p int) int {
	n := 0
	h := s.P[p].Hand
	for k := range nCompanionKinds {
		if h&tab.mask[k] != 0 {
			n++
		}
	}
	return n
}

// zombieCard plays a zombie card just drawn.
func (s *State) zombieCard(c int8) {
	a := int(s.Active)
	switch tab.kind[c] {
	case kFruitMachine:
		s.discard(c)
		s.push(task{K: tColour, A: colourTurn})
	case kPayBite:
		s.push(task{K: tUnder, A: int16(c)})
		for i := int(s.NP) - 1; i >= 0; i-- {
			p := (a + i) % int(s.NP)
			if s.P[p].Bites > 0 && s.P[p].Hand != 0 {
				s.push(task{K: tLose, W: int8(p), A: int16(s.P[p].Bites)})
			}
		}
	case kMakeTwo:
		s.push(task{K: tUnder, A: int16(c)})
		s.push(task{K: tLose, W: s.Active, A: 2})
	case kTooManyDead:
		s.discard(c)
		s.busAdd(2)
	case kFleshMob:
		s.discard(c)
		s.push(task{K: tColour, A: colourFlesh})
	case kJukebox:
		// A run of its own: a card played on the run it interrupts has
		// done its work, since this run empties the bus.
		s.discard(c)
		s.Dir, s.CarSick = 1, false
		s.busAdd(3)
		s.Juking++
		s.push(task{K: tJukeEnd})
		s.push(task{K: tBusStep, A: 1})
		if s.busOptions() {
			s.push(task{K: dBusStart, W: s.Active, A: 1})
		}
	}
}

// tileEffect applies the symbol of a tile of colour col entering the pub
// from row r (main course).
func (s *State) tileEffect(col int, occupied bool, r int) {
	a := int(s.Active)
	switch col {
	case 0: // blue: the bus
		if occupied {
			s.busAdd(1)
		} else if s.Bus > 0 {
			s.Bus--
			s.Bag++
		}
	case 1: // green: cards
		if occupied {
			s.push(task{K: tLose, W: s.Active, A: 1})
		} else {
			s.push(task{K: tDraw})
		}
	case 2: // yellow: the deck
		if occupied {
			for i := int(s.DiscN) - 1; i >= 0; i-- {
				c := s.Disc[i]
				if !isCompanion(c) {
					copy(s.Disc[i:], s.Disc[i+1:s.DiscN])
					s.DiscN--
					s.Disc[s.DiscN] = 0
					sec := s.current()
					s.insert(s.sectorEnd(sec), c, 0xff, sec)
					break
				}
			}
		} else {
			s.discardTop()
			if !s.Done {
				s.push(task{K: tDivCheck})
			}
		}
	case 3: // red: bites
		if occupied {
			if s.PlayDead&(1<<r) == 0 {
				// Don't bite me now! refuses it in the fight phase, a
				// jukebox's run in it too ("durante la sua fase di
				// combattimento se una tessera rossa contrassegnata con
				// uno zombi sopra entra nel pub"), and in the scoring
				// phase, as every bite ("o durante la fase di punteggio").
				asked := int16(1)
				if s.Fight || s.Scoring {
					asked = 0
				}
				s.push(task{K: tBite, W: s.Active, A: 1, B: asked})
			}
		} else if s.P[a].Bites > 0 {
			s.P[a].Bites--
		}
	}
}

// dividerOpen reports whether the bonus of divider k can be taken now.
func (s *State) dividerOpen(k int) bool {
	switch k {
	case 1:
		return s.Booth > 0
	case 2:
		return s.Booth > 0 && s.Beers > 0
	}
	return true
}

// unplaceRow gives back the dice and cards placed in row r.
func (s *State) unplaceRow(r int8) {
	n := 0
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if pl.Row == r {
			s.giveBack(pl)
			continue
		}
		s.Placed[n] = pl
		n++
	}
	s.NPlaced = int8(n)
}

// unplaceTile gives back the dice and cards placed on one tile, with the
// side hit of each rugby ball given back: the side hit is placed right
// after its ball (the rugby decision comes at once).
func (s *State) unplaceTile(r, p int8) {
	n := 0
	side := false
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		switch {
		case side && pl.Item == itemSide && pl.Row == r:
			side = false
			continue
		case pl.Row == r && pl.Pos == p && pl.Item != itemSide:
			side = itemKind(pl.Item) == kRugby
			s.giveBack(pl)
			continue
		}
		side = false
		s.Placed[n] = pl
		n++
	}
	s.NPlaced = int8(n)
}

// giveBack returns a placed die or card. In the fight a die or a traded
// weapon is lost, as the unused ones were when it began: "non possono
// essere aggiunti o sostituiti durante il combattimento (come i dadi
// battaglia)"; a card goes back to the hand.
func (s *State) giveBack(pl place) {
	switch {
	case pl.Item == itemSide:
	case s.Fight && (pl.Item < itemCard || pl.Item >= itemTraded):
	case pl.Item < itemCard:
		s.Dice[pl.Item]++
	case pl.Item >= itemTraded:
		s.Traded[pl.Item-itemTraded]++
	default:
		s.P[s.Active].Hand |= 1 << uint(pl.Item-itemCard)
	}
}

// endRescue ends the game on rescue card c.
func (s *State) endRescue(c int8) {
	s.Done, s.Rescue, s.Rev = true, c, true
	s.Saved = s.rescued(int(tab.kind[c]))
}
