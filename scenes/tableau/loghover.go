package tableau

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
	"zombietable/sprites"
)

// logLight is what the hovered line of the log speaks of: the seat that
// acted (when seen), the card its action names (its ID, "" for none) and
// where on the table that card is lit: its supply pile always, the card in
// the play area or among the revealed ones, the trash.
type logLight struct {
	seen     bool
	seat     int
	card     string
	play     bool
	revealed bool
	trash    bool
}

// LogHovered lights what the hovered line of the log speaks of: the seat
// that acted and the card it played, bought, gained, trashed or chose.
func (t *Table) LogHovered(tc *scenes.TableContext, i int) {
	if i < 0 {
		t.logLit = logLight{}
		return
	}
	before, a, ok := tc.Played(i)
	t.lightLog(before, a, ok)
}

// lightLog sets what is lit for action a played from view before (ok false
// when the app does not know them). Of the view it reads only the seat to
// act, which every seat knows; the card is the one the action names, which
// its line of the log names too. a is -1 when the seat may not know the
// action, and then only the seat is lit.
func (t *Table) lightLog(before any, a game.Action, ok bool) {
	t.logLit = logLight{}
	v, isZ := before.(zombionion.View)
	if !ok || !isZ || v.ToAct < 0 {
		return
	}
	l := &t.logLit
	l.seen, l.seat = true, v.ToAct
	if a < 0 {
		return
	}
	verb, c := zombionion.Decode(a)
	if verb == 0 || !verb.TakesCard() {
		return
	}
	l.card = c.ID()
	switch verb {
	case zombionion.VerbPlay, zombionion.VerbTwice:
		l.play = true
	case zombionion.VerbTrash, zombionion.VerbLeave:
		l.trash = true
	case zombionion.VerbPutBack, zombionion.VerbSetAside, zombionion.VerbKeep:
		l.revealed = true
	}
	if verb == zombionion.VerbTrash || verb == zombionion.VerbDiscard {
		// Ispezione and Radio trash or discard among the revealed cards.
		l.revealed = v.Resolving == "ispezione" || v.Resolving == "radio"
	}
}

// litRects calls f with each place lit for the hovered line of the log, as
// the table lies now: the seat's box first, then the card's supply pile, the
// card in the play area or among the revealed ones, and the trash.
func (t *Table) litRects(f func(r scenes.Rect, seat bool)) {
	l := &t.logLit
	m := &t.m
	if !l.seen {
		return
	}
	if l.seat >= 0 && l.seat < len(m.seats) {
		f(m.seats[l.seat].r, true)
	}
	if l.card == "" {
		return
	}
	find := func(ps []piece) {
		for i := len(ps) - 1; i >= 0; i-- {
			if ps[i].id == l.card {
				f(ps[i].r, false)
				return
			}
		}
	}
	find(m.supply)
	if l.play {
		find(m.play)
	}
	if l.revealed {
		find(m.revealed)
	}
	if l.trash && m.trash.r.W > 0 {
		f(m.trash.r, false)
	}
}

// drawLogLit rings the seat that played the hovered line of the log and
// lights the places of the card it names, as the other tables do.
func (t *Table) drawLogLit(dst *ebiten.Image) {
	k := t.m.k
	w := max(2.5, 3*k)
	t.litRects(func(r scenes.Rect, seat bool) {
		if seat {
			sprites.StrokeRoundRect(dst, r.X-2*k, r.Y-2*k, r.W+4*k, r.H+4*k, 11*k, w, scenes.ColorText)
			return
		}
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, sprites.Alpha(scenes.ColorText, 0.22))
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, w, scenes.ColorText)
	})
}
