package offthedead

import (
	"strconv"
	"strings"

	"zombietable/game"
	"zombietable/i18n"
)

// Scoreboard tells how a finished game went (game.Scorer): the team wins
// together when "tutti gli zombie sono stati distrutti", however many
// survive, and loses when every survivor is a zombie. Each seat's row gives
// its survivor (its survivors, in the 4-player game with fewer people),
// whether they lived, the zombies they destroyed and their
// infection; the notes give the turns played and, as "la condizione della
// vittoria dipende dal numero di sopravvissuti o infetti", how many survived
// and how many of them are infected, or the zombies left.
func (s *State) Scoreboard(names []string, lg string) game.Scoreboard {
	l := lang(lg)
	sb := game.Scoreboard{Heads: []string{
		l.T("offthedead.score.survivor"), l.T("offthedead.score.killed"), l.T("offthedead.score.infection"),
	}}
	for seat := range s.People {
		// a seat runs one survivor, or several in the 4-player game with
		// fewer people: their figures side by side
		var survs, infs, fates []string
		killed := 0
		for i := range s.NP {
			if s.seatOf(i) != game.Seat(seat) {
				continue
			}
			p := &s.P[i]
			survs = append(survs, s.survivor(l, i))
			killed += int(p.Killed)
			inf := l.T("offthedead.score.none")
			if p.Inf > 0 {
				inf = l.F("offthedead.score.level", "level", p.Inf, "max", cat.Infection)
			}
			infs = append(infs, inf)
			fate := l.T("offthedead.score.zombie")
			if p.Alive {
				fate = l.T("offthedead.score.alive")
			}
			if s.People < s.NP {
				fate = s.survivor(l, i) + " " + fate
			}
			fates = append(fates, fate)
		}
		sb.Rows = append(sb.Rows, game.ScoreRow{Cells: []string{strings.Join(survs, " & "), strconv.Itoa(killed), strings.Join(infs, " · ")},
			Detail: strings.Join(fates, "; ")})
	}
	if !s.Done {
		return sb
	}
	switch {
	case s.Won:
		sb.Notes = append(sb.Notes, l.F("offthedead.score.won", "n", int(s.Turn)+1, "how", s.victory(l)))
	case s.Nuked:
		sb.Notes = append(sb.Notes, l.F("offthedead.score.nuked", "n", int(s.Turn)+1))
	default:
		sb.Notes = append(sb.Notes, l.F("offthedead.score.lost", "n", int(s.Turn)+1, "left", s.zombiesLeft()))
	}
	return sb
}

// victory says how well the team won: "La condizione della vittoria dipende
// dal numero di sopravvissuti o infetti" — the survivors left of the team's,
// and the infected among them.
func (s *State) victory(l i18n.Lang) string {
	alive, inf := 0, 0
	for p := range s.NP {
		if s.P[p].Alive {
			alive++
			if s.P[p].Inf > 0 {
				inf++
			}
		}
	}
	out := l.F("offthedead.score.left", "n", alive, "total", int(s.NP))
	switch {
	case inf == 0:
		return out + l.T("offthedead.score.none_infected")
	case inf == 1 && alive == 1:
		return out + l.T("offthedead.score.alone_infected")
	}
	return out + l.F("offthedead.score.infected", "n", inf)
}
