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
	// counts), and with -1 when it leaves them.
	LogHovered(tc *TableContext, i int)
}

// Played returns the game's i-th action (from 0) and the state just before
// it, replayed from the game's log; ok is false when there is no such
// action, and at a table on a server, whose log the app does not hold. The
// state holds every seat's secrets: read only the public facts the log line
// speaks of.
func (tc *TableContext) Played(i int) (before game.State, a game.Action, ok bool) {
	sess := tc.play.sess
	if tc.play.remote != nil {
		return nil, 0, false
	}
	if i < 0 || i >= len(sess.Log.Actions) {
		return nil, 0, false
	}
	l := sess.Log
	l.Actions = append([]string(nil), sess.Log.Actions[:i]...)
	l.Summary = nil
	r, err := save.Replay(l)
	if err != nil {
		return nil, 0, false
	}
	a, err = game.Find(r.State, sess.Log.Actions[i])
	if err != nil {
		return nil, 0, false
	}
	return r.State, a, true
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
	if e+1 == p.hoverEntry {
		return false
	}
	p.hoverEntry = e + 1
	h.LogHovered(&p.tc, e)
	return true
}

// logEntryAt is the entry of the log line drawn at height y, -1 for none
// (a turn header, or below the last line).
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
