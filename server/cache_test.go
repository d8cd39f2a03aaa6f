//go:build !js

package server

import (
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
