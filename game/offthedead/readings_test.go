package offthedead

import (
	"math/bits"
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// The readings docs/RULES-NOTES.md §3 records, each held by a scenario.

// "L'uso di un oggetto ... Non conta come un'azione. ... Se si tratta di un
// oggetto/arma, fare riferimento alla procedura sopra descritta al punto
// «Attaccare uno zombie»": equipment is used at will in the action step,
// while an attack with a weapon is the attack action ("C. ATTACCARE UNO
// ZOMBIE ... Con un'arma").
func TestLUsoDiUnOggettoNonContaComeUnAzione(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.P[0].Inf = 2
	s.give(t, 0, iAdrenaline)
	s.give(t, 0, iColt)
	s.hordeOf(2, 30, 31)
	do(t, s, "use adrenaline@0 0")
	if s.Step != stAct1 || s.Active != 0 {
		t.Fatalf("equipment used up the first action (step %d)", s.Step)
	}
	do(t, s, "attack colt@0 0")
	if s.Step == stAct1 && s.Sub == subNone && s.WinN == 0 {
		t.Fatal("an attack with a weapon did not take the first action")
	}
}

// "Quando il giocatore ha terminato ... inizia il gioco del giocatore seduto
// alla sua sinistra": a zombified survivor has no turn — no actions, no
// zombies' phase, no wave from the horde in their name; the next living
// survivor plays.
func TestADeadSurvivorHasNoTurn(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.P[1].Alive = false
	s.hordeOf(3, 30, 31, 32)
	s.Step = stEnd
	s.advance()
	if s.Active != 2 {
		t.Fatalf("after seat 0 the turn went to %d, want 2 (1 is dead)", s.Active)
	}
	if s.HN != 3 {
		t.Fatalf("the horde moved for the dead survivor: %d cards left", s.HN)
	}
}

// PARTITA A 2 GIOCATORI, "deve essere girato di 90 gradi in senso orario":
// one quarter turn a zombies' phase. The two survivors are neighbours, so a
// card pointing at the empty side across from one of them turns onto the
// other empty side: it waits there and turns again next phase.
func TestTwoPlayersGiratoDi90GradiFromOneEmptySideToTheOther(t *testing.T) {
	s := fresh(t, 2)
	s.hordeOf(2, 10) // south: empty; 90° clockwise is west, empty too
	s.hordeWave()
	if s.HN != 1 || s.Arrow[0] != 3 {
		t.Fatalf("one quarter turn: horde %d, arrow %d (want 1, west)", s.HN, s.Arrow[0])
	}
	s.hordeWave() // west turns to north, seat 0's empty corridor: it enters
	if s.CN[0] != 1 || s.HN != 0 {
		t.Fatalf("the second quarter turn did not bring it to seat 0: corridors %v", s.CN)
	}
}

// "gettate nel cimitero la quantità necessaria di carte Trofeo con simboli
// identici ... I simboli in più possono essere utilizzati per altre
// «citazioni», oppure vengono persi": the payment picks the trophies itself,
// spare symbols of this turn first, then cards showing the paying symbol
// alone, and a two-symbol card only when needed, its other symbol kept for
// this turn.
func TestQuotePaymentPicksTheTrophies(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	var single, double int8 = -1, -1
	for c := range tab.zn[s.Inv] {
		switch sy := tab.zsym[s.Inv][c]; {
		case sy == 1<<skull && single < 0:
			single = c
		case sy == 1<<skull|1<<hand && double < 0:
			double = c
		}
	}
	if single < 0 || double < 0 {
		t.Fatal("no single- and two-symbol skull cards")
	}
	s.P[0].Troph = 1<<uint(single) | 1<<uint(double)
	s.pay(skull, 1)
	if s.P[0].Troph != 1<<uint(double) || s.Credit[hand] != 0 {
		t.Fatalf("paying one skull took %b, want the single-symbol card", s.P[0].Troph)
	}
	s.pay(skull, 1)
	if s.P[0].Troph != 0 || s.Credit[hand] != 1 {
		t.Fatalf("the two-symbol card paid, its hand kept for the turn: trophies %b, spare %v", s.P[0].Troph, s.Credit)
	}
	if n := bits.OnesCount64(s.GraveZ); n != 2 {
		t.Fatalf("%d trophies in the graveyard, want 2", n)
	}
	s.endTurn()
	if s.Credit != [3]int8{} {
		t.Fatalf("spare symbols outlived the turn: %v", s.Credit)
	}
}

// "tagliare il mazzo dell'Orda ... Il sopravvissuto indicato dalla freccia di
// direzione inizia il massacro!" With 2 or 3 survivors the cut card may
// point at an empty side: it is turned clockwise to the first survivor, as
// the 2-player page turns a card "di 90 gradi in senso orario fino a trovare
// un sopravvissuto".
func TestTheCutOnAnEmptySideTurnsClockwise(t *testing.T) {
	empty := 0
	for _, np := range []int{2, 3} {
		for seed := uint64(1); seed <= 40; seed++ {
			g, err := New(game.Config{Players: np, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := g.(*State)
			d := s.Arrow[s.HN-1]
			want := s.seatAt(d)
			if want < 0 {
				empty++
				for want < 0 {
					d = (d + 1) % 4
					want = s.seatAt(d)
				}
			}
			if s.Active != want {
				t.Errorf("%d players, seed %d: survivor %d starts, the cut card points at %d", np, seed, s.Active, s.Arrow[s.HN-1])
			}
		}
	}
	if empty == 0 {
		t.Fatal("no cut card pointed at an empty side")
	}
}

// "Ma sì, che tanto morirai!": "Girate lo zombie rivelato. Se dovesse morire
// al primo colpo, semplicemente rigirate la carta." The card lies face down
// to say it must die twice, so stepping into the melee zone ("Chi arriva
// nella zona «corpo a corpo» viene automaticamente rivelato") does not turn
// it up again, nor set off another event.
func TestTwiceStaysFaceDownInTheMeleeZone(t *testing.T) {
	s, z := advanced(t, 2)
	s.Cor[0][0] = slot{C: z, Zone: 1, Twice: true, Known: true}
	s.hordeOf(2, 30, 31)
	s.Step = stMove
	s.advance()
	i := s.find(0, z)
	if i < 0 || s.Cor[0][i].Zone != melee || s.Cor[0][i].Up || !s.Cor[0][i].Twice || s.Events != 0 {
		t.Fatalf("the zombie to destroy twice stepped into the melee zone as %+v, %d events", s.Cor[0][i], s.Events)
	}
}

// PARTITA A 2 GIOCATORI, "deve essere girato di 90 gradi in senso orario",
// as written: from either empty side the card comes to the same survivor
// (the one clockwise of them), who then fights more of the horde. Over
// 1,500 games of the normal team that survivor makes 58.8% of the kills
// (docs/RULES-NOTES.md and the rules panel say so); the figure holds within
// a few points while the rule and the bots stand.
func TestTwoPlayersGiratoDi90GradiSendsBothEmptySidesToOneSurvivor(t *testing.T) {
	const games = 1500
	var kills [2]int
	for seed := uint64(1); seed <= games; seed++ {
		g, err := New(game.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		b, err := newHeuristic("", seed)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !s.Over() && steps < 5000; steps++ {
			if err := s.Apply(bot.Choose(b, s)); err != nil {
				t.Fatal(err)
			}
		}
		for k := range 2 {
			kills[k] += int(s.P[k].Killed)
		}
	}
	share := float64(kills[0]) / float64(kills[0]+kills[1])
	t.Logf("kills by survivor over %d games: %v; the first survivor's share %.1f%%", games, kills, 100*share)
	if share < 0.55 || share > 0.62 {
		t.Fatalf("the survivor both empty sides lead to makes %.1f%% of the kills, not about 58.8%%: update the rules panel and docs/RULES-NOTES.md", 100*share)
	}
}
