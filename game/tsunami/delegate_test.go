package tsunami

import (
	"testing"

	"zombietable/game"
)

// Whether a decision is a chance the table may play for a seat depends
// only on public facts: every state a seat cannot tell from the real one
// (re-dealt with Determinize for that seat) gives the same answer, so a
// person who left their secret cards to the table is skipped, or not,
// whatever they hold.
func TestDelegatedDependsOnPublicFactsOnly(t *testing.T) {
	r := game.NewRNG(7)
	checked, chances := 0, 0
	randomStates(t, 30, func(g *State) {
		_, want := g.Delegated()
		if want {
			chances++
		}
		for s := 0; s < int(g.N); s++ {
			h := g.Determinize(game.Seat(s), &r).(*State)
			if _, got := h.Delegated(); got != want {
				t.Fatalf("seat %d's re-deal changes whether the table may play %q from %v to %v", s+1, g.Prompt(), want, got)
			}
			checked++
		}
		if a, ok := g.Delegated(); ok && !contains(g.Legal(nil), a) {
			t.Fatalf("the table plays %q, not a legal action: %v", g.ActionString(a), names(g))
		}
	})
	if chances == 0 {
		t.Fatal("no chance for the table to play: the test cannot fail")
	}
	t.Logf("%d re-deals checked, %d chances", checked, chances)
}

// "In qualsiasi momento i giocatori possono rivelare la loro carta: se
// questo avviene subito dopo il raggiungimento dell'Obiettivo specificato
// sulla carta il giocatore otterrà la relativa Ricompensa": for a person
// who left their secret cards to it, the table reveals the card exactly when
// it pays (the Quarterback when bombed, the UFO at the round's end with
// civilians), keeps it hidden otherwise, and leaves a Dragon, which names a
// seat, to its holder.
func TestRivelaQuandoPagaPerChiLasciaLeCarteAlTavolo(t *testing.T) {
	cases := []struct {
		name string
		card uint8
		ctx  int8
		civ  int8
		want int
	}{
		{"the Quarterback, bombed", bQuarterback, wBombed, 2, vReveal},
		{"the UFO, bombed", bUFO, wBombed, 2, vPass},
		{"the UFO at the round's end with civilians", bUFO, wRoundEnd, 1, vReveal},
		{"the Giga Z. at the round's end", bGigaZ, wRoundEnd, 1, vPass},
		{"the Giga Z. after its bomb", bGigaZ, wBomber, 0, vReveal},
		{"the Dragon's Head, bombed", bDragonHead, wBombed, 2, vPass},
		{"the Dragon's Tail at the round's end", bDragonTail, wRoundEnd, 1, vPass},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := scene(t, 3, false, 1)
			g.P[1].Bonus, g.P[1].Civ = c.card, c.civ
			g.push(frame{K: fWindow, Seat: 1, A: c.ctx, B: 0})
			a, ok := g.Delegated()
			if v, _ := decode(a); !ok || v != c.want {
				t.Fatalf("the table plays %q (%v), want verb %d", g.ActionString(a), ok, c.want)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// "Fata — Previene la perdita di 1 zombie eliminato in seguito ad un Salto o
// un Bombardamento": with Zombird every seat holding zombird cards is
// offered its kept cards at a loss, whatever the cards, so that the offer
// tells nothing; the table plays the offer for a person who left their
// secret cards to it, using the card only where it can act: a Fairy saves
// a zombie of the loss, a Banker is kept.
func TestFataSoloDoveServePerChiLasciaLeCarteAlTavolo(t *testing.T) {
	for _, c := range []struct {
		card uint8
		want string
		left int16
	}{{zFairy, "play zombird 1", 9}, {zBanker, "keep the cards", 8}} {
		g := scene(t, 3, true, 1)
		g.P[0].Hand[0], g.P[0].HandN = c.card, 1
		g.pushLoss(0, 2, true)
		g.settle()
		if g.ToAct() != 0 || g.top().K != fOffer {
			t.Fatalf("%s: seat 1 holding a zombird card is not offered its cards at a loss", cat.Zombird[c.card].Name)
		}
		a, ok := g.Delegated()
		if !ok || g.ActionString(a) != c.want {
			t.Fatalf("%s: the table plays %q (%v), want %q", cat.Zombird[c.card].Name, g.ActionString(a), ok, c.want)
		}
		play(t, g, 0, a)
		if g.P[0].Dice != c.left {
			t.Errorf("%s: %d zombies left of 10 after losing 2, want %d", cat.Zombird[c.card].Name, g.P[0].Dice, c.left)
		}
	}
}
