package zombies4

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
		_, err := LoadFrom(data.Overlay(dir, "zombies4"))
		return err
	}
	enginetest.CheckDataShape(t, load, []string{
		"testdata/shape/events.toml:26: card.1.id: ",
		"is the id of card.0 too",
		"testdata/shape/events.toml:37: card.2.kind: missing",
	}, "testdata/wrongtype/events.toml:17: card.0.count: ")
}
