package pints

import "zombietable/game"

// PublicAction reports whether every seat may know action a in full (see
// game.Publicist): every action of Pints of Blood is. Nothing a seat holds
// is hidden from the others — the hands, the food and the trackers lie open
// — and every operation's arguments are told by its log line or seen on
// the table: the row, the tile, the card, the colour, the seat, the price. Even after a look at
// the deck's top card, leaving it or putting it at the bottom is done in
// the open; the card itself is in no action.
func (s *State) PublicAction(a game.Action) bool {
	op, _, _, _ := DecodeAction(a)
	return op > 0 && op < NumOps
}
