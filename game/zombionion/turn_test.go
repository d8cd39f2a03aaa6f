package zombionion

import (
	"testing"

	"zombietable/game"
)

// TestTurnOfAnswers checks TurnOf along random games: it is the seat whose
// turn it is, and an attack ("ogni altro giocatore ...") makes another seat
// decide in it — ToAct differs from TurnOf then, and only the turn's end
// passes TurnOf on, to the next seat.
func TestTurnOfAnswers(t *testing.T) {
	answered := 0
	for seed := range uint64(20) {
		g, err := New(game.Config{Players: 2 + int(seed%3), Seed: seed, Options: map[string]string{"kingdom": "first-game"}})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		for step := 0; !g.Over() && step < 3000; step++ {
			turn := g.TurnOf()
			if g.ToAct() != turn {
				answered++
			}
			legal := g.Legal(nil)
			a := legal[r.IntN(len(legal))]
			turns := g.P[turn].Turns
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if next := g.TurnOf(); next != turn && !g.Over() {
				if g.P[turn].Turns != turns+1 || int(next) != (int(turn)+1)%int(g.N) {
					t.Fatalf("seed %d step %d: the turn passed from %d to %d after %s", seed, step, turn, next, g.ActionString(a))
				}
			}
		}
		if g.TurnOf() != game.Nobody {
			t.Errorf("seed %d: the game is over but TurnOf is %d", seed, g.TurnOf())
		}
	}
	if answered == 0 {
		t.Error("no seat ever decided in another's turn")
	}
}
