package all

import (
	"testing"

	"zombietable/game"
)

// FuzzPlaythrough plays every registered game from a fuzzed seed and player
// count with fuzzed choices: it must end, and no legal action may be refused.
func FuzzPlaythrough(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint64(2))
	f.Add(uint64(99), uint8(3), uint64(0xdead))
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, choices uint64) {
		for _, info := range game.Games() {
			n := info.MinPlayers + int(players)%(info.MaxPlayers-info.MinPlayers+1)
			st, err := info.NewGame(game.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatalf("%s: %v", info.ID, err)
			}
			r := game.NewRNG(choices)
			var buf []game.Action
			for steps := 0; !st.Over(); steps++ {
				if steps > 200000 {
					t.Fatalf("%s, %d players, seed %d: no end", info.ID, n, seed)
				}
				buf = st.Legal(buf)
				if len(buf) == 0 {
					t.Fatalf("%s: no legal action before the end", info.ID)
				}
				if err := st.Apply(buf[r.IntN(len(buf))]); err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", info.ID, n, seed, err)
				}
			}
		}
	})
}
