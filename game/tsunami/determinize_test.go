package tsunami

import (
	"testing"

	"zombietable/game"
)

// TestDeterminizeKeepsWhatIsKnown: a determinization deals the hidden cards
// again but keeps each street pile's tier with its Bus or Aeroplane, the
// seat's own bonus and zombird cards, the revealed street, and the cards in
// play.
func TestDeterminizeKeepsWhatIsKnown(t *testing.T) {
	changed := 0
	randomStates(t, 40, func(g *State) {
		if g.Over() {
			return
		}
		r := game.NewRNG(uint64(g.Drawn) + 5)
		for s := 0; s < int(g.N); s++ {
			d := g.Determinize(game.Seat(s), &r).(*State)
			checkStreet(t, d)
			if string(d.Deck[:g.Drawn]) != string(g.Deck[:g.Drawn]) {
				t.Fatal("a determinization changed the revealed street")
			}
			if d.P[s].Bonus != g.P[s].Bonus || d.P[s].Hand != g.P[s].Hand {
				t.Fatalf("a determinization for seat %d changed its own cards", s+1)
			}
			for i := 0; i < int(g.N); i++ {
				if g.P[i].BonusUp && d.P[i].Bonus != g.P[i].Bonus {
					t.Fatalf("a face-up bonus card changed")
				}
			}
			if d.Deck != g.Deck {
				changed++
			}
		}
	})
	if changed == 0 {
		t.Error("no determinization ever dealt the street again")
	}
}
