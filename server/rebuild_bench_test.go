//go:build !js

package server

import (
	"testing"

	"zombietable/game"
	"zombietable/game/cpuclock"
	"zombietable/game/save"
)

// worstLog is the longest of a few whole games of info at its most players,
// played to the end by uniformly random legal actions: the longest table a
// server may have to rebuild.
func worstLog(tb testing.TB, info *game.Info) save.Log {
	tb.Helper()
	var worst save.Log
	for seed := uint64(1); seed <= 5; seed++ {
		seats := make([]save.Seat, info.MaxPlayers)
		for i := range seats {
			seats[i] = save.Seat{Name: string(rune('A' + i)), Kind: save.Human}
		}
		s, err := save.NewSession(info, game.Config{Players: info.MaxPlayers, Seed: seed}, seats)
		if err != nil {
			tb.Fatal(err)
		}
		r := game.NewRNG(seed ^ 0xbe)
		var legal []game.Action
		for !s.State.Over() {
			legal = s.State.Legal(legal)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				tb.Fatal(err)
			}
		}
		if len(s.Log.Actions) > len(worst.Actions) {
			worst = s.Log
		}
	}
	return worst
}

// BenchmarkRebuild: the time (cpu-ns/op, steadier than the wall's on a shared
// machine; run with -cpu 1) to rebuild each game's longest table from its log
// once read, as a server does when a table not in its cache is asked
// for: every action found by name, played, and its log lines written in
// every language. Reading the log from the store comes on top (see
// BenchmarkIdleTable).
func BenchmarkRebuild(b *testing.B) {
	for _, info := range game.Games() {
		b.Run(info.ID, func(b *testing.B) {
			l := worstLog(b, info)
			b.ReportAllocs()
			c := cpuclock.Start()
			for b.Loop() {
				if _, err := newTable(record{ID: "bench"}, loaded{log: l}); err != nil {
					b.Fatal(err)
				}
			}
			c.Report(b, "")
			b.ReportMetric(float64(len(l.Actions)), "actions")
		})
	}
}
