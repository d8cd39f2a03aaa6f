package bot

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
)

func newToy(t testing.TB, players int, seed uint64) game.State {
	t.Helper()
	s, err := toy.New(game.Config{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// first is a game bot that plays the first legal action.
type first struct {
	legal []game.Action
	calls *int
}

func (b *first) Begin(s game.State) {
	b.legal = s.Legal(b.legal)
	*b.calls++
}
func (b *first) Think(int) bool      { return true }
func (b *first) Action() game.Action { return b.legal[0] }

// infoWithBots is toy's info with a game bot "first" whose maker counts the
// decisions it takes in calls.
func infoWithBots(calls *int) *game.Info {
	info := toy.Info()
	info.Bots = map[string]game.BotMaker{
		"first": func(arg string, _ uint64) (game.Bot, error) {
			if arg != "" && arg != "ok" {
				return nil, errors.New("first takes only ok")
			}
			return &first{calls: calls}, nil
		},
	}
	return info
}

func TestNewParsesSpecs(t *testing.T) {
	var calls int
	info := infoWithBots(&calls)
	tests := []struct {
		spec       string
		iterations int    // for ismcts
		kind       string // the bot's type
		err        string // part of the error, if any
	}{
		{"random", 0, "*bot.Random", ""},
		{"ismcts", DefaultIterations, "*bot.ISMCTS", ""},
		{"ismcts:2000", 2000, "*bot.ISMCTS", ""},
		{"ismcts:300:lean", 300, "*bot.ISMCTS", ""},
		{"ismcts::lean", DefaultIterations, "*bot.ISMCTS", ""},
		{"ismcts:300:fast", 0, "", `only "lean"`},
		{"ismcts:300:lean:d40", 300, "*bot.ISMCTS", ""},
		{"ismcts:300:d40", 300, "*bot.ISMCTS", ""},
		{"ismcts:300:d0", 0, "", `not "d0"`},
		{"ismcts:300:dx", 0, "", `not "dx"`},
		{"ismcts:300:d40:d50", 0, "", `not "d50"`},
		{"ismcts:300:lean:lean", 0, "", `each once`},
		{"ismcts:300:lean:sd:d20", 300, "*bot.ISMCTS", ""},
		{"ismcts:300:sd:sd", 0, "", `each once`},
		{"first", 0, "*bot.first", ""},
		{"first:ok", 0, "*bot.first", ""},
		{"first:bad", 0, "", "first takes only ok"},
		{"ismcts:0", 0, "", "above 0"},
		{"ismcts:many", 0, "", "above 0"},
		{"random:3", 0, "", "no argument"},
		{"greedy", 0, "", "unknown bot \"greedy\" (bots: ismcts, random, slip, first)"},
		{"", 0, "", "unknown bot"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			b, err := New(tt.spec, info, 1)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("New(%q) = %v, want an error with %q", tt.spec, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if kind := fmt.Sprintf("%T", b); kind != tt.kind {
				t.Errorf("New(%q) made a %s, want %s", tt.spec, kind, tt.kind)
			}
			if m, ok := b.(*ISMCTS); ok {
				if _, budget := m.Progress(); budget != tt.iterations {
					t.Errorf("budget %d, want %d", budget, tt.iterations)
				}
			}
		})
	}
	if _, err := New("first", nil, 1); err == nil || !strings.Contains(err.Error(), "(bots: ismcts, random, slip)") {
		t.Errorf("without a game: %v", err)
	}
}

func TestForLevelPlaysTheLevelsBot(t *testing.T) {
	info := toy.Info()
	tests := []struct {
		level, kind string
		iterations  int
	}{
		{"easy", "*bot.Random", 0},
		{"normal", "*bot.ISMCTS", 200},
		{"hard", "*bot.ISMCTS", 1000},
	}
	for _, tt := range tests {
		b, err := ForLevel(info, tt.level, 1)
		if err != nil {
			t.Fatal(err)
		}
		if kind := fmt.Sprintf("%T", b); kind != tt.kind {
			t.Errorf("%s: %s, want %s", tt.level, kind, tt.kind)
		}
		if m, ok := b.(*ISMCTS); ok {
			if _, budget := m.Progress(); budget != tt.iterations {
				t.Errorf("%s: budget %d, want %d", tt.level, budget, tt.iterations)
			}
		}
	}
	if _, err := ForLevel(info, "nightmare", 1); err == nil || !strings.Contains(err.Error(), "easy, normal, hard") {
		t.Errorf("an unknown level gives %v", err)
	}
}

// play plays s to the end, seat p by bots[p], failing on an illegal choice;
// it returns the actions played.
func play(t testing.TB, s game.State, bots []game.Bot) []game.Action {
	t.Helper()
	var log []game.Action
	for !s.Over() {
		a := Choose(bots[s.ToAct()], s)
		if err := s.Apply(a); err != nil {
			t.Fatalf("after %v the bot chose %d (%q): %v", log, a, s.ActionString(a), err)
		}
		log = append(log, a)
	}
	return log
}

func ismcts(t testing.TB, cfg Config) *ISMCTS {
	t.Helper()
	b, err := NewISMCTS(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBotsPlayOnlyLegalActions(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := range uint64(3) {
			s := newToy(t, players, seed)
			bots := make([]game.Bot, players)
			for p := range bots {
				bots[p] = ismcts(t, Config{Iterations: 60, Seed: seed*10 + uint64(p)})
			}
			bots[0] = NewRandom(seed)
			play(t, s, bots)
		}
	}
}

func TestBotsOnAFinishedGameGiveNoAction(t *testing.T) {
	s := newToy(t, 2, 1)
	play(t, s, []game.Bot{NewRandom(1), NewRandom(2)})
	for _, b := range []game.Bot{NewRandom(1), ismcts(t, Config{Iterations: 10})} {
		if a := Choose(b, s); a != NoAction {
			t.Errorf("%T chose %d in a finished game", b, a)
		}
	}
}

func TestISMCTSIsDeterministicForASeed(t *testing.T) {
	games := func(seed uint64) [][]game.Action {
		var out [][]game.Action
		for g := range uint64(3) {
			s := newToy(t, 3, g)
			bots := []game.Bot{
				ismcts(t, Config{Iterations: 80, Seed: seed}),
				ismcts(t, Config{Iterations: 80, Seed: seed + 1}),
				NewRandom(seed + 2),
			}
			out = append(out, play(t, s, bots))
		}
		return out
	}
	a, b := games(7), games(7)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("the same seed played\n%v\nthen\n%v", a, b)
	}
}

func TestThinkingInSlicesMatchesOneThink(t *testing.T) {
	const budget = 300
	compared := 0
	for seed := range uint64(5) {
		s := newToy(t, 3, seed)
		r := game.NewRNG(seed)
		for range int(seed) * 3 { // a few random actions in
			legal := s.Legal(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if len(s.Legal(nil)) < 2 {
			continue
		}
		compared++
		whole := ismcts(t, Config{Iterations: budget, Seed: 3})
		whole.Begin(s)
		if !whole.Think(budget) {
			t.Fatal("one Think of the whole budget did not finish")
		}
		sliced := ismcts(t, Config{Iterations: budget, Seed: 3})
		sliced.Begin(s)
		calls := 0
		for {
			before, _ := sliced.Progress()
			ready := sliced.Think(7)
			calls++
			if done, _ := sliced.Progress(); done-before > 7 {
				t.Fatalf("Think(7) ran %d iterations", done-before)
			}
			if ready {
				break
			}
		}
		if want := (budget + 6) / 7; calls != want {
			t.Errorf("seed %d: %d slices of 7, want %d", seed, calls, want)
		}
		if whole.Action() != sliced.Action() || fmt.Sprint(whole.Stats()) != fmt.Sprint(sliced.Stats()) {
			t.Errorf("seed %d: one Think chose %d %v, slices %d %v", seed, whole.Action(), whole.Stats(), sliced.Action(), sliced.Stats())
		}
	}
	if compared < 3 {
		t.Errorf("only %d positions had a choice to make", compared)
	}
}

func TestCancelEndsTheDecision(t *testing.T) {
	s := newToy(t, 2, 4)
	b := ismcts(t, Config{Iterations: 1000, Seed: 1})
	b.Begin(s)
	if b.Think(50) {
		t.Fatal("50 iterations of 1000 finished the decision")
	}
	b.Cancel()
	if !b.Think(1) {
		t.Error("Think after Cancel does not report the decision done")
	}
	if done, _ := b.Progress(); done != 50 {
		t.Errorf("%d iterations after Cancel, want 50", done)
	}
	if !hasAction(s.Legal(nil), b.Action()) {
		t.Errorf("action %d after Cancel is not legal", b.Action())
	}
}

func TestISMCTSRollsOutWithTheGamesBot(t *testing.T) {
	var calls int
	info := infoWithBots(&calls)
	info.Rollout = "first:ok"
	b, err := New("ismcts:50", info, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := newToy(t, 2, 1)
	if a := Choose(b, s); !hasAction(s.Legal(nil), a) {
		t.Errorf("illegal choice %d", a)
	}
	if calls < 50 {
		t.Errorf("the rollout bot took %d decisions in 50 simulations", calls)
	}
	info.Rollout = "second"
	if _, err := New("ismcts", info, 1); err == nil || !strings.Contains(err.Error(), "rollout bot \"second\"") {
		t.Errorf("an unknown rollout bot gives %v", err)
	}
	info.Rollout = "first:bad"
	if _, err := New("ismcts", info, 1); err == nil || !strings.Contains(err.Error(), "only ok") {
		t.Errorf("a rollout bot that cannot be made gives %v", err)
	}
}

func TestLeanISMCTSLeansOnlyWithARolloutBot(t *testing.T) {
	var calls int
	info := infoWithBots(&calls)
	info.Rollout = "first:ok"
	tests := []struct {
		spec   string
		bias   float64
		depth  int
		spread bool
	}{
		{"ismcts:50", 0, 0, false},
		{"ismcts:50:lean", LeanBias, 0, false},
		{"ismcts:50:lean:d30", LeanBias, 30, false},
		{"ismcts:50:d30:lean", LeanBias, 30, false},
		{"ismcts:50:d7", 0, 7, false},
		{"ismcts:50:lean:sd", LeanBias, 0, true},
		{"ismcts:50:sd", 0, 0, false},
	}
	for _, tt := range tests {
		b, err := New(tt.spec, info, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.(*ISMCTS).cfg.Bias; got != tt.bias {
			t.Errorf("%s: bias %v, want %v", tt.spec, got, tt.bias)
		}
		if got := b.(*ISMCTS).cfg.RolloutDepth; got != tt.depth {
			t.Errorf("%s: rollout depth %d, want %d", tt.spec, got, tt.depth)
		}
		if got := b.(*ISMCTS).cfg.Spread; got != tt.spread {
			t.Errorf("%s: spread %v, want %v", tt.spec, got, tt.spread)
		}
	}
}

func TestLeanISMCTSKeepsTheRolloutBotsChoiceWithoutEvidence(t *testing.T) {
	var calls int
	info := infoWithBots(&calls)
	info.Rollout = "first:ok"
	s := newToy(t, 2, 1)
	legal := s.Legal(nil)
	if len(legal) < 2 {
		t.Fatal("the toy game's first decision has one action")
	}
	// One simulation an action: no result is evidence enough.
	b, err := New(fmt.Sprintf("ismcts:%d:lean", len(legal)), info, 1)
	if err != nil {
		t.Fatal(err)
	}
	if a := Choose(b, s); a != legal[0] {
		t.Errorf("lean ISMCTS chose %q after one simulation an action, want the rollout bot's %q", s.ActionString(a), s.ActionString(legal[0]))
	}
}

func TestLeanISMCTSOverridesOnlyBeyondTheMargin(t *testing.T) {
	tests := []struct {
		name         string
		hint, other  float64 // total results of 100 simulations each
		wantOverride bool
	}{
		{"equal", 50, 50, false},
		{"ahead by one standard error", 40, 47, false},
		{"ahead by less than the margin", 40, 54, false},
		{"ahead by more than the margin", 40, 55, true},
		{"behind", 60, 30, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &ISMCTS{legal: []game.Action{1, 2}, rootHint: 1}
			b.nodes = []node{
				{action: NoAction, seat: game.Nobody, first: 1, next: -1, visits: 200},
				{action: 1, seat: 0, first: -1, next: 2, visits: 100, reward: tt.hint},
				{action: 2, seat: 0, first: -1, next: -1, visits: 100, reward: tt.other},
			}
			want := game.Action(1)
			if tt.wantOverride {
				want = 2
			}
			if got := b.Action(); got != want {
				t.Errorf("Action = %d, want %d", got, want)
			}
		})
	}
}

// With Spread the margin is measured in the results' own standard errors:
// results that hardly vary make a small lead clear, results that vary as
// widely as they can make it as hard to prove as without Spread.
func TestSpreadMeasuresTheMarginByTheResults(t *testing.T) {
	// sums returns the sum and the sum of squares of n results with the
	// given mean and standard deviation (population).
	sums := func(n int, mean, sd float64) (float64, float64) {
		v := float64(n)
		return v * mean, v * (sd*sd + mean*mean)
	}
	tests := []struct {
		name             string
		visits           int
		hintMean, hintSD float64
		otherMean, oSD   float64
		spread           bool
		wantOverride     bool
	}{
		{"a narrow lead of steady results: kept without Spread", 100, 0.40, 0.1, 0.45, 0.1, false, false},
		{"a narrow lead of steady results: replaced with Spread", 100, 0.40, 0.1, 0.45, 0.1, true, true},
		{"the same lead of results all 0 or 1: kept", 100, 0.40, 0.49, 0.45, 0.5, true, false},
		{"a lead under two standard errors: kept", 100, 0.40, 0.1, 0.42, 0.1, true, false},
		{"too few simulations to trust their spread: kept", spreadVisits - 1, 0.40, 0.01, 0.60, 0.01, true, false},
		{"behind: kept", 100, 0.45, 0.1, 0.40, 0.1, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &ISMCTS{legal: []game.Action{1, 2}, rootHint: 1, cfg: Config{Spread: tt.spread}}
			hr, hs := sums(tt.visits, tt.hintMean, tt.hintSD)
			or, os := sums(tt.visits, tt.otherMean, tt.oSD)
			b.nodes = []node{
				{action: NoAction, seat: game.Nobody, first: 1, next: -1, visits: 2 * tt.visits},
				{action: 1, seat: 0, first: -1, next: 2, visits: tt.visits, reward: hr, square: hs},
				{action: 2, seat: 0, first: -1, next: -1, visits: tt.visits, reward: or, square: os},
			}
			want := game.Action(1)
			if tt.wantOverride {
				want = 2
			}
			if got := b.Action(); got != want {
				t.Errorf("Action = %d, want %d", got, want)
			}
		})
	}
}

// The search keeps the sum of the squared results it backs up.
func TestBackupSumsSquares(t *testing.T) {
	b := &ISMCTS{nodes: []node{
		{action: NoAction, seat: game.Nobody, first: 1, next: -1},
		{action: 1, seat: 1, first: -1, next: -1},
	}, path: []int32{0, 1}}
	b.backup([]float64{0.9, 0.3})
	b.backup([]float64{0.9, 0.5})
	b.backup(nil)
	n := b.nodes[1]
	if n.visits != 3 || math.Abs(n.reward-1.3) > 1e-12 || math.Abs(n.square-0.59) > 1e-12 {
		t.Fatalf("visits %d, reward %v, square %v; want 3, 1.3, 0.59", n.visits, n.reward, n.square)
	}
}

func TestRolloutDepthCapUsesEval(t *testing.T) {
	evals := 0
	b := ismcts(t, Config{Iterations: 40, Seed: 2, RolloutDepth: 3, Eval: func(s game.State) []float64 {
		evals++
		return make([]float64, s.Players())
	}})
	s := newToy(t, 4, 2)
	Choose(b, s)
	if evals == 0 || evals > 40 {
		t.Errorf("Eval scored %d of 40 simulations cut at depth 3", evals)
	}
}

// opaqueToy hides toy's Determinize, so ISMCTS searches clones.
type opaqueToy struct{ game.State }

func TestISMCTSWithoutDeterminizerSearchesClones(t *testing.T) {
	s := opaqueToy{newToy(t, 2, 3)}
	if _, ok := game.State(s).(game.Determinizer); ok {
		t.Fatal("the wrapper still determinizes")
	}
	b := ismcts(t, Config{Iterations: 100, Seed: 1})
	play(t, s, []game.Bot{b, NewRandom(1)})
}

// TestISMCTSDecidesOnWhatItMayKnow changes only what seat 0 cannot see — the
// others' hands and the deck order — and checks that its search, seed for
// seed, is the same.
func TestISMCTSDecidesOnWhatItMayKnow(t *testing.T) {
	compared := 0
	for seed := range uint64(4) {
		a := newToy(t, 3, seed).(*toy.State)
		b := a.Clone().(*toy.State)
		r := game.NewRNG(seed)
		d := b.Determinize(0, &r).(*toy.State)
		if fmt.Sprint(d.Hands[1:], d.Deck) == fmt.Sprint(a.Hands[1:], a.Deck) {
			continue
		}
		compared++
		x := ismcts(t, Config{Iterations: 200, Seed: 9})
		y := ismcts(t, Config{Iterations: 200, Seed: 9})
		x.Begin(a)
		x.Think(200)
		y.Begin(d)
		y.Think(200)
		if fmt.Sprint(x.Stats()) != fmt.Sprint(y.Stats()) {
			t.Errorf("seed %d: hidden cards changed the search:\n%v\n%v", seed, x.Stats(), y.Stats())
		}
	}
	if compared == 0 {
		t.Error("no deal was changed by re-dealing the hidden cards")
	}
}

// TestISMCTSBeatsRandom plays ISMCTS against random bots in two-player toy,
// seats alternating, and compares its win rate with a random bot's in the
// same seats and deals.
func TestISMCTSBeatsRandom(t *testing.T) {
	const games = 300
	wins := func(smart bool) int {
		won := 0
		for g := range games {
			seat := g % 2
			s := newToy(t, 2, uint64(g))
			bots := []game.Bot{NewRandom(uint64(g) * 2), NewRandom(uint64(g)*2 + 1)}
			if smart {
				bots[seat] = ismcts(t, Config{Iterations: 200, Seed: uint64(g)})
			}
			play(t, s, bots)
			if s.Returns()[seat] == 1 {
				won++
			}
		}
		return won
	}
	smart, random := wins(true), wins(false)
	ps, pr := float64(smart)/float64(games), float64(random)/float64(games)
	// Four standard errors of the difference of the two rates.
	margin := 4 * math.Sqrt((ps*(1-ps)+pr*(1-pr))/float64(games))
	t.Logf("%d games: ISMCTS won %.1f%%, random %.1f%% (margin %.1f points)", games, 100*ps, 100*pr, 100*margin)
	if ps-pr < margin {
		t.Errorf("ISMCTS won %.1f%% against random, a random bot %.1f%%: not %.1f points better", 100*ps, 100*pr, 100*margin)
	}
}

// BenchmarkISMCTSIterations measures the search on a three-player toy game.
func BenchmarkISMCTSIterations(b *testing.B) {
	s := newToy(b, 3, 1)
	bot := ismcts(b, Config{Iterations: math.MaxInt32, Seed: 1})
	bot.Begin(s)
	n := 0
	for b.Loop() {
		bot.Think(1)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "iterations/s")
}

func TestANewISMCTSHasNothingToSay(t *testing.T) {
	b := ismcts(t, Config{})
	if !b.Think(10) || b.Action() != NoAction || b.Stats() != nil {
		t.Errorf("before Begin: ready %v, action %d, stats %v", b.Think(10), b.Action(), b.Stats())
	}
	if done, budget := b.Progress(); done != 0 || budget != DefaultIterations {
		t.Errorf("progress %d of %d", done, budget)
	}
}

// neverEnds is a one-seat game whose only move leads nowhere.
type neverEnds struct{ N int }

func (g *neverEnds) Players() int                          { return 2 }
func (g *neverEnds) ToAct() game.Seat                      { return game.Seat(g.N % 2) }
func (g *neverEnds) Legal(dst []game.Action) []game.Action { return append(dst[:0], 0, 1) }
func (g *neverEnds) Apply(game.Action) error               { g.N++; return nil }
func (g *neverEnds) Revealed() bool                        { return false }
func (g *neverEnds) Over() bool                            { return false }
func (g *neverEnds) Returns() []float64                    { return []float64{0, 0} }
func (g *neverEnds) Clone() game.State                     { c := *g; return &c }
func (g *neverEnds) View(game.Seat) any                    { return g }
func (g *neverEnds) ActionString(a game.Action) string     { return fmt.Sprint("move ", a) }

// TestSimulationsOfAStalledGameEnd: a rollout that never reaches the end is
// cut, so the search still answers.
func TestSimulationsOfAStalledGameEnd(t *testing.T) {
	b := ismcts(t, Config{Iterations: 3, Seed: 1})
	a := Choose(b, &neverEnds{})
	if a != 0 && a != 1 {
		t.Fatalf("chose %d", a)
	}
}

// Instant plays what its choose picks, the first legal action for a state
// choose does not know, and no action once the game is over.
func TestInstantPlaysItsChoice(t *testing.T) {
	s := newToy(t, 2, 3)
	legal := s.Legal(nil)
	last := legal[len(legal)-1]
	for _, c := range []struct {
		name   string
		choose func(game.State, []game.Action) (game.Action, bool)
		want   game.Action
	}{
		{"its choice", func(_ game.State, l []game.Action) (game.Action, bool) { return l[len(l)-1], true }, last},
		{"a state it does not know", func(game.State, []game.Action) (game.Action, bool) { return NoAction, false }, legal[0]},
	} {
		if got := Choose(NewInstant(c.choose), s); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
	play(t, s, []game.Bot{NewRandom(1), NewRandom(2)})
	if a := Choose(NewInstant(func(game.State, []game.Action) (game.Action, bool) { return NoAction, false }), s); a != NoAction {
		t.Errorf("Instant chose %d in a finished game", a)
	}
}

// listCounter counts the times its state's legal actions are listed.
type listCounter struct {
	game.State
	lists int
}

func (c *listCounter) Legal(dst []game.Action) []game.Action {
	c.lists++
	return c.State.Legal(dst)
}

// An Instant choosing from the state alone lists the legal actions only for a
// state it declines, where it takes the first of them: listing them is most
// of a rule bot's cost in a game of cards.
func TestInstantAloneListsOnlyWhenItDeclines(t *testing.T) {
	s := newToy(t, 2, 3)
	legal := s.Legal(nil)
	last := legal[len(legal)-1]
	for _, c := range []struct {
		name      string
		choose    func(game.State) (game.Action, bool)
		want      game.Action
		wantLists int
	}{
		{"its choice", func(game.State) (game.Action, bool) { return last, true }, last, 0},
		{"a state it does not know", func(game.State) (game.Action, bool) { return NoAction, false }, legal[0], 1},
	} {
		counted := &listCounter{State: s}
		b := NewInstantAlone(c.choose)
		if got := Choose(b, counted); got != c.want || counted.lists != c.wantLists {
			t.Errorf("%s: chose %d listing the legal actions %d times, want %d listing them %d times", c.name, got, counted.lists, c.want, c.wantLists)
		}
		if got := b.ChooseAmong(s, legal); got != c.want {
			t.Errorf("%s: among the legal actions chose %d, want %d", c.name, got, c.want)
		}
	}
}

// shortcut is toy with the search's shortcuts: samples written over earlier
// ones and actions played unchecked. It counts their uses and fails the test
// when an action it is told is legal is not.
type shortcut struct {
	*toy.State
	t             testing.TB
	over, trusted *int
}

func (s shortcut) wrap(st game.State) game.State {
	return shortcut{st.(*toy.State), s.t, s.over, s.trusted}
}

func (s shortcut) Clone() game.State { return s.wrap(s.State.Clone()) }

func (s shortcut) Determinize(o game.Seat, r *game.RNG) game.State {
	return s.wrap(s.State.Determinize(o, r))
}

func (s shortcut) DeterminizeOver(dst game.State, o game.Seat, r *game.RNG) game.State {
	*s.over++
	if dst != nil {
		if _, ok := dst.(shortcut); !ok {
			s.t.Errorf("written over a %T", dst)
		}
	}
	return s.Determinize(o, r)
}

func (s shortcut) ApplyLegal(a game.Action) {
	*s.trusted++
	if err := s.State.Apply(a); err != nil {
		s.t.Errorf("played unchecked an illegal action: %v", err)
	}
}

// TestSearchShortcutsChangeNoDecision: a game with Resampler and LegalApplier
// is searched with them, and the search decides as it does without them.
func TestSearchShortcutsChangeNoDecision(t *testing.T) {
	over, trusted := 0, 0
	for seed := range uint64(4) {
		plain := newToy(t, 3, seed)
		fast := shortcut{newToy(t, 3, seed).(*toy.State), t, &over, &trusted}
		x := ismcts(t, Config{Iterations: 150, Seed: seed})
		y := ismcts(t, Config{Iterations: 150, Seed: seed})
		for n := 0; !plain.Over(); n++ {
			a, b := Choose(x, plain), Choose(y, fast)
			if a != b || fmt.Sprint(x.Stats()) != fmt.Sprint(y.Stats()) {
				t.Fatalf("seed %d, decision %d: %d with the shortcuts, %d without", seed, n, b, a)
			}
			if err := plain.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := fast.Apply(b); err != nil {
				t.Fatal(err)
			}
		}
	}
	if over == 0 || trusted == 0 {
		t.Errorf("the search wrote %d samples over others and played %d actions unchecked", over, trusted)
	}
}

// TestRolloutChoosesAmongTheListedActions: a rollout bot that takes the legal
// actions is handed exactly those of the state it chooses in.
func TestRolloutChoosesAmongTheListedActions(t *testing.T) {
	calls := 0
	among := func(string, uint64) (game.Bot, error) {
		return NewInstant(func(s game.State, legal []game.Action) (game.Action, bool) {
			calls++
			if want := s.Legal(nil); fmt.Sprint(legal) != fmt.Sprint(want) {
				t.Fatalf("handed %v, legal %v", legal, want)
			}
			return legal[len(legal)-1], true
		}), nil
	}
	s := newToy(t, 2, 3)
	b := ismcts(t, Config{Iterations: 50, Seed: 1, Rollout: among, Bias: LeanBias})
	Choose(b, s)
	if calls == 0 {
		t.Error("the rollout bot was never asked")
	}
}
