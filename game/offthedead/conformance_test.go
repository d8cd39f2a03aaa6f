package offthedead

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestConformance runs the shared suite at 1–4 players, basic rules.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{})
}

// TestConformanceAdvanced runs the shared suite under the advanced rules.
func TestConformanceAdvanced(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"advanced": "true"}})
}

// TestConformanceFourPlayerRules runs the suite with the 4-player rules at
// every count of survivors.
func TestConformanceFourPlayerRules(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"rules": "four", "advanced": "true"}})
}

// TestConformanceMemoryAid runs the suite with the memory aid, at every count
// of people in the 4-player game.
func TestConformanceMemoryAid(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"memory": "aid", "rules": "four"}})
}

// BenchmarkRandomGame plays random 4-player games under the basic rules and
// reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	benchGames(b, "false")
}

// BenchmarkRandomGameAdvanced is BenchmarkRandomGame under the advanced rules.
func BenchmarkRandomGameAdvanced(b *testing.B) {
	benchGames(b, "true")
}

func benchGames(b *testing.B, adv string) {
	newGame := func(c game.Config) (game.State, error) { return New(c) }
	seed := uint64(1)
	actions := 0
	for b.Loop() {
		n, err := enginetest.RandomGame(newGame, game.Config{Players: 4, Seed: seed, Options: map[string]string{"advanced": adv}}, 1<<20)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
