package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
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
		described, differ, err := enginetest.DescribeBothLanguages(g, &r, 600)
		if err != nil {
			t.Fatalf("%d players, seed %d: %v", tt.players, tt.seed, err)
		}
		t.Logf("%d players, seed %d: %d of %d lines differ", tt.players, tt.seed, differ, described)
		if described == 0 || differ*10 < described*9 {
			t.Errorf("%d players, seed %d: %d of %d lines differ between Italian and English", tt.players, tt.seed, differ, described)
		}
	}
}
