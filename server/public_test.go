//go:build !js

package server

import (
	"sync"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// TestLogTellsPublicActions: at a Zombie Tsunami table a vote (or coins or
// the zombie) is secret, so its log entry holds the action only for the
// seat that chose; a public action (a civilian taken, a card bought, done)
// is in every connection's entry, the spectator's too. The checks of checkTable catch an entry that
// says too much or too little.
func TestLogTellsPublicActions(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Seats: seatNames(3)})
	const moves = 40
	var all []*received
	var clients []*client
	var wg sync.WaitGroup
	for i, sl := range cr.Seats {
		c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: sl.Token})
		expect[wire.Welcome](c)
		sn := newReceived(i)
		all, clients = append(all, sn), append(clients, c)
		wg.Add(1)
		go func(c *client, r game.RNG) {
			defer wg.Done()
			player(c, sn, &r, moves)
		}(c, game.NewRNG(uint64(i+5)))
	}
	spec := dial(t, n.http.URL, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](spec)
	ss := newReceived(wire.Spectator)
	all = append(all, ss)
	clients = append(clients, spec)
	// An update may cover several actions: the spectator waits for one
	// at or past moves.
	for reached := false; !reached; {
		switch m := spec.next().(type) {
		case nil:
			t.Fatalf("the spectator's connection ended before seq %d", moves)
		case *wire.Update:
			ss.add(m)
			reached = m.Seq >= moves
		}
	}
	wg.Wait()
	// What came after moves is not checked.
	for _, sn := range all {
		for seq := range sn.updates {
			if seq > moves {
				delete(sn.updates, seq)
			}
		}
		for seq := range sn.log {
			if seq > moves {
				delete(sn.log, seq)
			}
		}
	}
	for _, c := range clients {
		c.close()
	}
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	l := tb.sess.Log
	l.Actions = l.Actions[:moves]
	tb.mu.Unlock()
	checkTable(l, all, nil, t.Errorf)

	info, err := game.Lookup(l.Game)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := save.NewSession(info, l.Config(), l.Seats)
	if err != nil {
		t.Fatal(err)
	}
	secret, public := 0, 0
	for i, name := range l.Actions {
		a, err := game.Find(sess.State, name)
		if err != nil {
			t.Fatal(err)
		}
		open := game.PublicAction(sess.State, a)
		for _, sn := range all {
			e := sn.log[i+1]
			switch {
			case !open && sn.seat != e.Seat:
				secret++
				if e.Action != nil || e.Name != "" {
					t.Errorf("seat %d was told seat %d's secret %q (entry %d)", sn.seat, e.Seat, name, i+1)
				}
			case !open:
				if e.Action == nil || game.Action(*e.Action) != a || e.Name != name {
					t.Errorf("seat %d was not told its own %q (entry %d)", sn.seat, name, i+1)
				}
			default:
				public++
				if e.Action == nil || game.Action(*e.Action) != a || e.Name != name {
					t.Errorf("seat %d was not told seat %d's public %q (entry %d)", sn.seat, e.Seat, name, i+1)
				}
			}
		}
		if err := sess.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if secret == 0 || public == 0 {
		t.Errorf("%d moves: %d entries of another seat's secret action, %d of a public one: the game did not test both", moves, secret, public)
	}
}
