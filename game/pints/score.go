package pints

import (
	"fmt"
	"strconv"
	"strings"

	"zombietable/game"
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
	n := namer{it: lang == "it"}
	say := func(en, it string, args ...any) string {
		if n.it {
			return fmt.Sprintf(it, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	rescue := -1
	if s.Done && s.Rescue >= 0 {
		rescue = int(tab.kind[s.Rescue])
	}
	sb := game.Scoreboard{Heads: []string{say("Bites", "Morsi"), say("Chips", "Patatine"), say("Beers", "Birre")}}
	if rescue == kSmallCar {
		sb.Heads = append(sb.Heads, say("Extra hits", "Colpi extra"))
	}
	for p := range int(s.NP) {
		pl := &s.P[p]
		row := game.ScoreRow{Cells: []string{strconv.Itoa(int(pl.Bites)), strconv.Itoa(int(pl.Chips)), strconv.Itoa(int(pl.Beers))}}
		if rescue == kSmallCar {
			row.Cells = append(row.Cells, strconv.Itoa(max(0, int(s.Rolls[p]))))
		}
		row.Detail = s.why(p, rescue, n, say)
		sb.Rows = append(sb.Rows, row)
	}
	if !s.Done {
		return sb
	}
	if rescue < 0 {
		sb.Notes = append(sb.Notes, say("Turn %d: the last companion dies and the zombies win.", "Turno %d: muore l'ultimo compagno e vincono gli zombi.", s.Turn+1))
		return sb
	}
	name := n.card(rescue)
	if n.it {
		name = lowerArticle(name)
	} else if strings.HasPrefix(name, "The ") {
		name = "the " + name[4:]
	}
	sb.Notes = append(sb.Notes, say("Turn %d: %s arrives — %s.", "Turno %d: arriva %s — %s.", s.Turn+1, name, s.rule(rescue, say)))
	return sb
}

// rule says what the rescue card asks, with its figure (the army's cards
// left in sector 4).
func (s *State) rule(k int, say sayer) string {
	switch k {
	case kSmallCar:
		return say("one seat, for the most extra hits rolled (chips break a tie)", "un posto, per chi tira più colpi extra (le patatine spareggiano)")
	case kTaxi:
		return say("each rider pays with a companion card", "ognuno paga con una carta compagno")
	case kTandem:
		return say("the two with fewest bites ride (chips break a tie)", "pedalano i due con meno morsi (le patatine spareggiano)")
	case kArmy:
		return say("it enlists who has more chips than its %d cards left in sector 4", "arruola chi ha più patatine delle %d carte rimaste nel settore 4", s.Sec[3])
	case kSalvation:
		return say("who drank fewest beers is left behind (then fewest chips)", "resta indietro chi ha bevuto meno birre (poi meno patatine)")
	}
	return ""
}

// why says why the rescue card took seat p or left it behind.
func (s *State) why(p, k int, n namer, say sayer) string {
	saved := s.Saved&(1<<p) != 0
	pl := &s.P[p]
	bites := count(n, int(pl.Bites), "bite", "bites", "morso", "morsi")
	chips := count(n, int(pl.Chips), "chip", "chips", "patatina", "patatine")
	beers := count(n, int(pl.Beers), "beer", "beers", "birra", "birre")
	switch k {
	case kSmallCar:
		hits := count(n, max(0, int(s.Rolls[p])), "extra hit", "extra hits", "colpo extra", "colpi extra")
		if saved {
			return say("the most extra hits: %d", "più colpi extra: %d", s.Rolls[p])
		}
		// "In caso di un pareggio, il giocatore che al momento possiede più
		// sacchetti di patatine ottiene il posto"; tied on both, the
		// players tied roll again.
		for w := range int(s.NP) {
			if s.Saved&(1<<w) == 0 || s.Rolls[w] != s.Rolls[p] {
				continue
			}
			if pl.Chips < s.P[w].Chips {
				return say("%s, as many as the winner: fewer chips", "%s, quanti il vincitore: meno patatine", hits)
			}
			return say("%s, as many as the winner, and as many chips: lost the roll again", "%s, quanti il vincitore, e tante patatine: perde il nuovo lancio", hits)
		}
		return say("%s: not the most", "%s: non i più", hits)
	case kTaxi:
		if saved {
			return say("paid the taxi with a companion card", "ha pagato il taxi con una carta compagno")
		}
		return say("no companion card to pay the taxi", "nessuna carta compagno per pagare il taxi")
	case kTandem:
		if saved {
			return say("rides the tandem: %s, %s", "pedala sul tandem: %s, %s", bites, chips)
		}
		return say("no saddle left: %s, %s", "nessun sellino libero: %s, %s", bites, chips)
	case kArmy:
		if saved {
			return say("%s, more than %d", "%s, più di %d", chips, s.Sec[3])
		}
		return say("%s, not more than %d", "%s, non più di %d", chips, s.Sec[3])
	case kSalvation:
		if saved {
			return say("%s, %s", "%s, %s", beers, chips)
		}
		return say("left behind: fewest beers (%d), then chips (%d)", "resta indietro: meno birre (%d), poi patatine (%d)", pl.Beers, pl.Chips)
	}
	return ""
}
