package tsunami

// Private reports whether the decision of the seat to act needs the screen
// to itself. The vote is secret ("ogni giocatore dovrà scegliere
// segretamente 1 gettone"), and so is the choice at Coin / Zombie, revealed
// with all the others; an offer of kept cards is private only when the seat
// may play zombird cards from its hand, the cards in front of it being seen
// by all; a bonus window is about the seat's own hidden card; the shop is
// private when the seat holds a face-down bonus card or zombird cards it may
// reveal or play there; naming the other Dragon and swapping bonus cards are
// chosen with what only the seat knows. A civilian or a bomb, the Mega Bomb
// and the other choices of a seat are made in the open. The answer reads only public facts: the kind of
// decision, whether the seat holds a face-down bonus card and how many
// zombird cards it has.
func (g *State) Private() bool {
	if g.Phase == phOver || g.SP == 0 {
		return false
	}
	f := g.top()
	p := &g.P[f.Seat]
	switch f.K {
	case fVote, fWindow, fCoinZombie:
		return true
	case fOffer:
		return g.Zombird && p.HandN > 0
	case fShop:
		return p.HandN > 0 || p.Bonus != noCard && !p.BonusUp
	case fTarget:
		return f.A == tDragon || f.A == tSwap
	}
	return false
}
