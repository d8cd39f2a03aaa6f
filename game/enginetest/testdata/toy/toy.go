// Package toy is a small game that exercises every corner of the engine
// contract; the conformance suite and the shared bots are tested on it.
//
// Two to four survivors hold hidden hands drawn from a shuffled deck of cards
// valued 1 to 5. On a turn a survivor draws a card, rolls the die (1–2: the
// horde grows by one, 5–6: two points) or plays a card for its value. The next
// survivor may block a played card at once with a card of equal or higher
// value, discarding both. After every survivor's turn all vote in secret to
// fight (lose a point, push the horde back by two) or hide; the votes are
// revealed together, then the horde grows by the number of survivors. If the
// horde reaches its limit everybody loses; otherwise after the last round the
// highest scores share the win.
package toy

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"zombietable/game"
)

// Card values run from 1 to MaxValue, Copies of each.
const (
	MaxValue  = 5
	Copies    = 4
	HandLimit = 4
	StartHand = 2
)

// Actions. Playing and blocking add the card's value.
const (
	ActDraw  game.Action = 1
	ActRoll  game.Action = 2
	ActPlay  game.Action = 10 // + value
	ActBlock game.Action = 20 // + value
	ActAllow game.Action = 30
	ActFight game.Action = 40
	ActHide  game.Action = 41
)

// Phase is the kind of decision pending.
type Phase int

// The phases of a round.
const (
	PhaseTurn  Phase = iota // the seat on turn draws, rolls or plays
	PhaseReact              // the next seat blocks the played card or allows it
	PhaseVote               // the seats vote in secret, one after the other
	PhaseOver
)

// Votes as kept in State.Votes and View.LastVotes.
const (
	NoVote = 0
	Fight  = 1
	Hide   = 2
)

// State is a whole game; every field is exported so that game.Hash covers it.
type State struct {
	N         int
	Rounds    int
	Round     int
	Limit     int // the horde at this size ends the game for all
	Phase     Phase
	First     game.Seat // first seat of the round
	Turn      game.Seat // seat on turn
	Act       game.Seat // seat to decide
	Deck      []int
	Hands     [][]int // each sorted
	Discard   []int
	Score     []int
	Horde     int
	Pending   int   // the value of the card awaiting a reaction
	Votes     []int // secret until all have voted
	LastVotes []int // the votes last revealed
	Fights    []int // each seat's votes to fight so far
	TurnsDone int
	Lost      bool
	Reveal    bool
	Rng       game.RNG
}

// Info describes the toy game; tests register it or use it directly.
func Info() *game.Info {
	return &game.Info{
		ID:            "toy",
		Name:          "Toy",
		NameIT:        "Giocattolo",
		MinPlayers:    2,
		MaxPlayers:    4,
		Description:   "A small game of hidden hands, a die, a reaction and a secret vote.",
		DescriptionIT: "Un piccolo gioco di mani nascoste, un dado, una reazione e un voto segreto.",
		Hidden:        true,
		Options: []game.Option{{
			Key: "rounds", Name: "Rounds", NameIT: "Round",
			Choices: []string{"3", "4", "5", "6"}, Default: "5",
			Help: "How many rounds are played.",
		}},
		New: New,
		// The arena may play any number of rounds from 1 to 10.
		Arena: func(c game.Config, bots []string) (game.State, error) {
			if len(bots) != c.Players {
				return nil, fmt.Errorf("toy: %d bots for %d players", len(bots), c.Players)
			}
			for _, k := range slices.Sorted(maps.Keys(c.Options)) {
				if k != "rounds" {
					return nil, fmt.Errorf("toy has no option %q", k)
				}
			}
			return New(c)
		},
		Levels: []game.Level{
			{Name: "easy", Bot: "random"},
			{Name: "normal", Bot: "ismcts:200"},
			{Name: "hard", Bot: "ismcts:1000"},
		},
	}
}

// New deals a game.
func New(c game.Config) (game.State, error) {
	if c.Players < 2 || c.Players > 4 {
		return nil, fmt.Errorf("toy is for 2–4 players, not %d", c.Players)
	}
	rounds, err := strconv.Atoi(c.Option("rounds", "5"))
	if err != nil || rounds < 1 || rounds > 10 {
		return nil, fmt.Errorf("toy: rounds must be a number from 1 to 10, not %q", c.Option("rounds", "5"))
	}
	s := &State{
		N:         c.Players,
		Rounds:    rounds,
		Limit:     c.Players + 4,
		Hands:     make([][]int, c.Players),
		Deck:      []int{},
		Discard:   []int{},
		LastVotes: []int{},
		Score:     make([]int, c.Players),
		Votes:     make([]int, c.Players),
		Fights:    make([]int, c.Players),
		Rng:       game.NewRNG(c.Seed),
	}
	for v := 1; v <= MaxValue; v++ {
		for range Copies {
			s.Deck = append(s.Deck, v)
		}
	}
	s.Rng.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	for p := range s.N {
		for range StartHand {
			s.draw(p)
		}
	}
	return s, nil
}

// Players is the number of seats.
func (s *State) Players() int { return s.N }

// ToAct is the seat to decide, or game.Nobody.
func (s *State) ToAct() game.Seat {
	if s.Phase == PhaseOver {
		return game.Nobody
	}
	return s.Act
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Revealed reports whether the last action drew, rolled or revealed.
func (s *State) Revealed() bool { return s.Reveal }

// Returns gives 1 to the highest scores, or 0 to all when the horde won.
func (s *State) Returns() []float64 {
	r := make([]float64, s.N)
	if s.Phase != PhaseOver || s.Lost {
		return r
	}
	best := s.Score[0]
	for _, v := range s.Score {
		best = max(best, v)
	}
	for p, v := range s.Score {
		if v == best {
			r[p] = 1
		}
	}
	return r
}

// Legal appends the legal actions of the seat to decide.
func (s *State) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	switch s.Phase {
	case PhaseTurn:
		hand := s.Hands[s.Act]
		if len(s.Deck) > 0 && len(hand) < HandLimit {
			dst = append(dst, ActDraw)
		}
		dst = append(dst, ActRoll)
		for i, v := range hand {
			if i == 0 || hand[i-1] != v {
				dst = append(dst, ActPlay+game.Action(v))
			}
		}
	case PhaseReact:
		dst = append(dst, ActAllow)
		hand := s.Hands[s.Act]
		for i, v := range hand {
			if v >= s.Pending && (i == 0 || hand[i-1] != v) {
				dst = append(dst, ActBlock+game.Action(v))
			}
		}
	case PhaseVote:
		dst = append(dst, ActFight, ActHide)
	}
	return dst
}

func (s *State) legal(a game.Action) bool {
	var buf [2 + MaxValue]game.Action
	for _, b := range s.Legal(buf[:0]) {
		if a == b {
			return true
		}
	}
	return false
}

// Apply plays an action of the seat to decide.
func (s *State) Apply(a game.Action) error {
	if s.Phase == PhaseOver {
		return game.Illegal("the game is over: %s cannot be played", s.ActionString(a))
	}
	if !s.legal(a) {
		return game.Illegal("%s is not legal now: %s", s.ActionString(a), s.expected())
	}
	s.Reveal = false
	p := s.Act
	switch {
	case a == ActDraw:
		s.draw(int(p))
		s.Reveal = true
		s.endTurn()
	case a == ActRoll:
		switch s.Rng.Die(6) {
		case 1, 2:
			s.Horde++
		case 5, 6:
			s.Score[p] += 2
		}
		s.Reveal = true
		s.endTurn()
	case a > ActPlay && a <= ActPlay+MaxValue:
		s.Pending = int(a - ActPlay)
		s.Hands[p] = remove(s.Hands[p], s.Pending)
		s.Reveal = true
		s.Phase = PhaseReact
		s.Act = s.next(p)
	case a == ActAllow:
		s.Score[s.Turn] += s.Pending
		s.Discard = append(s.Discard, s.Pending)
		s.Pending = 0
		s.endTurn()
	case a > ActBlock && a <= ActBlock+MaxValue:
		v := int(a - ActBlock)
		s.Hands[p] = remove(s.Hands[p], v)
		s.Discard = append(s.Discard, s.Pending, v)
		s.Pending = 0
		s.Reveal = true
		s.endTurn()
	case a == ActFight || a == ActHide:
		s.Votes[p] = Fight
		if a == ActHide {
			s.Votes[p] = Hide
		}
		s.Act = s.next(p)
		if s.Act == s.First {
			s.Reveal = true
			s.endRound()
		}
	}
	return nil
}

// expected says what the seat to decide may do.
func (s *State) expected() string {
	switch s.Phase {
	case PhaseTurn:
		return fmt.Sprintf("seat %d draws (with room in hand and cards in the deck), rolls or plays a card from hand %v", s.Act, s.Hands[s.Act])
	case PhaseReact:
		return fmt.Sprintf("seat %d allows the %d or blocks it with an equal or higher card from hand %v", s.Act, s.Pending, s.Hands[s.Act])
	default:
		return fmt.Sprintf("seat %d votes to fight or hide", s.Act)
	}
}

func (s *State) next(p game.Seat) game.Seat { return (p + 1) % game.Seat(s.N) }

func (s *State) draw(p int) {
	if len(s.Deck) == 0 || len(s.Hands[p]) >= HandLimit {
		return
	}
	v := s.Deck[len(s.Deck)-1]
	s.Deck = s.Deck[:len(s.Deck)-1]
	s.Hands[p] = insert(s.Hands[p], v)
}

func (s *State) endTurn() {
	s.TurnsDone++
	s.Turn = s.next(s.Turn)
	s.Act = s.Turn
	s.Phase = PhaseTurn
	if s.Turn == s.First {
		s.Phase = PhaseVote
	}
}

func (s *State) endRound() {
	fighters := 0
	for p, v := range s.Votes {
		if v == Fight {
			fighters++
			s.Fights[p]++
			s.Score[p] = max(0, s.Score[p]-1)
		}
	}
	s.LastVotes = append(s.LastVotes[:0], s.Votes...)
	clear(s.Votes)
	s.Horde = max(0, s.Horde-2*fighters) + s.N
	s.Round++
	switch {
	case s.Horde >= s.Limit:
		s.Lost = true
		s.Phase = PhaseOver
	case s.Round == s.Rounds:
		s.Phase = PhaseOver
	default:
		s.First = game.Seat(s.Round % s.N)
		s.Turn, s.Act = s.First, s.First
		s.Phase = PhaseTurn
		for p := range s.N {
			s.draw(p)
		}
	}
}

func insert(hand []int, v int) []int {
	i := 0
	for i < len(hand) && hand[i] < v {
		i++
	}
	hand = append(hand, 0)
	copy(hand[i+1:], hand[i:])
	hand[i] = v
	return hand
}

func remove(hand []int, v int) []int {
	for i, w := range hand {
		if w == v {
			return append(hand[:i], hand[i+1:]...)
		}
	}
	return hand
}

// Clone returns a deep copy.
func (s *State) Clone() game.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Deck = cp(s.Deck)
	c.Discard = cp(s.Discard)
	c.Score = cp(s.Score)
	c.Votes = cp(s.Votes)
	c.LastVotes = cp(s.LastVotes)
	c.Fights = cp(s.Fights)
	c.Hands = make([][]int, len(s.Hands))
	for p, h := range s.Hands {
		c.Hands[p] = append(make([]int, 0, HandLimit), h...)
	}
	return &c
}

// cp copies a slice; the copy of an empty slice is empty, never nil, so that
// clones encode alike.
func cp(x []int) []int { return append(make([]int, 0, len(x)), x...) }

// Determinize re-deals the cards seat o has not seen (the deck and the other
// hands), re-draws the secret votes of the others and reseeds the die.
func (s *State) Determinize(o game.Seat, r *game.RNG) game.State {
	d := s.clone()
	pool := cp(d.Deck)
	for p, h := range d.Hands {
		if game.Seat(p) != o {
			pool = append(pool, h...)
		}
	}
	// Sorted first, the re-deal depends only on what the seat knows.
	slices.Sort(pool)
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p, h := range d.Hands {
		if game.Seat(p) == o {
			continue
		}
		n := len(h)
		d.Hands[p] = d.Hands[p][:0]
		for _, v := range pool[:n] {
			d.Hands[p] = insert(d.Hands[p], v)
		}
		pool = pool[n:]
	}
	copy(d.Deck, pool)
	for p, v := range d.Votes {
		if game.Seat(p) != o && v != NoVote {
			d.Votes[p] = Fight + r.IntN(2)
		}
	}
	d.Rng = game.NewRNG(r.Uint64())
	return d
}

// Turns is the number of turns taken, reactions and votes aside.
func (s *State) Turns() int { return s.TurnsDone }

// Stats gives a seat's score and how often it voted to fight.
func (s *State) Stats(p game.Seat) map[string]float64 {
	return map[string]float64{"score": float64(s.Score[p]), "fights": float64(s.Fights[p])}
}

// View is what one seat may know.
type View struct {
	Seat      game.Seat
	Players   int
	Round     int
	Rounds    int
	Limit     int
	Phase     Phase
	Turn      game.Seat
	ToAct     game.Seat
	Hand      []int // the seat's own hand
	HandSizes []int
	DeckSize  int
	Discard   []int
	Score     []int
	Horde     int
	Pending   int
	Voted     []bool
	Vote      int // the seat's own secret vote
	LastVotes []int
	Lost      bool
}

// View returns what seat o may know: its own hand and vote, and the public
// table.
func (s *State) View(o game.Seat) any {
	v := View{
		Seat: o, Players: s.N, Round: s.Round, Rounds: s.Rounds, Limit: s.Limit,
		Phase: s.Phase, Turn: s.Turn, ToAct: s.ToAct(),
		HandSizes: make([]int, s.N), DeckSize: len(s.Deck),
		Discard: cp(s.Discard), Score: cp(s.Score),
		Horde: s.Horde, Pending: s.Pending, Voted: make([]bool, s.N),
		LastVotes: cp(s.LastVotes), Lost: s.Lost,
	}
	for p, h := range s.Hands {
		v.HandSizes[p] = len(h)
		v.Voted[p] = s.Votes[p] != NoVote
	}
	if o >= 0 && int(o) < s.N {
		v.Hand = cp(s.Hands[o])
		v.Vote = s.Votes[o]
	}
	return v
}

// ActionString names an action.
func (s *State) ActionString(a game.Action) string {
	switch {
	case a == ActDraw:
		return "draw"
	case a == ActRoll:
		return "roll"
	case a > ActPlay && a <= ActPlay+MaxValue:
		return fmt.Sprintf("play %d", a-ActPlay)
	case a > ActBlock && a <= ActBlock+MaxValue:
		return fmt.Sprintf("block %d", a-ActBlock)
	case a == ActAllow:
		return "allow"
	case a == ActFight:
		return "fight"
	case a == ActHide:
		return "hide"
	}
	return fmt.Sprintf("action %d", a)
}

// Describe narrates an action of the seat to decide, in Italian for lang
// "it" and in English otherwise; a vote stays secret.
func (s *State) Describe(a game.Action, who string, lang string) string {
	say := func(en, it string, args ...any) string {
		if lang == "it" {
			return who + " " + fmt.Sprintf(it, args...)
		}
		return who + " " + fmt.Sprintf(en, args...)
	}
	switch {
	case a == ActDraw:
		return say("draws a card", "pesca una carta")
	case a == ActRoll:
		return say("rolls the die", "tira il dado")
	case a > ActPlay && a <= ActPlay+MaxValue:
		return say("plays a %d", "gioca un %d", a-ActPlay)
	case a > ActBlock && a <= ActBlock+MaxValue:
		return say("blocks with a %d", "blocca con un %d", a-ActBlock)
	case a == ActAllow:
		return say("lets it through", "lascia passare")
	case a == ActFight || a == ActHide:
		return say("votes in secret", "vota in segreto")
	}
	return say("does %s", "fa %s", s.ActionString(a))
}
