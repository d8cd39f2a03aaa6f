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
// infection; the notes give the zombies left and the turns played.
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
		sb.Notes = append(sb.Notes, say("Every zombie destroyed after %d turns: the team wins.", "Tutti gli zombie distrutti dopo %d turni: la squadra vince.", s.Turn+1))
	case s.Nuked:
		sb.Notes = append(sb.Notes, say("The bomb went off after %d turns: everybody died.", "La bomba è esplosa dopo %d turni: sono morti tutti.", s.Turn+1))
	default:
		sb.Notes = append(sb.Notes, say("Every survivor a zombie after %d turns, %d zombies still standing: the horde wins.",
			"Tutti i sopravvissuti zombie dopo %d turni, %d zombie ancora in piedi: vince l'Orda.", s.Turn+1, s.zombiesLeft()))
	}
	return sb
}
