package offthedead

import (
	"errors"
	"math/bits"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// "Mischiate il mazzo degli zombie ... assicuratevi di ruotare anche le
// carte"; "9 mazzi uguali"; the 1- and 2-player pages: "sette mazzi". The
// inventory follows the player count: 17, 24, 36 and 36 zombies; 27, 29, 36
// and 36 rubble cards.
func TestSetupHordeAndRubbleByPlayerCount(t *testing.T) {
	for _, c := range []struct {
		np, zombies, rubble, piles int
		opt                        string
	}{{1, 17, 27, 7, "players"}, {2, 24, 29, 7, "players"}, {3, 36, 36, 9, "players"}, {4, 36, 36, 9, "players"}, {2, 36, 36, 9, "four"}} {
		g, err := New(game.Config{Players: c.np, Seed: 3, Options: map[string]string{"rules": c.opt}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		if int(s.HN)+s.zombiesLeft()-int(s.HN) != c.zombies && s.zombiesLeft() != c.zombies {
			t.Errorf("%d players (%s): %d zombies, want %d", c.np, c.opt, s.zombiesLeft(), c.zombies)
		}
		if int(s.NPile) != c.piles || s.rubbleLeft() != c.rubble {
			t.Errorf("%d players (%s): %d rubble cards in %d piles, want %d in %d", c.np, c.opt, s.rubbleLeft(), s.NPile, c.rubble, c.piles)
		}
		lo, hi := 99, 0
		for p := range s.NPile {
			lo, hi = min(lo, int(s.PN[p])), max(hi, int(s.PN[p]))
		}
		if hi-lo > 1 {
			t.Errorf("%d players: piles of %d to %d cards are not equal", c.np, lo, hi)
		}
		var dirs [4]bool
		for i := range s.HN {
			dirs[s.Arrow[i]] = true
		}
		if dirs != [4]bool{true, true, true, true} {
			t.Errorf("%d players: the horde's arrows are not turned every way: %v", c.np, dirs)
		}
	}
}

// "tagliare il mazzo dell'Orda ... Il sopravvissuto indicato dalla freccia
// di direzione inizia il massacro!"
func TestTheCutCardsArrowNamesTheFirstPlayer(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, _ := New(game.Config{Players: 4, Seed: seed})
		s := g.(*State)
		// the top card may have left in the first wave only after an action
		if s.Active != s.seatAt(s.Arrow[s.HN-1]) {
			t.Fatalf("seed %d: seat %d starts, the top card points at %d", seed, s.Active, s.Arrow[s.HN-1])
		}
	}
}

// "Se le due carte sono uguali, ne tenete una e l'altra la rimettete in cima
// ad un qualsiasi mazzo."
func TestSearchAPairKeepsOne(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	colts := rubbleIDs(t, s, iColt, 2)
	s.pilesOf([]int8{rid(t, s, iToy), colts[0]}, []int8{colts[1]})
	do(t, s, "search 1")
	do(t, s, "second 2")
	if s.P[0].NI != 1 || s.rKind(s.P[0].Items[0]) != iColt || s.P[0].Ammo[0] != tab.rounds[iColt] {
		t.Fatalf("the pair kept %d items, want one loaded Colt", s.P[0].NI)
	}
	do(t, s, "place 3")
	if n := s.PN[2]; s.rKind(s.Pile[2][n-1]) != iColt || s.Known[2]&(1<<uint(n-1)) == 0 {
		t.Fatalf("the other Colt is not back, known, on pile 3")
	}
}

// "Se sono diverse, le rimettete a faccia in giù sopra qualsiasi mazzo. E'
// possibile mettere le due carte nello stesso mazzo." Both players saw them.
func TestSearchDifferentCardsGoBackFaceDown(t *testing.T) {
	for _, aid := range []bool{false, true} {
		opts := []string{"memory", "box"}
		if aid {
			opts[1] = "aid"
		}
		s := fresh(t, 4, opts...)
		s.put(0, zid(t, s, 2, -1), 0, false)
		s.pilesOf([]int8{rid(t, s, iToy), rid(t, s, iAxe)}, []int8{rid(t, s, iMP5)})
		do(t, s, "search 1")
		do(t, s, "second 1") // the top two of one pile
		do(t, s, "place 4")
		do(t, s, "place 4")
		n := s.PN[3]
		if s.Known[3]>>uint(n-2) != 3 || s.PN[0] != 0 || s.P[0].NI != 0 {
			t.Fatalf("pile 4 has %d cards (known %b), pile 1 %d, hand %d", s.PN[3], s.Known[3], s.PN[0], s.P[0].NI)
		}
		v := s.View(1).(View)
		switch {
		case aid && (v.Rubble[3].Known[n-2] != "axe" || v.Rubble[3].Known[n-1] != "toy"):
			t.Errorf("with the memory aid another seat sees pile 4 as %v", v.Rubble[3].Known)
		case !aid:
			for p, pv := range v.Rubble {
				for _, k := range pv.Known {
					if k != "" {
						t.Fatalf("in the box's memory game the view names a card on pile %d: %v", p+1, pv.Known)
					}
				}
			}
		}
		if v.MemoryAid != aid {
			t.Errorf("memory aid %v in the view, want %v", v.MemoryAid, aid)
		}
	}
}

// "Lanciate un dado, dividete per due e arrotondate per eccesso. Spostate il
// numero di carte coperte dell'Orda fino alla 1° zona dei sopravvissuti
// scelti dalle frecce di direzione ... Mettete l'ondata ... nel Cimitero."
func TestSurpriseWaveHalfADieRoundedUp(t *testing.T) {
	for die, want := range map[int]int8{1: 1, 3: 2, 5: 3, 6: 3} {
		s := fresh(t, 4)
		s.put(0, zid(t, s, 2, -1), 0, false)
		s.hordeOf(2, 20, 21, 22, 23, 24)
		s.pilesOf([]int8{rid(t, s, iToy)}, []int8{rid(t, s, iWave)})
		do(t, s, "search 1")
		s.rig(t, die)
		do(t, s, "second 2")
		do(t, s, "place 1")
		// the zombie phase's own card follows the same arrow
		if got := s.CN[2]; got != want+1 {
			t.Errorf("die %d: %d zombies entered the corridor the arrows name, want %d and the phase's card", die, got, want)
		}
		if s.GraveR&(1<<uint(rid(t, s, iWave))) == 0 {
			t.Errorf("die %d: the surprise wave is not in the graveyard", die)
		}
	}
}

// "Quando si gira una carta «ondata di zombie a sorpresa» ..., se l'altra
// carta non è una seconda «ondata»": two waves turned together are both
// resolved, and nothing goes back.
func TestTwoSurpriseWavesTogether(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.hordeOf(1, 20, 21, 22, 23, 24, 25, 26)
	w := rubbleIDs(t, s, iWave, 2)
	s.pilesOf([]int8{w[0]}, []int8{w[1]})
	do(t, s, "search 1")
	s.rig(t, 1, 1)
	do(t, s, "second 2")
	if s.CN[1] != 3 || bits.OnesCount64(s.GraveR) != 2 {
		t.Fatalf("two waves of one brought %d zombies; graveyard %b", s.CN[1], s.GraveR)
	}
}

// "Tutto esaurito! Se l'Orda è vuota e un'ondata di zombie a sorpresa viene
// pescata: Scegli a caso il numero di carte zombie necessarie nel Cimitero,
// orientatele verso di voi".
func TestSoldOutTakesZombiesFromTheGraveyard(t *testing.T) {
	s := fresh(t, 4)
	s.put(1, zid(t, s, 2, -1), 0, false)
	s.hordeOf(0)
	s.GraveZ = 1<<30 | 1<<31
	s.pilesOf([]int8{rid(t, s, iToy)}, []int8{rid(t, s, iWave)})
	do(t, s, "search 1")
	s.rig(t, 4) // two zombies
	do(t, s, "second 2")
	do(t, s, "place 1")
	if s.CN[0] != 2 || s.GraveZ != 0 {
		t.Fatalf("sold out: %d zombies came to the searcher, graveyard %b", s.CN[0], s.GraveZ)
	}
}

// "si può lanciare un oggetto solo al giocatore di destra o di sinistra e non
// a quello di fronte"
func TestThrowToANeighbourNeverAcross(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.give(t, 0, iColt)
	h := game.Hash(s)
	err := s.Apply(Action(OpThrow, 0, 2))
	if !errors.Is(err, game.ErrIllegal) || game.Reason(err, "it") == err.Error() || game.Hash(s) != h {
		t.Fatalf("a throw across: %v (state changed: %v)", err, game.Hash(s) != h)
	}
	do(t, s, "throw colt@0 right")
	if s.P[3].NI != 1 || s.P[0].NI != 0 {
		t.Fatalf("the Colt did not reach the right neighbour")
	}
}

// "I tuoi vicini, rimangono sempre i tuoi vicini, anche se muoiono. Vale a
// dire che il vicino del tuo vicino non potrà mai diventare un tuo vicino"
func TestNeighboursStayNeighboursInDeath(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.P[1].Alive = false
	s.give(t, 0, iColt)
	if legalNamed(s, "throw colt@0 left") {
		t.Error("a throw to a dead neighbour is offered")
	}
	if s.neighbour(0, 2) {
		t.Error("the neighbour's neighbour became a neighbour")
	}
	if !legalNamed(s, "throw colt@0 right") {
		t.Error("the living neighbour cannot catch")
	}
}

// "il vostro obiettivo deve essere alla vostra «portata»": with melee reach
// only the melee zone; "Con questo simbolo, è possibile colpire qualsiasi
// avversario che si trova nel vostro corridoio".
func TestAttackWithinReach(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	far := s.put(0, zid(t, s, 2, -1), 0, false)
	err := s.Apply(Action(OpAttack, bare, int(far)))
	if !errors.Is(err, game.ErrIllegal) || game.Reason(err, "it") == err.Error() {
		t.Fatalf("a bare-handed attack on the first zone: %v", err)
	}
	s.give(t, 0, iColt)
	do(t, s, "attack colt@0 0")
	if s.P[0].Ammo[0] != tab.rounds[iColt]-1 {
		t.Errorf("the Colt has %d bullets after a shot, want %d", s.P[0].Ammo[0], tab.rounds[iColt]-1)
	}
	if s.CN[0] != 0 && s.Step == stAct1 {
		t.Errorf("the attack did not end the action")
	}
}

// "Se si tratta di un'arma con munizioni, bisogna assicurarsi che sia carica."
func TestAnEmptyWeaponIsRefused(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), melee, true)
	w := s.give(t, 0, iMP5)
	s.P[0].Ammo[w] = 0
	h := game.Hash(s)
	err := s.Apply(Action(OpAttack, int(w), 0))
	if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h {
		t.Fatalf("an empty MP5 attacked: %v", err)
	}
	if game.Reason(err, "it") == err.Error() {
		t.Error("the refusal has no Italian")
	}
}

// "Se il totale è uguale o superiore alla forza dello zombie, questo viene
// distrutto e lo si può mandare al cimitero. Se il totale è inferiore ...
// «Così è la vita, mio caro!»"
func TestDieStrengthAndPowerAgainstTheZombie(t *testing.T) {
	for _, c := range []struct {
		die, zombie int
		weapon      int8
	}{{1, 2, -1}, {2, 4, -1}, {3, 4, -1}, {1, 6, iChainsaw}, {3, 6, iColt}, {2, 6, iMP5}, {5, 7, -1}, {6, 7, -1}} {
		s := fresh(t, 4)
		s.castAs(0, sKevin) // strength 1
		var z int8
		if c.zombie == 7 {
			z = zombified + sMaria
		} else {
			z = zid(t, s, int8(c.zombie), -1)
		}
		s.put(0, z, melee, true)
		s.put(0, zid(t, s, 2, -1), 0, false)
		name := "attack hands 0"
		if c.weapon >= 0 {
			s.give(t, 0, c.weapon)
			name = "attack " + itemIDs[c.weapon] + "@0 0"
		}
		s.rig(t, c.die)
		do(t, s, name)
		power := 0
		if c.weapon >= 0 {
			power = int(tab.power[c.weapon])
		}
		kill := c.die+1+power >= c.zombie
		if killed := s.GraveZ&(1<<uint(z)) != 0; killed != kill {
			t.Errorf("die %d + strength 1 + power %d against strength %d: destroyed %v, want %v", c.die, power, c.zombie, killed, kill)
		}
	}
}

// "Tutti gli zombie che si trovano nella zona «corpo a corpo» vi morderanno
// ... Se non si è ancora infetti ... Inserire un gettone «infezione» al
// vostro livello inferiore": the active survivor's corridor only.
func TestBitesOfTheActiveCorridor(t *testing.T) {
	s := fresh(t, 4)
	s.hordeOf(1, 30)
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.put(1, zid(t, s, 2, -1), melee, true)
	s.give(t, 0, iAxe)
	s.P[0].Items[0] = rid(t, s, iAxe)
	s.Step = stBite
	s.advance()
	if s.P[0].Inf != 2 {
		t.Errorf("two biting zombies left infection %d, want 2 (level 1 then 2)", s.P[0].Inf)
	}
	if s.P[1].Inf != 0 {
		t.Errorf("a zombie of another corridor bit its survivor out of turn")
	}
}

// "Gli zombie che si trovano nel corridoio, ma non nella zona «corpo a
// corpo» avanzano nella zona successiva ... Chi arriva nella zona «corpo a
// corpo» viene automaticamente rivelato"; "C. ONDATA: Spostare ... la prima
// carta dell'Orda ... seguendo la freccia di direzione".
func TestMovesRevealAndTheWaveFollowsTheArrow(t *testing.T) {
	s := fresh(t, 4)
	a := s.put(0, zid(t, s, 2, -1), 1, false)
	s.put(0, zid(t, s, 3, -1), 0, false)
	s.put(2, zid(t, s, 2, -1), 0, false)
	s.hordeOf(3, 30, 31)
	s.Step = stMove
	s.advance()
	if z := s.Cor[0][a]; z.Zone != melee || !z.Up || s.Cor[0][1].Zone != 1 {
		t.Errorf("the moves left %+v and %+v", s.Cor[0][a], s.Cor[0][1])
	}
	if s.Cor[2][0].Zone != 0 {
		t.Errorf("a corridor not the active one moved")
	}
	if s.CN[3] != 1 || s.HN != 1 {
		t.Errorf("the wave did not go where the arrow points: corridor 4 has %d", s.CN[3])
	}
}

// "Se il superstite designato è «morto» o se il corridoio ha già 6 zombi,
// girate e spostate le carte nella prima zona, di uno dei superstiti rimasti
// vivi, adiacente": and a corridor never holds more than 6; with one living
// neighbour there is nothing to choose.
func TestAFullOrDeadCorridorSendsTheWaveToANeighbour(t *testing.T) {
	s := fresh(t, 4)
	for range 6 {
		s.put(2, zid(t, s, 2, -1), 0, false)
	}
	s.put(0, zid(t, s, 3, -1), 0, false)
	s.put(1, zid(t, s, 3, -1), 0, false)
	s.P[1].Alive = false
	s.hordeOf(2, 30, 31)
	s.Active, s.Step = 0, stWave
	s.advance()
	if s.CN[2] != 6 || s.CN[3] != 1 || s.choosing() {
		t.Fatalf("the wave to a full corridor: corridors %v, want the one living neighbour (4) to take it", s.CN)
	}
	s.P[1].Alive = true
	s.P[3].Alive = false
	s.hordeOf(3, 32, 33)
	s.Active, s.Step = 0, stWave
	s.advance()
	if s.CN[1] != 2 {
		t.Fatalf("the wave to a dead survivor: corridors %v, want the living neighbour 2", s.CN)
	}
}

// "4. INFEZIONE - Se il giocatore di turno è infetto ... si aumenta il suo
// livello di infezione nella quantità di 1. Se il livello di infezione
// raggiunge il suo massimo, il vostro sopravvissuto ... muore"; "la mischiate
// con gli zombie del vostro corridoio e mettete tutte le carte a faccia in
// giù sotto l'Orda"; "Buttate tutti i vostri oggetti nel Cimitero."
func TestInfectionKillsAndTheDeadGoUnderTheHorde(t *testing.T) {
	s := fresh(t, 4)
	s.P[0].Inf = tab.levels - 2
	s.Step = stInfect
	s.put(0, zid(t, s, 4, -1), 0, false)
	s.put(1, zid(t, s, 4, -1), 0, false)
	s.hordeOf(1, 30)
	s.advance()
	if s.P[0].Inf != tab.levels-1 || !s.P[0].Alive {
		t.Fatalf("infection rose to %d", s.P[0].Inf)
	}
	s.Active, s.Step = 0, stInfect
	s.give(t, 0, iColt)
	s.advance()
	if s.P[0].Alive {
		t.Fatal("the top of the track did not kill")
	}
	if s.CN[0] != 0 || s.HN != 3 || s.Horde[0] != zombified+s.P[0].Surv && s.Horde[1] != zombified+s.P[0].Surv {
		t.Errorf("the zombified survivor and the corridor are not under the horde: %v", s.Horde[:s.HN])
	}
	if s.P[0].NI != 0 || s.GraveR == 0 {
		t.Errorf("the dead survivor's items are not in the graveyard")
	}
	if s.Active != 1 {
		t.Errorf("the turn went to %d, not the next survivor", s.Active)
	}
}

// "I giocatori vincono la partita, quando riusciranno a sconfiggere tutti
// gli zombie (anche se rimane un solo sopravvissuto)."
func TestTheTeamWinsWhenEveryZombieIsDestroyed(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.hordeOf(0)
	for p := int8(1); p < 4; p++ {
		s.P[p].Alive = false
	}
	s.put(0, zid(t, s, 2, -1), melee, true)
	do(t, s, "attack hands 0")
	if !s.Over() || s.Returns()[0] != 1 || s.Returns()[3] != 1 {
		t.Fatalf("over %v, returns %v", s.Over(), s.Returns())
	}
}

// "I giocatori perdono la partita quando vengono tutti trasformati in zombie."
func TestTheTeamLosesWhenEverySurvivorIsAZombie(t *testing.T) {
	s := fresh(t, 2)
	s.P[1].Alive = false
	s.P[0].Inf = tab.levels - 1
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.Step = stInfect
	s.advance()
	if !s.Over() || s.Returns()[0] != 0 || s.Returns()[1] != 0 {
		t.Fatalf("over %v, returns %v", s.Over(), s.Returns())
	}
}

// "Come nel gioco delle coppie": in the box's game the log tells a search's
// outcome (a pair, a surprise wave, no pair) without naming the cards that go
// back nor where; with the memory aid it names them.
func TestGiocoDelleCoppieLogNamesNoCardPutBack(t *testing.T) {
	for _, aid := range []string{"box", "aid"} {
		s := fresh(t, 4, "memory", aid)
		s.put(0, zid(t, s, 2, -1), 0, false)
		s.pilesOf([]int8{rid(t, s, iToy), rid(t, s, iAxe)})
		var log []string
		for _, name := range []string{"search 1", "second 1", "place 4", "place 5"} {
			a, err := game.Find(s, name)
			if err != nil {
				t.Fatal(err)
			}
			for _, lg := range []string{"en", "it"} {
				log = append(log, s.Describe(a, "Ann", lg))
			}
			b := s.Clone()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			for _, lg := range []string{"en", "it"} {
				log = append(log, s.Narrate(b, []string{"Ann"}, lg)...)
			}
		}
		all := strings.Join(log, "\n")
		named := strings.Contains(all, itemName(i18n.English, iToy)) || strings.Contains(all, itemName(i18n.Italian, iAxe))
		if aid == "box" && named || aid == "aid" && !named {
			t.Errorf("memory %s: the log names the cards: %v\n%s", aid, named, all)
		}
		if !strings.Contains(strings.ToLower(all), "no pair") || !strings.Contains(all, "coppia") {
			t.Errorf("memory %s: the log does not tell the outcome:\n%s", aid, all)
		}
	}
	// a pair is told, the item named: it is in a hand for all to see
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	twins := rubbleIDs(t, s, iColt, 2)
	s.pilesOf([]int8{twins[0], twins[1]})
	do(t, s, "search 1")
	b := s.Clone()
	do(t, s, "second 1")
	if got := strings.Join(s.Narrate(b, nil, "en"), "; "); !strings.Contains(got, "A pair") || !strings.Contains(got, itemName(i18n.English, iColt)) {
		t.Errorf("the pair was told as %q", got)
	}
}

// "le rimettete a faccia in giù": in the box's memory game a card put back
// is out of sight, so putting it back is a step no undo crosses (Revealed);
// with the memory aid it may be taken back.
func TestACardPutBackFaceDownCannotBeUndoneIntoSight(t *testing.T) {
	for _, aid := range []string{"box", "aid"} {
		s := fresh(t, 4, "memory", aid)
		s.put(0, zid(t, s, 2, -1), 0, false)
		s.pilesOf([]int8{rid(t, s, iToy), rid(t, s, iAxe)})
		do(t, s, "search 1")
		do(t, s, "second 1")
		do(t, s, "place 4")
		if s.Revealed() != (aid == "box") {
			t.Errorf("memory %s: putting a card back is a barrier to undo: %v", aid, s.Revealed())
		}
	}
}

// "Eseguire un attacco ... Tirare il dado": every roll is told in the log,
// also one showing the number of the roll before it, and each of the rolls
// of «Me li faccio tutti!» in their order.
func TestEseguireUnAttaccoEveryRollIsTold(t *testing.T) {
	for _, c := range []struct {
		name   string
		action string
		faces  []int
		want   string
	}{
		{"an attack showing the last roll's number", "attack hands 2", []int{5}, "The die shows 5"},
		{"«Me li faccio tutti!», one roll a zombie", "quote all3 skull 7", []int{3, 5, 2}, "The die shows 3, then 5, then 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 4, "advanced", "true")
			for p := range s.NP {
				s.castAs(p, sTyrone) // no reroll to wait for
			}
			for z := range int8(3) {
				s.put(0, zid(t, s, 2, -1), z, true)
			}
			s.hordeOf(2, 30, 31)
			trophies(t, s, skull, 3)
			s.LastDie = 5
			s.rig(t, c.faces...)
			before := s.Clone()
			do(t, s, c.action)
			got := strings.Join(s.Narrate(before, nil, "en"), "; ")
			if !strings.Contains(got, c.want) {
				t.Errorf("told %q, want %q", got, c.want)
			}
			if it := strings.Join(s.Narrate(before, nil, "it"), "; "); !strings.Contains(it, "Il dado dà") {
				t.Errorf("in Italian: %q", it)
			}
		})
	}
}

// A roll cannot be taken back: «Me li faccio tutti!» missing every face-up
// zombie it strikes has still rolled the die, so it reveals.
func TestMeLiFaccioTuttiMissingStillRolls(t *testing.T) {
	s := fresh(t, 4, "advanced", "true")
	for p := range s.NP {
		s.castAs(p, sTyrone)
	}
	for z := range int8(3) {
		s.put(0, zid(t, s, 6, -1), z, true)
	}
	s.hordeOf(2, 30, 31)
	trophies(t, s, skull, 3)
	s.rig(t, 1, 1, 1)
	do(t, s, "quote all3 skull 7")
	if s.CN[0] != 3 {
		t.Fatalf("%d zombies left, want the 3 missed", s.CN[0])
	}
	if !s.Revealed() {
		t.Error("three rolls of the die not counted as revealed: undo could roll them again")
	}
}

// "Descrizione di un turno di gioco": the first action, then the zombies.
// The log tells an attack's kill before the wave of the zombies' phase that
// follows it, whichever survivor the wave reaches.
func TestTurnOrderKillToldBeforeTheWave(t *testing.T) {
	s := fresh(t, 4)
	for p := range s.NP {
		s.castAs(p, sTyrone)
	}
	s.castAs(0, sMaria)
	s.Active = 1
	s.put(1, zid(t, s, 2, -1), melee, true)
	s.hordeOf(s.P[0].Dir, 30, 31)
	s.rig(t, 6)
	before := s.Clone()
	do(t, s, "attack hands 0")
	lines := s.Narrate(before, nil, "en")
	kill, wave := -1, -1
	for i, ln := range lines {
		if strings.Contains(ln, "destroys") {
			kill = i
		}
		if strings.Contains(ln, "enters") {
			wave = i
		}
	}
	if kill < 0 || wave < 0 || kill > wave {
		t.Errorf("told %q: want the kill, then the zombie entering", lines)
	}
}

// "È possibile usare la tua abilità speciale su te stesso o su un vicino":
// the Scrounger's card taken off a pile is told in the log, the item and who
// takes it (it is face up in their hand from then on), or the surprise wave.
func TestAbilitaSpecialeScroungerToldInTheLog(t *testing.T) {
	for _, c := range []struct {
		card int8
		want string
	}{{iAxe, "takes the Axe from pile 1"}, {iWave, "A surprise zombie wave from pile 1!"}} {
		s := fresh(t, 4)
		for p := range s.NP {
			s.castAs(p, sTyrone)
		}
		s.castAs(0, sSam)
		s.hordeOf(s.P[0].Dir, 30, 31)
		s.pilesOf([]int8{rid(t, s, iToy), rid(t, s, c.card)})
		before := s.Clone()
		do(t, s, "ability 1 0")
		got := strings.Join(s.Narrate(before, nil, "en"), "; ")
		if !strings.Contains(got, c.want) {
			t.Errorf("told %q, want %q", got, c.want)
		}
		if it := strings.Join(s.Narrate(before, nil, "it"), "; "); !strings.Contains(it, "mazzo 1") {
			t.Errorf("in Italian: %q", it)
		}
	}
}

// "Mischiate il mazzo degli zombie senza i sopravvissuti zombificati";
// "Le carte sopravvissuto rimanenti vengono messe da parte"; "Tenete il
// gettone «infezione» a portata di mano ma non mettetelo sul livello di
// infezione per il momento".
func TestSetupSenzaISopravvissutiZombificati(t *testing.T) {
	for np := 1; np <= 4; np++ {
		g, err := New(game.Config{Players: np, Seed: uint64(np)})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		for i := range s.HN {
			if s.Horde[i] >= zombified {
				t.Errorf("%d players: a zombified survivor is in the horde at the start", np)
			}
		}
		var seen uint8
		for p := range s.NP {
			if seen&(1<<s.P[p].Surv) != 0 {
				t.Errorf("%d players: survivor %d is dealt twice", np, s.P[p].Surv)
			}
			seen |= 1 << s.P[p].Surv
			if s.P[p].Inf != 0 || !s.P[p].Alive || s.P[p].NI != 0 || s.P[p].Used {
				t.Errorf("%d players: survivor %d starts with infection %d, %d items, ability used %v", np, p, s.P[p].Inf, s.P[p].NI, s.P[p].Used)
			}
		}
	}
}

// "Un turno di gioco è diviso in 4 fasi: (1) Una prima azione ... (2)
// L'azione degli zombie ... (3) Una seconda azione ... (4) Infezione"; the
// zombies' phase is "A. MORSO ... B. SPOSTAMENTO ... C. ONDATA" in that
// order, so a zombie stepping into the melee zone bites only next turn; "3.
// SECONDA AZIONE ... Questa azione può essere diversa o identica alla prima".
func TestUnTurnoInQuattroFasi(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.castAs(1, sJade)
	s.castAs(2, sTyrone) // across: not a neighbour, no window
	s.castAs(3, sSam)
	first := zid(t, s, 2, -1)
	s.put(0, first, melee, true)
	second := zid(t, s, 2, -1)
	s.put(0, second, 1, false)
	s.hordeOf(0, 30, 31)
	s.P[0].Inf = 1
	s.rig(t, 6, 6)
	do(t, s, "attack hands 0")
	if s.Active != 0 || s.Step != stAct2 {
		t.Fatalf("after the first action: survivor %d at step %d, want Kevin's second action", s.Active, s.Step)
	}
	if i := s.find(0, second); i < 0 || s.Cor[0][i].Zone != melee || !s.Cor[0][i].Up {
		t.Fatalf("the zombies' phase did not move the second zombie into the melee zone, face up: %+v", s.cor(0))
	}
	if s.P[0].Inf != 1 {
		t.Fatalf("the zombie that just stepped into the melee zone bit (infection %d): the bites come before the moves", s.P[0].Inf)
	}
	if s.CN[0] != 2 || s.HN != 1 {
		t.Fatalf("the wave did not bring the horde's top card to Kevin's first zone: corridor %d, horde %d", s.CN[0], s.HN)
	}
	do(t, s, "attack hands "+string(rune('0'+s.find(0, second))))
	if s.find(0, second) >= 0 {
		t.Fatal("the second action, an attack like the first, did not destroy the zombie")
	}
	if s.P[0].Inf != 2 || s.Active != 1 || s.Step != stAct1 {
		t.Fatalf("after the second action: infection %d, survivor %d at step %d; want 2, then survivor 1's first action", s.P[0].Inf, s.Active, s.Step)
	}
}

// "Quando il giocatore ha terminato la sua fase di infezione ..., finisce il
// suo turno ed inizia il gioco del giocatore seduto ... alla sua sinistra,
// ... e si riparte da «1. Prima azione del sopravvissuto»": the turn goes
// round to each survivor's left neighbour.
func TestIlGiocatoreAllaSuaSinistra(t *testing.T) {
	for _, np := range []int{3, 4} {
		s := fresh(t, np)
		s.put(0, zid(t, s, 6, -1), 0, false)
		for a := range s.NP {
			s.Active, s.Step = a, stEnd
			s.advance()
			if want := s.side(a, 1); s.Active != want || s.Step != stAct1 {
				t.Errorf("%d players: after survivor %d the turn went to %d at step %d, want the one on the left, %d, at the first action", np, a, s.Active, s.Step, want)
			}
		}
	}
}

// "Se siete già infetti. Aumentate il livello di infezione ... di 1. Se il
// gettone «infezione» raggiunge la parte superiore del livello di infezione,
// morirete": the bites alone kill; the dead survivor takes no second action
// and has no infection phase.
func TestMorsoFinoAllaParteSuperiore(t *testing.T) {
	s := fresh(t, 4)
	s.P[0].Inf = tab.levels - 2
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.put(0, zid(t, s, 3, -1), melee, true)
	s.put(1, zid(t, s, 6, -1), 0, false)
	s.hordeOf(1, 30, 31)
	s.Step = stBite
	s.advance()
	if s.P[0].Alive {
		t.Fatalf("two bites from level %d left the survivor alive at %d", tab.levels-2, s.P[0].Inf)
	}
	under := 0
	for i := range s.HN {
		if s.Horde[i] == zombified+s.P[0].Surv {
			under++
		}
	}
	if under != 1 || s.CN[0] != 0 {
		t.Fatalf("the zombified survivor is not under the horde with the corridor's cards (corridor %d)", s.CN[0])
	}
	if s.Active != 1 || s.Step != stAct1 {
		t.Fatalf("the dead survivor's turn went on: survivor %d at step %d", s.Active, s.Step)
	}
}

// "C. ONDATA di zombie: Spostare, se possibile, la prima carta dell'Orda":
// with the horde empty no card comes, and the turn goes on.
func TestOndataSePossibile(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.hordeOf(0)
	s.Step = stWave
	s.advance()
	if s.CN != [4]int8{1, 0, 0, 0} || s.Over() || s.Active != 0 || s.Step != stAct2 {
		t.Fatalf("an empty horde's wave: corridors %v, over %v, survivor %d at step %d", s.CN, s.Over(), s.Active, s.Step)
	}
}

// "A. Cercare gli oggetti: ... scegliete e girate due carte tra le macerie":
// with one rubble card left there is no search, and the refusal says why in
// both languages.
func TestCercareDueCarteOneCardLeftIsNoSearch(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.PN = [maxPiles]int8{}
	s.pilesOf([]int8{rid(t, s, iAxe)})
	if legalNamed(s, "search 1") {
		t.Fatal("a search is offered with one rubble card left")
	}
	h := game.Hash(s)
	err := s.Apply(Action(OpSearch, 0, 0))
	if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h {
		t.Fatalf("the search with one card left: %v", err)
	}
	if en, it := err.Error(), game.Reason(err, "it"); !strings.Contains(en, "only one is left") || !strings.Contains(it, "ne resta una sola") {
		t.Errorf("the refusal says %q / %q", en, it)
	}
}
