//go:build !js

package server

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// TestMain lets the test binary be a zombietable serve process for the
// tests that kill one: ZT_SERVE_CHILD holds its flags.
func TestMain(m *testing.M) {
	if args := os.Getenv("ZT_SERVE_CHILD"); args != "" {
		os.Exit(Main(strings.Fields(args), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// child is a zombietable serve process started from the test binary.
type child struct {
	cmd  *exec.Cmd
	base string
}

// startChild starts a serve process with flags and waits for its address.
func startChild(t *testing.T, flags string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "ZT_SERVE_CHILD=-addr 127.0.0.1:0 -web "+t.TempDir()+" "+flags)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd}
	t.Cleanup(func() { c.kill() })
	lines := bufio.NewReader(out)
	line, err := lines.ReadString('\n')
	if err != nil {
		t.Fatalf("the serve process said nothing: %v", err)
	}
	if _, err := fmt.Sscanf(line, "zombietable serve: %s", &c.base); err != nil {
		t.Fatalf("the serve process said %q", line)
	}
	c.base = strings.TrimSuffix(c.base, "/")
	go func() { _, _ = io.Copy(io.Discard, lines) }()
	return c
}

// kill ends the process at once, as a crash or a power cut would.
func (c *child) kill() {
	if c.cmd.Process != nil && c.cmd.ProcessState == nil {
		_ = c.cmd.Process.Signal(syscall.SIGKILL)
		_ = c.cmd.Wait()
	}
}

// phase plays a table with one connection per person until stopAt actions
// (0: the end), adding to what each seat received. It returns the highest
// seq any connection was told of: the acknowledged actions.
func phase(t *testing.T, base string, cr wire.Created, got map[int]*received, stopAt int, seed uint64) int {
	t.Helper()
	var wg sync.WaitGroup
	var clients []*client
	for i, sl := range cr.Seats {
		if sl.Token == "" {
			continue
		}
		if got[i] == nil {
			got[i] = newReceived(i)
		}
		sn := got[i]
		last := 0
		for seq := range sn.updates {
			last = max(last, seq)
		}
		c := dial(t, base, wire.Hello{Table: cr.Code, Token: sl.Token, Seen: last})
		expect[wire.Welcome](c)
		clients = append(clients, c)
		wg.Add(1)
		go func(r game.RNG) {
			defer wg.Done()
			player(c, sn, &r, stopAt)
		}(game.NewRNG(seed + uint64(i)))
	}
	wg.Wait()
	for _, c := range clients {
		c.close()
	}
	acked := 0
	for _, sn := range got {
		for seq := range sn.updates {
			acked = max(acked, seq)
		}
	}
	return acked
}

// resumed checks the first update after a restart: the table is at least
// where the connections were told it was.
func resumed(t *testing.T, base string, cr wire.Created, acked int) {
	t.Helper()
	var info wire.TableInfo
	if code := getJSON(t, base+wire.PathTables+"/"+cr.Code, &info); code != 200 {
		t.Fatalf("the table after the restart: %d", code)
	}
	if info.Seq < acked {
		t.Fatalf("after the restart the table is at seq %d, but %d actions had been acknowledged", info.Seq, acked)
	}
	t.Logf("stopped with %d actions acknowledged, restarted at %d", acked, info.Seq)
}

// finish fetches the save and checks everything the seats received.
func finish(t *testing.T, base string, cr wire.Created, got map[int]*received) {
	t.Helper()
	var l save.Log
	if code := getJSONAs(t, base+wire.PathTables+"/"+cr.Table+"/save", cr.Seats[0].Token, &l); code != 200 {
		t.Fatalf("the save at the end: %d", code)
	}
	var all []*received
	for _, sn := range got {
		all = append(all, sn)
		for _, r := range sn.refusals {
			if r.Ref != "stale" && r.Ref != "illegal" && !strings.Contains(r.Reason, "earlier position") {
				t.Errorf("seat %d: refused %+v", sn.seat, r)
			}
		}
	}
	checkTable(l, all, nil, t.Errorf)
}

// TestRestartInProcess: the server stops mid-game (sockets, engine and NATS
// all), starts again on its store, the people reconnect and the game goes
// on to the end from the last acknowledged action, with nothing lost.
func TestRestartInProcess(t *testing.T) {
	dir := t.TempDir()
	n := startNode(t, dir, fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "zombionion", Seats: append(seatNames(2), wire.SeatRequest{Bot: "easy"})})
	got := map[int]*received{}
	acked := phase(t, n.http.URL, cr, got, 60, 1)
	n.stop()
	n = startNode(t, dir, fast)
	resumed(t, n.http.URL, cr, acked)
	phase(t, n.http.URL, cr, got, 0, 2)
	finish(t, n.http.URL, cr, got)
}

// TestRestartAfterKill: a serve process killed with SIGKILL while its
// players act, three times, started again each time on the same store:
// nothing acknowledged is lost, the bot seat plays on, and the game goes on
// to the end.
func TestRestartAfterKill(t *testing.T) {
	dir := t.TempDir()
	flags := "-data " + dir + " -bot-ms 2000 -lookups 100000" // the test looks the table up as fast as it can
	c := startChild(t, flags)
	cr := create(t, c.base, wire.CreateTable{Game: "tsunami", Seats: append(seatNames(3), wire.SeatRequest{Bot: "easy"})})
	got := map[int]*received{}
	for round, at := range []int{15, 35, 55} {
		done := make(chan int)
		go func() { done <- phase(t, c.base, cr, got, 0, uint64(round)) }()
		for deadline := time.Now().Add(60 * time.Second); ; {
			if time.Now().After(deadline) {
				t.Fatalf("the game did not reach %d actions in a minute", at)
			}
			var info wire.TableInfo
			if getJSON(t, c.base+wire.PathTables+"/"+cr.Code, &info) == 200 && (info.Seq >= at || info.Over) {
				break
			}
			time.Sleep(2 * time.Millisecond)
		}
		c.kill() // the players are acting: their sockets drop
		acked := <-done
		c = startChild(t, flags)
		resumed(t, c.base, cr, acked)
	}
	phase(t, c.base, cr, got, 0, 9)
	finish(t, c.base, cr, got)
}
