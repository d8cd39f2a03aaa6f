package tsunami

import (
	"fmt"

	"zombietable/game"
)

// New starts a game: Config.Players 3 to 6, option zombird=true|false.
func New(c game.Config) (*State, error) {
	if _, err := Load(); err != nil {
		return nil, err
	}
	if c.Players < MinPlayers || c.Players > MaxPlayers {
		return nil, fmt.Errorf("tsunami is for %d–%d players, not %d", MinPlayers, MaxPlayers, c.Players)
	}
	g := &State{N: int8(c.Players), RNG: game.NewRNG(c.Seed), Cur: noCard, Event: noCard, Left: noCard}
	switch z := c.Option("zombird", "false"); z {
	case "true":
		g.Zombird = true
	case "false":
	default:
		return nil, fmt.Errorf("option zombird=%q: choose true or false", z)
	}
	g.setup()
	g.advance()
	g.Reveal = false
	return g, nil
}

// setup lays out the table: "PREPARAZIONE".
func (g *State) setup() {
	n := int(g.N)
	for i := 0; i < n; i++ {
		g.P[i].Bonus = noCard
		g.P[i].Vote = -1
		g.P[i].Pick = -1
		g.P[i].Last = -1
	}
	// the shop deck, the Zombird shop cards with the expansion
	for j := sSave1; j < nShop; j++ {
		k := &cat.Shop[j]
		if k.Permanent || k.Zombird && !g.Zombird {
			continue
		}
		for c := 0; c < k.Count; c++ {
			g.ShopDeck[g.ShopN] = uint8(j)
			g.ShopN++
		}
	}
	g.shuffle(g.ShopDeck[:g.ShopN])
	g.restock()
	g.buildStreet()
	if g.Zombird {
		for j := 0; j < nZombird; j++ {
			for c := 0; c < cat.Zombird[j].Count; c++ {
				g.ZDeck[g.ZN] = uint8(j)
				g.ZN++
			}
		}
		g.shuffle(g.ZDeck[:g.ZN])
		for j := range g.Events {
			g.Events[j] = uint8(j)
		}
		g.shuffle(g.Events[:])
		for i := 0; i < n; i++ {
			g.drawZombird(i)
		}
	}
	g.Phase = phRoundStart
}

// buildStreet stacks the street deck as "Formate il Mazzo Strada": the top
// tier shuffled on top, then five middle-tier cards shuffled with the Bus,
// then five last-tier cards shuffled with the Aeroplane.
func (g *State) buildStreet() {
	var tier [4][nStreet + 8]uint8
	var tn [4]int
	bus, plane := uint8(0), uint8(0)
	for i, k := range cat.Street {
		switch k.Kind {
		case "bus":
			bus = uint8(i)
		case "aeroplane":
			plane = uint8(i)
		default:
			tier[k.Tier][tn[k.Tier]] = uint8(i)
			tn[k.Tier]++
		}
	}
	for t := 1; t <= 3; t++ {
		g.shuffle(tier[t][:tn[t]])
	}
	copy(g.Deck[0:perRound], tier[1][:perRound])
	copy(g.Deck[perRound:2*perRound-1], tier[2][:perRound-1])
	g.Deck[2*perRound-1] = bus
	copy(g.Deck[2*perRound:3*perRound-1], tier[3][:perRound-1])
	g.Deck[3*perRound-1] = plane
	g.shuffle(g.Deck[perRound : 2*perRound])
	g.shuffle(g.Deck[2*perRound : 3*perRound])
	for t := 2; t <= 3; t++ {
		for _, c := range tier[t][perRound-1 : tn[t]] {
			g.Unused[g.UnusedN] = c
			g.UnusedN++
		}
	}
}

func (g *State) shuffle(s []uint8) {
	for i := len(s) - 1; i > 0; i-- {
		j := g.RNG.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// restock discards the unbought shop cards and shows players + 3 new ones:
// "un numero di carte pari al totale dei giocatori più 3".
func (g *State) restock() {
	for i := 0; i < int(g.DisplayN); i++ {
		if c := g.Display[i]; c != noCard {
			g.ShopDisc[g.ShopDN] = c
			g.ShopDN++
		}
	}
	g.DisplayN = 0
	for g.DisplayN < g.N+3 {
		if g.ShopN == 0 {
			if g.ShopDN == 0 {
				break
			}
			copy(g.ShopDeck[:], g.ShopDisc[:g.ShopDN])
			g.ShopN, g.ShopDN = g.ShopDN, 0
			g.shuffle(g.ShopDeck[:g.ShopN])
		}
		g.ShopN--
		g.Display[g.DisplayN] = g.ShopDeck[g.ShopN]
		g.DisplayN++
	}
}

// drawZombird gives seat s the top zombird card, the discards reshuffled when
// the deck is out.
func (g *State) drawZombird(s int) {
	if g.ZN == 0 {
		if g.ZDN == 0 {
			return
		}
		copy(g.ZDeck[:], g.ZDisc[:g.ZDN])
		g.ZN, g.ZDN = g.ZDN, 0
		g.shuffle(g.ZDeck[:g.ZN])
	}
	p := &g.P[s]
	if int(p.HandN) >= handCap {
		return
	}
	g.ZN--
	p.Hand[p.HandN] = g.ZDeck[g.ZN]
	p.HandKnown[p.HandN] = 0
	p.HandN++
	g.Reveal = true
}
