package pints

import (
	"strings"
	"testing"

	"zombietable/data"
)

// TestDataIDsAndRequiredFields: the loader reports a repeated id and a
// missing required field at their lines (testdata/shape); a value of the
// wrong type is its file's one problem, at its line, the same on every run
// (testdata/wrongtype).
func TestDataIDsAndRequiredFields(t *testing.T) {
	_, err := LoadFrom(data.Overlay("testdata/shape", "pints"))
	if err == nil {
		t.Fatal("the broken data loaded")
	}
	for _, want := range []string{
		"testdata/shape/cards.toml:22: card.1.id: ",
		"is the id of card.0 too",
		"testdata/shape/cards.toml:33: card.2.deck: missing",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	var first string
	for range 5 {
		_, err := LoadFrom(data.Overlay("testdata/wrongtype", "pints"))
		if err == nil {
			t.Fatal("the wrong type loaded")
		}
		msg := err.Error()
		if strings.Count(msg, "\n") != 0 || !strings.HasPrefix(msg, "testdata/wrongtype/cards.toml:11: card.0.count: ") {
			t.Fatalf("want one problem at line 11, got:\n%s", msg)
		}
		if first != "" && msg != first {
			t.Fatalf("the problem changed between runs:\n%s\n%s", first, msg)
		}
		first = msg
	}
}
