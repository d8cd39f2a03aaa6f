package corridors

import (
	"fmt"
	"slices"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// placeOf is zombie i of survivor s's corridor where view v shows it.
func placeOf(v *offthedead.View, s, i int) litRef {
	zs := v.Corridors[s].Zombies
	r := litRef{kind: litPlace, a: v.Corridors[s].Dir, b: zs[i].Zone}
	for j, z := range zs {
		if z.Zone == zs[i].Zone {
			if j < i {
				r.c++
			}
			r.d++
		}
	}
	return r
}

// TestLogLineLightsWhatItSpeaksOf plays random games (1 to 4 survivors, the
// advanced rules and the memory aid on and off) and hovers, for each kind of
// action below, its first line of the log as a seat saw the game then: the
// survivor who acted is ringed and the things the line names are lit, where
// the table shows them after the action. A card put back lights its pile
// alone.
func TestLogLineLightsWhatItSpeaksOf(t *testing.T) {
	item := func(v *offthedead.View, s, slot int) litRef {
		return litRef{kind: litItem, a: s, b: slot, id: v.Players[s].Items[slot].ID}
	}
	itemIs := func(id string) func(v *offthedead.View, op offthedead.Op, x, y int) bool {
		return func(v *offthedead.View, op offthedead.Op, x, y int) bool {
			return op == offthedead.OpItem && v.Players[v.Active].Items[x].ID == id
		}
	}
	opIs := func(want offthedead.Op) func(*offthedead.View, offthedead.Op, int, int) bool {
		return func(_ *offthedead.View, op offthedead.Op, _, _ int) bool { return op == want }
	}
	quoteIs := func(q int) func(*offthedead.View, offthedead.Op, int, int) bool {
		return func(_ *offthedead.View, op offthedead.Op, x, _ int) bool { return op == offthedead.OpQuote && x/3 == q }
	}
	cases := []struct {
		name string
		is   func(v *offthedead.View, op offthedead.Op, x, y int) bool
		want func(v *offthedead.View, x, y int) []litRef
	}{
		{"search", opIs(offthedead.OpSearch), func(_ *offthedead.View, x, _ int) []litRef { return []litRef{{kind: litPile, a: x}} }},
		{"second card", opIs(offthedead.OpSecond), func(_ *offthedead.View, x, _ int) []litRef { return []litRef{{kind: litPile, a: x}} }},
		{"put back, memory aid off", func(v *offthedead.View, op offthedead.Op, _, _ int) bool {
			return op == offthedead.OpPlace && !v.MemoryAid
		},
			func(_ *offthedead.View, x, _ int) []litRef { return []litRef{{kind: litPile, a: x}} }},
		{"put back, memory aid on", func(v *offthedead.View, op offthedead.Op, _, _ int) bool {
			return op == offthedead.OpPlace && v.MemoryAid
		},
			func(_ *offthedead.View, x, _ int) []litRef { return []litRef{{kind: litPile, a: x}} }},
		{"throw", opIs(offthedead.OpThrow), func(v *offthedead.View, x, y int) []litRef {
			n := v.Players[v.Active].Left
			if y == 3 {
				n = v.Players[v.Active].Right
			}
			return []litRef{{kind: litItem, a: n, b: len(v.Players[n].Items), id: v.Players[v.Active].Items[x].ID}, {kind: litSurvivor, a: n}}
		}},
		{"attack bare-handed", func(_ *offthedead.View, op offthedead.Op, x, _ int) bool {
			return op == offthedead.OpAttack && x == bare
		},
			func(v *offthedead.View, _, y int) []litRef {
				return []litRef{{kind: litHands, a: v.Active}, placeOf(v, v.Active, y)}
			}},
		{"attack with a weapon", func(_ *offthedead.View, op offthedead.Op, x, _ int) bool {
			return op == offthedead.OpAttack && x != bare
		},
			func(v *offthedead.View, x, y int) []litRef {
				return []litRef{item(v, v.Active, x), placeOf(v, v.Active, y)}
			}},
		{"magazine", itemIs("magazine"), func(v *offthedead.View, x, y int) []litRef {
			return []litRef{item(v, v.Active, x), item(v, v.Active, y)}
		}},
		{"jerrycan on a zone", func(v *offthedead.View, op offthedead.Op, x, y int) bool {
			return itemIs("jerrycan")(v, op, x, y) && y < fill
		}, func(v *offthedead.View, x, y int) []litRef {
			return []litRef{item(v, v.Active, x), {kind: litZone, a: v.Players[v.Active].Dir, b: y}}
		}},
		{"toy", itemIs("toy"), func(v *offthedead.View, x, y int) []litRef {
			return []litRef{item(v, v.Active, x), placeOf(v, v.Active, y)}
		}},
		{"adrenaline", itemIs("adrenaline"), func(v *offthedead.View, x, _ int) []litRef { return []litRef{item(v, v.Active, x)} }},
		{"ability on another", func(v *offthedead.View, op offthedead.Op, _, y int) bool {
			return op == offthedead.OpAbility && y != v.ToAct && abilityOf[v.Players[v.ToAct].Survivor] != "scavenge"
		}, func(v *offthedead.View, _, y int) []litRef {
			return []litRef{{kind: litAbility, a: v.ToAct}, {kind: litSurvivor, a: y}}
		}},
		{"scavenge", func(v *offthedead.View, op offthedead.Op, _, _ int) bool {
			return op == offthedead.OpAbility && abilityOf[v.Players[v.ToAct].Survivor] == "scavenge"
		}, func(v *offthedead.View, x, y int) []litRef {
			want := []litRef{{kind: litAbility, a: v.ToAct}, {kind: litPile, a: x}}
			if y != v.ToAct {
				want = append(want, litRef{kind: litSurvivor, a: y})
			}
			return want
		}},
		{"quote on a face-down zombie", quoteIs(qWhat), func(v *offthedead.View, x, y int) []litRef {
			return []litRef{{kind: litSymbol, a: v.Active, b: x % 3}, placeOf(v, seatAt(v, y/8), y%8)}
		}},
		{"quote turning the horde", quoteIs(qLookout), func(v *offthedead.View, x, y int) []litRef {
			return []litRef{{kind: litSymbol, a: v.Active, b: x % 3}, {kind: litArrow, a: y}}
		}},
		{"quote on three zombies", quoteIs(qAll3), func(v *offthedead.View, x, y int) []litRef {
			want := []litRef{{kind: litSymbol, a: v.Active, b: x % 3}}
			for i := range v.Corridors[v.Active].Zombies {
				if y&(1<<i) != 0 {
					want = append(want, placeOf(v, v.Active, i))
				}
			}
			return want
		}},
		{"turn a zombie to a neighbour", opIs(offthedead.OpLead), func(v *offthedead.View, x, _ int) []litRef {
			n := v.Players[v.Active].Left
			if x == 3 {
				n = v.Players[v.Active].Right
			}
			return []litRef{{kind: litSurvivor, a: n}, {kind: litArm, a: v.Players[n].Dir}}
		}},
		{"pass", opIs(offthedead.OpPass), func(*offthedead.View, int, int) []litRef { return nil }},
	}
	found := make([]bool, len(cases))
	entered := 0
	for _, aid := range []string{"box", "aid"} {
		for _, adv := range []bool{false, true} {
			for players := 1; players <= 4; players++ {
				for seed := uint64(1); seed <= 30; seed++ {
					opts := map[string]string{"advanced": fmt.Sprint(adv), "memory": aid}
					st, err := offthedead.New(game.Config{Players: players, Seed: seed, Options: opts})
					if err != nil {
						t.Fatal(err)
					}
					rng := game.NewRNG(seed * 131)
					for step := 0; step < 500 && !st.Over(); step++ {
						legal := st.Legal(nil)
						a := legal[rng.IntN(len(legal))]
						me := (int(st.ToAct()) + step) % max(1, st.Players())
						before := st.View(game.Seat(me))
						bv := before.(offthedead.View)
						if err := st.Apply(a); err != nil {
							t.Fatal(err)
						}
						op, x, y := offthedead.DecodeAction(a)
						for ci, c := range cases {
							if found[ci] || !c.is(&bv, op, x, y) {
								continue
							}
							found[ci] = true
							after := st.View(game.Seat(me))
							av := after.(offthedead.View)
							tb := tableFor(st, me, sizes[step%len(sizes)].area, scenes.Lang(step%2))
							tb.lightLog(before, after, a, true)
							want := c.want(&bv, x, y)
							// Then the corridors zombies entered, as the lines under it say.
							if av.Horde < bv.Horde || av.Held < bv.Held {
								for p := range av.Players {
									r := litRef{kind: litArm, a: av.Corridors[p].Dir}
									if av.Players[p].Alive && len(av.Corridors[p].Zombies) > len(bv.Corridors[p].Zombies) && !slices.Contains(want, r) {
										want = append(want, r)
										entered++
									}
								}
							}
							l := tb.logLit
							if got := l.ref[:l.n]; !l.seen || l.surv != bv.ToAct || !slices.Equal(got, want) {
								t.Fatalf("%s: %q (seen from seat %d): lit survivor %d (%v), %+v; want survivor %d, %+v",
									c.name, st.ActionString(a), me, l.surv, l.seen, got, bv.ToAct, want)
							}
							if tb.litRect(litRef{kind: litSurvivor, a: bv.ToAct}).W <= 0 {
								t.Fatalf("%s: the survivor %d who acted is nowhere on the table", c.name, bv.ToAct)
							}
							for _, r := range want {
								if r.kind == litItem || r.kind == litHands && !av.Players[r.a].Alive {
									continue
								}
								if tb.litRect(r).W <= 0 {
									t.Fatalf("%s: %q: lit %+v is nowhere on the table", c.name, st.ActionString(a), r)
								}
							}
							// Finding them on the table, each frame, allocates nothing.
							if n := testing.AllocsPerRun(5, func() {
								tb.litRect(litRef{kind: litSurvivor, a: l.surv})
								for _, r := range l.ref[:l.n] {
									tb.litRect(r)
								}
							}); n != 0 {
								t.Fatalf("%s: finding the lit things allocates %v times", c.name, n)
							}
							// An action the seat may not know lights only the
							// survivor; a line not replayed, or leaving the log,
							// nothing.
							tb.lightLog(before, after, -1, true)
							if l := tb.logLit; !l.seen || l.surv != bv.ToAct || l.n != 0 {
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
		}
	}
	if entered == 0 {
		t.Errorf("no line lit a corridor zombies entered")
	}
	for ci, c := range cases {
		if !found[ci] {
			t.Errorf("no random game played %s", c.name)
		}
	}
}

// TestLitPlaceIsTheCardsPlace checks that a zombie's place, as the log
// lights it, is where the table draws the zombie card.
func TestLitPlaceIsTheCardsPlace(t *testing.T) {
	checked := 0
	for players := 1; players <= 4; players++ {
		st := newGame(t, players, 3, false)
		rng := game.NewRNG(9)
		for step := 0; step < 200 && !st.Over(); step++ {
			tb := tableFor(st, 0, sizes[step%len(sizes)].area, scenes.English)
			v := st.View(0).(offthedead.View)
			for s := range v.Corridors {
				for i := range v.Corridors[s].Zombies {
					zc := tb.zombieCard(v.Corridors[s].Dir, i)
					if got := tb.litRect(placeOf(&v, s, i)); zc == nil || got != zc.r {
						t.Fatalf("step %d: zombie %d of survivor %d lit at %+v, drawn at %+v", step, i, s, got, zc)
					}
					checked++
				}
			}
			legal := st.Legal(nil)
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Error("no zombie checked")
	}
}
