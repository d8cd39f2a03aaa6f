package tsunami

import (
	"zombietable/game"
)

// Player counts and the fixed shape of a game.
const (
	MinPlayers = 3
	MaxPlayers = 6
	nRounds    = 3
	perRound   = 6
	nStreet    = nRounds * perRound
	nColours   = 3
	handCap    = 18
	shopCap    = 24
	noCard     = 255
)

// Kinds of street card, in the order of kindIDs.
const (
	kJump = iota
	kPush
	kCoinZombie
	kGoldJump
	kCivBomb
	kParachute
	kBus
	kAeroplane
	nKinds
)

// Shop cards, in the order of shopIDs.
const (
	sPermCivilian = iota
	sPermBomb
	sSave1
	sSteal1
	sSteal2
	sSave2
	sCiv2
	sCiv3
	sDice1
	sBomb
	sMegaBomb
	sSwap
	sDice2
	sTurn
	sEgg
	sNest
	nShop
)

// Secret bonus cards, in the order of bonusIDs.
const (
	bUFO = iota
	bGigaZ
	bTsunami
	bQuarterback
	bDragonHead
	bDragonTail
	bNinja
	nBonus
)

// Zombird cards, in the order of zombirdIDs.
const (
	zBanker = iota
	zBomb
	zBrain
	zFairy
	zPtero
	zPunk
	zRobot
	zSuperBird
	zSuperFairy
	zMagnet
	nZombird
)

// Zombird events, in the order of eventIDs.
const (
	eJump = iota
	ePeek
	eGift
	eZombieGift
	eBomb
	eBonus
	eRedPill
	eCoin
	eZombie
	nEvents
)

// Vote colours.
const (
	Red = iota
	Green
	Blue
)

// Phases of the main flow.
const (
	phRoundStart uint8 = iota
	phCard
	phAfterCard
	phShopDone
	phRoundEnd
	phOver
)

// Frame kinds: the decisions, then the steps that resolve on their own.
const (
	fVote uint8 = iota
	fCoinZombie
	fCivBomb
	fWindow
	fShop
	fTarget
	fMega
	fOffer
	nDecisionFrames
	fBomb = iota + 10
	fPush
	fTeam
	fLoss
	fPicks
	fPay
)

// Contexts of an offer of kept cards: what the holder may prevent.
const (
	oLoss int8 = iota // a loss of zombies to a jump
	oBomb             // a bombing: its civilians, or its zombies when it has none
	oPush             // a push the holder's team is short of
)

// Secret choices at Coin / Zombie.
const (
	pickCoins int8 = iota
	pickZombie
)

// Contexts of a bonus window: what just happened, so a revealed card knows
// whether its objective was met.
const (
	wPush int8 = iota
	wBombed
	wBomber
	wRoundEnd
	wShop
)

// Purposes of a seat choice.
const (
	tBomb int8 = iota
	tSteal
	tTeamSteal
	tDragon
	tSwap
	tTurn
	tGift
)

// Player is one seat's horde and cards.
type Player struct {
	Dice       int16 // no limit: "Non c'è limite al numero di zombie"
	Civ        int8
	Coins      int8
	Bonus      uint8 // the secret bonus card of the round, noCard between rounds
	BonusUp    bool  // face up: revealed or disabled
	BonusKnown uint8 // seats that know the face-down card besides its holder, by bit
	Saves      [2]int8
	Hand       [handCap]uint8 // zombird cards
	HandKnown  [handCap]uint8 // seats that know each, besides the holder
	HandN      int8
	Ready      [nZombird]int8 // zombird cards played face up, waiting to work
	Vote       int8           // the colour of the current push, -1 before voting
	Pick       int8           // the secret choice at Coin / Zombie (pickCoins or pickZombie), -1 before choosing
	Last       int8           // the colour of the last push revealed, -1 before any
	Bought     int8           // shop cards bought at this visit
	EventDone  bool           // this round's event has paid this seat
	Ninja      bool           // the Ninja was revealed in this push
	Led2       bool           // among the most zombies after round 2
	Counted    int16          // the horde counted at the game's end, before any roll-off
	Paid       int8           // bonus cards that paid
	Bombed     int8           // bombs thrown
}

type frame struct {
	K    uint8
	Seat int8
	A    int8 // context, purpose or target
	B    int8
	N    int8 // a count or a step
	M    uint8
}

// State is a game of Zombie Tsunami. It is a value without pointers: a copy
// is a clone.
type State struct {
	N         int8
	Zombird   bool
	Round     int8
	Pos       int8 // street card of the round being or last resolved
	Phase     uint8
	Deck      [nStreet]uint8 // the street deck in order
	Unused    [8]uint8       // middle and last tier cards left out
	UnusedN   int8
	Drawn     int8 // street cards revealed
	Cur       uint8
	Display   [MaxPlayers + 3]uint8
	DisplayN  int8
	ShopDeck  [shopCap]uint8
	ShopN     int8
	ShopDisc  [shopCap]uint8
	ShopDN    int8
	Left      uint8 // the bonus card left over this round
	ZDeck     [handCap]uint8
	ZN        int8
	ZDisc     [handCap]uint8
	ZDN       int8
	Events    [nEvents]uint8
	EventN    int8
	Event     uint8           // this round's event, noCard without one
	Open      bool            // the votes of the push are revealed
	PicksOpen bool            // the choices of the Coin / Zombie card are revealed
	Need      int16           // the threshold of the last push resolved
	Totals    [nColours]int16 // each team's zombies in the last push resolved, its birds included
	Big       uint8           // the colours of the push's largest teams, by bit (every team tied for the most members)
	P         [MaxPlayers]Player
	Stack     [24]frame
	SP        int8
	RNG       game.RNG
	Reveal    bool
	Winners   uint8
	Rolloffs  int8
	// What the play since the last decision paid in coins, for the log:
	// GoldRolled when a Gold Jump was rolled, each seat's zombie faces
	// there and the coins they paid; Shopped when the shop was reached,
	// and each seat's coins from it. No rule reads them, so they are not
	// part of the game's hash.
	GoldRolled bool             `json:"-"`
	GoldFaces  [MaxPlayers]int8 `json:"-"`
	GoldGot    [MaxPlayers]int8 `json:"-"`
	Shopped    bool             `json:"-"`
	ShopGot    [MaxPlayers]int8 `json:"-"`
	// The votes of a push and the choices of a Coin / Zombie card revealed
	// since the last decision, for the log: the card is done, and its
	// reveal gone from the table, by the next decision.
	VotesTold bool `json:"-"`
	PicksTold bool `json:"-"`
}

// Players is the number of seats.
func (g *State) Players() int { return int(g.N) }

// ToAct is the seat deciding now.
func (g *State) ToAct() game.Seat {
	if g.Phase == phOver || g.SP == 0 {
		return game.Nobody
	}
	return game.Seat(g.Stack[g.SP-1].Seat)
}

// Revealed reports whether the last action drew, rolled or revealed.
func (g *State) Revealed() bool { return g.Reveal }

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.Phase == phOver }

// Returns gives 1 to each winner and 0 to the others.
func (g *State) Returns() []float64 {
	r := make([]float64, g.N)
	if g.Phase != phOver {
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

// Reserve is the number of the box's zombie dice not in any horde, 0 when
// the hordes hold them all: a horde grows past the box's dice ("Non c'è
// limite al numero di zombie"), counting any token as a die, as at a table.
func (g *State) Reserve() int {
	n := wantDice
	for i := 0; i < int(g.N); i++ {
		n -= int(g.P[i].Dice)
	}
	return max(n, 0)
}

// Score is what a seat would count now: its zombies and the civilians that
// will turn.
func (g *State) Score(s int) int {
	p := &g.P[s]
	return int(p.Dice) + int(p.Civ) + int(p.Ready[zBrain])*cat.Zombird[zBrain].Amount
}

func (g *State) top() *frame { return &g.Stack[g.SP-1] }

func (g *State) push(f frame) {
	g.Stack[g.SP] = f
	g.SP++
}

func (g *State) pop() { g.SP-- }

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
