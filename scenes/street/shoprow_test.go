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
