package pints

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
		_, err := LoadFrom(data.Overlay(dir, "pints"))
		return err
	}
	enginetest.CheckDataShape(t, load, []string{
		"testdata/shape/cards.toml:22: card.1.id: ",
		"is the id of card.0 too",
		"testdata/shape/cards.toml:33: card.2.deck: missing",
	}, "testdata/wrongtype/cards.toml:11: card.0.count: ")
}
