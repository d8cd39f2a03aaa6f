package game

import (
	"errors"
	"strings"
	"testing"
)

// TestRefuseSaysTheReasonInTheReadersLanguage: a refusal from the catalogs
// wraps ErrIllegal, reads in English as an error and in each language asked
// of Reason, a Text among its values said in that language too.
func TestRefuseSaysTheReasonInTheReadersLanguage(t *testing.T) {
	inner := Text{Key: "refuse.game.save_full", Args: []any{"actions", 3, "bytes", 9}}
	err := Refuse("refuse.game.over", "action", inner)
	if !errors.Is(err, ErrIllegal) {
		t.Fatal("a refusal does not wrap ErrIllegal")
	}
	for _, c := range []struct{ lang, want, inner string }{
		{"en", "the game is over", "a save holds at most 3 actions and 9 bytes"},
		{"it", "la partita è finita", "al massimo 3 azioni e 9 byte"},
		{"fr", "la partie est finie", "au plus 3 actions et 9 octets"},
		{"de", "die Partie ist vorbei", "höchstens 3 Aktionen und 9 Bytes"},
		{"xx", "the game is over", "a save holds at most 3 actions"},
	} {
		got := Reason(err, c.lang)
		if !strings.Contains(got, c.want) || !strings.Contains(got, c.inner) {
			t.Errorf("%s: %q", c.lang, got)
		}
	}
	if err.Error() != Reason(err, "en") {
		t.Errorf("the error reads %q, in English %q", err.Error(), Reason(err, "en"))
	}
	if inner.Args[1] != 3 {
		t.Error("saying a text changed its values")
	}
}
