package tsunami

import (
	"fmt"

	"zombietable/game"
	"zombietable/game/bot"
)

// BotHeuristic names the rule-based bot: it votes with the strong, bombs the
// leader, buys what adds most zombies for its coins, reveals its bonus card
// when it pays and keeps it hidden otherwise, and with a hidden Quarterback
// takes civilians to draw the bombs its card turns back.
const BotHeuristic = "heuristic"

func botMakers() map[string]game.BotMaker {
	return map[string]game.BotMaker{
		BotHeuristic: func(arg string, seed uint64) (game.Bot, error) {
			if arg != "" {
				return nil, fmt.Errorf("heuristic takes no argument, not %q", arg)
			}
			rng := game.NewRNG(seed)
			return bot.NewInstantAlone(func(s game.State) (game.Action, bool) {
				g, ok := s.(*State)
				if !ok || g.Over() {
					return bot.NoAction, false
				}
				return g.choose(&rng), true
			}), nil
		},
	}
}

// leader is the other seat among m with the best score, or -1; a tie goes to
// the first clockwise from s, so no seat is everyone's target by its number.
func (g *State) leader(s int, m uint8) int {
	best := -1
	n := int(g.N)
	for k := 1; k <= n; k++ {
		i := (s + k) % n
		if i != s && m&(1<<i) != 0 && (best < 0 || g.Score(i) > g.Score(best)) {
			best = i
		}
	}
	return best
}

// choose is the heuristic's decision at g.
func (g *State) choose(r *game.RNG) game.Action {
	f := g.top()
	s := int(f.Seat)
	p := &g.P[s]
	n := int(g.N)
	switch f.K {
	case fVote:
		return act(vVote, g.voteFor(s, r))
	case fCoinZombie:
		if p.Coins <= 1 && int(g.Pos) < cat.ShopAfter {
			return act(vCoins, 0)
		}
		return act(vZombie, 0)
	case fCivBomb:
		if t := g.bombTarget(s); t >= 0 {
			return act(vBomb, t)
		}
		return act(vCivilian, 0)
	case fWindow:
		if g.pays(s, f.A) {
			return act(vReveal, 0)
		}
		return act(vPass, 0)
	case fShop:
		return g.shopChoice(s)
	case fTarget:
		return act(vSeat, g.targetFor(s, f))
	case fOffer:
		return g.offerChoice(f)
	case fMega:
		for i := 0; i < n; i++ {
			if i != s && f.M&(1<<i) == 0 && (g.P[i].Civ > 0 || g.Score(i) >= g.Score(s)) {
				return act(vBomb, i)
			}
		}
		if f.M == 0 {
			return act(vBomb, g.leader(s, g.others(s)))
		}
		return act(vDone, 0)
	}
	return act(vDone, 0)
}

// voteFor joins the colour the strongest others voted last, by their zombies,
// with a little noise so a table does not freeze into one colour forever.
func (g *State) voteFor(s int, r *game.RNG) int {
	var w [nColours]float64
	for i := 0; i < int(g.N); i++ {
		if i != s && g.P[i].Last >= 0 {
			w[g.P[i].Last] += float64(g.P[i].Dice)
		}
	}
	best := r.IntN(nColours)
	for c := 0; c < nColours; c++ {
		w[c] += r.Float64() * 3
		if w[c] > w[best] {
			best = c
		}
	}
	return best
}

// bombTarget is the seat to bomb at a Civilian / Bomb card, or -1 to take
// the civilian: the leader when it holds civilians or leads by much, any
// seat with civilians when the bot holds a face-down Giga Z. With a face-down
// Quarterback it takes the civilian, a bait for the bomb its card turns back.
func (g *State) bombTarget(s int) int {
	p := &g.P[s]
	if p.Bonus == bQuarterback && !p.BonusUp && g.SP > 0 && g.top().K == fCivBomb {
		return -1
	}
	if p.Bonus == bGigaZ && !p.BonusUp {
		best := -1
		for i := 0; i < int(g.N); i++ {
			if i != s && g.P[i].Civ > 0 && (best < 0 || g.P[i].Civ > g.P[best].Civ) {
				best = i
			}
		}
		if best >= 0 {
			return best
		}
	}
	l := g.leader(s, g.others(s))
	if l >= 0 && (g.P[l].Civ >= 2 || g.Score(l)-g.Score(s) >= 3) {
		return l
	}
	return -1
}

// pays reports whether the bot's face-down card pays if revealed now.
func (g *State) pays(s int, ctx int8) bool {
	p := &g.P[s]
	switch int(p.Bonus) {
	case bUFO:
		return ctx == wRoundEnd && p.Civ > 0
	case bGigaZ:
		return ctx == wBomber
	case bQuarterback:
		return ctx == wBombed
	case bTsunami:
		return ctx == wPush && g.robbable(s, g.teams()[p.Vote]) != 0
	case bNinja:
		if ctx != wPush {
			return false
		}
		sum := 0
		team := g.teams()[p.Vote]
		for i := 0; i < int(g.N); i++ {
			if team&(1<<i) != 0 {
				sum += int(g.P[i].Dice)
			}
		}
		return sum < g.threshold()
	case bDragonHead, bDragonTail:
		return g.dragonKnown(s) >= 0
	}
	return false
}

// dragonKnown is the seat the bot knows holds the other Dragon, or -1.
func (g *State) dragonKnown(s int) int {
	other := uint8(bDragonHead + bDragonTail - int(g.P[s].Bonus))
	for i := 0; i < int(g.N); i++ {
		q := &g.P[i]
		if i != s && q.Bonus == other && (q.BonusUp || q.BonusKnown&(1<<s) != 0) {
			return i
		}
	}
	return -1
}

// shopValue is what shop card c is worth to seat s, in zombies.
func (g *State) shopValue(s, c int) float64 {
	k := &cat.Shop[c]
	switch c {
	case sDice1, sDice2:
		return float64(k.Amount)
	case sPermCivilian, sCiv2, sCiv3:
		return 0.8 * float64(k.Amount)
	case sSteal1, sSteal2:
		return 1.5 * float64(k.Amount)
	case sSave1, sSave2:
		return 0.4 * float64(k.Amount)
	case sBomb, sPermBomb:
		l := g.leader(s, g.others(s))
		return 0.7 * float64(max(int(g.P[l].Civ), cat.BombedZombies))
	case sMegaBomb:
		v := 0.0
		for i := 0; i < int(g.N); i++ {
			if i != s {
				v += 0.5 * float64(max(int(g.P[i].Civ), cat.BombedZombies))
			}
		}
		return v
	case sEgg, sNest:
		return 1.2 * float64(k.Amount)
	}
	return 0
}

// shopChoice plays the bot's shop visit: a Dragon whose other half it knows,
// its active zombird cards, the event task, then the best buys.
func (g *State) shopChoice(s int) game.Action {
	p := &g.P[s]
	if p.Bonus != noCard && !p.BonusUp && (p.Bonus == bDragonHead || p.Bonus == bDragonTail) && g.dragonKnown(s) >= 0 {
		return act(vReveal, 0)
	}
	for k := 0; k < int(p.HandN); k++ {
		switch p.Hand[k] {
		case zBomb, zPtero, zMagnet:
			return act(vPlay, k)
		case zBanker:
			if int(p.Coins)+cat.Zombird[zBanker].Amount <= cat.Cap {
				return act(vPlay, k)
			}
		}
	}
	if g.canEvent(s) {
		return act(vEvent, 0)
	}
	best, bestV := game.Action(act(vDone, 0)), 0.0
	try := func(a game.Action, c int) {
		v := g.shopValue(s, c)
		if v >= 0.4*float64(cat.Shop[c].Cost) && v-0.3*float64(cat.Shop[c].Cost) > bestV {
			best, bestV = a, v-0.3*float64(cat.Shop[c].Cost)
		}
	}
	for i := 0; i < int(g.DisplayN); i++ {
		if c := g.Display[i]; c != noCard && g.canBuy(s, int(c)) {
			try(act(vBuy, i), int(c))
		}
	}
	for k, c := range [2]int{sPermCivilian, sPermBomb} {
		if g.canBuy(s, c) {
			try(act(vBuyPerm, k), c)
		}
	}
	return best
}

// targetFor chooses the seat of a choice.
func (g *State) targetFor(s int, f *frame) int {
	m := f.M
	switch f.A {
	case tDragon:
		if k := g.dragonKnown(s); k >= 0 && m&(1<<k) != 0 {
			return k
		}
	case tTeamSteal:
		best := -1
		for i := 0; i < int(g.N); i++ {
			if m&(1<<i) != 0 && (best < 0 || g.P[i].Dice > g.P[best].Dice) {
				best = i
			}
		}
		return best
	case tGift:
		low := -1
		for i := 0; i < int(g.N); i++ {
			if m&(1<<i) != 0 && (low < 0 || g.Score(i) < g.Score(low)) {
				low = i
			}
		}
		return low
	case tBomb:
		if t := g.bombTarget(s); t >= 0 && m&(1<<t) != 0 {
			return t
		}
	}
	if l := g.leader(s, m); l >= 0 {
		return l
	}
	for i := 0; i < int(g.N); i++ {
		if m&(1<<i) != 0 {
			return i
		}
	}
	return s
}

// offerChoice is the bot's answer to an offer of kept cards: at a loss the
// card that saves the most without waste; at a bombing a Robot when the bomb
// costs two or more and no save card covers it; at a short push the least
// of its birds that covers the gap, the Super Bird alone when it is enough.
func (g *State) offerChoice(f *frame) game.Action {
	s := int(f.Seat)
	p := &g.P[s]
	k := g.atStake(f)
	type card struct {
		a   game.Action
		z   uint8 // the zombird kind, noCard for a Save card
		amt int
	}
	var buf [useZombird + nZombird + handCap]card
	cards := buf[:0]
	var ubuf [useZombird + nZombird]int
	for _, u := range g.offerUses(f, ubuf[:0]) {
		switch u {
		case useSave1, useSave2:
			cards = append(cards, card{act(vUse, u), noCard, cat.Shop[[]int{sSave1, sSave2}[u]].Amount})
		default:
			z := uint8(u - useZombird)
			cards = append(cards, card{act(vUse, u), z, cat.Zombird[z].Amount})
		}
	}
	for h := 0; h < int(p.HandN); h++ {
		if z := p.Hand[h]; applies(z, f.A, k) {
			cards = append(cards, card{act(vPlay, h), z, cat.Zombird[z].Amount})
		}
	}
	if f.A == oBomb {
		loss := k
		if p.Civ > 0 {
			loss = int(p.Civ)
		}
		saves := 0
		for _, c := range cards {
			if c.z != zRobot {
				saves += c.amt
			}
		}
		if loss >= 2 && (p.Civ > 0 || saves < loss) {
			for _, c := range cards {
				if c.z == zRobot {
					return c.a
				}
			}
		}
	}
	if f.A == oPush {
		total := 0
		for _, c := range cards {
			total += c.amt
		}
		if total < k {
			return act(vKeep, 0)
		}
	}
	best := -1
	for i, c := range cards {
		if c.z == zRobot {
			continue
		}
		// the least card that covers all; failing that the largest
		switch {
		case best < 0:
			best = i
		case c.amt >= k && (cards[best].amt < k || c.amt < cards[best].amt):
			best = i
		case c.amt < k && cards[best].amt < k && c.amt > cards[best].amt:
			best = i
		}
	}
	if best < 0 || k <= 0 {
		return act(vKeep, 0)
	}
	return cards[best].a
}
