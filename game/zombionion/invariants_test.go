package zombionion

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// checkInvariants verifies that no card is created or lost: each seat owns
// exactly the cards in its deck, hand, discard pile and (for the current
// player) the play area and the cards revealed or set aside, and the counters
// agree with the zones.
func checkInvariants(g *State) error {
	var where [4]Counts
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		var hn, dn int
		for c := Card(0); c < NumCards; c++ {
			where[s][c] += p.Hand[c] + p.Disc[c]
			hn += int(p.Hand[c])
			dn += int(p.Disc[c])
			if p.HandKnown[c] > p.Hand[c] {
				return fmt.Errorf("seat %d: %d %s known in a hand of %d", s, p.HandKnown[c], c, p.Hand[c])
			}
			if p.DiscHidden[c] > p.Disc[c] {
				return fmt.Errorf("seat %d: %d %s hidden in a discard of %d", s, p.DiscHidden[c], c, p.Disc[c])
			}
		}
		if hn != int(p.HandN) || dn != int(p.DiscN) {
			return fmt.Errorf("seat %d: hand %d/%d, discard %d/%d", s, hn, p.HandN, dn, p.DiscN)
		}
		if p.KnownTop > p.Deck.N {
			return fmt.Errorf("seat %d: %d known on a deck of %d", s, p.KnownTop, p.Deck.N)
		}
		for i := int16(0); i < p.Deck.N; i++ {
			where[s][p.Deck.C[i]]++
		}
	}
	cur := int(g.Cur)
	for i := int16(0); i < g.Play.N; i++ {
		where[cur][g.Play.C[i]]++
	}
	for i := int16(0); i < g.Aside.N; i++ {
		where[cur][g.Aside.C[i]]++
	}
	for i := int8(0); i < g.RevN; i++ {
		where[g.RevSeat][g.Rev[i]]++
	}
	for s := 0; s < int(g.N); s++ {
		n := 0
		for c := Card(0); c < NumCards; c++ {
			n += int(g.P[s].Own[c])
			if where[s][c] != g.P[s].Own[c] {
				return fmt.Errorf("seat %d owns %d %s but %d lie in its zones", s, g.P[s].Own[c], c, where[s][c])
			}
		}
		if n != int(g.P[s].OwnN) {
			return fmt.Errorf("seat %d owns %d cards, counter says %d", s, n, g.P[s].OwnN)
		}
	}
	empty := int8(0)
	for c := Card(0); c < NumCards; c++ {
		if g.InSupply&(1<<c) != 0 && g.Supply[c] == 0 {
			empty++
		}
	}
	if empty != g.Empty {
		return fmt.Errorf("%d empty piles, counter says %d", empty, g.Empty)
	}
	return nil
}

// TestRandomPlaysKeepEveryCard plays random legal actions on random kingdoms
// and checks the invariants after each, that Legal is never empty before the
// end, that every legal action is accepted and that names are distinct.
func TestRandomPlaysKeepEveryCard(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		players := 1 + int(seed%4)
		g, err := New(game.Config{Players: players, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed * 7)
		var legal []game.Action
		for step := 0; !g.Over(); step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end after %d actions", seed, step)
			}
			legal = g.Legal(legal)
			if len(legal) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			names := map[string]bool{}
			for _, a := range legal {
				n := g.ActionString(a)
				if names[n] {
					t.Fatalf("seed %d: two legal actions named %q", seed, n)
				}
				names[n] = true
			}
			a := legal[r.IntN(len(legal))]
			// random play rarely buys: favour buying to reach an end
			if g.Dec.Kind == kBuy && r.IntN(3) > 0 {
				for i := len(legal) - 1; i >= 0; i-- {
					if v, _ := Decode(legal[i]); v == VerbBuy || v == VerbAutoplay {
						a = legal[i]
						break
					}
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: legal %q refused: %v", seed, g.ActionString(a), err)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("seed %d after %q: %v", seed, g.ActionString(a), err)
			}
		}
	}
}
