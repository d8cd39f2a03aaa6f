package bot

import (
	"math"

	"zombietable/game"
)

// PairedMC judges every legal action on the same samples: for each of
// Samples draws of what the seat cannot see and of the chance to come (one
// determinization, the same for every action: common random numbers), it
// plays each action and then the game on with the rollout bot, and scores
// the end (or the position after Depth actions) by Eval or the returns. It
// plays the action with the best mean, but keeps the rollout bot's own
// choice unless the best beats it on the paired differences by more than
// twice their standard error: with the noise of the draws shared, a small
// real edge shows where an unpaired search would need many more games.
type PairedMC struct {
	samples int
	depth   int
	seed    uint64
	eval    func(game.State) []float64
	rollout SeededBot

	root   game.State
	det    game.Determinizer
	seat   game.Seat
	legal  []game.Action
	hint   game.Action
	scores []float64 // sample k, action j at k*len(legal)+j
	sample game.State
	k, j   int
	done   bool
	buf    []game.Action
}

// SeededBot makes the rollout bot of a sample, seeded by it.
type SeededBot func(seed uint64) (game.Bot, error)

// NewPairedMC returns the bot that judges each action on samples draws
// played out by the bots rollout makes, cut after depth actions (0: played
// to the end) and scored by eval (nil: the returns).
func NewPairedMC(samples, depth int, rollout SeededBot, eval func(game.State) []float64, seed uint64) *PairedMC {
	return &PairedMC{samples: samples, depth: depth, rollout: rollout, eval: eval, seed: seed, hint: NoAction}
}

// Begin starts a decision; s must not change until it is taken.
func (b *PairedMC) Begin(s game.State) {
	b.root = s
	b.det, _ = s.(game.Determinizer)
	b.seat = s.ToAct()
	b.legal = s.Legal(b.legal)
	b.k, b.j = 0, 0
	b.hint = NoAction
	b.done = len(b.legal) <= 1
	if len(b.legal) > 0 {
		b.hint = b.legal[0]
	}
	if b.done {
		return
	}
	if r, err := b.rollout(b.seed); err == nil {
		if a := Choose(r, s); hasAction(b.legal, a) {
			b.hint = a
		}
	}
	if n := b.samples * len(b.legal); cap(b.scores) >= n {
		b.scores = b.scores[:n]
	} else {
		b.scores = make([]float64, n)
	}
}

// Think plays at most iterations sampled games, one action of one sample
// each, and reports whether every sample has judged every action.
func (b *PairedMC) Think(iterations int) bool {
	for i := 0; i < iterations && !b.done; i++ {
		if b.j == 0 {
			b.sample = b.draw(b.k)
		}
		b.scores[b.k*len(b.legal)+b.j] = b.playOut(b.sample.Clone(), b.legal[b.j], b.k)
		if b.j++; b.j == len(b.legal) {
			b.j = 0
			b.k++
			b.done = b.k >= b.samples
		}
	}
	return b.done
}

// Cancel ends the decision: Action judges on the samples played so far.
func (b *PairedMC) Cancel() { b.done = true }

// draw is sample k of what the seat may not know and of the chance ahead.
func (b *PairedMC) draw(k int) game.State {
	r := game.NewRNG(b.seed ^ uint64(k+1)*0x9e3779b97f4a7c15)
	if b.det != nil {
		return b.det.Determinize(b.seat, &r)
	}
	return b.root.Clone()
}

// playOut plays a then the game on in s by sample k's rollout bots and
// scores the result for the seat.
func (b *PairedMC) playOut(s game.State, a game.Action, k int) float64 {
	if s.Apply(a) != nil {
		return 0
	}
	r, err := b.rollout(b.seed ^ uint64(k+1)*0xbf58476d1ce4e5b9)
	if err != nil {
		return 0
	}
	for n := 0; !s.Over() && (b.depth == 0 || n < b.depth); n++ {
		b.buf = s.Legal(b.buf)
		next := Choose(r, s)
		if !hasAction(b.buf, next) {
			next = b.buf[0]
		}
		if s.Apply(next) != nil {
			break
		}
	}
	if b.eval != nil {
		return b.eval(s)[b.seat]
	}
	if s.Over() {
		return s.Returns()[b.seat]
	}
	return 0
}

// Action is the action with the best mean over the samples played, unless
// the rollout bot's choice is within twice the standard error of the
// paired differences; NoAction for a game that is over.
func (b *PairedMC) Action() game.Action {
	n := len(b.legal)
	if n == 0 {
		return NoAction
	}
	played := b.k
	if played == 0 || n == 1 {
		return b.hint
	}
	hi := 0
	for j := range n {
		if b.legal[j] == b.hint {
			hi = j
		}
	}
	best, bestMean := hi, math.Inf(-1)
	for j := range n {
		sum := 0.0
		for k := range played {
			sum += b.scores[k*n+j]
		}
		if m := sum / float64(played); m > bestMean {
			best, bestMean = j, m
		}
	}
	if best == hi || played < 2 {
		return b.legal[best]
	}
	// The paired differences of the best against the hint.
	var sum, sq float64
	for k := range played {
		d := b.scores[k*n+best] - b.scores[k*n+hi]
		sum += d
		sq += d * d
	}
	mean := sum / float64(played)
	v := (sq - sum*mean) / float64(played-1)
	if mean > 2*math.Sqrt(max(v, 0)/float64(played)) {
		return b.legal[best]
	}
	return b.hint
}
