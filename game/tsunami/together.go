package tsunami

import "zombietable/game"

// Together is the vote of a push ("ogni giocatore dovrà scegliere
// segretamente 1 gettone … dovranno aprire contemporaneamente la mano
// destra") or the choice at Coin / Zombie, which every player makes in
// secret, revealed together: every seat, from the first, and how many have
// chosen. Each seat's choice is a frame of its own, the first seat's on
// top; the frames of the seats still to choose are the top ones.
func (g *State) Together(dst []game.Seat) ([]game.Seat, int) {
	dst = dst[:0]
	if g.Phase == phOver || g.SP == 0 {
		return dst, 0
	}
	k := g.top().K
	if k != fVote && k != fCoinZombie {
		return dst, 0
	}
	var left uint8 // the seats still to choose, by bit
	var order [MaxPlayers]game.Seat
	n := 0
	for i := int(g.SP) - 1; i >= 0 && g.Stack[i].K == k; i-- {
		s := g.Stack[i].Seat
		left |= 1 << s
		order[n] = game.Seat(s)
		n++
	}
	// The seats that chose came first, in the seats' order.
	for s := 0; s < int(g.N); s++ {
		if left&(1<<s) == 0 {
			dst = append(dst, game.Seat(s))
		}
	}
	chosen := len(dst)
	return append(dst, order[:n]...), chosen
}

// LegalFor lists what seat s may choose in the decision under way, as
// Legal will when its turn in the order comes: any colour in a vote, coins
// or a zombie at Coin / Zombie.
func (g *State) LegalFor(s game.Seat, dst []game.Action) []game.Action {
	dst = dst[:0]
	if g.Phase == phOver || g.SP == 0 {
		return dst
	}
	switch g.top().K {
	case fVote:
		for c := 0; c < nColours; c++ {
			dst = append(dst, act(vVote, c))
		}
	case fCoinZombie:
		dst = append(dst, act(vCoins, 0), act(vZombie, 0))
	}
	return dst
}
