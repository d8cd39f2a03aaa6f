package street

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// TestLogLineLightsWhatItSpeaksOf plays random games and hovers each line of
// the log as a seat saw it then, the acting seat or another: the seat that
// acted is ringed, and what the line names is lit — never a thing of a
// secret choice the seat may not know, for which only the seat is lit.
func TestLogLineLightsWhatItSpeaksOf(t *testing.T) {
	perm := index().perm
	street := func(cur int) []litRef {
		if cur < 0 {
			return nil
		}
		return []litRef{{litStreet, cur}}
	}
	arg := func(name, prefix string) int {
		rest, _, _ := strings.Cut(name[len(prefix):], ":")
		n, _ := strconv.Atoi(rest)
		return n - 1
	}
	cases := []struct {
		prefix string
		secret bool // another seat's line lights only the seat
		want   func(name string, actor, cur int) []litRef
	}{
		{"vote ", true, func(_ string, _, cur int) []litRef { return street(cur) }},
		{"take coins", true, func(_ string, _, cur int) []litRef { return street(cur) }},
		{"take a zombie", true, func(_ string, _, cur int) []litRef { return append(street(cur), litRef{litReserve, 0}) }},
		{"play zombird ", true, func(string, int, int) []litRef { return nil }},
		{"take a civilian", false, func(_ string, _, cur int) []litRef { return street(cur) }},
		{"bomb ", false, func(name string, _, cur int) []litRef {
			return append([]litRef{{litSeat, arg(name, "bomb ")}}, street(cur)...)
		}},
		{"choose ", false, func(name string, _, cur int) []litRef {
			return append([]litRef{{litSeat, arg(name, "choose ")}}, street(cur)...)
		}},
		{"buy " + perm[0], false, func(string, int, int) []litRef { return []litRef{{litPerm, 0}, {litShopSpace, 0}} }},
		{"buy " + perm[1], false, func(string, int, int) []litRef { return []litRef{{litPerm, 1}, {litShopSpace, 0}} }},
		{"buy ", false, func(name string, _, _ int) []litRef {
			return []litRef{{litShop, arg(name, "buy ")}, {litShopSpace, 0}}
		}},
		{"reveal the bonus card", false, func(_ string, actor, _ int) []litRef { return []litRef{{litBonus, actor}} }},
		{"keep the card hidden", false, func(_ string, actor, _ int) []litRef { return []litRef{{litBonus, actor}} }},
		{"do the event", false, func(string, int, int) []litRef { return []litRef{{litEvent, 0}} }},
		{"done", false, func(string, int, int) []litRef { return nil }},
	}
	seen := map[string]int{}
	var tb Table
	states(t, 2, func(g *tsunami.State) {
		legal := g.Legal(nil)
		actor := int(g.ToAct())
		n := len(g.View(0).(tsunami.View).Zombies)
		for _, a := range legal {
			name := g.ActionString(a)
			for _, c := range cases {
				if !strings.HasPrefix(name, c.prefix) {
					continue
				}
				if seen[c.prefix] > 3 {
					break
				}
				seen[c.prefix]++
				h := g.Clone().(*tsunami.State)
				for me := range n {
					before := h.View(game.Seat(me)).(tsunami.View)
					cur := -1
					if before.Current != "" {
						cur = len(before.Street) - 1
					}
					played, want := a, c.want(name, actor, cur)
					if c.secret && me != actor {
						played, want = -1, nil
					}
					after := h.Clone().(*tsunami.State)
					if err := after.Apply(a); err != nil {
						t.Fatal(err)
					}
					tb.m = *modelFor(after, me, tableRects[me%len(tableRects)].r, scenes.English, nil)
					tb.lightLog(before, played, true)
					l := tb.logLit
					if got := l.ref[:l.n]; !l.seen || l.seat != actor || !slices.Equal(got, want) {
						t.Fatalf("%q by seat %d, seen from seat %d: lit seat %d (%v), %+v; want %+v", name, actor, me, l.seat, l.seen, got, want)
					}
					if tb.litRect(litRef{litSeat, actor}).W <= 0 {
						t.Fatalf("%q: the seat %d is nowhere on the table", name, actor)
					}
					for _, r := range want {
						if r.kind == litSeat || r.kind == litStreet || r.kind == litShopSpace || r.kind == litEvent {
							if tb.litRect(r).W <= 0 {
								t.Fatalf("%q: %+v is nowhere on the table", name, r)
							}
						}
					}
					tb.LogHovered(nil, -1)
					if l := tb.logLit; l.seen || l.n != 0 {
						t.Fatalf("leaving the log left %+v lit", l)
					}
					tb.lightLog(before, a, false)
					if l := tb.logLit; l.seen || l.n != 0 {
						t.Fatalf("a line not replayed lit %+v", l)
					}
				}
				break
			}
		}
	})
	for _, c := range cases {
		if seen[c.prefix] == 0 {
			t.Errorf("no random game offered %q", c.prefix)
		}
	}
}
