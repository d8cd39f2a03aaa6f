package tsunami

import (
	"strings"
	"testing"

	"zombietable/game"
)

// TestDescribeSeatsNamesTheTarget: the log names a bombed seat by its
// player's name, never "seat 3".
func TestDescribeSeatsNamesTheTarget(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy", "Di"}
	r := game.NewRNG(5)
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := New(game.Config{Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !g.Over() && steps < 2000; steps++ {
			legal := g.Legal(nil)
			for _, a := range legal {
				for _, lang := range []string{"en", "it"} {
					line := g.DescribeSeats(a, names, lang)
					if strings.Contains(line, "seat ") || strings.Contains(line, "giocatore ") {
						t.Fatalf("%s: %q names a seat by number", g.ActionString(a), line)
					}
					if !strings.HasPrefix(line, names[g.ToAct()]) {
						t.Fatalf("%s: %q does not begin with the actor's name", g.ActionString(a), line)
					}
				}
			}
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestCountSingular: one of a thing is told in the singular.
func TestCountSingular(t *testing.T) {
	for _, c := range []struct {
		n    int
		it   bool
		want string
	}{
		{1, false, "1 civilian"}, {2, false, "2 civilians"}, {1, true, "1 civile"}, {3, true, "3 civili"},
	} {
		if got := count(c.n, c.it, "civilian", "civilians", "civile", "civili"); got != c.want {
			t.Errorf("count(%d, it=%v) = %q, want %q", c.n, c.it, got, c.want)
		}
	}
}
