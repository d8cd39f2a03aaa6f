package scenes

import (
	"fmt"
	"testing"
)

// TestItalianGuessesNoGender: the app does not know whether a player is a man
// or a woman, so the Italian lines that name a player agree no participle or
// adjective with them ("finché Anna non è pronto" reads wrong).
func TestItalianGuessesNoGender(t *testing.T) {
	for _, c := range []struct{ key, name, want string }{
		{"handoff_hidden", "Anna", "Lo schermo copre il tavolo finché Anna non lo scopre."},
		{"remote_away", "Bea", "tocca a Bea (senza connessione)"},
	} {
		if got := fmt.Sprintf(Italian.T(c.key), c.name); got != c.want {
			t.Errorf("%s reads %q, want %q", c.key, got, c.want)
		}
	}
	// Said to the one at the screen, whoever they are.
	if got, want := Italian.T("remote_closed"), "Connessione al tavolo chiusa"; got != want {
		t.Errorf("remote_closed reads %q, want %q", got, want)
	}
}

// TestItalianEuphonicD: Italian writes "ad" before a name beginning with a
// ("tocca ad Anna"), "a" before any other; English is left as it is.
func TestItalianEuphonicD(t *testing.T) {
	for _, c := range []struct {
		l               Lang
		key, name, want string
	}{
		{Italian, "turn_of", "Anna", "Tocca ad Anna"},
		{Italian, "turn_of", "Bruno", "Tocca a Bruno"},
		{Italian, "turn_of", "Elena", "Tocca a Elena"},
		{Italian, "handoff", "alberto", "Passa ad alberto"},
		{Italian, "to_move", "Àngela", "tocca ad Àngela"},
		{Italian, "remote_away", "Ada", "tocca ad Ada (senza connessione)"},
		{English, "turn_of", "Anna", "Anna to play"},
	} {
		if got := c.l.Named(c.key, c.name); got != c.want {
			t.Errorf("%s with %q reads %q, want %q", c.key, c.name, got, c.want)
		}
	}
}
