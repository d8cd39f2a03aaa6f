package offthedead

import (
	"fmt"
	"math/bits"

	"zombietable/game"
)

// newState sets up a game: the cast, the horde with its arrows, the rubble
// piles and the first player, the one the cut horde card points at.
func newState(np int, seed uint64, advanced, four, aid, chosen, colt bool, diff int8) (*State, error) {
	if np < 1 || np > 4 {
		return nil, fmt.Errorf("offthedead is for 1–4 players, not %d", np)
	}
	s := &State{NP: int8(np), People: int8(np), Advanced: advanced, Four: four && np < 4, Aid: aid, Diff: diff, RNG: game.NewRNG(seed),
		S1: -1, S2: -1, AtkW: -1, AtkT: -1, LastKill: -1, LastEv: -1}
	s.Inv = int8(np - 1)
	if s.Four {
		// "Il primo utilizza le regole a 4 giocatori tramite l'assegnazione di
		// due sopravvissuti per ogni giocatore": four survivors, dealt round
		// the people.
		s.NP, s.Inv = 4, 3
	}
	// "all'inizio è possibile equipaggiare ogni giocatore con una «Colt
	// Anaconda»": the 3-player page's hint, for three survivors only.
	s.Colt = colt && s.NP == 3
	for p := range s.NP {
		s.P[p].Dir = p
		s.P[p].Alive = true
	}
	if chosen {
		// "Scegliete un sopravvissuto": survivor by survivor, each seat
		// chooses for the survivors it runs; the table is set up after the
		// last choice.
		for p := range s.NP {
			s.P[p].Surv = -1
		}
		s.Picks = s.NP
		return s, nil
	}
	s.cast()
	s.setUp()
	s.Rev = false
	return s, nil
}

// setUp lays out the table once the team is known: the horde, the rubble
// (less the Colts handed out with the option colt) and the cut that names
// the first survivor.
func (s *State) setUp() {
	n := tab.zn[s.Inv]
	for i := range n {
		s.Horde[i] = i
		s.Arrow[i] = int8(s.RNG.IntN(4))
	}
	s.HN = n
	h := s.Horde[:n]
	s.RNG.Shuffle(int(n), func(i, j int) { h[i], h[j] = h[j], h[i] })
	var r [maxRubble]int8
	rn := int8(0)
	give := int8(0)
	for i := range tab.rn[s.Inv] {
		if s.Colt && give < s.NP && s.rKind(i) == iColt {
			s.gain(give, i)
			give++
			continue
		}
		r[rn] = i
		rn++
	}
	s.RNG.Shuffle(int(rn), func(i, j int) { r[i], r[j] = r[j], r[i] })
	s.NPile = tab.piles[s.Inv]
	for i := range rn {
		p := i % s.NPile
		s.Pile[p][s.PN[p]] = r[i]
		s.PN[p]++
	}
	// The cut: the top card's arrow names the first survivor.
	top := s.HN - 1
	if s.NP == 1 {
		// "la prima carta dell'Orda non va rivolta verso il sopravvissuto e
		// nemmeno nella direzione opposta"
		if s.Arrow[top]%2 == 0 {
			s.Arrow[top] = 1 + 2*int8(s.RNG.IntN(2))
		}
		s.Active = 0
	} else {
		d := s.Arrow[top]
		for s.seatAt(d) < 0 {
			d = (d + 1) % 4
		}
		s.Active = s.seatAt(d)
	}
	s.Step = stAct1
	s.advance()
}

// cast deals the survivors at random, as long as the team breaks no rule of
// teamOK.
func (s *State) cast() {
	for {
		var ids [nSurvivors]int8
		for i := range ids {
			ids[i] = int8(i)
		}
		s.RNG.Shuffle(nSurvivors, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		var team uint8
		for p := range s.NP {
			s.P[p].Surv = ids[p]
			team |= 1 << ids[p]
		}
		if s.teamOK(team) {
			return
		}
	}
}

// teamOK reports whether a whole team (a set of survivor ids) keeps the
// rulebook's rules on symbols: "I due giocatori devono scegliere un
// personaggio con un simbolo diverso" with the 2-player rules, and under the
// advanced rules "è necessario avere obbligatoriamente tre simboli nella
// squadra" in a team of 3 or 4.
func (s *State) teamOK(team uint8) bool {
	var syms uint8
	for id := range int8(nSurvivors) {
		if team&(1<<id) != 0 {
			syms |= 1 << tab.survSym[id]
		}
	}
	n := bits.OnesCount8(syms)
	switch {
	case s.NP == 2 && n < 2:
		return false
	case s.Advanced && s.NP >= 3 && n < 3:
		return false
	}
	return true
}

// team is the set of survivor ids chosen so far.
func (s *State) team() uint8 {
	var team uint8
	for p := range s.NP {
		if id := s.P[p].Surv; id >= 0 {
			team |= 1 << id
		}
	}
	return team
}

// completes reports whether team, with left survivors still to choose among
// those not in it, can become a team that teamOK accepts.
func (s *State) completes(team uint8, left int8) bool {
	if left == 0 {
		return s.teamOK(team)
	}
	for id := range int8(nSurvivors) {
		if team&(1<<id) == 0 && s.completes(team|1<<id, left-1) {
			return true
		}
	}
	return false
}

// pick plays the choice of survivor id for the survivor choosing (Active);
// after the last one the table is set up.
func (s *State) pick(id int8) {
	s.P[s.Active].Surv = id
	s.Picks--
	if s.Picks > 0 {
		s.Active++
		return
	}
	s.Active = 0
	s.setUp()
	s.Rev = true
}

// advance runs the turn until a decision is needed or the game ends.
func (s *State) advance() {
	for !s.Done && s.Picks == 0 {
		// an event of the zombie phase may owe a choice that is none
		s.settle()
		if s.WinN > 0 || s.Sub != subNone || s.choosing() {
			return
		}
		a := s.Active
		alive := s.P[a].Alive
		switch s.Step {
		case stAct1, stAct2:
			if alive && (!s.Panic && s.canAct() || s.canUse()) {
				return
			}
			s.Step++
		case stBiteWin:
			s.Step++
			if alive && !s.Dodge && s.meleeCount(a) > s.NoBite {
				s.openWindow(stBiteWin)
			}
		case stBite:
			s.bite()
			s.Step++
		case stMoveWin:
			s.Step++
			if alive && !s.Hold && s.farCount(a) > 0 {
				s.openWindow(stMoveWin)
			}
		case stMove:
			if !s.Hold {
				s.move()
			}
			s.Step++
		case stWave:
			s.hordeWave()
			s.Step++
		case stInfWin:
			s.Step++
			if alive && s.P[a].Inf > 0 {
				s.openWindow(stInfWin)
			}
		case stInfect:
			if alive && s.P[a].Inf > 0 {
				s.infectOne(a)
			}
			s.Step++
		case stEnd:
			s.endTurn()
		}
		s.checkEnd()
	}
}

func (s *State) checkEnd() {
	if s.Done || s.Picks > 0 {
		return
	}
	switch {
	case !s.anyAlive():
		s.Done = true
	case s.zombiesLeft() == 0:
		s.Done, s.Won = true, true
	}
	if s.Done {
		s.WinN, s.Sub = 0, subNone
	}
}

// anyAlive reports whether a survivor is alive.
func (s *State) anyAlive() bool {
	for p := range s.NP {
		if s.P[p].Alive {
			return true
		}
	}
	return false
}

func (s *State) endTurn() {
	s.Panic, s.Hold, s.Dodge, s.Sight, s.NoBite, s.Fail = false, false, false, false, 0, false
	s.Credit = [3]int8{}
	s.Turn++
	for i := int8(1); i <= s.NP; i++ {
		n := (s.Active + i) % s.NP
		if s.P[n].Alive {
			s.Active = n
			break
		}
	}
	s.Step = stAct1
}

// finishAction ends the action in progress: the turn goes on to the zombies
// (after the first action) or to the infection (after the second).
func (s *State) finishAction() {
	s.Sub, s.Fail = subNone, false
	s.AtkW, s.AtkT, s.Bonus = -1, -1, 0
	if s.Step == stAct1 || s.Step == stAct2 {
		s.Step++
	}
}

func (s *State) meleeCount(p int8) int8 {
	n := int8(0)
	for _, z := range s.cor(p) {
		if z.Zone == melee {
			n++
		}
	}
	return n
}

func (s *State) farCount(p int8) int8 {
	n := int8(0)
	for _, z := range s.cor(p) {
		if z.Zone < melee {
			n++
		}
	}
	return n
}

func (s *State) room(p int8) bool { return s.CN[s.P[p].Dir] < tab.limit }

// bite: every zombie of the active survivor's melee zone bites, less those
// whose bite a quote cancelled.
func (s *State) bite() {
	a := s.Active
	if !s.P[a].Alive || s.Dodge {
		return
	}
	n := s.meleeCount(a) - s.NoBite
	for range n {
		if !s.P[a].Alive {
			return
		}
		s.Rev = true
		if s.P[a].Inf == 0 {
			s.P[a].Inf = 1
		} else {
			s.P[a].Inf++
		}
		if s.P[a].Inf >= s.levels() {
			s.die(a)
		}
	}
}

// deadlyBites reports whether the bites ahead would kill the active
// survivor: each raises the infection one level (the first puts the token
// on the lowest), and the top level kills.
func (s *State) deadlyBites() bool {
	a := s.Active
	return !s.Dodge && s.P[a].Inf+s.meleeCount(a)-s.NoBite >= s.levels()
}

func (s *State) infectOne(p int8) {
	s.P[p].Inf++
	if s.P[p].Inf >= s.levels() {
		s.die(p)
	}
}

// die: the survivor's items go to the graveyard; the zombified survivor is
// shuffled with the corridor's cards and all go face down under the horde.
func (s *State) die(p int8) {
	pl := &s.P[p]
	for i := range pl.NI {
		s.GraveR |= 1 << uint(pl.Items[i])
	}
	pl.NI = 0
	pl.Alive = false
	d := pl.Dir
	var cards [maxCorridor + 1]int8
	n := 0
	for _, z := range s.Cor[d][:s.CN[d]] {
		cards[n] = z.C
		n++
	}
	cards[n] = zombified + pl.Surv
	n++
	s.CN[d] = 0
	c := cards[:n]
	s.RNG.Shuffle(n, func(i, j int) { c[i], c[j] = c[j], c[i] })
	for _, z := range c {
		s.under(z)
	}
	s.Rev = true
}

// under puts a zombie card face down under the horde, its arrow at random.
func (s *State) under(c int8) {
	copy(s.Horde[1:s.HN+1], s.Horde[:s.HN])
	copy(s.Arrow[1:s.HN+1], s.Arrow[:s.HN])
	s.Horde[0] = c
	s.Arrow[0] = int8(s.RNG.IntN(4))
	s.HN++
}

// move: the zombies of the active survivor's corridor outside the melee zone
// advance one zone; those entering the melee zone are revealed.
func (s *State) move() {
	a := s.Active
	d := s.P[a].Dir
	n := s.CN[d]
	for i := int8(0); i < n && i < s.CN[d]; i++ {
		z := &s.Cor[d][i]
		if z.Zone >= melee {
			continue
		}
		z.Zone++
		s.Rev = true
		if z.Zone == melee && !z.Up && !z.Twice {
			s.reveal(d, i, a, false)
		}
	}
}

// toZone puts zombie c face down in the first zone of seat p's corridor.
func (s *State) toZone(p int8, c int8) {
	d := s.P[p].Dir
	s.Cor[d][s.CN[d]] = slot{C: c}
	s.CN[d]++
	s.Rev = true
}

// enter brings zombie c to the first zone of seat t's corridor, or holds it
// face down for the active survivor to choose its corridor (t == choose).
func (s *State) enter(t, c int8) {
	s.Rev = true
	if t == choose {
		s.Held[s.HeldN] = c
		s.HeldN++
		return
	}
	s.toZone(t, c)
}

// choosing reports whether the active survivor owes a choice: a held card's
// corridor or a "Che roba!" discard.
func (s *State) choosing() bool { return !s.Done && (s.HeldN > 0 || s.Junk > 0) }

// sides counts the active survivor's living neighbours with room.
func (s *State) sides() int {
	n := 0
	for _, off := range [2]int8{1, 3} {
		if t := s.side(s.Active, off); s.alive(t) && s.room(t) {
			n++
		}
	}
	return n
}

// lead brings the first held card into the corridor of the active
// survivor's neighbour on side off (1 left, 3 right).
func (s *State) lead(off int8) {
	c := s.Held[0]
	copy(s.Held[:s.HeldN-1], s.Held[1:s.HeldN])
	s.HeldN--
	s.Held[s.HeldN] = 0
	s.toZone(s.side(s.Active, off), c)
	s.pruneOpen()
}

// settle resolves the owed choices that no longer are choices: a held card
// with fewer than two neighbours to go to goes where reorient sends it (back
// on top of the horde with no room anywhere), a discard with one item left
// throws it.
func (s *State) settle() {
	for s.HeldN > 0 && s.sides() < 2 {
		c := s.Held[0]
		copy(s.Held[:s.HeldN-1], s.Held[1:s.HeldN])
		s.HeldN--
		s.Held[s.HeldN] = 0
		if t := s.reorient(s.Active); t >= 0 {
			s.toZone(t, c)
		} else {
			s.Horde[s.HN], s.Arrow[s.HN] = c, s.P[s.Active].Dir
			s.HN++
		}
	}
	for s.Junk > 0 && s.P[s.Active].NI < 2 {
		if s.P[s.Active].NI == 1 {
			s.discard(0)
		} else {
			s.Junk = 0
			s.resumeJunk()
		}
	}
}

// popHorde takes the horde's top card.
func (s *State) popHorde() (c, arrow int8) {
	s.HN--
	return s.Horde[s.HN], s.Arrow[s.HN]
}

// dest is the survivor whose corridor a card pointing at direction d enters
// (a card leaving the horde by a surprise wave or an event), actor the
// survivor acting, or -1 when it cannot enter.
func (s *State) dest(d, actor int8) int8 {
	seat := s.seatAt(d)
	if seat < 0 {
		switch s.NP {
		case 1:
			seat = 0
		case 2:
			// "girato di 90 gradi in senso orario fino a trovare un sopravvissuto"
			for seat < 0 {
				d = (d + 1) % 4
				seat = s.seatAt(d)
			}
		}
		// 3 survivors: the empty side is no corridor; like a dead
		// survivor's, the card is turned to a corridor the players choose
		// ("girato a scelta dai giocatori nella direzione di un corridoio
		// valido"), a neighbour's as everybody is one.
	}
	if s.alive(seat) && s.room(seat) {
		return seat
	}
	return s.reorient(actor)
}

// reorient: "re-orientate e spostate le carte nella 1° zona di uno dei viventi
// adiacenti a voi, a vostra scelta" — with two living neighbours of the actor
// with room the actor chooses (choose); with one, that one; failing that the
// actor, then the next living survivor clockwise with room.
func (s *State) reorient(actor int8) int8 {
	best, n := int8(-1), 0
	for _, off := range [2]int8{1, 3} {
		if t := s.side(actor, off); s.alive(t) && s.room(t) {
			best = t
			n++
		}
	}
	if n == 2 {
		return choose
	}
	if best >= 0 {
		return best
	}
	for k := int8(0); k < s.NP; k++ {
		n := (actor + k) % s.NP
		if s.alive(n) && s.room(n) {
			return n
		}
	}
	return -1
}

// hordeWave is the zombie phase's wave: the horde's top card enters the
// first zone of the corridor its arrow names, with the variants of 1 and 2
// players.
func (s *State) hordeWave() {
	if s.HN == 0 {
		return
	}
	a := s.Active
	top := s.HN - 1
	d := s.Arrow[top]
	switch {
	case s.NP == 1:
		// "gli zombie che puntano nella direzione opposta al giocatore sono
		// considerati zombie che puntano verso il giocatore"; left and right
		// turn towards the player and leave next turn.
		if d%2 == 1 {
			s.Arrow[top] = 0
			s.Rev = true
			return
		}
		for k := int8(0); k < tab.run && s.HN > 0 && s.Arrow[s.HN-1]%2 == 0; k++ {
			if !s.room(0) || !s.P[0].Alive {
				return
			}
			c, _ := s.popHorde()
			s.toZone(0, c)
		}
		return
	case s.NP == 2 && !s.alive(s.seatAt(d)):
		// "Uno zombie, con la freccia che va in una direzione dove non ci sono
		// sopravvissuti, deve essere girato": 90° clockwise with two survivors
		// (from one empty side to the other it waits and turns again next
		// turn), towards the one left when one is dead — the dead one's side
		// has no survivor either. "In tutti e due i casi": it leaves now if
		// that corridor is empty, else next turn.
		if s.alive(0) && s.alive(1) {
			d = (d + 1) % 4
		} else if s.alive(0) {
			d = s.P[0].Dir
		} else {
			d = s.P[1].Dir
		}
		s.Arrow[top] = d
		s.Rev = true
		t := s.seatAt(d)
		if t < 0 || !s.alive(t) || s.CN[s.P[t].Dir] > 0 {
			return
		}
		c, _ := s.popHorde()
		s.toZone(t, c)
		return
	}
	t := s.dest(d, a)
	if t == -1 {
		return
	}
	c, _ := s.popHorde()
	s.enter(t, c)
}

// surprise resolves a surprise zombie wave turned by seat p.
func (s *State) surprise(p int8) {
	die := s.rollDie()
	n := (die + 1) / 2
	if !tab.halve[s.Inv] {
		n = 1
		if die >= 4 {
			n = 2
		}
	}
	for range n {
		if s.HN == 0 {
			if !s.soldOut(p) {
				return
			}
			continue
		}
		top := s.HN - 1
		t := s.dest(s.Arrow[top], p)
		if t == -1 {
			return
		}
		c, _ := s.popHorde()
		s.enter(t, c)
	}
}

// soldOut: "Scegli a caso il numero di carte zombie necessarie nel Cimitero,
// orientatele verso di voi"; under the advanced rules, with none there, the
// trophies of the survivor holding most.
func (s *State) soldOut(p int8) bool {
	t := s.dest(s.P[p].Dir, p)
	if t == -1 {
		return false
	}
	pool := &s.GraveZ
	if *pool == 0 && s.Advanced {
		best := int8(-1)
		for q := range s.NP {
			if s.P[q].Troph != 0 && (best < 0 || bits.OnesCount64(s.P[q].Troph) > bits.OnesCount64(s.P[best].Troph)) {
				best = q
			}
		}
		if best >= 0 {
			pool = &s.P[best].Troph
		}
	}
	if *pool == 0 {
		return false
	}
	c := nthBit(*pool, s.RNG.IntN(bits.OnesCount64(*pool)))
	*pool &^= 1 << uint(c)
	s.enter(t, c)
	return true
}

func nthBit(m uint64, n int) int8 {
	for range n {
		m &= m - 1
	}
	return int8(bits.TrailingZeros64(m))
}

// reveal turns zombie i of corridor d face up; under the advanced rules a
// symbol shared with the acting survivor sets off an event. It reports
// whether a zone attack misses the zombie (the ninja's leap).
func (s *State) reveal(d, i, actor int8, zone bool) (dodged bool) {
	z := &s.Cor[d][i]
	z.Up, z.Known = true, false
	s.Rev = true
	if !s.Advanced || s.zSym(z.C)&(1<<tab.survSym[s.P[actor].Surv]) == 0 {
		return false
	}
	e := int8(s.RNG.IntN(6))
	s.LastEv = e
	s.Events++
	switch e {
	case eSeen:
		if s.HN > 0 {
			top := s.HN - 1
			mine := s.P[actor].Dir
			toward := s.Arrow[top] == mine || (s.NP == 1 && s.Arrow[top]%2 == 0)
			if toward && s.room(actor) && s.P[actor].Alive {
				c, _ := s.popHorde()
				s.toZone(actor, c)
			} else {
				s.Arrow[top] = mine
			}
		}
	case eWhere:
		for range 2 {
			if s.HN == 0 {
				break
			}
			t := s.dest(s.Arrow[s.HN-1], actor)
			if t == -1 {
				break
			}
			c, _ := s.popHorde()
			s.enter(t, c)
		}
	case eRuns:
		if z.Zone != melee {
			z.Zone = melee
			dodged = zone
		}
	case eJunk:
		s.junk(actor)
	case eTwice:
		z.Up, z.Twice, z.Known = false, true, true
	case ePanic:
		s.Panic, s.Fail = true, true
	}
	return dodged
}

// junk: "Buttate, se possibile nel cimitero uno dei vostri oggetti": with one
// item that one goes; with more the survivor chooses which (a discard owed,
// OpJunk). The actor of an event is always the active survivor.
func (s *State) junk(p int8) {
	switch n := s.P[p].NI; {
	case n == 0:
	case n == 1 && s.Junk == 0:
		s.throwAway(0)
	default:
		s.Junk++
	}
}

// throwAway throws the active survivor's item i into the graveyard: "Se
// l'oggetto di cui dovete separarvi è anche quello che ha contribuito a
// portare a questo evento, ha fallito e non ha nessun effetto" — the weapon
// of the attack in progress makes it fail.
func (s *State) throwAway(i int8) {
	if s.AtkW >= 0 {
		switch {
		case i == s.AtkW:
			s.Fail = true
			s.AtkW = -1
		case i < s.AtkW:
			s.AtkW--
		}
	}
	s.dropItem(s.Active, i)
}

// discard pays an owed "Che roba!" with item i; the last one paid resumes
// the attack that waited on it.
func (s *State) discard(i int8) {
	s.throwAway(i)
	s.Junk--
	if s.Junk == 0 {
		s.resumeJunk()
	}
}

// resumeJunk goes on with what the discards interrupted: the attack whose
// reveal set off the event rolls (or fails), the roll's window goes on.
func (s *State) resumeJunk() {
	switch s.Sub {
	case subJunk:
		s.Sub = subNone
		if s.Fail {
			s.finishAction()
			return
		}
		s.roll()
	case subRoll:
		s.pruneWindow()
	case subNone:
		s.pruneOpen()
	}
}

// pruneOpen drops from a window opened before a step (no attack in
// progress) the seats a choice owed in it left with nothing of use: a quote
// struck from the window, and its reveal owed a discard or a corridor.
func (s *State) pruneOpen() {
	if s.WinN > 0 && s.Sub == subNone {
		s.pruneWindow()
	}
}

// dropItem throws seat p's item i into the graveyard.
func (s *State) dropItem(p, i int8) {
	pl := &s.P[p]
	s.GraveR |= 1 << uint(pl.Items[i])
	s.removeItem(p, i)
}

func (s *State) removeItem(p, i int8) {
	pl := &s.P[p]
	copy(pl.Items[i:pl.NI], pl.Items[i+1:pl.NI])
	copy(pl.Ammo[i:pl.NI], pl.Ammo[i+1:pl.NI])
	pl.NI--
	pl.Items[pl.NI], pl.Ammo[pl.NI] = 0, 0
}

func (s *State) gain(p, r int8) {
	pl := &s.P[p]
	pl.Items[pl.NI] = r
	pl.Ammo[pl.NI] = tab.rounds[s.rKind(r)]
	pl.NI++
}

// kill destroys zombie i of corridor d for seat p: to the graveyard, or to
// p's trophies under the advanced rules. A zombie that must die twice is
// turned face up the first time.
func (s *State) kill(d, i, p int8) {
	z := &s.Cor[d][i]
	s.Rev = true
	if z.Twice {
		z.Twice, z.Up, z.Known = false, true, false
		return
	}
	c := z.C
	copy(s.Cor[d][i:s.CN[d]], s.Cor[d][i+1:s.CN[d]])
	s.CN[d]--
	s.Cor[d][s.CN[d]] = slot{}
	if s.Advanced {
		s.P[p].Troph |= 1 << uint(c)
	} else {
		s.GraveZ |= 1 << uint(c)
	}
	s.P[p].Killed++
	s.LastKill = c
}

// find is the index of zombie c in corridor d, or -1.
func (s *State) find(d, c int8) int8 {
	for i := range s.CN[d] {
		if s.Cor[d][i].C == c {
			return i
		}
	}
	return -1
}

// strength is seat p's bare-hands strength.
func (s *State) strength(p int8) int8 { return tab.survStr[s.P[p].Surv] }

// total is the pending attack's total.
func (s *State) total() int8 {
	a := s.Active
	t := s.Die + s.strength(a) + s.Bonus
	if s.AtkW >= 0 {
		t += tab.power[s.rKind(s.P[a].Items[s.AtkW])]
	}
	return t
}

// attack starts an attack of the active survivor with item slot w (-1 bare
// hands) on zombie t of its corridor.
func (s *State) attack(w, t int8) {
	a := s.Active
	pl := &s.P[a]
	d := pl.Dir
	s.AtkW, s.AtkT, s.Bonus = w, t, 0
	if w >= 0 && tab.ammo[s.rKind(pl.Items[w])] != 0 {
		pl.Ammo[w]--
	}
	c := s.Cor[d][t].C
	if !s.Cor[d][t].Up && !s.Cor[d][t].Twice {
		s.reveal(d, t, a, false)
	}
	s.AtkT = s.find(d, c)
	if s.Junk > 0 {
		s.Sub = subJunk
		return
	}
	if s.Fail {
		s.finishAction()
		return
	}
	s.roll()
}

// rollDie rolls the die and keeps the roll for the log.
func (s *State) rollDie() int8 {
	d := int8(s.RNG.Die(6))
	s.LastDie = d
	s.Rev = true
	s.Rolled[s.Rolls%uint16(len(s.Rolled))] = d
	s.Rolls++
	return d
}

// roll rolls the pending attack's die and opens the window after it.
func (s *State) roll() {
	s.Die = s.rollDie()
	s.Sub = subRoll
	s.openWindow(winRoll)
	if s.WinN == 0 {
		s.resolveAttack()
	}
}

// resolveAttack settles the rolled attack and ends the action.
func (s *State) resolveAttack() {
	a := s.Active
	d := s.P[a].Dir
	if !s.Fail && s.AtkT >= 0 {
		tot := s.total()
		axe := s.AtkW >= 0 && s.rKind(s.P[a].Items[s.AtkW]) == iAxe
		if tot >= s.zStr(s.Cor[d][s.AtkT].C) {
			s.kill(d, s.AtkT, a)
			if axe {
				// the axe's total carries onto another zombie of the melee zone
				best := int8(-1)
				for i := range s.CN[d] {
					z := s.Cor[d][i]
					if z.Zone == melee && z.Up && s.zStr(z.C) <= tot && (best < 0 || s.zStr(z.C) > s.zStr(s.Cor[d][best].C)) {
						best = i
					}
				}
				if best >= 0 {
					s.kill(d, best, a)
				}
			}
		}
	}
	s.finishAction()
}

// multi attacks bare-handed, one roll each, the zombies listed by id in
// seat p's corridor (the quotes); zone sets the jerrycan's fire: its
// power added and the ninja's dodge.
func (s *State) multi(ids []int8, power int8, zone bool) {
	a := s.Active
	d := s.P[a].Dir
	for _, c := range ids {
		if s.Panic && s.Fail {
			return
		}
		i := s.find(d, c)
		if i < 0 {
			continue
		}
		if !s.Cor[d][i].Up && !s.Cor[d][i].Twice {
			if s.reveal(d, i, a, zone) {
				continue
			}
			if s.Fail {
				return
			}
			if i = s.find(d, c); i < 0 {
				continue
			}
		}
		die := s.rollDie()
		if die+s.strength(a)+power >= s.zStr(c) {
			s.kill(d, i, a)
		}
	}
}

// search turns the top card of pile p.
func (s *State) search(p int8) {
	s.S1 = s.popPile(p)
	s.S1Pile = p
	s.Sub = subSecond
	s.Rev = true
}

func (s *State) popPile(p int8) int8 {
	s.PN[p]--
	s.Known[p] &^= 1 << uint(s.PN[p])
	return s.Pile[p][s.PN[p]]
}

// second turns the second card, from the top of pile p: a pair keeps one;
// different cards go back; surprise waves are resolved.
func (s *State) second(p int8) {
	s.S2 = s.popPile(p)
	s.Rev = true
	k1, k2 := s.rKind(s.S1), s.rKind(s.S2)
	a := s.Active
	s.NPlace = 0
	switch {
	case k1 == iWave && k2 == iWave:
		s.GraveR |= 1<<uint(s.S1) | 1<<uint(s.S2)
		s.Waves = 2
	case k1 == iWave || k2 == iWave:
		w, o := s.S1, s.S2
		if k2 == iWave {
			w, o = s.S2, s.S1
		}
		s.GraveR |= 1 << uint(w)
		s.Waves = 1
		s.Place[0], s.NPlace = o, 1
	case k1 == k2 && s.P[a].NI < maxItems:
		s.gain(a, s.S1)
		s.Place[0], s.NPlace = s.S2, 1
	default:
		s.Place[0], s.Place[1], s.NPlace = s.S1, s.S2, 2
	}
	s.Sub = subPlace
	if s.NPlace == 0 {
		s.finishSearch()
	}
}

// place puts the next turned card back, face down, on pile p. In the box's
// memory game the card is gone from sight: no undo brings it face up again.
func (s *State) place(p int8) {
	if !s.Aid {
		s.Rev = true
	}
	c := s.Place[0]
	s.Place[0] = s.Place[1]
	s.NPlace--
	s.Known[p] |= 1 << uint(s.PN[p])
	s.Pile[p][s.PN[p]] = c
	s.PN[p]++
	if s.NPlace == 0 {
		s.finishSearch()
	}
}

func (s *State) finishSearch() {
	s.S1, s.S2 = -1, -1
	for ; s.Waves > 0; s.Waves-- {
		s.surprise(s.Active)
	}
	s.finishAction()
}

func (s *State) rubbleLeft() int {
	n := 0
	for p := range s.NPile {
		n += int(s.PN[p])
	}
	return n
}

// scavenge gives the top card of pile p to seat t (an ability or a quote);
// a surprise wave is resolved by the active survivor.
func (s *State) scavenge(p, t int8) {
	r := s.popPile(p)
	s.Rev = true
	if s.rKind(r) == iWave {
		s.GraveR |= 1 << uint(r)
		s.surprise(s.Active)
		return
	}
	s.gain(t, r)
}

// toHorde sends zombie i of the active corridor under the horde (the toy).
func (s *State) toHorde(i int8) {
	d := s.P[s.Active].Dir
	c := s.Cor[d][i].C
	copy(s.Cor[d][i:s.CN[d]], s.Cor[d][i+1:s.CN[d]])
	s.CN[d]--
	s.Cor[d][s.CN[d]] = slot{}
	s.under(c)
	s.Rev = true
}

// symbols counts seat p's symbols of kind sym: its trophies', and the
// active survivor's spare symbols of this turn.
func (s *State) symbols(p int8, sym int) int { return s.symbolCounts(p)[sym] }

// symbolCounts counts seat p's symbols of each kind, as symbols does.
func (s *State) symbolCounts(p int8) [3]int {
	var n [3]int
	if p == s.Active {
		n = [3]int{int(s.Credit[0]), int(s.Credit[1]), int(s.Credit[2])}
	}
	for m := s.P[p].Troph; m != 0; m &= m - 1 {
		sy := s.zSym(int8(bits.TrailingZeros64(m)))
		for sym := range 3 {
			if sy&(1<<sym) != 0 {
				n[sym]++
			}
		}
	}
	return n
}

// pay spends n symbols sym of the active survivor: spare symbols of this
// turn first, then trophies to the graveyard, the single-symbol ones first;
// a discarded card's other symbol is kept for this turn.
func (s *State) pay(sym int, n int) {
	a := s.Active
	use := min(int(s.Credit[sym]), n)
	s.Credit[sym] -= int8(use)
	n -= use
	for pass := 0; pass < 2 && n > 0; pass++ {
		for m := s.P[a].Troph; m != 0 && n > 0; m &= m - 1 {
			c := int8(bits.TrailingZeros64(m))
			sy := s.zSym(c)
			if sy&(1<<sym) == 0 || (pass == 0 && bits.OnesCount8(sy) > 1) {
				continue
			}
			s.P[a].Troph &^= 1 << uint(c)
			s.GraveZ |= 1 << uint(c)
			n--
			for o := range 3 {
				if o != sym && sy&(1<<o) != 0 {
					s.Credit[o]++
				}
			}
		}
	}
}

// openWindow asks, in turn, each seat whose item, ability or quote could
// change the step ahead: the active survivor first, then its neighbours.
func (s *State) openWindow(w int8) {
	s.Win = w
	s.WinN = 0
	if !s.windowLive() {
		return
	}
	a := s.Active
	for _, p := range [3]int8{a, s.side(a, 1), s.side(a, 3)} {
		if p >= 0 && (p == a || s.P[p].Alive) && s.usefulIn(p) {
			dup := false
			for _, q := range s.WinQ[:s.WinN] {
				dup = dup || q == p
			}
			if !dup {
				s.WinQ[s.WinN] = p
				s.WinN++
			}
		}
	}
}

// popWindow drops the seat at the head and those no longer useful; the
// window's end resumes the step (a roll's window settles the attack).
func (s *State) popWindow() {
	copy(s.WinQ[:], s.WinQ[1:s.WinN])
	s.WinN--
	s.pruneWindow()
}

func (s *State) pruneWindow() {
	for s.WinN > 0 && !s.useful(s.WinQ[0]) {
		copy(s.WinQ[:], s.WinQ[1:s.WinN])
		s.WinN--
	}
	if s.WinN == 0 && s.Win == winRoll && s.Sub == subRoll && s.Junk == 0 {
		s.resolveAttack()
	}
}

// failed reports whether the rolled attack falls short.
func (s *State) failed() bool {
	return s.AtkT >= 0 && s.total() < s.zStr(s.Cor[s.P[s.Active].Dir][s.AtkT].C)
}

// useful reports whether seat p has something in the open window that could
// change what comes next.
func (s *State) useful(p int8) bool { return s.windowLive() && s.usefulIn(p) }

// windowLive reports whether the step of the open window can still change:
// the active survivor alive, and bites, zombies to move, an infection or a
// rolled attack ahead. Otherwise nothing anybody holds is useful in it.
func (s *State) windowLive() bool {
	a := s.Active
	if !s.P[a].Alive {
		return false
	}
	switch s.Win {
	case stBiteWin:
		return !s.Dodge && s.meleeCount(a) > s.NoBite
	case stMoveWin:
		return !s.Hold && s.farCount(a) != 0
	case stInfWin:
		return s.P[a].Inf != 0
	case winRoll:
		return s.Sub == subRoll && !s.Fail
	}
	return false
}

// usefulIn is useful in a window whose step can still change (windowLive):
// whether seat p holds what would change it.
func (s *State) usefulIn(p int8) bool {
	a := s.Active
	pl := &s.P[p]
	ab := int8(-1)
	if pl.Alive && !pl.Used && (p == a || s.neighbour(p, a)) {
		ab = pl.Surv // survivor k has ability k
	}
	switch s.Win {
	case stBiteWin:
		// what stops a bite: the dodge, the toy, «Olé», the jerrycan's fire
		// on the melee zone, a quote that strikes it
		if ab == abDodge || p == a && (s.hasItem(a, iToy) || s.hasItem(a, iJerrycan) ||
			s.canQuote(qOle) || s.canQuote(qAll3) || s.canQuote(qBruceLee)) {
			return true
		}
		// bites that would kill: what lowers the infection first
		inf := s.P[a].Inf
		return inf > 0 && s.deadlyBites() && (ab == abHeal || p == a && (s.hasItem(a, iAdrenaline) || inf > 1 && s.canQuote(qBetter)))
	case stMoveWin:
		return ab == abHold || p == a && s.hasItem(a, iBarricade)
	case stInfWin:
		return ab == abHeal || p == a && (s.hasItem(a, iAdrenaline) || s.P[a].Inf > 1 && s.canQuote(qBetter))
	case winRoll:
		f := s.failed()
		if f && ab == abReroll {
			return true
		}
		if p != a || !s.Advanced {
			return false
		}
		// the symbols counted once for the five quotes of the roll
		most := s.mostSymbols()
		if f && most >= min(quoteCost[qPlus1], quoteCost[qReroll], quoteCost[qPlus2], quoteCost[qPlus3]) {
			return true
		}
		return most >= quoteCost[qRetarget] && s.retargets() > 0
	}
	return false
}

func (s *State) hasItem(p int8, k int8) bool {
	for i := range s.P[p].NI {
		if s.rKind(s.P[p].Items[i]) == k {
			return true
		}
	}
	return false
}

// canQuote reports whether the active survivor can pay quote q with some
// symbol.
func (s *State) canQuote(q int) bool {
	if !s.Advanced {
		return false
	}
	return s.mostSymbols() >= quoteCost[q]
}

// mostSymbols is the most symbols of one kind the active survivor can pay.
func (s *State) mostSymbols() int {
	have := s.symbolCounts(s.Active)
	return max(have[0], have[1], have[2])
}

// retargets counts the other zombies the rolled attack could be moved to.
func (s *State) retargets() int {
	n := 0
	a := s.Active
	for i := range s.CN[s.P[a].Dir] {
		if i != s.AtkT && s.inReach(a, s.AtkW, i) {
			n++
		}
	}
	return n
}

// inReach reports whether seat p's weapon w (-1 bare hands) reaches zombie i
// of its corridor.
func (s *State) inReach(p, w, i int8) bool {
	return s.inReachAll(p, w) || s.Cor[s.P[p].Dir][i].Zone == melee
}

// inReachAll reports whether seat p's weapon w (-1 bare hands) reaches the
// whole of its corridor, not only the melee zone.
func (s *State) inReachAll(p, w int8) bool {
	if s.Sight && p == s.Active {
		return true
	}
	if w >= 0 {
		return tab.reach[s.rKind(s.P[p].Items[w])]
	}
	return tab.survReach[s.P[p].Surv]
}

// canAct reports whether the active survivor has an action: a search, a
// throw or an attack.
func (s *State) canAct() bool {
	a := s.Active
	if s.rubbleLeft() >= 2 {
		return true
	}
	pl := &s.P[a]
	if pl.NI > 0 {
		for _, off := range [2]int8{1, 3} {
			if n := s.side(a, off); s.alive(n) && s.P[n].NI < maxItems {
				return true
			}
		}
	}
	// a zombie in reach: bare hands reach the melee zone at least
	if s.CN[pl.Dir] == 0 {
		return false
	}
	if s.inReachAll(a, -1) || s.meleeCount(a) > 0 {
		return true
	}
	for w := range pl.NI {
		if s.canFire(a, w) && s.inReachAll(a, w) {
			return true
		}
	}
	return false
}

// canUse reports whether the active survivor has an item, the ability or a
// quote to use in an action step.
func (s *State) canUse() bool {
	var buf [64]game.Action
	return len(s.uses(buf[:0])) > 0
}

// canFire reports whether seat p's item w is a weapon ready to attack.
func (s *State) canFire(p, w int8) bool {
	k := s.rKind(s.P[p].Items[w])
	return tab.weapon[k] && (tab.ammo[k] == 0 || s.P[p].Ammo[w] > 0)
}
