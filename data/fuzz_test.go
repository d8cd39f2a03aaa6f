package data

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecode feeds arbitrary bytes to the strict decoder: it must report
// problems, never panic, and every problem must name the file.
func FuzzDecode(f *testing.F) {
	entries, _ := os.ReadDir("testdata")
	for _, e := range entries {
		if b, err := os.ReadFile(filepath.Join("testdata", e.Name())); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var c catalog
		err := Decode("fuzz.toml", src, &c).Err()
		if err != nil && len(err.Error()) < len("fuzz.toml") {
			t.Fatalf("problem without the file name: %v", err)
		}
	})
}
