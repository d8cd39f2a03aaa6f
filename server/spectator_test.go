//go:build !js

package server

import (
	"encoding/json"
	"fmt"
	"sort"
	"testing"

	"zombietable/game"
)

// leaves flattens a JSON value into its leaves by path.
func leaves(prefix string, v any, out map[string]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			leaves(prefix+"."+k, e, out)
		}
	case []any:
		if len(x) == 0 {
			out[prefix] = "[]"
		}
		for i, e := range x {
			leaves(fmt.Sprintf("%s[%d]", prefix, i), e, out)
		}
	default:
		b, _ := json.Marshal(x)
		out[prefix] = string(b)
	}
}

func flatView(v any) map[string]string {
	b, _ := json.Marshal(v)
	var x any
	_ = json.Unmarshal(b, &x)
	m := map[string]string{}
	leaves("", x, m)
	return m
}

// secretsShown lists the places where pub shows what only one seat sees:
// a leaf on which the seats' views differ, one seat's value alone and the
// other seats (two or more) agreeing on another. With three seats or more
// that one seat's value is its secret (the others see it hidden, as "face
// down" or "voted"), so a public view must not hold it.
func secretsShown(pub map[string]string, seats []map[string]string) []string {
	var out []string
	for path, pv := range pub {
		counts := map[string]int{}
		for _, sv := range seats {
			counts[sv[path]]++
		}
		if len(counts) < 2 || counts[pv] != 1 {
			continue
		}
		for v, n := range counts {
			if v != pv && n >= 2 {
				out = append(out, path+" = "+pv)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestSpectatorSeesNoSeatsSecret: what a spectator is sent, each engine's
// View(game.Nobody), shows no seat's secret in random games of every game
// at its most seats; and the check sees a secret when one seat's own view
// is shown instead, in the games where seats hold secrets.
func TestSpectatorSeesNoSeatsSecret(t *testing.T) {
	for _, info := range game.Games() {
		t.Run(info.ID, func(t *testing.T) {
			caught := 0
			for g := 0; g < 3; g++ {
				st, err := info.NewGame(game.Config{Players: info.MaxPlayers, Seed: uint64(g + 1)})
				if err != nil {
					t.Fatal(err)
				}
				rng := game.NewRNG(uint64(g + 7))
				for step := 0; !st.Over() && step < 300; step++ {
					seats := make([]map[string]string, st.Players())
					for s := range seats {
						seats[s] = flatView(st.View(game.Seat(s)))
					}
					if leak := secretsShown(flatView(viewOf(st, -1)), seats); len(leak) > 0 {
						t.Fatalf("game %d, step %d: the spectator sees %v", g, step, leak)
					}
					caught += len(secretsShown(seats[0], seats))
					l := st.Legal(nil)
					if err := st.Apply(l[rng.IntN(len(l))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if info.Hidden && caught == 0 {
				t.Errorf("%s hides information, but showing seat 0's view to a spectator was never caught", info.ID)
			}
		})
	}
}
