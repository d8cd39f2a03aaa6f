package zombionion

import (
	"errors"
	"strings"
	"testing"

	"zombietable/game"
)

// Refused actions say why in English and in Italian, and change nothing.
func TestRefusalsSayWhyInBothLanguages(t *testing.T) {
	g, err := New(game.Config{Players: 2, Seed: 1, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	if g.Dec.Kind != kBuy {
		t.Fatalf("the first hand of this seed has no Action card, yet the game starts with %q", g.Prompt())
	}
	for _, tt := range []struct {
		name   string
		a      game.Action
		en, it string
	}{
		{"a Victory card played in the Caccia phase", Encode(VerbPlay, MoltiZombi), "only treasures are played in the Buy phase",
			"«gioca Molti Zombi»: nella fase Caccia si giocano solo carte Mirare"},
		{"not an action", game.Action(-5), "not an action of zombionion", "non è un'azione di Zombionion"},
		{"a pile out of reach", Encode(VerbBuy, MoltiZombi), "Molti Zombi costs 5 and you have", "«prende Molti Zombi per 5 colpi»: Molti Zombi costa 5 e hai"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := game.Hash(g)
			err := g.Apply(tt.a)
			if !errors.Is(err, game.ErrIllegal) {
				t.Fatalf("%v accepted or refused without ErrIllegal", err)
			}
			en, it := game.Reason(err, "en"), game.Reason(err, "it")
			if !strings.Contains(en, tt.en) || !strings.Contains(it, tt.it) || en == it {
				t.Fatalf("refused with %q / %q, want %q / %q", en, it, tt.en, tt.it)
			}
			if game.Hash(g) != before {
				t.Fatal("the refusal changed the state")
			}
		})
	}
	g.Phase = PhaseOver
	if it := game.Reason(g.Apply(Encode(VerbEndTurn, 0)), "it"); it != "la partita è finita" {
		t.Fatalf("after the end: %q", it)
	}
}
