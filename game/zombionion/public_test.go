package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// Every action of Zombionion is public, for its log line names its verb and
// its card, but keeping the Action card Nascondiglio drew, which stays
// secret; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	enginetest.CheckPublicActions(t, &State{}, map[string]game.Action{
		"play a card":                          Encode(VerbPlay, Furbizia),
		"buy a card":                           Encode(VerbBuy, Caricatore),
		"put a card from the hand on the deck": Encode(VerbTopdeck, Caricatore),
		"end the turn":                         Encode(VerbEndTurn, 0),
	}, map[string]game.Action{
		"keep a drawn card":  Encode(VerbKeep, Furbizia),
		"no verb":            Encode(0, Furbizia),
		"past the last verb": Encode(NumVerbs, 0),
		"negative":           -1,
	})
}
