//go:build !js

package server

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/netplay/wire"
)

// BenchmarkTables: 1,000 tables at once (and 10, for comparison) on one server on loopback, each a
// person (a protocol client acting at once, at random) and bots; when a
// game ends its client sits at a new table. b.N is the people's actions.
// It reports every action played (bots' too) per second per core, and the
// p50 and p99 of the time from a person's act to the update that shows it
// played. The clients run in the same process, on the same cores.
func BenchmarkTables(b *testing.B) {
	for _, tables := range []int{1000, 10} {
		b.Run(fmt.Sprintf("tables=%d", tables), func(b *testing.B) { benchTables(b, tables) })
	}
}

// benchTables runs BenchmarkTables with that many tables at once; with
// few, the latency is a lone action's, with many it is mostly the queue.
func benchTables(b *testing.B, tables int) {
	n := startNode(b, b.TempDir(), Config{ActionsPerSecond: 1 << 30, ActionBurst: 1 << 30, TablesPerHour: 1 << 30, ConnsPerAddr: 1 << 20})
	req := wire.CreateTable{Game: "tsunami", Seats: []wire.SeatRequest{{Name: "Ann"}, {Bot: "random"}, {Bot: "random"}}}
	var (
		left    atomic.Int64
		played  atomic.Int64
		mu      sync.Mutex
		latency []time.Duration
		wg      sync.WaitGroup
	)
	left.Store(int64(b.N))
	// Seat the people first, sixteen tables at a time.
	first := make([]*client, tables)
	firstUpdate := make([]*wire.Update, tables)
	sem := make(chan struct{}, 16)
	var setup sync.WaitGroup
	for i := range tables {
		setup.Add(1)
		sem <- struct{}{}
		go func() {
			defer setup.Done()
			defer func() { <-sem }()
			cr := create(b, n.http.URL, req)
			first[i] = dial(b, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[0].Token})
			expect[wire.Welcome](first[i])
			firstUpdate[i] = first[i].until(0)
		}()
	}
	setup.Wait()
	start := make(chan struct{})
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := game.NewRNG(uint64(i))
			var lat []time.Duration
			defer func() { mu.Lock(); latency = append(latency, lat...); mu.Unlock() }()
			<-start
			c, pending := first[i], []any{firstUpdate[i]}
			for left.Load() > 0 {
				if c == nil {
					cr := create(b, n.http.URL, req)
					c = dial(b, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[0].Token})
				}
				var sent time.Time
				waiting := -1
			game:
				for {
					var m any
					if len(pending) > 0 {
						m, pending = pending[0], pending[1:]
					} else {
						m = c.next()
					}
					switch m := m.(type) {
					case nil:
						break game
					case *wire.Update:
						if m.Seq >= waiting && waiting >= 0 {
							lat = append(lat, time.Since(sent))
							waiting = -1
						}
						if m.Over {
							played.Add(int64(m.Seq))
							break game
						}
						if len(m.Legal) > 0 {
							if left.Add(-1) < 0 {
								played.Add(int64(m.Seq))
								break game
							}
							a := m.Legal[rng.IntN(len(m.Legal))]
							sent, waiting = time.Now(), m.Seq+1
							c.send(wire.Act{Type: wire.TypeAct, Seq: m.Seq, Action: a.Name})
						}
					}
				}
				c.close()
				c = nil
			}
		}()
	}
	b.ResetTimer()
	t0 := time.Now()
	close(start)
	wg.Wait()
	elapsed := time.Since(t0)
	b.StopTimer()
	slices.Sort(latency)
	if len(latency) > 0 {
		b.ReportMetric(float64(latency[len(latency)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(latency[len(latency)*99/100].Microseconds())/1000, "p99-ms")
	}
	b.ReportMetric(float64(played.Load())/elapsed.Seconds()/float64(runtime.GOMAXPROCS(0)), "actions/s/core")
}

// BenchmarkIdleTable: the memory a table held in a server's cache takes,
// half-way through a random game of each game, and the time to rebuild it
// from its stored log (read from JetStream and replayed with its log
// lines in both languages).
func BenchmarkIdleTable(b *testing.B) {
	for _, tc := range tableCases {
		b.Run(tc.game, func(b *testing.B) {
			n := startNode(b, b.TempDir(), Config{TablesPerHour: 1 << 30})
			seats := make([]wire.SeatRequest, len(tc.seats))
			for i := range seats {
				seats[i] = wire.SeatRequest{Bot: "random"}
			}
			// A table played to its end by random bots, then its log cut at
			// the middle and stored again as a table under way.
			cr := create(b, n.http.URL, wire.CreateTable{Game: tc.game, Seats: seats, Options: tc.opts})
			ctx := context.Background()
			var full []string
			for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				t, err := n.srv.table(ctx, cr.Table)
				if err != nil {
					b.Fatal(err)
				}
				t.mu.Lock()
				over := t.sess.State.Over()
				full = t.sess.Log.Actions
				l := t.sess.Log
				t.mu.Unlock()
				if !over {
					continue
				}
				l.Actions = full[:len(full)/2]
				// Memory: tables built from the log as the cache holds them
				// (their subscriptions apart).
				const count = 200
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				kept := make([]*table, count)
				for i := range kept {
					if kept[i], err = newTable(record{ID: cr.Table}, loaded{log: l}); err != nil {
						b.Fatal(err)
					}
				}
				runtime.GC()
				runtime.ReadMemStats(&after)
				runtime.KeepAlive(kept)
				perTable := float64(after.HeapAlloc-before.HeapAlloc) / count
				// Rebuild: one table stored under way, read and replayed.
				rec, _, err := n.srv.store.create(ctx, l, false)
				if err != nil {
					b.Fatal(err)
				}
				ld, err := n.srv.store.load(ctx, rec.ID)
				if err != nil {
					b.Fatal(err)
				}
				last := ld.last
				for i, a := range l.Actions {
					if last, err = n.srv.store.appendAction(ctx, rec.ID, last, i+1, a); err != nil {
						b.Fatal(err)
					}
				}
				b.ResetTimer()
				for range b.N {
					rec, err := n.srv.store.lookup(ctx, rec.ID)
					if err != nil {
						b.Fatal(err)
					}
					ld, err := n.srv.store.load(ctx, rec.ID)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := newTable(rec, ld); err != nil {
						b.Fatal(err)
					}
				}
				// Reported after the loop: ResetTimer drops reported metrics.
				b.ReportMetric(perTable, "bytes/table")
				b.ReportMetric(float64(len(l.Actions)), "actions")
				return
			}
			b.Fatalf("the bots did not finish a game of %s in a minute", tc.game)
		})
	}
}
