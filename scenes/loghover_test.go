package scenes

import (
	"encoding/json"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
)

// hoverTable is a table that records the log lines it is told are hovered.
type hoverTable struct {
	Table
	got []int
}

func (h *hoverTable) LogHovered(tc *TableContext, i int) { h.got = append(h.got, i) }

// Resting the pointer on a line of the log tells a LogHoverer table which
// action the line tells, once, and -1 when the pointer leaves the lines;
// Played gives that action and the seat's view just before it, replayed.
func TestLogLineHoveredTellsTheTable(t *testing.T) {
	a := ScriptApp(t, "new:zombies4,players:3,seed:11,bots,start,wait:30", 1280, 800)
	a.PlayOut(t, 12, func(st game.State, legal []game.Action) game.Action { return legal[0] })
	p := a.playOf()
	if p == nil || p.panel != panelLog || len(p.sess.Log.Actions) < 5 {
		t.Fatalf("no game with a log at the table: scene %s, %v", a.SceneName(), p != nil)
	}
	h := &hoverTable{Table: p.table}
	p.table = h
	p.wrapLog()
	lh := LineHeight(fontsBody(14 * a.u))
	end := len(p.wrapped) - p.scroll
	start := max(end-p.sideRows(), 0)
	in := &a.in
	in.X = p.side.X + p.side.W/2
	told := 0
	for i := start; i < end; i++ {
		in.Y = p.sideTop() + float32(i-start)*lh + lh/2
		n := len(h.got)
		p.hoverLog(in)
		w := p.wrapped[i]
		switch {
		case w.header && len(h.got) > n && h.got[len(h.got)-1] != -1:
			t.Fatalf("a turn header told entry %d", h.got[len(h.got)-1])
		case w.header:
		case len(h.got) > n && h.got[len(h.got)-1] != w.entry:
			t.Fatalf("line %d (%q) told entry %d, not %d", i, w.text, h.got[len(h.got)-1], w.entry)
		case len(h.got) == n && (i == start || p.wrapped[i-1].entry != w.entry || p.wrapped[i-1].header):
			t.Fatalf("line %d (%q) told nothing", i, w.text)
		case len(h.got) > n:
			told++
			before, act, ok := p.tc.Played(w.entry)
			if !ok {
				t.Fatalf("entry %d not replayed", w.entry)
			}
			l := p.sess.Log
			l.Actions = l.Actions[:w.entry:w.entry]
			r, err := save.Replay(l)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := jsonOf(t, before), jsonOf(t, r.State.View(p.tc.seat)); got != want {
				t.Fatalf("entry %d: the view before is not the seat's view then:\n got %.300s\nwant %.300s", w.entry, got, want)
			}
			if got := r.State.ActionString(act); got != p.sess.Log.Actions[w.entry] {
				t.Fatalf("entry %d replays as %q, not %q", w.entry, got, p.sess.Log.Actions[w.entry])
			}
		}
	}
	in.X = p.side.X - 50
	p.hoverLog(in)
	if told < 3 || h.got[len(h.got)-1] != -1 {
		t.Fatalf("%d lines told; last told %d after leaving the log", told, h.got[len(h.got)-1])
	}
	if _, _, ok := p.tc.Played(len(p.sess.Log.Actions)); ok {
		t.Fatal("an action after the last one was replayed")
	}
}

// jsonOf is v encoded as JSON.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A game whose set-up plays on before the first decision (Zombie Tsunami:
// the round's start, the first street cards) opens its log on what that
// set off, in both languages, the Gold Jump's coins among it; resting the
// pointer on those lines tells the table OpeningEntry, and Opened gives the
// view the set-up led to.
func TestTheLogOpensOnTheSetUp(t *testing.T) {
	a := ScriptApp(t, "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start,ready,wait:3", 1280, 800)
	p := a.playOf()
	if p == nil || p.panel != panelLog {
		t.Fatalf("no log at the table: scene %s", a.SceneName())
	}
	for _, want := range []string{"Set-up", "Every player starts with no zombies and no coins", "Ann rolls 1 zombie face at the Gold Jump and gains 2 coins (2)"} {
		if err := a.expect("log", want); err != nil {
			t.Fatal(err)
		}
	}
	h := &hoverTable{Table: p.table}
	p.table = h
	p.wrapLog()
	lh := LineHeight(fontsBody(14 * a.u))
	end := len(p.wrapped) - p.scroll
	start := max(end-p.sideRows(), 0)
	in := &a.in
	in.X = p.side.X + p.side.W/2
	told := false
	for i := start; i < end; i++ {
		if p.wrapped[i].entry != OpeningEntry || p.wrapped[i].header {
			continue
		}
		in.Y = p.sideTop() + float32(i-start)*lh + lh/2
		p.hoverLog(in)
		told = len(h.got) > 0 && h.got[len(h.got)-1] == OpeningEntry
		break
	}
	if !told {
		t.Fatalf("no opening line told the table: %v", h.got)
	}
	v, ok := p.tc.Opened()
	if !ok || jsonOf(t, v) != jsonOf(t, p.sess.State.View(p.tc.seat)) {
		t.Fatal("Opened is not the view before the first action")
	}
	a.lang = Italian
	p.relog()
	if err := a.expect("log", "Ann tira 1 faccia zombie al Salto Oro e guadagna 2 monete (2)"); err != nil {
		t.Fatal(err)
	}
}
