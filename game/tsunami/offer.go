package tsunami

// Kept cards are used when their holder decides: "il possessore dovrà
// tenerla davanti a sé fino a quando non deciderà di utilizzarla". At a loss
// to a jump, at a bombing and at a push its team is short of, a seat that
// could use one is offered its kept cards: the Save cards and the zombird
// cards played face up in front of it, which all see, and, with Zombird, the
// cards of its hand. Whether a seat is offered depends only on what all see
// (its cards in front, whether it holds a hand), never on which cards its
// hand holds.

// Places of the kept cards in a use action's argument: the two Save cards,
// then the face-up zombird cards by kind.
const (
	useSave1   = 0
	useSave2   = 1
	useZombird = 2
)

// canOffer reports whether seat s gets an offer in context ctx, k the
// zombies at stake (a loss, a bombing's cost; unused for a push).
func (g *State) canOffer(s int, ctx int8, k int) bool {
	p := &g.P[s]
	if g.Zombird && p.HandN > 0 {
		return true
	}
	switch ctx {
	case oLoss:
		return k > 0 && g.hasSaves(s)
	case oBomb:
		return p.Ready[zRobot] > 0 || p.Civ == 0 && k > 0 && g.hasSaves(s)
	case oPush:
		return p.Ready[zPunk]+p.Ready[zSuperBird] > 0
	}
	return false
}

// hasSaves reports whether seat s has a public card that saves zombies.
func (g *State) hasSaves(s int) bool {
	p := &g.P[s]
	return p.Saves[0]+p.Saves[1] > 0 || p.Ready[zFairy]+p.Ready[zSuperFairy] > 0
}

// atStake is what the offer on top of the stack may still prevent: the
// zombies of the loss or of the bombing below it (none when the bombed seat
// has civilians), or how far the team is short of the push.
func (g *State) atStake(f *frame) int {
	switch f.A {
	case oLoss:
		return int(g.Stack[g.SP-2].N)
	case oBomb:
		if g.P[f.Seat].Civ > 0 {
			return 0
		}
		return int(g.Stack[g.SP-2].B)
	}
	return int(g.Need) - int(g.Totals[f.B])
}

// offerLive reports whether the offer on top still has a point.
func (g *State) offerLive(f *frame) bool {
	k := g.atStake(f)
	switch f.A {
	case oBomb:
		if g.Stack[g.SP-2].N != bombLand {
			return false
		}
	case oLoss, oPush:
		if k <= 0 {
			return false
		}
	}
	return g.canOffer(int(f.Seat), f.A, k)
}

// applies reports whether zombird card z can act in context ctx with k at
// stake.
func applies(z uint8, ctx int8, k int) bool {
	switch z {
	case zFairy, zSuperFairy:
		return k > 0 && ctx != oPush
	case zRobot:
		return ctx == oBomb
	case zPunk, zSuperBird:
		return ctx == oPush
	}
	return false
}

// offerUses appends the public kept cards seat s may use at offer f.
func (g *State) offerUses(f *frame, dst []int) []int {
	p := &g.P[f.Seat]
	k := g.atStake(f)
	if f.A != oPush && k > 0 {
		if p.Saves[0] > 0 {
			dst = append(dst, useSave1)
		}
		if p.Saves[1] > 0 {
			dst = append(dst, useSave2)
		}
	}
	for z := uint8(0); z < nZombird; z++ {
		if p.Ready[z] > 0 && applies(z, f.A, k) {
			dst = append(dst, useZombird+int(z))
		}
	}
	return dst
}

// use spends kept card u (a use argument) of the seat of offer f.
func (g *State) use(f *frame, u int) {
	s := int(f.Seat)
	p := &g.P[s]
	g.Reveal = true
	switch u {
	case useSave1, useSave2:
		p.Saves[u]--
		c := []int{sSave1, sSave2}[u]
		g.discardShop(c)
		g.prevent(f, cat.Shop[c].Amount)
	default:
		z := uint8(u - useZombird)
		g.useZombird(s, z)
		g.zombirdActs(f, z)
	}
}

// playAtOffer plays hand card k of the seat of offer f: a card that can act
// now acts; any other is spent for nothing, as a bonus card revealed away
// from its objective.
func (g *State) playAtOffer(f *frame, k int) {
	s := int(f.Seat)
	z := g.P[s].Hand[k]
	g.removeHand(s, k)
	g.ZDisc[g.ZDN] = z
	g.ZDN++
	g.Reveal = true
	if applies(z, f.A, g.atStake(f)) {
		g.zombirdActs(f, z)
	}
}

// zombirdActs is what zombird card z does at offer f.
func (g *State) zombirdActs(f *frame, z uint8) {
	switch z {
	case zFairy, zSuperFairy:
		g.prevent(f, cat.Zombird[z].Amount)
	case zRobot:
		// "Annulla gli effetti di un Bombardamento subito"
		g.Stack[g.SP-2].N = bombCancelled
	case zPunk, zSuperBird:
		// "Comportati come se avessi" more zombies "quando esegui una Spinta"
		g.Totals[f.B] += int16(cat.Zombird[z].Amount)
	}
}

// prevent takes k off the zombies at stake below offer f.
func (g *State) prevent(f *frame, k int) {
	below := &g.Stack[g.SP-2]
	switch f.A {
	case oLoss:
		below.N = int8(max(0, int(below.N)-k))
	case oBomb:
		below.B = int8(max(0, int(below.B)-k))
	}
}

// revealPicks reveals the secret choices of a Coin / Zombie card together
// and pays them: "ogni giocatore otterrà" coins "oppure 1 dado".
func (g *State) revealPicks() {
	g.PicksOpen = true
	g.PicksTold = true
	g.Reveal = true
	for i := 0; i < int(g.N); i++ {
		switch g.P[i].Pick {
		case pickCoins:
			g.addCoins(i, cat.CoinOrZombie)
		case pickZombie:
			g.gain(i, 1)
		}
	}
}
