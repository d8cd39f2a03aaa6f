package zombies4

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestConformance runs the shared suite at 2 to 6 players. A random game
// runs to dawn, a few thousand actions, so the short run plays fewer games.
func TestConformance(t *testing.T) {
	o := enginetest.Options{MaxSteps: 20000}
	if testing.Short() {
		o.Games, o.Deep = 60, 5
	}
	enginetest.Run(t, Info(), o)
}

// BenchmarkRandomGame plays random games of 4 players and reports games per
// second.
func BenchmarkRandomGame(b *testing.B) {
	newGame := func(c game.Config) (game.State, error) { return New(c) }
	seed := uint64(1)
	actions := 0
	for b.Loop() {
		n, err := enginetest.RandomGame(newGame, game.Config{Players: 4, Seed: seed}, 1<<20)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
