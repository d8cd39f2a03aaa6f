//go:build !js

package server

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// The HTTP server's bounds on connections: a client that opens sockets and
// says nothing, or keeps them idle, or opens thousands, holds no more than
// its share of the process's file descriptors.
const (
	// idleTimeout closes a keep-alive connection with no request for as
	// long.
	idleTimeout = 60 * time.Second
	// requestTimeout bounds reading an API request's body and writing its
	// answer (not /play, whose sockets live long and bound themselves).
	requestTimeout = 30 * time.Second
	// fdReserve is how many file descriptors are kept back from clients:
	// the store's files, NATS, the logs.
	fdReserve = 256
	// apiConns is how many connections an address may hold beside its
	// sockets at /play, for the API and the page.
	apiConns = 64
)

// headerTimeout is how long a connection has to send a request's headers
// (a variable for the tests).
var headerTimeout = 10 * time.Second

// HTTPServer is the HTTP server zombietable serve runs s on: the Handler,
// with header and idle timeouts, and API requests bounded in time.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s.bounded(s.Handler()),
		ReadHeaderTimeout: headerTimeout,
		IdleTimeout:       s.cfg.IdleConn,
		MaxHeaderBytes:    64 << 10,
	}
}

// bounded gives every request but a /play socket a deadline to read its
// body and write its answer.
func (s *Server) bounded(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/play" {
			rc := http.NewResponseController(w)
			until := time.Now().Add(requestTimeout)
			_ = rc.SetReadDeadline(until)
			_ = rc.SetWriteDeadline(until)
		}
		h.ServeHTTP(w, r)
	})
}

// Listener bounds ln's connections: at most cfg.AllConnsPerAddr open from
// one address (unless the server trusts a proxy, which is one address for
// everyone), and at most max in all, which leaves the process the file
// descriptors it needs for itself. A connection beyond either is closed as
// soon as it is accepted, before a byte is read.
func (s *Server) Listener(ln net.Listener, max int) net.Listener {
	per := s.cfg.AllConnsPerAddr
	if s.cfg.TrustProxy {
		per = max
	}
	return &boundedListener{Listener: ln, perAddr: per, max: max, byAddr: map[string]int{}, logf: s.logf}
}

type boundedListener struct {
	net.Listener
	perAddr, max int
	logf         func(string, ...any)

	mu      sync.Mutex
	byAddr  map[string]int
	open    int
	refused int       // since the last word in the log
	said    time.Time // when the log last heard of refusals
}

func (l *boundedListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := hostOf(c.RemoteAddr())
		l.mu.Lock()
		if l.byAddr[addr] >= l.perAddr || l.open >= l.max {
			l.refused++
			if now := time.Now(); now.Sub(l.said) >= time.Minute {
				l.logf("%s", operatorLang().F("server.limits.refused_conns", "n", l.refused, "per", l.perAddr, "max", l.max, "open", l.open))
				l.refused, l.said = 0, now
			}
			l.mu.Unlock()
			_ = c.Close()
			continue
		}
		l.byAddr[addr]++
		l.open++
		l.mu.Unlock()
		return &countedConn{Conn: c, l: l, addr: addr}, nil
	}
}

// release counts a connection from addr closed.
func (l *boundedListener) release(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.open--
	if l.byAddr[addr]--; l.byAddr[addr] <= 0 {
		delete(l.byAddr, addr)
	}
}

// countedConn is a connection the listener counts until it is closed.
type countedConn struct {
	net.Conn
	l    *boundedListener
	addr string
	once sync.Once
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.release(c.addr) })
	return err
}

// hostOf is a connection's address without its port.
func hostOf(a net.Addr) string {
	s := a.String()
	if host, _, err := net.SplitHostPort(s); err == nil {
		return host
	}
	return strings.TrimSpace(s)
}

// clientConns is how many client connections a process whose open files
// are limited to limit may hold at once (limit 0: unknown).
func clientConns(limit uint64) int {
	switch {
	case limit == 0 || limit > 1<<20+fdReserve:
		return 1 << 20
	case limit < 2*fdReserve:
		return int(limit / 2)
	default:
		return int(limit - fdReserve)
	}
}

// listen listens on addr for s, bounded as Listener says, with the limit of
// open files raised as far as the system allows.
func (s *Server) listen(addr string) (net.Listener, error) {
	limit, err := raiseFDLimit()
	if err != nil {
		s.logf("%s", operatorLang().F("server.limits.fd_limit", "n", int(limit), "reason", err.Error()))
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return s.Listener(ln, clientConns(limit)), nil
}
