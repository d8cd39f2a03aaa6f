//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// Config is how a Server runs; New fills the zero fields with the defaults.
type Config struct {
	// BotBudget bounds a bot's thinking for one move (at most
	// bot.MaxBudget); a bot spec's numbers are bounded by save.CheckLevel.
	BotBudget time.Duration
	// Idle is how long a table no socket here watches stays in memory.
	Idle time.Duration
	// MaxCached is how many tables one process keeps in memory at most.
	MaxCached int
	// Limits per connection and per address.
	ActionsPerSecond, ActionBurst, TablesPerHour, ConnsPerAddr int
	// AllConnsPerAddr bounds an address's TCP connections of every kind
	// (sockets and API requests); IdleConn closes a keep-alive connection
	// idle for as long.
	AllConnsPerAddr int
	IdleConn        time.Duration
	// LookupsPerSecond, LookupBurst and MissCost bound an address's table
	// lookups (type lookups).
	LookupsPerSecond, LookupBurst, MissCost int
	// BotPause is how long bots play on at a table nobody has open; then
	// they wait until somebody looks again.
	BotPause time.Duration
	// MaxBot is the highest bot level a new table may seat ("easy",
	// "normal", "hard"); "" takes every level and bot spec.
	MaxBot string
	// ExpireFinished deletes a finished table so long after its end; 0
	// keeps every table.
	ExpireFinished time.Duration
	// TrustProxy takes the client's address, scheme and host from
	// X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host.
	TrustProxy bool
	// Web is the folder of the browser build served at /, or "".
	Web string
	// Replicas is how many copies of the stream and bucket a cluster keeps.
	Replicas int
	// Log receives what the server has to say; nil is silent.
	Log *log.Logger
}

// presenceTTL is how long another process's word on who is connected
// holds; each process says it again every presenceTTL/3.
const presenceTTL = 75 * time.Second

// Server is one zombietable serve process: the gateway for its sockets, a
// member of the engine queue group, and its cache of tables.
type Server struct {
	cfg   Config
	nc    *nats.Conn
	store *store
	proc  string // this process's name in presence messages

	mu      sync.Mutex
	tables  map[string]*table
	addrs   map[string]*addrUse
	lookups *lookups

	sched   *scheduler // the bots' slots, one per core
	subs    []*nats.Subscription
	ctx     context.Context
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	loading sync.Map // table id → *sync.Mutex, so one load at a time per table
	audit   *audit   // the store's damage found, the counts to write
}

// New starts a server on the NATS connection nc: the stream and bucket are
// made if missing, the engine joins the queue group.
func New(ctx context.Context, nc *nats.Conn, cfg Config) (*Server, error) {
	if cfg.BotBudget <= 0 {
		cfg.BotBudget = bot.DefaultBudget
	}
	cfg.BotBudget = min(cfg.BotBudget, bot.MaxBudget)
	if cfg.Idle <= 0 {
		cfg.Idle = 10 * time.Minute
	}
	if cfg.MaxCached <= 0 {
		cfg.MaxCached = 20_000
	}
	if cfg.ActionsPerSecond <= 0 {
		cfg.ActionsPerSecond = wire.ActionsPerSecond
	}
	if cfg.ActionBurst <= 0 {
		cfg.ActionBurst = wire.ActionBurst
	}
	if cfg.TablesPerHour <= 0 {
		cfg.TablesPerHour = wire.TablesPerHour
	}
	if cfg.ConnsPerAddr <= 0 {
		cfg.ConnsPerAddr = wire.ConnsPerAddr
	}
	if cfg.Replicas <= 0 {
		cfg.Replicas = 1
	}
	if cfg.AllConnsPerAddr <= 0 {
		cfg.AllConnsPerAddr = cfg.ConnsPerAddr + apiConns
	}
	if cfg.IdleConn <= 0 {
		cfg.IdleConn = idleTimeout
	}
	if cfg.BotPause <= 0 {
		cfg.BotPause = 10 * time.Minute
	}
	if cfg.LookupsPerSecond <= 0 {
		cfg.LookupsPerSecond = wire.LookupsPerSecond
	}
	if cfg.LookupBurst <= 0 {
		cfg.LookupBurst = wire.LookupBurst
	}
	if cfg.MissCost <= 0 {
		cfg.MissCost = wire.MissCost
	}
	st, err := openStore(ctx, nc, cfg.Replicas)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, nc: nc, store: st, proc: randomHex(8), tables: map[string]*table{},
		addrs: map[string]*addrUse{}, lookups: newLookups(&cfg), sched: newScheduler()}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.sched.start(s.ctx, botSlots(), &s.wg)
	s.audit = newAudit(s.logf)
	if err := s.checkStore(ctx); err != nil {
		s.logf("%s", s.audit.lang.F("server.store.audit_failed", "reason", err.Error()))
	}
	s.wg.Add(1)
	go s.keepTally()
	sub, err := nc.QueueSubscribe(reqPrefix+"*", engineQueue, s.onRequest)
	if err != nil {
		return nil, err
	}
	sub.SetPendingLimits(-1, -1)
	s.subs = append(s.subs, sub)
	// Messages may be lost while the connection to NATS is down: read the
	// tables with sockets here again when it is back.
	nc.SetReconnectHandler(func(*nats.Conn) { go s.resyncAll(0) })
	s.wg.Add(1)
	go s.housekeeping()
	if cfg.ExpireFinished > 0 {
		s.wg.Add(1)
		go s.expiring()
	}
	return s, nil
}

// Close stops the engine and drops the cache; sockets are the HTTP
// server's to close.
func (s *Server) Close() {
	for _, sub := range s.subs {
		_ = sub.Unsubscribe()
	}
	s.cancel()
	s.wg.Wait()
	s.mu.Lock()
	for id, t := range s.tables {
		t.mu.Lock()
		t.drop()
		t.mu.Unlock()
		delete(s.tables, id)
	}
	s.mu.Unlock()
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Log != nil {
		s.cfg.Log.Printf(format, args...)
	}
}

// table returns a table from the cache or rebuilt from its log.
func (s *Server) table(ctx context.Context, id string) (*table, error) {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t != nil {
		return t, nil
	}
	lk, _ := s.loading.LoadOrStore(id, &sync.Mutex{})
	lk.(*sync.Mutex).Lock()
	defer func() {
		// The table is in the cache (or failed) before its lock goes:
		// whoever comes later finds it there.
		s.loading.Delete(id)
		lk.(*sync.Mutex).Unlock()
	}()
	s.mu.Lock()
	t = s.tables[id]
	s.mu.Unlock()
	if t != nil {
		return t, nil
	}
	if d, ok := s.audit.damageOf(id); ok {
		return nil, &damagedError{d: d}
	}
	rec, err := s.store.lookup(ctx, id)
	if err != nil {
		return nil, err
	}
	ld, err := s.store.load(ctx, id)
	var re *replayError
	if errors.Is(err, errNoTable) || errors.As(err, &re) {
		// A record without its log, or a log that does not read back.
		return nil, s.unreadable(rec, err)
	}
	if err != nil {
		return nil, err
	}
	if held := max(ld.claimed, s.store.held(ctx, id)); len(ld.log.Actions) < held {
		// Read back shorter than it was: messages of the log are lost.
		d := damage{held: held, kept: len(ld.log.Actions)}
		s.audit.found(rec.ID, rec.Code, rec.Game, d, "")
		return nil, &damagedError{d: d}
	}
	t, err = newTable(rec, ld)
	if err != nil {
		return nil, s.unreadable(rec, err)
	}
	sub, err := s.nc.Subscribe(updPrefix+id, func(m *nats.Msg) { s.onUpdate(t, m) })
	if err != nil {
		return nil, err
	}
	t.sub = sub
	if t.seenSub, err = s.nc.Subscribe(seenPrefix+id, func(m *nats.Msg) { s.onSeen(t, m) }); err != nil {
		_ = sub.Unsubscribe()
		return nil, err
	}
	s.mu.Lock()
	s.tables[id] = t
	s.mu.Unlock()
	if t.sess.State.Over() {
		s.finished(id) // a table that ended before its end was recorded
	}
	// Ask the processes with sockets at the table who they hold.
	t.mu.Lock()
	s.announce(t, true)
	t.mu.Unlock()
	return t, nil
}

// reload replaces t's game with its stored log, after another process
// played at it. t.mu is held.
func (s *Server) reload(ctx context.Context, t *table) error {
	ld, err := s.store.load(ctx, t.id)
	if err != nil {
		return err
	}
	fresh, err := newTable(t.rec, ld)
	if err != nil {
		return err
	}
	t.sess, t.entries, t.last = fresh.sess, fresh.entries, fresh.last
	return nil
}

// request is what a gateway asks of the engine queue group.
type request struct {
	Op     string `json:"op"` // "act" or "kick"
	Seat   int    `json:"seat"`
	Seq    int    `json:"seq"`
	Action string `json:"action"`
	Lang   string `json:"lang"`
}

// reply is the engine's answer.
type reply struct {
	OK     bool   `json:"ok"`
	Reason string `json:"reason,omitempty"`
	Seq    int    `json:"seq"`
}

// act asks the engine queue group to play action for seat, and returns the
// refusal's reason, or "" when it was played.
func (s *Server) act(ctx context.Context, id string, r request) (reply, error) {
	data, _ := json.Marshal(r)
	msg, err := s.nc.RequestWithContext(ctx, reqPrefix+id, data)
	if err != nil {
		return reply{}, err
	}
	var rep reply
	if err := json.Unmarshal(msg.Data, &rep); err != nil {
		return reply{}, err
	}
	return rep, nil
}

// onRequest is the engine: it plays an action at a table, or starts its
// bot, for whichever gateway asked.
func (s *Server) onRequest(m *nats.Msg) {
	id := m.Subject[len(reqPrefix):]
	var r request
	if err := json.Unmarshal(m.Data, &r); err != nil || !wire.IsID(id) {
		return
	}
	go func() {
		rep := s.handle(id, r)
		if m.Reply != "" {
			data, _ := json.Marshal(rep)
			_ = m.Respond(data)
		}
	}()
}

func (s *Server) handle(id string, r request) (rep reply) {
	defer func() {
		if p := recover(); p != nil {
			s.logf("table %s: %v", id, p)
			rep = reply{Reason: i18n.ByCode(r.Lang).T("server.refuse.trouble")}
		}
	}()
	ctx, cancel := context.WithTimeout(s.ctx, 20*time.Second)
	defer cancel()
	t, err := s.table(ctx, id)
	if err != nil {
		return reply{Reason: i18n.ByCode(r.Lang).T("server.refuse.trouble")}
	}
	if r.Op == "kick" {
		t.mu.Lock()
		t.looked = time.Now() // kicked for sockets at the table, or its creator
		s.startBot(t)
		t.mu.Unlock()
		return reply{OK: true}
	}
	l := i18n.ByCode(r.Lang)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.used = time.Now()
	if r.Seq > t.seq() {
		// The client saw more than this process knows: an update did not
		// reach it. Read the table again first.
		if err := s.reload(ctx, t); err != nil {
			return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}
		}
		s.notify(t)
	}
	if rep, done := s.together(ctx, t, r, l); done {
		return rep
	}
	for try := 0; ; try++ {
		st := t.sess.State
		switch {
		case r.Seq > t.seq():
			return reply{Reason: l.F("server.refuse.ahead", "seq", r.Seq, "now", t.seq()), Seq: t.seq()}
		case r.Seq != t.seq():
			return reply{Reason: l.F("server.refuse.stale", "seq", r.Seq, "now", t.seq()), Seq: t.seq()}
		case st.Over():
			return reply{Reason: l.T("server.refuse.over"), Seq: t.seq()}
		case int(st.ToAct()) != r.Seat:
			return reply{Reason: l.F("server.refuse.not_you", "who", t.names[st.ToAct()]), Seq: t.seq()}
		}
		a, err := game.Find(st, r.Action)
		if err != nil {
			return reply{Reason: l.F("server.refuse.no_such_move", "action", strconv.Quote(r.Action)), Seq: t.seq()}
		}
		if storeFull(s.nc) {
			return reply{Reason: l.T("server.refuse.disk_full"), Seq: t.seq()}
		}
		// Played here first: what the session refuses (past the limits
		// a save is read with, say) is never stored. Until the store
		// takes it, a failure reads the table back from its log.
		if err := t.apply(a); err != nil {
			return reply{Reason: game.Reason(err, r.Lang), Seq: t.seq()}
		}
		actx, acancel := context.WithTimeout(ctx, appendTimeout)
		last, err := s.store.appendAction(actx, id, t.last, t.seq(), r.Action)
		acancel()
		if err != nil {
			// What the store did not take is not the table's.
			if uerr := t.unplay(); uerr != nil {
				s.logf("table %s: %v", id, uerr)
			}
		}
		if errors.Is(err, errConflict) && try < 3 {
			if err := s.reload(ctx, t); err != nil {
				return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}
			}
			s.notify(t)
			continue
		}
		if err != nil {
			// The store did not answer (a cluster electing a leader, say):
			// the action may or may not be stored. The log tells.
			s.logf("table %s: append: %v", id, err)
			if err := s.reload(ctx, t); err != nil {
				return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}
			}
			stored := t.seq() == r.Seq+1 && t.sess.Log.Actions[r.Seq] == r.Action && int(t.sess.Actor(r.Seq)) == r.Seat
			if stored {
				s.published(t, t.last, r.Action)
				return reply{OK: true, Seq: t.seq()}
			}
			s.notify(t)
			if storeFull(s.nc) {
				return reply{Reason: l.T("server.refuse.disk_full"), Seq: t.seq()}
			}
			return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}
		}
		t.last = last
		s.published(t, last, r.Action)
		return reply{OK: true, Seq: t.seq()}
	}
}

// appendTimeout bounds one append: a store that does not answer within it
// is asked what it holds. It is short, for a cluster that lost the
// stream's leader answers no append until it elects another (a few
// seconds): the player is told at once to try again, and the try after the
// election is played.
const appendTimeout = 2 * time.Second

// published tells the other processes and the sockets here that action,
// stored at stream sequence last, is the table's newest, and starts the
// bot to act next. t.mu is held.
func (s *Server) published(t *table, last uint64, action string) {
	m := nats.NewMsg(updPrefix + t.id)
	m.Header.Set(hdrSeq, strconv.Itoa(t.seq()))
	m.Header.Set("Zt-Last", strconv.FormatUint(last, 10))
	m.Data = []byte(action)
	_ = s.nc.PublishMsg(m)
	s.audit.counted(t.id, t.seq())
	s.notify(t)
	s.startBot(t)
	if t.sess.State.Over() {
		s.finished(t.id)
	}
}

// onUpdate follows an action another process appended. A gap means an
// update was missed: the table is read again from its log.
func (s *Server) onUpdate(t *table, m *nats.Msg) {
	seq, err1 := strconv.Atoi(m.Header.Get(hdrSeq))
	last, err2 := strconv.ParseUint(m.Header.Get("Zt-Last"), 10, 64)
	if err1 != nil || err2 != nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case seq <= t.seq():
		return // played here, or already followed
	case seq == t.seq()+1:
		a, err := game.Find(t.sess.State, string(m.Data))
		if err == nil {
			err = t.apply(a)
		}
		if err != nil {
			s.logf("table %s: update %d: %v", t.id, seq, err)
			if s.reload(s.ctx, t) != nil {
				s.catchUp(t)
				return
			}
		} else {
			t.last = last
		}
	default:
		if err := s.reload(s.ctx, t); err != nil {
			s.logf("table %s: reload: %v", t.id, err)
			s.catchUp(t)
			return
		}
	}
	s.notify(t)
}

// notify sends every socket here at t that has not seen it the new position, and watches a bot
// seat to act. t.mu is held.
func (s *Server) notify(t *table) {
	t.changed = time.Now()
	for c := range t.conns {
		if c.sent != t.seq() {
			c.sendUpdate()
		}
	}
	s.watchBot(t)
}

// watchBot makes sure a bot to act at a table with sockets here does not
// wait for ever: if its seat is still to act when the bot's time and some
// more are up (the process thinking for it died, say), the engine queue
// group is asked to start it again. t.mu is held.
func (s *Server) watchBot(t *table) {
	if t.watch != nil {
		t.watch.Stop()
		t.watch = nil
	}
	if _, ok := t.botSeat(t.sess.State.ToAct()); !ok || len(t.conns) == 0 {
		return
	}
	seq := t.seq()
	t.watch = time.AfterFunc(s.cfg.BotBudget+3*time.Second, func() {
		t.mu.Lock()
		stuck := t.seq() == seq && !t.thinking
		t.mu.Unlock()
		if stuck {
			s.kick(t.id)
		}
	})
}

// kick asks the engine queue group to start the bot to act at a table.
func (s *Server) kick(id string) {
	data, _ := json.Marshal(request{Op: "kick"})
	_ = s.nc.Publish(reqPrefix+id, data)
}

// botSlots is how many bots think at once in one process: one per core.
func botSlots() int { return runtime.GOMAXPROCS(0) }

// startBot lets the bot to act at t think, on a copy of the game and
// outside the table's lock, then plays its action through the engine like
// any other; if the table moved on meanwhile its action is refused as
// stale and dropped. t.mu is held.
func (s *Server) startBot(t *table) {
	if s.togetherBots(t) {
		return
	}
	st := t.sess.State
	level, ok := t.botSeat(st.ToAct())
	if !ok || t.thinking || st.Over() || !s.watched(t, time.Now()) {
		return // a table nobody looked at for a while waits for a look
	}
	spec, err := t.sess.Info.LevelBot(level)
	if err != nil {
		spec = level // a bot spec, checked when the table was made
	}
	seat, seq := int(st.ToAct()), t.seq()
	seed := uint64(t.sess.Log.Seed) ^ uint64(seq+1)
	b, err := bot.New(spec, t.sess.Info, seed)
	if err != nil {
		s.logf("table %s: bot %q: %v; random moves instead", t.id, spec, err)
		b = bot.NewRandom(seed)
	}
	clone := st.Clone()
	t.thinking = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		name := ""
		if a, err, ok := s.sched.decide(s.ctx, t.id, b, clone, s.cfg.BotBudget); ok {
			if err != nil {
				// A bot that cannot finish in time must not stall the
				// table: a random legal action stands in for it.
				s.logf("table %s: bot %q: %v; a random move instead", t.id, spec, err)
				a = bot.Choose(bot.NewRandom(seed), clone)
			}
			name = clone.ActionString(a)
		}
		t.mu.Lock()
		t.thinking = false
		t.mu.Unlock()
		if name == "" {
			return
		}
		rep := s.handle(t.id, request{Op: "act", Seat: seat, Seq: seq, Action: name})
		if !rep.OK && s.ctx.Err() == nil {
			// The table moved on (another process played the bot), or the
			// store failed: start again from where the table is now.
			t.mu.Lock()
			if t.seq() != seq {
				s.startBot(t)
			}
			t.mu.Unlock()
		}
	}()
}

// housekeeping evicts idle tables and says again who is connected here.
func (s *Server) housekeeping() {
	defer s.wg.Done()
	tick := time.NewTicker(presenceTTL / 3)
	defer tick.Stop()
	resync := time.NewTicker(resyncEvery)
	defer resync.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-resync.C:
			s.resyncAll(resyncEvery)
			continue
		case <-tick.C:
		}
		s.evict(time.Now())
		s.forgetAddrs(time.Now())
		s.mu.Lock()
		var live []*table
		for _, t := range s.tables {
			live = append(live, t)
		}
		s.mu.Unlock()
		for _, t := range live {
			t.mu.Lock()
			if len(t.conns) > 0 {
				s.announce(t, false)
			}
			t.mu.Unlock()
		}
	}
}

// resyncEvery is how often a table with sockets here, quiet for as long,
// is checked against its stored log: an update lost on the way (NATS
// delivers them at most once) is made good within that time.
const resyncEvery = 3 * time.Second

// resyncAll checks every table with sockets here that has been quiet for
// quiet against its stored log, and catches up those behind.
func (s *Server) resyncAll(quiet time.Duration) {
	s.mu.Lock()
	var live []*table
	for _, t := range s.tables {
		live = append(live, t)
	}
	s.mu.Unlock()
	now := time.Now()
	for _, t := range live {
		t.mu.Lock()
		check := len(t.conns) > 0 && now.Sub(t.changed) >= quiet
		t.mu.Unlock()
		if check && !s.resync(t) {
			t.mu.Lock()
			s.catchUp(t)
			t.mu.Unlock()
		}
	}
}

// resync reads t again from its log if another process appended to it
// without this one hearing, and reports whether t is now up to date.
func (s *Server) resync(t *table) bool {
	ctx, cancel := context.WithTimeout(s.ctx, askTimeout)
	m, err := s.store.stream.GetLastMsgForSubject(ctx, logSubject(t.id))
	cancel()
	if err != nil {
		return false
	}
	ctx, cancel = context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	t.mu.Lock()
	defer t.mu.Unlock()
	t.changed = time.Now()
	if m.Sequence == t.last {
		return true
	}
	if err := s.reload(ctx, t); err != nil {
		s.logf("table %s: reload: %v", t.id, err)
		return false
	}
	s.notify(t)
	if _, bot := t.botSeat(t.sess.State.ToAct()); bot && !t.thinking {
		s.kick(t.id)
	}
	return true
}

// evict drops from memory the tables no socket here watches, idle for
// cfg.Idle, and the oldest beyond cfg.MaxCached. They are rebuilt from
// their logs when needed again.
func (s *Server) evict(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	over := len(s.tables) - s.cfg.MaxCached
	for id, t := range s.tables {
		t.mu.Lock()
		idle := len(t.conns) == 0 && !t.thinking && (now.Sub(t.used) > s.cfg.Idle || over > 0)
		if idle {
			t.drop()
			delete(s.tables, id)
			over--
		}
		t.mu.Unlock()
	}
}

// seen is a presence message: a process's sockets per seat at a table.
type seen struct {
	Proc   string `json:"proc"`
	Counts []int  `json:"counts"`
	Ask    bool   `json:"ask,omitempty"` // the others should say theirs
}

// announce tells the other processes how many sockets here hold each seat
// of t. t.mu is held.
func (s *Server) announce(t *table, ask bool) {
	data, _ := json.Marshal(seen{Proc: s.proc, Counts: t.localCounts(), Ask: ask})
	_ = s.nc.Publish(seenPrefix+t.id, data)
}

// onSeen records another process's sockets at t.
func (s *Server) onSeen(t *table, m *nats.Msg) {
	var p seen
	if json.Unmarshal(m.Data, &p) != nil || p.Proc == s.proc {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	before := t.seats()
	t.remote[p.Proc] = presence{counts: p.Counts, at: time.Now()}
	if p.Ask && len(t.conns) > 0 {
		s.announce(t, false)
	}
	s.seatsChanged(t, before, nil)
}

// seatsChanged tells the sockets here but except who is connected, if it
// changed from before. t.mu is held.
func (s *Server) seatsChanged(t *table, before []wire.SeatInfo, except *conn) {
	if !slices.Equal(before, t.seats()) {
		s.sendSeats(t, except)
	}
}

// sendSeats tells the sockets here but except who is connected. t.mu is
// held.
func (s *Server) sendSeats(t *table, except *conn) {
	data, _ := json.Marshal(wire.Seats{Type: wire.TypeSeats, Seats: t.seats()})
	for c := range t.conns {
		if c != except {
			c.send(data)
		}
	}
}

// newLog is a new table's save header: the game, its rules version,
// options, a seed from crypto/rand and the seats.
func newLog(c *wire.CreateTable) (save.Log, *game.Info, error) {
	info, err := game.Lookup(c.Game)
	if err != nil {
		return save.Log{}, nil, err
	}
	seats := make([]save.Seat, len(c.Seats))
	for i, sr := range c.Seats {
		switch {
		case sr.Bot != "":
			if err := save.CheckLevel(info, sr.Bot); err != nil {
				return save.Log{}, nil, fmt.Errorf("seat %d: %w", i, err)
			}
			name := sr.Name
			if name == "" {
				name = fmt.Sprintf("Bot %d", i+1)
			}
			seats[i] = save.Seat{Name: name, Kind: save.Bot, Level: sr.Bot}
		default:
			name := sr.Name
			if name == "" {
				name = fmt.Sprintf("Player %d", i+1)
			}
			seats[i] = save.Seat{Name: name, Kind: save.Human}
		}
	}
	cfg := game.Config{Players: len(seats), Seed: randomUint64(), Options: c.Options}
	sess, err := save.NewSession(info, cfg, seats)
	if err != nil {
		return save.Log{}, nil, err
	}
	return sess.Log, info, nil
}
