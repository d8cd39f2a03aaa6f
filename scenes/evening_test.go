package scenes

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
)

// tok is a seat's token.
var tok = strings.Repeat("0f", 16)

// hostingApp is an app whose own server (a test server answering GET
// /api/tables/<code> with infos) hosts the tables recs.
func hostingApp(t *testing.T, infos map[string]wire.TableInfo, recs ...RemoteTable) (*App, string) {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info, ok := infos[strings.TrimPrefix(r.URL.Path, "/api/tables/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		_ = json.NewEncoder(w).Encode(info)
	}))
	t.Cleanup(srv.Close)
	was, wasAddr := StartLocalServer, localAddr
	t.Cleanup(func() { StartLocalServer, localAddr = was, wasAddr })
	StartLocalServer = func() (string, error) { return srv.URL, nil }
	localAddr = ""
	a := newApp(options{store: t.TempDir()}, io.Discard)
	a.mixer.off = true
	a.w, a.h, a.u = 1280, 800, 1
	for i := range recs {
		recs[i].Server, recs[i].Hosted = srv.URL, true
		if err := putRemote(a.store, &recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	return a, srv.URL
}

// tickUntil runs the scene until cond holds, or fails.
func tickUntil(t *testing.T, a *App, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not after 5 s (scene %s)", what, a.scene.name())
		}
		a.scene.update(a)
		time.Sleep(time.Millisecond)
	}
}

// Quitting while this app's server hosts an unfinished table asks first,
// naming the table and who is connected; Keep playing goes back, Quit
// anyway quits. Without its server running, or with every table over, the
// app quits at once.
func TestQuitAsksWhileHosting(t *testing.T) {
	infos := map[string]wire.TableInfo{
		"K7M2QX": {Code: "K7M2QX", Game: "tsunami", Seats: []wire.SeatInfo{{Name: "Ann", Connected: true}, {Name: "Bob", Connected: true}, {Name: "Rick", Bot: "easy", Connected: true}}},
		"H4T9WP": {Code: "H4T9WP", Game: "pints", Over: true},
	}
	a, _ := hostingApp(t, infos, RemoteTable{Code: "K7M2QX", Game: "tsunami", Token: tok}, RemoteTable{Code: "H4T9WP", Game: "pints", Token: tok})

	a.askQuit()
	if !a.quit {
		t.Fatal("an app whose server does not run asks before quitting")
	}
	a.quit = false
	if _, err := a.startLocal(); err != nil {
		t.Fatal(err)
	}
	title := newTitleScene()
	a.setScene(title)
	a.askQuit()
	q, ok := a.scene.(*quitScene)
	if !ok || a.quit {
		t.Fatalf("quitting while hosting: scene %s, quit %v", a.scene.name(), a.quit)
	}
	tickUntil(t, a, "the table's connected seats", func() bool { return len(q.lines) == 1 && strings.Contains(q.lines[0], "connected") })
	if want := "Zombie Tsunami · K7M2QX — connected: Ann, Bob"; q.lines[0] != want {
		t.Errorf("the question names %q, want %q", q.lines[0], want)
	}
	click(a, q.stay.R)
	if a.scene != title || a.quit {
		t.Fatalf("Keep playing: scene %s, quit %v", a.scene.name(), a.quit)
	}
	a.askQuit()
	q = a.scene.(*quitScene)
	tickUntil(t, a, "the answer", func() bool { return q.infos[0] != nil })
	click(a, q.quit.R)
	if !a.quit {
		t.Fatal("Quit anyway does not quit")
	}

	// The table ends meanwhile: nothing is asked.
	a.quit = false
	infos["K7M2QX"] = wire.TableInfo{Code: "K7M2QX", Game: "tsunami", Over: true}
	a.setScene(title)
	a.askQuit()
	tickUntil(t, a, "quitting once every table is over", func() bool { return a.quit })
}

// Your tables marks a table hosted here; while this app's server does not
// run it says so in words (no error of the network's) and offers to start
// it again, after which the table answers.
func TestYourTablesStartsTheServerAgain(t *testing.T) {
	a, url := hostingApp(t, map[string]wire.TableInfo{"K7M2QX": {Code: "K7M2QX", Game: "tsunami", ToAct: 1, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}}}},
		RemoteTable{Code: "K7M2QX", Game: "tsunami", Token: tok, Names: []string{"Ann", "Bob"}})
	// The server stopped with the app: its address answers nothing.
	rec := RemoteTable{Code: "K7M2QX", Game: "tsunami", Token: tok, Names: []string{"Ann", "Bob"}, Server: "http://127.0.0.1:1", Hosted: true}
	if err := putRemote(a.store, &rec); err != nil {
		t.Fatal(err)
	}
	s := newOnlineScene(a, onlineTables)
	a.setScene(s)
	tickUntil(t, a, "the server's answer", func() bool { _, ok := s.facts[rec.key()]; return ok })
	s.layout(a)
	if len(s.lines) != 1 || !strings.Contains(s.lines[0][0], "hosted here") || !strings.HasPrefix(s.lines[0][1], "The server on this computer is stopped") {
		t.Fatalf("the row reads %q", s.lines)
	}
	if strings.Contains(s.lines[0][1], "dial") || strings.Contains(s.lines[0][1], "tcp") {
		t.Errorf("the row speaks Go: %q", s.lines[0][1])
	}
	if s.restart.R.W == 0 {
		t.Fatal("no button starts the server again")
	}
	click(a, s.restart.R)
	tickUntil(t, a, "the table once the server is back", func() bool {
		f, ok := s.facts[rec.key()]
		return localAddr == url && ok && f.ToAct == 1
	})
	recs, _ := listRemote(a.store)
	if len(recs) != 1 || recs[0].Server != url {
		t.Errorf("the table hosted here is kept at %+v", recs)
	}
	s.layout(a)
	if s.restart.R.W != 0 || !strings.HasPrefix(s.lines[0][1], "Bob") {
		t.Errorf("with the server back: restart %v, the row reads %q", s.restart.R, s.lines[0])
	}
}

// A friend's screen while the host's server is down: a first drop says it
// reconnects; from the second try on it says in words that the host's
// server stopped and the seat is kept, counts no tries, and it says so over
// the table; back online, the top bar is the table's again.
func TestFriendSeesTheHostStopped(t *testing.T) {
	a := newApp(options{store: t.TempDir()}, io.Discard)
	a.mixer.off = true
	a.w, a.h, a.u = 1280, 800, 1
	feed := NewRemoteFeed()
	if err := a.OpenRemoteFeed(RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: tok, Game: "tsunami", Seat: 1}, feed); err != nil {
		t.Fatal(err)
	}
	seats := []wire.SeatInfo{{Name: "Ann", Connected: true}, {Name: "Bob", Connected: true}}
	feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: "tsunami", Seat: 1, Seats: seats}})
	p := a.playOf()
	for _, c := range []struct {
		ev   client.Event
		want string
		down bool
	}{
		{client.Event{Status: client.Reconnecting, Attempt: 1, Err: "EOF"}, "Connection lost — reconnecting (try 1)…", false},
		{client.Event{Status: client.Reconnecting, Attempt: 2, Err: "dial tcp 127.0.0.1:1: connect: connection refused"}, "The host's server has stopped — your seat is kept", true},
		{client.Event{Status: client.Reconnecting, Attempt: 9, Err: "dial tcp 127.0.0.1:1: connect: connection refused"}, "The host's server has stopped — your seat is kept", true},
	} {
		feed.Send(c.ev)
		for range 3 {
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
		}
		if got := a.StatusLine(); got != c.want {
			t.Errorf("try %d: the top bar reads %q, want %q", c.ev.Attempt, got, c.want)
		}
		if p.remote.serverDown() != c.down {
			t.Errorf("try %d: the table says the server is down: %v", c.ev.Attempt, !c.down)
		}
	}
	feed.Send(client.Event{Status: client.Online})
	for range 3 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if p.remote.serverDown() || strings.Contains(a.StatusLine(), "stopped") {
		t.Errorf("back online the top bar reads %q", a.StatusLine())
	}
}

// The app asks for attention while a seat's move waits at a table on a
// server: not before, not once the move is sent, never for a watcher.
func TestYourMoveAsksForAttention(t *testing.T) {
	for _, watcher := range []bool{false, true} {
		a := newApp(options{store: t.TempDir()}, io.Discard)
		a.mixer.off = true
		a.w, a.h, a.u = 1280, 800, 1
		feed := NewRemoteFeed()
		rec := RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: tok, Game: "zombionion"}
		seat := 0
		if watcher {
			rec.Token, seat = "", wire.Spectator
		}
		if err := a.OpenRemoteFeed(rec, feed); err != nil {
			t.Fatal(err)
		}
		step := func() {
			for range 3 {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if a.yourMoveWaits() {
			t.Fatal("attention before the table is known")
		}
		feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: "zombionion", Seat: seat, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}}}})
		u := &wire.Update{Seq: 0, View: []byte("{}"), ToAct: 0, TurnOf: 0, Legal: []wire.LegalAction{{ID: 1, Name: "draw"}}}
		if watcher {
			u.Legal = nil
		}
		feed.Send(client.Event{Status: client.Online, Update: u})
		step()
		if a.yourMoveWaits() == watcher {
			t.Fatalf("watcher %v: attention %v with seat 0 to act", watcher, a.yourMoveWaits())
		}
		if watcher {
			continue
		}
		if err := a.RemoteAct(0); err != nil {
			t.Fatal(err)
		}
		step()
		if a.yourMoveWaits() {
			t.Fatal("attention once the move is sent")
		}
	}
}

// When every seat chooses at once, a seat that is not the first of them
// decides too, its top bar says everyone chooses in secret, then that it
// has chosen and waits, never who else has; a watcher's says everyone
// chooses.
func TestRemoteSeatChoosesWithTheOthers(t *testing.T) {
	for _, c := range []struct {
		seat  int
		token string
		lines []string
	}{
		{2, tok, []string{"Everyone chooses at once, in secret: your choice", "You have chosen: waiting for the others to choose"}},
		{wire.Spectator, "", []string{"Watching · Everyone chooses at once, in secret"}},
	} {
		a := newApp(options{store: t.TempDir()}, io.Discard)
		a.mixer.off = true
		a.w, a.h, a.u = 1280, 800, 1
		feed := NewRemoteFeed()
		if err := a.OpenRemoteFeed(RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: c.token, Game: "tsunami", Seat: max(c.seat, 0)}, feed); err != nil {
			t.Fatal(err)
		}
		seats := []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cid"}}
		feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: "tsunami", Seat: c.seat, Seats: seats}})
		st := openVote(t)
		view, err := json.Marshal(st.View(game.Seat(c.seat)))
		if err != nil {
			t.Fatal(err)
		}
		u := &wire.Update{Seq: 4, View: view, ToAct: 0, TurnOf: 0, Together: []int{0, 1, 2}}
		if c.seat >= 0 {
			for _, a := range st.(game.Simultaneous).LegalFor(game.Seat(c.seat), nil) {
				u.Legal = append(u.Legal, wire.LegalAction{ID: int32(a), Name: st.ActionString(a)})
			}
		}
		feed.Send(client.Event{Status: client.Online, Update: u})
		for range 3 {
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
		}
		if got := a.StatusLine(); got != c.lines[0] {
			t.Errorf("seat %d: the top bar reads %q, want %q", c.seat, got, c.lines[0])
		}
		if a.yourMoveWaits() != (c.seat >= 0) {
			t.Errorf("seat %d: its choice waits: %v", c.seat, a.yourMoveWaits())
		}
		if c.seat < 0 {
			continue
		}
		if err := a.RemoteAct(1); err != nil {
			t.Fatalf("seat %d may not choose: %v", c.seat, err)
		}
		if acts := feed.TakeActs(); len(acts) != 1 || acts[0].Seq != 4 || acts[0].Action != u.Legal[1].Name {
			t.Fatalf("sent %+v", acts)
		}
		if got := a.StatusLine(); got != c.lines[1] || a.yourMoveWaits() {
			t.Errorf("once chosen the top bar reads %q (attention %v)", got, a.yourMoveWaits())
		}
	}
}

// openVote is a Zombie Tsunami game of three whose decision under way is
// made by every seat at once, none chosen yet.
func openVote(t *testing.T) game.State {
	t.Helper()
	info, err := game.Lookup("tsunami")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 50; seed++ {
		st, err := info.NewGame(game.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 400 && !st.Over(); step++ {
			if seats, chosen := game.Together(st, nil); len(seats) == 3 && chosen == 0 {
				return st
			}
			if err := st.Apply(st.Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no decision made at once in fifty games")
	return nil
}
