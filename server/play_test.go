//go:build !js

package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// received is what one connection received at a table: its seat and each
// update by seq, the log entries, and its refusals.
type received struct {
	seat     int
	lang     string
	updates  map[int]*wire.Update
	log      map[int]wire.LogEntry
	refusals []*wire.Refused
	errors   []*wire.Error
	// arrived is when each update came, in order.
	arrived []time.Time
}

func newReceived(seat int) *received {
	return &received{seat: seat, updates: map[int]*wire.Update{}, log: map[int]wire.LogEntry{}}
}

func (s *received) add(u *wire.Update) {
	s.updates[u.Seq] = u
	s.arrived = append(s.arrived, time.Now())
	for _, e := range u.Log {
		s.log[e.Seq] = e
	}
}

// player plays a connection's seat to the end of the game with random legal
// actions drawn from rng, sending now and then a stale or an illegal action
// first, which must be refused. It stops at the game's end, or when stopAt
// actions are played (0: never).
func player(c *client, sn *received, rng *game.RNG, stopAt int) {
	var last wire.Act
	for {
		switch m := c.next().(type) {
		case nil:
			return
		case *wire.Refused:
			sn.refusals = append(sn.refusals, m)
			if m.Ref == last.Ref && strings.Contains(m.Reason, i18n.ByCode(sn.lang).T("server.refuse.trouble")) {
				// The store is electing a leader, say: try again.
				time.Sleep(100 * time.Millisecond)
				c.send(last)
			}
		case *wire.Error:
			sn.errors = append(sn.errors, m)
		case *wire.Update:
			sn.add(m)
			if m.Over || (stopAt > 0 && m.Seq >= stopAt) {
				return
			}
			if len(m.Legal) == 0 {
				continue
			}
			switch rng.IntN(20) {
			case 0:
				c.send(wire.Act{Type: wire.TypeAct, Seq: m.Seq + 1, Action: m.Legal[0].Name, Ref: "stale"})
			case 1:
				c.send(wire.Act{Type: wire.TypeAct, Seq: m.Seq, Action: "no such move", Ref: "illegal"})
			}
			a := m.Legal[rng.IntN(len(m.Legal))]
			last = wire.Act{Type: wire.TypeAct, Seq: m.Seq, Action: a.Name, Ref: strconv.Itoa(m.Seq)}
			c.send(last)
		}
	}
}

// watcher follows a spectator's connection to the end of the game.
func watcher(c *client, sn *received) {
	for {
		switch m := c.next().(type) {
		case nil:
			return
		case *wire.Update:
			sn.add(m)
			if m.Over {
				return
			}
		}
	}
}

// checkTable replays the table's save and checks every update each
// connection received against the engine: its view is exactly
// View(seat) (View(Nobody) for a spectator) at that seq, its legal actions
// are there only for the seat to act and are the engine's, its log is the
// save's actions in order by their actors, each entry holding its action
// (id and name) for the seat that played it and, when the engine says it is
// public, for everyone, and for no one else; and no frame holds the seed.
// Problems go to report.
func checkTable(l save.Log, all []*received, frames [][][]byte, report func(format string, args ...any)) game.State {
	info, err := game.Lookup(l.Game)
	if err != nil {
		report("%v", err)
		return nil
	}
	sess, err := save.NewSession(info, l.Config(), l.Seats)
	if err != nil {
		report("%v", err)
		return nil
	}
	actors := []int{}
	var acts []game.Action
	var names []string
	var public []bool
	for n := 0; ; n++ {
		st := sess.State
		for _, sn := range all {
			u := sn.updates[n]
			if u == nil {
				continue
			}
			want, _ := json.Marshal(viewOfEngine(st, sn.seat))
			if !bytes.Equal(want, u.View) {
				report("seq %d, seat %d: the view sent is not the engine's view of the seat:\n got %.300s\nwant %.300s", n, sn.seat, u.View, want)
			}
			if u.ToAct != int(st.ToAct()) || u.Over != st.Over() {
				report("seq %d, seat %d: to_act %d over %v, the engine says %d %v", n, sn.seat, u.ToAct, u.Over, st.ToAct(), st.Over())
			}
			var names []string
			if sn.seat >= 0 {
				// The seat's own decision, or its part of one made at once.
				for _, a := range legalFor(st, sn.seat) {
					names = append(names, st.ActionString(a))
				}
			}
			var got []string
			for _, a := range u.Legal {
				got = append(got, a.Name)
			}
			if strings.Join(got, "\n") != strings.Join(names, "\n") {
				report("seq %d, seat %d: legal %q, want %q", n, sn.seat, got, names)
			}
		}
		if n == len(l.Actions) {
			break
		}
		actors = append(actors, int(st.ToAct()))
		a, err := game.Find(st, l.Actions[n])
		if err != nil {
			report("the save does not replay: action %d: %v", n+1, err)
			return nil
		}
		acts, names, public = append(acts, a), append(names, l.Actions[n]), append(public, game.PublicAction(st, a))
		if err := sess.ApplyName(l.Actions[n]); err != nil {
			report("the save does not replay: action %d: %v", n+1, err)
			return nil
		}
	}
	for _, sn := range all {
		for i := 1; i <= len(l.Actions); i++ {
			e, ok := sn.log[i]
			switch {
			case !ok:
				report("seat %d: no log entry %d", sn.seat, i)
			case e.Seat != actors[i-1] || len(e.Lines) == 0:
				report("seat %d: log entry %d by seat %d with %d lines, the save says seat %d", sn.seat, i, e.Seat, len(e.Lines), actors[i-1])
			case (public[i-1] || sn.seat == e.Seat) && (e.Action == nil || game.Action(*e.Action) != acts[i-1] || e.Name != names[i-1]):
				report("seat %d: log entry %d by seat %d (public %v) holds action %v %q, not its own %d %q", sn.seat, i, e.Seat, public[i-1], e.Action, e.Name, acts[i-1], names[i-1])
			case !public[i-1] && sn.seat != e.Seat && (e.Action != nil || e.Name != ""):
				report("seat %d: log entry %d holds seat %d's secret action %v %q", sn.seat, i, e.Seat, e.Action, e.Name)
			}
		}
	}
	secrets := []string{strconv.FormatUint(uint64(l.Seed), 10), fmt.Sprintf("%x", l.Seed), fmt.Sprintf("%X", l.Seed)}
	for _, fs := range frames {
		for _, f := range fs {
			for _, s := range secrets {
				if bytes.Contains(f, []byte(s)) {
					report("a frame holds the seed %s: %.200s", s, f)
				}
			}
		}
	}
	return sess.State
}

// viewOfEngine is the view a seat must receive, straight from the engine.
func viewOfEngine(st game.State, seat int) any {
	if seat < 0 {
		return st.View(game.Nobody)
	}
	return st.View(game.Seat(seat))
}

// fast lets the test players act as fast as they can: the limits on
// messages are tested on their own.
var fast = Config{ActionsPerSecond: 1_000_000, ActionBurst: 1_000_000}

// tableCase is a table the play tests seat.
type tableCase struct {
	game  string
	seats []wire.SeatRequest
	opts  map[string]string
}

var tableCases = []tableCase{
	{game: "pints", seats: seatNames(3)},
	{game: "zombionion", seats: append(seatNames(2), wire.SeatRequest{Bot: "easy"})},
	{game: "offthedead", seats: seatNames(2)},
	// the team chosen at the table, a bot choosing too
	{game: "offthedead", seats: append(seatNames(2), wire.SeatRequest{Bot: "easy"}), opts: map[string]string{"survivors": "chosen", "advanced": "true"}},
	{game: "tsunami", seats: append(seatNames(3), wire.SeatRequest{Bot: "easy"}), opts: map[string]string{"zombird": "true"}},
	{game: "zombies4", seats: seatNames(3)},
}

// playTable seats people (and bots) at a new table of tc, with a spectator,
// plays it to the end through the server and checks it. It returns what
// the connections saw.
func playTable(t *testing.T, n *node, tc tableCase, seed uint64) {
	base := n.http.URL
	cr := create(t, base, wire.CreateTable{Game: tc.game, Seats: tc.seats, Options: tc.opts, Lang: "en"})
	if code := getJSON(t, base+wire.PathTables+"/"+cr.Code+"/save", nil); code != 403 {
		t.Errorf("the save of a game under way: %d, want 403", code)
	}
	var (
		all     []*received
		clients []*client
		wg      sync.WaitGroup
	)
	for i, sl := range cr.Seats {
		if sl.Token == "" {
			continue
		}
		lang := "en"
		if i%2 == 1 {
			lang = "it"
		}
		c := dial(t, base, wire.Hello{Table: cr.Code, Token: sl.Token, Lang: lang})
		w := expect[wire.Welcome](c)
		if w.Seat != i || w.Game != tc.game || w.Table != cr.Table {
			t.Fatalf("welcome %+v for seat %d", w, i)
		}
		sn := newReceived(i)
		all, clients = append(all, sn), append(clients, c)
		wg.Add(1)
		go func(c *client, sn *received, r game.RNG) {
			defer wg.Done()
			player(c, sn, &r, 0)
		}(c, sn, game.NewRNG(seed+uint64(i)))
	}
	spec := dial(t, base, wire.Hello{Table: strings.ToLower(cr.Code)})
	if w := expect[wire.Welcome](spec); w.Seat != wire.Spectator {
		t.Fatalf("a spectator is welcomed at seat %d", w.Seat)
	}
	ss := newReceived(wire.Spectator)
	all, clients = append(all, ss), append(clients, spec)
	wg.Add(1)
	go func() { defer wg.Done(); watcher(spec, ss) }()
	wg.Wait()
	for _, c := range clients {
		c.close()
	}

	// The save of a game over goes to its seats, and to nobody else.
	if code := getJSON(t, base+wire.PathTables+"/"+cr.Table+"/save", nil); code != 403 {
		t.Errorf("the save of a game over, asked without a seat's token: %d, want 403", code)
	}
	var l save.Log
	resp := getJSONAs(t, base+wire.PathTables+"/"+cr.Table+"/save", cr.Seats[0].Token, &l)
	if resp != 200 {
		t.Fatalf("the save of a game over: %d", resp)
	}
	var frames [][][]byte
	for _, c := range clients {
		frames = append(frames, c.frames())
	}
	final := checkTable(l, all, frames, t.Errorf)
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	server := game.Hash(tb.sess.State)
	tb.mu.Unlock()
	if final != nil && game.Hash(final) != server {
		t.Errorf("the stored log replays to %016x, the server's game is %016x", game.Hash(final), server)
	}
	stale, illegal := 0, 0
	for _, sn := range all {
		for _, r := range sn.refusals {
			switch r.Ref {
			case "stale":
				stale++
				// Sent with the seq after the table's: a position not reached.
				if !strings.Contains(r.Reason, "has not reached") && !strings.Contains(r.Reason, "non ha raggiunto") {
					t.Errorf("a stale act refused with %q", r.Reason)
				}
			case "illegal":
				illegal++
			default:
				t.Errorf("a legal act was refused: %+v", r)
			}
		}
		if len(sn.errors) > 0 {
			t.Errorf("seat %d got errors: %+v", sn.seat, sn.errors[0])
		}
	}
	t.Logf("%s: %d actions, %d stale and %d illegal acts refused", tc.game, len(l.Actions), stale, illegal)
}

// TestPlayEveryGame: people at their own screens and a spectator play a
// random whole game of each of the five games through the server; every
// view, legal list and log line is the engine's for that seat, the seed is
// never sent, the stored log replays to the server's game, and stale and
// illegal acts are refused while the game goes on.
func TestPlayEveryGame(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	for i, tc := range tableCases {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			playTable(t, n, tc, uint64(100*i+1))
		})
	}
}

// TestLeakIsCaught: a server that sent a seat another seat's view is
// caught by the checks the play tests make.
func TestLeakIsCaught(t *testing.T) {
	defer func(v func(game.State, int) any) { viewOf = v }(viewOf)
	viewOf = func(st game.State, seat int) any {
		if seat < 0 {
			return st.View(game.Nobody)
		}
		return st.View(game.Seat((seat + 1) % st.Players()))
	}
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	var all []*received
	var wg sync.WaitGroup
	for i, sl := range cr.Seats {
		c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: sl.Token})
		expect[wire.Welcome](c)
		sn := newReceived(i)
		all = append(all, sn)
		wg.Add(1)
		go func(c *client, r game.RNG) {
			defer wg.Done()
			player(c, sn, &r, 12)
			c.close()
		}(c, game.NewRNG(uint64(i)))
	}
	wg.Wait()
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	l := tb.sess.Log
	tb.mu.Unlock()
	leaks := 0
	checkTable(l, all, nil, func(format string, args ...any) {
		if strings.Contains(format, "not the engine's view") {
			leaks++
		}
	})
	if leaks == 0 {
		t.Error("each seat was sent its neighbour's view, and the checks did not see it")
	}
}
