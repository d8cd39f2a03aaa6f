package zombionion

import (
	"math"

	"zombietable/game"
)

// evalMargin is the lead in victory points that scores a seat about ¾ of a
// won game's worth when the game is not over, or adds a quarter to a win.
const evalMargin = 8

// Eval scores a position for the search, one value in [0, 1] per seat: a
// seat's lead over the best other seat (negative when behind), squashed into
// [0, 1], and in a finished game averaged with the result (1 for a winner).
// A lost game lost by little so scores above one lost by much, which keeps
// the search's choices apart when every line loses.
func Eval(s game.State) []float64 {
	g, ok := s.(*State)
	if !ok {
		return s.Returns()
	}
	n := int(g.N)
	out := make([]float64, n)
	var score [4]int
	for i := 0; i < n; i++ {
		score[i] = g.Score(game.Seat(i))
	}
	for i := 0; i < n; i++ {
		best := math.MinInt
		for o := 0; o < n; o++ {
			if o != i && score[o] > best {
				best = score[o]
			}
		}
		lead := 0.0
		if n > 1 {
			lead = float64(score[i] - best)
		}
		v := 0.5 + 0.5*math.Tanh(lead/evalMargin)
		if g.Over() {
			w := 0.0
			if g.Winners&(1<<i) != 0 {
				w = 1 / float64(popcount(g.Winners))
			}
			v = (v + w) / 2
		}
		out[i] = v
	}
	return out
}
