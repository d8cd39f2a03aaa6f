//go:build !js

package server

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// settle tries again while nobody answers yet, and only then: a table just
// created on another node is found, not refused as unknown.
func TestSettleWaitsForAClusterToAnswer(t *testing.T) {
	other := errors.New("bad request")
	for _, c := range []struct {
		name  string
		fails []error // the errors of the first calls; then it succeeds
		ctx   time.Duration
		calls int // 0: gives up before an answer
		want  error
	}{
		{"answers at once", nil, 0, 1, nil},
		{"no responders, then an answer", []error{nats.ErrNoResponders, nats.ErrNoResponders}, 0, 3, nil},
		{"no response from the stream, then an answer", []error{jetstream.ErrNoStreamResponse}, 0, 2, nil},
		{"another error is returned at once", []error{other, nats.ErrNoResponders}, 0, 1, other},
		{"the caller's context ends the wait", []error{nats.ErrNoResponders, nats.ErrNoResponders, nats.ErrNoResponders, nats.ErrNoResponders, nats.ErrNoResponders, nats.ErrNoResponders}, 30 * time.Millisecond, 0, nats.ErrNoResponders},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			if c.ctx > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, c.ctx)
				defer cancel()
			}
			calls := 0
			v, err := settle(ctx, func() (int, error) {
				calls++
				if calls <= len(c.fails) {
					return 0, c.fails[calls-1]
				}
				return 7, nil
			})
			gaveUp := c.calls == 0 && calls <= len(c.fails)
			if !errors.Is(err, c.want) || calls != c.calls && !gaveUp || err == nil && v != 7 {
				t.Errorf("%d calls, %v, %v; want %d calls, %v", calls, v, err, c.calls, c.want)
			}
		})
	}
}
