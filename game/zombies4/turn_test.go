package zombies4

import (
	"testing"

	"zombietable/game"
)

// TestTurnOfAnswers checks TurnOf along random games: it is the seat whose
// turn it is; another seat decides in it when it lays the Cabin ("il
// giocatore con il più basso ammontare di pagine ... la mette in gioco") or
// plays a card in another player's turn ("possono essere giocate in ogni
// momento"), and only the turn's end passes it on, to the next seat.
func TestTurnOfAnswers(t *testing.T) {
	answered := 0
	for seed := range uint64(30) {
		g, err := New(game.Config{Players: 2 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		for step := 0; !g.Over() && step < 5000; step++ {
			turn := g.TurnOf()
			if g.ToAct() != turn {
				answered++
			}
			total := g.Total
			legal := g.Legal(nil)
			a := legal[r.IntN(len(legal))]
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if next := g.TurnOf(); next != turn && !g.Over() {
				if g.Total != total+1 || int(next) != (int(turn)+1)%int(g.N) {
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
