package pints

import "zombietable/game"

// TurnOf is the seat whose turn it is (game.TurnHolder): the seat to act
// differs from it while another seat answers, as when a card is bought from
// a companion.
func (s *State) TurnOf() game.Seat {
	if s.Done {
		return game.Nobody
	}
	return game.Seat(s.Active)
}
