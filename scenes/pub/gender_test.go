package pub

import (
	"testing"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// TestItalianGuessesNoGender: the table does not know whether a player is a
// man or a woman, so the Italian lines about a player agree no participle or
// adjective with them ("Anna è morso" would read wrong for most players).
func TestItalianGuessesNoGender(t *testing.T) {
	legal := []game.Action{pints.EncodeAction(pints.OpDontBite, 0, 0, 0), pints.EncodeAction(pints.OpTakeBites, 1, 0, 0)}
	for _, c := range []struct {
		you  bool
		want string
	}{
		{true, "Morsi in arrivo: 1. Ne respingi uno?"},
		{false, "Morsi in arrivo per Anna: 1"},
	} {
		if got := promptText(scenes.Italian, legal, c.you, "Anna", nil, nil); got != c.want {
			t.Errorf("the bite's prompt (you %v) reads %q, want %q", c.you, got, c.want)
		}
	}
	if got, want := scenes.Italian.T("pints.table.play_dead"), "Fingersi non morto: nessun morso da questa riga"; got != want {
		t.Errorf("a row playing dead reads %q, want %q", got, want)
	}
}
