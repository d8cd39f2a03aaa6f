package pints

import (
	"testing"

	"zombietable/game"
)

// TestTurnOfAnswers checks TurnOf along random games: it is the active
// player's seat, and the decisions other seats take in that turn (a card
// sold on the sofa's price, a jukebox's zombies dealt) have ToAct differ
// from it.
func TestTurnOfAnswers(t *testing.T) {
	answered := 0
	for seed := range uint64(20) {
		level := LevelStarter
		if seed%2 == 1 {
			level = LevelMain
		}
		st, err := New(game.Config{Players: 2 + int(seed%3), Seed: seed, Options: map[string]string{"level": level}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := game.NewRNG(seed)
		for step := 0; !s.Over() && step < 5000; step++ {
			if s.TurnOf() != game.Seat(s.Active) {
				t.Fatalf("seed %d step %d: TurnOf %d, active seat %d", seed, step, s.TurnOf(), s.Active)
			}
			if s.ToAct() != s.TurnOf() {
				answered++
			}
			legal := s.Legal(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() && s.TurnOf() != game.Nobody {
			t.Errorf("seed %d: the game is over but TurnOf is %d", seed, s.TurnOf())
		}
	}
	if answered == 0 {
		t.Error("no seat ever decided in another's turn")
	}
}
