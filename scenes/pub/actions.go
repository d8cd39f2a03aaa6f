package pub

import (
	"zombietable/game"
	"zombietable/game/pints"
)

// Die faces that can be placed, as the engine's actions number them.
const (
	faceClose  = pints.FaceClose
	faceMedium = pints.FaceMedium
	faceLong   = pints.FaceLong
	faceExtra  = pints.FaceExtra
	nPlaceable = pints.FaceExtra + 1
)

// Board sizes.
const (
	nRows = 5
	nPos  = 5
)

// Kind is what a piece on the table is.
type Kind uint8

// The pieces of the table. A and B of a Piece say which one.
const (
	None      Kind = iota
	Stool          // the bar stool of row A
	Row            // the whole of row A (cards played on a row)
	Tile           // tile B of row A (0 at the bar)
	Die            // an unplaced battle die showing face A
	Card           // seat A's companion card of kind B
	Discard        // the discard pile's top card
	Player         // seat A's side of the table (bite tracker)
	Beer           // the beers at the bar
	Food           // seat A's pub-food tile B
	Shop           // the pub-food reserve
	Button         // the button of action A
	Traded         // an unplaced card weapon of kind A got by arms dealing
	Tray           // the tray of battle and zombie dice
	Deck           // the deck on the pool table
	Divider        // divider tile A between the deck's sectors
	Sector         // sector A of the deck, top first
	Ambulance      // the ambulance with the zombies defeated
	Bus            // the bus where it stands
)

// Piece names one thing on the table.
type Piece struct {
	K    Kind
	A, B int32
}

// Gesture is how a player makes an action: drag From onto To (or click From,
// then To), or just click To when From is the zero Piece.
type Gesture struct {
	From, To Piece
}

// catalogKinds are the card kinds and pub-food tiles the scene needs by name.
type catalogKinds struct {
	zWord, carSick, unstoppable, continental  int
	playDead, shutter, distracted, coatHanger int
	turnTables, armsTrade                     int
}

var kinds = func() catalogKinds {
	k := catalogKinds{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	cat, err := pints.Load()
	if err != nil {
		return k
	}
	for i, c := range cat.Cards {
		switch c.ID {
		case "z_word":
			k.zWord = i
		case "car_sick":
			k.carSick = i
		case "unstoppable":
			k.unstoppable = i
		case "continental":
			k.continental = i
		case "play_dead":
			k.playDead = i
		case "roller_shutter":
			k.shutter = i
		case "distracted":
			k.distracted = i
		case "coat_hanger":
			k.coatHanger = i
		}
	}
	for i, f := range cat.Food {
		switch f.ID {
		case "turn_tables":
			k.turnTables = i
		case "arms_trade":
			k.armsTrade = i
		}
	}
	return k
}()

// GestureOf maps a legal action of seat me to the gesture that plays it.
func GestureOf(x game.Action, me int) Gesture {
	op, a, b, c := pints.DecodeAction(x)
	btn := Piece{K: Button, A: int32(x)}
	click := func(p Piece) Gesture { return Gesture{To: p} }
	card := func(seat, k int) Piece { return Piece{K: Card, A: int32(seat), B: int32(k)} }
	tile := Piece{K: Tile, A: int32(a), B: int32(b)}
	switch op {
	case pints.OpSend, pints.OpPhotoSend:
		return click(Piece{K: Stool, A: int32(a)})
	case pints.OpALaCarte:
		return click(Piece{K: Discard})
	case pints.OpZWord:
		return click(card(me, kinds.zWord))
	case pints.OpCarSick:
		return click(card(me, kinds.carSick))
	case pints.OpContinental:
		return click(card(me, kinds.continental))
	case pints.OpSkipRow:
		return click(card(me, kinds.unstoppable))
	case pints.OpPlaceDie:
		return Gesture{From: Piece{K: Die, A: int32(a)}, To: Piece{K: Tile, A: int32(b), B: int32(c)}}
	case pints.OpPlaceCard:
		return Gesture{From: card(me, a), To: Piece{K: Tile, A: int32(b), B: int32(c)}}
	case pints.OpPlaceTraded:
		return Gesture{From: Piece{K: Traded, A: int32(a)}, To: Piece{K: Tile, A: int32(b), B: int32(c)}}
	case pints.OpSide, pints.OpMove:
		return click(tile)
	case pints.OpGive:
		return click(Piece{K: Player, A: int32(a)})
	case pints.OpLose:
		return click(card(me, a))
	case pints.OpFoodReturn:
		return click(Piece{K: Food, A: int32(me), B: int32(a)})
	case pints.OpBeer:
		return Gesture{From: Piece{K: Beer}, To: Piece{K: Player, A: int32(a)}}
	case pints.OpBuy:
		return click(card(b, a))
	case pints.OpFoodRandom, pints.OpFoodChoose:
		return Gesture{From: Piece{K: Shop}, To: btn}
	case pints.OpPeek:
		return click(Piece{K: Food, A: int32(me), B: int32(kinds.turnTables)})
	case pints.OpPlayDead:
		return Gesture{From: card(me, kinds.playDead), To: Piece{K: Row, A: int32(a)}}
	case pints.OpShutter:
		return Gesture{From: card(me, kinds.shutter), To: Piece{K: Row, A: int32(a)}}
	case pints.OpCoatHanger:
		return Gesture{From: card(me, kinds.coatHanger), To: Piece{K: Row, A: int32(a)}}
	case pints.OpDistract:
		return Gesture{From: card(me, kinds.distracted), To: tile}
	case pints.OpTradeDie, pints.OpTradeCard:
		return Gesture{From: Piece{K: Food, A: int32(me), B: int32(kinds.armsTrade)}, To: btn}
	case pints.OpPhotoMove:
		return Gesture{From: Piece{K: Stool, A: int32(a)}, To: Piece{K: Stool, A: int32(b)}}
	}
	return click(btn)
}

// Present reports whether piece p is on the table in view v, so that a
// gesture using it can be made.
func Present(p Piece, v *pints.View) bool {
	cat, _ := pints.Load()
	switch p.K {
	case Stool, Row:
		return p.A >= 0 && p.A < nRows
	case Tile:
		return p.A >= 0 && p.A < nRows && p.B >= 0 && p.B < nPos
	case Die:
		for _, f := range v.Dice.Faces {
			if faceIndex(f) == int(p.A) {
				return true
			}
		}
		return false
	case Traded:
		for _, n := range v.Dice.Traded {
			if cardKind(n) == int(p.A) {
				return true
			}
		}
		return false
	case Card:
		if p.A < 0 || int(p.A) >= len(v.Players) || cat == nil || p.B < 0 || int(p.B) >= len(cat.Cards) {
			return false
		}
		for _, n := range v.Players[p.A].Cards {
			if n == cat.Cards[p.B].Name {
				return true
			}
		}
		return false
	case Discard:
		return len(v.Discard) > 0
	case Player:
		return p.A >= 0 && int(p.A) < len(v.Players)
	case Beer:
		return v.Bar > 0
	case Food:
		if p.A < 0 || int(p.A) >= len(v.Players) || cat == nil || p.B < 0 || int(p.B) >= len(cat.Food) {
			return false
		}
		for _, n := range v.Players[p.A].Food {
			if n == cat.Food[p.B].Name {
				return true
			}
		}
		return false
	case Shop:
		return v.Level == pints.LevelMain
	case Button:
		return true
	}
	return false
}

// faceIndex is the engine's number of a die face named as the view names it,
// or -1.
func faceIndex(name string) int {
	switch name {
	case "cricket bat", "cricket bat die":
		return faceClose
	case "dart", "dart die":
		return faceMedium
	case "longbow", "longbow die":
		return faceLong
	case "extra hit", "extra hit die":
		return faceExtra
	}
	return -1
}

// cardKind is the catalog kind of a card named as the view names it, or -1.
func cardKind(name string) int {
	cat, err := pints.Load()
	if err != nil {
		return -1
	}
	for i := range cat.Cards {
		if cat.Cards[i].Name == name {
			return i
		}
	}
	return -1
}

// foodIndex is the catalog index of a pub food named as the view names it.
func foodIndex(name string) int {
	cat, err := pints.Load()
	if err != nil {
		return -1
	}
	for i := range cat.Food {
		if cat.Food[i].Name == name {
			return i
		}
	}
	return -1
}

// plan is the legal actions of a decision as gestures, built once per
// change: what can be picked up, what can be clicked, where things go.
type plan struct {
	acts []game.Action
	gest []Gesture
}

// build fills the plan from the legal actions of seat me.
func (p *plan) build(legal []game.Action, me int) {
	p.acts = append(p.acts[:0], legal...)
	p.gest = p.gest[:0]
	for _, a := range legal {
		p.gest = append(p.gest, GestureOf(a, me))
	}
}

// find returns the action of a gesture, if one is legal.
func (p *plan) find(g Gesture) (game.Action, bool) {
	for i, h := range p.gest {
		if h == g {
			return p.acts[i], true
		}
	}
	return 0, false
}

// isSource reports whether some legal gesture starts from piece s.
func (p *plan) isSource(s Piece) bool {
	for _, g := range p.gest {
		if g.From == s && s.K != None {
			return true
		}
	}
	return false
}

// isClick reports whether clicking piece t plays an action.
func (p *plan) isClick(t Piece) bool {
	_, ok := p.find(Gesture{To: t})
	return ok
}

// isTarget reports whether t receives something picked up from s.
func (p *plan) isTarget(s, t Piece) bool {
	_, ok := p.find(Gesture{From: s, To: t})
	return ok
}
