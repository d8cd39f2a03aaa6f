package zombionion

import "zombietable/game"

// TurnOf is the seat whose turn it is (game.TurnHolder): the seat to act
// differs from it while another seat answers an attack.
func (g *State) TurnOf() game.Seat {
	if g.Over() {
		return game.Nobody
	}
	return game.Seat(g.Cur)
}
