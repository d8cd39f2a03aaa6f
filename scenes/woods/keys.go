package woods

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/scenes"
	"zombietable/sprites"
)

// buildKeys lists the keyboard's focus stops in Tab order: the places for
// the drawn card, the glowing squares (row by row), the squares farther
// within the move (Enter walks there, as a click does), the cards in the
// hand and in play that can be used, and the buttons. Every legal action is
// one stop, a place in the rotation shown (Q/E turn it, or Enter on a place
// that fits only another way).
func (m *model) buildKeys() {
	l := m.lang
	m.keys = m.keys[:0]
	m.keyTips = m.keyTips[:0]
	m.layTip = wf(l, "k_enter", w(l, "t_lay"))
	m.turnTip = wf(l, "k_enter", w(l, "k_turn"))
	for pi := range m.places {
		m.keys = append(m.keys, keyStop{place: int16(pi), ti: -1, dest: -1})
		m.keyTips = append(m.keyTips, "")
	}
	for q := range m.sq {
		if ti := m.sq[q].act; ti >= 0 {
			m.keys = append(m.keys, keyStop{place: -1, ti: ti, dest: -1})
			m.keyTips = append(m.keyTips, wf(l, "k_enter", w(l, map[verb]string{vStep: "t_step", vDog: "t_pickdog", vDogTo: "t_dogto", vPut: "t_put"}[m.targets[ti].verb])))
		}
	}
	for q := range m.reach {
		if m.reach[q] >= 2 {
			m.keys = append(m.keys, keyStop{place: -1, ti: -1, dest: int16(q)})
			m.keyTips = append(m.keyTips, wf(l, "k_enter", wf(l, "k_walk", m.reach[q])))
		}
	}
	for _, ps := range [][]piece{m.hand, m.front} {
		for i := range ps {
			if ti := ps[i].act; ti >= 0 {
				m.keys = append(m.keys, keyStop{place: -1, ti: ti, dest: -1})
				name := ps[i].id
				if ps[i].ev != nil {
					name = ps[i].ev.name[li(l)]
				}
				key := map[verb]string{vPlay: "k_play", vUse: "k_use", vDiscard: "k_discard"}[m.targets[ti].verb]
				m.keyTips = append(m.keyTips, wf(l, "k_enter", wf(l, key, name)))
			}
		}
	}
	for _, ti := range m.btnAct {
		m.keys = append(m.keys, keyStop{place: -1, ti: ti, dest: -1})
		m.keyTips = append(m.keyTips, "")
	}
}

// HoldsKeys reports whether the table moves the keyboard focus itself: when
// the seat in front of the screen decides, Tab, the arrows, Enter and Space
// choose among the decision's pieces instead of the top bar's buttons.
func (t *Table) HoldsKeys(tc *scenes.TableContext) bool {
	return tc.CanAct() && len(t.m.keys) > 0
}

// focusMove moves the keyboard focus to the next stop, or the previous one,
// and brings it into view.
func (t *Table) focusMove(fwd bool) {
	n := len(t.m.keys)
	if n == 0 {
		t.kfocus = -1
		return
	}
	switch {
	case t.kfocus < 0 || t.kfocus >= n:
		t.kfocus = 0
		if !fwd {
			t.kfocus = n - 1
		}
	case fwd:
		t.kfocus = (t.kfocus + 1) % n
	default:
		t.kfocus = (t.kfocus + n - 1) % n
	}
	t.keyboard = true
	t.showFocus()
}

// focusTarget is the target the focused stop plays now, -1 for none: a
// place that does not fit in the rotation shown plays nothing.
func (t *Table) focusTarget() int {
	m := &t.m
	if t.kfocus < 0 || t.kfocus >= len(m.keys) {
		return -1
	}
	k := m.keys[t.kfocus]
	if k.place >= 0 {
		return int(m.placeTarget(int(k.place)))
	}
	return int(k.ti)
}

// focusActivate is Enter on the focused stop: it returns the target to play,
// or turns the drawn card to a rotation that fits the focused place and
// returns -1.
func (t *Table) focusActivate() int {
	m := &t.m
	if ti := t.focusTarget(); ti >= 0 {
		return ti
	}
	if t.kfocus < 0 || t.kfocus >= len(m.keys) || m.keys[t.kfocus].place < 0 {
		return -1
	}
	p := &m.places[m.keys[t.kfocus].place]
	for i := 1; i < 4; i++ {
		if r := (m.rot + i) & 3; p.acts[r] >= 0 {
			m.rot = r
			break
		}
	}
	return -1
}

// showFocus brings the focused stop into view, close enough to read.
func (t *Table) showFocus() {
	m := &t.m
	if t.kfocus < 0 || t.kfocus >= len(m.keys) {
		return
	}
	k := m.keys[t.kfocus]
	if k.place >= 0 {
		p := &m.places[k.place]
		t.showAt(p.col*3-1, p.row*3-1, p.col*3+4, p.row*3+4, actZoom)
		return
	}
	if k.dest >= 0 {
		x, y := int(k.dest)%gridSq, int(k.dest)/gridSq
		t.showAt(x-1, y-1, x+2, y+2, actZoom)
		return
	}
	tg := &m.targets[k.ti]
	if tg.verb.onSquare() {
		t.showAt(tg.x-1, tg.y-1, tg.x+2, tg.y+2, actZoom)
	}
}

// focusPiece is the hand (0…) or in-play (100…) card the focus is on, -1.
func (t *Table) focusPiece() int {
	m := &t.m
	ti := t.focusTarget()
	if ti < 0 {
		return -1
	}
	for i := range m.hand {
		if int(m.hand[i].act) == ti {
			return i
		}
	}
	for i := range m.front {
		if int(m.front[i].act) == ti {
			return 100 + i
		}
	}
	return -1
}

// drawFocus draws the focus ring round the focused stop.
func (t *Table) drawFocus(dst *ebiten.Image, mapDst *ebiten.Image) {
	m := &t.m
	if t.kfocus < 0 || t.kfocus >= len(m.keys) || !m.canAct {
		return
	}
	k := m.k
	th := max(3*k, 2.5)
	ring := scenes.ColorText
	st := m.keys[t.kfocus]
	z := t.zoom
	if st.place >= 0 {
		p := &m.places[st.place]
		sx, sy := t.toScreen(float32(p.col*3), float32(p.row*3))
		sprites.StrokeRoundRect(mapDst, sx-4, sy-4, 3*z+8, 3*z+8, 0.15*z, th, ring)
		tip := m.layTip
		if m.placeTarget(int(st.place)) < 0 {
			tip = m.turnTip
		}
		t.drawKeyTip(dst, tip)
		return
	}
	if st.dest >= 0 {
		sx, sy := t.toScreen(float32(int(st.dest)%gridSq), float32(int(st.dest)/gridSq))
		sprites.StrokeRoundRect(mapDst, sx-3, sy-3, z+6, z+6, 0.15*z, th, ring)
		t.drawKeyTip(dst, m.keyTips[t.kfocus])
		return
	}
	tg := &m.targets[st.ti]
	if tg.verb.onSquare() {
		sx, sy := t.toScreen(float32(tg.x), float32(tg.y))
		sprites.StrokeRoundRect(mapDst, sx-3, sy-3, z+6, z+6, 0.15*z, th, ring)
		t.drawKeyTip(dst, m.keyTips[t.kfocus])
		return
	}
	for i, ti := range m.btnAct {
		if ti == st.ti {
			r := m.buttons[i].R
			sprites.StrokeRoundRect(dst, r.X-4*k, r.Y-4*k, r.W+8*k, r.H+8*k, min(r.H*0.3, 12)+4*k, th, ring)
			return
		}
	}
	if p := t.focusPiece(); p >= 0 {
		r := t.piece(p).r
		r.Y -= 8 * k
		sprites.StrokeRoundRect(dst, r.X-4*k, r.Y-4*k, r.W+8*k, r.H+8*k, 10*k, th, ring)
		t.drawKeyTip(dst, m.keyTips[t.kfocus])
	}
}

// drawKeyTip draws what Enter does on the focused stop, in a pill at the
// foot of the map, above the prompt, where it covers no choice near the
// ring.
func (t *Table) drawKeyTip(dst *ebiten.Image, s string) {
	if s == "" {
		return
	}
	k := t.m.k
	f := scenes.FontStrong(13 * k)
	w := scenes.TextWidth(s, f) + 16*k
	h := scenes.LineHeight(f) + 8*k
	mr, d := t.m.mapR, t.m.decksR
	x, y := max(mr.CX()-w/2, d.X+d.W+8*k), d.CY()-h/2
	if x+w > mr.X+mr.W-4*k {
		x, y = mr.CX()-w/2, d.Y-h-4*k
	}
	sprites.FillRoundRect(dst, x, y, w, h, h/2, color.RGBA{18, 12, 10, 235})
	sprites.StrokeRoundRect(dst, x, y, w, h, h/2, 1.5*k, scenes.ColorText)
	scenes.DrawTextMid(dst, s, f, x+8*k, y+h/2, scenes.AlignStart, scenes.ColorText)
}
