package pints

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/data"
)

// TestDataMatchesTheInventory checks the shipped data against the
// rulebook's "Componenti": 40 companion, 20 zombie and 5 rescue cards, 86
// zombie tokens, 28 movement tiles, 7 battle dice, 8 pub-food tiles, 3
// divider tiles, 7 beers, 4 + 2 companions.
func TestDataMatchesTheInventory(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	count := func(deck string) int {
		n := 0
		for _, k := range c.Cards {
			if k.Deck == deck {
				n += k.Count
			}
		}
		return n
	}
	tokens, tiles := 0, 0
	for _, k := range c.Tokens {
		tokens += k.Count
	}
	for _, k := range c.Colours {
		tiles += k.Tiles
	}
	for _, tt := range []struct {
		what      string
		got, want int
	}{
		{"companion cards", count("companion"), 40},
		{"zombie cards", count("zombie"), 20},
		{"rescue cards", count("rescue"), 5},
		{"zombie tokens", tokens, 86},
		{"movement tiles", tiles, 28},
		{"battle dice", c.BattleDice, 7},
		{"pub food", len(c.Food), 8},
		{"dividers", len(c.Dividers), 3},
		{"beers", c.Beers, 7},
		{"beer price", c.BeerPrice, 4},
		{"sofa", c.SofaStart, 4},
		{"phone booth", c.BoothStart, 2},
		{"starter pile", c.PileAntipasto, 14},
		{"main-course rates", c.Dividers[0].Rate*1000 + c.Dividers[1].Rate*100 + c.Dividers[2].Rate*10 + c.RateLast, 6543},
		{"starter rate", c.RateAntipasto, 3},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: %d, want %d", tt.what, tt.got, tt.want)
		}
	}
	if c.Cards[kJukebox].Count != 2 || !c.Cards[kJukebox].MainOnly || c.Cards[kFleshMob].Count != 2 || !c.Cards[kFleshMob].MainOnly {
		t.Error("2 jukebox and 2 flesh mob must be main-course only (Set up del mazzo, 1)")
	}
}

// TestBrokenDataNamesFileLineAndKey loads a fixture with four faults and
// expects each reported with its file, line and key, all at once.
func TestBrokenDataNamesFileLineAndKey(t *testing.T) {
	dir := filepath.Join("testdata", "broken")
	_, err := LoadFrom(func(file string, v any) *data.Problems {
		src, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			return data.Load("pints/"+file, v)
		}
		return data.Decode(filepath.ToSlash(filepath.Join(dir, file)), src, v)
	})
	if err == nil {
		t.Fatal("the broken data loaded without error")
	}
	msg := err.Error()
	for _, want := range []string{
		"testdata/broken/setup.toml:22: beers.prize: unknown key",
		"testdata/broken/cards.toml:61: card.4.weapon: must be close, medium or long, not \"far\"",
		"testdata/broken/cards.toml:7: card: companion cards number 41, the rulebook says 40",
		"testdata/broken/tokens.toml:24: token.1.source: source must be \"rulebook\" or \"house\", not \"box\"",
		"testdata/broken/tokens.toml:6: token: tokens number 84, the rulebook says 86",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
}
