package offthedead

import (
	"testing"

	"zombietable/game"
)

// biteTable starts a cleared game (advanced or not) with Kevin (skull,
// strength 1) at seat 0 and neighbours whose abilities do not answer the
// window before the bites; the horde's card goes across the table.
func biteTable(t *testing.T, adv bool) *State {
	t.Helper()
	s := fresh(t, 4, "advanced", map[bool]string{false: "false", true: "true"}[adv])
	s.castAs(0, sKevin)
	s.castAs(1, sTyrone)
	s.castAs(2, sMaria)
	s.castAs(3, sSam)
	s.hordeOf(2, 30)
	return s
}

// toBites brings the turn to the window before the bites.
func (s *State) toBites() {
	s.Step = stBiteWin
	s.advance()
}

// "L'uso di un oggetto: Può essere usato solo durante il proprio turno ...
// Non conta come un'azione", and a quote "Non può essere fatta che durante
// il suo turno. Non conta come un'azione": the turn's zombies bite after the
// first action, and before they do the active survivor may set the melee
// zone on fire with the jerrycan — found by that very action, or after an
// attack — or strike it with «Me li faccio tutti!» or «Urlare come Bruce
// Lee». The bites then count what is left in the melee zone.
func TestPuoEssereUsatoSoloDuranteIlProprioTurnoBeforeTheBites(t *testing.T) {
	for _, c := range []struct {
		name    string
		adv     bool
		setUp   func(t *testing.T, s *State) // the table, and the turn brought to the bites' window or to the first action
		play    []string
		wantInf int8 // infection after the bites
		wantCN  int8 // zombies left in Kevin's corridor
	}{
		{"the jerrycan burns two zombies in the melee zone", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.give(t, 0, iJerrycan)
			s.toBites()
		}, []string{"use jerrycan@0 2"}, 0, 0},
		{"a jerrycan found by the first action's search", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.pilesOf(rubbleIDs(t, s, iJerrycan, 2))
		}, []string{"search 1", "second 1", "place 2", "use jerrycan@0 2"}, 0, 0},
		{"an attack first, then the jerrycan", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.give(t, 0, iJerrycan)
		}, []string{"attack hands 0", "use jerrycan@0 2"}, 0, 0},
		{"«Urlare come Bruce Lee» strikes the melee zone", true, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), melee, true)
			s.put(0, zid(t, s, 2, hand), melee, true)
			trophies(t, s, hand, 4)
			s.toBites()
		}, []string{"quote brucelee hand 0"}, 0, 0},
		{"«Me li faccio tutti!» strikes the melee zone", true, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 6, hand), 1, true)
			s.put(0, zid(t, s, 2, hand), melee, true)
			trophies(t, s, hand, 3)
			s.toBites()
		}, []string{"quote all3 hand 2"}, 0, 1},
		{"the jerrycan leaves a zombie it misses to bite", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 6, -1), melee, true)
			s.give(t, 0, iJerrycan)
			s.toBites()
			s.rig(t, 1, 1) // the fire's rolls: 1+1+1 burns the 2, not the 6
		}, []string{"use jerrycan@0 2"}, 1, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := biteTable(t, c.adv)
			c.setUp(t, s)
			for _, name := range c.play {
				if x, err := game.Find(s, name); err == nil && (opOf(x) == OpItem || opOf(x) == OpQuote) {
					if s.WinN == 0 || s.Win != stBiteWin || s.ToAct() != 0 {
						t.Fatalf("%q is offered outside the window before the bites (window %d, step %d)", name, s.Win, s.Step)
					}
				}
				do(t, s, name)
			}
			if s.WinN > 0 && s.Win == stBiteWin || s.Step <= stBite {
				t.Fatalf("the bites did not come (window %d, step %d)", s.Win, s.Step)
			}
			if s.P[0].Inf != c.wantInf || s.CN[0] != c.wantCN {
				t.Fatalf("after the bites: infection %d, %d zombies left; want %d and %d", s.P[0].Inf, s.CN[0], c.wantInf, c.wantCN)
			}
		})
	}
}

// opOf is the op of action x.
func opOf(x game.Action) Op {
	op, _, _ := DecodeAction(x)
	return op
}

// «Me li faccio tutti!» in the window before the bites: its targets, "fino
// a 3 avversari nel proprio corridoio e ognuno deve essere in una zona
// diversa", strike the melee zone (a choice that spares it waits for an
// action step); after it the window goes on. A reveal of its own sets off
// the event as anywhere: «Mamma!» stops what is still to strike and the
// survivor's actions, not the items of the window; «Che roba!» asks for
// the item to throw away, then the window goes on.
func TestMeLiFaccioTuttiChoosesItsTargetsBeforeTheBites(t *testing.T) {
	for _, c := range []struct {
		name    string
		down    int // symbol of the face-down zombie in zone 1 (skull: Kevin's, an event)
		event   int // the event's die face, 0 with none
		play    []string
		wantCN  int8 // zombies left in Kevin's corridor after the bites
		wantInf int8
		panic   bool
	}{
		// corridor: 0 face down in zone 1, 1 and 2 in the melee zone;
		// Kevin holds a Colt and the toy
		{"the targets, then the toy", hand, 0, []string{"quote all3 hand 3", "use toy@1 0"}, 0, 0, false},
		{"«Mamma!» stops the strike, the toy still serves", skull, 6, []string{"quote all3 hand 3", "use toy@1 1"}, 2, 1, true},
		{"«Che roba!»: the discard, then back to the window", skull, 4, []string{"quote all3 hand 3", "junk colt@0", "use toy@0 0"}, 0, 0, false},
		{"«Da dove escono?»: the horde's card comes, the window goes on", skull, 2, []string{"quote all3 hand 3", "use toy@1 0"}, 0, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := biteTable(t, true)
			s.put(0, zid(t, s, 2, c.down), 0, false)
			s.put(0, zid(t, s, 2, hand), melee, true)
			s.put(0, zid(t, s, 2, hand), melee, true)
			s.give(t, 0, iColt)
			s.give(t, 0, iToy)
			trophies(t, s, hand, 3)
			s.toBites()
			if s.WinN == 0 || s.Win != stBiteWin {
				t.Fatal("no window before the bites")
			}
			all3 := 0
			for _, x := range s.Legal(nil) {
				if op, q, y := DecodeAction(x); op == OpQuote && q/3 == qAll3 {
					all3++
					if y&0b110 == 0 {
						t.Errorf("%q strikes nothing in the melee zone", s.ActionString(x))
					}
				}
			}
			if all3 != 4 || legalNamed(s, "quote all3 hand 1") {
				t.Fatalf("%d choices of targets, want 4 (one melee zombie or the other, with or without zone 1's)", all3)
			}
			if c.event == 2 {
				s.hordeOf(2, 29, 30, 31) // two for the event, one for the wave
			}
			if c.event > 0 {
				s.rig(t, c.event)
			}
			// each action in turn is legal: the quote's strike, a
			// discard it owes, then the window again
			for _, name := range c.play {
				do(t, s, name)
			}
			for s.WinN > 0 && s.Win == stBiteWin {
				do(t, s, "pass")
			}
			if s.CN[0] != c.wantCN || s.P[0].Inf != c.wantInf || s.Panic != c.panic {
				t.Fatalf("after the bites: %d zombies, infection %d, panic %v; want %d, %d, %v", s.CN[0], s.P[0].Inf, s.Panic, c.wantCN, c.wantInf, c.panic)
			}
			if c.event == 2 && (s.CN[2] != 3 || s.HN != 1) {
				t.Fatalf("«Da dove escono?» and the wave brought %d cards across, %d left in the horde; want 3 and the toy's", s.CN[2], s.HN)
			}
			if c.panic && s.Step == stAct2 && legalNamed(s, "attack hands 0") {
				t.Fatal("an attack is offered after «Mamma!»")
			}
		})
	}
}

// No window opens before the bites when nothing would bite, or when the
// active survivor holds nothing that stops a bite: a neighbour's jerrycan
// is theirs, "solo durante il proprio turno".
func TestNoWindowBeforeTheBitesWithNothingToStopThem(t *testing.T) {
	for _, c := range []struct {
		name    string
		adv     bool
		setUp   func(t *testing.T, s *State)
		wantInf int8
	}{
		{"nothing in the melee zone", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), 0, false)
			s.give(t, 0, iJerrycan)
		}, 0},
		{"a Colt only", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.give(t, 0, iColt)
		}, 1},
		{"the neighbour's jerrycan", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.give(t, 1, iJerrycan)
		}, 1},
		{"too few symbols for a quote", true, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), melee, true)
			trophies(t, s, hand, 1)
			trophies(t, s, skull, 1)
		}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := biteTable(t, c.adv)
			c.setUp(t, s)
			s.toBites()
			if s.WinN > 0 && s.Win == stBiteWin || s.Step <= stBite {
				t.Fatalf("a window opened before the bites (seat %d asked)", s.ToAct())
			}
			if s.P[0].Inf != c.wantInf {
				t.Fatalf("infection %d after the bites, want %d", s.P[0].Inf, c.wantInf)
			}
		})
	}
}

// The heuristic bot burns or strikes the melee zone before the bites when
// that saves a bite that matters — two zombies there, or bites that would
// kill — and keeps the jerrycan for one bite of a healthy survivor; the
// toy, sure, beats a roll of even chances before one deadly bite.
func TestTheBotStrikesTheMeleeZoneBeforeTheBites(t *testing.T) {
	for _, c := range []struct {
		name  string
		adv   bool
		setUp func(t *testing.T, s *State)
		want  string
	}{
		{"two zombies: the fire", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.put(0, zid(t, s, 3, -1), melee, true)
			s.give(t, 0, iColt)
			s.give(t, 0, iJerrycan)
		}, "use jerrycan@1 2"},
		{"one bite, healthy: keep it", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, -1), melee, true)
			s.give(t, 0, iJerrycan)
		}, "pass"},
		{"a deadly bite: the fire", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 3, -1), melee, true)
			s.give(t, 0, iJerrycan)
			s.P[0].Inf = 5
		}, "use jerrycan@0 2"},
		{"a deadly bite, a strong zombie and the toy: the toy", false, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 6, -1), melee, true)
			s.give(t, 0, iJerrycan)
			s.give(t, 0, iToy)
			s.P[0].Inf = 5
		}, "use toy@1 0"},
		{"two zombies and four symbols: Bruce Lee", true, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), melee, true)
			s.put(0, zid(t, s, 2, hand), melee, true)
			trophies(t, s, hand, 4)
		}, "quote brucelee hand 0"},
		{"a deadly bite and three symbols: Me li faccio tutti", true, func(t *testing.T, s *State) {
			s.put(0, zid(t, s, 2, hand), 1, true)
			s.put(0, zid(t, s, 2, hand), melee, true)
			trophies(t, s, hand, 3)
			s.P[0].Inf = 5
		}, "quote all3 hand 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := biteTable(t, c.adv)
			c.setUp(t, s)
			s.toBites()
			if s.WinN == 0 || s.Win != stBiteWin {
				t.Fatal("no window before the bites")
			}
			if got := s.ActionString(s.choose(s.Legal(nil))); got != c.want {
				t.Fatalf("the bot plays %q, want %q", got, c.want)
			}
		})
	}
}
