package woods

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zombietable/scenes"
	"zombietable/sprites"
)

var (
	colWoods  = color.RGBA{34, 46, 32, 255}
	colNight  = color.RGBA{14, 20, 16, 255}
	colClear  = color.RGBA{104, 116, 66, 255}
	colTree   = color.RGBA{50, 82, 46, 255}
	colPine   = color.RGBA{22, 48, 26, 255}
	colFloor  = color.RGBA{132, 98, 66, 255}
	colCabinF = color.RGBA{110, 62, 70, 255}
	colWall   = color.RGBA{36, 24, 18, 255}
	colWater  = color.RGBA{38, 70, 104, 255}
	colWave   = color.RGBA{88, 130, 168, 255}
	colBridge = color.RGBA{150, 112, 72, 255}
	colEdge   = color.RGBA{12, 16, 10, 200}
	colDog    = color.RGBA{196, 222, 150, 255}
	colLife   = color.RGBA{200, 40, 50, 255}
	colAmmo   = color.RGBA{212, 170, 60, 255}
	colShadow = color.RGBA{0, 0, 0, 110}
	colBand   = map[string]color.RGBA{
		"page":   {92, 52, 120, 255},
		"weapon": {128, 40, 30, 255},
		"item":   {40, 96, 110, 255},
		"event":  {70, 90, 50, 255},
	}
)

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	sprites.TableBackground(dst, tc.Rect(), colWoods, 0.5)
	md := t.mapImage(dst)
	t.drawMap(md, tc)
	t.drawSeats(dst)
	t.drawBottom(dst, tc)
	t.drawPrompt(dst, tc)
	t.drawDice(dst, tc)
	t.drawFocus(dst, md)
	t.drawNote(dst)
	for i := range m.tools {
		if i == toolRotL || i == toolRotR {
			continue
		}
		m.tools[i].Draw(dst, k)
	}
	d := m.decksR
	sprites.FillRoundRect(dst, d.X, d.Y, d.W, d.H, d.H/2, color.RGBA{14, 20, 16, 210})
	scenes.DrawTextMid(dst, m.decks, scenes.FontBody(12*k), d.X+4*k, d.CY(), scenes.AlignStart, scenes.ColorTextDim)
}

// mapImage is the part of dst the map is drawn in, cut once per window.
func (t *Table) mapImage(dst *ebiten.Image) *ebiten.Image {
	r := t.m.mapR
	if t.mapSub == nil || t.mapSubOf != dst || t.mapSubR != r {
		rect := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H)).Intersect(dst.Bounds())
		t.mapSub = dst.SubImage(rect).(*ebiten.Image)
		t.mapSubOf, t.mapSubR = dst, r
	}
	return t.mapSub
}

func fillRect(dst *ebiten.Image, x, y, w, h float32, c color.RGBA) {
	vector.FillRect(dst, x, y, w, h, c, false)
}

// drawMap draws the laid cards, the places for the drawn card, the counters,
// the dogs, the pawns and the path of a move.
func (t *Table) drawMap(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	r := m.mapR
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, sprites.Alpha(colNight, 0.75))
	z := t.zoom
	pulse := tc.Anim().Pulse()
	// The visible squares.
	x0 := max(0, int(t.camX-r.W/2/z)-1)
	y0 := max(0, int(t.camY-r.H/2/z)-1)
	x1 := min(gridSq, int(t.camX+r.W/2/z)+2)
	y1 := min(gridSq, int(t.camY+r.H/2/z)+2)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			s := &m.sq[idx(x, y)]
			if s.terr == tNone {
				continue
			}
			sx, sy := t.toScreen(float32(x), float32(y))
			t.drawSquare(dst, s, sx, sy, z, m.isCabin(s), 1)
		}
	}
	// Card edges and the Cabin's mark.
	for _, c := range m.view.Cards {
		sx, sy := t.toScreen(float32(c.Col*3), float32(c.Row*3))
		sprites.StrokeRoundRect(dst, sx, sy, 3*z, 3*z, 0.08*z, max(1, 0.05*z), colEdge)
		if c.ID == "cabin" {
			if m.cast {
				sprites.Glow(dst, sx, sy, 3*z, 3*z, 0.15*z, scenes.ColorAccent, pulse)
			}
			sprites.StrokeRoundRect(dst, sx-2, sy-2, 3*z+4, 3*z+4, 0.12*z, max(2, 0.07*z), sprites.Alpha(color.RGBA{204, 121, 167, 255}, 0.9))
			is := 0.7 * z
			sprites.FillCircle(dst, sx+is*0.55, sy+is*0.55, is*0.55, colShadow)
			sprites.DrawIcon(dst, "wood-cabin", sx+is*0.1, sy+is*0.1, is*0.9, color.RGBA{240, 200, 230, 255})
		}
	}
	// The places the drawn card fits.
	for pi := range m.places {
		p := &m.places[pi]
		sx, sy := t.toScreen(float32(p.col*3), float32(p.row*3))
		hov := t.hoverSq >= 0 && t.hoverSq%gridSq/3 == p.col && t.hoverSq/gridSq/3 == p.row
		if m.placeTarget(pi) >= 0 && m.drawn != nil {
			a := float32(0.72)
			if hov {
				a = 0.95
			}
			sh := &m.drawn.shapes[m.rot&3]
			for i := 0; i < 9; i++ {
				s := square{terr: sh.terr[i], exit: sh.exit[i]}
				t.drawSquare(dst, &s, sx+float32(i%3)*z, sy+float32(i/3)*z, z, m.drawn.kind == "cabin" && s.terr == tBuild, a)
			}
			sprites.Glow(dst, sx, sy, 3*z, 3*z, 0.15*z, scenes.ColorAccent, pulse)
			sprites.StrokeRoundRect(dst, sx, sy, 3*z, 3*z, 0.1*z, max(2, 0.06*z), scenes.ColorAccent)
		} else {
			sprites.StrokeRoundRect(dst, sx+2, sy+2, 3*z-4, 3*z-4, 0.1*z, max(1.5, 0.04*z), sprites.Alpha(scenes.ColorAccent, 0.45))
			sprites.DrawIcon(dst, "clockwise-rotation", sx+z, sy+z, z, sprites.Alpha(scenes.ColorAccent, 0.5))
		}
	}
	// Glowing squares.
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			q := idx(x, y)
			s := &m.sq[q]
			sx, sy := t.toScreen(float32(x), float32(y))
			if s.act >= 0 {
				sprites.Glow(dst, sx+2, sy+2, z-4, z-4, 0.15*z, scenes.ColorAccent, pulse)
				sprites.StrokeRoundRect(dst, sx+2, sy+2, z-4, z-4, 0.12*z, max(2, 0.05*z), scenes.ColorAccent)
			}
			if q == m.dogFrom {
				sprites.StrokeRoundRect(dst, sx+1, sy+1, z-2, z-2, 0.12*z, max(2.5, 0.07*z), scenes.ColorDanger)
			}
			if q == t.hoverSq && s.act >= 0 {
				sprites.FillRoundRect(dst, sx+2, sy+2, z-4, z-4, 0.12*z, sprites.Alpha(scenes.ColorAccent, 0.25))
			}
		}
	}
	// What the hovered line of the log speaks of.
	for _, q := range t.logLit {
		sx, sy := t.toScreen(float32(q%gridSq), float32(q/gridSq))
		sprites.FillRoundRect(dst, sx+1, sy+1, z-2, z-2, 0.12*z, sprites.Alpha(scenes.ColorText, 0.22))
		sprites.StrokeRoundRect(dst, sx+1, sy+1, z-2, z-2, 0.12*z, max(2.5, 0.07*z), scenes.ColorText)
	}
	// The dogs moved this turn: a faint trail from the square each left,
	// a ring round the square it reached.
	for _, tr := range m.trails {
		a, b := tr[0], tr[1]
		ax, ay := t.toScreen(float32(a%gridSq)+0.5, float32(a/gridSq)+0.5)
		bx, by := t.toScreen(float32(b%gridSq)+0.5, float32(b/gridSq)+0.5)
		sprites.Line(dst, ax, ay, bx, by, max(2.5, 0.08*z), sprites.Alpha(colDog, 0.55))
		sprites.FillCircle(dst, ax, ay, max(3.5, 0.11*z), sprites.Alpha(colDog, 0.55))
		sx, sy := t.toScreen(float32(b%gridSq), float32(b/gridSq))
		sprites.StrokeRoundRect(dst, sx+3, sy+3, z-6, z-6, 0.12*z, max(1.5, 0.04*z), sprites.Alpha(colDog, 0.75))
	}
	// Counters, dogs and pawns.
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			s := &m.sq[idx(x, y)]
			if s.dogs == 0 && !s.life && !s.ammo && s.pawns == 0 {
				continue
			}
			sx, sy := t.toScreen(float32(x), float32(y))
			t.drawPieces(dst, s, sx, sy, z, t.moving(tc, x, y))
		}
	}
	// What is on its way.
	an := tc.Anim()
	if ax, ay, ok := an.At(dogID, 0, 0); ok {
		sx, sy := t.toScreen(ax, ay)
		ds := z * 0.42
		sprites.DrawIcon(dst, "jumping-dog", sx+z*0.29, sy+z*0.5, ds, colDog)
	}
	for p := 0; p < len(m.view.Seats) && p < 6; p++ {
		if ax, ay, ok := an.At(pawnID+p, 0, 0); ok {
			sx, sy := t.toScreen(ax+0.5, ay+0.42)
			sprites.FillCircle(dst, sx+2, sy+3, z*0.24, colShadow)
			sprites.Token(dst, sx, sy, z*0.24, scenes.SeatColor(p), scenes.ColorText, scenes.SeatIcon(p), scenes.ColorInk)
		}
	}
	if f, _, ok := an.At(flashID, 0, 0); ok {
		sx, sy := t.toScreen(float32(t.newCol*3), float32(t.newRow*3))
		sprites.Glow(dst, sx, sy, 3*z, 3*z, 0.15*z, scenes.ColorText, f)
	}
	// The path of a move.
	if t.pathN > 0 {
		me := m.view.Current
		px, py := float32(m.pawnX[me])+0.5, float32(m.pawnY[me])+0.5
		for i := t.pathN - 1; i >= 0; i-- {
			q := int(t.path[i])
			qx, qy := float32(q%gridSq)+0.5, float32(q/gridSq)+0.5
			ax, ay := t.toScreen(px, py)
			bx, by := t.toScreen(qx, qy)
			sprites.Line(dst, ax, ay, bx, by, max(3, 0.08*z), sprites.Alpha(scenes.ColorAccent, 0.85))
			sprites.FillCircle(dst, bx, by, max(3, 0.09*z), scenes.ColorAccent)
			if i == 0 {
				sprites.FillCircle(dst, bx, by, max(9*k, 0.2*z), scenes.ColorAccent)
				scenes.DrawTextMid(dst, num(t.pathN), scenes.FontStrong(max(11*k, 0.24*z)), bx, by, scenes.AlignCenter, scenes.ColorInk)
			}
			px, py = qx, qy
		}
	}
}

// moving is the bits of the pawns on their way to square (x, y): they are
// drawn in motion, not on it.
func (t *Table) moving(tc *scenes.TableContext, x, y int) uint8 {
	var out uint8
	s := t.m.sq[idx(x, y)].pawns
	for p := 0; p < 6 && s != 0; p++ {
		if s&(1<<p) != 0 {
			if _, _, ok := tc.Anim().At(pawnID+p, 0, 0); ok {
				out |= 1 << p
			}
		}
	}
	return out
}

// isCabin reports whether a square is inside the Cabin.
func (m *model) isCabin(s *square) bool {
	return s.terr == tBuild && s.card >= 0 && int(s.card) < len(m.view.Cards) && m.view.Cards[s.card].ID == "cabin"
}

// drawSquare draws one square's ground, with alpha a.
func (t *Table) drawSquare(dst *ebiten.Image, s *square, x, y, z float32, cabin bool, a float32) {
	switch s.terr {
	case tClear:
		fillRect(dst, x, y, z, z, sprites.Alpha(colClear, a))
		sprites.FillCircle(dst, x+z*0.3, y+z*0.65, z*0.06, sprites.Alpha(colTree, a*0.6))
		sprites.FillCircle(dst, x+z*0.7, y+z*0.3, z*0.05, sprites.Alpha(colTree, a*0.6))
	case tTree:
		fillRect(dst, x, y, z, z, sprites.Alpha(colTree, a))
		sprites.DrawIcon(dst, "pine-tree", x+z*0.12, y+z*0.1, z*0.76, sprites.Alpha(colPine, a))
	case tBuild:
		c := colFloor
		if cabin {
			c = colCabinF
		}
		fillRect(dst, x, y, z, z, sprites.Alpha(c, a))
		fillRect(dst, x, y+z*0.33, z, max(1, z*0.02), sprites.Alpha(colWall, a*0.3))
		fillRect(dst, x, y+z*0.66, z, max(1, z*0.02), sprites.Alpha(colWall, a*0.3))
		// Walls on every side that is not a way out.
		wt := max(2, z*0.08)
		wc := sprites.Alpha(colWall, a)
		if s.exit&(1<<sideN) == 0 {
			fillRect(dst, x, y, z, wt, wc)
		}
		if s.exit&(1<<sideS) == 0 {
			fillRect(dst, x, y+z-wt, z, wt, wc)
		}
		if s.exit&(1<<sideW) == 0 {
			fillRect(dst, x, y, wt, z, wc)
		}
		if s.exit&(1<<sideE) == 0 {
			fillRect(dst, x+z-wt, y, wt, z, wc)
		}
	case tWater:
		fillRect(dst, x, y, z, z, sprites.Alpha(colWater, a))
		sprites.DrawIcon(dst, "waves", x+z*0.2, y+z*0.2, z*0.6, sprites.Alpha(colWave, a))
	case tBridge:
		fillRect(dst, x, y, z, z, sprites.Alpha(colWater, a))
		fillRect(dst, x, y+z*0.12, z, z*0.76, sprites.Alpha(colBridge, a))
		for i := 1; i < 4; i++ {
			fillRect(dst, x+z*float32(i)/4, y+z*0.12, max(1, z*0.03), z*0.76, sprites.Alpha(colWall, a*0.5))
		}
	}
	if z > 18 {
		vector.StrokeRect(dst, x, y, z, z, 1, sprites.Alpha(colEdge, a*0.35), false)
	}
}

// drawPieces draws the counters, dogs and pawns of a square.
func (t *Table) drawPieces(dst *ebiten.Image, s *square, x, y, z float32, hide uint8) {
	if s.life {
		sprites.Token(dst, x+z*0.2, y+z*0.2, z*0.16, colLife, colWall, "heart-plus", scenes.ColorText)
	}
	if s.ammo {
		sprites.Token(dst, x+z*0.8, y+z*0.2, z*0.16, colAmmo, colWall, "bullets", scenes.ColorInk)
	}
	if s.dogs > 0 {
		n := int(s.dogs)
		ds := z * 0.42
		for i := 0; i < min(n, 2); i++ {
			dx := x + z*0.08 + float32(i)*z*0.42
			if n == 1 {
				dx = x + z*0.29
			}
			sprites.FillCircle(dst, dx+ds/2, y+z*0.5+ds/2, ds*0.55, colShadow)
			sprites.DrawIcon(dst, "jumping-dog", dx, y+z*0.5, ds, colDog)
		}
		if n > 2 {
			scenes.DrawTextMid(dst, num(n), scenes.FontStrong(z*0.3), x+z*0.85, y+z*0.85, scenes.AlignCenter, scenes.ColorDanger)
		}
	}
	if s.pawns != 0 {
		cnt := 0
		for p := 0; p < 6; p++ {
			if s.pawns&(1<<p) != 0 {
				cnt++
			}
		}
		r := z * 0.24
		if cnt > 1 {
			r = z * 0.2
		}
		i := 0
		for p := 0; p < 6; p++ {
			if s.pawns&(1<<p) == 0 {
				continue
			}
			if hide&(1<<p) != 0 {
				i++
				continue
			}
			cx := x + z*0.5
			cy := y + z*0.42
			if cnt > 1 {
				cx = x + z*0.27 + float32(i%2)*z*0.46
				cy = y + z*0.27 + float32(i/2%2)*z*0.46
				if i >= 4 {
					cx, cy = x+z*0.5, y+z*0.5
				}
			}
			ring := scenes.ColorInk
			if p == t.view.Current && !t.view.Over {
				ring = scenes.ColorText
			}
			sprites.FillCircle(dst, cx+2, cy+3, r, colShadow)
			sprites.Token(dst, cx, cy, r, scenes.SeatColor(p), ring, scenes.SeatIcon(p), scenes.ColorInk)
			i++
		}
	}
}

// drawSeats draws each seat's summary along the top.
func (t *Table) drawSeats(dst *ebiten.Image) {
	m := &t.m
	k := m.k
	for i := range m.seats {
		b := &m.seats[i]
		r := b.r
		if b.toAct {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, 0.6)
		}
		scenes.Panel(dst, r, 8*k)
		col := scenes.SeatColor(b.seat)
		fillRect(dst, r.X+2, r.Y+4*k, 5*k, r.H-8*k, col)
		if b.current {
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2*k, scenes.ColorAccent)
		}
		if b.seat == t.logSeat {
			sprites.StrokeRoundRect(dst, r.X-2*k, r.Y-2*k, r.W+4*k, r.H+4*k, 9*k, 3*k, scenes.ColorText)
		}
		ts := 12 * k
		sprites.Token(dst, r.X+10*k+ts, r.Y+8*k+ts, ts, col, scenes.ColorInk, scenes.SeatIcon(b.seat), scenes.ColorInk)
		nameC := scenes.ColorText
		if b.offMap {
			nameC = scenes.ColorTextDim
		}
		nf := scenes.FontStrong(14 * k)
		scenes.DrawTextMid(dst, b.name, nf, r.X+16*k+2*ts, r.Y+8*k+ts, scenes.AlignStart, nameC)
		if b.winner {
			sprites.DrawIcon(dst, "trophy", r.X+r.W-26*k, r.Y+6*k, 20*k, scenes.ColorAccent)
		} else if b.offMap {
			sprites.DrawIcon(dst, "tombstone", r.X+r.W-26*k, r.Y+6*k, 20*k, scenes.ColorTextDim)
		}
		// The counts: lives, ammunition, kills, pages, hand.
		cy := r.Y + r.H - 17*k
		step := min((r.W-14*k)/float32(m.cols), 70*k)
		is, fs := 16*k, 14*k
		if step < 40*k {
			is, fs = 12*k, 12*k
		}
		f := scenes.FontStrong(fs)
		icons := [5]string{"heart-plus", "bullets", "death-skull", "open-book", "card-draw"}
		vals := [5]string{b.lives, b.ammo, b.kills, b.pages, b.hand}
		cols := [5]color.RGBA{colLife, colAmmo, scenes.ColorText, color.RGBA{204, 121, 167, 255}, scenes.ColorTextDim}
		for j := 0; j < m.cols; j++ {
			x := r.X + 12*k + float32(j)*step
			sprites.DrawIcon(dst, icons[j], x, cy-is/2, is, cols[j])
			scenes.DrawTextMid(dst, vals[j], f, x+is+2*k, cy, scenes.AlignStart, scenes.ColorText)
		}
		// Cards in play, as small icons under the name.
		fx := r.X + r.W - 48*k
		for _, e := range b.front {
			if fx < r.X+r.W*0.55 {
				break
			}
			sprites.FillCircle(dst, fx+9*k, r.Y+17*k, 10*k, colBand[e.kind])
			sprites.DrawIcon(dst, e.icon, fx+2*k, r.Y+10*k, 14*k, scenes.ColorText)
			fx -= 22 * k
		}
	}
}

// drawBottom draws the drawn map card, the hand and the cards in play.
func (t *Table) drawBottom(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	v := m.view
	lf := scenes.FontStrong(13 * k)
	d := m.drawnR
	scenes.DrawText(dst, m.deckL, lf, d.X, m.bottom.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	if m.drawn != nil {
		z := d.W / 3
		sh := &m.drawn.shapes[m.rot&3]
		sprites.Shadow(dst, d.X, d.Y, d.W, d.H, 4*k, 4*k)
		for i := 0; i < 9; i++ {
			s := square{terr: sh.terr[i], exit: sh.exit[i]}
			t.drawSquare(dst, &s, d.X+float32(i%3)*z, d.Y+float32(i/3)*z, z, m.drawn.kind == "cabin" && s.terr == tBuild, 1)
		}
		sprites.StrokeRoundRect(dst, d.X, d.Y, d.W, d.H, 3*k, 2*k, scenes.ColorAccent)
	} else {
		scenes.DrawStack(dst, v.MapDeck, d.X+6*k, d.Y+6*k, d.W-12*k, d.H-12*k, k, colTree, "pine-tree")
	}
	m.tools[toolRotL].Draw(dst, k)
	m.tools[toolRotR].Draw(dst, k)
	if len(m.hand) > 0 {
		scenes.DrawText(dst, w(m.lang, "hand"), lf, m.handR.X, m.bottom.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	}
	pulse := tc.Anim().Pulse()
	fp := t.focusPiece()
	for i := range m.hand {
		if t.cardDrag != i {
			t.drawCard(dst, &m.hand[i], t.hoverPiece == i || fp == i, pulse, 0, 0)
		}
	}
	if len(m.front) > 0 {
		scenes.DrawText(dst, w(m.lang, "front"), lf, m.frontR.X, m.bottom.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	}
	for i := range m.front {
		if t.cardDrag != 100+i {
			t.drawCard(dst, &m.front[i], t.hoverPiece == 100+i || fp == 100+i, pulse, 0, 0)
		}
	}
	// The card being dragged follows the pointer.
	if t.cardDrag >= 0 {
		in := tc.Input()
		t.drawCard(dst, t.piece(t.cardDrag), true, pulse, in.X-in.StartX, in.Y-in.StartY)
	}
}

// drawCard draws an event card: its name, its picture and its kind's band.
func (t *Table) drawCard(dst *ebiten.Image, p *piece, hover bool, pulse, dx, dy float32) {
	k := t.m.k
	r := p.r
	r.X += dx
	r.Y += dy
	if hover {
		r.Y -= 8 * k
	}
	band := colBand["event"]
	icon := "card-play"
	if p.ev != nil {
		band, icon = colBand[p.ev.kind], p.ev.icon
	}
	if p.act >= 0 {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, pulse)
	}
	sprites.Shadow(dst, r.X, r.Y, r.W, r.H, 8*k, 4*k)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorCard)
	sprites.FillRoundRect(dst, r.X+4*k, r.Y+4*k, r.W-8*k, r.H*0.36, 6*k, band)
	f := scenes.FontStrong(p.titleS)
	lh := scenes.LineHeight(f)
	ty := r.Y + 4*k + (r.H*0.36-float32(len(p.title))*lh)/2
	for i, s := range p.title {
		scenes.DrawText(dst, s, f, r.X+p.titleX, ty+float32(i)*lh, scenes.AlignCenter, scenes.ColorText)
	}
	is := min(r.W*0.6, r.H*0.42)
	sprites.DrawIcon(dst, icon, r.CX()-is/2, r.Y+r.H*0.42+(r.H*0.58-is)/2-4*k, is, sprites.Mix(band, scenes.ColorInk, 0.2))
	if p.count > 1 {
		cr := 12 * k
		sprites.FillCircle(dst, r.X+r.W-cr, r.Y+r.H-cr, cr, scenes.ColorInk)
		scenes.DrawTextMid(dst, num(p.count), scenes.FontStrong(13*k), r.X+r.W-cr, r.Y+r.H-cr, scenes.AlignCenter, scenes.ColorText)
	}
	if p.act >= 0 {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2.5*k, scenes.ColorAccent)
	} else {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 1.5*k, colWall)
	}
}

// drawPrompt draws the prompt, its buttons and the die of a fight.
func (t *Table) drawPrompt(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	r := m.promptR
	c := scenes.ColorTextDim
	if m.canAct {
		c = scenes.ColorAccent
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, color.RGBA{18, 12, 10, 220})
	if m.canAct {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, 1.5*k, sprites.Alpha(scenes.ColorAccent, 0.7))
	}
	scenes.DrawTextMid(dst, m.prompt, scenes.FontStrong(m.promptS), r.CX(), r.CY(), scenes.AlignCenter, c)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, k)
	}
	if m.dieEq != "" {
		d := m.dieR
		last := &m.dice[len(m.dice)-1]
		x := d.X + d.W + 8*k
		f := scenes.FontStrong(m.dieS)
		pw := scenes.TextWidth(m.dieEq, f) + 14*k
		sprites.FillRoundRect(dst, x-4*k, d.CY()-d.H*0.36, pw, d.H*0.72, d.H*0.36, color.RGBA{18, 12, 10, 220})
		scenes.DrawDie(dst, tc, dieID, last.face, d.X, d.Y, d.W, scenes.SeatColor(last.seat), scenes.ColorInk)
		scenes.DrawTextMid(dst, m.dieEq, f, x+3*k, d.CY(), scenes.AlignStart, m.dieC)
	}
}

// drawNote says, in a pill at the top of the map, why the last walk stopped
// short, until the player's next decision.
func (t *Table) drawNote(dst *ebiten.Image) {
	if t.noteShow == "" {
		return
	}
	k := t.m.k
	r := t.noteR
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, color.RGBA{40, 14, 10, 240})
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, 2*k, scenes.ColorDanger)
	scenes.DrawTextMid(dst, t.noteShow, scenes.FontStrong(noteSize*k), r.X+12*k, r.CY(), scenes.AlignStart, scenes.ColorText)
}
