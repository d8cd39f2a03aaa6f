//go:build !js

package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"zombietable/netplay/wire"
)

// TestHostileClients: garbage, oversized frames, wrong tokens, a second
// hello, acts out of turn or from a spectator, floods and another table's
// token are each refused, and the table goes on for its players.
func TestHostileClients(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{LookupBurst: 1000}) // its bad hellos would be refused as guesses
	base := n.http.URL
	cr := create(t, base, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	other := create(t, base, wire.CreateTable{Game: "pints", Seats: seatNames(2)})

	// Bad hellos all get the same one answer, and the connection ends.
	bad := []wire.Hello{
		{Table: cr.Code, Token: other.Seats[0].Token},                     // another table's token
		{Table: cr.Code, Token: strings.Repeat("0", 32)},                  // a well-formed wrong token
		{Table: cr.Code, Token: "x"},                                      // a malformed token
		{Table: "ZZZZZZ", Token: cr.Seats[0].Token},                       // an unknown code
		{Table: "0123456789abcdef"},                                       // an unknown id
		{Table: "not a table"},                                            // nonsense
		{Table: cr.Code, Token: oneOff(cr.Seats[0].Token)},                // one digit off
		{Table: other.Code, Token: cr.Seats[0].Token, Lang: wire.English}, // a token at the wrong table
	}
	for _, h := range bad {
		c := dial(t, base, h)
		e := expect[wire.Error](c)
		if e.Reason != "unknown table or seat" {
			t.Errorf("hello %+v: %q", h, e.Reason)
		}
		if m := c.next(); m != nil {
			t.Errorf("hello %+v: the connection goes on with %#v", h, m)
		}
	}

	// p0 is the seat to act first, p1 another.
	var info wire.TableInfo
	getJSON(t, base+wire.PathTables+"/"+cr.Code, &info)
	first, other1 := info.ToAct, (info.ToAct+1)%3
	p0 := dial(t, base, wire.Hello{Table: cr.Code, Token: cr.Seats[first].Token})
	expect[wire.Welcome](p0)
	u := p0.until(0)
	p1 := dial(t, base, wire.Hello{Table: cr.Code, Token: cr.Seats[other1].Token})
	expect[wire.Welcome](p1)
	u1 := p1.until(0)
	spec := dial(t, base, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](spec)
	spec.until(0)

	// Every bad frame is answered with an error or a refusal; the
	// connection stays.
	frames := []struct{ frame, want string }{
		{`garbage`, "not JSON"},
		{`{"type":"act","seq":0,"action":"x","seq":1}`, "given twice"},
		{`{"type":"act","seq":"0","action":"x"}`, "whole number"},
		{`{"type":"act","seq":0,"action":"x","seat":2}`, `unknown field "seat"`},
		{`{"type":"hello","table":"` + cr.Code + `"}`, "hello is sent once"},
		{`{"type":"nuke"}`, "unknown message type"},
		{`{"type":"act","seq":0,"action":"no such move","ref":"r1"}`, "not one of your moves"},
		{`{"type":"act","seq":7,"action":"` + u.Legal[0].Name + `","ref":"r2"}`, "has not reached"},
		{`{"type":"why","seq":0,"action":"` + u.Legal[0].Name + `"}`, "whole number"},
		{`{"type":"why","seq":0,"action":4294967296}`, "whole number"},
		{`{"type":"why","seq":0,"action":1,"token":"x"}`, `unknown field "token"`},
	}
	for _, f := range frames {
		p0.sendRaw([]byte(f.frame))
		var reason string
		switch m := answer(p0).(type) {
		case *wire.Error:
			reason = m.Reason
		case *wire.Refused:
			reason = m.Reason
		case *wire.Because:
			reason = m.Reason
		default:
			t.Fatalf("%s: answered %#v", f.frame, m)
		}
		if !strings.Contains(reason, f.want) {
			t.Errorf("%s: %q, want it to say %q", f.frame, reason, f.want)
		}
	}
	// A binary frame.
	_ = p0.ws.Write(context.Background(), websocket.MessageBinary, []byte{0, 1, 2})
	if e := expect[wire.Error](p0); !strings.Contains(e.Reason, "text frames") {
		t.Errorf("a binary frame: %q", e.Reason)
	}
	// A spectator cannot act.
	spec.send(wire.Act{Type: wire.TypeAct, Seq: 0, Action: u.Legal[0].Name, Ref: "s"})
	if r := expect[wire.Refused](spec); r.Ref != "s" || !strings.Contains(r.Reason, "spectator") {
		t.Errorf("a spectator's act: %+v", r)
	}
	// A seat not to act (unless every seat chooses at once now).
	if len(u.Together) == 0 {
		p1.send(wire.Act{Type: wire.TypeAct, Seq: 0, Action: u.Legal[0].Name, Ref: "notyou"})
		if r := expect[wire.Refused](p1); r.Ref != "notyou" || !strings.Contains(r.Reason, "not your decision") {
			t.Errorf("an act out of turn: %+v", r)
		}
	}

	// A flood: beyond the burst, messages are refused, and the connection
	// stays; after a pause it may act again.
	flood := 0
	for range 100 {
		p0.send(wire.Ping{Type: wire.TypePing})
	}
	for range 100 {
		if e, ok := answer(p0).(*wire.Error); ok && strings.Contains(e.Reason, "too many") {
			flood++
		}
	}
	if flood < 100-wire.ActionBurst-5 {
		t.Errorf("100 pings at once: %d refused as too many, want about %d", flood, 100-wire.ActionBurst)
	}
	time.Sleep(time.Second) // the budget fills again
	// Whys are messages like any other: a flood of them is refused too.
	flood = 0
	for i := range 100 {
		p0.send(wire.Why{Type: wire.TypeWhy, Seq: 0, Action: int32(i * 7919), Ref: "f"})
	}
	for range 100 {
		switch m := answer(p0).(type) {
		case *wire.Error:
			if strings.Contains(m.Reason, "too many") {
				flood++
			}
		case *wire.Because:
		default:
			t.Fatalf("a why answered %#v", m)
		}
	}
	if flood < 100-wire.ActionBurst-5 {
		t.Errorf("100 whys at once: %d refused as too many, want about %d", flood, 100-wire.ActionBurst)
	}
	time.Sleep(time.Second)

	// An oversized frame ends that connection with 1009 ...
	big := dial(t, base, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](big)
	big.until(0)
	big.sendRaw(bytes.Repeat([]byte("x"), wire.MaxFrame+1))
	for big.next() != nil {
	}
	if websocket.CloseStatus(big.end) != websocket.StatusMessageTooBig {
		t.Errorf("an oversized frame: %v, want status 1009", big.end)
	}

	// ... and the table goes on: its seats still play.
	seats := map[int]*client{first: p0, other1: p1}
	for i := range 3 {
		if seats[i] == nil {
			seats[i] = dial(t, base, wire.Hello{Table: cr.Code, Token: cr.Seats[i].Token})
			expect[wire.Welcome](seats[i])
		}
	}
	latest := map[*client]*wire.Update{p0: u, p1: u1}
	at := func(c *client, seq int) *wire.Update {
		if u := latest[c]; u != nil && u.Seq >= seq {
			return u
		}
		latest[c] = c.until(seq)
		return latest[c]
	}
	for seq := 0; seq < 3; {
		getJSON(t, base+wire.PathTables+"/"+cr.Code, &info)
		c := seats[info.ToAct]
		u := at(c, seq)
		if len(u.Legal) == 0 {
			t.Fatalf("seat %d to act has nothing to do at %+v", info.ToAct, u)
		}
		if len(u.Together) > 0 {
			// Every seat chooses at once: each plays its part.
			for _, s := range u.Together {
				us := at(seats[s], seq)
				seats[s].send(wire.Act{Type: wire.TypeAct, Seq: us.Seq, Action: us.Legal[0].Name})
			}
			seq += len(u.Together)
			at(c, seq)
			continue
		}
		c.send(wire.Act{Type: wire.TypeAct, Seq: u.Seq, Action: u.Legal[0].Name})
		seq++
		at(c, seq)
	}
	time.Sleep(100 * time.Millisecond)
	if pong := func() bool {
		spec.send(wire.Ping{Type: wire.TypePing})
		for {
			switch spec.next().(type) {
			case *wire.Pong:
				return true
			case nil:
				return false
			}
		}
	}(); !pong {
		t.Error("the spectator's connection ended")
	}
}

// TestAPIRefusals: the table API refuses bad requests with a reason and a
// status, and limits the tables one address makes in an hour.
func TestAPIRefusals(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{TablesPerHour: 4})
	base := n.http.URL
	post := func(ct, body string) (int, string) {
		resp, err := http.Post(base+wire.PathTables, ct, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var e wire.APIError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return resp.StatusCode, e.Error
	}
	cases := []struct {
		ct, body string
		code     int
		want     string
	}{
		{"text/plain", `{}`, 415, "application/json"},
		{"application/json", `{"game":"chess","seats":[{}]}`, 400, `unknown game "chess"`},
		{"application/json", `{"game":"tsunami","seats":[{}]}`, 400, "is for 3–6"},
		{"application/json", `{"game":"tsunami","seats":[{},{},{"bot":"ismcts:99999"}]}`, 400, "more work"},
		{"application/json", `{"game":"tsunami","seats":[{},{},{}],"options":{"nope":"1"}}`, 400, `no option "nope"`},
		{"application/json", `{"game":"tsunami","seats":[{},{},{}],"seed":1}`, 400, `unknown field "seed"`},
		{"application/json", strings.Repeat(" ", wire.MaxBody+1), 413, "more than"},
	}
	for _, c := range cases {
		code, body := post(c.ct, c.body)
		if code != c.code || !strings.Contains(body, c.want) {
			t.Errorf("%.60s: %d %s, want %d saying %q", c.body, code, body, c.code, c.want)
		}
	}
	cr := create(t, base, wire.CreateTable{Game: "pints", Seats: []wire.SeatRequest{{Name: "Ann"}, {Bot: "easy"}}})
	good := `{"game":"tsunami","seats":[{},{},{}]}`
	for i := range 4 {
		code, body := post("application/json", good)
		want := 201
		if i == 3 {
			want = 429
		}
		if code != want {
			t.Errorf("table %d of the hour: %d %s, want %d", i+1, code, body, want)
		}
	}
	n.srv.forgetAddrs(time.Now().Add(2 * time.Hour))
	n.srv.mu.Lock()
	kept := len(n.srv.addrs)
	n.srv.mu.Unlock()
	if kept != 0 {
		t.Errorf("two hours later %d addresses are remembered", kept)
	}
	if code := getJSON(t, base+wire.PathTables+"/ZZZZZZ", nil); code != 404 {
		t.Errorf("an unknown table: %d", code)
	}
	var info wire.TableInfo
	if code := getJSON(t, base+wire.PathTables+"/"+strings.ToLower(cr.Code), &info); code != 200 || info.Table != cr.Table || len(info.Seats) != 2 || info.Seats[1].Bot != "easy" || !info.Seats[1].Connected || info.Seats[0].Connected {
		t.Errorf("a table's facts: %d %+v", code, info)
	}
	if cr.Seats[1].Token != "" || cr.Seats[1].Link != "" || !wire.IsToken(cr.Seats[0].Token) || !strings.HasPrefix(cr.Seats[0].Link, base+"/#join="+cr.Code+"&token=") {
		t.Errorf("created %+v", cr)
	}
}

// oneOff is token with its last digit changed.
func oneOff(token string) string {
	last := byte('0')
	if token[len(token)-1] == '0' {
		last = '1'
	}
	return token[:len(token)-1] + string(last)
}

// answer is the next message that is not news of who is connected.
func answer(c *client) any {
	for {
		m := c.next()
		if _, ok := m.(*wire.Seats); !ok {
			return m
		}
	}
}

// TestSocketLimits: an address holds at most ConnsPerAddr sockets (the
// next is refused with 429), and a socket that says no hello is closed.
func TestSocketLimits(t *testing.T) {
	defer func(d time.Duration) { helloTimeout = d }(helloTimeout)
	helloTimeout = 200 * time.Millisecond
	n := startNode(t, t.TempDir(), Config{ConnsPerAddr: 2})
	url := "ws" + strings.TrimPrefix(n.http.URL, "http") + wire.PathPlay
	var open []*websocket.Conn
	for i := range 3 {
		ws, resp, err := websocket.Dial(t.Context(), url, nil)
		if i < 2 {
			if err != nil {
				t.Fatalf("socket %d: %v", i+1, err)
			}
			open = append(open, ws)
			continue
		}
		if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
			t.Errorf("a third socket from one address: %v", err)
		}
	}
	// Neither says hello: both are closed, and the address may connect again.
	for _, ws := range open {
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		_, _, err := ws.Read(ctx)
		timedOut := ctx.Err() != nil
		cancel()
		if err == nil || timedOut {
			t.Errorf("a socket without hello is still open: %v", err)
		}
	}
	time.Sleep(50 * time.Millisecond)
	ws, _, err := websocket.Dial(t.Context(), url, nil)
	if err != nil {
		t.Fatalf("after the silent sockets were closed: %v", err)
	}
	ws.CloseNow()
}
