package scenes

import (
	"math/rand/v2"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
)

// moveTable is a table that records the moves it is told of and, when a
// line of the log is hovered, what Played gives for it.
type moveTable struct {
	Table
	moves  []Move
	hovers []playedSeen
}

type playedSeen struct {
	i      int
	before any
	action game.Action
	ok     bool
}

func (m *moveTable) Applied(tc *TableContext, mv Move) {
	m.moves = append(m.moves, mv)
	m.Table.Applied(tc, mv)
}

func (m *moveTable) LogHovered(tc *TableContext, i int) {
	if i < 0 {
		return
	}
	before, a, ok := tc.Played(i)
	m.hovers = append(m.hovers, playedSeen{i: i, before: before, action: a, ok: ok})
}

// serverMove is a move the test's server made: the seat, the action and
// its name, and whether the engine says it is public.
type serverMove struct {
	seat   game.Seat
	action game.Action
	name   string
	public bool
	before string // seat 0's view before it, as JSON
}

// At a remote Zombie Tsunami table (seat 0), fed as a server feeds it, the
// table's Applied gets the action (and its name) of another seat's public
// move and -1 for its secret vote, and its own; and hovering a line of the log gives the
// table the seat's view from just before that move, with the action where
// the seat may know it.
func TestRemoteTableKnowsPublicMovesAndHoversTheLog(t *testing.T) {
	info, err := game.Lookup("tsunami")
	if err != nil {
		t.Fatal(err)
	}
	st, err := info.NewGame(game.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	a := NewTestApp(t, 1280, 800)
	f := NewRemoteFeed()
	rec := RemoteTable{Server: "http://127.0.0.1:1", Code: "K7M2QX", Token: strings.Repeat("0f", 16), Game: info.ID}
	if err := a.OpenRemoteFeed(rec, f); err != nil {
		t.Fatal(err)
	}
	p := a.playOf()
	mt := &moveTable{Table: p.table}
	p.table = mt
	seats := []wire.SeatInfo{{Name: "Ann", Connected: true}, {Name: "Bob", Connected: true}, {Name: "Cid", Connected: true}}
	f.Send(client.Event{Status: client.Online, Welcome: &wire.Welcome{Type: wire.TypeWelcome, Code: "K7M2QX", Game: info.ID, Seat: 0, Seats: seats}})
	var log []wire.LogEntry
	var made []serverMove
	send := func() {
		u := &wire.Update{Type: wire.TypeUpdate, Seq: len(log), View: []byte(jsonOf(t, st.View(0))), ToAct: int(st.ToAct()),
			TurnOf: int(st.ToAct()), LogFrom: max(len(log)-1, 0), Over: st.Over()}
		u.Log = log[u.LogFrom:]
		f.Send(client.Event{Status: client.Online, Update: u})
		for i := 0; i < 5000; i++ {
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			if r := p.remote; r.seq == len(log) && len(r.queue) == 0 && !a.anim.Busy() {
				return
			}
		}
		t.Fatalf("the app did not take seq %d", len(log))
	}
	send()
	rng := rand.New(rand.NewPCG(3, 3))
	const moves = 60
	for len(made) < moves && !st.Over() {
		legal := st.Legal(nil)
		act := legal[rng.IntN(len(legal))]
		m := serverMove{seat: st.ToAct(), action: act, name: st.ActionString(act), public: game.PublicAction(st, act), before: jsonOf(t, st.View(0))}
		le := wire.LogEntry{Seq: len(log) + 1, Seat: int(m.seat), TurnOf: int(m.seat), Turn: -1, Lines: []string{game.DescribeAction(st, act, []string{"Ann", "Bob", "Cid"}, "en")}}
		if m.public || m.seat == 0 {
			id := int32(act)
			le.Action, le.Name = &id, st.ActionString(act)
		}
		if err := st.Apply(act); err != nil {
			t.Fatal(err)
		}
		log, made = append(log, le), append(made, m)
		send()
	}
	if len(mt.moves) != len(made) {
		t.Fatalf("%d moves made, the table was told of %d", len(made), len(mt.moves))
	}
	secret, public := 0, 0
	for i, m := range made {
		got := mt.moves[i]
		want, name := m.action, m.name
		switch {
		case m.seat != 0 && !m.public:
			want, name = -1, ""
			secret++
		case m.seat != 0:
			public++
		}
		if got.Seat != m.seat || got.Action != want || got.Name != name {
			t.Errorf("move %d by seat %d (public %v): the table was told seat %d, action %d %q, want %d %q", i+1, m.seat, m.public, got.Seat, got.Action, got.Name, want, name)
		}
		if jsonOf(t, got.Before) != m.before {
			t.Errorf("move %d: the view before is not the seat's", i+1)
		}
	}
	if secret == 0 || public == 0 {
		t.Fatalf("%d secret and %d public moves of other seats: the game did not test both", secret, public)
	}

	// Hover every line of the log, from the newest, as the panel shows it.
	p.wrapLog()
	in := &a.in
	in.X = p.side.X + p.side.W/2
	lh := LineHeight(fontsBody(14 * a.u))
	for y := p.sideTop() + lh/2; y < p.side.Y+p.side.H; y += lh {
		in.Y = y
		p.hoverLog(in)
	}
	if len(mt.hovers) < 3 {
		t.Fatalf("%d lines of the log hovered", len(mt.hovers))
	}
	for _, h := range mt.hovers {
		m := made[h.i]
		want := m.action
		if m.seat != 0 && !m.public {
			want = -1
		}
		switch {
		case !h.ok:
			t.Errorf("entry %d: Played gave nothing at a remote table", h.i)
		case jsonOf(t, h.before) != m.before:
			t.Errorf("entry %d: Played gave a view that is not the seat's before the move", h.i)
		case h.action != want:
			t.Errorf("entry %d by seat %d (public %v): Played gave action %d, want %d", h.i, m.seat, m.public, h.action, want)
		}
	}
	if _, _, ok := p.tc.Played(len(made)); ok {
		t.Error("Played gave a move not made yet")
	}
}
