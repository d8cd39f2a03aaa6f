package pints

import "math/bits"

// rescued returns the seats the rescue of kind k saves.
func (s *State) rescued(k int) uint8 {
	n := int(s.NP)
	var saved uint8
	switch k {
	case kSmallCar:
		saved = s.smallCar()
	case kTaxi:
		for p := range n {
			if s.P[p].Hand != 0 {
				c := int8(bits.TrailingZeros64(s.P[p].Hand))
				s.P[p].Hand &^= 1 << uint(c)
				s.discard(c)
				saved |= 1 << p
			}
		}
	case kTandem:
		saved = s.tandem()
	case kArmy:
		// The rescue card has left the deck: what remains of sector 4 lay
		// under it.
		left := int(s.Sec[3])
		for p := range n {
			if int(s.P[p].Chips) > left {
				saved |= 1 << p
			}
		}
	case kSalvation:
		saved = s.salvation()
	}
	return saved
}

// smallCar has every player roll the battle dice: most extra hits wins the
// one seat, then most chips; players still tied roll again.
func (s *State) smallCar() uint8 {
	in := uint8(1)<<s.NP - 1
	for round := 0; ; round++ {
		best, bestChips := -1, int16(-1)
		var top uint8
		for p := range int(s.NP) {
			if in&(1<<p) == 0 {
				continue
			}
			hits := 0
			for range cfg.BattleDice {
				if tab.battle[s.RNG.IntN(len(tab.battle))] == FaceExtra {
					hits++
				}
			}
			if round == 0 {
				s.Rolls[p] = int8(hits)
			}
			c := s.P[p].Chips
			switch {
			case hits > best || hits == best && c > bestChips:
				best, bestChips, top = hits, c, 1<<p
			case hits == best && c == bestChips:
				top |= 1 << p
			}
		}
		if bits.OnesCount8(top) == 1 || round >= 50 {
			return top & -top
		}
		in = top
	}
}

// tandem saves the 2 players with fewest bites, then most chips; a group
// still tied that does not fit on the saddles is left behind, and the seat
// goes to the next player. When every player is tied, nobody is saved.
func (s *State) tandem() uint8 {
	n := int(s.NP)
	var done, saved uint8
	seats := 2
	for seats > 0 && bits.OnesCount8(done) < n {
		best := -1
		for p := range n {
			if done&(1<<p) != 0 {
				continue
			}
			if best < 0 || s.P[p].Bites < s.P[best].Bites ||
				s.P[p].Bites == s.P[best].Bites && s.P[p].Chips > s.P[best].Chips {
				best = p
			}
		}
		var group uint8
		for p := range n {
			if done&(1<<p) == 0 && s.P[p].Bites == s.P[best].Bites && s.P[p].Chips == s.P[best].Chips {
				group |= 1 << p
			}
		}
		done |= group
		if group == 1<<n-1 {
			// "Se c'è un pareggio per tutti i giocatori, gli zombi vincono",
			// also when two tied players would fit on the saddles.
			return 0
		}
		if g := bits.OnesCount8(group); g <= seats {
			saved |= group
			seats -= g
		}
	}
	return saved
}

// salvation is the seats the Salvation Army saves: all but the one with
// fewest beers, then fewest chips, unless that one is tied.
func (s *State) salvation() uint8 {
	n := int(s.NP)
	least, tied := -1, false
	for p := range n {
		switch {
		case least < 0 || s.P[p].Beers < s.P[least].Beers ||
			s.P[p].Beers == s.P[least].Beers && s.P[p].Chips < s.P[least].Chips:
			least, tied = p, false
		case s.P[p].Beers == s.P[least].Beers && s.P[p].Chips == s.P[least].Chips:
			tied = true
		}
	}
	all := uint8(1)<<n - 1
	if tied {
		return all
	}
	return all &^ (1 << least)
}
