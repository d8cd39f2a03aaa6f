package street

import (
	"testing"

	"zombietable/scenes"
)

// TestItalianGuessesNoGender: the table does not know whether a player is a
// man or a woman, so the Italian question to a bombed player names the bomb
// rather than a participle that agrees with them ("sei bombardato").
func TestItalianGuessesNoGender(t *testing.T) {
	if got, want := wf(scenes.Italian, "p_off_bomb", "i civili"), "Una bomba ti colpisce e perdi i civili: usa una carta tenuta, o Tieni"; got != want {
		t.Errorf("the bombed player's question reads %q, want %q", got, want)
	}
}
