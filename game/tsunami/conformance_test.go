package tsunami

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

func info(t testing.TB) *game.Info {
	t.Helper()
	i, err := game.Lookup("tsunami")
	if err != nil {
		t.Fatal(err)
	}
	return i
}

// TestConformance runs the shared suite at 3–6 players, the base game.
func TestConformance(t *testing.T) {
	enginetest.Run(t, info(t), enginetest.Options{})
}

// TestConformanceZombird runs the shared suite at 3–6 players with the
// Zombird expansion.
func TestConformanceZombird(t *testing.T) {
	enginetest.Run(t, info(t), enginetest.Options{Config: map[string]string{"zombird": "true"}})
}
