package pub

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
	"zombietable/sprites"
)

// maxLit is the most pieces one line of the log speaks of.
const maxLit = 8

// logLight is what the hovered line of the log speaks of: the seat that
// acted (when seen) and up to maxLit pieces, found on the table as it is
// now.
type logLight struct {
	seen  bool
	seat  int
	n     int
	piece [maxLit]Piece
}

// LogHovered lights what the hovered line of the log speaks of: the seat
// that acted and the places and pieces of its action.
func (t *Table) LogHovered(tc *scenes.TableContext, i int) {
	if i < 0 {
		t.logLit = logLight{}
		return
	}
	t.lightLog(tc.PlayedAround(i))
}

// lightLog sets the lit pieces for action a played from view before, after
// which the seat saw view after (ok false when the app does not know them).
// Of the views it reads only what lies open to every seat: the seat to act,
// the deck's sectors and the cards in front of each seat, which tell the
// cards the action set off (drawn from the deck, taken, sold). a is -1 when
// the seat may not know the action, and then only the seat is lit.
func (t *Table) lightLog(before, after any, a game.Action, ok bool) {
	t.logLit = logLight{}
	v, isP := before.(pints.View)
	if !ok || !isP {
		return
	}
	l := &t.logLit
	l.seen, l.seat = true, v.ToAct
	if a < 0 {
		return
	}
	add := func(p Piece) {
		if l.n < maxLit && !slices.Contains(l.piece[:l.n], p) {
			l.piece[l.n] = p
			l.n++
		}
	}
	card := func(seat, k int) Piece { return Piece{K: Card, A: int32(seat), B: int32(k)} }
	row := func(r int) Piece { return Piece{K: Row, A: int32(r)} }
	tile := func(r, p int) Piece { return Piece{K: Tile, A: int32(r), B: int32(p)} }
	food := func(f int) Piece { return Piece{K: Food, A: int32(v.ToAct), B: int32(f)} }
	op, x, y, z := pints.DecodeAction(a)
	switch op {
	case pints.OpSend, pints.OpPhotoSend:
		add(Piece{K: Stool, A: int32(x)})
		add(Piece{K: Sector, A: int32(currentSector(&v))})
	case pints.OpPhotoMove:
		add(Piece{K: Stool, A: int32(x)})
		add(Piece{K: Stool, A: int32(y)})
	case pints.OpRoll, pints.OpKeepColour, pints.OpChangeColour, pints.OpChooseColour, pints.OpNoTicket:
		add(Piece{K: Tray})
	case pints.OpZWord, pints.OpCarSick, pints.OpContinental:
		add(Piece{K: Discard})
	case pints.OpALaCarte:
		add(Piece{K: Discard})
		add(card(v.ToAct, x))
	case pints.OpBoardBus, pints.OpRunBus:
		add(Piece{K: Bus})
	case pints.OpPlaceDie, pints.OpPlaceCard, pints.OpPlaceTraded:
		add(tile(y, z))
	case pints.OpSide, pints.OpMove, pints.OpDistract:
		add(tile(x, y))
	case pints.OpResolve, pints.OpLetOff, pints.OpSkipRow, pints.OpPlayDead, pints.OpShutter, pints.OpCoatHanger:
		add(row(x))
	case pints.OpGive:
		add(Piece{K: Player, A: int32(x)})
	case pints.OpTakeBonus, pints.OpDecline:
		add(Piece{K: Divider, A: int32(x)})
	case pints.OpLose, pints.OpPeekLeave, pints.OpPeekBottom:
		add(Piece{K: Deck})
	case pints.OpPeek:
		add(Piece{K: Deck})
		add(food(kinds.turnTables))
	case pints.OpFoodReturn:
		add(Piece{K: Shop})
	case pints.OpFoodRandom:
		add(Piece{K: Shop})
	case pints.OpFoodChoose:
		add(Piece{K: Shop})
		add(food(x))
	case pints.OpTradeDie, pints.OpTradeCard:
		add(food(kinds.armsTrade))
		add(Piece{K: Tray})
	case pints.OpSell, pints.OpRefuse:
		add(Piece{K: Player, A: int32(y)})
		add(card(v.ToAct, x))
		add(card(y, x))
	case pints.OpBuy:
		add(Piece{K: Player, A: int32(y)})
		add(card(y, x))
	case pints.OpBeer:
		add(Piece{K: Beer})
		add(Piece{K: Player, A: int32(x)})
	}
	// What the action set off, as the log's lines under it tell: zombies
	// defeated into the ambulance (and counted out of it for chips), cards
	// to the discard, bites taken, and the companion cards it brought in
	// front of a seat.
	if w, isP := after.(pints.View); isP && len(w.Players) == len(v.Players) {
		scored := false
		for p := range w.Players {
			scored = scored || w.Players[p].Chips > v.Players[p].Chips
		}
		if len(w.Amb) > len(v.Amb) || scored {
			add(Piece{K: Ambulance})
		}
		if len(w.Discard) > len(v.Discard) {
			add(Piece{K: Discard})
		}
		for p := range w.Players {
			if w.Players[p].Bites > v.Players[p].Bites {
				add(Piece{K: Player, A: int32(p)})
			}
		}
		for p := range w.Players {
			for j, name := range w.Players[p].Cards {
				if countOf(w.Players[p].Cards[:j+1], name) > countOf(v.Players[p].Cards, name) {
					add(card(p, cardKind(name)))
				}
			}
		}
	}
}

// litRect is where a piece the log speaks of lies on the table now (the zero
// Rect when it is not there: a card since played, a food given back).
func (t *Table) litRect(p Piece) scenes.Rect {
	L := &t.lay
	switch p.K {
	case Stool, Row, Player, Discard, Beer:
		return t.rectOf(p)
	case Tile:
		if p.A >= 0 && p.A < nRows && p.B >= 0 && p.B < nPos {
			return t.rectOf(p)
		}
	case Shop:
		if t.v.Level == pints.LevelMain {
			return L.shop
		}
	case Tray:
		return L.tray
	case Ambulance:
		return L.amb
	case Deck:
		return L.pool
	case Bus:
		if r := t.v.Bus.Row; r >= 0 && r < nRows {
			return L.bus[r]
		}
	case Divider:
		if p.A >= 0 && int(p.A) < len(L.divider) {
			return L.divider[p.A]
		}
	case Sector:
		if p.A >= 0 && int(p.A) < len(L.sector) {
			return L.sector[p.A]
		}
	case Card:
		if int(p.A) == t.me {
			for i, h := range t.hand {
				if h.kind == int(p.B) {
					return L.cardRect(i, len(t.hand))
				}
			}
		}
		if o := L.oppIndex(int(p.A)); o >= 0 {
			n := len(t.opp[o])
			for i, k := range t.opp[o] {
				if k == int(p.B) {
					return L.chipRect(o, i, n)
				}
			}
		}
	case Food:
		if int(p.A) == t.me {
			for i, f := range t.myFood {
				if f == int(p.B) {
					return L.foodRect(i)
				}
			}
		}
		if o := L.oppIndex(int(p.A)); o >= 0 && int(p.A) < len(t.v.Players) {
			for i, name := range t.v.Players[p.A].Food {
				if foodIndex(name) == int(p.B) {
					return L.oppFoodRect(o, i)
				}
			}
		}
	}
	return scenes.Rect{}
}

// drawLogLit rings the seat that played the hovered line of the log and
// lights the pieces it speaks of, as the other tables do.
func (t *Table) drawLogLit(dst *ebiten.Image) {
	l := &t.logLit
	s := t.lay.s
	if l.seen {
		if r := t.rectOf(Piece{K: Player, A: int32(l.seat)}); r.W > 0 {
			sprites.StrokeRoundRect(dst, r.X-2*s, r.Y-2*s, r.W+4*s, r.H+4*s, 11*s, max(2.5, 3*s), scenes.ColorText)
		}
	}
	for _, p := range l.piece[:l.n] {
		r := t.litRect(p)
		if r.W <= 0 {
			continue
		}
		if p.K != Player {
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*s, sprites.Alpha(scenes.ColorText, 0.22))
		}
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 6*s, max(2.5, 3*s), scenes.ColorText)
	}
}
