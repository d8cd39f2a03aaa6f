//go:build !js

package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	_ "zombietable/game/all"
	"zombietable/netplay/wire"
)

// node is a server in the test: embedded NATS on a store folder, the
// Server and an HTTP test server on loopback.
type node struct {
	dir  string
	ns   *natsserver.Server
	nc   *nats.Conn
	srv  *Server
	http *httptest.Server
}

// startNode starts a one-node server storing under dir.
func startNode(t testing.TB, dir string, cfg Config) *node {
	t.Helper()
	if cfg.Log == nil {
		cfg.Log = log.New(testWriter{t}, "", 0)
	}
	ns, err := EmbeddedLog(dir, cfg.Log)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(context.Background(), nc, cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := &node{dir: dir, ns: ns, nc: nc, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(n.stop)
	return n
}

// stop ends the node as a process's end would: sockets, engine, NATS.
func (n *node) stop() {
	if n.http == nil {
		return
	}
	n.http.CloseClientConnections()
	n.srv.Close()
	n.http.Close()
	n.nc.Close()
	n.ns.Shutdown()
	n.ns.WaitForShutdown()
	n.http = nil
}

// create makes a table through the API.
func create(t testing.TB, base string, req wire.CreateTable) wire.Created {
	t.Helper()
	body, _ := json.Marshal(req)
	resp, err := http.Post(base+wire.PathTables, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %d %s", resp.StatusCode, data)
	}
	var c wire.Created
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// client is a protocol client as a test uses it: every frame it received,
// and the last update.
type client struct {
	t    testing.TB
	ws   *websocket.Conn
	mu   sync.Mutex
	raw  [][]byte
	msgs chan any
	// end is why the connection ended, once msgs is closed.
	end error
}

// dial connects to a server's /play and says hello.
func dial(t testing.TB, base string, hello wire.Hello) *client {
	t.Helper()
	return dialAs(t, base, "", hello)
}

// dialAs is dial from the client address addr, as a trusted proxy says it
// in X-Forwarded-For ("": none).
func dialAs(t testing.TB, base, addr string, hello wire.Hello) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var opts *websocket.DialOptions
	if addr != "" {
		opts = &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {addr}}}
	}
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+wire.PathPlay, opts)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(-1)
	c := &client{t: t, ws: ws, msgs: make(chan any, 100_000)}
	go c.readLoop()
	hello.Type = wire.TypeHello
	c.send(hello)
	return c
}

func (c *client) readLoop() {
	defer close(c.msgs)
	for {
		_, data, err := c.ws.Read(context.Background())
		if err != nil {
			c.end = err
			return
		}
		c.mu.Lock()
		c.raw = append(c.raw, data)
		c.mu.Unlock()
		m, err := wire.DecodeServer(data)
		if err != nil {
			c.t.Errorf("the server sent %s: %v", data, err)
			return
		}
		c.msgs <- m
	}
}

func (c *client) send(v any) {
	data, _ := json.Marshal(v)
	c.sendRaw(data)
}

func (c *client) sendRaw(data []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = c.ws.Write(ctx, websocket.MessageText, data)
}

// next waits for the next message; nil when the connection ended.
func (c *client) next() any {
	select {
	case m := <-c.msgs:
		return m
	case <-time.After(30 * time.Second):
		f := c.frames()
		last := []byte("nothing")
		if len(f) > 0 {
			last = f[len(f)-1]
			last = last[max(0, len(last)-400):]
		}
		c.t.Fatalf("no message from the server in 30 s; the last was …%s", last)
		return nil
	}
}

// expect waits for the next message of type T, failing on any other.
func expect[T any](c *client) *T {
	c.t.Helper()
	m := c.next()
	got, ok := m.(*T)
	if !ok {
		c.t.Fatalf("got %#v, want a %T", m, got)
	}
	return got
}

// until waits for an update with seq at least seq, skipping other messages.
func (c *client) until(seq int) *wire.Update {
	c.t.Helper()
	for {
		switch m := c.next().(type) {
		case *wire.Update:
			if m.Seq >= seq {
				return m
			}
		case nil:
			c.t.Fatalf("the connection ended waiting for seq %d", seq)
		}
	}
}

func (c *client) close() { _ = c.ws.Close(websocket.StatusNormalClosure, "") }

// frames returns every frame received so far.
func (c *client) frames() [][]byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([][]byte(nil), c.raw...)
}

func getJSON(t testing.TB, url string, v any) int {
	t.Helper()
	return getJSONAs(t, url, "", v)
}

// getJSONAs is getJSON as the seat holding token.
func getJSONAs(t testing.TB, url, token string, v any) int {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if v != nil && resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v in %s", url, err, data)
		}
	}
	return resp.StatusCode
}

func seatNames(n int) []wire.SeatRequest {
	out := make([]wire.SeatRequest, n)
	for i := range out {
		out[i].Name = fmt.Sprintf("P%d", i+1)
	}
	return out
}

// testWriter sends a server's log to the test's.
type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}
