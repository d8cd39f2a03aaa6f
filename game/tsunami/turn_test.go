package tsunami

import (
	"strings"
	"testing"

	"zombietable/game"
)

// TestTurnTitleFollowsTheStreet checks the log's headers along random games:
// a street card's decisions are headed by that card ("SVOLGIMENTO DEL
// GIOCO": the cards are revealed one at a time), the shop's by the shop, and
// a title never changes within one card's decisions.
func TestTurnTitleFollowsTheStreet(t *testing.T) {
	seen := map[string]int{}
	for seed := range uint64(12) {
		g, err := New(game.Config{Players: 3 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		for step := 0; !g.Over() && step < 5000; step++ {
			en, it := g.TurnTitle("en"), g.TurnTitle("it")
			switch {
			case g.Phase == phShopDone:
				if !strings.HasSuffix(en, "the shop") || !strings.HasSuffix(it, "il negozio") {
					t.Fatalf("seed %d: the shop is titled %q / %q", seed, en, it)
				}
				seen["shop"]++
			case g.Cur != noCard:
				name := cat.Street[g.Cur].Name
				if !strings.HasSuffix(en, ": "+name) || !strings.Contains(it, "carta strada") {
					t.Fatalf("seed %d: the street card %s is titled %q / %q", seed, name, en, it)
				}
				seen["card"]++
			}
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if got := g.TurnTitle("en"); got != "The end" {
			t.Errorf("seed %d: the game is over but titled %q", seed, got)
		}
	}
	if seen["shop"] == 0 || seen["card"] == 0 {
		t.Errorf("decisions titled: %v", seen)
	}
}
