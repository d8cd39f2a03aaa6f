package tsunami

import (
	"os"
	"testing"

	"zombietable/game"
)

// scene is a table of n players between two street cards of the first
// round: ten zombies each, no cards, no coins, nothing to decide.
func scene(t *testing.T, n int, zombird bool, seed uint64) *State {
	t.Helper()
	opts := map[string]string{"zombird": "false"}
	if zombird {
		opts["zombird"] = "true"
	}
	g, err := New(game.Config{Players: n, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	g.SP = 0
	g.Phase = phAfterCard
	g.Pos = 0
	g.Event = noCard
	for i := 0; i < n; i++ {
		g.P[i] = Player{Dice: 10, Bonus: noCard, Vote: -1, Last: -1, Pick: -1}
	}
	g.ZN, g.ZDN = 0, 0
	if zombird {
		for j := 0; j < nZombird; j++ {
			for c := 0; c < cat.Zombird[j].Count; c++ {
				g.ZDeck[g.ZN] = uint8(j)
				g.ZN++
			}
		}
	}
	return g
}

// settle runs the frames that resolve on their own, stopping at a decision
// or when the card's resolution is over (the main flow is left alone).
func (g *State) settle() {
	for g.SP > 0 {
		f := g.top()
		if f.K < nDecisionFrames {
			if g.decisionLive(f) {
				return
			}
			g.pop()
			continue
		}
		g.step(f)
	}
}

// street returns the index of the street card id.
func street(t *testing.T, id string) uint8 {
	t.Helper()
	for i, k := range cat.Street {
		if k.ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no street card %q", id)
	return 0
}

// reveal resolves street card id on g as if just revealed.
func (g *State) runCard(t *testing.T, id string) {
	t.Helper()
	g.Cur = street(t, id)
	g.resolveCard()
	g.settle()
}

// play checks that a is legal for seat, the seat to act, plays it and
// settles.
func play(t *testing.T, g *State, seat int, a game.Action) {
	t.Helper()
	if g.SP == 0 {
		t.Fatalf("nobody is to act; wanted seat %d to play %q", seat+1, g.ActionString(a))
	}
	if got := int(g.ToAct()); got != seat {
		t.Fatalf("seat %d is to act, not seat %d (frame %+v)", got+1, seat+1, *g.top())
	}
	if !contains(g.Legal(nil), a) {
		t.Fatalf("%q is not legal for seat %d: %v", g.ActionString(a), seat+1, names(g))
	}
	g.do(a)
	g.settle()
}

func contains(l []game.Action, a game.Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}

func names(g *State) []string {
	var out []string
	for _, a := range g.Legal(nil) {
		out = append(out, g.ActionString(a))
	}
	return out
}

// dice returns every seat's horde.
func dice(g *State) []int {
	out := make([]int, g.N)
	for i := range out {
		out[i] = int(g.P[i].Dice)
	}
	return out
}

// shopVisit opens a shop visit for seat s with the given coins and card c in
// the first place of the display.
func shopVisit(g *State, s, coins, c int) {
	g.P[s].Coins = int8(coins)
	g.DisplayN = 1
	g.Display[0] = uint8(c)
	g.push(frame{K: fShop, Seat: int8(s)})
}

// TestMain loads the catalog the scenarios read.
func TestMain(m *testing.M) {
	if _, err := Load(); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
