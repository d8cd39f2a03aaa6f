package scenes_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

// fedTable plays a game's engine on the test's side, as a server would, and
// feeds seat 0 of an app what the server sends it: its view as JSON, its
// legal actions by name when it decides, the log.
type fedTable struct {
	t     *testing.T
	st    game.State
	feed  *scenes.RemoteFeed
	seq   int
	log   []wire.LogEntry
	names []string
}

func (f *fedTable) update() *wire.Update {
	f.t.Helper()
	view, err := json.Marshal(f.st.View(0))
	if err != nil {
		f.t.Fatal(err)
	}
	u := &wire.Update{Type: wire.TypeUpdate, Seq: f.seq, View: view, ToAct: int(f.st.ToAct()), TurnOf: int(f.st.ToAct()),
		LogFrom: max(f.seq-1, 0), Over: f.st.Over()}
	if f.seq == 0 || len(f.log) == 0 {
		u.LogFrom = 0
	}
	u.Log = f.log[u.LogFrom:]
	if f.st.Over() {
		u.Returns = f.st.Returns()
	} else if f.st.ToAct() == 0 {
		for _, a := range f.st.Legal(nil) {
			u.Legal = append(u.Legal, wire.LegalAction{ID: int32(a), Name: f.st.ActionString(a)})
		}
	}
	return u
}

// play applies the action named name for the seat to act and logs it, with
// the action for seat 0 when it is its own or public, as a server does.
func (f *fedTable) play(name string) {
	f.t.Helper()
	seat := f.st.ToAct()
	a, err := game.Find(f.st, name)
	if err != nil {
		f.t.Fatalf("seq %d: %v", f.seq, err)
	}
	e := wire.LogEntry{Seq: f.seq + 1, Seat: int(seat), TurnOf: int(seat), Turn: -1, Lines: []string{f.names[seat] + ": " + name}}
	if seat == 0 || game.PublicAction(f.st, a) {
		id := int32(a)
		e.Action, e.Name = &id, name
	}
	if err := f.st.Apply(a); err != nil {
		f.t.Fatalf("seq %d: %s: %v", f.seq, name, err)
	}
	f.seq++
	f.log = append(f.log, e)
}

// settle runs the app until it took everything sent and its motions ended.
func settle(t *testing.T, a *scenes.App, seq int) scenes.RemoteSeen {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if r, ok := a.Remote(); !ok || r.Seq == seq && !r.Waiting {
			return r
		}
	}
	r, _ := a.Remote()
	t.Fatalf("the app did not take seq %d (it is at %d)", seq, r.Seq)
	return r
}

// A remote table of each game plays a whole game from the views and legal
// names it receives alone: the app has no game state (it would panic
// reading it), acts only when its seat decides, sends the seq each action
// answers, and ends on the game-over screen. Every frame's update runs and
// the tooltips of the whole table are asked, at both window sizes.
func TestRemoteTableOfEachGamePlaysFromItsViewAlone(t *testing.T) {
	for _, info := range game.Games() {
		for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
			t.Run(info.ID, func(t *testing.T) {
				n := max(info.MinPlayers, 2)
				st, err := info.NewGame(game.Config{Players: n, Seed: 11})
				if err != nil {
					t.Fatal(err)
				}
				f := &fedTable{t: t, st: st, feed: scenes.NewRemoteFeed()}
				seats := make([]wire.SeatInfo, n)
				for i := range seats {
					seats[i] = wire.SeatInfo{Name: []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}[i], Connected: true}
					if i > 0 {
						seats[i].Bot = "normal"
					}
					f.names = append(f.names, seats[i].Name)
				}
				a := scenes.NewTestApp(t, size[0], size[1])
				rec := scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: info.ID}
				if err := a.OpenRemoteFeed(rec, f.feed); err != nil {
					t.Fatal(err)
				}
				f.feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Type: wire.TypeWelcome, Code: "K7M2QX", Game: info.ID, Seat: 0, Seats: seats}})
				rng := rand.New(rand.NewPCG(5, 5))
				mine := 0
				for step := 0; step < 400 && !st.Over(); step++ {
					f.feed.Send(client.Event{Status: client.Online, Update: f.update()})
					seen := settle(t, a, f.seq)
					if !seen.HasView {
						t.Fatalf("seq %d: no view at the table", f.seq)
					}
					if want := st.ToAct() == 0; seen.CanAct != want {
						t.Fatalf("seq %d: the app may act: %v, seat 0 decides: %v", f.seq, seen.CanAct, want)
					}
					r := a.TableRect()
					for y := r.Y + 5; y < r.Y+r.H; y += 37 {
						for x := r.X + 5; x < r.X+r.W; x += 41 {
							_ = a.TableTip(x, y)
						}
					}
					if st.ToAct() != 0 {
						legal := st.Legal(nil)
						f.play(st.ActionString(legal[rng.IntN(len(legal))]))
						continue
					}
					if err := a.RemoteAct(rng.IntN(len(seen.Legal))); err != nil {
						t.Fatal(err)
					}
					acts := f.feed.TakeActs()
					if len(acts) != 1 || acts[0].Seq != f.seq {
						t.Fatalf("seq %d: the app sent %+v, want one act answering seq %d", f.seq, acts, f.seq)
					}
					if again, _ := a.Remote(); again.CanAct {
						t.Fatalf("seq %d: the app may act again before the server answered", f.seq)
					}
					f.play(acts[0].Action)
					mine++
				}
				if mine == 0 {
					t.Fatalf("seat 0 never decided")
				}
				t.Logf("%d actions, %d of them the app's; over: %v", f.seq, mine, st.Over())
				if st.Over() {
					f.feed.Send(client.Event{Status: client.Online, Update: f.update()})
					for i := 0; i < 600 && a.SceneName() != "gameover"; i++ {
						if err := a.Update(); err != nil {
							t.Fatal(err)
						}
					}
					if a.SceneName() != "gameover" {
						t.Fatalf("the game is over and the scene is %s", a.SceneName())
					}
					if g, ok := a.GameOver(); !ok || len(g.Rows) != n {
						t.Fatalf("game over %+v", g)
					}
					// Play again hosts a new table on the same server.
					if err := a.PlayAgain(); err != nil || a.SceneName() != "hosted" {
						t.Fatalf("play again: %v, scene %s", err, a.SceneName())
					}
				}
				a.ToMenu()
				if !f.feed.Closed() {
					t.Errorf("the menu did not close the table's connection")
				}
			})
		}
	}
}

// The top bar says when the connection is lost (a first drop; longer, it
// says the host's server stopped: TestFriendSeesTheHostStopped) and when it
// is back; an action made meanwhile is sent with the seq it answers.
func TestRemoteTableSaysItReconnects(t *testing.T) {
	info, _ := game.Lookup("zombionion")
	st, _ := info.NewGame(game.Config{Players: 2, Seed: 3})
	f := &fedTable{t: t, st: st, feed: scenes.NewRemoteFeed(), names: []string{"Ann", "Bob"}}
	a := scenes.NewTestApp(t, 1280, 800)
	if err := a.OpenRemoteFeed(scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: info.ID}, f.feed); err != nil {
		t.Fatal(err)
	}
	if s := a.StatusLine(); !strings.Contains(s, "Connecting") {
		t.Errorf("before the welcome the top bar says %q", s)
	}
	f.feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: info.ID, Seat: 0, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}}}})
	for st.ToAct() != 0 {
		f.play(st.ActionString(st.Legal(nil)[0]))
	}
	f.feed.Send(client.Event{Status: client.Online, Update: f.update()})
	settle(t, a, f.seq)
	f.feed.Send(client.Event{Status: client.Reconnecting, Attempt: 1, Err: "EOF"})
	settle(t, a, f.seq)
	if s := a.StatusLine(); !strings.Contains(s, "reconnecting") || !strings.Contains(s, "1") {
		t.Errorf("while reconnecting the top bar says %q", s)
	}
	if err := a.RemoteAct(0); err != nil {
		t.Fatalf("no action while reconnecting: %v", err)
	}
	if acts := f.feed.TakeActs(); len(acts) != 1 || acts[0].Seq != f.seq {
		t.Fatalf("sent %+v while reconnecting, want one act answering seq %d (the connection queues it)", acts, f.seq)
	}
	f.feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: info.ID, Seat: 0, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}}}})
	settle(t, a, f.seq)
	if s := a.StatusLine(); strings.Contains(s, "reconnecting") {
		t.Errorf("back online the top bar says %q", s)
	}
}

// A spectator (a link without a seat token) sees each game's table from the
// view of no seat, as the server sends it, and the table neither breaks
// nor offers a move; its top bar says it is watching, never that it is
// its turn.
func TestRemoteSpectatorOfEachGame(t *testing.T) {
	for _, info := range game.Games() {
		for _, n := range []int{max(info.MinPlayers, 2), info.MaxPlayers} {
			t.Run(fmt.Sprintf("%s/%d", info.ID, n), func(t *testing.T) {
				testSpectator(t, info, n)
			})
		}
	}
}

func testSpectator(t *testing.T, info *game.Info, n int) {
	st, err := info.NewGame(game.Config{Players: n, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	feed := scenes.NewRemoteFeed()
	a := scenes.NewTestApp(t, 1280, 800)
	if err := a.OpenRemoteFeed(scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Game: info.ID}, feed); err != nil {
		t.Fatal(err)
	}
	seats := make([]wire.SeatInfo, n)
	for i := range seats {
		seats[i].Name = []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}[i]
	}
	feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: info.ID, Seat: wire.Spectator, Seats: seats}})
	rng := rand.New(rand.NewPCG(1, 2))
	for seq := 0; seq < 60 && !st.Over(); seq++ {
		view, err := json.Marshal(st.View(game.Nobody))
		if err != nil {
			t.Fatal(err)
		}
		feed.Send(client.Event{Status: client.Online, Update: &wire.Update{Seq: seq, View: view, ToAct: int(st.ToAct()), TurnOf: int(st.ToAct())}})
		seen := settle(t, a, seq)
		if seen.CanAct {
			t.Fatalf("seq %d: a spectator may act", seq)
		}
		if line := a.StatusLine(); !strings.HasPrefix(line, "Watching · ") || strings.Contains(line, "Your turn") || strings.Contains(line, "(you)") || strings.Contains(line, "you answer") {
			t.Fatalf("seq %d: a spectator's top bar reads %q", seq, line)
		}
		r := a.TableRect()
		for y := r.Y + 5; y < r.Y+r.H; y += 53 {
			for x := r.X + 5; x < r.X+r.W; x += 59 {
				_ = a.TableTip(x, y)
			}
		}
		legal := st.Legal(nil)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// A remote table waiting for a move allocates nothing a tick.
func TestRemoteTableAllocatesNothingWhileWaiting(t *testing.T) {
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		info, err := game.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := info.NewGame(game.Config{Players: max(info.MinPlayers, 3), Seed: 7})
		f := &fedTable{t: t, st: st, feed: scenes.NewRemoteFeed(), names: []string{"Ann", "Bob", "Cid"}}
		a := scenes.NewTestApp(t, 1280, 800)
		if err := a.OpenRemoteFeed(scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: id}, f.feed); err != nil {
			t.Fatal(err)
		}
		f.feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: id, Seat: 0, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cid"}}}})
		f.feed.Send(client.Event{Status: client.Online, Update: f.update()})
		settle(t, a, 0)
		for i := 0; i < 120; i++ {
			_ = a.Update()
		}
		if n := testing.AllocsPerRun(100, func() { _ = a.Update() }); n != 0 {
			t.Errorf("%s: %v allocations a tick", id, n)
		}
	}
}

// A seat the server refuses (a wrong token) goes back to the join screen
// with the server's reason.
func TestRemoteSeatRefusedGoesBackToJoin(t *testing.T) {
	feed := scenes.NewRemoteFeed()
	a := scenes.NewTestApp(t, 1280, 800)
	if err := a.OpenRemoteFeed(scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: "pints"}, feed); err != nil {
		t.Fatal(err)
	}
	feed.Send(client.Event{Status: client.Closed, Err: "unknown table or seat"})
	for i := 0; i < 5; i++ {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if a.SceneName() != "online" {
		t.Fatalf("a refused seat shows the %s scene", a.SceneName())
	}
}
