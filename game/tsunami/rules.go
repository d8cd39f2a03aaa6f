package tsunami

import (
	"zombietable/game"
)

// advance runs the game on until a seat must decide or the game ends.
func (g *State) advance() {
	for g.Phase != phOver {
		if g.SP > 0 {
			f := g.top()
			if f.K < nDecisionFrames {
				if g.decisionLive(f) {
					return
				}
				g.pop()
				continue
			}
			g.step(f)
			continue
		}
		g.mainStep()
	}
}

// decisionLive drops decisions that lost their point on the way (a window
// for a card revealed meanwhile, a choice of seat with no seat left).
func (g *State) decisionLive(f *frame) bool {
	p := &g.P[f.Seat]
	switch f.K {
	case fWindow:
		return p.Bonus != noCard && !p.BonusUp
	case fTarget:
		return f.M != 0 && (f.A != tTeamSteal || f.N > 0)
	case fOffer:
		return g.offerLive(f)
	}
	return true
}

// mainStep moves the round on: "SVOLGIMENTO DEL GIOCO".
func (g *State) mainStep() {
	n := int(g.N)
	switch g.Phase {
	case phRoundStart:
		g.roundStart()
		g.Phase = phCard
	case phCard:
		if g.Pos == perRound {
			g.Phase = phRoundEnd
			for i := n - 1; i >= 0; i-- {
				if p := &g.P[i]; p.Civ > 0 && p.Bonus != noCard && !p.BonusUp {
					g.push(frame{K: fWindow, Seat: int8(i), A: wRoundEnd})
				}
			}
			return
		}
		g.Cur = g.Deck[g.Drawn]
		g.Drawn++
		g.Reveal = true
		g.Phase = phAfterCard
		g.resolveCard()
	case phAfterCard:
		g.Cur = noCard
		g.Open = false
		g.PicksOpen = false
		if cat.PlusAfter&(1<<g.Pos) != 0 {
			// "ogni giocatore riceverà automaticamente 1 Zombie extra"
			for i := 0; i < n; i++ {
				g.gain(i, 1)
			}
		}
		if int(g.Pos)+1 == cat.ShopAfter {
			g.openShop()
			g.Phase = phShopDone
			return
		}
		g.Pos++
		g.Phase = phCard
	case phShopDone:
		g.Pos++
		g.Phase = phCard
	case phRoundEnd:
		g.roundEnd()
	}
}

// roundStart is the "Fase iniziale": every horde grows, a bonus card is dealt
// to each player from the set for the player count, and with Zombird the
// round's event is revealed.
func (g *State) roundStart() {
	n := int(g.N)
	for i := 0; i < n; i++ {
		g.gain(i, cat.RoundStart)
	}
	set := cat.Sets[n]
	var cards [MaxPlayers + 1]uint8
	for i, c := range set {
		cards[i] = uint8(c)
	}
	g.shuffle(cards[:len(set)])
	for i := 0; i < n; i++ {
		p := &g.P[i]
		p.Bonus, p.BonusUp, p.BonusKnown = cards[i], false, 0
		p.EventDone = false
	}
	g.Left = cards[n]
	g.Reveal = true
	g.Event = noCard
	if !g.Zombird {
		return
	}
	g.Event = g.Events[g.EventN]
	g.EventN++
	// "Subito" events are tasks every player does at once: each pays its
	// zombird card, the Gift's card being that pay
	switch g.Event {
	case eJump:
		g.push(frame{K: fPay})
		g.jump(cat.Events[eJump].Amount)
	case ePeek:
		for i := 0; i < n; i++ {
			left := uint8(1) << ((i + 1) % n)
			for k := 0; k < int(g.P[i].HandN); k++ {
				g.P[i].HandKnown[k] |= left
			}
		}
		g.payAll()
	case eGift:
		g.payAll()
	}
}

// roundEnd: "tutti i civili vengono automaticamente trasformati in zombie e
// tutte le carte Bonus devono essere scartate"; unbought shop cards are
// discarded and the shop restocked. After the third round the game ends.
func (g *State) roundEnd() {
	n := int(g.N)
	for i := 0; i < n; i++ {
		p := &g.P[i]
		g.gain(i, int(p.Civ))
		p.Civ = 0
		p.Bonus, p.BonusUp, p.BonusKnown = noCard, false, 0
	}
	g.Left = noCard
	g.Event = noCard
	if g.Round == 1 {
		best := 0
		for i := 0; i < n; i++ {
			best = max(best, int(g.P[i].Dice))
		}
		for i := 0; i < n; i++ {
			g.P[i].Led2 = int(g.P[i].Dice) == best
		}
	}
	g.Round++
	g.Pos = 0
	if int(g.Round) == nRounds {
		g.finish()
		return
	}
	g.restock()
	g.Reveal = true
	g.Phase = phRoundStart
}

// finish counts the hordes: "Il giocatore in possesso del maggior numero di
// zombie sarà il vincitore"; tied players roll, lose the zombie faces and
// compare again, among themselves, until one leads. The count stays on record:
// a roll-off settles the tie, it does not rank the players.
func (g *State) finish() {
	n := int(g.N)
	for i := 0; i < n; i++ {
		p := &g.P[i]
		g.gain(i, int(p.Ready[zBrain]+g.count(i, zBrain))*cat.Zombird[zBrain].Amount)
		p.Counted = p.Dice
	}
	tied := g.leaders(0xff)
	for popcount(tied) > 1 && int(g.Rolloffs) < cat.TieRollLimit {
		g.Rolloffs++
		g.Reveal = true
		for i := 0; i < n; i++ {
			if tied&(1<<i) != 0 {
				g.lose(i, g.roll(i))
			}
		}
		tied = g.leaders(tied)
	}
	g.Winners = tied
	g.Phase = phOver
	g.SP = 0
}

// leaders returns the seats of among with the most zombies.
func (g *State) leaders(among uint8) uint8 {
	best, m := -1, uint8(0)
	for i := 0; i < int(g.N); i++ {
		if among&(1<<i) == 0 {
			continue
		}
		switch d := int(g.P[i].Dice); {
		case d > best:
			best, m = d, 1<<i
		case d == best:
			m |= 1 << i
		}
	}
	return m
}

// count is how many zombird cards of kind z seat s holds in hand.
func (g *State) count(s int, z uint8) int8 {
	p := &g.P[s]
	var c int8
	for k := 0; k < int(p.HandN); k++ {
		if p.Hand[k] == z {
			c++
		}
	}
	return c
}

// resolveCard sets off the street card just revealed.
func (g *State) resolveCard() {
	n := int(g.N)
	k := &cat.Street[g.Cur]
	switch kindOf(g.Cur) {
	case kJump:
		g.jump(k.Limit)
	case kAeroplane:
		g.jump(0)
	case kPush, kBus:
		g.startPush()
	case kCoinZombie:
		// every player chooses in secret; the choices are revealed together
		g.push(frame{K: fPicks})
		for i := n - 1; i >= 0; i-- {
			g.P[i].Pick = -1
			g.push(frame{K: fCoinZombie, Seat: int8(i)})
		}
	case kGoldJump:
		// "se almeno 1 dado atterra con la faccia dello zombie in su, quel
		// giocatore otterrà monete"
		g.GoldRolled = true
		for i := 0; i < n; i++ {
			z := g.roll(i)
			g.GoldFaces[i] = int8(min(z, 127))
			if z > 0 {
				g.GoldGot[i] = int8(g.addCoins(i, cat.GoldCoins))
			}
		}
	case kParachute:
		for i := 0; i < n; i++ {
			if g.roll(i) > 0 {
				g.gain(i, 1)
			}
		}
	case kCivBomb:
		// "Il giocatore con il maggior numero di zombie sarà il primo a
		// scegliere e, in seguito, si proseguirà in senso orario"
		first := g.firstOf(true)
		for k := n - 1; k >= 0; k-- {
			g.push(frame{K: fCivBomb, Seat: int8((first + k) % n)})
		}
	}
}

func kindOf(c uint8) int { return index(kindIDs[:], cat.Street[c].Kind) }

// threshold is the zombies a team needs to push the current card: the Bus
// has the deck's highest.
func (g *State) threshold() int {
	if kindOf(g.Cur) == kBus {
		return cat.MaxThreshold
	}
	return cat.Street[g.Cur].Threshold
}

// firstOf is the seat with the most (most) or fewest zombies, ties broken by
// drawing tie-break tokens: "colui che otterrà il risultato più alto".
func (g *State) firstOf(most bool) int {
	var tied [MaxPlayers]int
	nt, best := 0, 0
	for i := 0; i < int(g.N); i++ {
		d := int(g.P[i].Dice)
		if !most {
			d = -d
		}
		switch {
		case nt == 0 || d > best:
			best, tied[0], nt = d, i, 1
		case d == best:
			tied[nt] = i
			nt++
		}
	}
	if nt == 1 {
		return tied[0]
	}
	g.Reveal = true
	return tied[g.RNG.IntN(nt)]
}

// roll throws seat s's horde and returns the zombie faces.
func (g *State) roll(s int) int {
	g.Reveal = true
	z := 0
	for k := 0; k < int(g.P[s].Dice); k++ {
		if g.RNG.IntN(cat.DieFaces) < cat.ZombieFaces {
			z++
		}
	}
	return z
}

// jump is "CARTE SALTO": every horde is rolled, the zombie faces fall, at most
// limit of them (no limit with 0). The rolls are made together; a seat whose
// kept cards could save some of its fall is offered them before it loses.
func (g *State) jump(limit int) {
	var fall [MaxPlayers]int
	for i := 0; i < int(g.N); i++ {
		fall[i] = g.roll(i)
		if limit > 0 {
			fall[i] = min(fall[i], limit)
		}
	}
	for i := int(g.N) - 1; i >= 0; i-- {
		g.pushLoss(i, fall[i], true)
	}
}

// pushLoss sets off the loss of k zombies of seat s: at once when the seat
// has nothing that could save them, else after its offer of kept cards. In a
// jump a seat that loses none does the Zombie event.
func (g *State) pushLoss(s, k int, inJump bool) {
	var m uint8
	if inJump {
		m = 1
	}
	if k <= 0 || !g.canOffer(s, oLoss, k) {
		g.loseNow(s, k, m)
		return
	}
	g.push(frame{K: fLoss, Seat: int8(s), N: int8(min(k, 127)), M: m})
	g.push(frame{K: fOffer, Seat: int8(s), A: oLoss})
}

// loseNow takes a loss whose offer is over.
func (g *State) loseNow(s, k int, inJump uint8) {
	lost := g.lose(s, k)
	if inJump != 0 && lost == 0 && g.Event == eZombie {
		g.eventDone(s)
	}
}

// gain adds k zombies to seat s's horde: "Non c'è limite al numero di
// zombie o civili che ogni giocatore può possedere".
func (g *State) gain(s, k int) {
	if k > 0 {
		g.P[s].Dice += int16(k)
	}
}

// lose removes k zombies from seat s's horde and returns how many were lost.
// An emptied horde takes one die from the reserve: "Se in un qualsiasi
// momento un giocatore si ritrova senza nessuno zombie".
func (g *State) lose(s, k int) int {
	p := &g.P[s]
	k = min(k, int(p.Dice))
	p.Dice -= int16(k)
	g.floor(s)
	return k
}

// floor gives an empty horde its one die from the reserve: "egli potrà
// prenderne 1 dalla riserva".
func (g *State) floor(s int) {
	if p := &g.P[s]; p.Dice <= 0 {
		p.Dice = int16(cat.HordeFloor)
	}
}

// useZombird spends a face-up zombird card of kind z of seat s and reports
// whether there was one.
func (g *State) useZombird(s int, z uint8) bool {
	p := &g.P[s]
	if p.Ready[z] == 0 {
		return false
	}
	p.Ready[z]--
	g.ZDisc[g.ZDN] = z
	g.ZDN++
	return true
}

func (g *State) removeHand(s, k int) {
	p := &g.P[s]
	copy(p.Hand[k:p.HandN], p.Hand[k+1:p.HandN])
	copy(p.HandKnown[k:p.HandN], p.HandKnown[k+1:p.HandN])
	p.HandN--
}

func (g *State) discardShop(c int) {
	g.ShopDisc[g.ShopDN] = uint8(c)
	g.ShopDN++
}

// addCoins gives coins up to the cap: "Nessun giocatore può mai possedere più
// di" the cap. It returns the coins gained.
func (g *State) addCoins(s, k int) int {
	p := &g.P[s]
	was := p.Coins
	p.Coins = int8(min(cat.Cap, int(p.Coins)+k))
	return int(p.Coins - was)
}

// steal moves up to k zombies from one horde to another, its last die
// included: a horde robbed empty then takes its one die from the reserve
// ("Se in un qualsiasi momento un giocatore si ritrova senza nessuno zombie
// egli potrà prenderne 1 dalla riserva").
func (g *State) steal(from, to, k int) int {
	k = min(k, int(g.P[from].Dice))
	if k <= 0 {
		return 0
	}
	g.P[from].Dice -= int16(k)
	g.P[to].Dice += int16(k)
	g.floor(from)
	return k
}

// payAll pays every seat the event's zombird card.
func (g *State) payAll() {
	for i := 0; i < int(g.N); i++ {
		g.eventDone(i)
	}
}

// eventDone pays seat s a zombird card for this round's event, once a round:
// "I giocatori potranno ottenere 1 sola carta Zombuccello".
func (g *State) eventDone(s int) {
	p := &g.P[s]
	if g.Event == noCard || p.EventDone {
		return
	}
	p.EventDone = true
	g.drawZombird(s)
}

// startPush is "CARTE SPINTA": every player votes in secret, then the push
// resolves.
func (g *State) startPush() {
	n := int(g.N)
	for i := 0; i < n; i++ {
		g.P[i].Vote = -1
		g.P[i].Ninja = false
	}
	g.Open = false
	g.Big = 0
	g.push(frame{K: fPush})
	for i := n - 1; i >= 0; i-- {
		g.push(frame{K: fVote, Seat: int8(i)})
	}
}

// teams returns each colour's members by bit.
func (g *State) teams() [nColours]uint8 {
	var t [nColours]uint8
	for i := 0; i < int(g.N); i++ {
		if v := g.P[i].Vote; v >= 0 {
			t[v] |= 1 << i
		}
	}
	return t
}

// step runs a frame that resolves on its own.
func (g *State) step(f *frame) {
	switch f.K {
	case fPush:
		g.stepPush(f)
	case fTeam:
		g.stepTeam(f)
	case fBomb:
		g.stepBomb(f)
	case fLoss:
		s, k, m := int(f.Seat), int(f.N), f.M
		g.pop()
		g.loseNow(s, k, m)
	case fPicks:
		g.pop()
		g.revealPicks()
	case fPay:
		g.pop()
		g.payAll()
	}
}

// stepPush resolves a push once every vote is cast: the votes are revealed
// together, the largest teams' members may reveal a bonus card, then each
// team is counted.
func (g *State) stepPush(f *frame) {
	n := int(g.N)
	switch f.N {
	case 0:
		// "dovranno aprire contemporaneamente la mano destra e rivelare
		// la scelta"
		f.N = 1
		g.Open = true
		g.VotesTold = true
		g.Reveal = true
		t := g.teams()
		g.Big = g.largest(t)
		for i := 0; i < n; i++ {
			g.P[i].Last = g.P[i].Vote
		}
		if g.Event == eRedPill {
			for i := 0; i < n; i++ {
				if g.P[i].Vote == Red {
					g.eventDone(i)
				}
			}
		}
		for i := n - 1; i >= 0; i-- {
			if v := g.P[i].Vote; v >= 0 && g.Big&(1<<v) != 0 {
				g.push(frame{K: fWindow, Seat: int8(i), A: wPush})
			}
		}
	case 1:
		f.N = 2
		g.Need = int16(g.threshold())
		for c := nColours - 1; c >= 0; c-- {
			g.Totals[c] = 0
			if g.teams()[c] != 0 {
				g.push(frame{K: fTeam, A: int8(c)})
			}
		}
	default:
		g.pop()
		for i := 0; i < n; i++ {
			g.P[i].Ninja = false
		}
	}
}

// largest is the colours of the teams with the most members: "la squadra
// più numerosa (senza considerare eventuali spareggi)": teams tied for the
// most are each the largest, no tie-break token is drawn between them.
func (g *State) largest(t [nColours]uint8) uint8 {
	size, m := 0, uint8(0)
	for c := 0; c < nColours; c++ {
		switch k := popcount(t[c]); {
		case k > size:
			size, m = k, 1<<c
		case k == size && k > 0:
			m |= 1 << c
		}
	}
	return m
}

// stepTeam counts one team against the threshold: "Se la squadra possiede
// un numero di Zombie pari o superiore al valore indicato sulla carta Spinta
// non ci saranno conseguenze; in caso contrario ogni giocatore appartenente
// alla squadra che non dispone di Zombie sufficienti a spostare l'ostacolo
// perderà" zombies. A team short of it is first offered its members' Punks
// and Super Birds, each member deciding in seat order.
func (g *State) stepTeam(f *frame) {
	n := int(g.N)
	c := int(f.A)
	team := g.teams()[c]
	if f.N == 0 {
		f.N = 1
		sum := 0
		for i := 0; i < n; i++ {
			if team&(1<<i) != 0 {
				sum += int(g.P[i].Dice)
			}
		}
		g.Totals[c] = int16(sum)
		if sum < int(g.Need) {
			for i := n - 1; i >= 0; i-- {
				if team&(1<<i) != 0 && g.canOffer(i, oPush, 0) {
					g.push(frame{K: fOffer, Seat: int8(i), A: oPush, B: int8(c)})
				}
			}
		}
		return
	}
	g.pop()
	if g.Totals[c] >= g.Need {
		return
	}
	for i := 0; i < n; i++ {
		if team&(1<<i) != 0 && !g.P[i].Ninja {
			g.lose(i, cat.PushFail)
		}
	}
}

// bomb starts a bombing of target by attacker.
func (g *State) bomb(attacker, target int) {
	g.P[attacker].Bombed++
	g.push(frame{K: fBomb, Seat: int8(attacker), A: int8(target)})
}

// Steps of a bombing (the N of its frame); B holds the zombies it would cost.
const (
	bombWindow    = iota // the target may reveal its bonus card (the Quarterback)
	bombOffer            // the target may use its kept cards
	bombCancelled        // the Quarterback or a Robot turned it back
	bombLand             // it lands
)

// stepBomb resolves a bombing: the target may reveal a card first (the
// Quarterback), may use a Robot to cancel it or its save cards against the
// zombies it costs, then "perderà tutti i suoi Segnalini civili. Se il
// giocatore non possiede alcun civile perderà invece" zombies.
func (g *State) stepBomb(f *frame) {
	a, t := int(f.Seat), int(f.A)
	switch f.N {
	case bombWindow:
		f.N = bombOffer
		if p := &g.P[t]; p.Bonus != noCard && !p.BonusUp {
			g.push(frame{K: fWindow, Seat: int8(t), A: wBombed, B: int8(a)})
		}
	case bombOffer:
		f.N = bombLand
		f.B = int8(cat.BombedZombies)
		if g.canOffer(t, oBomb, int(f.B)) {
			g.push(frame{K: fOffer, Seat: int8(t), A: oBomb, B: int8(a)})
		}
	case bombLand:
		g.pop()
		p := &g.P[t]
		if p.Civ > 0 {
			p.Civ = 0
			if q := &g.P[a]; q.Bonus != noCard && !q.BonusUp {
				g.push(frame{K: fWindow, Seat: int8(a), A: wBomber, B: int8(t)})
			}
		} else {
			g.lose(t, int(f.B))
		}
		if g.Event == eBomb {
			g.eventDone(a)
		}
	default:
		g.pop()
	}
}

// openShop is "ACQUISTI": everyone gets coins, then the player with the
// fewest zombies buys first and the others follow clockwise.
func (g *State) openShop() {
	n := int(g.N)
	g.Shopped = true
	for i := 0; i < n; i++ {
		g.ShopGot[i] = int8(g.addCoins(i, cat.ShopCoins))
		g.P[i].Bought = 0
	}
	first := g.firstOf(false)
	for k := n - 1; k >= 0; k-- {
		g.push(frame{K: fShop, Seat: int8((first + k) % n)})
	}
}

// others is every seat but s, by bit.
func (g *State) others(s int) uint8 {
	all := uint8(1)<<g.N - 1
	return all &^ (1 << s)
}

// robbable is every seat of among but s with a die to steal: every horde
// has one, its last included.
func (g *State) robbable(s int, among uint8) uint8 {
	var m uint8
	for i := 0; i < int(g.N); i++ {
		if i != s && among&(1<<i) != 0 && g.P[i].Dice > 0 {
			m |= 1 << i
		}
	}
	return m
}

// faceDown is every seat but s holding a face-down bonus card, by bit.
func (g *State) faceDown(s int) uint8 {
	var m uint8
	for i := 0; i < int(g.N); i++ {
		if i != s && g.P[i].Bonus != noCard && !g.P[i].BonusUp {
			m |= 1 << i
		}
	}
	return m
}

var _ game.State = (*State)(nil)
