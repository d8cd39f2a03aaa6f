package pints

import (
	"fmt"
	"strings"

	"zombietable/game"
)

// Narrate tells what the last action set off, comparing before with s:
// the cards that left or joined the deck, the battle dice rolled, the new
// zombies on the board and on the bus, the zombies defeated and those that
// entered the pub, chips scored, bites, deaths and the end. Everything it
// tells is public: drawn companion cards lie face up, zombie cards are
// played at once, and tokens on a tracker are only counted.
func (s *State) Narrate(before game.State, names []string, lang string) []string {
	b, ok := before.(*State)
	if !ok || b.NP != s.NP {
		return nil
	}
	n := namer{it: lang == "it"}
	say := func(en, it string, args ...any) string {
		if n.it {
			return fmt.Sprintf(it, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	who := func(p int) string {
		if p >= 0 && p < len(names) && names[p] != "" {
			return names[p]
		}
		return say("player %d", "giocatore %d", p+1)
	}
	var out []string
	out = s.narrateDeck(b, out, n, say, who)
	out = s.narrateDice(b, out, n, say)
	out = s.narrateBoard(b, out, n, say, who)
	out = s.narrateEnd(b, out, n, say, who)
	return out
}

type sayer func(en, it string, args ...any) string

// narrateDeck tells the cards that left the deck, where they went, and the
// cards put under it.
func (s *State) narrateDeck(b *State, out []string, n namer, say sayer, who func(int) string) []string {
	// A card put under the deck lies there seen by all (under() marks it so):
	// a card drawn and put back under in the same action both left and
	// joined the deck.
	var inB, seenB, inA, seenA [maxDeck]bool
	for i, c := range b.Deck[:b.DeckN] {
		inB[c], seenB[c] = true, b.Seen[i] == 0xff
	}
	for i, c := range s.Deck[:s.DeckN] {
		inA[c], seenA[c] = true, s.Seen[i] == 0xff
	}
	var drawn, under []string
	for _, c := range b.Deck[:b.DeckN] {
		if inA[c] && (!seenA[c] || seenB[c]) {
			continue
		}
		name := n.card(int(tab.kind[c]))
		switch {
		case isRescue(c):
			drawn = append(drawn, say("%s (rescue)", "%s (soccorsi)", name))
		case isCompanion(c):
			holder := -1
			for p := range int(s.NP) {
				if s.P[p].Hand&(1<<uint(c)) != 0 {
					holder = p
				}
			}
			if holder >= 0 {
				drawn = append(drawn, say("%s to %s", "%s a %s", name, who(holder)))
			} else {
				drawn = append(drawn, say("%s to the discard", "%s negli scarti", name))
			}
		default:
			drawn = append(drawn, say("%s (zombie card)", "%s (carta zombi)", name))
		}
	}
	for _, c := range s.Deck[:s.DeckN] {
		if seenA[c] && (!inB[c] || !seenB[c]) {
			under = append(under, n.card(int(tab.kind[c])))
		}
	}
	if len(drawn) > 0 {
		out = append(out, say("Off the deck: %s", "Dal mazzo: %s", strings.Join(drawn, ", ")))
	}
	if len(under) > 0 {
		out = append(out, say("Under the deck: %s", "Sotto il mazzo: %s", strings.Join(under, ", ")))
	}
	for k := range 3 {
		if s.Div&(1<<k) != 0 && b.Div&(1<<k) == 0 {
			out = append(out, say("Divider reached: %s", "Tessera divisione raggiunta: %s", n.divider(k)))
		}
	}
	return out
}

// narrateDice tells the battle dice of a roll.
func (s *State) narrateDice(b *State, out []string, n namer, say sayer) []string {
	if b.top().K != dSend || s.Turn != b.Turn || s.Done || !s.waiting(dPlace) {
		return out
	}
	rolled := 0
	var parts []string
	for f := range 4 {
		if c := int(s.Dice[f]); c > 0 {
			rolled += c
			parts = append(parts, fmt.Sprintf("%d× %s", c, n.face(f)))
		}
	}
	if z := cfg.BattleDice - rolled; z > 0 {
		parts = append(parts, fmt.Sprintf("%d× %s", z, n.face(faceZombie)))
	}
	return append(out, say("Battle dice: %s", "Dadi battaglia: %s", strings.Join(parts, ", ")))
}

// narrateBoard tells the zombies that came, fell and entered the pub, the
// chips scored and the bites.
func (s *State) narrateBoard(b *State, out []string, n namer, say sayer, who func(int) string) []string {
	came, busIn := 0, int(s.Bus)-int(b.Bus)
	colour := int8(-2)
	for r := range nRows {
		for p := range nPos {
			if d := int(s.Z[r][p].N) - int(b.Z[r][p].N); d > 0 && s.Tile[r][p] == b.Tile[r][p] {
				came += d
				switch c := s.colourOf(s.Tile[r][p]); {
				case colour == -2:
					colour = c
				case colour != c:
					colour = -1
				}
			}
		}
	}
	switch {
	case came > 0 && colour >= 0:
		out = append(out, say("%s on the %s tiles", "%s sulle tessere di colore %s", count(n, came, "new zombie", "new zombies", "nuovo zombi", "nuovi zombi"), n.colour(int(colour))))
	case came > 0:
		out = append(out, say("%s on the tiles", "%s sulle tessere", count(n, came, "new zombie", "new zombies", "nuovo zombi", "nuovi zombi")))
	}
	if busIn > 0 {
		out = append(out, say("%s to the bus", "%s sul bus", count(n, busIn, "zombie", "zombies", "zombi", "zombi")))
	}
	// The bus drops its zombies off at its stops, decided or not (a bot's
	// run, or a stop with nothing to play, goes on by itself).
	if busIn < 0 && !s.Done {
		out = append(out, say("Off the bus onto the rows: %s", "Scesi dal bus sulle righe: %s", count(n, -busIn, "zombie", "zombies", "zombi", "zombi")))
	}
	for r := range nRows {
		if d := int(s.Defeated[r]) - int(b.Defeated[r]); d > 0 && s.Turn == b.Turn {
			out = append(out, say("Row %d: %s", "Riga %d: %s", r+1, count(n, d, "zombie defeated", "zombies defeated", "zombi sconfitto", "zombi sconfitti")))
		}
	}
	for p := range int(s.NP) {
		if d := s.trackerTokens(p) - b.trackerTokens(p); d > 0 {
			out = append(out, say("%s into the pub, onto %s's tracker", "%s nel pub, sul segna-morsi di %s", count(n, d, "zombie", "zombies", "zombi", "zombi"), who(p)))
		}
	}
	if b.Scoring || !s.Scoring && s.Turn == b.Turn {
		return out
	}
	a := int(b.Active)
	if d := int(s.P[a].Chips) - int(b.P[a].Chips); d > 0 {
		out = append(out, say("Ambulance: %s — %s scores %s", "Ambulanza: %s — %s guadagna %s",
			count(n, d, "zombie defeated", "zombies defeated", "zombi sconfitto", "zombi sconfitti"), who(a),
			count(n, d, "chip", "chips", "patatina", "patatine")))
	}
	return out
}

// narrateEnd tells bites, deaths and the end of the game.
func (s *State) narrateEnd(b *State, out []string, n namer, say sayer, who func(int) string) []string {
	for p := range int(s.NP) {
		if s.P[p].Bites != b.P[p].Bites && s.P[p].Beers == b.P[p].Beers {
			out = append(out, say("%s has %s of %d", "%s ha %s su %d", who(p), count(n, int(s.P[p].Bites), "bite", "bites", "morso", "morsi"), cfg.BitesPerDeath))
		}
	}
	dead := b.companions() + int(b.Booth) - s.companions() - int(s.Booth)
	for i := range dead {
		if i == dead-1 && s.companions() == 0 {
			out = append(out, say("The last companion dies: the zombies win", "Muore l'ultimo compagno: vincono gli zombi"))
			break
		}
		out = append(out, say("A companion dies: %s in the pub", "Muore un compagno: %s nel pub", n.left(s.companions())))
	}
	if !s.Done || b.Done || s.Rescue < 0 {
		return out
	}
	k := int(tab.kind[s.Rescue])
	name := n.card(k)
	if n.it {
		name = lowerArticle(name)
	}
	var why string
	switch k {
	case kSmallCar:
		var rolls []string
		for p := range int(s.NP) {
			if s.Rolls[p] >= 0 {
				rolls = append(rolls, fmt.Sprintf("%s %d", who(p), s.Rolls[p]))
			}
		}
		why = say("extra hits rolled: %s", "colpi extra ai dadi: %s", strings.Join(rolls, ", "))
	case kTaxi:
		why = say("each rider pays with a companion card", "ognuno paga con una carta compagno")
	case kTandem:
		why = say("the two with fewest bites ride", "pedalano i due con meno morsi")
	case kArmy:
		why = say("it enlists who has more chips than its %d cards left in sector 4", "arruola chi ha più patatine delle %d carte rimaste nel settore 4", s.Sec[3])
	case kSalvation:
		why = say("who drank fewest beers is left behind", "chi ha bevuto meno birre resta indietro")
	}
	if s.Saved == 0 {
		return append(out, say("%s arrives (%s): nobody is saved, the zombies win", "Arriva %s (%s): nessuno in salvo, vincono gli zombi", name, why))
	}
	var saved []string
	for p := range int(s.NP) {
		if s.Saved&(1<<p) != 0 {
			saved = append(saved, who(p))
		}
	}
	return append(out, say("%s arrives (%s): %s saved", "Arriva %s (%s): in salvo %s", name, why, strings.Join(saved, ", ")))
}

// lowerArticle lowers the capital of an Italian name that opens with its
// article ("Il tandem" → "il tandem"), to stand inside a sentence.
func lowerArticle(name string) string {
	for _, a := range []string{"Il ", "Lo ", "La ", "L'", "I ", "Gli ", "Le "} {
		if strings.HasPrefix(name, a) {
			return strings.ToLower(a[:1]) + name[1:]
		}
	}
	return name
}

// waiting reports whether a task of kind k is on the flow.
func (s *State) waiting(k uint8) bool {
	for i := range int(s.NT) {
		if s.Tasks[i].K == k {
			return true
		}
	}
	return false
}

// count is a number with its noun in n's language, singular or plural.
func count(n namer, c int, enOne, enMany, itOne, itMany string) string {
	return game.Count(c, n.it, enOne, enMany, itOne, itMany)
}
