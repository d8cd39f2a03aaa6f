package tsunami

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// The secret choices of Zombie Tsunami are never public — the colour voted,
// coins or the zombie, the zombird card played from the hidden hand — and
// the choices made in the open are.
func TestPublicAction(t *testing.T) {
	enginetest.CheckPublicActions(t, &State{}, map[string]game.Action{
		"take a civilian":            act(vCivilian, 0),
		"bomb a seat":                act(vBomb, 1),
		"keep the bonus card hidden": act(vPass, 0),
		"reveal the bonus card":      act(vReveal, 0),
		"buy from the shop":          act(vBuy, 3),
		"use a kept card":            act(vUse, useSave1),
		"choose a seat":              act(vSeat, 2),
		"done":                       act(vDone, 0),
	}, map[string]game.Action{
		"vote a colour":                     act(vVote, 2),
		"take the coins":                    act(vCoins, 0),
		"take the zombie":                   act(vZombie, 0),
		"play a zombird card from the hand": act(vPlay, 1),
		"no verb":                           act(0, 1),
		"past the last verb":                act(nVerbs, 0),
		"negative":                          -1,
	})
}
