//go:build !js

package server

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// TestFullDiskRecovers: on a small tmpfs, a table played until the disk is
// full refuses moves with the plain reason, loses nothing acknowledged, and
// plays on once space is freed, without a restart; the operator reads
// "disk full" and then that there is room again.
func TestFullDiskRecovers(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LC_ALL", "")
	// A small tmpfs, filled by a file and the tables; where none can be
	// mounted, the store is made to fail as a full one does — its log
	// says so and its JetStream stops, which is what nats-server does on
	// "no space left on device" — and the room left is what the test says.
	mnt := t.TempDir()
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=900k", "tmpfs", mnt).CombinedOutput()
	tmpfs := err == nil
	var fill, free func()
	var n *node
	var logs syncBuffer
	cfg := Config{ActionsPerSecond: 1_000_000, ActionBurst: 1_000_000, TablesPerHour: 1000, LookupBurst: 1000, LookupsPerSecond: 1000, // its reconnects are no guesses
		Log: log.New(io.MultiWriter(&logs, testWriter{t}), "", 0)}
	if tmpfs {
		t.Cleanup(func() { _ = exec.Command("umount", "-l", mnt).Run() })
		n = startNode(t, filepath.Join(mnt, "js"), cfg)
		filler := filepath.Join(mnt, "filler")
		fill = func() {}
		free = func() {
			if err := os.Remove(filler); err != nil {
				t.Fatal(err)
			}
		}
		// The filler takes most of the space left.
		if err := os.WriteFile(filler, bytes.Repeat([]byte{0}, 300<<10), 0o600); err != nil {
			t.Fatal(err)
		}
	} else {
		t.Logf("no tmpfs can be mounted here (%v: %s): the store fails as a full one", err, bytes.TrimSpace(out))
		var room atomic.Uint64
		roomIn = func(string) uint64 { return room.Load() }
		t.Cleanup(func() { roomIn = freeSpace })
		n = startNode(t, filepath.Join(mnt, "js"), cfg)
		fill = func() {
			n.ns.Errorf("write %s: no space left on device", filepath.Join(mnt, "js", "1.blk"))
			_ = n.ns.ShutdownJetStream()
		}
		free = func() { room.Store(1 << 30) }
	}
	// Tables of one person, played to their ends, until a move is refused.
	var cr wire.Created
	var c *client
	var u *wire.Update
	acked, refusal := 0, ""
	for tables := 0; refusal == "" && tables < 200; tables++ {
		next, refused := createOrRefused(t, n.http.URL)
		if refused != "" {
			refusal = refused // the disk filled with the last table
			break
		}
		cr = next
		c = dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[0].Token})
		expect[wire.Welcome](c)
		u = expect[wire.Update](c)
		for !u.Over && refusal == "" {
			if u.Seq == 10 {
				fill()
			}
			c.send(wire.Act{Type: wire.TypeAct, Seq: u.Seq, Action: u.Legal[0].Name, Ref: "a"})
			switch m := c.next().(type) {
			case *wire.Update:
				u = m
			case *wire.Refused:
				refusal = m.Reason
			}
		}
		acked = u.Seq
		if refusal == "" {
			c.close()
		}
	}
	t.Logf("the disk filled at action %d of table %s: %q", acked, cr.Code, refusal)
	if !strings.Contains(refusal, "disk is full") {
		t.Fatalf("a move on a full disk refused with %q", refusal)
	}
	waitFor(t, &logs, "Disk full: the store")
	free()
	waitFor(t, &logs, "has room again")
	// The move refused is played now, and nothing acknowledged was lost.
	deadline := time.Now().Add(20 * time.Second)
	played := 0
	for !u.Over {
		c.send(wire.Act{Type: wire.TypeAct, Seq: u.Seq, Action: u.Legal[0].Name, Ref: "b"})
		m := c.next()
		if u2, ok := m.(*wire.Update); ok && u2.Seq == acked+1 {
			played = 1
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after space was freed the move is still refused: %#v", m)
		}
		time.Sleep(200 * time.Millisecond)
	}
	create(t, n.http.URL, wire.CreateTable{Game: "offthedead", Seats: seatNames(1)})
	info := map[string]any{}
	getJSON(t, n.http.URL+wire.PathTables+"/"+cr.Code, &info)
	if seq, _ := info["seq"].(float64); int(seq) != acked+played {
		t.Fatalf("after the disk was full the table is at %v, %d were acknowledged and %d more played", info["seq"], acked, played)
	}
}

// createOrRefused makes a one-seat table, or returns why it was refused
// with 503.
func createOrRefused(t *testing.T, base string) (wire.Created, string) {
	t.Helper()
	resp, err := http.Post(base+wire.PathTables, "application/json", strings.NewReader(`{"game":"offthedead","seats":[{"name":"P1"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cr wire.Created
	var e wire.APIError
	data, _ := io.ReadAll(resp.Body)
	switch resp.StatusCode {
	case http.StatusCreated:
		if err := json.Unmarshal(data, &cr); err != nil {
			t.Fatal(err)
		}
		return cr, ""
	case http.StatusServiceUnavailable:
		if err := json.Unmarshal(data, &e); err != nil {
			t.Fatal(err)
		}
		return cr, e.Error
	}
	t.Fatalf("create: %d %s", resp.StatusCode, data)
	return cr, ""
}

// waitFor waits up to 20 s for the log to say what.
func waitFor(t *testing.T, logs *syncBuffer, what string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(logs.String(), what) {
		if time.Now().After(deadline) {
			t.Fatalf("the log never said %q:\n%s", what, logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
