package bot

import (
	"fmt"
	"math"

	"zombietable/game"
)

// Config sets up an ISMCTS bot. Zero values take the defaults.
type Config struct {
	// Iterations is the budget of a decision: DefaultIterations if 0.
	Iterations int
	// Exploration is the UCB constant: 0.7 if 0.
	Exploration float64
	// Rollout makes the bot that plays the simulations on, called with
	// RolloutArg; nil plays them at random.
	Rollout    game.BotMaker
	RolloutArg string
	// RolloutDepth, if above 0, cuts a simulation after that many actions;
	// Eval then scores the position.
	RolloutDepth int
	// Eval scores the position where a simulation stopped, one value in
	// [0, 1] per seat: a finished game (in place of Returns) or one cut by
	// the depth; nil takes Returns and counts every seat ½ when cut.
	Eval func(s game.State) []float64
	// Bias, if above 0, leans the search toward the rollout bot's choices:
	// at every node the action the rollout bot would take in the sample is
	// tried first, and below the root its UCB score gains Bias/(visits+1),
	// so the tree plays on much as the bot would. The root weighs its actions
	// by UCB alone, and Action keeps the bot's choice there unless another
	// action's results are clearly better.
	Bias float64
	// Spread, with Bias, measures the noise of the root's results by their
	// own spread (sample variance) instead of the widest a result in [0, 1]
	// can have: with an Eval that grades finely, the rollout bot's choice is
	// then replaced whenever the evidence against it is clear, not only when
	// it is overwhelming. An action needs spreadVisits simulations to count.
	Spread bool
	// Seed seeds the search.
	Seed uint64
}

// ISMCTS is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse, 2012). Every iteration samples a state
// consistent with what the seat to act knows — game.Determinizer's
// Determinize, or a plain clone for a game without one — and descends one
// tree shared by all samples, choosing among the actions legal in the sample
// by UCB with availability counts. A simulation finishes the game, and each
// node adds the result of the seat that played its action.
//
// A decision is thought in slices: Think(n) runs at most n iterations and can
// be called again until it reports the budget spent, so a frame is never held.
type ISMCTS struct {
	cfg     Config
	rng     game.RNG
	rollout game.Bot
	among   amongChooser // the rollout bot, when it takes the legal actions

	root     game.State
	det      game.Determinizer
	res      game.Resampler // det, when it can reuse sample
	sample   game.State     // the last iteration's, with res
	observer game.Seat
	legal    []game.Action // the root's
	rootHint game.Action   // the rollout bot's choice at the root, with Bias
	nodes    []node
	done     int
	finished bool

	buf     []game.Action
	path    []int32
	untried []game.Action
}

// node is a decision in the tree: the action that leads to it, played by
// seat, and the statistics from that seat's point of view.
type node struct {
	action      game.Action
	seat        game.Seat
	first, next int32 // first child and next sibling, -1 for none
	visits      int
	avail       int
	reward      float64
	square      float64 // the sum of the squared results
}

// NewISMCTS returns an ISMCTS bot; it fails when the rollout bot cannot be
// made.
func NewISMCTS(cfg Config) (*ISMCTS, error) {
	if cfg.Iterations <= 0 {
		cfg.Iterations = DefaultIterations
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = 0.7
	}
	b := &ISMCTS{cfg: cfg, rng: game.NewRNG(cfg.Seed), finished: true}
	if cfg.Rollout != nil {
		r, err := cfg.Rollout(cfg.RolloutArg, cfg.Seed^0x5851f42d4c957f2d)
		if err != nil {
			return nil, fmt.Errorf("ismcts: rollout bot: %w", err)
		}
		b.rollout = r
		b.among, _ = r.(amongChooser)
	}
	return b, nil
}

// amongChooser is a bot that chooses among the legal actions it is given: a
// simulation, which lists them already, saves listing them again.
type amongChooser interface {
	ChooseAmong(s game.State, legal []game.Action) game.Action
}

// rolloutChoice is the rollout bot's choice in s, whose legal actions b.buf
// holds, or NoAction when it chooses none of them.
func (b *ISMCTS) rolloutChoice(s game.State) game.Action {
	var a game.Action
	if b.among != nil {
		a = b.among.ChooseAmong(s, b.buf)
	} else {
		a = Choose(b.rollout, s)
	}
	if !hasAction(b.buf, a) {
		return NoAction
	}
	return a
}

// Begin starts a decision for the seat to act in s. The bot keeps s and
// never changes it; s must not change until the decision is taken.
func (b *ISMCTS) Begin(s game.State) {
	b.root = s
	b.det, _ = s.(game.Determinizer)
	b.res, _ = s.(game.Resampler)
	if b.res == nil {
		b.sample = nil
	}
	b.observer = s.ToAct()
	b.legal = s.Legal(b.legal)
	b.nodes = append(b.nodes[:0], node{action: NoAction, seat: game.Nobody, first: -1, next: -1})
	b.done = 0
	b.rootHint = NoAction
	if b.cfg.Bias > 0 && b.rollout != nil && len(b.legal) > 1 {
		if a := Choose(b.rollout, s); hasAction(b.legal, a) {
			b.rootHint = a
		}
	}
	// With one action or none there is nothing to think about.
	b.finished = len(b.legal) <= 1
}

// Think runs at most iterations iterations of the search and reports whether
// the decision's budget is spent (or it was cancelled).
func (b *ISMCTS) Think(iterations int) bool {
	for i := 0; i < iterations && !b.finished; i++ {
		b.iterate()
		b.done++
		b.finished = b.done >= b.cfg.Iterations
	}
	return b.finished
}

// Cancel ends the decision: Think reports it done and Action gives the best
// action found so far.
func (b *ISMCTS) Cancel() { b.finished = true }

// Progress reports the iterations run and the budget of the decision.
func (b *ISMCTS) Progress() (done, budget int) { return b.done, b.cfg.Iterations }

// Action returns the most visited action at the root (the first legal one if
// none was tried), or NoAction when the game is over. With Bias it keeps the
// rollout bot's choice unless another action's mean result beats it by more
// than the noise of their samples.
func (b *ISMCTS) Action() game.Action {
	if len(b.legal) == 0 {
		return NoAction
	}
	if b.rootHint != NoAction {
		return b.keepHint()
	}
	best, bestVisits, bestReward := b.legal[0], -1, 0.0
	for c := b.nodes[0].first; c >= 0; c = b.nodes[c].next {
		n := &b.nodes[c]
		if !hasAction(b.legal, n.action) {
			continue
		}
		if n.visits > bestVisits || n.visits == bestVisits && n.reward > bestReward {
			best, bestVisits, bestReward = n.action, n.visits, n.reward
		}
	}
	return best
}

// keepMargin is how many standard errors of the difference of two means an
// action must beat the rollout bot's choice at the root by to replace it. With
// a dozen actions to compare, one of them beats the choice by one standard
// error by chance alone in most decisions.
const keepMargin = 2

// keepHint returns the root's hint unless an action's mean result is above
// the hint's by more than keepMargin standard errors (results in [0, 1] have
// a standard deviation of at most ½; with Spread, their sample's).
func (b *ISMCTS) keepHint() game.Action {
	h := b.child(0, b.rootHint)
	if h < 0 || b.nodes[h].visits == 0 || b.cfg.Spread && b.nodes[h].visits < spreadVisits {
		return b.rootHint
	}
	best, bestMean := b.rootHint, b.nodes[h].reward/float64(b.nodes[h].visits)
	hv := float64(b.nodes[h].visits)
	for c := b.nodes[0].first; c >= 0; c = b.nodes[c].next {
		n := &b.nodes[c]
		if c == h || n.visits == 0 || !hasAction(b.legal, n.action) || b.cfg.Spread && n.visits < spreadVisits {
			continue
		}
		mean := n.reward / float64(n.visits)
		noise := 0.5 * math.Sqrt(1/hv+1/float64(n.visits))
		if b.cfg.Spread {
			noise = math.Sqrt(b.nodes[h].variance()/hv + n.variance()/float64(n.visits))
		}
		if mean > bestMean && mean > b.nodes[h].reward/hv+keepMargin*noise {
			best, bestMean = n.action, mean
		}
	}
	return best
}

// spreadVisits is the fewest simulations whose spread Spread trusts.
const spreadVisits = 20

// variance is the sample variance of the node's results.
func (n *node) variance() float64 {
	v := float64(n.visits)
	mean := n.reward / v
	return max(0, (n.square-v*mean*mean)/(v-1))
}

// Stats returns the visits and mean result of each action tried at the root,
// in the order the search first tried them.
func (b *ISMCTS) Stats() []ActionStats {
	var out []ActionStats
	if len(b.nodes) == 0 {
		return nil
	}
	for c := b.nodes[0].first; c >= 0; c = b.nodes[c].next {
		n := b.nodes[c]
		out = append(out, ActionStats{Action: n.action, Visits: n.visits, Mean: n.reward / float64(max(1, n.visits))})
	}
	return out
}

// ActionStats is what the search learned of one action at the root.
type ActionStats struct {
	Action game.Action
	Visits int
	Mean   float64
}

func hasAction(list []game.Action, a game.Action) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}

// iterate samples a state, selects and expands a path of the tree, plays the
// simulation and backs up its result.
func (b *ISMCTS) iterate() {
	var s game.State
	switch {
	case b.res != nil:
		b.sample = b.res.DeterminizeOver(b.sample, b.observer, &b.rng)
		s = b.sample
	case b.det != nil:
		s = b.det.Determinize(b.observer, &b.rng)
	default:
		s = b.root.Clone()
	}
	b.path = append(b.path[:0], 0)
	cur := int32(0)
	for {
		b.buf = s.Legal(b.buf)
		if len(b.buf) == 0 {
			break
		}
		seat := s.ToAct()
		hint := b.hint(s)
		// The actions of this sample not yet in the tree.
		b.untried = b.untried[:0]
		for _, a := range b.buf {
			if b.child(cur, a) < 0 {
				b.untried = append(b.untried, a)
			}
		}
		if len(b.untried) > 0 {
			a := b.untried[b.rng.IntN(len(b.untried))]
			if hint != NoAction && hasAction(b.untried, hint) {
				a = hint
			}
			next := b.addChild(cur, a, seat)
			if !playLegal(s, a) {
				return
			}
			b.path = append(b.path, next)
			break
		}
		if cur == 0 {
			// The root weighs every action on its results alone.
			hint = NoAction
		}
		next := b.selectChild(cur, hint)
		if !playLegal(s, b.nodes[next].action) {
			return
		}
		b.path = append(b.path, next)
		cur = next
	}
	b.backup(b.simulate(s))
}

// playLegal plays a, one of the actions legal in s, and reports whether s took it.
func playLegal(s game.State, a game.Action) bool {
	if l, ok := s.(game.LegalApplier); ok {
		l.ApplyLegal(a)
		return true
	}
	return s.Apply(a) == nil
}

// child returns the child of parent reached by a, or -1.
func (b *ISMCTS) child(parent int32, a game.Action) int32 {
	for c := b.nodes[parent].first; c >= 0; c = b.nodes[c].next {
		if b.nodes[c].action == a {
			return c
		}
	}
	return -1
}

func (b *ISMCTS) addChild(parent int32, a game.Action, seat game.Seat) int32 {
	i := int32(len(b.nodes))
	b.nodes = append(b.nodes, node{action: a, seat: seat, first: -1, next: b.nodes[parent].first, avail: 1})
	b.nodes[parent].first = i
	return i
}

// hint is the rollout bot's choice in s when the tree leans toward it, else
// NoAction.
func (b *ISMCTS) hint(s game.State) game.Action {
	if b.cfg.Bias <= 0 || b.rollout == nil {
		return NoAction
	}
	return b.rolloutChoice(s)
}

// selectChild picks by UCB among the children whose actions are legal in the
// sample (all of them are in the tree), counting each as available once more;
// the child reached by hint gains the bias.
func (b *ISMCTS) selectChild(parent int32, hint game.Action) int32 {
	best, bestScore := int32(-1), math.Inf(-1)
	for c := b.nodes[parent].first; c >= 0; c = b.nodes[c].next {
		n := &b.nodes[c]
		if !hasAction(b.buf, n.action) {
			continue
		}
		n.avail++
		score := n.reward/float64(n.visits) + b.cfg.Exploration*math.Sqrt(math.Log(float64(n.avail))/float64(n.visits))
		if n.action == hint {
			score += b.cfg.Bias / float64(n.visits+1)
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// simulate plays s on to the end (or the depth cap) and returns the result
// per seat, nil meaning ½ each.
func (b *ISMCTS) simulate(s game.State) []float64 {
	for depth := 0; ; depth++ {
		b.buf = s.Legal(b.buf)
		if len(b.buf) == 0 {
			if b.cfg.Eval != nil {
				return b.cfg.Eval(s)
			}
			return s.Returns()
		}
		if (b.cfg.RolloutDepth > 0 && depth >= b.cfg.RolloutDepth) || depth >= MaxRolloutDepth {
			if b.cfg.Eval != nil {
				return b.cfg.Eval(s)
			}
			return nil
		}
		a := NoAction
		if b.rollout != nil {
			a = b.rolloutChoice(s)
		}
		if a == NoAction {
			a = b.buf[b.rng.IntN(len(b.buf))]
		}
		if !playLegal(s, a) {
			return nil
		}
	}
}

// MaxRolloutDepth cuts every simulation, whatever the configuration: two
// rollout policies can stall a game forever (each refusing the move that ends
// it), and a simulation must end for the search to answer.
const MaxRolloutDepth = 20000

// backup adds the result to the nodes of the path, each from the point of
// view of the seat that played its action.
func (b *ISMCTS) backup(result []float64) {
	for _, i := range b.path {
		n := &b.nodes[i]
		n.visits++
		if n.seat < 0 {
			continue
		}
		r := 0.5
		if result != nil {
			if int(n.seat) >= len(result) {
				continue
			}
			r = result[n.seat]
		}
		n.reward += r
		n.square += r * r
	}
}
