package scenes

import (
	"zombietable/game"
	"zombietable/game/save"
)

// LogHoverer is a Table that lights on the table what a line of the log
// speaks of — the squares, cards and pieces of the action and of what it set
// off — as the pointer rests on the line.
type LogHoverer interface {
	// LogHovered is called when the pointer comes onto the log's lines of
	// the game's i-th action (counted from 0 in the whole game, as Played
	// counts), with OpeningEntry when it comes onto the lines of what the
	// set-up set off (game.Opener; see Opened), and with -1 when it leaves
	// them.
	LogHovered(tc *TableContext, i int)
}

// OpeningEntry is the entry LogHovered is given for the log's opening
// lines: what the game's set-up set off before the first action.
const OpeningEntry = -2

// Opened returns the view the seat in front of the screen had when the
// set-up was done, before the first action: what the log's opening lines
// led to. ok is false at a table on a server, whose log has no opening.
func (tc *TableContext) Opened() (view any, ok bool) {
	if tc.play.remote != nil {
		return nil, false
	}
	if before, _, ok := tc.Played(0); ok {
		return before, true
	}
	return tc.View(), true
}

// Played returns the game's i-th action (from 0) as the seat in front of the
// screen may know it: before is its view (what View gives) just before the
// action, a the action, or -1 when the seat may not know it (another seat's
// secret choice: see game.Publicist). ok is false when there is no such
// action or the app does not hold the view before it: at a table on a
// server, an action from before the app joined the table, or too far back.
// Light only what the line of the log says: the view is the seat's own, and
// may hold its secrets, when others look on (Public).
func (tc *TableContext) Played(i int) (before any, a game.Action, ok bool) {
	if r := tc.play.remote; r != nil {
		m, ok := r.playedAt(i + 1)
		if !ok {
			return nil, 0, false
		}
		return m.before, m.action, true
	}
	if before, a, ok, mine := tc.play.coachPlayed(i); mine {
		return before, a, ok
	}
	if rv := tc.play.replay; rv != nil {
		return rv.played(tc, i)
	}
	sess := tc.play.sess
	if i < 0 || i >= len(sess.Log.Actions) {
		return nil, 0, false
	}
	rp, err := save.Replay(sess.Log.Prefix(i))
	if err != nil {
		return nil, 0, false
	}
	st := rp.State
	a, err = game.Find(st, sess.Log.Actions[i])
	if err != nil {
		return nil, 0, false
	}
	if !game.PublicAction(st, a) && (st.ToAct() != tc.seat || tc.public) {
		a = -1
	}
	return st.View(tc.seat), a, true
}

// PlayedAround is Played with the view after the action too: the view
// before the next one, or the view now for the last action. A table reads
// from the two what the action set off (cards drawn, items thrown).
func (tc *TableContext) PlayedAround(i int) (before, after any, a game.Action, ok bool) {
	before, a, ok = tc.Played(i)
	after, _, later := tc.Played(i + 1)
	if !later {
		after = tc.View()
	}
	return before, after, a, ok
}

// hoverLog tells a LogHoverer table which action's lines of the log the
// pointer rests on, when that changes; it reports a change.
func (p *playScene) hoverLog(in *Input) bool {
	h, ok := p.table.(LogHoverer)
	if !ok {
		return false
	}
	e := -1
	if p.panel == panelLog && p.side.Contains(in.X, in.Y) {
		e = p.logEntryAt(in.Y)
	}
	if e == -1 {
		// Off the log's lines, the coach's move lights the table.
		e = p.coachEntry()
	}
	if e+1 == p.hoverEntry {
		return false
	}
	p.hoverEntry = e + 1
	h.LogHovered(&p.tc, e)
	return true
}

// logEntryAt is the entry of the log line drawn at height y (OpeningEntry
// for the opening's lines), -1 for none (a turn header, or below the last
// line).
func (p *playScene) logEntryAt(y float32) int {
	lh := LineHeight(fontsBody(14 * p.app.u))
	top := p.sideTop()
	if y < top || lh <= 0 {
		return -1
	}
	end := len(p.wrapped) - p.scroll
	start := max(end-p.sideRows(), 0)
	i := start + int((y-top)/lh)
	if i < start || i >= end || p.wrapped[i].header {
		return -1
	}
	return p.wrapped[i].entry
}
