package zombies4

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// Every action of Zombies!!! 4 is public, for a card leaving a hand is shown
// and named in the log; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	enginetest.CheckPublicActions(t, &State{}, map[string]game.Action{
		"lay a map card":                      act(aPlace, 5*4+1),
		"step":                                act(aStep, 2),
		"play an event card from the hand":    act(aPlay, evShotgun),
		"discard an event card from the hand": act(aDiscard, evShotgun),
		"keep the hand":                       act(aKeep, 0),
	}, map[string]game.Action{
		"no kind":            act(0, 3),
		"past the last kind": act(nKinds, 0),
		"negative":           -1,
	})
}
