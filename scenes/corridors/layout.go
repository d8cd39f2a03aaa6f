package corridors

import "zombietable/scenes"

// minHit is the smallest side of a hit target, in pixels.
const minHit = 32

// Screen positions of the corridors: the seat in front of the screen at the
// bottom, the others clockwise (its left neighbour on the left).
const (
	posBottom = iota
	posLeft
	posTop
	posRight
)

// layout is where the regions of the table lie for a rectangle; it depends
// on the rectangle only.
type layout struct {
	area   scenes.Rect
	k      float32 // the unit: 1 at a 940 × 748 table
	prompt scenes.Rect
	center scenes.Rect // the horde and its arrows
	arm    [4]scenes.Rect
	zone   [4][3]scenes.Rect
	panel  [4]scenes.Rect // the survivors' panels, by screen position
	rubble scenes.Rect    // top left
	grave  scenes.Rect    // top right
	tray   scenes.Rect    // bottom left: the cards turned by a search
	dice   scenes.Rect    // bottom right: the die and the last event
	card   [2]float32     // a zombie card's width and height
	lab    [3]float32     // the width a zone's name takes at the left of a zone across the screen
	pick   scenes.Rect    // the quote picker, when open
}

// compute lays the table out in area.
func (l *layout) compute(area scenes.Rect) {
	l.area = area
	k := scenes.Clamp(min(area.W/940, area.H/748), 0.5, 2.5)
	l.k = k
	pad := 8 * k
	ph := max(40*k, minHit+6)
	l.prompt = scenes.Rect{X: area.X + pad, Y: area.Y + 4*k, W: area.W - 2*pad, H: ph}
	top := l.prompt.Y + ph + 4*k
	bottom := area.Y + area.H - pad
	left, right := area.X+pad, area.X+area.W-pad
	topH, botH := max(80*k, 70), max(106*k, 90)
	sideW := scenes.Clamp(area.W*0.16, 118*k, 190*k)
	aw := scenes.Clamp(area.W*0.27, 190*k, 330*k)
	ch := 140 * k
	zh := (bottom - top - topH - botH - ch - 4*pad) / 6
	cx := area.X + area.W/2
	colL, colR := cx-aw/2, cx+aw/2
	y := top
	l.panel[posTop] = scenes.Rect{X: cx - max(aw, 330*k)/2, Y: y, W: max(aw, 330*k), H: topH}
	y += topH + pad
	l.arm[posTop] = scenes.Rect{X: colL, Y: y, W: aw, H: 3 * zh}
	for z := 0; z < 3; z++ {
		// zone 1 nearest the horde, the melee zone nearest the survivor
		l.zone[posTop][z] = scenes.Rect{X: colL, Y: y + float32(2-z)*zh, W: aw, H: zh}
	}
	y += 3*zh + pad
	rowTop := y
	zw := (right - left - 2*sideW - aw - 4*pad) / 6
	l.center = scenes.Rect{X: colL, Y: rowTop, W: aw, H: ch}
	l.panel[posLeft] = scenes.Rect{X: left, Y: rowTop, W: sideW, H: ch}
	l.panel[posRight] = scenes.Rect{X: right - sideW, Y: rowTop, W: sideW, H: ch}
	lx := left + sideW + pad
	l.arm[posLeft] = scenes.Rect{X: lx, Y: rowTop, W: 3 * zw, H: ch}
	rx := colR + pad
	l.arm[posRight] = scenes.Rect{X: rx, Y: rowTop, W: 3 * zw, H: ch}
	for z := 0; z < 3; z++ {
		l.zone[posLeft][z] = scenes.Rect{X: lx + float32(2-z)*zw, Y: rowTop, W: zw, H: ch}
		l.zone[posRight][z] = scenes.Rect{X: rx + float32(z)*zw, Y: rowTop, W: zw, H: ch}
	}
	y += ch + pad
	l.arm[posBottom] = scenes.Rect{X: colL, Y: y, W: aw, H: 3 * zh}
	for z := 0; z < 3; z++ {
		l.zone[posBottom][z] = scenes.Rect{X: colL, Y: y + float32(z)*zh, W: aw, H: zh}
	}
	l.panel[posBottom] = scenes.Rect{X: left, Y: bottom - botH, W: right - left, H: botH}
	// The corners between the arms.
	cornerTop := top
	cornerMid := rowTop - pad
	l.rubble = scenes.Rect{X: left, Y: cornerTop, W: min(colL, l.panel[posTop].X) - pad - left, H: cornerMid - cornerTop}
	gx := max(colR, l.panel[posTop].X+l.panel[posTop].W) + pad
	l.grave = scenes.Rect{X: gx, Y: cornerTop, W: right - gx, H: cornerMid - cornerTop}
	by := rowTop + ch + pad
	l.tray = scenes.Rect{X: left, Y: by, W: colL - pad - left, H: l.panel[posBottom].Y - pad - by}
	l.dice = scenes.Rect{X: colR + pad, Y: by, W: right - colR - pad, H: l.panel[posBottom].Y - pad - by}
	// Zombie cards fit a zone of the vertical arms, six in a row.
	cardH := min(zh-4*k, 72*k)
	cardW := min(cardH*0.74, (aw-12*k)/6)
	l.card = [2]float32{cardW, cardW / 0.74}
	if l.card[1] > zh-4*k {
		l.card[1] = zh - 4*k
	}
	pw := min(area.W-2*pad, 560*k)
	l.pick = scenes.Rect{X: area.X + area.W - pad - pw, Y: top, W: pw, H: bottom - botH - pad - top}
}

// cardsIn places n zombie cards in zone z at screen position pos.
func (l *layout) cardsIn(pos, z, n int, out []scenes.Rect) []scenes.Rect {
	out = out[:0]
	for i := 0; i < n; i++ {
		out = append(out, l.cardAt(pos, z, i, n))
	}
	return out
}

// cardAt is where the i-th of n zombie cards in zone z at screen position
// pos lies.
func (l *layout) cardAt(pos, z, i, n int) scenes.Rect {
	r := l.zone[pos][z]
	cw, ch := l.card[0], l.card[1]
	k := l.k
	gap := 4 * k
	if pos == posTop || pos == posBottom {
		// Right of the zone's name, while each card still shows a third of
		// itself; else over the whole zone, the name under the cards.
		if w := r.W - 2*k - l.lab[z]; l.lab[z] > 0 && w >= cw+float32(n-1)*cw/3 {
			r.X, r.W = r.X+l.lab[z], w+2*k
		}
		step := cw + gap
		if float32(n)*step-gap > r.W-4*k && n > 1 {
			step = (r.W - 4*k - cw) / float32(n-1)
		}
		total := float32(n-1)*step + cw
		x0 := r.X + (r.W-total)/2
		return scenes.Rect{X: x0 + float32(i)*step, Y: r.CY() - ch/2, W: cw, H: ch}
	}
	cols := 1
	if 2*cw+gap <= r.W-4*k && n > 1 {
		cols = 2
	}
	rows := (n + cols - 1) / cols
	stepY := ch + gap
	if float32(rows)*stepY-gap > r.H-20*k && rows > 1 {
		stepY = (r.H - 20*k - ch) / float32(rows-1)
	}
	totalH := float32(rows-1)*stepY + ch
	y0 := r.Y + 18*k + (r.H-18*k-totalH)/2
	c, row := i%cols, i/cols
	nc := cols
	if row == rows-1 && n%cols != 0 {
		nc = n % cols
	}
	totalW := float32(nc)*cw + float32(nc-1)*gap
	x0 := r.X + (r.W-totalW)/2
	return scenes.Rect{X: x0 + float32(c)*(cw+gap), Y: y0 + float32(row)*stepY, W: cw, H: ch}
}

// panelParts are the parts of a survivor's panel.
type panelParts struct {
	head, track, ability scenes.Rect
	cells                scenes.Rect // the hands, then the items, in square cells
	cell                 float32
	wide                 bool
}

// parts lays out the panel at screen position pos.
func (l *layout) parts(pos int) panelParts {
	k := l.k
	r := l.panel[pos].Inset(6 * k)
	var p panelParts
	if pos == posLeft || pos == posRight {
		p.head = scenes.Rect{X: r.X, Y: r.Y, W: r.W, H: 22 * k}
		p.track = scenes.Rect{X: r.X, Y: r.Y + 24*k, W: r.W, H: 14 * k}
		p.ability = scenes.Rect{X: r.X, Y: r.Y + 42*k, W: r.W, H: max(26*k, 28)}
		cy := p.ability.Y + p.ability.H + 6*k
		p.cells = scenes.Rect{X: r.X, Y: cy, W: r.W, H: r.Y + r.H - cy}
		p.cell = min(p.cells.H, max(36*k, min(p.cells.W/4, p.cells.H)))
		return p
	}
	p.wide = true
	iw := min(236*k, r.W*0.45)
	if pos == posTop {
		iw = min(190*k, r.W*0.56)
	}
	p.head = scenes.Rect{X: r.X, Y: r.Y, W: iw, H: 22 * k}
	p.track = scenes.Rect{X: r.X, Y: r.Y + 25*k, W: iw, H: 14 * k}
	ay := r.Y + 44*k
	p.ability = scenes.Rect{X: r.X, Y: ay, W: iw, H: min(r.Y+r.H-ay, max(32*k, 28))}
	p.cells = scenes.Rect{X: r.X + iw + 10*k, Y: r.Y, W: r.W - iw - 10*k, H: r.H}
	p.cell = min(r.H, 84*k)
	return p
}

// trophyRect is where the panel's trophies of symbol s are counted, at the
// right end of the infection track (under the advanced rules).
func (p *panelParts) trophyRect(s int) scenes.Rect {
	ts := p.track.H
	slot := min(p.track.W*0.48/3, ts*2.6)
	return scenes.Rect{X: p.track.X + p.track.W - float32(3-s)*slot, Y: p.track.Y, W: slot, H: ts}
}

// cellRect is cell i of n in the panel's cells (cell 0 the hands).
func (p *panelParts) cellRect(i, n int, k float32) scenes.Rect {
	s := p.cell
	gap := 4 * k
	if p.wide {
		if n > 1 {
			s = max(min(s, (p.cells.W+gap)/float32(n)-gap), min(s, 40*k))
		}
		step := s + gap
		if float32(n)*step-gap > p.cells.W && n > 1 {
			step = (p.cells.W - s) / float32(n-1)
		}
		return scenes.Rect{X: p.cells.X + float32(i)*step, Y: p.cells.Y + (p.cells.H-s)/2, W: s, H: s}
	}
	cols := int((p.cells.W + gap) / (s + gap))
	if cols < 1 {
		cols = 1
	}
	rows := (n + cols - 1) / cols
	stepX := s + gap
	stepY := s + gap
	if rows > 1 && float32(rows)*stepY-gap > p.cells.H {
		// Too many: one row, each cell covering part of the one before,
		// while every cell still shows at least half of itself (its icon's
		// middle); beyond that, two rows squeezed into the columns.
		if one := (p.cells.W - s) / float32(n-1); one >= s/2 {
			stepX, cols = one, n
		} else {
			per := (n + 1) / 2
			if per > 1 {
				stepX = (p.cells.W - s) / float32(per-1)
			}
			cols = per
			stepY = p.cells.H - s
		}
	}
	c, r := i%cols, i/cols
	return scenes.Rect{X: p.cells.X + float32(c)*stepX, Y: p.cells.Y + float32(r)*stepY, W: s, H: s}
}
