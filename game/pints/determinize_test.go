package pints

import (
	"testing"

	"zombietable/game"
)

// Determinize keeps what the seat saw (a peeked top card, cards put under
// the deck in view of all) and the rescue in the bottom sector, and shuffles
// the rest of the deck.
func TestDeterminizeKeepsWhatTheSeatKnows(t *testing.T) {
	st, err := New(game.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.Seen[0] |= 1 << 1
	s.under(card(kUmbrella))
	top, bottom := s.Deck[0], s.DeckN-1
	r := game.NewRNG(9)
	changed := false
	for range 20 {
		d := s.Determinize(1, &r).(*State)
		if d.Deck[0] != top || d.Deck[bottom] != card(kUmbrella) {
			t.Fatal("a card the seat knows moved")
		}
		at := -1
		for i := range int(d.DeckN) {
			if isRescue(d.Deck[i]) {
				at = i
			}
		}
		if at < d.sectorEnd(2) {
			t.Fatalf("the rescue left sector 4 (position %d)", at)
		}
		if d.Deck != s.Deck {
			changed = true
		}
	}
	if !changed {
		t.Fatal("the hidden deck never changed")
	}
}
