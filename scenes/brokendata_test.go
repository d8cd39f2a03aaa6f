package scenes

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
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
