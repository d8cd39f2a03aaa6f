package street

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// build lays out the table for the seat to act of g, in a 1280 × 800 window
// with the log open.
func build(g *tsunami.State, lang scenes.Lang) *model {
	s := g.ToAct()
	if s < 0 {
		s = 0
	}
	v := g.View(s).(tsunami.View)
	m := &model{}
	m.build(input{
		view: &v, seat: int(s), legal: g.Legal(nil), canAct: true, lang: lang,
		rect:     scenes.Rect{X: 0, Y: 52, W: 946, H: 748},
		seatName: func(i int) string { return fmt.Sprintf("P%d", i+1) },
		describe: func(a game.Action) string { return g.Describe(a, "P", lang.Code()) },
	})
	return m
}

// TestEveryActionHasOneGesture: in random games at 3–6 players, with and
// without Zombird, every legal action is carried by exactly one piece or
// button, and everything fits the table.
func TestEveryActionHasOneGesture(t *testing.T) {
	for k := 0; k < 24; k++ {
		n := 3 + k%4
		st, err := tsunami.New(game.Config{Players: n, Seed: uint64(k), Options: map[string]string{"zombird": fmt.Sprint(k%2 == 0)}})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(uint64(k))
		for !st.Over() {
			m := build(st, scenes.Lang(k%2))
			legal := st.Legal(nil)
			for _, a := range legal {
				got := 0
				for _, b := range m.btnAct {
					if b == a {
						got++
					}
				}
				for _, s := range m.seats {
					if s.legal && s.act == a {
						got++
					}
				}
				for _, s := range m.shop {
					if s.legal && s.act == a {
						got++
					}
				}
				if got != 1 {
					t.Fatalf("%q has %d gestures (game %d)", st.ActionString(a), got, k)
				}
			}
			for _, b := range m.buttons {
				if b.R.X < m.rect.X || b.R.X+b.R.W > m.rect.X+m.rect.W+0.5 || b.R.Y+b.R.H > m.rect.Y+m.rect.H+0.5 {
					t.Fatalf("button %q at %+v leaves the table %+v", b.Label, b.R, m.rect)
				}
			}
			for _, s := range m.seats {
				if s.r.Y+s.r.H > m.rect.Y+m.rect.H || s.r.X+s.r.W > m.rect.X+m.rect.W+0.5 {
					t.Fatalf("a horde at %+v leaves the table", s.r)
				}
				// the bonus card sits beside the dice, above the civilians and coins
				if s.diceR.X+s.diceR.W > s.bonusR.X || s.bonusR.Y+s.bonusR.H > s.r.Y+134*m.k+0.5 || s.bonusR.X < s.r.X+70*m.k {
					t.Fatalf("in a horde of width %.0f the bonus card %+v crowds the dice %+v or the coins", s.r.W, s.bonusR, s.diceR)
				}
			}
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestTeamsShownAtTheReveal: once the votes of a push are revealed the
// table groups the teams with their totals against the threshold.
func TestTeamsShownAtTheReveal(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		st, _ := tsunami.New(game.Config{Players: 4, Seed: seed})
		r := game.NewRNG(seed)
		for !st.Over() {
			v := st.View(0).(tsunami.View)
			if v.Open && v.Current != "" {
				m := build(st, scenes.English)
				if c := streetByName[v.Current]; c != nil && (c.Kind == "push" || c.Kind == "bus") {
					total := 0
					for _, tm := range m.teams {
						total += tm.total
					}
					sum := 0
					for i, z := range v.Zombies {
						if v.Votes[i] != "" {
							sum += z
						}
					}
					if len(m.teams) == 0 || total != sum || m.need < 1 {
						t.Fatalf("teams %+v for votes %v and hordes %v", m.teams, v.Votes, v.Zombies)
					}
					return
				}
			}
			l := st.Legal(nil)
			st.Apply(l[r.IntN(len(l))])
		}
	}
	t.Fatal("no revealed push met")
}

// TestShopSaysWhyNot: at a shop visit a card the seat cannot afford says so.
func TestShopSaysWhyNot(t *testing.T) {
	for seed := uint64(0); seed < 60; seed++ {
		st, _ := tsunami.New(game.Config{Players: 3, Seed: seed})
		r := game.NewRNG(seed)
		for !st.Over() {
			m := build(st, scenes.English)
			v := st.View(st.ToAct()).(tsunami.View)
			for _, sc := range m.shop {
				c := shopByName[sc.nameEN]
				if c != nil && !sc.legal && v.Prompt != "" && strings.HasPrefix(v.Prompt, "the shop") && c.Cost > v.Coins[st.ToAct()] && v.Bought[st.ToAct()] < 2 {
					if !strings.HasPrefix(sc.tip, "not enough coins") {
						t.Fatalf("an unaffordable %s says %q", sc.name, sc.tip)
					}
					return
				}
			}
			l := st.Legal(nil)
			st.Apply(l[r.IntN(len(l))])
		}
	}
	t.Fatal("no unaffordable card met at a shop visit")
}
