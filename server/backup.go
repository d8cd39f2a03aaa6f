//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zombietable/game/save"
)

// put stores a whole game as a new table: a fresh code, its header, every
// action, and its record last, so that the table is found only once all of
// it is stored. The log must replay (save.Replay): what is stored is what
// the server would have played. It returns the record and each person's
// new token.
func (st *store) put(ctx context.Context, l save.Log) (record, []string, error) {
	if _, err := save.Replay(l); err != nil {
		return record{}, nil, err
	}
	actions := l.Actions
	rec, tokens, err := st.reserve(ctx, l)
	if err != nil {
		return record{}, nil, err
	}
	head := l
	head.Actions = nil
	data, err := json.Marshal(head)
	if err != nil {
		return record{}, nil, err
	}
	subj := logSubject(rec.ID)
	ack, err := st.js.Publish(ctx, subj, data, jetstream.WithExpectLastSequencePerSubject(0))
	if err != nil {
		return record{}, nil, fmt.Errorf("the table's log: %w", err)
	}
	last := ack.Sequence
	for i, a := range actions {
		msg := nats.NewMsg(subj)
		msg.Data = []byte(a)
		msg.Header.Set(hdrSeq, strconv.Itoa(i+1))
		ack, err := st.js.PublishMsg(ctx, msg, jetstream.WithExpectLastSequencePerSubject(last))
		if err != nil {
			return record{}, nil, fmt.Errorf("the table's log, action %d: %w", i+1, err)
		}
		last = ack.Sequence
	}
	if err := st.commit(ctx, rec); err != nil {
		return record{}, nil, err
	}
	return rec, tokens, nil
}
