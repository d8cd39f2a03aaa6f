package zombionion

import (
	"strings"
	"testing"

	"zombietable/game"
)

// TestDescrizioniPartiteCasuali describes every legal action along random
// games in both languages: each line names the seat and says more, and the Italian and
// English lines differ for nearly all of them.
func TestDescrizioniPartiteCasuali(t *testing.T) {
	tests := []struct {
		players int
		seed    uint64
		kingdom string
	}{
		{1, 1, ""},
		{2, 2, ""},
		{3, 3, "sparatutto"},
		{4, 4, "citta-infestata"},
		{2, 5, "vita-o-morte"},
	}
	for _, tt := range tests {
		c := game.Config{Players: tt.players, Seed: tt.seed, Options: map[string]string{}}
		if tt.kingdom != "" {
			c.Options["kingdom"] = tt.kingdom
		}
		g, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(tt.seed * 7919)
		var legal []game.Action
		described, differ := 0, 0
		for step := 0; step < 600 && !g.Over(); step++ {
			legal = g.Legal(legal)
			for _, a := range legal {
				en, it := g.Describe(a, "Bea", "en"), g.Describe(a, "Bea", "it")
				if len(en) <= len("Bea ") || len(it) <= len("Bea ") || !strings.Contains(en, "Bea") || !strings.Contains(it, "Bea") {
					t.Fatalf("%d players, seed %d: %q does not name the seat: %q / %q", tt.players, tt.seed, g.ActionString(a), en, it)
				}
				described++
				if en != it {
					differ++
				}
			}
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d players, seed %d: %d of %d lines differ", tt.players, tt.seed, differ, described)
		if described == 0 || differ*10 < described*9 {
			t.Errorf("%d players, seed %d: %d of %d lines differ between Italian and English", tt.players, tt.seed, differ, described)
		}
	}
}
