package data_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/data"
	"zombietable/game/offthedead"
	"zombietable/game/tsunami"
	"zombietable/game/zombies4"
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
		var c struct {
			Cards []struct {
				ID     string `toml:"id"`
				Name   string `toml:"name"`
				Cost   int    `toml:"cost" data:"required"`
				Source string `toml:"source"`
				Text   string `toml:"text"`
			} `toml:"cards"`
		}
		err := data.Decode("fuzz.toml", src, &c).Err()
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.toml") {
			t.Fatalf("problem without the file name: %v", err)
		}
	})
}

// newest are the loaders of the three newest games' data, by game.
var newest = map[string]func(data.Loader) error{
	"offthedead": func(l data.Loader) error { _, err := offthedead.LoadFrom(l); return err },
	"tsunami":    func(l data.Loader) error { _, err := tsunami.LoadFrom(l); return err },
	"zombies4":   func(l data.Loader) error { _, err := zombies4.LoadFrom(l); return err },
}

// FuzzGameData feeds arbitrary text, in place of one shipped file of Off
// the Dead, Zombie Tsunami or Zombies!!! 4 (the others as shipped), to the
// game's loader: it must report problems, never panic, and every problem of
// the fuzzed file must name it.
func FuzzGameData(f *testing.F) {
	for _, file := range data.Files() {
		game, _, _ := strings.Cut(file, "/")
		if newest[game] == nil {
			continue
		}
		if b, err := fs.ReadFile(data.FS(), file); err == nil {
			f.Add(file, b)
		}
	}
	f.Fuzz(func(t *testing.T, file string, src []byte) {
		game, name, _ := strings.Cut(file, "/")
		load := newest[game]
		if load == nil {
			return
		}
		err := load(func(f string, v any) *data.Problems {
			if f == name {
				return data.Decode("fuzz/"+f, src, v)
			}
			return data.Load(game+"/"+f, v)
		})
		if err == nil {
			return
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			if !strings.HasPrefix(line, "fuzz/"+name) && !strings.HasPrefix(line, "data/"+game+"/") {
				t.Fatalf("a problem names no file: %q", line)
			}
		}
	})
}
