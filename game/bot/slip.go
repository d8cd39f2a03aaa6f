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
	// action is the decision taken, NoAction while the base bot thinks.
	action game.Action
}

// NewSlip returns the bot that plays base's moves and slips on rate percent
// of its decisions (0–100), judging the other moves by eval (nil: it slips
// to a move drawn at random), its choices seeded with seed.
func NewSlip(base game.Bot, eval func(game.State) []float64, rate int, seed uint64) *Slip {
	return &Slip{base: base, eval: eval, rate: rate, rng: game.NewRNG(seed), action: NoAction}
}

// Begin starts a decision; s must not change until it is taken.
func (b *Slip) Begin(s game.State) {
	b.s = s
	b.legal = s.Legal(b.legal)
	b.action = NoAction
	b.base.Begin(s)
}

// Think lets the base bot think, then decides whether to slip.
func (b *Slip) Think(iterations int) bool {
	if b.action != NoAction || len(b.legal) == 0 {
		return true
	}
	if !b.base.Think(iterations) {
		return false
	}
	b.action = b.base.Action()
	if len(b.legal) > 1 && b.rng.IntN(100) < b.rate {
		b.action = b.slip(b.action)
	}
	return true
}

// Action returns the move decided, or NoAction before it is.
func (b *Slip) Action() game.Action { return b.action }

// slip returns the move that looks best at a glance among the legal ones
// other than careful, ties broken at random.
func (b *Slip) slip(careful game.Action) game.Action {
	seat := b.s.ToAct()
	var sample game.State
	if det, ok := b.s.(game.Determinizer); ok {
		sample = det.Determinize(seat, &b.rng)
	} else {
		sample = b.s
	}
	best, bestScore, ties := careful, -1.0, 0
	for _, a := range b.legal {
		if a == careful {
			continue
		}
		score := 0.0
		if b.eval != nil {
			next := sample.Clone()
			if next.Apply(a) != nil {
				continue
			}
			score = b.eval(next)[seat]
		}
		switch {
		case score > bestScore:
			best, bestScore, ties = a, score, 1
		case score == bestScore:
			// Each of the tied moves is kept with the same chance.
			ties++
			if b.rng.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}
