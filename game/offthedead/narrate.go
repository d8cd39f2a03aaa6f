package offthedead

import (
	"fmt"
	"strings"

	"zombietable/game"
	"zombietable/i18n"
)

// lang is the language of a text, from its code ("en", "fr").
func lang(code string) i18n.Lang { return i18n.ByCode(code) }

// The names of the game's things in l, from the catalogs' families of keys
// (package i18n) named by the data's ids.

// itemName is an item's name, without the soft hyphens (U+00AD) at which a
// card's header may break it.
func itemName(l i18n.Lang, k int8) string {
	return strings.ReplaceAll(l.T("offthedead.item."+cat.Items[k].ID+".name"), "\u00ad", "")
}

// itemThe is the item as a line names it after a verb: "the Axe".
func itemThe(l i18n.Lang, k int8) string {
	return l.T("offthedead.item." + cat.Items[k].ID + ".the")
}

// itemWith is the item as a line names what one attacks with: "with the Axe".
func itemWith(l i18n.Lang, k int8) string {
	return l.T("offthedead.item." + cat.Items[k].ID + ".with")
}

func quoteName(l i18n.Lang, q int) string {
	return l.T("offthedead.quote." + cat.Quotes[q].ID + ".name")
}

func abilityName(l i18n.Lang, k int8) string {
	return l.T("offthedead.survivor." + cat.Survivors[k].ID + ".ability")
}

func survivorName(l i18n.Lang, k int8) string {
	return l.T("offthedead.survivor." + cat.Survivors[k].ID + ".name")
}

func eventName(l i18n.Lang, e int8) string {
	return l.T("offthedead.event." + cat.Events[e].ID + ".name")
}

func symbolName(l i18n.Lang, k int) string {
	return l.T("offthedead.symbol." + symbolIDs[k])
}

// inZone says "in the first zone" (z from 0).
func inZone(l i18n.Lang, z int) string {
	switch z {
	case 0:
		return l.T("offthedead.zone.in0")
	case 1:
		return l.T("offthedead.zone.in1")
	}
	return l.T("offthedead.zone.in2")
}

// survivor names survivor p by the survivor card, the one name the table
// gives it everywhere.
func (s *State) survivor(l i18n.Lang, p int8) string {
	if p < 0 || p >= s.NP {
		return l.T("offthedead.log.nobody")
	}
	if s.P[p].Surv < 0 {
		return l.F("offthedead.log.survivor_n", "n", p+1)
	}
	return survivorName(l, s.P[p].Surv)
}

// zombie names zombie i of seat p's corridor as every seat sees it.
func (s *State) zombie(l i18n.Lang, p int8, i int) string {
	d := s.P[p].Dir
	if i < 0 || i >= int(s.CN[d]) {
		return l.T("offthedead.log.a_zombie")
	}
	z := s.Cor[d][i]
	if z.Up || z.Known {
		return l.F("offthedead.log.zombie_up", "strength", s.zStr(z.C), "zone", inZone(l, int(z.Zone)))
	}
	return l.F("offthedead.log.zombie_down", "zone", inZone(l, int(z.Zone)))
}

// Describe says what action a of the seat to act does. The subject is the
// survivor deciding, with who, the seat's name, after it: "Tyrone (Anna)".
func (s *State) Describe(a game.Action, who string, lg string) string {
	me := s.actor()
	if s.Picks > 0 && who != "" {
		// no survivor yet: the seat's name alone
		return s.describe(a, who, lg)
	}
	if name := s.survivor(lang(lg), me); who == "" || who == name {
		who = name
	} else {
		who = name + " (" + who + ")"
	}
	return s.describe(a, who, lg)
}

// describe says what action a does, its subject who.
func (s *State) describe(a game.Action, who string, lg string) string {
	l := lang(lg)
	op, x, y := DecodeAction(a)
	pl := &s.P[s.actor()]
	item := func(i int) string {
		if i < int(pl.NI) {
			return itemThe(l, s.rKind(pl.Items[i]))
		}
		return l.T("offthedead.log.an_item")
	}
	seat := func(t int) string { return s.survivor(l, int8(t)) }
	switch op {
	case OpSearch:
		return l.F("offthedead.log.search", "who", who, "pile", x+1)
	case OpSecond:
		return l.F("offthedead.log.second", "who", who, "pile", x+1)
	case OpPlace:
		if s.Aid && s.NPlace > 0 {
			return l.F("offthedead.log.place_seen", "who", who, "item", itemThe(l, s.rKind(s.Place[0])), "pile", x+1)
		}
		return l.F("offthedead.log.place", "who", who, "pile", x+1)
	case OpThrow:
		if y == 3 {
			return l.F("offthedead.log.throw_right", "who", who, "item", item(x))
		}
		return l.F("offthedead.log.throw_left", "who", who, "item", item(x))
	case OpAttack:
		if x == bare {
			return l.F("offthedead.log.attack_bare", "who", who, "zombie", s.zombie(l, s.Active, y))
		}
		with := l.T("offthedead.log.with_an_item")
		if x < int(pl.NI) {
			with = itemWith(l, s.rKind(pl.Items[x]))
		}
		return l.F("offthedead.log.attack_with", "who", who, "zombie", s.zombie(l, s.Active, y), "weapon", with)
	case OpItem:
		return l.F("offthedead.log.item", "who", who, "item", item(x))
	case OpAbility:
		return l.F("offthedead.log.ability", "who", who, "ability", abilityName(l, pl.Surv), "target", seat(y))
	case OpQuote:
		if q := x / 3; q < nQuotes {
			return l.F("offthedead.log.quote", "who", who, "quote", quoteName(l, q), "cost", quoteCost[q], "symbol", symbolName(l, x%3))
		}
	case OpPass:
		return l.F("offthedead.log.pass", "who", who)
	case OpLead:
		target := seat(int(s.side(s.Active, int8(x))))
		if x == 3 {
			return l.F("offthedead.log.lead_right", "who", who, "target", target)
		}
		return l.F("offthedead.log.lead_left", "who", who, "target", target)
	case OpJunk:
		return l.F("offthedead.log.junk", "who", who, "item", item(x))
	case OpEnd:
		return l.F("offthedead.log.end", "who", who)
	case OpChoose:
		if x < nSurvivors {
			return l.F("offthedead.log.choose", "who", who, "name", survivorName(l, int8(x)), "ability", abilityName(l, int8(x)), "symbol", symbolName(l, int(tab.survSym[x])))
		}
	}
	return l.F("offthedead.log.something", "who", who)
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
	l := lang(lg)
	who := func(p int8) string { return s.survivor(l, p) }
	var out []string
	if b.Sub == subSecond && b.S1 >= 0 {
		out = append(out, s.searchOutcome(l, b))
	} else if s.Sub != subSecond {
		out = s.scavenged(l, b, out)
	}
	if b.Picks > 0 && s.Picks == 0 {
		if s.Colt {
			out = append(out, l.T("offthedead.log.colt"))
		}
		out = append(out, l.F("offthedead.log.cut", "who", who(s.Active)))
	}
	if s.LastEv >= 0 {
		out = append(out, l.F("offthedead.log.event", "event", eventName(l, s.LastEv)))
	}
	if n := int(s.Rolls - b.Rolls); n > 0 {
		out = append(out, s.rolls(l, min(n, len(s.Rolled))))
	}
	if n := s.HN; n > 0 && n == b.HN && s.Horde[n-1] == b.Horde[n-1] && s.Arrow[n-1] != b.Arrow[n-1] {
		// the top card turned and stays (1 and 2 players, an event)
		if t := s.seatAt(s.Arrow[n-1]); t >= 0 && s.P[t].Alive {
			out = append(out, l.F("offthedead.log.top_turns", "who", who(t)))
		} else {
			out = append(out, l.T("offthedead.log.top_nobody"))
		}
	}
	// The kills first: an attack comes before the zombies' phase it leads to.
	for p := range s.NP {
		if k, bk := s.P[p].Killed, b.P[p].Killed; k > bk {
			out = append(out, l.F("offthedead.log.destroys", "n", int(k-bk), "who", who(p)))
		}
	}
	for p := range s.NP {
		bp, sp := &b.P[p], &s.P[p]
		d := sp.Dir
		if in := int(s.CN[d]) - int(b.CN[d]); in > 0 && sp.Alive && (s.HN < b.HN || s.HeldN < b.HeldN) {
			out = append(out, l.F("offthedead.log.enters", "n", in, "who", who(p)))
		}
		switch {
		case bp.Alive && !sp.Alive:
			out = append(out, l.F("offthedead.log.dies", "who", who(p)))
		case sp.Inf > bp.Inf && bp.Inf == 0:
			out = append(out, l.F("offthedead.log.infected", "who", who(p), "level", sp.Inf))
		case sp.Inf > bp.Inf:
			out = append(out, l.F("offthedead.log.infection_up", "who", who(p), "level", sp.Inf))
		case sp.Inf < bp.Inf:
			out = append(out, l.F("offthedead.log.infection_down", "who", who(p), "level", sp.Inf))
		}
	}
	if s.HeldN > b.HeldN {
		out = append(out, l.F("offthedead.log.held", "n", int(s.HeldN-b.HeldN), "who", who(s.Active)))
	}
	if s.Junk > b.Junk {
		out = append(out, l.F("offthedead.log.must_junk", "who", who(s.Active)))
	}
	if s.Done && !b.Done {
		switch {
		case s.Won:
			out = append(out, l.T("offthedead.log.won"))
		case s.Nuked:
			out = append(out, l.T("offthedead.log.nuked"))
		default:
			out = append(out, l.T("offthedead.log.lost"))
		}
	}
	return out
}

// scavenged tells the card taken off a pile outside a search (Scrounger,
// a quote): the item and who takes it, or the surprise wave it was. The card
// is face up from then on, so naming it tells no secret.
func (s *State) scavenged(l i18n.Lang, b *State, out []string) []string {
	for q := range s.NPile {
		if s.PN[q] >= b.PN[q] {
			continue
		}
		k := s.rKind(b.Pile[q][b.PN[q]-1])
		if k == iWave {
			return append(out, l.F("offthedead.log.wave_pile", "pile", int(q)+1))
		}
		for p := range s.NP {
			if s.P[p].NI > b.P[p].NI {
				return append(out, l.F("offthedead.log.takes", "who", s.survivor(l, p), "item", itemThe(l, k), "pile", int(q)+1))
			}
		}
	}
	return out
}

// rolls tells the last n rolls of the die, in the order rolled.
func (s *State) rolls(l i18n.Lang, n int) string {
	var b strings.Builder
	for i := n; i > 0; i-- {
		d := s.Rolled[(s.Rolls-uint16(i))%uint16(len(s.Rolled))]
		if i < n {
			b.WriteString(l.T("offthedead.log.then"))
		}
		fmt.Fprint(&b, d)
	}
	return l.F("offthedead.log.die", "rolls", b.String())
}

// searchOutcome says what the second card of a search turned up, before
// being the state the second card was turned in.
func (s *State) searchOutcome(l i18n.Lang, b *State) string {
	k1 := s.rKind(b.S1)
	var k2 int8 = -1
	for p := range s.NPile {
		// the second card is the one the search took off a pile
		if s.PN[p] < b.PN[p] {
			k2 = s.rKind(b.Pile[p][b.PN[p]-1])
		}
	}
	if k2 < 0 {
		return l.T("offthedead.log.two_cards")
	}
	who := s.survivor(l, b.Active)
	switch {
	case k1 == iWave || k2 == iWave:
		if k1 == k2 {
			return l.T("offthedead.log.two_waves")
		}
		return l.T("offthedead.log.one_wave")
	case k1 == k2 && s.P[b.Active].NI > b.P[b.Active].NI:
		return l.F("offthedead.log.pair", "who", who, "item", itemThe(l, k1))
	case s.Aid:
		return l.F("offthedead.log.no_pair_seen", "first", itemName(l, k1), "second", itemName(l, k2))
	}
	return l.T("offthedead.log.no_pair")
}

// Label names action a for a button, without its subject: "uses the Toy".
func (s *State) Label(a game.Action, lg string) string {
	return strings.TrimSpace(s.describe(a, "", lg))
}
