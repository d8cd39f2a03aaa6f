package offthedead

import (
	"testing"

	"zombietable/data"
	"zombietable/game/enginetest"
)

// TestDataIDsAndRequiredFields: the loader reports a repeated id and a
// missing required field at their lines (testdata/shape); a value of the
// wrong type is its file's one problem, at its line, the same on every run
// (testdata/wrongtype).
func TestDataIDsAndRequiredFields(t *testing.T) {
	load := func(dir string) error {
		_, err := LoadFrom(data.Overlay(dir, "offthedead"))
		return err
	}
	enginetest.CheckDataShape(t, load, []string{
		"testdata/shape/zombies.toml:21: zombie.1.id: ",
		"is the id of zombie.0 too",
		"testdata/shape/zombies.toml:27: zombie.2.strength: missing",
	}, "testdata/wrongtype/zombies.toml:13: zombie.0.strength: ")
}
