package tsunami

import (
	"fmt"
	"strconv"
	"strings"

	"zombietable/game"
)

// Scoreboard tells a finished game's score (game.Scorer): each horde's
// zombies as counted at the end, which decide the winner ("Il giocatore in
// possesso del maggior numero di zombie sarà il vincitore"), with the
// civilians, coins, bonus cards paid and bombs thrown along the way, and the
// roll-offs a tie took: the tied players' dice left by the roll-off are in
// their rows' detail, the count stays as it was (a player outside the tie
// never passes them).
func (g *State) Scoreboard(names []string, lang string) game.Scoreboard {
	it := lang == "it"
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	sb := game.Scoreboard{Heads: []string{
		// short heads: the game-over columns are narrow at 960 × 600
		say("Zombies", "Zombie"), say("Coins", "Monete"), say("Bonus paid", "Bonus pagati"), say("Bombs", "Bombe"),
	}}
	over := g.Over()
	best := int16(-1)
	for i := 0; over && i < int(g.N); i++ {
		best = max(best, g.P[i].Counted)
	}
	for i := 0; i < int(g.N); i++ {
		p := &g.P[i]
		zombies := p.Dice
		if over {
			zombies = p.Counted
		}
		row := game.ScoreRow{Cells: []string{
			strconv.Itoa(int(zombies)), strconv.Itoa(int(p.Coins)), strconv.Itoa(int(p.Paid)), strconv.Itoa(int(p.Bombed)),
		}}
		var detail []string
		if p.Led2 {
			detail = append(detail, say("led after round 2", "in testa dopo il secondo round"))
		}
		if over && g.Rolloffs > 0 && p.Counted == best {
			detail = append(detail, say("%d left by the roll-off", "%d rimasti dopo lo spareggio", p.Dice))
		}
		row.Detail = strings.Join(detail, " · ")
		sb.Rows = append(sb.Rows, row)
	}
	if !g.Over() {
		return sb
	}
	switch r := int(g.Rolloffs); {
	case r == 1:
		sb.Notes = append(sb.Notes, say("A tie for the most zombies was settled by 1 roll-off.", "Un pareggio per il maggior numero di zombie è stato risolto con 1 lancio di spareggio."))
	case r > 1:
		sb.Notes = append(sb.Notes, say("A tie for the most zombies was settled by %d roll-offs.", "Un pareggio per il maggior numero di zombie è stato risolto con %d lanci di spareggio.", r))
	}
	return sb
}
