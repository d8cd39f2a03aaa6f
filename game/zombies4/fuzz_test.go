package zombies4

import (
	"os"
	"path/filepath"
	"testing"

	"zombietable/data"
)

// FuzzLoadMaps feeds arbitrary map decks to the catalog with the shipped
// setup and events: it must report problems, never panic, and accept only
// what it checked.
func FuzzLoadMaps(f *testing.F) {
	for _, p := range []string{"../../data/zombies4/maps.toml", "testdata/bad/maps.toml"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		load := func(file string, v any) *data.Problems {
			if file == "maps.toml" {
				return data.Decode("fuzz/maps.toml", src, v)
			}
			b, err := os.ReadFile(filepath.Join("../../data/zombies4", file))
			if err != nil {
				t.Fatal(err)
			}
			return data.Decode(file, b, v)
		}
		c, err := LoadFrom(load)
		if err == nil {
			n := 0
			for _, m := range c.Maps {
				n += m.Count
			}
			if n != wantMaps {
				t.Fatalf("a deck of %d map cards was accepted", n)
			}
		}
	})
}
