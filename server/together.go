//go:build !js

package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/nats-io/nats.go/jetstream"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/i18n"
)

// Secret choices made at once (game.Simultaneous): when a decision the
// rules make simultaneous opens, every seat of it gets its legal actions
// in the same update, and each seat's choice is held, out of the log and
// out of every view, in the tables' key-value bucket under "choice." (so
// that any process of the queue group may take any choice, and a restart
// loses none; the keys go once the choices are played). Nobody is told that a seat has chosen. The choice that completes
// the set plays them all, in the engine's order, under the table's lock,
// and one update tells every socket the outcome: the log holds them in
// that order whatever order they came in. Bot seats choose the moment the
// decision opens. A process that stopped in the middle of playing them
// leaves a decision some of whose seats have chosen: it goes on one seat
// at a time, as at one screen.

// choiceKey is where seat's choice at table id in position seq is held.
func choiceKey(id string, seq, seat int) string {
	return "choice." + id + "." + strconv.Itoa(seq) + "." + strconv.Itoa(seat)
}

// openTogether is the simultaneous decision open to all its seats in st:
// its seats when none has chosen yet, else nil.
func openTogether(st game.State) []game.Seat {
	seats, chosen := game.Together(st, nil)
	if len(seats) < 2 || chosen > 0 {
		return nil
	}
	return seats
}

// legalFor is what seat may choose now: its part of the simultaneous
// decision open, or its own decision.
func legalFor(st game.State, seat int) []game.Action {
	if seats := openTogether(st); seatIn(seats, seat) {
		return st.(game.Simultaneous).LegalFor(game.Seat(seat), nil)
	}
	if int(st.ToAct()) == seat {
		return st.Legal(nil)
	}
	return nil
}

func seatIn(seats []game.Seat, seat int) bool {
	for _, s := range seats {
		if int(s) == seat {
			return true
		}
	}
	return false
}

// together takes a seat's choice in a simultaneous decision open at the
// table: it is held, and the choice that completes the set plays them all.
// done is false for any other request, which handle answers as usual. t.mu
// is held.
func (s *Server) together(ctx context.Context, t *table, r request, l i18n.Lang) (rep reply, done bool) {
	st := t.sess.State
	seats := openTogether(st)
	if seats == nil || r.Seq != t.seq() || !seatIn(seats, r.Seat) {
		return reply{}, false
	}
	legal := st.(game.Simultaneous).LegalFor(game.Seat(r.Seat), nil)
	ok := false
	for _, a := range legal {
		ok = ok || st.ActionString(a) == r.Action
	}
	if !ok {
		return reply{Reason: l.F("server.refuse.no_such_move", "action", strconv.Quote(r.Action)), Seq: t.seq()}, true
	}
	kv := s.store.kv
	if _, err := settle(ctx, func() (uint64, error) { return kv.PutString(ctx, choiceKey(t.id, t.seq(), r.Seat), r.Action) }); err != nil {
		s.logf("table %s: hold a choice: %v", t.id, err)
		return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}, true
	}
	names := make([]string, len(seats))
	for i, seat := range seats {
		e, err := settle(ctx, func() (jetstream.KeyValueEntry, error) { return kv.Get(ctx, choiceKey(t.id, t.seq(), int(seat))) })
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			return reply{OK: true, Seq: t.seq()}, true // the others have yet to choose
		}
		if err != nil {
			s.logf("table %s: held choices: %v", t.id, err)
			return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}, true
		}
		names[i] = string(e.Value())
	}
	seq := t.seq()
	if err := s.reveal(ctx, t, names); err != nil {
		s.logf("table %s: reveal: %v", t.id, err)
		return reply{Reason: l.T("server.refuse.trouble"), Seq: t.seq()}, true
	}
	for _, seat := range seats {
		_ = kv.Delete(ctx, choiceKey(t.id, seq, int(seat)))
	}
	return reply{OK: true, Seq: t.seq()}, true
}

// reveal plays the choices held, in the engine's order, appending each to
// the table's log, and then tells everyone once. A choice the store does
// not take ends it: the table is read again from its log, where the
// decision goes on one seat at a time. t.mu is held.
func (s *Server) reveal(ctx context.Context, t *table, names []string) error {
	for i, name := range names {
		a, err := game.Find(t.sess.State, name)
		if err == nil {
			err = t.apply(a)
		}
		if err != nil {
			return fmt.Errorf("choice %d (%q): %w", i+1, name, err)
		}
		actx, cancel := context.WithTimeout(ctx, appendTimeout)
		last, err := s.store.appendAction(actx, t.id, t.last, t.seq(), name)
		cancel()
		if err != nil {
			if uerr := t.unplay(); uerr != nil {
				s.logf("table %s: %v", t.id, uerr)
			}
			if rerr := s.reload(ctx, t); rerr != nil {
				s.logf("table %s: %v", t.id, rerr)
			}
			s.notify(t)
			return err
		}
		t.last = last
	}
	s.published(t, t.last, names[len(names)-1])
	return nil
}

// togetherBots makes the bot seats of a simultaneous decision open at the
// table choose at once, each on its own, and reports whether one is open
// (startBot has nothing else to start then). t.mu is held.
func (s *Server) togetherBots(t *table) bool {
	st := t.sess.State
	seats := openTogether(st)
	if seats == nil {
		return false
	}
	if t.thinking {
		return true
	}
	type job struct {
		seat  int
		b     game.Bot
		clone game.State
		seed  uint64
	}
	var jobs []job
	seq := t.seq()
	sim := st.(game.Simultaneous)
	for i, seat := range seats {
		level, ok := t.botSeat(seat)
		if !ok {
			continue
		}
		spec, err := t.sess.Info.LevelBot(level)
		if err != nil {
			spec = level
		}
		seed := uint64(t.sess.Log.Seed) ^ uint64(seq+1) ^ uint64(seat+1)<<32
		b, err := bot.New(spec, t.sess.Info, seed)
		if err != nil {
			b = bot.NewRandom(seed)
		}
		// The bot decides in a position where it is to act: the seats
		// before it in the order play their first choice there, a
		// stand-in, never a choice of theirs, which no view shows it.
		clone := st.Clone()
		for _, before := range seats[:i] {
			if err := clone.Apply(sim.LegalFor(before, nil)[0]); err != nil {
				s.logf("table %s: a stand-in choice: %v", t.id, err)
				return true
			}
		}
		jobs = append(jobs, job{int(seat), b, clone, seed})
	}
	if len(jobs) == 0 {
		return true
	}
	t.thinking = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		var picks []request
		for _, j := range jobs {
			a, err, ok := s.sched.decide(s.ctx, t.id, j.b, j.clone, s.cfg.BotBudget)
			if !ok {
				return
			}
			if err != nil {
				a = bot.Choose(bot.NewRandom(j.seed), j.clone)
			}
			picks = append(picks, request{Op: "act", Seat: j.seat, Seq: seq, Action: j.clone.ActionString(a)})
		}
		t.mu.Lock()
		t.thinking = false
		t.mu.Unlock()
		for _, r := range picks {
			if rep := s.handle(t.id, r); !rep.OK && s.ctx.Err() == nil {
				s.logf("table %s: bot seat %d: %s", t.id, r.Seat+1, rep.Reason)
			}
		}
	}()
	return true
}
