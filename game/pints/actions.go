package pints

import (
	"fmt"
	"math/bits"
	"strings"

	"zombietable/game"
)

// Op is the operation of an action. An action of Pints of Blood is an
// operation and up to three arguments a, b and c of a byte each:
// EncodeAction(op, a, b, c) and DecodeAction(x). The encoding is part of every
// saved game: a game is its seed plus its actions, and logs store the actions
// by name (ActionString), so the names stay as they are; the numbers serve
// only within one game (search trees, the table's pieces).
type Op uint8

// The operations, in the order of their numbers (0 is not one), each with
// the meaning of its arguments a, b, c. Rows, tiles and seats count from 0;
// kinds are indices of Catalog.Cards, foods of Catalog.Food; faces are the
// battle-die faces FaceClose to FaceExtra; colours count from 0 in the order
// of the colour die.
const (
	OpSend         Op = iota + 1 // row
	OpRoll                       //
	OpALaCarte                   // kind
	OpKeepColour                 // colour
	OpChangeColour               // colour
	OpChooseColour               // colour
	OpZWord                      //
	OpNoTicket                   //
	OpBoardBus                   // zombies
	OpPlaceDie                   // face, row, tile
	OpPlaceCard                  // kind, row, tile
	OpSide                       // row, tile
	OpFight                      //
	OpResolve                    // row
	OpNewZombie                  //
	OpNoSauce                    //
	OpRunBus                     //
	OpCarSick                    //
	OpContinental                //
	OpLetOff                     // row
	OpSkipRow                    // row
	OpGive                       // seat
	OpTakeBonus                  // divider
	OpDecline                    // divider
	OpLose                       // kind
	OpDontBite                   //
	OpTakeBites                  // bites
	OpFoodReturn                 // food
	OpSell                       // kind, buyer, price
	OpRefuse                     // kind, buyer
	OpPeekLeave                  //
	OpPeekBottom                 //
	OpMove                       // row, tile
	OpScore                      //
	OpBeer                       // seat
	OpBuy                        // kind, seller
	OpFoodRandom                 //
	OpFoodChoose                 // food
	OpPeek                       //
	OpPlayDead                   // row
	OpShutter                    // row
	OpCoatHanger                 // row
	OpDistract                   // row, tile
	OpTradeDie                   // face, weapon (0–2 a die face, 3+kind a card weapon)
	OpTradeCard                  // kind, weapon
	OpPhotoMove                  // row, row
	OpPhotoSend                  // row
	OpEndBus                     //
	OpPlaceTraded                // kind, row, tile
	// NumOps is one more than the last operation.
	NumOps
)

// EncodeAction makes the action of operation op with arguments a, b and c
// (0 where the operation takes fewer).
func EncodeAction(op Op, a, b, c int) game.Action {
	return game.Action(int(op)<<24 | a<<16 | b<<8 | c)
}

// DecodeAction splits an action into its operation and arguments. The
// operation is 0 or at least NumOps for anything that is not an action of
// Pints of Blood.
func DecodeAction(x game.Action) (op Op, a, b, c int) {
	u := uint32(x)
	return Op(u >> 24), int(u >> 16 & 0xff), int(u >> 8 & 0xff), int(u & 0xff)
}

// Legal appends the legal actions of the seat to act to dst[:0].
func (s *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	if s.Done {
		return dst
	}
	t := s.top()
	a := int(s.Active)
	switch t.K {
	case dSend:
		if s.Sofa > 0 {
			for r := range nRows {
				if s.Stool&(1<<r) == 0 {
					dst = append(dst, EncodeAction(OpSend, r, 0, 0))
				}
			}
		}
		if s.Stool != 0 {
			dst = append(dst, EncodeAction(OpRoll, 0, 0, 0))
		}
		if !s.Sent && s.canFood(a, fALaCarte) && s.DiscN > 0 && isCompanion(s.Disc[s.DiscN-1]) {
			dst = append(dst, EncodeAction(OpALaCarte, int(tab.kind[s.Disc[s.DiscN-1]]), 0, 0))
		}
		dst = s.anytime(dst)
	case dColour:
		if t.B == 1 {
			dst = append(dst, EncodeAction(OpKeepColour, int(t.C), 0, 0))
			for c := range 4 {
				dst = append(dst, EncodeAction(OpChangeColour, c, 0, 0))
			}
		} else {
			for c := range 4 {
				dst = append(dst, EncodeAction(OpChooseColour, c, 0, 0))
			}
		}
	case dDice:
		dst = append(dst, EncodeAction(OpBoardBus, int(s.ZDice), 0, 0))
		if s.hasKind(a, kZWord) >= 0 {
			dst = append(dst, EncodeAction(OpZWord, 0, 0, 0))
		}
		if s.canFood(a, fNoTicket) {
			dst = append(dst, EncodeAction(OpNoTicket, 0, 0, 0))
		}
	case dPlace:
		dst = s.placements(dst)
		dst = s.anytime(dst)
		dst = append(dst, EncodeAction(OpFight, 0, 0, 0))
	case dRugby:
		for _, r := range s.adjacent(int(t.A)) {
			for p := range nPos {
				if s.Z[r][p].N > 0 {
					dst = append(dst, EncodeAction(OpSide, r, p, 0))
				}
			}
		}
	case dFight:
		dst = append(dst, EncodeAction(OpResolve, int((t.B+t.A)%nRows), 0, 0))
		dst = s.anytime(dst)
	case dMint:
		dst = append(dst, EncodeAction(OpNewZombie, 0, 0, 0), EncodeAction(OpNoSauce, 0, 0, 0))
	case dBusStart:
		dst = append(dst, EncodeAction(OpRunBus, 0, 0, 0))
		if !s.CarSick && s.hasKind(a, kCarSick) >= 0 {
			dst = append(dst, EncodeAction(OpCarSick, 0, 0, 0))
		}
		if s.Dir == 1 && s.hasKind(a, kContinental) >= 0 {
			dst = append(dst, EncodeAction(OpContinental, 0, 0, 0))
		}
		dst = s.anytime(dst)
	case dStop:
		dst = append(dst, EncodeAction(OpLetOff, int(s.BusRow), 0, 0))
		if !s.Scoring && s.hasKind(a, kUnstoppable) >= 0 {
			dst = append(dst, EncodeAction(OpSkipRow, int(s.BusRow), 0, 0))
		}
		if t.C == 2 {
			if !s.CarSick && s.hasKind(a, kCarSick) >= 0 {
				dst = append(dst, EncodeAction(OpCarSick, 0, 0, 0))
			}
			dst = s.anytime(dst)
		}
	case dDeal:
		for p := range int(s.NP) {
			dst = append(dst, EncodeAction(OpGive, p, 0, 0))
		}
	case dDivider:
		if t.A != 1 || s.handCount(a) >= 2 {
			dst = append(dst, EncodeAction(OpTakeBonus, int(t.A), 0, 0))
		}
		dst = append(dst, EncodeAction(OpDecline, int(t.A), 0, 0))
		if t.A == 1 {
			dst = s.buys(dst)
		}
		if s.Main && s.canFood(a, fTurnTables) {
			dst = append(dst, EncodeAction(OpPeek, 0, 0, 0))
		}
	case dLose:
		for k := range nCompanionKinds {
			if s.P[t.W].Hand&tab.mask[k] != 0 {
				dst = append(dst, EncodeAction(OpLose, k, 0, 0))
			}
		}
	case dBite:
		dst = append(dst, EncodeAction(OpDontBite, 0, 0, 0), EncodeAction(OpTakeBites, int(t.A), 0, 0))
	case dFoodRet:
		for f := range nFood {
			if s.P[t.W].Food&(1<<f) != 0 {
				dst = append(dst, EncodeAction(OpFoodReturn, f, 0, 0))
			}
		}
	case dSell:
		k := int(tab.kind[t.A])
		dst = append(dst, EncodeAction(OpSell, k, a, int(t.B)), EncodeAction(OpRefuse, k, a, 0))
	case dPeek:
		dst = append(dst, EncodeAction(OpPeekLeave, 0, 0, 0), EncodeAction(OpPeekBottom, 0, 0, 0))
	case dMove:
		for r := range nRows {
			for p := range nPos {
				if int(s.MoveFrom) != r*nPos+p {
					dst = append(dst, EncodeAction(OpMove, r, p, 0))
				}
			}
		}
	case dBeer:
		dst = append(dst, EncodeAction(OpScore, 0, 0, 0))
		dst = s.anytimeScoring(dst)
	case dAfterBus:
		dst = append(dst, EncodeAction(OpEndBus, 0, 0, 0))
		dst = s.anytime(dst)
	}
	return dst
}

// anytime appends what the active player may do at any point of the turn
// outside the scoring phase.
func (s *State) anytime(dst []game.Action) []game.Action {
	dst = s.anytimeScoring(dst)
	return s.cardPlays(dst)
}

// anytimeScoring appends what the active player may do at any point of the
// turn, the scoring phase included: beers, buying cards and pub food, and
// looking at the top card ("Non è permesso giocare alcuna carta compagno
// durante la fase punteggio" bars only companion cards).
func (s *State) anytimeScoring(dst []game.Action) []game.Action {
	a := int(s.Active)
	pl := &s.P[a]
	dst = s.beers(dst)
	dst = s.buys(dst)
	if s.Main {
		sale := s.forSale()
		if int(pl.Chips) >= cfg.FoodRandom && sale != 0 {
			dst = append(dst, EncodeAction(OpFoodRandom, 0, 0, 0))
		}
		if int(pl.Chips) >= cfg.FoodChoose {
			for f := range nFood {
				if sale&(1<<f) != 0 {
					dst = append(dst, EncodeAction(OpFoodChoose, f, 0, 0))
				}
			}
		}
		if s.canFood(a, fTurnTables) {
			dst = append(dst, EncodeAction(OpPeek, 0, 0, 0))
		}
	}
	return dst
}

// cardPlays appends the companion cards the active player may play at any
// point of the turn outside the scoring phase.
func (s *State) cardPlays(dst []game.Action) []game.Action {
	h := s.P[s.Active].Hand
	if h&tab.mask[kPlayDead] != 0 {
		for r := range nRows {
			if s.PlayDead&(1<<r) == 0 {
				dst = append(dst, EncodeAction(OpPlayDead, r, 0, 0))
			}
		}
	}
	if h&tab.mask[kShutter] != 0 {
		for r := range nRows {
			if s.Shutter&(1<<r) == 0 {
				dst = append(dst, EncodeAction(OpShutter, r, 0, 0))
			}
		}
	}
	if h&tab.mask[kCoatHanger] != 0 {
		for r := range nRows {
			if s.Shutter&(1<<r) == 0 {
				dst = append(dst, EncodeAction(OpCoatHanger, r, 0, 0))
			}
		}
	}
	if h&tab.mask[kDistracted] != 0 {
		for r := range nRows {
			for p := range nPos {
				if s.Z[r][p].N > 0 {
					dst = append(dst, EncodeAction(OpDistract, r, p, 0))
				}
			}
		}
	}
	return dst
}

// beers appends the beers the active player can buy.
func (s *State) beers(dst []game.Action) []game.Action {
	if int(s.P[s.Active].Chips) < cfg.BeerPrice || s.Beers <= 0 {
		return dst
	}
	for p := range int(s.NP) {
		if s.P[p].Bites > 0 {
			dst = append(dst, EncodeAction(OpBeer, p, 0, 0))
		}
	}
	return dst
}

// buys appends the companion cards the active player can offer to buy.
func (s *State) buys(dst []game.Action) []game.Action {
	a := int(s.Active)
	if s.Turn < 1 || s.P[a].Chips < s.price() {
		return dst
	}
	for p := range int(s.NP) {
		if p == a || s.P[p].Hand&^s.Offered == 0 {
			continue
		}
		for k := range nCompanionKinds {
			if s.P[p].Hand&tab.mask[k]&^s.Offered != 0 {
				dst = append(dst, EncodeAction(OpBuy, k, p, 0))
			}
		}
	}
	return dst
}

func (s *State) canAnyBeer() bool {
	if int(s.P[s.Active].Chips) < cfg.BeerPrice || s.Beers <= 0 {
		return false
	}
	for p := range int(s.NP) {
		if s.P[p].Bites > 0 {
			return true
		}
	}
	return false
}

// hasAnytimeScoring reports whether the active player has anything to do in
// the scoring phase before the bites are counted.
func (s *State) hasAnytimeScoring() bool {
	var buf [256]game.Action
	return len(s.anytimeScoring(buf[:0])) > 0
}

// hasAnytime reports whether the active player has anything to do besides
// going on.
func (s *State) hasAnytime() bool {
	var buf [256]game.Action
	return len(s.anytime(buf[:0])) > 0
}

// busOptions reports whether the bus's start is worth a decision.
func (s *State) busOptions() bool {
	a := int(s.Active)
	if s.Scoring {
		return false
	}
	if !s.CarSick && s.hasKind(a, kCarSick) >= 0 || s.Dir == 1 && s.hasKind(a, kContinental) >= 0 {
		return true
	}
	return s.hasAnytime()
}

// adjacent lists the rows next to r (the rows ring the pub).
func (s *State) adjacent(r int) [2]int {
	return [2]int{(r + nRows - 1) % nRows, (r + 1) % nRows}
}

func (s *State) hasSideTarget(r int) bool {
	for _, q := range s.adjacent(r) {
		for p := range nPos {
			if s.Z[q][p].N > 0 {
				return true
			}
		}
	}
	return false
}

// weaponAt is the weapon type placed on a tile (0–2 a die's, 3+kind a
// card's), or -1.
func (s *State) weaponAt(r, p int8) int {
	for i := range int(s.NPlaced) {
		pl := s.Placed[i]
		if pl.Row != r || pl.Pos != p || pl.Item == itemSide {
			continue
		}
		if pl.Item < FaceExtra {
			return int(pl.Item)
		}
		if k := itemKind(pl.Item); k >= 0 && tab.rng[k] != 0 {
			return 3 + k
		}
	}
	return -1
}

// placements appends the dice and cards the active player can place, the
// weapon trades and the photos at the bar.
func (s *State) placements(dst []game.Action) []game.Action {
	a := int(s.Active)
	h := s.P[a].Hand
	for r := range int8(nRows) {
		if s.Stool&(1<<r) == 0 {
			continue
		}
		for p := range int8(nPos) {
			if s.Z[r][p].N == 0 {
				continue
			}
			wt := s.weaponAt(r, p)
			for f := range 3 {
				if s.Dice[f] > 0 && dieRange[f]&(1<<p) != 0 && (wt < 0 || wt == f) {
					dst = append(dst, EncodeAction(OpPlaceDie, f, int(r), int(p)))
				}
			}
			if s.Dice[FaceExtra] > 0 && wt >= 0 {
				dst = append(dst, EncodeAction(OpPlaceDie, FaceExtra, int(r), int(p)))
			}
			for k := range kZWord {
				if h&tab.mask[k] == 0 {
					continue
				}
				if tab.rng[k] != 0 && tab.rng[k]&(1<<p) != 0 && (wt < 0 || wt == 3+k) || tab.extra[k] != 0 && wt >= 0 {
					dst = append(dst, EncodeAction(OpPlaceCard, k, int(r), int(p)))
				}
			}
			for k, n := range s.Traded {
				if n > 0 && tab.rng[k]&(1<<p) != 0 && (wt < 0 || wt == 3+k) {
					dst = append(dst, EncodeAction(OpPlaceTraded, k, int(r), int(p)))
				}
			}
		}
	}
	if s.canFood(a, fArmsTrade) {
		for f := range 3 {
			if s.Dice[f] > 0 {
				dst = appendTrades(dst, OpTradeDie, f, f)
			}
		}
		for k := range kZWord {
			if h&tab.mask[k] != 0 && tab.rng[k] != 0 {
				dst = appendTrades(dst, OpTradeCard, k, 3+k)
			}
		}
	}
	if s.canFood(a, fPhotos) {
		for x := range nRows {
			if s.Stool&(1<<x) == 0 {
				continue
			}
			for y := range nRows {
				if s.Stool&(1<<y) == 0 {
					dst = append(dst, EncodeAction(OpPhotoMove, x, y, 0))
				}
			}
		}
		if s.Sofa > 0 {
			for y := range nRows {
				if s.Stool&(1<<y) == 0 {
					dst = append(dst, EncodeAction(OpPhotoSend, y, 0, 0))
				}
			}
		}
	}
	return dst
}

// Apply plays an action of the seat to act.
func (s *State) Apply(x game.Action) error {
	if s.Done {
		return game.IllegalIn(fmt.Sprintf("the game is over: %s cannot be played", s.ActionString(x)),
			fmt.Sprintf("la partita è finita: «%s» non si può giocare", strings.TrimSpace(s.Describe(x, "", "it"))))
	}
	var buf [512]game.Action
	legal := s.Legal(buf[:0])
	ok := false
	for _, l := range legal {
		if l == x {
			ok = true
			break
		}
	}
	if !ok {
		return s.explain(x)
	}
	s.ApplyLegal(x)
	return nil
}

// ApplyLegal plays x, an action Legal has just listed in s, without checking
// it again.
func (s *State) ApplyLegal(x game.Action) {
	s.Rev = false
	s.do(x)
	s.run()
}

// do plays a legal action.
func (s *State) do(x game.Action) {
	op, a, b, c := DecodeAction(x)
	t := s.top()
	me := int(s.Active)
	pl := &s.P[me]
	switch op {
	case OpSend:
		s.Sofa--
		s.Stool |= 1 << a
		s.Sent = true
		s.push(task{K: tDraw})
	case OpRoll:
		s.pop()
		s.push(task{K: tRoll})
	case OpALaCarte:
		s.DiscN--
		card := s.Disc[s.DiscN]
		s.Disc[s.DiscN] = 0
		pl.Hand |= 1 << uint(card)
		pl.FoodUsed |= 1 << fALaCarte
	case OpKeepColour:
		switch t.C {
		case colWhite:
			t.B = 2
		case colBlack:
			s.busAdd(1)
			t.K = tColour
		default:
			mode := t.A
			s.pop()
			s.placeColour(int(t.C), int(mode))
		}
	case OpChangeColour, OpChooseColour:
		if op == OpChangeColour {
			pl.FoodUsed |= 1 << fChangeColours
		}
		mode := t.A
		s.pop()
		s.placeColour(a, int(mode))
	case OpZWord:
		s.useCard(me, kZWord)
		n := s.ZDice
		s.ZDice = 0
		for range n {
			s.rollBattle()
		}
		t.K = tZBus
	case OpNoTicket:
		s.ZDice--
		pl.FoodUsed |= 1 << fNoTicket
		t.K = tZBus
	case OpBoardBus:
		s.busAdd(int(s.ZDice))
		s.ZDice = 0
		s.pop()
	case OpPlaceDie:
		s.Dice[a]--
		s.place(place{Row: int8(b), Pos: int8(c), Item: int8(a)})
	case OpPlaceCard:
		card := s.hasKind(me, a)
		pl.Hand &^= 1 << uint(card)
		s.place(place{Row: int8(b), Pos: int8(c), Item: itemCard + card})
		if a == kRugby && s.hasSideTarget(b) {
			s.push(task{K: dRugby, W: s.Active, A: int16(b)})
		}
	case OpSide:
		s.place(place{Row: int8(t.A), Pos: int8(a*nPos + b), Item: itemSide})
		s.pop()
	case OpFight:
		s.Dice, s.Traded = [4]int8{}, [kZWord]int8{}
		s.Fight = true
		s.pop()
		s.push(task{K: tFight, B: int16(s.BusRow)})
	case OpResolve:
		s.resolveRow(t)
	case OpNewZombie:
		r, p := int(t.A)/nPos, int(t.A)%nPos
		s.pop()
		s.addToken(r, p)
	case OpNoSauce:
		pl.FoodUsed |= 1 << fNoSauce
		s.pop()
	case OpRunBus:
		s.pop()
	case OpCarSick:
		s.useCard(me, kCarSick)
		s.CarSick = true
	case OpContinental:
		s.useCard(me, kContinental)
		s.Dir = -1
	case OpLetOff:
		t.K, t.B = tBusStep, 1
	case OpSkipRow:
		s.useCard(me, kUnstoppable)
		s.BusRow = s.next(s.BusRow)
		t.K, t.B = tBusStep, 0
	case OpGive:
		code := s.Juke.pop()
		s.onTracker(a, stack{Z: code, N: 1})
		if s.Juke.N == 0 {
			s.pop()
		}
	case OpTakeBonus:
		s.pop()
		switch a {
		case 0:
			s.push(task{K: tDraw})
			s.push(task{K: tDraw})
			s.push(task{K: tBite, W: s.Active, A: 1})
		case 1:
			s.Booth--
			s.Sofa++
			s.push(task{K: tLose, W: s.Active, A: 2})
		case 2:
			s.Booth--
			s.Sofa++
			s.Beers--
			s.push(task{K: tColour, A: colourTurn})
		}
	case OpDecline:
		s.pop()
	case OpLose:
		s.loseCard(int(t.W), s.hasKind(int(t.W), a))
		t.A--
		t.K = tLose
	case OpDontBite:
		s.P[t.W].FoodUsed |= 1 << fDontBite
		t.A--
		t.K, t.B = tBite, 1
	case OpTakeBites:
		t.K, t.B = tBite, 1
	case OpFoodReturn:
		s.P[t.W].Food &^= 1 << a
		s.FoodIn |= 1 << a
		s.Returned |= 1 << a
		s.pop()
	case OpSell:
		card, price, seller := int8(t.A), t.B, int(t.W)
		s.pop()
		s.P[seller].Hand &^= 1 << uint(card)
		pl.Hand |= 1 << uint(card)
		pl.Chips -= price
		s.P[seller].Chips += price
	case OpRefuse:
		s.pop()
	case OpPeekLeave:
		s.pop()
	case OpPeekBottom:
		s.pop()
		sec := s.current()
		card, seen := s.Deck[0], s.Seen[0]
		s.drawTop()
		s.insert(s.sectorEnd(sec), card, seen, sec)
	case OpMove:
		code := s.Moving.pop()
		if z := &s.Z[a][b]; int(z.N) < cfg.StackMax {
			z.push(code)
		} else {
			s.toReserve(code)
		}
		if s.Moving.N == 0 {
			s.pop()
		}
	case OpScore, OpEndBus:
		s.pop()
	case OpBeer:
		pl.Chips -= int16(cfg.BeerPrice)
		s.Beers--
		s.P[a].Beers++
		s.P[a].Bites--
	case OpBuy:
		card := int8(bits.TrailingZeros64(s.P[b].Hand & tab.mask[a] &^ s.Offered))
		s.Offered |= 1 << uint(card)
		s.push(task{K: dSell, W: int8(b), A: int16(card), B: s.price()})
	case OpFoodRandom:
		pl.Chips -= int16(cfg.FoodRandom)
		pl.Food |= s.takeRandomFood(s.forSale())
	case OpFoodChoose:
		pl.Chips -= int16(cfg.FoodChoose)
		pl.Food |= 1 << a
		s.FoodIn &^= 1 << a
	case OpPeek:
		pl.FoodUsed |= 1 << fTurnTables
		s.Seen[0] |= 1 << me
		s.Rev = true
		s.push(task{K: dPeek, W: s.Active})
	case OpPlayDead:
		s.useCard(me, kPlayDead)
		s.PlayDead |= 1 << a
	case OpShutter:
		s.useCard(me, kShutter)
		s.Shutter |= 1 << a
	case OpCoatHanger:
		s.useCard(me, kCoatHanger)
		s.unplaceRow(int8(a))
		s.coatHanger(a)
	case OpDistract:
		s.useCard(me, kDistracted)
		s.unplaceTile(int8(a), int8(b))
		s.Moving, s.Z[a][b] = s.Z[a][b], stack{}
		s.MoveFrom = int8(a*nPos + b)
		s.push(task{K: dMove, W: s.Active})
	case OpTradeDie:
		s.Dice[a]--
		s.gainWeapon(b)
		pl.FoodUsed |= 1 << fArmsTrade
	case OpTradeCard:
		s.useCard(me, a)
		s.gainWeapon(b)
		pl.FoodUsed |= 1 << fArmsTrade
	case OpPlaceTraded:
		s.Traded[a]--
		s.place(place{Row: int8(b), Pos: int8(c), Item: itemTraded + int8(a)})
		if a == kRugby && s.hasSideTarget(b) {
			s.push(task{K: dRugby, W: s.Active, A: int16(b)})
		}
	case OpPhotoMove:
		s.unplaceRow(int8(a))
		s.Stool = s.Stool&^(1<<a) | 1<<b
		pl.FoodUsed |= 1 << fPhotos
	case OpPhotoSend:
		s.Sofa--
		s.Stool |= 1 << a
		pl.FoodUsed |= 1 << fPhotos
		s.push(task{K: tDraw})
	}
}

func (s *State) place(pl place) {
	s.Placed[s.NPlaced] = pl
	s.NPlaced++
}

// useCard discards seat p's first card of kind k.
func (s *State) useCard(p, k int) {
	c := s.hasKind(p, k)
	s.P[p].Hand &^= 1 << uint(c)
	s.discard(c)
}

// coatHanger pushes the first bar-corner tile into row r from the pub side.
func (s *State) coatHanger(r int) {
	t := s.Corner[0]
	s.Corner[0], s.Corner[1] = s.Corner[1], s.Corner[2]
	exit, ez := s.Tile[r][nPos-1], s.Z[r][nPos-1]
	for p := nPos - 1; p > 0; p-- {
		s.Tile[r][p], s.Z[r][p] = s.Tile[r][p-1], s.Z[r][p-1]
	}
	s.Tile[r][0], s.Z[r][0] = t, stack{}
	s.Corner[2] = exit
	s.shiftSideHits(int8(r), 1)
	s.returnStack(ez)
}

// appendTrades appends the trades of one weapon (of weapon type own) for
// every other weapon: "con qualsiasi altra arma".
func appendTrades(dst []game.Action, op Op, a, own int) []game.Action {
	for wt := range 3 + int(kZWord) {
		if wt != own && (wt < 3 || tab.rng[wt-3] != 0) {
			dst = append(dst, EncodeAction(op, a, wt, 0))
		}
	}
	return dst
}

// gainWeapon adds a weapon of type wt got by arms dealing.
func (s *State) gainWeapon(wt int) {
	if wt < 3 {
		s.Dice[wt]++
		return
	}
	s.Traded[wt-3]++
}

// explain says why x is refused, in English and in Italian.
func (s *State) explain(x game.Action) error {
	op, a, b, c := DecodeAction(x)
	if op == 0 || op >= NumOps {
		return game.IllegalIn(fmt.Sprintf("action %d is not an action of Pints of Blood", x),
			fmt.Sprintf("l'azione %d non è un'azione di Pints of Blood", x))
	}
	t := s.top()
	name, nameIT := s.ActionString(x), strings.TrimSpace(s.Describe(x, "", "it"))
	if (op == OpPlaceDie || op == OpPlaceCard || op == OpPlaceTraded) && t.K == dPlace && b < nRows && c < nPos {
		if en, it := s.whyNotPlace(op, a, int8(b), int8(c)); en != "" {
			return game.IllegalIn(name+": "+en, "«"+nameIT+"»: "+it)
		}
	}
	if op == OpFoodChoose && a < nFood && s.Returned&s.FoodIn&(1<<a) != 0 {
		return game.IllegalIn(name+": it was given back on a death this turn and is for sale again from the next turn (rulebook: \"che può ricomprare nel prossimo turno\")",
			"«"+nameIT+"»: è stata restituita per una morte in questo turno e si può ricomprare dal prossimo: \"che può ricomprare nel prossimo turno\" (regolamento)")
	}
	return game.IllegalIn(fmt.Sprintf("%s is not possible now: %s", name, s.prompt()),
		fmt.Sprintf("«%s» non è possibile ora: %s", nameIT, s.promptIn(namer{it: true})))
}

// whyNotPlace names the placement rule an action breaks, in English and in
// Italian, or returns two empty strings.
func (s *State) whyNotPlace(op Op, a int, r, p int8) (en, it string) {
	me := int(s.Active)
	n := namer{it: true}
	var wt, rng int
	extra := false
	what, whatIT := "", ""
	switch {
	case op == OpPlaceDie && a <= FaceExtra:
		if s.Dice[a] == 0 {
			return fmt.Sprintf("no unplaced %s die is left", faceName(a)), fmt.Sprintf("non resta nessun dado %s da piazzare", n.face(a))
		}
		what, whatIT, extra = faceName(a)+" die", "il dado "+n.face(a), a == FaceExtra
		if !extra {
			wt, rng = a, int(dieRange[a])
		}
	case op == OpPlaceCard && a < kZWord:
		if s.hasKind(me, a) < 0 {
			return fmt.Sprintf("you hold no %s card", cardName(a)), fmt.Sprintf("non hai la carta %s", n.card(a))
		}
		what, whatIT, extra = cardName(a), "la carta "+n.card(a), tab.extra[a] != 0
		if !extra {
			wt, rng = 3+a, int(tab.rng[a])
		}
	case op == OpPlaceTraded && a < kZWord && tab.rng[a] != 0:
		if s.Traded[a] == 0 {
			return fmt.Sprintf("you traded for no %s", cardName(a)), fmt.Sprintf("non hai ottenuto %s con uno scambio", n.card(a))
		}
		what, whatIT, wt, rng = cardName(a), "l'arma "+n.card(a), 3+a, int(tab.rng[a])
	default:
		return "", ""
	}
	if s.Stool&(1<<r) == 0 {
		return fmt.Sprintf("row %d has no companion at the bar — weapons and extra hits go only to rows where a companion fights (rulebook: \"nelle righe in cui i compagni stanno lottando\")", r+1),
			fmt.Sprintf("nella riga %d non c'è un compagno al bar — armi e colpi extra vanno solo \"nelle righe in cui i compagni stanno lottando\" (regolamento)", r+1)
	}
	if s.Z[r][p].N == 0 {
		return fmt.Sprintf("tile %d of row %d has no zombie — weapons are played on tiles where zombies stand (rulebook: \"tessere movimento singole in cui uno o più zombi sono impilati\")", p+1, r+1),
			fmt.Sprintf("sulla tessera %d della riga %d non c'è nessuno zombi — le armi si giocano su \"tessere movimento singole in cui uno o più zombi sono impilati\" (regolamento)", p+1, r+1)
	}
	cur := s.weaponAt(r, p)
	if extra {
		if cur < 0 {
			return "an extra hit cannot be played alone, only with a weapon on the same tile (rulebook: \"i colpi extra possono essere giocati su tessere solo in aggiunta ad armi per supportarle, ma non da soli\")",
				"un colpo extra non si gioca da solo, ma solo con un'arma sulla stessa tessera: \"i colpi extra possono essere giocati su tessere solo in aggiunta ad armi per supportarle, ma non da soli\" (regolamento)"
		}
		return "", ""
	}
	if rng&(1<<p) == 0 {
		return fmt.Sprintf("the %s reaches only tiles %s, not tile %d (rulebook: \"ogni arma funziona solo ad una certa distanza\")", what, rangeText(rng, false), p+1),
			fmt.Sprintf("%s arriva solo alle tessere %s, non alla tessera %d: \"ogni arma funziona solo ad una certa distanza\" (regolamento)", whatIT, rangeText(rng, true), p+1)
	}
	if cur >= 0 && cur != wt {
		return fmt.Sprintf("tile %d of row %d already has a %s, and only one type of weapon may fight on a tile (rulebook: \"solo un tipo di arma può essere utilizzato per combattere su una tessera\")", p+1, r+1, weaponName(cur)),
			fmt.Sprintf("sulla tessera %d della riga %d c'è già l'arma %s: \"solo un tipo di arma può essere utilizzato per combattere su una tessera\" (regolamento)", p+1, r+1, n.weapon(cur))
	}
	return "", ""
}

func rangeText(rng int, it bool) string {
	and := " and "
	if it {
		and = " e "
	}
	switch rng {
	case rangeClose:
		return "1" + and + "2"
	case rangeMedium:
		return "2" + and + "3"
	}
	return "3, 4" + and + "5"
}
