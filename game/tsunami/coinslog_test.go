package tsunami

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
)

var seatNames = []string{"Ann", "Bob", "Cy", "Di", "Ed", "Flo"}

// toldCoins is what the lines say of who's coins: how many lines speak of
// them, and the total the last one gives ("(4)"), -1 when none does.
func toldCoins(lines []string, who string) (n, last int) {
	last = -1
	for _, l := range lines {
		if !strings.HasPrefix(l, who+" ") || !strings.Contains(l, "coin") {
			continue
		}
		n++
		i := strings.LastIndex(l, "(")
		if _, err := fmt.Sscanf(l[i:], "(%d)", &last); err != nil {
			last = -1
		}
	}
	return n, last
}

// "Tutti i giocatori, una volta raggiunto il Negozio, otterranno
// automaticamente" their coins, and "se almeno 1 dado atterra con la faccia
// dello zombie in su, quel giocatore otterrà" the Gold Jump's: every coin
// gained or spent, by a decision or by what it set off, has its line in the
// log, which ends on the seat's coins.
func TestOgniMonetaHaLaSuaRiga(t *testing.T) {
	gold, shop := 0, 0
	for _, n := range []int{3, 6} {
		for seed := uint64(1); seed <= 30; seed++ {
			g, err := New(game.Config{Players: n, Seed: seed, Options: map[string]string{"zombird": fmt.Sprint(seed%2 == 0)}})
			if err != nil {
				t.Fatal(err)
			}
			r := game.NewRNG(seed)
			before := &State{N: g.N, Round: -1, Event: noCard}
			lines := g.Opening(seatNames, "en")
			for step := 0; ; step++ {
				for i := 0; i < n; i++ {
					k, last := toldCoins(lines, seatNames[i])
					if now := int(g.P[i].Coins); now != int(before.P[i].Coins) && (k == 0 || last != now) {
						t.Fatalf("%d players, seed %d, step %d: %s's coins went from %d to %d, the log says %q",
							n, seed, step, seatNames[i], before.P[i].Coins, now, lines)
					}
				}
				for _, l := range lines {
					if strings.Contains(l, "at the Gold Jump") {
						gold++
					}
					if strings.Contains(l, "at the shop") || strings.Contains(l, "reaches the shop") {
						shop++
					}
				}
				if g.Over() {
					break
				}
				legal := g.Legal(nil)
				before = g.Clone().(*State)
				if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				lines = g.Narrate(before, seatNames, "en")
			}
		}
	}
	if gold == 0 || shop == 0 {
		t.Fatalf("%d Gold Jump lines and %d shop lines in 120 games", gold, shop)
	}
}

// A fresh table is told: a game whose first street card is a Gold Jump
// (three players, seed 7) opens on the log's lines of the coins each player
// starts with (none), the round begun, the cards revealed and each roll at
// the Gold Jump, in both languages.
func TestTheOpeningTellsTheCoins(t *testing.T) {
	g, err := New(game.Config{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if kindOf(g.Deck[0]) != kGoldJump {
		t.Fatalf("the first street card is %s", cat.Street[g.Deck[0]].Name)
	}
	en := g.Opening(seatNames, "en")
	it := g.Opening(seatNames, "it")
	want := []string{"no coins", "round 1 begins", "the street reveals Gold Jump"}
	for i, w := range want {
		if i >= len(en) || !strings.Contains(en[i], w) {
			t.Fatalf("line %d: want %q, the opening is %q", i+1, w, en)
		}
	}
	paid := 0
	for i := 0; i < 3; i++ {
		k, last := toldCoins(en, seatNames[i])
		if k == 0 || last != int(g.P[i].Coins) {
			t.Errorf("%s holds %d coins; the opening says %q", seatNames[i], g.P[i].Coins, en)
		}
		paid += int(g.P[i].Coins)
	}
	if paid == 0 {
		t.Fatal("nobody rolled a zombie face: the case did not happen")
	}
	if len(it) != len(en) || !strings.Contains(strings.Join(it, "\n"), "al Salto Oro") {
		t.Errorf("the Italian opening: %q", it)
	}
}

// The shop's coins stop at the cap, and the line says so: "Nessun giocatore
// può mai possedere più di" the cap.
func TestNessunGiocatorePuoMaiPossederePiuDi(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.P[0].Coins = int8(cat.Cap)
	g.P[1].Coins = int8(cat.Cap - 1)
	g.Pos = int8(cat.ShopAfter - 1)
	before := g.Clone().(*State)
	g.mainStep()
	lines := g.Narrate(before, seatNames, "en")
	for i, want := range []string{fmt.Sprintf("reaches the shop holding the most coins one may (%d)", cat.Cap), fmt.Sprintf("gets 1 coin at the shop, up to the most one may hold (%d)", cat.Cap),
		fmt.Sprintf("gets %d coins at the shop (%d)", cat.ShopCoins, cat.ShopCoins)} {
		if !strings.Contains(strings.Join(lines, "\n"), seatNames[i]+" "+want) {
			t.Errorf("no line %q in %q", seatNames[i]+" "+want, lines)
		}
	}
}

// "Quando tutti i giocatori saranno pronti dovranno aprire
// contemporaneamente la mano destra e rivelare la scelta": every push's
// votes, and every Coin / Zombie card's choices, revealed together, are
// told in the log, also when the card is done before the next decision.
func TestRivelareLaScelta(t *testing.T) {
	pushes, picks := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(game.Config{Players: 3 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		for !g.Over() {
			legal := g.Legal(nil)
			before := g.Clone().(*State)
			a := legal[r.IntN(len(legal))]
			v, _ := decode(a)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			told := strings.Join(g.Narrate(before, seatNames, "en"), "\n")
			last := true
			for i := 0; i < int(g.N); i++ {
				if i != int(before.ToAct()) && (v == vVote && before.P[i].Vote < 0 || (v == vCoins || v == vZombie) && before.P[i].Pick < 0) {
					last = false
				}
			}
			switch {
			case v == vVote && last:
				pushes++
				if !strings.Contains(told, "the votes: ") {
					t.Fatalf("seed %d: the last vote of a push told %q", seed, told)
				}
			case (v == vCoins || v == vZombie) && last:
				picks++
				if !strings.Contains(told, "the choices: ") {
					t.Fatalf("seed %d: the last choice of a Coin / Zombie card told %q", seed, told)
				}
			}
		}
	}
	if pushes == 0 || picks == 0 {
		t.Fatalf("%d pushes and %d Coin / Zombie cards: the cases did not happen", pushes, picks)
	}
}
