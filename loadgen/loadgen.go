//go:build !js

// Package loadgen plays tables on a zombietable server as people do, to
// measure it: every person and spectator is a real WebSocket speaking the
// remote-play protocol of the README, each person acting after a think
// time, choosing at random among the legal actions of its last update;
// spectators watch, and now and then a socket drops and comes back with
// the last seq it saw. It reports the actions played per second, the time
// from a person's act to the update that shows it played, and, for server
// processes on this machine, their CPU per action and memory per table and
// per socket (from /proc).
//
// The server bounds what one address may do (tables an hour, sockets,
// connections): on loopback each table's sockets come from an address of
// its own in 127.0.0.0/8, a few tables to an address, so many tables stay
// within the bounds a real server keeps.
package loadgen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"zombietable/netplay/wire"
)

// Config is one load: the servers, the tables and their people, the pace.
type Config struct {
	// Servers are the base URLs of the server processes
	// (http://127.0.0.1:8766); a cluster's tables are created round the
	// processes, and each table's sockets spread over them.
	Servers []string
	// PIDs are the server processes on this machine to measure (CPU and
	// memory, from /proc); none, and those figures are not reported.
	PIDs []int
	// Tables is how many tables play at once; Game, Options and Bots say
	// what each is: People seats for people, then a seat for each bot
	// level in Bots, and Spectators watching.
	Tables, People, Spectators int
	Game                       string
	Options                    map[string]string
	Bots                       []string
	// ThinkMin and ThinkMax bound a person's think time, drawn uniformly.
	ThinkMin, ThinkMax time.Duration
	// Reconnect is the mean time between a socket's drops (drawn from an
	// exponential distribution); after one it connects again with the
	// last seq it saw. Zero never drops.
	Reconnect time.Duration
	// Warmup is how long the tables play, once all are seated, before
	// the measurement; Duration is how long it lasts.
	Warmup, Duration time.Duration
	// Sources is where the sockets come from: "auto" (on a loopback
	// server, an address of 127.0.0.0/8 for every few tables; else the
	// system's choice), "none" (the system's choice), or a CIDR of
	// addresses this machine holds (10.1.0.0/16).
	Sources string
	// TablesPerSource is how many tables share a source address; their
	// sockets and the tables made when games end count against the
	// server's bounds per address.
	TablesPerSource int
	// Seed seeds the people's choices and think times.
	Seed uint64
	// Log receives progress and the first errors; nil is silent.
	Log io.Writer
}

// Report is what one run measured.
type Report struct {
	Config Config
	// Seated is how many tables had every socket in place when the
	// measurement began; Sockets how many sockets they held.
	Seated, Sockets int
	// Elapsed is the measurement's length; Actions the actions played at
	// the tables in it (bots' too), Acts the people's acts whose update
	// came back in it, Latency their act→update times, sorted.
	Elapsed       time.Duration
	Actions, Acts int64
	Latency       []time.Duration
	// Refused counts acts the server refused (Stale of them: the position
	// had moved on, as when two seats decide at once); Games the games
	// that ended (their people then sit at a new table).
	Refused, Stale, Games int64
	// Reconnects counts sockets that dropped and came back, Rejoin the
	// time from dialling again to the first update.
	Reconnects int64
	Rejoin     []time.Duration
	// Errors counts what went wrong: sockets lost, error messages,
	// tables not created. Every count is of the measurement's time.
	Errors int64
	// Measured says whether the server figures are there; CPU is the
	// servers' CPU time in the measurement, RSSStart their memory before
	// the tables were made, RSS at the measurement's end.
	Measured      bool
	CPU           time.Duration
	RSSStart, RSS int64
	// SelfCPU is the generator's own CPU time in the measurement.
	SelfCPU time.Duration
}

// Run plays the load cfg describes and reports what it measured. It ends
// when the measurement does, or when ctx is done (with ctx's error).
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	g, err := newGen(cfg)
	if err != nil {
		return nil, err
	}
	before, err := measure(cfg.PIDs)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var ready sync.WaitGroup
	setup := make(chan struct{}, 32) // tables seating at once
	g.logf("seating %d tables", cfg.Tables)
	t0 := time.Now()
	for i := range cfg.Tables {
		wg.Add(1)
		ready.Add(1)
		go func() {
			defer wg.Done()
			g.runTable(ctx, i, setup, ready.Done)
		}()
	}
	ready.Wait()
	if ctx.Err() != nil {
		wg.Wait()
		return nil, ctx.Err()
	}
	if g.seated.Load() == 0 {
		cancel()
		wg.Wait()
		return nil, fmt.Errorf("no table could be seated: %s", g.firstError())
	}
	g.logf("seated %d tables in %.1f s; warming up for %s", g.seated.Load(), time.Since(t0).Seconds(), cfg.Warmup)
	if !sleep(ctx, cfg.Warmup) {
		wg.Wait()
		return nil, ctx.Err()
	}
	r := &Report{Config: cfg, Seated: int(g.seated.Load()), Sockets: int(g.sockets.Load())}
	start, err := measure(cfg.PIDs)
	if err != nil {
		return nil, err
	}
	self0 := selfCPU()
	counts0 := g.counts()
	t1 := time.Now()
	g.since.Store(t1.UnixNano())
	g.measuring.Store(true)
	g.logf("measuring for %s", cfg.Duration)
	if !sleep(ctx, cfg.Duration) {
		wg.Wait()
		return nil, ctx.Err()
	}
	g.measuring.Store(false)
	r.Elapsed = time.Since(t1)
	end, err := measure(cfg.PIDs)
	if err != nil {
		return nil, err
	}
	r.SelfCPU = selfCPU() - self0
	counts := g.counts()
	for k := range counts {
		counts[k] -= counts0[k]
	}
	r.Actions, r.Games, r.Refused, r.Stale, r.Reconnects, r.Errors = counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]
	cancel()
	wg.Wait()
	g.mu.Lock()
	r.Latency, r.Rejoin = g.latency, g.rejoin
	g.mu.Unlock()
	slices.Sort(r.Latency)
	slices.Sort(r.Rejoin)
	r.Acts = int64(len(r.Latency))
	if len(cfg.PIDs) > 0 {
		r.Measured, r.CPU, r.RSSStart, r.RSS = true, end.cpu-start.cpu, before.rss, end.rss
	}
	return r, nil
}

// check refuses a Config that cannot be played.
func (c *Config) check() error {
	switch {
	case len(c.Servers) == 0:
		return errors.New("no server to play on")
	case c.Tables < 1:
		return fmt.Errorf("%d tables: give at least 1", c.Tables)
	case c.People < 1:
		return fmt.Errorf("%d people a table: give at least 1", c.People)
	case c.Spectators < 0:
		return fmt.Errorf("%d spectators a table: give 0 or more", c.Spectators)
	case c.People+len(c.Bots) > wire.MaxSeats:
		return fmt.Errorf("%d seats a table: at most %d", c.People+len(c.Bots), wire.MaxSeats)
	case c.ThinkMin < 0 || c.ThinkMax < c.ThinkMin:
		return fmt.Errorf("think time %s–%s: give 0 ≤ min ≤ max", c.ThinkMin, c.ThinkMax)
	case c.Duration <= 0:
		return fmt.Errorf("measure for %s: give a positive duration", c.Duration)
	case c.TablesPerSource < 1:
		return fmt.Errorf("%d tables a source address: give at least 1", c.TablesPerSource)
	}
	for _, s := range c.Servers {
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("server %q: give a base URL such as http://127.0.0.1:8766", s)
		}
	}
	return nil
}

// gen is one run's shared state: the client, the sources, the counters.
type gen struct {
	cfg     Config
	client  *http.Client
	sources *sources

	seated, sockets                    atomic.Int64
	actions, games                     atomic.Int64
	refused, stale, reconnects, errors atomic.Int64
	measuring                          atomic.Bool
	since                              atomic.Int64 // when the measurement began, in Unix ns
	loggedErrors                       atomic.Int64
	mu                                 sync.Mutex
	latency, rejoin                    []time.Duration
	firstErr                           string
}

func newGen(cfg Config) (*gen, error) {
	src, err := newSources(cfg)
	if err != nil {
		return nil, err
	}
	dialer := func(ctx context.Context, network, addr string) (net.Conn, error) {
		d := net.Dialer{Timeout: 20 * time.Second}
		if ip, ok := ctx.Value(sourceKey{}).(net.IP); ok {
			d.LocalAddr = &net.TCPAddr{IP: ip}
		}
		return d.DialContext(ctx, network, addr)
	}
	// No keep-alive: an idle API connection would count against the
	// source's connections for a minute, and each table asks once.
	tr := &http.Transport{DialContext: dialer, DisableKeepAlives: true, ForceAttemptHTTP2: false}
	return &gen{cfg: cfg, client: &http.Client{Transport: tr}, sources: src}, nil
}

// logf says what happens, when the run has a log.
func (g *gen) logf(format string, args ...any) {
	if g.cfg.Log != nil {
		fmt.Fprintf(g.cfg.Log, "loadgen: "+format+"\n", args...)
	}
}

// fail counts an error and says the first few.
func (g *gen) fail(format string, args ...any) {
	g.errors.Add(1)
	g.mu.Lock()
	if g.firstErr == "" {
		g.firstErr = fmt.Sprintf(format, args...)
	}
	g.mu.Unlock()
	if g.loggedErrors.Add(1) <= 10 {
		g.logf(format, args...)
	}
}

// counts are the counters now: actions, games, refused, stale,
// reconnects, errors.
func (g *gen) counts() [6]int64 {
	return [6]int64{g.actions.Load(), g.games.Load(), g.refused.Load(), g.stale.Load(), g.reconnects.Load(), g.errors.Load()}
}

// firstError is the first error said, or "none".
func (g *gen) firstError() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.firstErr == "" {
		return "none said"
	}
	return g.firstErr
}

// record keeps the time since from when it fell in the measurement.
func (g *gen) record(into *[]time.Duration, from time.Time) {
	if !g.measuring.Load() || from.UnixNano() < g.since.Load() {
		return
	}
	d := time.Since(from)
	g.mu.Lock()
	*into = append(*into, d)
	g.mu.Unlock()
}

// think draws a think time.
func (g *gen) think(rng *rand.Rand) time.Duration {
	span := g.cfg.ThinkMax - g.cfg.ThinkMin
	if span <= 0 {
		return g.cfg.ThinkMin
	}
	return g.cfg.ThinkMin + time.Duration(rng.Int64N(int64(span)+1))
}

// dropAfter draws how long a socket stays before it drops; 0 is never.
func (g *gen) dropAfter(rng *rand.Rand) time.Duration {
	if g.cfg.Reconnect <= 0 {
		return 0
	}
	return time.Duration(rng.ExpFloat64() * float64(g.cfg.Reconnect))
}

// sleep waits d, or less when ctx is done first; it reports whether ctx
// is still live.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// selfCPU is the generator's CPU time so far.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
