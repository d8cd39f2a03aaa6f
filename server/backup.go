//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zombietable/game/save"
	"zombietable/i18n"
	"zombietable/netplay/wire"
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
	if _, err := st.kv.Put(ctx, heldKey(rec.ID), []byte(strconv.Itoa(len(actions)))); err != nil {
		return record{}, nil, fmt.Errorf("the table's count: %w", err)
	}
	if err := st.commit(ctx, rec); err != nil {
		return record{}, nil, err
	}
	return rec, tokens, nil
}

// exportTables writes every table of the store as a save file in dir,
// named after its game and code; a damaged table's save holds what is
// left of its log. It tells out of each table, and returns how many were
// written.
func exportTables(ctx context.Context, st *store, dir string, out io.Writer, l i18n.Lang) (int, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, err
	}
	w, err := st.kv.WatchFiltered(ctx, []string{"table.*"}, jetstream.IgnoreDeletes())
	if err != nil {
		return 0, err
	}
	defer func() { _ = w.Stop() }()
	var recs []record
	for e := range w.Updates() {
		if e == nil {
			break
		}
		var rec record
		if err := json.Unmarshal(e.Value(), &rec); err == nil {
			recs = append(recs, rec)
		}
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	slices.SortFunc(recs, func(a, b record) int { return a.Created.Compare(b.Created) })
	written := 0
	for _, rec := range recs {
		ld, err := st.load(ctx, rec.ID)
		var data []byte
		if err == nil {
			data, err = ld.log.Encode()
		}
		name := rec.Game + "-" + rec.Code + ".json"
		if err == nil {
			err = save.WriteFileAtomic(filepath.Join(dir, name), data)
		}
		if err != nil {
			fmt.Fprintln(out, l.F("server.backup.export_failed", "code", rec.Code, "reason", err.Error()))
			continue
		}
		written++
		fmt.Fprintln(out, l.F("server.backup.exported", "file", name, "code", rec.Code, "n", len(ld.log.Actions)))
	}
	fmt.Fprintln(out, l.F("server.backup.export_done", "n", written, "folder", dir))
	return written, nil
}

// importTables stores every save file (*.json) in dir as a new table, with
// a new code and new seat tokens, and tells out each table's links on
// base; it returns how many were brought back.
func importTables(ctx context.Context, st *store, dir, base string, out io.Writer, l i18n.Lang) (int, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return 0, err
	}
	if len(files) == 0 {
		return 0, fmt.Errorf("%s", l.F("server.backup.no_saves", "folder", dir))
	}
	slices.Sort(files)
	brought := 0
	for _, file := range files {
		name := filepath.Base(file)
		data, err := save.ReadFile(file)
		var lg save.Log
		if err == nil {
			lg, err = save.Decode(name, data)
		}
		var rec record
		var tokens []string
		if err == nil {
			rec, tokens, err = st.put(ctx, lg)
		}
		if err != nil {
			fmt.Fprintln(out, l.F("server.backup.import_failed", "file", name, "reason", err.Error()))
			continue
		}
		brought++
		fmt.Fprintln(out, l.F("server.backup.imported", "file", name, "code", rec.Code, "n", len(lg.Actions)))
		for i, seat := range lg.Seats {
			if tokens[i] != "" {
				fmt.Fprintln(out, "  "+l.F("server.backup.seat_link", "name", seat.Name, "link", wire.Link(base, rec.Code, tokens[i])))
			}
		}
	}
	fmt.Fprintln(out, l.F("server.backup.import_done", "n", brought, "folder", dir))
	return brought, nil
}
