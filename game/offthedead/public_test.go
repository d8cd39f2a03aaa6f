package offthedead

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// Every action of Off the Dead is public, for the team shares all it knows;
// what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	enginetest.CheckPublicActions(t, &State{}, map[string]game.Action{
		"search a pile":            Action(OpSearch, 1, 0),
		"put the turned card back": Action(OpPlace, 2, 0),
		"attack bare-handed":       Action(OpAttack, bare, 0),
		"pass":                     Action(OpPass, 0, 0),
	}, map[string]game.Action{
		"no op":            Action(0, 1, 2),
		"past the last op": Action(numOps, 0, 0),
		"negative":         -1,
	})
}
