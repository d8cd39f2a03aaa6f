package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Intent is a keyboard command, the same whatever key gives it.
type Intent int

// The keyboard intents.
const (
	IntentNone       Intent = iota
	IntentNext              // Tab, Down, Right: focus the next control
	IntentPrev              // Shift+Tab, Up, Left: focus the previous control
	IntentActivate          // Enter, Space: press the focused control
	IntentBack              // Escape: close a panel, or back
	IntentUndo              // Ctrl+Z, U
	IntentLog               // L
	IntentRules             // R
	IntentPageNext          // Page Down
	IntentPagePrev          // Page Up
	IntentErase             // Backspace, while typing
	IntentFullscreen        // F11
)

// Input is what the player did this tick, as intents: one pointer (mouse and
// touch are one stroke source), typed characters and keyboard intents.
// Scenes and tables read it; they never poll ebiten's input themselves.
type Input struct {
	// X, Y is where the pointer is, in screen pixels.
	X, Y float32
	// Down reports whether the mouse button or a finger is held.
	Down bool
	// Pressed and Released report the start and end of a stroke this tick.
	Pressed, Released bool
	// Clicked reports a stroke ended this tick near where it started: a
	// click or a tap.
	Clicked bool
	// StartX, StartY is where the current or last stroke began.
	StartX, StartY float32
	// Touch reports whether the stroke comes from a finger.
	Touch bool
	// LongPress reports a held, still stroke this tick (a touch asking for
	// a tooltip).
	LongPress bool
	// Moved reports the pointer moved this tick.
	Moved bool
	// WheelY is the vertical scroll of this tick.
	WheelY float32
	// Intents are the keyboard commands of this tick.
	Intents []Intent
	// Chars are the characters typed this tick.
	Chars []rune

	touches     []ebiten.TouchID
	touch       ebiten.TouchID
	touching    bool
	held        int
	keys        []ebiten.Key
	synthetic   bool
	synthClick  bool
	synthDown   bool // a script presses the button
	synthUp     bool // a script releases it
	synthHeld   bool // a script's stroke is held: the real button does not end it
	synthMoveTo [2]float32
	// A script's pointer stays where it was put until the real one moves.
	override     bool
	realX, realY int
}

// Has reports whether intent i came this tick.
func (in *Input) Has(i Intent) bool {
	for _, x := range in.Intents {
		if x == i {
			return true
		}
	}
	return false
}

// Active reports whether anything happened this tick.
func (in *Input) Active() bool {
	return in.Moved || in.Pressed || in.Released || in.Down || in.WheelY != 0 || len(in.Intents) > 0 || len(in.Chars) > 0
}

// Consume clears this tick's click and intents, once a control used them.
func (in *Input) Consume() {
	in.Clicked = false
	in.Pressed = false
	in.Released = false
	in.Intents = in.Intents[:0]
	in.Chars = in.Chars[:0]
}

// clickAt queues a synthetic click at (x, y) for the next tick (scripts).
func (in *Input) clickAt(x, y float32) {
	in.synthetic = true
	in.synthClick = true
	in.synthMoveTo = [2]float32{x, y}
}

// pressAt and releaseAt queue the two ends of a synthetic stroke (scripts),
// ticks apart as a person's click is.
func (in *Input) pressAt(x, y float32) {
	in.synthetic, in.synthDown = true, true
	in.synthMoveTo = [2]float32{x, y}
}

func (in *Input) releaseAt(x, y float32) {
	in.synthetic, in.synthUp = true, true
	in.synthMoveTo = [2]float32{x, y}
}

// moveTo queues a synthetic pointer move (scripts).
func (in *Input) moveTo(x, y float32) {
	in.synthetic = true
	in.synthMoveTo = [2]float32{x, y}
}

const longPressTicks = 30

// update reads ebiten's input for this tick.
func (in *Input) update() {
	px, py := in.X, in.Y
	in.Pressed, in.Released, in.Clicked, in.LongPress = false, false, false, false
	in.Intents = in.Intents[:0]
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	_, wy := ebiten.Wheel()
	in.WheelY = float32(wy)

	if in.synthetic {
		in.synthetic = false
		in.override = true
		in.realX, in.realY = ebiten.CursorPosition()
		in.X, in.Y = in.synthMoveTo[0], in.synthMoveTo[1]
		switch {
		case in.synthClick:
			in.Pressed, in.Released, in.Clicked = true, true, true
			in.StartX, in.StartY = in.X, in.Y
		case in.synthDown:
			in.Pressed, in.Down, in.held, in.synthHeld = true, true, 0, true
			in.StartX, in.StartY = in.X, in.Y
		case in.synthUp && in.Down:
			in.Down, in.Released, in.synthHeld = false, true, false
			in.Clicked = near(in.X, in.Y, in.StartX, in.StartY, 12)
		}
		in.synthClick, in.synthDown, in.synthUp = false, false, false
		in.Moved = in.X != px || in.Y != py
		return
	}

	// Touch first: a new finger starts a stroke; it ends when that finger lifts.
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if !in.touching && len(in.touches) > 0 {
		in.touch = in.touches[0]
		in.touching = true
		in.Touch = true
		x, y := ebiten.TouchPosition(in.touch)
		in.X, in.Y = float32(x), float32(y)
		in.StartX, in.StartY = in.X, in.Y
		in.Pressed, in.Down, in.held = true, true, 0
	} else if in.touching {
		if inpututil.IsTouchJustReleased(in.touch) {
			in.touching = false
			in.Down = false
			in.Released = true
			in.Clicked = in.held < longPressTicks && near(in.X, in.Y, in.StartX, in.StartY, 24)
		} else {
			x, y := ebiten.TouchPosition(in.touch)
			in.X, in.Y = float32(x), float32(y)
			in.held++
			if in.held == longPressTicks && near(in.X, in.Y, in.StartX, in.StartY, 16) {
				in.LongPress = true
			}
		}
	} else {
		x, y := ebiten.CursorPosition()
		if in.override && x == in.realX && y == in.realY {
			x, y = int(in.X), int(in.Y)
		} else {
			in.override = false
		}
		in.X, in.Y = float32(x), float32(y)
		in.Touch = false
		if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			in.Pressed, in.Down = true, true
			in.StartX, in.StartY = in.X, in.Y
			in.held = 0
		} else if in.Down {
			in.held++
			if !in.synthHeld && inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) || !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
				in.Down = false
				in.Released = true
				in.Clicked = near(in.X, in.Y, in.StartX, in.StartY, 12)
			}
		}
	}
	in.Moved = in.X != px || in.Y != py

	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	for _, k := range in.keys {
		var it Intent
		switch k {
		case ebiten.KeyTab:
			it = IntentNext
			if shift {
				it = IntentPrev
			}
		case ebiten.KeyArrowDown, ebiten.KeyArrowRight:
			it = IntentNext
		case ebiten.KeyArrowUp, ebiten.KeyArrowLeft:
			it = IntentPrev
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			it = IntentActivate
		case ebiten.KeyEscape:
			it = IntentBack
		case ebiten.KeyBackspace:
			it = IntentErase
		case ebiten.KeyPageDown:
			it = IntentPageNext
		case ebiten.KeyPageUp:
			it = IntentPagePrev
		case ebiten.KeyF11:
			it = IntentFullscreen
		case ebiten.KeyZ:
			if ctrl {
				it = IntentUndo
			}
		}
		if it != IntentNone {
			in.Intents = append(in.Intents, it)
		}
	}
	// Letter shortcuts only when no text is being typed into a field: the
	// scene that owns a text field clears Chars of them itself.
	if !ctrl {
		for _, k := range in.keys {
			switch k {
			case ebiten.KeyU:
				in.Intents = append(in.Intents, IntentUndo)
			case ebiten.KeyL:
				in.Intents = append(in.Intents, IntentLog)
			case ebiten.KeyR:
				in.Intents = append(in.Intents, IntentRules)
			case ebiten.KeySpace:
				in.Intents = append(in.Intents, IntentActivate)
			}
		}
	}
}

// letterIntent reports whether an intent comes from a letter key, which a
// focused text field takes as typing instead.
func letterIntent(i Intent) bool {
	return i == IntentUndo || i == IntentLog || i == IntentRules
}

func near(x0, y0, x1, y1, d float32) bool {
	dx, dy := x0-x1, y0-y1
	return dx*dx+dy*dy <= d*d
}
