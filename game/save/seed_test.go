package save

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
)

// TestSeedReads: a seed is read as text or as a whole number, all 64 bits
// of it, and anything else is refused saying so.
func TestSeedReads(t *testing.T) {
	cases := []struct {
		json string
		want Seed
		err  string
	}{
		{`"0"`, 0, ""},
		{`"18446744073709551615"`, 18446744073709551615, ""},
		{`18446744073709551615`, 18446744073709551615, ""},
		{`9007199254740993`, 9007199254740993, ""},
		{`"9007199254740993"`, 9007199254740993, ""},
		{`"18446744073709551616"`, 0, "whole number from 0 to 18446744073709551615"},
		{`-1`, 0, "whole number"},
		{`1.5`, 0, "whole number"},
		{`"seven"`, 0, "whole number"},
		{`true`, 0, "whole number"},
	}
	for _, c := range cases {
		var s Seed
		err := json.Unmarshal([]byte(c.json), &s)
		switch {
		case c.err == "" && (err != nil || s != c.want):
			t.Errorf("%s: %d, %v; want %d", c.json, s, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: %v; want an error saying %q", c.json, err, c.err)
		}
	}
}

// TestSeedSurvivesFloatParsers: a save whose seed is above 2^53, read by a
// parser that keeps every number as a float64 (as JSON.parse does) and
// written again, replays to the same game; and a save of before, its seed a
// number, still loads with every bit of it.
func TestSeedSurvivesFloatParsers(t *testing.T) {
	s := newRaceSession(t, 0xF00DFACE12345679)
	play(t, s, "roll", "add 2", "roll", "add 1", "roll")
	data, err := s.Log.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"seed": "`+strconv.FormatUint(uint64(s.Log.Seed), 10)+`"`) {
		t.Fatalf("the seed is not written as text: %s", data)
	}
	var generic any // numbers as float64
	if err := json.Unmarshal(data, &generic); err != nil {
		t.Fatal(err)
	}
	again, err := json.Marshal(generic)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode("again.json", again)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	if l.Seed != s.Log.Seed || game.Hash(r.State) != game.Hash(s.State) {
		t.Errorf("after a float64 parser the seed is %d (was %d)", l.Seed, s.Log.Seed)
	}

	old, err := os.ReadFile(filepath.Join("testdata", "seed_number.json"))
	if err != nil {
		t.Fatal(err)
	}
	l, err = Decode("seed_number.json", old)
	if err != nil {
		t.Fatal(err)
	}
	if l.Seed != 17293822569102704640 {
		t.Errorf("an old save's seed read as %d", l.Seed)
	}
	if _, err := Replay(l); err != nil {
		t.Error(err)
	}
}
