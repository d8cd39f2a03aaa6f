package pints

// Losing tells a table about the decision to put companion cards under the
// deck, a public fact the view does not repeat: the cards still to go, and,
// when a zombie card asks it, that card's name (the view's card names) and
// how many it asks in all — "Fanne due!" two, "Pagare il morso" one per
// bite. card is "" and total 0 for a divider's bonus or a green tile; left
// is 0 when no such decision is open.
func (s *State) Losing() (left int, card string, total int) {
	if s.Done || s.NT == 0 || s.Tasks[s.NT-1].K != dLose {
		return 0, "", 0
	}
	t := s.Tasks[s.NT-1]
	left = int(t.A)
	// The zombie card waits under the cards to be lost (one task per
	// bitten player for Pagare il morso).
	for i := int(s.NT) - 2; i >= 0; i-- {
		switch below := s.Tasks[i]; below.K {
		case tLose:
			continue
		case tUnder:
			k := int(tab.kind[below.A])
			switch k {
			case kMakeTwo:
				total = 2
			case kPayBite:
				total = int(s.P[t.W].Bites)
			default:
				return left, "", 0
			}
			return left, cardName(k), total
		}
		break
	}
	return left, "", 0
}
