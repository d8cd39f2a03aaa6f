//go:build !js

package server

import (
	"strings"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// TestIdleTablesLeaveMemory: a table no socket watches is dropped from the
// cache when idle, one watched stays, and a dropped table is rebuilt from
// its log when someone comes back, where it was.
func TestIdleTablesLeaveMemory(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	idle := create(t, n.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	watched := create(t, n.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	got := map[int]*received{}
	acked := phase(t, n.http.URL, idle, got, 10, 1)
	spec := dial(t, n.http.URL, wire.Hello{Table: watched.Code})
	expect[wire.Welcome](spec)
	spec.until(0)

	n.srv.evict(time.Now().Add(time.Hour))
	n.srv.mu.Lock()
	_, idleKept := n.srv.tables[idle.Table]
	_, watchedKept := n.srv.tables[watched.Table]
	n.srv.mu.Unlock()
	if idleKept || !watchedKept {
		t.Fatalf("after eviction: the idle table kept %v, the watched one %v", idleKept, watchedKept)
	}
	resumed(t, n.http.URL, idle, acked)
	phase(t, n.http.URL, idle, got, 0, 2)
	finish(t, n.http.URL, idle, got)
}

// TestCacheBound: beyond MaxCached tables, the idle ones leave.
func TestCacheBound(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{MaxCached: 3, TablesPerHour: 100})
	for range 6 {
		cr := create(t, n.http.URL, wire.CreateTable{Game: "offthedead", Seats: seatNames(1)})
		if _, err := n.srv.table(t.Context(), cr.Table); err != nil {
			t.Fatal(err)
		}
	}
	n.srv.evict(time.Now())
	n.srv.mu.Lock()
	left := len(n.srv.tables)
	n.srv.mu.Unlock()
	if left > 3 {
		t.Errorf("%d tables in memory, at most 3 wanted", left)
	}
	if si, err := n.srv.store.stream.Info(t.Context()); err != nil || si.State.Consumers != 0 {
		t.Errorf("after loading tables the stream has consumers left: %v %v", si.State.Consumers, err)
	}
}

// TestLanguageSwitch: a lang message is answered with the whole log in
// that language, the lines the engine tells in it; the server's own
// refusals follow it.
func TestLanguageSwitch(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "offthedead", Seats: seatNames(1)})
	got := map[int]*received{}
	phase(t, n.http.URL, cr, got, 6, 1)
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[0].Token, Seen: 6})
	expect[wire.Welcome](c)
	u := c.until(6)
	c.send(wire.Lang{Type: wire.TypeLang, Lang: wire.Italian})
	it := c.until(u.Seq)
	if it.LogFrom != 0 || len(it.Log) != it.Seq {
		t.Fatalf("after lang: log from %d with %d entries at seq %d", it.LogFrom, len(it.Log), it.Seq)
	}
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	for i, e := range it.Log {
		if strings.Join(e.Lines, "\n") != strings.Join(tb.entries[i].lines[1], "\n") || strings.Join(e.Lines, "\n") == strings.Join(tb.entries[i].lines[0], "\n") {
			t.Errorf("entry %d in Italian: %q (English %q)", i+1, e.Lines, tb.entries[i].lines[0])
		}
	}
	tb.mu.Unlock()
	c.send(wire.Act{Type: wire.TypeAct, Seq: it.Seq, Action: "nessuna mossa", Ref: "x"})
	if r := answer(c).(*wire.Refused); !strings.Contains(r.Reason, "non è una delle tue mosse") {
		t.Errorf("a move not legal after lang it: %q", r.Reason)
	}
	c.send(wire.Act{Type: wire.TypeAct, Seq: it.Seq - 1, Action: "x", Ref: "y"})
	if r := answer(c).(*wire.Refused); !strings.Contains(r.Reason, "posizione precedente") {
		t.Errorf("a stale act after lang it: %q", r.Reason)
	}
}
