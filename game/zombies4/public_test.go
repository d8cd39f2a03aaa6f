package zombies4

import (
	"testing"

	"zombietable/game"
)

// Every action of Zombies!!! 4 is public, for a card leaving a hand is shown
// and named in the log; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	for _, c := range []struct {
		name string
		a    game.Action
		want bool
	}{
		{"lay a map card", act(aPlace, 5*4+1), true},
		{"step", act(aStep, 2), true},
		{"play an event card from the hand", act(aPlay, evShotgun), true},
		{"discard an event card from the hand", act(aDiscard, evShotgun), true},
		{"keep the hand", act(aKeep, 0), true},
		{"no kind", act(0, 3), false},
		{"past the last kind", act(nKinds, 0), false},
		{"negative", -1, false},
	} {
		if got := game.PublicAction(&State{}, c.a); got != c.want {
			t.Errorf("%s (%d): public %v, want %v", c.name, c.a, got, c.want)
		}
	}
}
