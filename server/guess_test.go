//go:build !js

package server

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// lookupAs asks for table ref as a client at addr (behind a trusted proxy)
// and returns the status and the answer's Retry-After and error.
func lookupAs(t *testing.T, base, ref, addr string) (int, string, string) {
	t.Helper()
	req, err := http.NewRequest("GET", base+wire.PathTables+"/"+ref, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", addr)
	req.Header.Set("Accept-Language", "it-IT,it;q=0.9")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var e wire.APIError
	_ = json.Unmarshal(data, &e)
	return resp.StatusCode, resp.Header.Get("Retry-After"), e.Error
}

// TestCodeGuessingDrawsTooManyRequests: an address guessing codes as fast
// as it can gets a few answers, then 429s saying when to try again, in its
// language; the misses it gets answered stay within the limit's bound,
// another address is served meanwhile, and the guesser is served again
// once it waited.
func TestCodeGuessingDrawsTooManyRequests(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{TrustProxy: true})
	base := n.http.URL
	cr := create(t, base, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	if len(cr.Code) != wire.CodeLen {
		t.Errorf("a new table's code %q: %d characters, want %d", cr.Code, len(cr.Code), wire.CodeLen)
	}
	const guesser, friend = "203.0.113.7", "198.51.100.2"
	start := time.Now()
	answered, refused := 0, 0
	var wait string
	for i := 0; time.Since(start) < 2*time.Second; i++ {
		code, retry, reason := lookupAs(t, base, newCode(), guesser)
		switch code {
		case http.StatusNotFound:
			answered++
		case http.StatusTooManyRequests:
			refused++
			if retry == "" || !strings.Contains(reason, "riprova tra") {
				t.Fatalf("a 429 with Retry-After %q and %q", retry, reason)
			}
			wait = retry
		default:
			t.Fatalf("guess %d: %d", i+1, code)
		}
	}
	elapsed := time.Since(start).Seconds()
	bound := int((wire.LookupBurst+elapsed*wire.LookupsPerSecond)/wire.MissCost) + 1
	t.Logf("%d guesses answered and %d refused in %.1f s (bound %d), Retry-After %s", answered, refused, elapsed, bound, wait)
	if refused == 0 || answered > bound {
		t.Errorf("%d guesses answered, %d refused: want at most %d answered", answered, refused, bound)
	}
	if code, _, _ := lookupAs(t, base, cr.Code, friend); code != http.StatusOK {
		t.Errorf("another address, during the guessing: %d", code)
	}
	// A hello over the limit is refused alike, and the socket ends.
	c := dialAs(t, base, guesser, wire.Hello{Table: newCode(), Lang: wire.Italian})
	if e := expect[wire.Error](c); !strings.Contains(e.Reason, "riprova tra") {
		t.Errorf("a hello over the limit: %q", e.Reason)
	}
	time.Sleep(time.Duration(wire.MissCost/wire.LookupsPerSecond+1) * time.Second)
	if code, _, _ := lookupAs(t, base, cr.Code, guesser); code != http.StatusOK {
		t.Errorf("the guesser's address after waiting: %d", code)
	}
}

// TestOldCodesStillWork: a table whose code has the old length is found by
// it.
func TestOldCodesStillWork(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{})
	cr := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	if _, err := n.srv.store.kv.Create(t.Context(), "code.K7M2QX", []byte(cr.Table)); err != nil {
		t.Fatal(err)
	}
	var info wire.TableInfo
	if code := getJSON(t, n.http.URL+wire.PathTables+"/k7m2qx", &info); code != 200 || info.Table != cr.Table {
		t.Errorf("a six-character code: %d %+v", code, info)
	}
}

// finishedTable makes a table of bots and waits for its game to end.
func finishedTable(t *testing.T, base string, public bool) wire.Created {
	t.Helper()
	cr := create(t, base, wire.CreateTable{Game: "tsunami", Public: public,
		Seats: []wire.SeatRequest{{Bot: "easy"}, {Bot: "easy"}, {Bot: "easy"}}})
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		var info wire.TableInfo
		if getJSON(t, base+wire.PathTables+"/"+cr.Code, &info) == 200 && info.Over {
			return cr
		}
		if time.Now().After(deadline) {
			t.Fatal("three bots did not finish a game in a minute")
		}
	}
}

// TestFinishedSaves: a finished table's save goes to anyone with its code
// only when its host made it public; then the table expires, and a table
// under way does not.
func TestFinishedSaves(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{ExpireFinished: 2 * time.Second})
	base := n.http.URL
	going := create(t, base, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	for _, tc := range []struct {
		public bool
		want   int
	}{{false, http.StatusForbidden}, {true, http.StatusOK}} {
		cr := finishedTable(t, base, tc.public)
		if code := getJSON(t, base+wire.PathTables+"/"+cr.Code+"/save", nil); code != tc.want {
			t.Errorf("public %v: the save without a token: %d, want %d", tc.public, code, tc.want)
		}
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(200 * time.Millisecond) {
			if getJSON(t, base+wire.PathTables+"/"+cr.Code, nil) == http.StatusNotFound {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("public %v: the finished table is still there 20 s after its end", tc.public)
			}
		}
		if _, err := n.srv.store.load(t.Context(), cr.Table); err != errNoTable {
			t.Errorf("public %v: the expired table's log: %v", tc.public, err)
		}
	}
	if code := getJSON(t, base+wire.PathTables+"/"+going.Code, nil); code != http.StatusOK {
		t.Errorf("a table under way, after the finished ones expired: %d", code)
	}
}
