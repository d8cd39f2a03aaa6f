package street

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
	"zombietable/sprites"
)

// litKind is a kind of thing a line of the log speaks of.
type litKind uint8

const (
	litSeat      litKind = iota + 1 // seat arg's horde
	litStreet                       // the street card arg (from 0 in the whole street)
	litShop                         // the shop's display slot arg
	litPerm                         // the permanent shop card arg
	litShopSpace                    // the shop's space on the street
	litReserve                      // the reserve of dice
	litEvent                        // the round's event card
	litBonus                        // the secret bonus card of the seat in front
	litCoins                        // seat arg's coins
)

// litRef is one thing a line of the log speaks of.
type litRef struct {
	kind litKind
	arg  int
}

// maxLit is the most things one line of the log speaks of: an action's
// pieces, and the coins of every seat with a street card and the shop.
const maxLit = 4 + tsunami.MaxPlayers + 2

// logLight is what the hovered line of the log speaks of: the seat that
// acted (when seen) and up to maxLit things, found on the table as it is now.
type logLight struct {
	seen bool
	seat int
	n    int
	ref  [maxLit]litRef
}

// LogHovered lights what the hovered line of the log speaks of: the seat
// that acted, and the street card, the shop card, the horde bombed or
// chosen, the reserve or the event of its action; and the coins it set
// moving, with the Gold Jump or the shop that paid them. The opening's
// lines light the coins the set-up paid and the Gold Jump.
func (t *Table) LogHovered(tc *scenes.TableContext, i int) {
	switch {
	case i == scenes.OpeningEntry:
		t.logLit = logLight{}
		if after, ok := tc.Opened(); ok {
			t.lightCoins(nil, after)
		}
	case i < 0:
		t.logLit = logLight{}
	default:
		before, after, a, ok := tc.PlayedAround(i)
		t.lightLog(before, a, ok)
		if ok {
			t.lightCoins(before, after)
		}
	}
}

// lightCoins adds to what is lit the coins of every seat whose coins
// changed from view before (none: the set-up) to view after, and the Gold
// Jump or the shop space when they paid coins on the way.
func (t *Table) lightCoins(before, after any) {
	w, ok := after.(tsunami.View)
	if !ok {
		return
	}
	v, _ := before.(tsunami.View)
	l := &t.logLit
	add := func(k litKind, arg int) {
		if l.n < maxLit {
			l.ref[l.n] = litRef{k, arg}
			l.n++
		}
	}
	for i, c := range w.Coins {
		was := 0
		if i < len(v.Coins) {
			was = v.Coins[i]
		}
		if c != was {
			add(litCoins, i)
		}
	}
	if w.GoldRolled {
		for i := len(w.Street) - 1; i >= 0; i-- {
			if m := index().street[w.Street[i]]; m != nil && m.kind == "gold_jump" {
				add(litStreet, i)
				break
			}
		}
	}
	if w.ShopReached {
		add(litShopSpace, 0)
	}
}

// lightLog sets what is lit for action a played from view before (ok false
// when the app does not know them). Of the view it reads only what lies
// open: the seat to act, the street and the shop. a is -1 when the seat may
// not know the action (another seat's vote, pick or zombird card), and then
// only the seat is lit.
func (t *Table) lightLog(before any, a game.Action, ok bool) {
	t.logLit = logLight{}
	v, isT := before.(tsunami.View)
	if !ok || !isT || v.ToAct < 0 {
		return
	}
	l := &t.logLit
	l.seen, l.seat = true, v.ToAct
	if a < 0 {
		return
	}
	add := func(k litKind, arg int) {
		if l.n < maxLit {
			l.ref[l.n] = litRef{k, arg}
			l.n++
		}
	}
	cur := -1
	if v.Current != "" {
		cur = len(v.Street) - 1
	}
	street := func() {
		if cur >= 0 {
			add(litStreet, cur)
		}
	}
	tg, _ := classify([]game.Action{a}, v.ActionString, index().perm, v.Prompt, nil)
	switch x := tg[0]; x.Zone {
	case zoneVote, zoneCoins, zoneCivilian:
		street()
	case zoneReserve:
		street()
		add(litReserve, 0)
	case zoneSeat:
		add(litSeat, x.Arg)
		street()
	case zoneBonus:
		add(litBonus, v.ToAct)
	case zoneShop:
		add(litShop, x.Arg)
		add(litShopSpace, 0)
	case zonePerm:
		add(litPerm, x.Arg)
		add(litShopSpace, 0)
	case zoneButton:
		switch x.Button {
		case btnEvent:
			add(litEvent, 0)
		case btnKeep:
			add(litBonus, v.ToAct)
		}
	}
}

// litRect is where a thing the log speaks of lies on the table now (the
// zero Rect when it is not shown: a shop card while the middle shows a
// vote, a street card of a round long gone).
func (t *Table) litRect(r litRef) scenes.Rect {
	m := &t.m
	k := m.k
	switch r.kind {
	case litSeat:
		if r.arg >= 0 && r.arg < len(m.seats) {
			return m.seats[r.arg].r
		}
	case litStreet:
		base := (min(max(m.view.Round, 1), 3) - 1) * 6
		switch {
		case r.arg >= base && r.arg < base+6:
			return m.cards[r.arg-base].r
		case r.arg >= 0 && r.arg/6 < m.pastN:
			// A card of an earlier round, small under the round's label.
			pr := m.pastR[r.arg/6]
			s := (pr.W - 26*k) / 6
			return scenes.Rect{X: pr.X + 24*k + float32(r.arg%6)*s, Y: pr.Y + 2*k, W: s - 2*k, H: pr.H - 4*k}
		}
	case litShop, litPerm:
		if m.mode != midShop {
			break
		}
		z := zoneShop
		if r.kind == litPerm {
			z = zonePerm
		}
		for i := range m.shop {
			if p := &m.shop[i]; p.zone == z && p.arg == r.arg {
				return p.r
			}
		}
	case litShopSpace:
		for i := range m.spaces {
			if m.spaces[i].shop {
				return m.spaces[i].r
			}
		}
	case litReserve:
		return m.rsv
	case litEvent:
		return m.event.r
	case litBonus:
		if r.arg == m.me {
			return m.bonus.r
		}
	case litCoins:
		if r.arg >= 0 && r.arg < len(m.seats) && m.seats[r.arg].r.W > 0 {
			return m.seats[r.arg].coinsRect(k)
		}
	}
	return scenes.Rect{}
}

// drawLogLit rings the seat that played the hovered line of the log and
// lights the things it speaks of, as the other tables do.
func (t *Table) drawLogLit(dst *ebiten.Image) {
	l := &t.logLit
	k := t.m.k
	w := max(2.5, 3*k)
	if r := t.litRect(litRef{litSeat, l.seat}); l.seen && r.W > 0 {
		sprites.StrokeRoundRect(dst, r.X-2*k, r.Y-2*k, r.W+4*k, r.H+4*k, 11*k, w, scenes.ColorText)
	}
	for _, ref := range l.ref[:l.n] {
		r := t.litRect(ref)
		if r.W <= 0 {
			continue
		}
		if ref.kind != litSeat {
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, sprites.Alpha(scenes.ColorText, 0.22))
		}
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, w, scenes.ColorText)
	}
}
