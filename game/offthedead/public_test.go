package offthedead

import (
	"testing"

	"zombietable/game"
)

// Every action of Off the Dead is public, for the team shares all it knows;
// what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	for _, c := range []struct {
		name string
		a    game.Action
		want bool
	}{
		{"search a pile", Action(OpSearch, 1, 0), true},
		{"put the turned card back", Action(OpPlace, 2, 0), true},
		{"attack bare-handed", Action(OpAttack, bare, 0), true},
		{"pass", Action(OpPass, 0, 0), true},
		{"no op", Action(0, 1, 2), false},
		{"past the last op", Action(numOps, 0, 0), false},
		{"negative", -1, false},
	} {
		if got := game.PublicAction(&State{}, c.a); got != c.want {
			t.Errorf("%s (%d): public %v, want %v", c.name, c.a, got, c.want)
		}
	}
}
