package tsunami

import (
	"testing"
)

// TestInvariants plays random games and checks at every decision: the
// reserve is what the hordes leave of the box's 72 dice, none when they hold
// more ("Non c'è limite al numero di zombie"), no horde is ever
// empty ("Se in un qualsiasi momento un giocatore si ritrova senza nessuno
// zombie"), coins stay within the cap, and a finished game revealed exactly
// the 18 street cards of its three piles.
func TestInvariants(t *testing.T) {
	games := 0
	randomStates(t, 300, func(g *State) {
		sum := 0
		for i := 0; i < int(g.N); i++ {
			p := &g.P[i]
			sum += int(p.Dice)
			if p.Dice < 1 {
				t.Fatalf("seat %d's horde is empty", i+1)
			}
			if p.Coins < 0 || int(p.Coins) > cat.Cap {
				t.Fatalf("seat %d has %d coins, the cap is %d", i+1, p.Coins, cat.Cap)
			}
			if p.Civ < 0 {
				t.Fatalf("seat %d has %d civilians", i+1, p.Civ)
			}
		}
		if g.Reserve() != max(0, wantDice-sum) {
			t.Fatalf("hordes %d and reserve %d do not make the 72 dice", sum, g.Reserve())
		}
		if !g.Over() {
			return
		}
		games++
		if g.Drawn != nStreet {
			t.Fatalf("the game ended after %d street cards, not %d", g.Drawn, nStreet)
		}
		checkStreet(t, g)
		if g.Winners == 0 {
			t.Fatal("a finished game has no winner")
		}
	})
	if games != 300 {
		t.Fatalf("%d of 300 games finished", games)
	}
}

// checkStreet checks the street deck's build: "il mazzetto con l'Aeroplano
// sia l'ultimo, il mazzetto con il Bus si trovi nel mezzo e quello con le
// carte" of the top tier "si trovi in cima"; 18 different cards.
func checkStreet(t *testing.T, g *State) {
	t.Helper()
	seen := map[uint8]bool{}
	for i, c := range g.Deck {
		if seen[c] {
			t.Fatalf("street card %s appears twice", cat.Street[c].ID)
		}
		seen[c] = true
		k := cat.Street[c]
		if k.Tier != i/perRound+1 {
			t.Fatalf("card %d of the street is %s of tier %d", i+1, k.ID, k.Tier)
		}
		if k.Kind == "bus" && i/perRound != 1 || k.Kind == "aeroplane" && i/perRound != 2 {
			t.Fatalf("%s is in pile %d", k.ID, i/perRound+1)
		}
	}
	if len(seen)+int(g.UnusedN) != wantStreet {
		t.Fatalf("%d cards in the street and %d left out, not %d", len(seen), g.UnusedN, wantStreet)
	}
}
