//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"zombietable/i18n"
)

// A table's record in the bucket has a companion key, heldKey, with how
// many actions its log held when this process last appended to it, kept
// a moment behind the log (tallyEvery). A store damaged under the server —
// a message block truncated, garbage written into it — loses actions or
// whole logs without a word from NATS; at start the server compares each
// table's log with its count and says, in plain words, which tables lost
// what. Such a table tells its players what happened instead of playing
// on from a position they never saw; the others are served as usual.

func heldKey(id string) string { return "held." + id }

// tallyEvery is how often the counts of the tables played are written.
const tallyEvery = 500 * time.Millisecond

// audit is what the server knows of its store's damage, and the counts
// waiting to be written.
type audit struct {
	mu      sync.Mutex
	counts  map[string]int    // table id → actions, not yet written
	damaged map[string]damage // table id → what it lost
	lang    i18n.Lang         // the operator's
	logf    func(string, ...any)
}

// damage is what a table lost: its log entirely (kept -1), or actions
// (kept of held), or its log cannot be replayed from action at.
type damage struct {
	held, kept, at int
}

// damagedError is a table whose log is damaged.
type damagedError struct{ d damage }

func (e *damagedError) Error() string { return e.d.say(i18n.English) }

// say is the damage as its players read it, in l.
func (d damage) say(l i18n.Lang) string {
	switch {
	case d.kept < 0:
		return l.F("server.table.lost_log", "n", d.held)
	case d.at > 0:
		return l.F("server.table.unreadable", "n", d.at)
	default:
		return l.F("server.table.lost_moves", "n", d.held, "kept", d.kept)
	}
}

func newAudit(logf func(string, ...any)) *audit {
	return &audit{counts: map[string]int{}, damaged: map[string]damage{}, lang: operatorLang(), logf: logf}
}

// counted notes that table id's log holds n actions.
func (a *audit) counted(id string, n int) {
	a.mu.Lock()
	a.counts[id] = n
	a.mu.Unlock()
}

// damageOf is what table id lost, if anything.
func (a *audit) damageOf(id string) (damage, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	d, ok := a.damaged[id]
	return d, ok
}

// found records a table's damage and tells the operator, once.
func (a *audit) found(id, code, game string, d damage, reason string) {
	a.mu.Lock()
	_, known := a.damaged[id]
	a.damaged[id] = d
	a.mu.Unlock()
	if known {
		return
	}
	l := a.lang
	switch {
	case d.kept < 0 && reason != "":
		a.logf("%s", l.F("server.store.audit_unreadable_log", "code", code, "game", game, "reason", reason))
	case d.kept < 0:
		a.logf("%s", l.F("server.store.audit_lost_log", "code", code, "game", game, "n", d.held))
	case d.at > 0:
		a.logf("%s", l.F("server.store.audit_unreadable", "code", code, "game", game, "n", d.at, "reason", reason))
	default:
		a.logf("%s", l.F("server.store.audit_lost_moves", "code", code, "game", game, "n", d.held, "kept", d.kept))
	}
}

// keepTally writes the tables' counts every tallyEvery, and once more at
// the end.
func (s *Server) keepTally() {
	defer s.wg.Done()
	tick := time.NewTicker(tallyEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			s.writeTally(ctx)
			cancel()
			return
		case <-tick.C:
			ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
			s.writeTally(ctx)
			cancel()
		}
	}
}

func (s *Server) writeTally(ctx context.Context) {
	a := s.audit
	a.mu.Lock()
	counts := a.counts
	a.counts = map[string]int{}
	a.mu.Unlock()
	for id, n := range counts {
		if _, err := s.store.kv.Put(ctx, heldKey(id), []byte(strconv.Itoa(n))); err != nil {
			// Tried again with the next count; kept unless a newer came.
			a.mu.Lock()
			if _, newer := a.counts[id]; !newer {
				a.counts[id] = n
			}
			a.mu.Unlock()
		}
	}
}

// checkStore compares every table's log with its record's count, records
// the damaged tables and tells the operator of each, and of the whole.
func (s *Server) checkStore(ctx context.Context) error {
	st := s.store
	info, err := st.stream.Info(ctx, jetstream.WithSubjectFilter(logPrefix+"*"))
	if err != nil {
		return err
	}
	msgs := info.State.Subjects
	type tableKeys struct {
		rec  *record
		held int
	}
	tables := map[string]*tableKeys{}
	get := func(id string) *tableKeys {
		if tables[id] == nil {
			tables[id] = &tableKeys{held: -1}
		}
		return tables[id]
	}
	w, err := st.kv.WatchFiltered(ctx, []string{"table.*", "held.*"}, jetstream.IgnoreDeletes())
	if err != nil {
		return err
	}
	defer func() { _ = w.Stop() }()
	for e := range w.Updates() {
		if e == nil {
			break // every key read
		}
		kind, id, _ := strings.Cut(e.Key(), ".")
		switch kind {
		case "table":
			var rec record
			if json.Unmarshal(e.Value(), &rec) == nil {
				get(id).rec = &rec
			}
		case "held":
			if n, err := strconv.Atoi(string(e.Value())); err == nil {
				get(id).held = n
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	count, damaged := 0, 0
	var whole []record
	for id, tk := range tables {
		if tk.rec == nil {
			continue // a count left by a table whose record never came
		}
		count++
		n, ok := msgs[logSubject(id)]
		held := max(tk.held, 0)
		switch {
		case !ok || n == 0:
			s.audit.found(id, tk.rec.Code, tk.rec.Game, damage{held: held, kept: -1}, "")
			damaged++
		case int(n)-1 < held:
			s.audit.found(id, tk.rec.Code, tk.rec.Game, damage{held: held, kept: int(n) - 1}, "")
			damaged++
		default:
			whole = append(whole, *tk.rec)
		}
	}
	s.logf("%s", s.audit.lang.F("server.store.audit_done", "n", count, "damaged", damaged))
	s.wg.Add(1)
	go s.readThrough(whole)
	return nil
}

// readThrough reads the log of every table in recs, in the background, as
// a load would: a store can count its messages right and still not give
// them all back (garbage written into a block), which only reading finds.
// Each damaged table is told the operator as found, then the whole.
func (s *Server) readThrough(recs []record) {
	defer s.wg.Done()
	damaged := 0
	for _, rec := range recs {
		if s.ctx.Err() != nil {
			return
		}
		ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
		ld, err := s.store.load(ctx, rec.ID)
		held := 0
		if err == nil {
			held = max(ld.claimed, s.store.held(ctx, rec.ID))
		}
		cancel()
		var re *replayError
		switch {
		case errors.Is(err, errNoTable) || errors.As(err, &re):
			s.unreadable(rec, err)
			damaged++
		case err == nil && len(ld.log.Actions) < held:
			s.audit.found(rec.ID, rec.Code, rec.Game, damage{held: held, kept: len(ld.log.Actions)}, "")
			damaged++
		}
	}
	s.logf("%s", s.audit.lang.F("server.store.read_done", "n", len(recs), "damaged", damaged))
}

// unreadable records a table whose log cannot be replayed, and returns
// the error its players are told.
func (s *Server) unreadable(rec record, err error) error {
	d := damage{kept: -1}
	var re *replayError
	if errors.As(err, &re) && re.at > 0 {
		d = damage{kept: re.at - 1, held: re.at - 1, at: re.at}
	}
	s.audit.found(rec.ID, rec.Code, rec.Game, d, err.Error())
	return &damagedError{d: d}
}

// replayError is a stored log that does not replay: at is the action that
// fails (0: the header).
type replayError struct {
	at  int
	err error
}

func (e *replayError) Error() string { return e.err.Error() }

func (e *replayError) Unwrap() error { return e.err }
