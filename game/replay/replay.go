// Package replay keeps a saved game as a timeline every position of which
// can be reached quickly: the log is replayed once, a copy of the state is
// kept every Every actions, and a position is reached from the nearest copy
// before it. It marks the positions a viewer shows on its scrub bar — the
// turns, the rolls and reveals, the swings of the game's evaluation (kills,
// bites, a rescue) and the end — from the engine contract alone, so every
// game has them.
package replay

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"zombietable/game"
	"zombietable/game/save"
)

// Every is how many actions lie between two kept copies of the state: a
// position is at most Every-1 actions away from one.
const Every = 16

// Kind says what makes a position worth a mark; a position may be several.
type Kind uint8

// The kinds of marks.
const (
	// Turn: a new turn begins (the log starts a header there).
	Turn Kind = 1 << iota
	// Round: the turn came back round to an earlier seat.
	Round
	// Chance: the action before it drew on chance or revealed something
	// hidden (a roll, a card drawn or shown).
	Chance
	// Swing: the action before it moved some seat's chances, as the
	// game's evaluation judges them, as much as the game's few largest
	// moves (a kill, a bite, a rescue, a card that turns the game).
	Swing
	// End: the game is over.
	End
)

// SwingShare is the share of a game's actions marked as swings: those that
// moved a seat's evaluation the most, at least by SwingLeast.
const (
	SwingShare = 0.04
	SwingLeast = 0.02
)

// markSwings marks as Swing the positions after the actions whose change of
// evaluation (swing[i], the most any seat's moved by action i) is among the
// game's largest SwingShare, and at least SwingLeast.
func markSwings(kinds []Kind, swing []float64) {
	if len(swing) == 0 {
		return
	}
	sorted := slices.Clone(swing)
	slices.Sort(sorted)
	at := max(SwingLeast, sorted[min(len(sorted)-1, int(float64(len(sorted))*(1-SwingShare)))])
	for i, d := range swing {
		if d >= at {
			kinds[i+1] |= Swing
		}
	}
}

// Timeline is a game's log replayed once. It is not safe for concurrent
// use.
type Timeline struct {
	Info *game.Info
	Log  save.Log
	// actions[i] is the i-th action of the log, actors[i] the seat that
	// played it.
	actions []game.Action
	actors  []game.Seat
	kinds   []Kind // kinds[p] for every position p, 0 to Len()
	keep    []game.State
	// cur is the state at position at, the one At gave last; work is the
	// copy positions are reached in.
	cur game.State
	at  int
}

// New replays l, checking every action, and keeps its timeline.
func New(l save.Log) (*Timeline, error) {
	info, err := game.Lookup(l.Game)
	if err != nil {
		return nil, err
	}
	sess, err := save.NewSession(info, l.Config(), l.Seats)
	if err != nil {
		return nil, err
	}
	if f := l.Fork; f != nil && (f.At < 0 || f.At > len(l.Actions) || f.Seat < 0 || f.Seat >= l.Players) {
		return nil, fmt.Errorf("fork: at move %d of %d, seat %d of %d: not of this game", f.At, len(l.Actions), f.Seat, l.Players)
	}
	t := &Timeline{Info: sess.Info, Log: l, kinds: make([]Kind, len(l.Actions)+1)}
	st := redeal(l.Fork, 0, sess.State)
	eval := sess.Info.Eval
	var before, swing []float64
	if eval != nil {
		before = append(before, eval(st)...)
	}
	prevOf, prevTurn, prevTitle := -2, -2, ""
	for i, name := range l.Actions {
		if i%Every == 0 {
			t.keep = append(t.keep, st.Clone())
		}
		of, turn := game.TurnKey(st)
		title := ""
		if tt, ok := st.(game.TurnTitler); ok {
			title = tt.TurnTitle("en")
		}
		if i == 0 || of != prevOf || turn != prevTurn || title != prevTitle {
			t.kinds[i] |= Turn
			if i > 0 && (of < prevOf || title != "" && title != prevTitle && of == prevOf) {
				t.kinds[i] |= Round
			}
		}
		prevOf, prevTurn, prevTitle = of, turn, title
		a, err := game.Find(st, name)
		if err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, game.Echo(name), err)
		}
		t.actions = append(t.actions, a)
		t.actors = append(t.actors, st.ToAct())
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, game.Echo(name), err)
		}
		if st.Revealed() {
			t.kinds[i+1] |= Chance
		}
		st = redeal(l.Fork, i+1, st)
		if eval != nil {
			after := eval(st)
			d := 0.0
			for s := range min(len(after), len(before)) {
				d = max(d, math.Abs(after[s]-before[s]))
			}
			swing = append(swing, d)
			before = append(before[:0], after...)
		}
	}
	markSwings(t.kinds, swing)
	if len(l.Actions)%Every == 0 {
		t.keep = append(t.keep, st.Clone())
	}
	if st.Over() {
		t.kinds[len(l.Actions)] |= End
	}
	t.cur, t.at = st, len(l.Actions)
	return t, nil
}

// Len is the number of actions: positions go from 0 (the set-up) to Len()
// (the end of the log).
func (t *Timeline) Len() int { return len(t.actions) }

// Action returns the i-th action of the log and the seat that played it.
func (t *Timeline) Action(i int) (game.Action, game.Seat) { return t.actions[i], t.actors[i] }

// Kinds returns what marks position p.
func (t *Timeline) Kinds(p int) Kind { return t.kinds[p] }

// At returns the state at position p (clamped to 0…Len()), after its first
// p actions. The state is the timeline's: read it, clone it to change it; it
// stays valid until the next call of At. Going one position forward plays
// one action; any other move starts from the nearest kept copy.
func (t *Timeline) At(p int) game.State {
	p = max(0, min(p, t.Len()))
	if p == t.at {
		return t.cur
	}
	if p < t.at || p-t.at > Every {
		k := p / Every
		t.cur, t.at = t.keep[k].Clone(), k*Every
	}
	for t.at < p {
		t.apply()
	}
	return t.cur
}

// apply plays the next action on the current state.
func (t *Timeline) apply() {
	a := t.actions[t.at]
	if l, ok := t.cur.(game.LegalApplier); ok {
		l.ApplyLegal(a)
	} else {
		_ = t.cur.Apply(a)
	}
	t.at++
	t.cur = redeal(t.Log.Fork, t.at, t.cur)
}

// redeal is st at position p of a log with fork f: dealt again as the save
// does (save.Fork) when f is a fresh fork at p, else st itself.
func redeal(f *save.Fork, p int, st game.State) game.State {
	if f == nil || !f.Fresh || f.At != p {
		return st
	}
	d, ok := st.(game.Determinizer)
	if !ok {
		return st
	}
	r := game.NewRNG(f.Seed)
	return d.Determinize(game.Seat(f.Seat), &r)
}

// Next returns the first position after p with a mark of any of kinds, or
// Len() when none.
func (t *Timeline) Next(p int, kinds Kind) int {
	for q := max(p+1, 0); q < len(t.kinds); q++ {
		if t.kinds[q]&kinds != 0 {
			return q
		}
	}
	return t.Len()
}

// Prev returns the last position before p with a mark of any of kinds, or
// 0 when none.
func (t *Timeline) Prev(p int, kinds Kind) int {
	for q := min(p-1, len(t.kinds)-1); q > 0; q-- {
		if t.kinds[q]&kinds != 0 {
			return q
		}
	}
	return 0
}

// ErrForkAgain refuses to play on from a position of a game that was itself
// played on from another, past the position it was: a save records one fork.
var ErrForkAgain = errors.New("this game was played on from another before this move: a save records one such move")

// Fork is the log of a new game played on from position p with seats:
// the same future (fresh false: the seed decides what comes, as it did) or
// a fresh one, what the seat to act at p could not know dealt again from
// seed (the engine's game.Determinizer). Its first p actions are this
// log's.
func (t *Timeline) Fork(p int, seats []save.Seat, fresh bool, seed uint64) (save.Log, error) {
	p = max(0, min(p, t.Len()))
	st := t.At(p)
	if st.Over() {
		return save.Log{}, fmt.Errorf("the game is over at move %d: there is nothing to play on", p)
	}
	if fresh {
		if _, ok := st.(game.Determinizer); !ok {
			return save.Log{}, fmt.Errorf("%s has nothing unknown to deal again", t.Info.ID)
		}
	}
	if f := t.Log.Fork; f != nil && f.At <= p {
		return save.Log{}, ErrForkAgain
	}
	if len(seats) != t.Log.Players {
		return save.Log{}, fmt.Errorf("%d seats for %d players", len(seats), t.Log.Players)
	}
	l := t.Log
	l.Summary = nil
	l.Seats = seats
	l.Actions = append([]string{}, t.Log.Actions[:p]...)
	l.Fork = &save.Fork{At: p, Fresh: fresh, Seat: int(max(0, st.ToAct()))}
	if fresh {
		l.Fork.Seed = seed
	}
	return l, nil
}
