package zombionion

import (
	"fmt"

	"zombietable/game"
)

var verbNames = [NumVerbs]string{
	VerbPlay: "play %s", VerbAutoplay: "autoplay treasures", VerbEndActions: "end actions", VerbBuy: "buy %s",
	VerbEndTurn: "end turn", VerbDone: "done", VerbDiscard: "discard %s", VerbTrash: "trash %s", VerbGain: "gain %s",
	VerbTopdeck: "put %s on deck", VerbTwice: "play %s twice", VerbReveal: "reveal %s", VerbNoReveal: "don't reveal",
	VerbDiscardDeck: "discard deck", VerbKeepDeck: "keep deck", VerbPutBack: "put back %s", VerbSetAside: "set aside %s",
	VerbKeep: "keep %s", VerbLeave: "leave %s",
}

// third-person forms for the log, in English and in Italian.
var verbLog = [NumVerbs]string{
	VerbPlay: "plays %s", VerbAutoplay: "plays all treasures", VerbEndActions: "ends the Action phase", VerbBuy: "buys %s",
	VerbEndTurn: "ends the turn", VerbDone: "is done", VerbDiscard: "discards %s", VerbTrash: "trashes %s", VerbGain: "gains %s",
	VerbTopdeck: "puts %s on the deck", VerbTwice: "plays %s twice", VerbReveal: "reveals %s", VerbNoReveal: "does not reveal",
	VerbDiscardDeck: "discards the deck", VerbKeepDeck: "keeps the deck", VerbPutBack: "puts back %s", VerbSetAside: "sets aside %s",
	VerbKeep: "keeps the Action card drawn", VerbLeave: "leaves %s in the trash",
}

var verbLogIT = [NumVerbs]string{
	VerbPlay: "gioca %s", VerbAutoplay: "gioca tutti i Mirare", VerbEndActions: "termina la fase Azione", VerbBuy: "prende %s per %s",
	VerbEndTurn: "termina il turno", VerbDone: "ha finito", VerbDiscard: "scarta %s", VerbTrash: "cestina %s", VerbGain: "prende %s",
	VerbTopdeck: "mette %s sul mazzo", VerbTwice: "gioca %s due volte", VerbReveal: "rivela %s", VerbNoReveal: "non rivela nulla",
	VerbDiscardDeck: "scarta il mazzo", VerbKeepDeck: "tiene il mazzo", VerbPutBack: "rimette %s sul mazzo", VerbSetAside: "mette da parte %s",
	VerbKeep: "tiene la carta Azione pescata", VerbLeave: "lascia %s nel cestino",
}

// ActionString names an action: "play Furbizia", "buy Caricatore", "done".
func (g *State) ActionString(a game.Action) string { return ActionName(a) }

// ActionName is the name of an action, the same in every state; saved games
// store actions by these names.
func ActionName(a game.Action) string {
	v, c := Decode(a)
	if v == 0 {
		return fmt.Sprintf("action %d", int32(a))
	}
	if !v.TakesCard() {
		return verbNames[v]
	}
	return fmt.Sprintf(verbNames[v], c)
}

// Describe says what a does, in the third person, in lang ("it" for
// Italian, anything else for English) with the card's name in that language:
// "Anna buys Rounds", "Anna prende Proiettili per 3 colpi" (in Italian a card
// hunted is taken for its shots, as in the rulebook's "Paola prende Maverick
// per 3 colpi", and a card gained is just taken). Choices made for another
// seat's cards say whose (Ricognizione's, Ispezione's, the card Radio's
// player to the left discards), by seat number, and Ispezione's player
// gains a Treasure "from the trash". Keeping the Action card
// Nascondiglio drew names no card: it was drawn, not revealed.
func (g *State) Describe(a game.Action, who string, lang string) string {
	return g.describe(a, who, nil, lang)
}

// DescribeSeats is Describe with the seats' names (game.SeatDescriber): the
// seat whose card another chooses for is named as the table names it,
// "Bruno discards Magazine (Anna's card)".
func (g *State) DescribeSeats(a game.Action, names []string, lang string) string {
	who := ""
	if s := int(g.ToAct()); s >= 0 && s < len(names) {
		who = names[s]
	}
	return g.describe(a, who, names, lang)
}

func (g *State) describe(a game.Action, who string, names []string, lang string) string {
	it := lang == "it"
	v, c := Decode(a)
	if v == 0 {
		if it {
			return fmt.Sprintf("%s fa l'azione %d", who, int32(a))
		}
		return who + " does " + ActionName(a)
	}
	s := verbLog[v]
	if it {
		s = verbLogIT[v]
	}
	switch {
	case v == VerbBuy && it:
		s = fmt.Sprintf(s, c.Name(lang), count(it, int(cost[c]), "%d shot", "%d shots", "%d colpo", "%d colpi"))
	case v.TakesCard() && v != VerbKeep:
		s = fmt.Sprintf(s, c.Name(lang))
	}
	if v == VerbGain && g.Dec.Kind == kYesNo {
		// Ispezione's Treasure, gained from the trash
		if it {
			s += " dal cestino"
		} else {
			s += " from the trash"
		}
	}
	other := (g.Dec.Kind == kYesNo || g.Dec.Kind == kRev) && g.RevN > 0 && int(g.RevSeat) != int(g.Dec.Seat) && (v == VerbDiscard || v == VerbPutBack)
	if other || g.Dec.Kind == kRev && v == VerbTrash {
		r := int(g.RevSeat)
		switch {
		case r < len(names) && names[r] != "" && it:
			s += fmt.Sprintf(" (la carta di %s)", names[r])
		case r < len(names) && names[r] != "":
			s += fmt.Sprintf(" (%s's card)", names[r])
		case it:
			s += fmt.Sprintf(" (la carta del giocatore %d)", r+1)
		default:
			s += fmt.Sprintf(" (seat %d's card)", r+1)
		}
	}
	return who + " " + s
}

// Prompt says what the current decision asks.
func (g *State) Prompt() string { return g.promptIn(false) }

// promptIn says what the current decision asks, in Italian with it.
func (g *State) promptIn(it bool) string {
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	d := &g.Dec
	var card Card = noCard
	if g.SP > 0 {
		card = g.Stack[g.SP-1].Card
	}
	switch d.Kind {
	case kAction:
		return say("Action phase: play an Action card (%s left) or end actions",
			"fase Azione: gioca una carta Azione (%s) o termina le azioni",
			count(it, int(g.Actions), "%d Action", "%d Actions", "resta %d Azione", "restano %d Azioni"))
	case kBuy:
		return say("Buy phase: %s, %s", "fase Caccia: %s, %s",
			count(it, int(g.Coins), "%d shot", "%d shots", "%d colpo", "%d colpi"),
			count(it, int(g.Buys), "%d buy", "%d buys", "%d Obiettivo", "%d Obiettivi"))
	case kReact:
		return say("%s is played against you: reveal Barricata to be unaffected?",
			"%s è giocata contro di te: riveli Barricata per non subirne l'effetto?", card)
	case kOver:
		return say("the game is over", "la partita è finita")
	}
	switch card {
	case Esca:
		return say("Esca: discard any number of cards, then draw as many (done to stop)",
			"Esca: scarta quante carte vuoi, poi ne peschi altrettante (fatto per smettere)")
	case Sacrificio:
		return say("Sacrificio: trash up to %d more cards (done to stop)",
			"Sacrificio: cestina ancora fino a %d carte (fatto per smettere)", 4-int(g.Stack[g.SP-1].N))
	case Raggrupparsi:
		return say("Raggrupparsi: put your deck into your discard pile?", "Raggrupparsi: metti il tuo mazzo negli scarti?")
	case Munizioni:
		return say("Munizioni: gain a card costing up to 4", "Munizioni: prendi una carta che costa fino a 4")
	case Deposito:
		return say("Deposito: gain a card costing up to 5", "Deposito: prendi una carta che costa fino a 5")
	case FugaRapida:
		return say("Fuga rapida: put a Victory card from your hand on your deck",
			"Fuga rapida: metti una carta Vittoria dalla mano sul mazzo")
	case PianoSuperiore:
		return say("Piano superiore: discard down to 3 cards", "Piano superiore: scarta fino ad avere 3 carte")
	case Rifornimento:
		if d.Kind == kHand {
			return say("Rifornimento: trash a card from your hand", "Rifornimento: cestina una carta dalla mano")
		}
		return say("Rifornimento: gain a card costing up to %d", "Rifornimento: prendi una carta che costa fino a %d", d.Limit)
	case Ricarica:
		if d.Kind == kHand {
			return say("Ricarica: trash a treasure from your hand", "Ricarica: cestina una carta Mirare dalla mano")
		}
		return say("Ricarica: gain a treasure costing up to %d into your hand",
			"Ricarica: prendi in mano una carta Mirare che costa fino a %d", d.Limit)
	case Ricognizione:
		return say("Ricognizione: seat %d revealed %s: discard it or put it back?",
			"Ricognizione: il giocatore %d ha rivelato %s: la scarti o la rimetti?", g.RevSeat+1, d.Card)
	case Ispezione:
		if d.Kind == kRev {
			return say("Ispezione: choose the treasure seat %d trashes", "Ispezione: scegli la carta Mirare che il giocatore %d cestina", g.RevSeat+1)
		}
		return say("Ispezione: gain the trashed %s?", "Ispezione: prendi la carta %s cestinata?", d.Card)
	case Tattica:
		return say("Tattica: choose an Action card to play twice", "Tattica: scegli una carta Azione da giocare due volte")
	case Radio:
		return say("Radio: choose the card seat %d discards; the others are drawn",
			"Radio: scegli la carta che il giocatore %d scarta; le altre sono pescate", g.Cur+1)
	case Nascondiglio:
		return say("Nascondiglio: you drew %s: set it aside or keep it?", "Nascondiglio: hai pescato %s: la metti da parte o la tieni?", d.Card)
	}
	return say("choose", "scegli")
}

// count writes n with the phrase for one or for several, in Italian with
// it: count(false, 3, "%d shot", "%d shots", …) is "3 shots".
func count(it bool, n int, en1, en, it1, itn string) string {
	f := en
	switch {
	case it && n == 1:
		f = it1
	case it:
		f = itn
	case n == 1:
		f = en1
	}
	return fmt.Sprintf(f, n)
}

// drawnSecret reports whether the decision shows a card that seat s may not
// see: the Action card Nascondiglio drew, which only its owner sees until it
// is set aside face up.
func (g *State) drawnSecret(s game.Seat) bool {
	return g.Dec.Kind == kYesNo && g.Dec.Verb == VerbSetAside && int(s) != int(g.Dec.Seat)
}

// promptFor is the prompt seat s sees: the card Nascondiglio drew is left
// out for the others.
func (g *State) promptFor(s game.Seat) string {
	if g.drawnSecret(s) {
		return "Nascondiglio: the Action card drawn is set aside or kept"
	}
	return g.Prompt()
}

// PileView is a supply pile.
type PileView struct {
	Card  string `json:"card"` // id
	Name  string `json:"name"` // Italian name
	Cost  int    `json:"cost"`
	Count int    `json:"count"`
	Basic bool   `json:"basic"`
}

// SeatView is what everyone knows of a seat. It has no size of the discard
// pile: "Un giocatore può contare quante carte sono rimaste nel proprio
// Mazzo, ma non nella propria pila degli Scarti."
type SeatView struct {
	HandSize   int      `json:"hand_size"`
	DeckSize   int      `json:"deck_size"`
	DiscardTop string   `json:"discard_top,omitempty"`
	KnownTop   []string `json:"known_top,omitempty"` // known cards on top of the deck, top first
	Shown      []string `json:"shown,omitempty"`     // cards in hand everyone has seen
	Cards      int      `json:"cards"`               // cards owned
	Score      int      `json:"score"`
	Turns      int      `json:"turns"`
	// Owned is every card the seat owns, sorted, once the game is over:
	// nothing is secret then.
	Owned []string `json:"owned,omitempty"`
}

// View is what one seat may know, for the table scene.
type View struct {
	Seat    int        `json:"seat"`
	Players int        `json:"players"`
	Current int        `json:"current"` // whose turn it is
	ToAct   int        `json:"to_act"`  // -1 when over
	Phase   string     `json:"phase"`   // action, buy, over
	Actions int        `json:"actions"`
	Buys    int        `json:"buys"`
	Coins   int        `json:"coins"`
	Supply  []PileView `json:"supply"` // basic piles, then the kingdom by cost
	Hand    []string   `json:"hand"`   // this seat's hand, sorted
	// Deck is what this seat's deck holds, sorted: the seat has seen every
	// card go there, but not the order a shuffle gave them.
	Deck      []string   `json:"deck"`
	Play      []string   `json:"play"` // the current player's play area, in order
	Revealed  []string   `json:"revealed,omitempty"`
	Aside     []string   `json:"aside,omitempty"`
	Trash     []string   `json:"trash"`
	Resolving string     `json:"resolving,omitempty"` // the card being resolved
	Prompt    string     `json:"prompt"`
	Seats     []SeatView `json:"seats"`
	Over      bool       `json:"over"`
	Winners   []int      `json:"winners,omitempty"`
}

// View returns what seat s may know.
func (g *State) View(s game.Seat) any {
	v := View{
		Seat: int(s), Players: int(g.N), Current: int(g.Cur), ToAct: int(g.ToAct()),
		Actions: int(g.Actions), Buys: int(g.Buys), Coins: int(g.Coins),
		Prompt: g.promptFor(s), Over: g.Phase == PhaseOver,
	}
	v.Phase = [...]string{"action", "buy", "over"}[g.Phase]
	for c := Card(0); c < firstKingdom; c++ {
		v.Supply = append(v.Supply, g.pile(c, true))
	}
	for _, c := range g.Kingdom {
		v.Supply = append(v.Supply, g.pile(c, false))
	}
	if s >= 0 && int(s) < int(g.N) {
		v.Hand = countsList(&g.P[s].Hand)
		var deck Counts
		p := &g.P[s]
		for i := int16(0); i < p.Deck.N; i++ {
			deck[p.Deck.C[i]]++
		}
		v.Deck = countsList(&deck)
	}
	for i := int16(0); i < g.Play.N; i++ {
		v.Play = append(v.Play, g.Play.C[i].ID())
	}
	for i := int8(0); i < g.RevN && !g.drawnSecret(s); i++ {
		v.Revealed = append(v.Revealed, g.Rev[i].ID())
	}
	for i := int16(0); i < g.Aside.N; i++ {
		v.Aside = append(v.Aside, g.Aside.C[i].ID())
	}
	v.Trash = countsList(&g.Trash)
	if g.SP > 0 {
		v.Resolving = g.Stack[g.SP-1].Card.ID()
	}
	for i := 0; i < int(g.N); i++ {
		p := &g.P[i]
		sv := SeatView{
			HandSize: int(p.HandN), DeckSize: int(p.Deck.N),
			Cards: int(p.OwnN), Score: g.Score(game.Seat(i)), Turns: int(p.Turns),
			Shown: countsList(&p.HandKnown),
		}
		if g.Phase == PhaseOver {
			sv.Owned = countsList(&p.Own)
		}
		if p.DiscN > 0 && p.DiscTop != noCard {
			sv.DiscardTop = p.DiscTop.ID()
		}
		for k := int16(0); k < p.KnownTop; k++ {
			sv.KnownTop = append(sv.KnownTop, p.Deck.C[p.Deck.N-1-k].ID())
		}
		v.Seats = append(v.Seats, sv)
	}
	for i := 0; i < int(g.N); i++ {
		if g.Winners&(1<<i) != 0 {
			v.Winners = append(v.Winners, i)
		}
	}
	return v
}

func (g *State) pile(c Card, basic bool) PileView {
	return PileView{Card: c.ID(), Name: c.String(), Cost: int(cost[c]), Count: int(g.Supply[c]), Basic: basic}
}

func countsList(h *Counts) []string {
	out := []string{}
	for c := Card(0); c < NumCards; c++ {
		for n := h[c]; n > 0; n-- {
			out = append(out, c.ID())
		}
	}
	return out
}

// Stats returns figures about a seat for the arena (game.Statser):
// province4_turn (the turn on which the seat gained its fourth Molti + Zombi,
// absent if it never did), turns, score, cards (owned) and provinces.
func (g *State) Stats(seat game.Seat) map[string]float64 {
	if seat < 0 || int(seat) >= int(g.N) {
		return nil
	}
	p := &g.P[seat]
	m := map[string]float64{
		"turns":     float64(p.Turns),
		"score":     float64(g.Score(seat)),
		"cards":     float64(p.OwnN),
		"provinces": float64(p.Own[MoltiPiuZombi]),
	}
	if p.Province4 > 0 {
		m["province4_turn"] = float64(p.Province4)
	}
	return m
}

// Turns is the number of turns played by all seats (game.Turner).
func (g *State) Turns() int {
	n := 0
	for s := 0; s < int(g.N); s++ {
		n += int(g.P[s].Turns)
	}
	return n
}

// Determinize returns a state consistent with what seat s knows: every card
// s cannot see (the others' unknown hand cards, the order and unknown content
// of decks, cards discarded unseen) re-dealt at random among the places it
// could be, known cards kept, and a fresh generator.
func (g *State) Determinize(s game.Seat, r *game.RNG) game.State {
	d := *g
	d.RNG = game.NewRNG(r.Uint64())
	for i := 0; i < int(d.N); i++ {
		p := &d.P[i]
		var pool [zoneCap]Card
		n := 0
		known := int(p.KnownTop)
		for k := 0; k < int(p.Deck.N)-known; k++ {
			pool[n] = p.Deck.C[k]
			n++
		}
		mine := int(s) == i
		var handFree, discFree Counts
		if !mine {
			for c := Card(0); c < NumCards; c++ {
				handFree[c] = p.Hand[c] - min(p.HandKnown[c], p.Hand[c])
				discFree[c] = min(p.DiscHidden[c], p.Disc[c])
				for k := uint8(0); k < handFree[c]+discFree[c]; k++ {
					pool[n] = c
					n++
				}
			}
		}
		for k := n - 1; k > 0; k-- {
			j := d.RNG.IntN(k + 1)
			pool[k], pool[j] = pool[j], pool[k]
		}
		at := 0
		if !mine {
			var hn, dn int
			for c := Card(0); c < NumCards; c++ {
				p.Hand[c] -= handFree[c]
				p.Disc[c] -= discFree[c]
				p.DiscHidden[c] -= discFree[c]
				hn += int(handFree[c])
				dn += int(discFree[c])
			}
			for ; hn > 0; hn-- {
				p.Hand[pool[at]]++
				at++
			}
			for ; dn > 0; dn-- {
				p.Disc[pool[at]]++
				p.DiscHidden[pool[at]]++
				at++
			}
		}
		// the deck keeps its known top cards above the re-dealt ones
		top := p.Deck.C[int(p.Deck.N)-known : p.Deck.N]
		var keep [zoneCap]Card
		copy(keep[:], top)
		k := 0
		for ; at < n; at++ {
			p.Deck.C[k] = pool[at]
			k++
		}
		copy(p.Deck.C[k:], keep[:known])
	}
	return &d
}
