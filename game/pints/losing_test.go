package pints

import "testing"

// TestLosing checks what a table learns of the cards going under the deck:
// "Fanne due!" asks two and counts down, "Pagare il morso" one per bite, a
// divider's bonus names no card.
func TestLosing(t *testing.T) {
	// Fanne due! with three kinds of card in hand: the player chooses.
	s := table(t, 2, LevelStarter, tDraw)
	s.NT = 0
	s.give(0, card(kTeapot), card(kRugby), card(kToaster))
	s.push(task{K: tUnder, A: int16(card(kMakeTwo))})
	s.push(task{K: dLose, W: 0, A: 2})
	if left, name, total := s.Losing(); left != 2 || name != cardName(kMakeTwo) || total != 2 {
		t.Errorf("Fanne due!: Losing() = %d, %q, %d", left, name, total)
	}
	s.Tasks[s.NT-1].A = 1
	if left, _, total := s.Losing(); left != 1 || total != 2 {
		t.Errorf("after one card: %d left of %d", left, total)
	}
	// Pagare il morso, the second bitten player deciding.
	s.NT = 0
	s.P[1].Bites = 3
	s.push(task{K: tUnder, A: int16(card(kPayBite))})
	s.push(task{K: tLose, W: 0, A: 1})
	s.push(task{K: dLose, W: 1, A: 3})
	if left, name, total := s.Losing(); left != 3 || name != cardName(kPayBite) || total != 3 {
		t.Errorf("Pagare il morso: Losing() = %d, %q, %d", left, name, total)
	}
	// A divider's bonus.
	s.NT = 0
	s.push(task{K: tDraw})
	s.push(task{K: dLose, W: 0, A: 2})
	if left, name, total := s.Losing(); left != 2 || name != "" || total != 0 {
		t.Errorf("divider: Losing() = %d, %q, %d", left, name, total)
	}
	s.NT = 0
	s.push(task{K: dSend, W: 0})
	if left, _, _ := s.Losing(); left != 0 {
		t.Errorf("no decision: %d left", left)
	}
}
