//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// actTimeout is how long a gateway waits for the engine to answer an act;
// then the act is refused as not reaching the table (it may have been
// played: the update says so, and a second try is refused as stale).
const actTimeout = 5 * time.Second

// helloTimeout is how long a new socket has to say hello (a variable for
// the tests).
var helloTimeout = 30 * time.Second

// writeTimeout is how long one message may take to be written: a socket
// that takes none for as long is closed, so that it never holds up its
// table nor the memory of what waits for it.
const writeTimeout = 10 * time.Second

// conn is one WebSocket at /play. seat, lang, sent and logged are guarded
// by the table's mu once the hello is done.
type conn struct {
	srv  *Server
	ws   *websocket.Conn
	addr string
	out  *outbox
	stop context.CancelFunc

	t      *table
	seat   int
	lang   string
	sent   int // the seq of the last update made, -1 for one due whatever the seq
	logged int // how many entries of the log the socket was sent

	closeOnce sync.Once
	greeted   atomic.Bool // the hello was answered
	// the message budget: a token bucket
	tokens float64
	filled time.Time
}

// send queues a message for the socket; a socket too far behind is closed.
func (c *conn) send(data []byte) {
	if !c.out.push(data) {
		c.close()
	}
}

func (c *conn) close() {
	c.closeOnce.Do(func() { c.stop() })
}

// sendUpdate queues the table's position, with the log the socket does
// not have yet: it is made when its turn to be written comes (makeUpdate).
func (c *conn) sendUpdate() {
	c.out.pushUpdate()
}

// makeUpdate is the table's position now, with the next page of the log
// the socket does not have; when more of the log is left, another update
// is queued after it. It is nil when the socket has it all already (an
// update made since the mark was queued told it).
func (c *conn) makeUpdate() []byte {
	t := c.t
	t.mu.Lock()
	defer t.mu.Unlock()
	if c.sent == t.seq() && c.logged >= t.seq() {
		return nil
	}
	data, logged, err := t.update(c.seat, c.lang, c.logged)
	if err != nil {
		c.srv.logf("table %s: %v", t.id, err)
		return nil
	}
	c.sent, c.logged = t.seq(), logged
	if logged < t.seq() {
		c.out.pushUpdate()
	}
	return data
}

func (c *conn) sendJSON(v any) {
	data, _ := json.Marshal(v)
	c.send(data)
}

// errorMsg sends the message of the catalogs' key in the socket's
// language as an error.
func (c *conn) errorMsg(key string) {
	c.sendJSON(wire.Error{Type: wire.TypeError, Reason: i18n.ByCode(c.lang).T(key)})
}

// allow spends one message of the connection's budget.
func (c *conn) allow(now time.Time) bool {
	cfg := &c.srv.cfg
	c.tokens += now.Sub(c.filled).Seconds() * float64(cfg.ActionsPerSecond)
	c.filled = now
	if c.tokens > float64(cfg.ActionBurst) {
		c.tokens = float64(cfg.ActionBurst)
	}
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

// play serves /play: a socket bound by its hello to a table and a seat.
func (s *Server) play(w http.ResponseWriter, r *http.Request) {
	addr := s.clientAddr(r)
	if !s.takeConn(addr) {
		http.Error(w, "too many connections from your address", http.StatusTooManyRequests)
		return
	}
	defer s.dropConn(addr)
	// Any page may open a socket: nothing rides on cookies or the origin,
	// a seat is only ever held by its token (the browser build may be
	// served from elsewhere, the desktop app sends no origin).
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return
	}
	ws.SetReadLimit(wire.MaxFrame)
	ctx, cancel := context.WithCancel(s.ctx)
	c := &conn{srv: s, ws: ws, addr: addr, out: newOutbox(), stop: cancel, seat: wire.Spectator,
		tokens: float64(s.cfg.ActionBurst), filled: time.Now()}
	defer c.close()
	// A socket that says no hello in time is closed.
	helloTimer := time.AfterFunc(helloTimeout, func() {
		if !c.greeted.Load() {
			c.close()
		}
	})
	defer helloTimer.Stop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.write(ctx)
	}()
	c.read(ctx)
	c.close()
	<-done
	if c.t != nil {
		t := c.t
		t.mu.Lock()
		before := t.seats()
		delete(t.conns, c)
		s.announce(t, false)
		s.seatsChanged(t, before, nil)
		if len(t.conns) == 0 {
			t.used = time.Now()
		}
		t.mu.Unlock()
	}
}

// write sends the queued messages until the connection ends.
func (c *conn) write(ctx context.Context) {
	defer c.ws.CloseNow()
	for {
		select {
		case <-ctx.Done():
			wctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			// Flush what is queued (an error before closing, say); the
			// position is not worth the wait.
			for {
				data, update, ok := c.out.pop()
				if !ok {
					_ = c.ws.Close(websocket.StatusNormalClosure, "")
					return
				}
				if !update && c.ws.Write(wctx, websocket.MessageText, data) != nil {
					return
				}
			}
		case <-c.out.wake:
		}
		for ctx.Err() == nil {
			data, update, ok := c.out.pop()
			if !ok {
				break
			}
			if update {
				if data = c.makeUpdate(); data == nil {
					continue
				}
			}
			// Not ctx: a message queued before the end (the answer to a
			// bad hello) is still written.
			wctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
			err := c.ws.Write(wctx, websocket.MessageText, data)
			cancel()
			if err != nil {
				c.close()
				return
			}
		}
	}
}

// read handles the client's messages until the connection ends.
func (c *conn) read(ctx context.Context) {
	for {
		typ, data, err := c.ws.Read(ctx)
		if err != nil {
			return // closed, or a frame over the limit (closed with 1009)
		}
		// Every frame costs one message of the budget, readable or not.
		if !c.allow(time.Now()) {
			// Over the budget: an act is refused, so its sender knows it
			// was not played; anything else is answered with an error.
			reason := i18n.ByCode(c.lang).F("server.refuse.too_fast", "n", c.srv.cfg.ActionsPerSecond)
			m, _ := wire.DecodeClient(data)
			if a, ok := m.(*wire.Act); ok && typ == websocket.MessageText {
				c.sendJSON(wire.Refused{Type: wire.TypeRefused, Ref: a.Ref, Reason: reason, Seq: a.Seq})
			} else {
				c.sendJSON(wire.Error{Type: wire.TypeError, Reason: reason})
			}
			continue
		}
		if typ != websocket.MessageText {
			c.errorMsg("server.refuse.text_frames")
			continue
		}
		m, err := wire.DecodeClient(data)
		if err != nil {
			c.sendJSON(wire.Error{Type: wire.TypeError, Reason: err.Error()})
			continue
		}
		if !c.handle(ctx, m) {
			return
		}
	}
}

// handle answers one message; false ends the connection.
func (c *conn) handle(ctx context.Context, m any) bool {
	if h, ok := m.(*wire.Hello); ok {
		if c.t != nil {
			c.errorMsg("server.refuse.hello_once")
			return true
		}
		return c.hello(ctx, h)
	}
	if c.t == nil {
		c.errorMsg("server.refuse.hello_need")
		return true
	}
	t := c.t
	switch m := m.(type) {
	case *wire.Ping:
		c.sendJSON(wire.Pong{Type: wire.TypePong})
	case *wire.Lang:
		// The log again in the new language, page by page as the socket
		// takes them: however many switches a socket sends, it holds one
		// update.
		t.mu.Lock()
		c.lang = m.Lang
		c.sent, c.logged = -1, 0
		t.mu.Unlock()
		c.sendUpdate()
	case *wire.Why:
		t.mu.Lock()
		reason := c.srv.whyNot(t, c.seat, c.lang, m)
		t.mu.Unlock()
		c.sendJSON(wire.Because{Type: wire.TypeBecause, Ref: m.Ref, Seq: m.Seq, Action: m.Action, Reason: reason})
	case *wire.Act:
		t.mu.Lock()
		seat, lang := c.seat, c.lang
		t.mu.Unlock()
		if seat < 0 {
			c.sendJSON(wire.Refused{Type: wire.TypeRefused, Ref: m.Ref, Reason: i18n.ByCode(lang).T("server.refuse.watching"), Seq: m.Seq})
			return true
		}
		actx, cancel := context.WithTimeout(ctx, actTimeout)
		rep, err := c.srv.act(actx, t.id, request{Op: "act", Seat: seat, Seq: m.Seq, Action: m.Action, Lang: lang})
		cancel()
		if err != nil {
			if ctx.Err() != nil {
				return false
			}
			rep = reply{Reason: i18n.ByCode(lang).T("server.refuse.trouble"), Seq: m.Seq}
		}
		if !rep.OK {
			c.sendJSON(wire.Refused{Type: wire.TypeRefused, Ref: m.Ref, Reason: rep.Reason, Seq: rep.Seq})
		}
	}
	return true
}

// hello binds the connection to a table and a seat, or ends it with one
// answer whatever was wrong.
func (c *conn) hello(ctx context.Context, h *wire.Hello) bool {
	c.lang = h.Lang
	s := c.srv
	lctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if ok, wait := s.lookups.may(c.addr, time.Now()); !ok {
		c.sendJSON(wire.Error{Type: wire.TypeError, Reason: tooManyLookups(i18n.ByCode(c.lang), wait)})
		return false
	}
	rec, err := s.store.lookup(lctx, h.Table)
	seat := wire.Spectator
	if err == nil && h.Token != "" {
		seat = rec.seatOf(h.Token)
		if seat < 0 {
			err = errNoTable
		}
	}
	s.lookups.spend(c.addr, found(err), time.Now())
	var t *table
	if err == nil {
		t, err = s.table(lctx, rec.ID)
	}
	var damaged *damagedError
	if errors.As(err, &damaged) {
		// The table was there: its players are told what became of it.
		c.sendJSON(wire.Error{Type: wire.TypeError, Reason: damaged.d.say(i18n.ByCode(c.lang))})
		return false
	}
	if err != nil {
		if !errors.Is(err, errNoTable) {
			s.logf("hello: %v", err)
		}
		c.errorMsg("server.refuse.unknown")
		return false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	c.greeted.Store(true)
	c.t, c.seat = t, seat
	first := len(t.conns) == 0
	before := t.seats()
	t.conns[c] = struct{}{}
	t.used = time.Now()
	c.sendJSON(t.welcome(seat))
	c.sent, c.logged = -1, h.Seen
	c.sendUpdate()
	s.announce(t, first)
	s.seatsChanged(t, before, c)
	if _, bot := t.botSeat(t.sess.State.ToAct()); bot && !t.thinking {
		s.kick(t.id)
	}
	s.watchBot(t)
	return true
}
