package scenes

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
	"zombietable/game/save"
)

// brokenGame registers, once, a game whose data fail to load.
func brokenGame() *game.Info {
	if info, err := game.Lookup("broken-data"); err == nil {
		return info
	}
	info := toy.Info()
	info.ID, info.Name = "broken-data", "Broken Data"
	info.Data = func() error { return errors.New("data/broken/cards.toml:3: cards.1.cost: missing") }
	game.Register(info)
	return info
}

// TestBrokenDataIsNotOffered: a game whose data fail is not on the title
// screen, a script cannot open it, and -game with it says why and exits
// with a non-zero code before any window opens.
func TestBrokenDataIsNotOffered(t *testing.T) {
	brokenGame()
	a := &App{anim: newAnimator(), stderr: io.Discard, w: 1280, h: 800, u: 1}
	s := newTitleScene()
	s.layout(a)
	for _, g := range s.games {
		if g.ID == "broken-data" {
			t.Fatal("the title screen offers a game whose data are broken")
		}
	}
	if len(s.games) == 0 {
		t.Fatal("the title screen offers nothing")
	}
	var out bytes.Buffer
	if code := run([]string{"-game", "broken-data"}, &out); code == 0 || !strings.Contains(out.String(), "Broken Data cannot be played, its data are broken") || !strings.Contains(out.String(), "cards.toml:3") {
		t.Fatalf("-game with broken data: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := RunScript([]string{"-store", t.TempDir(), "-script", "new:broken-data"}, &out); code == 0 || !strings.Contains(out.String(), "its data are broken") {
		t.Fatalf("new:broken-data in a script: exit %d, %q", code, out.String())
	}
}

// TestTypedNamesCannotTurnTheNextName: a right-to-left override or a
// combining mark with no letter, typed or pasted into a seat's name or
// given by a script, is dropped, so no name turns or garbles the ones
// shown after it.
func TestTypedNamesCannotTurnTheNextName(t *testing.T) {
	info, err := game.Lookup("zombionion")
	if err != nil {
		t.Fatal(err)
	}
	a := &App{anim: newAnimator(), stderr: io.Discard, w: 1280, h: 800, u: 1}
	s := newNewGameScene(a, info)
	s.seats[0].Name = ""
	s.typing = 0
	a.in.Chars = []rune("\u0301An\u202Ena\u2066")
	s.typeInto(a)
	if s.seats[0].Name != "Anna" {
		t.Fatalf("typed name %q, want %q", s.seats[0].Name, "Anna")
	}
	a2 := ScriptApp(t, "new:zombionion,players:2,seat:1:human,name:0:Bo\u202Eb,name:1:\u0301Cy,seed:7,option:kingdom:first-game,start", 1280, 800)
	if a2.game == nil {
		t.Fatal("no game started")
	}
	if got := a2.game.sess.Log.Seats; got[0].Name != "Bob" || got[1].Name != "Cy" {
		t.Fatalf("script names %q, %q", got[0].Name, got[1].Name)
	}
}

// TestResumeListsSavesThatDoNotReplayAsUnreadable: a save whose actions do
// not replay is shown as unreadable, with why, not as a game to resume.
func TestResumeListsSavesThatDoNotReplayAsUnreadable(t *testing.T) {
	a := resumeApp(t, 2)
	info, _ := game.Lookup("toy")
	sess, err := save.NewSession(info, game.Config{Players: 2, Seed: 9}, []save.Seat{{Name: "Anna", Kind: save.Human}, {Name: "Bot", Kind: save.Bot, Level: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	l := sess.Log
	l.Actions = []string{"no such move"}
	data, _ := l.Encode()
	if err := a.store.Put("autosave/toy-bad", data); err != nil {
		t.Fatal(err)
	}
	s := newResumeScene(a)
	found := false
	for _, sv := range s.saved {
		if sv.Key == "autosave/toy-bad" {
			found = true
			if sv.Err == nil || !strings.Contains(sv.Err.Error(), `action 1 ("no such move")`) {
				t.Errorf("listed as %v, want unreadable with the action", sv.Err)
			}
		} else if sv.Err != nil {
			t.Errorf("%s: %v", sv.Key, sv.Err)
		}
	}
	if !found || len(s.saved) != 3 {
		t.Fatalf("%d saves listed", len(s.saved))
	}
}
