//go:build !js

package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// Names in NATS. A table's log is the subject logSubject(id) of the stream
// streamName: its header (the save without actions) first, then one message
// per action, the action's name as the body. Table records and the codes
// that name them are keys of the bucket bucketName.
const (
	streamName = "ZT_TABLES"
	bucketName = "zt_tables"
	logPrefix  = "zt.log."
	reqPrefix  = "zt.req."  // engine requests, queue group engineQueue
	updPrefix  = "zt.upd."  // an action appended: every process with sockets there
	seenPrefix = "zt.seen." // who is connected, per process
	// engineQueue is the queue group every process's engine joins, so that
	// each request is handled by one of them.
	engineQueue = "zt-engine"
	// hdrSeq is the header of an action message giving its seq.
	hdrSeq = "Zt-Seq"
)

func logSubject(id string) string { return logPrefix + id }

// record is a table's entry in the bucket: what the log does not say.
type record struct {
	ID      string    `json:"id"`
	Code    string    `json:"code"`
	Game    string    `json:"game"`
	Created time.Time `json:"created"`
	// Tokens holds each seat's token hashed with SHA-256 (hex), "" for a bot.
	Tokens []string `json:"tokens"`
	// Public gives the finished table's save to anyone with its code, not
	// only to its seats.
	Public bool `json:"public,omitempty"`
}

// store keeps the tables in JetStream.
type store struct {
	nc       *nats.Conn
	js       jetstream.JetStream
	stream   jetstream.Stream
	kv       jetstream.KeyValue
	replicas int
}

// openStore makes or opens the stream and the bucket, with replicas copies
// of each (1 on a single node, 3 in a cluster).
func openStore(ctx context.Context, nc *nats.Conn, replicas int) (*store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	stream, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        streamName,
		Description: "zombietable: each table's log (header, then its actions by name)",
		Subjects:    []string{logPrefix + "*"},
		Storage:     jetstream.FileStorage,
		Replicas:    replicas,
		MaxMsgSize:  save.MaxSize,
		DenyDelete:  true,
		Discard:     jetstream.DiscardNew,
		// Reads go to the stream's leader: a replica answering a direct
		// read may lag behind it (while it catches up after a leader
		// change, say), and a process reading a table from it would take
		// an old log for the table's and fall silent.
		AllowDirect: false,
	})
	if err != nil {
		return nil, fmt.Errorf("the tables' stream: %w", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:      bucketName,
		Description: "zombietable: table records (codes, hashed seat tokens)",
		Storage:     jetstream.FileStorage,
		Replicas:    replicas,
		History:     1,
	})
	if err != nil {
		return nil, fmt.Errorf("the tables' bucket: %w", err)
	}
	return &store{nc: nc, js: js, stream: stream, kv: kv, replicas: replicas}, nil
}

// errConflict is an append refused because the table's log moved on.
var errConflict = errors.New("the table moved on")

// errNoTable is a table that does not exist.
var errNoTable = errors.New("unknown table")

func isConflict(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// create stores a new table: its code, its header and its record. It
// returns the record and each person's token (bots get ""). A public
// table's save goes to anyone with its code once the game is over.
func (st *store) create(ctx context.Context, l save.Log, public bool) (record, []string, error) {
	rec, tokens, err := st.reserve(ctx, l)
	if err != nil {
		return record{}, nil, err
	}
	rec.Public = public
	head := l
	head.Actions = nil
	data, err := json.Marshal(head)
	if err != nil {
		return record{}, nil, err
	}
	if _, err := st.js.Publish(ctx, logSubject(rec.ID), data, jetstream.WithExpectLastSequencePerSubject(0)); err != nil {
		return record{}, nil, fmt.Errorf("the table's log: %w", err)
	}
	if err := st.commit(ctx, rec); err != nil {
		return record{}, nil, err
	}
	return rec, tokens, nil
}

// reserve draws a new table's id, its seats' tokens and a code no other
// table has, and stores the code.
func (st *store) reserve(ctx context.Context, l save.Log) (record, []string, error) {
	rec := record{Created: time.Now().UTC(), Game: l.Game}
	tokens := make([]string, len(l.Seats))
	rec.Tokens = make([]string, len(l.Seats))
	for i, s := range l.Seats {
		if s.Kind == save.Human {
			tokens[i] = randomHex(wire.TokenLen / 2)
			rec.Tokens[i] = hashToken(tokens[i])
		}
	}
	rec.ID = randomHex(wire.IDLen / 2)
	for try := 0; ; try++ {
		rec.Code = newCode()
		_, err := st.kv.Create(ctx, "code."+rec.Code, []byte(rec.ID))
		if err == nil {
			return rec, tokens, nil
		}
		if !errors.Is(err, jetstream.ErrKeyExists) || try == 20 {
			return record{}, nil, fmt.Errorf("a table code: %w", err)
		}
	}
}

// commit stores a table's record, once its log is stored.
func (st *store) commit(ctx context.Context, rec record) error {
	rb, _ := json.Marshal(rec)
	if _, err := st.kv.Create(ctx, "table."+rec.ID, rb); err != nil {
		return fmt.Errorf("the table's record: %w", err)
	}
	return nil
}

// lookup finds a table's record by its id or code.
func (st *store) lookup(ctx context.Context, idOrCode string) (record, error) {
	get := func(key string) (jetstream.KeyValueEntry, error) {
		e, err := settle(ctx, func() (jetstream.KeyValueEntry, error) { return st.kv.Get(ctx, key) })
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrInvalidKey) {
			return nil, errNoTable
		}
		return e, err
	}
	id := idOrCode
	if code, ok := wire.NormalCode(idOrCode); ok {
		e, err := get("code." + code)
		if err != nil {
			return record{}, err
		}
		id = string(e.Value())
	}
	if !wire.IsID(id) {
		return record{}, errNoTable
	}
	e, err := get("table." + id)
	if err != nil {
		return record{}, err
	}
	var rec record
	if err := json.Unmarshal(e.Value(), &rec); err != nil {
		return record{}, fmt.Errorf("table %s's record: %w", id, err)
	}
	return rec, nil
}

// loaded is a table's log as stored, and the stream sequence of its last
// message (which the next append expects).
type loaded struct {
	log  save.Log
	last uint64
	// claimed is how many actions the log's last message says it ends
	// at: a log read back shorter lost some.
	claimed int
}

// load reads a table's whole log back from the stream.
func (st *store) load(ctx context.Context, id string) (loaded, error) {
	subj := logSubject(id)
	lastMsg, err := settle(ctx, func() (*jetstream.RawStreamMsg, error) { return st.stream.GetLastMsgForSubject(ctx, subj) })
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return loaded{}, errNoTable
	}
	if err != nil {
		return loaded{}, err
	}
	// An ordered consumer reads the subject; it is deleted once read (and
	// would be by the server when idle), so loads never pile consumers up.
	cons, err := settle(ctx, func() (jetstream.Consumer, error) {
		return st.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subj}, InactiveThreshold: 10 * time.Second})
	})
	if err != nil {
		return loaded{}, err
	}
	defer func() {
		if info := cons.CachedInfo(); info != nil {
			dctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			_ = st.stream.DeleteConsumer(dctx, info.Name)
			cancel()
		}
	}()
	var out loaded
	first := true
	// The header comes first; its metadata says how many messages follow,
	// so each fetch asks for exactly what is there and never waits.
	want := 1
	for want > 0 {
		batch, err := cons.Fetch(want, jetstream.FetchMaxWait(10*time.Second))
		if err != nil {
			return loaded{}, err
		}
		n, pending := 0, uint64(0)
		for m := range batch.Messages() {
			n++
			meta, err := m.Metadata()
			if err != nil {
				return loaded{}, err
			}
			out.last, pending = meta.Sequence.Stream, meta.NumPending
			if first {
				first = false
				if out.log, err = save.Decode("table "+id, m.Data()); err != nil {
					return loaded{}, &replayError{err: err}
				}
				out.log.Actions = []string{}
				continue
			}
			out.log.Actions = append(out.log.Actions, string(m.Data()))
		}
		if err := batch.Error(); err != nil {
			return loaded{}, err
		}
		if n == 0 {
			return loaded{}, fmt.Errorf("table %s: its log could not be read past %d", id, out.last)
		}
		want = int(min(pending, 1000))
		if out.last < lastMsg.Sequence && want == 0 {
			return loaded{}, fmt.Errorf("table %s: its log ends at %d, not %d", id, out.last, lastMsg.Sequence)
		}
	}
	if first {
		return loaded{}, errNoTable
	}
	out.claimed, _ = strconv.Atoi(lastMsg.Header.Get(hdrSeq))
	return out, nil
}

// held is how many actions table id's log held when a process last
// counted them (heldKey), 0 when none did.
func (st *store) held(ctx context.Context, id string) int {
	e, err := st.kv.Get(ctx, heldKey(id))
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(string(e.Value()))
	return n
}

// appendAction adds the seq-th action to a table whose last message is
// last, and returns the new message's stream sequence. It fails with
// errConflict when another process appended first.
func (st *store) appendAction(ctx context.Context, id string, last uint64, seq int, action string) (uint64, error) {
	msg := nats.NewMsg(logSubject(id))
	msg.Data = []byte(action)
	msg.Header.Set(hdrSeq, strconv.Itoa(seq))
	ack, err := st.js.PublishMsg(ctx, msg, jetstream.WithExpectLastSequencePerSubject(last))
	if isConflict(err) {
		return 0, errConflict
	}
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
}

// randomHex returns n random bytes from crypto/rand as hex.
func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return hex.EncodeToString(b)
}

// randomUint64 is a seed from crypto/rand.
func randomUint64() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return binary.BigEndian.Uint64(b[:])
}

// newCode draws a table code from wire.CodeAlphabet.
func newCode() string {
	b := make([]byte, wire.CodeLen)
	for i := range b {
		b[i] = wire.CodeAlphabet[randIntN(len(wire.CodeAlphabet))]
	}
	return string(b)
}

func randIntN(n int) int {
	var b [1]byte
	for {
		if _, err := rand.Read(b[:]); err != nil {
			panic(err)
		}
		if int(b[0]) < 256-256%n {
			return int(b[0]) % n
		}
	}
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// seatOf returns the seat whose token is token, comparing every seat's hash
// in constant time, or -1.
func (rec *record) seatOf(token string) int {
	h := hashToken(token)
	seat := -1
	for i, t := range rec.Tokens {
		if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(h)) == 1 {
			seat = i
		}
	}
	return seat
}

// settleFor bounds how long settle waits for a cluster to answer.
const settleFor = 5 * time.Second

// settle runs op again while it fails as a cluster does for a moment by
// itself — a stream just created on other nodes, or electing its leader,
// has nobody answering requests yet — for settleFor at most, or until ctx
// ends, and returns its last result.
func settle[T any](ctx context.Context, op func() (T, error)) (T, error) {
	deadline := time.Now().Add(settleFor)
	wait := 20 * time.Millisecond
	for {
		v, err := op()
		if !errors.Is(err, nats.ErrNoResponders) && !errors.Is(err, jetstream.ErrNoStreamResponse) || time.Now().Add(wait).After(deadline) {
			return v, err
		}
		select {
		case <-ctx.Done():
			return v, err
		case <-time.After(wait):
		}
		wait = min(2*wait, 400*time.Millisecond)
	}
}
