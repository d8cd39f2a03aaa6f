package pub

import (
	"testing"

	"zombietable/scenes"
)

// TestCountsAgree checks that a count of one takes the singular in both
// languages ("1 chip", "1 birra bevuta") and the others the plural.
func TestCountsAgree(t *testing.T) {
	for _, c := range []struct {
		key    string
		n      int
		en, it string
	}{
		{"n_chips", 1, "1 chip", "1 patatina"},
		{"n_chips", 0, "0 chips", "0 patatine"},
		{"n_chips", 7, "7 chips", "7 patatine"},
		{"n_beers", 1, "1 beer drunk", "1 birra bevuta"},
		{"n_beers", 2, "2 beers drunk", "2 birre bevute"},
	} {
		if got := tn(scenes.English, c.key, c.n); got != c.en {
			t.Errorf("tn(en, %s, %d) = %q, want %q", c.key, c.n, got, c.en)
		}
		if got := tn(scenes.Italian, c.key, c.n); got != c.it {
			t.Errorf("tn(it, %s, %d) = %q, want %q", c.key, c.n, got, c.it)
		}
	}
}
