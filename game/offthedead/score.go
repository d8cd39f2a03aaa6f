package offthedead

import (
	"strconv"

	"zombietable/game"
)

// Scoreboard tells how a finished game went (game.Scorer): the team wins
// together when "tutti gli zombie sono stati distrutti", however many
// survive, and loses when every survivor is a zombie. Each seat's row gives
// its survivor, whether they lived, the zombies they destroyed and their
// infection; the notes give the zombies left and the turns played.
func (s *State) Scoreboard(names []string, lg string) game.Scoreboard {
	l := lg == "it"
	say := lang(l).say
	sb := game.Scoreboard{Heads: []string{
		say("Survivor", "Sopravvissuto"), say("Zombies destroyed", "Zombie distrutti"), say("Infection", "Infezione"),
	}}
	for i := 0; i < int(s.NP); i++ {
		p := &s.P[i]
		surv := cat.Survivors[p.Surv].Name
		if l {
			surv = cat.Survivors[p.Surv].NameIT
		}
		inf := say("none", "nessuna")
		if p.Inf > 0 {
			inf = say("%d of %d", "%d su %d", p.Inf, cat.Infection)
		}
		row := game.ScoreRow{Cells: []string{surv, strconv.Itoa(int(p.Killed)), inf}}
		if p.Alive {
			row.Detail = say("survived", "è sopravvissuto")
		} else {
			row.Detail = say("became a zombie", "è diventato uno zombie")
		}
		sb.Rows = append(sb.Rows, row)
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
