//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// On the desktop a window in the background says it is the player's move in
// its title (Ebitengine offers no other way to ask for attention); in
// front again, it reads as before.

// windowTitle is the window's own title.
const windowTitle = "Zombie Table"

var attentionWindow struct {
	want, shown bool
	text        string
}

// wantAttention says whether the player's move waits: the window says so
// while it is not in front, in the language's words text. It is asked
// every tick, and costs nothing when nothing changes.
func wantAttention(on bool, text string) {
	w := &attentionWindow
	w.want, w.text = on, text
	show := on && !ebiten.IsFocused()
	if show == w.shown {
		return
	}
	w.shown = show
	if show {
		ebiten.SetWindowTitle(text)
	} else {
		ebiten.SetWindowTitle(windowTitle)
	}
}
