package zombies4

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"zombietable/game"
)

// Kinds of action; an Action is kind<<17 | payload.
const (
	aPlace      = iota + 1 // payload cell*4 + rotation
	aStep                  // payload the side stepped across
	aStop                  // end the move
	aCast                  // try the spell
	aSpend                 // spend the ammunition that turns the failed roll into a kill
	aBite                  // take the bite
	aPlay                  // payload event type played from the hand
	aUse                   // payload event type in play discarded for its effect
	aPass                  // play nothing in the window
	aDog                   // payload the square of the dog chosen to move
	aDiscard               // payload event type discarded at the end of the turn
	aKeep                  // end the turn keeping the hand
	aDogTo                 // payload the square the chosen dog moves to
	aDogAt                 // payload the square of the new plain woods a dog is put on
	aDogsRandom            // put the dogs of the new plain woods still to place on random squares
	nKinds
)

const payloadBits = 17

func act(kind, payload int) game.Action { return game.Action(kind<<payloadBits | payload) }

func decode(a game.Action) (kind, payload int) {
	if a < 0 {
		return 0, 0
	}
	return int(a) >> payloadBits, int(a) & (1<<payloadBits - 1)
}

// Legal appends the legal actions of ToAct to dst[:0].
func (g *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	s := int(g.Cur)
	p := &g.P[s]
	switch g.Phase {
	case phPlace:
		inst := uint8(g.Drawn)
		def := &tab.defs[tab.mapInst[inst]]
		fr := g.frontierCells()
		for w := range fr {
			for f := fr[w]; f != 0; f &= f - 1 {
				c := w*64 + lowBit(f)
				for r := uint8(0); r < 4; r++ {
					if def.distinct&(1<<r) != 0 && g.canPlace(inst, uint8(c), r) {
						dst = append(dst, act(aPlace, c*4+int(r)))
					}
				}
			}
		}
	case phFight:
		if p.Ammo >= int16(g.Need) {
			dst = append(dst, act(aSpend, 0))
		}
		dst = append(dst, act(aBite, 0))
		dst = g.plays(dst, s, wFight)
		dst = g.uses(dst, s, wFight)
	case phWindow:
		dst = append(dst, act(aPass, 0))
		dst = g.plays(dst, int(g.Actor), wOther)
	case phMove:
		if g.MoveLeft > 0 {
			for d := 0; d < 4; d++ {
				if g.Nbr[p.Sq][d] >= 0 {
					dst = append(dst, act(aStep, d))
				}
			}
		}
		dst = append(dst, act(aStop, 0))
		if g.canCast() {
			dst = append(dst, act(aCast, 0))
		}
		dst = g.plays(dst, s, wOwn)
		dst = g.uses(dst, s, wOwn)
	case phZombie:
		var buf [16]int16
		if g.DogFrom >= 0 {
			for _, t := range g.dogTargets(int(g.DogFrom), buf[:0]) {
				dst = append(dst, act(aDogTo, int(t)))
			}
			break
		}
		n := int(g.NLaid) * 9
		for base := 0; base < n; base += 8 {
			for x := g.unmoved(base, n); x != 0; {
				q := base + bits.TrailingZeros64(x)>>3
				x &^= 0xff << (uint(q-base) * 8)
				if g.dogCanMove(q) {
					dst = append(dst, act(aDog, q))
				}
			}
		}
	case phDogs:
		k := int(g.NLaid) - 1
		for i := 0; i < 9; i++ {
			if q := k*9 + i; g.dogRoom(q) {
				dst = append(dst, act(aDogAt, q))
			}
		}
		dst = append(dst, act(aDogsRandom, 0))
	case phDiscard:
		dst = append(dst, act(aKeep, 0))
		var seen uint32
		for i := 0; i < int(p.HandN); i++ {
			ty := int(tab.evType[p.Hand[i]])
			if seen&(1<<ty) == 0 {
				seen |= 1 << ty
				dst = append(dst, act(aDiscard, ty))
			}
		}
	}
	return dst
}

// plays appends the cards seat s may play from the hand in window w.
func (g *State) plays(dst []game.Action, s int, w uint8) []game.Action {
	p := &g.P[s]
	if p.Played {
		return dst
	}
	var seen uint32
	for i := 0; i < int(p.HandN); i++ {
		ty := int(tab.evType[p.Hand[i]])
		if seen&(1<<ty) != 0 || tab.evPlay[ty]&w == 0 || !g.playable(s, ty, w) {
			continue
		}
		seen |= 1 << ty
		dst = append(dst, act(aPlay, ty))
	}
	return dst
}

// playable reports whether a card of type ty has an effect for s now.
func (g *State) playable(s, ty int, w uint8) bool {
	cur := &g.P[g.Cur]
	switch {
	case w == wOwn && inFront(ty):
		// "Ogni giocatore può avere solo una copia di ogni carta in gioco."
		return !g.has(s, ty)
	case ty == evStolenPage:
		o, _ := g.stealTarget(s)
		return o >= 0
	case ty == evPack:
		q := cur.Sq
		return q >= 0 && g.Terr[q] == tTree && g.dogMayStop(q) && g.Supply > 0
	case ty == evLost:
		return cur.Sq >= 0 && g.MoveLeft > 1
	case ty == evBurnPage:
		return g.highestPage(int(g.Cur)) >= 0
	}
	return true
}

// uses appends the cards in play seat s may discard for their effect in w.
func (g *State) uses(dst []game.Action, s int, w uint8) []game.Action {
	if g.P[s].Used || g.P[s].Front == 0 {
		return dst
	}
	var types uint32
	for f := g.P[s].Front; f != 0; f &= f - 1 {
		if ty := tab.evType[lowBit(f)]; tab.evUse[ty]&w != 0 {
			types |= 1 << ty
		}
	}
	for ty := 0; types != 0; ty++ {
		if types&(1<<ty) != 0 {
			types &^= 1 << ty
			dst = append(dst, act(aUse, ty))
		}
	}
	return dst
}

// Apply plays an action of ToAct; an illegal one is refused with the rule it
// breaks and the state unchanged.
func (g *State) Apply(a game.Action) error {
	if !g.legal(a) {
		return g.refuse(a)
	}
	g.Rev = false
	g.LogN = 0
	g.apply(a)
	return nil
}

// legal reports whether a is among the legal actions, without listing them.
func (g *State) legal(a game.Action) bool {
	kind, x := decode(a)
	if a < 0 || kind <= 0 || kind >= nKinds {
		return false
	}
	s := int(g.Cur)
	p := &g.P[s]
	switch kind {
	case aPlace:
		c, r := x/4, uint8(x%4)
		return g.Phase == phPlace && c < nCells && tab.defs[tab.mapInst[g.Drawn]].distinct&(1<<r) != 0 && g.canPlace(uint8(g.Drawn), uint8(c), r)
	case aStep:
		return g.Phase == phMove && g.MoveLeft > 0 && x < 4 && g.Nbr[p.Sq][x] >= 0
	case aStop:
		return g.Phase == phMove && x == 0
	case aCast:
		return g.Phase == phMove && x == 0 && g.canCast()
	case aSpend:
		return g.Phase == phFight && x == 0 && p.Ammo >= int16(g.Need)
	case aBite:
		return g.Phase == phFight && x == 0
	case aPass:
		return g.Phase == phWindow && x == 0
	case aKeep:
		return g.Phase == phDiscard && x == 0
	case aDiscard:
		return g.Phase == phDiscard && x < nEvTypes && g.inHand(s, x) >= 0
	case aPlay:
		w := g.window()
		who := int(g.ToAct())
		return w != 0 && x < nEvTypes && !g.P[who].Played && tab.evPlay[x]&w != 0 && g.inHand(who, x) >= 0 && g.playable(who, x, w)
	case aUse:
		w := g.window() &^ wOther
		return w != 0 && x < nEvTypes && !p.Used && tab.evUse[x]&w != 0 && g.has(s, x)
	case aDogAt:
		return g.Phase == phDogs && x < nSq && g.dogRoom(x)
	case aDogsRandom:
		return g.Phase == phDogs && x == 0
	case aDog:
		return g.Phase == phZombie && g.DogFrom < 0 && x < int(g.NLaid)*9 && g.Dogs[x] > g.Moved[x] && g.dogCanMove(x)
	case aDogTo:
		if g.Phase != phZombie || g.DogFrom < 0 || x >= nSq {
			return false
		}
		var buf [16]int16
		return contains16(g.dogTargets(int(g.DogFrom), buf[:0]), int16(x))
	}
	return false
}

// window is the window the phase opens for playing cards, 0 if none.
func (g *State) window() uint8 {
	switch g.Phase {
	case phFight:
		return wFight
	case phWindow:
		return wOther
	case phMove:
		return wOwn
	}
	return 0
}

// apply plays a legal action.
func (g *State) apply(a game.Action) {
	kind, x := decode(a)
	s := int(g.Cur)
	p := &g.P[s]
	switch kind {
	case aPlace:
		g.place(uint8(g.Drawn), uint8(x/4), uint8(x%4))
		if g.DogsLeft > 0 {
			g.Drawn = -1
			g.Phase = phDogs
			return
		}
		g.afterPlace()
	case aDogAt:
		g.putDog(x)
		if g.DogsLeft == 0 || !g.anyDogRoom() {
			g.DogsLeft = 0
			g.afterPlace()
		}
	case aDogsRandom:
		g.scatterDogs(g.DogsLeft)
		g.afterPlace()
	case aSpend:
		p.Ammo -= int16(g.Need)
		if g.DiceN > 0 && g.Dice[g.DiceN-1].K == dkFight {
			g.Dice[g.DiceN-1].Ammo = g.Need
		}
		g.kill(s)
		if g.Phase != phOver {
			g.fightLoop()
		}
	case aBite:
		g.bite(s)
		if p.Sq < 0 {
			g.endFight()
		} else {
			g.fightLoop()
		}
	case aPlay:
		g.play(int(g.ToAct()), x)
	case aUse:
		g.use(s, x)
	case aPass:
		g.nextWindow()
	case aStep:
		g.MoveLeft--
		p.Sq = g.Nbr[p.Sq][x]
		if g.Dogs[p.Sq] > 0 {
			// "Ogni Zombi che incontri durante il tuo movimento deve essere combattuto."
			g.startFight(nxMove)
		} else {
			g.pickUp(s)
		}
	case aStop:
		g.startZombies()
	case aCast:
		g.Tried = true
		need := g.SpellNeed(s)
		r := g.rollFor(dkSpell, s, 0, need)
		g.log(lgSpell, s, r, need)
		g.Dice[g.DiceN-1].Res = drFail
		if r >= need {
			g.Dice[g.DiceN-1].Res = drCast
			g.finish(1<<s, wonSpell)
		}
	case aDog:
		g.DogFrom = int16(x)
	case aDogTo:
		g.Dogs[g.DogFrom]--
		g.Dogs[x]++
		g.Moved[x]++
		g.Trails[g.TrailN] = Trail{From: g.DogFrom, To: int16(x)}
		g.TrailN++
		g.DogFrom = -1
		g.ZLeft--
		if g.ZLeft == 0 || !g.anyDogMove() {
			g.Phase = phDiscard
		}
	case aDiscard:
		g.discardFromHand(s, g.inHand(s, x))
		g.endTurn()
	case aKeep:
		g.endTurn()
	}
}

// play plays a card of type ty from the hand of seat s.
func (g *State) play(s, ty int) {
	p := &g.P[s]
	i := g.inHand(s, ty)
	inst := p.Hand[i]
	p.Played = true
	if inFront(ty) {
		p.HandN--
		p.Hand[i] = p.Hand[p.HandN]
		p.Hand[p.HandN] = 0
		p.Front |= 1 << inst
		return
	}
	g.discardFromHand(s, i)
	cur := int(g.Cur)
	switch ty {
	case evRun:
		// "Non puoi lasciare il combattimento con uno Zombi senza una Carta Evento."
		g.settle(drEscape)
		g.resume()
	case evAdrenaline:
		g.MoveLeft += 3
	case evScavenge:
		p.Ammo += 2
	case evBandage:
		g.heal(s, 2)
	case evPack:
		q := g.P[cur].Sq
		n := 0
		for g.dogMayStop(q) && g.Supply > 0 {
			g.Dogs[q]++
			g.Supply--
			n++
		}
		g.log(lgPackDogs, cur, n, 0)
		g.startFight(nxWindow)
	case evLost:
		g.MoveLeft = 1
		g.nextWindow()
	case evBurnPage:
		pg := g.highestPage(cur)
		g.discardFront(cur, g.frontOf(cur, pg))
		g.log(lgBurn, cur, pg, 0)
		g.nextWindow()
	case evStolenPage:
		o, pg := g.stealTarget(s)
		i := g.frontOf(o, pg)
		g.P[o].Front &^= 1 << i
		p.Front |= 1 << i
		g.log(lgStole, s, pg, o)
	}
}

// use discards a card of type ty in play in front of s for its effect.
func (g *State) use(s, ty int) {
	p := &g.P[s]
	p.Used = true
	g.discardFront(s, g.frontOf(s, ty))
	switch ty {
	case evMachete:
		g.kill(s)
		if g.Phase != phOver {
			g.fightLoop()
		}
	case evFirstAid:
		g.heal(s, 4)
	case evAmmoBelt:
		p.Ammo += 3
	}
}

// refuse says why an action that is not legal is refused.
func (g *State) refuse(a game.Action) error {
	kind, x := decode(a)
	if g.Phase == phOver {
		return game.IllegalIn("the game is over", "la partita è finita")
	}
	if kind <= 0 || kind >= nKinds {
		return game.IllegalIn(fmt.Sprintf("%d is not an action of this game", a), fmt.Sprintf("%d non è un'azione di questo gioco", a))
	}
	switch kind {
	case aPlace:
		if g.Phase != phPlace {
			return game.IllegalIn("there is no map card to lay now", "ora non c'è una carta mappa da posizionare")
		}
		return game.IllegalIn("the map card cannot be laid there: it goes next to a laid card, with a way across, never beside the Bridge's sides",
			"la carta mappa non può andare lì: va adiacente a una carta in gioco, con un passaggio, mai ai lati del Ponte")
	case aStep:
		if g.Phase != phMove {
			return game.IllegalIn("you cannot move now", "ora non puoi muoverti")
		}
		if g.MoveLeft <= 0 {
			return game.IllegalIn("you have no movement left", "non ti resta movimento")
		}
		return game.IllegalIn("you cannot move that way: walls are passed only through doors, water and the Bridge's sides never, and no diagonals",
			"non puoi muoverti da quella parte: negli edifici si entra solo dalla porta, mai nell'acqua o ai lati del Ponte, e non in diagonale")
	case aCast:
		if g.Tried {
			return game.IllegalIn("the spell can be tried only once a turn", "puoi tentare l'incantesimo solo una volta al turno")
		}
		if q := g.P[g.Cur].Sq; g.Phase == phMove && q >= 0 && g.cabinSq(q) {
			return game.IllegalIn("all the dogs in the Cabin must be dead before the spell", "tutti i cani nella Baita devono essere uccisi prima dell'incantesimo")
		}
		return game.IllegalIn("the spell is cast in your turn, in the Cabin, once all the dogs in it are dead",
			"l'incantesimo si lancia nel tuo turno, nella Baita, dopo aver ucciso tutti i cani al suo interno")
	case aPlay:
		if g.Phase != phOver && g.ToAct() >= 0 && g.P[g.ToAct()].Played {
			return game.IllegalIn("only one event or page card a round", "puoi giocare solo una Carta Evento o Pagina per round")
		}
		if x < nEvTypes && isPage(x) {
			return game.IllegalIn("pages are laid in front of you only in your turn, one copy of each", "le pagine si giocano di fronte a te solo nel tuo turno, una copia per tipo")
		}
		return game.IllegalIn("that card cannot be played now", "ora non puoi giocare quella carta")
	case aUse:
		return game.IllegalIn("only one card in play a round is discarded for its effect, when its text allows", "puoi scartare una sola carta in gioco per round per il suo effetto, quando il testo lo consente")
	case aSpend:
		return game.IllegalIn("not enough ammunition to raise the roll", "non hai abbastanza munizioni per alzare il tiro")
	case aDogAt, aDogsRandom:
		if g.Phase != phDogs {
			return game.IllegalIn("there are no dogs to place now", "ora non ci sono cani da posizionare")
		}
		return game.IllegalIn("a dog of the new woods goes on that card, two at most to a square, never in water",
			"un cane del nuovo bosco va su quella carta, al massimo due per quadrato, mai nell'acqua")
	case aDog, aDogTo:
		return game.IllegalIn("that dog cannot move there: dogs move up to two squares, each once, two at most to a square, never where a life and ammunition lie",
			"quel cane non può andare lì: i cani si muovono fino a due quadrati, una volta sola, al massimo due per quadrato, mai dove ci sono una vita e una munizione")
	case aDiscard:
		return game.IllegalIn("you can discard only a card you hold, at the end of your turn", "puoi scartare solo una carta che hai in mano, alla fine del tuo turno")
	}
	return game.IllegalIn("that is not a decision to take now", "ora non è una decisione da prendere")
}

// sqName names a square by its column and row on the table, as "x,y".
func (g *State) sqName(q int) string {
	var buf [16]byte
	return string(g.appendSq(buf[:0], q))
}

// appendSq appends sqName(q) to b.
func (g *State) appendSq(b []byte, q int) []byte {
	if q < 0 || q >= int(g.NLaid)*9 {
		return append(b, '?')
	}
	cell := int(g.Laid[q/9].Cell)
	b = strconv.AppendInt(b, int64(cell%gridW*3+q%9%3), 10)
	b = append(b, ',')
	return strconv.AppendInt(b, int64(cell/gridW*3+q%9/3), 10)
}

var dirNames = [4]string{"N", "E", "S", "W"}

// ActionString names an action: "lay 3,6 r1", "step E", "play shotgun",
// "dog 10,19", "to 12,19", "place 10,19", "place random", …
func (g *State) ActionString(a game.Action) string {
	kind, x := decode(a)
	switch kind {
	case aPlace:
		c := x / 4
		var buf [24]byte
		b := append(buf[:0], "lay "...)
		b = strconv.AppendInt(b, int64(c%gridW), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(c/gridW), 10)
		b = append(b, " r"...)
		return string(strconv.AppendInt(b, int64(x%4), 10))
	case aStep:
		if x < 4 {
			return "step " + dirNames[x]
		}
	case aStop:
		return "stop"
	case aCast:
		return "cast"
	case aSpend:
		return "spend"
	case aBite:
		return "bite"
	case aPlay, aUse, aDiscard:
		if x < nEvTypes {
			return [...]string{aPlay: "play ", aUse: "use ", aDiscard: "discard "}[kind] + evIDs[x]
		}
	case aPass:
		return "pass"
	case aDog, aDogTo, aDogAt:
		var buf [24]byte
		b := append(buf[:0], [...]string{aDog: "dog ", aDogTo: "to ", aDogAt: "place "}[kind]...)
		return string(g.appendSq(b, x))
	case aDogsRandom:
		return "place random"
	case aKeep:
		return "keep"
	}
	return "action " + strconv.Itoa(int(a))
}

// ParseAction reads back the legal action ActionString names (game.Parser),
// so that replaying a long game finds each action without listing and
// naming every legal one: "lay 3,6 r1", "step E", "play shotgun", "dog
// 10,19", "place random"…
func (g *State) ParseAction(name string) (game.Action, bool) {
	a, ok := g.parseAction(name)
	return a, ok && g.legal(a)
}

// parseAction reads the action a name names, legal or not.
func (g *State) parseAction(name string) (game.Action, bool) {
	verb, rest, _ := strings.Cut(name, " ")
	switch verb {
	case "stop":
		return act(aStop, 0), rest == ""
	case "cast":
		return act(aCast, 0), rest == ""
	case "spend":
		return act(aSpend, 0), rest == ""
	case "bite":
		return act(aBite, 0), rest == ""
	case "pass":
		return act(aPass, 0), rest == ""
	case "keep":
		return act(aKeep, 0), rest == ""
	case "step":
		for d, n := range dirNames {
			if rest == n {
				return act(aStep, d), true
			}
		}
	case "play", "use", "discard":
		kind := aPlay
		switch verb {
		case "use":
			kind = aUse
		case "discard":
			kind = aDiscard
		}
		for ty, id := range evIDs {
			if rest == id {
				return act(kind, ty), true
			}
		}
	case "lay":
		at, rot, ok := strings.Cut(rest, " r")
		x, y, okXY := parseXY(at)
		r, err := strconv.Atoi(rot)
		if ok && okXY && err == nil && r >= 0 && r < 4 && x < gridW && y < gridH {
			return act(aPlace, (y*gridW+x)*4+r), true
		}
	case "dog", "to", "place":
		if verb == "place" && rest == "random" {
			return act(aDogsRandom, 0), true
		}
		x, y, ok := parseXY(rest)
		if !ok || x >= gridW*3 || y >= gridH*3 {
			break
		}
		k := g.Cell[(y/3)*gridW+x/3]
		if k < 0 {
			break
		}
		kind := aDog
		switch verb {
		case "to":
			kind = aDogTo
		case "place":
			kind = aDogAt
		}
		return act(kind, int(k)*9+y%3*3+x%3), true
	}
	return 0, false
}

// parseXY reads "x,y", two numbers from 0.
func parseXY(s string) (x, y int, ok bool) {
	xs, ys, ok := strings.Cut(s, ",")
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	return x, y, ok && errX == nil && errY == nil && x >= 0 && y >= 0
}
