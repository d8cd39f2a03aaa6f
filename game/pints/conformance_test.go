package pints

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestConformance runs the shared suite at the starter level.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{})
}

// TestConformanceMainCourse runs the shared suite at the main-course level.
func TestConformanceMainCourse(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"level": LevelMain}})
}

// BenchmarkRandomGame plays random games of 3 players at the starter level
// and reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	benchGames(b, LevelStarter)
}

// BenchmarkRandomGameMainCourse is BenchmarkRandomGame at the main course.
func BenchmarkRandomGameMainCourse(b *testing.B) {
	benchGames(b, LevelMain)
}

func benchGames(b *testing.B, level string) {
	newGame := func(c game.Config) (game.State, error) { return New(c) }
	seed := uint64(1)
	actions := 0
	for b.Loop() {
		n, err := enginetest.RandomGame(newGame, game.Config{Players: 3, Seed: seed, Options: map[string]string{"level": level}}, 1<<20)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
