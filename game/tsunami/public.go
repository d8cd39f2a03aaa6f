package tsunami

import "zombietable/game"

// PublicAction reports whether every seat may know action a in full (see
// game.Publicist). The secret choices are not: the colour voted, coins or
// the zombie at Coin / Zombie (revealed only with all the others) and which
// zombird card of its hidden hand a seat plays (the log says only "plays a
// zombird card"). The rest is done in the open, all it holds said by its
// log line or seen on the table: a civilian, a seat bombed or chosen, a
// shop card bought (and the slot it leaves), a kept card used, the secret
// bonus card kept hidden or revealed (the card itself is in no action), an
// event, done.
func (g *State) PublicAction(a game.Action) bool {
	switch v, _ := decode(a); v {
	case vVote, vCoins, vZombie, vPlay:
		return false
	default:
		return v > 0 && v < nVerbs
	}
}
