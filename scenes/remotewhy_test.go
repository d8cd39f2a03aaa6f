package scenes_test

import (
	"encoding/json"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/scenes"
)

// outOfReach is an Off the Dead game whose survivor to act, Kevin, has one
// face-up zombie in the far zone of the corridor and nothing in the others:
// bare hands do not reach it. It returns the game, the seat and the refused
// attack.
func outOfReach(t *testing.T) (*offthedead.State, game.Seat, game.Action) {
	t.Helper()
	g, err := offthedead.New(game.Config{Players: 4, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*offthedead.State)
	a := st.Active
	d := st.P[a].Dir
	for dd := range st.CN {
		st.CN[dd] = 0
	}
	st.Cor[d][0].C, st.Cor[d][0].Zone, st.Cor[d][0].Up = st.Horde[0], 0, true
	st.CN[d] = 1
	st.P[a].Surv = 0
	act := offthedead.Action(offthedead.OpAttack, 255, 0)
	if err := st.Clone().Apply(act); err == nil {
		t.Fatal("bare hands reach the far zone")
	}
	return st, st.ToAct(), act
}

// TestRemoteRefusalBecomesTheRulesReason: at an Off the Dead table on a
// server, a click on a zombie out of reach says "not possible now" at once
// and asks the server why, once however often it is asked again or hovered;
// when the answer comes, the prompt's refusal becomes the rule's reason and every later ask of that action in that position gets it
// without asking again. A new position asks again; an answer to an ask
// never made is dropped.
func TestRemoteRefusalBecomesTheRulesReason(t *testing.T) {
	st, me, act := outOfReach(t)
	err := st.Clone().Apply(act)
	reason := game.Reason(err, "en")
	view, _ := json.Marshal(st.View(me))
	update := func(seq int) *wire.Update {
		u := &wire.Update{Type: wire.TypeUpdate, Seq: seq, View: view, ToAct: int(me), TurnOf: int(me), Log: []wire.LogEntry{}}
		for _, a := range st.Legal(nil) {
			u.Legal = append(u.Legal, wire.LegalAction{ID: int32(a), Name: st.ActionString(a)})
		}
		return u
	}
	a := scenes.NewTestApp(t, 1280, 800)
	feed := scenes.NewRemoteFeed()
	rec := scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: "offthedead", Seat: int(me)}
	if err := a.OpenRemoteFeed(rec, feed); err != nil {
		t.Fatal(err)
	}
	seats := []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cid"}, {Name: "Dee"}}
	feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Type: wire.TypeWelcome, Code: "K7M2QX", Game: "offthedead", Seat: int(me), Seats: seats}})
	feed.Send(client.Event{Status: client.Online, Update: update(3)})
	settle(t, a, 3)

	// The zombie is where its tooltip is.
	var zx, zy float32
	r := a.TableRect()
	for y := r.Y + 2; y < r.Y+r.H && zx == 0; y += 6 {
		for x := r.X + 2; x < r.X+r.W; x += 6 {
			if strings.Contains(a.TableTip(x, y), "Zombie of strength") {
				zx, zy = x, y
				break
			}
		}
	}
	if zx == 0 {
		t.Fatal("no zombie on the table")
	}
	notNow := "not possible now"
	a.ClickTable(zx, zy)
	if whys := feed.Whys(); len(whys) != 1 {
		t.Fatalf("a click on the zombie asked %+v", whys)
	}
	if got := a.WhyNot(act); got != notNow {
		t.Fatalf("before the answer: %q", got)
	}
	for range 30 {
		a.ClickTable(zx, zy)
		_ = a.WhyNot(act)
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	whys := feed.Whys()
	if len(whys) != 1 || whys[0].Seq != 3 || whys[0].Action != int32(act) {
		t.Fatalf("the app asked %+v, want one why of %d at seq 3", whys, act)
	}
	if got := a.Prompt(); !strings.Contains(got, notNow) || strings.Contains(got, reason) {
		t.Fatalf("before the server's answer the prompt says %q", got)
	}
	feed.Send(client.Event{Status: client.Online, Because: &wire.Because{Type: wire.TypeBecause, Ref: "w9", Seq: 3, Action: int32(act), Reason: "a reason never asked for"}})
	feed.Send(client.Event{Status: client.Online, Because: &wire.Because{Type: wire.TypeBecause, Ref: whys[0].Ref, Seq: 3, Action: int32(act), Reason: reason}})
	for range 3 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if got := a.Prompt(); got != reason {
		t.Errorf("after the answer the prompt says %q, want %q", got, reason)
	}
	if got := a.WhyNot(act); got != reason {
		t.Errorf("asked again: %q, want %q", got, reason)
	}
	if n := len(feed.Whys()); n != 1 {
		t.Errorf("%d whys after the answer", n)
	}

	feed.Send(client.Event{Status: client.Online, Update: update(4)})
	settle(t, a, 4)
	if got := a.WhyNot(act); got != notNow {
		t.Errorf("in a new position: %q before the answer", got)
	}
	if whys := feed.Whys(); len(whys) != 2 || whys[1].Seq != 4 {
		t.Errorf("in a new position the app asked %+v", whys)
	}
}

// A move refused at a table on a server before any question to the server
// says why in words: whose decision it is, that the table is reconnecting,
// that a watcher does not move; never only "not possible now".
func TestRemoteRefusalSaysWhoDecides(t *testing.T) {
	for _, c := range []struct {
		name   string
		seat   int
		toAct  int
		status client.Status
		want   string
	}{
		{"another's decision", 0, 1, client.Online, "Not your decision: Bob decides now"},
		{"reconnecting", 0, 0, client.Reconnecting, "The table is not connected now: your move can wait until it is back"},
		{"watching", wire.Spectator, 0, client.Online, "You are watching: only the players move"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := scenes.NewTestApp(t, 1280, 800)
			feed := scenes.NewRemoteFeed()
			rec := scenes.RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: "zombionion"}
			if c.seat < 0 {
				rec.Token = ""
			}
			if err := a.OpenRemoteFeed(rec, feed); err != nil {
				t.Fatal(err)
			}
			feed.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Game: "zombionion", Seat: c.seat, Seats: []wire.SeatInfo{{Name: "Ann"}, {Name: "Bob"}}}})
			feed.Send(client.Event{Status: client.Online, Update: &wire.Update{Seq: 2, View: []byte("{}"), ToAct: c.toAct, TurnOf: c.toAct}})
			settle(t, a, 2)
			if c.status != client.Online {
				feed.Send(client.Event{Status: c.status, Attempt: 1})
				settle(t, a, 2)
			}
			if got := a.WhyNot(3); got != c.want {
				t.Errorf("why not: %q, want %q", got, c.want)
			}
			if whys := feed.Whys(); len(whys) != 0 {
				t.Errorf("the server was asked %+v", whys)
			}
		})
	}
}
