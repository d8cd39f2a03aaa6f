package scenes

import "testing"

// TestLinesGuessNoGender: the app does not know whether a player is a man or
// a woman, so the lines that name a player agree no participle or adjective
// with them (Italian "finché Anna non è pronto", French "Anna est prêt" read
// wrong).
func TestLinesGuessNoGender(t *testing.T) {
	for _, c := range []struct {
		l               Lang
		key, name, want string
	}{
		{Italian, "app.handoff.hidden", "Anna", "Lo schermo copre il tavolo finché Anna non lo scopre."},
		{Italian, "app.remote.away", "Bea", "tocca a Bea (senza connessione)"},
		{French, "app.handoff.hidden", "Bea", "L’écran cache la table jusqu’à ce que Bea la dévoile."},
		{French, "app.remote.away", "Bea", "À Bea de jouer (hors ligne)"},
	} {
		if got := c.l.F(c.key, "who", c.name); got != c.want {
			t.Errorf("%s %s reads %q, want %q", c.l, c.key, got, c.want)
		}
	}
	// Said to the one at the screen, whoever they are.
	for _, c := range []struct {
		l         Lang
		key, want string
	}{
		{Italian, "app.remote.closed", "Connessione al tavolo chiusa"},
		{French, "app.handoff.ready", "Cliquez pour dévoiler la table"},
	} {
		if got := c.l.T(c.key); got != c.want {
			t.Errorf("%s %s reads %q, want %q", c.l, c.key, got, c.want)
		}
	}
}

// TestEuphony: Italian writes "ad" before a name beginning with a ("tocca
// ad Anna"), "a" before any other; French elides "de" and "que" before a
// vowel ("le tour d’Anna"); English and German are left as they are.
func TestEuphony(t *testing.T) {
	for _, c := range []struct {
		l               Lang
		key, name, want string
	}{
		{Italian, "app.play.turn_of", "Anna", "Tocca ad Anna"},
		{Italian, "app.play.turn_of", "Bruno", "Tocca a Bruno"},
		{Italian, "app.play.turn_of", "Elena", "Tocca a Elena"},
		{Italian, "app.handoff.pass", "alberto", "Passa ad alberto"},
		{Italian, "app.resume.to_move", "Àngela", "tocca ad Àngela"},
		{Italian, "app.remote.away", "Ada", "tocca ad Ada (senza connessione)"},
		{French, "app.settings.answers_of", "Anna", "Réponses d’Anna"},
		{French, "app.settings.answers_of", "Hugo", "Réponses d’Hugo"},
		{French, "app.settings.answers_of", "Bob", "Réponses de Bob"},
		{French, "app.generic.wait_turn", "Émile", "En attente d’Émile"},
		{English, "app.play.turn_of", "Anna", "Anna to play"},
		{German, "app.play.turn_of", "Anna", "Anna ist am Zug"},
	} {
		if got := c.l.F(c.key, "who", c.name); got != c.want {
			t.Errorf("%s %s with %q reads %q, want %q", c.l, c.key, c.name, got, c.want)
		}
	}
}
