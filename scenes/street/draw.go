package street

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/scenes"
	"zombietable/sprites"
)

var (
	colAsphalt = color.RGBA{52, 56, 62, 255}
	colShadow  = color.RGBA{0, 0, 0, 120}
	colDim     = color.RGBA{0, 0, 0, 120}
	colPanel   = color.RGBA{20, 22, 26, 210}
	colRoad    = color.RGBA{34, 36, 40, 235}
	colLine    = color.RGBA{236, 206, 96, 200}
	colDie     = color.RGBA{126, 176, 84, 255}
	colDieDark = color.RGBA{40, 60, 26, 255}
	colZFace   = color.RGBA{150, 30, 36, 255}
	colBack    = color.RGBA{70, 40, 90, 255}
	colOK      = color.RGBA{0, 158, 115, 255}
	colCoin    = color.RGBA{240, 190, 60, 255}
	// The vote colours, from the colour-blind-safe set, each with its icon.
	voteColours = [3]color.RGBA{{213, 94, 0, 255}, {0, 158, 115, 255}, {0, 114, 178, 255}}
	voteIcons   = [3]string{"fire", "pine-tree", "waves"}
)

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	if m.view == nil {
		return
	}
	sprites.TableBackground(dst, tc.Rect(), colAsphalt, 0.9)
	an := tc.Anim()
	t.drawBoard(dst, an)
	for i := range m.seats {
		t.drawSeat(dst, tc, &m.seats[i], t.hover == hoverRef{hSeat, i})
	}
	t.drawMid(dst, an)
	t.drawMine(dst)
	t.drawPrompt(dst)
	t.drawFalls(dst, an)
	t.drawLogLit(dst)
	t.drawZoom(dst)
}

// drawZoom draws the hovered shop or zombird card enlarged, its text whole.
func (t *Table) drawZoom(dst *ebiten.Image) {
	m := &t.m
	var z *piece
	switch {
	case t.hover.list == hShop && m.mode == midShop && t.hover.idx < len(m.zooms):
		z = &m.zooms[t.hover.idx]
	case t.hover.list == hBird && t.hover.idx < len(m.bzooms):
		z = &m.bzooms[t.hover.idx]
	}
	if z == nil || z.empty || z.meta == nil {
		return
	}
	drawTile(dst, z, z.r, m.k)
}

func (t *Table) drawBoard(dst *ebiten.Image, an *scenes.Animator) {
	m := &t.m
	k := m.k
	b := m.board
	// The street: asphalt with a dashed centre line.
	sprites.FillRoundRect(dst, b.X, b.Y+3*k, b.W, b.H, 12*k, colShadow)
	sprites.FillRoundRect(dst, b.X, b.Y, b.W, b.H, 12*k, colRoad)
	ly := b.Y + b.H - 7*k
	for x := b.X + 110*k; x+26*k < b.X+b.W-8*k; x += 44 * k {
		sprites.FillRoundRect(dst, x, ly, 26*k, 3*k, 1.5*k, colLine)
	}
	scenes.DrawText(dst, m.round, scenes.FontTitle(15*k), b.X+10*k, b.Y+8*k, scenes.AlignStart, scenes.ColorAccent)
	for r := 0; r < m.pastN; r++ {
		pr := m.pastR[r]
		scenes.DrawTextMid(dst, nums[r+1], scenes.FontStrong(12*k), pr.X+14*k, pr.CY(), scenes.AlignCenter, scenes.ColorTextDim)
		s := (pr.W - 26*k) / 6
		for i, c := range m.past[r] {
			if c == nil {
				continue
			}
			x := pr.X + 24*k + float32(i)*s
			sprites.FillRoundRect(dst, x, pr.Y+2*k, s-2*k, pr.H-4*k, 3*k, c.band)
			is := min(s-4*k, pr.H-6*k)
			sprites.DrawIcon(dst, c.icon, x+(s-2*k-is)/2, pr.CY()-is/2, is, sprites.Alpha(scenes.ColorText, 0.9))
		}
	}
	for i := range m.spaces {
		s := &m.spaces[i]
		r := s.r
		c := sprites.Alpha(scenes.ColorTextDim, 0.5)
		if s.done {
			c = sprites.Alpha(scenes.ColorTextDim, 0.25)
		}
		if s.live {
			c = scenes.ColorAccent
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, r.W/2, scenes.ColorAccent, an.Pulse())
		}
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, min(r.W, r.H)/2, color.RGBA{24, 24, 28, 230})
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, min(r.W, r.H)/2, 2*k, c)
		if s.shop {
			is := r.W * 0.66
			sprites.DrawIcon(dst, "shop", r.CX()-is/2, r.CY()-is/2, is, c)
		} else {
			scenes.DrawTextMid(dst, "+1", scenes.FontTitle(18*k), r.CX(), r.CY(), scenes.AlignCenter, c)
		}
	}
	for i := range m.cards {
		p := &m.cards[i]
		x, y, _ := an.At(idStreet+i, p.r.X, p.r.Y)
		r := scenes.Rect{X: x, Y: y, W: p.r.W, H: p.r.H}
		if p.empty {
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.35))
			scenes.DrawTextMid(dst, p.badge, scenes.FontTitle(26*k), r.CX(), r.CY(), scenes.AlignCenter, sprites.Alpha(scenes.ColorTextDim, 0.35))
			continue
		}
		if p.cur {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorDanger, an.Pulse())
		}
		drawTile(dst, p, r, k)
	}
	d := m.deck.r
	scenes.DrawStack(dst, m.deck.n, d.X, d.Y, d.W, d.H, k, color.RGBA{60, 64, 72, 255}, "road")
	if m.deck.n > 0 && m.deck.n <= 3 {
		drawCount(dst, m.deck.n, d.X+d.W-4*k, d.Y+6*k, 13*k, k)
	}
	if m.event.meta != nil {
		drawTile(dst, &m.event, m.event.r, k)
	}
	// The reserve: a few dice and its count.
	rs := m.rsv
	if rs.W > 30*k {
		s := m.rsvDie
		cx := rs.CX()
		for i := 0; i < 3; i++ {
			sprites.Die(dst, cx-s*1.5+float32(i)*s*1.05, m.rsvDiceY-s*0.2-float32(i%2)*s*0.5, s, 2+i*2, colDie, colDieDark, 0)
		}
		scenes.DrawTextMid(dst, num(m.view.Reserve), scenes.FontTitle(20*k), cx, m.rsvNumY, scenes.AlignCenter, scenes.ColorText)
		scenes.DrawTextMid(dst, w(m.lang, "reserve"), scenes.FontBody(12*k), cx, m.rsvLabY, scenes.AlignCenter, scenes.ColorTextDim)
	}
}

// drawTile draws a card as a tile: a coloured header with the name, the icon,
// a number badge and a note.
func drawTile(dst *ebiten.Image, p *piece, r scenes.Rect, k float32) {
	c := p.meta
	rad := 8 * k
	sprites.FillRoundRect(dst, r.X, r.Y+3*k, r.W, r.H, rad, colShadow)
	if c == nil {
		sprites.CardBack(dst, r.X, r.Y, r.W, r.H, colBack, "card-random")
		return
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{40, 28, 22, 255})
	in := tileEdge(k)
	sprites.FillRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, rad-in/2, colCardBg)
	lh := titleLine(p.ts)
	hh := headerH(p, k)
	sprites.FillRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, hh, rad-in/2, c.band)
	y := r.Y + 4*k
	for _, l := range p.title {
		scenes.DrawText(dst, l, scenes.FontStrong(p.ts), r.CX(), y, scenes.AlignCenter, scenes.ColorText)
		y += lh
	}
	top := r.Y + hh + 4*k
	if p.note != "" {
		nh := noteH(k)
		scenes.DrawTextMid(dst, p.note, scenes.FontStrong(12*k), r.CX(), top+nh/2-1*k, scenes.AlignCenter, sprites.Alpha(colInk, 0.75))
		top += nh
	}
	if len(p.lines) > 0 {
		// laid out by fitBody
		if is := p.icon; is > 0 {
			sprites.DrawIcon(dst, c.icon, r.CX()-is/2, r.Y+p.bodyY-is-2*k, is, sprites.Alpha(c.band, 0.9))
		}
		body := scenes.FontBody(p.bs)
		lh = bodyLine(p.bs)
		y := r.Y + p.bodyY
		for i, l := range p.lines {
			x := r.X + bodyInset(k)
			if i >= p.narrow {
				x += p.indent
			}
			scenes.DrawText(dst, l, body, x, y, scenes.AlignStart, colInk)
			y += lh
		}
	} else if art := (scenes.Rect{X: r.X + 6*k, Y: top + 2*k, W: r.W - 12*k, H: r.Y + r.H - top - 8*k}); art.H > 10*k {
		is := min(art.W, art.H) * 0.78
		sprites.DrawIcon(dst, c.icon, art.CX()-is/2, art.CY()-is/2, is, sprites.Alpha(c.band, 0.9))
	}
	if p.badge != "" {
		bs := badgeSize(r, k)
		bx, by := badgeCentre(p, r, k)
		sprites.FillCircle(dst, bx, by, bs/2, colInk)
		ring := scenes.ColorText
		if badgeLeft(p) {
			ring = colCoin
		}
		sprites.StrokeCircle(dst, bx, by, bs/2, 2*k, ring)
		scenes.DrawTextMid(dst, p.badge, scenes.FontStrong(bs*0.5), bx, by, scenes.AlignCenter, scenes.ColorText)
	}
}

func drawCount(dst *ebiten.Image, n int, cx, cy, r, k float32) {
	sprites.FillCircle(dst, cx, cy, r, scenes.ColorInk)
	sprites.StrokeCircle(dst, cx, cy, r, 1.5*k, scenes.ColorTextDim)
	scenes.DrawTextMid(dst, num(n), scenes.FontStrong(r*0.95), cx, cy, scenes.AlignCenter, scenes.ColorText)
}

// drawDie draws a zombie die: the zombie face (face 1) shows a skull, the
// running faces their pips.
func drawDie(dst *ebiten.Image, x, y, s float32, face int, tilt float32) {
	if face == 1 {
		sprites.Die(dst, x, y, s, 0, colDie, colDieDark, tilt)
		is := s * 0.74
		sprites.DrawIcon(dst, "dead-head", x+(s-is)/2, y+(s-is)/2, is, colZFace)
		return
	}
	sprites.Die(dst, x, y, s, face, colDie, colDieDark, tilt)
}

// column places the figures right of a seat's heap: their left edge sx,
// the height of a row, an icon's side is and the coins' left edge col2 on
// the second row (it moves left when the figure would touch the box's
// edge).
func (b *seatBox) column(k float32) (sx, row, is, col2 float32) {
	r := b.r
	sx = b.heap.X + b.heap.W + 8*k
	cw := r.X + r.W - sx - 6*k
	row = (r.Y + r.H - b.heap.Y - 4*k) / 3
	is = min(20*k, row*0.8)
	col2 = min(sx+max(cw/2, is+26*k), r.X+r.W-6*k-is-3*k-scenes.TextWidth(num(b.coins), scenes.FontStrong(15*k)))
	return sx, row, is, col2
}

// coinsRect is where a seat's coins, the coin and its figure, lie.
func (b *seatBox) coinsRect(k float32) scenes.Rect {
	_, row, is, col2 := b.column(k)
	y := b.heap.Y + row/2 + row
	w := is + 3*k + scenes.TextWidth(num(b.coins), scenes.FontStrong(15*k))
	return scenes.Rect{X: col2 - 3*k, Y: y - is/2 - 3*k, W: w + 6*k, H: is + 6*k}
}

func (t *Table) drawSeat(dst *ebiten.Image, tc *scenes.TableContext, b *seatBox, hover bool) {
	m := &t.m
	k := m.k
	r := b.r
	if r.W == 0 {
		return
	}
	an := tc.Anim()
	if b.legal {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, 10*k, scenes.ColorAccent, an.Pulse())
	}
	sprites.FillRoundRect(dst, r.X, r.Y+2*k, r.W, r.H, 10*k, colShadow)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, colPanel)
	edge := sprites.Alpha(scenes.ColorPanelEdge, 0.8)
	if b.toAct {
		edge = scenes.ColorAccent
	}
	if b.marked {
		edge = scenes.ColorDanger
	}
	if hover && b.legal {
		edge = scenes.ColorText
	}
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, 2*k, edge)
	// Name and token.
	sc := scenes.SeatColor(b.seat)
	tr := 10 * k
	sprites.Token(dst, r.X+8*k+tr, r.Y+4*k+tr, tr, sprites.Mix(sc, color.RGBA{0, 0, 0, 255}, 0.35), sc, scenes.SeatIcon(b.seat), scenes.ColorText)
	nc := scenes.ColorText
	if b.toAct {
		nc = scenes.ColorAccent
	}
	if b.winner {
		sprites.DrawIcon(dst, "crown", r.X+r.W-28*k, r.Y+3*k, 22*k, scenes.ColorAccent)
	}
	scenes.DrawTextMid(dst, b.name, scenes.FontStrong(14*k), r.X+14*k+2*tr, r.Y+4*k+tr, scenes.AlignStart, nc)
	// The dice.
	for j := range b.at {
		d := b.at[j]
		x, y, _ := an.At(idNew+b.seat*maxHeap+j, d.X, d.Y)
		// A die tumbles after a jump and settles on a running face: the
		// zombie faces that fell are the dice dropping away.
		face, tilt, lift, _ := an.Die(idDie+b.seat*maxHeap+j, runFace(b.seat, j))
		if face == 1 {
			face = 6
		}
		drawDie(dst, x, y-lift*d.W*0.6, d.W, face, tilt)
	}
	if b.more > 0 && len(b.at) > 0 {
		// the dice not drawn: a count on the heap's shoulder
		f := scenes.FontStrong(max(15*k, b.die))
		top := b.at[len(b.at)-1]
		cx, cy := b.heap.X+b.heap.W-2*k, top.Y+top.H/2
		scenes.DrawTextMid(dst, b.moreLabel, f, cx, cy, scenes.AlignEnd, scenes.ColorAccent)
	}
	// The count, big, then civilians, coins, cards and saves in a column
	// right of the heap.
	sx, row, is, col2 := b.column(k)
	y := b.heap.Y + row/2
	drawDie(dst, sx, y-is/2, is, 5, 0)
	scenes.DrawTextMid(dst, num(b.dice), scenes.FontTitle(min(26*k, row*1.1)), sx+is+6*k, y, scenes.AlignStart, scenes.ColorText)
	y += row
	small := scenes.FontStrong(15 * k)
	sprites.DrawIcon(dst, "person", sx, y-is/2, is, scenes.ColorTextDim)
	scenes.DrawTextMid(dst, num(b.civ), small, sx+is+3*k, y, scenes.AlignStart, scenes.ColorText)
	sprites.FillCircle(dst, col2+is*0.45, y, is*0.45, colCoin)
	sprites.StrokeCircle(dst, col2+is*0.45, y, is*0.32, 1.2*k, sprites.Mix(colCoin, colInk, 0.4))
	scenes.DrawTextMid(dst, num(b.coins), small, col2+is+3*k, y, scenes.AlignStart, scenes.ColorText)
	y += row
	// The bonus card (its back while secret), the zombird cards, the saves.
	x := sx
	ch := min(22*k, row*0.9)
	// The cards shrink when the row would run past the box: each card is
	// 0.72 of its height wide, an icon as wide as high, plus fixed gaps.
	tiny := scenes.FontStrong(13 * k)
	per, fixed := float32(0), float32(0)
	if b.bonus > 0 && !b.me {
		per, fixed = per+0.72, fixed+6*k
	}
	if b.birds > 0 {
		per, fixed = per+0.72, fixed+18*k
	}
	if b.ready != "" {
		per, fixed = per+1, fixed+4*k
	}
	if b.saves > 0 {
		per, fixed = per+1, fixed+2*k+scenes.TextWidth(num(b.saves), tiny)
	}
	if room := r.X + r.W - 6*k - sx; per > 0 && per*ch+fixed > room {
		ch = max((room-fixed)/per, 8*k)
	}
	cwd := ch * 0.72
	if b.bonus > 0 && !b.me {
		if b.bonus == 1 {
			sprites.CardBack(dst, x, y-ch/2, cwd, ch, colBonus, "")
		} else {
			sprites.FillRoundRect(dst, x, y-ch/2, cwd, ch, 2*k, colCardBg)
			sprites.FillRoundRect(dst, x, y-ch/2, cwd, ch*0.38, 2*k, colBonus)
			if b.bmeta != nil {
				sprites.DrawIcon(dst, b.bmeta.icon, x, y-ch*0.05, cwd, colBonus)
			}
		}
		x += cwd + 6*k
	}
	if b.birds > 0 {
		sprites.CardBack(dst, x, y-ch/2, cwd, ch, colBird, "")
		scenes.DrawTextMid(dst, num(b.birds), tiny, x+cwd+3*k, y, scenes.AlignStart, scenes.ColorText)
		x += cwd + 18*k
	}
	if b.ready != "" {
		sprites.DrawIcon(dst, "thought-bubble", x, y-ch/2, ch, colBird)
		x += ch + 4*k
	}
	if b.saves > 0 {
		sprites.DrawIcon(dst, "shield", x, y-ch/2, ch, scenes.ColorTextDim)
		scenes.DrawTextMid(dst, num(b.saves), tiny, x+ch+2*k, y, scenes.AlignStart, scenes.ColorText)
	}
	// The vote token: its back while secret, its colour once revealed.
	if b.vote != -1 {
		vr := 11 * k
		vx, vy := r.X+r.W-vr-6*k, r.Y+4*k+vr
		if b.winner {
			vx -= 28 * k
		}
		if b.vote == -2 {
			sprites.Token(dst, vx, vy, vr, color.RGBA{60, 60, 66, 255}, scenes.ColorTextDim, "vote", scenes.ColorTextDim)
		} else {
			c := voteColours[b.vote]
			sprites.Token(dst, vx, vy, vr, c, sprites.Mix(c, color.RGBA{255, 255, 255, 255}, 0.4), voteIcons[b.vote], scenes.ColorText)
		}
	}
	if b.marked {
		sprites.DrawIcon(dst, "fire", r.X+r.W-30*k, r.Y+4*k, 22*k, scenes.ColorDanger)
	}
}

func (t *Table) drawFalls(dst *ebiten.Image, an *scenes.Animator) {
	k := t.m.k
	now := an.Now()
	d := an.Duration(480 * 1e6)
	for i := range t.falls {
		f := &t.falls[i]
		if !f.active || now < f.start {
			if f.active {
				// Tumbling with the others until the roll settles on its
				// zombie face.
				face, tilt, lift, _ := an.Die(idFall+i, 1)
				drawDie(dst, f.x, f.y-lift*f.size*0.6, f.size, face, tilt)
			}
			continue
		}
		p := float32(1)
		if d > 0 {
			p = float32(now-f.start) / float32(d)
		}
		if p >= 1 {
			f.active = false
			continue
		}
		y := f.y + p*p*70*k
		drawDie(dst, f.x+p*6*k, y, f.size*(1-p*0.3), 1, p*2)
		sprites.FillRoundRect(dst, f.x+p*6*k, y, f.size*(1-p*0.3), f.size*(1-p*0.3), f.size*0.18, sprites.Alpha(colDim, p))
	}
}

func (t *Table) drawMid(dst *ebiten.Image, an *scenes.Animator) {
	m := &t.m
	k := m.k
	a := m.mid
	switch m.mode {
	case midShop:
		scenes.DrawText(dst, m.midTitle, scenes.FontTitle(18*k), a.X+4*k, a.Y, scenes.AlignStart, scenes.ColorAccent)
		scenes.DrawText(dst, m.midSub, scenes.FontBody(13*k), a.X+14*k+scenes.TextWidth(m.midTitle, scenes.FontTitle(18*k)), a.Y+3*k, scenes.AlignStart, scenes.ColorTextDim)
		for i := range m.shop {
			p := &m.shop[i]
			r := p.r
			if p.empty {
				sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.3))
				scenes.DrawTextMid(dst, p.note, scenes.FontStrong(13*k), r.CX(), r.CY(), scenes.AlignCenter, sprites.Alpha(scenes.ColorTextDim, 0.5))
				continue
			}
			if p.legal {
				sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, an.Pulse())
			}
			if t.hover == (hoverRef{hShop, i}) && p.legal {
				r.Y -= 4 * k
			}
			drawTile(dst, p, r, k)
			if !p.legal && m.dec == decShop {
				sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, colDim)
			}
		}
	case midVote, midReveal:
		scenes.Panel(dst, a, 12*k)
		drawTile(dst, &m.curCard, m.curCard.r, k)
		left := m.curCard.r.X + m.curCard.r.W + 20*k
		scenes.DrawText(dst, m.midTitle, scenes.FontTitle(20*k), left, a.Y+8*k, scenes.AlignStart, scenes.ColorAccent)
		y := a.Y + 36*k
		sub := scenes.FontBody(14 * k)
		for _, line := range splitLines(m.midSub) {
			scenes.DrawText(dst, line, sub, left, y, scenes.AlignStart, scenes.ColorText)
			y += scenes.LineHeight(sub)
		}
		if m.mode == midVote {
			t.drawVote(dst, an, left, y)
		} else {
			t.drawReveal(dst, left, y)
		}
	case midCoinZombie, midCivBomb:
		scenes.Panel(dst, a, 12*k)
		scenes.DrawText(dst, m.midTitle, scenes.FontTitle(20*k), a.CX(), a.Y+8*k, scenes.AlignCenter, scenes.ColorAccent)
		if m.midSub != "" {
			scenes.DrawText(dst, m.midSub, scenes.FontBody(14*k), a.CX(), a.Y+a.H-26*k, scenes.AlignCenter, scenes.ColorTextDim)
		}
		for i := range m.choices {
			p := &m.choices[i]
			r := p.r
			if p.legal {
				sprites.Glow(dst, r.X, r.Y, r.W, r.H, r.W/2, scenes.ColorAccent, an.Pulse())
			}
			if t.hover == (hoverRef{hChoice, i}) {
				r.Y -= 3 * k
			}
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 14*k, color.RGBA{36, 34, 30, 240})
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 14*k, 2*k, scenes.ColorPanelEdge)
			cx, cy := r.CX(), r.Y+r.H*0.42
			s := r.H * 0.42
			switch p.zone {
			case zoneCoins:
				for j := 0; j < 3; j++ {
					sprites.FillCircle(dst, cx-s*0.25+float32(j)*s*0.25, cy+s*0.1-float32(j)*s*0.12, s*0.34, sprites.Mix(colCoin, colInk, 0.25))
					sprites.FillCircle(dst, cx-s*0.25+float32(j)*s*0.25, cy-float32(j)*s*0.12, s*0.34, colCoin)
				}
			case zoneReserve:
				drawDie(dst, cx-s/2, cy-s/2, s, 4, 0)
			case zoneCivilian:
				sprites.DrawIcon(dst, "person", cx-s/2, cy-s/2, s, scenes.ColorText)
			}
			scenes.DrawTextMid(dst, p.title[0], scenes.FontStrong(16*k), cx, r.Y+r.H-18*k, scenes.AlignCenter, scenes.ColorText)
		}
	case midOver:
		scenes.Panel(dst, a, 12*k)
		scenes.DrawText(dst, m.midTitle, scenes.FontTitle(22*k), a.X+16*k, a.Y+10*k, scenes.AlignStart, scenes.ColorAccent)
		f := scenes.FontStrong(16 * k)
		lh := min(scenes.LineHeight(f)*1.2, (a.H-50*k)/float32(max(len(m.over), 1)))
		for i, s := range m.over {
			c := scenes.ColorText
			if i == 0 {
				c = scenes.ColorAccent
			}
			scenes.DrawText(dst, s, f, a.X+24*k, a.Y+44*k+float32(i)*lh, scenes.AlignStart, c)
		}
	}
}

// splitLines splits the midSub's lines; it returns the same backing strings.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			lineBuf[0], lineBuf[1] = s[:i], s[i+1:]
			return lineBuf[:2]
		}
	}
	lineBuf[0] = s
	return lineBuf[:1]
}

var lineBuf [2]string

func (t *Table) drawVote(dst *ebiten.Image, an *scenes.Animator, left, y float32) {
	m := &t.m
	k := m.k
	for c := range m.tokens {
		p := &m.tokens[c]
		if p.r.W == 0 {
			continue
		}
		r := p.r
		tr := r.W / 2
		if p.legal {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, tr, scenes.ColorAccent, an.Pulse())
		}
		if t.hover == (hoverRef{hToken, c}) {
			tr *= 1.06
		}
		col := voteColours[c]
		sprites.Token(dst, r.CX(), r.CY(), tr, col, sprites.Mix(col, color.RGBA{255, 255, 255, 255}, 0.4), voteIcons[c], scenes.ColorText)
		scenes.DrawText(dst, p.title[0], scenes.FontStrong(15*k), r.CX(), r.Y+r.H+4*k, scenes.AlignCenter, scenes.ColorText)
	}
	f := scenes.FontBody(14 * k)
	y += 6 * k
	colW := (m.mid.X + m.mid.W - left) / 2
	for i, s := range m.voters {
		x := left + float32(i%2)*colW
		yy := y + float32(i/2)*scenes.LineHeight(f)*1.3
		c := scenes.ColorTextDim
		if m.voterOK[i] {
			c = scenes.ColorText
			sprites.Token(dst, x+8*k, yy+9*k, 8*k, color.RGBA{60, 60, 66, 255}, scenes.ColorTextDim, "", scenes.ColorText)
		} else {
			sprites.StrokeCircle(dst, x+8*k, yy+9*k, 8*k, 1.5*k, sprites.Alpha(scenes.ColorTextDim, 0.6))
		}
		scenes.DrawText(dst, s, f, x+22*k, yy, scenes.AlignStart, c)
	}
}

func (t *Table) drawReveal(dst *ebiten.Image, left, y float32) {
	m := &t.m
	k := m.k
	a := m.mid
	colW := (a.X + a.W - left - 12*k) / 3
	y += 6 * k
	f := scenes.FontBody(14 * k)
	lh := scenes.LineHeight(f)
	for c := 0; c < 3; c++ {
		tm := &m.teams[c]
		x := left + float32(c)*colW
		col := voteColours[c]
		bg := sprites.Alpha(col, 0.18)
		h := a.Y + a.H - y - 8*k
		sprites.FillRoundRect(dst, x, y, colW-10*k, h, 8*k, bg)
		sprites.Token(dst, x+16*k, y+16*k, 12*k, col, sprites.Mix(col, color.RGBA{255, 255, 255, 255}, 0.4), voteIcons[c], scenes.ColorText)
		scenes.DrawTextMid(dst, m.colour(c), scenes.FontStrong(15*k), x+34*k, y+16*k, scenes.AlignStart, scenes.ColorText)
		ly := y + 32*k
		for _, s := range tm.members {
			if ly+lh > y+h-20*k {
				break
			}
			scenes.DrawText(dst, s, f, x+10*k, ly, scenes.AlignStart, scenes.ColorText)
			ly += lh
		}
		lc := scenes.ColorTextDim
		if len(tm.members) > 0 {
			lc = scenes.ColorDanger
			if tm.ok {
				lc = colOK
			}
		}
		scenes.DrawText(dst, tm.line, scenes.FontStrong(14*k), x+10*k, y+h-20*k, scenes.AlignStart, lc)
	}
}

func (t *Table) drawMine(dst *ebiten.Image) {
	m := &t.m
	if m.me < 0 {
		return // a watcher's screen: no seat in front
	}
	k := m.k
	lab := scenes.FontStrong(13 * k)
	p := &m.bonus
	scenes.DrawTextShadow(dst, m.labels[0], lab, p.r.X, m.mine.Y, scenes.AlignStart, scenes.ColorTextDim)
	r := p.r
	if p.empty {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.35))
	} else {
		if p.legal {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, 0.8)
		}
		if t.hover == (hoverRef{hBonus, 0}) && p.legal {
			r.Y -= 4 * k
		}
		t.drawBig(dst, p, r)
	}
	if len(m.birds) > 0 {
		scenes.DrawTextShadow(dst, m.labels[1], lab, m.birds[0].r.X, m.mine.Y, scenes.AlignStart, scenes.ColorTextDim)
	}
	for i := range m.birds {
		b := &m.birds[i]
		r := b.r
		if b.legal && !b.dud {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, 0.8)
		}
		if t.hover == (hoverRef{hBird, i}) {
			r.Y -= 6 * k
		}
		drawTile(dst, b, r, k)
	}
}

// drawBig draws the seat's own bonus card with its text.
func (t *Table) drawBig(dst *ebiten.Image, p *piece, r scenes.Rect) {
	k := t.m.k
	drawTile(dst, p, r, k)
	if p.spent {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, colDim)
		sprites.DrawIcon(dst, "check-mark", r.CX()-16*k, r.CY()-16*k, 32*k, scenes.ColorText)
	}
}

func (t *Table) drawPrompt(dst *ebiten.Image) {
	m := &t.m
	k := m.k
	r := m.promptR
	face := scenes.FontStrong(m.promptSize)
	c := scenes.ColorTextDim
	if m.canAct {
		c = scenes.ColorAccent
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, color.RGBA{18, 16, 14, 225})
	if m.canAct {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, 1.5*k, sprites.Alpha(scenes.ColorAccent, 0.7))
	}
	scenes.DrawTextMid(dst, m.prompt, face, r.CX(), r.CY(), scenes.AlignCenter, c)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, k)
	}
}
