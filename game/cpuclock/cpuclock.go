// Package cpuclock measures the CPU time a benchmark spends, beside the wall
// time go test reports. On a machine shared with other work the wall time of
// one operation swings with the load while its CPU time holds, so the
// benchmarks of the engines and of the server report both (cpu-ns/op), and
// benchstat compares either.
//
//	c := cpuclock.Start()
//	for b.Loop() {
//		playOneGame()
//	}
//	c.Report(b, "games")
//
// The time is the whole process's, user and system: run a benchmark with
// -cpu 1 (GOMAXPROCS=1) to read it as one core's, the garbage collector's
// share included. Where the platform does not tell (a browser), Report adds
// nothing.
package cpuclock

import (
	"testing"
	"time"
)

// Clock is a start of measure.
type Clock struct {
	start time.Duration
	ok    bool
}

// Start starts measuring from now.
func Start() Clock {
	t, ok := Used()
	return Clock{start: t, ok: ok}
}

// Elapsed is the CPU time spent since the clock started, and false where the
// platform does not tell.
func (c Clock) Elapsed() (time.Duration, bool) {
	t, ok := Used()
	if !ok || !c.ok {
		return 0, false
	}
	return t - c.start, true
}

// Report adds to b the CPU time per operation (cpu-ns/op) since the clock
// started and, when unit is not empty, the operations per CPU-second
// (unit/cpu-s, "games/cpu-s" for "games"). Call it after the loop.
func (c Clock) Report(b *testing.B, unit string) {
	d, ok := c.Elapsed()
	if !ok || b.N == 0 || d <= 0 {
		return
	}
	b.ReportMetric(float64(d.Nanoseconds())/float64(b.N), "cpu-ns/op")
	if unit != "" {
		b.ReportMetric(float64(b.N)/d.Seconds(), unit+"/cpu-s")
	}
}
