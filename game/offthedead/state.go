package offthedead

import (
	"zombietable/game"
)

// The engine's fixed vocabulary.
const (
	nSurvivors  = 5
	nItems      = 11
	nQuotes     = 13
	nZones      = 3
	melee       = 2 // the zone next to the survivor
	maxCorridor = 6 // the most zombies a corridor may hold, whatever the data say
	maxHorde    = 48
	maxRubble   = 36
	maxPiles    = 9
	maxItems    = 16
	zombified   = 40 // zombie id of survivor k's zombified card: zombified+k
)

// Survivors.
const (
	sKevin = iota
	sMaria
	sTyrone
	sJade
	sSam
)

// Abilities, one per survivor in the order above.
const (
	abReroll = iota
	abHeal
	abHold
	abDodge
	abScavenge
)

// Items.
const (
	iAdrenaline = iota
	iBarricade
	iMagazine
	iColt
	iAxe
	iJerrycan
	iToy
	iMP5
	iChainsaw
	iWave
	iGoggles
)

// Quotes.
const (
	qWhat = iota
	qLookout
	qOle
	qPlus1
	qReroll
	qRetarget
	qPlus2
	qAll3
	qBetter
	qBruceLee
	qPlus3
	qStepped
	qNuke
)

// Events, by d6 face minus one.
const (
	eSeen = iota
	eWhere
	eRuns
	eJunk
	eTwice
	ePanic
)

// Steps of a turn.
const (
	stAct1 = iota
	stBiteWin
	stBite
	stMoveWin
	stMove
	stWave
	stAct2
	stInfWin
	stInfect
	stEnd
)

// Sub-steps of an action.
const (
	subNone   = iota
	subSecond // the first rubble card is turned: choose the second
	subPlace  // a turned rubble card goes back on a pile
	subRoll   // an attack's die is rolled: the window after the roll
	subJunk   // "Che roba!" struck an attack: it waits on the discard
)

// choose is the destination of a re-oriented wave card whose corridor the
// active survivor chooses (dest's answer besides a seat or -1).
const choose = -2

// winRoll is the window after an attack's roll (the other windows are named
// by their step).
const winRoll = 100

// slot is a zombie card in a corridor.
type slot struct {
	C     int8 // zombie id
	Zone  int8 // 0 first zone, 1 second zone, 2 melee zone
	Up    bool // revealed
	Twice bool // "Ma sì, che tanto morirai!": turned face down, destroyed twice
	Known bool // turned face down again after everybody saw it
}

// player is one survivor.
type player struct {
	Surv   int8
	Dir    int8 // the direction the survivor sits at, 0-3 clockwise
	Alive  bool
	Used   bool // the special ability
	Inf    int8 // 0 not infected, else the infection level
	Items  [maxItems]int8
	Ammo   [maxItems]int8
	NI     int8
	Troph  uint64 // zombie ids kept as trophies (advanced rules)
	Killed int16
}

// State is a game of Off the Dead. It holds arrays only, so a copy is a deep
// clone, and every field is exported so that game.Hash sees it all.
type State struct {
	NP       int8 // survivors
	People   int8 // seats: the people deciding, survivor k run by seat k % People
	Inv      int8 // the inventory's player count minus one
	Advanced bool
	Four     bool // the 4-player game with fewer people, each running several survivors
	Aid      bool // the memory aid: the rubble cards seen are shown on their piles
	// Picks counts the survivors still to choose (option survivors=chosen):
	// while it is above 0 Active is the survivor being chosen, and the
	// unchosen survivors' Surv is -1. Zero (and so left out of the hash's
	// encoding) once the team is complete, as in a dealt game.
	Picks int8 `json:",omitempty"`
	// Colt: each of the three survivors starts with a Colt Anaconda taken
	// from the rubble (option colt=on).
	Colt bool `json:",omitempty"`
	// Diff is the table's difficulty (option difficulty, see diffOf): 0,
	// the box's rules, is left out of the hash's encoding as in a game
	// saved before the option.
	Diff   int8 `json:",omitempty"`
	RNG    game.RNG
	Rev    bool
	Turn   int16
	Active int8
	Step   int8
	Sub    int8
	Done   bool
	Won    bool
	Nuked  bool

	P [4]player

	Horde [maxHorde]int8 // bottom first
	Arrow [maxHorde]int8
	HN    int8

	Cor [4][maxCorridor]slot // by direction
	CN  [4]int8

	Pile  [maxPiles][maxRubble]int8 // bottom first
	PN    [maxPiles]int8
	Known [maxPiles]uint64 // positions every seat has seen
	NPile int8

	GraveZ uint64 // zombie ids in the graveyard
	GraveR uint64 // rubble ids in the graveyard

	// the turn
	Panic  bool
	Hold   bool
	Dodge  bool
	Sight  bool
	NoBite int8
	Credit [3]int8

	// a search
	S1, S2   int8 // rubble ids turned, -1 none
	S1Pile   int8
	Place    [2]int8
	NPlace   int8
	Waves    int8
	Searcher int8

	// a window: the seats still to ask, in order
	WinQ [4]int8
	WinN int8
	Win  int8 // the step or subRoll the window belongs to

	// an attack waiting on its roll's window
	AtkW     int8 // item slot, -1 bare hands
	AtkT     int8 // corridor index
	Die      int8
	Bonus    int8
	LastDie  int8
	Rolls    uint16  // the die's rolls so far, so that a roll showing the number before it is still told
	Rolled   [4]int8 // the last rolls, roll r at Rolled[r%4]
	LastKill int8    // zombie id destroyed by the last roll, -1 none
	LastEv   int8    // the last event rolled, -1 none
	Fail     bool    // the action in progress has failed (an event)
	Events   int16

	// the active survivor's choices owed
	Held  [maxHorde]int8 // re-oriented cards taken from the horde, first first, waiting for their corridor
	HeldN int8
	Junk  int8 // "Che roba!" discards still to choose
}

// zStr is the strength of zombie id c in the state's inventory, at the
// table's difficulty: a zombie card stays between 1 and 6, 7 being a
// zombified survivor's.
func (s *State) zStr(c int8) int8 {
	if c >= zombified {
		return 7
	}
	return min(max(tab.zstr[s.Inv][c]+tab.dStr[s.Diff][s.Inv], 1), 6)
}

// diffOf is the State.Diff of each of the Difficulties: the box's is 0, so
// a game saved before the table had a difficulty plays by the box's rules.
var diffOf = map[string]int8{"box": 0, "gentle": 1, "grim": 2, "desperate": 3}

// levels is the infection track's length at the table's difficulty.
func (s *State) levels() int8 { return tab.dLevels[s.Diff][s.Inv] }

// zSym is the symbol bits of zombie id c.
func (s *State) zSym(c int8) uint8 {
	if c >= zombified {
		return 1 << tab.survSym[c-zombified]
	}
	return tab.zsym[s.Inv][c]
}

// rKind is the item kind of rubble id r.
func (s *State) rKind(r int8) int8 { return tab.rkind[s.Inv][r] }

// seatAt is the seat sitting at direction d, or -1.
func (s *State) seatAt(d int8) int8 {
	for p := range s.NP {
		if s.P[p].Dir == d {
			return p
		}
	}
	return -1
}

// neighbour reports whether survivors a and b sit side by side. Neighbours
// stay neighbours in death. With three survivors "i giocatori sono tutti
// vicini".
func (s *State) neighbour(a, b int8) bool {
	if s.NP == 3 {
		return a != b
	}
	d := (s.P[a].Dir - s.P[b].Dir + 4) % 4
	return d == 1 || d == 3
}

// side is the survivor at direction offset off (1 left, 3 right) of survivor
// p, or -1. With three survivors the side facing the empty place is the
// survivor across: everybody is a neighbour.
func (s *State) side(p, off int8) int8 {
	t := s.seatAt((s.P[p].Dir + off) % 4)
	if t < 0 && s.NP == 3 {
		t = s.seatAt((s.P[p].Dir + 2) % 4)
	}
	return t
}

// seatOf is the seat (the person) deciding for survivor p.
func (s *State) seatOf(p int8) game.Seat { return game.Seat(p % s.People) }

// actor is the survivor whose decision it is: the one asked in an open
// window, else the active survivor.
func (s *State) actor() int8 {
	if s.WinN > 0 && !s.choosing() && !s.Done {
		return s.WinQ[0]
	}
	return s.Active
}

func (s *State) alive(p int8) bool { return p >= 0 && p < s.NP && s.P[p].Alive }

// cor returns seat p's corridor.
func (s *State) cor(p int8) []slot { return s.Cor[s.P[p].Dir][:s.CN[s.P[p].Dir]] }

func (s *State) zombiesLeft() int {
	n := int(s.HN) + int(s.HeldN)
	for d := range 4 {
		n += int(s.CN[d])
	}
	return n
}

// Players is the number of seats: the people, each running one survivor or,
// in the 4-player game with fewer people, several.
func (s *State) Players() int { return int(s.People) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Done }

// Revealed reports whether the last action drew on chance or showed a card.
func (s *State) Revealed() bool { return s.Rev }

// Turns is the number of turns begun.
func (s *State) Turns() int { return int(s.Turn) + 1 }

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	return &c
}

// Returns gives 1 to every seat when the team won, else 0.
func (s *State) Returns() []float64 {
	out := make([]float64, s.People)
	if s.Won {
		for i := range out {
			out[i] = 1
		}
	}
	return out
}

// Stats reports a seat's figures for the arena: its survivors' kills and
// the share of them alive.
func (s *State) Stats(seat game.Seat) map[string]float64 {
	killed, alive, n := 0, 0, 0
	for p := range s.NP {
		if s.seatOf(p) != seat {
			continue
		}
		n++
		killed += int(s.P[p].Killed)
		if s.P[p].Alive {
			alive++
		}
	}
	m := map[string]float64{"killed": float64(killed), "turns": float64(s.Turn + 1), "survived": float64(alive) / float64(max(n, 1))}
	if s.Done {
		m["zombies_left"] = float64(s.zombiesLeft())
	}
	return m
}

// ToAct is the seat whose decision it is.
func (s *State) ToAct() game.Seat {
	if s.Done {
		return game.Nobody
	}
	return s.seatOf(s.actor())
}
