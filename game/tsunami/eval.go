package tsunami

import (
	"math"

	"zombietable/game"
)

// evalMargin is the lead in zombies that scores a seat about ¾ of a won
// game's worth when the game is not over.
const evalMargin = 4

// Eval scores a position for the search, one value in [0, 1] per seat: the
// seat's lead in zombies (civilians counted, as they will turn) over the best
// other seat, squashed into [0, 1], and in a finished game averaged with the
// result.
func Eval(s game.State) []float64 {
	g, ok := s.(*State)
	if !ok {
		return s.Returns()
	}
	n := int(g.N)
	out := make([]float64, n)
	var score [MaxPlayers]int
	for i := 0; i < n; i++ {
		score[i] = g.Score(i)
	}
	for i := 0; i < n; i++ {
		best := math.MinInt
		for o := 0; o < n; o++ {
			if o != i && score[o] > best {
				best = score[o]
			}
		}
		v := 0.5 + 0.5*math.Tanh(float64(score[i]-best)/evalMargin)
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
