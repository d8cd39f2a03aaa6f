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
