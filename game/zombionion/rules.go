package zombionion

import (
	"fmt"
	"math/bits"
	"strings"

	"zombietable/game"
)

// Verb is what an action does; an action of Zombionion is a verb and, for
// most verbs, a card: Encode(v, c) and Decode(a). The encoding is part of
// every saved game: a game is its seed plus its actions, and logs store the
// actions by name (ActionString), so the names stay as they are; the numbers
// serve only within one game (search trees, the table's pieces).
type Verb uint8

// The verbs, in the order of their numbers; 0 is not a verb.
const (
	VerbPlay        Verb = iota + 1 // play an Action or Treasure card
	VerbAutoplay                    // play every Treasure card in hand
	VerbEndActions                  // end the Action phase
	VerbBuy                         // buy a card
	VerbEndTurn                     // end the Caccia phase and the turn
	VerbDone                        // stop choosing cards
	VerbDiscard                     // discard a card
	VerbTrash                       // trash a card
	VerbGain                        // gain a card
	VerbTopdeck                     // put a card from the hand on the deck
	VerbTwice                       // play an Action card twice
	VerbReveal                      // reveal a card (Barricata)
	VerbNoReveal                    // do not reveal
	VerbDiscardDeck                 // put the whole deck on the discard pile
	VerbKeepDeck                    // keep the deck
	VerbPutBack                     // put a revealed card back on the deck
	VerbSetAside                    // set a drawn card aside
	VerbKeep                        // keep a drawn card
	VerbLeave                       // leave a card in the trash
	// NumVerbs is one more than the last verb.
	NumVerbs
)

// Encode makes the action of verb v on card c (0 for a verb that takes no
// card).
func Encode(v Verb, c Card) game.Action { return game.Action(int32(v)<<8 | int32(c)) }

// Decode splits an action into its verb and card. The verb is 0 for anything
// that is not an action of Zombionion; for a verb that takes no card, the card
// is what the action holds in its place, 0 in every action the engine makes.
func Decode(a game.Action) (Verb, Card) {
	v, c := Verb(a>>8), Card(a&0xff)
	if a < 0 || a > 0xffff || v == 0 || v >= NumVerbs || (v.TakesCard() && c >= NumCards) {
		return 0, 0
	}
	return v, c
}

// TakesCard reports whether the verb names a card.
func (v Verb) TakesCard() bool {
	switch v {
	case VerbAutoplay, VerbEndActions, VerbEndTurn, VerbDone, VerbNoReveal, VerbDiscardDeck, VerbKeepDeck:
		return false
	}
	return true
}

// ---- zones ----------------------------------------------------------------

// popDeck takes the top card of seat s's deck, shuffling the discard pile
// into a new deck first if the deck is empty. known reports that everyone knew
// the card.
func (g *State) popDeck(s int) (c Card, known, ok bool) {
	p := &g.P[s]
	if p.Deck.N == 0 {
		if p.DiscN == 0 {
			return 0, false, false
		}
		g.shuffle(p)
	}
	g.Reveal = true
	p.Deck.N--
	c = p.Deck.C[p.Deck.N]
	if p.KnownTop > 0 {
		p.KnownTop--
		known = true
	}
	return c, known, true
}

// shuffle makes the discard pile the new deck.
func (g *State) shuffle(p *Player) {
	n := int16(0)
	for c := Card(0); c < NumCards; c++ {
		for k := p.Disc[c]; k > 0; k-- {
			p.Deck.C[n] = c
			n++
		}
	}
	p.Deck.N = n
	p.Disc = Counts{}
	p.DiscHidden = Counts{}
	p.DiscN = 0
	p.DiscTop = noCard
	p.KnownTop = 0
	g.shuffleDeck(p)
}

func (g *State) shuffleDeck(p *Player) {
	g.Reveal = true
	d := p.Deck.C[:p.Deck.N]
	for i := len(d) - 1; i > 0; i-- {
		j := g.RNG.IntN(i + 1)
		d[i], d[j] = d[j], d[i]
	}
}

// draw draws up to n cards into seat s's hand.
func (g *State) draw(s, n int) {
	p := &g.P[s]
	for ; n > 0; n-- {
		c, known, ok := g.popDeck(s)
		if !ok {
			return
		}
		p.Hand[c]++
		p.HandN++
		if known {
			p.HandKnown[c]++
		}
	}
}

func (p *Player) toHand(c Card, known bool) {
	p.Hand[c]++
	p.HandN++
	if known {
		p.HandKnown[c]++
	}
}

// holdsNoneSeen reports whether everyone knows that the hand holds no c:
// every card in it has been seen, and none is a c.
func (p *Player) holdsNoneSeen(c Card) bool {
	if p.HandKnown[c] != 0 {
		return false
	}
	n := int16(0)
	for _, k := range p.HandKnown {
		n += int16(k)
	}
	return n >= p.HandN
}

// seenElsewhere counts the c everyone has seen go where the hand is not:
// face up on the discard pile, or put on top of the deck in view.
func (p *Player) seenElsewhere(c Card) int {
	n := int(p.Disc[c]) - int(min(p.DiscHidden[c], p.Disc[c]))
	for k := int16(0); k < p.KnownTop; k++ {
		if p.Deck.C[p.Deck.N-1-k] == c {
			n++
		}
	}
	return n
}

// mayReact reports whether seat s is asked about Barricata against an
// Attack. By the rules of version 2 every player is, but one everyone knows
// holds none (holdsNoneSeen); since version 3 also not one who owns none —
// every card gained and trashed is gained and trashed in view, so with no
// Barricata in the kingdom nobody is asked — nor one whose every Barricata
// everyone has seen go to the discard pile or on top of the deck. Each of
// these reads only what the table knows, so whether a seat is asked tells
// nothing of its hand.
func (g *State) mayReact(s int) bool {
	p := &g.P[s]
	if p.holdsNoneSeen(Barricata) {
		return false
	}
	return !g.AskHolders || int(p.Own[Barricata]) > p.seenElsewhere(Barricata)
}

func (p *Player) fromHand(c Card) {
	p.Hand[c]--
	p.HandN--
	if p.HandKnown[c] > 0 {
		p.HandKnown[c]--
	}
}

// discard puts c face up on the discard pile, seen by everyone.
func (p *Player) discard(c Card) {
	p.Disc[c]++
	p.DiscN++
	p.DiscTop = c
}

func (p *Player) toDeck(c Card) {
	p.Deck.push(c)
	p.KnownTop++
}

func (g *State) trashFromHand(s int, c Card) {
	p := &g.P[s]
	p.fromHand(c)
	g.trashOwned(s, c)
}

func (g *State) trashOwned(s int, c Card) {
	p := &g.P[s]
	p.Own[c]--
	p.OwnN--
	g.Trash[c]++
}

// Where a gained card goes.
const (
	toDiscard = iota
	toDeck
	toHand
)

// gain takes c from the supply for seat s, if the pile has one.
func (g *State) gain(s int, c Card, where int) bool {
	if g.Supply[c] == 0 {
		return false
	}
	g.Supply[c]--
	if g.Supply[c] == 0 {
		g.Empty++
	}
	g.own(s, c, where)
	return true
}

func (g *State) own(s int, c Card, where int) {
	p := &g.P[s]
	p.Own[c]++
	p.OwnN++
	if c == MoltiPiuZombi && p.Own[c] == 4 && p.Province4 == 0 {
		p.Province4 = p.Turns + 1
	}
	switch where {
	case toDeck:
		p.toDeck(c)
	case toHand:
		p.toHand(c, true)
	default:
		p.discard(c)
	}
}

// ---- turn -----------------------------------------------------------------

func (g *State) startTurn() {
	g.Phase = PhaseAction
	g.Actions, g.Buys, g.Coins = 1, 1, 0
	g.Bought = false
	g.toMain()
}

// toMain sets the turn's own decision once no card is resolving.
func (g *State) toMain() {
	if g.Phase == PhaseAction {
		if g.Actions > 0 && g.handHas(int(g.Cur), maskOf[tAction]) {
			g.Dec = Decision{Kind: kAction, Seat: g.Cur}
			return
		}
		g.Phase = PhaseBuy
	}
	if g.Buys <= 0 {
		g.cleanup()
		return
	}
	g.Dec = Decision{Kind: kBuy, Seat: g.Cur}
}

func (g *State) handHas(s int, mask uint64) bool {
	h := &g.P[s].Hand
	for m := mask; m != 0; m &= m - 1 {
		if h[trailing(m)] != 0 {
			return true
		}
	}
	return false
}

func trailing(m uint64) Card { return Card(bits.TrailingZeros64(m)) }

// cleanup discards the play area and the hand, draws five, and ends the turn.
func (g *State) cleanup() {
	s := int(g.Cur)
	p := &g.P[s]
	for i := int16(0); i < g.Play.N; i++ {
		p.discard(g.Play.C[i])
	}
	g.Play.N = 0
	if p.HandN > 0 {
		top := noCard
		for c := NumCards - 1; ; c-- {
			if p.Hand[c] != 0 {
				top = c
				break
			}
		}
		for c := Card(0); c < NumCards; c++ {
			if n := p.Hand[c]; n != 0 {
				p.Disc[c] += n
				p.DiscHidden[c] += n - p.HandKnown[c]
			}
		}
		if p.DiscHidden[top] > 0 {
			p.DiscHidden[top]--
		}
		p.DiscN += p.HandN
		p.DiscTop = top
		p.Hand = Counts{}
		p.HandKnown = Counts{}
		p.HandN = 0
	}
	g.draw(s, 5)
	p.Turns++
	if g.ended() {
		g.finish()
		return
	}
	g.Cur = (g.Cur + 1) % g.N
	g.startTurn()
}

func (g *State) ended() bool {
	if g.Supply[MoltiPiuZombi] == 0 || g.Empty >= 3 {
		return true
	}
	if g.Solo {
		p := &g.P[0]
		return p.Own[MoltiPiuZombi] >= 4 || p.Turns >= 50
	}
	return false
}

func (g *State) finish() {
	g.Phase = PhaseOver
	g.Dec = Decision{Kind: kOver, Seat: -1}
	g.SP = 0
	if g.Solo {
		if g.P[0].Own[MoltiPiuZombi] >= 4 {
			g.Winners = 1
		}
		return
	}
	best, bestTurns := -1<<30, int16(1<<14)
	for s := 0; s < int(g.N); s++ {
		v := g.Score(game.Seat(s))
		t := g.P[s].Turns
		if v > best || (v == best && t < bestTurns) {
			best, bestTurns = v, t
		}
	}
	for s := 0; s < int(g.N); s++ {
		if g.Score(game.Seat(s)) == best && g.P[s].Turns == bestTurns {
			g.Winners |= 1 << s
		}
	}
}

// ---- legal actions --------------------------------------------------------

// Legal appends the legal actions to dst[:0].
func (g *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	d := &g.Dec
	switch d.Kind {
	case kAction:
		h := &g.P[g.Cur].Hand
		for c := firstKingdom; c < NumCards; c++ {
			if h[c] != 0 && isAction(c) {
				dst = append(dst, Encode(VerbPlay, c))
			}
		}
		dst = append(dst, Encode(VerbEndActions, 0))
	case kBuy:
		h := &g.P[g.Cur].Hand
		if !g.Bought {
			any := false
			for c := Pallottola; c <= Caricatore; c++ {
				if h[c] != 0 {
					dst = append(dst, Encode(VerbPlay, c))
					any = true
				}
			}
			if any {
				dst = append(dst, Encode(VerbAutoplay, 0))
			}
		}
		shots := g.shots()
		for c := Card(0); c < NumCards; c++ {
			if g.Supply[c] != 0 && g.InSupply&(1<<c) != 0 && int16(cost[c]) <= shots {
				dst = append(dst, Encode(VerbBuy, c))
			}
		}
		dst = append(dst, Encode(VerbEndTurn, 0))
	case kHand:
		h := &g.P[d.Seat].Hand
		for c := Card(0); c < NumCards; c++ {
			if h[c] != 0 && d.Mask&(1<<c) != 0 {
				dst = append(dst, Encode(d.Verb, c))
			}
		}
		if d.Done {
			dst = append(dst, Encode(VerbDone, 0))
		}
	case kSupply:
		for c := Card(0); c < NumCards; c++ {
			if g.canGain(c) {
				dst = append(dst, Encode(VerbGain, c))
			}
		}
	case kReact:
		if g.P[d.Seat].Hand[Barricata] != 0 {
			dst = append(dst, Encode(VerbReveal, Barricata))
		}
		dst = append(dst, Encode(VerbNoReveal, 0))
	case kYesNo:
		dst = append(dst, Encode(d.Verb, d.Card), Encode(d.No, d.Card))
	case kRev:
		var seen uint64
		for i := int8(0); i < g.RevN; i++ {
			c := g.Rev[i]
			if d.Mask&(1<<c) != 0 && seen&(1<<c) == 0 {
				seen |= 1 << c
			}
		}
		for m := seen; m != 0; m &= m - 1 {
			dst = append(dst, Encode(d.Verb, trailing(m)))
		}
	}
	return dst
}

func (g *State) canGain(c Card) bool {
	d := &g.Dec
	return g.Supply[c] != 0 && g.InSupply&(1<<c) != 0 && cost[c] <= d.Limit && d.Mask&(1<<c) != 0
}

func (g *State) inRev(c Card) bool {
	for i := int8(0); i < g.RevN; i++ {
		if g.Rev[i] == c {
			return true
		}
	}
	return false
}

// check says why a is not legal now, or returns nil.
func (g *State) check(a game.Action) error {
	if g.Phase == PhaseOver {
		return game.IllegalIn("the game is over", "la partita è finita")
	}
	v, c := Decode(a)
	if v == 0 || (!v.TakesCard() && c != 0) {
		return game.IllegalIn(fmt.Sprintf("%d is not an action of zombionion", a), fmt.Sprintf("%d non è un'azione di Zombionion", a))
	}
	d := &g.Dec
	switch d.Kind {
	case kAction:
		switch {
		case v == VerbEndActions:
			return nil
		case v != VerbPlay:
			return g.refuse(a, "it is the Action phase (play an Action card or end actions)", "è la fase Azione (gioca una carta Azione o termina le azioni)")
		case !isAction(c):
			return g.refuse(a, "%s is not an Action card", "%s non è una carta Azione", c)
		case g.P[g.Cur].Hand[c] == 0:
			return g.refuse(a, "there is no %s in your hand", "non hai %s in mano", c)
		}
		return nil
	case kBuy:
		switch v {
		case VerbEndTurn:
			return nil
		case VerbPlay, VerbAutoplay:
			if g.Bought {
				return g.refuse(a, "no treasures can be played after buying", "dopo aver preso una carta non si giocano altre carte Mirare")
			}
			if v == VerbAutoplay {
				if !g.handHas(int(g.Cur), maskOf[tTreasure]) {
					return g.refuse(a, "there is no treasure in your hand", "non hai carte Mirare in mano")
				}
				return nil
			}
			if !isTreasure(c) {
				return g.refuse(a, "only treasures are played in the Buy phase", "nella fase Caccia si giocano solo carte Mirare")
			}
			if g.P[g.Cur].Hand[c] == 0 {
				return g.refuse(a, "there is no %s in your hand", "non hai %s in mano", c)
			}
			return nil
		case VerbBuy:
			switch {
			case g.InSupply&(1<<c) == 0:
				return g.refuse(a, "%s is not in this game's supply", "%s non è nella Scorta di questa partita", c)
			case g.Supply[c] == 0:
				return g.refuse(a, "the %s pile is empty", "la pila di %s è vuota", c)
			case int16(cost[c]) > g.shots():
				return g.refuse(a, "%s costs %d and you have %d shots", "%s costa %d e hai %d colpi", c, cost[c], g.shots())
			}
			return nil
		}
		return g.refuse(a, "it is the Buy phase (play treasures, buy, or end turn)", "è la fase Caccia (gioca carte Mirare, prendi una carta o termina il turno)")
	case kHand:
		if v == VerbDone && d.Done {
			return nil
		}
		if v != d.Verb || d.Mask&(1<<c) == 0 || g.P[d.Seat].Hand[c] == 0 {
			return g.notNow(a)
		}
		return nil
	case kSupply:
		if v != VerbGain || !g.canGain(c) {
			return g.notNow(a)
		}
		return nil
	case kReact:
		if v == VerbReveal && c == Barricata {
			if g.P[d.Seat].Hand[Barricata] == 0 {
				return g.refuse(a, "there is no %s in your hand", "non hai %s in mano", c)
			}
			return nil
		}
		if v == VerbNoReveal {
			return nil
		}
	case kYesNo:
		if (v == d.Verb || v == d.No) && c == d.Card {
			return nil
		}
	case kRev:
		if v == d.Verb && d.Mask&(1<<c) != 0 && g.inRev(c) {
			return nil
		}
	}
	return g.notNow(a)
}

// refuse is the refusal of a, saying why in English (en) and in Italian
// (it), both formats taking args.
func (g *State) refuse(a game.Action, en, it string, args ...any) error {
	return game.IllegalIn(fmt.Sprintf("%q: ", g.ActionString(a))+fmt.Sprintf(en, args...),
		"«"+strings.TrimSpace(g.Describe(a, "", "it"))+"»: "+fmt.Sprintf(it, args...))
}

// notNow refuses a with what the current decision asks instead.
func (g *State) notNow(a game.Action) error {
	return game.IllegalIn(fmt.Sprintf("%q: %s", g.ActionString(a), g.promptIn(false)),
		fmt.Sprintf("«%s»: %s", strings.TrimSpace(g.Describe(a, "", "it")), g.promptIn(true)))
}

// Apply plays a for the seat to act; an illegal action is refused and
// changes nothing.
func (g *State) Apply(a game.Action) error {
	if err := g.check(a); err != nil {
		return err
	}
	g.apply(a)
	return nil
}

// apply plays a legal action.
func (g *State) apply(a game.Action) {
	g.Reveal = false
	v, c := Decode(a)
	switch g.Dec.Kind {
	case kAction:
		if v == VerbEndActions {
			g.Phase = PhaseBuy
			g.toMain()
			return
		}
		g.Actions--
		g.P[g.Cur].fromHand(c)
		g.playCard(c)
		g.resume()
	case kBuy:
		switch v {
		case VerbPlay:
			g.P[g.Cur].fromHand(c)
			g.Play.push(c)
			g.Coins += int16(coins[c])
		case VerbAutoplay:
			g.autoplay()
		case VerbBuy:
			if !g.Bought {
				g.autoplay()
			}
			g.Coins -= int16(cost[c])
			g.Buys--
			g.Bought = true
			g.gain(int(g.Cur), c, toDiscard)
			if g.Buys == 0 {
				g.cleanup()
			}
		case VerbEndTurn:
			g.cleanup()
		}
	default:
		g.answer(a)
		g.resume()
	}
}

// shots is what the current player can spend: the shots already counted
// and, before the first buy, the treasures still in hand, which buying plays.
func (g *State) shots() int16 {
	if g.Bought {
		return g.Coins
	}
	h := &g.P[g.Cur].Hand
	return g.Coins + int16(h[Pallottola])*int16(coins[Pallottola]) + int16(h[Proiettili])*int16(coins[Proiettili]) + int16(h[Caricatore])*int16(coins[Caricatore])
}

func (g *State) autoplay() {
	p := &g.P[g.Cur]
	for c := Pallottola; c <= Caricatore; c++ {
		for n := p.Hand[c]; n > 0; n-- {
			g.Play.push(c)
			g.Coins += int16(coins[c])
		}
		p.HandN -= int16(p.Hand[c])
		p.Hand[c] = 0
		p.HandKnown[c] = 0
	}
}

// playCard puts c (already out of the hand) into play and starts resolving
// it.
func (g *State) playCard(c Card) {
	g.Play.push(c)
	g.push(c, g.Play.N-1)
}

func (g *State) push(c Card, pos int16) {
	g.Stack[g.SP] = frame{Card: c, Pos: pos}
	g.SP++
}

// resume resolves the cards on the stack until one needs a decision.
func (g *State) resume() {
	for g.SP > 0 {
		if !g.step(&g.Stack[g.SP-1]) {
			continue
		}
		if a, ok := g.single(); ok {
			g.answer(a)
			continue
		}
		return
	}
	if g.Phase != PhaseOver {
		g.toMain()
	}
}

// single returns the only possible answer of a card's mandatory choice. A
// choice another player makes from their hand in the current player's turn
// is asked even when it has one answer: that it has only one depends on
// their hidden cards, and asking or not would tell the table.
func (g *State) single() (game.Action, bool) {
	d := &g.Dec
	var opts uint64
	switch d.Kind {
	case kHand:
		if d.Done || d.Seat != g.Cur {
			return 0, false
		}
		h := &g.P[d.Seat].Hand
		for m := d.Mask; m != 0; m &= m - 1 {
			if c := trailing(m); h[c] != 0 {
				opts |= 1 << c
			}
		}
	case kSupply:
		for m := d.Mask & g.InSupply; m != 0; m &= m - 1 {
			if c := trailing(m); g.canGain(c) {
				opts |= 1 << c
			}
		}
	case kRev:
		for i := int8(0); i < g.RevN; i++ {
			if c := g.Rev[i]; d.Mask&(1<<c) != 0 {
				opts |= 1 << c
			}
		}
	default:
		return 0, false
	}
	if opts != 0 && opts&(opts-1) == 0 {
		return Encode(d.Verb, trailing(opts)), true
	}
	return 0, false
}

func (g *State) pop() { g.SP-- }

// seatAt is the seat offset places to the left of the current player.
func (g *State) seatAt(offset int8) int { return int((g.Cur + offset) % g.N) }

func (g *State) ask(kind uint8, seat int, verb Verb, mask uint64) {
	g.Dec = Decision{Kind: kind, Seat: int8(seat), Verb: verb, Mask: mask}
}

// askGain asks the current player to gain a card from the supply costing up to
// limit among mask; it reports false if none can be gained.
func (g *State) askGain(limit int8, mask uint64) bool {
	g.Dec = Decision{Kind: kSupply, Seat: g.Cur, Verb: VerbGain, Limit: limit, Mask: mask}
	for m := mask & g.InSupply; m != 0; m &= m - 1 {
		if g.canGain(trailing(m)) {
			return true
		}
	}
	return false
}

// Steps shared by every card.
const (
	stReact uint8 = 1  // Barricata reactions, for Attacks
	stBonus uint8 = 2  // +Cards, +Actions, +Buys, +shots
	stCard  uint8 = 10 // the card's own text starts here
)

// step advances the top card; it returns true when it has set a decision.
func (g *State) step(f *frame) bool {
	cur := int(g.Cur)
	p := &g.P[cur]
	switch f.Step {
	case 0:
		f.Step = stBonus
		if isAttack(f.Card) && g.N > 1 {
			f.Step = stReact
			f.Who = 1
		}
		return false
	case stReact:
		// "Quando un altro giocatore gioca una carta Attacco, puoi
		// rivelare" Barricata: every other player who may hold one is
		// asked, whether or not they do, so that being asked tells
		// nothing of a hand.
		for ; f.Who < g.N; f.Who++ {
			s := g.seatAt(f.Who)
			if g.mayReact(s) {
				g.Dec = Decision{Kind: kReact, Seat: int8(s)}
				return true
			}
		}
		f.Step = stBonus
		return false
	case stBonus:
		c := f.Card
		g.Actions += int16(plusActs[c])
		g.Buys += int16(plusBuys[c])
		g.Coins += int16(coins[c])
		if plusCards[c] > 0 {
			g.draw(cur, int(plusCards[c]))
		}
		f.Step = stCard
		f.Who = 1
		return false
	}
	switch f.Card {
	case Esca:
		if f.Step == stCard && p.HandN > 0 {
			g.ask(kHand, cur, VerbDiscard, allCards)
			g.Dec.Done = true
			return true
		}
		g.draw(cur, int(f.N))
	case Sacrificio:
		if f.Step == stCard && p.HandN > 0 && f.N < 4 {
			g.ask(kHand, cur, VerbTrash, allCards)
			g.Dec.Done = true
			return true
		}
	case Raggrupparsi:
		if f.Step == stCard && p.Deck.N > 0 {
			g.Dec = Decision{Kind: kYesNo, Seat: g.Cur, Verb: VerbDiscardDeck, No: VerbKeepDeck}
			return true
		}
	case Munizioni:
		if f.Step == stCard && g.askGain(4, allCards) {
			return true
		}
	case Deposito:
		if f.Step == stCard {
			if f.Pos == g.Play.N-1 && g.Play.C[f.Pos] == Deposito {
				g.Play.N--
				g.trashOwned(cur, Deposito)
			}
			f.Step++
			if g.askGain(5, allCards) {
				return true
			}
		}
	case FugaRapida:
		if f.Step == stCard {
			g.gain(cur, Proiettili, toDeck)
			f.Step++
		}
		for ; f.Who < g.N; f.Who++ {
			s := g.seatAt(f.Who)
			if f.Immune&(1<<s) != 0 {
				continue
			}
			if !g.handHas(s, maskOf[tVictory]) {
				g.P[s].HandKnown = g.P[s].Hand
				g.Reveal = true
				continue
			}
			g.ask(kHand, s, VerbTopdeck, maskOf[tVictory])
			return true
		}
	case PianoSuperiore:
		for ; f.Who < g.N; f.Who++ {
			s := g.seatAt(f.Who)
			if f.Immune&(1<<s) == 0 && g.P[s].HandN > 3 {
				g.ask(kHand, s, VerbDiscard, allCards)
				return true
			}
		}
	case ProiettiliEsplosivi:
		if p.Hand[Pallottola] > 0 {
			g.trashFromHand(cur, Pallottola)
			g.Coins += 3
		}
	case Rifornimento:
		switch f.Step {
		case stCard:
			if p.HandN > 0 {
				g.ask(kHand, cur, VerbTrash, allCards)
				return true
			}
		case stCard + 1:
			f.Step++
			if g.askGain(f.Limit, allCards) {
				return true
			}
		}
	case Ricognizione:
		if f.Step == stCard {
			f.Step++
			f.Who = 0
		}
		for ; f.Who < g.N; f.Who++ {
			s := g.seatAt(f.Who)
			if f.Immune&(1<<s) != 0 {
				continue
			}
			c, _, ok := g.popDeck(s)
			if !ok {
				continue
			}
			g.Rev[0], g.RevN, g.RevSeat = c, 1, int8(s)
			g.Dec = Decision{Kind: kYesNo, Seat: g.Cur, Verb: VerbDiscard, No: VerbPutBack, Card: c}
			return true
		}
	case Ispezione:
		if f.Step == stCard {
			f.Step++
			g.TrashedN = 0
		}
		if f.Step == stCard+1 {
			for ; f.Who < g.N; f.Who++ {
				s := g.seatAt(f.Who)
				if f.Immune&(1<<s) != 0 {
					continue
				}
				g.RevN, g.RevSeat = 0, int8(s)
				for i := 0; i < 2; i++ {
					if c, _, ok := g.popDeck(s); ok {
						g.Rev[g.RevN] = c
						g.RevN++
					}
				}
				var m uint64
				for i := int8(0); i < g.RevN; i++ {
					if isTreasure(g.Rev[i]) {
						m |= 1 << g.Rev[i]
					}
				}
				if m != 0 {
					g.ask(kRev, cur, VerbTrash, m)
					return true
				}
				g.discardRev()
			}
			f.Step++
			f.N = 0
		}
		if int8(f.N) < g.TrashedN {
			c := g.Trashed[f.N]
			g.Dec = Decision{Kind: kYesNo, Seat: g.Cur, Verb: VerbGain, No: VerbLeave, Card: c}
			return true
		}
	case Tattica:
		switch f.Step {
		case stCard:
			if g.handHas(cur, maskOf[tAction]) {
				g.ask(kHand, cur, VerbTwice, maskOf[tAction])
				return true
			}
		case stCard + 1:
			f.Step++
			g.push(f.X, f.Arg)
			return false
		}
	case Radio:
		if f.Step == stCard {
			f.Step++
			g.RevN, g.RevSeat = 0, g.Cur
			for i := 0; i < 5; i++ {
				if c, _, ok := g.popDeck(cur); ok {
					g.Rev[g.RevN] = c
					g.RevN++
				}
			}
			if g.RevN > 0 {
				g.ask(kRev, g.seatAt(1), VerbDiscard, allCards)
				return true
			}
		}
	case Molotov:
		for w := int8(1); w < g.N; w++ {
			g.draw(g.seatAt(w), 1)
		}
	case Nascondiglio:
		for p.HandN < 7 {
			c, known, ok := g.popDeck(cur)
			if !ok {
				break
			}
			if isAction(c) {
				// The card is drawn, not revealed: only its owner
				// sees it until it is set aside face up ("Riponi").
				g.Rev[0], g.RevN, g.RevSeat = c, 1, g.Cur
				f.N = 0
				if known {
					f.N = 1
				}
				g.Dec = Decision{Kind: kYesNo, Seat: g.Cur, Verb: VerbSetAside, No: VerbKeep, Card: c}
				return true
			}
			p.toHand(c, known)
		}
		g.discardAside(p)
	case Ricarica:
		switch f.Step {
		case stCard:
			if g.handHas(cur, maskOf[tTreasure]) {
				g.ask(kHand, cur, VerbTrash, maskOf[tTreasure])
				return true
			}
		case stCard + 1:
			f.Step++
			if g.askGain(f.Limit, maskOf[tTreasure]) {
				return true
			}
		}
	case SciameDiZombi:
		for w := int8(1); w < g.N; w++ {
			if s := g.seatAt(w); f.Immune&(1<<s) == 0 {
				g.gain(s, Infezione, toDiscard)
			}
		}
	case TuttoXTutto:
		for found := 0; found < 2; {
			c, _, ok := g.popDeck(cur)
			if !ok {
				break
			}
			if isTreasure(c) {
				p.toHand(c, true)
				found++
			} else {
				g.Aside.push(c)
			}
		}
		g.discardAside(p)
	}
	g.pop()
	return false
}

func (g *State) discardAside(p *Player) {
	for i := int16(0); i < g.Aside.N; i++ {
		p.discard(g.Aside.C[i])
	}
	g.Aside.N = 0
}

// discardRev discards the revealed cards onto their owner's pile.
func (g *State) discardRev() {
	p := &g.P[g.RevSeat]
	for i := int8(0); i < g.RevN; i++ {
		p.discard(g.Rev[i])
	}
	g.RevN = 0
}

// answer applies the answer to a card's decision.
func (g *State) answer(a game.Action) {
	v, c := Decode(a)
	f := &g.Stack[g.SP-1]
	cur := int(g.Cur)
	p := &g.P[cur]
	seat := int(g.Dec.Seat)
	switch g.Dec.Kind {
	case kReact:
		if v == VerbReveal {
			f.Immune |= 1 << seat
			q := &g.P[seat]
			if q.HandKnown[Barricata] == 0 {
				q.HandKnown[Barricata] = 1
			}
			g.Reveal = true
		}
		f.Who++
		return
	}
	switch f.Card {
	case Esca:
		if v == VerbDone {
			f.Step++
			return
		}
		p.fromHand(c)
		p.discard(c)
		f.N++
	case Sacrificio:
		if v == VerbDone {
			f.Step++
			return
		}
		g.trashFromHand(cur, c)
		f.N++
	case Raggrupparsi:
		if v == VerbDiscardDeck {
			for i := int16(0); i < p.Deck.N; i++ {
				c := p.Deck.C[i]
				p.Disc[c]++
				p.DiscHidden[c]++
			}
			p.DiscN += p.Deck.N
			if p.Deck.N > 0 {
				p.DiscTop = p.Deck.C[0]
				p.DiscHidden[p.DiscTop]--
			}
			p.Deck.N = 0
			p.KnownTop = 0
			g.Reveal = true
		}
		f.Step++
	case Munizioni, Deposito:
		g.gain(cur, c, toDiscard)
		f.Step++
	case FugaRapida:
		q := &g.P[seat]
		q.fromHand(c)
		q.toDeck(c)
		g.Reveal = true
		f.Who++
	case PianoSuperiore:
		q := &g.P[seat]
		q.fromHand(c)
		q.discard(c)
	case Rifornimento:
		if f.Step == stCard {
			g.trashFromHand(cur, c)
			f.Limit = cost[c] + 2
			f.Step++
			return
		}
		g.gain(cur, c, toDiscard)
	case Ricarica:
		if f.Step == stCard {
			g.trashFromHand(cur, c)
			f.Limit = cost[c] + 3
			f.Step++
			return
		}
		g.gain(cur, c, toHand)
	case Ricognizione:
		q := &g.P[g.RevSeat]
		if v == VerbDiscard {
			q.discard(c)
		} else {
			q.toDeck(c)
		}
		g.RevN = 0
		f.Who++
	case Ispezione:
		if f.Step == stCard+1 {
			for i := int8(0); i < g.RevN; i++ {
				if g.Rev[i] == c {
					g.Rev[i] = g.Rev[g.RevN-1]
					g.RevN--
					break
				}
			}
			g.trashOwned(int(g.RevSeat), c)
			g.Trashed[g.TrashedN] = c
			g.TrashedN++
			g.discardRev()
			f.Who++
			return
		}
		if v == VerbGain {
			g.Trash[c]--
			g.own(cur, c, toDiscard)
		}
		f.N++
	case Tattica:
		p.fromHand(c)
		g.Play.push(c)
		f.X, f.Arg = c, g.Play.N-1
		f.Step++
		g.push(c, f.Arg)
	case Radio:
		for i := int8(0); i < g.RevN; i++ {
			if g.Rev[i] == c {
				p.discard(c)
				c = noCard
			} else {
				p.toHand(g.Rev[i], true)
			}
		}
		g.RevN = 0
	case Nascondiglio:
		if v == VerbSetAside {
			g.Aside.push(c)
		} else {
			p.toHand(c, f.N != 0)
		}
		g.RevN = 0
	}
}

// allCards has a bit for every card.
const allCards = uint64(1)<<NumCards - 1
