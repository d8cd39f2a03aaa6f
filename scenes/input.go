package scenes

import (
	"math"

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
// touch are one stroke source), a pinch of two fingers, typed characters and
// keyboard intents. Scenes and tables read it; they never poll ebiten's input
// themselves. A second finger on the screen withdraws the stroke under way:
// it is released where it began, with no click, so nothing dragged is
// dropped, and the fingers pinch until every one is lifted.
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
	// Pinch reports two fingers on the screen this tick, with no stroke:
	// X, Y is their midpoint, PinchScale how much farther apart they are
	// than at the last tick (above 1 they spread: zoom in) and PanX, PanY
	// how far their midpoint moved since then.
	Pinch      bool
	PinchScale float32
	PanX, PanY float32
	// WheelY is the vertical scroll of this tick.
	WheelY float32
	// Intents are the keyboard commands of this tick.
	Intents []Intent
	// Chars are the characters typed this tick.
	Chars []rune

	dev     devices
	feed    func(d *devices) // replaces the devices' reading (tests)
	fingers []touchPoint     // the fingers down at the last tick
	mode    touchMode
	touch   ebiten.TouchID // the finger of the stroke
	lifted  bool           // the stroke's finger was lifted last tick: the pointer goes away
	held    int
	// The two fingers of a pinch, their distance and midpoint at the last tick.
	pinchA, pinchB   ebiten.TouchID
	pinchD           float32
	pinchMX, pinchMY float32
	// Quick taps still to report, one a tick: fingers that went down and
	// up between two ticks.
	taps []touchLift
	// Where the mouse cursor was at the last tick: after a touch the
	// pointer stays where the finger left it until the mouse moves.
	cursorX, cursorY int
	screenW, screenH float32 // the screen, for the platform's record of touches
	// What a script does with fingers, for the next sample.
	scriptFingers []touchPoint
	scriptLifts   []touchLift
	keys          []ebiten.Key
	ids           []ebiten.TouchID
	synthetic     bool
	synthClick    bool
	synthDown     bool // a script presses the button
	synthUp       bool // a script releases it
	synthHeld     bool // a script's stroke is held: the real button does not end it
	synthMoveTo   [2]float32
	// A script's pointer stays where it was put until the real one moves.
	override     bool
	realX, realY int
	// What the buttons under the pointer meant where it rests (see
	// Button.Hit).
	aim aim
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
	return in.Moved || in.Pressed || in.Released || in.Down || in.Pinch || in.mode != touchNone || len(in.taps) > 0 ||
		in.WheelY != 0 || len(in.Intents) > 0 || len(in.Chars) > 0
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

// touchPoint is a finger on the screen, in screen pixels.
type touchPoint struct {
	id   ebiten.TouchID
	x, y float32
}

// touchLift is a finger lifted since the last tick, as the platform recorded
// the event. began reports that it was put down since the last tick too, so
// no sample of the fingers ever showed it: a tap that fell between two ticks.
// cancel reports that the platform took the touch over (a system gesture).
type touchLift struct {
	id     ebiten.TouchID
	x, y   float32 // where it was put down
	began  bool
	cancel bool // the platform took the touch back: no tap
}

// devices is the state of the pointing devices at one tick, as ebiten reports
// it, with a script's fingers on top.
type devices struct {
	cursorX, cursorY int
	mouseDown        bool // the left button is held, or went down this tick
	mousePressed     bool // it went down this tick
	mouseReleased    bool // it went up this tick
	wheelY           float32
	touches          []touchPoint // the fingers on the screen
	lifts            []touchLift  // the fingers lifted since the last tick
}

// touchMode is what the fingers on the screen are doing.
type touchMode int

const (
	touchNone   touchMode = iota
	touchStroke           // one finger: a tap, a drag or a long press
	touchPinch            // two fingers: a pinch and a pan
	touchDone             // a pinch ended: the fingers left wait to be lifted
)

// scriptTouch is where a script's finger ids start, clear of the platform's.
const scriptTouch ebiten.TouchID = 1 << 24

// touchAt puts a script's finger id down at (x, y), or moves it there.
func (in *Input) touchAt(id int, x, y float32) {
	tid := scriptTouch + ebiten.TouchID(id)
	for i := range in.scriptFingers {
		if in.scriptFingers[i].id == tid {
			in.scriptFingers[i].x, in.scriptFingers[i].y = x, y
			return
		}
	}
	in.scriptFingers = append(in.scriptFingers, touchPoint{tid, x, y})
}

// lift lifts a script's finger id.
func (in *Input) lift(id int) {
	tid := scriptTouch + ebiten.TouchID(id)
	for i, f := range in.scriptFingers {
		if f.id == tid {
			in.scriptFingers = append(in.scriptFingers[:i], in.scriptFingers[i+1:]...)
			in.scriptLifts = append(in.scriptLifts, touchLift{id: tid, x: f.x, y: f.y})
			return
		}
	}
}

// tapAt queues a script's tap at (x, y) that is over before the next tick:
// the finger goes down and up between two samples, as a quick tap does
// while the platform draws a long frame.
func (in *Input) tapAt(x, y float32) {
	in.scriptLifts = append(in.scriptLifts, touchLift{id: scriptTouch - 1, x: x, y: y, began: true})
}

// read samples the devices for this tick.
func (in *Input) read(d *devices) {
	d.touches, d.lifts = d.touches[:0], d.lifts[:0]
	if in.feed != nil {
		in.feed(d)
	} else {
		d.cursorX, d.cursorY = ebiten.CursorPosition()
		d.mouseDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		d.mousePressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		d.mouseReleased = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
		_, wy := ebiten.Wheel()
		d.wheelY = float32(wy)
		in.ids = ebiten.AppendTouchIDs(in.ids[:0])
		for _, id := range in.ids {
			x, y := ebiten.TouchPosition(id)
			d.touches = append(d.touches, touchPoint{id, float32(x), float32(y)})
		}
		d.lifts = appendTouchLifts(d.lifts, in.screenW, in.screenH)
	}
	d.touches = append(d.touches, in.scriptFingers...)
	d.lifts = append(d.lifts, in.scriptLifts...)
	in.scriptLifts = in.scriptLifts[:0]
}

// fingerAt finds finger id among fs.
func fingerAt(fs []touchPoint, id ebiten.TouchID) (touchPoint, bool) {
	for _, f := range fs {
		if f.id == id {
			return f, true
		}
	}
	return touchPoint{}, false
}

const longPressTicks = 30

// away is where the pointer is once a finger is lifted, until the next
// touch or the mouse moves: off every screen, so nothing stays hovered
// under a finger that is gone (a touch screen has no cursor resting there).
const away = -1 << 20

// update reads the devices for this tick.
func (in *Input) update() {
	in.read(&in.dev)
	in.step(&in.dev)
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.readKeys()
}

// step turns one sample of the devices into this tick's pointer.
func (in *Input) step(d *devices) {
	px, py := in.X, in.Y
	in.Pressed, in.Released, in.Clicked, in.LongPress = false, false, false, false
	in.Pinch, in.PinchScale, in.PanX, in.PanY = false, 1, 0, 0
	in.Intents = in.Intents[:0]
	in.WheelY = d.wheelY

	if in.synthetic {
		in.synthetic = false
		in.override = true
		in.realX, in.realY = d.cursorX, d.cursorY
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
		in.endTick(d)
		return
	}

	in.stepTouch(d)
	if in.mode == touchNone && !in.Pressed && !in.Released {
		in.stepMouse(d)
	}
	in.Moved = in.X != px || in.Y != py
	in.endTick(d)
}

// endTick remembers what the next tick compares with.
func (in *Input) endTick(d *devices) {
	in.fingers = append(in.fingers[:0], d.touches...)
	in.cursorX, in.cursorY = d.cursorX, d.cursorY
}

// stepTouch follows the fingers. One finger makes a stroke; a second one
// withdraws it (it ends where it began, no click) and the two pinch until
// every finger is lifted. A finger that went down and up between two ticks
// is a tap all the same, reported on a tick of its own.
func (in *Input) stepTouch(d *devices) {
	if in.lifted {
		// A lifted finger points at nothing: what it touched is no longer
		// hovered, its card no longer enlarged.
		in.lifted = false
		in.X, in.Y = away, away
	}
	for _, l := range d.lifts {
		_, was := fingerAt(in.fingers, l.id)
		_, is := fingerAt(d.touches, l.id)
		if l.began && !l.cancel && !was && !is && len(in.taps) < 8 {
			in.taps = append(in.taps, l)
		}
	}
	switch in.mode {
	case touchStroke:
		f, on := fingerAt(d.touches, in.touch)
		switch {
		case !on || in.liftedAgain(d, in.touch):
			in.mode = touchNone
			in.Down, in.Released, in.lifted = false, true, true
			in.Clicked = in.held < longPressTicks && near(in.X, in.Y, in.StartX, in.StartY, 24) && !cancelled(d, in.touch)
		case len(d.touches) >= 2:
			in.Down, in.Released = false, true
			in.X, in.Y = in.StartX, in.StartY
			in.beginPinch(d)
		default:
			in.X, in.Y = f.x, f.y
			in.held++
			if in.held == longPressTicks && near(in.X, in.Y, in.StartX, in.StartY, 16) {
				in.LongPress = true
			}
		}
	case touchPinch:
		switch len(d.touches) {
		case 0:
			in.mode = touchNone
		case 1:
			in.mode = touchDone
		default:
			in.pinch(d)
		}
	case touchDone:
		if len(d.touches) == 0 {
			in.mode = touchNone
		}
	}
	if in.mode != touchNone || in.Released {
		return
	}
	switch {
	case len(d.touches) >= 2:
		in.beginPinch(d)
	case len(d.touches) == 1:
		f := d.touches[0]
		in.mode, in.touch, in.Touch = touchStroke, f.id, true
		in.X, in.Y = f.x, f.y
		in.StartX, in.StartY = in.X, in.Y
		in.Pressed, in.Down, in.held = true, true, 0
	case len(in.taps) > 0:
		t := in.taps[0]
		in.taps = append(in.taps[:0], in.taps[1:]...)
		in.Touch = true
		in.X, in.Y = t.x, t.y
		in.StartX, in.StartY = in.X, in.Y
		in.Pressed, in.Released, in.Clicked = true, true, true
		in.Down, in.held, in.lifted = false, 0, true
	}
}

// liftedAgain reports that finger id, still down, was lifted since the last
// tick: the platform gave its number to a new finger.
func (in *Input) liftedAgain(d *devices, id ebiten.TouchID) bool {
	for _, l := range d.lifts {
		if l.id == id && !l.began && !l.cancel {
			return true
		}
	}
	return false
}

// cancelled reports that the platform took finger id back since the last tick.
func cancelled(d *devices, id ebiten.TouchID) bool {
	for _, l := range d.lifts {
		if l.id == id && l.cancel {
			return true
		}
	}
	return false
}

// beginPinch starts a pinch with the first two fingers down.
func (in *Input) beginPinch(d *devices) {
	a, b := d.touches[0], d.touches[1]
	in.mode, in.Touch = touchPinch, true
	in.pinchA, in.pinchB = a.id, b.id
	in.pinchD = dist(a, b)
	in.pinchMX, in.pinchMY = (a.x+b.x)/2, (a.y+b.y)/2
	if !in.Released {
		in.X, in.Y = in.pinchMX, in.pinchMY
	}
}

// pinch reports how the two fingers moved since the last tick.
func (in *Input) pinch(d *devices) {
	a, okA := fingerAt(d.touches, in.pinchA)
	b, okB := fingerAt(d.touches, in.pinchB)
	if !okA || !okB {
		// One of the two was lifted while others stay down: go on with
		// the two now down, from where they are.
		in.beginPinch(d)
		in.Pinch = true
		return
	}
	dd := dist(a, b)
	mx, my := (a.x+b.x)/2, (a.y+b.y)/2
	in.Pinch = true
	if in.pinchD >= 1 && dd >= 1 {
		in.PinchScale = dd / in.pinchD
	}
	in.PanX, in.PanY = mx-in.pinchMX, my-in.pinchMY
	in.pinchD, in.pinchMX, in.pinchMY = dd, mx, my
	in.X, in.Y = mx, my
}

func dist(a, b touchPoint) float32 {
	dx, dy := float64(a.x-b.x), float64(a.y-b.y)
	return float32(math.Sqrt(dx*dx + dy*dy))
}

// stepMouse follows the mouse. After a touch the pointer stays away until
// the mouse moves or is pressed: a touch screen has no cursor to jump to.
func (in *Input) stepMouse(d *devices) {
	x, y := d.cursorX, d.cursorY
	if in.Touch && x == in.cursorX && y == in.cursorY && !d.mousePressed {
		return
	}
	if in.override && x == in.realX && y == in.realY {
		x, y = int(in.X), int(in.Y)
	} else {
		in.override = false
	}
	in.X, in.Y = float32(x), float32(y)
	in.Touch = false
	if d.mousePressed {
		in.Pressed, in.Down = true, true
		in.StartX, in.StartY = in.X, in.Y
		in.held = 0
	} else if in.Down {
		in.held++
		if !in.synthHeld && (d.mouseReleased || !d.mouseDown) {
			in.Down = false
			in.Released = true
			in.Clicked = near(in.X, in.Y, in.StartX, in.StartY, 12)
		}
	}
}

// readKeys turns this tick's keys into intents.
func (in *Input) readKeys() {
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

// takeTyping is called by a text field being typed into once it has used
// this tick's characters: they, the letter keys' intents (typing, not
// shortcuts), Enter and Escape are the field's, and the rest is left.
func (in *Input) takeTyping() {
	in.Chars = in.Chars[:0]
	k := 0
	for _, it := range in.Intents {
		if !letterIntent(it) && it != IntentActivate && it != IntentBack {
			in.Intents[k] = it
			k++
		}
	}
	in.Intents = in.Intents[:k]
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
