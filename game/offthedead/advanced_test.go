package offthedead

import (
	"errors"
	"math/bits"
	"strings"
	"testing"

	"zombietable/game"
)

const skull, hand, bio = 0, 1, 2

// advanced starts a cleared advanced game with Kevin (skull) at seat 0
// holding a Colt, and a face-down skull zombie of strength st in his first
// zone.
func advanced(t *testing.T, st int8) (*State, int8) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.castAs(1, sMaria)
	s.castAs(2, sTyrone)
	s.castAs(3, sSam)
	z := zid(t, s, st, skull)
	s.put(0, z, 0, false)
	s.give(t, 0, iColt)
	return s, z
}

// "Se il simbolo del sopravvissuto è identico a uno dei simboli dello zombie
// rivelato, si verifica un evento" — "Cazzo, mi ha visto!": "Girate la prima
// carta dell'Orda verso di voi. Se la carta è già rivolta verso di voi,
// spostatela nella prima zona nel corridoio."
func TestEventDamnItSawMe(t *testing.T) {
	s, _ := advanced(t, 2)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 1, 6)
	do(t, s, "attack colt@0 0")
	if s.LastEv != -1 && s.Events != 1 {
		t.Fatalf("%d events", s.Events)
	}
	// the top card was turned to Kevin, then left in the zombie phase to him
	if s.HN != 1 || s.CN[0] != 2 {
		t.Fatalf("the horde's top card did not turn to Kevin: horde %d, corridor %d", s.HN, s.CN[0])
	}
}

// "Cazzo, mi ha visto!": "Se la carta è già rivolta verso di voi, spostatela
// nella prima zona nel corridoio" — and with six zombies in the corridor it
// stays on the horde, turned toward you: the event, unlike the waves, names
// no neighbour to take it.
func TestEventDamnItSawMeAlreadyTowardYou(t *testing.T) {
	for _, c := range []struct {
		name      string
		toward    bool
		full      bool
		horde, in int8 // the horde's cards and Kevin's corridor after
	}{
		{"turned toward you", false, false, 2, 1},
		{"already toward you: it enters", true, false, 1, 2},
		{"already toward you, the corridor full: it stays", true, true, 2, maxCorridor},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 4, "advanced", "true")
			s.castAs(0, sKevin)
			d := s.P[0].Dir
			for dd := range s.CN {
				s.CN[dd] = 0
			}
			s.put(0, zid(t, s, 2, skull), 0, false)
			for c.full && s.CN[d] < maxCorridor {
				s.put(0, zid(t, s, 3, -1), 1, true)
			}
			arrow := (d + 2) % 4
			if c.toward {
				arrow = d
			}
			s.hordeOf(arrow, 30, 31)
			top := s.Horde[1]
			s.rig(t, eSeen+1)
			s.reveal(d, 0, 0, false)
			if s.LastEv != eSeen || s.HN != c.horde || s.CN[d] != c.in {
				t.Fatalf("event %d: horde %d, corridor %d; want horde %d, corridor %d", s.LastEv, s.HN, s.CN[d], c.horde, c.in)
			}
			if c.horde == 2 && s.Arrow[1] != d {
				t.Errorf("the top card points %d, not at Kevin (%d)", s.Arrow[1], d)
			}
			if c.horde == 1 && (s.Cor[d][1].C != top || s.Cor[d][1].Zone != 0) {
				t.Errorf("the top card did not enter the first zone: %+v", s.Cor[d][1])
			}
		})
	}
}

// "Da dove escono?": "Spostate le prime due carte dell'Orda nella prima zona
// del corridoio puntato dalle frecce di direzione."
func TestEventWhereAreTheyComingFrom(t *testing.T) {
	s, _ := advanced(t, 2)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31, 32)
	s.rig(t, 2, 6)
	do(t, s, "attack colt@0 0")
	if s.CN[2] != 3 {
		t.Fatalf("corridor 3 has %d zombies, want the two of the event and the phase's card", s.CN[2])
	}
}

// "Corre dritto verso di me!": "Lo zombie rivelato fa un balzo prodigioso.
// Posizionatelo ... direttamente nell'area «corpo a corpo»", and the ninja:
// hit by a zone attack outside the melee zone, it dodges.
func TestEventItRunsAtMeAndTheNinjaDodges(t *testing.T) {
	s, z := advanced(t, 6)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 3, 1)
	do(t, s, "attack colt@0 0")
	i := s.find(0, z)
	if i < 0 || s.Cor[0][i].Zone != melee {
		t.Fatalf("the revealed zombie did not leap to the melee zone")
	}
	s2, z2 := advanced(t, 2)
	s2.put(0, zid(t, s2, 4, hand), 1, false)
	s2.give(t, 0, iJerrycan)
	s2.rig(t, 3, 6)
	do(t, s2, "use jerrycan@1 0")
	if i := s2.find(0, z2); i < 0 || s2.Cor[0][i].Zone != melee {
		t.Fatalf("the ninja zombie did not dodge the fire")
	}
}

// "Che roba!": "Buttate ... nel cimitero uno dei vostri oggetti ... Se
// l'oggetto ... è anche quello che ha contribuito a portare a questo evento,
// ha fallito e non ha nessun effetto."
func TestEventWhatJunk(t *testing.T) {
	s, z := advanced(t, 2)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 4, 6)
	do(t, s, "attack colt@0 0")
	if s.P[0].NI != 0 || s.find(0, z) < 0 {
		t.Fatalf("the Colt was not thrown away, or its attack hit (items %d)", s.P[0].NI)
	}
}

// "Ma sì, che tanto morirai!": "Girate lo zombie rivelato. Se dovesse morire
// al primo colpo, semplicemente rigirate la carta. La seconda volta buttatela".
func TestEventYoullDieAnywayTwice(t *testing.T) {
	s, z := advanced(t, 2)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31, 32, 33)
	s.rig(t, 5, 6)
	do(t, s, "attack colt@0 0")
	i := s.find(0, z)
	if i < 0 || !s.Cor[0][i].Up || s.Cor[0][i].Twice {
		t.Fatalf("the first kill did not just turn the card face up: %+v", s.Cor[0][:s.CN[0]])
	}
	s.Active, s.Step, s.Sub, s.WinN = 0, stAct1, subNone, 0
	s.rig(t, 6)
	do(t, s, "attack colt@0 "+string(rune('0'+s.find(0, z))))
	if s.find(0, z) >= 0 {
		t.Fatal("the second kill did not destroy it")
	}
}

// "Mamma! ...": "L'azione in corso non ha alcun effetto e il vostro
// sopravvissuto non può più fare altre azioni fino alla fine del turno ...
// se l'azione ha un costo, come l'utilizzo di munizioni ... queste sono
// andate perdute."
func TestEventPanic(t *testing.T) {
	s, z := advanced(t, 2)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 6, 6)
	do(t, s, "attack colt@0 0")
	if s.find(0, z) < 0 || s.P[0].Ammo[0] != tab.rounds[iColt]-1 {
		t.Fatalf("the panicked attack hit, or kept its bullet")
	}
	if s.Active == 0 {
		t.Fatalf("Kevin still acts after the panic (step %d)", s.Step)
	}
}

// «Mamma!» set off by a zombie stepping into the melee zone in the zombies'
// phase: "il vostro sopravvissuto non può più fare altre azioni fino alla
// fine del turno", but a quote "non conta come un'azione" — paid in the
// second action step, «Me li faccio tutti!» and «Urlare come Bruce Lee»
// still strike.
func TestMammaInTheZombiePhaseQuotesStillStrike(t *testing.T) {
	cases := []struct {
		name  string
		cost  int
		quote string
	}{
		{"Me li faccio tutti!", 3, "quote all3 hand 1"},
		{"Urlare come Bruce Lee", 4, "quote brucelee hand 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 4, "advanced", "true")
			s.castAs(0, sKevin)
			s.castAs(1, sMaria)
			s.castAs(2, sTyrone)
			s.castAs(3, sSam)
			z := zid(t, s, 2, skull)
			s.put(0, z, 1, false)
			s.hordeOf(2, 30, 31)
			trophies(t, s, hand, c.cost)
			s.rig(t, 6, 1) // the event «Mamma!», then the quote's roll
			s.Step = stMoveWin
			s.advance()
			if s.Step != stAct2 || !s.Panic {
				t.Fatalf("no panic before the second action (step %d)", s.Step)
			}
			if legalNamed(s, "attack hands 0") {
				t.Fatal("an attack is offered after «Mamma!»")
			}
			do(t, s, c.quote)
			if s.find(0, z) >= 0 {
				t.Fatalf("the quote was paid (trophies %b) and struck nothing", s.P[0].Troph)
			}
		})
	}
}

// A revealed zombie without the acting survivor's symbol sets off nothing.
func TestNoEventWithoutAMatchingSymbol(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.put(0, zid(t, s, 2, hand), 0, false)
	s.give(t, 0, iColt)
	s.hordeOf(2, 30)
	do(t, s, "attack colt@0 0")
	if s.Events != 0 {
		t.Fatal("a hand zombie set off an event for a skull survivor")
	}
}

// "quando si uccidono degli zombie, piuttosto che mandarli al cimitero, è
// meglio tenerli come trofei".
func TestTrophiesInsteadOfTheGraveyard(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	z := zid(t, s, 2, hand)
	s.put(0, z, melee, true)
	s.put(0, zid(t, s, 6, -1), 0, false)
	do(t, s, "attack hands 0")
	if s.P[0].Troph != 1<<uint(z) || s.GraveZ != 0 {
		t.Fatalf("trophies %b, graveyard %b", s.P[0].Troph, s.GraveZ)
	}
}

// trophies gives seat 0 n trophies showing only symbol sym.
func trophies(t *testing.T, s *State, sym, n int) {
	t.Helper()
	for c := range tab.zn[s.Inv] {
		if n > 0 && tab.zsym[s.Inv][c] == 1<<sym && s.find(0, c) < 0 && s.find(1, c) < 0 {
			s.P[0].Troph |= 1 << uint(c)
			n--
		}
	}
	if n > 0 {
		t.Fatalf("not enough single-symbol trophies")
	}
}

// "ECCO LA LISTA DELLE CITAZIONI E IL NUMERO DI SIMBOLI UGUALI CHE SERVONO":
// each quote by its heading's cost, paid with trophies to the graveyard.
func TestQuotes(t *testing.T) {
	type check func(t *testing.T, s *State)
	cases := []struct {
		name   string
		cost   int
		setup  func(t *testing.T, s *State)
		action string
		check  check
	}{
		{"Ma che cos'è?: reveal a card in any corridor", 1, func(t *testing.T, s *State) { s.put(2, zid(t, s, 3, hand), 0, false) },
			"quote what skull 16", func(t *testing.T, s *State) {
				if !s.Cor[2][0].Up {
					t.Error("not revealed")
				}
			}},
		{"Va a vedere se ci sono!: orient the horde's top card", 1, nil, "quote lookout skull 1", func(t *testing.T, s *State) {
			if s.Arrow[s.HN-1] != 1 {
				t.Errorf("arrow %d", s.Arrow[s.HN-1])
			}
		}},
		{"Hmmm... Mi sento meglio!: infection to the minimum", 3, func(t *testing.T, s *State) { s.P[0].Inf = 4 }, "quote better skull 0",
			func(t *testing.T, s *State) {
				if s.P[0].Inf != 1 {
					t.Errorf("infection %d", s.P[0].Inf)
				}
			}},
		{"Urlare come Bruce Lee: every zombie of the corridor bare-handed", 4, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), 1, true)
			s.put(0, zid(t, s, 2, hand), 2, true)
		}, "quote brucelee skull 0", func(t *testing.T, s *State) {
			if s.CN[0] != 1 {
				t.Errorf("corridor %d, want the strength-6 zombie alone", s.CN[0])
			}
		}},
		{"Me li faccio tutti!: up to 3, one a zone", 3, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), 1, true)
			s.put(0, zid(t, s, 2, hand), 1, true)
		}, "quote all3 skull 2", func(t *testing.T, s *State) {
			if s.CN[0] != 2 || s.find(0, s.Cor[0][0].C) != 0 {
				t.Errorf("corridor %d, want the one chosen in zone 2 gone, the other and the strength-6 left", s.CN[0])
			}
		}},
		{"Ho calpestato qualcosa...: a rubble card, no pair", 5, func(t *testing.T, s *State) { s.pilesOf([]int8{rid(t, s, iAxe)}) },
			"quote stepped skull 0", func(t *testing.T, s *State) {
				if s.P[0].NI != 1 {
					t.Errorf("hand %d", s.P[0].NI)
				}
			}},
		{"Il filo rosso sul pulsante rosso: everybody dies", 8, nil, "quote nuke skull 0", func(t *testing.T, s *State) {
			if !s.Over() || s.Won {
				t.Error("the bomb did not end the game as a loss")
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 4, "advanced", "true")
			s.castAs(0, sKevin)
			s.put(0, zid(t, s, 6, bio), 0, false)
			s.hordeOf(2, 30, 31)
			if c.setup != nil {
				c.setup(t, s)
			}
			if legalNamed(s, c.action) {
				t.Fatalf("%s is offered without trophies", c.action)
			}
			trophies(t, s, skull, c.cost)
			do(t, s, c.action)
			c.check(t, s)
			if paid := bits.OnesCount64(s.GraveZ); !s.Over() && paid != c.cost {
				t.Errorf("%d trophies went to the graveyard, the quote costs %d", paid, c.cost)
			}
		})
	}
}

// The quotes after a roll: +1, +2, +3, a new roll, a new target.
func TestQuotesAfterTheRoll(t *testing.T) {
	for _, c := range []struct {
		quote string
		cost  int
		dice  []int
	}{{"plus1", 2, []int{4}}, {"plus2", 3, []int{3}}, {"plus3", 4, []int{2}}, {"reroll", 2, []int{1, 6}}} {
		s := fresh(t, 4, "advanced", "true")
		s.castAs(0, sKevin)
		z := zid(t, s, 6, hand)
		s.put(0, z, melee, true)
		s.hordeOf(2, 30)
		trophies(t, s, skull, c.cost)
		s.rig(t, c.dice...)
		do(t, s, "attack hands 0")
		do(t, s, "quote "+c.quote+" skull 0")
		if s.find(0, z) >= 0 {
			t.Errorf("%s did not turn the roll into a kill", c.quote)
		}
	}
	// "Mancato!... Ah bene!: Cambiare il bersaglio dell'attacco (per non
	// rovinare un 6 al tiro del dado su uno zombie di forza 2)"
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	weak, strong := zid(t, s, 2, hand), zid(t, s, 6, hand)
	s.put(0, weak, melee, true)
	s.put(0, strong, melee, true)
	s.hordeOf(2, 30)
	trophies(t, s, skull, 3)
	s.rig(t, 6)
	do(t, s, "attack hands 0")
	do(t, s, "quote retarget skull 1")
	if s.find(0, strong) >= 0 || s.find(0, weak) < 0 {
		t.Error("the 6 did not go to the strength-6 zombie")
	}
}

// "Prova di nuovo! oppure Olé: Si schiva un attacco": one bite cancelled.
func TestQuoteOleDodgesABite(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.put(0, zid(t, s, 6, hand), melee, true)
	s.hordeOf(2, 30)
	trophies(t, s, skull, 2)
	s.Step = stBiteWin
	s.advance()
	do(t, s, "quote ole skull 0")
	if s.P[0].Inf != 0 {
		t.Fatalf("bitten despite Olé")
	}
}

// "Non può essere fatta che durante il suo turno" and the symbols must be
// enough: a quote without the trophies is refused in both languages.
func TestAQuoteWithoutEnoughTrophiesIsRefused(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.put(0, zid(t, s, 6, bio), 0, false)
	trophies(t, s, skull, 2)
	h := game.Hash(s)
	err := s.Apply(Action(OpQuote, qBetter*3+skull, 0))
	if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h || game.Reason(err, "it") == err.Error() {
		t.Fatalf("Mi sento meglio for 2 skulls: %v", err)
	}
}

// "Esempio: Hai due trofei, uno con un teschio, l'altro con un teschio e una
// mano. È possibile usare ... «Prova ancora!» per il valore di due teschi e
// un «Va a vedere se ci sono» per il valore di una mano."
func TestASpareSymbolPaysAnotherQuote(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.put(0, zid(t, s, 6, bio), 0, false)
	s.hordeOf(2, 30, 31)
	trophies(t, s, skull, 1)
	s.P[0].Troph |= 1 << uint(zid(t, s, 5, -1)) // strength 5: skull and hand
	if tab.zsym[s.Inv][zid(t, s, 5, -1)] != 1<<skull|1<<hand {
		t.Fatal("the first strength-5 zombie does not show a skull and a hand")
	}
	s.put(2, zid(t, s, 3, bio), 0, false)
	s.put(2, zid(t, s, 3, bio), 0, false)
	do(t, s, "quote what skull 16")
	do(t, s, "quote what skull 17")
	if !legalNamed(s, "quote lookout hand 0") {
		t.Fatal("the spare hand cannot pay Va a vedere")
	}
	do(t, s, "quote lookout hand 0")
}

// "Al momento di scegliere i sopravvissuti ... con le regole avanzate è
// necessario avere obbligatoriamente tre simboli nella squadra"; 2 players:
// "I due giocatori devono scegliere un personaggio con un simbolo diverso."
func TestTheTeamsSymbols(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed, Options: map[string]string{"advanced": "true"}})
		s := g.(*State)
		var m uint8
		for p := range s.NP {
			m |= 1 << tab.survSym[s.P[p].Surv]
		}
		if m != 7 {
			t.Fatalf("seed %d: an advanced team of 3 shows symbols %b", seed, m)
		}
		g, _ = New(game.Config{Players: 2, Seed: seed})
		s = g.(*State)
		if tab.survSym[s.P[0].Surv] == tab.survSym[s.P[1].Surv] {
			t.Fatalf("seed %d: two players share a symbol", seed)
		}
	}
}

// "«TUTTO ESAURITO» AVANZATO: ... non ci sono carte «zombie» da prendere al
// cimitero, si utilizzano in modo casuale quelle del giocatore con più
// trofei."
func TestAdvancedSoldOutTakesTrophies(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.put(1, zid(t, s, 6, bio), 0, false)
	s.hordeOf(0)
	s.GraveZ = 0
	s.P[2].Troph = 1<<3 | 1<<4
	s.P[1].Troph = 1 << 5
	s.pilesOf([]int8{rid(t, s, iToy)}, []int8{rid(t, s, iWave)})
	do(t, s, "search 1")
	s.rig(t, 1)
	do(t, s, "second 2")
	do(t, s, "place 1")
	if s.CN[0] != 1 || bits.OnesCount64(s.P[2].Troph) != 1 || s.P[1].Troph != 1<<5 {
		t.Fatalf("sold out took from the wrong trophies: corridor %d, trophies %b %b", s.CN[0], s.P[2].Troph, s.P[1].Troph)
	}
}

// "Me li faccio tutti!": "Si attacca disarmati a mani nude fino a 3
// avversari nel proprio corridoio e ognuno deve essere in una zona diversa":
// the player chooses the targets, at most one a zone, one roll each.
func TestMeLiFaccioTuttiChosenTargets(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	a := s.put(0, zid(t, s, 2, -1), 0, true)
	b := s.put(0, zid(t, s, 2, -1), 0, true)
	c := s.put(0, zid(t, s, 2, -1), 1, true)
	m := s.put(0, zid(t, s, 2, -1), melee, true)
	ids := [4]int8{s.Cor[0][a].C, s.Cor[0][b].C, s.Cor[0][c].C, s.Cor[0][m].C}
	s.hordeOf(2, 30, 31)
	trophies(t, s, skull, 3)
	n := 0
	for _, x := range s.Legal(nil) {
		if op, q, y := DecodeAction(x); op == OpQuote && q/3 == qAll3 {
			n++
			var zones [nZones]int
			for i := range s.CN[0] {
				if y&(1<<uint(i)) != 0 {
					zones[s.Cor[0][i].Zone]++
				}
			}
			if zones[0] > 1 || zones[1] > 1 || zones[2] > 1 || y == 0 {
				t.Errorf("targets %06b: not one a zone", y)
			}
		}
	}
	if n != 3*2*2-1 {
		t.Errorf("%d choices of targets, want 11 (zone 1: none or either, zone 2 and melee: none or the one)", n)
	}
	if legalNamed(s, "quote all3 skull 3") {
		t.Error("two zombies of the first zone offered together")
	}
	before := s.Clone()
	do(t, s, "quote all3 skull 10") // the second of zone 1 and the melee one
	if got := strings.Join(s.Narrate(before, nil, "en"), "; "); !strings.Contains(got, "destroys 2 zombies") || strings.Contains(got, "%!") {
		t.Errorf("the two kills were told as %q", got)
	}
	if s.find(0, ids[1]) >= 0 || s.find(0, ids[3]) >= 0 || s.find(0, ids[0]) < 0 || s.find(0, ids[2]) < 0 {
		t.Fatalf("not the chosen zombies were struck: corridor %v", s.Cor[0][:s.CN[0]])
	}
}

// "confrontate il simbolo (o simboli) dello zombie con quello del
// sopravvissuto che agisce (e se si agisce su uno zombie di un altro
// sopravvissuto, è il vostro simbolo che va confrontato)": Kevin (skull)
// reveals zombies in Tyrone's (biohazard) corridor with «Ma che cos'è?».
func TestEventOnAnotherSurvivorsZombieYourSymbol(t *testing.T) {
	for _, c := range []struct {
		sym   int
		event bool
	}{{skull, true}, {bio, false}} {
		s := fresh(t, 4, "advanced", "true")
		s.castAs(0, sKevin)
		s.castAs(2, sTyrone)
		s.put(0, zid(t, s, 6, hand), 0, false)
		z := zid(t, s, 2, c.sym)
		if tab.zsym[s.Inv][z] != 1<<c.sym {
			t.Fatalf("zombie %d shows more than one symbol", z)
		}
		s.put(2, z, 0, false)
		s.hordeOf(3, 30, 31)
		s.P[0].Troph = 1 << uint(zid(t, s, 3, skull)) // a single-symbol card, not z
		s.rig(t, 3)                                   // «Corre dritto verso di me!»
		do(t, s, "quote what skull 16")
		i := s.find(2, z)
		switch {
		case c.event && (s.Events != 1 || s.Cor[2][i].Zone != melee):
			t.Errorf("a skull zombie in Tyrone's corridor revealed by Kevin: %d events, zone %d; want the leap into Tyrone's melee zone", s.Events, s.Cor[2][i].Zone)
		case !c.event && s.Events != 0:
			t.Errorf("a biohazard zombie revealed by Kevin set off an event for Tyrone's symbol")
		}
	}
}

// "Corre dritto verso di me!": "Posizionatelo, se possibile, direttamente
// nell'area «corpo a corpo». Se è già lì, farà un salto sul posto rendendosi
// ridicolo": a zombie revealed as it steps into the melee zone stays there,
// and nothing else moves.
func TestEventItRunsAtMeAlreadyThere(t *testing.T) {
	s, z := advanced(t, 2)
	s.Cor[0][0].Zone = 1
	other := zid(t, s, 4, hand)
	s.put(0, other, 0, false)
	s.hordeOf(2, 30, 31)
	s.Step = stMove
	s.rig(t, 3)
	s.advance()
	if s.Events != 1 || s.LastEv != eRuns {
		t.Fatalf("%d events, the last %d; want «Corre dritto verso di me!»", s.Events, s.LastEv)
	}
	i, j := s.find(0, z), s.find(0, other)
	if s.Cor[0][i].Zone != melee || !s.Cor[0][i].Up || s.Cor[0][j].Zone != 1 || s.CN[0] != 2 {
		t.Fatalf("after the jump on the spot: %+v", s.cor(0))
	}
}

// "Il simbolo è solo per le regole avanzate": in the basic game a revealed
// zombie with the survivor's symbol sets off nothing, and a destroyed zombie
// goes to the graveyard, no trophy.
func TestIlSimboloESoloPerLeRegoleAvanzate(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	z := zid(t, s, 2, skull)
	s.put(0, z, 0, false)
	s.put(0, zid(t, s, 6, skull), 0, false)
	s.give(t, 0, iColt)
	s.hordeOf(2, 30, 31)
	s.rig(t, 6)
	do(t, s, "attack colt@0 0")
	if s.Events != 0 || s.LastEv != -1 {
		t.Fatalf("the basic game rolled %d events", s.Events)
	}
	if s.find(0, z) >= 0 || s.GraveZ&(1<<uint(z)) == 0 || s.P[0].Troph != 0 {
		t.Fatalf("the destroyed zombie is not in the graveyard (trophies %b)", s.P[0].Troph)
	}
}

// "Non è possibile mandare dei trofei ai vostri vicini (maledetti!)": a
// throw gives an item, never a trophy.
func TestNonEPossibileMandareDeiTrofeiAiVicini(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sKevin)
	s.put(0, zid(t, s, 6, hand), 0, false)
	s.hordeOf(2, 30, 31)
	trophies(t, s, skull, 3)
	for _, l := range s.Legal(nil) {
		if op, _, _ := DecodeAction(l); op == OpThrow {
			t.Fatalf("with trophies and no item, %q is offered", s.ActionString(l))
		}
	}
	troph := s.P[0].Troph
	s.give(t, 0, iToy)
	do(t, s, "throw toy@0 left")
	if s.P[0].Troph != troph || s.P[1].Troph != 0 || s.P[1].NI != 1 {
		t.Fatalf("the throw moved trophies: %b kept, %b given", s.P[0].Troph, s.P[1].Troph)
	}
}

// "L'UTILIZZO DI UNA CITAZIONE: ... Non conta come un'azione"; "L'UTILIZZO
// DELLE ABILITA' SPECIALI ...: Non contano come azione": after either the
// survivor still has the action of the step.
func TestCitazioniEAbilitaNonContanoComeAzione(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	s.castAs(0, sSam)
	s.put(0, zid(t, s, 6, hand), 0, false)
	s.hordeOf(2, 30, 31)
	trophies(t, s, hand, 1)
	do(t, s, "quote lookout hand 1")
	if s.Active != 0 || s.Step != stAct1 || s.Arrow[s.HN-1] != 1 {
		t.Fatalf("the quote took the first action: survivor %d at step %d", s.Active, s.Step)
	}
	s.pilesOf([]int8{rid(t, s, iAxe)})
	do(t, s, "ability 1 0")
	if s.Active != 0 || s.Step != stAct1 || s.P[0].NI != 1 {
		t.Fatalf("the ability took the first action: survivor %d at step %d", s.Active, s.Step)
	}
}
