package tsunami

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// BenchmarkRandomGame plays whole random games at 4 players, the base game.
func BenchmarkRandomGame(b *testing.B) {
	enginetest.Bench(b, func(c game.Config) (game.State, error) { return New(c) }, game.Config{Players: 4})
}

// BenchmarkRandomGameZombird is BenchmarkRandomGame with the expansion at 6.
func BenchmarkRandomGameZombird(b *testing.B) {
	enginetest.Bench(b, func(c game.Config) (game.State, error) { return New(c) }, game.Config{Players: 6, Options: map[string]string{"zombird": "true"}})
}
