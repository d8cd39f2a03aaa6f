package tsunami

// Private reports whether the decision of the seat to act needs the screen
// to itself. The vote is secret ("ogni giocatore dovrà scegliere
// segretamente 1 gettone"); a bonus window is about the seat's own hidden
// card; the shop is private when the seat holds a face-down bonus card or
// zombird cards it may reveal or play there; naming the other Dragon and
// swapping bonus cards are chosen with what only the seat knows. Coins or a
// zombie, a civilian or a bomb, the Mega Bomb and the other choices of a
// seat are made in the open. The answer reads only public facts: the kind of
// decision, whether the seat holds a face-down bonus card and how many
// zombird cards it has.
func (g *State) Private() bool {
	if g.Phase == phOver || g.SP == 0 {
		return false
	}
	f := g.top()
	p := &g.P[f.Seat]
	switch f.K {
	case fVote, fWindow:
		return true
	case fShop:
		return p.HandN > 0 || p.Bonus != noCard && !p.BonusUp
	case fTarget:
		return f.A == tDragon || f.A == tSwap
	}
	return false
}
