package zombionion

import (
	"testing"

	"zombietable/game"
)

// Every action of Zombionion is public, for its log line names its verb and
// its card; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	for _, c := range []struct {
		name string
		a    game.Action
		want bool
	}{
		{"play a card", Encode(VerbPlay, Furbizia), true},
		{"buy a card", Encode(VerbBuy, Caricatore), true},
		{"put a card from the hand on the deck", Encode(VerbTopdeck, Caricatore), true},
		{"keep a drawn card", Encode(VerbKeep, Furbizia), true},
		{"end the turn", Encode(VerbEndTurn, 0), true},
		{"no verb", Encode(0, Furbizia), false},
		{"past the last verb", Encode(NumVerbs, 0), false},
		{"negative", -1, false},
	} {
		if got := game.PublicAction(&State{}, c.a); got != c.want {
			t.Errorf("%s (%d): public %v, want %v", c.name, c.a, got, c.want)
		}
	}
}
