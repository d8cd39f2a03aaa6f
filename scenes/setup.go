package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
)

// Setup is a game's own part of the new-game screen: a strip that shows what
// some options stand for and changes them by clicks on the pieces — the ten
// kingdom cards of Zombionion, picked or banned. The options it owns get no
// button of their own on the screen.
//
// Its methods run on the game loop's goroutine; Update and Draw allocate
// nothing in the steady state (lay out in Layout).
type Setup interface {
	// Owns reports whether the strip sets option key.
	Owns(key string) bool
	// Height is the strip's height at interface scale u.
	Height(u float32) float32
	// Layout places the strip in r for the configuration c (the seats,
	// the seed typed so far and the options) in lang at scale u. It is
	// called whenever any of them changes.
	Layout(r Rect, c game.Config, lang Lang, u float32)
	// Update handles the pointer: on a click it returns the options to set
	// (nil for none). redraw reports that the hover changed.
	Update(in *Input) (set map[string]string, redraw bool)
	// Draw draws the strip.
	Draw(dst *ebiten.Image)
	// Tooltip returns the text for the point (x, y), or "".
	Tooltip(x, y float32) string
}

var setups = map[string]func() Setup{}

// RegisterSetup gives a game's new-game screen its own strip. Call it from
// init; a second registration for the same game panics.
func RegisterSetup(gameID string, make func() Setup) {
	if _, dup := setups[gameID]; dup {
		panic(fmt.Sprintf("scenes: setup for %q registered twice", gameID))
	}
	setups[gameID] = make
}
