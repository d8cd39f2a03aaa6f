package tableau

import (
	"slices"
	"testing"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// TestLogLineLightsWhatItSpeaksOf plays random games and hovers a line of
// the log of each verb as a seat saw it then: the seat that acted is ringed
// and the card the line names is lit on its supply pile, in the play area
// when played, on the trash when trashed; a line that names no card lights
// only the seat, and so does an action the seat may not know.
func TestLogLineLightsWhatItSpeaksOf(t *testing.T) {
	pile := func(ps []piece, id string) []scenes.Rect {
		for i := len(ps) - 1; i >= 0; i-- {
			if ps[i].id == id {
				return []scenes.Rect{ps[i].r}
			}
		}
		return nil
	}
	supply := func(m *model, id string) []scenes.Rect { return pile(m.supply, id) }
	cases := []struct {
		verb zombionion.Verb
		want func(m *model, id string) []scenes.Rect
	}{
		{zombionion.VerbPlay, func(m *model, id string) []scenes.Rect {
			return append(supply(m, id), pile(m.play, id)...)
		}},
		{zombionion.VerbBuy, supply},
		{zombionion.VerbGain, supply},
		{zombionion.VerbTopdeck, supply},
		{zombionion.VerbTrash, func(m *model, id string) []scenes.Rect {
			return append(supply(m, id), m.trash.r)
		}},
		{zombionion.VerbEndActions, func(*model, string) []scenes.Rect { return nil }},
		{zombionion.VerbEndTurn, func(*model, string) []scenes.Rect { return nil }},
		{zombionion.VerbAutoplay, func(*model, string) []scenes.Rect { return nil }},
	}
	seen := map[zombionion.Verb]int{}
	var tb Table
	var got []scenes.Rect
	states(t, 12, func(g *zombionion.State) {
		legal := g.Legal(nil)
		actor := int(g.ToAct())
		resolving := g.View(game.Seat(actor)).(zombionion.View).Resolving
		for _, a := range legal {
			verb, c := zombionion.Decode(a)
			for _, cs := range cases {
				if cs.verb != verb || seen[verb] > 4 || verb == zombionion.VerbTrash && (resolving == "ispezione" || resolving == "radio") {
					continue
				}
				seen[verb]++
				for me := range g.Players() {
					before := g.View(game.Seat(me))
					after := g.Clone().(*zombionion.State)
					if err := after.Apply(a); err != nil {
						t.Fatal(err)
					}
					v := after.View(game.Seat(me)).(zombionion.View)
					tb.m = model{}
					tb.m.build(input{view: &v, lang: scenes.English, rect: tableRects[me%len(tableRects)].r, seatName: seatName})
					hover := func(a game.Action, ok bool) []scenes.Rect {
						tb.lightLog(before, a, ok)
						got = got[:0]
						tb.litRects(func(r scenes.Rect, seat bool) {
							if seat != (len(got) == 0) {
								t.Fatalf("%q: the seat is not lit first", g.ActionString(a))
							}
							got = append(got, r)
						})
						return got
					}
					seat := tb.m.seats[actor].r
					want := append([]scenes.Rect{seat}, cs.want(&tb.m, c.ID())...)
					if got := hover(a, true); !slices.Equal(got, want) {
						t.Fatalf("%q by seat %d, seen from seat %d: lit %v, want %v", g.ActionString(a), actor, me, got, want)
					}
					if got := hover(-1, true); !slices.Equal(got, []scenes.Rect{seat}) {
						t.Fatalf("an action the seat may not know lit %v", got)
					}
					if got := hover(a, false); len(got) != 0 {
						t.Fatalf("a line not replayed lit %v", got)
					}
					tb.lightLog(before, a, true)
					tb.LogHovered(nil, -1)
					if tb.logLit.seen {
						t.Fatalf("leaving the log left %+v lit", tb.logLit)
					}
				}
			}
		}
	})
	for _, cs := range cases {
		if seen[cs.verb] == 0 {
			t.Errorf("no random game offered verb %d", cs.verb)
		}
	}
}
