package pints

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// TestDecodeActionRoundTrips plays random games at both levels and checks
// that every legal action decodes to an operation and arguments that encode
// back to it, that ActionString names it (not by number), and that every
// operation is met.
func TestDecodeActionRoundTrips(t *testing.T) {
	seen := [NumOps]int{}
	for _, level := range []string{LevelStarter, LevelMain} {
		for players := 2; players <= 4; players++ {
			for seed := uint64(1); seed <= 8; seed++ {
				st, err := New(game.Config{Players: players, Seed: seed, Options: map[string]string{"level": level}})
				if err != nil {
					t.Fatal(err)
				}
				rng := game.NewRNG(seed * 31)
				for step := 0; step < 400 && !st.Over(); step++ {
					legal := st.Legal(nil)
					for _, x := range legal {
						op, a, b, c := DecodeAction(x)
						if op == 0 || op >= NumOps {
							t.Fatalf("%s %dp seed %d: legal action %d has operation %d", level, players, seed, x, op)
						}
						if y := EncodeAction(op, a, b, c); y != x {
							t.Fatalf("%q decodes to %d %d %d %d, which encode to %d", st.ActionString(x), op, a, b, c, y)
						}
						if name := st.ActionString(x); name == fmt.Sprintf("action %d", x) {
							t.Fatalf("operation %d has no name", op)
						}
						seen[op]++
					}
					if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	t.Logf("actions checked by operation: %v", seen)
	for op := OpSend; op < NumOps; op++ {
		if seen[op] == 0 {
			t.Errorf("no random game made operation %d legal", op)
		}
	}
}

// TestDecodeActionRefusesNonActions checks that what is not an action of
// Pints of Blood decodes to no operation and is refused by Apply.
func TestDecodeActionRefusesNonActions(t *testing.T) {
	tests := []struct {
		name string
		x    game.Action
	}{
		{"zero", 0},
		{"no operation with arguments", EncodeAction(0, 1, 2, 3)},
		{"unknown operation", EncodeAction(NumOps, 0, 0, 0)},
		{"negative", -1},
	}
	st, err := New(game.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		if op, _, _, _ := DecodeAction(tt.x); op != 0 && op < NumOps {
			t.Errorf("%s: decoded as operation %d", tt.name, op)
		}
		if err := st.Apply(tt.x); err == nil {
			t.Errorf("%s: accepted", tt.name)
		}
	}
}
