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
