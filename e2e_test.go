//go:build !js

package main

import (
	"bytes"
	"context"
	"net"
	"net/http"
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
			if _, err := client.GetSave(base, c.Code, c.Seats[0].Token); err != nil {
				t.Errorf("the finished table's save: %v", err)
			}
		})
	}
}

// lockedBuffer is an app's console, read by the test while the app writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func tail(s string) string {
	if lines := strings.Split(s, "\n"); len(lines) > 20 {
		return strings.Join(lines[len(lines)-20:], "\n")
	}
	return s
}

// serveOn runs zombietable serve on ln with its store in dir, and returns
// what stops it as a crash would: every socket cut at once.
func serveOn(t *testing.T, ln net.Listener, dir string) (stop func()) {
	t.Helper()
	ns, err := server.Embedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(context.Background(), nc, server.Config{BotBudget: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	hs := &http.Server{Handler: srv.Handler(), ConnState: func(c net.Conn, st http.ConnState) {
		if st == http.StateHijacked {
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}}
	go func() { _ = hs.Serve(ln) }()
	return func() {
		_ = hs.Close()
		mu.Lock()
		for _, c := range conns {
			_ = c.Close()
		}
		mu.Unlock()
		srv.Close()
		nc.Close()
		ns.Shutdown()
	}
}

// The server stops mid-game (every socket cut, as in a crash) and starts
// again on its store: both apps say they reconnect, come back by themselves
// and play the table to its end, which comes after the reconnection.
func TestAppsGoOnWhenTheServerComesBack(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "js")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	stop := serveOn(t, ln, dir)
	defer func() { stop() }()
	base := "http://" + addr
	c, err := client.CreateTable(base, wire.CreateTable{Game: "tsunami", Seats: []wire.SeatRequest{{Name: "Ann"}, {Name: "Bob"}, {Name: "Rick", Bot: "easy"}}, Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	out := make([]lockedBuffer, 2)
	codes := make([]int, 2)
	for i, s := range c.Seats[:2] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = scenes.RunScript([]string{"-store", t.TempDir(), "-join", s.Link, "-script", "finish,expect:scene:gameover"}, &out[i])
		}()
	}
	// Stopped early in the game, whose choices made at once go quickly:
	// never after a fixed pause, which let a quick game end first.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if info, err := client.GetTable(base, c.Code); err == nil && info.Seq >= 5 {
			if info.Over {
				t.Fatalf("the table ended before the server stopped: %+v", info)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the game did not start in 30 s")
		}
	}
	stop()
	time.Sleep(time.Second)
	for try := 0; ; try++ {
		if ln, err = net.Listen("tcp", addr); err == nil {
			break
		}
		if try > 50 {
			t.Fatalf("the port does not come back: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	stop = serveOn(t, ln, dir)
	wg.Wait()
	for i := range codes {
		if codes[i] != 0 {
			t.Errorf("app %d ended with %d:\n%s", i, codes[i], tail(out[i].String()))
		}
		log := out[i].String()
		if !strings.Contains(log, "table "+c.Code+" reconnecting") || strings.LastIndex(log, "online") < strings.Index(log, "reconnecting") ||
			strings.Index(log, "scene gameover") < strings.Index(log, "reconnecting") {
			t.Errorf("app %d did not lose the server and come back:\n%s", i, tail(log))
		}
	}
	info, err := client.GetTable(base, c.Code)
	if err != nil || !info.Over {
		t.Fatalf("the server's table: %+v, %v", info, err)
	}
}
