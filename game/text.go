package game

import "strconv"

// Count writes n with its noun, in English or, with it, in Italian, the
// noun singular for one: Count(1, false, "dog", "dogs", "cane", "cani") is
// "1 dog", Count(3, true, …) "3 cani".
func Count(n int, it bool, one, many, oneIT, manyIT string) string {
	noun := many
	switch {
	case it && n == 1:
		noun = oneIT
	case it:
		noun = manyIT
	case n == 1:
		noun = one
	}
	return strconv.Itoa(n) + " " + noun
}

// MaxEcho is the most characters of a value an error message repeats: a
// message never carries a huge field back whole.
const MaxEcho = 40

// Echo quotes s for an error message, cut to MaxEcho characters.
func Echo(s string) string {
	n := 0
	for i := range s {
		if n == MaxEcho {
			return strconv.Quote(s[:i]) + "… (" + strconv.Itoa(len(s)) + " bytes)"
		}
		n++
	}
	return strconv.Quote(s)
}
