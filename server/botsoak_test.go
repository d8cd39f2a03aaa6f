//go:build !js

package server

import (
	"slices"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// BenchmarkNeighbourUnderBots measures what people at one table feel while
// 30 tables of six expensive bots (nobody watching) keep the bots' slots
// busy: the time from a person's act to the update that tells them it was
// played, b.N acts, reported as p50-ms and p99-ms. It asserts nothing:
// `make soak` runs it for the figure.
func BenchmarkNeighbourUnderBots(b *testing.B) {
	n := startNode(b, b.TempDir(), Config{TablesPerHour: 1000})
	base := n.http.URL
	expensiveTables(b, base, 30)
	time.Sleep(2 * time.Second) // every one thinks now
	var took []time.Duration
	b.ResetTimer()
	for len(took) < b.N {
		cr := create(b, base, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
		var cs []*client
		var last []*wire.Update
		for _, sl := range cr.Seats {
			c := dial(b, base, wire.Hello{Table: cr.Code, Token: sl.Token})
			expect[wire.Welcome](c)
			cs, last = append(cs, c), append(last, c.until(0))
		}
		for len(took) < b.N {
			who := -1
			for i, u := range last {
				if len(u.Legal) > 0 && !u.Over {
					who = i
				}
			}
			if who < 0 {
				break // the game is over: another table
			}
			u := last[who]
			start := time.Now()
			cs[who].send(wire.Act{Type: wire.TypeAct, Seq: u.Seq, Action: u.Legal[len(took)%len(u.Legal)].Name})
			next := cs[who].until(u.Seq + 1)
			took = append(took, time.Since(start))
			for i := range cs {
				if i == who {
					last[i] = next
				} else {
					last[i] = cs[i].until(next.Seq)
				}
			}
		}
		for _, c := range cs {
			c.close()
		}
	}
	b.StopTimer()
	slices.Sort(took)
	q := func(p float64) float64 { return float64(took[int(p*float64(len(took)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(float64(took[len(took)-1])/float64(time.Millisecond), "max-ms")
}
