package tsunami

import (
	"math/rand/v2"
	"slices"
	"testing"

	"zombietable/game"
)

// Every vote and every Coin / Zombie choice of whole games at 3 to 6
// players is one simultaneous decision of every seat, in the seats' order:
// Together names them all from the first choice to the last, counts those
// made, and each seat's LegalFor is what Legal lists when its turn comes,
// whatever the choices before it; no other decision is simultaneous.
func TestTogetherIsEveryVoteAndCoinZombie(t *testing.T) {
	for n := 3; n <= MaxPlayers; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			st, err := New(game.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := st
			rng := rand.New(rand.NewPCG(seed, uint64(n)))
			var open []game.Seat
			var legalFor [MaxPlayers][]game.Action
			groups := 0
			for step := 0; !g.Over() && step < 5000; step++ {
				seats, chosen := g.Together(nil)
				k := g.top().K
				simultaneous := k == fVote || k == fCoinZombie
				if simultaneous != (len(seats) > 0) {
					t.Fatalf("n %d seed %d step %d: frame %d, Together %v", n, seed, step, k, seats)
				}
				if simultaneous {
					if chosen == 0 {
						groups++
						open = slices.Clone(seats)
						for _, s := range seats {
							legalFor[s] = g.LegalFor(s, nil)
						}
					}
					want := make([]game.Seat, n)
					for i := range want {
						want[i] = game.Seat(i)
					}
					if !slices.Equal(seats, want) || !slices.Equal(seats, open) || seats[chosen] != g.ToAct() {
						t.Fatalf("n %d seed %d step %d: Together %v, %d chosen, opened as %v, %d to act", n, seed, step, seats, chosen, open, g.ToAct())
					}
					if legal := g.Legal(nil); !slices.Equal(legal, legalFor[g.ToAct()]) {
						t.Fatalf("n %d seed %d step %d: seat %d may %v, LegalFor said %v", n, seed, step, g.ToAct(), legal, legalFor[g.ToAct()])
					}
				}
				legal := g.Legal(nil)
				if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if groups == 0 {
				t.Fatalf("n %d seed %d: no simultaneous decision in a whole game", n, seed)
			}
		}
	}
}
