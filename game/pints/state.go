package pints

import (
	"fmt"
	"math/bits"

	"zombietable/game"
)

// stack is the pile of zombie tokens on a tile, the bus's load on a new tile
// or the tokens waiting to be dealt: two bits a token, bottom first (0 face
// down, 1 tough, 2 tough with mint sauce, 3 lively tough, all revealed).
type stack struct {
	Z uint64
	N uint8
}

// codeType maps a revealed token's code on a tile to its token type.
var codeType = [4]int8{-1, tTough, tToughMint, tToughLively}

func typeCode(t int8) uint64 {
	switch t {
	case tTough:
		return 1
	case tToughMint:
		return 2
	case tToughLively:
		return 3
	}
	return 0
}

func (z *stack) top() uint64 { return (z.Z >> (2 * uint(z.N-1))) & 3 }

func (z *stack) push(code uint64) {
	z.Z = z.Z&^(3<<(2*uint(z.N))) | code<<(2*uint(z.N))
	z.N++
}

func (z *stack) pop() uint64 {
	c := z.top()
	z.N--
	z.Z &^= 3 << (2 * uint(z.N))
	return c
}

// task is a step of the game's flow: the top of the stack is either worked
// at once or, for a decision, waits for the seat W.
type task struct {
	K uint8 // the kind, one of the t… and d… constants
	W int8  // the seat a decision belongs to
	A int16
	B int16
	C int16
}

// player is one seat's side of the table.
type player struct {
	Bites    int8
	Beers    int8
	Chips    int16
	Hand     uint64 // companion card ids
	Food     uint8  // pub-food tiles held
	FoodUsed uint8  // used since the seat's turn began
	Down     uint8  // face-down zombie tokens on the bite tracker
	Up       [nTokenTypes]uint8
}

// place is a die or card put next to a tile before the fight.
type place struct {
	Row  int8
	Pos  int8 // for a rugby ball's side hit, row*5+tile of its target
	Item int8 // 0–3 a die face, itemCard+id a card, itemSide a rugby side hit, itemTraded+kind a traded weapon
}

const (
	itemCard   = 16
	itemSide   = 100
	itemTraded = 101
)

// itemKind is the card kind of a placed card or traded weapon, or -1 for a
// die or a side hit.
func itemKind(it int8) int {
	switch {
	case it >= itemTraded:
		return int(it - itemTraded)
	case it >= itemCard && it < itemSide:
		return int(tab.kind[it-itemCard])
	}
	return -1
}

// State is a game of Pints of Blood. It holds arrays only, so a copy is a
// deep clone, and every field is exported so that game.Hash sees it all.
type State struct {
	NP     int8
	Main   bool // piatto principale
	Choice int8 // the rescue chosen at set-up, or -1 for a random one
	Active int8
	Turn   int16
	RNG    game.RNG
	Rev    bool

	Tasks [48]task
	NT    int8

	Done   bool
	Saved  uint8 // seats saved by the rescue
	Rescue int8  // the rescue card drawn, or -1
	Rolls  [4]int8

	Tile   [nRows][nPos]int8
	Z      [nRows][nPos]stack
	Corner [nSpare]int8
	Bus    int8
	BusRow int8
	Dir    int8 // the direction of the bus's current run: 1 counter-clockwise, -1 clockwise (Continental driving)

	Pool [nTokenTypes]uint8 // token types not showing anywhere
	Bag  uint8              // tokens in the reserve
	Amb  [nTokenTypes]uint8 // the ambulance

	Sofa   int8
	Booth  int8
	Beers  int8
	Stool  uint8 // rows with a companion at the bar
	Deck   [maxDeck]int8
	Seen   [maxDeck]uint8 // seats that know the card at each deck position
	DeckN  int8
	Sec    [4]int8
	Disc   [maxDeck]int8
	DiscN  int8
	Div    uint8 // dividers already passed
	FoodIn uint8 // pub-food tiles in the reserve

	P [4]player

	Dice     [4]int8      // unplaced battle dice by face
	Traded   [kZWord]int8 // unplaced card weapons got by arms dealing, by kind
	ZDice    int8
	Placed   [48]place
	NPlaced  int8
	Defeated [nRows]int8
	PlayDead uint8
	Shutter  uint8
	CarSick  bool   // Car sick was played on the bus's current run
	Fight    bool   // the fight phase is on
	Returned uint8  // pub-food tiles given back this turn: for sale again from the next turn
	Offered  uint64 // cards offered for sale this turn
	Sent     bool   // a companion was sent this turn
	Juking   int8
	Juke     stack
	Peeked   bool
	Scoring  bool  // the scoring phase has begun: no companion card is played
	Moving   stack // tokens of a Distracted stack still to place
	MoveFrom int8
}

// newState sets up a game.
func newState(np int, seed uint64, main bool, rescue int) (*State, error) {
	if np < 2 || np > 4 {
		return nil, fmt.Errorf("pints is for 2–4 players, not %d", np)
	}
	s := &State{NP: int8(np), Main: main, Choice: int8(rescue), Rescue: -1, RNG: game.NewRNG(seed), Dir: 1}
	for i := range s.Rolls {
		s.Rolls[i] = -1
	}
	s.setupTiles()
	for t := range nTokenTypes {
		s.Pool[t] = tab.tokens[t]
		s.Bag += tab.tokens[t]
	}
	s.Sofa, s.Booth, s.Beers = int8(cfg.SofaStart), int8(cfg.BoothStart), int8(cfg.Beers)
	s.setupDeck()
	for p := range np {
		s.P[p].Chips = int16(cfg.StartChips)
	}
	s.FoodIn = 1<<nFood - 1
	if main {
		for p := range np {
			for range cfg.FoodStart() {
				s.P[p].Food |= s.takeRandomFood(0xff)
			}
		}
	}
	s.push(task{K: tTurnStart})
	s.push(task{K: tColour, A: colourSetup})
	s.run()
	s.Rev = false
	return s, nil
}

// FoodStart is the number of pub-food tiles each player draws at the start.
func (c *Catalog) FoodStart() int { return c.foodStart }

func (s *State) setupTiles() {
	// Every row gets one tile of each colour; the rest, shuffled, fill the
	// fifth places and the bar corner. At the starter level the symbol tiles
	// lie face down, without a colour, so only plain tiles count for the
	// colours; at the main course every tile shows its colour.
	var plain [4][nTiles]int8
	var np [4]int
	var rest [nTiles]int8
	nr := 0
	for t := range int8(nTiles) {
		c := tab.tileCol[t]
		if tab.tileSym[t] && !s.Main {
			rest[nr] = t
			nr++
			continue
		}
		plain[c][np[c]] = t
		np[c]++
	}
	for c := range 4 {
		ids := plain[c][:np[c]]
		s.RNG.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		for r := range nRows {
			s.Tile[r][c] = ids[r]
		}
		for _, t := range ids[nRows:] {
			rest[nr] = t
			nr++
		}
	}
	rs := rest[:nr]
	s.RNG.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
	for r := range nRows {
		s.Tile[r][4] = rs[r]
		row := s.Tile[r][:]
		s.RNG.Shuffle(nPos, func(i, j int) { row[i], row[j] = row[j], row[i] })
	}
	for i := range nSpare {
		s.Corner[i] = rs[nRows+i]
	}
}

// colourOf is the colour a tile shows, or -1 for a symbol tile lying face
// down at the starter level.
func (s *State) colourOf(t int8) int8 {
	if !s.Main && tab.tileSym[t] {
		return -1
	}
	return tab.tileCol[t]
}

func (s *State) setupDeck() {
	var cards [maxDeck]int8
	n := 0
	for c := int8(0); c < tab.firstR; c++ {
		if !s.Main && tab.mainOnly[tab.kind[c]] {
			continue
		}
		cards[n] = c
		n++
	}
	list := cards[:n]
	s.RNG.Shuffle(n, func(i, j int) { list[i], list[j] = list[j], list[i] })
	pile := n / 4
	rescue := s.Choice
	if rescue < 0 {
		rescue = int8(s.RNG.IntN(5))
	}
	copy(s.Deck[:], list)
	s.Deck[n] = tab.firstR + rescue
	// Shuffle the rescue into the bottom pile.
	bottom := s.Deck[3*pile : n+1]
	s.RNG.Shuffle(len(bottom), func(i, j int) { bottom[i], bottom[j] = bottom[j], bottom[i] })
	s.DeckN = int8(n + 1)
	s.Sec = [4]int8{int8(pile), int8(pile), int8(pile), int8(n - 3*pile + 1)}
}

// takeRandomFood takes a random pub-food tile of the reserve, among those
// in mask.
func (s *State) takeRandomFood(mask uint8) uint8 {
	in := s.FoodIn & mask
	n := bits.OnesCount8(in)
	if n == 0 {
		return 0
	}
	k := s.RNG.IntN(n)
	for f := range nFood {
		if in&(1<<f) != 0 {
			if k == 0 {
				s.FoodIn &^= 1 << f
				s.Rev = true
				return 1 << f
			}
			k--
		}
	}
	return 0
}

func (s *State) push(t task) {
	s.Tasks[s.NT] = t
	s.NT++
}

func (s *State) pop() { s.NT-- }

func (s *State) top() *task { return &s.Tasks[s.NT-1] }

// Players is the number of seats.
func (s *State) Players() int { return int(s.NP) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Done }

// Revealed reports whether the last action drew, rolled or revealed.
func (s *State) Revealed() bool { return s.Rev }

// Turns is the number of turns begun.
func (s *State) Turns() int { return int(s.Turn) + 1 }

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	return &c
}

// ToAct is the seat whose decision it is.
func (s *State) ToAct() game.Seat {
	if s.Done {
		return game.Nobody
	}
	return game.Seat(s.top().W)
}

// Returns gives 1 to each seat saved by the rescue and 0 to the others.
func (s *State) Returns() []float64 {
	out := make([]float64, s.NP)
	for p := range out {
		if s.Saved&(1<<p) != 0 {
			out[p] = 1
		}
	}
	return out
}

// companions is the number of companions in the pub.
func (s *State) companions() int { return int(s.Sofa) + bits.OnesCount8(s.Stool) }

// handCount is the number of companion cards seat p holds.
func (s *State) handCount(p int) int { return bits.OnesCount64(s.P[p].Hand) }

// hasKind returns the first card of kind k in seat p's hand, or -1.
func (s *State) hasKind(p int, k int) int8 {
	m := s.P[p].Hand & tab.mask[k]
	if m == 0 {
		return -1
	}
	return int8(bits.TrailingZeros64(m))
}

// canFood reports whether seat p holds pub food f and has not used it since
// its turn began.
func (s *State) canFood(p int, f int) bool {
	return s.Main && s.P[p].Food&(1<<f) != 0 && s.P[p].FoodUsed&(1<<f) == 0
}

// forSale is the pub food of the reserve the active player may buy: not a
// tile given back this turn ("che può ricomprare nel prossimo turno").
func (s *State) forSale() uint8 { return s.FoodIn &^ s.Returned }

// next is the row after r in the bus's direction.
func (s *State) next(r int8) int8 { return (r + s.Dir + nRows) % nRows }

// price is what a companion card costs from another player.
func (s *State) price() int16 { return int16(max(1, s.Sofa)) }

// current is the sector the top card belongs to.
func (s *State) current() int {
	for i, n := range s.Sec {
		if n > 0 {
			return i
		}
	}
	return 3
}

// Stats gives the arena's per-seat figures of a finished game: "saved" (1 if
// the seat was saved, else 0); "zombies_won" (1 if nobody was saved); and,
// when the game ended on a rescue card, "rescue_<id>_saves" — 1 if that rescue
// saved somebody, else 0 — so its mean is the share of the games in which the
// rescue was drawn that it saved somebody.
func (s *State) Stats(seat game.Seat) map[string]float64 {
	if !s.Done {
		return nil
	}
	m := map[string]float64{"saved": 0, "zombies_won": 0}
	if s.Saved&(1<<seat) != 0 {
		m["saved"] = 1
	}
	if s.Saved == 0 {
		m["zombies_won"] = 1
	}
	if s.Rescue >= 0 {
		key := "rescue_" + cfg.Cards[tab.kind[s.Rescue]].ID + "_saves"
		m[key] = 0
		if s.Saved != 0 {
			m[key] = 1
		}
	}
	return m
}
