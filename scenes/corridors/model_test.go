package corridors

import (
	"fmt"
	"image"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

var tableRects = []struct {
	name  string
	r     image.Rectangle
	scale float32
}{
	{"1280×800", image.Rect(0, 0, 1280, 800), 1},
	{"960×600", image.Rect(0, 0, 960, 600), 0.75},
	{"2560×1600", image.Rect(0, 0, 2560, 1600), 2},
}

// states plays random games of every size under both rule sets and calls
// f on their states.
func states(t *testing.T, games int, f func(g *offthedead.State)) {
	t.Helper()
	for i := range games {
		opts := map[string]string{"advanced": fmt.Sprint(i%2 == 1)}
		g, err := offthedead.New(game.Config{Players: 1 + i%4, Seed: uint64(i + 1), Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(uint64(i) * 77)
		for step := 0; !g.Over() && step < 400; step++ {
			s := g.(*offthedead.State)
			f(s)
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Every legal action has exactly one gesture on the table — a click on a
// pile, a click on a zombie with the chosen weapon, an item dragged to a
// neighbour, or a button — every gesture plays a legal action, and every
// hit target is at least 32 px at scale 1 and inside the table.
func TestEveryLegalActionHasOneGesture(t *testing.T) {
	n := 0
	states(t, 24, func(g *offthedead.State) {
		n++
		seat := int(g.ToAct())
		v := g.View(game.Seat(seat)).(offthedead.View)
		legal := g.Legal(nil)
		tr := tableRects[n%len(tableRects)]
		var m model
		m.build(input{view: &v, legal: legal, seat: seat, rect: tr.r, scale: tr.scale, label: func(a game.Action) string { return g.Label(a, "en") }, weapon: bare})
		count := map[game.Action]int{}
		got := func(what string, a game.Action, r scenes.Rect) {
			if !m.isLegal(a) {
				t.Fatalf("%s plays %q, not legal", what, g.ActionString(a))
			}
			if r.W < minHit*tr.scale-0.01 || r.H < minHit*tr.scale-0.01 {
				t.Fatalf("%s: hit target %.0f×%.0f at %s", what, r.W, r.H, tr.name)
			}
			if r.X < m.rect.X || r.Y < m.rect.Y || r.X+r.W > m.rect.X+m.rect.W || r.Y+r.H > m.rect.Y+m.rect.H {
				t.Fatalf("%s at %+v is outside the table %+v", what, r, m.rect)
			}
			count[a]++
		}
		for pg := range m.pages {
			m.page = pg
			m.build(input{view: &v, legal: legal, seat: seat, rect: tr.r, scale: tr.scale, label: func(a game.Action) string { return g.Label(a, "en") }, weapon: bare})
			for _, b := range m.btns {
				if b.r.W == 0 {
					continue
				}
				if a, ok, _ := m.click(b.r.CX(), b.r.CY()); ok {
					got("button "+b.label, a, b.r)
				}
			}
		}
		for p, r := range m.piles {
			if r.W == 0 {
				continue
			}
			if a, ok, _ := m.click(r.CX(), r.CY()); ok {
				got(fmt.Sprintf("pile %d", p+1), a, r)
			}
		}
		weapons := []int{bare}
		for i := range v.Players[seat].Items {
			weapons = append(weapons, i)
		}
		for _, w := range weapons {
			m.sel = w
			for p := range m.zomb {
				for i, r := range m.zomb[p] {
					if r.W == 0 {
						continue
					}
					if a, ok, _ := m.click(r.CX(), r.CY()); ok {
						got(fmt.Sprintf("zombie %d of seat %d with %d", i, p, w), a, r)
					}
				}
			}
		}
		for i := range v.Players[seat].Items {
			for p := range m.panel {
				if r := m.panel[p]; r.W > 0 {
					if a, ok := m.drop(i, r.CX(), r.CY()); ok {
						got(fmt.Sprintf("item %d dropped on seat %d", i, p), a, m.items[seat][i])
					}
				}
			}
		}
		for _, a := range legal {
			if count[a] != 1 {
				t.Fatalf("%q has %d gestures (%s)", g.ActionString(a), count[a], tr.name)
			}
		}
	})
}

// A weapon is chosen by clicking it; bare hands by their button.
func TestChoosingTheWeapon(t *testing.T) {
	states(t, 16, func(g *offthedead.State) {
		seat := int(g.ToAct())
		v := g.View(game.Seat(seat)).(offthedead.View)
		var m model
		m.build(input{view: &v, legal: g.Legal(nil), seat: seat, rect: tableRects[0].r, scale: 1, label: func(a game.Action) string { return g.Label(a, "it") }, weapon: bare})
		for i := range v.Players[seat].Items {
			r := m.items[seat][i]
			_, ok, w := m.click(r.CX(), r.CY())
			if ok || (w >= 0) != m.canAttackWith(i) {
				t.Fatalf("clicking item %d chose weapon %d (ok %v, can attack %v)", i, w, ok, m.canAttackWith(i))
			}
		}
	})
}
