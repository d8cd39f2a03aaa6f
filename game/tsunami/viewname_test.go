package tsunami

import (
	"testing"

	"zombietable/game"
)

// Every seat's view names every legal action as the engine does, through
// random games with and without the zombird cards.
func TestViewNamesActionsAsTheEngine(t *testing.T) {
	for _, zombird := range []string{"false", "true"} {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(game.Config{Players: 4, Seed: seed, Options: map[string]string{"zombird": zombird}})
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRNG(seed)
			buys := 0
			for step := 0; step < 2000 && !g.Over(); step++ {
				legal := g.Legal(nil)
				for s := range int(g.N) {
					v := g.View(game.Seat(s)).(View)
					for _, a := range legal {
						if got, want := v.ActionString(a), g.ActionString(a); got != want {
							t.Fatalf("seed %d step %d: seat %d's view names %d %q, the engine %q", seed, step, s, a, got, want)
						}
						if v, _ := decode(a); v == vBuy {
							buys++
						}
					}
				}
				if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if buys == 0 {
				t.Errorf("seed %d: no shop card to buy", seed)
			}
		}
	}
}
