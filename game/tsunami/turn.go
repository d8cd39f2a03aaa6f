package tsunami

import "fmt"

// TurnTitle names the part of the round under way, for the log's headers
// (game.TurnTitler): Zombie Tsunami has no players' turns, every player acts
// on each street card in turn, so the log is headed by the card, the shop
// and the round's end.
func (g *State) TurnTitle(lang string) string {
	it := lang == "it"
	round := int(g.Round) + 1
	switch {
	case g.Phase == phOver:
		if it {
			return "Fine della partita"
		}
		return "The end"
	case g.Phase == phShopDone:
		if it {
			return fmt.Sprintf("Round %d · il negozio", round)
		}
		return fmt.Sprintf("Round %d · the shop", round)
	case g.Phase == phRoundEnd:
		if it {
			return fmt.Sprintf("Round %d · fine del round", round)
		}
		return fmt.Sprintf("Round %d · the round's end", round)
	case g.Cur != noCard:
		if it {
			return fmt.Sprintf("Round %d · carta strada %d: %s", round, int(g.Pos)+1, streetName(int(g.Cur), true))
		}
		return fmt.Sprintf("Round %d · street card %d: %s", round, int(g.Pos)+1, streetName(int(g.Cur), false))
	}
	return fmt.Sprintf("Round %d", round)
}
