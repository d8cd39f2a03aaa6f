//go:build !js

package loadgen

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	_ "zombietable/game/all"
	"zombietable/server"
)

// startServer runs a one-node server in this process on loopback, with the
// server's default bounds.
func startServer(t *testing.T) string {
	t.Helper()
	ns, err := server.Embedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(context.Background(), nc, server.Config{})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections()
		srv.Close()
		hs.Close()
		nc.Close()
		ns.Shutdown()
		ns.WaitForShutdown()
	})
	return hs.URL
}

// TestPlays plays a few tables for a few seconds at a quick pace and checks
// that they were played and that the figures are sane: every table seated
// with its sockets, actions played and answered, latencies in order, drops
// come back, the process measured. The figures' size is not checked: the
// machine's load decides it.
func TestPlays(t *testing.T) {
	tests := []struct {
		name       string
		game       string
		people     int
		bots       []string
		spectators int
	}{
		{"two people and a spectator", "zombionion", 2, nil, 1},
		{"a person, two bots, two spectators", "tsunami", 1, []string{"random", "random"}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := startServer(t)
			var logs bytes.Buffer
			cfg := Config{Servers: []string{base}, PIDs: []int{os.Getpid()}, Tables: 4, Game: tc.game,
				People: tc.people, Bots: tc.bots, Spectators: tc.spectators,
				ThinkMin: 20 * time.Millisecond, ThinkMax: 80 * time.Millisecond, Reconnect: 700 * time.Millisecond,
				Warmup: 300 * time.Millisecond, Duration: 2 * time.Second, Sources: "auto", TablesPerSource: 2,
				Seed: 7, Log: &logs}
			r, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatalf("%v\n%s", err, logs.String())
			}
			if want := cfg.Tables * (tc.people + tc.spectators); r.Seated != cfg.Tables || r.Sockets != want {
				t.Errorf("seated %d tables with %d sockets, want %d with %d", r.Seated, r.Sockets, cfg.Tables, want)
			}
			if r.Errors != 0 {
				t.Errorf("%d errors:\n%s", r.Errors, logs.String())
			}
			if r.Actions <= 0 || r.Acts <= 0 || r.Acts > r.Actions {
				t.Errorf("%d actions, %d acts answered: want acts answered, at most the actions", r.Actions, r.Acts)
			}
			if !slices.IsSorted(r.Latency) || r.Latency[0] <= 0 || Percentile(r.Latency, 50) > Percentile(r.Latency, 99) {
				t.Errorf("latencies not sane: p50 %s p99 %s first %s", Percentile(r.Latency, 50), Percentile(r.Latency, 99), r.Latency[0])
			}
			if r.Reconnects <= 0 || len(r.Rejoin) == 0 {
				t.Errorf("%d reconnects, %d rejoin times: want sockets dropped and back", r.Reconnects, len(r.Rejoin))
			}
			if !r.Measured || r.CPU <= 0 || r.RSS <= 0 || r.CPUPerAction() <= 0 {
				t.Errorf("process not measured: CPU %s, RSS %d", r.CPU, r.RSS)
			}
			var out bytes.Buffer
			r.Write(&out)
			for _, want := range []string{"act→update", "p99", "per action", "per table", "per socket"} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("report lacks %q:\n%s", want, out.String())
				}
			}
		})
	}
}

// TestConfigRefused: a load that cannot be played is refused before
// anything is sent.
func TestConfigRefused(t *testing.T) {
	good := Config{Servers: []string{"http://127.0.0.1:8766"}, Tables: 1, People: 2, Game: "zombionion",
		ThinkMax: time.Second, Duration: time.Second, TablesPerSource: 1}
	tests := []struct {
		name   string
		change func(*Config)
		want   string
	}{
		{"no server", func(c *Config) { c.Servers = nil }, "no server"},
		{"not a URL", func(c *Config) { c.Servers = []string{"127.0.0.1:8766"} }, "base URL"},
		{"no table", func(c *Config) { c.Tables = 0 }, "tables"},
		{"nobody", func(c *Config) { c.People = 0 }, "people"},
		{"think backwards", func(c *Config) { c.ThinkMin = 2 * time.Second }, "think time"},
		{"no measurement", func(c *Config) { c.Duration = 0 }, "duration"},
		{"too many seats", func(c *Config) { c.Bots = make([]string, 8) }, "seats"},
		{"bad sources", func(c *Config) { c.Sources = "lots" }, "sources"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := good
			tc.change(&c)
			_, err := Run(context.Background(), c)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestSources: on loopback each few tables have an address of their own,
// and a spent address is replaced by one no table had.
func TestSources(t *testing.T) {
	tests := []struct {
		name     string
		servers  []string
		sources  string
		distinct bool
	}{
		{"loopback spreads", []string{"http://127.0.0.1:8766"}, "auto", true},
		{"a name is left to the system", []string{"http://localhost:8766"}, "auto", false},
		{"another machine is left to the system", []string{"http://192.0.2.1:8766"}, "auto", false},
		{"none", []string{"http://127.0.0.1:8766"}, "none", false},
		{"a CIDR", []string{"http://192.0.2.1:8766"}, "10.1.0.0/16", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := newSources(Config{Servers: tc.servers, Sources: tc.sources, Tables: 100, TablesPerSource: 10})
			if err != nil {
				t.Fatal(err)
			}
			a, b, c := s.forTable(0, 10), s.forTable(9, 10), s.forTable(10, 10)
			if !tc.distinct {
				if a != nil || c != nil {
					t.Errorf("addresses %v %v, want the system's choice", a, c)
				}
				return
			}
			if !a.Equal(b) || a.Equal(c) {
				t.Errorf("tables 0, 9, 10 from %v, %v, %v: want the first two shared, the third another", a, b, c)
			}
			if f := s.fresh(); f.Equal(a) || f.Equal(c) {
				t.Errorf("fresh address %v already used", f)
			}
		})
	}
}
