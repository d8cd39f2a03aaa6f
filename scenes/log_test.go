package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
)

// entry makes a log entry of seat in the turn of turnOf, with the same text in
// English and Italian but for a marker.
func entry(seat, turnOf, turn int, lines ...string) logEntry {
	e := newLogEntry(seat, turnOf, turn)
	e.text[English] = lines
	it := make([]string, len(lines))
	for i, l := range lines {
		it[i] = "it:" + l
	}
	e.text[Italian] = it
	return e
}

// titled gives e the turn title en in English and "it:"+en in Italian.
func titled(e logEntry, en string) logEntry {
	e.title[English], e.title[Italian] = en, "it:"+en
	return e
}

func TestBuildLogItems(t *testing.T) {
	name := func(s int) string { return []string{"Ann", "Bob"}[s] }
	cases := []struct {
		name    string
		entries []logEntry
		lang    Lang
		want    []string // items: "# header" or "text | more…"
	}{
		{"headers at each turn", []logEntry{
			entry(0, 0, 0, "Ann plays Bullet"), entry(0, 0, 0, "Ann buys Zombie"),
			entry(1, 1, 1, "Bob ends the turn")},
			English, []string{"# Turn 1 · Ann", "Ann plays Bullet", "Ann buys Zombie", "# Turn 2 · Bob", "Bob ends the turn"}},
		{"repeats grouped", []logEntry{
			entry(0, 0, 0, "Ann plays Bullet"), entry(0, 0, 0, "Ann plays Bullet"), entry(0, 0, 0, "Ann plays Bullet"),
			entry(0, 0, 0, "Ann buys Zombie")},
			English, []string{"# Turn 1 · Ann", "Ann plays Bullet ×3", "Ann buys Zombie"}},
		{"a repeat that set something off stands alone", []logEntry{
			entry(0, 0, 0, "Ann plays Bait"), entry(0, 0, 0, "Ann plays Bait", "draws 2")},
			English, []string{"# Turn 1 · Ann", "Ann plays Bait", "Ann plays Bait | draws 2"}},
		{"no grouping across turns or seats", []logEntry{
			entry(0, 0, 0, "pass"), entry(1, 0, 0, "pass"), entry(1, 1, 1, "pass")},
			English, []string{"# Turn 1 · Ann", "pass", "pass", "# Turn 2 · Bob", "pass"}},
		{"an answer in another's turn stays in that turn", []logEntry{
			entry(0, 0, 0, "Ann plays Upper Floor"), entry(1, 0, 0, "Bob discards Zombie"), entry(0, 0, 0, "Ann ends the turn")},
			English, []string{"# Turn 1 · Ann", "Ann plays Upper Floor", "Bob discards Zombie", "Ann ends the turn"}},
		{"in Italian", []logEntry{entry(0, 0, 0, "x", "y"), entry(0, 0, 0, "x", "y")},
			Italian, []string{"# Turno 1 · Ann", "it:x | it:y", "it:x | it:y"}},
		{"the engine's titles head the turns, in each language", []logEntry{
			titled(entry(0, -1, 1, "Ann votes"), "Card 1: Jump"), titled(entry(1, -1, 1, "Bob votes"), "Card 1: Jump"),
			titled(entry(1, -1, 1, "Bob buys"), "The shop"), titled(entry(0, -1, 2, "Ann votes"), "Card 2: Bomb")},
			Italian, []string{"# it:Card 1: Jump", "it:Ann votes", "it:Bob votes", "# it:The shop", "it:Bob buys", "# it:Card 2: Bomb", "it:Ann votes"}},
		{"a titled set-up heads its choices together and the turns count from the first", []logEntry{
			titled(entry(0, -1, 1, "Ann chooses Kevin"), "Set-up"), titled(entry(1, -1, 1, "Bob chooses Maria"), "Set-up"),
			entry(1, 1, 1, "Bob searches"), entry(0, 0, 2, "Ann attacks")},
			English, []string{"# Set-up", "Ann chooses Kevin", "Bob chooses Maria", "# Turn 1 · Bob", "Bob searches", "# Turn 2 · Ann", "Ann attacks"}},
	}
	for _, c := range cases {
		items := buildLogItems(nil, c.entries, c.lang, name)
		var got []string
		for _, it := range items {
			s := it.text
			if it.header {
				s = "# " + s
			}
			if len(it.more) > 0 {
				s += " | " + strings.Join(it.more, " | ")
			}
			got = append(got, s)
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestSinceLast(t *testing.T) {
	entries := []logEntry{
		entry(0, 0, 0, "Ann plays"), entry(1, 1, 1, "Bob plays"), entry(1, 1, 1, "Bob buys"), entry(0, 0, 2, "Ann buys"),
	}
	items := buildLogItems(nil, entries, English, func(s int) string { return []string{"Ann", "Bob"}[s] })
	cases := []struct {
		seat int
		want []string
	}{
		{0, nil},
		{1, []string{"Turn 3 · Ann", "Ann buys"}},
		{2, []string{"Turn 1 · Ann", "Ann plays", "Turn 2 · Bob", "Bob plays", "Bob buys", "Turn 3 · Ann", "Ann buys"}},
	}
	for _, c := range cases {
		var got []string
		for _, it := range sinceLast(items, entries, c.seat) {
			got = append(got, it.text)
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("since seat %d last acted: %q, want %q", c.seat, got, c.want)
		}
	}
}

// The top bar names what an answer answers only when the turn's last
// decision set nothing off: after "Nina lays Barn", which rolls Nina's move,
// the answer may be to the roll, so the line says only whose turn it is.
func TestTurnMoveNamesABareDecision(t *testing.T) {
	p := &playScene{app: idleApp(t)}
	for _, c := range []struct {
		name    string
		turnOf  int
		entries []logEntry
		want    string
	}{
		{"a bare decision", 1, []logEntry{entry(1, 1, 4, "Bob plays Upper Floor")}, "Bob plays Upper Floor"},
		{"a decision that rolled", 0, []logEntry{entry(0, 0, 4, "Nina lays Barn", "Nina rolls 1 to move")}, ""},
		{"another seat's answer after it", 1, []logEntry{entry(1, 1, 4, "Bob plays Militia"), entry(0, 1, 4, "Ann discards Bullet")}, "Bob plays Militia"},
		{"nothing in this turn", 1, []logEntry{entry(0, 0, 3, "Ann ends the turn")}, ""},
	} {
		p.entries = c.entries
		if got := p.turnMove(game.Seat(c.turnOf)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// longGame plays a three-person game of Zombies!!! 4 to about n log
// entries, with the log closed, and opens it.
func longGame(tb testing.TB, n int) *playScene {
	a := ScriptApp(tb, "new:zombies4,players:3,seat:1:human,seat:2:human,seed:7,speed:instant,start", 1280, 800)
	p := a.playOf()
	for i := 0; i < 200000 && len(p.entries) < n && !p.sess.State.Over(); i++ {
		if h, ok := a.scene.(*handoffScene); ok {
			a.passHandoff(h)
		}
		if p.tc.canAct && !a.anim.Busy() {
			if err := p.tc.Submit(p.tc.legal[i%len(p.tc.legal)]); err != nil {
				tb.Fatal(err)
			}
		}
		p.panel = panelNone
		if err := a.Update(); err != nil {
			tb.Fatal(err)
		}
	}
	p.panel = panelLog
	p.layout(a)
	p.wrapLog()
	return p
}

// BenchmarkLogAfterMove times what the log costs after a move in a long
// game (about 1,200 entries): its items made again and wrapped to the
// panel.
func BenchmarkLogAfterMove(b *testing.B) {
	p := longGame(b, 1200)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.relog()
		p.wrapLog()
	}
}

// The log wrapped from remembered lines is the log wrapped afresh.
func TestLogWrapRemembersLines(t *testing.T) {
	p := longGame(t, 300)
	p.relog()
	p.wrapLog()
	memo := append([]wrappedLine(nil), p.wrapped...)
	p.wrapMemo = nil
	p.relog()
	p.wrapLog()
	if len(memo) != len(p.wrapped) || len(memo) < 300 {
		t.Fatalf("%d lines remembered, %d afresh", len(memo), len(p.wrapped))
	}
	for i := range memo {
		if memo[i] != p.wrapped[i] {
			t.Fatalf("line %d: %+v remembered, %+v afresh", i, memo[i], p.wrapped[i])
		}
	}
}
