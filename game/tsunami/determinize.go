package tsunami

import "zombietable/game"

// Determinize returns a state consistent with what seat s knows, with a fresh
// generator: the face-down bonus cards s does not know dealt again with the
// one left over, the zombird cards s has not seen dealt again with the deck,
// the others' votes not yet revealed drawn anew, and the unrevealed street
// cards, shop deck and events shuffled within what each pile may hold.
func (g *State) Determinize(s game.Seat, r *game.RNG) game.State {
	d := *g
	d.RNG = game.NewRNG(r.Uint64())
	n := int(d.N)
	me := uint8(1) << s

	// bonus cards
	var pool [MaxPlayers + 1]uint8
	var slots [MaxPlayers]int
	np, ns := 0, 0
	for i := 0; i < n; i++ {
		p := &d.P[i]
		if i != int(s) && p.Bonus != noCard && !p.BonusUp && p.BonusKnown&me == 0 {
			pool[np] = p.Bonus
			np++
			slots[ns] = i
			ns++
		}
	}
	if ns > 0 && d.Left != noCard {
		pool[np] = d.Left
		np++
	}
	d.shuffle(pool[:np])
	for k, i := range slots[:ns] {
		d.P[i].Bonus = pool[k]
	}
	if ns > 0 && d.Left != noCard {
		d.Left = pool[ns]
	}

	// zombird cards
	if d.Zombird {
		var zp [handCap * 2]uint8
		nz := copy(zp[:], d.ZDeck[:d.ZN])
		for i := 0; i < n; i++ {
			p := &d.P[i]
			for k := 0; k < int(p.HandN); k++ {
				if i != int(s) && p.HandKnown[k]&me == 0 {
					zp[nz] = p.Hand[k]
					nz++
				}
			}
		}
		d.shuffle(zp[:nz])
		at := 0
		for i := 0; i < n; i++ {
			p := &d.P[i]
			for k := 0; k < int(p.HandN); k++ {
				if i != int(s) && p.HandKnown[k]&me == 0 {
					p.Hand[k] = zp[at]
					at++
				}
			}
		}
		copy(d.ZDeck[:d.ZN], zp[at:nz])
		d.shuffle(d.Events[d.EventN:])
	}

	// votes cast but not revealed
	if !d.Open {
		for i := 0; i < n; i++ {
			if i != int(s) && d.P[i].Vote >= 0 {
				d.P[i].Vote = int8(d.RNG.IntN(nColours))
			}
		}
	}

	// choices at Coin / Zombie not revealed
	if !d.PicksOpen {
		for i := 0; i < n; i++ {
			if i != int(s) && d.P[i].Pick >= 0 {
				d.P[i].Pick = int8(d.RNG.IntN(2))
			}
		}
	}

	d.shuffle(d.ShopDeck[:d.ShopN])
	d.redealStreet()
	return &d
}

// redealStreet draws the unrevealed street cards again: each round's pile
// keeps its tier (and its Bus or Aeroplane), the cards left out of the game
// may take the place of any card of their tier.
func (d *State) redealStreet() {
	for r := 0; r < nRounds; r++ {
		from := max(int(d.Drawn), r*perRound)
		to := (r + 1) * perRound
		if from >= to {
			continue
		}
		tier := r + 1
		var pool [nStreet + 8]uint8
		np := 0
		for i := from; i < to; i++ {
			if k := kindOf(d.Deck[i]); k != kBus && k != kAeroplane {
				pool[np] = d.Deck[i]
				np++
			}
		}
		var keep [8]uint8
		nk := 0
		for _, c := range d.Unused[:d.UnusedN] {
			if cat.Street[c].Tier == tier {
				pool[np] = c
				np++
			} else {
				keep[nk] = c
				nk++
			}
		}
		d.shuffle(pool[:np])
		at := 0
		for i := from; i < to; i++ {
			if k := kindOf(d.Deck[i]); k != kBus && k != kAeroplane {
				d.Deck[i] = pool[at]
				at++
			}
		}
		copy(d.Unused[:], keep[:nk])
		copy(d.Unused[nk:], pool[at:np])
		d.UnusedN = int8(nk + np - at)
		d.shuffle(d.Deck[from:to])
	}
}
