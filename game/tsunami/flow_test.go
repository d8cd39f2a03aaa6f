package tsunami

import (
	"testing"

	"zombietable/game"
)

// TestSetup checks "PREPARAZIONE": three vote tokens of three colours, the
// two permanent shop cards, players + 3 shop cards shown, the street deck of
// 18 built from its piles, and at the first round's start a bonus card dealt
// to each player from the set for that count with one left over; with
// Zombird, a zombird card to each.
func TestSetup(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for _, zb := range []string{"false", "true"} {
			g, err := New(game.Config{Players: n, Seed: uint64(n), Options: map[string]string{"zombird": zb}})
			if err != nil {
				t.Fatal(err)
			}
			if int(g.DisplayN) != n+3 {
				t.Errorf("%d players: %d shop cards shown", n, g.DisplayN)
			}
			checkStreet(t, g)
			in := map[uint8]bool{g.Left: true}
			for i := 0; i < n; i++ {
				p := &g.P[i]
				in[p.Bonus] = true
				if int(p.Dice) < cat.RoundStart-1 || p.Bonus == noCard || p.BonusUp {
					t.Errorf("seat %d starts with %d zombies and bonus %d", i+1, p.Dice, p.Bonus)
				}
				if want := map[string]int8{"false": 0, "true": 1}[zb]; p.HandN < want {
					t.Errorf("seat %d holds %d zombird cards", i+1, p.HandN)
				}
			}
			if len(in) != n+1 {
				t.Errorf("%d players: %d different bonus cards in use", n, len(in))
			}
			for _, c := range cat.Sets[n] {
				if !in[uint8(c)] {
					t.Errorf("%d players: %s of the set is not in use", n, bonusIDs[c])
				}
			}
			shop := 0
			for i := 0; i < int(g.DisplayN); i++ {
				if cat.Shop[g.Display[i]].Zombird {
					shop++
				}
			}
			if zb == "false" && shop > 0 {
				t.Errorf("zombird shop cards without the expansion")
			}
		}
	}
	if _, err := New(game.Config{Players: 3, Options: map[string]string{"zombird": "maybe"}}); err == nil {
		t.Error("zombird=maybe was accepted")
	}
	if _, err := New(game.Config{Players: 7}); err == nil {
		t.Error("7 players were accepted")
	}
}

// TestRound checks "SVOLGIMENTO DEL GIOCO": every horde grows at the round's
// start, the +1 spaces, the shop space ("tutti i giocatori otterranno
// automaticamente monete e potranno fare acquisti"; "Il giocatore con il
// minor numero di zombie sarà il primo"), and the round's end (civilians
// turn, bonus cards discarded, the shop restocked).
func TestRound(t *testing.T) {
	g := scene(t, 4, false, 3)
	g.Phase = phRoundStart
	g.mainStep()
	wantHordes(t, g, []int{10 + cat.RoundStart, 10 + cat.RoundStart, 10 + cat.RoundStart, 10 + cat.RoundStart})
	for pos := 0; pos < perRound-1; pos++ {
		h := *g
		h.Pos, h.Phase = int8(pos), phAfterCard
		h.P[2].Dice = 5
		h.mainStep()
		plus := 0
		for _, a := range []int{2, 4} {
			if pos+1 == a {
				plus = 1
			}
		}
		if int(h.P[0].Dice) != 10+cat.RoundStart+plus {
			t.Errorf("after street card %d the hordes are %v", pos+1, dice(&h))
		}
		if pos+1 == cat.ShopAfter {
			if h.SP != 4 || h.ToAct() != 2 || int(h.P[0].Coins) != cat.ShopCoins {
				t.Errorf("the shop after card %d: %d visits, first seat %d, coins %d", pos+1, h.SP, h.ToAct()+1, h.P[0].Coins)
			}
		} else if h.SP != 0 {
			t.Errorf("no shop after card %d, yet %d decisions", pos+1, h.SP)
		}
	}
	g.P[1].Civ = 3
	shown := g.Display
	g.Round, g.Pos, g.Phase = 0, perRound, phRoundEnd
	g.mainStep()
	if int(g.P[1].Dice) != 10+cat.RoundStart+3 || g.P[1].Civ != 0 || g.P[1].Bonus != noCard || g.Round != 1 {
		t.Errorf("round end: seat 2 has %d zombies, %d civilians, bonus %d", g.P[1].Dice, g.P[1].Civ, g.P[1].Bonus)
	}
	if g.Display == shown {
		t.Error("the shop was not restocked")
	}
}

// TestEndTie: "In caso di parità ... i contendenti in parità dovranno tirare
// i loro dadi e scartare quelli che atterrano con la faccia Zombie in su. Il
// giocatore che rimarrà in possesso del maggior numero di Zombie sarà il
// vincitore!"
func TestEndTie(t *testing.T) {
	rolled := 0
	for seed := uint64(1); seed <= 50; seed++ {
		g := scene(t, 3, false, seed)
		g.P[2].Dice = 4
		g.Round = nRounds - 1
		g.roundEnd()
		if !g.Over() || popcount(g.Winners) != 1 || g.Winners&4 != 0 {
			t.Fatalf("seed %d: winners %b, over %v", seed, g.Winners, g.Over())
		}
		w := 0
		if g.Winners == 2 {
			w = 1
		}
		if g.P[w].Dice <= g.P[1-w].Dice {
			t.Fatalf("the winner has %d zombies, the other %d", g.P[w].Dice, g.P[1-w].Dice)
		}
		rolled += int(g.Rolloffs)
	}
	if rolled < 50 {
		t.Errorf("%d roll-offs in 50 ties", rolled)
	}
}

// TestRefusals: "Bombardare un avversario" — not oneself; a seat votes once
// a push; every refusal leaves the state as it was.
func TestRefusals(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.runCard(t, "civ_bomb_1")
	refused(t, g, act(vBomb, int(g.ToAct())), "yourself")
	g = scene(t, 3, false, 1)
	g.P[0].Bonus, g.P[1].Bonus = bUFO, bGigaZ
	pushVotes(t, g, "push_5", Red, Red, Green)
	refused(t, g, act(vVote, Blue), "already voted")
	refused(t, g, act(vBuy, 0), "only at the shop")
	refused(t, g, act(vPlay, 3), "no such zombird card")
	refused(t, g, act(vCoins, 0), "not a legal action")
}

// TestColuiCheOtterraIlRisultatoPiuAlto: "In caso di parità tutti i
// giocatori con il maggior numero di zombie dovranno pescare un Segnalino
// spareggio: colui che otterrà il risultato più alto sarà il primo a
// scegliere", and so for the fewest zombies at the shop; "in seguito, si
// proseguirà in senso orario". Over many draws every tied seat goes first
// at times, no other seat ever does, and the others follow clockwise from it.
func TestColuiCheOtterraIlRisultatoPiuAlto(t *testing.T) {
	for _, c := range []struct {
		name   string
		hordes []int
		tied   uint8
		open   func(t *testing.T, g *State)
	}{
		{"Civile / Bomba: the most zombies choose first", []int{10, 12, 9, 12}, 0b1010,
			func(t *testing.T, g *State) { g.runCard(t, "civ_bomb_1") }},
		{"Acquisti: the fewest zombies buy first", []int{5, 10, 5, 5, 8}, 0b01101,
			func(t *testing.T, g *State) { g.openShop() }},
		{"no tie: no token drawn", []int{10, 12, 9, 11}, 0b0010,
			func(t *testing.T, g *State) { g.runCard(t, "civ_bomb_1") }},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := len(c.hordes)
			var first uint8
			for seed := uint64(1); seed <= 60; seed++ {
				g := scene(t, n, false, seed)
				g.RNG.Seed(seed)
				for i, d := range c.hordes {
					g.P[i].Dice = int16(d)
				}
				c.open(t, g)
				if int(g.SP) != n {
					t.Fatalf("seed %d: %d seats to act, want %d", seed, g.SP, n)
				}
				s := int(g.ToAct())
				if c.tied&(1<<s) == 0 {
					t.Fatalf("seed %d: seat %d goes first, not one of %b", seed, s+1, c.tied)
				}
				first |= 1 << s
				for k := 0; k < n; k++ {
					if got, want := int(g.Stack[n-1-k].Seat), (s+k)%n; got != want {
						t.Fatalf("seed %d: place %d goes to seat %d, want seat %d clockwise", seed, k+1, got+1, want+1)
					}
				}
			}
			if first != c.tied {
				t.Errorf("seats that went first %b, want each of %b", first, c.tied)
			}
		})
	}
}
