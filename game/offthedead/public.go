package offthedead

import "zombietable/game"

// PublicAction reports whether every seat may know action a in full (see
// game.Publicist): every action of Off the Dead is. The survivors play as
// one team and no seat knows what another does not (Determinize re-deals
// the same unseen cards for every seat): a pile searched, an item thrown or
// used, an attack, a quote, a pass are all done in the open.
func (s *State) PublicAction(a game.Action) bool {
	op, _, _ := DecodeAction(a)
	return op > 0 && op < numOps
}
