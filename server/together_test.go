//go:build !js

package server

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// A whole Zombie Tsunami table of six people: every vote and every Coin /
// Zombie choice opens to all six in one update, each with its choices;
// they choose in a random order, and until the last has chosen nobody
// hears a word, nor sees a vote in any view; then one update tells all,
// and the log holds the choices in the seats' order whatever order they
// came in. Every other decision goes to its seat alone. No view of any
// update tells of a choice of the decision under way before the reveal.
func TestSimultaneousChoicesOfSixPeople(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{BotBudget: 100 * time.Millisecond})
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}
	req := wire.CreateTable{Game: "tsunami", Lang: "en"}
	for _, name := range names {
		req.Seats = append(req.Seats, wire.SeatRequest{Name: name})
	}
	c := create(t, n.http.URL, req)
	clients := make([]*client, len(names))
	last := make([]*wire.Update, len(names))
	for i, s := range c.Seats {
		clients[i] = dial(t, n.http.URL, wire.Hello{Table: c.Code, Token: s.Token, Lang: "en"})
		expect[wire.Welcome](clients[i])
		last[i] = clients[i].until(0)
	}
	rng := rand.New(rand.NewPCG(7, 38))
	everyone := []int{0, 1, 2, 3, 4, 5}
	groups := 0
	for step := 0; step < 3000 && !last[0].Over; step++ {
		seq := last[0].Seq
		for i, u := range last {
			if u.Seq != seq {
				t.Fatalf("seat %d is at seq %d, seat 0 at %d", i, u.Seq, seq)
			}
			checkSecrets(t, i, u, len(last[0].Together) > 0)
		}
		if len(last[0].Together) == 0 {
			s := last[0].ToAct
			for i, u := range last {
				if len(u.Together) != 0 || (i == s) != (len(u.Legal) > 0) {
					t.Fatalf("seq %d: seat %d (to act: %d) sees together %v and %d legal actions", seq, i, s, u.Together, len(u.Legal))
				}
			}
			l := last[s].Legal
			clients[s].send(wire.Act{Type: wire.TypeAct, Seq: seq, Action: l[rng.IntN(len(l))].Name})
			for i := range clients {
				last[i] = clients[i].until(seq + 1)
			}
			continue
		}
		groups++
		for i, u := range last {
			if !slices.Equal(u.Together, everyone) || len(u.Legal) == 0 {
				t.Fatalf("seq %d: seat %d sees together %v and legal %v", seq, i, u.Together, u.Legal)
			}
		}
		order := rng.Perm(len(names))
		for k, s := range order {
			l := last[s].Legal
			clients[s].send(wire.Act{Type: wire.TypeAct, Seq: seq, Action: l[rng.IntN(len(l))].Name})
			if k == len(order)-1 {
				break
			}
			// Nobody hears that a seat has chosen.
			time.Sleep(20 * time.Millisecond)
			for i, cl := range clients {
				for quiet := false; !quiet; {
					select {
					case m := <-cl.msgs:
						// Who is connected may be told; nothing else.
						if _, ok := m.(*wire.Seats); !ok {
							t.Fatalf("seq %d: seat %d chose and seat %d heard %#v", seq, s, i, m)
						}
					default:
						quiet = true
					}
				}
			}
		}
		for i := range clients {
			last[i] = clients[i].until(seq + len(names))
		}
		for i, u := range last {
			if u.Seq != seq+len(names) {
				t.Fatalf("seq %d: after the choices seat %d is at seq %d", seq, i, u.Seq)
			}
			var seats []int
			for _, e := range u.Log {
				if e.Seq > seq && e.Seq <= seq+len(names) {
					seats = append(seats, e.Seat)
				}
			}
			if !slices.Equal(seats, everyone) {
				t.Fatalf("seq %d: chosen in the order %v, the log holds seats %v", seq, order, seats)
			}
		}
	}
	if !last[0].Over {
		t.Fatalf("the game did not end (seq %d)", last[0].Seq)
	}
	if groups < 3 {
		t.Fatalf("only %d simultaneous decisions in a whole game", groups)
	}
	t.Logf("%d simultaneous decisions, %d actions", groups, last[0].Seq)
}

// checkSecrets fails when seat's view tells of a choice of the decision
// under way before all are revealed: at Coin / Zombie never that a seat
// has chosen ("chosen"), and when a decision opens to everyone, no choice
// of it at all (no pick, and in a vote no vote, not even "voted").
func checkSecrets(t *testing.T, seat int, u *wire.Update, open bool) {
	t.Helper()
	var v struct {
		Votes []string `json:"votes"`
		Picks []string `json:"coin_zombie"`
	}
	if err := json.Unmarshal(u.View, &v); err != nil {
		t.Fatal(err)
	}
	vote := len(u.Legal) > 0 && strings.HasPrefix(u.Legal[0].Name, "vote ")
	for j := range v.Picks {
		if v.Picks[j] == "chosen" || open && v.Picks[j] != "" {
			t.Fatalf("seq %d: seat %d sees seat %d's pick %q", u.Seq, seat, j, v.Picks[j])
		}
	}
	for j := range v.Votes {
		if open && vote && v.Votes[j] != "" {
			t.Fatalf("seq %d: seat %d sees seat %d's vote %q as the vote opens", u.Seq, seat, j, v.Votes[j])
		}
	}
}

// Bot seats choose as a decision made at once opens: a person at a table
// of bots chooses with them and sees all the choices revealed in one
// update, to the end of the game.
func TestBotsChooseAtOnce(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{BotBudget: 50 * time.Millisecond})
	c := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Lang: "en", Seats: []wire.SeatRequest{
		{Name: "Rick", Bot: "easy"}, {Name: "Ann"}, {Name: "Rob", Bot: "easy"}}})
	ann := dial(t, n.http.URL, wire.Hello{Table: c.Code, Token: c.Seats[1].Token, Lang: "en"})
	expect[wire.Welcome](ann)
	rng := rand.New(rand.NewPCG(3, 8))
	groups := 0
	u := ann.until(0)
	for step := 0; step < 3000 && !u.Over; step++ {
		if len(u.Legal) == 0 {
			u = ann.until(u.Seq + 1)
			continue
		}
		seq, open := u.Seq, len(u.Together) > 0
		ann.send(wire.Act{Type: wire.TypeAct, Seq: seq, Action: u.Legal[rng.IntN(len(u.Legal))].Name})
		u = ann.until(seq + 1)
		if open {
			groups++
			// Never a position between the first choice and the last
			// (a later one may come at once: a bot's move after them).
			if u.Seq < seq+3 {
				t.Fatalf("seq %d: the choices made at once came out one by one (seq %d next)", seq, u.Seq)
			}
		}
	}
	if !u.Over || groups == 0 {
		t.Fatalf("over %v after %d decisions made at once", u.Over, groups)
	}
}
