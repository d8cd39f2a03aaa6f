package tsunami

import (
	"zombietable/game"
	"zombietable/i18n"
)

// Delegated is the action the table plays for the seat to act when its
// person left their secret cards to it (see game.Delegator). The chances
// are the bonus windows, the offers of kept cards and the Tsunami's steal
// that follows its reveal in a window: decisions every seat sees come,
// whatever the seat holds.
//
// At a window the card is revealed when it pays now — the UFO at the
// round's end with civilians, the Giga Z. after its bomb destroyed
// civilians, the Quarterback when bombed, the Tsunami in the largest team
// with a teammate to rob, the Ninja in the largest team short of the push —
// and kept hidden otherwise; a Dragon waits for its holder's shop visit,
// where its holder names the other half. At an offer the card that saves
// the most without waste is used (a Robot against a bomb that costs two or
// more, the least bird that covers a short push), else the cards are kept.
// The Tsunami robs the teammate with the most zombies.
func (g *State) Delegated() (game.Action, bool) {
	if g.Phase == phOver || g.SP == 0 {
		return 0, false
	}
	f := g.top()
	s := int(f.Seat)
	switch {
	case f.K == fWindow:
		if c := g.P[s].Bonus; c != bDragonHead && c != bDragonTail && g.pays(s, f.A) {
			return act(vReveal, 0), true
		}
		return act(vPass, 0), true
	case f.K == fOffer:
		return g.offerChoice(f), true
	case f.K == fTarget && f.A == tTeamSteal:
		return act(vSeat, g.targetFor(s, f)), true
	}
	return 0, false
}

// DelegateHelp says what the table does with the secret cards of a person
// who left them to it.
func (g *State) DelegateHelp(lng string) string {
	return i18n.ByCode(lng).T("tsunami.delegate.help")
}

var _ game.Delegator = (*State)(nil)
