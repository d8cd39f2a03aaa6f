//go:build !js

package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"zombietable/game"
	"zombietable/netplay/wire"
)

// TestTwoProcessesNeverBothAppend: two servers on one store, the second
// deaf to the first's updates, each answer a move at the same seq; the
// store takes the first, the second is refused as stale, takes back what
// it played in memory and reads the table again: both then hold the game
// the log holds.
func TestTwoProcessesNeverBothAppend(t *testing.T) {
	a, b := twoProcesses(t)
	cr := create(t, a.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	ta, err := a.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := b.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	_ = tb.sub.Unsubscribe() // b misses a's update
	st := tb.sess.State
	legal := st.Legal(nil)
	seat := int(st.ToAct())
	tb.mu.Unlock()
	first, second := st.ActionString(legal[0]), st.ActionString(legal[len(legal)-1])

	if rep := a.srv.handle(cr.Table, request{Op: "act", Seat: seat, Seq: 0, Action: first}); !rep.OK {
		t.Fatalf("the first move: %+v", rep)
	}
	rep := b.handle(cr.Table, request{Op: "act", Seat: seat, Seq: 0, Action: second})
	if rep.OK || !strings.Contains(rep.Reason, "earlier position") || rep.Seq != 1 {
		t.Fatalf("the second process's move at the same seq: %+v", rep)
	}
	ld, err := a.srv.store.load(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.log.Actions) != 1 || ld.log.Actions[0] != first {
		t.Fatalf("the log holds %q, want only %q", ld.log.Actions, first)
	}
	for _, tt := range []*table{ta, tb} {
		tt.mu.Lock()
		if tt.seq() != 1 || tt.sess.Log.Actions[0] != first || len(tt.entries) != 1 || tt.last != ld.last {
			t.Errorf("a process holds %q (%d log entries, last %d), the store %q (last %d)", tt.sess.Log.Actions, len(tt.entries), tt.last, ld.log.Actions, ld.last)
		}
		tt.mu.Unlock()
	}
	ta.mu.Lock()
	tb.mu.Lock()
	if game.Hash(ta.sess.State) != game.Hash(tb.sess.State) {
		t.Error("the two processes hold different games")
	}
	tb.mu.Unlock()
	ta.mu.Unlock()
}

// TestPresenceAcrossProcesses: a person connected through one process is
// shown connected by another, which learns it when it loads the table and
// when it changes.
func TestPresenceAcrossProcesses(t *testing.T) {
	a, b := twoProcesses(t)
	cr := create(t, a.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	c := dial(t, a.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[1].Token})
	expect[wire.Welcome](c)
	connected := func(want bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			tb, err := b.table(t.Context(), cr.Table)
			if err != nil {
				t.Fatal(err)
			}
			tb.mu.Lock()
			seats := tb.seats()
			tb.mu.Unlock()
			if seats[1].Connected == want && !seats[0].Connected {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the other process shows %+v, want seat 1 connected %v", seats, want)
			}
		}
	}
	connected(true)
	c.close()
	connected(false)
}

// twoProcesses starts a server on a fresh store and a second one sharing
// its NATS server, as two processes of one cluster; both stop with the test.
func twoProcesses(t *testing.T) (*node, *Server) {
	t.Helper()
	a := startNode(t, t.TempDir(), fast)
	nc, err := nats.Connect("", nats.InProcessServer(a.ns))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	b, err := New(context.Background(), nc, fast)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return a, b
}
