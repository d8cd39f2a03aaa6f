//go:build !js

package loadgen

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Percentile is the p-th percentile (0–100) of sorted durations, 0 of none.
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p / 100 * float64(len(sorted)))
	return sorted[min(i, len(sorted)-1)]
}

// ActionsPerSecond is the actions played a second in the measurement.
func (r *Report) ActionsPerSecond() float64 {
	return float64(r.Actions) / r.Elapsed.Seconds()
}

// CPUPerAction is the servers' CPU time per action played, 0 when not
// measured or nothing was played.
func (r *Report) CPUPerAction() time.Duration {
	if !r.Measured || r.Actions == 0 {
		return 0
	}
	return r.CPU / time.Duration(r.Actions)
}

// Write prints the report as a person reads it.
func (r *Report) Write(w io.Writer) {
	c := r.Config
	who := fmt.Sprintf("%d people", c.People)
	if len(c.Bots) > 0 {
		who += fmt.Sprintf(", %d bots (%s)", len(c.Bots), strings.Join(c.Bots, " "))
	}
	fmt.Fprintf(w, "%d tables of %s (%d seated), each %s and %d spectators: %d sockets on %d server(s)\n",
		c.Tables, c.Game, r.Seated, who, c.Spectators, r.Sockets, len(c.Servers))
	fmt.Fprintf(w, "think %s–%s, a drop every %s a socket on average; measured %.1f s after %s of play\n",
		c.ThinkMin, c.ThinkMax, orNever(c.Reconnect), r.Elapsed.Seconds(), c.Warmup)
	fmt.Fprintf(w, "actions      %d: %.1f a second (games ended %d; acts refused %d, %d of them stale)\n",
		r.Actions, r.ActionsPerSecond(), r.Games, r.Refused, r.Stale)
	fmt.Fprintf(w, "act→update   p50 %s  p95 %s  p99 %s  max %s  (%d acts)\n",
		ms(Percentile(r.Latency, 50)), ms(Percentile(r.Latency, 95)), ms(Percentile(r.Latency, 99)),
		ms(Percentile(r.Latency, 100)), r.Acts)
	fmt.Fprintf(w, "reconnects   %d: dial→update p50 %s  p99 %s; errors %d\n",
		r.Reconnects, ms(Percentile(r.Rejoin, 50)), ms(Percentile(r.Rejoin, 99)), r.Errors)
	if !r.Measured {
		fmt.Fprintln(w, "server       not measured (give -pid, or let the generator start the server)")
	} else {
		per := "no action played"
		if r.Actions > 0 {
			per = fmt.Sprintf("%s per action, %.0f actions per CPU-second", ms(r.CPUPerAction()), float64(r.Actions)/r.CPU.Seconds())
		}
		fmt.Fprintf(w, "server CPU   %.2f s in %.1f s (%.0f%% of a core): %s\n",
			r.CPU.Seconds(), r.Elapsed.Seconds(), 100*r.CPU.Seconds()/r.Elapsed.Seconds(), per)
		grown := max(r.RSS-r.RSSStart, 0)
		perTable, perSocket := int64(0), int64(0)
		if r.Seated > 0 {
			perTable = grown / int64(r.Seated)
		}
		if r.Sockets > 0 {
			perSocket = grown / int64(r.Sockets)
		}
		fmt.Fprintf(w, "server RSS   %s (%s before the tables): %s per table, %s per socket\n",
			size(r.RSS), size(r.RSSStart), size(perTable), size(perSocket))
	}
	fmt.Fprintf(w, "generator    %.2f s of CPU in the measurement\n", r.SelfCPU.Seconds())
}

// ms says a duration in milliseconds.
func ms(d time.Duration) string {
	return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond))
}

// size says a count of bytes in KiB or MiB.
func size(b int64) string {
	if b >= 10<<20 {
		return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
	}
	return fmt.Sprintf("%.0f KiB", float64(b)/(1<<10))
}

// orNever says a mean time between drops.
func orNever(d time.Duration) string {
	if d <= 0 {
		return "never"
	}
	return d.String()
}
