//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// donePrefix keys, in the bucket, when each finished table ended (RFC 3339),
// for ExpireFinished.
const donePrefix = "done."

// finished records, in the background, that table id's game is over: the
// first word stands, so a table's end is when it was first seen over.
func (s *Server) finished(id string) {
	if s.cfg.ExpireFinished <= 0 {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
		defer cancel()
		_, err := s.store.kv.Create(ctx, donePrefix+id, []byte(time.Now().UTC().Format(time.RFC3339)))
		if err != nil && !errors.Is(err, jetstream.ErrKeyExists) && s.ctx.Err() == nil {
			s.logf("%s", operatorLang().F("server.limits.end_unrecorded", "table", id, "reason", err.Error()))
		}
	}()
}

// expiring deletes the tables finished ExpireFinished ago, looking every
// tenth of that (at least every hour, at most every second).
func (s *Server) expiring() {
	defer s.wg.Done()
	tick := time.NewTicker(min(max(s.cfg.ExpireFinished/10, time.Second), time.Hour))
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case now := <-tick.C:
			if n, err := s.expire(now); err != nil && s.ctx.Err() == nil {
				s.logf("%s", operatorLang().F("server.limits.expire_failed", "reason", err.Error()))
			} else if n > 0 {
				s.logf("%s", operatorLang().F("server.limits.expired", "n", n, "age", s.cfg.ExpireFinished.String()))
			}
		}
	}
}

// expire deletes the tables that ended ExpireFinished before now and
// returns how many.
func (s *Server) expire(now time.Time) (int, error) {
	ctx, cancel := context.WithTimeout(s.ctx, time.Minute)
	defer cancel()
	keys, err := s.store.kv.ListKeysFiltered(ctx, donePrefix+"*")
	if err != nil {
		return 0, err
	}
	var ids []string
	for key := range keys.Keys() {
		ids = append(ids, strings.TrimPrefix(key, donePrefix))
	}
	n := 0
	for _, id := range ids {
		e, err := s.store.kv.Get(ctx, donePrefix+id)
		if err != nil {
			continue // deleted meanwhile, by another process
		}
		ended, err := time.Parse(time.RFC3339, string(e.Value()))
		if err == nil && now.Sub(ended) < s.cfg.ExpireFinished {
			continue
		}
		if err := s.store.remove(ctx, id); err != nil {
			return n, err
		}
		s.forget(id)
		n++
	}
	return n, nil
}

// remove deletes table id: its code and record first, so that nobody finds
// it, then its log, then the word that it ended, so that a removal cut
// short is done again by the next sweep.
func (st *store) remove(ctx context.Context, id string) error {
	e, err := st.kv.Get(ctx, "table."+id)
	switch {
	case err == nil:
		var rec record
		if json.Unmarshal(e.Value(), &rec) == nil {
			if err := st.kv.Purge(ctx, "code."+rec.Code); err != nil {
				return err
			}
		}
		if err := st.kv.Purge(ctx, "table."+id); err != nil {
			return err
		}
	case !errors.Is(err, jetstream.ErrKeyNotFound):
		return err
	}
	if err := st.stream.Purge(ctx, jetstream.WithPurgeSubject(logSubject(id))); err != nil {
		return err
	}
	return st.kv.Purge(ctx, donePrefix+id)
}

// forget drops table id from this process's memory, unless sockets here
// still watch it (they keep what they have until they leave).
func (s *Server) forget(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.tables[id]
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.conns) == 0 && !t.thinking {
		t.drop()
		delete(s.tables, id)
	}
}
