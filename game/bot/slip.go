package bot

import "zombietable/game"

// DefaultSlipRate is the share of decisions, in percent, on which the spec
// "slip" plays another move than its base bot's.
const DefaultSlipRate = 25

// Slip is a gentle opponent: it plays its base bot's move (the game's normal
// level) most of the time and, on Rate percent of its decisions, slips as a
// person does — it plays instead the other move that looks best at a glance,
// the legal action whose position the game's evaluation scores highest for
// it right after, on one sample of what it cannot see. A move chosen so is
// legal and rarely absurd, yet it is not the one a careful player makes.
type Slip struct {
	base  game.Bot
	eval  func(game.State) []float64
	rate  int
	rng   game.RNG
	s     game.State
	legal []game.Action
	// careful is the base bot's move, NoAction while it thinks; action the
	// move decided, NoAction until it is.
	careful, action game.Action
	// A slip judges the other moves a few at a time, so that a frame is
	// never held: next is the next legal move to judge on sample.
	sample     game.State
	next, ties int
	best       game.Action
	bestScore  float64
}

// NewSlip returns the bot that plays base's moves and slips on rate percent
// of its decisions (0–100), judging the other moves by eval (nil: it slips
// to a move drawn at random), its choices seeded with seed.
func NewSlip(base game.Bot, eval func(game.State) []float64, rate int, seed uint64) *Slip {
	return &Slip{base: base, eval: eval, rate: rate, rng: game.NewRNG(seed), careful: NoAction, action: NoAction}
}

// Begin starts a decision; s must not change until it is taken.
func (b *Slip) Begin(s game.State) {
	b.s = s
	b.legal = s.Legal(b.legal)
	b.careful, b.action = NoAction, NoAction
	b.base.Begin(s)
}

// Think lets the base bot think, then decides whether to slip and, if it
// does, judges at most iterations of the other moves a call.
func (b *Slip) Think(iterations int) bool {
	if b.action != NoAction || len(b.legal) == 0 {
		return true
	}
	if b.careful == NoAction {
		if !b.base.Think(iterations) {
			return false
		}
		b.careful = b.base.Action()
		if len(b.legal) < 2 || b.rng.IntN(100) >= b.rate {
			b.action = b.careful
			return true
		}
		b.startSlip()
		return false
	}
	for i := 0; i < max(iterations, 1) && b.next < len(b.legal); i++ {
		b.judge(b.legal[b.next])
		b.next++
	}
	if b.next < len(b.legal) {
		return false
	}
	b.action = b.best
	return true
}

// Action returns the move decided, or NoAction before it is.
func (b *Slip) Action() game.Action { return b.action }

// startSlip begins looking for the move that looks best at a glance among
// the legal ones other than the careful one, on one sample of what the seat
// cannot see.
func (b *Slip) startSlip() {
	b.sample = b.s
	if det, ok := b.s.(game.Determinizer); ok {
		b.sample = det.Determinize(b.s.ToAct(), &b.rng)
	}
	b.next, b.ties, b.best, b.bestScore = 0, 0, b.careful, -1
}

// judge weighs move a for the slip, ties broken at random.
func (b *Slip) judge(a game.Action) {
	if a == b.careful {
		return
	}
	score := 0.0
	if b.eval != nil {
		next := b.sample.Clone()
		if next.Apply(a) != nil {
			return
		}
		score = b.eval(next)[b.s.ToAct()]
	}
	switch {
	case score > b.bestScore:
		b.best, b.bestScore, b.ties = a, score, 1
	case score == b.bestScore:
		// Each of the tied moves is kept with the same chance.
		b.ties++
		if b.rng.IntN(b.ties) == 0 {
			b.best = a
		}
	}
}
