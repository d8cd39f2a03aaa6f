package offthedead

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
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

// PARTITA A 2 GIOCATORI, "Se rimane un solo sopravvissuto ... In tutti e due
// i casi: se il corridoio specificato è vuoto, lo zombie andrà
// immediatamente nella prima zona del corridoio (In caso contrario uscirà nel
// turno successivo)": a card pointing at the dead survivor's side turns to
// the survivor left and waits a turn when that corridor is occupied.
func TestTwoPlayersDeadSideWaitsWhenTheCorridorIsOccupied(t *testing.T) {
	s := fresh(t, 2)
	s.P[0].Alive = false
	s.Active = 1
	s.put(1, zid(t, s, 6, -1), 0, false)
	s.hordeOf(0, 10, 11) // pointing at the dead survivor
	s.hordeWave()
	if s.CN[1] != 1 || s.HN != 2 || s.Arrow[1] != s.P[1].Dir {
		t.Fatalf("an occupied corridor: the card entered or did not turn (corridor %d, horde %d, arrow %d)", s.CN[1], s.HN, s.Arrow[1])
	}
	s.hordeWave()
	if s.CN[1] != 2 || s.HN != 1 {
		t.Fatalf("turned to the survivor, the card did not leave next turn (corridor %d)", s.CN[1])
	}
	s.CN[1] = 0
	s.Arrow[0] = 0
	s.hordeWave()
	if s.CN[1] != 1 || s.HN != 0 {
		t.Fatalf("an empty corridor: the card did not enter at once (corridor %d)", s.CN[1])
	}
}

// PARTITA A 3 GIOCATORI: "Quando si inizia, i giocatori sono tutti vicini":
// every survivor throws to, helps and takes re-oriented zombies from both
// others.
func TestThreePlayersTuttiVicini(t *testing.T) {
	s := fresh(t, 3)
	for a := range int8(3) {
		for b := range int8(3) {
			if s.neighbour(a, b) != (a != b) {
				t.Errorf("survivors %d and %d: neighbours %v", a, b, s.neighbour(a, b))
			}
		}
		if l, r := s.side(a, 1), s.side(a, 3); l < 0 || r < 0 || l == r || l == a || r == a {
			t.Errorf("survivor %d's sides are %d and %d", a, l, r)
		}
	}
	// seats 0 and 2 sit at north and south, yet throw to each other
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.give(t, 0, iColt)
	s.give(t, 0, iAxe)
	var to int8 = -1
	for _, name := range []string{"throw colt@0 left", "throw colt@0 right"} {
		if legalNamed(s, name) {
			do(t, s, name)
			break
		}
	}
	for p := int8(1); p < 3; p++ {
		if s.P[p].NI == 1 {
			to = p
		}
	}
	if to < 0 {
		t.Fatal("the colt reached nobody")
	}
	s2 := fresh(t, 3)
	s2.put(0, zid(t, s2, 6, -1), 0, false)
	s2.give(t, 0, iColt)
	do(t, s2, "throw colt@0 right")
	if s2.P[2].NI != 1 {
		t.Errorf("north threw right, across the empty side: seat 2 holds %d items", s2.P[2].NI)
	}
	// abilities reach across: Maria (heal) at north on the survivor at south
	s3 := fresh(t, 3)
	s3.castAs(0, sMaria)
	s3.put(0, zid(t, s3, 6, -1), 0, false)
	s3.P[2].Inf = 3
	do(t, s3, "ability 1 2")
	if s3.P[2].Inf != 0 {
		t.Errorf("Maria did not heal the survivor across: infection %d", s3.P[2].Inf)
	}
}

// PARTITA A 3 GIOCATORI: "Uno zombie che punta in una direzione non valida
// ... girato a scelta dai giocatori nella direzione di un corridoio valido e
// piazzato nella prima zona": the empty side is no corridor; the active
// survivor chooses which of the others takes the card, as for a dead
// survivor's, every survivor being a neighbour. With one of them able to take
// it, it goes there.
func TestThreePlayersInvalidDirectionAScelta(t *testing.T) {
	for active := range int8(3) {
		s := fresh(t, 3)
		s.Active = active
		s.put(active, zid(t, s, 6, -1), 0, false)
		s.hordeOf(3, 10, 11)
		s.Step = stWave
		s.advance()
		if s.HeldN != 1 || !s.choosing() {
			t.Fatalf("active %d: the card pointing at the empty side is not the players' choice (held %d, corridors %v)", active, s.HeldN, s.CN)
		}
		do(t, s, "lead right")
		r := s.side(active, 3)
		if s.CN[s.P[r].Dir] != 1 {
			t.Fatalf("active %d: led right, survivor %d's corridor holds %d", active, r, s.CN[s.P[r].Dir])
		}
	}
	s := fresh(t, 3)
	s.P[1].Alive = false
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.hordeOf(3, 10)
	s.hordeWave()
	if s.CN[s.P[2].Dir] != 1 {
		t.Fatalf("with one other survivor alive the card did not go to them: corridors %v", s.CN)
	}
}

// PARTITA A 2 GIOCATORI, "Varianti: ... Il primo utilizza le regole a 4
// giocatori tramite l'assegnazione di due sopravvissuti per ogni giocatore":
// four survivors, the 4-player horde and rubble, two seats each deciding for
// two survivors, no empty side.
func TestTwoPlayersFirstVariantTwoSurvivorsEach(t *testing.T) {
	g, err := New(game.Config{Players: 2, Seed: 3, Options: map[string]string{"rules": "four"}})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*State)
	if s.Players() != 2 || s.NP != 4 || s.NPile != 9 || tab.zn[s.Inv] != 36 || len(s.Returns()) != 2 {
		t.Fatalf("%d seats, %d survivors, %d piles, %d zombies", s.Players(), s.NP, s.NPile, tab.zn[s.Inv])
	}
	for d := range int8(4) {
		if s.seatAt(d) < 0 {
			t.Errorf("direction %d is empty", d)
		}
	}
	v := s.View(0).(View)
	if len(v.Players) != 4 || v.People != 2 {
		t.Fatalf("the view shows %d survivors for %d people", len(v.Players), v.People)
	}
	for k, pv := range v.Players {
		if pv.Seat != k%2 {
			t.Errorf("survivor %d is run by seat %d", k, pv.Seat)
		}
	}
	// the seat to act is the person running the survivor whose decision it is
	for range 200 {
		if s.Over() {
			break
		}
		if got, want := s.ToAct(), game.Seat(s.actor()%2); got != want {
			t.Fatalf("survivor %d decides, ToAct %d", s.actor(), got)
		}
		if v := s.View(s.ToAct()).(View); v.Players[v.ToAct].Seat != int(s.ToAct()) {
			t.Fatalf("the view's survivor to act is not the seat's")
		}
		if err := s.Apply(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	// a card pointing at a living survivor goes there: nobody's side is empty
	s = fresh(t, 2, "rules", "four")
	s.hordeOf(3, 10)
	s.hordeWave()
	if s.CN[3] != 1 {
		t.Fatalf("west's card did not enter west's corridor: %v", s.CN)
	}
}

// PARTITA A 2 GIOCATORI, "Il primo utilizza le regole a 4 giocatori": the
// first variant is the 4-player game itself, only its decisions are made by
// two people. The same team of normal bots plays the same games, action for
// action, at four seats and at two seats running four survivors.
func TestTwoPlayersFirstVariantIsTheFourPlayerGame(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		var games [2][]string
		var won [2]bool
		for k, c := range []game.Config{
			{Players: 4, Seed: seed},
			{Players: 2, Seed: seed, Options: map[string]string{"rules": "four"}},
		} {
			g, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			b, err := newHeuristic("", seed)
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() && len(games[k]) < 5000 {
				a := bot.Choose(b, g)
				games[k] = append(games[k], g.ActionString(a))
				if err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			won[k] = g.Returns()[0] > 0.5
		}
		if len(games[0]) != len(games[1]) || won[0] != won[1] {
			t.Fatalf("seed %d: %d actions (won %v) at four seats, %d (won %v) at two", seed, len(games[0]), won[0], len(games[1]), won[1])
		}
		for i := range games[0] {
			if games[0][i] != games[1][i] {
				t.Fatalf("seed %d, action %d: %q at four seats, %q at two", seed, i, games[0][i], games[1][i])
			}
		}
	}
}

// PARTITA A 3 GIOCATORI: a card pointing at the empty side goes where the
// active survivor chooses, so the empty side's cards do not fall on one seat:
// over 2,000 games of the normal team no survivor ends alive much less often
// than another (when every such card went to the first seat, it survived 47
// games of 300, the others 79 and 82).
func TestThreePlayersEmptySideFallsOnNoOneSeat(t *testing.T) {
	const games = 2000
	var alive [3]int
	for seed := uint64(1); seed <= games; seed++ {
		g, err := New(game.Config{Players: 3, Seed: seed})
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
		for k := range int8(3) {
			if s.alive(k) {
				alive[k]++
			}
		}
	}
	lo, hi := min(alive[0], alive[1], alive[2]), max(alive[0], alive[1], alive[2])
	t.Logf("survivors alive at the end of %d games, by seat: %v", games, alive)
	if float64(hi) > 1.25*float64(lo) {
		t.Fatalf("by seat, survivors alive at the end: %v (the most above 1.25× the fewest)", alive)
	}
}

// PARTITA A 2 GIOCATORI, "deve essere girato di 90 gradi in senso orario ...
// (In caso contrario uscirà nel turno successivo)": the log tells the top
// card of the horde turning and staying, towards a survivor or nobody.
func TestTwoPlayersTurnedCardToldInTheLog(t *testing.T) {
	for _, c := range []struct {
		arrow int8
		want  string
	}{{2, "turns towards nobody"}, {3, "turns towards "}} {
		s := fresh(t, 2)
		s.put(1, zid(t, s, 6, -1), 0, false)
		s.put(0, zid(t, s, 6, -1), 0, false)
		s.hordeOf(c.arrow, 10, 11)
		before := s.Clone()
		s.hordeWave()
		if s.HN != 2 {
			t.Fatalf("arrow %d: the card left the horde", c.arrow)
		}
		got := strings.Join(s.Narrate(before, nil, "en"), "; ")
		if !strings.Contains(got, c.want) {
			t.Errorf("arrow %d: told %q, want %q", c.arrow, got, c.want)
		}
	}
}

// TestFourSharedHelpMatchesTheDeal checks the new-game help of the option
// rules=four against the deal: "il primo utilizza le regole a 4 giocatori
// tramite l'assegnazione di due sopravvissuti per ogni giocatore" holds for
// two people only; with one or three the four survivors are dealt unevenly,
// and the help must not promise two each.
func TestFourSharedHelpMatchesTheDeal(t *testing.T) {
	var help []string
	for _, o := range Info().Options {
		if o.Key == "rules" {
			help = []string{o.Help, o.HelpIT}
		}
	}
	if help == nil {
		t.Fatal("no option rules")
	}
	for people := 1; people <= 3; people++ {
		g, err := New(game.Config{Players: people, Seed: 1, Options: map[string]string{"rules": "four"}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		each := map[game.Seat]int{}
		for i := range s.NP {
			each[s.seatOf(i)]++
		}
		even := true
		for _, n := range each {
			even = even && n == 2
		}
		for _, h := range help {
			for _, claim := range []string{"each of you running two", "ognuno guida due"} {
				if !even && strings.Contains(h, claim) {
					t.Errorf("%d people run %v survivors, but the help says %q", people, each, claim)
				}
			}
		}
	}
}

// PARTITA A 2 GIOCATORI: "I giocatori sono vicini": the two survivors throw
// to each other and help each other with their abilities; on the other side
// of each sits nobody.
func TestTwoPlayersIGiocatoriSonoVicini(t *testing.T) {
	s := fresh(t, 2)
	if !s.neighbour(0, 1) || !s.neighbour(1, 0) {
		t.Fatal("the two survivors are not neighbours")
	}
	s.castAs(0, sMaria)
	s.castAs(1, sKevin)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.give(t, 0, iColt)
	throws := 0
	for _, l := range s.Legal(nil) {
		if op, _, _ := DecodeAction(l); op == OpThrow {
			throws++
		}
	}
	if throws != 1 {
		t.Fatalf("%d throws offered, want one, to the other survivor", throws)
	}
	s.P[1].Inf = 3
	do(t, s, "ability 1 1")
	if s.P[1].Inf != 0 {
		t.Fatalf("Maria did not heal her neighbour: infection %d", s.P[1].Inf)
	}
	for _, name := range []string{"throw colt@0 left", "throw colt@0 right"} {
		if legalNamed(s, name) {
			do(t, s, name)
		}
	}
	if s.P[1].NI != 1 {
		t.Fatalf("the Colt did not reach the other survivor")
	}
}
