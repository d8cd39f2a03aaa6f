package zombies4

import (
	"testing"

	"zombietable/game"
)

// spec is a map card laid by a scenario: its id, table cell and rotation.
type spec struct {
	id       string
	col, row int
	rot      uint8
}

// build starts a game of n players and replaces its map with the Bridge and
// the given cards (no counters, no dogs), every pawn on the Bridge's first
// square, seat 0 to move with move squares left.
func build(t *testing.T, n int, move int, cards ...spec) *State {
	t.Helper()
	g, err := New(game.Config{Players: n, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g.NLaid = 0
	for i := range g.Cell {
		g.Cell[i] = -1
	}
	for i := range g.Nbr {
		g.Nbr[i] = [4]int16{-1, -1, -1, -1}
	}
	g.Terr, g.Dogs, g.Tok, g.Moved = [nSq]uint8{}, [nSq]uint8{}, [nSq]uint8{}, [nSq]uint8{}
	g.Supply = int16(tab.cat.DogsTotal)
	g.lay(tab.bridge, bridgeRow*gridW+bridgeCol, 0)
	used := map[uint8]bool{tab.bridge: true}
	for _, c := range cards {
		inst := instOf(t, c.id, used)
		used[inst] = true
		g.lay(inst, c.row*gridW+c.col, c.rot)
	}
	g.MapN = 0
	for i := 0; i < nMapCards; i++ {
		if !used[uint8(i)] {
			g.MapDeck[g.MapN] = uint8(i)
			g.MapN++
		}
	}
	g.Aside = 0
	for s := 0; s < n; s++ {
		g.P[s].Sq = g.bridgeStart()
		g.P[s].Kills = 0
		g.P[s].Front = 0
	}
	g.Cur, g.Actor, g.Drawn = 0, 0, -1
	g.Phase = phMove
	g.MoveLeft = int8(move)
	g.FNext = nxMove
	return g
}

// instOf finds an unused instance of a map card.
func instOf(t *testing.T, id string, used map[uint8]bool) uint8 {
	t.Helper()
	for i := 0; i < nMapCards; i++ {
		if tab.defs[tab.mapInst[i]].id == id && !used[uint8(i)] {
			return uint8(i)
		}
	}
	t.Fatalf("no free map card %q", id)
	return 0
}

// sq is the square at table column x and row y.
func sq(t *testing.T, g *State, x, y int) int16 {
	t.Helper()
	k := g.Cell[(y/3)*gridW+x/3]
	if k < 0 {
		t.Fatalf("no card at square %d,%d", x, y)
	}
	return int16(k)*9 + int16(y%3*3+x%3)
}

// rig reseeds the generator so that the next dice are the given ones.
func rig(t *testing.T, g *State, dice ...int) {
	t.Helper()
	for seed := uint64(0); seed < 1<<22; seed++ {
		r := game.NewRNG(seed)
		ok := true
		for _, d := range dice {
			if r.Die(6) != d {
				ok = false
				break
			}
		}
		if ok {
			g.RNG = game.NewRNG(seed)
			return
		}
	}
	t.Fatalf("no seed rolls %v", dice)
}

// hand gives seat s exactly the cards of the given types, taken from the
// event deck, its old hand going back into the deck.
func hand(t *testing.T, g *State, s int, types ...int) {
	t.Helper()
	p := &g.P[s]
	for p.HandN > 0 {
		p.HandN--
		g.EvDeck[g.EvN] = p.Hand[p.HandN]
		g.EvN++
	}
	for _, ty := range types {
		free(g, ty)
		found := false
		for i := 0; i < int(g.EvN); i++ {
			if int(tab.evType[g.EvDeck[i]]) == ty {
				p.Hand[p.HandN] = g.EvDeck[i]
				p.HandN++
				g.EvN--
				g.EvDeck[i] = g.EvDeck[g.EvN]
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("no %s left in the event deck", evIDs[ty])
		}
	}
}

// front puts cards of the given types in play in front of seat s, taken
// from the event deck.
func front(t *testing.T, g *State, s int, types ...int) {
	t.Helper()
	for _, ty := range types {
		free(g, ty)
		found := false
		for i := 0; i < int(g.EvN); i++ {
			if int(tab.evType[g.EvDeck[i]]) == ty {
				g.P[s].Front |= 1 << g.EvDeck[i]
				g.EvN--
				g.EvDeck[i] = g.EvDeck[g.EvN]
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("no %s left in the event deck", evIDs[ty])
		}
	}
}

// do applies the action named name, failing the test if it is refused.
func do(t *testing.T, g *State, name string) {
	t.Helper()
	a, err := game.Find(g, name)
	if err != nil {
		t.Fatalf("%s: %v (legal: %v)", name, err, names(g))
	}
	if err := g.Apply(a); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// refused checks that the action named name is not legal, is refused with
// a reason in both languages, and leaves the state unchanged.
func refused(t *testing.T, g *State, a game.Action) string {
	t.Helper()
	before := game.Hash(g)
	err := g.Apply(a)
	if err == nil {
		t.Fatalf("%s was accepted", g.ActionString(a))
	}
	if game.Hash(g) != before {
		t.Fatalf("refusing %s changed the state", g.ActionString(a))
	}
	if game.Reason(err, "it") == err.Error() {
		t.Errorf("the refusal of %s has no Italian reason: %v", g.ActionString(a), err)
	}
	return err.Error()
}

func names(g *State) []string {
	var out []string
	for _, a := range g.Legal(nil) {
		out = append(out, g.ActionString(a))
	}
	return out
}

func legalHas(g *State, name string) bool {
	for _, n := range names(g) {
		if n == name {
			return true
		}
	}
	return false
}

// free makes sure a card of type ty lies in the event deck, swapping one
// held in a hand for the deck's bottom card.
func free(g *State, ty int) {
	for i := 0; i < int(g.EvN); i++ {
		if int(tab.evType[g.EvDeck[i]]) == ty {
			return
		}
	}
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		for i := 0; i < int(p.HandN); i++ {
			if int(tab.evType[p.Hand[i]]) == ty {
				p.Hand[i], g.EvDeck[0] = g.EvDeck[0], p.Hand[i]
				return
			}
		}
	}
}
