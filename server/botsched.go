//go:build !js

package server

import (
	"context"
	"errors"
	"math"
	"net/http"
	"runtime"
	"sync"
	"time"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// Bots share the process's slots fairly: a decision does not hold a slot
// from its start to its end, it thinks in quanta, and after each one the
// slot goes to the decision whose table has used the least bot time of
// late. A cheap bot at one table so waits at most a quantum per slot for
// its turn however many expensive ones think at others, a table with many
// bots gets no more than its share when others wait, and each decision is
// bounded by the bots' time budget from its start, waiting included.
const (
	// quantum is how long a decision thinks before its slot is offered to
	// the others.
	quantum = 10 * time.Millisecond
	// thinkSlice is the iterations a bot is asked for at a time within a
	// quantum: one, for an iteration of a search in a long game may take
	// tens of milliseconds.
	thinkSlice = 1
	// useHalfLife is how fast a table's bot time is forgotten.
	useHalfLife = 30 * time.Second
)

// errNoMove is a bot that cannot be cut short and did not decide in time.
var errNoMove = errors.New("no move within the bots' time budget")

// botJob is one bot decision.
type botJob struct {
	table  string
	b      game.Bot
	st     game.State
	began  time.Time
	budget time.Duration
	begun  bool
	order  uint64 // arrival, which settles ties
	done   chan botResult
}

type botResult struct {
	a   game.Action
	err error
}

// tableUse is a table's bot time of late, decayed with useHalfLife.
type tableUse struct {
	secs float64
	at   time.Time
}

// scheduler runs bot decisions on a slot per core, fairly between tables.
type scheduler struct {
	mu     sync.Mutex
	ready  []*botJob
	use    map[string]*tableUse
	wake   chan struct{}
	orders uint64
}

func newScheduler() *scheduler {
	return &scheduler{use: map[string]*tableUse{}, wake: make(chan struct{}, 1)}
}

// start runs the scheduler's slots until ctx ends.
func (sc *scheduler) start(ctx context.Context, slots int, wg *sync.WaitGroup) {
	for range slots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				j := sc.next(ctx)
				if j == nil {
					return
				}
				sc.run(j)
			}
		}()
	}
}

// decide lets b decide in st, for table, within budget from now, and
// returns its action; false when ctx ended first.
func (sc *scheduler) decide(ctx context.Context, table string, b game.Bot, st game.State, budget time.Duration) (game.Action, error, bool) {
	j := &botJob{table: table, b: b, st: st, began: time.Now(), budget: budget, done: make(chan botResult, 1)}
	sc.push(j)
	select {
	case r := <-j.done:
		return r.a, r.err, true
	case <-ctx.Done():
		return 0, nil, false
	}
}

func (sc *scheduler) push(j *botJob) {
	sc.mu.Lock()
	if j.order == 0 {
		sc.orders++
		j.order = sc.orders
	}
	sc.ready = append(sc.ready, j)
	sc.mu.Unlock()
	select {
	case sc.wake <- struct{}{}:
	default:
	}
}

// next takes the waiting decision whose table used the least bot time of
// late (the earliest come among equals), or waits for one; nil when ctx
// ended.
func (sc *scheduler) next(ctx context.Context) *botJob {
	for {
		sc.mu.Lock()
		if len(sc.ready) > 0 {
			now := time.Now()
			best := 0
			for i, j := range sc.ready {
				u, b := sc.used(j.table, now), sc.used(sc.ready[best].table, now)
				if u < b || (u == b && j.order < sc.ready[best].order) {
					best = i
				}
			}
			j := sc.ready[best]
			sc.ready = append(sc.ready[:best], sc.ready[best+1:]...)
			more := len(sc.ready) > 0
			sc.mu.Unlock()
			if more {
				// another slot may take the next
				select {
				case sc.wake <- struct{}{}:
				default:
				}
			}
			return j
		}
		sc.mu.Unlock()
		select {
		case <-sc.wake:
		case <-ctx.Done():
			return nil
		}
	}
}

// used is table's bot time of late, in seconds; sc.mu is held.
func (sc *scheduler) used(table string, now time.Time) float64 {
	u := sc.use[table]
	if u == nil {
		return 0
	}
	return u.secs * math.Exp2(-now.Sub(u.at).Seconds()/useHalfLife.Seconds())
}

// charge adds d of bot time to table, and forgets the tables whose time
// has faded.
func (sc *scheduler) charge(table string, d time.Duration, now time.Time) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	secs := sc.used(table, now) + d.Seconds()
	sc.use[table] = &tableUse{secs: secs, at: now}
	if len(sc.use) > 2*len(sc.ready)+64 {
		for id := range sc.use {
			if sc.used(id, now) < 1e-3 {
				delete(sc.use, id)
			}
		}
	}
}

// run gives j one quantum, and answers it or puts it back in line.
func (sc *scheduler) run(j *botJob) {
	start := time.Now()
	if !j.begun {
		j.b.Begin(j.st)
		j.begun = true
	}
	decided := false
	for !decided && time.Since(start) < quantum {
		decided = j.b.Think(thinkSlice)
	}
	now := time.Now()
	sc.charge(j.table, now.Sub(start), now)
	switch {
	case decided:
		j.done <- botResult{a: j.b.Action()}
	case bot.Overdue(j.b, j.began, j.budget):
		j.done <- botResult{a: j.b.Action()}
	case now.Sub(j.began) >= j.budget:
		j.done <- botResult{err: errNoMove}
	default:
		sc.push(j)
		runtime.Gosched() // people's moves and the sockets come first
	}
}

// watched reports whether somebody had t open within cfg.BotPause: a
// socket here, one through another process, or a look not long ago; bots
// wait at a table nobody has looked at for longer. t.mu is held.
func (s *Server) watched(t *table, now time.Time) bool {
	if len(t.conns) > 0 {
		t.looked = now
		return true
	}
	for _, p := range t.remote {
		if now.Sub(p.at) >= presenceTTL {
			continue
		}
		for _, n := range p.counts {
			if n > 0 {
				t.looked = now
				return true
			}
		}
	}
	return now.Sub(t.looked) < s.cfg.BotPause
}

// botLevels are the bot levels every game has, easiest first: what
// cfg.MaxBot may name.
var botLevels = []string{"easy", "normal", "hard"}

// botAllowed reports whether a new table of info's game may seat a bot of
// level (a level or a bot spec) under cfg.MaxBot: with a cap, only the
// game's levels up to it.
func (s *Server) botAllowed(info *game.Info, level string) bool {
	if s.cfg.MaxBot == "" {
		return true
	}
	limit, at := len(info.Levels)-1, -1
	for i, l := range info.Levels {
		if l.Name == s.cfg.MaxBot {
			limit = i
		}
		if l.Name == level {
			at = i
		}
	}
	return at >= 0 && at <= limit
}

// refuseBots answers a table request seating a bot above cfg.MaxBot with
// 400, and reports whether it did.
func (s *Server) refuseBots(w http.ResponseWriter, r *http.Request, req *wire.CreateTable) bool {
	info, err := game.Lookup(req.Game)
	if err != nil {
		return false // the request is refused for its game
	}
	for _, sr := range req.Seats {
		if sr.Bot != "" && !s.botAllowed(info, sr.Bot) {
			lang := requestLang(r)
			if req.Lang != "" {
				lang = i18n.ByCode(req.Lang)
			}
			apiError(w, http.StatusBadRequest, lang.F("server.limits.bot_level", "level", s.cfg.MaxBot))
			return true
		}
	}
	return false
}
