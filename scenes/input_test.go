package scenes

import (
	"io"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// finger is a finger down at (x, y).
func finger(id int, x, y float32) touchPoint { return touchPoint{ebiten.TouchID(id), x, y} }

// quickTap is a finger that went down at (x, y) and up since the last tick.
func quickTap(id int, x, y float32) touchLift {
	return touchLift{id: ebiten.TouchID(id), x: x, y: y, began: true}
}

// got is what one tick of the input reported.
type got struct {
	pressed, released, clicked, down, long, touch, pinch bool
	x, y                                                 float32
}

func (in *Input) got() got {
	return got{in.Pressed, in.Released, in.Clicked, in.Down, in.LongPress, in.Touch, in.Pinch, in.X, in.Y}
}

// TestInputStrokes feeds samples of the devices, tick by tick, and checks
// the strokes the input reports.
func TestInputStrokes(t *testing.T) {
	tap := got{pressed: true, released: true, clicked: true, touch: true, x: 100, y: 200}
	cases := []struct {
		name  string
		ticks []devices
		want  map[int]got // tick → what it reports (the others: anything)
	}{
		{
			// ebiten reports a button that went down and up within a tick
			// as pressed, just pressed and just released on that tick.
			name: "a click within one tick",
			ticks: []devices{
				{cursorX: 50, cursorY: 60, mouseDown: true, mousePressed: true, mouseReleased: true},
				{cursorX: 50, cursorY: 60},
			},
			want: map[int]got{
				0: {pressed: true, down: true, x: 50, y: 60},
				1: {released: true, clicked: true, x: 50, y: 60},
			},
		},
		{
			name: "a tap the samples never showed",
			ticks: []devices{
				{lifts: []touchLift{quickTap(3, 100, 200)}},
				{},
			},
			want: map[int]got{0: tap, 1: {touch: true, x: away, y: away}},
		},
		{
			// A browser may run a frame on the touchstart before the
			// record of it is read: a tap both sampled and recorded counts
			// once.
			name: "a tap sampled and recorded counts once",
			ticks: []devices{
				{touches: []touchPoint{finger(3, 100, 200)}},
				{lifts: []touchLift{quickTap(3, 100, 200)}},
				{},
			},
			want: map[int]got{
				0: {pressed: true, down: true, touch: true, x: 100, y: 200},
				1: {released: true, clicked: true, touch: true, x: 100, y: 200},
				2: {touch: true, x: away, y: away},
			},
		},
		{
			name: "two taps between the same two ticks",
			ticks: []devices{
				{lifts: []touchLift{quickTap(3, 100, 200), quickTap(4, 100, 200)}},
				{},
				{},
			},
			want: map[int]got{0: tap, 1: tap, 2: {touch: true, x: away, y: away}},
		},
		{
			name: "a quick tap during a stroke waits for its end",
			ticks: []devices{
				{touches: []touchPoint{finger(1, 10, 10)}},
				{touches: []touchPoint{finger(1, 10, 10)}, lifts: []touchLift{quickTap(2, 100, 200)}},
				{},
				{},
			},
			want: map[int]got{
				1: {down: true, touch: true, x: 10, y: 10},
				2: {released: true, clicked: true, touch: true, x: 10, y: 10},
				3: tap,
			},
		},
		{
			// The platform gave the lifted finger's number to the next.
			name: "a finger lifted and a new one with its number",
			ticks: []devices{
				{touches: []touchPoint{finger(0, 10, 10)}},
				{touches: []touchPoint{finger(0, 300, 300)}, lifts: []touchLift{{id: 0}}},
				{touches: []touchPoint{finger(0, 300, 300)}},
			},
			want: map[int]got{
				1: {released: true, clicked: true, touch: true, x: 10, y: 10},
				2: {pressed: true, down: true, touch: true, x: 300, y: 300},
			},
		},
		{
			// The browser took the touch over (a system gesture).
			name: "a cancelled touch is no tap",
			ticks: []devices{
				{touches: []touchPoint{finger(1, 10, 10)}},
				{lifts: []touchLift{{id: 1, cancel: true}}},
				{lifts: []touchLift{{id: 2, x: 5, y: 5, began: true, cancel: true}}},
				{},
			},
			want: map[int]got{
				1: {released: true, touch: true, x: 10, y: 10},
				2: {touch: true, x: away, y: away},
				3: {touch: true, x: away, y: away},
			},
		},
		{
			name:  "a long press",
			ticks: append(repeat(devices{touches: []touchPoint{finger(1, 40, 40)}}, longPressTicks+1), devices{}, devices{}),
			want: map[int]got{
				longPressTicks:     {long: true, down: true, touch: true, x: 40, y: 40},
				longPressTicks + 1: {released: true, touch: true, x: 40, y: 40},
				longPressTicks + 2: {touch: true, x: away, y: away},
			},
		},
		{
			// A lifted finger points at nothing: the pointer goes away
			// from where the finger was, so nothing stays hovered (a touch
			// screen's cursor is nowhere), until the mouse moves.
			name: "nothing is pointed at after a touch",
			ticks: []devices{
				{cursorX: 1, cursorY: 1, lifts: []touchLift{quickTap(1, 100, 200)}},
				{cursorX: 1, cursorY: 1},
				{cursorX: 1, cursorY: 1},
				{cursorX: 2, cursorY: 1},
			},
			want: map[int]got{
				1: {touch: true, x: away, y: away},
				2: {touch: true, x: away, y: away},
				3: {x: 2, y: 1},
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var in Input
			for i := range c.ticks {
				in.step(&c.ticks[i])
				if w, ok := c.want[i]; ok && in.got() != w {
					t.Fatalf("tick %d: %+v, want %+v", i, in.got(), w)
				}
			}
		})
	}
}

func repeat(d devices, n int) []devices {
	out := make([]devices, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// TestInputPinch puts a second finger down during a stroke: the stroke is
// withdrawn where it began, with no click, and the two fingers pinch; the
// finger left after a pinch starts nothing until every finger is lifted.
func TestInputPinch(t *testing.T) {
	var in Input
	feed := func(fs ...touchPoint) got {
		d := devices{touches: fs}
		in.step(&d)
		return in.got()
	}
	if g := feed(finger(1, 100, 100)); !g.pressed || !g.down {
		t.Fatalf("one finger: %+v", g)
	}
	feed(finger(1, 110, 100))
	if g := feed(finger(1, 120, 100), finger(2, 200, 100)); !g.released || g.clicked || g.down || g.pinch || g.x != 100 || g.y != 100 {
		t.Fatalf("a second finger: %+v, want the stroke withdrawn at 100,100", g)
	}
	// The fingers spread from 80 to 160 pixels apart, their midpoint moving
	// from (160, 100) to (170, 110).
	g := feed(finger(1, 90, 110), finger(2, 250, 110))
	if !g.pinch || g.down || g.pressed || g.released || in.PinchScale != 2 || in.PanX != 10 || in.PanY != 10 || g.x != 170 || g.y != 110 {
		t.Fatalf("spread: %+v, scale %v, pan %v,%v", g, in.PinchScale, in.PanX, in.PanY)
	}
	if g := feed(finger(1, 90, 110), finger(2, 250, 110)); !g.pinch || in.PinchScale != 1 || in.PanX != 0 || in.PanY != 0 {
		t.Fatalf("still: %+v, scale %v, pan %v,%v", g, in.PinchScale, in.PanX, in.PanY)
	}
	for i := 0; i < 3; i++ {
		if g := feed(finger(2, 250, 110)); g.pinch || g.pressed || g.released || g.down {
			t.Fatalf("one finger left after the pinch: %+v", g)
		}
	}
	feed()
	if g := feed(finger(5, 30, 30)); !g.pressed || !g.down || g.x != 30 {
		t.Fatalf("a new finger after all were lifted: %+v", g)
	}
	// Two fingers landing on one tick pinch at once, with no stroke.
	feed()
	if g := feed(finger(6, 0, 0), finger(7, 100, 0)); g.pressed || g.released || g.down || g.x != 50 {
		t.Fatalf("two fingers at once: %+v", g)
	}
}

// TestInputSteadyAllocs checks that following fingers allocates nothing
// once the slices have grown.
func TestInputSteadyAllocs(t *testing.T) {
	var in Input
	two := devices{touches: []touchPoint{finger(1, 100, 100), finger(2, 200, 100)}}
	one := devices{touches: []touchPoint{finger(3, 10, 10)}}
	none := devices{}
	for i := 0; i < 3; i++ {
		in.step(&one)
		in.step(&none)
		in.step(&two)
		in.step(&none)
	}
	n := testing.AllocsPerRun(100, func() {
		in.step(&one)
		in.step(&one)
		in.step(&none)
		in.step(&two)
		in.step(&two)
		in.step(&none)
	})
	if n != 0 {
		t.Fatalf("%v allocations per run", n)
	}
}

// TestWokenTickCounts sends a click and a tap, each over within one tick, to
// an app asleep on the title screen, on its Settings button: the ticks the
// input wakes must act on it.
func TestWokenTickCounts(t *testing.T) {
	for _, c := range []struct {
		name string
		d    devices
	}{
		{"mouse", devices{cursorX: 640, cursorY: 740, mouseDown: true, mousePressed: true, mouseReleased: true}},
		{"touch", devices{lifts: []touchLift{quickTap(9, 640, 740)}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newApp(options{store: t.TempDir()}, io.Discard)
			a.resize(1280, 800, 1)
			var next *devices
			a.in.feed = func(d *devices) {
				if next != nil {
					*d = *next
					d.touches, d.lifts = append(d.touches[:0], next.touches...), append(d.lifts[:0], next.lifts...)
				} else {
					// Nothing more: the cursor stays where it was.
					*d = devices{cursorX: d.cursorX, cursorY: d.cursorY, touches: d.touches[:0], lifts: d.lifts[:0]}
				}
				next = nil
			}
			for i := 0; i < 5*tps && !a.asleep; i++ {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
				a.redraw = 0 // drawn
			}
			if !a.asleep || a.scene.name() != "title" {
				t.Fatalf("asleep %v on %s", a.asleep, a.scene.name())
			}
			next = &c.d
			for i := 0; i < 2; i++ {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if a.scene.name() != "settings" || a.asleep {
				t.Fatalf("after the %s: scene %s, asleep %v", c.name, a.scene.name(), a.asleep)
			}
		})
	}
}
