package offthedead

import "testing"

// TestEvalGradesTheTeam: 1 for a win, 0 for a loss, and a game going on
// worth less the sicker the team and the more zombies at the door.
func TestEvalGradesTheTeam(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 3, -1), 0, false)
	base := Eval(s)[0]
	if base <= 0 || base >= 1 {
		t.Fatalf("a game going on is graded %v", base)
	}
	sick := s.Clone().(*State)
	sick.P[0].Inf = 4
	if v := Eval(sick)[2]; v >= base {
		t.Errorf("an infected team is graded %v, a healthy one %v", v, base)
	}
	near := s.Clone().(*State)
	near.Cor[0][0].Zone = melee
	if v := Eval(near)[1]; v >= base {
		t.Errorf("a zombie at the door is graded %v, far away %v", v, base)
	}
	s.Done, s.Won = true, true
	if Eval(s)[3] != 1 {
		t.Error("a win is not 1")
	}
	s.Won = false
	if Eval(s)[0] != 0 {
		t.Error("a loss is not 0")
	}
}
