// Package coach asks the hard bot what a seat should do: its three best
// moves, each with the chance to win (to be saved, in the co-operative
// games) the search estimates for it and how sure it is. The coach reasons
// only from what the seat may know: the search starts from a state dealt
// again from the seat's view (game.Determinizer) by a generator of the
// coach's own, seeded from that view, and samples every iteration from
// that seat's knowledge as the hard bot does. It thinks in slices, so that
// a frame is never held, and within a budget of time.
package coach

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"math"
	"sort"
	"time"

	"zombietable/game"
	"zombietable/game/bot"
)

// Budget is the longest the coach thinks about a position.
const Budget = 2 * time.Second

// Best is how many moves the coach names.
const Best = 3

// Move is one of the coach's moves.
type Move struct {
	Action game.Action
	// Chance is the search's estimate of the seat's result after the
	// move, in [0, 1]: its chance to win, or to be saved.
	Chance float64
	// Margin is the standard error of Chance: the estimate is Chance ±
	// Margin about two times in three.
	Margin float64
	// Visits is how many simulations tried the move.
	Visits int
}

// Sureness says how clearly the best move beats the second.
type Sureness int

// How sure the coach is of its first move.
const (
	Close  Sureness = iota // the first two are within the noise
	Likely                 // the first is ahead by more than one margin
	Sure                   // ahead by more than two margins, or the only move
)

// Advice is what the coach says of a position.
type Advice struct {
	Seat  game.Seat
	Moves []Move // the best first, at most Best
	Sure  Sureness
	// Iterations is how many simulations the search ran.
	Iterations int
}

// ErrNotToAct refuses advice to a seat whose decision it is not.
var ErrNotToAct = errors.New("it is not this seat's decision")

// Coach is one question being thought about.
type Coach struct {
	seat  game.Seat
	b     *bot.ISMCTS
	root  game.State
	began time.Time
	legal int
}

// New asks about the decision of seat in st, which must be seat's to take.
// st is read, never changed; the coach keeps only a state dealt again from
// seat's view.
func New(info *game.Info, st game.State, seat game.Seat) (*Coach, error) {
	if st.Over() || st.ToAct() != seat {
		return nil, ErrNotToAct
	}
	seed := viewSeed(st, seat)
	r := game.NewRNG(seed)
	var root game.State
	if d, ok := st.(game.Determinizer); ok {
		root = d.Determinize(seat, &r)
	} else {
		root = st.Clone()
	}
	spec := "ismcts"
	if s, err := info.LevelBot("hard"); err == nil {
		spec = s
	}
	b, err := bot.New(spec, info, seed^0xc0ac4)
	if err != nil {
		return nil, err
	}
	is, ok := b.(*bot.ISMCTS)
	if !ok {
		// A game whose hard bot is not a search: the coach searches with
		// the shared one.
		b, err = bot.New("ismcts", info, seed^0xc0ac4)
		if err != nil {
			return nil, err
		}
		is = b.(*bot.ISMCTS)
	}
	c := &Coach{seat: seat, b: is, root: root, began: time.Now(), legal: len(root.Legal(nil))}
	is.Begin(root)
	return c, nil
}

// viewSeed seeds the coach from what seat sees: the same view gives the
// same generator, whatever is hidden from it.
func viewSeed(st game.State, seat game.Seat) uint64 {
	h := fnv.New64a()
	b, _ := json.Marshal(st.View(seat))
	h.Write(b)
	return h.Sum64()
}

// Think runs at most n iterations and reports whether the advice is ready:
// the hard bot's budget spent, or Budget past.
func (c *Coach) Think(n int) bool {
	if c.b.Think(n) {
		return true
	}
	return bot.Overdue(c.b, c.began, Budget)
}

// Progress reports the simulations run and the hard bot's budget.
func (c *Coach) Progress() (done, budget int) { return c.b.Progress() }

// Advice is the coach's answer so far.
func (c *Coach) Advice() Advice {
	done, _ := c.b.Progress()
	adv := Advice{Seat: c.seat, Iterations: done}
	stats := c.b.Stats()
	if c.legal <= 1 || len(stats) == 0 {
		legal := c.root.Legal(nil)
		if len(legal) > 0 {
			adv.Moves = []Move{{Action: legal[0], Chance: math.NaN()}}
		}
		adv.Sure = Sure
		return adv
	}
	// The moves tried often enough to judge come first, the best
	// estimate first; the rest after, the most tried first.
	most := 0
	for _, s := range stats {
		most = max(most, s.Visits)
	}
	enough := func(s bot.ActionStats) bool { return s.Visits >= max(8, most/4) }
	sort.SliceStable(stats, func(i, j int) bool {
		a, b := stats[i], stats[j]
		if enough(a) != enough(b) {
			return enough(a)
		}
		if enough(a) && a.Mean != b.Mean {
			return a.Mean > b.Mean
		}
		if a.Visits != b.Visits {
			return a.Visits > b.Visits
		}
		return a.Action < b.Action
	})
	for _, s := range stats {
		if len(adv.Moves) == Best || s.Visits == 0 {
			break
		}
		m := Move{Action: s.Action, Chance: s.Mean, Visits: s.Visits}
		m.Margin = math.Sqrt(max(s.Mean*(1-s.Mean), 0.01) / float64(s.Visits))
		adv.Moves = append(adv.Moves, m)
	}
	adv.Sure = Sure
	if len(adv.Moves) > 1 {
		a, b := adv.Moves[0], adv.Moves[1]
		noise := math.Hypot(a.Margin, b.Margin)
		switch d := a.Chance - b.Chance; {
		case d > 2*noise:
			adv.Sure = Sure
		case d > noise:
			adv.Sure = Likely
		default:
			adv.Sure = Close
		}
	}
	return adv
}

// Ask is the coach's advice on seat's decision in st, thought to the end.
func Ask(info *game.Info, st game.State, seat game.Seat) (Advice, error) {
	c, err := New(info, st, seat)
	if err != nil {
		return Advice{}, err
	}
	for !c.Think(64) {
	}
	return c.Advice(), nil
}
