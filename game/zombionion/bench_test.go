package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/cpuclock"
)

// playBots plays one game between the named bots through the contract, as
// the arena does, and returns the final state.
func playBots(tb testing.TB, names []string, seed uint64, kingdom string) *State {
	tb.Helper()
	opts := map[string]string{"kingdom": kingdom, "need": Needs(names)}
	g, err := New(game.Config{Players: len(names), Seed: seed, Options: opts})
	if err != nil {
		tb.Fatal(err)
	}
	bots := make([]game.Bot, len(names))
	for i, n := range names {
		bots[i] = NewBot(n)
	}
	for !g.Over() {
		b := bots[g.ToAct()]
		b.Begin(g)
		b.Think(1)
		if err := g.Apply(b.Action()); err != nil {
			tb.Fatalf("seed %d: %v", seed, err)
		}
	}
	return g
}

// BenchmarkBMUvsBMU plays whole bmu-against-bmu games and reports games per
// second, of the wall clock and of CPU time (games/cpu-s, the figure that
// holds on a loaded machine); run it with -cpu 1 for one core's.
func BenchmarkBMUvsBMU(b *testing.B) {
	names := []string{BotBMU, BotBMU}
	turns := 0
	b.ReportAllocs()
	c := cpuclock.Start()
	for i := 0; i < b.N; i++ {
		g := playBots(b, names, uint64(i), "first-game")
		turns += int(g.P[0].Turns + g.P[1].Turns)
	}
	c.Report(b, "games")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
