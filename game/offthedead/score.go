package offthedead

import (
	"strconv"
	"strings"

	"zombietable/game"
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
	l := lg == "it"
	say := lang(l).say
	sb := game.Scoreboard{Heads: []string{
		say("Survivor", "Sopravvissuto"), say("Zombies destroyed", "Zombie distrutti"), say("Infection", "Infezione"),
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
			survs = append(survs, s.survivor(lang(l), i))
			killed += int(p.Killed)
			inf := say("none", "nessuna")
			if p.Inf > 0 {
				inf = say("%d of %d", "%d su %d", p.Inf, cat.Infection)
			}
			infs = append(infs, inf)
			fate := say("became a zombie", "ora è uno zombie")
			if p.Alive {
				fate = say("survived", "è ancora in vita")
			}
			if s.People < s.NP {
				fate = s.survivor(lang(l), i) + " " + fate
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
		sb.Notes = append(sb.Notes, say("Every zombie destroyed after %d turns: the team wins, %s.", "Tutti gli zombie distrutti dopo %d turni: la squadra vince, %s.", s.Turn+1, s.victory(lang(l))))
	case s.Nuked:
		sb.Notes = append(sb.Notes, say("The bomb went off after %d turns: everybody died.", "La bomba è esplosa dopo %d turni: sono morti tutti.", s.Turn+1))
	default:
		sb.Notes = append(sb.Notes, say("Every survivor a zombie after %d turns, %d zombies still standing: the horde wins.",
			"Tutti i sopravvissuti zombie dopo %d turni, %d zombie ancora in piedi: vince l'Orda.", s.Turn+1, s.zombiesLeft()))
	}
	return sb
}

// victory says how well the team won: "La condizione della vittoria dipende
// dal numero di sopravvissuti o infetti" — the survivors left of the team's,
// and the infected among them.
func (s *State) victory(l lang) string {
	alive, inf := 0, 0
	for p := range s.NP {
		if s.P[p].Alive {
			alive++
			if s.P[p].Inf > 0 {
				inf++
			}
		}
	}
	out := l.plural(alive, "1 survivor of %d left", "1 sopravvissuto su %d ancora in vita",
		"%d survivors of %d left", "%d sopravvissuti su %d ancora in vita", int(s.NP))
	switch inf {
	case 0:
		return out + l.say(", none infected", ", nessuno infetto")
	case 1:
		if alive == 1 {
			return out + l.say(", infected", ", infetto")
		}
		return out + l.say(", 1 of them infected", ", 1 dei quali infetto")
	}
	return out + l.say(", %d of them infected", ", %d dei quali infetti", inf)
}
