package zombies4

import (
	"fmt"
	"slices"
	"testing"

	"zombietable/game"
)

// Every legal action is read back from its name (game.Parser), so a replay
// never names every legal action to find one; a name that is no action is
// read as none, or as an action its name does not match, which game.Find
// then refuses.
func TestParseActionReadsEveryName(t *testing.T) {
	checked, steps := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(game.Config{Players: 2 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		var legal []game.Action
		for !g.Over() {
			legal = g.Legal(legal)
			for _, a := range legal {
				name := g.ActionString(a)
				if got, ok := g.ParseAction(name); !ok || got != a {
					t.Fatalf("seed %d: %q read back as %d (%v), want %d", seed, name, got, ok, a)
				}
				checked++
			}
			// every other name of its kind is refused: a lay on any cell
			// and turn, a step any way, any dog square named
			if steps%53 == 0 {
				for _, name := range candidateNames() {
					if a, ok := g.ParseAction(name); ok && !slices.Contains(legal, a) {
						t.Fatalf("seed %d: %q read as %d, which is not legal", seed, name, a)
					}
				}
			}
			steps++
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	g, err := New(game.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"", "lay", "lay 1", "lay 1,2", "lay 1,2 r9", "lay 99,2 r1", "lay -1,2 r1", "step X",
		"play nothing", "dog", "dog 1", "dog 999,3", "to -1,2", "place 3,x", "place 0,0", "stop now", "action 7"} {
		if a, ok := g.ParseAction(name); ok {
			if _, err := game.Find(g, name); err == nil && g.ActionString(a) != name {
				t.Errorf("%q found as %q", name, g.ActionString(a))
			}
		}
	}
	t.Logf("%d legal actions read back", checked)
}

// candidateNames are names of every kind of action: every lay, step and dog
// square of the table, every card played, used or discarded.
func candidateNames() []string {
	out := []string{"stop", "cast", "spend", "bite", "pass", "keep", "place random", "step N", "step E", "step S", "step W"}
	for y := 0; y < gridH; y++ {
		for x := 0; x < gridW; x++ {
			for r := 0; r < 4; r++ {
				out = append(out, fmt.Sprintf("lay %d,%d r%d", x, y, r))
			}
		}
	}
	for y := 0; y < gridH*3; y++ {
		for x := 0; x < gridW*3; x++ {
			out = append(out, fmt.Sprintf("dog %d,%d", x, y), fmt.Sprintf("to %d,%d", x, y), fmt.Sprintf("place %d,%d", x, y))
		}
	}
	for _, id := range evIDs {
		out = append(out, "play "+id, "use "+id, "discard "+id)
	}
	return out
}
