package zombionion

import (
	"strings"
	"testing"

	"zombietable/game"
)

// TestDecodeRoundTrips plays random games and checks that every legal action
// decodes to a verb and card that encode back to it, and that its name is
// the one ActionString gives, with the card in it exactly when the verb
// takes one.
func TestDecodeRoundTrips(t *testing.T) {
	seen := [NumVerbs]int{}
	var legal []game.Action
	for i := 0; i < 40; i++ {
		g, err := New(game.Config{Players: 2 + i%3, Seed: uint64(500 + i), Options: map[string]string{"kingdom": "random"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(uint64(900 + i))
		for step := 0; step < 500 && !g.Over(); step++ {
			legal = g.Legal(legal)
			for _, a := range legal {
				v, c := Decode(a)
				if v == 0 {
					t.Fatalf("game %d step %d: legal action %d (%q) does not decode", i, step, a, g.ActionString(a))
				}
				if b := Encode(v, c); b != a {
					t.Fatalf("game %d step %d: %q decodes to verb %d card %d, which encode to %d", i, step, g.ActionString(a), v, c, b)
				}
				name := ActionName(a)
				if name != g.ActionString(a) {
					t.Fatalf("ActionName %q, ActionString %q", name, g.ActionString(a))
				}
				if v.TakesCard() != strings.Contains(name, c.String()) || !v.TakesCard() && c != 0 {
					t.Fatalf("%q: verb %d takes a card: %v, card %d", name, v, v.TakesCard(), c)
				}
				seen[v]++
			}
			if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d step %d: %v", i, step, err)
			}
		}
	}
	t.Logf("actions checked by verb: %v", seen)
	for v := VerbPlay; v < NumVerbs; v++ {
		if seen[v] == 0 {
			t.Errorf("no random game made verb %d legal", v)
		}
	}
}

// TestDecodeRefusesNonActions checks that what is not an action of
// Zombionion decodes to no verb, and that ActionString names it by number.
func TestDecodeRefusesNonActions(t *testing.T) {
	tests := []struct {
		name string
		a    game.Action
	}{
		{"zero", 0},
		{"negative", -1},
		{"beyond two bytes", 1 << 20},
		{"no verb with a card", Encode(0, Furbizia)},
		{"unknown verb", Encode(NumVerbs, 0)},
		{"unknown card", Encode(VerbBuy, NumCards)},
	}
	for _, tt := range tests {
		if v, c := Decode(tt.a); v != 0 || c != 0 {
			t.Errorf("%s: decoded as verb %d card %d", tt.name, v, c)
		}
		if got := ActionName(tt.a); !strings.HasPrefix(got, "action ") {
			t.Errorf("%s: named %q", tt.name, got)
		}
	}
}
