package zombies4

import "zombietable/game"

// PublicAction reports whether every seat may know action a in full (see
// game.Publicist): every action of Zombies!!! 4 is. The hidden cards are the
// event cards in the hands and the decks, and no action keeps one secret: a
// card played from the hand, used from play or discarded at the end of the
// turn is shown and named in the log, and the map cards laid (where, and
// turned how), the steps, the fights and the dogs are on the table for all.
func (g *State) PublicAction(a game.Action) bool {
	kind, _ := decode(a)
	return kind > 0 && kind < nKinds
}
