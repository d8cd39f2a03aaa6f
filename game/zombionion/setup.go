package zombionion

import (
	"fmt"
	"sort"
	"strings"

	"zombietable/game"
)

// New starts a game from c. Unlike the registry's NewGame it also accepts one
// player: the solo "goldfish" game of the arena, with two-player supply sizes,
// which ends when the player has gained a fourth Molti + Zombi or after 50
// turns.
//
// Options: kingdom (first-game, a preset's id or name, random, or ten cards
// separated by commas or pluses), need (cards the kingdom must include, for
// bots that need them; they replace cards of the chosen kingdom), and
// previous-winners (the seats, from 1, that won the previous game: the player
// to the left of the winner starts, or after a tie one of those who did not
// win).
func New(c game.Config) (*State, error) {
	if _, err := LoadCatalog(); err != nil {
		return nil, err
	}
	if c.Players < 1 || c.Players > 4 {
		return nil, fmt.Errorf("zombionion is for 2–4 players (or 1 for a solo game), not %d", c.Players)
	}
	g := &State{N: int8(c.Players), Solo: c.Players == 1}
	switch c.Rules {
	case "", "3":
		g.AskHolders = true
	case "2":
	default:
		return nil, fmt.Errorf("zombionion has no rules version %s", game.Echo(c.Rules))
	}
	g.RNG = game.NewRNG(c.Seed)
	k, err := g.chooseKingdom(c.Option("kingdom", "random"), c.Option("need", ""))
	if err != nil {
		return nil, err
	}
	prev, err := parseSeats(c.Option("previous-winners", ""), c.Players)
	if err != nil {
		return nil, err
	}
	g.setup(k, prev)
	return g, nil
}

func (g *State) setup(k [10]Card, prev uint8) {
	n := int(g.N)
	size := n - 2
	if size < 0 {
		size = 0
	}
	for c := Card(0); c < firstKingdom; c++ {
		g.addPile(c, pileSize[c][size])
	}
	sort.Slice(k[:], func(i, j int) bool {
		if cost[k[i]] != cost[k[j]] {
			return cost[k[i]] < cost[k[j]]
		}
		return k[i] < k[j]
	})
	g.Kingdom = k
	for _, c := range k {
		g.addPile(c, pileSize[c][size])
	}
	for s := 0; s < n; s++ {
		p := &g.P[s]
		p.DiscTop = noCard
		for c := Card(0); c < NumCards; c++ {
			for i := uint8(0); i < startN[c]; i++ {
				p.Deck.push(c)
				p.Own[c]++
				p.OwnN++
			}
		}
		g.shuffleDeck(p)
		g.draw(s, 5)
	}
	g.Start = int8(g.firstPlayer(prev))
	g.Cur = g.Start
	g.startTurn()
}

func (g *State) addPile(c Card, n uint8) {
	g.Supply[c] = n
	g.InSupply |= 1 << c
	if n == 0 {
		g.Empty++
	}
}

// firstPlayer follows the rulebook: at random for a first game; after one, the
// player to the left of the winner, or after a tie one at random among those
// who did not win ("tra chi non ha vinto"; among everyone when all of them
// shared the win, as nobody is left to choose from).
func (g *State) firstPlayer(prev uint8) int {
	n := int(g.N)
	if prev == 0 {
		return g.RNG.IntN(n)
	}
	var winners []int
	var losers []int
	for s := 0; s < n; s++ {
		if prev&(1<<s) != 0 {
			winners = append(winners, s)
		} else {
			losers = append(losers, s)
		}
	}
	if len(winners) == 1 {
		return (winners[0] + 1) % n
	}
	if len(losers) == 0 {
		return g.RNG.IntN(n)
	}
	return losers[g.RNG.IntN(len(losers))]
}

// Presets lists the named kingdoms of the rulebook.
func Presets() []Kingdom {
	cat, err := LoadCatalog()
	if err != nil {
		return nil
	}
	return cat.Kingdoms
}

// CardList returns the cards of a named kingdom.
func (k *Kingdom) CardList() []Card { return append([]Card(nil), k.cards[:]...) }

func (g *State) chooseKingdom(spec, need string) ([10]Card, error) {
	var k [10]Card
	var needed []Card
	for _, f := range splitList(need) {
		c, ok := ParseCard(f)
		if !ok || c < firstKingdom {
			return k, fmt.Errorf("need: %q is not a kingdom card", f)
		}
		if !containsCard(needed, c) {
			needed = append(needed, c)
		}
	}
	if len(needed) > 10 {
		return k, fmt.Errorf("need: %d cards do not fit a kingdom of 10", len(needed))
	}
	spec = strings.TrimSpace(spec)
	switch {
	case strings.EqualFold(spec, "random"):
		var pool [NumCards - firstKingdom]Card
		m := 0
		for c := firstKingdom; c < NumCards; c++ {
			if !containsCard(needed, c) {
				pool[m] = c
				m++
			}
		}
		copy(k[:], needed)
		for i := len(needed); i < 10; i++ {
			j := i - len(needed) + g.RNG.IntN(m-(i-len(needed)))
			pool[i-len(needed)], pool[j] = pool[j], pool[i-len(needed)]
			k[i] = pool[i-len(needed)]
		}
		return k, nil
	case !strings.ContainsAny(spec, ",+"):
		for i := range theCat.Kingdoms {
			p := &theCat.Kingdoms[i]
			if strings.EqualFold(spec, p.ID) || strings.EqualFold(spec, p.Name) || strings.EqualFold(spec, p.NameIT) {
				k = p.cards
				return complete(k, needed), nil
			}
		}
		return k, fmt.Errorf("kingdom %q: not first-game, a preset (%s), random, or a list of ten cards", spec, presetIDs())
	}
	list := splitList(spec)
	if len(list) != 10 {
		return k, fmt.Errorf("kingdom: %d cards listed, want 10", len(list))
	}
	for i, f := range list {
		c, ok := ParseCard(f)
		if !ok {
			return k, fmt.Errorf("kingdom: unknown card %q", f)
		}
		if c < firstKingdom {
			return k, fmt.Errorf("kingdom: %s is a basic card, not a kingdom card", c)
		}
		if containsCard(k[:i], c) {
			return k, fmt.Errorf("kingdom: %s listed twice", c)
		}
		k[i] = c
	}
	return complete(k, needed), nil
}

// complete puts the needed cards into k, each in place of the last card that
// is not needed.
func complete(k [10]Card, needed []Card) [10]Card {
	for _, c := range needed {
		if containsCard(k[:], c) {
			continue
		}
		for j := 9; j >= 0; j-- {
			if !containsCard(needed, k[j]) {
				k[j] = c
				break
			}
		}
	}
	return k
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '+' }) {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func containsCard(list []Card, c Card) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

func presetIDs() string {
	ids := make([]string, len(theCat.Kingdoms))
	for i, k := range theCat.Kingdoms {
		ids[i] = k.ID
	}
	return strings.Join(ids, ", ")
}
