package woods

import (
	"testing"

	"zombietable/scenes"
)

// TestItalianGuessesNoGender: the table does not know whether a player is a
// man or a woman, so the Italian lines about a player agree no participle or
// pronoun with them ("contro di lui", "scappato"): the window after a move
// roll reads as the cards do, "nel turno di un altro giocatore, dopo il suo
// tiro di movimento".
func TestItalianGuessesNoGender(t *testing.T) {
	if got, want := wf(scenes.Italian, "p_window", "Anna"), "Anna ha tirato per muoversi: gioca una carta nel suo turno, o passa"; got != want {
		t.Errorf("the window after a move roll reads %q, want %q", got, want)
	}
	if got, want := w(scenes.Italian, "res_escape"), "fuga"; got != want {
		t.Errorf("a fight run away from ends %q, want %q", got, want)
	}
}
