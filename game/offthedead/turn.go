package offthedead

import "zombietable/game"

// TurnOf is the seat of the survivor whose turn it is (game.TurnHolder): the seat to
// act differs from it while another survivor decides in an ability's window.
func (s *State) TurnOf() game.Seat {
	if s.Done {
		return game.Nobody
	}
	return s.seatOf(s.Active)
}
