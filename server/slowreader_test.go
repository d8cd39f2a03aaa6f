//go:build !js

package server

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// playedLog is a whole game of random moves, as a save.
func playedLog(t testing.TB, id string, players int, seed uint64) save.Log {
	t.Helper()
	info, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]save.Seat, players)
	for i := range seats {
		seats[i] = save.Seat{Name: fmt.Sprintf("P%d", i+1), Kind: save.Human}
	}
	sess, err := save.NewSession(info, game.Config{Players: players, Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(seed)
	for !sess.State.Over() {
		if err := sess.Apply(bot.Choose(b, sess.State)); err != nil {
			t.Fatal(err)
		}
	}
	return sess.Log
}

// longTable stores a finished six-seat Zombies!!! 4 game as a table and
// returns its code and length.
func longTable(t testing.TB, n *node) (string, int) {
	t.Helper()
	l := playedLog(t, "zombies4", 6, 11)
	rec, _, err := n.srv.store.put(t.Context(), l)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Code, len(l.Actions)
}

// TestLogComesInPages: a socket that says it has nothing of a long log
// gets it in updates of at most wire.LogPage entries, each from where the
// last ended, the whole log in order; a language switch sends it again the
// same way, in the new language.
func TestLogComesInPages(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	code, length := longTable(t, n)
	if length <= 2*wire.LogPage {
		t.Fatalf("the game is %d actions long: too short to page", length)
	}
	c := dial(t, n.http.URL, wire.Hello{Table: code})
	expect[wire.Welcome](c)
	read := func(lang string) {
		t.Helper()
		have := 0
		for have < length {
			u := expect[wire.Update](c)
			if u.Seq != length || u.LogFrom != have || len(u.Log) == 0 || len(u.Log) > wire.LogPage {
				t.Fatalf("%s: an update of seq %d from %d with %d entries, having %d of %d", lang, u.Seq, u.LogFrom, len(u.Log), have, length)
			}
			for _, e := range u.Log {
				if have++; e.Seq != have {
					t.Fatalf("%s: entry %d where %d was due", lang, e.Seq, have)
				}
			}
		}
	}
	read(wire.English)
	c.send(wire.Lang{Type: wire.TypeLang, Lang: wire.Italian})
	read(wire.Italian)
	c.send(wire.Ping{Type: wire.TypePing})
	expect[wire.Pong](c)
}

// TestSlowReadersHoldLittle: sockets that switch language as fast as they
// may at a long table and never read make the server hold no more than
// what a socket may have waiting each, not a whole log per switch.
func TestSlowReadersHoldLittle(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{})
	code, _ := longTable(t, n)
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	const sockets, switches = 8, 100
	var conns []*websocket.Conn
	for range sockets {
		ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(n.http.URL, "http")+wire.PathPlay, nil)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		defer ws.CloseNow()
		conns = append(conns, ws)
		write(t, ws, fmt.Sprintf(`{"type":"hello","table":%q,"token":"","seen":0,"lang":"en"}`, code))
	}
	// Within the message budget: 40 at once, then 20 a second.
	for i := range switches {
		lang := []string{wire.Italian, wire.English}[i%2]
		for _, ws := range conns {
			write(t, ws, fmt.Sprintf(`{"type":"lang","lang":%q}`, lang))
		}
		if i >= wire.ActionBurst-1 {
			time.Sleep(time.Second / wire.ActionsPerSecond)
		}
	}
	time.Sleep(500 * time.Millisecond)
	grown := int64(heap()) - int64(before)
	t.Logf("%d sockets, %d switches each: the heap grew %.1f MB", sockets, switches, float64(grown)/(1<<20))
	// Each socket may hold outBudget and an update being written; queued
	// whole logs, one per switch, came to some 450 MB here.
	if limit := int64(sockets) * 2 << 20; grown > limit {
		t.Errorf("the heap grew %.1f MB for %d sockets that do not read (at most %.0f MB)", float64(grown)/(1<<20), sockets, float64(limit)/(1<<20))
	}
}

func write(t *testing.T, ws *websocket.Conn, msg string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	if err := ws.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
		t.Fatal(err)
	}
}

// TestOutbox: what waits for a socket is bounded in bytes, and updates
// wait as one mark however many are asked for.
func TestOutbox(t *testing.T) {
	o := newOutbox()
	big := make([]byte, outBudget/2)
	steps := []struct {
		name string
		do   func() bool
		want bool
	}{
		{"a message within the budget", func() bool { return o.push(big) }, true},
		{"an update's mark", func() bool { o.pushUpdate(); return true }, true},
		{"a second mark is the first", func() bool { o.pushUpdate(); return len(o.items) == 2 }, true},
		{"a second message up to the budget", func() bool { return o.push(big) }, true},
		{"one byte more", func() bool { return o.push([]byte{'x'}) }, false},
		{"the first message out frees its bytes", func() bool {
			d, u, ok := o.pop()
			return ok && !u && len(d) == len(big) && o.bytes == len(big)
		}, true},
		{"then the mark", func() bool { _, u, ok := o.pop(); return ok && u && !o.marked }, true},
		{"a mark again, after the second message", func() bool { o.pushUpdate(); return len(o.items) == 2 }, true},
	}
	for _, s := range steps {
		if got := s.do(); got != s.want {
			t.Fatalf("%s: %v, want %v", s.name, got, s.want)
		}
	}
}
