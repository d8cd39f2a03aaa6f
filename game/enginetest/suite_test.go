package enginetest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
)

func TestToyConforms(t *testing.T) {
	Run(t, toy.Info(), Options{})
}

func TestToyConformsWithOptions(t *testing.T) {
	Run(t, toy.Info(), Options{Games: 300, Deep: 10, Players: []int{4}, Seed: 1000, Config: map[string]string{"rounds": "3"}})
}

// recorder stands in for a *testing.T so that a failing suite can be
// observed.
type recorder struct {
	errs []string
	logs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

var small = Options{Games: 60, Deep: 6, Players: []int{2, 3}, MaxSteps: 300}

func TestCheckPassesToy(t *testing.T) {
	var rec recorder
	Check(&rec, toy.New, small)
	if len(rec.errs) > 0 {
		t.Fatalf("the suite fails a correct game:\n%s", strings.Join(rec.errs, "\n"))
	}
	if len(rec.logs) == 0 || !strings.Contains(rec.logs[0], "60 random games") {
		t.Errorf("playthroughs logged %q, want a summary of 60 games", rec.logs)
	}
}

// wrap makes a game whose states are toy states wrapped by w.
func wrap(w func(*toy.State) game.State) NewFunc {
	return func(c game.Config) (game.State, error) {
		s, err := toy.New(c)
		if err != nil {
			return nil, err
		}
		return w(s.(*toy.State)), nil
	}
}

// leakyView shows every hand in every view.
type leakyView struct{ *toy.State }

func (w leakyView) View(s game.Seat) any {
	return struct {
		toy.View
		All [][]int
	}{w.State.View(s).(toy.View), w.Hands}
}
func (w leakyView) Clone() game.State { return leakyView{w.State.Clone().(*toy.State)} }
func (w leakyView) Determinize(s game.Seat, r *game.RNG) game.State {
	return leakyView{w.State.Determinize(s, r).(*toy.State)}
}

// leakyVote shows the others' secret votes.
type leakyVote struct{ *toy.State }

func (w leakyVote) View(s game.Seat) any {
	return struct {
		toy.View
		Secret []int
	}{w.State.View(s).(toy.View), w.Votes}
}
func (w leakyVote) Clone() game.State { return leakyVote{w.State.Clone().(*toy.State)} }
func (w leakyVote) Determinize(s game.Seat, r *game.RNG) game.State {
	return leakyVote{w.State.Determinize(s, r).(*toy.State)}
}

// sharedClone copies the struct but shares its slices.
type sharedClone struct{ *toy.State }

func (w sharedClone) Clone() game.State { c := *w.State; return sharedClone{&c} }
func (w sharedClone) Determinize(s game.Seat, r *game.RNG) game.State {
	return sharedClone{w.State.Determinize(s, r).(*toy.State)}
}

// mutatingApply grows the horde before refusing an illegal action.
type mutatingApply struct{ *toy.State }

func (w mutatingApply) Apply(a game.Action) error {
	if !containsAction(w.Legal(nil), a) {
		w.Horde++
	}
	return w.State.Apply(a)
}
func (w mutatingApply) Clone() game.State { return mutatingApply{w.State.Clone().(*toy.State)} }
func (w mutatingApply) Determinize(s game.Seat, r *game.RNG) game.State {
	return mutatingApply{w.State.Determinize(s, r).(*toy.State)}
}

// lenient plays the first legal action instead of refusing an illegal one.
type lenient struct{ *toy.State }

func (w lenient) Apply(a game.Action) error {
	if legal := w.Legal(nil); !containsAction(legal, a) && len(legal) > 0 {
		a = legal[0]
	}
	return w.State.Apply(a)
}
func (w lenient) Clone() game.State { return lenient{w.State.Clone().(*toy.State)} }

// plainErrors refuses with errors that do not wrap game.ErrIllegal.
type plainErrors struct{ *toy.State }

func (w plainErrors) Apply(a game.Action) error {
	if err := w.State.Apply(a); err != nil {
		return errors.New(err.Error())
	}
	return nil
}
func (w plainErrors) Clone() game.State { return plainErrors{w.State.Clone().(*toy.State)} }

// sameNames names every card played alike.
type sameNames struct{ *toy.State }

func (w sameNames) ActionString(a game.Action) string {
	if a > toy.ActPlay && a <= toy.ActPlay+toy.MaxValue {
		return "play"
	}
	return w.State.ActionString(a)
}
func (w sameNames) Clone() game.State { return sameNames{w.State.Clone().(*toy.State)} }

// doubleReturns gives 2 for a win.
type doubleReturns struct{ *toy.State }

func (w doubleReturns) Returns() []float64 {
	r := w.State.Returns()
	for i := range r {
		r[i] *= 2
	}
	return r
}
func (w doubleReturns) Clone() game.State { return doubleReturns{w.State.Clone().(*toy.State)} }

// opaque encodes as an empty object, so game.Hash sees nothing.
type opaque struct{ *toy.State }

func (w opaque) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }
func (w opaque) Clone() game.State            { return opaque{w.State.Clone().(*toy.State)} }

// stuckDeterminize keeps the generator and every hand: the bots would know
// the future.
type stuckDeterminize struct{ *toy.State }

func (w stuckDeterminize) Clone() game.State { return stuckDeterminize{w.State.Clone().(*toy.State)} }
func (w stuckDeterminize) Determinize(game.Seat, *game.RNG) game.State {
	return w.Clone()
}

// peekingPublic says an action is public when the hand of the seat to act
// holds an even card first: the others could learn of that hand by asking.
type peekingPublic struct{ *toy.State }

func (w peekingPublic) PublicAction(game.Action) bool {
	h := w.Hands[w.ToAct()]
	return len(h) > 0 && h[0]%2 == 0
}
func (w peekingPublic) Clone() game.State { return peekingPublic{w.State.Clone().(*toy.State)} }
func (w peekingPublic) Determinize(s game.Seat, r *game.RNG) game.State {
	return peekingPublic{w.State.Determinize(s, r).(*toy.State)}
}

// peekingDeterminize re-deals the hand of the seat it determinizes for too.
type peekingDeterminize struct{ *toy.State }

func (w peekingDeterminize) Clone() game.State {
	return peekingDeterminize{w.State.Clone().(*toy.State)}
}
func (w peekingDeterminize) Determinize(s game.Seat, r *game.RNG) game.State {
	other := (s + 1) % game.Seat(w.N)
	return peekingDeterminize{w.State.Determinize(other, r).(*toy.State)}
}

// endless is a game that never ends.
type endless struct{ Count int }

func (e *endless) Players() int       { return 2 }
func (e *endless) ToAct() game.Seat   { return game.Seat(e.Count % 2) }
func (e *endless) Revealed() bool     { return false }
func (e *endless) Over() bool         { return false }
func (e *endless) Returns() []float64 { return []float64{0, 0} }
func (e *endless) Clone() game.State  { c := *e; return &c }
func (e *endless) View(game.Seat) any { return e.Count }
func (e *endless) Legal(dst []game.Action) []game.Action {
	return append(dst[:0], 0, 1)
}
func (e *endless) Apply(a game.Action) error {
	if a != 0 && a != 1 {
		return game.Illegal("only 0 and 1 are legal, not %d", a)
	}
	e.Count++
	return nil
}
func (e *endless) ActionString(a game.Action) string { return fmt.Sprint("wait ", a) }

// unseeded ignores the seed it is given.
var unseededGames uint64

func unseeded(c game.Config) (game.State, error) {
	unseededGames++
	c.Seed = unseededGames
	return toy.New(c)
}

func TestSuiteCatchesBrokenEngines(t *testing.T) {
	tests := []struct {
		name    string
		newGame NewFunc
		want    string
	}{
		{"view leaks the hands", wrap(func(s *toy.State) game.State { return leakyView{s} }), "shows what the seat cannot know"},
		{"view leaks the votes", wrap(func(s *toy.State) game.State { return leakyVote{s} }), "shows what the seat cannot know"},
		{"clone shares slices", wrap(func(s *toy.State) game.State { return sharedClone{s} }), "Clone shares memory"},
		{"apply mutates before refusing", wrap(func(s *toy.State) game.State { return mutatingApply{s} }), "changed the state"},
		{"apply accepts illegal actions", wrap(func(s *toy.State) game.State { return lenient{s} }), "was accepted"},
		{"refusals do not wrap ErrIllegal", wrap(func(s *toy.State) game.State { return plainErrors{s} }), "does not wrap game.ErrIllegal"},
		{"names are not distinct", wrap(func(s *toy.State) game.State { return sameNames{s} }), "names must be distinct"},
		{"returns out of range", wrap(func(s *toy.State) game.State { return doubleReturns{s} }), "outside [0, 1]"},
		{"state not seen by Hash", wrap(func(s *toy.State) game.State { return opaque{s} }), "game.Hash does not see the state"},
		{"determinization keeps the future", wrap(func(s *toy.State) game.State { return stuckDeterminize{s} }), "never changed the state"},
		{"determinization changes the own hand", wrap(func(s *toy.State) game.State { return peekingDeterminize{s} }), "for seat"},
		{"public reads a hidden hand", wrap(func(s *toy.State) game.State { return peekingPublic{s} }), "must read only what every seat sees"},
		{"never ends", func(game.Config) (game.State, error) { return &endless{}, nil }, "not over after 300 actions"},
		{"ignores the seed", unseeded, "not deterministic"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var rec recorder
			Check(&rec, tt.newGame, small)
			if len(rec.errs) == 0 {
				t.Fatalf("the suite passed a broken game")
			}
			all := strings.Join(rec.errs, "\n")
			if !strings.Contains(all, tt.want) {
				t.Errorf("failures do not say %q:\n%s", tt.want, all)
			}
			if !strings.Contains(all, "seed=") {
				t.Errorf("failures do not name the seed:\n%s", all)
			}
		})
	}
}

func TestFailuresListTheActions(t *testing.T) {
	var rec recorder
	CheckClone(&rec, wrap(func(s *toy.State) game.State { return sharedClone{s} }), small)
	if len(rec.errs) != 1 {
		t.Fatalf("got %d failures, want 1: %q", len(rec.errs), rec.errs)
	}
	msg := rec.errs[0]
	// The report lists the actions played, which rebuild the position.
	start := strings.Index(msg, "actions: [")
	if start < 0 {
		t.Fatalf("no action list in %q", msg)
	}
	list := msg[start+len("actions: [") : strings.Index(msg[start:], "]")+start]
	var names []string
	for _, q := range strings.Split(list, ", ") {
		if q != "" {
			names = append(names, strings.Trim(q, `"`))
		}
	}
	var cfg game.Config
	at := strings.Index(msg, "players=")
	if _, err := fmt.Sscanf(msg[max(at, 0):], "players=%d seed=%d", &cfg.Players, &cfg.Seed); err != nil {
		t.Fatalf("no players and seed in %q: %v", msg, err)
	}
	if _, err := Replay(toy.New, cfg, names); err != nil {
		t.Errorf("the listed actions %q do not replay: %v", names, err)
	}
}

func TestCheckInfo(t *testing.T) {
	tests := []struct {
		name   string
		change func(*game.Info)
		want   string // empty for a valid info
	}{
		{"toy", func(*game.Info) {}, ""},
		{"no Italian name", func(i *game.Info) { i.NameIT = "" }, "NameIT"},
		{"default not a choice", func(i *game.Info) { i.Options[0].Default = "9" }, "default \"9\""},
		{"repeated level", func(i *game.Info) { i.Levels = append(i.Levels, i.Levels[0]) }, "repeated"},
		{"unknown rollout", func(i *game.Info) { i.Rollout = "greedy" }, "Rollout"},
		{"too few players", func(i *game.Info) { i.MinPlayers = 1 }, "New with 1 players"},
		{"arena refuses", func(i *game.Info) {
			i.Arena = func(game.Config, []string) (game.State, error) { return nil, errors.New("no arena") }
		}, "Arena with 2 random bots: no arena"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := toy.Info()
			tt.change(info)
			var rec recorder
			CheckInfo(&rec, info)
			all := strings.Join(rec.errs, "\n")
			switch {
			case tt.want == "" && len(rec.errs) > 0:
				t.Errorf("a valid info fails: %s", all)
			case tt.want != "" && !strings.Contains(all, tt.want):
				t.Errorf("failures %q do not say %q", all, tt.want)
			}
		})
	}
}

func TestPlaythrough(t *testing.T) {
	r := game.NewRNG(5)
	steps, err := Playthrough(&endless{}, &r, 50)
	if err == nil || steps != 50 {
		t.Errorf("an endless game gave %d steps, %v; want 50 and an error", steps, err)
	}
	s, _ := toy.New(game.Config{Players: 3, Seed: 5})
	steps, err = Playthrough(s, &r, 1000)
	if err != nil || !s.Over() || steps == 0 {
		t.Errorf("toy: %d steps, over %v, %v", steps, s.Over(), err)
	}
}

func TestRandomGameIsSeeded(t *testing.T) {
	lengths := map[int]bool{}
	for seed := range uint64(20) {
		a, err := RandomGame(toy.New, game.Config{Players: 4, Seed: seed}, 1000)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := RandomGame(toy.New, game.Config{Players: 4, Seed: seed}, 1000)
		if a != b {
			t.Errorf("seed %d: %d then %d actions", seed, a, b)
		}
		lengths[a] = true
	}
	if len(lengths) < 2 {
		t.Errorf("20 seeds gave games of one length %v: the seed is not used", lengths)
	}
}

func TestReplayRefusesUnknownNames(t *testing.T) {
	_, err := Replay(toy.New, game.Config{Players: 2, Seed: 1}, []string{"roll", "dance"})
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "action 1 (\"dance\")") {
		t.Errorf("got %v, want an illegal-action error naming action 1", err)
	}
}

func BenchmarkToyRandomGame(b *testing.B) {
	Bench(b, toy.New, game.Config{Players: 3})
}

// countdown is a correct game of Len actions: each seat in turn counts one or
// two down.
type countdown struct{ Len, Count int }

func (c *countdown) Players() int { return 2 }
func (c *countdown) ToAct() game.Seat {
	if c.Over() {
		return game.Nobody
	}
	return game.Seat(c.Count % 2)
}
func (c *countdown) Revealed() bool { return false }
func (c *countdown) Over() bool     { return c.Count >= c.Len }
func (c *countdown) Returns() []float64 {
	if c.Count == c.Len {
		return []float64{1, 0}
	}
	return []float64{0, 1}
}
func (c *countdown) Clone() game.State  { d := *c; return &d }
func (c *countdown) View(game.Seat) any { return c.Count }
func (c *countdown) Legal(dst []game.Action) []game.Action {
	if c.Over() {
		return dst[:0]
	}
	return append(dst[:0], 1, 2)
}
func (c *countdown) Apply(a game.Action) error {
	if c.Over() || (a != 1 && a != 2) {
		return game.Illegal("count 1 or 2 before the end, not %d", a)
	}
	c.Count += int(a)
	return nil
}
func (c *countdown) ActionString(a game.Action) string { return fmt.Sprint("count ", a) }

func TestLongGamesAreSampled(t *testing.T) {
	newGame := func(c game.Config) (game.State, error) { return &countdown{Len: 600 + int(c.Seed)}, nil }
	o := Options{Deep: 6, Players: []int{2}, Games: 20}.withDefaults()
	visits := make([]int, o.Deep)
	finals := 0
	var rec recorder
	walk(&rec, newGame, o, false, func(p *position) error {
		visits[p.tr.cfg.Seed]++
		if p.s.Over() {
			finals++
		}
		return nil
	})
	if len(rec.errs) > 0 || finals != o.Deep {
		t.Fatalf("%d final states visited, errors %q", finals, rec.errs)
	}
	if visits[0] < 300 {
		t.Errorf("the first game had %d states visited, want all", visits[0])
	}
	for g, n := range visits[1:] {
		if n < statesPerGame/3 || n > statesPerGame*3 {
			t.Errorf("game %d: %d states visited, want about %d", g+1, n, statesPerGame)
		}
	}
	Check(&rec, newGame, o)
	if len(rec.errs) > 0 {
		t.Errorf("the suite fails a correct long game: %q", rec.errs)
	}
}

// anonymous describes every action without naming the seat.
type anonymous struct{ *toy.State }

func (a anonymous) Describe(game.Action, string, string) string { return "somebody does something" }

func TestDescribeBothLanguages(t *testing.T) {
	s, err := toy.New(game.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(1)
	described, differ, err := DescribeBothLanguages(s.Clone(), &r, 200)
	if err != nil || described == 0 || differ*10 < described*9 {
		t.Fatalf("toy: %d described, %d differ, %v", described, differ, err)
	}
	r = game.NewRNG(1)
	if _, _, err := DescribeBothLanguages(anonymous{s.(*toy.State)}, &r, 200); err == nil || !strings.Contains(err.Error(), "does not name the seat") {
		t.Fatalf("a describer that never names the seat passed: %v", err)
	}
}
