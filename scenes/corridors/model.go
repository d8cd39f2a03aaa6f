package corridors

import (
	"image"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// The table's design size: positions are in these units times the scale.
const (
	designW = 1280
	designH = 800
	minHit  = 32 // the smallest hit target, in pixels at scale 1
)

// bare is the weapon slot of bare hands in an attack (the engine's).
const bare = 255

// button is an action with no piece of its own: an item used, an ability,
// a quote, a pass.
type button struct {
	act   game.Action
	label string
	r     scenes.Rect
}

// model is the table laid out for one view: every rectangle and what a click
// or a drag there plays. It holds no ebiten state, so it is tested alone.
type model struct {
	u      float32
	rect   scenes.Rect
	seat   int // the seat in front of the screen
	pos    [4]int
	horde  scenes.Rect
	zones  [4][3]scenes.Rect // by seat, zone
	zomb   [4][6]scenes.Rect // by seat, corridor index
	panel  [4]scenes.Rect
	items  [4][16]scenes.Rect
	piles  [9]scenes.Rect
	info   scenes.Rect
	die    scenes.Rect
	hands  scenes.Rect
	turned scenes.Rect
	btnBox scenes.Rect
	btns   []button
	page   int // the page of buttons shown
	pages  int
	more   scenes.Rect // turns the page of buttons
	legal  []game.Action
	sel    int // the weapon chosen for the next attack: bare or an item slot
}

// input is what build needs.
type input struct {
	view   *offthedead.View
	legal  []game.Action
	seat   int
	rect   image.Rectangle
	scale  float32
	label  func(a game.Action) string
	weapon int
}

// screenPos is where a direction is drawn: 0 top, 1 right, 2 bottom, 3 left,
// the seat in front of the screen at the bottom.
func screenPos(dir, mine int) int { return (dir - mine + 6) % 4 }

// build lays the table out for in.
func (m *model) build(in input) {
	v := in.view
	r := in.rect
	m.rect = scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())}
	// the design shrinks to fit a table narrowed by an open panel
	u := min(in.scale, m.rect.W/designW, m.rect.H/designH)
	m.u = u
	m.seat = in.seat
	m.zomb, m.items, m.panel, m.pos = [4][6]scenes.Rect{}, [4][16]scenes.Rect{}, [4]scenes.Rect{}, [4]int{}
	m.legal = append(m.legal[:0], in.legal...)
	m.sel = in.weapon
	x0, y0 := m.rect.X, m.rect.Y
	// the design is centred in the rectangle
	ox := x0 + (m.rect.W-designW*u)/2
	oy := y0 + (m.rect.H-designH*u)/2
	cx, cy := ox+640*u, oy+420*u
	hw, hh := 64*u, 90*u
	m.horde = scenes.Rect{X: cx - hw/2, Y: cy - hh/2, W: hw, H: hh}
	mine := 0
	if in.seat >= 0 && in.seat < len(v.Players) {
		mine = v.Players[in.seat].Dir
	}
	const gap = 6
	for p, pl := range v.Players {
		pos := screenPos(pl.Dir, mine)
		m.pos[p] = pos
		for z := range 3 {
			var zr scenes.Rect
			switch pos {
			case 0: // up: zone 0 next to the horde
				zr = scenes.Rect{X: cx - 125*u, Y: cy - 76*u - float32(z+1)*(56+gap)*u + gap*u, W: 250 * u, H: 56 * u}
			case 2:
				zr = scenes.Rect{X: cx - 125*u, Y: cy + 76*u + float32(z)*(56+gap)*u, W: 250 * u, H: 56 * u}
			case 1:
				zr = scenes.Rect{X: cx + 131*u + float32(z)*(84+gap)*u, Y: cy - 70*u, W: 84 * u, H: 140 * u}
			case 3:
				zr = scenes.Rect{X: cx - 131*u - float32(z+1)*(84+gap)*u + gap*u, Y: cy - 70*u, W: 84 * u, H: 140 * u}
			}
			m.zones[p][z] = zr
		}
		end := m.zones[p][2]
		switch pos {
		case 0:
			m.panel[p] = scenes.Rect{X: cx - 170*u, Y: end.Y - 8*u - 100*u, W: 340 * u, H: 100 * u}
		case 2:
			m.panel[p] = scenes.Rect{X: cx - 170*u, Y: end.Y + end.H + 8*u, W: 340 * u, H: 100 * u}
		case 1:
			m.panel[p] = scenes.Rect{X: end.X + end.W + 8*u, Y: cy - 90*u, W: 196 * u, H: 180 * u}
		case 3:
			m.panel[p] = scenes.Rect{X: end.X - 8*u - 196*u, Y: cy - 90*u, W: 196 * u, H: 180 * u}
		}
		// the zombies, zone by zone in arrival order
		var inZone [3]int
		cor := v.Corridors[p].Zombies
		for i, z := range cor {
			k := inZone[z.Zone]
			inZone[z.Zone]++
			zr := m.zones[p][z.Zone]
			if pos == 0 || pos == 2 {
				m.zomb[p][i] = scenes.Rect{X: zr.X + 3*u + float32(k)*41*u, Y: zr.Y + 4*u, W: 38 * u, H: 48 * u}
			} else {
				m.zomb[p][i] = scenes.Rect{X: zr.X + 4*u + float32(k%2)*40*u, Y: zr.Y + 4*u + float32(k/2)*44*u, W: 36 * u, H: 42 * u}
			}
		}
		// the items along the bottom of the panel
		pr := m.panel[p]
		per := 8
		if pos == 1 || pos == 3 {
			per = 4
		}
		for i := range pl.Items {
			row, col := i/per, i%per
			m.items[p][i] = scenes.Rect{X: pr.X + 8*u + float32(col)*41*u, Y: pr.Y + pr.H - 44*u - float32(row)*42*u, W: 38 * u, H: 38 * u}
		}
	}
	for i := range v.Rubble {
		col, row := i%3, i/3
		m.piles[i] = scenes.Rect{X: ox + 28*u + float32(col)*66*u, Y: oy + 64*u + float32(row)*84*u, W: 54 * u, H: 74 * u}
	}
	m.turned = scenes.Rect{X: ox + 1000*u, Y: oy + 236*u, W: 140 * u, H: 70 * u}
	m.info = scenes.Rect{X: ox + 1000*u, Y: oy + 70*u, W: 252 * u, H: 150 * u}
	m.die = scenes.Rect{X: ox + 1016*u, Y: oy + 150*u, W: 56 * u, H: 56 * u}
	m.hands = scenes.Rect{X: m.panel[in.seat].X + m.panel[in.seat].W + 10*u, Y: m.panel[in.seat].Y + 50*u, W: 110 * u, H: 40 * u}
	m.btnBox = scenes.Rect{X: ox + 960*u, Y: oy + 560*u, W: 296 * u, H: 230 * u}
	m.btns = m.btns[:0]
	for _, a := range in.legal {
		op, _, _ := offthedead.DecodeAction(a)
		switch op {
		case offthedead.OpItem, offthedead.OpAbility, offthedead.OpQuote, offthedead.OpPass:
			m.btns = append(m.btns, button{act: a, label: in.label(a)})
		}
	}
	// a page of buttons in one column; "more" turns the page
	const bh, bgap = 34, 4
	rows := int(m.btnBox.H / ((bh + bgap) * u))
	per := rows
	m.more = scenes.Rect{}
	if len(m.btns) > rows {
		per = rows - 1
	}
	m.pages = (len(m.btns) + per - 1) / max(1, per)
	if m.page >= m.pages {
		m.page = 0
	}
	for i := range m.btns {
		if i/per != m.page {
			continue
		}
		k := i % per
		m.btns[i].r = scenes.Rect{X: m.btnBox.X, Y: m.btnBox.Y + float32(k)*(bh+bgap)*u, W: m.btnBox.W, H: bh * u}
	}
	if m.pages > 1 {
		m.more = scenes.Rect{X: m.btnBox.X, Y: m.btnBox.Y + float32(per)*(bh+bgap)*u, W: m.btnBox.W, H: bh * u}
	}
	if !m.canAttackWith(m.sel) {
		m.sel = bare
		for w := range 16 {
			if m.canAttackWith(w) {
				m.sel = w
				break
			}
		}
	}
}

// canAttackWith reports whether an attack with weapon w is legal.
func (m *model) canAttackWith(w int) bool {
	for _, a := range m.legal {
		if op, x, _ := offthedead.DecodeAction(a); op == offthedead.OpAttack && x == w {
			return true
		}
	}
	return false
}

func (m *model) isLegal(a game.Action) bool {
	for _, l := range m.legal {
		if l == a {
			return true
		}
	}
	return false
}

// click is what a click at (x, y) plays, or a weapon it chooses (weapon ≥ 0
// and ok false).
func (m *model) click(x, y float32) (a game.Action, ok bool, weapon int) {
	for _, b := range m.btns {
		if b.r.W > 0 && b.r.Contains(x, y) {
			return b.act, true, -1
		}
	}
	for p := range m.piles {
		if !m.piles[p].Contains(x, y) {
			continue
		}
		for _, op := range [3]offthedead.Op{offthedead.OpSearch, offthedead.OpSecond, offthedead.OpPlace} {
			if a := offthedead.Action(op, p, 0); m.isLegal(a) {
				return a, true, -1
			}
		}
	}
	for p := range m.zomb {
		for i, r := range m.zomb[p] {
			if r.W > 0 && r.Contains(x, y) {
				if a := offthedead.Action(offthedead.OpAttack, m.sel, i); p == m.seat && m.isLegal(a) {
					return a, true, -1
				}
			}
		}
	}
	if m.hands.Contains(x, y) && m.canAttackWith(bare) {
		return 0, false, bare
	}
	for i, r := range m.items[m.seat] {
		if r.W > 0 && r.Contains(x, y) && m.canAttackWith(i) {
			return 0, false, i
		}
	}
	return 0, false, -1
}

// drop is what dragging item i of the seat in front of the screen to (x, y)
// plays: a throw to the neighbour whose panel it lands on.
func (m *model) drop(i int, x, y float32) (game.Action, bool) {
	for _, off := range [2]int{1, 3} {
		a := offthedead.Action(offthedead.OpThrow, i, off)
		if !m.isLegal(a) {
			continue
		}
		for p := range m.panel {
			if m.panel[p].Contains(x, y) && m.pos[p] == (m.pos[m.seat]+off)%4 {
				return a, true
			}
		}
	}
	return 0, false
}
