package pub

import "zombietable/scenes"

// The table is designed on a 950 × 750 board and scaled to the rectangle
// the shell gives it; text sizes have floors so that they stay readable in
// a small window (titles 16 px, body 13 px).
const (
	designW = 950
	designH = 750
)

// Minimum text sizes in pixels, whatever the window.
const (
	minTitle = 16
	minBody  = 13
	minHit   = 32
)

// layout is where everything lies on the screen, computed when the window
// changes. It holds rectangles only, so it can be tested without a screen.
type layout struct {
	s    float32 // geometry scale of the design
	area scenes.Rect

	opp     [3]scenes.Rect // the other seats, left to right
	oppSeat [3]int
	nOpp    int

	prompt scenes.Rect // the decision line and its buttons
	last   scenes.Rect // the last move, in words

	cornerBox scenes.Rect
	corner    [3]scenes.Rect // the bar corner's spare tiles, next first
	sofa      scenes.Rect
	booth     scenes.Rect
	bar       scenes.Rect // the beers

	stool [nRows]scenes.Rect
	row   [nRows]scenes.Rect // stool and tiles: a row as a drop target
	tile  [nRows][nPos]scenes.Rect
	road  scenes.Rect
	bus   [nRows]scenes.Rect // where the bus stands by each row

	pool    scenes.Rect    // the pool table with the deck
	sector  [4]scenes.Rect // deck sectors, top first
	divider [3]scenes.Rect
	discard scenes.Rect
	amb     scenes.Rect
	tray    scenes.Rect // unplaced battle dice
	dieSize float32
	shop    scenes.Rect // pub-food reserve (main course)

	me     scenes.Rect // the seat in front of the screen
	meInfo scenes.Rect
	hand   scenes.Rect
	cardW  float32
	cardH  float32
	menu   scenes.Rect // where a menu of buttons opens
}

// compute lays the table out in area for players seats, me in front.
func (l *layout) compute(area scenes.Rect, players, me int) {
	s := min(area.W/designW, area.H/designH)
	l.s, l.area = s, area
	ox := area.X + (area.W-designW*s)/2
	oy := area.Y + (area.H-designH*s)/2
	R := func(x, y, w, h float32) scenes.Rect { return scenes.Rect{X: ox + x*s, Y: oy + y*s, W: w * s, H: h * s} }

	l.nOpp = 0
	for i := 1; i < players && i <= 3; i++ {
		l.oppSeat[l.nOpp] = (me + i) % players
		l.nOpp++
	}
	if l.nOpp > 0 {
		w := float32(938-8*(l.nOpp-1)) / float32(l.nOpp)
		if w > 420 {
			w = 420
		}
		total := w*float32(l.nOpp) + 8*float32(l.nOpp-1)
		x0 := (designW - total) / 2
		for i := 0; i < l.nOpp; i++ {
			l.opp[i] = R(x0+float32(i)*(w+8), 4, w, 102)
		}
	}
	l.prompt = R(6, 112, 938, 44)
	l.last = R(6, 158, 938, 20)

	// The bar corner, the sofa, the phone booth and the beers.
	l.cornerBox = R(6, 182, 160, 92)
	for i := range l.corner {
		l.corner[i] = R(14+float32(i)*50, 214, 44, 44)
	}
	l.sofa = R(6, 280, 160, 88)
	l.booth = R(6, 372, 160, 88)
	l.bar = R(6, 464, 160, 96)

	// The rows, the bar at the left, the street at the right.
	for r := 0; r < nRows; r++ {
		y := float32(182 + r*76)
		l.stool[r] = R(172, y, 54, 74)
		l.row[r] = R(172, y, 406, 74)
		for p := 0; p < nPos; p++ {
			l.tile[r][p] = R(232+float32(p)*70, y+5, 64, 64)
		}
		l.bus[r] = R(584, y+8, 54, 58)
	}
	l.road = R(580, 182, 62, 378)

	// The pool table with the deck, the discard, the ambulance, the dice.
	l.pool = R(648, 182, 296, 150)
	for i := range l.sector {
		l.sector[i] = R(664+float32(i)*70, 216, 50, 86)
	}
	for i := range l.divider {
		l.divider[i] = R(720+float32(i)*70, 210, 14, 96)
	}
	l.discard = R(648, 338, 144, 92)
	l.amb = R(800, 338, 144, 92)
	l.tray = R(648, 436, 296, 124)
	l.dieSize = 42 * s
	if l.dieSize < minHit {
		l.dieSize = minHit
	}
	l.shop = R(234, 700, 66, 40)
	if l.shop.H < minHit {
		l.shop.Y -= minHit - l.shop.H
		l.shop.H = minHit
	}
	if l.shop.W < minHit*1.5 {
		l.shop.X -= minHit*1.5 - l.shop.W
		l.shop.W = minHit * 1.5
	}

	l.me = R(6, 566, 938, 180)
	l.meInfo = R(6, 566, 300, 180)
	l.hand = R(312, 572, 632, 168)
	l.cardH = l.hand.H
	l.cardW = max(l.cardH*0.68, 112)
	l.menu = R(232, 190, 410, 300)
}

// dieRect is the place of the i-th unplaced die in the tray (8 places).
func (l *layout) dieRect(i int) scenes.Rect {
	t := l.tray
	gap := (t.W - 4*l.dieSize) / 5
	col, row := i%4, i/4
	top := t.Y + 24*l.s
	vgap := (t.H - 24*l.s - 2*l.dieSize) / 3
	if vgap < 2 {
		vgap = 2
	}
	return scenes.Rect{X: t.X + gap + float32(col)*(l.dieSize+gap), Y: top + vgap + float32(row)*(l.dieSize+vgap), W: l.dieSize, H: l.dieSize}
}

// cardRect is the place of card i of n in the hand, overlapping when they
// do not fit side by side.
func (l *layout) cardRect(i, n int) scenes.Rect {
	step := l.cardW + 8*l.s
	if n > 1 && step*float32(n-1)+l.cardW > l.hand.W {
		step = (l.hand.W - l.cardW) / float32(n-1)
	}
	return scenes.Rect{X: l.hand.X + float32(i)*step, Y: l.hand.Y, W: l.cardW, H: l.cardH}
}

// chipRect is the place of card i of an opponent's panel.
func (l *layout) chipRect(o, i, n int) scenes.Rect {
	p := l.opp[o]
	size := max(34*l.s, minHit)
	step := size + 4*l.s
	avail := p.W - 16*l.s
	if n > 1 && step*float32(n-1)+size > avail {
		step = (avail - size) / float32(n-1)
	}
	return scenes.Rect{X: p.X + 8*l.s + float32(i)*step, Y: p.Y + p.H - size - 6*l.s, W: size, H: size}
}

// foodRect is the place of pub food i of the seat in front of the screen.
func (l *layout) foodRect(i int) scenes.Rect {
	size := max(40*l.s, minHit)
	return scenes.Rect{X: l.meInfo.X + 10*l.s + float32(i)*(size+6*l.s), Y: l.meInfo.Y + l.meInfo.H - size - 8*l.s, W: size, H: size}
}

// oppFoodRect is the place of pub food i of an opponent, at the panel's right.
func (l *layout) oppFoodRect(o, i int) scenes.Rect {
	p := l.opp[o]
	size := 26 * l.s
	return scenes.Rect{X: p.X + p.W - 8*l.s - float32(i+1)*(size+4*l.s), Y: p.Y + 34*l.s, W: size, H: size}
}

// oppIndex is the panel of seat s, or -1.
func (l *layout) oppIndex(s int) int {
	for i := 0; i < l.nOpp; i++ {
		if l.oppSeat[i] == s {
			return i
		}
	}
	return -1
}
