package scenes

import "github.com/hajimehoshi/ebiten/v2/text/v2"

// The shared rules a screen is laid out by (see "Laying out a screen" in the
// package doc): a screen cuts its rectangle into regions that sit side by
// side on a wide screen and stack on a tall one (Flow, Turn), lays tiles in
// as many columns as fit (Grid), sets buttons in rows that wrap (Rows), and
// sizes everything in units of the interface scale (App.u).

// Narrow reports whether a screen of w pixels across at the interface scale
// u is a phone's held upright (or a small window): under 720 units, where
// the frame keeps the log as a drawer and gives the turn's status a line of
// its own, and the menus stack what sits side by side on a wider screen.
func Narrow(w, u float32) bool { return w < 720*u }

// Short reports whether a screen of h pixels high at the interface scale u
// is a phone's held on its side: under 640 units, where the menus shrink
// their heads and set their buttons in one row.
func Short(h, u float32) bool { return h < 640*u }

// Tall reports whether a region is taller than it is wide: its parts stack.
func (r Rect) Tall() bool { return r.H > r.W }

// Part is one region of a Flow: Size pixels along the flow, or, with Size
// 0, a share (Grow, 1 when 0) of the room the sized parts leave.
type Part struct {
	Size float32
	Grow float32
}

// Flow cuts r along one axis into parts, gap pixels apart: side by side
// (across) or stacked, appended to dst. Sized parts keep their size while
// there is room, else all shrink alike; the rest share what is left.
func Flow(dst []Rect, r Rect, across bool, gap float32, parts ...Part) []Rect {
	room := r.H
	if across {
		room = r.W
	}
	room -= gap * float32(max(len(parts)-1, 0))
	var fixed, grow float32
	for _, p := range parts {
		if p.Size > 0 {
			fixed += p.Size
		} else {
			grow += max(p.Grow, 1)
		}
	}
	scale, left := float32(1), room-fixed
	if fixed > room && fixed > 0 {
		scale, left = max(room, 0)/fixed, 0
	}
	at := r.X
	if !across {
		at = r.Y
	}
	for _, p := range parts {
		n := p.Size * scale
		if p.Size <= 0 {
			n = left * max(p.Grow, 1) / grow
		}
		if across {
			dst = append(dst, Rect{at, r.Y, n, r.H})
		} else {
			dst = append(dst, Rect{r.X, at, r.W, n})
		}
		at += n + gap
	}
	return dst
}

// Turn is Flow with its parts side by side in a wide region and stacked in
// a tall one: the same regions turn with the screen's shape.
func Turn(dst []Rect, r Rect, gap float32, parts ...Part) []Rect {
	return Flow(dst, r, !r.Tall(), gap, parts...)
}

// Grid lays n tiles in r, gap pixels apart, appended to dst: as many
// columns as leave each tile minW pixels wide (one at least), each tile as
// wide as the columns allow up to maxW and aspect (height over width) times
// as tall, shorter when the rows would not fit r; the whole centred in r.
// It returns the tiles and the number of columns.
func Grid(dst []Rect, r Rect, n int, minW, maxW, aspect, gap float32) ([]Rect, int) {
	if n <= 0 {
		return dst, 0
	}
	cols := int((r.W + gap) / (minW + gap))
	cols = min(max(cols, 1), n)
	// As few rows as the columns allow, spread evenly (5 tiles in 3
	// columns: 3 and 2).
	rows := (n + cols - 1) / cols
	cols = (n + rows - 1) / rows
	w := min(maxW, (r.W-gap*float32(cols-1))/float32(cols))
	h := min(w*aspect, (r.H-gap*float32(rows-1))/float32(rows))
	top := r.Y + (r.H-(h*float32(rows)+gap*float32(rows-1)))/2
	for i := 0; i < n; i++ {
		row, col := i/cols, i%cols
		inRow := cols
		if row == rows-1 && n%cols != 0 {
			inRow = n % cols
		}
		x0 := r.X + (r.W-(w*float32(inRow)+gap*float32(inRow-1)))/2
		dst = append(dst, Rect{x0 + float32(col)*(w+gap), top + float32(row)*(h+gap), w, h})
	}
	return dst, cols
}

// Rows sets buttons of the given widths, h pixels tall, in rows across
// width w from (x, y), gap pixels apart, each row centred; a button that
// would pass the right edge begins a new row, and one wider than w is cut
// to it. It appends the buttons' rectangles to dst and returns them with
// the height the rows take.
func Rows(dst []Rect, x, y, w, h, gap float32, widths ...float32) ([]Rect, float32) {
	start := len(dst)
	rowStart, used := start, float32(0)
	centre := func(end int) {
		shift := (w - used) / 2
		for i := rowStart; i < end; i++ {
			dst[i].X += shift
		}
	}
	top := y
	for _, bw := range widths {
		bw = min(bw, w)
		if used > 0 && used+gap+bw > w {
			centre(len(dst))
			rowStart, used = len(dst), 0
			top += h + gap
		}
		if used > 0 {
			used += gap
		}
		dst = append(dst, Rect{x + used, top, bw, h})
		used += bw
	}
	if len(dst) == start {
		return dst, 0
	}
	centre(len(dst))
	return dst, top + h - y
}

// FitSize is the largest size, from size down to least in steps of half a
// unit, at which s set in face(size*u) is at most w pixels wide (least
// when none is).
func FitSize(s string, face func(float32) text.Face, size, least, u, w float32) float32 {
	for ; size > least; size -= 0.5 {
		if TextWidth(s, face(size*u)) <= w {
			return size
		}
	}
	return least
}

// ButtonWidth is the width button b needs, h pixels tall, at the interface
// scale u: its label whole beside its icon, with room at both ends.
func ButtonWidth(b *Button, h, u float32) float32 {
	size := b.Size
	if size == 0 {
		size = 17
	}
	w := TextWidth(b.Label, FontStrong(size*u)) + 32*u
	if b.Icon != "" {
		w += min(h*0.62, size*u*1.5) * 1.35
	}
	return w
}

// Tap is h, or the height of a finger's target where h is less: 44 CSS
// pixels (device-independent), the least a finger hits surely.
func (a *App) Tap(h float32) float32 { return max(h, 44*float32(a.dsf)) }
