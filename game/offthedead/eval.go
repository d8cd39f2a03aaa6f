package offthedead

import "zombietable/game"

// Eval grades a position for the search, the same for every seat (the game
// is cooperative): 1 for a win, 0 for a loss; a game going on by the share
// of zombies destroyed, weighed by the team's health (living survivors and
// how far each is from the end of the infection track).
func Eval(g game.State) []float64 {
	s, ok := g.(*State)
	if !ok {
		return g.Returns()
	}
	out := make([]float64, s.NP)
	v := s.value()
	for i := range out {
		out[i] = v
	}
	return out
}

func (s *State) value() float64 {
	if s.Done {
		if s.Won {
			return 1
		}
		return 0
	}
	total := float64(tab.zn[s.Inv]) + float64(s.NP)
	left := float64(s.zombiesLeft())
	progress := 1 - left/total
	health := 0.0
	for p := range s.NP {
		pl := &s.P[p]
		if pl.Alive {
			health += 1 - float64(pl.Inf)/float64(s.levels())
		}
	}
	health /= float64(s.NP)
	// zombies at the door weigh on the living
	near := 0.0
	for p := range s.NP {
		if s.P[p].Alive {
			near += float64(s.meleeCount(p))*0.5 + float64(s.CN[s.P[p].Dir])*0.2
		}
	}
	v := 0.1 + 0.5*progress*health + 0.35*health - 0.02*near
	return min(0.95, max(0.02, v))
}
