package zombionion

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"zombietable/game"
)

// zoneCap bounds every ordered zone: it is more than all the cards a game can
// hold (60 Pallottola, 40 Proiettili, 30 Caricatore, 48 Vittoria/Zombi, 30
// Infezione and ten kingdom piles of at most 12).
const zoneCap = 312

// Zone is an ordered pile of cards; the top is the last one.
type Zone struct {
	N int16
	C [zoneCap]Card
}

// MarshalJSON encodes only the cards in the zone.
func (z Zone) MarshalJSON() ([]byte, error) {
	b := make([]int, z.N)
	for i := range b {
		b[i] = int(z.C[i])
	}
	return json.Marshal(b)
}

func (z *Zone) push(c Card) { z.C[z.N] = c; z.N++ }

// Counts holds how many copies of each card a zone has.
type Counts [NumCards]uint8

// Player is one seat's cards. Hand and discard pile are unordered counts (the
// discard pile's top card is kept apart); the deck is ordered.
type Player struct {
	Deck       Zone
	KnownTop   int16  // cards on top of the deck that everyone has seen put there
	Hand       Counts //
	HandN      int16
	HandKnown  Counts // cards in hand everyone has seen arrive or has been shown
	Disc       Counts
	DiscN      int16
	DiscHidden Counts // cards in the discard pile the others did not see go there
	DiscTop    Card
	Own        Counts // every card the seat owns, wherever it lies
	OwnN       int16
	Turns      int16 // turns played
	Province4  int16 // the turn on which the fourth Molti + Zombi was gained, 0 if not yet
}

// Phases of a turn.
const (
	PhaseAction uint8 = iota
	PhaseBuy
	PhaseOver
)

// Kinds of decision.
const (
	kAction uint8 = iota // play an Action card or end the Action phase
	kBuy                 // play treasures, buy, or end the turn
	kHand                // choose a card from the deciding seat's hand
	kSupply              // gain a card from the supply
	kReact               // reveal Barricata or not
	kYesNo               // one of two verbs about Dec.Card
	kRev                 // choose one of the revealed cards
	kOver                // the game is over
)

// Decision is the question the seat to act must answer.
type Decision struct {
	Kind  uint8
	Seat  int8
	Verb  Verb
	No    Verb   // the other verb of a yes/no decision
	Card  Card   // the card a yes/no decision is about
	Done  bool   // "done" is legal
	Limit int8   // kSupply: the highest cost
	Mask  uint64 // the cards that may be chosen, by bit
}

// frame is a card being resolved; Step is where it stands.
type frame struct {
	Card   Card
	Step   uint8
	Who    int8  // offset from the current player of the seat being resolved
	N      uint8 // a counter
	X      Card  // a card remembered between steps
	Limit  int8  // a cost limit
	Pos    int16 // where this card lies in the play area
	Arg    int16 // Tattica: where the card played twice lies
	Immune uint8 // seats that revealed Barricata against this Attack
}

// State is a game of Zombionion. It is a value without pointers: a copy is a
// clone.
type State struct {
	N        int8 // players
	Start    int8 // the first player
	Cur      int8 // whose turn it is
	Phase    uint8
	Actions  int16
	Buys     int16
	Coins    int16
	Bought   bool // a card was bought this turn: no more treasures
	Supply   Counts
	InSupply uint64 // the piles of this game, by bit
	Kingdom  [10]Card
	Empty    int8 // empty supply piles
	Trash    Counts
	Play     Zone // the current player's play area
	Aside    Zone // cards set aside or revealed while a card resolves
	Rev      [8]Card
	RevN     int8
	RevSeat  int8 // whose cards Rev holds
	Trashed  [4]Card
	TrashedN int8 // Ispezione: the Treasures trashed, which may be gained
	Stack    [16]frame
	SP       int8
	Dec      Decision
	P        [4]Player
	RNG      game.RNG
	Reveal   bool  // the last action revealed or drew
	Solo     bool  // a one-player goldfish game
	Winners  uint8 // when over, the winning seats by bit
	// AskHolders is set by the rules of version 3 on: only a player who
	// may hold a Barricata is asked about it (see mayReact). It is left
	// out of a version 2 game's encoding, which keeps that game's hash.
	AskHolders bool `json:",omitempty"`
}

// Players is the number of seats.
func (g *State) Players() int { return int(g.N) }

// ToAct is the seat deciding now.
func (g *State) ToAct() game.Seat {
	if g.Phase == PhaseOver {
		return game.Nobody
	}
	return game.Seat(g.Dec.Seat)
}

// Revealed reports whether the last action drew, shuffled or revealed.
func (g *State) Revealed() bool { return g.Reveal }

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.Phase == PhaseOver }

// Returns gives 1 to each winner and 0 to the others.
func (g *State) Returns() []float64 {
	r := make([]float64, g.N)
	if g.Phase != PhaseOver {
		return r
	}
	for i := range r {
		if g.Winners&(1<<i) != 0 {
			r[i] = 1
		}
	}
	return r
}

// Clone returns an independent copy.
func (g *State) Clone() game.State { c := *g; return &c }

// Score is the seat's victory points now.
func (g *State) Score(s game.Seat) int {
	p := &g.P[s]
	v := 0
	for c := Card(0); c < NumCards; c++ {
		if n := p.Own[c]; n != 0 && vp[c] != 0 {
			v += int(n) * int(vp[c])
		}
	}
	return v + int(p.Own[Survivors])*(int(p.OwnN)/10)
}

func parseSeats(s string, n int) (uint8, error) {
	var m uint8
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '+' || r == ' ' }) {
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 || v > n {
			return 0, fmt.Errorf("previous-winners: %q is not a seat from 1 to %d", f, n)
		}
		m |= 1 << (v - 1)
	}
	return m, nil
}
