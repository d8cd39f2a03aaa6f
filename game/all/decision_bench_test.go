package all

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// positions collects n positions of a game played by its easiest bots, a few
// decisions apart, to time the bots on.
func positions(b *testing.B, info *game.Info, n int) []game.State {
	b.Helper()
	var out []game.State
	for seed := uint64(1); len(out) < n; seed++ {
		st, err := info.NewGame(game.Config{Players: info.MinPlayers + 1, Seed: seed})
		if err != nil {
			st, err = info.NewGame(game.Config{Players: info.MinPlayers, Seed: seed})
		}
		if err != nil {
			b.Fatal(err)
		}
		easy, err := bot.ForLevel(info, info.Levels[0].Name, seed)
		if err != nil {
			b.Fatal(err)
		}
		for step := 0; !st.Over() && len(out) < n; step++ {
			if step%7 == 3 {
				out = append(out, st.Clone())
			}
			if err := st.Apply(bot.Choose(easy, st)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkLevelDecision times one decision of each game's bot at each
// level: ns/op is the think time of a move. Run it natively and as
// WebAssembly (GOOS=js GOARCH=wasm, under Node) for the browser's figure.
func BenchmarkLevelDecision(b *testing.B) {
	for _, info := range game.Games() {
		pos := positions(b, info, 64)
		for _, lv := range info.Levels {
			b.Run(info.ID+"/"+lv.Name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					p := pos[i%len(pos)]
					bt, err := bot.ForLevel(info, lv.Name, uint64(i))
					if err != nil {
						b.Fatal(err)
					}
					bot.Choose(bt, p.Clone())
				}
			})
		}
	}
}
