package offthedead

import (
	"testing"

	"zombietable/game"
)

// PARTITA AD 1 GIOCATORE: "All'avvio, la prima carta dell'Orda non va
// rivolta verso il sopravvissuto e nemmeno nella direzione opposta."
func TestSoloStartCardPointsSideways(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g, _ := New(game.Config{Players: 1, Seed: seed})
		s := g.(*State)
		if a := s.Arrow[s.HN-1]; a%2 != 1 {
			t.Fatalf("seed %d: the start card points %d", seed, a)
		}
	}
}

// Solo: "Gli zombie che puntano nella direzione opposta al giocatore sono
// considerati zombie che puntano verso il giocatore. Uno zombie che punta a
// sinistra o a destra del giocatore non esce, ma va girato verso il
// giocatore."
func TestSoloWaveOppositeLeavesSidewaysTurns(t *testing.T) {
	s := fresh(t, 1)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.hordeOf(1, 10, 11, 12)
	s.hordeOf(1, 10, 11)
	s.Arrow[1] = 2
	s.Step = stWave
	s.hordeWave()
	if s.CN[0] != 2 || s.HN != 1 {
		t.Fatalf("the card pointing away did not leave: corridor %d, horde %d", s.CN[0], s.HN)
	}
	s.Arrow[0] = 3
	s.hordeWave()
	if s.CN[0] != 2 || s.Arrow[0] != 0 {
		t.Fatalf("the card pointing sideways left or did not turn: corridor %d, arrow %d", s.CN[0], s.Arrow[0])
	}
}

// Solo: "Se la «carta successiva» punta anch'essa verso il giocatore (o verso
// il suo opposto), esce ... Se la carta dopo la «carta successiva» punta
// anch'essa ... esce (3 zombie quindi si ritroveranno nella prima zona)".
func TestSoloZombiesLeaveInRuns(t *testing.T) {
	s := fresh(t, 1)
	s.hordeOf(0, 10, 11, 12, 13, 14)
	s.Arrow[3] = 2
	s.hordeWave()
	if s.CN[0] != 3 || s.HN != 2 {
		t.Fatalf("a run brought %d zombies, want 3 (horde %d)", s.CN[0], s.HN)
	}
}

// 1 and 2 players: "Un «Onda di zombie a sorpresa» fa uscire 1 zombie su un
// tiro di dado da 1 a 3 e 2 zombie su un tiro di dado da 4 a 6."
func TestSmallTablesSurpriseWaveOfOneOrTwo(t *testing.T) {
	for _, np := range []int{1, 2} {
		for die, want := range map[int]int8{3: 1, 4: 2, 6: 2} {
			s := fresh(t, np)
			s.hordeOf(0, 10, 11, 12, 13)
			s.surpriseRig(t, die)
			if s.CN[0] != want {
				t.Errorf("%d players, die %d: %d zombies, want %d", np, die, s.CN[0], want)
			}
		}
	}
}

func (s *State) surpriseRig(t *testing.T, die int) {
	t.Helper()
	s.rig(t, die)
	s.surprise(0)
}

// Solo: "Per la citazione «cazzo, mi ha visto!» Girare la prima carta
// dell'Orda verso di voi. Se è già rivolta verso di voi o nella direzione
// opposta, si sposta nella prima zona nel corridoio."
func TestSoloDamnItSawMeOpposite(t *testing.T) {
	s := fresh(t, 1, "advanced", "true")
	s.castAs(0, sKevin)
	z := zid(t, s, 2, skull)
	s.put(0, z, 0, false)
	s.hordeOf(2, 20, 21)
	s.rig(t, 1)
	s.reveal(0, 0, 0, false)
	if s.CN[0] != 2 || s.HN != 1 {
		t.Fatalf("the card pointing away did not enter: corridor %d", s.CN[0])
	}
}

// PARTITA A 2 GIOCATORI: "Se rimangono due sopravvissuti: Uno zombie, con la
// freccia che va in una direzione dove non ci sono sopravvissuti, deve essere
// girato di 90 gradi in senso orario ... se il corridoio specificato è vuoto,
// lo zombie andrà immediatamente nella prima zona del corridoio (In caso
// contrario uscirà nel turno successivo)."
func TestTwoPlayersWaveTurnsClockwise(t *testing.T) {
	s := fresh(t, 2)
	s.put(1, zid(t, s, 6, -1), 0, false)
	s.hordeOf(3, 10, 11)
	s.hordeWave() // west turns to north: seat 0, an empty corridor
	if s.CN[0] != 1 {
		t.Fatalf("turned to an empty corridor, the zombie did not enter (corridor %d)", s.CN[0])
	}
	s.Arrow[0] = 2 // south turns to west: nobody there
	s.hordeWave()
	if s.HN != 1 || s.Arrow[0] != 3 {
		t.Fatalf("turned to nobody, the card left or did not turn: horde %d arrow %d", s.HN, s.Arrow[0])
	}
	s.hordeWave() // west to north: seat 0's corridor is not empty, next turn
	if s.HN != 1 || s.Arrow[0] != 0 || s.CN[0] != 1 {
		t.Fatalf("turned to a corridor with zombies, it left at once")
	}
	s.hordeWave()
	if s.CN[0] != 2 {
		t.Fatalf("pointing at the survivor it did not leave next turn")
	}
}

// 2 players: "Se rimane un solo sopravvissuto: Uno zombie, con la freccia
// che va in una direzione dove non ci sono sopravvissuti, deve essere girato
// verso il sopravvissuto rimanente."
func TestTwoPlayersOneLeftTurnsToTheSurvivor(t *testing.T) {
	s := fresh(t, 2)
	s.P[0].Alive = false
	s.Active = 1
	s.hordeOf(2, 10)
	s.hordeWave()
	if s.CN[1] != 1 {
		t.Fatalf("the card did not turn to the survivor left: corridors %v", s.CN)
	}
}

// 2 players: "Nel corso di un «ondata di zombie a sorpresa» o di un evento
// «Da dove escono?», uno zombie la cui freccia indica una direzione senza
// sopravvissuti, deve essere girato di 90 gradi in senso orario fino a
// trovare un sopravvissuto".
func TestTwoPlayersSurpriseTurnsUntilASurvivor(t *testing.T) {
	s := fresh(t, 2)
	s.hordeOf(2, 10)
	s.surpriseRig(t, 1)
	if s.CN[0] != 1 {
		t.Fatalf("south should turn west, then north to seat 0: corridors %v", s.CN)
	}
}

// 3 players (the page is cut short; RULES-NOTES): a zombie pointing at the
// empty side turns clockwise to the next living survivor.
func TestThreePlayersEmptySideTurnsClockwise(t *testing.T) {
	s := fresh(t, 3)
	s.put(2, zid(t, s, 6, -1), 0, false)
	s.hordeOf(3, 10, 11)
	s.hordeWave()
	if s.CN[0] != 1 {
		t.Fatalf("west did not turn to north: corridors %v", s.CN)
	}
	s.P[0].Alive = false
	s.hordeWave()
	if s.CN[1] != 1 {
		t.Fatalf("with north dead, west did not turn on to east: corridors %v", s.CN)
	}
}

// "Il primo utilizza le regole a 4 giocatori tramite l'assegnazione di due
// sopravvissuti per ogni giocatore": with the 4-player rules an empty place
// counts as a dead survivor, its cards going to a living neighbour.
func TestFourPlayerRulesWithFewerSurvivors(t *testing.T) {
	s := fresh(t, 2, "rules", "four")
	if s.NPile != 9 || tab.zn[s.Inv] != 36 {
		t.Fatalf("the 4-player rules give %d piles and %d zombies", s.NPile, tab.zn[s.Inv])
	}
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.hordeOf(3, 10, 11)
	s.hordeWave()
	if s.CN[1] != 1 {
		t.Fatalf("west (nobody) did not go to seat 0's living neighbour: corridors %v", s.CN)
	}
}
