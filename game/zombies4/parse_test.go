package zombies4

import (
	"testing"

	"zombietable/game"
)

// Every legal action is read back from its name (game.Parser), so a replay
// never names every legal action to find one; a name that is no action is
// read as none, or as an action its name does not match, which game.Find
// then refuses.
func TestParseActionReadsEveryName(t *testing.T) {
	checked := 0
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
