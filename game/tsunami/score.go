package tsunami

import (
	"strconv"
	"strings"

	"zombietable/game"
	"zombietable/i18n"
)

// Scoreboard tells a finished game's score (game.Scorer): each horde's
// zombies as counted at the end, which decide the winner ("Il giocatore in
// possesso del maggior numero di zombie sarà il vincitore"), with the
// civilians, coins, bonus cards paid and bombs thrown along the way, and the
// roll-offs a tie took: the tied players' dice left by the roll-off are in
// their rows' detail, the count stays as it was (a player outside the tie
// never passes them).
func (g *State) Scoreboard(names []string, lang string) game.Scoreboard {
	l := i18n.ByCode(lang)
	sb := game.Scoreboard{Heads: []string{
		// short heads: the game-over columns are narrow at 960 × 600
		l.T("tsunami.score.zombies"), l.T("tsunami.score.coins"), l.T("tsunami.score.paid"), l.T("tsunami.score.bombs"),
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
			detail = append(detail, l.T("tsunami.score.led"))
		}
		if over && g.Rolloffs > 0 && p.Counted == best {
			detail = append(detail, l.F("tsunami.score.left", "n", int(p.Dice)))
		}
		row.Detail = strings.Join(detail, " · ")
		sb.Rows = append(sb.Rows, row)
	}
	if over && g.Rolloffs > 0 {
		sb.Notes = append(sb.Notes, l.F("tsunami.score.rolloffs", "n", int(g.Rolloffs)))
	}
	return sb
}
