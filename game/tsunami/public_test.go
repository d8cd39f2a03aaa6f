package tsunami

import (
	"testing"

	"zombietable/game"
)

// The secret choices of Zombie Tsunami are never public — the colour voted,
// coins or the zombie, the zombird card played from the hidden hand — and
// the choices made in the open are.
func TestPublicAction(t *testing.T) {
	for _, c := range []struct {
		name string
		a    game.Action
		want bool
	}{
		{"vote a colour", act(vVote, 2), false},
		{"take the coins", act(vCoins, 0), false},
		{"take the zombie", act(vZombie, 0), false},
		{"play a zombird card from the hand", act(vPlay, 1), false},
		{"take a civilian", act(vCivilian, 0), true},
		{"bomb a seat", act(vBomb, 1), true},
		{"keep the bonus card hidden", act(vPass, 0), true},
		{"reveal the bonus card", act(vReveal, 0), true},
		{"buy from the shop", act(vBuy, 3), true},
		{"use a kept card", act(vUse, useSave1), true},
		{"choose a seat", act(vSeat, 2), true},
		{"done", act(vDone, 0), true},
		{"no verb", act(0, 1), false},
		{"past the last verb", act(nVerbs, 0), false},
		{"negative", -1, false},
	} {
		if got := game.PublicAction(&State{}, c.a); got != c.want {
			t.Errorf("%s (%d): public %v, want %v", c.name, c.a, got, c.want)
		}
	}
}
