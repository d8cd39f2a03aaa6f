package headless

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
)

func TestMain(m *testing.M) {
	game.Register(toy.Info())
	os.Exit(m.Run())
}

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestSimJSONHasTheFields(t *testing.T) {
	code, out, errs := run(t, "", "sim", "-game", "toy", "-players", "3", "-bots", "random,ismcts:50", "-games", "60", "-seed", "9", "-json", "-quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	for _, k := range []string{"game", "players", "games", "seed", "bots", "ties", "tie_rate", "no_winner", "length", "seconds", "games_per_sec"} {
		if _, ok := r[k]; !ok {
			t.Errorf("no %q in %s", k, out)
		}
	}
	bots := r["bots"].([]any)
	if len(bots) != 3 {
		t.Fatalf("%d bot rows for 3 seats", len(bots))
	}
	games := 0.0
	for _, b := range bots {
		row := b.(map[string]any)
		for _, k := range []string{"bot", "wins", "win_rate", "win_ci95", "stats"} {
			if _, ok := row[k]; !ok {
				t.Errorf("bot row lacks %q: %v", k, row)
			}
		}
		ci := row["win_ci95"].([]any)
		if lo, hi, rate := ci[0].(float64), ci[1].(float64), row["win_rate"].(float64); lo > rate || rate > hi {
			t.Errorf("win rate %v outside its interval %v", rate, ci)
		}
		games += row["games"].(float64)
	}
	if games != 3*60 {
		t.Errorf("bot rows count %v seat-games, want 180", games)
	}
}

// TestSimReportsEverySeat: one row a seat, whichever bot sat there; the
// seats' wins add up to the bots' wins, as both count the same games.
func TestSimReportsEverySeat(t *testing.T) {
	code, out, errs := run(t, "", "sim", "-game", "toy", "-players", "3", "-bots", "random,ismcts:30", "-games", "90", "-seed", "4", "-json", "-quiet", "-workers", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if !strings.Contains(out, `"seats":[{"seat":0,"games":`) || len(r.Seats) != 3 {
		t.Fatalf("seats %+v in %s", r.Seats, out)
	}
	var seatWins, seatShared, botWins, botShared int
	for i, s := range r.Seats {
		if s.Seat != i || s.Games != r.Games-r.Unfinished {
			t.Errorf("seat row %d: %+v", i, s)
		}
		if s.CI95 != wilson(s.Wins, s.Games) || s.WinRate != float64(s.Wins)/float64(s.Games) {
			t.Errorf("seat row %d: rate %v, interval %v", i, s.WinRate, s.CI95)
		}
		seatWins, seatShared = seatWins+s.Wins, seatShared+s.Shared
	}
	for _, b := range r.Bots {
		botWins, botShared = botWins+b.Wins, botShared+b.Shared
	}
	if seatWins != botWins || seatShared != botShared || seatWins == 0 {
		t.Errorf("seats won %d (+%d shared), bots %d (+%d)", seatWins, seatShared, botWins, botShared)
	}
	code, out, _ = run(t, "", "sim", "-game", "toy", "-players", "3", "-games", "30", "-quiet", "-workers", "1")
	if code != 0 || !strings.Contains(out, "seat 1") || !strings.Contains(out, "seat 3") {
		t.Errorf("the table lacks the seats: %s", out)
	}
}

func TestSimIsDeterministicWhateverTheWorkers(t *testing.T) {
	info, _ := game.Lookup("toy")
	var reports []*Report
	for _, w := range []int{1, 2, 3} {
		a := &Arena{Info: info, Players: 2, Bots: []string{"random", "random"}, Games: 101, Seed: 77, Workers: w}
		r, err := a.Run()
		if err != nil {
			t.Fatal(err)
		}
		r.Seconds, r.GamesPerSec, r.Workers = 0, 0, 0
		reports = append(reports, r)
	}
	for i := 1; i < len(reports); i++ {
		a, _ := json.Marshal(reports[0])
		b, _ := json.Marshal(reports[i])
		if !bytes.Equal(a, b) {
			t.Fatalf("reports differ:\n%s\n%s", a, b)
		}
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int
		lo, hi float64
	}{
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
	}
	for _, tt := range tests {
		got := wilson(tt.k, tt.n)
		if d0, d1 := got[0]-tt.lo, got[1]-tt.hi; d0*d0 > 1e-7 || d1*d1 > 1e-7 {
			t.Errorf("wilson(%d, %d) = %v, want [%v %v]", tt.k, tt.n, got, tt.lo, tt.hi)
		}
	}
}

func TestBadInputExitsWithAMessage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no command", nil, 2, "usage"},
		{"unknown command", []string{"fly"}, 2, `unknown command "fly"`},
		{"unknown flag", []string{"sim", "-speed", "3"}, 2, "flag provided but not defined: -speed"},
		{"no game", []string{"sim"}, 2, "-game is required"},
		{"unknown game", []string{"sim", "-game", "chess"}, 2, `unknown game "chess"`},
		{"too many players", []string{"sim", "-game", "toy", "-players", "9", "-quiet"}, 2, "-players 9: toy is for 2–4 players"},
		{"a billion players", []string{"sim", "-game", "toy", "-players", "1000000000", "-quiet"}, 2, "-players 1000000000: toy is for 2–4"},
		{"no players", []string{"sim", "-game", "toy", "-players", "0", "-quiet"}, 2, "-players 0"},
		{"a hundred million workers", []string{"sim", "-game", "toy", "-workers", "100000000", "-quiet"}, 2, "-workers 100000000: give 1–1024"},
		{"no workers", []string{"sim", "-game", "toy", "-workers", "0", "-quiet"}, 2, "-workers 0"},
		{"too many games", []string{"sim", "-game", "toy", "-games", "1000000000000", "-quiet"}, 2, "-games 1000000000000"},
		{"too many bots", []string{"sim", "-game", "toy", "-bots", "random,random,random", "-quiet"}, 1, "bots: give 1 to 2 bots"},
		{"unknown bot", []string{"sim", "-game", "toy", "-bots", "genius", "-quiet"}, 1, "genius"},
		{"bad seed", []string{"sim", "-game", "toy", "-seed", "x"}, 2, `seed "x"`},
		{"bad option", []string{"sim", "-game", "toy", "-options", "=3"}, 2, "write key=value"},
		{"unknown option", []string{"sim", "-game", "toy", "-options", "colour=red", "-quiet"}, 1, `no option "colour"`},
		{"replay without file", []string{"replay"}, 2, "usage"},
		{"replay missing file", []string{"replay", "/nonexistent/x.json"}, 1, "no such file"},
		{"replay corrupt", []string{"replay", filepath.Join("testdata", "corrupt.json")}, 1, "not a zombietable save: line 2"},
		{"replay a folder", []string{"replay", "testdata"}, 1, "not a regular file but a folder"},
		{"replay a device", []string{"replay", os.DevNull}, 1, "not a regular file but a device"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, "", tt.args...)
			if code != tt.code || !strings.Contains(errs, tt.want) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, errs, tt.code, tt.want)
			}
		})
	}
}

func TestReplayPrintsResultAndHash(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	_, out, _ := run(t, `{"cmd":"new","game":"toy","players":2,"seed":5}
{"cmd":"save"}
`, "engine")
	var ans struct {
		Log json.RawMessage `json:"log"`
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if err := json.Unmarshal([]byte(lines[1]), &ans); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, ans.Log, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "replay", path)
	if code != 0 || !strings.Contains(out, "game: toy, 2 players, seed 5, 0 actions") || !strings.Contains(out, "hash: ") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
}

// TestSimStopsStalledGames: a game past the turn limit counts as unfinished
// instead of holding the arena.
func TestSimStopsStalledGames(t *testing.T) {
	info, _ := game.Lookup("toy")
	a := &Arena{Info: info, Players: 2, Bots: []string{"random"}, Games: 20, Seed: 1, Workers: 1, MaxTurns: 1}
	r, err := a.Run()
	if err != nil {
		t.Fatal(err)
	}
	if r.Unfinished != 20 {
		t.Fatalf("%d of 20 games unfinished with a one-turn limit", r.Unfinished)
	}
	a.MaxTurns = 0
	if r, err = a.Run(); err != nil || r.Unfinished != 0 {
		t.Fatalf("default limit: %d unfinished, %v", r.Unfinished, err)
	}
}

// TestReplayQuotesSeatNames: the fixture's seat name holds a line break that
// would forge a "hash:" line and an escape sequence for the terminal; the
// save is refused, and a name that passes is printed quoted.
func TestReplayQuotesSeatNames(t *testing.T) {
	code, out, errs := run(t, "", "replay", filepath.Join("testdata", "forged_name.json"))
	if code != 1 || strings.Contains(out+errs, "\nhash: 0") || strings.ContainsAny(errs, "\x1b") || !strings.Contains(errs, "control character") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = run(t, "", "replay", filepath.Join("testdata", "quoted_name.json"))
	if code != 0 || !strings.Contains(out, `"Anna \"the axe\""`) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
