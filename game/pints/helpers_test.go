package pints

import (
	"errors"
	"strings"
	"testing"

	"zombietable/game"
)

// table starts a game and clears it to a known position: no zombie
// anywhere, every token in the reserve, the deck as given (top first, all in
// sector 4 behind three empty sectors unless sectors says otherwise), and
// the decision kind k for the active seat 0 at the bottom of the flow.
func table(t *testing.T, players int, level string, k uint8) *State {
	t.Helper()
	st, err := New(game.Config{Players: players, Seed: 1, Options: map[string]string{"level": level, "rescue": "taxi"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.Z = [nRows][nPos]stack{}
	s.Bus, s.BusRow, s.Amb = 0, 0, [nTokenTypes]uint8{}
	s.Pool, s.Bag = tab.tokens, 0
	for _, c := range tab.tokens {
		s.Bag += c
	}
	for p := range s.P {
		s.P[p] = player{}
	}
	s.Active, s.Turn, s.Div = 0, 0, 0
	s.NT = 0
	s.push(task{K: k, W: 0})
	return s
}

// deck sets the draw pile, top first, into the sectors of the given sizes
// (the last one takes the rest).
func (s *State) deck(sizes [3]int8, cards ...int8) {
	s.DeckN = int8(len(cards))
	copy(s.Deck[:], cards)
	s.Seen = [maxDeck]uint8{}
	rest := s.DeckN - sizes[0] - sizes[1] - sizes[2]
	s.Sec = [4]int8{sizes[0], sizes[1], sizes[2], rest}
	s.Div = 0
	for k := range 3 {
		if sizes[k] == 0 {
			s.Div |= 1 << k
		}
	}
}

// card is the first card id of a kind, the n-th with an argument.
func card(k int, n ...int) int8 {
	if len(n) > 0 {
		return tab.first[k] + int8(n[0])
	}
	return tab.first[k]
}

// put stacks n face-down zombies from the reserve on a tile.
func (s *State) put(r, p, n int) {
	for range n {
		s.addToken(r, p)
	}
}

// only makes every face not yet seen a token of type ty, so that reveals
// are known.
func (s *State) only(ty int) {
	n := 0
	for i, c := range s.Pool {
		n += int(c)
		s.Pool[i] = 0
	}
	s.Pool[ty] = uint8(n)
}

// give puts companion cards in seat p's hand.
func (s *State) give(p int, cards ...int8) {
	for _, c := range cards {
		s.P[p].Hand |= 1 << uint(c)
	}
}

// withDice replaces the faces of the colour die and of the battle dice for
// the length of fn.
func withDice(colour, battle []int8, fn func()) {
	oc, ob := tab.colour, tab.battle
	if colour != nil {
		tab.colour = colour
	}
	if battle != nil {
		tab.battle = battle
	}
	defer func() { tab.colour, tab.battle = oc, ob }()
	fn()
}

// play applies the named legal actions in turn.
func play(t *testing.T, s *State, names ...string) {
	t.Helper()
	for _, n := range names {
		a, err := game.Find(s, n)
		if err != nil {
			var legal []string
			for _, l := range s.Legal(nil) {
				legal = append(legal, s.ActionString(l))
			}
			t.Fatalf("%q: %v\n\tprompt: %s\n\tlegal: %q", n, err, s.prompt(), legal)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%q refused: %v", n, err)
		}
	}
}

// refused checks that action x is refused with a message containing why
// and leaves the state unchanged.
func refused(t *testing.T, s *State, x game.Action, why string) {
	t.Helper()
	h := game.Hash(s)
	err := s.Apply(x)
	switch {
	case err == nil:
		t.Fatalf("%s was accepted", s.ActionString(x))
	case !errors.Is(err, game.ErrIllegal):
		t.Fatalf("%s refused without ErrIllegal: %v", s.ActionString(x), err)
	case !strings.Contains(err.Error(), why):
		t.Fatalf("%s refused with %q, want it to say %q", s.ActionString(x), err, why)
	}
	if game.Hash(s) != h {
		t.Fatalf("refusing %s changed the state", s.ActionString(x))
	}
}

// legalNames lists the names of the legal actions.
func legalNames(s *State) []string {
	var out []string
	for _, l := range s.Legal(nil) {
		out = append(out, s.ActionString(l))
	}
	return out
}

func hasLegal(s *State, name string) bool {
	for _, n := range legalNames(s) {
		if n == name {
			return true
		}
	}
	return false
}

// colourTiles counts the tiles of colour c on the board.
func (s *State) colourTiles(c int) int {
	n := 0
	for r := range nRows {
		for p := range nPos {
			if int(s.colourOf(s.Tile[r][p])) == c {
				n++
			}
		}
	}
	return n
}

func (s *State) onBoard() int {
	n := 0
	for r := range nRows {
		for p := range nPos {
			n += int(s.Z[r][p].N)
		}
	}
	return n
}

// drawTandem plays a starter game of len(bites) players, each with its bites
// and chips, up to the draw of the Tandem rescue card.
func drawTandem(t *testing.T, bites []int8, chips []int16) *State {
	t.Helper()
	s := table(t, len(bites), LevelStarter, dSend)
	s.deck([3]int8{0, 0, 0}, card(kTandem))
	for p := range bites {
		s.P[p].Bites, s.P[p].Chips = bites[p], chips[p]
	}
	play(t, s, "send a companion to row 1")
	return s
}
