package offthedead

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/enginetest"
)

// TestConformance runs the shared suite at 1–4 players, basic rules.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{})
}

// TestConformanceAdvanced runs the shared suite under the advanced rules.
func TestConformanceAdvanced(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"advanced": "true"}})
}

// TestConformanceFourPlayerRules runs the suite with the 4-player rules at
// every count of survivors.
func TestConformanceFourPlayerRules(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"rules": "four", "advanced": "true"}})
}

// TestConformanceMemoryAid runs the suite with the memory aid, at every count
// of people in the 4-player game.
func TestConformanceMemoryAid(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"memory": "aid", "rules": "four"}})
}

// BenchmarkRandomGame plays random 4-player games under the basic rules and
// reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	benchGames(b, "false")
}

// BenchmarkRandomGameAdvanced is BenchmarkRandomGame under the advanced rules.
func BenchmarkRandomGameAdvanced(b *testing.B) {
	benchGames(b, "true")
}

func benchGames(b *testing.B, adv string) {
	newGame := func(c game.Config) (game.State, error) { return New(c) }
	seed := uint64(1)
	actions := 0
	for b.Loop() {
		n, err := enginetest.RandomGame(newGame, game.Config{Players: 4, Seed: seed, Options: map[string]string{"advanced": adv}}, 1<<20)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkHardDecision times the hard level's decisions along a 4-player
// basic game played by the normal team: what a hard team's games cost.
func BenchmarkHardDecision(b *testing.B) { benchHardDecision(b, nil) }

// BenchmarkHardDecisionAdvanced times them along a 4-player game under the
// advanced rules, where most of the hard team's measured games are played.
func BenchmarkHardDecisionAdvanced(b *testing.B) {
	benchHardDecision(b, map[string]string{"advanced": "true"})
}

func benchHardDecision(b *testing.B, options map[string]string) {
	info := Info()
	spec, err := info.LevelBot("hard")
	if err != nil {
		b.Fatal(err)
	}
	hard, err := bot.New(spec, info, 1)
	if err != nil {
		b.Fatal(err)
	}
	normal, err := bot.New("heuristic", info, 1)
	if err != nil {
		b.Fatal(err)
	}
	var s game.State
	seed := uint64(0)
	for b.Loop() {
		if s == nil || s.Over() {
			seed++
			if s, err = info.NewGame(game.Config{Players: 4, Seed: seed, Options: options}); err != nil {
				b.Fatal(err)
			}
		}
		bot.Choose(hard, s)
		if err := s.Apply(bot.Choose(normal, s)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestConformanceChosenTeam runs the suite with the team chosen before the
// game, under the advanced rules and with the 3-player Colts.
func TestConformanceChosenTeam(t *testing.T) {
	enginetest.Run(t, Info(), enginetest.Options{Config: map[string]string{"survivors": "chosen", "advanced": "true", "colt": "on"}})
}
