package offthedead

import (
	"fmt"
	"strings"

	"zombietable/game"
)

type lang bool // true for Italian

func (l lang) say(en, it string, args ...any) string {
	if l {
		return fmt.Sprintf(it, args...)
	}
	return fmt.Sprintf(en, args...)
}

// plural says one or many things in l: the singular texts take args, the
// plural ones n and then args.
func (l lang) plural(n int, one, oneIT, many, manyIT string, args ...any) string {
	if n == 1 {
		return l.say(one, oneIT, args...)
	}
	return l.say(many, manyIT, append([]any{n}, args...)...)
}

func (l lang) item(k int8) string {
	if l {
		return cat.Items[k].NameIT
	}
	return cat.Items[k].Name
}

func (l lang) quote(q int) string {
	if l {
		return cat.Quotes[q].NameIT
	}
	return cat.Quotes[q].Name
}

func (l lang) ability(k int8) string {
	if l {
		return cat.Survivors[k].AbilityNameIT
	}
	return cat.Survivors[k].AbilityName
}

// survivor names survivor p by the survivor card, the one name the table
// gives it everywhere.
func (s *State) survivor(l lang, p int8) string {
	if p < 0 || p >= s.NP {
		return l.say("nobody", "nessuno")
	}
	if s.P[p].Surv < 0 {
		return l.say("survivor %d", "il sopravvissuto %d", p+1)
	}
	return l.survivorName(s.P[p].Surv)
}

func (l lang) survivorName(k int8) string {
	if l {
		return cat.Survivors[k].NameIT
	}
	return cat.Survivors[k].Name
}

func (l lang) event(e int8) string {
	if l {
		return cat.Events[e].NameIT
	}
	return cat.Events[e].Name
}

var zoneNames = [2][nZones]string{{"the first zone", "the second zone", "the melee zone"}, {"la 1° zona", "la 2° zona", "la zona corpo a corpo"}}
var symbolIT = [3]string{"teschio", "mano", "rischio biologico"}

func (l lang) zone(z int) string {
	if l {
		return zoneNames[1][z]
	}
	return zoneNames[0][z]
}

func (l lang) symbol(k int) string {
	if l {
		return symbolIT[k]
	}
	return symbolIDs[k]
}

// zombie names zombie i of seat p's corridor as every seat sees it.
func (s *State) zombie(l lang, p int8, i int) string {
	d := s.P[p].Dir
	if i < 0 || i >= int(s.CN[d]) {
		return l.say("a zombie", "uno zombie")
	}
	z := s.Cor[d][i]
	if z.Up || z.Known {
		return l.say("the strength-%d zombie in %s", "lo zombie di forza %d nel%s", s.zStr(z.C), l.zone(int(z.Zone)))
	}
	return l.say("a face-down zombie in %s", "uno zombie coperto nel%s", l.zone(int(z.Zone)))
}

// Describe says what action a of the seat to act does. The subject is the
// survivor deciding, with who, the seat's name, after it: "Tyrone (Anna)".
func (s *State) Describe(a game.Action, who string, lg string) string {
	me := s.actor()
	if s.Picks > 0 && who != "" {
		// no survivor yet: the seat's name alone
		return s.describe(a, who, lg)
	}
	if name := s.survivor(lang(lg == "it"), me); who == "" || who == name {
		who = name
	} else {
		who = name + " (" + who + ")"
	}
	return s.describe(a, who, lg)
}

// describe says what action a does, its subject who.
func (s *State) describe(a game.Action, who string, lg string) string {
	l := lang(lg == "it")
	op, x, y := DecodeAction(a)
	pl := &s.P[s.actor()]
	item := func(i int) string {
		if i < int(pl.NI) {
			return l.item(s.rKind(pl.Items[i]))
		}
		return l.say("an item", "un oggetto")
	}
	seat := func(t int) string { return s.survivor(l, int8(t)) }
	switch op {
	case OpSearch:
		return l.say("%s searches the rubble, turning pile %d", "%s cerca tra le macerie e gira il mazzo %d", who, x+1)
	case OpSecond:
		return l.say("%s turns the second card from pile %d", "%s gira la seconda carta dal mazzo %d", who, x+1)
	case OpPlace:
		if s.Aid && s.NPlace > 0 {
			return l.say("%s puts the %s back on pile %d", "%s rimette %s sul mazzo %d", who, l.item(s.rKind(s.Place[0])), x+1)
		}
		return l.say("%s puts a card back face down on pile %d", "%s rimette una carta coperta sul mazzo %d", who, x+1)
	case OpThrow:
		side := l.say("left", "sinistra")
		if y == 3 {
			side = l.say("right", "destra")
		}
		return l.say("%s throws the %s to the %s", "%s lancia %s a %s", who, item(x), side)
	case OpAttack:
		with := l.say("bare-handed", "a mani nude")
		if x != bare {
			with = l.say("with the %s", "con %s", item(x))
		}
		return l.say("%s attacks %s %s", "%s attacca %s %s", who, s.zombie(l, s.Active, y), with)
	case OpItem:
		return l.say("%s uses the %s", "%s usa %s", who, item(x))
	case OpAbility:
		return l.say("%s uses %s on %s", "%s usa %s su %s", who, l.ability(pl.Surv), seat(y))
	case OpQuote:
		if q := x / 3; q < nQuotes {
			return l.say("%s quotes «%s» for %d %s", "%s cita «%s» per %d %s", who, l.quote(q), quoteCost[q], l.symbol(x%3))
		}
	case OpPass:
		return l.say("%s lets it go", "%s lascia correre", who)
	case OpLead:
		side := l.say("left", "sinistra")
		if x == 3 {
			side = l.say("right", "destra")
		}
		return l.say("%s turns the zombie towards %s, on the %s", "%s gira lo zombie verso %s, a %s",
			who, seat(int(s.side(s.Active, int8(x)))), side)
	case OpJunk:
		return l.say("%s throws the %s away", "%s butta %s", who, item(x))
	case OpEnd:
		return l.say("%s ends the phase with no action", "%s chiude la fase senza azione", who)
	case OpChoose:
		if x < nSurvivors {
			return l.say("%s chooses %s (%s, %s symbol)", "%s sceglie %s (%s, simbolo %s)", who, l.survivorName(int8(x)), l.ability(int8(x)), l.symbol(int(tab.survSym[x])))
		}
	}
	return l.say("%s does something", "%s fa qualcosa", who)
}

// Narrate tells what the last action set off: a search's outcome, dice,
// zombies entering or destroyed, bites and infection, deaths, events and the
// end, naming survivors by their cards. All of it is public; in the box's
// memory game a search's cards that go back are not named, so that the log
// is no memory aid.
func (s *State) Narrate(before game.State, _ []string, lg string) []string {
	b, ok := before.(*State)
	if !ok || b.NP != s.NP {
		return nil
	}
	l := lang(lg == "it")
	who := func(p int8) string { return s.survivor(l, p) }
	var out []string
	if b.Sub == subSecond && b.S1 >= 0 {
		out = append(out, s.searchOutcome(l, b))
	} else if s.Sub != subSecond {
		out = s.scavenged(l, b, out)
	}
	if b.Picks > 0 && s.Picks == 0 {
		if s.Colt {
			out = append(out, l.say("Each survivor takes a Colt Anaconda from the rubble", "Ogni sopravvissuto prende una «Colt Anaconda» dalle macerie"))
		}
		out = append(out, l.say("The horde is cut: %s starts", "Si taglia l'Orda: inizia %s", who(s.Active)))
	}
	if s.LastEv >= 0 {
		out = append(out, l.say("Event: «%s»", "Evento: «%s»", l.event(s.LastEv)))
	}
	if n := int(s.Rolls - b.Rolls); n > 0 {
		out = append(out, s.rolls(l, min(n, len(s.Rolled))))
	}
	if n := s.HN; n > 0 && n == b.HN && s.Horde[n-1] == b.Horde[n-1] && s.Arrow[n-1] != b.Arrow[n-1] {
		// the top card turned and stays (1 and 2 players, an event)
		if t := s.seatAt(s.Arrow[n-1]); t >= 0 && s.P[t].Alive {
			out = append(out, l.say("The horde's top card turns towards %s", "La prima carta dell'Orda si gira verso %s", who(t)))
		} else {
			out = append(out, l.say("The horde's top card turns towards nobody", "La prima carta dell'Orda si gira verso nessuno"))
		}
	}
	// The kills first: an attack comes before the zombies' phase it leads to.
	for p := range s.NP {
		if k, bk := s.P[p].Killed, b.P[p].Killed; k > bk {
			out = append(out, l.plural(int(k-bk), "%s destroys a zombie", "%s distrugge uno zombie", "%[2]s destroys %[1]d zombies", "%[2]s distrugge %[1]d zombie", who(p)))
		}
	}
	for p := range s.NP {
		bp, sp := &b.P[p], &s.P[p]
		d := sp.Dir
		if in := int(s.CN[d]) - int(b.CN[d]); in > 0 && sp.Alive && (s.HN < b.HN || s.HeldN < b.HeldN) {
			out = append(out, l.plural(in, "a zombie enters %s's corridor", "uno zombie entra nel corridoio di %s", "%d zombies enter %s's corridor", "%d zombie entrano nel corridoio di %s", who(p)))
		}
		switch {
		case bp.Alive && !sp.Alive:
			out = append(out, l.say("%s dies and rises as a zombie", "%s muore e diventa uno zombie", who(p)))
		case sp.Inf > bp.Inf && bp.Inf == 0:
			out = append(out, l.say("%s is infected (level %d)", "l'infezione di %s comincia (livello %d)", who(p), sp.Inf))
		case sp.Inf > bp.Inf:
			out = append(out, l.say("%s's infection rises to %d", "l'infezione di %s sale a %d", who(p), sp.Inf))
		case sp.Inf < bp.Inf:
			out = append(out, l.say("%s's infection falls to %d", "l'infezione di %s scende a %d", who(p), sp.Inf))
		}
	}
	if s.HeldN > b.HeldN {
		out = append(out, l.plural(int(s.HeldN-b.HeldN), "a zombie must turn to a neighbour: %s chooses whom", "uno zombie deve girarsi verso un vicino: %s sceglie chi",
			"%d zombies must turn to a neighbour: %s chooses whom", "%d zombie devono girarsi verso un vicino: %s sceglie chi", who(s.Active)))
	}
	if s.Junk > b.Junk {
		out = append(out, l.say("%s must throw away one of their items", "%s deve buttare uno dei suoi oggetti", who(s.Active)))
	}
	if s.Done && !b.Done {
		switch {
		case s.Won:
			out = append(out, l.say("Every zombie is destroyed: the survivors win!", "Tutti gli zombie sono distrutti: i sopravvissuti vincono!"))
		case s.Nuked:
			out = append(out, l.say("The bomb goes off: everybody dies.", "La bomba esplode: muoiono tutti."))
		default:
			out = append(out, l.say("Every survivor is a zombie: the horde wins.", "Tutti i sopravvissuti sono zombie: vince l'Orda."))
		}
	}
	return out
}

// scavenged tells the card taken off a pile outside a search (Scrounger,
// a quote): the item and who takes it, or the surprise wave it was. The card
// is face up from then on, so naming it tells no secret.
func (s *State) scavenged(l lang, b *State, out []string) []string {
	for q := range s.NPile {
		if s.PN[q] >= b.PN[q] {
			continue
		}
		k := s.rKind(b.Pile[q][b.PN[q]-1])
		if k == iWave {
			return append(out, l.say("A surprise zombie wave from pile %d!", "Un'ondata di zombie a sorpresa dal mazzo %d!", q+1))
		}
		for p := range s.NP {
			if s.P[p].NI > b.P[p].NI {
				return append(out, l.say("%s takes the %s from pile %d", "%s prende %s dal mazzo %d", s.survivor(l, p), l.item(k), q+1))
			}
		}
	}
	return out
}

// rolls tells the last n rolls of the die, in the order rolled.
func (s *State) rolls(l lang, n int) string {
	var b strings.Builder
	for i := n; i > 0; i-- {
		d := s.Rolled[(s.Rolls-uint16(i))%uint16(len(s.Rolled))]
		if i < n {
			b.WriteString(l.say(", then ", ", poi "))
		}
		fmt.Fprint(&b, d)
	}
	return l.say("The die shows %s", "Il dado dà %s", b.String())
}

// searchOutcome says what the second card of a search turned up, before
// being the state the second card was turned in.
func (s *State) searchOutcome(l lang, b *State) string {
	k1 := s.rKind(b.S1)
	var k2 int8 = -1
	for p := range s.NPile {
		// the second card is the one the search took off a pile
		if s.PN[p] < b.PN[p] {
			k2 = s.rKind(b.Pile[p][b.PN[p]-1])
		}
	}
	if k2 < 0 {
		return l.say("The search turns two cards", "La ricerca gira due carte")
	}
	who := s.survivor(l, b.Active)
	switch {
	case k1 == iWave || k2 == iWave:
		if k1 == k2 {
			return l.say("Two surprise zombie waves!", "Due ondate di zombie a sorpresa!")
		}
		return l.say("A surprise zombie wave! The other card goes back face down", "Un'ondata di zombie a sorpresa! L'altra carta torna coperta")
	case k1 == k2 && s.P[b.Active].NI > b.P[b.Active].NI:
		return l.say("A pair: %s keeps the %s, the twin goes back face down", "Una coppia: %s tiene %s, il gemello torna coperto", who, l.item(k1))
	case s.Aid:
		return l.say("The %s and the %s: no pair, both go back", "%s e %s: nessuna coppia, tornano entrambe", l.item(k1), l.item(k2))
	}
	return l.say("No pair: both cards go back face down", "Nessuna coppia: entrambe le carte tornano coperte")
}

// Label names action a for a button, without its subject: "uses the Toy".
func (s *State) Label(a game.Action, lg string) string {
	return strings.TrimSpace(s.describe(a, "", lg))
}
