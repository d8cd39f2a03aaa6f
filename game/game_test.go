package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestRNGIsAValue(t *testing.T) {
	a := NewRNG(42)
	a.Uint64()
	b := a // a copy draws what the original draws
	for i := 0; i < 100; i++ {
		if x, y := a.IntN(1000), b.IntN(1000); x != y {
			t.Fatalf("draw %d: copy %d, original %d", i, y, x)
		}
	}
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var c RNG
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	if a.Uint64() != c.Uint64() {
		t.Fatal("a generator restored from JSON draws differently")
	}
	if err := json.Unmarshal([]byte(`"zz"`), &c); err == nil {
		t.Fatal("bad JSON accepted")
	}
}

func TestRNGRanges(t *testing.T) {
	r := NewRNG(7)
	tests := []struct {
		name   string
		draw   func() int
		lo, hi int
	}{
		{"IntN(1)", func() int { return r.IntN(1) }, 0, 0},
		{"IntN(6)", func() int { return r.IntN(6) }, 0, 5},
		{"Die(6)", func() int { return r.Die(6) }, 1, 6},
		{"IntN(2^40)", func() int { return r.IntN(1 << 40) }, 0, 1<<40 - 1},
	}
	for _, tt := range tests {
		seen := map[int]bool{}
		for i := 0; i < 6000; i++ {
			v := tt.draw()
			if v < tt.lo || v > tt.hi {
				t.Fatalf("%s = %d, outside [%d, %d]", tt.name, v, tt.lo, tt.hi)
			}
			seen[v] = true
		}
		if tt.hi-tt.lo < 10 && len(seen) != tt.hi-tt.lo+1 {
			t.Errorf("%s drew only %d distinct values in 6000 draws", tt.name, len(seen))
		}
	}
	if f := r.Float64(); f < 0 || f >= 1 {
		t.Fatalf("Float64 = %v", f)
	}
}

func TestShuffleIsAPermutationAndDeterministic(t *testing.T) {
	shuffled := func(seed uint64) []int {
		r := NewRNG(seed)
		s := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
		return s
	}
	a, b := shuffled(3), shuffled(3)
	seen := map[int]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("same seed, different shuffle")
		}
		seen[a[i]] = true
	}
	if len(seen) != 10 {
		t.Fatalf("not a permutation: %v", a)
	}
}

// counter is the smallest game: seat 0 says "up" until the count reaches 3.
type counter struct{ N int }

func (c *counter) Players() int { return 1 }
func (c *counter) ToAct() Seat {
	if c.Over() {
		return Nobody
	}
	return 0
}
func (c *counter) Legal(dst []Action) []Action {
	if c.Over() {
		return dst[:0]
	}
	return append(dst[:0], 7)
}
func (c *counter) Apply(a Action) error {
	if a != 7 || c.Over() {
		return Illegal("only up, and only before 3 (got %d)", a)
	}
	c.N++
	return nil
}
func (c *counter) Revealed() bool             { return false }
func (c *counter) Over() bool                 { return c.N >= 3 }
func (c *counter) Returns() []float64         { return []float64{1} }
func (c *counter) Clone() State               { d := *c; return &d }
func (c *counter) View(Seat) any              { return c }
func (c *counter) ActionString(Action) string { return "up" }

func TestFindAndIllegal(t *testing.T) {
	c := &counter{}
	a, err := Find(c, "up")
	if err != nil || a != 7 {
		t.Fatalf("Find = %d, %v", a, err)
	}
	if _, err := Find(c, "down"); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), `"down" is not a legal action now`) {
		t.Fatalf("Find(down) = %v", err)
	}
	c.N = 3
	if _, err := Find(c, "up"); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "the game is over") {
		t.Fatalf("Find after the end = %v", err)
	}
	if h1, h2 := Hash(&counter{N: 1}), Hash(&counter{N: 2}); h1 == h2 || h1 != Hash(&counter{N: 1}) {
		t.Fatal("Hash does not tell states apart, or is not stable")
	}
}

func TestReasonSpeaksTheLanguageAsked(t *testing.T) {
	both := IllegalIn("no beer left", "nessuna birra rimasta")
	wrapped := fmt.Errorf("turn 3: %w", both)
	for _, c := range []struct {
		err        error
		lang, want string
	}{
		{both, "it", "nessuna birra rimasta"},
		{both, "en", "no beer left"},
		{wrapped, "it", "nessuna birra rimasta"},
		{Illegal("only %s", "English"), "it", "only English"},
		{IllegalIn("english", ""), "it", "english"},
		{errors.New("plain"), "it", "plain"},
	} {
		if got := Reason(c.err, c.lang); got != c.want {
			t.Errorf("Reason(%v, %s) = %q, want %q", c.err, c.lang, got, c.want)
		}
	}
	if !errors.Is(both, ErrIllegal) {
		t.Error("IllegalIn does not wrap ErrIllegal")
	}
}

func TestRegistryValidatesConfigs(t *testing.T) {
	info := &Info{ID: "counter-test", Name: "Counter", MinPlayers: 1, MaxPlayers: 2,
		Options: []Option{{Key: "speed", Choices: []string{"slow", "fast"}, Default: "slow"}, {Key: "name", Free: true}},
		Levels:  []Level{{Name: "easy", Bot: "random"}},
		New:     func(Config) (State, error) { return &counter{}, nil }}
	Register(info)
	if got, err := Lookup("counter-test"); err != nil || got != info {
		t.Fatalf("Lookup = %v, %v", got, err)
	}
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), "counter-test") {
		t.Fatalf("Lookup of an unknown game should list the games: %v", err)
	}
	tests := []struct {
		cfg  Config
		want string // "" for accepted
	}{
		{Config{Players: 1}, ""},
		{Config{Players: 2, Options: map[string]string{"speed": "fast", "name": "anything"}}, ""},
		{Config{Players: 0}, "for 1–2 players, not 0"},
		{Config{Players: 3}, "for 1–2 players, not 3"},
		{Config{Players: 1, Options: map[string]string{"colour": "red"}}, `no option "colour"`},
		{Config{Players: 1, Options: map[string]string{"speed": "warp"}}, "choose one of slow, fast"},
	}
	for _, tt := range tests {
		_, err := info.NewGame(tt.cfg)
		if (tt.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("NewGame(%+v) = %v, want %q", tt.cfg, err, tt.want)
		}
	}
	if bot, err := info.LevelBot("easy"); err != nil || bot != "random" {
		t.Fatalf("LevelBot(easy) = %q, %v", bot, err)
	}
	if _, err := info.LevelBot("hard"); err == nil {
		t.Fatal("an unknown level was accepted")
	}
	if v := (Config{Options: map[string]string{"a": ""}}).Option("a", "def"); v != "def" {
		t.Fatalf("an empty option should take the default, got %q", v)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("registering a game twice did not panic")
		}
	}()
	Register(info)
}

func TestCount(t *testing.T) {
	tests := []struct {
		n    int
		it   bool
		want string
	}{
		{0, false, "0 dogs"}, {1, false, "1 dog"}, {2, false, "2 dogs"}, {11, false, "11 dogs"},
		{0, true, "0 cani"}, {1, true, "1 cane"}, {21, true, "21 cani"},
	}
	for _, tt := range tests {
		if got := Count(tt.n, tt.it, "dog", "dogs", "cane", "cani"); got != tt.want {
			t.Errorf("Count(%d, %v) = %q, want %q", tt.n, tt.it, got, tt.want)
		}
	}
}
