package pub

import (
	"slices"
	"testing"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// TestLogLineLightsWhatItSpeaksOf plays random games and hovers, for each
// kind of action below, its first line of the log as the seat in front of
// the screen saw the game then: the seat that acted and the pieces the line
// names are lit, where the table shows them after the action.
func TestLogLineLightsWhatItSpeaksOf(t *testing.T) {
	cases := []struct {
		op   pints.Op
		want func(before *pints.View, actor, a, b, c int) []Piece
	}{
		{pints.OpSend, func(v *pints.View, _, a, _, _ int) []Piece {
			return []Piece{{K: Stool, A: int32(a)}, {K: Sector, A: int32(currentSector(v))}}
		}},
		{pints.OpRoll, func(_ *pints.View, _, _, _, _ int) []Piece { return []Piece{{K: Tray}} }},
		{pints.OpPlaceDie, func(_ *pints.View, _, _, b, c int) []Piece { return []Piece{{K: Tile, A: int32(b), B: int32(c)}} }},
		{pints.OpPlaceCard, func(_ *pints.View, _, _, b, c int) []Piece { return []Piece{{K: Tile, A: int32(b), B: int32(c)}} }},
		{pints.OpResolve, func(_ *pints.View, _, a, _, _ int) []Piece { return []Piece{{K: Row, A: int32(a)}} }},
		{pints.OpFight, func(*pints.View, int, int, int, int) []Piece { return nil }},
		{pints.OpGive, func(_ *pints.View, _, a, _, _ int) []Piece { return []Piece{{K: Player, A: int32(a)}} }},
		{pints.OpTakeBonus, func(_ *pints.View, _, a, _, _ int) []Piece { return []Piece{{K: Divider, A: int32(a)}} }},
		{pints.OpRunBus, func(_ *pints.View, _, _, _, _ int) []Piece { return []Piece{{K: Bus}} }},
		{pints.OpLose, func(_ *pints.View, _, _, _, _ int) []Piece { return []Piece{{K: Deck}} }},
		{pints.OpBeer, func(_ *pints.View, _, a, _, _ int) []Piece { return []Piece{{K: Beer}, {K: Player, A: int32(a)}} }},
		{pints.OpBuy, func(_ *pints.View, _, a, b, _ int) []Piece {
			return []Piece{{K: Player, A: int32(b)}, {K: Card, A: int32(b), B: int32(a)}}
		}},
		{pints.OpFoodChoose, func(_ *pints.View, actor, a, _, _ int) []Piece {
			return []Piece{{K: Shop}, {K: Food, A: int32(actor), B: int32(a)}}
		}},
	}
	found := map[pints.Op]bool{}
	drawn, defeated := 0, 0
	for _, level := range []string{pints.LevelStarter, pints.LevelMain} {
		for seed := uint64(1); seed <= 6; seed++ {
			st := newGame(t, 3, seed, level)
			rng := game.NewRNG(seed * 31)
			for step := 0; step < 400 && !st.Over(); step++ {
				legal := st.Legal(nil)
				a := legal[rng.IntN(len(legal))]
				actor := int(st.ToAct())
				me := (actor + step) % 3
				before := st.View(game.Seat(me))
				bv := before.(pints.View)
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
				op, x, y, z := pints.DecodeAction(a)
				for _, c := range cases {
					if c.op != op || found[op] {
						continue
					}
					found[op] = true
					area := sizes[step%len(sizes)].area
					tb := tableFor(st, me, area, scenes.English)
					after := st.View(game.Seat(me))
					tb.lightLog(before, after, a, true)
					l := tb.logLit
					want := c.want(&bv, actor, x, y, z)
					// Then what it set off: zombies defeated, discards, bites, and
					// the companion cards it brought in front of a seat,
					// each once.
					av := after.(pints.View)
					scored := false
					for p := range av.Players {
						scored = scored || av.Players[p].Chips > bv.Players[p].Chips
					}
					if len(av.Amb) > len(bv.Amb) || scored {
						want = append(want, Piece{K: Ambulance})
						defeated++
					}
					if dp := (Piece{K: Discard}); len(av.Discard) > len(bv.Discard) && !slices.Contains(want, dp) {
						want = append(want, dp)
					}
					for p := range av.Players {
						if pp := (Piece{K: Player, A: int32(p)}); av.Players[p].Bites > bv.Players[p].Bites && !slices.Contains(want, pp) {
							want = append(want, pp)
						}
					}
					for p := range av.Players {
						for _, name := range av.Players[p].Cards {
							cp := Piece{K: Card, A: int32(p), B: int32(cardKind(name))}
							if countOf(av.Players[p].Cards, name) > countOf(bv.Players[p].Cards, name) && !slices.Contains(want, cp) {
								want = append(want, cp)
								drawn++
							}
						}
					}
					if got := l.piece[:l.n]; !l.seen || l.seat != actor || !slices.Equal(got, want) {
						t.Fatalf("%q (seen from seat %d): lit seat %d (%v), pieces %+v; want seat %d, %+v",
							st.ActionString(a), me, l.seat, l.seen, got, actor, want)
					}
					for _, p := range want {
						if p.K != Card && p.K != Food && tb.litRect(p).W <= 0 {
							t.Fatalf("%q: lit piece %+v is nowhere on the table", st.ActionString(a), p)
						}
					}
					if tb.rectOf(Piece{K: Player, A: int32(actor)}).W <= 0 {
						t.Fatalf("%q: the seat %d that acted is nowhere on the table", st.ActionString(a), actor)
					}
					// An action the seat may not know lights only the seat;
					// leaving the log, or a line not replayed, nothing.
					tb.lightLog(before, after, -1, true)
					if l := tb.logLit; !l.seen || l.seat != actor || l.n != 0 {
						t.Fatalf("a hidden action lit %+v", l)
					}
					tb.lightLog(before, after, a, false)
					if l := tb.logLit; l.seen || l.n != 0 {
						t.Fatalf("a line not replayed lit %+v", l)
					}
					tb.lightLog(before, after, a, true)
					tb.LogHovered(nil, -1)
					if l := tb.logLit; l.seen || l.n != 0 {
						t.Fatalf("leaving the log left %+v lit", l)
					}
				}
			}
		}
	}
	if drawn == 0 || defeated == 0 {
		t.Errorf("%d lines lit a card brought in front of a seat, %d the zombies defeated", drawn, defeated)
	}
	for _, c := range cases {
		if !found[c.op] {
			t.Errorf("no random game played operation %d", c.op)
		}
	}
}
