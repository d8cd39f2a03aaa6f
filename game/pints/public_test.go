package pints

import (
	"testing"

	"zombietable/game"
)

// Every action of Pints of Blood is public, for nothing at the table is one
// seat's secret; what is not an action of the game is not public.
func TestPublicAction(t *testing.T) {
	for _, c := range []struct {
		name string
		a    game.Action
		want bool
	}{
		{"send to a row", EncodeAction(OpSend, 2, 0, 0), true},
		{"place a die", EncodeAction(OpPlaceDie, FaceClose, 1, 2), true},
		{"sell a card", EncodeAction(OpSell, kRugby, 1, 3), true},
		{"leave the top card seen", EncodeAction(OpPeekLeave, 0, 0, 0), true},
		{"put the top card seen at the bottom", EncodeAction(OpPeekBottom, 0, 0, 0), true},
		{"no operation", EncodeAction(0, 1, 2, 3), false},
		{"past the last operation", EncodeAction(NumOps, 0, 0, 0), false},
		{"negative", -1, false},
	} {
		if got := game.PublicAction(&State{}, c.a); got != c.want {
			t.Errorf("%s (%d): public %v, want %v", c.name, c.a, got, c.want)
		}
	}
}
