package zombies4

import (
	"fmt"
	"strconv"
	"strings"

	"zombietable/game"
)

func evName(ty int, it bool) string {
	if it {
		return tab.cat.Events[ty].NameIT
	}
	return tab.cat.Events[ty].Name
}

func mapName(inst int, it bool) string {
	c := tab.defs[tab.mapInst[inst]].card
	if it {
		return c.NameIT
	}
	return c.Name
}

var dirIT = [4]string{"nord", "est", "sud", "ovest"}
var dirEN = [4]string{"north", "east", "south", "west"}

// Describe says what action a of the seat to act does, in English or
// Italian.
func (g *State) Describe(a game.Action, who string, lang string) string {
	it := lang == "it"
	say := func(en, itText string, args ...string) string {
		if it {
			return fill(who+" ", itText, args...)
		}
		return fill(who+" ", en, args...)
	}
	kind, x := decode(a)
	// at names square q after the preposition en or it (same: "it" for a
	// second square of the same card).
	at := func(q int, same bool, en, itPrep string) string {
		if it {
			return g.placeOf(q, same, true).at(true, itPrep)
		}
		return g.placeOf(q, same, false).at(false, en)
	}
	switch kind {
	case aPlace:
		if g.Drawn < 0 || x/4 >= nCells {
			break
		}
		return say("lays %s", "posiziona %s", g.cardPhrase(int(g.Drawn), x/4, it))
	case aStep:
		if q := g.P[g.Cur].Sq; x < 4 && q >= 0 && g.Nbr[q][x] >= 0 {
			dir := dirEN[x]
			if it {
				dir = dirIT[x]
			}
			return say("walks %s %s", "va a %s, %s", dir, at(int(g.Nbr[q][x]), false, "to", "a"))
		}
	case aStop:
		return say("stops moving", "si ferma")
	case aCast:
		return say("tries the spell", "tenta l'incantesimo")
	case aSpend:
		return say("spends %d ammunition to raise the roll", "spende %d munizioni per alzare il tiro", itoa(g.Need))
	case aBite:
		return say("takes the bite", "subisce il morso")
	case aPlay:
		if x < nEvTypes {
			return say("plays %s", "gioca %s", evName(x, it))
		}
	case aUse:
		if x < nEvTypes {
			return say("discards %s from play for its effect", "scarta %s dal gioco per il suo effetto", evName(x, it))
		}
	case aPass:
		return say("plays no card", "non gioca carte")
	case aDog:
		if x < int(g.NLaid)*9 {
			return say("picks the dog %s to move", "sceglie di muovere il cane %s", at(x, false, "on", "su"))
		}
	case aDogTo:
		from := int(g.DogFrom)
		if from >= 0 && x < int(g.NLaid)*9 {
			return say("moves the dog %s %s", "muove il cane %s %s", at(from, false, "from", "da"), at(x, g.sameCard(from, x), "to", "a"))
		}
	case aDogAt:
		if x < int(g.NLaid)*9 {
			return say("puts a dog %s", "mette un cane %s", at(x, false, "on", "su"))
		}
	case aDogsRandom:
		n := int(g.DogsLeft)
		return say("lets the table place %s at random", "lascia al tavolo piazzare a caso %s", game.Count(n, it, "dog", "dogs", "cane", "cani"))
	case aDiscard:
		if x < nEvTypes {
			return say("discards %s and ends the turn", "scarta %s e finisce il turno", evName(x, it))
		}
	case aKeep:
		return say("ends the turn", "finisce il turno")
	}
	return say("does %s", "fa %s", g.ActionString(a))
}

// NarratesAlone marks the state a game.LoneNarrator: Narrate tells an action
// from the events it recorded alone.
func (g *State) NarratesAlone() {}

// Narrate tells what the last action set off: map cards drawn and laid,
// dice, kills, bites, deaths, counters taken, cards drawn (counted, not
// named), pages stolen or burned, and the end. All of it is public.
//
// It tells from the events the action recorded (Log), never reading before:
// the state is a game.LoneNarrator.
func (g *State) Narrate(before game.State, names []string, lang string) []string {
	if _, ok := before.(*State); !ok {
		return nil
	}
	it := lang == "it"
	say := func(en, itText string, args ...string) string {
		if it {
			return fill("", itText, args...)
		}
		return fill("", en, args...)
	}
	// count names n things in the line's language, one in the singular.
	count := func(n int, en, enMany, itOne, itMany string) string {
		return game.Count(n, it, en, enMany, itOne, itMany)
	}
	dogs := func(n int) string { return count(n, "dog", "dogs", "cane", "cani") }
	kills := func(n int) string { return count(n, "kill", "kills", "uccisione", "uccisioni") }
	who := func(s int) string {
		if s >= 0 && s < len(names) && names[s] != "" {
			return names[s]
		}
		return say("player %d", "giocatore %d", itoa(s+1))
	}
	var out []string
	for i := 0; i < int(g.LogN); i++ {
		e := g.Log[i]
		s, a, b := int(e.S), int(e.A), int(e.B)
		var line string
		switch e.K {
		case lgMapDrawn:
			line = say("%s draws the map card %s", "%s pesca la carta mappa %s", who(s), mapName(a, it))
		case lgMapAside:
			line = say("%s fits nowhere and is set aside", "%s non entra da nessuna parte e viene messa da parte", mapName(a, it))
		case lgMapBottom:
			line = say("%s fits nowhere and goes under the map deck", "%s non entra da nessuna parte e va sotto il mazzo delle mappe", mapName(a, it))
		case lgCabinRoll:
			line = say("%s rolls %d for who lays the Cabin", "%s tira %d per chi posiziona la Baita", who(s), itoa(a))
		case lgCabinPlacer:
			line = say("%s has the fewest pages and lays the Cabin", "%s ha meno pagine e posiziona la Baita", who(s))
		case lgLaid:
			if tab.defs[tab.mapInst[a]].kind == mkPlain && g.Phase == phDogs {
				line = say("%s rolls %d: %s to place on the new woods", "%s tira %d: %s da piazzare nel nuovo bosco", who(s), itoa(g.Dice[g.DiceN-1].Face), dogs(b))
				break
			}
			line = say("%s is laid with %s", "%s entra in gioco con %s", mapName(a, it), dogs(b))
		case lgFightRoll:
			line = say("%s rolls %d in the fight (%d in all)", "%s tira %d nel combattimento (%d in tutto)", who(s), itoa(a), itoa(b))
		case lgKill:
			line = say("%s kills a dog (%s)", "%s uccide un cane (%s)", who(s), kills(a))
		case lgBite:
			if a == 1 || a == 2 {
				line = say("%s is bitten: %s life left", "%s subisce un morso: resta %s vita", who(s), halves(a))
				break
			}
			line = say("%s is bitten: %s lives left", "%s subisce un morso: restano %s vite", who(s), halves(a))
		case lgDeath:
			line = say("%s dies and loses %s and every card in play", "%s muore e perde %s e tutte le carte in gioco", who(s), kills(a))
		case lgRespawn:
			line = say("%s comes back on the Bridge", "%s torna sul Ponte", who(s))
		case lgEvents:
			line = say("%s draws %s", "%s pesca %s", who(s), count(a, "event card", "event cards", "carta evento", "carte evento"))
		case lgReshuffle:
			line = say("the event discard is shuffled into a new deck", "gli scarti degli eventi vengono mescolati in un nuovo mazzo")
		case lgMoveRoll:
			line = say("%s rolls %d to move (%s)", "%s tira %d per muoversi (%s)", who(s), itoa(a), count(b, "square", "squares", "quadrato", "quadrati"))
		case lgZombieRoll:
			line = say("%s rolls %d: that many dogs move", "%s tira %d: si muovono altrettanti cani", who(s), itoa(a))
		case lgLife:
			line = say("%s takes a life", "%s prende una vita", who(s))
		case lgAmmo:
			line = say("%s takes ammunition", "%s prende una munizione", who(s))
		case lgSpell:
			line = say("%s rolls %d for the spell, needing %d", "%s tira %d per l'incantesimo, serve %d", who(s), itoa(a), itoa(b))
		case lgPackDogs:
			line = say("%s on %s", "%s addosso a %s", count(a, "dog jumps", "dogs jump", "cane salta", "cani saltano"), who(s))
		case lgStole:
			line = say("%s takes %s from %s", "%s prende %s a %s", who(s), evName(a, it), who(b))
		case lgBurn:
			line = say("%s loses %s", "%s perde %s", who(s), evName(a, it))
		case lgWin:
			var ws []string
			for p := 0; p < int(g.N); p++ {
				if b&(1<<p) != 0 {
					ws = append(ws, who(p))
				}
			}
			w := strings.Join(ws, ", ")
			switch uint8(a) {
			case wonSpell:
				line = say("%s casts the spell and wins", "%s lancia l'incantesimo e vince", w)
			case wonKills:
				line = say("%s reaches %d kills and wins", "%s arriva a %d uccisioni e vince", w, itoa(tab.cat.KillsToWin))
			default:
				line = say("dawn breaks: %s, with the most kills, wins", "sorge l'alba: vince %s, con più uccisioni", w)
			}
		}
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// halves writes h half lives as lives: "2", "2½", "½".
func halves(h int) string {
	s := fmt.Sprint(h / 2)
	if h%2 == 1 {
		s += "½"
		if h == 1 {
			s = "½"
		}
	}
	return s
}

// fill writes prefix and then format with each %s or %d replaced by the next
// of args, in order, as fmt.Sprintf would with strings and numbers written
// by itoa, in one allocation: a replayed table writes every line of its log.
func fill(prefix, format string, args ...string) string {
	n := len(prefix) + len(format)
	for _, a := range args {
		n += len(a)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(prefix)
	k := 0
	for i := 0; i < len(format); i++ {
		if c := format[i]; c == '%' && i+1 < len(format) && (format[i+1] == 's' || format[i+1] == 'd') {
			if k < len(args) {
				b.WriteString(args[k])
				k++
			}
			i++
			continue
		}
		b.WriteByte(format[i])
	}
	return b.String()
}

// itoa writes a number for fill.
func itoa[T ~int | ~int8 | ~int16 | ~uint8](v T) string { return strconv.Itoa(int(v)) }
