package zombies4

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"zombietable/data"
)

// TestCatalogLoads checks the shipped data: 30 map cards and 50 event cards
// as the rulebook's inventory says, each with its source.
func TestCatalogLoads(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	maps, events := 0, 0
	for _, m := range c.Maps {
		maps += m.Count
	}
	for _, e := range c.Events {
		events += e.Count
	}
	if maps != 30 || events != 50 || c.DogsTotal != 100 {
		t.Fatalf("%d map cards, %d event cards, %d dogs", maps, events, c.DogsTotal)
	}
	if c.StartHalf != 6 || c.StartAmmo != 3 || c.KillsToWin != 25 || c.KillOn != 5 || c.SpellTarget != 6 {
		t.Fatalf("rulebook numbers: %+v", c)
	}
}

// TestCatalogErrorsNameFileLineKey loads broken fixtures and checks that
// every problem is reported at once with its file, line and key.
func TestCatalogErrorsNameFileLineKey(t *testing.T) {
	load := func(file string, v any) *data.Problems {
		src, err := os.ReadFile(filepath.Join("testdata", "bad", file))
		if err != nil {
			t.Fatal(err)
		}
		return data.Decode("testdata/bad/"+file, src, v)
	}
	_, err := LoadFrom(load)
	if err == nil {
		t.Fatal("broken data loaded")
	}
	msg := err.Error()
	for _, want := range []string{
		"testdata/bad/setup.toml:",
		"dogs.colour: unknown key",
		"dawn.rounds: must be between 5 and 200, not 1",
		"testdata/bad/maps.toml:",
		"card.1.doors: door \"0,1,S\" is not on a building square",
		"card.2: 2 dogs do not fit the building",
		"card.3.source: source must be",
		"card.3.grid: the usable squares are not all connected",
		"map cards number 4, the rulebook says 30",
		"there must be one cabin card, not 0",
		"testdata/bad/events.toml:",
		"card.0.play: pages are played only in your turn",
		"unknown event card \"flamethrower\"",
		"event card \"shotgun\" is missing",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error does not say %q:\n%s", want, msg)
		}
	}
	for _, re := range []string{`maps\.toml:\d+: card\.1\.doors`, `setup\.toml:\d+: dawn\.rounds`, `events\.toml:\d+: card\.1\.id`} {
		if !regexp.MustCompile(re).MatchString(msg) {
			t.Errorf("no line number in %s:\n%s", re, msg)
		}
	}
	for _, line := range strings.Split(msg, "\n") {
		if !strings.HasPrefix(line, "testdata/bad/") {
			t.Errorf("a problem without its file: %q", line)
		}
	}
}
