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

// TestCoinLinesLightTheCoins hovers the lines of every action that moved
// coins, and the opening of games whose first card is a Gold Jump: the
// coins of each seat whose coins changed are lit where they lie, with the
// Gold Jump that paid them or the shop space, and nothing else of coins.
func TestCoinLinesLightTheCoins(t *testing.T) {
	gold, shop := 0, 0
	check := func(what string, g *tsunami.State, before any, me int) {
		var tb Table
		tb.m = *modelFor(g, me, tableRects[me%len(tableRects)].r, scenes.English, nil)
		after := g.View(game.Seat(me)).(tsunami.View)
		tb.lightCoins(before, after)
		v, _ := before.(tsunami.View)
		var want []litRef
		for i, c := range after.Coins {
			if i < len(v.Coins) && v.Coins[i] != c || i >= len(v.Coins) && c != 0 {
				want = append(want, litRef{litCoins, i})
			}
		}
		if after.GoldRolled {
			gold++
			if lastGold(after.Street) < 0 {
				t.Fatalf("%s: a Gold Jump rolled and none on the street %v", what, after.Street)
			}
			want = append(want, litRef{litStreet, lastGold(after.Street)})
		}
		if after.ShopReached {
			shop++
			want = append(want, litRef{litShopSpace, 0})
		}
		l := tb.logLit
		if got := l.ref[:l.n]; !slices.Equal(got, want) {
			t.Fatalf("%s: lit %+v; want %+v", what, got, want)
		}
		for _, r := range want {
			if tb.litRect(r).W <= 0 {
				t.Fatalf("%s: %+v is nowhere on the table", what, r)
			}
		}
	}
	for seed := uint64(1); seed <= 60; seed++ {
		g, err := tsunami.New(game.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if g.View(0).(tsunami.View).GoldRolled {
			check("the opening", g, nil, int(seed%3))
		}
	}
	states(t, 2, func(g *tsunami.State) {
		legal := g.Legal(nil)
		for _, a := range legal[:min(len(legal), 3)] {
			h := g.Clone().(*tsunami.State)
			me := int(g.ToAct())
			before := h.View(game.Seat(me))
			if err := h.Apply(a); err != nil {
				t.Fatal(err)
			}
			check(g.ActionString(a), h, before, me)
		}
	})
	if gold == 0 || shop == 0 {
		t.Fatalf("%d Gold Jumps and %d shops reached: the cases did not happen", gold, shop)
	}
}

// lastGold is the place on the street of the last Gold Jump revealed.
func lastGold(street []string) int {
	for i := len(street) - 1; i >= 0; i-- {
		if index().street[street[i]].kind == "gold_jump" {
			return i
		}
	}
	return -1
}
