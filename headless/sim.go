package headless

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"zombietable/game"
	"zombietable/game/bot"
)

// maxActions ends a runaway game of the arena: it counts as unfinished.
const maxActions = 1_000_000

// DefaultMaxTurns is the arena's turn limit unless one is given.
const DefaultMaxTurns = 1000

// The arena's bounds, checked before any work: at most MaxWorkers games
// at once and MaxGames games a run.
const (
	MaxWorkers = 1024
	MaxGames   = 10_000_000
)

// Arena is one run of the bot arena.
type Arena struct {
	Info    *game.Info
	Players int
	Bots    []string // specs, one a seat; they rotate through the seats game by game
	Games   int
	Seed    uint64
	Options map[string]string
	Workers int
	// MaxTurns ends a game that reaches this many turns (for engines that
	// count turns) as unfinished: two bots can stall a game forever. Zero
	// means DefaultMaxTurns.
	MaxTurns int
	// Progress, if set, is called after every game with the games finished
	// so far, from any worker.
	Progress func(done int)
}

// BotResult is what one entry of the arena's bot list achieved.
type BotResult struct {
	Bot     string             `json:"bot"`
	Games   int                `json:"games"`
	Wins    int                `json:"wins"`
	Shared  int                `json:"shared_wins"`
	WinRate float64            `json:"win_rate"`
	CI95    [2]float64         `json:"win_ci95"`
	Stats   map[string]float64 `json:"stats"`
}

// SeatResult is what the bots at one seat achieved, whichever bot sat
// there: the seat's own advantage or handicap.
type SeatResult struct {
	Seat    int        `json:"seat"`
	Games   int        `json:"games"`
	Wins    int        `json:"wins"`
	Shared  int        `json:"shared_wins"`
	WinRate float64    `json:"win_rate"`
	CI95    [2]float64 `json:"win_ci95"`
}

// Length is the games' length.
type Length struct {
	Unit   string  `json:"unit"`
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
}

// Report is an arena run's result.
type Report struct {
	Game        string       `json:"game"`
	Players     int          `json:"players"`
	Games       int          `json:"games"`
	Seed        uint64       `json:"seed"`
	Options     any          `json:"options,omitempty"`
	Bots        []BotResult  `json:"bots"`
	Seats       []SeatResult `json:"seats"`
	Ties        int          `json:"ties"`
	TieRate     float64      `json:"tie_rate"`
	NoWinner    int          `json:"no_winner"`
	Unfinished  int          `json:"unfinished"`
	Length      Length       `json:"length"`
	Seconds     float64      `json:"seconds"`
	GamesPerSec float64      `json:"games_per_sec"`
	Workers     int          `json:"workers"`
}

// outcome is one game's result.
type outcome struct {
	returns  []float64
	seatOf   []int // seatOf[entry] = the seat bot entry i played
	length   int
	turns    bool
	stats    []map[string]float64 // per seat
	finished bool
	err      error
}

// gameSeed derives the seed of game g so each game is independent of the
// others and of how they are spread over workers.
func gameSeed(seed uint64, g int) uint64 {
	z := seed + uint64(g+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// seatBot says which entry of the bot list sits at seat in game g.
func (a *Arena) seatBot(g, seat int) int { return (seat + g) % a.Players }

func (a *Arena) newGame(g int) (game.State, []string, error) {
	specs := make([]string, a.Players)
	for seat := range specs {
		specs[seat] = a.Bots[a.seatBot(g, seat)]
	}
	cfg := game.Config{Players: a.Players, Seed: gameSeed(a.Seed, g), Options: a.Options}
	if a.Info.Arena != nil {
		st, err := a.Info.Arena(cfg, specs)
		return st, specs, err
	}
	st, err := a.Info.NewGame(cfg)
	return st, specs, err
}

func (a *Arena) play(g int) outcome {
	st, specs, err := a.newGame(g)
	if err != nil {
		return outcome{err: err}
	}
	bots := make([]game.Bot, a.Players)
	for seat, spec := range specs {
		b, err := bot.New(spec, a.Info, gameSeed(a.Seed^0x5eed, g*8+seat))
		if err != nil {
			return outcome{err: err}
		}
		bots[seat] = b
	}
	o := outcome{seatOf: make([]int, len(a.Bots))}
	for i := range o.seatOf {
		o.seatOf[i] = -1
	}
	for seat := 0; seat < a.Players; seat++ {
		o.seatOf[a.seatBot(g, seat)] = seat
	}
	turner, _ := st.(game.Turner)
	maxTurns := a.MaxTurns
	if maxTurns <= 0 {
		maxTurns = DefaultMaxTurns
	}
	for n := 0; !st.Over(); n++ {
		if n == maxActions || (turner != nil && turner.Turns() > maxTurns) {
			return o
		}
		seat := st.ToAct()
		act := bot.Choose(bots[seat], st)
		if err := st.Apply(act); err != nil {
			return outcome{err: fmt.Errorf("game %d: bot %s chose %q: %w", g, specs[seat], st.ActionString(act), err)}
		}
		o.length++
	}
	o.finished = true
	o.returns = st.Returns()
	if t, ok := st.(game.Turner); ok {
		o.length, o.turns = t.Turns(), true
	}
	if s, ok := st.(game.Statser); ok {
		o.stats = make([]map[string]float64, a.Players)
		for seat := range o.stats {
			o.stats[seat] = s.Stats(game.Seat(seat))
		}
	}
	return o
}

// Run plays the arena's games on its workers and sums them up.
func (a *Arena) Run() (*Report, error) {
	if a.Players < 1 || a.Players > a.Info.MaxPlayers {
		return nil, fmt.Errorf("players: %d, but %s is for %d–%d", a.Players, a.Info.ID, a.Info.MinPlayers, a.Info.MaxPlayers)
	}
	if a.Workers < 0 || a.Workers > MaxWorkers {
		return nil, fmt.Errorf("workers: %d, give 1–%d", a.Workers, MaxWorkers)
	}
	if len(a.Bots) == 0 || len(a.Bots) > a.Players {
		return nil, fmt.Errorf("bots: give 1 to %d bots for %d players, not %d", a.Players, a.Players, len(a.Bots))
	}
	// A shorter list is repeated to fill the seats; each seat's entry is
	// reported on its own.
	for n := len(a.Bots); len(a.Bots) < a.Players; {
		a.Bots = append(a.Bots, a.Bots[len(a.Bots)%n])
	}
	if a.Games < 1 || a.Games > MaxGames {
		return nil, fmt.Errorf("games: %d, give 1–%d", a.Games, MaxGames)
	}
	// Fail fast, before spreading work, on what every game would hit.
	if _, _, err := a.newGame(0); err != nil {
		return nil, err
	}
	for _, spec := range a.Bots {
		if _, err := bot.New(spec, a.Info, 1); err != nil {
			return nil, err
		}
	}
	workers := a.Workers
	if workers < 1 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, a.Games)
	results := make([]outcome, a.Games)
	var next, done atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				g := int(next.Add(1) - 1)
				if g >= a.Games {
					return
				}
				results[g] = a.play(g)
				if d := done.Add(1); a.Progress != nil {
					a.Progress(int(d))
				}
			}
		}()
	}
	wg.Wait()
	secs := time.Since(start).Seconds()
	for _, o := range results {
		if o.err != nil {
			return nil, o.err
		}
	}
	r := a.summarize(results)
	r.Seconds = secs
	r.GamesPerSec = float64(a.Games) / secs
	r.Workers = workers
	return r, nil
}

func (a *Arena) summarize(results []outcome) *Report {
	r := &Report{Game: a.Info.ID, Players: a.Players, Games: a.Games, Seed: a.Seed}
	if len(a.Options) > 0 {
		r.Options = a.Options
	}
	r.Bots = make([]BotResult, len(a.Bots))
	sums := make([]map[string]float64, len(a.Bots))
	counts := make([]map[string]int, len(a.Bots))
	for i, b := range a.Bots {
		r.Bots[i] = BotResult{Bot: b, Stats: map[string]float64{}}
		sums[i], counts[i] = map[string]float64{}, map[string]int{}
	}
	r.Seats = make([]SeatResult, a.Players)
	for seat := range r.Seats {
		r.Seats[seat].Seat = seat
	}
	lengths := make([]int, 0, len(results))
	r.Length.Unit = "actions"
	for _, o := range results {
		if !o.finished {
			r.Unfinished++
			continue
		}
		if o.turns {
			r.Length.Unit = "turns"
		}
		lengths = append(lengths, o.length)
		winners := 0
		for _, v := range o.returns {
			if v >= 1 {
				winners++
			}
		}
		switch {
		case winners == 0:
			r.NoWinner++
		case winners > 1:
			r.Ties++
		}
		for seat := range r.Seats {
			sr := &r.Seats[seat]
			sr.Games++
			if o.returns[seat] >= 1 {
				if winners == 1 {
					sr.Wins++
				} else {
					sr.Shared++
				}
			}
		}
		for i, seat := range o.seatOf {
			if seat < 0 {
				continue
			}
			br := &r.Bots[i]
			br.Games++
			if o.returns[seat] >= 1 {
				if winners == 1 {
					br.Wins++
				} else {
					br.Shared++
				}
			}
			if o.stats != nil {
				for k, v := range o.stats[seat] {
					sums[i][k] += v
					counts[i][k]++
				}
			}
		}
	}
	for i := range r.Bots {
		br := &r.Bots[i]
		if br.Games > 0 {
			br.WinRate = float64(br.Wins) / float64(br.Games)
		}
		br.CI95 = wilson(br.Wins, br.Games)
		for k, s := range sums[i] {
			br.Stats[k] = s / float64(counts[i][k])
		}
	}
	for i := range r.Seats {
		sr := &r.Seats[i]
		if sr.Games > 0 {
			sr.WinRate = float64(sr.Wins) / float64(sr.Games)
		}
		sr.CI95 = wilson(sr.Wins, sr.Games)
	}
	finished := a.Games - r.Unfinished
	if finished > 0 {
		r.TieRate = float64(r.Ties) / float64(finished)
	}
	r.Length.Mean, r.Length.Median = meanMedian(lengths)
	return r
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{math.Max(0, mid-half), math.Min(1, mid+half)}
}

func meanMedian(xs []int) (mean, median float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	s := append([]int(nil), xs...)
	sort.Ints(s)
	total := 0
	for _, x := range s {
		total += x
	}
	mean = float64(total) / float64(len(s))
	if m := len(s) / 2; len(s)%2 == 1 {
		median = float64(s[m])
	} else {
		median = float64(s[m-1]+s[m]) / 2
	}
	return mean, median
}

// Sim is the arena's command line.
func Sim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("game", "", "game id (see `zombietable engine` games, or the README)")
	players := fs.Int("players", 2, "players a game")
	bots := fs.String("bots", "random", "comma-separated bot specs (random, ismcts, ismcts:2000, or the game's own), repeated to fill the seats; they rotate through the seats game by game")
	games := fs.Int("games", 100, "games to play")
	seedStr := fs.String("seed", "1", "seed of the first game")
	options := fs.String("options", "", "game options, k=v,k=v")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (1 measures one core)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	quiet := fs.Bool("quiet", false, "no progress bar")
	maxTurns := fs.Int("max-turns", DefaultMaxTurns, "a game longer than this many turns stops and counts as unfinished")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sim: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "sim: %v\n", err)
		return 2
	}
	if *id == "" {
		return fail(errors.New("-game is required"))
	}
	info, err := game.Lookup(*id)
	if err != nil {
		return fail(err)
	}
	// Checked before anything is made for them.
	if *players < 1 || *players > info.MaxPlayers {
		return fail(fmt.Errorf("-players %d: %s is for %d–%d players", *players, info.ID, info.MinPlayers, info.MaxPlayers))
	}
	if *workers < 1 || *workers > MaxWorkers {
		return fail(fmt.Errorf("-workers %d: give 1–%d", *workers, MaxWorkers))
	}
	if *games < 1 || *games > MaxGames {
		return fail(fmt.Errorf("-games %d: give 1–%d", *games, MaxGames))
	}
	seed, err := parseSeed(*seedStr)
	if err != nil {
		return fail(err)
	}
	opts, err := parseOptions(*options)
	if err != nil {
		return fail(err)
	}
	a := &Arena{Info: info, Players: *players, Bots: strings.Split(*bots, ","), Games: *games, Seed: seed, Options: opts, Workers: *workers, MaxTurns: *maxTurns}
	if !*quiet {
		start := time.Now()
		var mu sync.Mutex
		var shown time.Duration
		a.Progress = func(done int) {
			mu.Lock()
			defer mu.Unlock()
			// At most ten updates a second, and always the last.
			if now := time.Since(start); now-shown >= 100*time.Millisecond || done == a.Games {
				shown = now
				progressBar(stderr, done, a.Games, now)
			}
		}
	}
	r, err := a.Run()
	if !*quiet {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sim: %v\n", err)
		return 1
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(r); err != nil {
			return fail(err)
		}
		return 0
	}
	printReport(stdout, r)
	return 0
}

func progressBar(w io.Writer, done, total int, elapsed time.Duration) {
	const width = 30
	filled := done * width / total
	rate := float64(done) / elapsed.Seconds()
	fmt.Fprintf(w, "\r[%s%s] %d/%d games, %.0f games/s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, rate)
}

func printReport(w io.Writer, r *Report) {
	fmt.Fprintf(w, "%s, %d players, %d games, seed %d, %d workers\n\n", r.Game, r.Players, r.Games, r.Seed, r.Workers)
	keys := map[string]bool{}
	for _, b := range r.Bots {
		for k := range b.Stats {
			keys[k] = true
		}
	}
	statKeys := make([]string, 0, len(keys))
	for k := range keys {
		statKeys = append(statKeys, k)
	}
	sort.Strings(statKeys)
	fmt.Fprintf(w, "%-3s %-24s %8s %8s %8s %17s %8s", "#", "bot", "games", "wins", "win %", "95% interval", "shared")
	for _, k := range statKeys {
		fmt.Fprintf(w, " %14s", k)
	}
	fmt.Fprintln(w)
	for i, b := range r.Bots {
		fmt.Fprintf(w, "%-3d %-24s %8d %8d %7.2f%% %7.2f%%–%6.2f%% %8d", i+1, b.Bot, b.Games, b.Wins, 100*b.WinRate, 100*b.CI95[0], 100*b.CI95[1], b.Shared)
		for _, k := range statKeys {
			if v, ok := b.Stats[k]; ok {
				fmt.Fprintf(w, " %14.2f", v)
			} else {
				fmt.Fprintf(w, " %14s", "–")
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "\n%-3s %-24s %8s %8s %8s %17s %8s\n", "", "seat", "games", "wins", "win %", "95% interval", "shared")
	for _, sr := range r.Seats {
		fmt.Fprintf(w, "%-3s %-24s %8d %8d %7.2f%% %7.2f%%–%6.2f%% %8d\n", "", fmt.Sprintf("seat %d", sr.Seat+1), sr.Games, sr.Wins, 100*sr.WinRate, 100*sr.CI95[0], 100*sr.CI95[1], sr.Shared)
	}
	fmt.Fprintf(w, "\nties (shared wins): %d (%.2f%%)   nobody won: %d   unfinished: %d\n", r.Ties, 100*r.TieRate, r.NoWinner, r.Unfinished)
	fmt.Fprintf(w, "length: mean %.1f, median %.1f %s\n", r.Length.Mean, r.Length.Median, r.Length.Unit)
	fmt.Fprintf(w, "%.2f s, %.0f games/s\n", r.Seconds, r.GamesPerSec)
}
