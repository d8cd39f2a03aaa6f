package tsunami

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
		_, err := LoadFrom(data.Overlay(dir, "tsunami"))
		return err
	}
	enginetest.CheckDataShape(t, load, []string{
		"testdata/shape/shop.toml:24: card.1.id: ",
		"is the id of card.0 too",
		"testdata/shape/shop.toml:35: card.2.cost: missing",
	}, "testdata/wrongtype/shop.toml:13: card.0.cost: ")
}
