package zombionion

import (
	"fmt"
	"strconv"
	"strings"

	"zombietable/game"
)

// Scoreboard tells a finished game's score (game.Scorer): each seat's
// victory points with the cards they come from, its turns and cards, and
// how the game ended — the empty piles, the turns played, and a tie broken
// by fewer turns ("in caso di parità vince chi ha giocato meno turni").
func (g *State) Scoreboard(names []string, lang string) game.Scoreboard {
	it := lang == "it"
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	name := func(s int) string {
		if s < len(names) && names[s] != "" {
			return names[s]
		}
		return say("seat %d", "posto %d", s+1)
	}
	sb := game.Scoreboard{Heads: []string{say("Victory points", "Punti vittoria"), say("Turns", "Turni"), say("Cards", "Carte")}}
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		row := game.ScoreRow{Cells: []string{
			strconv.Itoa(g.Score(game.Seat(s))), strconv.Itoa(int(p.Turns)), strconv.Itoa(int(p.OwnN)),
		}}
		row.Detail = strings.Join(g.breakdown(s, lang), " · ")
		sb.Rows = append(sb.Rows, row)
	}
	if g.Phase != PhaseOver {
		return sb
	}
	turns := 0
	for s := 0; s < int(g.N); s++ {
		turns = max(turns, int(g.P[s].Turns))
	}
	why := say("the %s pile is empty", "la pila %s è vuota", MoltiPiuZombi.Name(lang))
	if g.Supply[MoltiPiuZombi] != 0 {
		var piles []string
		for c := Card(0); c < NumCards; c++ {
			if g.InSupply&(1<<c) != 0 && g.Supply[c] == 0 {
				piles = append(piles, c.Name(lang))
			}
		}
		why = say("%d supply piles are empty (%s)", "%d pile della Scorta sono vuote (%s)", len(piles), strings.Join(piles, ", "))
	}
	if g.Solo {
		why = say("a solo game", "partita in solitario")
	}
	sb.Notes = append(sb.Notes, say("The game ended after %d rounds, %s started: %s.", "La partita è finita dopo %d giri, ha iniziato %s: %s.",
		turns, name(int(g.Start)), why))
	if tie := g.tieNote(name, say); tie != "" {
		sb.Notes = append(sb.Notes, tie)
	}
	return sb
}

// tieNote says how a tie on the most points was settled: "Se vi è un
// pareggio, il giocatore che ha giocato meno turni vince il gioco. Se i
// giocatori in pareggio hanno giocato lo stesso numero di turni, vincono
// entrambi." It is empty when nobody tied on the most points.
func (g *State) tieNote(name func(int) string, say func(string, string, ...any) string) string {
	best := -1 << 30
	for s := 0; s < int(g.N); s++ {
		best = max(best, g.Score(game.Seat(s)))
	}
	var tied, won []string
	for s := 0; s < int(g.N); s++ {
		if g.Score(game.Seat(s)) == best {
			tied = append(tied, name(s))
			if g.Winners&(1<<s) != 0 {
				won = append(won, name(s))
			}
		}
	}
	switch {
	case len(tied) < 2:
		return ""
	case len(won) == len(tied):
		return say("%s tie on %d points and turns: they share the win.", "%s pareggiano a %d punti e turni: vincono insieme.", strings.Join(tied, ", "), best)
	case len(won) > 1:
		return say("%s tie on %d points: %s played fewer turns and share the win.", "%s pareggiano a %d punti: %s hanno giocato meno turni e vincono insieme.",
			strings.Join(tied, ", "), best, strings.Join(won, ", "))
	}
	return say("%s tie on %d points: %s played fewer turns.", "%s pareggiano a %d punti: %s ha giocato meno turni.",
		strings.Join(tied, ", "), best, strings.Join(won, ", "))
}

// again carries the winners of a finished game into the next one's
// previous-winners option, so that "il giocatore di partenza è il giocatore a
// sinistra del vincitore dell'ultima partita" (after a tie, one of those who
// did not win, at random).
func again(over game.State, next game.Config) game.Config {
	g, ok := over.(*State)
	if !ok || g.Solo {
		return next
	}
	var seats []string
	for s := 0; s < int(g.N); s++ {
		if g.Winners&(1<<s) != 0 {
			seats = append(seats, strconv.Itoa(s+1))
		}
	}
	next.Options["previous-winners"] = strings.Join(seats, ",")
	return next
}

// breakdown lists where a seat's victory points come from, biggest first:
// "4 Molti + Zombi 24", "2 Survivors (38 cards) 6", "1 Infezione −1".
func (g *State) breakdown(s int, lang string) []string {
	p := &g.P[s]
	var out []string
	for _, c := range [...]Card{MoltiPiuZombi, MoltiZombi, Zombi, Survivors, Infezione} {
		n := int(p.Own[c])
		if n == 0 {
			continue
		}
		v := n * int(vp[c])
		what := fmt.Sprintf("%d %s", n, c.Name(lang))
		if c == Survivors {
			v = n * (int(p.OwnN) / 10)
			if lang == "it" {
				what += fmt.Sprintf(" (%d carte)", p.OwnN)
			} else {
				what += fmt.Sprintf(" (%d cards)", p.OwnN)
			}
		}
		out = append(out, what+" "+signed(v))
	}
	return out
}

// signed writes a number of points with a true minus sign when negative.
func signed(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}
