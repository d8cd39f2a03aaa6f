package bot

import (
	"fmt"
	"time"

	"zombietable/game"
)

// A bot's thinking time for one move, the same wherever a bot plays: the
// engine protocol's bot requests (which may ask for a budget up to
// MaxBudget), the app's bot seats and a server's. A search cut by the time
// plays its best move so far.
const (
	DefaultBudget = 10 * time.Second
	MaxBudget     = 120 * time.Second
)

// Canceller is a bot whose thinking can be cut short: Think then reports
// the decision done and Action gives its best action so far.
type Canceller interface{ Cancel() }

// Overdue cuts b's decision short when it began at least budget ago and b
// can be cut; it reports whether it did. A bot that thinks in slices (the
// app's, a frame at a time) asks it after each slice.
func Overdue(b game.Bot, began time.Time, budget time.Duration) bool {
	if time.Since(began) < budget {
		return false
	}
	c, ok := b.(Canceller)
	if !ok {
		return false
	}
	c.Cancel()
	return true
}

// Within lets b decide in s within budget, in small slices. When the time
// is up a bot that can be cut gives its best action so far (cut is true);
// one that cannot fails.
func Within(b game.Bot, s game.State, budget time.Duration) (a game.Action, cut bool, err error) {
	began := time.Now()
	b.Begin(s)
	for !b.Think(16) {
		if Overdue(b, began, budget) {
			return b.Action(), true, nil
		}
		if _, ok := b.(Canceller); !ok && time.Since(began) >= budget {
			return 0, false, fmt.Errorf("no move within %v", budget)
		}
	}
	return b.Action(), false, nil
}
