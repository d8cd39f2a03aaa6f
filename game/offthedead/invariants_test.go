package offthedead

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// conserved checks that every card is somewhere, once: the zombies across
// horde, corridors, graveyard and trophies (the zombified survivors of the
// dead among them), the rubble across piles, hands, the cards turned and the
// graveyard; and that no corridor holds more than its limit.
func (s *State) conserved() error {
	var zs uint64
	add := func(c int8, where string) error {
		if zs&(1<<uint(c)) != 0 {
			return fmt.Errorf("zombie %d is twice (again in %s)", c, where)
		}
		zs |= 1 << uint(c)
		return nil
	}
	for _, c := range s.Horde[:s.HN] {
		if err := add(c, "the horde"); err != nil {
			return err
		}
	}
	for _, c := range s.Held[:s.HeldN] {
		if err := add(c, "the cards waiting to be re-oriented"); err != nil {
			return err
		}
	}
	for d := range 4 {
		if s.CN[d] > tab.limit {
			return fmt.Errorf("corridor %d holds %d zombies", d, s.CN[d])
		}
		for _, z := range s.Cor[d][:s.CN[d]] {
			if err := add(z.C, "a corridor"); err != nil {
				return err
			}
		}
	}
	all := []uint64{s.GraveZ}
	for p := range s.NP {
		all = append(all, s.P[p].Troph)
	}
	for _, m := range all {
		if zs&m != 0 {
			return fmt.Errorf("zombies %b are twice (graveyard or trophies)", zs&m)
		}
		zs |= m
	}
	want := uint64(1)<<uint(tab.zn[s.Inv]) - 1
	for p := range s.NP {
		if !s.P[p].Alive && !s.Nuked {
			want |= 1 << uint(zombified+s.P[p].Surv)
		}
	}
	if zs != want && !s.Nuked {
		return fmt.Errorf("zombies %b, want %b", zs, want)
	}
	var rs uint64
	radd := func(r int8) error {
		if rs&(1<<uint(r)) != 0 {
			return fmt.Errorf("rubble card %d is twice", r)
		}
		rs |= 1 << uint(r)
		return nil
	}
	for p := range s.NPile {
		for _, r := range s.Pile[p][:s.PN[p]] {
			if err := radd(r); err != nil {
				return err
			}
		}
	}
	for p := range s.NP {
		for _, r := range s.P[p].Items[:s.P[p].NI] {
			if err := radd(r); err != nil {
				return err
			}
		}
	}
	if s.Sub == subSecond {
		if err := radd(s.S1); err != nil {
			return err
		}
	}
	if s.Sub == subPlace {
		for _, r := range s.Place[:s.NPlace] {
			if err := radd(r); err != nil {
				return err
			}
		}
	}
	if rs&s.GraveR != 0 {
		return fmt.Errorf("rubble %b in the graveyard and elsewhere", rs&s.GraveR)
	}
	rs |= s.GraveR
	if rs != uint64(1)<<uint(tab.rn[s.Inv])-1 {
		return fmt.Errorf("rubble %b, want all %d cards", rs, tab.rn[s.Inv])
	}
	return nil
}

// TestRandomGamesKeepTheInvariants plays random games of every count and
// rule set: cards are conserved, no corridor goes above 6, and every game
// ends.
func TestRandomGamesKeepTheInvariants(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	for _, opts := range []map[string]string{{}, {"advanced": "true"}, {"rules": "four"}} {
		for np := 1; np <= 4; np++ {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				g, err := New(game.Config{Players: np, Seed: seed, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				r := game.NewRNG(seed * 31)
				var buf []game.Action
				var log []string
				for step := 0; !g.Over(); step++ {
					if step > 5000 {
						t.Fatalf("%v %d players seed %d: no end after 5000 actions", opts, np, seed)
					}
					if err := g.(*State).conserved(); err != nil {
						t.Fatalf("%v %d players seed %d after %s: %v", opts, np, seed, strings.Join(log[max(0, len(log)-6):], ", "), err)
					}
					buf = g.Legal(buf)
					a := buf[r.IntN(len(buf))]
					log = append(log, g.ActionString(a))
					if err := g.Apply(a); err != nil {
						t.Fatal(err)
					}
				}
				if err := g.(*State).conserved(); err != nil {
					t.Fatalf("%v %d players seed %d at the end: %v", opts, np, seed, err)
				}
			}
		}
	}
}

// TestHeuristicGamesEnd plays bot teams to the end under every rule set.
func TestHeuristicGamesEnd(t *testing.T) {
	for _, opts := range []map[string]string{{}, {"advanced": "true"}} {
		for np := 1; np <= 4; np++ {
			wins := 0
			for seed := uint64(1); seed <= 40; seed++ {
				g, _ := New(game.Config{Players: np, Seed: seed, Options: opts})
				h, _ := newHeuristic("", seed)
				for step := 0; !g.Over(); step++ {
					if step > 5000 {
						t.Fatalf("no end")
					}
					h.Begin(g)
					if err := g.Apply(h.Action()); err != nil {
						t.Fatal(err)
					}
					if err := g.(*State).conserved(); err != nil {
						t.Fatal(err)
					}
				}
				if g.Returns()[0] == 1 {
					wins++
				}
			}
			if wins == 0 || wins == 40 {
				t.Errorf("%v %d players: the bots won %d of 40 games", opts, np, wins)
			}
		}
	}
}

// TestTheHeuristicTeamBeatsRandomPlay: the bot team wins far more often than
// random play.
func TestTheHeuristicTeamBeatsRandomPlay(t *testing.T) {
	play := func(bot bool, seed uint64) bool {
		g, _ := New(game.Config{Players: 4, Seed: seed})
		h, _ := newHeuristic("", seed)
		r := game.NewRNG(seed)
		var buf []game.Action
		for !g.Over() {
			var a game.Action
			if bot {
				h.Begin(g)
				a = h.Action()
			} else {
				buf = g.Legal(buf)
				a = buf[r.IntN(len(buf))]
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		return g.Returns()[0] == 1
	}
	hw, rw := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		if play(true, seed) {
			hw++
		}
		if play(false, seed) {
			rw++
		}
	}
	if hw < 2*rw+20 {
		t.Errorf("heuristic team won %d of 200, random play %d", hw, rw)
	}
	t.Logf("heuristic team %d/200, random play %d/200", hw, rw)
}

// TestDescribeAndNarrateInBothLanguages: every action is described naming
// the seat, in English and Italian, and a game's narration tells its end.
func TestDescribeAndNarrateInBothLanguages(t *testing.T) {
	g, _ := New(game.Config{Players: 4, Seed: 5, Options: map[string]string{"advanced": "true"}})
	r := game.NewRNG(9)
	n, differ, err := enginetest.DescribeBothLanguages(g.Clone(), &r, 400)
	if err != nil {
		t.Fatal(err)
	}
	if differ < n/2 {
		t.Errorf("%d of %d descriptions are the same in both languages", n-differ, n)
	}
	h, _ := newHeuristic("", 1)
	var ended []string
	for !g.Over() {
		h.Begin(g)
		b := g.Clone()
		if err := g.Apply(h.Action()); err != nil {
			t.Fatal(err)
		}
		ended = g.(*State).Narrate(b, []string{"Ann", "Bo", "Cy", "Di"}, "it")
	}
	if len(ended) == 0 || !strings.Contains(strings.Join(ended, " "), "zombie") {
		t.Errorf("the last narration says %q", ended)
	}
}
