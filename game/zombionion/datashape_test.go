package zombionion

import (
	"os"
	"strings"
	"testing"
)

// TestDataIDsAndRequiredFields: the loader reports a repeated id and a
// missing required field at their lines (testdata/shape); a value of the
// wrong type is the file's one problem, at its line, the same on every run
// (testdata/wrongtype).
func TestDataIDsAndRequiredFields(t *testing.T) {
	load := func(path string) error {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		_, err = DecodeCatalog(path, src)
		return err
	}
	err := load("testdata/shape/cards.toml")
	if err == nil {
		t.Fatal("the broken data loaded")
	}
	for _, want := range []string{
		"testdata/shape/cards.toml:35: cards.1.id: ",
		"is the id of cards.0 too",
		"testdata/shape/cards.toml:50: cards.2.cost: missing",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	var first string
	for range 5 {
		err := load("testdata/wrongtype/cards.toml")
		if err == nil {
			t.Fatal("the wrong type loaded")
		}
		msg := err.Error()
		if strings.Count(msg, "\n") != 0 || !strings.HasPrefix(msg, "testdata/wrongtype/cards.toml:22: cards.0.cost: ") {
			t.Fatalf("want one problem at line 22, got:\n%s", msg)
		}
		if first != "" && msg != first {
			t.Fatalf("the problem changed between runs:\n%s\n%s", first, msg)
		}
		first = msg
	}
}
