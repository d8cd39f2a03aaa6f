package zombies4

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestConformance runs the shared suite at 2 to 6 players. A random game
// runs to dawn, a few thousand actions (ten times another game's), so the
// suite plays fewer of them: 600 (15 checked in depth), and 30 in the short
// run (the browser's engine under Node); make soak plays 100,000 at every
// player count.
func TestConformance(t *testing.T) {
	o := enginetest.Options{MaxSteps: 20000, Games: 600, Deep: 15}
	if testing.Short() {
		o.Games, o.Deep = 30, 4
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
