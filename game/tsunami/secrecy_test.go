package tsunami

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"zombietable/game"
)

// randomStates plays random games and calls visit at every decision.
func randomStates(t *testing.T, games int, visit func(g *State)) {
	t.Helper()
	for k := 0; k < games; k++ {
		n := MinPlayers + k%(MaxPlayers-MinPlayers+1)
		g, err := New(game.Config{Players: n, Seed: uint64(k), Options: map[string]string{"zombird": fmt.Sprint(k%2 == 1)}})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(uint64(k) + 99)
		var buf []game.Action
		for !g.Over() {
			visit(g)
			buf = g.Legal(buf)
			if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		visit(g)
	}
}

func viewJSON(g *State, s int) []byte {
	b, _ := json.Marshal(g.View(game.Seat(s)))
	return b
}

// TestVoteSecrecy: "ogni giocatore dovrà scegliere segretamente 1 gettone
// ... Quando tutti i giocatori saranno pronti dovranno aprire
// contemporaneamente la mano destra". Before the reveal no view but the
// voter's own changes with the colour voted, and the log says only that a
// seat voted.
func TestVoteSecrecy(t *testing.T) {
	checked := 0
	randomStates(t, 60, func(g *State) {
		if g.Open {
			return
		}
		for i := 0; i < int(g.N); i++ {
			v := g.P[i].Vote
			if v < 0 {
				continue
			}
			h := *g
			h.P[i].Vote = (v + 1) % nColours
			for s := 0; s < int(g.N); s++ {
				if s == i {
					continue
				}
				if !bytes.Equal(viewJSON(g, s), viewJSON(&h, s)) {
					t.Fatalf("seat %d's view shows seat %d's vote before the reveal: %s", s+1, i+1, viewJSON(g, s))
				}
			}
			if bytes.Equal(viewJSON(g, i), viewJSON(&h, i)) {
				t.Fatalf("seat %d's own view does not show its vote", i+1)
			}
			checked++
		}
		if g.SP > 0 && g.top().K == fVote {
			red := g.Describe(act(vVote, Red), "Bea", "en")
			if red != g.Describe(act(vVote, Blue), "Bea", "en") || red != g.Describe(act(vVote, Green), "Bea", "en") {
				t.Fatalf("the log tells the colour of a vote: %q", red)
			}
		}
	})
	if checked == 0 {
		t.Fatal("no hidden vote was met")
	}
}

// TestDecisionsLeakNoCard: whose decision it is and the decisions offered
// depend on no hidden card. The face-down bonus cards (and the one left
// over) are dealt again among their places and the zombird hands changed; the
// seat to act, the legal actions and their names stay the same.
func TestDecisionsLeakNoCard(t *testing.T) {
	states := 0
	randomStates(t, 120, func(g *State) {
		if g.Over() {
			return
		}
		want := g.Legal(nil)
		for k := 0; k < 4; k++ {
			h := *g
			h.RNG = game.NewRNG(uint64(states*7 + k))
			var cards []uint8
			var seats []int
			for i := 0; i < int(h.N); i++ {
				if p := &h.P[i]; p.Bonus != noCard && !p.BonusUp {
					cards, seats = append(cards, p.Bonus), append(seats, i)
				}
			}
			if h.Left != noCard {
				cards = append(cards, h.Left)
			}
			h.shuffle(cards)
			for j, i := range seats {
				h.P[i].Bonus = cards[j]
			}
			for i := 0; i < int(h.N); i++ {
				for c := 0; c < int(h.P[i].HandN); c++ {
					h.P[i].Hand[c] = uint8(h.RNG.IntN(nZombird))
				}
			}
			if h.ToAct() != g.ToAct() {
				t.Fatalf("changing hidden cards changed the seat to act from %d to %d", g.ToAct(), h.ToAct())
			}
			got := h.Legal(nil)
			if len(got) != len(want) {
				t.Fatalf("changing hidden cards changed the legal actions: %v against %v", names(&h), names(g))
			}
			for j := range got {
				if got[j] != want[j] || h.ActionString(got[j]) != g.ActionString(want[j]) {
					t.Fatalf("changing hidden cards changed the legal actions: %v against %v", names(&h), names(g))
				}
			}
		}
		states++
	})
	if states < 1000 {
		t.Fatalf("only %d states checked", states)
	}
}

// TestViewsHideCards: a seat's view names its own bonus card and zombird
// cards, and the others' only when face up or shown.
func TestViewsHideCards(t *testing.T) {
	randomStates(t, 30, func(g *State) {
		for s := 0; s < int(g.N); s++ {
			var v View
			if err := json.Unmarshal(viewJSON(g, s), &v); err != nil {
				t.Fatal(err)
			}
			for i, b := range v.Bonus {
				q := &g.P[i]
				if q.Bonus == noCard {
					continue
				}
				known := i == s || q.BonusUp || q.BonusKnown&(1<<s) != 0
				if known != (b == cat.Bonus[q.Bonus].Name) {
					t.Fatalf("seat %d sees seat %d's bonus card as %q (its own or face up: %v)", s+1, i+1, b, known)
				}
			}
		}
	})
}
