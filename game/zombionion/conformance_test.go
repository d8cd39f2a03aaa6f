package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

func info(t *testing.T) *game.Info {
	t.Helper()
	i, err := game.Lookup("zombionion")
	if err != nil {
		t.Fatal(err)
	}
	return i
}

// TestConformance runs the shared suite on random kingdoms.
func TestConformance(t *testing.T) {
	enginetest.Run(t, info(t), enginetest.Options{})
}

// TestConformancePresets runs the shared suite on the rulebook's kingdoms,
// in the solo game too.
func TestConformancePresets(t *testing.T) {
	for _, k := range []string{"first-game", "sparatutto", "scontro", "vita-o-morte", "citta-infestata"} {
		t.Run(k, func(t *testing.T) {
			newGame := func(c game.Config) (game.State, error) { return New(c) }
			enginetest.RunNew(t, newGame, enginetest.Options{Games: 200, Deep: 8, Players: []int{1, 2, 3, 4}, Config: map[string]string{"kingdom": k}})
		})
	}
}
