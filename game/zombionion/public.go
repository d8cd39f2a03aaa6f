package zombionion

import "zombietable/game"

// PublicAction reports whether every seat may know action a in full (see
// game.Publicist): every action of Zombionion but one is. An action is a
// verb and the card it names, and its log line names both ("Anna puts Rounds
// on the deck", "Anna discards Rounds"): the cards a seat plays, buys, gains,
// trashes, discards, reveals, puts back or sets aside are shown as it does
// so. Keeping the Action card Nascondiglio drew is not: the card was drawn
// into the hand, not revealed, and its line names no card.
func (g *State) PublicAction(a game.Action) bool {
	v, _ := Decode(a)
	return v != 0 && v != VerbKeep
}
