package zombies4

import (
	"math"

	"zombietable/game"
)

// Eval scores a position for the search, one value in [0, 1] per seat: a
// seat's progress toward either win (kills toward 25; pages, the Amulet
// and standing in the Cabin toward the spell) against the best other
// seat's, squashed; in a finished game averaged with the result.
func Eval(s game.State) []float64 {
	g, ok := s.(*State)
	if !ok {
		return s.Returns()
	}
	n := int(g.N)
	var prog [maxSeats]float64
	for i := 0; i < n; i++ {
		prog[i] = g.threat(i)
	}
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		best := math.Inf(-1)
		for o := 0; o < n; o++ {
			if o != i {
				best = max(best, prog[o])
			}
		}
		v := 0.5 + 0.5*math.Tanh((prog[i]-best)/2)
		if g.Over() {
			w := 0.0
			if g.Winners&(1<<i) != 0 {
				w = 1
			}
			v = (v + w) / 2
		}
		out[i] = v
	}
	return out
}
