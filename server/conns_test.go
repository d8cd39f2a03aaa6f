//go:build !js

package server

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// boundedServer serves n's handler as zombietable serve does, on a
// loopback listener bounded to max connections in all.
func boundedServer(t *testing.T, n *node, max int) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := n.srv.HTTPServer()
	go func() { _ = hs.Serve(n.srv.Listener(ln, max)) }()
	t.Cleanup(func() { _ = hs.Close() })
	return ln.Addr().String()
}

// get asks for / on c and reads the answer's status, or fails.
func get(c net.Conn) (int, error) {
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(c, "GET /api/tables/AAAAAA HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		return 0, err
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// closedSoon reports whether the server ends c within d, reading whatever
// it says first.
func closedSoon(c net.Conn, d time.Duration) bool {
	_ = c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	ne, timeout := err.(net.Error)
	return !(timeout && ne.Timeout())
}

// TestConnectionsPerAddress: an address holds at most AllConnsPerAddr
// connections, and the process at most its share of open files; one more
// is closed at once, and once one closes a new one is served.
func TestConnectionsPerAddress(t *testing.T) {
	for _, tc := range []struct {
		name      string
		perAddr   int
		max, hold int
	}{
		{"per address", 3, 100, 3},
		{"in all", 100, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := startNode(t, t.TempDir(), Config{AllConnsPerAddr: tc.perAddr})
			addr := boundedServer(t, n, tc.max)
			var held []net.Conn
			for i := range tc.hold {
				c, err := net.Dial("tcp", addr)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				if code, err := get(c); err != nil || code != http.StatusNotFound {
					t.Fatalf("connection %d: %d, %v", i+1, code, err)
				}
				held = append(held, c)
			}
			extra, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer extra.Close()
			if !closedSoon(extra, 2*time.Second) {
				t.Fatalf("connection %d was not closed", tc.hold+1)
			}
			held[0].Close()
			for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
				c, err := net.Dial("tcp", addr)
				if err != nil {
					t.Fatal(err)
				}
				code, err := get(c)
				c.Close()
				if err == nil && code == http.StatusNotFound {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("a connection after one closed: %d, %v", code, err)
				}
			}
		})
	}
}

// TestIdleAndSilentConnections: a keep-alive connection idle for IdleConn
// and one that never finishes its headers are closed by the server.
func TestIdleAndSilentConnections(t *testing.T) {
	was := headerTimeout
	headerTimeout = 300 * time.Millisecond
	t.Cleanup(func() { headerTimeout = was })
	n := startNode(t, t.TempDir(), Config{IdleConn: 300 * time.Millisecond})
	addr := boundedServer(t, n, 100)
	for _, tc := range []struct {
		name string
		say  func(c net.Conn) error
	}{
		{"idle after a request", func(c net.Conn) error { _, err := get(c); return err }},
		{"headers never finished", func(c net.Conn) error { _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n"); return err }},
		{"nothing said", func(net.Conn) error { return nil }},
	} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if err := tc.say(c); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !closedSoon(c, 3*time.Second) {
			t.Errorf("%s: still open after 3 s", tc.name)
		}
		c.Close()
	}
}

func TestClientConns(t *testing.T) {
	for _, tc := range []struct {
		limit uint64
		want  int
	}{{0, 1 << 20}, {256, 128}, {1024, 768}, {1 << 40, 1 << 20}} {
		if got := clientConns(tc.limit); got != tc.want {
			t.Errorf("clientConns(%d) = %d, want %d", tc.limit, got, tc.want)
		}
	}
}
