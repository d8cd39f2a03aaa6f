package all

import (
	"encoding/json"
	"testing"

	"zombietable/game"
	"zombietable/game/cpuclock"
)

// benchSeeds is how many seeded games each engine benchmark cycles through:
// the same games on every run, so that two commits compare on equal work.
const benchSeeds = 16

// benchNames are the seats' names the log lines are written with.
var benchNames = []string{"Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"}

// randomGame plays one seeded game of info at its most players with
// uniformly random legal actions and returns the action names, in order.
func randomGame(tb testing.TB, info *game.Info, seed uint64) []string {
	tb.Helper()
	st, err := info.NewGame(game.Config{Players: info.MaxPlayers, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	r := game.NewRNG(seed ^ 0xbe)
	var legal []game.Action
	var names []string
	for !st.Over() {
		legal = st.Legal(legal)
		a := legal[r.IntN(len(legal))]
		names = append(names, st.ActionString(a))
		if err := st.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	return names
}

// longestGame is the longest of the benchmark's games of info, by actions:
// the longest table a server rebuilds.
func longestGame(tb testing.TB, info *game.Info) (uint64, []string) {
	tb.Helper()
	var seed uint64
	var longest []string
	for s := uint64(1); s <= benchSeeds; s++ {
		if names := randomGame(tb, info, s); len(names) > len(longest) {
			seed, longest = s, names
		}
	}
	return seed, longest
}

// BenchmarkEngine is each engine's benchmark set, so that a change that
// slows one shows in benchstat (scripts/benchcmp.sh compares two commits):
//
//   - random: a whole game at the most players, random legal actions
//     (Legal and Apply);
//   - replay: the longest of those games rebuilt from its action names, as a
//     save or a server's table is (game.Find and Apply);
//   - tell: the same game with every action's log lines in both languages,
//     as a server's table writes them (the action described before it is
//     played, what it set off narrated after);
//   - view: every seat's view of each position of a game, encoded in JSON,
//     as a server sends them after each action.
//
// Each reports the CPU time per operation beside the wall time (cpu-ns/op,
// steadier on a shared machine); run it with -cpu 1 for one core's figures.
func BenchmarkEngine(b *testing.B) {
	for _, info := range game.Games() {
		b.Run(info.ID+"/random", func(b *testing.B) {
			var legal []game.Action
			seed := uint64(0)
			actions := 0
			c := cpuclock.Start()
			for b.Loop() {
				seed = seed%benchSeeds + 1
				st, err := info.NewGame(game.Config{Players: info.MaxPlayers, Seed: seed})
				if err != nil {
					b.Fatal(err)
				}
				r := game.NewRNG(seed ^ 0xbe)
				for !st.Over() {
					legal = st.Legal(legal)
					if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
						b.Fatal(err)
					}
					actions++
				}
			}
			c.Report(b, "games")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
		b.Run(info.ID+"/replay", func(b *testing.B) {
			seed, names := longestGame(b, info)
			cfg := game.Config{Players: info.MaxPlayers, Seed: seed}
			c := cpuclock.Start()
			for b.Loop() {
				st, err := info.NewGame(cfg)
				if err != nil {
					b.Fatal(err)
				}
				for _, n := range names {
					a, err := game.Find(st, n)
					if err == nil {
						err = st.Apply(a)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			}
			c.Report(b, "")
			b.ReportMetric(float64(len(names)), "actions")
		})
		b.Run(info.ID+"/tell", func(b *testing.B) {
			seed, names := longestGame(b, info)
			cfg := game.Config{Players: info.MaxPlayers, Seed: seed}
			seats := benchNames[:info.MaxPlayers]
			lines := 0
			c := cpuclock.Start()
			for b.Loop() {
				st, err := info.NewGame(cfg)
				if err != nil {
					b.Fatal(err)
				}
				for _, n := range names {
					a, err := game.Find(st, n)
					if err != nil {
						b.Fatal(err)
					}
					for _, lang := range []string{"en", "it"} {
						game.DescribeAction(st, a, seats, lang)
						lines++
					}
					before := game.Before(st)
					if err := st.Apply(a); err != nil {
						b.Fatal(err)
					}
					for _, lang := range []string{"en", "it"} {
						lines += len(game.NarrateAction(st, before, seats, lang))
					}
				}
			}
			c.Report(b, "")
			b.ReportMetric(float64(lines)/float64(b.N), "lines")
		})
		b.Run(info.ID+"/view", func(b *testing.B) {
			var positions []game.State
			st, err := info.NewGame(game.Config{Players: info.MaxPlayers, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			r := game.NewRNG(1 ^ 0xbe)
			var legal []game.Action
			for !st.Over() {
				positions = append(positions, st.Clone())
				legal = st.Legal(legal)
				if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
					b.Fatal(err)
				}
			}
			i := 0
			bytes := 0
			c := cpuclock.Start()
			for b.Loop() {
				p := positions[i%len(positions)]
				i++
				for s := 0; s < info.MaxPlayers; s++ {
					v, err := json.Marshal(p.View(game.Seat(s)))
					if err != nil {
						b.Fatal(err)
					}
					bytes += len(v)
				}
			}
			c.Report(b, "")
			b.ReportMetric(float64(bytes)/float64(b.N), "bytes/op")
		})
	}
}
