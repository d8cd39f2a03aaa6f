package scenes

import (
	"strings"
	"testing"
)

// A button keeps its meaning while it is pointed at: once a click was made
// where the pointer rests, a button meaning something else there takes no
// click until the pointer moves or a finger comes down again; before any
// click, whatever appears under the pointer takes clicks, and overlapping
// buttons seen there together all do.
func TestAButtonKeepsItsMeaningWhilePointedAt(t *testing.T) {
	r := Rect{100, 100, 120, 40}
	click := func(in *Input, b *Button, x, y float32, touch bool) bool {
		in.X, in.Y, in.StartX, in.StartY, in.Touch = x, y, x, y, touch
		in.Pressed, in.Down, in.Clicked = true, true, false
		b.Hit(in)
		in.Pressed, in.Down, in.Released, in.Clicked = false, false, true, true
		ok, _ := b.Hit(in)
		in.Released, in.Clicked = false, false
		return ok
	}
	cases := []struct {
		name      string
		first     string // the label clicked first, "" for none
		then      string
		dx        float32
		touch     bool
		wantClick bool
	}{
		{"the same button again", "Fight!", "Fight!", 0, false, true},
		{"another meaning under a still pointer", "Fight!", "Fight in row 2", 0, false, false},
		{"another meaning once the pointer moved", "Fight!", "Fight in row 2", 1, false, true},
		{"another meaning under a finger put down again", "Fight!", "Fight in row 2", 0, true, true},
		{"a button appearing under a pointer that clicked nothing", "", "Fight in row 2", 0, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var in Input
			in.X, in.Y = 150, 120
			if c.first != "" {
				b := Button{R: r, Label: c.first}
				b.Hit(&in)
				if !click(&in, &b, 150, 120, false) {
					t.Fatal("the first click was refused")
				}
			} else {
				empty := Button{R: Rect{0, 0, 10, 10}, Label: "elsewhere"}
				empty.Hit(&in)
			}
			b := Button{R: Rect{90, 100, 160, 40}, Label: c.then}
			b.Hit(&in)
			if got := click(&in, &b, 150+c.dx, 120, c.touch); got != c.wantClick {
				t.Fatalf("the click on %q: %v, want %v", c.then, got, c.wantClick)
			}
		})
	}
	// Two overlapping buttons seen under the pointer before a click both
	// keep taking clicks there.
	var in Input
	in.X, in.Y = 150, 120
	a, b := Button{R: r, Label: "Use"}, Button{R: r, Label: "Keep"}
	a.Hit(&in)
	b.Hit(&in)
	if !click(&in, &a, 150, 120, false) || !click(&in, &b, 150, 120, false) {
		t.Fatal("overlapping buttons seen together refuse a click")
	}
}

// Pints of Blood: Fight! is followed, where it stood, by the button that
// fights the next row. A second click of a pointer that has not moved,
// meant for Fight!, does not fight the row; once the pointer moves, the
// row's button takes the click.
func TestFightDoesNotBecomeTheRowUnderTheCursor(t *testing.T) {
	a := ScriptApp(t, "new:pints,players:2,seat:1:bot,seed:3,speed:instant,start", 1280, 800)
	p := a.playOf()
	legalNamed := func(prefix string) bool {
		for _, x := range p.tc.legal {
			if strings.HasPrefix(p.sess.State.ActionString(x), prefix) {
				return true
			}
		}
		return false
	}
	ready := func() bool {
		for i := 0; i < 2000; i++ {
			if h, ok := a.scene.(*handoffScene); ok {
				a.passHandoff(h)
			}
			if p.tc.canAct && !a.anim.Busy() {
				return true
			}
			tick(t, a, 1)
		}
		return false
	}
	// Play on, fighting by a click on Fight!, until a fight leaves a row
	// to the person.
	var x, y float32
	moves := 0
	for i := 0; ; i++ {
		if i > 2000 || !ready() {
			t.Fatal("no fight left a row to the person")
		}
		if !legalNamed("fight") || legalNamed("fight in row") {
			act := p.tc.legal[0]
			for _, x := range p.tc.legal {
				if n := p.sess.State.ActionString(x); strings.HasPrefix(n, "place") || strings.HasPrefix(n, "roll") || strings.HasPrefix(n, "fight") {
					act = x
					break
				}
			}
			if err := p.tc.Submit(act); err != nil {
				t.Fatal(err)
			}
			tick(t, a, 2)
			continue
		}
		// Find Fight! on the table by its tooltip, and click it.
		x, y = 0, 0
		for yy := p.side.Y; yy < a.h && x == 0; yy += 4 {
			for xx := float32(0); xx < p.side.X; xx += 4 {
				if tip := p.table.Tooltip(&p.tc, xx, yy); tip == "Fight!" {
					x, y = xx+6, yy+6
					break
				}
			}
		}
		if x == 0 {
			t.Fatal("no Fight! button on the table")
		}
		moves = len(p.sess.Log.Actions)
		a.in.clickAt(x, y)
		tick(t, a, 2)
		if len(p.sess.Log.Actions) <= moves || p.sess.Log.Actions[moves] != "fight" {
			t.Fatalf("a click on Fight! played %q", p.sess.Log.Actions[moves:])
		}
		if ready() && legalNamed("fight in row") && len(p.sess.Log.Actions) == moves+1 {
			break
		}
	}
	if tip := p.table.Tooltip(&p.tc, x, y); !strings.HasPrefix(tip, "Fight in row") {
		t.Fatalf("under the pointer now: %q, not the row's button", tip)
	}
	a.in.clickAt(x, y)
	tick(t, a, 3)
	if len(p.sess.Log.Actions) != moves+1 {
		t.Fatalf("a second click of a still pointer fought a row: %q", p.sess.Log.Actions[len(p.sess.Log.Actions)-1])
	}
	a.in.clickAt(x+2, y)
	tick(t, a, 3)
	if len(p.sess.Log.Actions) != moves+2 {
		t.Fatal("once the pointer moved, the row's button took no click")
	}
}
