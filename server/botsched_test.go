//go:build !js

package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// expensiveTables makes n tables of six bots that think for their whole
// budget at every move, with nobody watching.
func expensiveTables(t testing.TB, base string, n int) {
	t.Helper()
	seats := make([]wire.SeatRequest, 6)
	for i := range seats {
		seats[i] = wire.SeatRequest{Bot: "ismcts:10000"}
	}
	for range n {
		create(t, base, wire.CreateTable{Game: "zombies4", Seats: seats})
	}
}

// TestCheapBotsNotHeldBehindExpensiveOnes: while tables of expensive bots
// keep every slot busy, a table of cheap bots plays ten moves before any
// expensive decision could end (each may think for the whole budget): the
// slots are shared by turns, not held a decision at a time.
func TestCheapBotsNotHeldBehindExpensiveOnes(t *testing.T) {
	const budget = 5 * time.Second
	expN := 2*botSlots() + 2
	n := startNode(t, t.TempDir(), Config{BotBudget: budget})
	expensiveTables(t, n.http.URL, expN)
	time.Sleep(300 * time.Millisecond) // they all think now
	start := time.Now()
	cr := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Seats: []wire.SeatRequest{{Bot: "easy"}, {Bot: "easy"}, {Bot: "easy"}}})
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](c)
	c.until(10)
	took := time.Since(start)
	t.Logf("ten cheap moves beside %d expensive tables: %v", 2*botSlots()+2, took)
	if took >= budget {
		t.Errorf("ten cheap moves took %v, as long as an expensive decision (%v): they waited behind them", took, budget)
	}
}

// TestBotsWaitForSomebodyToLook: bots at a table nobody has open stop
// after BotPause, and go on when somebody looks.
func TestBotsWaitForSomebodyToLook(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{BotPause: 300 * time.Millisecond, BotBudget: 30 * time.Millisecond})
	cr := create(t, n.http.URL, wire.CreateTable{Game: "tsunami", Seats: []wire.SeatRequest{{Bot: "ismcts:10000"}, {Bot: "ismcts:10000"}, {Bot: "ismcts:10000"}}})
	seq := func() wire.TableInfo {
		var info wire.TableInfo
		if code := getJSON(t, n.http.URL+wire.PathTables+"/"+cr.Code, &info); code != 200 {
			t.Fatalf("the table: %d", code)
		}
		return info
	}
	time.Sleep(time.Second)
	first := seq()
	time.Sleep(time.Second)
	second := seq()
	if first.Seq == 0 || second.Seq != first.Seq || second.Over {
		t.Fatalf("nobody looking: seq %d, then %d a second later (over %v); want some moves, then none", first.Seq, second.Seq, second.Over)
	}
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code})
	expect[wire.Welcome](c)
	c.until(second.Seq + 3)
}

// TestBotLevelCap: with MaxBot a table may seat the levels up to it, and
// neither a higher one nor a bot spec.
func TestBotLevelCap(t *testing.T) {
	n := startNode(t, t.TempDir(), Config{MaxBot: "normal"})
	for _, tc := range []struct {
		bot  string
		want int
	}{{"easy", 201}, {"normal", 201}, {"hard", 400}, {"ismcts:10", 400}, {"random", 400}} {
		body, _ := json.Marshal(wire.CreateTable{Game: "pints", Lang: "it", Seats: []wire.SeatRequest{{Name: "Ann"}, {Bot: tc.bot}}})
		resp, err := http.Post(n.http.URL+wire.PathTables, "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.want || (tc.want == 400 && !strings.Contains(string(data), "fino al livello normal")) {
			t.Errorf("bot %q: %d %s, want %d", tc.bot, resp.StatusCode, data, tc.want)
		}
	}
}

// TestSchedulerTurns: the slot goes to the waiting decision whose table
// used the least bot time of late, the earliest come among equals, and a
// table's time fades with useHalfLife.
func TestSchedulerTurns(t *testing.T) {
	now := time.Now()
	for _, tc := range []struct {
		name   string
		used   map[string]time.Duration // charged a moment ago
		queued []string
		want   []string
	}{
		{"first come among equals", nil, []string{"a", "b", "c"}, []string{"a", "b", "c"}},
		{"least used first", map[string]time.Duration{"a": 5 * time.Second, "b": time.Second}, []string{"a", "b", "c"}, []string{"c", "b", "a"}},
	} {
		sc := newScheduler()
		for table, d := range tc.used {
			sc.charge(table, d, now)
		}
		for _, table := range tc.queued {
			sc.push(&botJob{table: table})
		}
		var got []string
		for range tc.queued {
			got = append(got, sc.next(t.Context()).table)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: served %v, want %v", tc.name, got, tc.want)
		}
	}
	sc := newScheduler()
	sc.charge("a", 8*time.Second, now)
	if got := sc.used("a", now.Add(useHalfLife)); got < 3.99 || got > 4.01 {
		t.Errorf("8 s of bot time a half-life ago counts %.2f s, want 4", got)
	}
}
