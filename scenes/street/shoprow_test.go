package street

import (
	"slices"
	"testing"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// A zombird card in the shop's row of eleven beside the log at 960 × 600
// reads "Zombuccello." whole: no size the shell draws holds the word in a
// card a eleventh of the row wide, so that card widens and the cards with
// room to spare narrow, each still reading whole in as many lines, the row
// as wide as before. Two zombird cards in the row would leave the others too
// narrow: the cards stay alike.
func TestZombirdWordReadsWholeInTheShop(t *testing.T) {
	g, err := tsunami.New(game.Config{Players: 6, Seed: 3, Options: map[string]string{"zombird": "true"}})
	if err != nil {
		t.Fatal(err)
	}
	base := g.View(0).(tsunami.View)
	shop := []string{"Zombird Nest", "Steal 1 Die", "2 Civilians", "Mega Bomb", "Steal 2 Dice", "+1 Die", "Save 1 Zombie", "Steal 1 Die", "Bomb"}
	row := scenes.Rect{X: 0, Y: 41.6, W: 710.4, H: 558.4} // 960 × 600, the log open
	build := func(shop []string) *model {
		v := base
		v.Shop = shop
		m := &model{}
		m.build(input{view: &v, me: 0, name: g.ActionString, lang: scenes.Italian, rect: row, seatName: seatName, last: lastVotes(&v)})
		return m
	}
	widths := func(m *model) (ws []float32, span float32) {
		for _, p := range m.shop {
			ws = append(ws, p.r.W)
		}
		last := m.shop[len(m.shop)-1].r
		return ws, last.X + last.W - m.shop[0].r.X
	}
	alike := build(slices.Repeat([]string{"Steal 1 Die"}, len(shop)))
	tws, span := widths(alike)
	m := build(shop)
	nest := m.shop[2]
	if !slices.Contains(nest.lines, "Zombuccello.") || !slices.Contains(nest.title, "Zombuccelli") || nest.broken != 0 {
		t.Errorf("the Zombird Nest reads %q / %q, %d words broken", nest.title, nest.lines, nest.broken)
	}
	_, got := widths(m)
	if got < span-0.5 || got > span+0.5 {
		t.Errorf("the row spans %.1f px, %.1f with the cards alike", got, span)
	}
	for i, p := range m.shop {
		if p.cut || p.tcut || i != 2 && p.broken > 0 && p.r.W < tws[i] {
			t.Errorf("card %d (%.1f px) reads %q / %q, cut %v %v, %d broken", i, p.r.W, p.title, p.lines, p.tcut, p.cut, p.broken)
		}
		if i > 0 && p.r.X < m.shop[i-1].r.X+m.shop[i-1].r.W {
			t.Errorf("card %d runs over the one before it", i)
		}
	}
	two := build(append([]string{"Zombird Nest", "Zombird Egg"}, shop[2:]...))
	ws, _ := widths(two)
	for _, w := range ws[3:] {
		if w != ws[0] {
			t.Errorf("two zombird cards: the cards are not alike: %v", ws)
			break
		}
	}
}

// On a phone held upright (390 × 844, the frame's status on its own line)
// the shop takes two rows, the two cards always there and half the rest
// above: every card reads its name and text whole, no word broken, in
// English and Italian, the rows apart and inside the table.
func TestShopInTwoRowsUpright(t *testing.T) {
	g, err := tsunami.New(game.Config{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(0).(tsunami.View)
	v.Shop = []string{"+1 Die", "Steal 2 Dice", "2 Civilians", "+1 Die", "Bomb", "Swap"}
	table := scenes.Rect{X: 0, Y: 88, W: 390, H: 756}
	for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
		m := &model{}
		m.build(input{view: &v, me: 0, name: g.ActionString, lang: l, rect: table, seatName: seatName, last: lastVotes(&v)})
		if len(m.shop) != 8 {
			t.Fatalf("%v: %d cards in the shop", l, len(m.shop))
		}
		top, bottom := m.shop[0].r, m.shop[7].r
		if bottom.Y < top.Y+top.H {
			t.Errorf("%v: one row: the first card %v, the last %v", l, top, bottom)
		}
		for i, p := range m.shop {
			if p.cut || p.tcut || p.broken > 0 {
				t.Errorf("%v: card %d (%.0f px) reads %q / %q, cut %v %v, %d broken", l, i, p.r.W, p.title, p.lines, p.tcut, p.cut, p.broken)
			}
			if p.r.X < table.X || p.r.X+p.r.W > table.X+table.W || p.r.Y+p.r.H > m.mid.Y+m.mid.H+0.5 {
				t.Errorf("%v: card %d %v outside the middle %v", l, i, p.r, m.mid)
			}
			if i > 0 && p.r.Y == m.shop[i-1].r.Y && p.r.X < m.shop[i-1].r.X+m.shop[i-1].r.W {
				t.Errorf("%v: card %d runs over the one before it", l, i)
			}
		}
	}
}
