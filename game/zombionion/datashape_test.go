package zombionion

import (
	"os"
	"path/filepath"
	"testing"

	"zombietable/game/enginetest"
)

// TestDataIDsAndRequiredFields: the loader reports a repeated id and a
// missing required field at their lines (testdata/shape); a value of the
// wrong type is the file's one problem, at its line, the same on every run
// (testdata/wrongtype).
func TestDataIDsAndRequiredFields(t *testing.T) {
	load := func(dir string) error {
		path := filepath.Join(dir, "cards.toml")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		_, err = DecodeCatalog(path, src)
		return err
	}
	enginetest.CheckDataShape(t, load, []string{
		"testdata/shape/cards.toml:35: cards.1.id: ",
		"is the id of cards.0 too",
		"testdata/shape/cards.toml:50: cards.2.cost: missing",
	}, "testdata/wrongtype/cards.toml:22: cards.0.cost: ")
}
