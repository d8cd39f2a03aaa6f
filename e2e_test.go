//go:build !js

package main

import (
	"bytes"
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/scenes"
	"zombietable/server"
)

// startServer runs zombietable serve in the test: an embedded NATS store in
// a temporary folder, the server's handler on a loopback port.
func startServer(t *testing.T) string {
	t.Helper()
	ns, err := server.Embedded(filepath.Join(t.TempDir(), "js"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ns.Shutdown)
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	srv, err := server.New(context.Background(), nc, server.Config{BotBudget: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	return hs.URL
}

// Two apps join one table on a server by their links and play it to the
// end against each other and a bot on the server; each sees the game over.
func TestTwoAppsPlayATableOnAServer(t *testing.T) {
	for _, g := range []struct {
		id    string
		seats []wire.SeatRequest
	}{
		{"tsunami", []wire.SeatRequest{{Name: "Ann"}, {Name: "Bob"}, {Name: "Rick", Bot: "easy"}}},
		{"pints", []wire.SeatRequest{{Name: "Ann"}, {Name: "Bob"}, {Name: "Rick", Bot: "easy"}}},
	} {
		t.Run(g.id, func(t *testing.T) {
			base := startServer(t)
			c, err := client.CreateTable(base, wire.CreateTable{Game: g.id, Seats: g.seats, Lang: "en"})
			if err != nil {
				t.Fatal(err)
			}
			var links []string
			for _, s := range c.Seats {
				if s.Link != "" {
					links = append(links, s.Link)
				}
			}
			if len(links) != 2 {
				t.Fatalf("%d links for two people: %+v", len(links), c.Seats)
			}
			var wg sync.WaitGroup
			out := make([]bytes.Buffer, len(links))
			codes := make([]int, len(links))
			for i, link := range links {
				wg.Add(1)
				go func() {
					defer wg.Done()
					codes[i] = scenes.RunScript([]string{"-store", t.TempDir(), "-join", link, "-script", "finish,expect:scene:gameover"}, &out[i])
				}()
			}
			wg.Wait()
			for i := range links {
				if codes[i] != 0 {
					t.Errorf("app %d ended with %d:\n%s", i, codes[i], tail(out[i].String()))
				}
			}
			info, err := client.GetTable(base, c.Code)
			if err != nil || !info.Over {
				t.Fatalf("the server's table: %+v, %v", info, err)
			}
			if _, err := client.GetSave(base, c.Code); err != nil {
				t.Errorf("the finished table's save: %v", err)
			}
		})
	}
}

func tail(s string) string {
	if lines := strings.Split(s, "\n"); len(lines) > 20 {
		return strings.Join(lines[len(lines)-20:], "\n")
	}
	return s
}
