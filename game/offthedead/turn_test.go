package offthedead

import (
	"testing"

	"zombietable/game"
)

// TestTurnOfAnswers checks TurnOf along random games: it is the survivor
// whose turn it is; another survivor decides in it in an ability's window,
// and only the turn's end passes it on, to the next survivor still alive.
func TestTurnOfAnswers(t *testing.T) {
	answered := 0
	for seed := range uint64(40) {
		opts := map[string]string{}
		if seed%2 == 1 {
			opts["advanced"] = "true"
		}
		st, err := New(game.Config{Players: 2 + int(seed%3), Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		g := st.(*State)
		r := game.NewRNG(seed)
		for step := 0; !g.Over() && step < 5000; step++ {
			turn := g.TurnOf()
			if turn != game.Seat(g.Active) {
				t.Fatalf("seed %d step %d: TurnOf %d, the active survivor %d", seed, step, turn, g.Active)
			}
			if g.ToAct() != turn {
				answered++
			}
			before := g.Turn
			legal := g.Legal(nil)
			a := legal[r.IntN(len(legal))]
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if next := g.TurnOf(); next != turn && !g.Over() {
				if g.Turn != before+1 || !g.P[next].Alive {
					t.Fatalf("seed %d step %d: the turn passed from %d to %d after %s", seed, step, turn, next, g.ActionString(a))
				}
			}
		}
		if g.TurnOf() != game.Nobody {
			t.Errorf("seed %d: the game is over but TurnOf is %d", seed, g.TurnOf())
		}
	}
	if answered == 0 {
		t.Error("no survivor ever decided in another's turn")
	}
}
