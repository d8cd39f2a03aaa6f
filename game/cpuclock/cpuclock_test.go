package cpuclock

import (
	"runtime"
	"testing"
)

// A clock counts the CPU time spent working, and reports it per operation.
func TestClockCountsWork(t *testing.T) {
	if _, ok := Used(); !ok {
		if runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "windows" {
			return // the platform does not tell, as documented
		}
		t.Fatal("no CPU time on a unix system")
	}
	c := Start()
	x := uint64(1)
	for d, _ := c.Elapsed(); d < 20_000_000; d, _ = c.Elapsed() {
		for i := 0; i < 100_000; i++ {
			x = x*6364136223846793005 + 1442695040888963407
		}
	}
	if d, ok := c.Elapsed(); !ok || d < 20_000_000 {
		t.Fatalf("%v (%v) spent after the loop ended past 20 ms", d, ok)
	}
	r := testing.Benchmark(func(b *testing.B) {
		c := Start()
		for b.Loop() {
			x = x*6364136223846793005 + 1442695040888963407
		}
		c.Report(b, "steps")
	})
	if r.Extra["cpu-ns/op"] <= 0 || r.Extra["steps/cpu-s"] <= 0 {
		t.Fatalf("reported %v", r.Extra)
	}
	_ = x
}
