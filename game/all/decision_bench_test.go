package all

import (
	"slices"
	"testing"
	"time"

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

// BenchmarkLevelMoveTimes times each offered level's decisions over the
// same positions, thought as the app thinks them (in slices, here of one
// iteration each), and reports their median and 95th percentile in
// milliseconds (p50-ms, p95-ms), the figures the promise "up to a second a
// move" is held to, and the longest slice (slice-ms), which a frame must
// hold besides drawing. Run it with -benchtime Nx (N decisions a level),
// natively and as WebAssembly under Node for the browser's figures.
func BenchmarkLevelMoveTimes(b *testing.B) {
	for _, info := range game.Games() {
		pos := positions(b, info, 64)
		for _, lv := range info.Offered() {
			b.Run(info.ID+"/"+lv.Name, func(b *testing.B) {
				times := make([]time.Duration, 0, b.N)
				var slice time.Duration
				for i := 0; i < b.N; i++ {
					bt, err := bot.ForLevel(info, lv.Name, uint64(i))
					if err != nil {
						b.Fatal(err)
					}
					p := pos[i%len(pos)].Clone()
					began := time.Now()
					bt.Begin(p)
					slice = max(slice, time.Since(began))
					for done := false; !done; {
						t0 := time.Now()
						done = bt.Think(1)
						slice = max(slice, time.Since(t0))
					}
					times = append(times, time.Since(began))
				}
				slices.Sort(times)
				ms := func(q float64) float64 {
					return float64(times[min(int(q*float64(len(times))), len(times)-1)]) / float64(time.Millisecond)
				}
				b.ReportMetric(ms(0.5), "p50-ms")
				b.ReportMetric(ms(0.95), "p95-ms")
				b.ReportMetric(float64(slice)/float64(time.Millisecond), "slice-ms")
			})
		}
	}
}
