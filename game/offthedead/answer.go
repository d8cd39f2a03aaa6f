package offthedead

import "zombietable/game"

// Pass is a neighbour's window in the active survivor's turn
// (game.Answerer): the survivor asked may let it go. Nothing in Off the Dead
// is hidden from the other survivors, so the window is forced when passing
// is all that survivor may do.
func (s *State) Pass() (game.Action, bool, bool) {
	if s.Done || s.WinN == 0 || s.choosing() || s.WinQ[0] == s.Active {
		return 0, false, false
	}
	var buf [64]game.Action
	legal := s.Legal(buf[:0])
	return Action(OpPass, 0, 0), len(legal) == 1, true
}
