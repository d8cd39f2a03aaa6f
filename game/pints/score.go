package pints

import (
	"strconv"

	"zombietable/game"
	"zombietable/i18n"
)

// Scoreboard tells a finished game's score (game.Scorer): each seat's bites,
// chips and beers — the figures the rescue cards judge by — with the extra
// hits the very small car's roll gave, and under each seat why the rescue
// took them or left them behind; the notes say how and when the game ended
// (the headline above the table already names who was saved).
//
// Pints of Blood carries nothing from one game to the next: "il giocatore più
// pallido è il primo giocatore", a fact of the people at the table, so the
// first seat starts every game and the Info has no Again.
func (s *State) Scoreboard(_ []string, lang string) game.Scoreboard {
	l := i18n.ByCode(lang)
	rescue := -1
	if s.Done && s.Rescue >= 0 {
		rescue = int(tab.kind[s.Rescue])
	}
	sb := game.Scoreboard{Heads: []string{l.T("pints.score.bites"), l.T("pints.score.chips"), l.T("pints.score.beers")}}
	if rescue == kSmallCar {
		sb.Heads = append(sb.Heads, l.T("pints.score.extra_hits"))
	}
	for p := range int(s.NP) {
		pl := &s.P[p]
		row := game.ScoreRow{Cells: []string{strconv.Itoa(int(pl.Bites)), strconv.Itoa(int(pl.Chips)), strconv.Itoa(int(pl.Beers))}}
		if rescue == kSmallCar {
			row.Cells = append(row.Cells, strconv.Itoa(max(0, int(s.Rolls[p]))))
		}
		row.Detail = s.why(p, rescue, l)
		sb.Rows = append(sb.Rows, row)
	}
	if !s.Done {
		return sb
	}
	if rescue < 0 {
		sb.Notes = append(sb.Notes, l.F("pints.score.zombies_win", "turn", s.Turn+1))
		return sb
	}
	arrival := l.T("pints.score.arrival." + cfg.Cards[rescue].ID)
	sb.Notes = append(sb.Notes, l.F("pints.score.rescue", "turn", s.Turn+1, "arrival", arrival, "rule", s.rule(rescue, l)))
	return sb
}

// rule says what the rescue card asks, with its figure (the army's cards
// left in sector 4).
func (s *State) rule(k int, l i18n.Lang) string {
	switch k {
	case kSmallCar:
		return l.T("pints.score.small_car")
	case kTaxi:
		return l.T("pints.score.taxi")
	case kTandem:
		return l.T("pints.score.tandem")
	case kArmy:
		return l.F("pints.score.army", "n", int(s.Sec[3]))
	case kSalvation:
		return l.T("pints.score.salvation_army")
	}
	return ""
}

// why says why the rescue card took seat p or left it behind.
func (s *State) why(p, k int, l i18n.Lang) string {
	saved := s.Saved&(1<<p) != 0
	pl := &s.P[p]
	bites := l.F("pints.count.bites", "n", int(pl.Bites))
	chips := l.F("pints.count.chips", "n", int(pl.Chips))
	switch k {
	case kSmallCar:
		if saved {
			return l.F("pints.score.most_hits", "n", int(s.Rolls[p]))
		}
		hits := l.F("pints.count.extra_hits", "n", max(0, int(s.Rolls[p])))
		// "In caso di un pareggio, il giocatore che al momento possiede più
		// sacchetti di patatine ottiene il posto"; tied on both, the
		// players tied roll again.
		for w := range int(s.NP) {
			if s.Saved&(1<<w) == 0 || s.Rolls[w] != s.Rolls[p] {
				continue
			}
			if pl.Chips < s.P[w].Chips {
				return l.F("pints.score.fewer_chips", "hits", hits)
			}
			return l.F("pints.score.roll_again", "hits", hits)
		}
		return l.F("pints.score.not_most", "hits", hits)
	case kTaxi:
		if saved {
			return l.T("pints.score.taxi_paid")
		}
		return l.T("pints.score.taxi_unpaid")
	case kTandem:
		if saved {
			return l.F("pints.score.tandem_rides", "bites", bites, "chips", chips)
		}
		return l.F("pints.score.tandem_left", "bites", bites, "chips", chips)
	case kArmy:
		if saved {
			return l.F("pints.score.army_saved", "chips", chips, "cards", int(s.Sec[3]))
		}
		return l.F("pints.score.army_left", "chips", chips, "cards", int(s.Sec[3]))
	case kSalvation:
		if saved {
			return l.F("pints.score.salvation_saved", "beers", l.F("pints.count.beers", "n", int(pl.Beers)), "chips", chips)
		}
		return l.F("pints.score.salvation_left", "beers", int(pl.Beers), "chips", int(pl.Chips))
	}
	return ""
}
