//go:build !js

package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"zombietable/netplay/wire"
)

// errSpent is a source address the server makes no more tables for.
var errSpent = errors.New("the server makes no more tables for this address this hour")

// table is one game at one table: its code, and the furthest seq any of
// its sockets saw.
type table struct {
	code   string
	mu     sync.Mutex
	maxSeq int
	over   context.CancelFunc // ends the game's sockets
}

// observe counts the actions an update shows played since the last seen.
func (t *table) observe(g *gen, seq int) {
	t.mu.Lock()
	if seq > t.maxSeq {
		g.actions.Add(int64(seq - t.maxSeq))
		t.maxSeq = seq
	}
	t.mu.Unlock()
}

// runTable plays table i until ctx is done: a table is made, its people
// and spectators sit, and when its game ends they sit at a new one. The
// first game's seating holds a slot of setup; seated is called once,
// when it is done (or failed).
func (g *gen) runTable(ctx context.Context, i int, setup chan struct{}, seated func()) {
	rng := rand.New(rand.NewPCG(g.cfg.Seed, uint64(i)))
	src := g.sources.forTable(i, g.cfg.TablesPerSource)
	first := true
	done := func() {
		if first {
			first = false
			<-setup
			seated()
		}
	}
	defer done()
	for game := 0; ctx.Err() == nil; game++ {
		if first {
			select {
			case setup <- struct{}{}:
			case <-ctx.Done():
				return
			}
		}
		base := g.cfg.Servers[(i+game)%len(g.cfg.Servers)]
		created, err := g.create(ctx, base, src)
		if errors.Is(err, errSpent) {
			src = g.sources.fresh()
			created, err = g.create(ctx, base, src)
		}
		if err != nil {
			if ctx.Err() == nil {
				g.fail("table %d: %v", i, err)
			}
			done()
			sleep(ctx, time.Second)
			continue
		}
		tctx, over := context.WithCancel(ctx)
		t := &table{code: created.Code, over: over}
		var people []*person
		for _, s := range created.Seats {
			if s.Token != "" {
				people = append(people, &person{seat: s.Seat, token: s.Token})
			}
		}
		for range g.cfg.Spectators {
			people = append(people, &person{seat: wire.Spectator})
		}
		var wg, in sync.WaitGroup
		for k, p := range people {
			p.g, p.t, p.src = g, t, src
			p.base = g.cfg.Servers[(i+k)%len(g.cfg.Servers)]
			p.rng = rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))
			wg.Add(1)
			in.Add(1)
			go func() {
				defer wg.Done()
				p.play(tctx, in.Done)
			}()
		}
		in.Wait()
		if first && tctx.Err() == nil {
			g.seated.Add(1)
			g.sockets.Add(int64(len(people)))
		}
		done()
		wg.Wait()
		over()
		if ctx.Err() == nil {
			g.games.Add(1)
		}
	}
}

// create makes a table on the server at base, from address src.
func (g *gen) create(ctx context.Context, base string, src net.IP) (*wire.Created, error) {
	req := wire.CreateTable{Game: g.cfg.Game, Options: g.cfg.Options, Lang: wire.English}
	for k := range g.cfg.People {
		req.Seats = append(req.Seats, wire.SeatRequest{Name: fmt.Sprintf("Person %d", k+1)})
	}
	for _, b := range g.cfg.Bots {
		req.Seats = append(req.Seats, wire.SeatRequest{Bot: b})
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(withSource(ctx, src), 30*time.Second)
	defer cancel()
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, base+wire.PathTables, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(hr)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		return nil, errSpent
	}
	if resp.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("POST %s: %s: %s", wire.PathTables, resp.Status, strings.TrimSpace(string(data)))
	}
	var c wire.Created
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("POST %s: %v", wire.PathTables, err)
	}
	return &c, nil
}

// withSource marks ctx with the address to connect from (nil: any).
func withSource(ctx context.Context, src net.IP) context.Context {
	if src == nil {
		return ctx
	}
	return context.WithValue(ctx, sourceKey{}, src)
}

// person is one socket at a table: a seat's person (token set) or a
// spectator.
type person struct {
	g     *gen
	t     *table
	seat  int
	token string
	src   net.IP
	base  string
	rng   *rand.Rand
	seen  int // the last seq this person has
}

// errDrop ends a connection on purpose, to come back with seen.
var errDrop = errors.New("dropped to reconnect")

// play keeps the person at the table until ctx is done or the game ends;
// in is called once the first connection has its first update (or could
// not get it).
func (p *person) play(ctx context.Context, in func()) {
	var once sync.Once
	arrived := func() { once.Do(in) }
	defer arrived()
	for back := false; ctx.Err() == nil; back = true {
		err := p.connect(ctx, back, arrived)
		switch {
		case ctx.Err() != nil:
			return
		case errors.Is(err, errDrop):
			p.g.reconnects.Add(1)
		case err != nil:
			p.g.fail("table %s seat %d: %v", p.t.code, p.seat, err)
			arrived()
			sleep(ctx, time.Second)
		}
	}
}

// ping is how often a socket pings, as the app does.
const ping = 15 * time.Second

// maxServerFrame bounds one server message, as the app does.
const maxServerFrame = 16 << 20

// connect plays one connection: hello with the last seq seen, then the
// updates, acting on them, until it drops (on purpose, after a drawn
// time), the game ends (ending the table's context) or ctx is done.
func (p *person) connect(ctx context.Context, back bool, arrived func()) error {
	dialed := time.Now()
	ws := strings.Replace(p.base, "http", "ws", 1) + wire.PathPlay
	dctx, cancel := context.WithTimeout(withSource(ctx, p.src), 20*time.Second)
	c, _, err := websocket.Dial(dctx, ws, &websocket.DialOptions{HTTPClient: p.g.client})
	cancel()
	if err != nil {
		return err
	}
	defer c.CloseNow()
	c.SetReadLimit(maxServerFrame)
	msgs := make(chan any, 16)
	rerr := make(chan error, 1)
	go func() {
		for {
			_, data, err := c.Read(ctx)
			if err != nil {
				rerr <- err
				return
			}
			m, err := wire.DecodeServer(data)
			if err != nil {
				rerr <- err
				return
			}
			select {
			case msgs <- m:
			case <-ctx.Done():
				return
			}
		}
	}()
	send := func(m any) error {
		data, err := json.Marshal(m)
		if err != nil {
			return err
		}
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return c.Write(wctx, websocket.MessageText, data)
	}
	if err := send(wire.Hello{Type: wire.TypeHello, Table: p.t.code, Token: p.token, Seen: p.seen, Lang: wire.English}); err != nil {
		return err
	}
	var drop <-chan time.Time
	if d := p.g.dropAfter(p.rng); d > 0 {
		t := time.NewTimer(d)
		defer t.Stop()
		drop = t.C
	}
	pinger := time.NewTicker(ping)
	defer pinger.Stop()
	act := time.NewTimer(time.Hour)
	act.Stop()
	defer act.Stop()
	var (
		first   = true
		last    *wire.Update // the position the person decides on
		planned = -1         // the seq an act is planned for
		choice  string
		sentSeq = -1 // the seq of the act awaiting its update
		sentAt  time.Time
	)
	plan := func() {
		if last == nil || len(last.Legal) == 0 || last.Over {
			act.Stop()
			planned = -1
			return
		}
		choice = last.Legal[p.rng.IntN(len(last.Legal))].Name
		planned = last.Seq
		act.Reset(p.g.think(p.rng))
	}
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-rerr:
			return err
		case <-drop:
			return errDrop
		case <-pinger.C:
			if err := send(wire.Ping{Type: wire.TypePing}); err != nil {
				return err
			}
		case <-act.C:
			if last == nil || planned != last.Seq {
				continue
			}
			sentSeq, sentAt, planned = last.Seq, time.Now(), -1
			if err := send(wire.Act{Type: wire.TypeAct, Seq: sentSeq, Action: choice, Ref: "a"}); err != nil {
				return err
			}
		case m := <-msgs:
			switch m := m.(type) {
			case *wire.Welcome:
				if m.Seat != p.seat {
					return fmt.Errorf("welcomed at seat %d, not %d", m.Seat, p.seat)
				}
			case *wire.Update:
				if first {
					first = false
					arrived()
					if back {
						p.g.record(&p.g.rejoin, dialed)
					}
				}
				p.t.observe(p.g, m.Seq)
				if sentSeq >= 0 {
					for _, e := range m.Log {
						if e.Seq == sentSeq+1 && e.Seat == p.seat {
							p.g.record(&p.g.latency, sentAt)
							sentSeq = -1
							break
						}
					}
					if m.Seq > sentSeq+1 {
						sentSeq = -1 // played over by another seat; refused soon
					}
				}
				newer := last == nil || m.Seq != last.Seq
				p.seen = max(p.seen, m.Seq)
				last = m
				if m.Over {
					p.t.over()
					return ctx.Err()
				}
				if newer && sentSeq < 0 {
					plan()
				}
			case *wire.Refused:
				p.g.refused.Add(1)
				if m.Seq != sentSeq {
					p.g.stale.Add(1)
				} else {
					p.g.fail("table %s seat %d: refused: %s", p.t.code, p.seat, m.Reason)
				}
				sentSeq = -1
				if last != nil && last.Seq == m.Seq {
					plan() // think again on the same position
				}
			case *wire.Error:
				p.g.fail("table %s seat %d: error: %s", p.t.code, p.seat, m.Reason)
			}
		}
	}
}
