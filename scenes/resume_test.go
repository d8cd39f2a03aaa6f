package scenes

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
	"zombietable/game/save"
)

// naiveEllipsize is the plain rune-by-rune cut, the reference for short
// strings.
func naiveEllipsize(s string, width float32) string {
	face := fontsBody(14)
	if TextWidth(s, face) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", face) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// TestEllipsizeIsCheap: a seat name of 20,000 characters is cut at once and
// fits; short strings are cut as the plain loop cuts them.
func TestEllipsizeIsCheap(t *testing.T) {
	face := fontsBody(14)
	long := strings.Repeat("Zombie ", 20000/7)
	start := time.Now()
	got := Ellipsize(long, face, 600)
	if d := time.Since(start); d > time.Second {
		t.Fatalf("took %v", d)
	}
	if !strings.HasSuffix(got, "…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) || TextWidth(got, face) > 600 {
		t.Fatalf("Ellipsize = %q (%v px)", got, TextWidth(got, face))
	}
	for _, s := range []string{"", "Anna", "Anna, Bruno (normal), Carla (hard)", strings.Repeat("w", 300), "Zombionion · 2026-11-24 · Turn 12 · Anna to move"} {
		for _, w := range []float32{0, 1, 40, 120, 400} {
			if got, want := Ellipsize(s, face, w), naiveEllipsize(s, w); got != want {
				t.Errorf("Ellipsize(%q, %v) = %q, want %q", s, w, got, want)
			}
		}
	}
}

// TestScreenshotBeforeQuit: a script that quits still writes the
// screenshot asked for, and only then does the app end.
func TestScreenshotBeforeQuit(t *testing.T) {
	tests := []struct {
		name               string
		a                  App
		ending, shotWanted bool
	}{
		{"quit, no screenshot asked", App{quit: true}, true, false},
		{"quit before the screenshot", App{quit: true, shotPath: "x.png", shotFrame: 30}, false, true},
		{"quit, screenshot written", App{quit: true, shotPath: "x.png", shotTaken: true}, true, false},
		{"script running", App{shotPath: "x.png", shotFrame: 30, frame: 40, script: []Step{{}}}, false, false},
		{"script done", App{shotPath: "x.png", shotFrame: 30, frame: 42, script: []Step{{}}, scriptDone: 40}, false, true},
	}
	for _, tt := range tests {
		if got := tt.a.ending(); got != tt.ending {
			t.Errorf("%s: ending = %v", tt.name, got)
		}
		if got := tt.a.shotWanted(); got != tt.shotWanted {
			t.Errorf("%s: shotWanted = %v", tt.name, got)
		}
	}
}

// resumeApp is an app at 1280×800 whose store holds n saved games of the
// toy game, saved an hour apart, game i with seed i.
func resumeApp(t *testing.T, n int) *App {
	t.Helper()
	if _, err := game.Lookup("toy"); err != nil {
		game.Register(toy.Info())
	}
	st, err := save.NewDirStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	day := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		info, _ := game.Lookup("toy")
		sess, err := save.NewSession(info, game.Config{Players: 2, Seed: uint64(i)}, []save.Seat{{Name: "Anna", Kind: save.Human}, {Name: "Bot", Kind: save.Bot, Level: "easy"}})
		if err != nil {
			t.Fatal(err)
		}
		l := sess.Log
		l.Summary = &save.Summary{Saved: day.Add(time.Duration(i) * time.Hour), ToAct: 0}
		data, _ := l.Encode()
		if err := st.Put(fmt.Sprintf("autosave/toy-%02d", i), data); err != nil {
			t.Fatal(err)
		}
	}
	a := &App{store: st, anim: newAnimator(), stderr: io.Discard, w: 1280, h: 800, u: 1}
	a.scene = newTitleScene()
	return a
}

// TestResumeListsNewestFirstAndScrolls: 17 saves, 7 shown, newest first;
// the wheel, a drag, Page Down and the arrow keys reach every one, and a drag
// that comes back to the row it began on does not resume it.
func TestResumeListsNewestFirstAndScrolls(t *testing.T) {
	a := resumeApp(t, 17)
	s := newResumeScene(a)
	a.scene = s
	s.layout(a)
	if s.visible != 7 || len(s.rows) != 7 || s.saved[s.rows[0].ID].Log.Seed != 16 || !strings.Contains(s.lines[0][0], "2026-05-01") {
		t.Fatalf("%d shown of %d, first seed %d, %q", len(s.rows), s.visible, s.saved[s.rows[0].ID].Log.Seed, s.lines[0])
	}
	if !strings.Contains(s.lines[0][1], "Anna to move") {
		t.Errorf("detail %q", s.lines[0][1])
	}
	x, y := s.panel.CX(), s.panel.CY()
	step := func(in Input) {
		in.X, in.Y = x, y
		a.in = in
		s.update(a)
	}
	step(Input{WheelY: -1})
	if s.top != 1 {
		t.Fatalf("after the wheel: top %d", s.top)
	}
	step(Input{Pressed: true, Down: true, StartX: x, StartY: y})
	y -= 3 * s.rowStep(a.u)
	step(Input{Down: true, Moved: true, StartX: x, StartY: y + 3*s.rowStep(a.u)})
	if s.top != 4 {
		t.Fatalf("after a drag of three rows: top %d", s.top)
	}
	// Back to where the drag began, over the row pressed first.
	y += 3 * s.rowStep(a.u)
	step(Input{Down: true, Moved: true, StartX: x, StartY: y})
	if s.top != 1 {
		t.Fatalf("after dragging back: top %d", s.top)
	}
	step(Input{Released: true, Clicked: true, StartX: x, StartY: y})
	if a.scene != s || a.toast != "" {
		t.Fatalf("the drag's release tried to resume a game: scene %s, %q", a.scene.name(), a.toast)
	}
	step(Input{Intents: []Intent{IntentPageNext}})
	if s.top != 8 || s.saved[s.rows[0].ID].Log.Seed != 8 {
		t.Fatalf("after Page Down: top %d", s.top)
	}
	step(Input{Intents: []Intent{IntentPagePrev, IntentPagePrev}})
	if s.top != 0 {
		t.Fatalf("after Page Up twice: top %d", s.top)
	}
	// Down through every row and its delete button reaches the oldest save.
	for i := 0; i < 2*17; i++ {
		step(Input{Intents: []Intent{IntentNext}})
	}
	if f := s.focused(); f < 0 || s.saved[s.rows[f].ID].Log.Seed != 0 {
		t.Fatalf("the keys did not reach the last save: top %d, focus %d", s.top, f)
	}
}

// TestResumeDeletesAfterConfirmation: the cross asks first; Keep and Escape
// keep the save, Delete removes it from the store and the list.
func TestResumeDeletesAfterConfirmation(t *testing.T) {
	a := resumeApp(t, 3)
	s := newResumeScene(a)
	a.scene = s
	s.layout(a)
	click := func(b *Button) {
		a.in = Input{X: b.R.CX(), Y: b.R.CY(), StartX: b.R.CX(), StartY: b.R.CY(), Released: true, Clicked: true}
		s.update(a)
	}
	key := s.saved[1].Key
	click(&s.dels[1])
	if s.confirm != 1 {
		t.Fatalf("confirm %d", s.confirm)
	}
	click(&s.btnKeep)
	a.in = Input{Intents: []Intent{IntentBack}}
	click(&s.dels[1])
	a.in = Input{Intents: []Intent{IntentBack}}
	s.update(a)
	if s.confirm != -1 || len(s.saved) != 3 || a.scene != s {
		t.Fatalf("after Keep and Escape: confirm %d, %d saves, scene %s", s.confirm, len(s.saved), a.scene.name())
	}
	click(&s.dels[1])
	click(&s.btnDelete)
	if len(s.saved) != 2 || s.confirm != -1 {
		t.Fatalf("after Delete: %d saves", len(s.saved))
	}
	if _, err := a.store.Get(key); err == nil {
		t.Fatalf("%s still stored", key)
	}
	for _, sv := range s.saved {
		if sv.Key == key {
			t.Fatalf("%s still listed", key)
		}
	}
}

// Two saves of the same game and seed are told apart in the list: each
// names its seats and its last move, in the language of the interface, as
// the log says it (a secret vote stays a vote).
func TestResumeNamesSeatsAndLastMove(t *testing.T) {
	const ng = "new:tsunami,players:3,seat:1:human,name:0:Ann,name:1:Bob,seed:5,speed:instant,start,ready,wait:3"
	a := ScriptApp(t, ng+",do:vote red,wait:5,menu,"+ng+",menu,resume", 1280, 800)
	s, ok := a.scene.(*resumeScene)
	if !ok || len(s.lines) != 2 {
		t.Fatalf("scene %s, %d saves", a.scene.name(), len(s.lines))
	}
	var voted, none int
	for _, l := range s.lines {
		if !strings.Contains(l[1], "Ann, Bob") {
			t.Errorf("the seats are not named: %q", l[1])
		}
		switch {
		case strings.Contains(l[0], "Ann votes") && !strings.Contains(l[0], "red"):
			voted++
		case !strings.Contains(l[0], "votes"):
			none++
		}
	}
	if voted != 1 || none != 1 {
		t.Fatalf("the saves are not told apart by their last move: %q", s.lines)
	}
	a.lang = Italian
	s.layout(a)
	if !strings.Contains(s.lines[0][0]+s.lines[1][0], "Ann vota") {
		t.Fatalf("the last move in Italian: %q", s.lines)
	}
}
