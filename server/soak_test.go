//go:build soak

package server

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"zombietable/netplay/wire"
)

// The soak's slow-reader attack on a real zombietable serve process
// (go test -tags soak): a six-seat Zombies!!! 4 table of random bots is
// played to its end, then SOAK_SOCKETS spectator sockets (256 by default)
// from one address switch language at the allowed 20 a second for
// SOAK_SECONDS (12) and never read. The server's RSS is sampled from /proc
// all along; it must stay under 256 MB. SOAK_BIN runs another build of
// the server (the one before a change, to compare); a server past
// SOAK_KILL_MB (1,500) is stopped so that the machine survives it.
func TestSoakSlowReaders(t *testing.T) {
	sockets := envInt("SOAK_SOCKETS", 256)
	seconds := envInt("SOAK_SECONDS", 12)
	killMB := envInt("SOAK_KILL_MB", 1500)
	bin := os.Getenv("SOAK_BIN")
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "zombietable")
		build := exec.Command("go", "build", "-o", bin, ".")
		build.Dir = ".."
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	srv := exec.Command(bin, "serve", "-data", t.TempDir(), "-addr", addr, "-web", t.TempDir())
	stdout, _ := srv.StdoutPipe()
	srv.Stderr = os.Stderr
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil {
		t.Fatalf("the server said nothing: %v", err)
	} else {
		t.Logf("%s", strings.TrimSpace(line))
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	base := "http://" + addr
	seats := make([]wire.SeatRequest, 6)
	for i := range seats {
		seats[i].Bot = "random"
	}
	cr := create(t, base, wire.CreateTable{Game: "zombies4", Seats: seats})
	var info wire.TableInfo
	for start := time.Now(); !info.Over; time.Sleep(500 * time.Millisecond) {
		if time.Since(start) > 10*time.Minute {
			t.Fatalf("the bots' game did not end in 10 minutes (seq %d)", info.Seq)
		}
		getJSON(t, base+wire.PathTables+"/"+cr.Code, &info)
	}
	before := rssMB(t, srv.Process.Pid)
	t.Logf("table %s over after %d actions; the server's RSS is %d MB", cr.Code, info.Seq, before)

	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(seconds)*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	closed := 0
	var mu sync.Mutex
	for range sockets {
		ws, _, err := websocket.Dial(ctx, "ws://"+addr+wire.PathPlay, nil)
		if err != nil {
			t.Fatalf("socket: %v", err)
		}
		defer ws.CloseNow()
		wg.Add(1)
		go func() {
			defer wg.Done()
			msgs := []string{fmt.Sprintf(`{"type":"hello","table":%q,"token":"","seen":0,"lang":"en"}`, cr.Code)}
			tick := time.NewTicker(time.Second / wire.ActionsPerSecond)
			defer tick.Stop()
			for i := 0; ; i++ {
				if i > 0 {
					msgs = append(msgs[:0], fmt.Sprintf(`{"type":"lang","lang":%q}`, []string{"it", "en"}[i%2]))
				}
				wctx, wcancel := context.WithTimeout(ctx, 2*time.Second)
				err := ws.Write(wctx, websocket.MessageText, []byte(msgs[0]))
				wcancel()
				if err != nil {
					if ctx.Err() == nil {
						mu.Lock()
						closed++
						mu.Unlock()
					}
					return
				}
				select {
				case <-ctx.Done():
					return
				case <-tick.C:
				}
			}
		}()
	}
	peak := 0
	attack := time.Now()
	sample := time.NewTicker(250 * time.Millisecond)
	defer sample.Stop()
	for ctx.Err() == nil {
		<-sample.C
		rss := rssMB(t, srv.Process.Pid)
		peak = max(peak, rss)
		if rss > killMB {
			t.Errorf("the server's RSS reached %d MB %.1f s into the attack: stopped", rss, time.Since(attack).Seconds())
			_ = srv.Process.Kill()
			break
		}
	}
	cancel()
	wg.Wait()
	time.Sleep(2 * time.Second)
	after := 0
	if srv.ProcessState == nil {
		after = rssMB(t, srv.Process.Pid)
	}
	t.Logf("%d sockets for %d s: the server's RSS peaked at %d MB (%d MB before, %d MB 2 s after); %d sockets were closed by the server",
		sockets, seconds, peak, before, after, closed)
	if peak >= 256 {
		t.Errorf("the server's RSS reached %d MB under %d slow readers (at most 256 MB)", peak, sockets)
	}
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// rssMB is a process's resident set, from /proc.
func rssMB(t *testing.T, pid int) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmRSS:")); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(rest)), "kB")))
			return kb / 1024
		}
	}
	return 0
}

// TestSoakTwoProcessesOneStore: a second zombietable serve process on the
// store a first one holds stops at once, saying which folder and that
// another process holds it; the first goes on serving.
func TestSoakTwoProcessesOneStore(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "zombietable")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	data := t.TempDir()
	first := exec.Command(bin, "serve", "-data", data, "-addr", "127.0.0.1:0", "-web", t.TempDir())
	first.Env = append(os.Environ(), "LANG=en_US.UTF-8", "LC_ALL=")
	stdout, _ := first.StdoutPipe()
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = first.Process.Kill(); _ = first.Wait() }()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first: %s", strings.TrimSpace(line))
	start := time.Now()
	second := exec.Command(bin, "serve", "-data", data, "-addr", "127.0.0.1:0")
	second.Env = first.Env
	out, err := second.CombinedOutput()
	t.Logf("second, after %d ms (%v): %s", time.Since(start).Milliseconds(), err, bytes.TrimSpace(out))
	if second.ProcessState.ExitCode() != 1 || !strings.Contains(string(out), data) || !strings.Contains(string(out), fmt.Sprintf("process %d", first.Process.Pid)) {
		t.Errorf("the second process: exit %d, said %s", second.ProcessState.ExitCode(), out)
	}
	if first.ProcessState != nil {
		t.Errorf("the first process ended: %v", first.ProcessState)
	}
}
