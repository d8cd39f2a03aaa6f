//go:build js

package scenes

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The browser hands ebiten the fingers on the screen as a state, read once a
// frame, and keeps no record of the touch events themselves: a tap whose
// touchstart and touchend both come between two frames leaves no trace. A
// quick tap during a long frame (the first frames of a table after a
// hand-off) was lost that way. The page's touch events are recorded here as
// they come, so the input learns of every finger lifted since the last tick
// and where it went down.
var touchLog struct {
	sync.Mutex
	installed bool
	canvas    js.Value
	down      []touchLift // fingers put down since the last tick, as fractions of the canvas
	lifts     []touchLift
	funcs     []js.Func
}

// appendTouchLifts appends the fingers lifted since the last tick to dst,
// the ones also put down since then placed on a screen of w × h pixels.
func appendTouchLifts(dst []touchLift, w, h float32) []touchLift {
	l := &touchLog
	l.Lock()
	defer l.Unlock()
	if !l.installed {
		installTouchLog()
	}
	for _, t := range l.lifts {
		if t.began {
			t.x, t.y = t.x*w, t.y*h
		}
		dst = append(dst, t)
	}
	l.lifts = l.lifts[:0]
	// A finger put down before this tick is in this tick's sample.
	l.down = l.down[:0]
	return dst
}

// installTouchLog listens to the canvas's touch events once it exists. The
// listeners are passive: ebiten's own already keep the page from scrolling.
// They listen on the window in the capture phase, so they hear each event
// before ebiten does, which may run a frame on it at once.
func installTouchLog() {
	l := &touchLog
	l.canvas = js.Global().Get("document").Call("querySelector", "canvas")
	if !l.canvas.Truthy() {
		return
	}
	l.installed = true
	opts := map[string]any{"passive": true, "capture": true}
	listen := func(name string, f func(e js.Value)) {
		fn := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) > 0 {
				f(args[0])
			}
			return nil
		})
		l.funcs = append(l.funcs, fn)
		js.Global().Call("addEventListener", name, fn, opts)
	}
	listen("touchstart", func(e js.Value) {
		r := l.canvas.Call("getBoundingClientRect")
		left, top := r.Get("left").Float(), r.Get("top").Float()
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w <= 0 || h <= 0 {
			return
		}
		ts := e.Get("changedTouches")
		l.Lock()
		defer l.Unlock()
		for i := 0; i < ts.Length(); i++ {
			t := ts.Call("item", i)
			l.down = append(l.down, touchLift{
				id:    ebiten.TouchID(t.Get("identifier").Int()),
				x:     float32((t.Get("clientX").Float() - left) / w),
				y:     float32((t.Get("clientY").Float() - top) / h),
				began: true,
			})
		}
	})
	lift := func(e js.Value) {
		ts := e.Get("changedTouches")
		l.Lock()
		defer l.Unlock()
		for i := 0; i < ts.Length(); i++ {
			id := ebiten.TouchID(ts.Call("item", i).Get("identifier").Int())
			rec := touchLift{id: id}
			for k, d := range l.down {
				if d.id == id {
					rec = d
					l.down = append(l.down[:k], l.down[k+1:]...)
					break
				}
			}
			rec.cancel = e.Get("type").String() == "touchcancel"
			l.lifts = append(l.lifts, rec)
		}
	}
	listen("touchend", lift)
	listen("touchcancel", lift)
}
