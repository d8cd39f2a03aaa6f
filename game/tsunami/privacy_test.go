package tsunami

import (
	"testing"

	"zombietable/game"
)

// Private reads only public facts: every state a seat cannot tell from the
// real one (re-dealt with Determinize for that seat) gives the same answer,
// for every seat, so asking it never tells whether a seat holds a card.
func TestPrivateDependsOnPublicFactsOnly(t *testing.T) {
	r := game.NewRNG(5)
	checked, differed := 0, 0
	randomStates(t, 30, func(g *State) {
		want := g.Private()
		for s := 0; s < int(g.N); s++ {
			h := g.Determinize(game.Seat(s), &r).(*State)
			for i := 0; i < int(g.N); i++ {
				if i != s && (h.P[i].Bonus != g.P[i].Bonus || h.P[i].Hand != g.P[i].Hand) {
					differed++
					break
				}
			}
			if got := h.Private(); got != want {
				t.Fatalf("seat %d's re-deal changes Private from %v to %v (prompt %q)", s+1, want, got, g.Prompt())
			}
			checked++
		}
	})
	if differed == 0 {
		t.Fatal("no re-deal hid a different card: the test cannot fail")
	}
	t.Logf("%d re-deals checked, %d hid different cards", checked, differed)
}

// Which decisions are private: the secret vote ("scegliere segretamente 1
// gettone"), coins or a zombie (chosen by all without seeing the others'
// choices), a bonus window, the shop with a secret card to use, an offer of
// kept cards with a zombird hand to play from, naming the other Dragon and
// the swap; a civilian or a bomb, a bomb's target, the Mega Bomb, the shop
// with nothing secret and an offer of the cards in front of the seat ("il
// possessore dovrà tenerla davanti a sé") are public.
func TestPrivateByDecision(t *testing.T) {
	cases := []struct {
		name string
		f    frame
		hand int8
		held bool // a face-down bonus card
		want bool
	}{
		{"vote", frame{K: fVote}, 0, false, true},
		{"coin or zombie, chosen in secret", frame{K: fCoinZombie}, 0, false, true},
		{"kept cards in front of the seat", frame{K: fOffer, A: oLoss}, 0, true, false},
		{"kept cards and a zombird hand", frame{K: fOffer, A: oLoss}, 2, false, true},
		{"civilian or bomb", frame{K: fCivBomb}, 2, true, false},
		{"bonus window", frame{K: fWindow}, 0, true, true},
		{"shop, nothing secret", frame{K: fShop}, 0, false, false},
		{"shop, a face-down bonus card", frame{K: fShop}, 0, true, true},
		{"shop, zombird cards in hand", frame{K: fShop}, 1, false, true},
		{"bomb a seat", frame{K: fTarget, A: tBomb, M: 2}, 1, true, false},
		{"steal", frame{K: fTarget, A: tSteal, M: 2}, 1, true, false},
		{"turn a bonus card", frame{K: fTarget, A: tTurn, M: 2}, 0, true, false},
		{"gift", frame{K: fTarget, A: tGift, M: 2}, 0, true, false},
		{"name the other Dragon", frame{K: fTarget, A: tDragon, M: 2}, 0, false, true},
		{"swap bonus cards", frame{K: fTarget, A: tSwap, M: 2}, 0, true, true},
		{"Mega Bomb", frame{K: fMega}, 1, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(game.Config{Players: 3, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s.Phase = phCard
			s.Zombird = true
			s.SP = 0
			s.push(c.f)
			p := &s.P[0]
			p.HandN = c.hand
			p.Bonus, p.BonusUp = noCard, false
			if c.held {
				p.Bonus = bUFO
			}
			if got := s.Private(); got != c.want {
				t.Fatalf("Private() = %v, want %v", got, c.want)
			}
		})
	}
}
