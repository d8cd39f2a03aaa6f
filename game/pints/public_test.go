package pints

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// Every action of Pints of Blood is public, for nothing at the table is one
// seat's secret; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	enginetest.CheckPublicActions(t, &State{}, map[string]game.Action{
		"send to a row":                       EncodeAction(OpSend, 2, 0, 0),
		"place a die":                         EncodeAction(OpPlaceDie, FaceClose, 1, 2),
		"sell a card":                         EncodeAction(OpSell, kRugby, 1, 3),
		"leave the top card seen":             EncodeAction(OpPeekLeave, 0, 0, 0),
		"put the top card seen at the bottom": EncodeAction(OpPeekBottom, 0, 0, 0),
	}, map[string]game.Action{
		"no operation":            EncodeAction(0, 1, 2, 3),
		"past the last operation": EncodeAction(NumOps, 0, 0, 0),
		"negative":                -1,
	})
}
