//go:build !js

package server

import "time"

// A process whose reading of a table failed (a cluster electing the
// stream's leader answers nothing for a few seconds) does not wait for the
// next update or the next quiet check to try again: it reads the table
// again every catchUpMax at most until the store answers, so its sockets
// catch up within a fraction of a second once the cluster has a leader.
const (
	catchUpFirst = 50 * time.Millisecond
	catchUpMax   = 250 * time.Millisecond
	// askTimeout bounds one question to the store while catching up: one
	// that gets no answer is asked again rather than waited for.
	askTimeout = time.Second
)

// catchUp reads t again from its log, in the background, until it is up
// to date; one at a time per table. t.mu is held.
func (s *Server) catchUp(t *table) {
	if t.catching {
		return
	}
	t.catching = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer func() {
			t.mu.Lock()
			t.catching = false
			t.mu.Unlock()
		}()
		wait := catchUpFirst
		for {
			select {
			case <-s.ctx.Done():
				return
			case <-time.After(wait):
			}
			if s.resync(t) {
				return
			}
			wait = min(2*wait, catchUpMax)
		}
	}()
}
