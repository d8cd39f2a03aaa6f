package zombionion

import (
	"fmt"
	"strings"

	"zombietable/game"
	"zombietable/game/bot"
)

// The game's own bots. The fixed buy-rule strategies of the arena (bm-basic,
// bmu, smithy-bm, witch-bm, militia-bm) play their Action, then all their
// treasures, then buy the first card of their list they can afford; heuristic
// adapts its buys to the kingdom. All answer every decision other cards put to
// them with the same sensible rules.

// Strategy names.
const (
	BotBMBasic   = "bm-basic"
	BotBMU       = "bmu"
	BotSmithyBM  = "smithy-bm"
	BotWitchBM   = "witch-bm"
	BotMilitiaBM = "militia-bm"
	BotHeuristic = "heuristic"
)

type buyRule func(g *State, s int, coins int16, mask uint64) Card

var strategies = map[string]buyRule{
	BotBMBasic:   buyBMBasic,
	BotBMU:       buyBMU,
	BotSmithyBM:  buySmithyBM,
	BotWitchBM:   buyWitchBM,
	BotMilitiaBM: buyMilitiaBM,
	BotHeuristic: buyHeuristic,
}

// Needs returns the value of the need option that lets every named bot play
// its strategy: the kingdom cards the fixed strategies buy ("furbizia" for
// smithy-bm, and so on), comma-separated, empty if none is needed.
func Needs(bots []string) string {
	var out []string
	add := func(id string) {
		for _, x := range out {
			if x == id {
				return
			}
		}
		out = append(out, id)
	}
	for _, b := range bots {
		switch strings.SplitN(b, ":", 2)[0] {
		case BotSmithyBM:
			add(Furbizia.ID())
		case BotWitchBM:
			add(SciameDiZombi.ID())
		case BotMilitiaBM:
			add(PianoSuperiore.ID())
		}
	}
	return strings.Join(out, ",")
}

func botMakers() map[string]game.BotMaker {
	m := map[string]game.BotMaker{}
	for name, rule := range strategies {
		m[name] = func(arg string, seed uint64) (game.Bot, error) {
			if arg != "" {
				return nil, fmt.Errorf("%s takes no argument, not %s", name, game.Echo(arg))
			}
			return ruleBot(rule), nil
		}
	}
	m[BotRollout] = newRolloutBot
	return m
}

// NewBot returns the named bot of this package, or nil.
func NewBot(name string) game.Bot {
	if r, ok := strategies[name]; ok {
		return ruleBot(r)
	}
	return nil
}

// ruleBot plays Choose with the buying rule.
func ruleBot(rule buyRule) *bot.Instant {
	return bot.NewInstantAlone(func(s game.State) (game.Action, bool) {
		g, ok := s.(*State)
		if !ok {
			return bot.NoAction, false
		}
		return Choose(g, rule), true
	})
}

// Choose returns the action a rule bot takes in g.
func Choose(g *State, rule buyRule) game.Action {
	s := int(g.Dec.Seat)
	p := &g.P[s]
	switch g.Dec.Kind {
	case kAction:
		if c := bestAction(g, s); c != noCard {
			return Encode(VerbPlay, c)
		}
		return Encode(VerbEndActions, 0)
	case kBuy:
		if !g.Bought && (p.Hand[Pallottola]|p.Hand[Proiettili]|p.Hand[Caricatore]) != 0 {
			return Encode(VerbAutoplay, 0)
		}
		if c := rule(g, s, g.Coins, allCards); c != noCard {
			return Encode(VerbBuy, c)
		}
		return Encode(VerbEndTurn, 0)
	case kReact:
		if p.Hand[Barricata] != 0 {
			return Encode(VerbReveal, Barricata)
		}
		return Encode(VerbNoReveal, 0)
	case kSupply:
		c := rule(g, s, int16(g.Dec.Limit), g.Dec.Mask)
		if c == noCard || !g.canGain(c) {
			c = bestGain(g)
		}
		return Encode(VerbGain, c)
	case kYesNo:
		return Encode(yesNo(g, s), g.Dec.Card)
	case kRev:
		return Encode(g.Dec.Verb, revChoice(g, s))
	case kHand:
		return handChoice(g, s, rule)
	}
	return Encode(VerbEndTurn, 0)
}

// ---- buy rules ------------------------------------------------------------

func money(p *Player) int {
	return int(p.Own[Pallottola]) + 2*int(p.Own[Proiettili]) + 3*int(p.Own[Caricatore])
}

func treasures(p *Player) int {
	return int(p.Own[Pallottola]) + int(p.Own[Proiettili]) + int(p.Own[Caricatore])
}

// ok reports whether s may take c with coins: in the supply, affordable, in
// mask, and not the last pile a losing player would empty.
func ok(g *State, s int, c Card, coins int16, mask uint64) bool {
	return g.InSupply&(1<<c) != 0 && g.Supply[c] > 0 && int16(cost[c]) <= coins && mask&(1<<c) != 0 && !wouldLose(g, s, c)
}

// wouldLose reports whether taking c ends the game with s not among the
// winners.
func wouldLose(g *State, s int, c Card) bool {
	if g.Solo {
		return false
	}
	empty := g.Empty
	if g.Supply[c] == 1 {
		empty++
	}
	if !(c == MoltiPiuZombi && g.Supply[c] == 1) && empty < 3 {
		return false
	}
	p := &g.P[s]
	p.Own[c]++
	p.OwnN++
	mine := g.Score(game.Seat(s))
	p.Own[c]--
	p.OwnN--
	myTurns := p.Turns
	if s == int(g.Cur) {
		myTurns++
	}
	for o := 0; o < int(g.N); o++ {
		if o == s {
			continue
		}
		v := g.Score(game.Seat(o))
		if v > mine || (v == mine && g.P[o].Turns < myTurns) {
			return true
		}
	}
	return false
}

func buyBMBasic(g *State, s int, c int16, m uint64) Card {
	switch {
	case ok(g, s, MoltiPiuZombi, c, m):
		return MoltiPiuZombi
	case ok(g, s, Caricatore, c, m):
		return Caricatore
	case ok(g, s, Proiettili, c, m):
		return Proiettili
	}
	return noCard
}

func buyBMU(g *State, s int, c int16, m uint64) Card {
	return bigMoney(g, s, c, m, 18, noCard)
}

// bigMoney is bmu's list, with the money threshold for Molti + Zombi and an
// optional terminal bought before Proiettili while fewer than treasures/11
// are owned.
func bigMoney(g *State, s int, c int16, m uint64, threshold int, terminal Card) Card {
	p := &g.P[s]
	left := g.Supply[MoltiPiuZombi]
	switch {
	case money(p) > threshold && ok(g, s, MoltiPiuZombi, c, m):
		return MoltiPiuZombi
	case left <= 4 && ok(g, s, MoltiZombi, c, m):
		return MoltiZombi
	case left <= 2 && ok(g, s, Zombi, c, m):
		return Zombi
	case ok(g, s, Caricatore, c, m):
		return Caricatore
	case left <= 6 && ok(g, s, MoltiZombi, c, m):
		return MoltiZombi
	case terminal != noCard && int(p.Own[terminal])*11 < treasures(p) && ok(g, s, terminal, c, m):
		return terminal
	case ok(g, s, Proiettili, c, m):
		return Proiettili
	}
	return noCard
}

func buySmithyBM(g *State, s int, c int16, m uint64) Card {
	return bigMoney(g, s, c, m, 15, Furbizia)
}

func buyWitchBM(g *State, s int, c int16, m uint64) Card {
	p := &g.P[s]
	left := g.Supply[MoltiPiuZombi]
	switch {
	case p.Own[Caricatore] > 0 && ok(g, s, MoltiPiuZombi, c, m):
		return MoltiPiuZombi
	case left <= 5 && ok(g, s, MoltiZombi, c, m):
		return MoltiZombi
	case left <= 2 && ok(g, s, Zombi, c, m):
		return Zombi
	case p.Own[SciameDiZombi] == 0 && ok(g, s, SciameDiZombi, c, m):
		return SciameDiZombi
	case ok(g, s, Caricatore, c, m):
		return Caricatore
	case p.Own[SciameDiZombi] < 2 && ok(g, s, SciameDiZombi, c, m):
		return SciameDiZombi
	case ok(g, s, Proiettili, c, m):
		return Proiettili
	}
	return noCard
}

func buyMilitiaBM(g *State, s int, c int16, m uint64) Card {
	p := &g.P[s]
	left := g.Supply[MoltiPiuZombi]
	switch {
	case p.Own[Caricatore] > 0 && ok(g, s, MoltiPiuZombi, c, m):
		return MoltiPiuZombi
	case left <= 6 && ok(g, s, MoltiZombi, c, m):
		return MoltiZombi
	case left <= 2 && ok(g, s, Zombi, c, m):
		return Zombi
	case ok(g, s, Caricatore, c, m):
		return Caricatore
	case p.Own[PianoSuperiore] < 3 && ok(g, s, PianoSuperiore, c, m):
		return PianoSuperiore
	case ok(g, s, Proiettili, c, m):
		return Proiettili
	}
	return noCard
}

// ---- the heuristic bot ----------------------------------------------------

// terminal draw and attacks the heuristic bot builds around, best first
var mainTerminals = []Card{SciameDiZombi, Molotov, Furbizia, Nascondiglio, PianoSuperiore, Radio, ProiettiliEsplosivi, Barricata}

// non-terminal cards worth more than Proiettili at their cost, best first
var cantrips = []Card{Coraggio, Copertura, Aiutarsi}

func terminalCount(p *Player) int {
	n := 0
	for c := firstKingdom; c < NumCards; c++ {
		if isAction(c) && plusActs[c] == 0 {
			n += int(p.Own[c])
		}
	}
	return n
}

func villageCount(p *Player) int {
	return int(p.Own[Maverick]) + int(p.Own[Aiutarsi])
}

func buyHeuristic(g *State, s int, c int16, m uint64) Card {
	p := &g.P[s]
	left := int(g.Supply[MoltiPiuZombi])
	mon := money(p)
	if g.N > 2 {
		left -= 2 * (int(g.N) - 2)
	}
	switch {
	case (mon > 15 || p.Own[Caricatore] > 0 || p.Turns > 12) && ok(g, s, MoltiPiuZombi, c, m):
		return MoltiPiuZombi
	case left <= 4 && ok(g, s, MoltiZombi, c, m):
		return MoltiZombi
	case left <= 2 && ok(g, s, Zombi, c, m):
		return Zombi
	}
	attack := g.InSupply&(1<<SciameDiZombi) != 0
	if attack && p.Own[SciameDiZombi] == 0 && ok(g, s, SciameDiZombi, c, m) {
		return SciameDiZombi
	}
	if ok(g, s, Caricatore, c, m) {
		return Caricatore
	}
	if left <= 6 && ok(g, s, MoltiZombi, c, m) {
		return MoltiZombi
	}
	if attack && p.Own[SciameDiZombi] < 2 && ok(g, s, SciameDiZombi, c, m) {
		return SciameDiZombi
	}
	terms, vills := terminalCount(p), villageCount(p)
	room := terms*10 < treasures(p)+10*vills
	if c >= 5 {
		for _, k := range cantrips {
			if k == Aiutarsi && terms <= vills {
				continue
			}
			if ok(g, s, k, c, m) {
				return k
			}
		}
	}
	if room {
		for _, k := range mainTerminals {
			if g.InSupply&(1<<k) == 0 {
				continue
			}
			limit := 2
			switch k {
			case ProiettiliEsplosivi, Barricata, Nascondiglio:
				limit = 1
			}
			if int(p.Own[k]) < limit && ok(g, s, k, c, m) {
				return k
			}
			break
		}
	}
	if cursed(g, s) {
		for _, k := range [...]Card{Rifornimento, Sacrificio} {
			if p.Own[Rifornimento]+p.Own[Sacrificio] == 0 && ok(g, s, k, c, m) {
				return k
			}
		}
	}
	if terms > vills+1 && ok(g, s, Maverick, c, m) {
		return Maverick
	}
	if ok(g, s, Proiettili, c, m) {
		return Proiettili
	}
	if g.InSupply&(1<<SciameDiZombi) != 0 && p.Own[Barricata] == 0 && ok(g, s, Barricata, c, m) {
		return Barricata
	}
	return noCard
}

// cursed reports whether another seat owns Sciame di zombi, so Infezioni are
// coming s's way.
func cursed(g *State, s int) bool {
	for o := 0; o < int(g.N); o++ {
		if o != s && g.P[o].Own[SciameDiZombi] > 0 {
			return true
		}
	}
	return false
}

// ---- playing actions and answering decisions -------------------------------

// actionValue ranks the Action cards of s's hand for playing; 0 means do not
// play it.
func actionValue(g *State, s int, c Card) int {
	p := &g.P[s]
	switch c {
	case Coraggio, Copertura, Ricognizione:
		return 100
	case Maverick, Aiutarsi:
		if g.Actions == 1 {
			return 95
		}
		return 90
	case Esca:
		if p.Hand[Zombi]+p.Hand[MoltiZombi]+p.Hand[MoltiPiuZombi]+p.Hand[Infezione]+p.Hand[Survivors] > 0 {
			return 85
		}
		return 1
	case Tattica:
		for k := firstKingdom; k < NumCards; k++ {
			if k != Tattica && p.Hand[k] > 0 && isAction(k) {
				return 80
			}
		}
		return 0
	case SciameDiZombi:
		return 70
	case Molotov:
		return 68
	case Furbizia, Nascondiglio:
		return 66
	case TuttoXTutto:
		return 60
	case PianoSuperiore, Radio:
		return 58
	case ProiettiliEsplosivi:
		if p.Hand[Pallottola] > 0 {
			return 57
		}
		return 0
	case Ricarica:
		if p.Hand[Pallottola]+p.Hand[Proiettili] > 0 {
			return 56
		}
		return 0
	case Barricata:
		return 55
	case FucileAPompa, Raggrupparsi:
		return 50
	case Rifornimento, Sacrificio:
		if p.Hand[Infezione]+p.Hand[Zombi]+p.Hand[Caricatore] > 0 || (c == Rifornimento && p.HandN > 1) {
			return 45
		}
		return 0
	case Deposito, Munizioni, Ispezione, FugaRapida:
		return 40
	}
	return 0
}

func bestAction(g *State, s int) Card {
	best, bv := noCard, 0
	h := &g.P[s].Hand
	for c := firstKingdom; c < NumCards; c++ {
		if h[c] == 0 || !isAction(c) {
			continue
		}
		if v := actionValue(g, s, c); v > bv {
			best, bv = c, v
		}
	}
	return best
}

// keepValue ranks cards a player would rather keep in hand.
func keepValue(c Card) int {
	switch {
	case types[c]&(tVictory|tCurse) != 0 && !isAction(c):
		return 0
	case isTreasure(c):
		return 10 * int(coins[c])
	}
	return 15 + int(cost[c])
}

func handChoice(g *State, s int, rule buyRule) game.Action {
	d := &g.Dec
	p := &g.P[s]
	top := g.Stack[g.SP-1].Card
	pick := func(score func(Card) int) Card {
		best, bv := noCard, -1<<30
		for c := Card(0); c < NumCards; c++ {
			if p.Hand[c] != 0 && d.Mask&(1<<c) != 0 {
				if v := score(c); v > bv {
					best, bv = c, v
				}
			}
		}
		return best
	}
	switch top {
	case Esca:
		c := pick(func(c Card) int { return -keepValue(c) })
		if c != noCard && keepValue(c) == 0 {
			return Encode(VerbDiscard, c)
		}
		return Encode(VerbDone, 0)
	case Sacrificio:
		c := pick(func(c Card) int { return trashValue(g, s, c) })
		if c != noCard && trashValue(g, s, c) > 0 {
			return Encode(VerbTrash, c)
		}
		return Encode(VerbDone, 0)
	case Rifornimento:
		return Encode(VerbTrash, pick(func(c Card) int { return remodelValue(g, s, c) }))
	case Ricarica:
		return Encode(VerbTrash, pick(func(c Card) int {
			switch c {
			case Proiettili:
				return 3
			case Pallottola:
				return 2
			}
			return 1
		}))
	case Tattica:
		return Encode(VerbTwice, pick(func(c Card) int { return actionValue(g, s, c) }))
	case FugaRapida:
		return Encode(VerbTopdeck, pick(func(c Card) int { return -int(cost[c]) }))
	}
	if d.Verb == VerbDiscard {
		return Encode(VerbDiscard, pick(func(c Card) int { return -keepValue(c) }))
	}
	if d.Done {
		return Encode(VerbDone, 0)
	}
	return Encode(d.Verb, pick(func(Card) int { return 0 }))
}

// trashValue is how much s wants to trash c with Sacrificio; ≤ 0 means keep.
func trashValue(g *State, s int, c Card) int {
	p := &g.P[s]
	early := g.Supply[MoltiPiuZombi] > 5
	switch c {
	case Infezione:
		return 10
	case Zombi:
		if early {
			return 8
		}
	case Pallottola:
		if money(p)-int(p.Own[Pallottola]) >= 6 {
			return 5
		}
	}
	return 0
}

func remodelValue(g *State, s int, c Card) int {
	switch c {
	case Infezione:
		return 10
	case Caricatore:
		if g.Supply[MoltiPiuZombi] <= 6 {
			return 9
		}
		return -5
	case Zombi:
		if g.Supply[MoltiPiuZombi] > 4 {
			return 8
		}
		return -3
	case Pallottola:
		return 5
	}
	return -keepValue(c)
}

// bestGain is the most expensive card that may be gained, Infezione last.
func bestGain(g *State) Card {
	best, bv := noCard, -100
	for c := Card(0); c < NumCards; c++ {
		if g.canGain(c) {
			v := int(cost[c])
			if c == Infezione {
				v = -50
			}
			if v > bv {
				best, bv = c, v
			}
		}
	}
	return best
}

func yesNo(g *State, s int) Verb {
	d := &g.Dec
	c := d.Card
	switch d.Verb {
	case VerbDiscardDeck:
		return VerbDiscardDeck
	case VerbGain:
		if c == Pallottola {
			return VerbLeave
		}
		return VerbGain
	case VerbSetAside:
		if g.Actions == 0 {
			return VerbSetAside
		}
		return VerbKeep
	case VerbDiscard:
		good := keepValue(c) > 10
		if int(g.RevSeat) == s {
			if good {
				return VerbPutBack
			}
			return VerbDiscard
		}
		if good {
			return VerbDiscard
		}
		return VerbPutBack
	}
	return d.Verb
}

func revChoice(g *State, s int) Card {
	best, bv := noCard, -1<<30
	hurt := int(g.RevSeat) != s
	for i := int8(0); i < g.RevN; i++ {
		c := g.Rev[i]
		if g.Dec.Mask&(1<<c) == 0 {
			continue
		}
		v := keepValue(c)
		if !hurt {
			v = -v
		}
		if v > bv {
			best, bv = c, v
		}
	}
	return best
}
