//go:build !js

package server

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// freePorts returns n loopback ports free a moment ago.
func freePorts(t *testing.T, n int) []int {
	var out []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l.Addr().(*net.TCPAddr).Port)
		defer l.Close()
	}
	return out
}

// cluster is three NATS nodes with JetStream, routed to one another.
type cluster struct {
	nodes []*natsserver.Server
	urls  []string
}

func startCluster(t *testing.T) *cluster {
	ports := freePorts(t, 6)
	var routes []string
	for i := range 3 {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", ports[3+i]))
	}
	c := &cluster{}
	for i := range 3 {
		opts := &natsserver.Options{
			ServerName: fmt.Sprintf("n%d", i+1), Host: "127.0.0.1", Port: ports[i],
			JetStream: true, StoreDir: t.TempDir(), NoSigs: true, NoLog: true,
			Cluster: natsserver.ClusterOpts{Name: "zt", Host: "127.0.0.1", Port: ports[3+i]},
			Routes:  natsserver.RoutesFromStr(strings.Join(routes, ",")),
		}
		ns, err := natsserver.NewServer(opts)
		if err != nil {
			t.Fatal(err)
		}
		go ns.Start()
		c.nodes = append(c.nodes, ns)
		c.urls = append(c.urls, fmt.Sprintf("nats://127.0.0.1:%d", ports[i]))
	}
	t.Cleanup(func() {
		for _, ns := range c.nodes {
			ns.Shutdown()
		}
	})
	for _, ns := range c.nodes {
		if !ns.ReadyForConnections(20 * time.Second) {
			t.Fatal("a cluster node did not start")
		}
	}
	return c
}

// TestClusterLosesItsLeader: three serve processes (the test binary run
// as serve), each with its own node of a three-node NATS cluster first in
// its -nats list and the tables replicated three times (-replicas 3), seat
// one person each at a table, with a bot and a spectator; the node leading
// the tables' stream stops mid-game, and the game goes on to the end,
// every view checked against the stored log.
func TestClusterLosesItsLeader(t *testing.T) {
	cl := startCluster(t)
	nc, err := nats.Connect(strings.Join(cl.urls, ","), nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("JetStream's cluster is not ready: %v", err)
		}
	}
	var bases []string
	for i := range 3 {
		urls := []string{cl.urls[i], cl.urls[(i+1)%3], cl.urls[(i+2)%3]}
		bases = append(bases, startChild(t, "-nats "+strings.Join(urls, ",")+" -replicas 3 -bot-ms 2000 -lookups 100000").base)
	}
	cr := create(t, bases[0], wire.CreateTable{Game: "tsunami", Seats: append(seatNames(3), wire.SeatRequest{Bot: "easy"})})

	var all []*received
	var clients []*client
	var wg sync.WaitGroup
	for i := range 3 {
		c := dial(t, bases[i], wire.Hello{Table: cr.Code, Token: cr.Seats[i].Token})
		expect[wire.Welcome](c)
		sn := newReceived(i)
		all, clients = append(all, sn), append(clients, c)
		wg.Add(1)
		go func(r game.RNG) {
			defer wg.Done()
			player(c, sn, &r, 0)
		}(game.NewRNG(uint64(i + 50)))
	}
	spec := dial(t, bases[1], wire.Hello{Table: cr.Code})
	expect[wire.Welcome](spec)
	ss := newReceived(wire.Spectator)
	all, clients = append(all, ss), append(clients, spec)
	wg.Add(1)
	go func() { defer wg.Done(); watcher(spec, ss) }()

	// Stop the stream's leader once the game is under way.
	for deadline := time.Now().Add(60 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatal("the game did not reach 20 actions in a minute")
		}
		var info wire.TableInfo
		if getJSON(t, bases[2]+wire.PathTables+"/"+cr.Code, &info) == 200 && info.Seq >= 20 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	leader := streamLeader(t, js)
	var stopped time.Time
	for _, ns := range cl.nodes {
		if ns.Name() == leader {
			t.Logf("stopping %s, the stream's leader", leader)
			stopped = time.Now()
			ns.Shutdown()
		}
	}
	wg.Wait()
	// The stall: the longest any connection went without an update from
	// the leader's loss on (reported, not asserted: it is the cluster's
	// election as much as ours).
	var stalls []string
	worst := time.Duration(0)
	for _, sn := range all {
		prev, longest := stopped, time.Duration(0)
		for _, at := range sn.arrived {
			if at.Before(stopped) {
				continue
			}
			longest = max(longest, at.Sub(prev))
			prev = at
		}
		worst = max(worst, longest)
		stalls = append(stalls, fmt.Sprintf("seat %d %v", sn.seat, longest.Round(time.Millisecond)))
	}
	t.Logf("stall after the leader's loss: %v at worst (%s)", worst.Round(time.Millisecond), strings.Join(stalls, ", "))
	for _, c := range clients {
		c.close()
	}
	var frames [][][]byte
	for _, c := range clients {
		frames = append(frames, c.frames())
	}
	var l save.Log
	if code := getJSONAs(t, bases[(1)]+wire.PathTables+"/"+cr.Table+"/save", cr.Seats[0].Token, &l); code != 200 {
		t.Fatalf("the save at the end: %d", code)
	}
	checkTable(l, all, frames, t.Errorf)
	for _, sn := range all {
		// An act tried again after the store did not answer may find it
		// was stored after all: refused then as stale.
		retried := map[string]bool{}
		for _, r := range sn.refusals {
			switch {
			case r.Ref == "stale" || r.Ref == "illegal":
			case strings.Contains(r.Reason, "cannot be reached"):
				retried[r.Ref] = true
			case retried[r.Ref] && strings.Contains(r.Reason, "earlier position"):
			default:
				t.Errorf("seat %d: refused %+v", sn.seat, r)
			}
		}
	}
	t.Logf("%d actions; the new leader is %s", len(l.Actions), streamLeader(t, js))
}

// streamLeader names the node leading the tables' stream.
func streamLeader(t *testing.T, js jetstream.JetStream) string {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := js.Stream(ctx, streamName)
	if err != nil {
		t.Fatal(err)
	}
	si, err := st.Info(ctx)
	if err != nil || si.Cluster == nil {
		t.Fatalf("the stream's cluster: %v", err)
	}
	return si.Cluster.Leader
}
