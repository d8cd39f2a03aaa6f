package zombies4

import "zombietable/game"

// TurnOf is the seat whose turn it is (game.TurnHolder): the seat to act
// differs from it while another player lays the Cabin or plays a card in the
// window after the movement roll.
func (g *State) TurnOf() game.Seat {
	if g.Phase == phOver {
		return game.Nobody
	}
	return game.Seat(g.Cur)
}
