package zombionion

import (
	"encoding/json"
	"strings"
	"testing"

	"zombietable/game"
)

// TestVistaMazzoEScarti checks what a view says of the piles: "Un giocatore
// può contare quante carte sono rimaste nel proprio Mazzo, ma non nella
// propria pila degli Scarti. Un giocatore non può guardare le carte nel
// proprio Mazzo": the seat sees what its deck holds (it saw every card go
// there) sorted, never in the deck's order, nobody else's deck, and no
// discard pile's size.
func TestVistaMazzoEScarti(t *testing.T) {
	g, err := New(game.Config{Players: 2, Seed: 4, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	p := &g.P[0]
	p.Deck.N = 0
	for _, c := range []Card{Zombi, Pallottola, Caricatore, Pallottola, Zombi} {
		p.Deck.push(c)
	}
	v := g.View(0).(View)
	if got := strings.Join(v.Deck, " "); got != "pallottola pallottola caricatore zombi zombi" {
		t.Errorf("seat 0's deck reads %q, want its cards in the catalog's order", got)
	}
	other := g.View(1).(View)
	if len(other.Deck) != int(g.P[1].Deck.N) {
		t.Errorf("seat 1's view lists %d deck cards, its deck has %d", len(other.Deck), g.P[1].Deck.N)
	}
	b, _ := json.Marshal(other)
	if strings.Contains(string(b), "discard_size") {
		t.Errorf("a view counts a discard pile: %s", b)
	}
}
