package zombies4

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// Log kinds.
const (
	lgMapDrawn    uint8 = iota + 1 // A map instance drawn
	lgMapAside                     // A set aside: it fits nowhere
	lgMapBottom                    // A (the Cabin) under the map deck: it fits nowhere
	lgLaid                         // A laid by S, B dogs on it
	lgFightRoll                    // S rolled A (B the total with bonuses)
	lgKill                         // S killed a dog, A kills now
	lgBite                         // S bitten, A half lives left
	lgDeath                        // S died, A kills lost
	lgRespawn                      // S back on the Bridge
	lgEvents                       // S drew A event cards
	lgReshuffle                    // the event discard reshuffled
	lgMoveRoll                     // S rolled A to move
	lgZombieRoll                   // S rolled A zombies to move
	lgLife                         // S took a life
	lgAmmo                         // S took ammunition
	lgSpell                        // S rolled A for the spell, needing B
	lgWin                          // the game ends, A how
	lgPackDogs                     // A dogs put on S's square
	lgStole                        // S took page type A from seat B
	lgBurn                         // S's page type A burned
	lgCabinPlacer                  // S lays the Cabin (fewest pages)
	lgCabinRoll                    // S rolled A for who lays the Cabin
)

func (g *State) log(k uint8, s int, a, b int) {
	if g.LogN < logCap {
		g.Log[g.LogN] = Ev{K: k, S: int8(s), A: int16(a), B: int16(b)}
		g.LogN++
	}
}

func (g *State) roll() int {
	g.Rev = true
	return g.RNG.Die(6)
}

// rollFor rolls a die for k by seat s and keeps it among the turn's dice,
// plus what a card in play adds and need the roll it needs.
func (g *State) rollFor(k uint8, s, plus, need int) int {
	r := g.roll()
	if g.DiceN == diceCap {
		copy(g.Dice[:], g.Dice[1:])
		g.DiceN--
	}
	g.Dice[g.DiceN] = Die{K: k, S: int8(s), Face: int8(r), Plus: int8(plus), Need: int8(need)}
	g.DiceN++
	return r
}

// settle says how the turn's last fight ended, if it is still open.
func (g *State) settle(res uint8) {
	if g.DiceN > 0 {
		if d := &g.Dice[g.DiceN-1]; d.K == dkFight && d.Res == drNone {
			d.Res = res
		}
	}
}

// exitOf gives the sides square q may be left by.
func (g *State) exitOf(q int) uint8 {
	l := &g.Laid[q/9]
	return tab.defs[tab.mapInst[l.Inst]].rot[l.Rot].exit[q%9]
}

// forbidden reports whether no card may be laid in a cell: beside the
// Bridge's sides and at its start ("Ai lati della Carta Mappa Bridge non
// potranno essere posizionate Carte Mappa"; house: the west end is where the
// players come from).
func forbidden(cell int) bool {
	b := bridgeRow*gridW + bridgeCol
	return cell == b-gridW || cell == b+gridW || cell == b-1
}

// neighbour returns the cell across side d of cell, or -1 off the table.
func neighbour(cell, d int) int {
	r, c := cell/gridW+dRow[d], cell%gridW+dCol[d]
	if r < 0 || r >= gridH || c < 0 || c >= gridW {
		return -1
	}
	return r*gridW + c
}

// edge gives the local square on side d of a card at position k (0–2 along
// the side, north to south or west to east).
func edge(d, k int) int {
	switch d {
	case dirN:
		return k
	case dirS:
		return 6 + k
	case dirE:
		return k*3 + 2
	}
	return k * 3
}

// canPlace reports whether map card inst may be laid in cell with rotation
// rot: an empty cell on the table, not beside the Bridge, next to a laid card
// with at least one square one can walk across to (house: the map stays one
// walkable wood).
func (g *State) canPlace(inst, cell, rot uint8) bool {
	c := int(cell)
	if c >= nCells || g.Cell[c] >= 0 || forbidden(c) || rot > 3 {
		return false
	}
	l := &tab.defs[tab.mapInst[inst]].rot[rot]
	for d := 0; d < 4; d++ {
		n := neighbour(c, d)
		if n < 0 || g.Cell[n] < 0 {
			continue
		}
		k := int(g.Cell[n]) * 9
		o := (d + 2) & 3
		for j := 0; j < 3; j++ {
			if l.exit[edge(d, j)]&(1<<d) != 0 && g.exitOf(k+edge(o, j))&(1<<o) != 0 {
				return true
			}
		}
	}
	return false
}

// anyPlacement reports whether inst fits anywhere.
func (g *State) anyPlacement(inst uint8) bool {
	fr := g.frontierCells()
	for w := range fr {
		for f := fr[w]; f != 0; f &= f - 1 {
			c := uint8(w*64 + lowBit(f))
			for r := uint8(0); r < 4; r++ {
				if g.canPlace(inst, c, r) {
					return true
				}
			}
		}
	}
	return false
}

// cellSet is a set of table cells, by bit.
type cellSet [(nCells + 63) / 64]uint64

// frontierCells is the set of empty cells that touch a laid card, found from
// the laid cards rather than by looking at every cell of the table.
func (g *State) frontierCells() cellSet {
	var fr cellSet
	for k := 0; k < int(g.NLaid); k++ {
		cell := int(g.Laid[k].Cell)
		for d := 0; d < 4; d++ {
			if n := neighbour(cell, d); n >= 0 && g.Cell[n] < 0 {
				fr[n>>6] |= 1 << (n & 63)
			}
		}
	}
	return fr
}

// lay puts a card on the table and joins its squares to their neighbours.
func (g *State) lay(inst uint8, cell int, rot uint8) {
	k := int(g.NLaid)
	g.NLaid++
	g.Laid[k] = Laid{Inst: inst, Cell: uint8(cell), Rot: rot}
	g.Cell[cell] = int8(k)
	l := &tab.defs[tab.mapInst[inst]].rot[rot]
	for i := 0; i < 9; i++ {
		g.Terr[k*9+i] = l.terr[i]
	}
	for i := 0; i < 9; i++ {
		q := k*9 + i
		for d := 0; d < 4; d++ {
			o := (d + 2) & 3
			var n int
			if j := l.inner(i, d); j >= 0 {
				n = k*9 + j
			} else {
				nc := neighbour(cell, d)
				if nc < 0 || g.Cell[nc] < 0 {
					continue
				}
				pos := i % 3
				if d == dirE || d == dirW {
					pos = i / 3
				}
				n = int(g.Cell[nc])*9 + edge(o, pos)
			}
			if l.exit[i]&(1<<d) != 0 && g.exitOf(n)&(1<<o) != 0 {
				g.Nbr[q][d] = int16(n)
				g.Nbr[n][o] = int16(q)
			}
		}
	}
}

// place lays a drawn card and its counters and dogs: a named card's as its
// corner says; for plain woods it rolls the die of dogs and leaves them in
// DogsLeft, to be placed ("Posiziona un numero di Cani Zombi sulla carta pari
// al risultato del dado"), as many as the box and the card (two a square)
// hold.
func (g *State) place(inst, cell, rot uint8) {
	g.lay(inst, int(cell), rot)
	k := int(g.NLaid - 1)
	def := &tab.defs[tab.mapInst[inst]]
	dogs := 0
	g.DogsLeft = 0
	if def.kind == mkPlain {
		n := g.rollFor(dkDogs, int(g.Actor), 0, 0)
		room := 0
		for i := 0; i < 9; i++ {
			if q := k*9 + i; g.Terr[q] != tWater {
				room += 2 - int(g.Dogs[q])
			}
		}
		dogs = min(n, int(g.Supply), room)
		g.DogsLeft = int8(dogs)
	} else {
		for i := 0; i < 9; i++ {
			q := k*9 + i
			c := def.counters[rot][i]
			g.Tok[q] = c & tokBoth
			put := min(int16(c>>2), g.Supply)
			g.Dogs[q] += uint8(put)
			g.Supply -= put
			dogs += int(put)
		}
	}
	g.log(lgLaid, int(g.Actor), int(inst), dogs)
}

// dogRoom reports whether a dog of the plain woods just laid may be put on
// square q: on that card, not in water, fewer than two there.
func (g *State) dogRoom(q int) bool {
	k := int(g.NLaid) - 1
	return q >= k*9 && q < k*9+9 && g.Terr[q] != tWater && g.Dogs[q] < 2
}

// anyDogRoom reports whether the plain woods just laid hold another dog.
func (g *State) anyDogRoom() bool {
	k := int(g.NLaid) - 1
	for q := k * 9; q < k*9+9; q++ {
		if g.dogRoom(q) {
			return true
		}
	}
	return false
}

// putDog puts one dog of the plain woods just laid on square q.
func (g *State) putDog(q int) {
	g.Dogs[q]++
	g.Supply--
	g.DogsLeft--
}

// scatterDogs puts n dogs of the plain woods just laid on random squares of
// it, two at most to a square: the first card's, and the rest when the
// player lets the table place them.
func (g *State) scatterDogs(n int8) {
	k := int(g.NLaid) - 1
	var cand [9]int
	for ; n > 0 && g.DogsLeft > 0; n-- {
		m := 0
		for i := 0; i < 9; i++ {
			if q := k*9 + i; g.dogRoom(q) {
				cand[m] = q
				m++
			}
		}
		if m == 0 {
			break
		}
		g.Rev = true
		g.putDog(cand[g.RNG.IntN(m)])
	}
	g.DogsLeft = 0
}

// beginTurn starts the current player's turn: back on the Bridge if dead,
// then draw a map card.
func (g *State) beginTurn() {
	p := &g.P[g.Cur]
	p.Turns++
	p.Played, p.Used = false, false
	g.Tried = false
	g.DiceN, g.TrailN = 0, 0
	g.MoveLeft = 0
	if p.Sq < 0 {
		// "Se muori, inizi il tuo prossimo turno con 3 Segnalini Munizione, 2 Segnalini Vita e 2 Mezzi Segnalini Vita."
		p.Sq = g.bridgeStart()
		p.Half = int8(tab.cat.StartHalf)
		p.Ammo = int16(tab.cat.StartAmmo)
		g.log(lgRespawn, int(g.Cur), 0, 0)
	}
	g.Actor = g.Cur
	if g.MapN == 0 {
		g.afterPlace()
		return
	}
	inst := g.MapDeck[g.MapN-1]
	g.MapN--
	g.Rev = true
	g.log(lgMapDrawn, int(g.Cur), int(inst), 0)
	if !g.anyPlacement(inst) {
		if inst == tab.cabin {
			copy(g.MapDeck[1:g.MapN+1], g.MapDeck[:g.MapN])
			g.MapDeck[0] = inst
			g.MapN++
			g.log(lgMapBottom, int(g.Cur), int(inst), 0)
		} else {
			g.Aside++
			g.log(lgMapAside, int(g.Cur), int(inst), 0)
		}
		g.afterPlace()
		return
	}
	if inst == tab.cabin {
		g.Actor = int8(g.fewestPages())
		g.log(lgCabinPlacer, int(g.Actor), 0, 0)
	}
	g.Drawn = int8(inst)
	g.Phase = phPlace
}

// fewestPages is the seat with the fewest pages in play, ties rolled for
// ("i giocatori tirano un dado, chi ottiene il numero più alto vince").
func (g *State) fewestPages() int {
	var all [maxSeats]int
	tied := all[:g.N]
	for s := range tied {
		tied[s] = s
	}
	tied = highest(tied, func(s int) int { return -g.Pages(s) })
	rolled := len(tied) > 1
	for len(tied) > 1 {
		g.Rev = true
		tied = highest(tied, func(s int) int {
			r := g.rollFor(dkCabin, s, 0, 0)
			g.log(lgCabinRoll, s, r, 0)
			return r
		})
	}
	if rolled {
		for i := int(g.DiceN) - 1; i >= 0; i-- {
			if d := &g.Dice[i]; d.K == dkCabin && int(d.S) == tied[0] {
				d.Res = drLays
				break
			}
		}
	}
	return tied[0]
}

// highest keeps, in place and in order, the seats of tied with the highest
// score, asking score once for each seat.
func highest(tied []int, score func(s int) int) []int {
	best, m := math.MinInt, 0
	for _, s := range tied {
		switch v := score(s); {
		case v > best:
			best, m = v, 0
			tied[m] = s
			m++
		case v == best:
			tied[m] = s
			m++
		}
	}
	return tied[:m]
}

// afterPlace is step 3: fight on your square.
func (g *State) afterPlace() {
	g.Drawn = -1
	g.Actor = g.Cur
	p := &g.P[g.Cur]
	if p.Sq >= 0 && g.Dogs[p.Sq] > 0 {
		g.startFight(nxStart)
		return
	}
	g.afterStart()
}

// afterStart is steps 4 and 5: draw up to 3 event cards, roll to move, and
// open the other players' window.
func (g *State) afterStart() {
	s := int(g.Cur)
	n := 0
	for g.P[s].HandN < int8(tab.cat.HandLimit) && g.drawEvent(s) {
		n++
	}
	if n > 0 {
		g.log(lgEvents, s, n, 0)
	}
	p := &g.P[s]
	if p.Sq < 0 {
		// A pawn off the map does not move.
		g.startZombies()
		return
	}
	plus := 0
	if g.has(s, evLantern) {
		plus = 1
	}
	r := g.rollFor(dkMove, s, plus, 0)
	g.MoveLeft = int8(r + plus)
	g.log(lgMoveRoll, s, r, int(g.MoveLeft))
	g.Win = 1
	g.nextWindow()
}

// drawEvent gives seat s the top event card, reshuffling the discard when
// the deck runs out.
func (g *State) drawEvent(s int) bool {
	if g.EvN == 0 {
		if g.DiscN == 0 {
			return false
		}
		copy(g.EvDeck[:g.DiscN], g.Disc[:g.DiscN])
		g.EvN, g.DiscN = g.DiscN, 0
		g.RNG.Shuffle(int(g.EvN), func(i, j int) { g.EvDeck[i], g.EvDeck[j] = g.EvDeck[j], g.EvDeck[i] })
		g.log(lgReshuffle, s, 0, 0)
	}
	g.Rev = true
	g.EvN--
	p := &g.P[s]
	p.Hand[p.HandN] = g.EvDeck[g.EvN]
	p.HandN++
	return true
}

// nextWindow offers the window to the next seat that may still play a card
// this round and holds any (public facts: the window says nothing of what
// the hand holds), else goes on to the move.
func (g *State) nextWindow() {
	for ; int(g.Win) < int(g.N); g.Win++ {
		s := (int(g.Cur) + int(g.Win)) % int(g.N)
		if !g.P[s].Played && g.P[s].HandN > 0 {
			g.Actor = int8(s)
			g.Phase = phWindow
			g.Win++
			return
		}
	}
	g.Actor = g.Cur
	if g.P[g.Cur].Sq < 0 {
		g.startZombies()
		return
	}
	g.Phase = phMove
}

// startFight fights the dogs on the current player's square, one at a time.
func (g *State) startFight(next uint8) {
	g.FNext = next
	g.fightLoop()
}

func (g *State) fightLoop() {
	s := int(g.Cur)
	p := &g.P[s]
	for p.Sq >= 0 && g.Dogs[p.Sq] > 0 {
		plus := 0
		if g.has(s, evShotgun) {
			plus = 1
		}
		r := g.rollFor(dkFight, s, plus, tab.cat.KillOn)
		total := r + plus
		g.log(lgFightRoll, s, r, total)
		if total >= tab.cat.KillOn {
			g.kill(s)
			if g.Phase == phOver {
				return
			}
			continue
		}
		g.Need = int8(tab.cat.KillOn - total)
		if p.Ammo >= int16(g.Need) || (p.HandN > 0 && !p.Played) || (!p.Used && g.usable(s, wFight)) {
			g.Phase = phFight
			return
		}
		g.bite(s)
	}
	g.endFight()
}

// usable reports whether seat s has a card in play it may discard for its
// effect in window w.
func (g *State) usable(s int, w uint8) bool {
	for f := g.P[s].Front; f != 0; f &= f - 1 {
		if tab.evUse[tab.evType[lowBit(f)]]&w != 0 {
			return true
		}
	}
	return false
}

func (g *State) kill(s int) {
	p := &g.P[s]
	g.Dogs[p.Sq]--
	p.Kills++
	g.settle(drKill)
	g.log(lgKill, s, int(p.Kills), 0)
	if int(p.Kills) >= tab.cat.KillsToWin {
		g.finish(1<<s, wonKills)
	}
}

func (g *State) bite(s int) {
	p := &g.P[s]
	p.Half--
	g.settle(drBite)
	g.log(lgBite, s, int(p.Half), 0)
	if p.Half <= 0 {
		g.die(s)
	}
}

// die takes the pawn off the map: half the kills (rounded down) go back to
// the box, the cards in play to the discard.
func (g *State) die(s int) {
	p := &g.P[s]
	p.Half = 0
	p.Sq = -1
	lose := p.Kills / 2
	p.Kills -= lose
	g.Supply += lose
	for f := p.Front; f != 0; f &= f - 1 {
		g.Disc[g.DiscN] = uint8(lowBit(f))
		g.DiscN++
	}
	p.Front = 0
	p.Deaths++
	g.MoveLeft = 0
	g.log(lgDeath, s, int(lose), 0)
}

// endFight takes the counters of the cleared square and goes on.
func (g *State) endFight() {
	s := int(g.Cur)
	if g.P[s].Sq >= 0 && g.Dogs[g.P[s].Sq] == 0 {
		g.pickUp(s)
	}
	g.resume()
}

func (g *State) resume() {
	switch g.FNext {
	case nxStart:
		g.afterStart()
	case nxWindow:
		if g.P[g.Cur].Sq < 0 {
			g.startZombies()
			return
		}
		g.nextWindow()
	default:
		if g.P[g.Cur].Sq < 0 {
			g.startZombies()
			return
		}
		g.Phase = phMove
	}
}

// pickUp takes the counters of a square with no dog on it, lives only up to 5.
func (g *State) pickUp(s int) {
	p := &g.P[s]
	q := p.Sq
	if g.Tok[q]&tokLife != 0 && int(p.Half) < tab.cat.MaxHalf {
		p.Half = int8(min(int(p.Half)+2, tab.cat.MaxHalf))
		g.Tok[q] &^= tokLife
		g.log(lgLife, s, 0, 0)
	}
	if g.Tok[q]&tokAmmo != 0 {
		p.Ammo++
		g.Tok[q] &^= tokAmmo
		g.log(lgAmmo, s, 0, 0)
	}
}

func (g *State) heal(s, half int) {
	p := &g.P[s]
	p.Half = int8(min(int(p.Half)+half, tab.cat.MaxHalf))
}

// canCast reports whether the current player may try the spell: in the
// Cabin, no dog in it, not yet tried this turn.
func (g *State) canCast() bool {
	q := g.P[g.Cur].Sq
	return !g.Tried && q >= 0 && g.cabinSq(q) && g.cabinDogs() == 0
}

// SpellNeed is the roll seat s needs for the spell: 6, one less for each
// page in play, one less with the Amulet.
func (g *State) SpellNeed(s int) int {
	n := tab.cat.SpellTarget - g.Pages(s)
	if g.has(s, evAmulet) {
		n--
	}
	return max(n, 1)
}

// startZombies is step 7: roll and move that many dogs.
func (g *State) startZombies() {
	g.Actor = g.Cur
	r := g.rollFor(dkZombies, int(g.Cur), 0, 0)
	g.log(lgZombieRoll, int(g.Cur), r, 0)
	g.ZLeft = int8(r)
	g.DogFrom = -1
	g.Moved = [nSq]uint8{}
	if !g.anyDogMove() {
		g.Phase = phDiscard
		return
	}
	g.Phase = phZombie
}

// dogTargets appends to dst the squares a dog on q may move to: one or two
// steps through open sides, to a square with fewer than two dogs and not
// holding both a life and ammunition.
func (g *State) dogTargets(q int, dst []int16) []int16 {
	var seen [(nSq + 63) / 64]uint64
	seen[q>>6] |= 1 << (q & 63)
	for _, a := range &g.Nbr[q] {
		if a < 0 {
			continue
		}
		if seen[a>>6]&(1<<(a&63)) == 0 {
			seen[a>>6] |= 1 << (a & 63)
			if g.dogMayStop(a) {
				dst = append(dst, a)
			}
		}
		for _, b := range &g.Nbr[a] {
			if b < 0 || seen[b>>6]&(1<<(b&63)) != 0 {
				continue
			}
			seen[b>>6] |= 1 << (b & 63)
			if g.dogMayStop(b) {
				dst = append(dst, b)
			}
		}
	}
	return dst
}

func (g *State) dogMayStop(q int16) bool { return g.Dogs[q] < 2 && g.Tok[q] != tokBoth }

func contains16(l []int16, v int16) bool {
	for _, x := range l {
		if x == v {
			return true
		}
	}
	return false
}

func (g *State) anyDogMove() bool {
	n := int(g.NLaid) * 9
	for base := 0; base < n; base += 8 {
		for x := g.unmoved(base, n); x != 0; {
			q := base + bits.TrailingZeros64(x)>>3
			x &^= 0xff << (uint(q-base) * 8)
			if g.dogCanMove(q) {
				return true
			}
		}
	}
	return false
}

// unmoved marks, by a nonzero byte, each of the eight squares from base
// (below n) that holds a dog not yet moved in this zombie phase: dogs only
// arrive where they are counted as moved, so Dogs and Moved differ exactly
// where one waits.
func (g *State) unmoved(base, n int) uint64 {
	var x uint64
	if base+8 <= nSq {
		x = binary.LittleEndian.Uint64(g.Dogs[base:]) ^ binary.LittleEndian.Uint64(g.Moved[base:])
	} else {
		for i := base; i < nSq; i++ {
			x |= uint64(g.Dogs[i]^g.Moved[i]) << (uint(i-base) * 8)
		}
	}
	if n-base < 8 {
		x &= 1<<(uint(n-base)*8) - 1
	}
	return x
}

// dogCanMove reports whether a dog on q has a square to move to.
func (g *State) dogCanMove(q int) bool {
	for _, a := range &g.Nbr[q] {
		if a < 0 {
			continue
		}
		if g.dogMayStop(a) {
			return true
		}
		for _, b := range &g.Nbr[a] {
			if b >= 0 && int(b) != q && g.dogMayStop(b) {
				return true
			}
		}
	}
	return false
}

// endTurn finishes the turn: dawn, or the next player.
func (g *State) endTurn() {
	g.Total++
	if int(g.Total) >= tab.cat.DawnRounds*int(g.N) {
		best, mask := int16(-1), uint8(0)
		for s := 0; s < int(g.N); s++ {
			switch k := g.P[s].Kills; {
			case k > best:
				best, mask = k, 1<<s
			case k == best:
				mask |= 1 << s
			}
		}
		g.finish(mask, wonDawn)
		return
	}
	g.Cur = (g.Cur + 1) % g.N
	g.beginTurn()
}

func (g *State) finish(winners uint8, how uint8) {
	g.Winners, g.WonBy = winners, how
	g.Phase = phOver
	g.log(lgWin, int(g.Cur), int(how), int(winners))
}

// discardFromHand moves hand card i of seat s to the discard pile.
func (g *State) discardFromHand(s, i int) {
	p := &g.P[s]
	g.Disc[g.DiscN] = p.Hand[i]
	g.DiscN++
	p.HandN--
	p.Hand[i] = p.Hand[p.HandN]
	p.Hand[p.HandN] = 0
}

// frontOf returns the instance of type ty in play in front of s, or -1.
func (g *State) frontOf(s, ty int) int {
	for f := g.P[s].Front; f != 0; f &= f - 1 {
		if int(tab.evType[lowBit(f)]) == ty {
			return lowBit(f)
		}
	}
	return -1
}

// discardFront moves card instance i in front of s to the discard pile.
func (g *State) discardFront(s, i int) {
	g.P[s].Front &^= 1 << i
	g.Disc[g.DiscN] = uint8(i)
	g.DiscN++
}

// stealTarget returns the seat and page type Stolen Page takes for s, or -1.
func (g *State) stealTarget(s int) (int, int) {
	best, bestN := -1, 0
	for k := 1; k < int(g.N); k++ {
		o := (s + k) % int(g.N)
		if n := g.Pages(o); n > bestN && g.lacking(s, o) >= 0 {
			best, bestN = o, n
		}
	}
	if best < 0 {
		return -1, -1
	}
	return best, g.lacking(s, best)
}

// lacking is the lowest page type o has in play and s has not, or -1.
func (g *State) lacking(s, o int) int {
	for ty := evPage1; ty <= evPage8; ty++ {
		if g.has(o, ty) && !g.has(s, ty) {
			return ty
		}
	}
	return -1
}

// highestPage is the highest page type s has in play, or -1.
func (g *State) highestPage(s int) int {
	for ty := evPage8; ty >= evPage1; ty-- {
		if g.has(s, ty) {
			return ty
		}
	}
	return -1
}
