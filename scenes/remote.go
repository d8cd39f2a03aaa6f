package scenes

import (
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
)

// A remote table is a seat at a table on a server (zombietable serve): the
// server holds the game and every secret, and sends this seat its view, its
// legal actions by name when it decides, and the log. The play scene draws
// it with the same table scene and frame as a local game; what differs
// lives here: no state, no bots (they play on the server), no undo and no
// hand-off (every screen is one seat).

var viewTypes = map[string]reflect.Type{}

// RegisterView tells how a game's view is decoded at a remote table: zero is
// a value of the engine's view type (what State.View returns), into a new
// one of which the JSON the server sends is decoded. Call it from the init
// function that registers the game's table. A game without one gets its view
// as JSON values (map[string]any and the like), which only the generic table
// reads.
func RegisterView(gameID string, zero any) {
	if _, dup := viewTypes[gameID]; dup {
		panic(fmt.Sprintf("scenes: view for %q registered twice", gameID))
	}
	viewTypes[gameID] = reflect.TypeOf(zero)
}

// decodeView decodes a view of the game sent by a server into its own type.
func decodeView(gameID string, data []byte) (any, error) {
	t, ok := viewTypes[gameID]
	if !ok {
		var v any
		err := json.Unmarshal(data, &v)
		return v, err
	}
	pv := reflect.New(t)
	if err := json.Unmarshal(data, pv.Interface()); err != nil {
		return nil, err
	}
	return pv.Elem().Interface(), nil
}

// remoteConn is a connection to a server as the remote seat uses it
// (*client.Conn; the tests give their own).
type remoteConn interface {
	Events() <-chan client.Event
	Act(seq int, action string) string
	Why(seq int, action int32) string
	SetLang(lang string)
	Close()
}

// remoteSeat is what the app knows of a table on a server: what the server
// told this seat, nothing more.
type remoteSeat struct {
	// down is the server-stopped notice's text, wrapped for a width and a
	// language (drawDown).
	down struct {
		w     float32
		lang  Lang
		lines []string
	}
	conn remoteConn
	rec  RemoteTable
	info *game.Info
	seat game.Seat

	seats   []wire.SeatInfo
	options map[string]string
	seq     int
	view    any
	have    bool // a view has come
	toAct   game.Seat
	turnOf  game.Seat
	// together are the seats that decide at once and in secret now (a
	// vote), this one among them or not; none at any other decision.
	together []game.Seat
	legal    []game.Action
	names    []string
	over     bool
	returns  []float64

	status  client.Status
	attempt int
	retry   time.Duration
	lang    Lang

	// The action sent and not yet answered: the seq it answers (-1:
	// none), its id and name.
	sentSeq  int
	sentAct  game.Action
	sentName string

	// queue holds the events taken from the connection that wait for the
	// table's motions to end.
	queue []client.Event

	// whys holds the whys asked in the position seq with the server's
	// reasons, in the interface's language ("" until one comes, or when it
	// gave none); whyRefs the asks out by their refs. Both are emptied when
	// the position, the language or the connection changes.
	whys    map[whyKey]string
	whyRefs map[string]whyKey
	// learned counts the reasons the server gave: a table showing "not
	// possible now" for a refusal asks again when it grows
	// (TableContext.ReasonsLearned).
	learned int

	// played holds the last moves taken one by one (at most maxPlayed),
	// oldest first, for the log's hover (TableContext.Played): the view the
	// seat had before each and its action where the seat may know it.
	played []playedMove

	// final is the finished game replayed from the server's save, for the
	// score; finalDone says the fetch ended (with or without it).
	final     *save.Session
	finalDone bool
	finalCh   chan *save.Session
}

func newRemoteSeat(rec RemoteTable, info *game.Info, conn remoteConn, lang Lang) *remoteSeat {
	r := &remoteSeat{conn: conn, rec: rec, info: info, seat: game.Seat(rec.Seat), toAct: game.Nobody, turnOf: game.Nobody,
		sentSeq: -1, lang: lang, status: client.Connecting}
	n := max(info.MinPlayers, rec.Seat+1, len(rec.Names))
	r.seats = make([]wire.SeatInfo, n)
	for i := range r.seats {
		if i < len(rec.Names) {
			r.seats[i].Name = rec.Names[i]
		}
	}
	return r
}

// name is the name of one of the seat's legal actions, or "".
func (r *remoteSeat) name(a game.Action) string {
	for i, l := range r.legal {
		if l == a {
			return r.names[i]
		}
	}
	return ""
}

// maxPlayed is how many moves a remote table keeps the view before of: a
// line of the log further back, or from before the app joined the table,
// lights nothing when hovered.
const maxPlayed = 300

// playedMove is a move as the seat saw it: the seq it made (its log
// entry's), the view before it, and its action (-1 when the seat may not
// know it).
type playedMove struct {
	seq    int
	action game.Action
	before any
}

// remember keeps a move the seat saw made, dropping the oldest beyond
// maxPlayed.
func (r *remoteSeat) remember(m playedMove) {
	if len(r.played) == maxPlayed {
		copy(r.played, r.played[1:])
		r.played = r.played[:maxPlayed-1]
	}
	r.played = append(r.played, m)
}

// playedAt is the move of log entry seq as the seat saw it made.
func (r *remoteSeat) playedAt(seq int) (playedMove, bool) {
	// The moves are in order of seq, without gaps but after a
	// reconnection: look from the end.
	for i := len(r.played) - 1; i >= 0; i-- {
		switch m := r.played[i]; {
		case m.seq == seq:
			return m, true
		case m.seq < seq:
			return playedMove{}, false
		}
	}
	return playedMove{}, false
}

// whyKey is an action asked about in the position seq.
type whyKey struct {
	seq int
	act game.Action
}

// whyNot is why the seat may not play a (not among its legal actions) in
// the position it sees: the server's answer once it came, else "not
// possible now" — and the first time it is asked in a position, a why goes
// to the server, one for each action and position, never one a frame.
func (r *remoteSeat) whyNot(p *playScene, a game.Action) string {
	notNow := p.app.T("app.remote.not_now")
	switch {
	case !r.have:
		return notNow
	case r.over:
		return p.app.T("app.gameover.title")
	case r.seat < 0:
		return p.app.T("app.remote2.why_watching")
	case r.status != client.Online:
		return p.app.T("app.remote2.why_offline")
	case !r.decides() && r.toAct >= 0:
		return p.app.lang.F("app.remote2.why_other", "who", p.seatName(r.toAct))
	case !r.decides():
		return notNow
	}
	k := whyKey{seq: r.seq, act: a}
	reason, asked := r.whys[k]
	switch {
	case reason != "":
		return reason
	case !asked:
		if r.whys == nil {
			r.whys, r.whyRefs = map[whyKey]string{}, map[string]whyKey{}
		}
		r.whys[k] = ""
		r.whyRefs[r.conn.Why(r.seq, int32(a))] = k
	}
	return notNow
}

// because takes the server's answer to a why: later asks get its reason,
// and a table showing "not possible now" for it learns of it
// (ReasonsLearned) and asks again. An answer to an ask of an earlier
// position or language is dropped.
func (r *remoteSeat) because(p *playScene, b *wire.Because) {
	k, ok := r.whyRefs[b.Ref]
	if !ok || k.seq != r.seq || b.Seq != k.seq || b.Action != int32(k.act) {
		return
	}
	delete(r.whyRefs, b.Ref)
	r.whys[k] = b.Reason
	if b.Reason != "" {
		r.learned++
		p.app.dirty()
	}
}

// forgetWhys drops the answers and the asks out: the position, the
// language or the connection changed.
func (r *remoteSeat) forgetWhys() {
	clear(r.whys)
	clear(r.whyRefs)
}

// refresh puts what the seat sees and may do in the table's context. An
// action may be made while the connection is down: it goes out once it is
// back.
func (r *remoteSeat) refresh(p *playScene) {
	p.tc.view = r.view
	p.tc.canAct = r.have && !r.over && r.decides() && r.sentSeq < 0
	p.tc.legal = append(p.tc.legal[:0], r.legal...)
	p.statusFor = -2
}

// submit sends a legal action with the seq it answers.
func (r *remoteSeat) submit(p *playScene, a game.Action) error {
	name := r.name(a)
	if name == "" {
		return game.Illegal("%d is not legal now", a)
	}
	r.conn.Act(r.seq, name)
	r.sentSeq, r.sentAct, r.sentName = r.seq, a, name
	p.refresh()
	p.app.dirty()
	return nil
}

// waiting reports whether the table moves on by itself: events wait for
// the motions to end, or the game-over screen is due.
func (r *remoteSeat) waiting(p *playScene) bool {
	return len(r.queue) > 0 || r.over && !p.overShown
}

// tick takes what the connection said, applies one move at a time once the
// table's motions end, and shows the game-over screen. It reports whether it
// switched scenes.
func (r *remoteSeat) tick(p *playScene) bool {
	a := p.app
	for taking := true; taking; {
		select {
		case e := <-r.conn.Events():
			r.queue = append(r.queue, e)
		default:
			taking = false
		}
	}
	if r.lang != a.lang {
		r.lang = a.lang
		r.conn.SetLang(serverLang(a.lang))
		r.forgetWhys()
	}
	for len(r.queue) > 0 {
		e := r.queue[0]
		if e.Update != nil && r.have && (a.anim.Busy() || a.anim.now < p.botWait) {
			break
		}
		r.queue = append(r.queue[:0], r.queue[1:]...)
		r.handle(p, &e)
	}
	if r.over && r.finalCh != nil && !r.finalDone {
		select {
		case s := <-r.finalCh:
			r.final, r.finalDone = s, true
		default:
		}
	}
	if r.over && !p.overShown && !a.anim.Busy() && len(r.queue) == 0 && (r.finalDone || a.anim.now > p.botWait+3*time.Second) {
		p.overShown = true
		p.layout(a)
		a.setScene(newGameOverScene(p))
		return true
	}
	return false
}

// handle applies one event of the connection.
func (r *remoteSeat) handle(p *playScene, e *client.Event) {
	a := p.app
	if e.Status != r.status || e.Attempt != r.attempt {
		if e.Status != r.status {
			// The console says how the connection goes.
			fmt.Fprintf(a.stderr, "zombietable: table %s %s\n", r.rec.Code, e.Status)
		}
		if e.Status != r.status {
			// Whys asked on a connection that dropped are not answered.
			r.forgetWhys()
		}
		r.status, r.attempt, r.retry = e.Status, e.Attempt, e.Retry
		p.statusFor = -2
		if e.Status == client.Closed && !r.have {
			// The server refused the seat before showing anything: back
			// to the join screen, saying why.
			s := newOnlineScene(a, onlineJoin)
			s.link.text = client.Join{Server: r.rec.Server, Code: r.rec.Code, Token: r.rec.Token}.Link()
			a.setScene(s)
			s.setMsg(a, e.Err, true)
			return
		}
		if e.Status == client.Closed && e.Err != "" {
			a.flash(e.Err)
		}
	}
	switch {
	case e.Welcome != nil:
		w := e.Welcome
		if w.Game != r.info.ID {
			a.flash(a.lang.F("app.remote.wrong_game", "game", w.Game))
		}
		r.seat = game.Seat(w.Seat)
		r.options = w.Options
		r.setSeats(w.Seats)
		if w.Seat >= 0 {
			r.rec.Seat = w.Seat
		}
		if w.Code != "" {
			r.rec.Code = w.Code
		}
		// A watcher is no seat: nothing at the table is drawn as its own.
		p.tc.seat = r.seat
	case e.Seats != nil:
		r.setSeats(e.Seats)
		p.statusFor = -2
	case e.Refused != nil:
		if r.sentSeq >= 0 {
			r.sentSeq = -1
			p.refresh()
		}
		a.flash(e.Refused.Reason)
	case e.Because != nil:
		r.because(p, e.Because)
	case e.Update != nil:
		r.apply(p, e.Update)
	case e.Err != "" && e.Status == client.Online:
		a.flash(e.Err)
	}
	a.dirty()
}

// setSeats takes the seats the server tells, their names kept for "Your
// tables".
func (r *remoteSeat) setSeats(seats []wire.SeatInfo) {
	r.seats = append(r.seats[:0], seats...)
	r.rec.Names = r.rec.Names[:0]
	for _, s := range seats {
		r.rec.Names = append(r.rec.Names, s.Name)
	}
}

// serverLang is the language a table server is asked to speak to a person
// reading l: l itself when the protocol has it (wire.CheckLang), else
// English, until the server's texts move into the catalogs.
func serverLang(l Lang) string {
	if wire.CheckLang(l.Code()) {
		return l.Code()
	}
	return wire.English
}

// apply takes a position of the table: one move after the last (the table
// animates it) or a new position altogether (after a reconnection, a
// language switch).
func (r *remoteSeat) apply(p *playScene, u *wire.Update) {
	a := p.app
	view, err := decodeView(r.info.ID, u.View)
	if err != nil {
		fmt.Fprintf(a.stderr, "zombietable: the server's view of seq %d cannot be read: %v\n", u.Seq, err)
		a.flash(a.T("app.remote.bad_view"))
		return
	}
	before := r.view
	step := r.have && u.Seq == r.seq+1
	// The log: entries with seq > LogFrom, the whole log from 0.
	if u.LogFrom == 0 {
		p.entries = p.entries[:0]
	}
	for _, le := range u.Log {
		e := newLogEntry(le.Seat, le.TurnOf, le.Turn)
		for l := range e.text {
			e.title[l] = le.Title
			e.text[l] = le.Lines
		}
		switch i := le.Seq - 1; {
		case i < 0:
		case i < len(p.entries):
			p.entries[i] = e
		default:
			p.entries = append(p.entries, e)
		}
	}
	if u.Seq != r.seq {
		r.forgetWhys()
	}
	r.seq, r.view, r.have = u.Seq, view, true
	r.toAct, r.turnOf = game.Seat(u.ToAct), game.Seat(u.TurnOf)
	r.together = r.together[:0]
	for _, s := range u.Together {
		r.together = append(r.together, game.Seat(s))
	}
	wasOver := r.over
	r.over, r.returns = u.Over, u.Returns
	if r.over {
		r.toAct = game.Nobody
	}
	r.legal, r.names = r.legal[:0], r.names[:0]
	for _, l := range u.Legal {
		r.legal = append(r.legal, game.Action(l.ID))
		r.names = append(r.names, l.Name)
	}
	mine := r.sentSeq >= 0 && u.Seq == r.sentSeq+1
	if r.sentSeq >= 0 && u.Seq > r.sentSeq {
		r.sentSeq = -1
	}
	p.relog()
	p.scroll = 0
	p.refresh()
	r.rec.Seen = u.Seq
	r.rec.ToAct, r.rec.Over = u.ToAct, u.Over
	r.store(a)
	if step && len(u.Log) > 0 && u.Log[len(u.Log)-1].Seq == u.Seq {
		le := u.Log[len(u.Log)-1]
		m := Move{Seat: game.Seat(le.Seat), Action: -1, Before: before}
		if n := len(p.lines); n > 0 {
			m.Line = p.lines[n-1].text
		}
		if le.Action != nil {
			m.Action, m.Name = game.Action(*le.Action), le.Name
		}
		if mine && le.Seat == int(r.seat) && (le.Action == nil || m.Action == r.sentAct) {
			m.Action, m.Name = r.sentAct, r.sentName
		}
		r.remember(playedMove{seq: u.Seq, action: m.Action, before: before})
		p.table.Applied(&p.tc, m)
		p.botWait = a.anim.now + a.anim.Duration(450*time.Millisecond)
	} else {
		// A new position altogether: the moves seen made stay as they
		// were, but for any the table took back.
		for len(r.played) > 0 && r.played[len(r.played)-1].seq > u.Seq {
			r.played = r.played[:len(r.played)-1]
		}
		a.anim.Skip()
		p.table.Reset(&p.tc)
	}
	p.rulesStale = true
	if r.over && !wasOver {
		p.layout(a)
		r.fetchFinal()
	}
}

// fetchFinal fetches the finished game's save in the background, for the
// score the engine keeps.
func (r *remoteSeat) fetchFinal() {
	if r.finalCh != nil || r.rec.Server == "" {
		return
	}
	r.finalCh = make(chan *save.Session, 1)
	rec := r.rec
	go func() {
		var s *save.Session
		if data, err := client.GetSave(rec.Server, rec.Code, rec.Token); err == nil {
			if l, err := save.Decode(rec.Code, data); err == nil {
				s, _ = save.Replay(l)
			}
		}
		r.finalCh <- s
		wake()
	}()
}

// store keeps the table in "Your tables".
func (r *remoteSeat) store(a *App) {
	if a.store == nil || r.rec.Token == "" {
		return
	}
	r.rec.Updated = time.Now().UTC()
	if err := putRemote(a.store, &r.rec); err != nil {
		fmt.Fprintln(a.stderr, "zombietable: the table cannot be kept in Your tables:", err)
	}
}

// statusLine is the top bar while the connection is not online.
func (r *remoteSeat) statusLine(a *App) string {
	switch r.status {
	case client.Connecting:
		return a.T("app.remote.connecting")
	case client.Closed:
		return a.T("app.remote.closed")
	}
	if r.serverDown() {
		// Quietly: the table says the rest (drawDown).
		return a.T("app.remote2.down_status")
	}
	return a.lang.F("app.remote.reconnecting", "n", r.attempt)
}

// openRemote connects to a seat and shows its table.
func (a *App) openRemote(rec RemoteTable) error {
	info, err := game.Lookup(rec.Game)
	if err != nil {
		return err
	}
	if a.game != nil {
		// The table left for this one (a rematch, say) ends its connection.
		a.game.leave()
	}
	conn, err := client.Dial(rec.Server, rec.Code, rec.Token, client.Options{Lang: serverLang(a.lang), Wake: wake})
	if err != nil {
		return err
	}
	p, err := newRemotePlay(a, rec, info, conn)
	if err != nil {
		conn.Close()
		return err
	}
	a.setScene(p)
	return nil
}

// newRemotePlay makes the play scene of a remote seat.
func newRemotePlay(a *App, rec RemoteTable, info *game.Info, conn remoteConn) (*playScene, error) {
	mk := tables[info.ID]
	if mk == nil {
		mk = fallbackTable
	}
	if mk == nil {
		return nil, fmt.Errorf("no table scene for %s and no generic table", info.ID)
	}
	r := newRemoteSeat(rec, info, conn, a.lang)
	if rec.Token == "" {
		r.seat = game.Nobody // a watcher
	}
	p := &playScene{app: a, remote: r, lastHuman: game.Nobody, botSeat: game.Nobody, botChunk: 8, statusFor: -2}
	p.tc.play = p
	p.tc.seat = r.seat
	p.relog()
	p.table = mk(&p.tc)
	p.panel = panelLog
	p.refresh()
	p.table.Reset(&p.tc)
	return p, nil
}

// leave closes the connection of a remote table left for another scene.
func (p *playScene) leave() {
	if p.remote != nil {
		p.remote.conn.Close()
	}
}

// rematch hosts a new table on the same server with the same game, options
// and seats, and shows its links.
func (r *remoteSeat) rematch(a *App) error {
	req := wire.CreateTable{Game: r.info.ID, Options: r.options, Lang: serverLang(a.lang)}
	for _, s := range r.seats {
		req.Seats = append(req.Seats, wire.SeatRequest{Name: s.Name, Bot: s.Bot})
	}
	a.setScene(newHostedScene(a, r.rec.Server, req))
	return nil
}

// wake makes the game loop run a tick soon: something came from the network
// while the app may sleep (see sleepFrames, whose minimum mode stops the
// loop until an event or this).
func wake() {
	//lint:ignore SA1019 the way to wake the loop in the minimum FPS mode the app sleeps in.
	ebiten.ScheduleFrame()
}

// away reports whether seat s is a person not connected to the table now.
func (r *remoteSeat) away(s game.Seat) bool {
	return s >= 0 && int(s) < len(r.seats) && r.seats[s].Bot == "" && !r.seats[s].Connected
}

// decides reports whether the seat decides now: it is to act, or one of
// the seats choosing at once.
func (r *remoteSeat) decides() bool {
	if r.seat < 0 {
		return false
	}
	if r.toAct == r.seat {
		return true
	}
	for _, s := range r.together {
		if s == r.seat {
			return true
		}
	}
	return false
}

// togetherLine is the top bar while every seat chooses at once: whether
// this seat is to choose or has chosen, never who else has.
func (r *remoteSeat) togetherLine(a *App) string {
	switch {
	case !r.decides():
		return a.T("app.remote2.all_choose")
	case r.sentSeq >= 0:
		return a.T("app.remote2.chose_wait")
	}
	return a.T("app.remote2.choose_now")
}
