package zombies4

import (
	"fmt"
	"strconv"

	"zombietable/game"
)

// Scoreboard tells how a finished game was won (game.Scorer): by the spell
// cast in the Cabin, by 25 kills, or at dawn by the most kills; each seat's
// kills, pages in play, lives and deaths.
func (g *State) Scoreboard(names []string, lang string) game.Scoreboard {
	it := lang == "it"
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	sb := game.Scoreboard{Heads: []string{say("Kills", "Uccisioni"), say("Pages", "Pagine"), say("Lives", "Vite"), say("Deaths", "Morti")}}
	for i := 0; i < int(g.N); i++ {
		p := &g.P[i]
		lives := strconv.Itoa(int(p.Half) / 2)
		if p.Half%2 != 0 {
			lives += "½"
		}
		sb.Rows = append(sb.Rows, game.ScoreRow{Cells: []string{
			strconv.Itoa(int(p.Kills)), strconv.Itoa(g.Pages(i)), lives, strconv.Itoa(int(p.Deaths)),
		}})
	}
	if !g.Over() {
		return sb
	}
	switch g.WonBy {
	case wonSpell:
		sb.Notes = append(sb.Notes, say("The spell was cast in the Cabin.", "L'incantesimo è stato lanciato nella Baita."))
	case wonKills:
		sb.Notes = append(sb.Notes, say("%d kills won the game.", "%d uccisioni hanno vinto la partita.", cat.KillsToWin))
	case wonDawn:
		sb.Notes = append(sb.Notes, say("Dawn came: the most kills won.", "È arrivata l'alba: ha vinto chi aveva più uccisioni."))
	}
	// "Lives 1½" in the table says itself what the half is.
	sb.Notes = append(sb.Notes, say("Lives are the life counters left at the end: ½ is a half life counter (a bite takes half a life).",
		"Le vite sono i segnalini vita rimasti alla fine: ½ è un mezzo segnalino vita (un morso toglie mezza vita)."))
	return sb
}
