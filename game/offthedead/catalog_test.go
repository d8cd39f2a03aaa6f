package offthedead

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/data"
)

// TestDataMatchesTheInventory checks the shipped data against the
// rulebook's box ("5 carte sopravvissuti, 5 carte sopravvissuti
// zombificati, 36 carte zombie, 36 carte «macerie»") and its card list.
func TestDataMatchesTheInventory(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"adrenaline": 5, "barricade": 4, "magazine": 4, "colt": 4, "axe": 3, "jerrycan": 4,
		"toy": 3, "mp5": 3, "chainsaw": 2, "wave": 2, "goggles": 2}
	for _, it := range c.Items {
		if it.Counts[3] != want[it.ID] {
			t.Errorf("%s: %d in the 4-player rubble, the rulebook lists %d", it.ID, it.Counts[3], want[it.ID])
		}
		if it.Kind == "weapon" && it.Rounds > 4 {
			t.Errorf("%s holds %d rounds: a card turns a quarter a use", it.ID, it.Rounds)
		}
	}
	byStrength := map[int]int{}
	for _, z := range c.Zombies {
		byStrength[z.Strength] += z.Counts[3]
	}
	for st, n := range map[int]int{2: 9, 3: 12, 4: 6, 5: 5, 6: 4} {
		if byStrength[st] != n {
			t.Errorf("strength %d: %d zombies, the rulebook lists %d", st, byStrength[st], n)
		}
	}
	if len(c.Survivors) != 5 || len(c.Zombified) != 5 {
		t.Errorf("%d survivors, %d zombified", len(c.Survivors), len(c.Zombified))
	}
}

// TestBrokenDataNamesFileLineAndKey loads a fixture with faults in three
// files and expects each reported with its file, line and key, all at once.
func TestBrokenDataNamesFileLineAndKey(t *testing.T) {
	dir := filepath.Join("testdata", "broken")
	_, err := LoadFrom(func(file string, v any) *data.Problems {
		src, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			return data.Load("offthedead/"+file, v)
		}
		return data.Decode(filepath.ToSlash(filepath.Join(dir, file)), src, v)
	})
	if err == nil {
		t.Fatal("the broken data loaded without error")
	}
	msg := err.Error()
	for _, want := range []string{
		`testdata/broken/zombies.toml:13: zombie.0.symbols: unknown symbol "claw"`,
		"testdata/broken/zombies.toml:10: zombie: the 4-player horde has 37 zombies, the rulebook says 36",
		"testdata/broken/zombies.toml:10: zombie: 4 players: 0 strength-2 zombies show the skull, the rulebook says 3",
		"testdata/broken/rubble.toml:56: item.3.rounds: the card turns a quarter a use: at most 4 rounds, not 5",
		"testdata/broken/rubble.toml:57: item.calibre: unknown key",
		"testdata/broken/quotes.toml:37: quote.5.reason: a house value needs the reason it was chosen",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
}
