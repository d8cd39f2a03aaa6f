//go:build !js

package server

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"zombietable/netplay/wire"
)

// TestActAheadOfTheTable: an act whose seq the table has not reached is
// called so, never "an earlier position".
func TestActAheadOfTheTable(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[0].Token})
	expect[wire.Welcome](c)
	u := c.until(0)
	c.send(wire.Act{Type: wire.TypeAct, Seq: u.Seq + 5, Action: "x", Ref: "ahead"})
	r, ok := answer(c).(*wire.Refused)
	if !ok || !strings.Contains(r.Reason, "has not reached") || strings.Contains(r.Reason, "earlier") {
		t.Errorf("an act ahead of the table: %+v", r)
	}
}

// TestAPIErrorsAreJSON: a wrong method or an unknown path under /api is
// answered as the API answers, a JSON error, with 405 (and Allow) or 404.
func TestAPIErrorsAreJSON(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	cases := []struct {
		method, path string
		code         int
		allow        string
	}{
		{"DELETE", wire.PathTables + "/ABCDEF", 405, "GET"},
		{"POST", wire.PathTables + "/ABCDEF/save", 405, "GET"},
		{"GET", wire.PathTables, 405, "POST"},
		{"PUT", wire.PathTables, 405, "POST"},
		{"GET", "/api/nothing", 404, ""},
		{"GET", wire.PathTables + "/ABCDEF/moves", 404, ""},
	}
	for _, c := range cases {
		req, _ := http.NewRequest(c.method, n.http.URL+c.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e wire.APIError
		if resp.StatusCode != c.code || resp.Header.Get("Allow") != c.allow || json.Unmarshal(body, &e) != nil || e.Error == "" {
			t.Errorf("%s %s: %d (Allow %q) %s", c.method, c.path, resp.StatusCode, resp.Header.Get("Allow"), body)
		}
	}
}

// TestUnreadableFramesCount: frames that cannot be read cost a message of
// the budget like any other.
func TestUnreadableFramesCount(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{})
	cr := create(t, n.http.URL, wire.CreateTable{Game: "pints", Seats: seatNames(2)})
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](c)
	c.until(0)
	for range 2 * wire.ActionBurst {
		c.sendRaw([]byte("not JSON at all"))
	}
	tooFast := 0
	for range 2 * wire.ActionBurst {
		if e, ok := answer(c).(*wire.Error); ok && strings.Contains(e.Reason, "too many messages") {
			tooFast++
		}
	}
	if tooFast == 0 {
		t.Errorf("%d unreadable frames at once were all answered as unreadable", 2*wire.ActionBurst)
	}
}

// TestAddrKey: limits count an IPv6 address by its /64, an IPv4 one as it
// is.
func TestAddrKey(t *testing.T) {
	cases := []struct{ host, want string }{
		{"192.0.2.7", "192.0.2.7"},
		{"::ffff:192.0.2.7", "192.0.2.7"},
		{"2001:db8:1:2::5", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"},
		{"2001:db8:1:3::5", "2001:db8:1:3::/64"},
		{"not an address", "not an address"},
	}
	for _, c := range cases {
		if got := addrKey(c.host); got != c.want {
			t.Errorf("addrKey(%q) = %q, want %q", c.host, got, c.want)
		}
	}
}

// TestTablesAnHourKept: the tables an address made this hour are counted
// across a restart, and the addresses of one IPv6 /64 together.
func TestTablesAnHourKept(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{TrustProxy: true, TablesPerHour: 2}
	post := func(n *node, from string) int {
		req, _ := http.NewRequest("POST", n.http.URL+wire.PathTables, strings.NewReader(`{"game":"pints","seats":[{"name":"Ann"},{"name":"Bob"}]}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", from)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	n := startNode(t, dir, cfg)
	steps := []struct {
		from    string
		restart bool
		want    int
	}{
		{"2001:db8:1:2::1", false, 201},
		{"2001:db8:1:2::2", false, 201},
		{"2001:db8:1:2::3", false, 429}, // the same /64
		{"2001:db8:1:3::1", false, 201}, // another
		{"2001:db8:1:2::4", true, 429},  // after a restart
		{"192.0.2.1", false, 201},
	}
	for _, s := range steps {
		if s.restart {
			n.stop()
			n = startNode(t, dir, cfg)
		}
		if got := post(n, s.from); got != s.want {
			t.Errorf("a table from %s (restart %v): %d, want %d", s.from, s.restart, got, s.want)
		}
	}
}
