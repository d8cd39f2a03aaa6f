package tsunami

import (
	"encoding/json"
	"strings"
	"testing"
)

// hand gives seat s the zombird cards zs.
func hand(g *State, s int, zs ...uint8) {
	p := &g.P[s]
	for _, z := range zs {
		p.Hand[p.HandN] = z
		p.HandN++
	}
}

// TestZombirdCards plays or triggers every zombird card of the reference
// sheet ("SCHEDA DI RIFERIMENTO ZOMBIRD").
func TestZombirdCards(t *testing.T) {
	tests := []struct {
		card uint8
		run  func(t *testing.T, g *State)
	}{
		// "Banchiere — Ottieni" coins
		{zBanker, func(t *testing.T, g *State) {
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vPlay, 0))
			if int(g.P[0].Coins) != cat.Zombird[zBanker].Amount {
				t.Errorf("coins %d", g.P[0].Coins)
			}
		}},
		// "Bomba — Bombarda un altro giocatore."
		{zBomb, func(t *testing.T, g *State) {
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vPlay, 0))
			play(t, g, 0, act(vSeat, 2))
			wantHordes(t, g, []int{10, 10, 10 - cat.BombedZombies})
		}},
		// "Cervello — Ottieni zombie al termine della partita."
		{zBrain, func(t *testing.T, g *State) {
			g.Round = nRounds - 1
			g.P[1].Dice = 9
			g.roundEnd()
			if int(g.P[0].Dice) != 10+cat.Zombird[zBrain].Amount || g.Winners != 1 {
				t.Errorf("hordes %v, winners %b", dice(g), g.Winners)
			}
		}},
		// "Fata — Previene la perdita di 1 zombie eliminato in seguito ad un
		// Salto o un Bombardamento."
		{zFairy, func(t *testing.T, g *State) {
			g.pushLoss(0, 2, true)
			g.settle()
			play(t, g, 0, act(vPlay, 0))
			if g.P[0].Dice != 9 || g.P[0].HandN != 0 {
				t.Errorf("%d zombies left of 10 after losing 2 with a Fairy, want 9", g.P[0].Dice)
			}
		}},
		// "Ptero — Ruba 1 zombie ad un altro giocatore."
		{zPtero, func(t *testing.T, g *State) {
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vPlay, 0))
			play(t, g, 0, act(vSeat, 1))
			wantHordes(t, g, []int{11, 9, 10})
		}},
		// "Punk — Comportati come se avessi 3 zombie in più quando esegui una
		// Spinta."
		{zPunk, func(t *testing.T, g *State) {
			g.P[0].Dice = int16(cat.MaxThreshold - cat.Zombird[zPunk].Amount)
			pushVotes(t, g, "push_13", Red, Green, Blue)
			keepWindows(t, g)
			play(t, g, 0, act(vPlay, 0))
			if int(g.P[0].Dice) != cat.MaxThreshold-cat.Zombird[zPunk].Amount || g.P[0].HandN != 0 {
				t.Errorf("the Punk did not carry the push: %v", dice(g))
			}
		}},
		// "Robot — Annulla gli effetti di un Bombardamento subito."
		{zRobot, func(t *testing.T, g *State) {
			g.P[0].Civ = 3
			g.bomb(1, 0)
			g.settle()
			play(t, g, 0, act(vPlay, 0))
			if g.P[0].Civ != 3 || g.P[0].HandN != 0 {
				t.Errorf("the Robot did not cancel the bomb")
			}
		}},
		// "Super Uccello — Comportati come se avessi 10 zombie in più"
		{zSuperBird, func(t *testing.T, g *State) {
			g.P[0].Dice = 3
			pushVotes(t, g, "push_13", Red, Green, Blue)
			keepWindows(t, g)
			play(t, g, 0, act(vPlay, 0))
			if g.P[0].Dice != 3 || g.P[0].HandN != 0 {
				t.Errorf("the Super Bird did not carry the push: %v", dice(g))
			}
		}},
		// "Super Fata — Previene la perdita di 2 zombie"
		{zSuperFairy, func(t *testing.T, g *State) {
			g.pushLoss(0, 3, true)
			g.settle()
			play(t, g, 0, act(vPlay, 0))
			if g.P[0].Dice != 9 {
				t.Errorf("%d zombies left of 10 after losing 3 with a Super Fairy, want 9", g.P[0].Dice)
			}
		}},
		// "Magnete — Ruba 2 zombie ad un altro giocatore."
		{zMagnet, func(t *testing.T, g *State) {
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vPlay, 0))
			play(t, g, 0, act(vSeat, 1))
			wantHordes(t, g, []int{12, 8, 10})
		}},
	}
	for _, tc := range tests {
		t.Run(zombirdIDs[tc.card], func(t *testing.T) {
			g := scene(t, 3, true, 1)
			hand(g, 0, tc.card)
			tc.run(t, g)
		})
	}
}

// TestZombirdEvents checks every event: "“Subito”: Gli Eventi di questo tipo
// vanno risolti non appena viene rivelata la carta" — and as every event
// ("Le carte di questo tipo rappresentano compiti che i giocatori potranno
// svolgere per ottenere nuove carte Zombuccello") each pays every player its
// card, the Gift's card being that pay; "“Durante il round” ... I giocatori
// potranno ottenere 1 sola carta Zombuccello".
func TestZombirdEvents(t *testing.T) {
	tests := []struct {
		event int
		run   func(t *testing.T, g *State) // g at the round's start, the event revealed
		paid  []bool                       // seats that earned a card
	}{
		// "Salto — È possibile perdere al massimo 1 (Subito)"
		{eJump, func(t *testing.T, g *State) {
			for i, d := range dice(g) {
				if d < 10+cat.RoundStart-cat.Events[eJump].Amount {
					t.Errorf("seat %d lost more than the limit: %v", i+1, dice(g))
				}
			}
			for i := 0; i < 3; i++ {
				wantHand(t, g, i, 2)
			}
		}, []bool{true, true, true}},
		// "Occhiata — Mostra la tua carta al giocatore alla tua sinistra."
		{ePeek, func(t *testing.T, g *State) {
			b, _ := json.Marshal(g.View(1))
			if !strings.Contains(string(b), cat.Zombird[g.P[0].Hand[0]].Name) {
				t.Errorf("seat 2 does not see seat 1's zombird card: %s", b)
			}
			b, _ = json.Marshal(g.View(2))
			var v View
			json.Unmarshal(b, &v)
			if v.Zombird[0][0] != "?" {
				t.Errorf("seat 3 sees seat 1's zombird card")
			}
			if g.P[0].HandN != 2 || g.P[0].HandKnown[1] != 0 {
				t.Errorf("the Peek pays a card no one else has seen: %d cards, the new one known to %b", g.P[0].HandN, g.P[0].HandKnown[1])
			}
		}, []bool{true, true, true}},
		// "Dono — Ogni giocatore riceve immediatamente 1 carta extra."
		{eGift, func(t *testing.T, g *State) {
			for i := 0; i < 3; i++ {
				wantHand(t, g, i, 2)
			}
		}, []bool{true, true, true}},
		// "Dono Zombie — Dona zombie ad un altro giocatore."
		{eZombieGift, func(t *testing.T, g *State) {
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vEvent, 0))
			play(t, g, 0, act(vSeat, 2))
			if contains(g.Legal(nil), act(vEvent, 0)) {
				t.Errorf("the event pays once a round")
			}
		}, []bool{true, false, false}},
		// "Bomba — Bombarda con successo un altro giocatore."
		{eBomb, func(t *testing.T, g *State) {
			g.P[0].Bonus = noCard
			g.bomb(1, 0)
			g.settle()
			keepOffers(t, g)
		}, []bool{false, true, false}},
		// "Bonus — Risolvi l'obiettivo specificato sulla tua carta Bonus."
		{eBonus, func(t *testing.T, g *State) {
			g.P[2].Bonus, g.P[2].BonusUp = bGigaZ, false
			g.P[0].Civ = 1
			g.P[0].Bonus = noCard
			g.bomb(2, 0)
			g.settle()
			keepOffers(t, g)
			play(t, g, 2, act(vReveal, 0))
		}, []bool{false, false, true}},
		// "Pillola Rossa — Usa il gettone rosso per una votazione."
		{eRedPill, func(t *testing.T, g *State) {
			pushVotes(t, g, "push_5", Red, Green, Red)
			passWindows(t, g)
		}, []bool{true, false, true}},
		// "Moneta — Scarta monete."
		{eCoin, func(t *testing.T, g *State) {
			shopVisit(g, 1, cat.Events[eCoin].Amount, sDice1)
			play(t, g, 1, act(vEvent, 0))
			if g.P[1].Coins != 0 {
				t.Errorf("the coins were not discarded")
			}
		}, []bool{false, true, false}},
		// "Zombie — Non far morire nessuno zombie durante un Salto."
		{eZombie, func(t *testing.T, g *State) {
			for seed := uint64(0); seed < 1000; seed++ {
				h := *g
				h.P[0].Dice, h.P[1].Dice, h.P[2].Dice = 3, 3, 3
				h.RNG.Seed(seed)
				h.jump(0)
				h.settle()
				keepOffers(t, &h)
				if h.P[0].Dice == 3 && h.P[1].Dice == 3 && h.P[2].Dice < 3 {
					*g = h
					return
				}
			}
			t.Fatal("no jump in 1,000 where seats 1 and 2 lose nothing and seat 3 loses")
		}, []bool{true, true, false}},
	}
	for _, tc := range tests {
		t.Run(eventIDs[tc.event], func(t *testing.T) {
			g := scene(t, 3, true, 1)
			g.Phase = phRoundStart
			g.Events[0] = uint8(tc.event)
			g.EventN = 0
			for i := 0; i < 3; i++ {
				g.drawZombird(i)
			}
			g.roundStart()
			g.settle()
			keepOffers(t, g)
			if int(g.Event) != tc.event {
				t.Fatalf("the event is %d", g.Event)
			}
			tc.run(t, g)
			for i, want := range tc.paid {
				if g.P[i].EventDone != want {
					t.Errorf("seat %d earned the event's card: %v, want %v", i+1, g.P[i].EventDone, want)
				}
			}
		})
	}
}

// keepOffers answers every offer of kept cards on top with Keep.
func keepOffers(t *testing.T, g *State) {
	t.Helper()
	for g.SP > 0 && g.top().K == fOffer {
		play(t, g, int(g.ToAct()), act(vKeep, 0))
	}
}

// keepWindows passes the bonus windows on top.
func keepWindows(t *testing.T, g *State) {
	t.Helper()
	for g.SP > 0 && g.top().K == fWindow {
		play(t, g, int(g.ToAct()), act(vPass, 0))
	}
}
