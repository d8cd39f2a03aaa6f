package offthedead

import (
	"errors"
	"strings"
	"testing"

	"zombietable/game"
)

// "Mamma! ...": "il vostro sopravvissuto non può più fare altre azioni fino
// alla fine del turno" — and an item "Non conta come un'azione", an ability
// "Non contano come azione", a quote "Non conta come un'azione": after the
// panic the second action phase still waits for them, offering no search,
// throw or attack, until the player ends it.
func TestMammaItemsAbilitiesAndQuotesAreNoActions(t *testing.T) {
	for _, c := range []struct {
		name     string
		jerrycan bool // Kevin also holds a jerrycan, with zombies to burn
		stops    bool // the second action phase waits for him
	}{
		{"an item to use", true, true},
		{"nothing to use", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, z := advanced(t, 2)
			s.put(0, zid(t, s, 4, hand), 1, false)
			if c.jerrycan {
				s.give(t, 0, iJerrycan)
			}
			s.hordeOf(2, 30, 31)
			s.rig(t, 6, 6)
			do(t, s, "attack colt@0 0")
			if s.find(0, z) < 0 {
				t.Fatal("the attack hit: the event table did not give «Mamma!»")
			}
			settle(t, s)
			kevinActs := s.Active == 0 && s.Step == stAct2 && s.WinN == 0
			if kevinActs != c.stops {
				t.Fatalf("Kevin at his second action: %v, want %v (active %d, step %d)", kevinActs, c.stops, s.Active, s.Step)
			}
			if !c.stops {
				return
			}
			for _, l := range s.Legal(nil) {
				switch op, _, _ := DecodeAction(l); op {
				case OpSearch, OpThrow, OpAttack:
					t.Fatalf("after «Mamma!» %s is offered", s.ActionString(l))
				}
			}
			if !legalNamed(s, "use jerrycan@1 1") || !legalNamed(s, "end") {
				t.Fatal("the jerrycan, or the end of the phase, is not offered")
			}
			h := game.Hash(s)
			err := s.Apply(Action(OpAttack, 0, 0))
			if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h || !strings.Contains(err.Error(), "«Mummy!…»") ||
				!strings.Contains(game.Reason(err, "it"), "non può più fare altre azioni") {
				t.Fatalf("an attack after the panic: %v", err)
			}
			do(t, s, "use jerrycan@1 1")
			if s.Active == 0 && s.Step == stAct2 && s.WinN == 0 {
				do(t, s, "end")
			}
			if s.Active == 0 && s.Step <= stAct2 {
				t.Fatalf("Kevin's turn did not go on past his second action (step %d)", s.Step)
			}
		})
	}
}

// "L'uso di un oggetto ... Non conta come un'azione": with no action left to
// make (one rubble card, no zombie, nobody to throw to) an action phase still
// lets the survivor use an item, as long as one is of use, until they end
// it; with nothing to use it passes.
func TestAnActionPhaseWithNoActionStillTakesAnItem(t *testing.T) {
	for _, c := range []struct {
		name  string
		stops bool
	}{
		{"adrenaline and an infection", true},
		{"nothing to use", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, 1)
			for p := range s.NPile {
				s.PN[p] = 0
			}
			s.PN[0] = 1
			if c.stops {
				s.P[0].Inf = 2 * tab.power[iAdrenaline]
				s.give(t, 0, iAdrenaline)
				s.give(t, 0, iAdrenaline)
			}
			s.advance()
			if got := s.Active == 0 && s.Step == stAct1; got != c.stops {
				t.Fatalf("the first action phase waits: %v, want %v", got, c.stops)
			}
			if !c.stops {
				return
			}
			if legal := s.Legal(nil); len(legal) != 2 || !legalNamed(s, "use adrenaline@0 0") || !legalNamed(s, "end") {
				t.Fatalf("legal: %d actions, want an adrenaline and the end", len(legal))
			}
			do(t, s, "use adrenaline@0 0")
			if s.P[0].Inf != tab.power[iAdrenaline] {
				t.Fatalf("infection %d after the adrenaline", s.P[0].Inf)
			}
			if s.Step != stAct1 || !legalNamed(s, "end") {
				t.Fatal("the item ended the phase: it is no action")
			}
			do(t, s, "end")
			if s.Step == stAct1 {
				t.Fatal("the phase did not end")
			}
		})
	}
}

// settle lets every open window go by.
func settle(t *testing.T, s *State) {
	t.Helper()
	for s.WinN > 0 && !s.Done {
		do(t, s, "pass")
	}
}
