package tsunami

import (
	"zombietable/game"
)

// Verbs of the actions. An action is verb<<5 | arg.
const (
	vVote     = iota + 1 // arg: colour
	vCoins               // Coin / Zombie: the coins
	vZombie              // Coin / Zombie: the zombie
	vCivilian            // Civilian / Bomb: the civilian
	vBomb                // Civilian / Bomb or Mega Bomb: arg the seat bombed
	vPass                // a bonus window: keep the card face down
	vReveal              // reveal the secret bonus card
	vBuy                 // arg: the shop slot
	vBuyPerm             // arg: 0 the permanent Civilian, 1 the permanent Bomb
	vPlay                // arg: the zombird card in hand
	vEvent               // do this round's Zombird event task
	vDone                // end the shop visit or the Mega Bomb's choice
	vSeat                // arg: the seat chosen
	vKeep                // an offer of kept cards: use none (more)
	vUse                 // arg: the kept card used, useSave1, useSave2 or useZombird + its kind
	nVerbs
)

func act(v, arg int) game.Action { return game.Action(v<<5 | arg) }

func decode(a game.Action) (v, arg int) { return int(a) >> 5, int(a) & 31 }

// Legal appends the legal actions of the seat to act. They depend only on
// what every seat sees: a seat's choice never gives away a hidden card.
func (g *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	if g.Phase == phOver || g.SP == 0 {
		return dst
	}
	f := g.top()
	s := int(f.Seat)
	p := &g.P[s]
	n := int(g.N)
	switch f.K {
	case fVote:
		for c := 0; c < nColours; c++ {
			dst = append(dst, act(vVote, c))
		}
	case fCoinZombie:
		dst = append(dst, act(vCoins, 0), act(vZombie, 0))
	case fCivBomb:
		dst = append(dst, act(vCivilian, 0))
		for i := 0; i < n; i++ {
			if i != s {
				dst = append(dst, act(vBomb, i))
			}
		}
	case fWindow:
		dst = append(dst, act(vPass, 0), act(vReveal, 0))
	case fShop:
		for i := 0; i < int(g.DisplayN); i++ {
			if c := g.Display[i]; c != noCard && g.canBuy(s, int(c)) {
				dst = append(dst, act(vBuy, i))
			}
		}
		for k, c := range [2]int{sPermCivilian, sPermBomb} {
			if g.canBuy(s, c) {
				dst = append(dst, act(vBuyPerm, k))
			}
		}
		if p.Bonus != noCard && !p.BonusUp {
			dst = append(dst, act(vReveal, 0))
		}
		for k := 0; k < int(p.HandN); k++ {
			dst = append(dst, act(vPlay, k))
		}
		if g.canEvent(s) {
			dst = append(dst, act(vEvent, 0))
		}
		dst = append(dst, act(vDone, 0))
	case fTarget:
		for i := 0; i < n; i++ {
			if f.M&(1<<i) != 0 {
				dst = append(dst, act(vSeat, i))
			}
		}
	case fMega:
		for i := 0; i < n; i++ {
			if i != s && f.M&(1<<i) == 0 {
				dst = append(dst, act(vBomb, i))
			}
		}
		// "Bombarda un qualsiasi numero di giocatori": one at least
		if f.M != 0 {
			dst = append(dst, act(vDone, 0))
		}
	case fOffer:
		dst = append(dst, act(vKeep, 0))
		var buf [useZombird + nZombird]int
		for _, u := range g.offerUses(f, buf[:0]) {
			dst = append(dst, act(vUse, u))
		}
		if g.Zombird {
			for k := 0; k < int(p.HandN); k++ {
				dst = append(dst, act(vPlay, k))
			}
		}
	}
	return dst
}

// canBuy reports whether seat s may buy shop card c now: "al massimo 2 carte
// (a patto che possiedano abbastanza)", and the card has someone to act on.
func (g *State) canBuy(s, c int) bool {
	p := &g.P[s]
	if p.Bought >= 2 || int(p.Coins) < cat.Shop[c].Cost {
		return false
	}
	switch c {
	case sSteal1, sSteal2:
		return g.robbable(s, 0xff) != 0
	case sSwap:
		return p.Bonus != noCard && !p.BonusUp && g.faceDown(s) != 0
	}
	return true
}

// canEvent reports whether seat s can do this round's event task at its shop
// visit: give a zombie (Dono Zombie) or discard coins (Moneta).
func (g *State) canEvent(s int) bool {
	p := &g.P[s]
	if p.EventDone {
		return false
	}
	switch g.Event {
	case eZombieGift:
		return int(p.Dice) > cat.Events[eZombieGift].Amount
	case eCoin:
		return int(p.Coins) >= cat.Events[eCoin].Amount
	}
	return false
}

// Apply plays an action of the seat to act; an illegal one is refused with
// the reason in English and Italian, the state unchanged.
func (g *State) Apply(a game.Action) error {
	var buf [48]game.Action
	legal := g.Legal(buf[:0])
	ok := false
	for _, l := range legal {
		if l == a {
			ok = true
			break
		}
	}
	if !ok {
		return g.refuse(a)
	}
	g.ApplyLegal(a)
	return nil
}

// ApplyLegal plays a, an action Legal has just listed in g, without checking
// it again.
func (g *State) ApplyLegal(a game.Action) {
	g.Reveal = false
	g.GoldRolled, g.Shopped, g.VotesTold, g.PicksTold = false, false, false, false
	g.GoldFaces, g.GoldGot, g.ShopGot = [MaxPlayers]int8{}, [MaxPlayers]int8{}, [MaxPlayers]int8{}
	g.apply(a)
}

// apply plays a legal action and runs the game on.
func (g *State) apply(a game.Action) {
	g.do(a)
	g.advance()
}

// do plays a legal action: the decision and what it sets off at once.
func (g *State) do(a game.Action) {
	f := g.top()
	s := int(f.Seat)
	p := &g.P[s]
	v, arg := decode(a)
	switch v {
	case vVote:
		p.Vote = int8(arg)
		g.pop()
	case vCoins:
		p.Pick = pickCoins
		g.pop()
	case vZombie:
		p.Pick = pickZombie
		g.pop()
	case vCivilian:
		p.Civ++
		g.pop()
	case vBomb:
		if f.K == fMega {
			f.M |= 1 << arg
			break
		}
		g.pop()
		g.bomb(s, arg)
	case vPass:
		g.pop()
	case vReveal:
		ctx, other := wShop, int8(-1)
		if f.K == fWindow {
			ctx, other = f.A, f.B
			g.pop()
		}
		g.reveal(s, ctx, int(other))
	case vBuy:
		c := int(g.Display[arg])
		g.Display[arg] = noCard
		g.buy(s, c)
	case vBuyPerm:
		g.buy(s, []int{sPermCivilian, sPermBomb}[arg])
	case vKeep:
		g.pop()
	case vUse:
		g.use(f, arg)
	case vPlay:
		if f.K == fOffer {
			g.playAtOffer(f, arg)
			break
		}
		z := p.Hand[arg]
		g.removeHand(s, arg)
		g.Reveal = true
		g.playZombird(s, z)
	case vEvent:
		if g.Event == eCoin {
			p.Coins -= int8(cat.Events[eCoin].Amount)
			g.eventDone(s)
		} else {
			g.push(frame{K: fTarget, Seat: int8(s), A: tGift, M: g.others(s)})
		}
	case vDone:
		k, m := f.K, f.M // the frame's place is reused by the bombs
		g.pop()
		if k == fMega {
			for i := int(g.N) - 1; i >= 0; i-- {
				if m&(1<<i) != 0 {
					g.bomb(s, i)
				}
			}
		}
	case vSeat:
		g.chooseSeat(f, arg)
	}
}

// buy pays for shop card c and uses it at once, or keeps it: "Le carte
// Negozio devono essere utilizzate immediatamente, a meno che" they are kept.
func (g *State) buy(s, c int) {
	p := &g.P[s]
	k := &cat.Shop[c]
	p.Coins -= int8(k.Cost)
	p.Bought++
	if !k.Permanent && !k.Keep {
		g.discardShop(c)
	}
	switch c {
	case sPermCivilian, sCiv2, sCiv3:
		p.Civ += int8(k.Amount)
	case sDice1, sDice2:
		g.gain(s, k.Amount)
	case sSave1:
		p.Saves[0]++
	case sSave2:
		p.Saves[1]++
	case sSteal1, sSteal2:
		g.push(frame{K: fTarget, Seat: int8(s), A: tSteal, N: int8(k.Amount), M: g.robbable(s, 0xff)})
	case sPermBomb, sBomb:
		g.push(frame{K: fTarget, Seat: int8(s), A: tBomb, M: g.others(s)})
	case sMegaBomb:
		g.push(frame{K: fMega, Seat: int8(s)})
	case sSwap:
		g.push(frame{K: fTarget, Seat: int8(s), A: tSwap, M: g.faceDown(s)})
	case sTurn:
		var m uint8
		for i := 0; i < int(g.N); i++ {
			if g.P[i].Bonus != noCard {
				m |= 1 << i
			}
		}
		g.push(frame{K: fTarget, Seat: int8(s), A: tTurn, M: m})
	case sEgg, sNest:
		for j := 0; j < k.Amount; j++ {
			g.drawZombird(s)
		}
	}
}

// playZombird plays zombird card z of seat s face up: the active ones act at
// once, the others wait face up until they apply.
func (g *State) playZombird(s int, z uint8) {
	k := &cat.Zombird[z]
	switch z {
	case zBanker:
		g.addCoins(s, k.Amount)
	case zBomb:
		g.push(frame{K: fTarget, Seat: int8(s), A: tBomb, M: g.others(s)})
	case zPtero, zMagnet:
		g.push(frame{K: fTarget, Seat: int8(s), A: tSteal, N: int8(k.Amount), M: g.robbable(s, 0xff)})
	default:
		g.P[s].Ready[z]++
		return
	}
	g.ZDisc[g.ZDN] = z
	g.ZDN++
}

// chooseSeat answers a choice of seat.
func (g *State) chooseSeat(f *frame, x int) {
	s := int(f.Seat)
	switch f.A {
	case tBomb:
		g.pop()
		g.bomb(s, x)
	case tSteal:
		n := int(f.N)
		g.pop()
		g.steal(x, s, n)
	case tTeamSteal:
		g.steal(x, s, 1)
		f.N--
		f.M = g.robbable(s, f.M)
		if f.N == 0 || f.M == 0 {
			g.pop()
		}
	case tDragon:
		g.pop()
		g.dragon(s, x)
	case tSwap:
		g.pop()
		p, q := &g.P[s], &g.P[x]
		p.Bonus, q.Bonus = q.Bonus, p.Bonus
		p.BonusKnown, q.BonusKnown = 1<<x, 1<<s
		g.Reveal = true
	case tTurn:
		g.pop()
		q := &g.P[x]
		if q.BonusUp {
			q.BonusUp = false
			q.BonusKnown = 0xff
		} else {
			q.BonusUp = true
		}
		g.Reveal = true
	case tGift:
		g.pop()
		g.steal(s, x, cat.Events[eZombieGift].Amount)
		g.eventDone(s)
	}
}

// reveal turns seat s's bonus card face up; it pays when its objective was
// just met, which ctx tells: "se questo avviene subito dopo il
// raggiungimento dell'Obiettivo specificato sulla carta il giocatore otterrà
// la relativa Ricompensa".
func (g *State) reveal(s int, ctx int8, other int) {
	p := &g.P[s]
	p.BonusUp = true
	g.Reveal = true
	c := int(p.Bonus)
	reward := cat.Bonus[c].Reward
	switch {
	case c == bUFO && ctx == wRoundEnd && p.Civ > 0:
		g.gain(s, reward)
		g.paid(s)
	case c == bGigaZ && ctx == wBomber:
		g.gain(s, reward)
		g.paid(s)
	case c == bTsunami && ctx == wPush:
		team := g.teams()[g.P[s].Vote]
		g.paid(s)
		g.push(frame{K: fTarget, Seat: int8(s), A: tTeamSteal, N: int8(reward), M: g.robbable(s, team)})
	case c == bQuarterback && ctx == wBombed:
		if g.SP > 0 && g.top().K == fBomb {
			g.top().N = bombCancelled
		}
		g.steal(other, s, reward)
		g.paid(s)
	case c == bNinja && ctx == wPush:
		p.Ninja = true
		g.paid(s)
	case c == bDragonHead || c == bDragonTail:
		g.push(frame{K: fTarget, Seat: int8(s), A: tDragon, M: g.others(s)})
	}
}

// dragon settles a Dragon's guess that seat x holds the other half: "Se
// indovini ottieni" the reward, and the other half, caught, is shown and
// spent; "In caso contrario il giocatore in possesso della" other half
// reveals it and gains it. Only one of the pair pays.
func (g *State) dragon(s, x int) {
	mine := int(g.P[s].Bonus)
	other := uint8(bDragonHead + bDragonTail - mine)
	reward := cat.Bonus[mine].Reward
	if q := &g.P[x]; q.Bonus == other {
		q.BonusUp = true
		g.gain(s, reward)
		g.paid(s)
		return
	}
	for i := 0; i < int(g.N); i++ {
		if q := &g.P[i]; i != s && q.Bonus == other && !q.BonusUp {
			q.BonusUp = true
			g.gain(i, cat.Bonus[other].Reward)
			g.paid(i)
		}
	}
}

func (g *State) paid(s int) {
	g.P[s].Paid++
	if g.Event == eBonus {
		g.eventDone(s)
	}
}

// refuse says why action a is not legal now.
func (g *State) refuse(a game.Action) error {
	if g.Phase == phOver || g.SP == 0 {
		return game.IllegalIn("the game is over", "la partita è finita")
	}
	f := g.top()
	s := int(f.Seat)
	p := &g.P[s]
	v, arg := decode(a)
	switch {
	case v == vVote && f.K != fVote && g.Cur != noCard && (kindOf(g.Cur) == kPush || kindOf(g.Cur) == kBus) && p.Vote >= 0:
		return game.IllegalIn("you have already voted in this push: one token a push", "hai già votato in questa Spinta: un solo gettone per Spinta")
	case v == vVote && f.K != fVote:
		return game.IllegalIn("there is no vote now: votes are cast when a push is revealed", "ora non si vota: si vota quando viene rivelata una Spinta")
	case (v == vBomb || v == vSeat) && arg == s:
		return game.IllegalIn("you cannot bomb or choose yourself: \"Bombardare un avversario\"", "non puoi bombardare o scegliere te stesso: \"Bombardare un avversario\"")
	case v == vReveal && p.Bonus != noCard && p.BonusUp:
		return game.IllegalIn("your secret bonus card is already revealed: \"Le carte già rivelate non potranno essere utilizzate nuovamente\"", "la tua carta Bonus Segreto è già rivelata: \"Le carte già rivelate non potranno essere utilizzate nuovamente\"")
	case v == vReveal && p.Bonus == noCard:
		return game.IllegalIn("you hold no secret bonus card now", "ora non hai una carta Bonus Segreto")
	case (v == vBuy || v == vBuyPerm) && f.K != fShop:
		return game.IllegalIn("you can buy only at the shop", "puoi comprare solo al Negozio")
	case (v == vBuy || v == vBuyPerm) && p.Bought >= 2:
		return game.IllegalIn("at most 2 shop cards a visit: \"al massimo 2 carte\"", "al massimo 2 carte Negozio per visita: \"al massimo 2 carte\"")
	case v == vBuy && (arg >= int(g.DisplayN) || g.Display[arg] == noCard):
		return game.IllegalIn("there is no card in that place of the shop", "in quel posto del Negozio non c'è nessuna carta")
	case v == vBuy && int(p.Coins) < cat.Shop[g.Display[arg]].Cost, v == vBuyPerm && arg < 2 && int(p.Coins) < cat.Shop[arg].Cost:
		return game.IllegalIn("not enough coins: \"a patto che possiedano abbastanza\" monete", "non hai abbastanza monete: \"a patto che possiedano abbastanza\" monete")
	case v == vBuy || v == vBuyPerm:
		return game.IllegalIn("that card would have no one to act on", "quella carta non avrebbe nessuno su cui agire")
	case v == vPlay && arg >= int(p.HandN):
		return game.IllegalIn("you have no such zombird card", "non hai quella carta Zombuccello")
	case v == vDone && f.K == fMega:
		return game.IllegalIn("choose at least one player to bomb: \"Bombarda un qualsiasi numero di giocatori\"", "scegli almeno un giocatore da bombardare: \"Bombarda un qualsiasi numero di giocatori\"")
	case (v == vKeep || v == vUse) && f.K != fOffer:
		return game.IllegalIn("there is no kept card to use now", "ora non c'è nessuna carta da usare")
	case v == vUse:
		return game.IllegalIn("that card cannot help now: it is not in front of you or does not prevent this", "quella carta ora non serve: non è davanti a te o non previene questo")
	}
	return game.IllegalIn("that is not a legal action now", "ora questa non è un'azione consentita")
}

// The kinds of action, for tables that map actions to pieces: DecodeAction
// gives one of them and its argument (a colour, a seat, a shop place, a
// zombird card in hand, 0 for the permanent Civilian and 1 for the permanent
// Bomb).
const (
	VerbVote     = vVote
	VerbCoins    = vCoins
	VerbZombie   = vZombie
	VerbCivilian = vCivilian
	VerbBomb     = vBomb
	VerbPass     = vPass
	VerbReveal   = vReveal
	VerbBuy      = vBuy
	VerbBuyPerm  = vBuyPerm
	VerbPlay     = vPlay
	VerbEvent    = vEvent
	VerbDone     = vDone
	VerbSeat     = vSeat
	VerbKeep     = vKeep
	VerbUse      = vUse
)

// The kept cards of a VerbUse action's argument: UseSave1 and UseSave2 the
// shop's Save cards, UseZombird plus a zombird card's place in the catalog
// (ZombirdIDs) a face-up zombird card.
const (
	UseSave1   = useSave1
	UseSave2   = useSave2
	UseZombird = useZombird
)

// DecodeAction splits an action into its kind and argument.
func DecodeAction(a game.Action) (verb, arg int) { return decode(a) }
