//go:build !js

package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// langs are the languages log lines are kept in, by index: those the
// protocol has (wire.CheckLang).
var langs = [...]string{wire.English, wire.Italian, wire.French, wire.German}

// langIndex is lang's index in langs, English's for any other.
func langIndex(lang string) int {
	for i, l := range langs {
		if l == lang {
			return i
		}
	}
	return 0
}

// entry is one action of a table's log: who acted, in whose turn, the
// action and whether every seat may know it (game.Publicist), and its lines
// in each language, told once when the action is applied.
type entry struct {
	seat, turnOf, turn int
	act                int32
	name               string
	public             bool
	title              [len(langs)]string
	lines              [len(langs)][]string
}

// actionFor is the entry's action, its id and name, as the connection at
// seat may know it: the seat that played it and, when it is public,
// everyone; nil and "" for the others.
func (e *entry) actionFor(seat int) (*int32, string) {
	if !e.public && (seat < 0 || seat != e.seat) {
		return nil, ""
	}
	a := e.act
	return &a, e.name
}

// table is a table as one process holds it: the game replayed from its log,
// the log's lines, the process's sockets at it and who is connected through
// other processes. Every field is guarded by mu.
type table struct {
	mu   sync.Mutex
	id   string
	rec  record
	sess *save.Session
	// last is the stream sequence of the log's last message as this process
	// knows it; the next append expects it.
	last    uint64
	names   []string
	entries []entry
	conns   map[*conn]struct{}
	// remote holds, per other process, how many of its sockets hold each
	// seat, and when it said so.
	remote map[string]presence
	used   time.Time
	// changed is when the sockets here were last told the position.
	changed time.Time
	sub     *nats.Subscription // the table's updates from other processes
	// seenSub follows who is connected through other processes.
	seenSub *nats.Subscription
	// thinking is set while this process's bot decides at the table.
	thinking bool
	// looked is when somebody last had the table open (BotPause).
	looked time.Time
	// catching is set while the table is read again and again until the
	// store answers (catchUp).
	catching bool
	// watch fires when a bot seat has been to act for too long here.
	watch *time.Timer
}

type presence struct {
	counts []int
	at     time.Time
}

// newTable replays a stored log into a table.
func newTable(rec record, ld loaded) (*table, error) {
	l := ld.log
	actions := l.Actions
	l.Actions = []string{}
	info, err := game.Lookup(l.Game)
	if err != nil {
		return nil, err
	}
	sess, err := save.NewSession(info, l.Config(), l.Seats)
	if err != nil {
		return nil, err
	}
	t := &table{id: rec.ID, rec: rec, sess: sess, last: ld.last, conns: map[*conn]struct{}{},
		remote: map[string]presence{}, used: time.Now(), looked: time.Now()}
	for _, s := range l.Seats {
		t.names = append(t.names, s.Name)
	}
	t.entries = make([]entry, 0, len(actions))
	for i, name := range actions {
		a, err := game.Find(sess.State, name)
		if err != nil {
			return nil, &replayError{at: i + 1, err: fmt.Errorf("table %s, action %d (%q): %w", rec.ID, i+1, name, err)}
		}
		if err := t.apply(a); err != nil {
			return nil, &replayError{at: i + 1, err: fmt.Errorf("table %s, action %d (%q): %w", rec.ID, i+1, name, err)}
		}
	}
	return t, nil
}

// seq is the number of actions played.
func (t *table) seq() int { return len(t.sess.Log.Actions) }

// apply plays a legal action and writes its log entry.
func (t *table) apply(a game.Action) error {
	st := t.sess.State
	var e entry
	e.seat = int(st.ToAct())
	e.act, e.name, e.public = int32(a), st.ActionString(a), game.PublicAction(st, a)
	e.turnOf, e.turn = game.TurnKey(st)
	tt, titled := st.(game.TurnTitler)
	if titled && tt.TurnTitle("en") == "" {
		// an untitled part of the game is headed by seat as usual
		titled = false
	}
	if titled {
		e.turnOf = -1
	}
	for l, lang := range langs {
		if titled {
			e.title[l] = tt.TurnTitle(lang)
		}
		e.lines[l] = []string{game.DescribeAction(st, a, t.names, lang)}
	}
	before := game.Before(st)
	if err := t.sess.Apply(a); err != nil {
		return err
	}
	for l, lang := range langs {
		e.lines[l] = append(e.lines[l], game.NarrateAction(t.sess.State, before, t.names, lang)...)
	}
	t.entries = append(t.entries, e)
	return nil
}

// unplay takes back the last action, played here but not stored, by
// replaying the rest of the log in memory.
func (t *table) unplay() error {
	l := t.sess.Log
	l.Actions = slices.Clone(l.Actions[:len(l.Actions)-1])
	fresh, err := newTable(t.rec, loaded{log: l, last: t.last})
	if err != nil {
		return err
	}
	t.sess, t.entries = fresh.sess, fresh.entries
	return nil
}

// botSeat reports whether seat s is played by a bot, and its level.
func (t *table) botSeat(s game.Seat) (string, bool) {
	if s < 0 || int(s) >= len(t.sess.Log.Seats) || t.sess.Log.Seats[s].Kind != save.Bot {
		return "", false
	}
	return t.sess.Log.Seats[s].Level, true
}

// viewOf is what a connection at seat sees: State.View(seat), or the public
// view View(game.Nobody) for a spectator. Tests replace it to check that a
// leak is caught.
var viewOf = func(st game.State, seat int) any {
	if seat < 0 {
		return st.View(game.Nobody)
	}
	return st.View(game.Seat(seat))
}

// update is the table's position for a connection at seat in language
// lang, with the log after from: one page of it, at most wire.LogPage
// entries and about logPageBytes of lines. It returns the update and the
// seq of the last entry it holds.
func (t *table) update(seat int, lang string, from int) ([]byte, int, error) {
	st := t.sess.State
	view, err := json.Marshal(viewOf(st, seat))
	if err != nil {
		return nil, 0, fmt.Errorf("the view: %w", err)
	}
	u := wire.Update{Type: wire.TypeUpdate, Seq: t.seq(), View: view, ToAct: int(st.ToAct()), TurnOf: int(st.ToAct()),
		Over: st.Over(), Log: []wire.LogEntry{}}
	if th, ok := st.(game.TurnHolder); ok {
		u.TurnOf = int(th.TurnOf())
	}
	for _, s := range openTogether(st) {
		u.Together = append(u.Together, int(s))
	}
	if seat >= 0 {
		for _, a := range legalFor(st, seat) {
			u.Legal = append(u.Legal, wire.LegalAction{ID: int32(a), Name: st.ActionString(a)})
		}
	}
	if from < 0 || from > t.seq() {
		from = 0
	}
	u.LogFrom = from
	l := langIndex(lang)
	size := 0
	to := from
	for i := from; i < len(t.entries) && i-from < wire.LogPage && size < logPageBytes; i++ {
		e := &t.entries[i]
		le := wire.LogEntry{Seq: i + 1, Seat: e.seat, TurnOf: e.turnOf, Turn: e.turn, Title: e.title[l], Lines: e.lines[l]}
		le.Action, le.Name = e.actionFor(seat)
		u.Log = append(u.Log, le)
		size += len(le.Title) + len(le.Name) + 64
		for _, line := range le.Lines {
			size += len(line) + 3
		}
		to = i + 1
	}
	if st.Over() {
		u.Returns = st.Returns()
	}
	data, err := json.Marshal(u)
	return data, to, err
}

// logPageBytes bounds the lines of one update's page of the log (one
// entry at least is sent whatever its size).
const logPageBytes = 48 << 10

// seats is who sits at the table and who is connected, through this
// process or another.
func (t *table) seats() []wire.SeatInfo {
	out := make([]wire.SeatInfo, len(t.sess.Log.Seats))
	for i, s := range t.sess.Log.Seats {
		out[i] = wire.SeatInfo{Name: s.Name}
		if s.Kind == save.Bot {
			out[i].Bot, out[i].Connected = s.Level, true
		}
	}
	for c := range t.conns {
		if c.seat >= 0 && c.seat < len(out) {
			out[c.seat].Connected = true
		}
	}
	cutoff := time.Now().Add(-presenceTTL)
	for proc, p := range t.remote {
		if p.at.Before(cutoff) {
			delete(t.remote, proc)
			continue
		}
		for i, n := range p.counts {
			if n > 0 && i < len(out) {
				out[i].Connected = true
			}
		}
	}
	return out
}

// localCounts is how many of this process's sockets hold each seat.
func (t *table) localCounts() []int {
	counts := make([]int, len(t.sess.Log.Seats))
	for c := range t.conns {
		if c.seat >= 0 && c.seat < len(counts) {
			counts[c.seat]++
		}
	}
	return counts
}

// info is the table's public facts.
func (t *table) info() wire.TableInfo {
	st := t.sess.State
	opts := t.sess.Log.Options
	if opts == nil {
		opts = map[string]string{}
	}
	return wire.TableInfo{Table: t.id, Code: t.rec.Code, Game: t.sess.Log.Game, Options: opts, Seats: t.seats(),
		Seq: t.seq(), ToAct: int(st.ToAct()), Over: st.Over()}
}

// welcome is the first answer to a good hello.
func (t *table) welcome(seat int) wire.Welcome {
	opts := t.sess.Log.Options
	if opts == nil {
		opts = map[string]string{}
	}
	return wire.Welcome{Type: wire.TypeWelcome, Table: t.id, Code: t.rec.Code, Game: t.sess.Log.Game,
		Version: t.sess.Log.Rules, Options: opts, Seat: seat, Seats: t.seats()}
}

// drop ends the table's subscriptions and timer as it leaves the cache.
// t.mu is held.
func (t *table) drop() {
	for _, sub := range []*nats.Subscription{t.sub, t.seenSub} {
		if sub != nil {
			_ = sub.Unsubscribe()
		}
	}
	if t.watch != nil {
		t.watch.Stop()
	}
}
