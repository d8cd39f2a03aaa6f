package tsunami

import (
	"io/fs"
	"strings"
	"testing"

	"zombietable/data"
)

// mutated loads the shipped data with one file's text replaced.
func mutated(file, old, new string) data.Loader {
	return func(f string, v any) *data.Problems {
		src, err := fs.ReadFile(data.FS(), "tsunami/"+f)
		if err != nil {
			panic(err)
		}
		if f == file {
			src = []byte(strings.Replace(string(src), old, new, 1))
		}
		return data.Decode("data/tsunami/"+f, src, v)
	}
}

// TestCatalogRefusesBadData: every problem names the file, the line and the
// key.
func TestCatalogRefusesBadData(t *testing.T) {
	tests := []struct {
		file, old, new string
		want           string
	}{
		{"setup.toml", "cap = 6", "cap = 6\ncapp = 7", "data/tsunami/setup.toml:22: coins.capp: unknown key"},
		{"setup.toml", "dice = 72", "dice = 70", "game.dice: must be 72"},
		{"street.toml", "threshold = 5\n", "threshold = 0\n", "street.toml:23: card.1.threshold: must be between 1 and 40"},
		{"street.toml", "reason = \"round one hordes are small: a gentle jump\"", "reason = \"\"", "card.0.reason: a house decision needs its reason"},
		{"shop.toml", "cost = 5", "cost = 50", "card.10.cost: must be between 0 and 10"},
		{"shop.toml", "source = \"house\"", "source = \"guess\"", "card.0.source: source must be"},
		{"bonus.toml", "cards = [\"ufo\", \"giga_z\", \"tsunami\", \"ninja\"]", "cards = [\"ufo\", \"giga_z\", \"ninja\"]", "set.0.cards: players + 1 cards are used"},
		{"zombird.toml", "when = \"now\"", "when = \"later\"", "event.0.when: must be now or round"},
		{"zombird.toml", "count = 1\namount = 10", "count = 2\namount = 10", "the zombird deck has 10 kinds and 19 cards"},
	}
	for _, tc := range tests {
		_, err := LoadFrom(mutated(tc.file, tc.old, tc.new))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s with %q: error %v, want it to say %q", tc.file, tc.new, err, tc.want)
		}
	}
	if _, err := LoadFrom(mutated("", "", "")); err != nil {
		t.Fatalf("the shipped data has problems: %v", err)
	}
}
