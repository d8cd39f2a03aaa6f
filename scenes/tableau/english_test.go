package tableau

import (
	"strings"
	"testing"

	"zombietable/scenes"
)

// TestEnglishNamesItsOwn checks that the English texts of the table name the
// game's things in English: the Italian terms of the rulebook (Caccia,
// Mirare, Molti + Zombi) belong to the Italian texts only.
func TestEnglishNamesItsOwn(t *testing.T) {
	italian := []string{"Caccia", "Mirare", "Molti + Zombi", "Molti Zombi", "Obiettiv", "Scorta"}
	check := func(where, s string) {
		for _, it := range italian {
			if strings.Contains(s, it) {
				t.Errorf("%s: English text %q says %q", where, s, it)
			}
		}
	}
	for k, v := range words {
		check(k, v[0])
	}
	check("rules", rulesText[0])
}

// TestContaAlSingolare checks the table's counts of one in both languages:
// the Action left every turn begins with, a pile's last card, a deck of one
// card, a seat's first turn and a single shot are said in the singular
// ("ne resta 1", "1 carta", "1 turno giocato", "hai 1 colpo").
func TestContaAlSingolare(t *testing.T) {
	for _, tt := range []struct {
		key    string
		n      int
		en, it string
	}{
		{"p_action", 1, "Action phase: play an Action card (1 left) or end actions", "Fase Azione: gioca una carta Azione (ne resta 1) o termina le azioni"},
		{"p_action", 2, "Action phase: play an Action card (2 left) or end actions", "Fase Azione: gioca una carta Azione (ne restano 2) o termina le azioni"},
		{"t_count", 1, "1 left", "ne resta 1"},
		{"t_count", 8, "8 left", "ne restano 8"},
		{"t_deck", 1, "Your deck: 1 card, face down", "Il tuo Mazzo: 1 carta, coperta"},
		{"t_deck", 0, "Your deck: 0 cards, face down", "Il tuo Mazzo: 0 carte, coperte"},
		{"deck_title", 1, "Your deck: 1 card", "Il tuo Mazzo: 1 carta"},
		{"deck_title", 4, "Your deck: 4 cards, in no order", "Il tuo Mazzo: 4 carte, in nessun ordine"},
	} {
		if en, it := wn(scenes.English, tt.key, tt.n), wn(scenes.Italian, tt.key, tt.n); en != tt.en || it != tt.it {
			t.Errorf("%s with %d: %q / %q, want %q / %q", tt.key, tt.n, en, it, tt.en, tt.it)
		}
	}
	for n, want := range map[int][2]string{1: {"Costs 3: you have 1 shot", "Costa 3: hai 1 colpo"}, 2: {"Costs 3: you have 2 shots", "Costa 3: hai 2 colpi"}} {
		if en, it := wf(scenes.English, "r_dear", 3, wn(scenes.English, "shot", n)), wf(scenes.Italian, "r_dear", 3, wn(scenes.Italian, "shot", n)); en != want[0] || it != want[1] {
			t.Errorf("a pile out of reach with %d shots: %q / %q, want %q", n, en, it, want)
		}
	}
	for n, want := range map[int][2]string{1: {"1 turn played", "1 turno giocato"}, 3: {"3 turns played", "3 turni giocati"}} {
		if en, it := wn(scenes.English, "played", n), wn(scenes.Italian, "played", n); en != want[0] || it != want[1] {
			t.Errorf("turns played %d: %q / %q, want %q", n, en, it, want)
		}
	}
}
