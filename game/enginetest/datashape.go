package enginetest

import "strings"

// CheckDataShape checks a game's catalog loader against two broken copies
// of its data: load("testdata/shape") must fail with every text of shape in
// its error (a repeated id and a missing required field, at their lines);
// load("testdata/wrongtype") must fail with one problem only, starting with
// wrong (a value of the wrong type, at its line), the same on every run.
func CheckDataShape(tb TB, load func(dir string) error, shape []string, wrong string) {
	tb.Helper()
	err := load("testdata/shape")
	if err == nil {
		tb.Errorf("the broken data loaded")
		return
	}
	for _, want := range shape {
		if !strings.Contains(err.Error(), want) {
			tb.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	var first string
	for range 5 {
		err := load("testdata/wrongtype")
		if err == nil {
			tb.Errorf("the wrong type loaded")
			return
		}
		msg := err.Error()
		if strings.Count(msg, "\n") != 0 || !strings.HasPrefix(msg, wrong) {
			tb.Errorf("want one problem starting %q, got:\n%s", wrong, msg)
			return
		}
		if first != "" && msg != first {
			tb.Errorf("the problem changed between runs:\n%s\n%s", first, msg)
			return
		}
		first = msg
	}
}
