package zombies4

import (
	"fmt"
	"math/bits"

	"zombietable/game"
)

// Sizes the engine is built for.
const (
	gridW     = 13
	gridH     = 13
	nCells    = gridW * gridH
	bridgeCol = 2
	bridgeRow = 6
	nMapCards = 30
	nEvents   = 50
	nSq       = nMapCards * 9
	maxSeats  = 6
	handCap   = 8
	logCap    = 48
	diceCap   = 12 // the dice of a turn the view shows, the latest kept
	trailCap  = 6  // a zombie roll moves six dogs at most
)

// What a die was rolled for.
const (
	dkMove    uint8 = iota + 1 // to move
	dkZombies                  // how many dogs move
	dkFight                    // against a dog
	dkDogs                     // how many dogs come with a card of plain woods
	dkSpell                    // the spell
	dkCabin                    // who lays the Cabin, among those with fewest pages
)

// How a die's roll ended.
const (
	drNone   uint8 = iota // nothing to settle, or not settled yet
	drKill                // the dog fought is dead
	drBite                // the player took the bite
	drEscape              // the player ran from the fight
	drCast                // the spell is cast
	drFail                // the spell failed
	drLays                // the highest roll: this player lays the Cabin
)

// Phases of a turn.
const (
	phPlace   uint8 = iota // lay the drawn map card (Actor lays it)
	phFight                // a failed combat roll: spend ammunition, take the bite, or play a card
	phWindow               // another player (Actor) may play a card in the current player's turn
	phMove                 // step, stop, cast the spell, play or use a card
	phZombie               // move the dogs
	phDiscard              // discard one event card or keep the hand
	phDogs                 // place the dogs of a plain-woods card just laid (Actor places them)
	phOver
)

// What follows a fight.
const (
	nxStart  uint8 = iota // the fight at the start of the turn: draw events and roll to move
	nxMove                // a fight met while moving: go on moving
	nxWindow              // a fight a card set off in the window: go on with the window
)

// How the game was won.
const (
	wonNone uint8 = iota
	wonSpell
	wonKills
	wonDawn
)

// Player is one seat.
type Player struct {
	Sq     int16 // the square the pawn stands on; -1 off the map
	Half   int8  // lives, in halves
	Ammo   int16
	Kills  int16
	Hand   [handCap]uint8 // event card instances
	HandN  int8
	Front  uint64 // event card instances in play in front of the player, by bit
	Played bool   // an event or page played this round
	Used   bool   // a card in play discarded for its effect this round
	Turns  int16
	Deaths int16
}

// Laid is a map card on the table.
type Laid struct {
	Inst uint8 // map card instance
	Cell uint8 // table cell, row*gridW+col
	Rot  uint8 // quarter turns clockwise
}

// Ev is one thing the last action set off, for Narrate.
type Ev struct {
	K    uint8
	S    int8
	A, B int16
}

// Die is a die rolled in the current turn, a public fact: what for, by
// whom, its face, what a card in play adds (the Shotgun to a fight, the
// Lantern to a move), the ammunition spent to raise it, the roll it needed
// and how it ended.
type Die struct {
	K    uint8
	S    int8
	Face int8
	Plus int8
	Ammo int8
	Need int8
	Res  uint8
}

// Trail is a dog moved in the current turn, from square to square.
type Trail struct{ From, To int16 }

// State is a game of Zombies!!! 4: The End…. It is a value without
// pointers: a copy is a clone.
type State struct {
	N       int8
	Cur     int8
	Phase   uint8
	Actor   int8 // the seat to act in phPlace and phWindow
	Winners uint8
	WonBy   uint8
	Total   int16 // turns finished by all seats

	Drawn   int8 // the map card being laid, -1 if none
	MapDeck [nMapCards]uint8
	MapN    int8
	Aside   int8 // map cards that fit nowhere, out of the game
	NLaid   int8
	Laid    [nMapCards]Laid
	Cell    [nCells]int8 // laid index of each table cell, -1 if empty
	Terr    [nSq]uint8
	Nbr     [nSq][4]int16 // the square beyond each side, -1 where closed
	Dogs    [nSq]uint8
	Tok     [nSq]uint8
	Moved   [nSq]uint8 // dogs on the square that moved in this zombie phase
	Supply  int16      // dogs in the box

	EvDeck [nEvents]uint8
	EvN    int8
	Disc   [nEvents]uint8
	DiscN  int8

	P [maxSeats]Player

	MoveLeft int8
	Tried    bool // the spell was tried this turn
	Need     int8 // ammunition that turns the failed roll into a kill
	FNext    uint8
	Win      int8 // the window's next seat, as an offset from Cur
	ZLeft    int8
	DogFrom  int16 // the dog chosen to move, -1 before the choice
	DogsLeft int8  // the dogs of the plain-woods card just laid still to place

	Dice   [diceCap]Die // the dice of the current turn, oldest first
	DiceN  int8
	Trails [trailCap]Trail // the dogs moved in the current turn
	TrailN int8

	Rev  bool
	Log  [logCap]Ev
	LogN int8
	RNG  game.RNG
}

// New starts a game: the Bridge in the middle with the first card laid
// across it, pawns on the Bridge's first square, 3 ammunition, 2 lives and
// 2 half lives and 3 event cards each, the map deck shuffled, a random first
// player.
func New(c game.Config) (*State, error) {
	if _, err := Load(); err != nil {
		return nil, err
	}
	if c.Players < 2 || c.Players > maxSeats {
		return nil, fmt.Errorf("zombies4 is for 2–6 players, not %d", c.Players)
	}
	for k := range c.Options {
		return nil, fmt.Errorf("zombies4 has no option %q", k)
	}
	g := &State{N: int8(c.Players), Drawn: -1, DogFrom: -1, RNG: game.NewRNG(c.Seed)}
	cat := tab.cat
	g.Supply = int16(cat.DogsTotal)
	for i := range g.Cell {
		g.Cell[i] = -1
	}
	for i := range g.Nbr {
		g.Nbr[i] = [4]int16{-1, -1, -1, -1}
	}
	g.lay(tab.bridge, bridgeRow*gridW+bridgeCol, 0)
	for i := 0; i < nMapCards; i++ {
		if uint8(i) != tab.bridge {
			g.MapDeck[g.MapN] = uint8(i)
			g.MapN++
		}
	}
	g.shuffleMap()
	// House: the Cabin lies among the last cards of the map deck (the
	// bottom of the deck is index 0), never the first card laid.
	for i := 0; i < int(g.MapN); i++ {
		if g.MapDeck[i] == tab.cabin {
			j := g.RNG.IntN(tab.cat.CabinLast)
			g.MapDeck[i], g.MapDeck[j] = g.MapDeck[j], g.MapDeck[i]
			break
		}
	}
	first := g.MapDeck[g.MapN-1]
	g.MapN--
	east := uint8(bridgeRow*gridW + bridgeCol + 1)
	var rots []uint8
	for r := uint8(0); r < 4; r++ {
		if tab.defs[tab.mapInst[first]].distinct&(1<<r) != 0 && g.canPlace(first, east, r) {
			rots = append(rots, r)
		}
	}
	if len(rots) == 0 {
		return nil, fmt.Errorf("zombies4: map card %s cannot be laid across the Bridge", tab.defs[tab.mapInst[first]].id)
	}
	// The first card comes with the Bridge, laid by nobody: its dogs, if
	// it is plain woods, are scattered at random.
	g.place(first, east, rots[g.RNG.IntN(len(rots))])
	g.scatterDogs(g.DogsLeft)
	for i := 0; i < nEvents; i++ {
		g.EvDeck[i] = uint8(i)
	}
	g.EvN = nEvents
	g.RNG.Shuffle(int(g.EvN), func(i, j int) { g.EvDeck[i], g.EvDeck[j] = g.EvDeck[j], g.EvDeck[i] })
	start := g.bridgeStart()
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		p.Sq = start
		p.Half = int8(cat.StartHalf)
		p.Ammo = int16(cat.StartAmmo)
		for k := 0; k < cat.StartHand; k++ {
			g.drawEvent(s)
		}
	}
	g.Cur = int8(g.RNG.IntN(int(g.N)))
	g.LogN = 0
	g.beginTurn()
	g.Rev = false
	return g, nil
}

func (g *State) shuffleMap() {
	g.RNG.Shuffle(int(g.MapN), func(i, j int) { g.MapDeck[i], g.MapDeck[j] = g.MapDeck[j], g.MapDeck[i] })
}

// bridgeStart is the Bridge's first square, where pawns start and return.
func (g *State) bridgeStart() int16 {
	return int16(g.Cell[bridgeRow*gridW+bridgeCol])*9 + 3
}

// Players is the number of seats.
func (g *State) Players() int { return int(g.N) }

// ToAct is the seat whose decision it is.
func (g *State) ToAct() game.Seat {
	switch g.Phase {
	case phOver:
		return game.Nobody
	case phPlace, phWindow, phDogs:
		return game.Seat(g.Actor)
	}
	return game.Seat(g.Cur)
}

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.Phase == phOver }

// Revealed reports whether the last action drew on chance or hidden cards.
func (g *State) Revealed() bool { return g.Rev }

// Returns gives 1 to each winner and 0 to the others.
func (g *State) Returns() []float64 {
	out := make([]float64, g.N)
	for s := range out {
		if g.Winners&(1<<s) != 0 {
			out[s] = 1
		}
	}
	return out
}

// Clone returns an independent copy.
func (g *State) Clone() game.State {
	c := *g
	return &c
}

// Pages is the number of pages in play in front of seat s.
func (g *State) Pages(s int) int {
	n := 0
	for f := g.P[s].Front; f != 0; f &= f - 1 {
		if isPage(int(tab.evType[lowBit(f)])) {
			n++
		}
	}
	return n
}

// has reports whether seat s has a card of type ty in play.
func (g *State) has(s, ty int) bool {
	for f := g.P[s].Front; f != 0; f &= f - 1 {
		if int(tab.evType[lowBit(f)]) == ty {
			return true
		}
	}
	return false
}

func lowBit(f uint64) int { return bits.TrailingZeros64(f) }

// inHand returns the hand index of a card of type ty held by s, or -1.
func (g *State) inHand(s, ty int) int {
	p := &g.P[s]
	for i := 0; i < int(p.HandN); i++ {
		if int(tab.evType[p.Hand[i]]) == ty {
			return i
		}
	}
	return -1
}

// cabinSq reports whether square q is inside the Cabin.
func (g *State) cabinSq(q int16) bool {
	return g.Terr[q] == tBuild && g.Laid[q/9].Inst == tab.cabin
}

// cabinDogs counts the dogs inside the Cabin.
func (g *State) cabinDogs() int {
	for k := 0; k < int(g.NLaid); k++ {
		if g.Laid[k].Inst == tab.cabin {
			n := 0
			for i := k * 9; i < k*9+9; i++ {
				if g.Terr[i] == tBuild {
					n += int(g.Dogs[i])
				}
			}
			return n
		}
	}
	return 0
}

// Turns is the number of turns played by all seats (game.Turner).
func (g *State) Turns() int {
	n := 0
	for s := 0; s < int(g.N); s++ {
		n += int(g.P[s].Turns)
	}
	return n
}
