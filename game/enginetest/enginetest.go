// Package enginetest is the conformance suite every engine runs: seeded random
// playthroughs that must end, every legal action applied, illegal actions
// refused with the state unchanged, independent clones, replays from action
// names, results in range and views that leak nothing a seat may not know.
//
// An engine's test calls Run:
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, pints.Info(), enginetest.Options{})
//	}
//
// Every failure names the player count, the seed and the actions played, so
// that Replay rebuilds the faulty position.
package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
)

// TB is the part of testing.TB the suite reports to; *testing.T and
// *testing.B satisfy it, and so can a recorder in the suite's own tests.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
}

// NewFunc starts a game.
type NewFunc func(c game.Config) (game.State, error)

// Options size the suite. Zero values take the defaults.
type Options struct {
	// Games is the number of random playthroughs: 2000 by default, 200 with
	// -short.
	Games int
	// Deep is the number of games whose states get the thorough checks
	// (probing actions, clones, replays, views): every state of a game up to
	// about 64 actions long, a random sample of about 64 states of a longer
	// one, always the final state. 40 by default, 10 with -short.
	Deep int
	// Players are the player counts, used in turn. Run defaults them to
	// MinPlayers..MaxPlayers; Check requires them.
	Players []int
	// MaxSteps is the number of decisions after which a game counts as
	// endless: 5000 by default.
	MaxSteps int
	// Seed is the seed of the first game; game i has seed Seed+i.
	Seed uint64
	// Config holds the game options given to every game.
	Config map[string]string
}

func (o Options) withDefaults() Options {
	short := testing.Short()
	if o.Games <= 0 {
		o.Games = 2000
		if short {
			o.Games = 200
		}
	}
	if o.Deep <= 0 {
		o.Deep = 40
		if short {
			o.Deep = 10
		}
	}
	if o.MaxSteps <= 0 {
		o.MaxSteps = 5000
	}
	return o
}

// config is the configuration of game i.
func (o Options) config(i int) game.Config {
	return game.Config{Players: o.Players[i%len(o.Players)], Seed: o.Seed + uint64(i), Options: o.Config}
}

// choices is the generator that picks the random actions of the game seeded
// seed, kept apart from the game's own generator.
func choices(seed uint64) game.RNG { return game.NewRNG(seed*0x2545f4914f6cdd1d + 0x632be59bd9b4e019) }

// Run runs every check on the registered game info as subtests.
func Run(t *testing.T, info *game.Info, o Options) {
	t.Helper()
	if len(o.Players) == 0 {
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			o.Players = append(o.Players, n)
		}
	}
	newGame := func(c game.Config) (game.State, error) { return info.NewGame(c) }
	t.Run("info", func(t *testing.T) { CheckInfo(t, info) })
	runChecks(t, newGame, o)
}

// RunNew runs every check but the Info one on games made by newGame as
// subtests; o.Players must be set.
func RunNew(t *testing.T, newGame NewFunc, o Options) {
	t.Helper()
	runChecks(t, newGame, o)
}

func runChecks(t *testing.T, newGame NewFunc, o Options) {
	t.Helper()
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) { c.check(t, newGame, o) })
	}
}

var checks = []struct {
	name  string
	check func(TB, NewFunc, Options)
}{
	{"playthroughs", CheckPlaythroughs},
	{"actions", CheckActions},
	{"illegal", CheckIllegal},
	{"clone", CheckClone},
	{"replay", CheckReplay},
	{"views", CheckViews},
	{"shortcuts", CheckShortcuts},
}

// Check runs every check but the Info one in turn, without subtests.
func Check(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	for _, c := range checks {
		c.check(tb, newGame, o)
	}
}

// CheckInfo checks a game's description: ids, player counts, options whose
// defaults are among their choices, levels, the rollout bot, and that New
// (and Arena, with random bots) starts a game of every player count with the
// default options.
func CheckInfo(tb TB, info *game.Info) {
	tb.Helper()
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	if info.ID == "" || info.Name == "" || info.NameIT == "" {
		bad("ID, Name and NameIT must be set: %q, %q, %q", info.ID, info.Name, info.NameIT)
	}
	if info.New == nil {
		bad("New is nil")
	}
	if info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers {
		bad("bad player counts %d–%d", info.MinPlayers, info.MaxPlayers)
	}
	keys := map[string]bool{}
	for _, opt := range info.Options {
		if opt.Key == "" || keys[opt.Key] {
			bad("option key %q is empty or repeated", opt.Key)
		}
		keys[opt.Key] = true
		if !opt.Free && !contains(opt.Choices, opt.Default) {
			bad("option %s: default %q is not among its choices %q", opt.Key, opt.Default, opt.Choices)
		}
	}
	levels := map[string]bool{}
	for _, l := range info.Levels {
		if l.Name == "" || l.Bot == "" || levels[l.Name] {
			bad("level %q (bot %q) is unnamed, has no bot or is repeated", l.Name, l.Bot)
		}
		levels[l.Name] = true
	}
	if r := info.Rollout; r != "" && r != "random" {
		name, _, _ := strings.Cut(r, ":")
		if info.Bots[name] == nil {
			bad("Rollout %q is not one of the game's bots", r)
		}
	}
	if len(errs) == 0 {
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			s, err := info.NewGame(game.Config{Players: n, Seed: 1})
			switch {
			case err != nil:
				bad("New with %d players: %v", n, err)
			case s.Players() != n:
				bad("New with %d players made a game of %d", n, s.Players())
			}
			if info.Arena == nil {
				continue
			}
			bots := make([]string, n)
			for i := range bots {
				bots[i] = "random"
			}
			s, err = info.Arena(game.Config{Players: n, Seed: 1}, bots)
			switch {
			case err != nil:
				bad("Arena with %d random bots: %v", n, err)
			case s.Players() != n:
				bad("Arena with %d random bots made a game of %d", n, s.Players())
			}
		}
	}
	if len(errs) > 0 {
		tb.Errorf("info of %q:\n\t%s", info.ID, strings.Join(errs, "\n\t"))
	}
}

func contains(list []string, v string) bool {
	for _, s := range list {
		if s == v {
			return true
		}
	}
	return false
}

// Playthrough plays s to the end with actions drawn uniformly from r,
// checking at every step that ToAct and Legal agree with Over, that legal
// actions apply and that the Returns of the end are one per seat in [0, 1].
// It fails when the game is not over after maxSteps actions.
func Playthrough(s game.State, r *game.RNG, maxSteps int) (steps int, err error) {
	return play(s, r, maxSteps, nil)
}

func play(s game.State, r *game.RNG, maxSteps int, log *[]string) (int, error) {
	var buf []game.Action
	n := s.Players()
	for steps := 0; ; steps++ {
		legal, err := invariants(s, n, buf)
		if err != nil {
			return steps, err
		}
		buf = legal
		if len(legal) == 0 {
			return steps, nil
		}
		if steps >= maxSteps {
			return steps, fmt.Errorf("the game is not over after %d actions", steps)
		}
		a := legal[r.IntN(len(legal))]
		if log != nil {
			*log = append(*log, s.ActionString(a))
		}
		if err := s.Apply(a); err != nil {
			return steps, fmt.Errorf("legal action %d (%q) refused: %v", a, s.ActionString(a), err)
		}
		s.Revealed()
	}
}

// invariants checks ToAct, Legal, Over and Returns against each other and
// returns the legal actions, appended to buf[:0].
func invariants(s game.State, n int, buf []game.Action) ([]game.Action, error) {
	if p := s.Players(); p != n {
		return buf, fmt.Errorf("Players() changed from %d to %d", n, p)
	}
	legal := s.Legal(buf)
	who := s.ToAct()
	if th, ok := s.(game.TurnHolder); ok {
		switch turn := th.TurnOf(); {
		case s.Over() && turn != game.Nobody:
			return legal, fmt.Errorf("the game is over but TurnOf is %d, not Nobody", turn)
		case !s.Over() && (turn < 0 || int(turn) >= n):
			return legal, fmt.Errorf("the game is not over but TurnOf is %d, not a seat of %d", turn, n)
		}
	}
	if s.Over() {
		if who != game.Nobody {
			return legal, fmt.Errorf("the game is over but ToAct is %d, not Nobody", who)
		}
		if len(legal) != 0 {
			return legal, fmt.Errorf("the game is over but Legal gives %d actions", len(legal))
		}
		ret := s.Returns()
		if len(ret) != n {
			return legal, fmt.Errorf("the game is over but Returns gives %d values for %d seats", len(ret), n)
		}
		for p, v := range ret {
			if !(v >= 0 && v <= 1) {
				return legal, fmt.Errorf("the game is over but Returns is %v: seat %d has %v, outside [0, 1]", ret, p, v)
			}
		}
		return legal, nil
	}
	if who < 0 || int(who) >= n {
		return legal, fmt.Errorf("the game is not over but ToAct is %d, not a seat of %d", who, n)
	}
	if len(legal) == 0 {
		return legal, errors.New("the game is not over but Legal is empty")
	}
	return legal, nil
}

// RandomGame starts a game with c and plays it at random to the end; its
// choices are seeded by c.Seed. Engines' benchmarks use it.
func RandomGame(newGame NewFunc, c game.Config, maxSteps int) (steps int, err error) {
	s, err := newGame(c)
	if err != nil {
		return 0, err
	}
	r := choices(c.Seed)
	return Playthrough(s, &r, maxSteps)
}

// Bench plays b.N random games of c (seeds c.Seed, c.Seed+1, …) and reports
// actions per second and per game.
func Bench(b *testing.B, newGame NewFunc, c game.Config) {
	b.Helper()
	total := 0
	seed := c.Seed
	for b.Loop() {
		c.Seed = seed
		seed++
		steps, err := RandomGame(newGame, c, 1<<20)
		if err != nil {
			b.Fatalf("seed %d: %v", c.Seed, err)
		}
		total += steps
	}
	if total > 0 {
		b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "actions/s")
		b.ReportMetric(float64(total)/float64(b.N), "actions/game")
	}
}

// Replay starts a game with c and plays the named actions, as game.Find
// finds them; it rebuilds a position from a failure's report.
func Replay(newGame NewFunc, c game.Config, names []string) (game.State, error) {
	s, err := newGame(c)
	if err != nil {
		return nil, err
	}
	for i, name := range names {
		a, err := game.Find(s, name)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			return s, fmt.Errorf("action %d (%q): %w", i, name, err)
		}
	}
	return s, nil
}

// trace is a game being walked: its configuration and the actions so far.
type trace struct {
	cfg   game.Config
	names []string
}

func (tr *trace) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\tgame: players=%d seed=%d options=%v\n", tr.cfg.Players, tr.cfg.Seed, tr.cfg.Options)
	fmt.Fprintf(&b, "\tafter %d actions: %s\n", len(tr.names), quoteAll(tr.names))
	fmt.Fprintf(&b, "\trebuild with enginetest.Replay(newGame, game.Config{Players: %d, Seed: %d, Options: …}, actions)", tr.cfg.Players, tr.cfg.Seed)
	return b.String()
}

// quoteAll lists action names as Go strings, at most the first maxLogged.
func quoteAll(names []string) string {
	q := make([]string, 0, min(len(names), maxLogged)+1)
	for _, n := range names[:min(len(names), maxLogged)] {
		q = append(q, fmt.Sprintf("%q", n))
	}
	if len(names) > maxLogged {
		q = append(q, fmt.Sprintf("… %d more, played by the same seeded choices", len(names)-maxLogged))
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// maxLogged bounds the actions a failure lists.
const maxLogged = 300

// CheckPlaythroughs plays o.Games seeded random games, each of which must end
// within o.MaxSteps with the invariants of Playthrough holding throughout.
func CheckPlaythroughs(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	total, longest, shortest := 0, 0, -1
	for i := range o.Games {
		cfg := o.config(i)
		s, err := newGame(cfg)
		if err != nil {
			tb.Errorf("New(%+v): %v", cfg, err)
			return
		}
		first := uint64(0)
		if i < o.Deep {
			if first = game.Hash(s); first == 0 {
				tb.Errorf("the state cannot be encoded as JSON, so game.Hash is 0 (players=%d seed=%d)", cfg.Players, cfg.Seed)
				return
			}
		}
		r := choices(cfg.Seed)
		steps, err := Playthrough(s, &r, o.MaxSteps)
		if err != nil {
			tb.Errorf("%v\n%s", err, replayLog(newGame, cfg, o.MaxSteps))
			return
		}
		if i < o.Deep && game.Hash(s) == first {
			tb.Errorf("the state's JSON encoding is the same at the start and at the end of a game: game.Hash does not see the state (players=%d seed=%d)", cfg.Players, cfg.Seed)
			return
		}
		total += steps
		longest = max(longest, steps)
		if shortest < 0 || steps < shortest {
			shortest = steps
		}
	}
	tb.Logf("%d random games of %v players: %d to %d actions, %.1f on average", o.Games, o.Players, shortest, longest, float64(total)/float64(o.Games))
}

// replayLog plays a failed game again, recording its actions.
func replayLog(newGame NewFunc, cfg game.Config, maxSteps int) string {
	tr := &trace{cfg: cfg}
	s, err := newGame(cfg)
	if err != nil {
		return fmt.Sprintf("\tgame: players=%d seed=%d; New failed on the replay: %v", cfg.Players, cfg.Seed, err)
	}
	r := choices(cfg.Seed)
	if _, err := play(s, &r, maxSteps, &tr.names); err == nil {
		return tr.String() + "\n\tthe replay did not fail: the engine is not deterministic"
	}
	return tr.String()
}

func (o Options) valid(tb TB) bool {
	tb.Helper()
	if len(o.Players) == 0 {
		tb.Errorf("enginetest: Options.Players is empty")
		return false
	}
	return true
}

// position is a state reached by a walk, with the generator the visit may use.
type position struct {
	s     game.State
	legal []game.Action // a fresh copy, empty when over
	tr    *trace
	aux   game.RNG
}

// statesPerGame is about how many states of a deep game get the thorough
// checks: all of a short game, a random sample of a long one.
const statesPerGame = 64

// walk plays the first o.Deep games at random and visits states before an
// action and the final one: every state when all is set, else a sample of
// about statesPerGame a game (every state of the first game, then sampled
// by the mean length so far). The invariants of Playthrough are checked at
// every state. The first failure, of the game or of a visit, is reported
// with the game's trace and ends the walk.
func walk(tb TB, newGame NewFunc, o Options, all bool, visit func(p *position) error) {
	tb.Helper()
	played := 0
	for i := range o.Deep {
		cfg := o.config(i)
		s, err := newGame(cfg)
		if err != nil {
			tb.Errorf("New(%+v): %v", cfg, err)
			return
		}
		rate := 1.0
		if !all && i > 0 {
			rate = min(1, statesPerGame*float64(i)/float64(max(1, played)))
		}
		r := choices(cfg.Seed)
		sample := choices(cfg.Seed + 0x9e3779b97f4a7c15)
		p := &position{s: s, tr: &trace{cfg: cfg}, aux: choices(^cfg.Seed)}
		for steps := 0; ; steps++ {
			legal, err := invariants(s, cfg.Players, nil)
			p.legal = legal
			if err == nil && (len(legal) == 0 || rate == 1 || sample.Float64() < rate) {
				err = visit(p)
			}
			if err == nil && steps >= o.MaxSteps && len(legal) > 0 {
				err = fmt.Errorf("the game is not over after %d actions", steps)
			}
			if err == nil && len(legal) > 0 {
				a := legal[r.IntN(len(legal))]
				p.tr.names = append(p.tr.names, s.ActionString(a))
				if aerr := s.Apply(a); aerr != nil {
					err = fmt.Errorf("legal action %d (%q) refused: %v", a, s.ActionString(a), aerr)
				}
				s.Revealed()
			}
			if err != nil {
				tb.Errorf("%v\n%s", err, p.tr)
				return
			}
			if len(legal) == 0 {
				played += steps
				break
			}
		}
	}
}

// CheckActions checks at the states of the deep games that Legal is
// deterministic and appends to dst[:0], that the legal actions have distinct,
// non-empty names (and descriptions naming the seat in English and Italian,
// for a Describer), and that each applies to a clone without touching the
// original.
func CheckActions(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	junk := []game.Action{-7, -7, -7}
	walk(tb, newGame, o, false, func(p *position) error {
		s := p.s
		again := s.Legal(junk[:3])
		if !equalActions(again, p.legal) {
			return fmt.Errorf("two calls of Legal differ: it is not deterministic or does not append to dst[:0]: %v, then %v", p.legal, again)
		}
		h := game.Hash(s)
		names := map[string]game.Action{}
		d, _ := s.(game.Describer)
		for _, a := range p.legal {
			name := s.ActionString(a)
			if name == "" {
				return fmt.Errorf("legal action %d has an empty name", a)
			}
			if b, dup := names[name]; dup {
				return fmt.Errorf("legal actions %d and %d are both named %q: names must be distinct among legal actions", b, a, name)
			}
			names[name] = a
			if d != nil {
				for _, lang := range []string{"en", "it"} {
					if line := d.Describe(a, "Zed", lang); !strings.Contains(line, "Zed") {
						return fmt.Errorf("Describe(%q, \"Zed\", %q) = %q does not name the seat", name, lang, line)
					}
				}
			}
			c := s.Clone()
			if err := c.Apply(a); err != nil {
				return fmt.Errorf("legal action %d (%q) refused on a clone: %v", a, name, err)
			}
			c.Revealed()
		}
		if game.Hash(s) != h {
			return errors.New("applying legal actions to clones (or naming or describing them) changed the original state: Clone shares memory")
		}
		return nil
	})
}

func equalActions(a, b []game.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CheckIllegal checks at the states of the deep games that actions outside
// Legal — out-of-range numbers and the legal actions of other states — are
// refused with an error wrapping game.ErrIllegal that says why, and leave the
// state's hash and legal actions unchanged; at the end, that every action is
// refused.
func CheckIllegal(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	var seen []game.Action
	var lastTrace *trace
	walk(tb, newGame, o, false, func(p *position) error {
		if p.tr != lastTrace {
			seen, lastTrace = seen[:0], p.tr
		}
		s := p.s
		h := game.Hash(s)
		for _, a := range illegalCandidates(p.legal, seen) {
			name := s.ActionString(a)
			err := s.Apply(a)
			switch {
			case err == nil && s.Over() && len(p.legal) == 0:
				return fmt.Errorf("action %d (%q) was accepted after the game was over", a, name)
			case err == nil:
				return fmt.Errorf("action %d (%q), not among the legal %v, was accepted", a, name, p.legal)
			case !errors.Is(err, game.ErrIllegal):
				return fmt.Errorf("action %d (%q) was refused with an error that does not wrap game.ErrIllegal: %v", a, name, err)
			case err.Error() == "":
				return fmt.Errorf("action %d (%q) was refused without saying why", a, name)
			}
			if game.Hash(s) != h {
				return fmt.Errorf("refused action %d (%q) changed the state (%v)", a, name, err)
			}
			if again := s.Legal(nil); !equalActions(again, p.legal) {
				return fmt.Errorf("refused action %d (%q) changed the legal actions from %v to %v", a, name, p.legal, again)
			}
		}
		for _, a := range p.legal {
			if !containsAction(seen, a) && len(seen) < 64 {
				seen = append(seen, a)
			}
		}
		return nil
	})
}

// illegalCandidates lists actions not in legal: extreme numbers, the numbers
// around the legal ones and the actions seen legal in other states.
func illegalCandidates(legal, seen []game.Action) []game.Action {
	out := []game.Action{-1, -2, 1 << 30, -1 << 31, 1<<31 - 1}
	lo, hi := game.Action(0), game.Action(8)
	for i, a := range legal {
		if i == 0 || a < lo {
			lo = a
		}
		if i == 0 || a > hi {
			hi = a
		}
	}
	for a := lo - 3; a <= hi+3 && a-lo < 64; a++ {
		out = append(out, a)
	}
	out = append(out, seen...)
	cands := out[:0]
	for _, a := range out {
		if !containsAction(legal, a) && !containsAction(cands, a) {
			cands = append(cands, a)
		}
	}
	return cands
}

func containsAction(list []game.Action, a game.Action) bool {
	for _, b := range list {
		if a == b {
			return true
		}
	}
	return false
}

// cloneHorizon is how many actions a clone is played on.
const cloneHorizon = 24

// CheckClone checks at the states of the deep games that a clone hashes as
// the original, that playing a clone on leaves the original unchanged, that
// playing the original on leaves an earlier clone unchanged, and that two
// clones given the same actions stay identical, Revealed included.
func CheckClone(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	var kept game.State
	var keptHash uint64
	var keptTrace *trace
	walk(tb, newGame, o, false, func(p *position) error {
		s := p.s
		if kept != nil && keptTrace == p.tr && game.Hash(kept) != keptHash {
			return errors.New("the last action on the original changed a clone made before it: Clone shares memory")
		}
		h := game.Hash(s)
		kept, keptHash, keptTrace = s.Clone(), h, p.tr
		if len(p.legal) == 0 {
			return nil
		}
		a := s.Clone()
		if game.Hash(a) != h {
			return errors.New("a clone does not hash as the original: Clone misses part of the state")
		}
		var actions []game.Action
		var hashes []uint64
		var revealed []bool
		for i := 0; i < cloneHorizon && !a.Over(); i++ {
			legal := a.Legal(nil)
			if len(legal) == 0 {
				return fmt.Errorf("a clone is not over but has no legal actions after %d actions on it", i)
			}
			act := legal[p.aux.IntN(len(legal))]
			if err := a.Apply(act); err != nil {
				return fmt.Errorf("a clone refused legal action %d (%q) after %d actions on it: %v", act, a.ActionString(act), i, err)
			}
			actions = append(actions, act)
			hashes = append(hashes, game.Hash(a))
			revealed = append(revealed, a.Revealed())
		}
		if game.Hash(s) != h {
			return fmt.Errorf("playing %d actions on a clone changed the original: Clone shares memory", len(actions))
		}
		b := s.Clone()
		for i, act := range actions {
			if err := b.Apply(act); err != nil {
				return fmt.Errorf("a second clone refused action %d (%q), accepted by the first after %d actions: %v", act, b.ActionString(act), i, err)
			}
			if game.Hash(b) != hashes[i] || b.Revealed() != revealed[i] {
				return fmt.Errorf("two clones given the same %d actions differ: the engine is not deterministic, or Clone misses part of the state (the generator?)", i+1)
			}
		}
		return nil
	})
}

// CheckPublicActions checks that game.PublicAction in st is true of each
// action of public and false of each of secret, both keyed by what the
// action does.
func CheckPublicActions(tb TB, st game.State, public, secret map[string]game.Action) {
	tb.Helper()
	for want, list := range map[bool]map[string]game.Action{true: public, false: secret} {
		for name, a := range list {
			if got := game.PublicAction(st, a); got != want {
				tb.Errorf("%s (%d): public %v, want %v", name, a, got, want)
			}
		}
	}
}

// CheckShortcuts checks at the states of the deep games the shortcuts a
// search takes: for a game.Resampler, that a sample written over the last one
// hashes as the sample Determinize gives from the same generator; for a
// game.LegalApplier, that ApplyLegal of each legal action leaves a clone as
// Apply does, Revealed included. A game with neither passes.
func CheckShortcuts(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	var last game.State
	walk(tb, newGame, o, false, func(p *position) error {
		s := p.s
		if len(p.legal) == 0 {
			return nil
		}
		if r, ok := s.(game.Resampler); ok {
			d, _ := s.(game.Determinizer)
			if d == nil {
				return errors.New("a Resampler that is no Determinizer")
			}
			seed := p.aux.Uint64()
			g1, g2 := game.NewRNG(seed), game.NewRNG(seed)
			want := d.Determinize(s.ToAct(), &g1)
			last = r.DeterminizeOver(last, s.ToAct(), &g2)
			if game.Hash(last) != game.Hash(want) {
				return errors.New("a sample written over the last one differs from Determinize's")
			}
		}
		if _, ok := s.(game.LegalApplier); ok {
			for _, a := range p.legal {
				x, y := s.Clone(), s.Clone()
				if err := x.Apply(a); err != nil {
					return fmt.Errorf("legal action %d (%q) refused: %v", a, s.ActionString(a), err)
				}
				y.(game.LegalApplier).ApplyLegal(a)
				if game.Hash(x) != game.Hash(y) || x.Revealed() != y.Revealed() {
					return fmt.Errorf("ApplyLegal(%q) leaves the game otherwise than Apply", s.ActionString(a))
				}
			}
		}
		return nil
	})
}

// CheckReplay checks that the same seed gives the same game, and that a game
// replayed from its action names with game.Find reaches the same hash at
// every step, with the same actions and the same Revealed.
func CheckReplay(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	type step struct {
		hash     uint64
		revealed bool
	}
	var (
		steps     []step
		lastTrace *trace
		first     uint64
	)
	walk(tb, newGame, o, true, func(p *position) error {
		if p.tr != lastTrace {
			steps, lastTrace, first = steps[:0], p.tr, game.Hash(p.s)
		} else {
			steps[len(steps)-1].hash = game.Hash(p.s)
			steps[len(steps)-1].revealed = p.s.Revealed()
		}
		if len(p.legal) > 0 {
			// The walk applies the action it names last.
			steps = append(steps, step{})
			return nil
		}
		s, err := newGame(p.tr.cfg)
		if err != nil {
			return fmt.Errorf("starting the game a second time failed: %v", err)
		}
		if game.Hash(s) != first {
			return errors.New("two games started with the same configuration differ: the engine is not deterministic")
		}
		for i, name := range p.tr.names {
			a, err := game.Find(s, name)
			if err != nil {
				return fmt.Errorf("replaying action %d by name: %v", i, err)
			}
			if err := s.Apply(a); err != nil {
				return fmt.Errorf("replaying action %d (%q): %v", i, name, err)
			}
			if game.Hash(s) != steps[i].hash || s.Revealed() != steps[i].revealed {
				return fmt.Errorf("the replay from action names differs from the game after action %d (%q)", i, name)
			}
		}
		return nil
	})
}

// CheckViews checks at the states of the deep games that View of every seat
// encodes as JSON and, for a game.Determinizer, that determinizing for a seat
// leaves the original unchanged, keeps Players and ToAct (and the legal
// actions when that seat is to act), changes nothing the seat may see — its
// View is the same in the original and in two determinizations — and gives a
// playable game, in which the same legal actions are public
// (game.Publicist). A view that shows what the seat cannot know fails this.
func CheckViews(tb TB, newGame NewFunc, o Options) {
	tb.Helper()
	o = o.withDefaults()
	if !o.valid(tb) {
		return
	}
	determinized, differed := 0, false
	walk(tb, newGame, o, false, func(p *position) error {
		s := p.s
		det, _ := s.(game.Determinizer)
		h := game.Hash(s)
		n := s.Players()
		for seat := range game.Seat(n) {
			view, err := json.Marshal(s.View(seat))
			if err != nil {
				return fmt.Errorf("View(%d) cannot be encoded as JSON: %v", seat, err)
			}
			if det == nil || s.Over() {
				continue
			}
			for k := range 2 {
				r := game.NewRNG(p.aux.Uint64())
				d := det.Determinize(seat, &r)
				determinized++
				if game.Hash(s) != h {
					return fmt.Errorf("Determinize(%d) changed the original state", seat)
				}
				if hd := game.Hash(d); hd != h {
					differed = true
				}
				if d.Players() != n || d.ToAct() != s.ToAct() {
					return fmt.Errorf("a determinization for seat %d has %d players and ToAct %d, the game %d and %d", seat, d.Players(), d.ToAct(), n, s.ToAct())
				}
				for _, a := range p.legal {
					if game.PublicAction(d, a) != game.PublicAction(s, a) {
						return fmt.Errorf("whether %q is public differs between the game and a determinization for seat %d: it must read only what every seat sees", s.ActionString(a), seat)
					}
				}
				if seat == s.ToAct() {
					if err := sameLegal(s, d, p.legal); err != nil {
						return fmt.Errorf("a determinization for seat %d, the seat to act, %v", seat, err)
					}
				}
				dview, err := json.Marshal(d.View(seat))
				if err != nil {
					return fmt.Errorf("View(%d) of a determinization cannot be encoded as JSON: %v", seat, err)
				}
				if !bytes.Equal(view, dview) {
					return fmt.Errorf("View(%d) differs between the game and a determinization for seat %d: the view shows what the seat cannot know, or Determinize changes what it knows\n\t%s", seat, seat, jsonDiff(view, dview))
				}
				if k == 0 && seat == s.ToAct() {
					if _, err := Playthrough(d, &p.aux, o.MaxSteps); err != nil {
						return fmt.Errorf("a determinization for seat %d cannot be played out: %v", seat, err)
					}
					if game.Hash(s) != h {
						return fmt.Errorf("playing out a determinization for seat %d changed the original: they share memory", seat)
					}
				}
			}
		}
		return nil
	})
	if determinized > 0 && !differed {
		tb.Errorf("in %d determinizations (games of %v players, seed=%d to %d) Determinize never changed the state: it must re-sample what the seat cannot know and reseed the generator", determinized, o.Players, o.Seed, o.Seed+uint64(o.Deep)-1)
	}
}

func sameLegal(s, d game.State, legal []game.Action) error {
	dl := d.Legal(nil)
	if !equalActions(dl, legal) {
		return fmt.Errorf("has legal actions %v, the game %v", dl, legal)
	}
	for _, a := range legal {
		if s.ActionString(a) != d.ActionString(a) {
			return fmt.Errorf("names action %d %q, the game %q", a, d.ActionString(a), s.ActionString(a))
		}
	}
	return nil
}

// jsonDiff shows where two encodings first differ.
func jsonDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-60)
	clip := func(x []byte) string { return string(x[from:min(len(x), i+60)]) }
	return fmt.Sprintf("at byte %d: game …%s… determinization …%s…", i, clip(a), clip(b))
}

// DescribeBothLanguages plays s at random from r for at most steps actions
// and describes every legal action of every state on the way, in English and
// in Italian, for the seat name "Bea". It returns how many lines were
// described and how many differ between the two languages, or an error for
// the first line that does not name the seat or says nothing more. s must be
// a game.Describer.
func DescribeBothLanguages(s game.State, r *game.RNG, steps int) (described, differ int, err error) {
	d, ok := s.(game.Describer)
	if !ok {
		return 0, 0, fmt.Errorf("%T does not describe its actions", s)
	}
	var legal []game.Action
	for step := 0; step < steps && !s.Over(); step++ {
		legal = s.Legal(legal)
		for _, a := range legal {
			en, it := d.Describe(a, "Bea", "en"), d.Describe(a, "Bea", "it")
			if len(en) <= len("Bea ") || len(it) <= len("Bea ") || !strings.Contains(en, "Bea") || !strings.Contains(it, "Bea") {
				return described, differ, fmt.Errorf("%q does not name the seat: %q / %q", s.ActionString(a), en, it)
			}
			described++
			if en != it {
				differ++
			}
		}
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			return described, differ, err
		}
	}
	return described, differ, nil
}
