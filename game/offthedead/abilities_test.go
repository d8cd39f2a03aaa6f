package offthedead

import (
	"errors"
	"testing"

	"zombietable/game"
)

// "Le abilità speciali ... Possono essere usate in qualsiasi momento ... Sono
// dominanti ai vicini": Kevin rerolls a neighbour's failed die.
func TestRerollAfterANeighboursRoll(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sJade)
	s.castAs(1, sKevin)
	z := zid(t, s, 6, -1)
	s.put(0, z, melee, true)
	s.hordeOf(2, 30)
	s.rig(t, 1, 6) // the roll, then the reroll
	do(t, s, "attack hands 0")
	if s.ToAct() != 1 || s.Sub != subRoll {
		t.Fatalf("after a failed roll the neighbour with the reroll is not asked (to act %d)", s.ToAct())
	}
	do(t, s, "ability 1 0")
	if s.find(0, z) >= 0 || !s.P[1].Used {
		t.Fatalf("the reroll of 6 did not destroy the zombie (die %d)", s.Die)
	}
}

// The nurse takes the infection token off, before the infection.
func TestHealBeforeTheInfection(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.castAs(3, sMaria)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.P[0].Inf = 4
	s.hordeOf(2, 30)
	s.Step = stInfWin
	s.advance()
	if s.ToAct() != 3 {
		t.Fatalf("the nurse next door is not asked before the infection (to act %d)", s.ToAct())
	}
	do(t, s, "ability 1 0")
	if s.P[0].Inf != 0 {
		t.Fatalf("healed survivor at infection %d", s.P[0].Inf)
	}
}

// Tyrone's human wall holds a neighbour's corridor before the moves.
func TestHoldBeforeTheMoves(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.castAs(1, sTyrone)
	s.put(0, zid(t, s, 2, -1), 1, false)
	s.hordeOf(2, 30)
	s.Step = stMoveWin
	s.advance()
	do(t, s, "ability 1 0")
	if s.Cor[0][0].Zone != 1 {
		t.Fatalf("the zombie moved through the human wall")
	}
}

// Jade slips away: no bite this turn.
func TestDodgeBeforeTheBites(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sJade)
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.hordeOf(2, 30)
	s.Step = stBiteWin
	s.advance()
	do(t, s, "ability 1 0")
	if s.P[0].Inf != 0 {
		t.Fatalf("bitten despite the dodge")
	}
}

// Sam scavenges the top of a pile for a neighbour, no pair needed; "Le
// abilità speciali possono essere usate una sola volta a partita".
func TestScavengeOnceAGame(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sSam)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.pilesOf([]int8{rid(t, s, iMP5)})
	do(t, s, "ability 1 1")
	if s.P[1].NI != 1 || s.rKind(s.P[1].Items[0]) != iMP5 {
		t.Fatalf("the neighbour did not get the MP5")
	}
	h := game.Hash(s)
	err := s.Apply(Action(OpAbility, 1, 0))
	if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h || game.Reason(err, "it") == err.Error() {
		t.Fatalf("a second use of the ability: %v", err)
	}
}

// A window costs one click to pass, and nobody is asked whose ability
// cannot change the step ahead.
func TestPassingAWindow(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.castAs(1, sMaria)
	s.castAs(3, sJade)
	s.put(0, zid(t, s, 2, -1), melee, true)
	s.hordeOf(2, 30)
	s.Step = stBiteWin
	s.advance()
	if s.ToAct() != 3 || s.WinN != 1 {
		t.Fatalf("window before the bites: to act %d, %d seats asked, want Jade alone", s.ToAct(), s.WinN)
	}
	do(t, s, "pass")
	if s.P[0].Inf != 1 || s.WinN != 0 {
		t.Fatalf("after the pass the bite did not come (infection %d)", s.P[0].Inf)
	}
}

// "Le abilità speciali ... Possono essere usate in qualsiasi momento", and an
// item "può essere usato ... durante il proprio turno": before bites that
// would kill, the nurse next door, adrenaline or «Hmmm... Mi sento meglio!»
// lower the infection first, and the survivor lives through the bite. Bites
// that would not kill open no such window (healing after them is better).
func TestPossonoEssereUsateInQualsiasiMomentoBeforeADeadlyBite(t *testing.T) {
	for _, c := range []struct {
		name   string
		inf    int8
		setUp  func(t *testing.T, s *State)
		asked  game.Seat
		use    string
		wantIn int8 // infection after the bite, 0 when nobody may act
	}{
		{"the nurse next door", 5, func(t *testing.T, s *State) { s.castAs(1, sMaria) }, 1, "ability 1 0", 1},
		{"adrenaline", 5, func(t *testing.T, s *State) { s.give(t, 0, iAdrenaline) }, 0, "use adrenaline@0 0", 5},
		{"«Mi sento meglio»", 5, func(t *testing.T, s *State) { trophies(t, s, hand, 3) }, 0, "quote better hand 0", 2},
		{"not deadly: no nurse", 3, func(t *testing.T, s *State) { s.castAs(1, sMaria) }, 0, "", 4},
		{"not deadly: no adrenaline", 3, func(t *testing.T, s *State) { s.give(t, 0, iAdrenaline) }, 0, "", 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 4, "advanced", "true")
			s.castAs(0, sKevin)
			s.castAs(1, sTyrone)
			s.castAs(2, sJade)
			s.castAs(3, sSam)
			s.put(0, zid(t, s, 2, bio), melee, true)
			s.hordeOf(2, 30)
			s.P[0].Inf = c.inf
			c.setUp(t, s)
			s.Step = stBiteWin
			s.advance()
			if c.use == "" {
				if s.WinN != 0 || s.P[0].Inf != c.wantIn {
					t.Fatalf("a window opened (%d asked) or infection %d, want none and %d", s.WinN, s.P[0].Inf, c.wantIn)
				}
				return
			}
			if s.WinN == 0 || s.Win != stBiteWin || s.ToAct() != c.asked {
				t.Fatalf("before the deadly bite seat %d is not asked (window %d, to act %d)", c.asked, s.Win, s.ToAct())
			}
			do(t, s, c.use)
			for s.WinN > 0 && s.Win == stBiteWin {
				do(t, s, "pass")
			}
			if !s.P[0].Alive || s.P[0].Inf != c.wantIn {
				t.Fatalf("after the bite: alive %v, infection %d, want alive at %d", s.P[0].Alive, s.P[0].Inf, c.wantIn)
			}
		})
	}
}
