package pub

import (
	"image"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
	"zombietable/sprites"
)

// numbers are small counts as text, made once so that drawing does not
// allocate.
var numbers = func() [200]string {
	var out [200]string
	for i := range out {
		out[i] = strconv.Itoa(i)
	}
	return out
}()

func num(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return "…"
}

// rowLabels are the row numbers.
var rowLabels = [nRows]string{"1", "2", "3", "4", "5"}

// Draw draws the pub.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	if !t.has {
		return
	}
	sprites.TableBackground(dst, tc.Rect(), color.RGBA{84, 50, 32, 255}, 0.6)
	pulse := tc.Anim().Pulse()
	src := t.sel
	if t.drag {
		src = t.pressed
	}
	t.dimTiles = false
	if src.K != None && tc.CanAct() {
		for _, g := range t.plan.gest {
			t.dimTiles = t.dimTiles || g.From == src && g.To.K == Tile
		}
	}
	t.drawOpponents(dst, tc, pulse, src)
	t.drawPrompt(dst, tc)
	t.drawCorner(dst, tc, pulse, src)
	t.drawRows(dst, tc, pulse, src)
	t.drawRoad(dst, tc)
	t.drawPool(dst, tc)
	t.drawDiscardAmb(dst, tc, pulse, src)
	t.drawTray(dst, tc, pulse, src)
	t.drawMe(dst, tc, pulse, src)
	t.drawLogLit(dst)
	t.drawMenu(dst, tc)
	t.drawDragged(dst, tc)
}

// lit reports whether piece p should glow: it can be used now, or it
// receives what is picked up.
func (t *Table) lit(tc *scenes.TableContext, p, src Piece) bool {
	if !tc.CanAct() {
		return false
	}
	if src.K != None {
		return t.plan.isTarget(src, p)
	}
	return t.plan.isClick(p) || t.plan.isSource(p)
}

// selected reports whether p is the piece picked up.
func (t *Table) selected(p, src Piece) bool { return src.K != None && p == src }

func (t *Table) small() float32 { return max(minBody, 13*t.lay.s) }

// label draws a panel's caption.
func (t *Table) label(dst *ebiten.Image, s string, x, y float32) {
	scenes.DrawText(dst, s, scenes.FontStrong(t.small()), x, y, scenes.AlignStart, scenes.ColorTextDim)
}

func (t *Table) drawOpponents(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	for o := 0; o < L.nOpp; o++ {
		seat := L.oppSeat[o]
		if seat >= len(v.Players) {
			continue
		}
		r := L.opp[o]
		pl := &v.Players[seat]
		p := Piece{K: Player, A: int32(seat)}
		if t.lit(tc, p, src) {
			glow(dst, r, pulse)
		}
		scenes.Panel(dst, r, 10*s)
		if !v.Over && int(tc.ToAct()) == seat {
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 10*s, 3*s, scenes.SeatColor(seat))
		}
		t.seatHeader(dst, tc, seat, r.X+8*s, r.Y+6*s, o)
		slot := 16 * s
		y := r.Y + 44*s
		drawBiteTracker(dst, r.X+8*s, y, slot, pl.Bites, bitesPerDeath())
		x := r.X + 8*s + float32(bitesPerDeath())*slot*1.1 + 10*s
		x = t.counters(dst, pl, x, y, 18*s)
		_ = x
		for i, name := range pl.Food {
			f := foodIndex(name)
			fr := L.oppFoodRect(o, i)
			used := false
			for _, u := range pl.Used {
				used = used || u == name
			}
			drawFood(dst, fr, f, used)
		}
		n := len(t.opp[o])
		for i, k := range t.opp[o] {
			cr := L.chipRect(o, i, n)
			cp := Piece{K: Card, A: int32(seat), B: int32(k)}
			if t.lit(tc, cp, src) {
				glow(dst, cr, pulse)
			}
			t.drawChip(dst, cr, k)
		}
		if n == 0 {
			scenes.DrawText(dst, t.lang.T("pints.table.cards_none"), scenes.FontBody(t.small()), r.X+10*s, r.Y+r.H-28*s, scenes.AlignStart, scenes.ColorTextDim)
		}
	}
}

// seatHeader draws a seat's token and name, with the marks of the active
// player and of the end of the game.
func (t *Table) seatHeader(dst *ebiten.Image, tc *scenes.TableContext, seat int, x, y float32, o int) {
	s := t.lay.s
	tr := max(12*s, 10)
	c := scenes.SeatColor(seat)
	sprites.Token(dst, x+tr, y+tr, tr, sprites.Mix(c, color.RGBA{0, 0, 0, 255}, 0.35), c, scenes.SeatIcon(seat), scenes.ColorText)
	face := scenes.FontStrong(t.titlePx())
	nx := x + tr*2 + 8*s
	scenes.DrawTextMid(dst, tc.SeatName(game.Seat(seat)), face, nx, y+tr, scenes.AlignStart, scenes.ColorText)
	w := t.nameW[o]
	mx := nx + w + 10*s
	mark := t.marks[o]
	col := scenes.ColorAccent
	if t.v.Over && !t.isSaved(seat) {
		col = scenes.ColorDanger
	}
	if mark != "" {
		mf := scenes.FontStrong(t.small())
		mw := t.markW[o]
		sprites.FillRoundRect(dst, mx, y+tr-t.small()*0.75, mw+14*s, t.small()*1.5, t.small()*0.75, sprites.Alpha(col, 0.9))
		scenes.DrawTextMid(dst, mark, mf, mx+7*s, y+tr, scenes.AlignStart, scenes.ColorInk)
	}
}

func (t *Table) isSaved(seat int) bool {
	for _, s := range t.v.Saved {
		if s == seat {
			return true
		}
	}
	return false
}

// counters draws the zombies waiting on a tracker, the chips and the beers
// from x on the line centred at cy; it returns where it ended.
func (t *Table) counters(dst *ebiten.Image, pl *pints.PlayerView, x, cy, size float32) float32 {
	s := t.lay.s
	face := scenes.FontStrong(max(minBody, size*0.9))
	if pl.Pending > 0 {
		drawStack(dst, pl.Faces, pl.Pending, x+size*0.6, cy, size*0.6, num(pl.Pending))
		x += size*1.6 + 6*s
	}
	sprites.DrawIcon(dst, "chips-bag", x, cy-size/2, size, color.RGBA{240, 200, 90, 255})
	x += size + 3*s
	scenes.DrawTextMid(dst, num(pl.Chips), face, x, cy, scenes.AlignStart, scenes.ColorText)
	x += scenes.TextWidth("00", face) + 8*s
	sprites.DrawIcon(dst, "beer-stein", x, cy-size/2, size, colBeer)
	x += size + 3*s
	scenes.DrawTextMid(dst, num(pl.Beers), face, x, cy, scenes.AlignStart, scenes.ColorText)
	return x + scenes.TextWidth("0", face) + 8*s
}

// drawChip draws another player's card as a small chip: its band colour,
// its picture and its range or hits.
func (t *Table) drawChip(dst *ebiten.Image, r scenes.Rect, k int) {
	band, icon, _ := cardLook(t.lang, k)
	sprites.FillRoundRect(dst, r.X, r.Y+2, r.W, r.H, r.W*0.12, colShade)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.W*0.12, scenes.ColorCard)
	sprites.FillRoundRect(dst, r.X+2, r.Y+2, r.W-4, r.H*0.2, r.W*0.1, band)
	is := r.W * 0.62
	sprites.DrawIcon(dst, icon, r.X+(r.W-is)/2, r.Y+r.H*0.26, is, scenes.ColorInk)
}

func (t *Table) drawPrompt(dst *ebiten.Image, tc *scenes.TableContext) {
	L := &t.lay
	s := L.s
	face := scenes.FontStrong(t.promptPx())
	h := L.prompt.H
	bg := color.RGBA{18, 12, 10, 210}
	sprites.FillRoundRect(dst, L.prompt.X, L.prompt.Y, t.promptW+28*s, h, h/2, bg)
	c := scenes.ColorTextDim
	switch {
	case t.refused != "":
		c = scenes.ColorDanger
		sprites.StrokeRoundRect(dst, L.prompt.X, L.prompt.Y, t.promptW+28*s, h, h/2, 1.5*s, sprites.Alpha(scenes.ColorDanger, 0.8))
	case tc.CanAct():
		c = scenes.ColorAccent
		sprites.StrokeRoundRect(dst, L.prompt.X, L.prompt.Y, t.promptW+28*s, h, h/2, 1.5*s, sprites.Alpha(scenes.ColorAccent, 0.7))
	}
	scenes.DrawTextMid(dst, t.promptFit, face, L.prompt.X+14*s, L.prompt.Y+h/2, scenes.AlignStart, c)
	u := tc.Scale()
	for i := range t.buttons {
		b := &t.buttons[i]
		b.b.Draw(dst, u)
		op, a, _, _ := pints.DecodeAction(b.act)
		if (op == pints.OpKeepColour || op == pints.OpChangeColour || op == pints.OpChooseColour) && a < 4 {
			r := b.b.R
			sr := r.H * 0.24
			cx := r.X + sr*1.6
			if b.b.Label == "" {
				cx, sr = r.CX(), r.H*0.3
			}
			sprites.FillCircle(dst, cx, r.CY()+1, sr*1.25, tileColours[a])
			drawShape(dst, a, cx, r.CY()+1, sr*0.7, scenes.ColorInk)
		}
	}
	if t.lastFit != "" {
		x, y, _ := tc.Anim().At(idLast, L.last.X, L.last.Y)
		scenes.DrawTextShadow(dst, t.lastFit, scenes.FontBody(t.bodyPx()), x+8*s, y, scenes.AlignStart, scenes.ColorText)
	}
}

func (t *Table) drawCorner(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	scenes.Panel(dst, L.cornerBox, 8*s)
	t.label(dst, t.lang.T("pints.table.bar_corner"), L.cornerBox.X+8*s, L.cornerBox.Y+6*s)
	for i := range L.corner {
		if i < len(v.Corner) {
			drawTileFace(dst, L.corner[i], v.Corner[i].Colour, v.Corner[i].Symbol)
		}
	}
	// The sofa and the phone booth with their companions.
	scenes.Panel(dst, L.sofa, 8*s)
	t.label(dst, t.lang.T("pints.table.sofa"), L.sofa.X+8*s, L.sofa.Y+6*s)
	t.meeples(dst, L.sofa, v.Sofa, colIvory)
	scenes.Panel(dst, L.booth, 8*s)
	t.label(dst, t.lang.T("pints.table.booth"), L.booth.X+8*s, L.booth.Y+6*s)
	t.meeples(dst, L.booth, v.Booth, colBooth)
	// The beers at the bar.
	bp := Piece{K: Beer}
	if t.lit(tc, bp, src) || t.selected(bp, src) {
		glow(dst, L.bar, pulse)
	}
	scenes.Panel(dst, L.bar, 8*s)
	t.label(dst, t.lang.T("pints.table.beers"), L.bar.X+8*s, L.bar.Y+6*s)
	is := 24 * s
	for i := 0; i < v.Bar; i++ {
		x := L.bar.X + 8*s + float32(i%5)*(is+4*s)
		y := L.bar.Y + 30*s + float32(i/5)*(is+6*s)
		sprites.DrawIcon(dst, "beer-stein", x, y, is, colBeer)
	}
	scenes.DrawTextMid(dst, num(v.Bar), scenes.FontStrong(t.titlePx()), L.bar.X+L.bar.W-10*s, L.bar.Y+14*s, scenes.AlignEnd, scenes.ColorText)
}

// meeples draws n companions in a box, with their count.
func (t *Table) meeples(dst *ebiten.Image, r scenes.Rect, n int, c color.RGBA) {
	s := t.lay.s
	is := 30 * s
	for i := 0; i < n && i < 8; i++ {
		x := r.X + 8*s + float32(i%4)*(is+4*s)
		y := r.Y + 30*s + float32(i/4)*(is+2*s)
		sprites.DrawIcon(dst, "meeple", x, y+2, is, colShade)
		sprites.DrawIcon(dst, "meeple", x, y, is, c)
	}
	scenes.DrawTextMid(dst, num(n), scenes.FontStrong(t.titlePx()), r.X+r.W-10*s, r.Y+14*s, scenes.AlignEnd, scenes.ColorText)
}

func (t *Table) drawRows(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	for r := 0; r < nRows && r < len(v.Rows); r++ {
		rv := &v.Rows[r]
		lane := L.row[r]
		rp := Piece{K: Row, A: int32(r)}
		if t.lit(tc, rp, src) {
			glow(dst, lane, pulse)
		}
		sprites.FillRoundRect(dst, lane.X, lane.Y, L.road.X-lane.X, lane.H, 8*s, colFloor)
		// The stool.
		st := L.stool[r]
		sp := Piece{K: Stool, A: int32(r)}
		if t.lit(tc, sp, src) || t.selected(sp, src) {
			glow(dst, st.Inset(3*s), pulse)
		}
		is := st.W * 0.7
		sprites.FillRoundRect(dst, st.X+3*s, st.Y+3*s, st.W-6*s, st.H-6*s, 6*s, color.RGBA{30, 20, 16, 200})
		sprites.DrawIcon(dst, "bar-stool", st.X+(st.W-is)/2, st.Y+st.H-is-6*s, is, color.RGBA{206, 150, 96, 255})
		scenes.DrawTextMid(dst, rowLabels[r], scenes.FontStrong(max(minBody, 14*s)), st.X+8*s, st.Y+12*s, scenes.AlignStart, scenes.ColorTextDim)
		if rv.Companion {
			ms := st.W * 0.62
			sprites.DrawIcon(dst, "meeple", st.X+(st.W-ms)/2, st.Y+8*s+2, ms, colShade)
			sprites.DrawIcon(dst, "meeple", st.X+(st.W-ms)/2, st.Y+8*s, ms, colIvory)
		}
		if rv.PlayDead {
			sprites.DrawIcon(dst, "dead-head", st.X+st.W-20*s, st.Y+4*s, 18*s, colBite)
		}
		if rv.Shutter {
			sprites.DrawIcon(dst, "barricade", st.X+st.W-20*s, st.Y+st.H-22*s, 18*s, scenes.ColorAccent)
		}
		// The tiles, sliding when the row moved, kept inside the row.
		off, _, sliding := tc.Anim().At(idRow+r, 0, 0)
		canvas := dst
		if sliding {
			first := L.tile[r][0]
			clip := image.Rect(int(first.X-4*s), int(lane.Y), int(L.road.X), int(lane.Y+lane.H))
			canvas = dst.SubImage(clip).(*ebiten.Image)
		}
		for p := 0; p < nPos && p < len(rv.Tiles); p++ {
			tr := L.tile[r][p]
			tr.X += off
			tv := &rv.Tiles[p]
			tp := Piece{K: Tile, A: int32(r), B: int32(p)}
			if t.lit(tc, tp, src) {
				glow(canvas, tr, pulse)
			}
			drawTileFace(canvas, tr, tv.Colour, tv.Symbol)
			if tv.Zombies > 0 {
				drawStack(canvas, tv.Faces, tv.Zombies, tr.CX(), tr.CY()-2*s, tr.W*0.27, num(tv.Zombies))
			}
			t.drawPlaced(canvas, tr, tv.Placed)
			if t.dimTiles && !t.plan.isTarget(src, tp) {
				sprites.FillRoundRect(canvas, tr.X, tr.Y, tr.W, tr.H, tr.W*0.08, color.RGBA{0, 0, 0, 110})
			}
		}
	}
}

// drawPlaced draws the dice and cards placed by a tile along its foot: alike
// ones as one piece with a count ("×4"), so that a tile with four dart dice
// shows one dart die, readable, rather than an overlapping strip.
func (t *Table) drawPlaced(dst *ebiten.Image, r scenes.Rect, placed []string) {
	if len(placed) == 0 {
		return
	}
	var groups [8]struct {
		name string
		n    int
	}
	ng := 0
	for _, n := range placed {
		found := false
		for i := 0; i < ng; i++ {
			if groups[i].name == n {
				groups[i].n++
				found = true
				break
			}
		}
		if !found && ng < len(groups) {
			groups[ng].name, groups[ng].n = n, 1
			ng++
		}
	}
	size := max(r.W*0.34, 16)
	step := min(size+4, (r.W-size)/float32(maxI(1, ng-1)))
	y := r.Y + r.H - size*0.7
	for i := 0; i < ng; i++ {
		n := groups[i].name
		x := r.X + float32(i)*step
		if f := faceIndex(n); f >= 0 {
			drawMiniDie(dst, x, y, size, f)
		} else {
			k := cardKind(n)
			band, icon, _ := cardLook(t.lang, k)
			if k < 0 {
				band, icon = bandWeapon, "beach-ball"
			}
			sprites.FillRoundRect(dst, x, y-size*0.2, size*0.8, size*1.2, size*0.12, scenes.ColorCard)
			sprites.FillRoundRect(dst, x+1, y-size*0.2+1, size*0.8-2, size*0.3, size*0.1, band)
			sprites.DrawIcon(dst, icon, x+size*0.08, y+size*0.2, size*0.64, scenes.ColorInk)
		}
		if c := groups[i].n; c > 1 {
			br := max(size*0.32, 8)
			bx, by := x+size-br*0.4, y-br*0.3
			sprites.FillCircle(dst, bx, by, br, scenes.ColorInk)
			sprites.StrokeCircle(dst, bx, by, br, max(1, br*0.14), scenes.ColorAccent)
			scenes.DrawTextMid(dst, placedCounts[minI(c, len(placedCounts)-1)], scenes.FontStrong(max(br*1.2, minBody)), bx, by, scenes.AlignCenter, scenes.ColorText)
		}
	}
}

// placedCounts are the count badges of placed pieces, made once.
var placedCounts = [...]string{"", "", "2", "3", "4", "5", "6", "7", "8+"}

func (t *Table) drawRoad(dst *ebiten.Image, tc *scenes.TableContext) {
	L := &t.lay
	s := L.s
	v := &t.v
	rd := L.road
	sprites.FillRoundRect(dst, rd.X, rd.Y, rd.W, rd.H, 10*s, colAsphalt)
	for y := rd.Y + 10*s; y < rd.Y+rd.H-14*s; y += 26 * s {
		sprites.Line(dst, rd.X+rd.W/2, y, rd.X+rd.W/2, y+12*s, 2*s, sprites.Alpha(colIvory, 0.35))
	}
	if v.Bus.Row < 0 || v.Bus.Row >= nRows {
		return
	}
	rest := L.bus[v.Bus.Row]
	x, y, _ := tc.Anim().At(idBus, rest.X, rest.Y)
	b := scenes.Rect{X: x, Y: y, W: rest.W, H: rest.H}
	sprites.FillRoundRect(dst, b.X, b.Y+3, b.W, b.H, 8*s, colShade)
	sprites.FillRoundRect(dst, b.X, b.Y, b.W, b.H, 8*s, color.RGBA{232, 178, 36, 255})
	is := b.W * 0.7
	sprites.DrawIcon(dst, "bus", b.X+(b.W-is)/2, b.Y+4*s, is, scenes.ColorInk)
	// The direction it drives.
	ax, ay := b.X+b.W/2, b.Y+b.H-9*s
	d := float32(6) * s
	if v.Bus.Clockwise {
		d = -d
	}
	sprites.Line(dst, ax-d, ay-d/2, ax, ay+d/2, 2.5*s, scenes.ColorInk)
	sprites.Line(dst, ax+d, ay-d/2, ax, ay+d/2, 2.5*s, scenes.ColorInk)
	if v.Bus.Zombies > 0 {
		br := max(11*s, 10)
		sprites.FillCircle(dst, b.X+b.W-br*0.4, b.Y+br*0.4, br, colBite)
		scenes.DrawTextMid(dst, num(v.Bus.Zombies), scenes.FontStrong(max(minBody, br*1.2)), b.X+b.W-br*0.4, b.Y+br*0.4, scenes.AlignCenter, scenes.ColorText)
	}
}

func (t *Table) drawPool(dst *ebiten.Image, tc *scenes.TableContext) {
	L := &t.lay
	s := L.s
	v := &t.v
	p := L.pool
	sprites.FillRoundRect(dst, p.X, p.Y+3, p.W, p.H, 14*s, colShade)
	sprites.FillRoundRect(dst, p.X, p.Y, p.W, p.H, 14*s, colFeltEdge)
	sprites.FillRoundRect(dst, p.X+8*s, p.Y+8*s, p.W-16*s, p.H-16*s, 10*s, colFelt)
	for _, c := range [4][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		sprites.FillCircle(dst, p.X+10*s+c[0]*(p.W-20*s), p.Y+10*s+c[1]*(p.H-20*s), 6*s, scenes.ColorInk)
	}
	scenes.DrawText(dst, t.lang.T("pints.table.deck"), scenes.FontStrong(t.small()), p.X+18*s, p.Y+12*s, scenes.AlignStart, scenes.ColorText)
	scenes.DrawTextMid(dst, num(v.Deck.Cards), scenes.FontStrong(t.titlePx()), p.X+p.W-18*s, p.Y+20*s, scenes.AlignEnd, scenes.ColorText)
	cur := currentSector(v)
	for i := range L.sector {
		r := L.sector[i]
		n := v.Deck.Sectors[i]
		cw := r.W - 9*s
		ch := r.H - 30*s
		if i == cur && n > 0 {
			sprites.StrokeRoundRect(dst, r.X-4*s, r.Y-4*s, r.W+8*s, r.H+4*s, 6*s, 2*s, scenes.ColorAccent)
		}
		shown := minI(n, 4)
		if n == 0 {
			sprites.StrokeRoundRect(dst, r.X, r.Y+9*s, cw, ch, 4*s, 1.5*s, sprites.Alpha(colIvory, 0.3))
		}
		for k := shown - 1; k >= 0; k-- {
			off := float32(k) * 3 * s
			sprites.CardBack(dst, r.X+off, r.Y+9*s-off, cw, ch, color.RGBA{40, 110, 60, 255}, "beer-stein")
		}
		scenes.DrawTextMid(dst, num(n), scenes.FontStrong(t.small()), r.X+r.W/2, r.Y+r.H-10*s, scenes.AlignCenter, scenes.ColorText)
	}
	for i := range L.divider {
		if !v.Deck.Dividers[i] {
			continue
		}
		d := L.divider[i]
		sprites.FillRoundRect(dst, d.X, d.Y, d.W, d.H, 4*s, color.RGBA{120, 30, 26, 255})
		sprites.StrokeRoundRect(dst, d.X, d.Y, d.W, d.H, 4*s, 1.5*s, colIvory)
		if v.Level == pints.LevelMain {
			scenes.DrawTextMid(dst, dividerRates[i], scenes.FontStrong(max(minBody, 14*s)), d.X+d.W/2, d.Y+d.H/2, scenes.AlignCenter, colIvory)
		}
	}
	if v.Deck.Top != "" {
		sprites.DrawIcon(dst, "eyeball", p.X+18*s, p.Y+p.H-30*s, 20*s, scenes.ColorAccent)
	}
}

// dividerRates are the main course's discard rates printed on the dividers.
var dividerRates = func() [3]string {
	var out [3]string
	cat, err := pints.Load()
	for i := range out {
		if err == nil && i < len(cat.Dividers) {
			out[i] = strconv.Itoa(cat.Dividers[i].Rate)
		}
	}
	return out
}()

func (t *Table) drawDiscardAmb(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	d := L.discard
	dp := Piece{K: Discard}
	if t.lit(tc, dp, src) {
		glow(dst, d, pulse)
	}
	scenes.Panel(dst, d, 8*s)
	t.label(dst, t.lang.T("pints.table.discard"), d.X+8*s, d.Y+6*s)
	scenes.DrawTextMid(dst, num(len(v.Discard)), scenes.FontStrong(t.titlePx()), d.X+d.W-10*s, d.Y+14*s, scenes.AlignEnd, scenes.ColorText)
	if n := len(v.Discard); n > 0 {
		k := t.discardKind
		band, icon, _ := cardLook(t.lang, k)
		cr := scenes.Rect{X: d.X + 8*s, Y: d.Y + 30*s, W: d.W - 16*s, H: d.H - 38*s}
		sprites.FillRoundRect(dst, cr.X, cr.Y, cr.W, cr.H, 6*s, scenes.ColorCard)
		sprites.FillRoundRect(dst, cr.X+2, cr.Y+2, cr.W-4, cr.H*0.42, 5*s, band)
		scenes.DrawTextMid(dst, t.discardName, scenes.FontStrong(t.small()), cr.X+6*s, cr.Y+cr.H*0.21+1, scenes.AlignStart, scenes.ColorText)
		is := cr.H * 0.5
		sprites.DrawIcon(dst, icon, cr.X+cr.W/2-is/2, cr.Y+cr.H*0.46, is, scenes.ColorInk)
	}
	a := L.amb
	scenes.Panel(dst, a, 8*s)
	t.label(dst, t.lang.T("pints.table.ambulance"), a.X+8*s, a.Y+6*s)
	is := 34 * s
	sprites.DrawIcon(dst, "ambulance", a.X+8*s, a.Y+a.H-is-8*s, is, colIvory)
	scenes.DrawTextMid(dst, num(len(v.Amb)), scenes.FontStrong(t.titlePx()), a.X+a.W-10*s, a.Y+14*s, scenes.AlignEnd, scenes.ColorText)
	tr := 9 * s
	for i, f := range v.Amb {
		if i >= 12 {
			break
		}
		x := a.X + is + 20*s + float32(i%4)*(tr*2+2*s)
		y := a.Y + 40*s + float32(i/4)*(tr*2+2*s)
		drawToken(dst, f, x, y, tr)
	}
}

func (t *Table) drawTray(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	tr := L.tray
	scenes.Panel(dst, tr, 8*s)
	t.label(dst, t.lang.T("pints.table.dice"), tr.X+8*s, tr.Y+6*s)
	hidden := -1
	if t.drag && (t.pressed.K == Die || t.pressed.K == Traded) {
		for i, f := range t.dice {
			if trayPiece(f) == t.pressed {
				hidden = i
			}
		}
	}
	for i, f := range t.dice {
		if i == hidden || i >= 8 {
			continue
		}
		r := L.dieRect(i)
		p := trayPiece(f)
		if t.lit(tc, p, src) || t.selected(p, src) {
			glow(dst, r, pulse)
		}
		if p.K == Traded {
			drawTraded(dst, r.X, r.Y, r.W, int(p.A))
			continue
		}
		spin, tilt, lift, rolling := tc.Anim().Die(idDie+i, 1)
		drawBattleDie(dst, r.X, r.Y, r.W, f, spin, tilt, lift, rolling)
	}
	for j := 0; j < v.Dice.Zombie && len(t.dice)+j < 8; j++ {
		i := len(t.dice) + j
		r := L.dieRect(i)
		spin, tilt, lift, rolling := tc.Anim().Die(idDie+i, 1)
		drawBattleDie(dst, r.X, r.Y, r.W, 4, spin, tilt, lift, rolling)
	}
	if v.Dice.Zombie > 0 {
		scenes.DrawText(dst, t.zombieDiceText, scenes.FontStrong(t.small()), tr.X+tr.W-10*s, tr.Y+6*s, scenes.AlignEnd, colBite)
	}
}

func (t *Table) drawMe(dst *ebiten.Image, tc *scenes.TableContext, pulse float32, src Piece) {
	L := &t.lay
	s := L.s
	v := &t.v
	if t.me < 0 || t.me >= len(v.Players) {
		return
	}
	pl := &v.Players[t.me]
	info := L.meInfo
	pp := Piece{K: Player, A: int32(t.me)}
	if t.lit(tc, pp, src) {
		glow(dst, info, pulse)
	}
	scenes.Panel(dst, info, 10*s)
	if !v.Over && int(tc.ToAct()) == t.me {
		sprites.StrokeRoundRect(dst, info.X, info.Y, info.W, info.H, 10*s, 3*s, scenes.SeatColor(t.me))
	}
	t.seatHeader(dst, tc, t.me, info.X+10*s, info.Y+8*s, 3)
	slot := 26 * s
	drawBiteTracker(dst, info.X+10*s, info.Y+58*s, slot, pl.Bites, bitesPerDeath())
	t.counters(dst, pl, info.X+10*s, info.Y+94*s, 24*s)
	for i, f := range t.myFood {
		r := L.foodRect(i)
		fp := Piece{K: Food, A: int32(t.me), B: int32(f)}
		if t.lit(tc, fp, src) || t.selected(fp, src) {
			glow(dst, r, pulse)
		}
		drawFood(dst, r, f, t.myUsed[i])
	}
	if v.Level == pints.LevelMain {
		sp := Piece{K: Shop}
		if t.lit(tc, sp, src) || t.selected(sp, src) {
			glow(dst, L.shop, pulse)
		}
		sprites.Button(dst, L.shop.X, L.shop.Y, L.shop.W, L.shop.H, color.RGBA{120, 86, 40, 255}, sprites.ButtonNormal)
		is := L.shop.H * 0.6
		sprites.DrawIcon(dst, "hamburger", L.shop.X+6*s, L.shop.Y+(L.shop.H-is)/2, is, colIvory)
		scenes.DrawTextMid(dst, num(len(v.Food)), scenes.FontStrong(t.small()), L.shop.X+L.shop.W-8*s, L.shop.CY(), scenes.AlignEnd, scenes.ColorText)
	}
	// The cards, face up.
	n := len(t.hand)
	for i := range t.hand {
		r := L.cardRect(i, n)
		p := Piece{K: Card, A: int32(t.me), B: int32(t.hand[i].kind)}
		if t.drag && t.pressed == p && t.firstOf(i) {
			continue
		}
		x, y, _ := tc.Anim().At(idCard+i, r.X, r.Y)
		r.X, r.Y = x, y
		if t.selected(p, src) {
			r.Y -= 12 * s
		}
		if t.lit(tc, p, src) || t.selected(p, src) {
			glow(dst, r, pulse)
		}
		t.drawCard(dst, r, &t.hand[i])
	}
	if n == 0 {
		scenes.DrawText(dst, t.lang.T("pints.table.cards_none"), scenes.FontBody(t.bodyPx()), L.hand.X+8*s, L.hand.Y+L.hand.H/2, scenes.AlignStart, scenes.ColorTextDim)
	}
}

// firstOf reports whether hand card i is the first of its kind.
func (t *Table) firstOf(i int) bool {
	for j := 0; j < i; j++ {
		if t.hand[j].kind == t.hand[i].kind {
			return false
		}
	}
	return true
}

// drawCard draws a companion card face up: its name on the type band, its
// picture, and its range or hits.
func (t *Table) drawCard(dst *ebiten.Image, r scenes.Rect, c *handCard) {
	s := t.lay.s
	rad := r.W * 0.07
	sprites.Shadow(dst, r.X, r.Y, r.W, r.H, rad, r.W*0.05)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{40, 28, 22, 255})
	sprites.FillRoundRect(dst, r.X+2, r.Y+2, r.W-4, r.H-4, rad*0.8, scenes.ColorCard)
	face := scenes.FontStrong(t.titlePx())
	lh := scenes.LineHeight(face)
	hh := lh*float32(len(c.title)) + 8*s
	sprites.FillRoundRect(dst, r.X+4, r.Y+4, r.W-8, hh, rad*0.6, c.band)
	for i, line := range c.title {
		scenes.DrawText(dst, line, face, r.X+r.W/2, r.Y+4+4*s+float32(i)*lh, scenes.AlignCenter, scenes.ColorText)
	}
	bandFace := scenes.FontStrong(t.small())
	bh := scenes.LineHeight(bandFace) + 6*s
	top := r.Y + 4 + hh
	bottom := r.Y + r.H - bh - 6
	is := min(bottom-top-6*s, r.W*0.6)
	if is > 8 {
		sprites.DrawIcon(dst, c.icon, r.X+(r.W-is)/2, top+(bottom-top-is)/2, is, sprites.Mix(c.band, scenes.ColorInk, 0.3))
	}
	sprites.FillRoundRect(dst, r.X+4, bottom, r.W-8, bh, bh/2, sprites.Alpha(c.band, 0.85))
	scenes.DrawTextMid(dst, c.label, bandFace, r.X+r.W/2, bottom+bh/2, scenes.AlignCenter, scenes.ColorText)
}

func (t *Table) drawMenu(dst *ebiten.Image, tc *scenes.TableContext) {
	if len(t.menu) == 0 || !tc.CanAct() {
		return
	}
	s := t.lay.s
	m := t.menuRect()
	scenes.Panel(dst, m, 12*s)
	scenes.DrawText(dst, t.menuTitle, scenes.FontTitle(max(minTitle, 20*s)), m.X+14*s, m.Y+10*s, scenes.AlignStart, scenes.ColorAccent)
	u := tc.Scale()
	for _, hd := range t.menuHeads {
		if hd.card {
			sprites.FillRoundRect(dst, hd.r.X+hd.r.W*0.1, hd.r.Y, hd.r.W*0.8, hd.r.H, hd.r.W*0.1, scenes.ColorCard)
			sprites.FillRoundRect(dst, hd.r.X+hd.r.W*0.1, hd.r.Y, hd.r.W*0.8, hd.r.H*0.22, hd.r.W*0.1, bandWeapon)
		} else {
			sprites.FillRoundRect(dst, hd.r.X, hd.r.Y, hd.r.W, hd.r.H, hd.r.W*0.18, colDieBody)
		}
		is := hd.r.W * 0.56
		sprites.DrawIcon(dst, hd.icon, hd.r.X+(hd.r.W-is)/2, hd.r.Y+(hd.r.H-is)/2+hd.r.H*0.06, is, scenes.ColorInk)
	}
	for i := range t.menu {
		t.menu[i].b.Draw(dst, u)
	}
	t.cancel.Draw(dst, u)
}

// drawDragged draws the piece being dragged under the pointer.
func (t *Table) drawDragged(dst *ebiten.Image, tc *scenes.TableContext) {
	if !t.drag {
		return
	}
	in := tc.Input()
	s := t.lay.s
	switch t.pressed.K {
	case Die:
		d := t.lay.dieSize
		drawBattleDie(dst, in.X-d/2, in.Y-d/2, d, int(t.pressed.A), 0, 0, 0, false)
	case Traded:
		d := t.lay.dieSize
		drawTraded(dst, in.X-d/2, in.Y-d/2, d, int(t.pressed.A))
	case Card:
		for i := range t.hand {
			if t.hand[i].kind == int(t.pressed.B) {
				w, h := t.lay.cardW*0.8, t.lay.cardH*0.8
				t.drawCard(dst, scenes.Rect{X: in.X - w/2, Y: in.Y - h/3, W: w, H: h}, &t.hand[i])
				return
			}
		}
	case Beer:
		is := 40 * s
		sprites.DrawIcon(dst, "beer-stein", in.X-is/2, in.Y-is/2, is, colBeer)
	case Stool:
		is := 40 * s
		sprites.DrawIcon(dst, "meeple", in.X-is/2, in.Y-is/2, is, colIvory)
	}
}
