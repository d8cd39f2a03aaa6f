// Package client is a connection to a zombietable server as the app uses it:
// it dials the WebSocket at /play, says hello with the table, the seat token
// and the last seq it has seen, hands every message of the server to the
// game loop, sends the seat's actions by name with the seq they answer, and
// reconnects by itself with a growing pause when the connection drops.
//
// The game loop never waits on the network: everything the connection has
// to say arrives on Events, a buffered channel the loop polls in Update
// (select with a default), which costs nothing while nothing comes.
//
// An action made while the connection is down is kept, not lost: once the
// connection is back and the server has told the table's position, the
// action is dropped if the log shows the seat already played it (it reached
// the server before the drop), and sent otherwise with the seq it answered —
// the server plays it, or refuses it as stale when the table moved on and
// the player chooses again. The seq makes every act idempotent, so an action
// is never played twice.
//
// The socket is github.com/coder/websocket on the desktop and the page's own
// WebSocket through syscall/js in the browser, where a library would cost
// half a megabyte of the build.
package client

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"zombietable/netplay/wire"
)

// Status is the state of a connection.
type Status int

// The states of a connection.
const (
	// Connecting: the first dial is under way.
	Connecting Status = iota
	// Online: the server welcomed the connection.
	Online
	// Reconnecting: the connection dropped; the next try is at Event.Retry.
	Reconnecting
	// Closed: for good, by Close or because the server refused the hello
	// (Event.Err says why).
	Closed
)

func (s Status) String() string {
	return [...]string{"connecting", "online", "reconnecting", "closed"}[s]
}

// Event is one thing the connection tells the game loop: a message of the
// server (exactly one of Welcome, Update, Refused, Because, Seats set) or a
// change of Status (with Err saying why the connection dropped or ended).
type Event struct {
	Status  Status // the connection's state once this event is taken
	Welcome *wire.Welcome
	Update  *wire.Update
	Refused *wire.Refused
	Because *wire.Because
	Seats   []wire.SeatInfo
	// Err is an error message of the server, or why the connection
	// dropped or closed.
	Err string
	// Attempt counts the reconnections tried since the connection was
	// last online; Retry is how long until the next (Reconnecting).
	Attempt int
	Retry   time.Duration
}

// Options tune a connection; the zero value is the app's.
type Options struct {
	// Lang is the language of log lines and refusals ("en", "it", "fr" or "de").
	Lang string
	// Ping is how often the connection pings the server (default 15 s);
	// with nothing heard for three times as long it is taken for dead.
	Ping time.Duration
	// Backoff is the first pause before a reconnection (default 250 ms);
	// each failure doubles it up to MaxBackoff (default 10 s).
	Backoff, MaxBackoff time.Duration
	// Buffer is the capacity of Events (default 64).
	Buffer int
	// Wake, when set, is called after each event is queued, from the
	// connection's goroutine: a game loop that sleeps while nothing moves
	// wakes with it to poll Events.
	Wake func()
}

// Conn is a connection to one seat (or a spectator's place) at a table.
// Its methods may be called from any goroutine; they never block on the
// network.
type Conn struct {
	ws     string // the WebSocket URL
	hello  wire.Hello
	opt    Options
	events chan Event
	cmds   chan command
	done   chan struct{} // closed by Close
	ended  chan struct{} // closed when the connection's goroutine ends
	refN   atomic.Int64
}

type command struct {
	act  *wire.Act
	why  *wire.Why
	lang string
}

// pending is an action not yet answered by the server.
type pending struct {
	wire.Act
	sent  bool // written on the current socket
	wrote bool // written on some socket: the server may have played it
}

// Dial starts a connection to the table code (or id) on server (the base
// address, "http://host:port" or "https://host"), for the seat whose token
// is given ("" to watch). It returns at once; the dial and everything after
// happen in the background and are told on Events.
func Dial(server, table, token string, opt Options) (*Conn, error) {
	ws, err := PlayURL(server)
	if err != nil {
		return nil, err
	}
	if opt.Ping <= 0 {
		opt.Ping = 15 * time.Second
	}
	if opt.Backoff <= 0 {
		opt.Backoff = 250 * time.Millisecond
	}
	if opt.MaxBackoff <= 0 {
		opt.MaxBackoff = 10 * time.Second
	}
	if opt.Buffer <= 0 {
		opt.Buffer = 64
	}
	c := &Conn{
		ws:     ws,
		hello:  wire.Hello{Type: wire.TypeHello, Table: table, Token: token, Lang: opt.Lang},
		opt:    opt,
		events: make(chan Event, opt.Buffer),
		cmds:   make(chan command, 16),
		done:   make(chan struct{}),
		ended:  make(chan struct{}),
	}
	go c.run()
	return c, nil
}

// Events delivers what the connection has to say, in order. Poll it from
// the game loop with a select and a default.
func (c *Conn) Events() <-chan Event { return c.events }

// Act plays the action named action for the seat, answering the table's
// position seq (Update.Seq). It returns the act's ref, which a Refused
// echoes. While the connection is down the action waits and goes out once
// it is back (see the package doc).
func (c *Conn) Act(seq int, action string) string {
	ref := "c" + strconv.FormatInt(c.refN.Add(1), 10)
	c.send(command{act: &wire.Act{Type: wire.TypeAct, Seq: seq, Action: action, Ref: ref}})
	return ref
}

// Why asks the server why the seat may not play the action whose engine id
// is action in the table's position seq, and returns the ask's ref, which
// the answer (Event.Because) echoes. A why is a question, not a move: one
// asked while the connection is not online is dropped, unanswered.
func (c *Conn) Why(seq int, action int32) string {
	ref := "w" + strconv.FormatInt(c.refN.Add(1), 10)
	c.send(command{why: &wire.Why{Type: wire.TypeWhy, Seq: seq, Action: action, Ref: ref}})
	return ref
}

// SetLang switches the language of log lines and refusals; the server
// answers with an update holding the whole log in that language.
func (c *Conn) SetLang(lang string) { c.send(command{lang: lang}) }

func (c *Conn) send(cmd command) {
	select {
	case c.cmds <- cmd:
	case <-c.ended:
	}
}

// Close ends the connection for good and waits for its goroutine to end.
// Events is not closed; nothing more arrives on it.
func (c *Conn) Close() {
	select {
	case <-c.done:
	default:
		close(c.done)
	}
	<-c.ended
}

// emit hands an event to the game loop, unless the connection is closed.
func (c *Conn) emit(e Event) bool {
	select {
	case c.events <- e:
		if c.opt.Wake != nil {
			c.opt.Wake()
		}
		return true
	case <-c.done:
		return false
	}
}

// errFatal ends the connection: the server refused the hello.
type errFatal struct{ reason string }

func (e errFatal) Error() string { return e.reason }

// run dials, serves the socket, and on a drop dials again after a pause
// that doubles with each failure.
func (c *Conn) run() {
	defer close(c.ended)
	st := &state{lang: c.hello.Lang}
	pause := c.opt.Backoff
	attempt := 0
	for {
		sock, err := c.dial(st)
		if err == nil {
			err = c.serve(sock, st)
			sock.close()
			if st.online {
				attempt, pause = 0, c.opt.Backoff
			}
			st.online = false
		}
		var fatal errFatal
		select {
		case <-c.done:
			return
		default:
		}
		if errors.As(err, &fatal) {
			c.emit(Event{Status: Closed, Err: fatal.reason})
			return
		}
		attempt++
		if !c.emit(Event{Status: Reconnecting, Err: err.Error(), Attempt: attempt, Retry: pause}) {
			return
		}
		t := time.NewTimer(pause)
		for waiting := true; waiting; {
			select {
			case <-c.done:
				t.Stop()
				return
			case cmd := <-c.cmds:
				st.take(cmd)
			case <-t.C:
				waiting = false
			}
		}
		pause = min(pause*2, c.opt.MaxBackoff)
	}
}

// dial opens a socket, taking the app's commands meanwhile.
func (c *Conn) dial(st *state) (socket, error) {
	stop := make(chan struct{})
	defer func() {
		if stop != nil {
			close(stop)
		}
	}()
	type result struct {
		sock socket
		err  error
	}
	got := make(chan result, 1)
	go func(stop <-chan struct{}) {
		s, err := dialSocket(c.ws, 20*time.Second, stop)
		got <- result{s, err}
	}(stop)
	for {
		select {
		case <-c.done:
			close(stop)
			stop = nil
			if r := <-got; r.err == nil {
				r.sock.close()
			}
			return nil, errors.New("closed")
		case cmd := <-c.cmds:
			st.take(cmd)
		case r := <-got:
			return r.sock, r.err
		}
	}
}

// state is what the connection keeps across sockets.
type state struct {
	seen    int // the seq of the last update
	seat    int
	lang    string
	pending []pending
	online  bool // welcomed on the current socket
	synced  bool // the current socket's first update has come
}

// take records a command of the app.
func (st *state) take(cmd command) {
	if cmd.act != nil {
		st.pending = append(st.pending, pending{Act: *cmd.act})
	}
	if cmd.lang != "" {
		st.lang = cmd.lang
	}
}

// settle drops the pending actions an update answered: those that answer
// an earlier position than u.Seq. An action written before a drop that the
// log shows the seat played at its seq reached the server; any other answers
// a position the table has left, and is sent so that the server refuses it
// as stale, in the player's language. It returns the actions to send now.
func (st *state) settle(u *wire.Update) []wire.Act {
	var out []wire.Act
	kept := st.pending[:0]
	for _, p := range st.pending {
		switch {
		case p.Seq >= u.Seq:
			if !p.sent {
				out = append(out, p.Act)
				p.sent, p.wrote = true, true
			}
			kept = append(kept, p)
		case p.sent || p.wrote && played(u, p.Seq+1, st.seat):
			// Played, or answered by a refusal on this socket.
		default:
			out = append(out, p.Act)
		}
	}
	st.pending = kept
	return out
}

// played reports whether the update's log shows seat acting at seq.
func played(u *wire.Update, seq, seat int) bool {
	for i := range u.Log {
		if u.Log[i].Seq == seq {
			return u.Log[i].Seat == seat
		}
	}
	return false
}

// serve says hello on sock and then passes messages both ways until the
// socket fails or the connection is closed.
func (c *Conn) serve(sock socket, st *state) error {
	st.online, st.synced = false, false
	for i := range st.pending {
		st.pending[i].sent = false
	}
	h := c.hello
	h.Seen, h.Lang = st.seen, st.lang
	if err := writeJSON(sock, h); err != nil {
		return err
	}
	frames := make(chan []byte)
	failed := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			data, err := sock.read()
			if err != nil {
				failed <- err
				return
			}
			select {
			case frames <- data:
			case <-stop:
				return
			}
		}
	}()
	ping := time.NewTicker(c.opt.Ping)
	defer ping.Stop()
	heard := time.Now()
	for {
		select {
		case <-c.done:
			return nil
		case err := <-failed:
			return err
		case <-ping.C:
			if time.Since(heard) > 3*c.opt.Ping {
				return errors.New("the server stopped answering")
			}
			if err := writeJSON(sock, wire.Ping{Type: wire.TypePing}); err != nil {
				return err
			}
		case cmd := <-c.cmds:
			st.take(cmd)
			if cmd.lang != "" && st.online {
				if err := writeJSON(sock, wire.Lang{Type: wire.TypeLang, Lang: cmd.lang}); err != nil {
					return err
				}
			}
			if cmd.act != nil && st.synced {
				if err := c.flush(sock, st, nil); err != nil {
					return err
				}
			}
			if cmd.why != nil && st.synced {
				if err := writeJSON(sock, cmd.why); err != nil {
					return err
				}
			}
		case data := <-frames:
			heard = time.Now()
			if err := c.handle(sock, st, data); err != nil {
				return err
			}
		}
	}
}

// flush writes the pending actions not yet written on this socket, or
// those given.
func (c *Conn) flush(sock socket, st *state, acts []wire.Act) error {
	if acts == nil {
		for i := range st.pending {
			if !st.pending[i].sent {
				st.pending[i].sent, st.pending[i].wrote = true, true
				acts = append(acts, st.pending[i].Act)
			}
		}
	}
	for _, a := range acts {
		if err := writeJSON(sock, a); err != nil {
			return err
		}
	}
	return nil
}

// handle reads one message of the server and hands it on.
func (c *Conn) handle(sock socket, st *state, data []byte) error {
	m, err := wire.DecodeServer(data)
	if err != nil {
		// A newer server's message: skip it, the table goes on.
		return nil
	}
	switch m := m.(type) {
	case *wire.Welcome:
		st.online = true
		st.seat = m.Seat
		c.emit(Event{Status: Online, Welcome: m})
	case *wire.Update:
		st.seen = m.Seq
		acts := st.settle(m)
		st.synced = true
		c.emit(Event{Status: Online, Update: m})
		return c.flush(sock, st, acts)
	case *wire.Refused:
		for i, p := range st.pending {
			if p.Ref == m.Ref {
				st.pending = append(st.pending[:i], st.pending[i+1:]...)
				break
			}
		}
		c.emit(Event{Status: Online, Refused: m})
	case *wire.Because:
		c.emit(Event{Status: Online, Because: m})
	case *wire.Seats:
		c.emit(Event{Status: Online, Seats: m.Seats})
	case *wire.Error:
		if !st.online {
			return errFatal{m.Reason}
		}
		c.emit(Event{Status: Online, Err: m.Reason})
	}
	return nil
}

func writeJSON(sock socket, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return sock.write(data)
}

// PlayURL is the WebSocket address of a server's play endpoint: ws:// for
// http://, wss:// for https://. A server given without a scheme is taken as
// http://.
func PlayURL(server string) (string, error) {
	u, err := serverURL(server)
	if err != nil {
		return "", err
	}
	scheme := "ws"
	if u.tls {
		scheme = "wss"
	}
	return scheme + "://" + u.host + u.path + wire.PathPlay, nil
}

// base is a server's address: its scheme, host (and port) and path. The
// browser build carries no URL parser for it (net/url's costs tens of
// kilobytes there).
type base struct {
	tls  bool
	host string
	path string // "" or "/prefix", no trailing slash
}

func (b base) String() string {
	scheme := "http://"
	if b.tls {
		scheme = "https://"
	}
	return scheme + b.host + b.path
}

// api is the address of the table API's path rest.
func (b base) api(rest string) string { return b.String() + wire.PathTables + rest }

// serverURL reads a server's base address: http:// or https:// (or none,
// taken as http://), a host with an optional port, an optional path; a
// query or fragment is dropped.
func serverURL(server string) (base, error) {
	s := strings.TrimSpace(server)
	bad := fmt.Errorf("%q is not a server address (http://host:port)", server)
	var b base
	switch {
	case s == "":
		return b, errors.New("no server address")
	case strings.HasPrefix(s, "https://"):
		b.tls, s = true, s[len("https://"):]
	case strings.HasPrefix(s, "http://"):
		s = s[len("http://"):]
	case strings.Contains(s, "://"):
		return b, bad
	}
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	b.host, b.path = s, ""
	if i := strings.IndexByte(s, '/'); i >= 0 {
		b.host, b.path = s[:i], strings.TrimRight(s[i:], "/")
	}
	if b.host == "" || strings.ContainsAny(b.host, " \t@") || strings.ContainsAny(b.path, " \t") {
		return b, bad
	}
	return b, nil
}
