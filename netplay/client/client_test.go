package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"zombietable/netplay/wire"
)

// fakeTable is a table server written for the tests: seat 0 ("me") and
// seat 1 ("other") take turns; every act with the right seq is played, any
// other refused as stale. It can drop every connection, refuse new ones,
// and play an act without answering it before dropping.
type fakeTable struct {
	t       *testing.T
	mu      sync.Mutex
	seq     int
	log     []wire.LogEntry
	acts    []wire.Act // every act received, played or not
	whys    []wire.Why
	hellos  []wire.Hello
	conns   map[*websocket.Conn]bool
	down    bool // refuse new connections
	silent  bool // play the next act, then drop without a word
	badSeat bool // answer the hello with an error
}

func newFakeTable(t *testing.T) (*fakeTable, *httptest.Server) {
	f := &fakeTable{t: t, conns: map[*websocket.Conn]bool{}}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	return f, srv
}

func (f *fakeTable) toAct() int { return f.seq % 2 }

func (f *fakeTable) update() wire.Update {
	u := wire.Update{Type: wire.TypeUpdate, Seq: f.seq, View: json.RawMessage(`{"n":` + itoa(f.seq) + `}`), ToAct: f.toAct(), TurnOf: f.toAct(), Log: append([]wire.LogEntry(nil), f.log...)}
	if f.toAct() == 0 {
		u.Legal = []wire.LegalAction{{ID: 1, Name: "a"}, {ID: 2, Name: "b"}}
	}
	return u
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func (f *fakeTable) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	down := f.down
	f.mu.Unlock()
	if down || r.URL.Path != wire.PathPlay {
		http.Error(w, "down", http.StatusServiceUnavailable)
		return
	}
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer c.CloseNow()
	ctx := context.Background()
	send := func(v any) {
		data, _ := json.Marshal(v)
		_ = c.Write(ctx, websocket.MessageText, data)
	}
	f.mu.Lock()
	f.conns[c] = true
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		delete(f.conns, c)
		f.mu.Unlock()
	}()
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return
		}
		m, err := wire.DecodeClient(data)
		if err != nil {
			f.t.Errorf("the client sent %s: %v", data, err)
			return
		}
		f.mu.Lock()
		switch m := m.(type) {
		case *wire.Hello:
			f.hellos = append(f.hellos, *m)
			if f.badSeat {
				f.mu.Unlock()
				send(wire.Error{Type: wire.TypeError, Reason: "unknown table or seat"})
				return
			}
			u := f.update()
			u.LogFrom = m.Seen
			u.Log = u.Log[min(m.Seen, len(u.Log)):]
			f.mu.Unlock()
			send(wire.Welcome{Type: wire.TypeWelcome, Table: "0123456789abcdef", Code: "K7M2QX", Game: "toy", Seat: 0,
				Seats: []wire.SeatInfo{{Name: "me", Connected: true}, {Name: "other", Connected: true}}})
			send(u)
			continue
		case *wire.Act:
			f.acts = append(f.acts, *m)
			if m.Seq != f.seq || f.toAct() != 0 {
				seq := f.seq
				f.mu.Unlock()
				send(wire.Refused{Type: wire.TypeRefused, Ref: m.Ref, Seq: seq, Reason: "stale"})
				continue
			}
			f.playLocked(0, m.Action)
			if f.silent {
				f.silent = false
				f.mu.Unlock()
				return
			}
			u := f.update()
			u.LogFrom = f.seq - 1
			u.Log = u.Log[f.seq-1:]
			f.mu.Unlock()
			send(u)
			continue
		case *wire.Ping:
			f.mu.Unlock()
			send(wire.Pong{Type: wire.TypePong})
			continue
		case *wire.Why:
			f.whys = append(f.whys, *m)
			f.mu.Unlock()
			send(wire.Because{Type: wire.TypeBecause, Ref: m.Ref, Seq: m.Seq, Action: m.Action, Reason: "because " + itoa(int(m.Action))})
			continue
		}
		f.mu.Unlock()
	}
}

func (f *fakeTable) playLocked(seat int, action string) {
	f.seq++
	f.log = append(f.log, wire.LogEntry{Seq: f.seq, Seat: seat, TurnOf: seat, Lines: []string{action}})
}

// drop closes every connection; with down set, new ones are refused too.
func (f *fakeTable) drop(down bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.down = down
	for c := range f.conns {
		_ = c.CloseNow()
	}
}

func (f *fakeTable) set(fn func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn()
}

func (f *fakeTable) played() (n int, acts []wire.Act) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.seq, append([]wire.Act(nil), f.acts...)
}

func dial(t *testing.T, srv *httptest.Server) *Conn {
	t.Helper()
	c, err := Dial(srv.URL, "K7M2QX", strings.Repeat("ab", 16), Options{Backoff: 20 * time.Millisecond, MaxBackoff: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// next waits for the next event that satisfies ok, failing after a while.
func next(t *testing.T, c *Conn, what string, ok func(Event) bool) Event {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case e := <-c.Events():
			if ok(e) {
				return e
			}
		case <-deadline:
			t.Fatalf("no %s within 5 s", what)
		}
	}
}

func isUpdate(seq int) func(Event) bool {
	return func(e Event) bool { return e.Update != nil && e.Update.Seq == seq }
}

func TestHelloWelcomeAndUpdate(t *testing.T) {
	_, srv := newFakeTable(t)
	c := dial(t, srv)
	w := next(t, c, "welcome", func(e Event) bool { return e.Welcome != nil })
	if w.Status != Online || w.Welcome.Seat != 0 || w.Welcome.Code != "K7M2QX" {
		t.Fatalf("welcome %+v, status %v", w.Welcome, w.Status)
	}
	u := next(t, c, "update", func(e Event) bool { return e.Update != nil })
	if u.Update.Seq != 0 || len(u.Update.Legal) != 2 || string(u.Update.View) != `{"n":0}` {
		t.Fatalf("first update %+v", u.Update)
	}
}

func TestActIsPlayedAndAStaleOneRefused(t *testing.T) {
	f, srv := newFakeTable(t)
	c := dial(t, srv)
	next(t, c, "update", isUpdate(0))
	c.Act(0, "a")
	u := next(t, c, "update 1", isUpdate(1))
	if len(u.Update.Log) != 1 || u.Update.Log[0].Lines[0] != "a" {
		t.Fatalf("update 1's log %+v", u.Update.Log)
	}
	f.set(func() { f.playLocked(1, "x") })
	ref := c.Act(1, "b") // seq 1 was the other seat's: the table is at 2
	r := next(t, c, "refusal", func(e Event) bool { return e.Refused != nil })
	if r.Refused.Ref != ref || r.Refused.Seq != 2 {
		t.Fatalf("refusal %+v, want ref %s at seq 2", r.Refused, ref)
	}
}

// An action made while the connection is down goes out once it is back,
// exactly once, with the seq it answered.
func TestActionMadeWhileReconnectingIsSentOnceAfter(t *testing.T) {
	f, srv := newFakeTable(t)
	c := dial(t, srv)
	next(t, c, "update", isUpdate(0))
	f.drop(true)
	next(t, c, "reconnecting", func(e Event) bool { return e.Status == Reconnecting && e.Attempt >= 2 })
	c.Act(0, "b")
	f.set(func() { f.down = false })
	next(t, c, "online again", func(e Event) bool { return e.Welcome != nil })
	u := next(t, c, "update 1", isUpdate(1))
	if u.Update.Log[len(u.Update.Log)-1].Lines[0] != "b" {
		t.Fatalf("the last move is %v, want b", u.Update.Log)
	}
	// A second drop and reconnection must not send it again.
	f.drop(false)
	next(t, c, "online again", func(e Event) bool { return e.Welcome != nil })
	next(t, c, "update 1 again", isUpdate(1))
	seq, acts := f.played()
	if seq != 1 || len(acts) != 1 || acts[0].Seq != 0 || acts[0].Action != "b" {
		t.Fatalf("the server played %d actions from %+v, want one b at seq 0", seq, acts)
	}
	f.set(func() {
		if n := len(f.hellos); f.hellos[n-1].Seen != 1 {
			t.Errorf("the last hello saw seq %d, want 1", f.hellos[n-1].Seen)
		}
	})
}

// An action the server played just before the connection dropped, with no
// answer, is not sent again after the reconnection.
func TestActionPlayedBeforeADropIsNotSentAgain(t *testing.T) {
	f, srv := newFakeTable(t)
	c := dial(t, srv)
	next(t, c, "update", isUpdate(0))
	f.set(func() { f.silent = true })
	c.Act(0, "a")
	next(t, c, "reconnecting", func(e Event) bool { return e.Status == Reconnecting })
	next(t, c, "update 1 after the reconnection", isUpdate(1))
	// Let the connection run a moment: a resend would reach the server.
	c.Act(1, "probe") // refused: seat 1 is to act
	next(t, c, "the probe's refusal", func(e Event) bool { return e.Refused != nil })
	seq, acts := f.played()
	if seq != 1 || len(acts) != 2 || acts[0].Action != "a" || acts[1].Action != "probe" {
		t.Fatalf("the server got %+v (seq %d), want a once then the probe", acts, seq)
	}
}

// When the table moved on while the connection was down, the queued action
// is sent with its old seq and refused as stale: the player chooses again.
func TestQueuedActionOnATableThatMovedOnIsRefusedAsStale(t *testing.T) {
	f, srv := newFakeTable(t)
	c := dial(t, srv)
	next(t, c, "update", isUpdate(0))
	f.drop(true)
	next(t, c, "reconnecting", func(e Event) bool { return e.Status == Reconnecting })
	ref := c.Act(0, "a")
	f.set(func() {
		// Another device of the same seat played meanwhile, then the other seat.
		f.playLocked(0, "b")
		f.playLocked(1, "x")
		f.down = false
	})
	next(t, c, "update 2", isUpdate(2))
	r := next(t, c, "refusal", func(e Event) bool { return e.Refused != nil })
	if r.Refused.Ref != ref {
		t.Fatalf("refusal of %q, want %q", r.Refused.Ref, ref)
	}
	if seq, _ := f.played(); seq != 2 {
		t.Fatalf("the table is at %d, want 2", seq)
	}
}

func TestARefusedHelloClosesForGood(t *testing.T) {
	f, srv := newFakeTable(t)
	f.set(func() { f.badSeat = true })
	c := dial(t, srv)
	e := next(t, c, "closed", func(e Event) bool { return e.Status != Connecting })
	if e.Status != Closed || e.Err != "unknown table or seat" {
		t.Fatalf("event %+v, want closed: unknown table or seat", e)
	}
	time.Sleep(100 * time.Millisecond)
	f.set(func() {
		if len(f.hellos) != 1 {
			t.Errorf("%d hellos, want 1: a refused seat is not tried again", len(f.hellos))
		}
	})
}

// A dead server (no answer to pings) is noticed and left.
func TestSilentServerIsTakenForDead(t *testing.T) {
	quiet := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		time.Sleep(2 * time.Second)
	}))
	defer quiet.Close()
	c, err := Dial(quiet.URL, "K7M2QX", "", Options{Ping: 30 * time.Millisecond, Backoff: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	e := next(t, c, "reconnecting", func(e Event) bool { return e.Status == Reconnecting })
	if !strings.Contains(e.Err, "stopped answering") {
		t.Fatalf("dropped because %q", e.Err)
	}
}

// TestWhyIsAnswered: a why goes out with the seq and the action's id, and
// the server's answer comes back as an event with the ref Why returned; a
// why asked while the connection is down is dropped, never sent later.
func TestWhyIsAnswered(t *testing.T) {
	f, srv := newFakeTable(t)
	c := dial(t, srv)
	next(t, c, "the first update", isUpdate(0))
	ref := c.Why(0, -7)
	e := next(t, c, "the answer", func(e Event) bool { return e.Because != nil })
	if b := e.Because; b.Ref != ref || b.Seq != 0 || b.Action != -7 || b.Reason != "because -7" {
		t.Errorf("asked %s, answered %+v", ref, b)
	}
	f.drop(true)
	next(t, c, "reconnecting", func(e Event) bool { return e.Status == Reconnecting })
	c.Why(0, 3)
	f.set(func() { f.down = false })
	next(t, c, "the update after the reconnection", isUpdate(0))
	c.Why(0, 4)
	e = next(t, c, "the second answer", func(e Event) bool { return e.Because != nil })
	if e.Because.Action != 4 {
		t.Errorf("the why asked while down was sent: %+v", e.Because)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.whys) != 2 {
		t.Errorf("the server was asked %+v", f.whys)
	}
}

func TestSetLangIsSent(t *testing.T) {
	got := make(chan string, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		for {
			_, data, err := c.Read(context.Background())
			if err != nil {
				return
			}
			got <- string(data)
			if strings.Contains(string(data), `"hello"`) {
				_ = c.Write(context.Background(), websocket.MessageText, []byte(`{"type":"welcome","seat":0}`))
			}
		}
	}))
	defer srv.Close()
	c, err := Dial(srv.URL, "K7M2QX", "", Options{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	next(t, c, "welcome", func(e Event) bool { return e.Welcome != nil })
	c.SetLang("it")
	want := []string{`"type":"hello"`, `"type":"lang","lang":"it"`}
	for _, w := range want {
		select {
		case s := <-got:
			if !strings.Contains(s, w) {
				t.Fatalf("sent %s, want %s", s, w)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("nothing sent, want %s", w)
		}
	}
}

func TestPlayURL(t *testing.T) {
	cases := []struct{ in, want string }{
		{"http://127.0.0.1:8766", "ws://127.0.0.1:8766/play"},
		{"https://zt.example.org/", "wss://zt.example.org/play"},
		{"zt.example.org:8766", "ws://zt.example.org:8766/play"},
		{"https://example.org/zt", "wss://example.org/zt/play"},
	}
	for _, c := range cases {
		got, err := PlayURL(c.in)
		if err != nil || got != c.want {
			t.Errorf("PlayURL(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "ftp://x", "http://"} {
		if _, err := PlayURL(bad); err == nil {
			t.Errorf("PlayURL(%q) took it", bad)
		}
	}
}

func TestParseJoin(t *testing.T) {
	tok := "0123456789abcdef0123456789abcdef"
	cases := []struct {
		in, server string
		want       Join
		bad        bool
	}{
		{in: "http://127.0.0.1:8766/#join=K7M2QX&token=" + tok, want: Join{"http://127.0.0.1:8766", "K7M2QX", tok}},
		{in: "  https://zt.example.org/#join=k7m2qx&token=" + tok + "\n", want: Join{"https://zt.example.org", "K7M2QX", tok}},
		{in: "https://zt.example.org/#join=K7M2QX", want: Join{"https://zt.example.org", "K7M2QX", ""}},
		{in: "#join=K7M2QX&token=" + tok, server: "http://h:1", want: Join{"http://h:1", "K7M2QX", tok}},
		{in: "k7m2qx " + tok, server: "http://h:1", want: Join{"http://h:1", "K7M2QX", tok}},
		{in: "K7M2QX", server: "http://h:1", want: Join{"http://h:1", "K7M2QX", ""}},
		{in: "K7M2QX " + tok, bad: true},                       // no server
		{in: "K7M2Q0 " + tok, server: "http://h:1", bad: true}, // 0 is not in a code
		{in: "K7M2QX deadbeef", server: "http://h:1", bad: true},
		{in: "http://h/#join=K7M2QX&token=XYZ", bad: true},
		{in: "http://h/#token=" + tok, bad: true},
		{in: "", server: "http://h:1", bad: true},
	}
	for _, c := range cases {
		got, err := ParseJoin(c.in, c.server)
		switch {
		case c.bad && err == nil:
			t.Errorf("ParseJoin(%q) = %+v, want an error", c.in, got)
		case !c.bad && (err != nil || got != c.want):
			t.Errorf("ParseJoin(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
	j := Join{"http://h:1", "K7M2QX", tok}
	if back, err := ParseJoin(j.Link(), ""); err != nil || back != j {
		t.Errorf("a link does not read back: %q → %+v, %v", j.Link(), back, err)
	}
}

func TestCreateAndGetTable(t *testing.T) {
	var body wire.CreateTable
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == "POST" && r.URL.Path == "/api/tables":
			if ct := r.Header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q", ct)
			}
			_ = json.NewDecoder(r.Body).Decode(&body)
			w.WriteHeader(201)
			_, _ = w.Write([]byte(`{"table":"0123456789abcdef","code":"K7M2QX","seats":[{"seat":0,"name":"Ann","token":"t","link":"l"}],"watch":"w"}`))
		case r.Method == "GET" && r.URL.Path == "/api/tables/K7M2QX":
			_, _ = w.Write([]byte(`{"table":"0123456789abcdef","code":"K7M2QX","game":"pints","seats":[{"name":"Ann","bot":"","connected":true}],"seq":4,"to_act":0,"over":false}`))
		default:
			w.WriteHeader(404)
			_, _ = w.Write([]byte(`{"error":"unknown table"}`))
		}
	}))
	defer srv.Close()
	c, err := CreateTable(srv.URL, wire.CreateTable{Game: "pints", Seats: []wire.SeatRequest{{Name: "Ann"}, {Bot: "normal"}}, Lang: "it"})
	if err != nil || c.Code != "K7M2QX" || len(c.Seats) != 1 || c.Seats[0].Token != "t" {
		t.Fatalf("CreateTable = %+v, %v", c, err)
	}
	if body.Game != "pints" || len(body.Seats) != 2 || body.Seats[1].Bot != "normal" || body.Lang != "it" {
		t.Errorf("the server got %+v", body)
	}
	info, err := GetTable(srv.URL, "K7M2QX")
	if err != nil || info.Seq != 4 || info.Game != "pints" {
		t.Fatalf("GetTable = %+v, %v", info, err)
	}
	if _, err := GetTable(srv.URL, "ZZZZZZ"); err == nil || err.Error() != "unknown table" {
		t.Errorf("an unknown table answers %v, want the server's reason", err)
	}
}
