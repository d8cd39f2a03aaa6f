//go:build !js

package server

import "sync"

// outBudget is the most bytes of messages one socket may have waiting to
// be written: a socket further behind is closed. Updates do not count
// against it, for an update is never queued as bytes: the socket's queue
// holds a mark where the table's position is due, and the position is
// made when the mark's turn to be written comes, with the log since what
// the socket already has, one page at a time. However many actions or
// language switches a slow reader lets pile up, it holds one mark.
const outBudget = 256 << 10

// outbox is the queue of one socket's messages, in order, bounded in
// bytes; an update is one mark in it at most.
type outbox struct {
	mu    sync.Mutex
	items [][]byte // nil is the mark of an update
	bytes int
	// marked is set while an update's mark waits in items.
	marked bool
	wake   chan struct{}
}

func newOutbox() *outbox { return &outbox{wake: make(chan struct{}, 1)} }

// push queues a message, or reports that the socket holds too much
// already.
func (o *outbox) push(data []byte) bool {
	o.mu.Lock()
	if o.bytes+len(data) > outBudget {
		o.mu.Unlock()
		return false
	}
	o.items = append(o.items, data)
	o.bytes += len(data)
	o.mu.Unlock()
	o.signal()
	return true
}

// pushUpdate queues the mark of an update, unless one waits already: the
// position it makes will be the newest anyway.
func (o *outbox) pushUpdate() {
	o.mu.Lock()
	if o.marked {
		o.mu.Unlock()
		return
	}
	o.marked = true
	o.items = append(o.items, nil)
	o.mu.Unlock()
	o.signal()
}

func (o *outbox) signal() {
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// pop takes the first item: a message, or update true for an update's
// mark; ok is false when the queue is empty.
func (o *outbox) pop() (data []byte, update, ok bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.items) == 0 {
		return nil, false, false
	}
	data = o.items[0]
	o.items[0] = nil
	o.items = o.items[1:]
	if len(o.items) == 0 {
		o.items = nil // let the backing array go
	}
	if data == nil {
		o.marked = false
		return nil, true, true
	}
	o.bytes -= len(data)
	return data, false, true
}
