// Package tableau is Zombionion's table: the supply laid out by cost, the
// hand of the seat in front of the screen fanned at the bottom between its
// deck and discard pile, the play area, the revealed cards and the trash in
// the middle, the other seats along the top. Every legal action has one piece
// or button: a card in hand, a supply pile, a revealed card, or a button next
// to the one-line prompt; those glow, the rest say on hover why they cannot
// be used. Importing the package registers the table.
//
// The layout, the pieces and their tooltips are computed in a model when the
// view, the language or the window change (build), so drawing allocates
// nothing; the model is pure and tested without a window.
package tableau

import (
	"image/color"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
	"zombietable/sprites"
)

func init() {
	scenes.RegisterTable("zombionion", func(tc *scenes.TableContext) scenes.Table { return &Table{} })
	scenes.RegisterView("zombionion", zombionion.View{})
}

// Table is Zombionion's table scene.
type Table struct {
	m     model
	hover hoverRef
	view  zombionion.View

	flights [maxFlights]flight
	handAt  [zombionion.NumCards]scenes.Rect // where the hand's cards were before the last action
	playAt  [zombionion.NumCards]scenes.Rect

	trashOpen bool
	deckOpen  bool // the player looks at what their deck holds
	// confirmEnd is set when "End turn" was clicked with shots and buys
	// left: the prompt asks, and a second click ends the turn.
	confirmEnd bool
	hist       [][]int // each seat's score after each of its turns
	comp       [][]group
	compText   [2]string
	finalOK    bool
	// logLit is what the hovered line of the log speaks of.
	logLit logLight
}

// hoverRef names the piece under the pointer.
type hoverRef struct {
	list int // one of the h* constants
	idx  int
}

const (
	hNone = iota
	hSupply
	hHand
	hPlay
	hRevealed
	hTrash
	hDeck
	hDiscard
	hSeat
)

const maxFlights = 24

// flight is a card on its way between two places, drawn while it moves.
type flight struct {
	active bool
	meta   *cardMeta
	back   bool // drawn face down
	w, h   float32
}

const (
	idHand   = 1000
	idPlay   = 2000
	idFlight = 3000
)

func (t *Table) input(tc *scenes.TableContext) input {
	r := tc.Rect()
	v, _ := tc.View().(zombionion.View)
	t.view = v
	return input{
		view:     &t.view,
		legal:    tc.Legal(),
		canAct:   tc.CanAct(),
		lang:     tc.Lang(),
		rect:     scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())},
		seatName: func(s int) string { return tc.SeatName(game.Seat(s)) },
		confirm:  t.confirmEnd,
	}
}

func (t *Table) rebuild(tc *scenes.TableContext) {
	t.m.build(t.input(tc))
	if t.view.Over {
		t.finalDecks(tc)
	}
}

// Layout lays the table out for the rectangle.
func (t *Table) Layout(tc *scenes.TableContext) { t.rebuild(tc) }

// Reset drops the motions and rebuilds everything from the view.
func (t *Table) Reset(tc *scenes.TableContext) {
	for i := range t.flights {
		t.flights[i].active = false
	}
	t.trashOpen = false
	t.deckOpen = false
	t.confirmEnd = false
	t.finalOK = false
	t.rebuild(tc)
	t.record()
}

// record keeps each seat's score after each of its turns, for the plot at
// the end.
func (t *Table) record() {
	v := &t.view
	if len(t.hist) != len(v.Seats) {
		t.hist = make([][]int, len(v.Seats))
	}
	for i, s := range v.Seats {
		h := t.hist[i]
		if len(h) > s.Turns+1 {
			h = h[:s.Turns+1]
		}
		if len(h) == 0 && s.Turns > 0 {
			// Turns from before the table was opened are not known.
			h = append(h, -1<<20)
		}
		for len(h) < s.Turns+1 {
			h = append(h, s.Score)
		}
		h[len(h)-1] = s.Score
		t.hist[i] = h
	}
}

// finalDecks reads every deck once the game is over: the view shows them
// then, since nothing is secret any more.
func (t *Table) finalDecks(tc *scenes.TableContext) {
	if t.finalOK || !t.view.Over {
		return
	}
	t.finalOK = true
	t.comp = t.comp[:0]
	var txt [2][]byte
	for s, sv := range t.view.Seats {
		var gs []group
		for _, id := range sv.Owned {
			if n := len(gs); n > 0 && gs[n-1].id == id {
				gs[n-1].n++
			} else {
				gs = append(gs, group{id: id, n: 1})
			}
		}
		sort.SliceStable(gs, func(i, j int) bool { return rank(gs[i].id) < rank(gs[j].id) })
		t.comp = append(t.comp, gs)
		for l := 0; l < 2; l++ {
			lang := scenes.Lang(l)
			txt[l] = append(txt[l], "• "+tc.SeatName(game.Seat(s))+" ("+num(sv.Score)+" "+w(lang, "vp")+"): "...)
			for i, g := range gs {
				if i > 0 {
					txt[l] = append(txt[l], ", "...)
				}
				txt[l] = append(txt[l], num(g.n)+"× "+cardName(lang, g.id)...)
			}
			txt[l] = append(txt[l], '\n')
		}
	}
	for l := 0; l < 2; l++ {
		t.compText[l] = w(scenes.Lang(l), "end_title") + "\n\n" + string(txt[l])
	}
}

// rank orders a deck's cards: victory, curse, treasure, then actions by cost.
func rank(id string) int {
	m := meta(id)
	if m == nil {
		return 1000
	}
	switch {
	case m.victory:
		return 100 - m.cost
	case m.curse:
		return 200
	case m.treasure:
		return 300 - m.cost
	}
	return 400 - m.cost
}

// Applied shows what the action did: cards slide from deck to hand, from
// hand to the play area, from the supply to the gainer, to the trash.
func (t *Table) Applied(tc *scenes.TableContext, mv scenes.Move) {
	t.confirmEnd = false
	before, _ := mv.Before.(zombionion.View)
	// Where things were before the action.
	for i := range t.handAt {
		t.handAt[i] = scenes.Rect{}
		t.playAt[i] = scenes.Rect{}
	}
	for _, p := range t.m.hand {
		if p.meta != nil {
			t.handAt[p.meta.card] = p.r
		}
	}
	for _, p := range t.m.play {
		if p.meta != nil {
			t.playAt[p.meta.card] = p.r
		}
	}
	oldSupply := make([]scenes.Rect, len(t.m.supply))
	for i, p := range t.m.supply {
		oldSupply[i] = p.r
	}
	oldDeck, oldDiscard, oldTrash := t.m.deck, t.m.discard, t.m.trash.r
	oldRev := t.m.revArea
	t.rebuild(tc)
	t.record()
	v := &t.view
	an := tc.Anim()
	d := 260 * time.Millisecond
	moved, coin := false, false
	me := v.Seat

	// The seat's hand: new cards come from the deck (or from where they were
	// gained or revealed).
	for _, p := range t.m.hand {
		if p.meta == nil {
			continue
		}
		was := countOf(before.Hand, p.id)
		if p.count <= was {
			continue
		}
		from := oldDeck
		if countOf(before.Revealed, p.id) > countOf(v.Revealed, p.id) && oldRev.W > 0 {
			from = oldRev
		}
		for i, pv := range v.Supply {
			if pv.Card == p.id && i < len(before.Supply) && before.Supply[i].Count > pv.Count && i < len(oldSupply) {
				from = oldSupply[i]
			}
		}
		an.Move(idHand+int(p.meta.card), from.X, from.Y, p.r.X, p.r.Y, d)
		moved = true
	}
	// The play area: a card played comes from the hand, or from the seat at
	// the top when it is someone else's turn.
	for _, p := range t.m.play {
		if p.meta == nil || p.count <= countOf(before.Play, p.id) {
			continue
		}
		from := t.seatRect(v.Current)
		if v.Current == me {
			if r := t.handAt[p.meta.card]; r.W > 0 {
				from = r
			}
		}
		an.Move(idPlay+int(p.meta.card), from.X, from.Y, p.r.X, p.r.Y, d)
		moved = true
	}
	// The supply: a gained card flies to the seat that got it.
	for i, pv := range v.Supply {
		if i >= len(before.Supply) || i >= len(oldSupply) {
			break
		}
		lost := before.Supply[i].Count - pv.Count
		if lost <= 0 {
			continue
		}
		coin = coin || strings.HasPrefix(mv.Name, "buy ")
		cm := meta(pv.Card)
		for s := range v.Seats {
			if s >= len(before.Seats) || v.Seats[s].Cards <= before.Seats[s].Cards || lost == 0 {
				continue
			}
			lost--
			to := t.seatRect(s)
			if s == me {
				to = t.m.discard
				if countOf(v.Hand, pv.Card) > countOf(before.Hand, pv.Card) {
					continue // it went to the hand, which slides it in
				}
			}
			t.fly(an, cm, false, oldSupply[i], to, d+60*time.Millisecond)
			moved = true
		}
	}
	// The trash: cards leave the hand or the play area.
	if len(v.Trash) > len(before.Trash) {
		for _, g := range groupCards(v.Trash) {
			n := g.n - countOf(before.Trash, g.id)
			cm := meta(g.id)
			for ; n > 0 && cm != nil; n-- {
				from := t.playAt[cm.card]
				if r := t.handAt[cm.card]; r.W > 0 && countOf(v.Hand, g.id) < countOf(before.Hand, g.id) {
					from = r
				}
				if from.W == 0 {
					from = oldRev
				}
				if from.W == 0 {
					from = t.m.playArea
				}
				t.fly(an, cm, false, from, oldTrash, d)
				moved = true
			}
		}
	}
	// Clean-up of the seat in front of the screen: the play area and the
	// hand go to the discard pile.
	if before.Current == me && v.Current != me || (before.Current == me && len(before.Play) > 0 && len(v.Play) == 0) {
		for _, g := range groupCards(before.Play) {
			if cm := meta(g.id); cm != nil && t.playAt[cm.card].W > 0 {
				t.fly(an, cm, false, t.playAt[cm.card], oldDiscard, d)
				moved = true
			}
		}
	}
	switch {
	case coin:
		tc.Sound(scenes.SoundCoin)
	case moved || mv.Name != "":
		tc.Sound(scenes.SoundCard)
	}
}

func countOf(ids []string, id string) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}

func (t *Table) seatRect(s int) scenes.Rect {
	if s >= 0 && s < len(t.m.seats) {
		r := t.m.seats[s].r
		return scenes.Rect{X: r.CX() - 20*t.m.k, Y: r.Y, W: 40 * t.m.k, H: 56 * t.m.k}
	}
	return t.m.playArea
}

// fly starts a card flying from one place to another.
func (t *Table) fly(an *scenes.Animator, cm *cardMeta, back bool, from, to scenes.Rect, d time.Duration) {
	for i := range t.flights {
		f := &t.flights[i]
		if f.active {
			continue
		}
		w, h := 78*t.m.k, 104*t.m.k
		*f = flight{active: true, meta: cm, back: back, w: w, h: h}
		an.Move(idFlight+i, from.CX()-w/2, from.CY()-h/2, to.CX()-w/2, to.CY()-h/2, d)
		return
	}
}

// Update handles hover and clicks.
func (t *Table) Update(tc *scenes.TableContext) bool {
	in := tc.Input()
	redraw := false
	for i := range t.m.buttons {
		b := &t.m.buttons[i]
		clicked, changed := b.Hit(in)
		redraw = redraw || changed
		if clicked {
			if t.asksFirst(t.m.btnAct[i]) {
				t.confirmEnd = true
				t.rebuild(tc)
				in.Consume()
				return true
			}
			if tc.Submit(t.m.btnAct[i]) == nil {
				in.Consume()
				return true
			}
		}
	}
	h := t.hit(in.X, in.Y)
	if h != t.hover {
		t.hover = h
		redraw = true
	}
	if in.Clicked {
		if t.trashOpen || t.deckOpen {
			t.trashOpen, t.deckOpen = false, false
			in.Consume()
			return true
		}
		if p := t.piece(h); p != nil && p.legal && tc.CanAct() {
			if tc.Submit(p.act) == nil {
				in.Consume()
				return true
			}
		}
		if h.list == hTrash && len(t.view.Trash) > 0 {
			t.trashOpen = true
			in.Consume()
			return true
		}
		if h.list == hDeck && len(t.view.Deck) > 0 {
			t.deckOpen = true
			in.Consume()
			return true
		}
	}
	for i := range t.flights {
		f := &t.flights[i]
		if f.active {
			if _, _, moving := tc.Anim().At(idFlight+i, 0, 0); !moving {
				f.active = false
			}
			redraw = true
		}
	}
	return redraw
}

// asksFirst reports whether ending the turn with a should be confirmed
// first: shots and buys are left, and the player has not been asked yet.
func (t *Table) asksFirst(a game.Action) bool {
	v, _ := zombionion.Decode(a)
	return v == zombionion.VerbEndTurn && !t.confirmEnd && t.view.Coins > 0 && t.view.Buys > 0
}

// hit finds the piece under (x, y): the topmost one, the hovered hand card
// first since it is drawn raised.
func (t *Table) hit(x, y float32) hoverRef {
	m := &t.m
	if t.hover.list == hHand && t.hover.idx < len(m.hand) && m.hand[t.hover.idx].r.Contains(x, y) {
		return t.hover
	}
	for i := len(m.hand) - 1; i >= 0; i-- {
		if m.hand[i].hit.Contains(x, y) {
			return hoverRef{hHand, i}
		}
	}
	for i := range m.supply {
		if m.supply[i].hit.Contains(x, y) {
			return hoverRef{hSupply, i}
		}
	}
	for i := len(m.revealed) - 1; i >= 0; i-- {
		if m.revealed[i].hit.Contains(x, y) {
			return hoverRef{hRevealed, i}
		}
	}
	for i := len(m.play) - 1; i >= 0; i-- {
		if m.play[i].hit.Contains(x, y) {
			return hoverRef{hPlay, i}
		}
	}
	switch {
	case m.trash.hit.Contains(x, y):
		return hoverRef{hTrash, 0}
	case m.deck.Contains(x, y):
		return hoverRef{hDeck, 0}
	case m.discard.Contains(x, y):
		return hoverRef{hDiscard, 0}
	}
	for i := range m.seats {
		if m.seats[i].r.Contains(x, y) {
			return hoverRef{hSeat, i}
		}
	}
	return hoverRef{}
}

func (t *Table) piece(h hoverRef) *piece {
	m := &t.m
	switch h.list {
	case hSupply:
		return &m.supply[h.idx]
	case hHand:
		return &m.hand[h.idx]
	case hPlay:
		return &m.play[h.idx]
	case hRevealed:
		return &m.revealed[h.idx]
	case hTrash:
		return &m.trash
	}
	return nil
}

// Tooltip gives a piece's full text, and why it cannot be used when it
// cannot.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	if t.trashOpen || t.deckOpen {
		gs := t.m.trashGroups
		if t.deckOpen {
			gs = t.m.deckGroups
		}
		for i := range gs {
			if gs[i].r.Contains(x, y) {
				return gs[i].tip
			}
		}
	}
	if m := &t.m; m.promptR.Contains(x, y) && m.prompt != m.promptFull {
		return m.promptFull
	}
	h := t.hit(x, y)
	if p := t.piece(h); p != nil {
		return p.tip
	}
	switch h.list {
	case hDeck:
		return t.m.deckTip
	case hDiscard:
		return t.m.discTip
	case hSeat:
		return t.m.seats[h.idx].tip
	}
	return ""
}

// Rules is the summary of the rules, and each deck at the end.
func (t *Table) Rules(l scenes.Lang) string {
	s := rulesText[li(l)]
	if t.finalOK {
		s = t.compText[li(l)] + "\n" + s
	}
	return s
}

// ---- drawing ----

var (
	colFelt   = color.RGBA{58, 44, 52, 255}
	colShadow = color.RGBA{0, 0, 0, 120}
	colDim    = color.RGBA{0, 0, 0, 110}
	colBack   = color.RGBA{110, 30, 40, 255}
	colPanel  = color.RGBA{22, 16, 16, 200}
)

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	sprites.TableBackground(dst, tc.Rect(), colFelt, 0.6)
	an := tc.Anim()
	t.drawSeats(dst)
	// The supply.
	for i := range m.supply {
		p := &m.supply[i]
		t.drawPile(dst, p, t.hover == hoverRef{hSupply, i})
	}
	if m.view != nil && m.view.Over {
		t.drawEnd(dst, tc)
	} else {
		t.drawMiddle(dst, an)
		t.drawPrompt(dst, tc)
		t.drawHand(dst, an)
	}
	t.drawLogLit(dst)
	// Cards in flight.
	for i := range t.flights {
		f := &t.flights[i]
		if !f.active {
			continue
		}
		x, y, moving := an.At(idFlight+i, 0, 0)
		if !moving {
			continue
		}
		if f.back || f.meta == nil {
			sprites.CardBack(dst, x, y, f.w, f.h, colBack, "brain")
		} else {
			drawTile(dst, f.meta, scenes.Rect{X: x, Y: y, W: f.w, H: f.h}, k, nil, 0, 0, 0, 0, 0)
		}
	}
	if t.trashOpen {
		t.drawCards(dst, t.m.labels[2], t.m.trashGroups)
	}
	if t.deckOpen {
		t.drawCards(dst, t.m.deckTitle, t.m.deckGroups)
	}
}

func (t *Table) drawSeats(dst *ebiten.Image) {
	m := &t.m
	k := m.k
	name := scenes.FontStrong(15 * k)
	small := scenes.FontBody(13 * k)
	for i := range m.seats {
		b := &m.seats[i]
		r := b.r
		sprites.FillRoundRect(dst, r.X, r.Y+2*k, r.W, r.H, 10*k, colShadow)
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, colPanel)
		edge := sprites.Alpha(scenes.ColorPanelEdge, 0.8)
		if b.current {
			edge = scenes.ColorAccent
		}
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, 2*k, edge)
		c := scenes.SeatColor(i)
		tr := 16 * k
		sprites.Token(dst, r.X+10*k+tr, r.CY(), tr, sprites.Mix(c, color.RGBA{0, 0, 0, 255}, 0.35), c, scenes.SeatIcon(i), scenes.ColorText)
		x := r.X + 20*k + 2*tr
		tc := scenes.ColorText
		if b.toAct {
			tc = scenes.ColorAccent
		}
		scenes.DrawText(dst, b.name, name, x, r.Y+7*k, scenes.AlignStart, tc)
		scenes.DrawText(dst, b.stats, small, x, r.Y+29*k, scenes.AlignStart, scenes.ColorTextDim)
		if b.winner {
			sprites.DrawIcon(dst, "crown", r.X+r.W-34*k, r.Y+6*k, 24*k, scenes.ColorAccent)
		}
		// Hand, deck and discard counts at the right.
		if i < len(m.view.Seats) && !b.winner {
			s := &m.view.Seats[i]
			cx := r.X + r.W - 10*k
			for j, n := range [2]int{s.DeckSize, s.HandSize} {
				icon := [2]string{"card-draw", "hand"}[j]
				cx -= 40 * k
				if cx < x+scenes.TextWidth(b.stats, small)+4*k {
					break
				}
				sprites.DrawIcon(dst, icon, cx, r.Y+r.H-22*k, 16*k, scenes.ColorTextDim)
				scenes.DrawTextMid(dst, num(n), scenes.FontStrong(13*k), cx+18*k, r.Y+r.H-14*k, scenes.AlignStart, scenes.ColorText)
			}
		}
	}
}

// drawPile draws a supply pile: a wide tile for the basic cards, a card-like
// tile for the kingdom, with cost and count badges.
func (t *Table) drawPile(dst *ebiten.Image, p *piece, hover bool) {
	m := &t.m
	k := m.k
	r := p.r
	if p.legal {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*k, scenes.ColorAccent, 0.8)
	}
	if hover {
		r.Y -= 2 * k
	}
	drawTile(dst, p.meta, r, k, p.title, p.titleS, p.titleL, p.titleX, p.count, p.costS)
	if p.count == 0 || (!p.legal && m.canAct && (m.dec == decBuy || m.dec == decSupply)) {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, colDim)
	}
}

// drawTile draws a card as a compact tile: the name at the top (or at the
// left on a wide tile), the icon, the cost badge of diameter cost (none for
// 0) and a count. On a tall tile the name is centred tx from its left edge,
// or in the middle for 0.
func drawTile(dst *ebiten.Image, cm *cardMeta, r scenes.Rect, k float32, title []string, ts, lh, tx float32, count int, cost float32) {
	if cm == nil {
		return
	}
	rad := 8 * k
	sprites.FillRoundRect(dst, r.X, r.Y+3*k, r.W, r.H, rad, colShadow)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, cm.style.Border)
	in := max(2*k, 1.5)
	if cm.attack {
		in = 3.5 * k
	}
	sprites.FillRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, rad-in/2, cm.style.Band)
	wide := r.W > r.H*1.6
	ink := cm.ink
	if wide {
		is := r.H * 0.72
		sprites.DrawIcon(dst, cm.icon, r.X+r.W-is-40*k, r.Y+(r.H-is)/2, is, sprites.Alpha(ink, 0.3))
		x := r.X + 6*k
		if cost > 0 {
			b := sprites.RectF{X: x, Y: r.Y + (r.H-cost)/2, W: cost, H: cost}
			drawCost(dst, b, cm.costText)
			x += cost + 6*k
		}
		for i, l := range title {
			cy := r.CY() + (float32(i)-float32(len(title)-1)/2)*lh
			scenes.DrawTextMid(dst, l, scenes.FontStrong(ts), x, cy, scenes.AlignStart, ink)
		}
		if count >= 0 {
			drawCount(dst, count, r.X+r.W-(5+wideCountR)*k, r.CY(), wideCountR*k, k)
		}
		return
	}
	// A tall tile.
	y := r.Y + 5*k
	cx := r.CX()
	if tx > 0 {
		cx = r.X + tx
	}
	for _, l := range title {
		scenes.DrawText(dst, l, scenes.FontStrong(ts), cx, y, scenes.AlignCenter, ink)
		y += lh
	}
	art := scenes.Rect{X: r.X + 6*k, Y: y + 2*k, W: r.W - 12*k, H: r.Y + r.H - y - 8*k}
	if art.H > 8*k {
		sprites.FillRoundRect(dst, art.X, art.Y, art.W, art.H, 5*k, cm.style.Art)
		is := min(art.W, art.H) * 0.8
		sprites.DrawIcon(dst, cm.icon, art.CX()-is/2, art.CY()-is/2, is, sprites.Alpha(scenes.ColorCard, 0.92))
	}
	if cost > 0 {
		drawCost(dst, sprites.RectF{X: r.X + 8*k - cost/2, Y: r.Y + r.H - 8*k - cost/2, W: cost, H: cost}, cm.costText)
	}
	if count > 1 || (cost > 0 && count >= 0) {
		drawCount(dst, count, r.X+r.W-8*k, r.Y+r.H-8*k, 14*k, k)
	}
}

func drawCost(dst *ebiten.Image, b sprites.RectF, s string) {
	sprites.CostBadge(dst, b, color.RGBA{240, 190, 60, 255}, color.RGBA{60, 40, 20, 255})
	scenes.DrawTextMid(dst, s, scenes.FontStrong(b.W*0.58), b.X+b.W/2, b.Y+b.H/2, scenes.AlignCenter, scenes.ColorInk)
}

func drawCount(dst *ebiten.Image, n int, cx, cy, r, k float32) {
	sprites.FillCircle(dst, cx, cy, r, scenes.ColorInk)
	sprites.StrokeCircle(dst, cx, cy, r, 1.5*k, scenes.ColorTextDim)
	scenes.DrawTextMid(dst, num(n), scenes.FontStrong(r*0.95), cx, cy, scenes.AlignCenter, scenes.ColorText)
}

func label(dst *ebiten.Image, s string, x, y, k float32) {
	scenes.DrawTextShadow(dst, s, scenes.FontStrong(13*k), x, y, scenes.AlignStart, scenes.ColorTextDim)
}

func (t *Table) drawMiddle(dst *ebiten.Image, an *scenes.Animator) {
	m := &t.m
	k := m.k
	v := m.view
	// Counters.
	c := m.counters
	sprites.FillRoundRect(dst, c.X, c.Y, c.W, c.H, 10*k, colPanel)
	scenes.DrawText(dst, m.phase, scenes.FontTitle(20*k), c.X+12*k, c.Y+6*k, scenes.AlignStart, scenes.ColorAccent)
	icons := [3]string{"fist", "shop", "bullets"}
	for i := 0; i < 3; i++ {
		cy := c.Y + 44*k + float32(i)*22*k
		sprites.DrawIcon(dst, icons[i], c.X+12*k, cy-9*k, 18*k, scenes.ColorTextDim)
		scenes.DrawTextMid(dst, m.stats[i], scenes.FontStrong(17*k), c.X+38*k, cy, scenes.AlignStart, scenes.ColorText)
		scenes.DrawTextMid(dst, m.statLabel[i], scenes.FontBody(13*k), c.X+64*k, cy, scenes.AlignStart, scenes.ColorTextDim)
	}
	if m.extra != "" {
		scenes.DrawTextMid(dst, m.extra, scenes.FontBody(13*k), c.X+64*k+scenes.TextWidth(m.statLabel[2], scenes.FontBody(13*k))+8*k, c.Y+88*k, scenes.AlignStart, scenes.ColorAccent)
	}
	// The play area.
	label(dst, m.playLabel, m.playArea.X, m.playArea.Y, k)
	for i := range m.play {
		p := &m.play[i]
		x, y := p.r.X, p.r.Y
		if p.meta != nil {
			x, y, _ = an.At(idPlay+int(p.meta.card), x, y)
		}
		drawTile(dst, p.meta, scenes.Rect{X: x, Y: y, W: p.r.W, H: p.r.H}, k, p.title, p.titleS, p.titleL, p.titleX, p.count, 0)
	}
	if v != nil && v.Resolving != "" && len(m.play) > 0 {
		// The card being resolved is marked.
		for i := range m.play {
			if m.play[i].id == v.Resolving {
				r := m.play[i].r
				sprites.StrokeRoundRect(dst, r.X-3*k, r.Y-3*k, r.W+6*k, r.H+6*k, 10*k, 2.5*k, scenes.ColorDanger)
			}
		}
	}
	// Revealed cards.
	if m.revLabel != "" {
		label(dst, m.revLabel, m.revArea.X, m.revArea.Y, k)
		for i := range m.revealed {
			p := &m.revealed[i]
			if p.legal {
				sprites.Glow(dst, p.r.X, p.r.Y, p.r.W, p.r.H, 8*k, scenes.ColorAccent, 0.8)
			}
			drawTile(dst, p.meta, p.r, k, p.title, p.titleS, p.titleL, p.titleX, p.count, 0)
		}
	}
	// The trash.
	tr := m.trash.r
	label(dst, m.labels[2], tr.X, m.playArea.Y, k)
	if m.trash.meta != nil {
		drawTile(dst, m.trash.meta, tr, k, nil, 0, 0, 0, -1, 0)
		sprites.FillRoundRect(dst, tr.X, tr.Y, tr.W, tr.H, 8*k, colDim)
		drawCount(dst, m.trash.count, tr.X+tr.W-8*k, tr.Y+tr.H-8*k, 14*k, k)
	} else {
		sprites.StrokeRoundRect(dst, tr.X, tr.Y, tr.W, tr.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.4))
		is := tr.W * 0.5
		sprites.DrawIcon(dst, "death-skull", tr.CX()-is/2, tr.CY()-is/2, is, sprites.Alpha(scenes.ColorTextDim, 0.35))
	}
}

func (t *Table) drawPrompt(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	r := m.promptR
	face := scenes.FontStrong(m.promptSize)
	c := scenes.ColorTextDim
	if m.canAct {
		c = scenes.ColorAccent
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, color.RGBA{18, 12, 10, 220})
	if m.canAct {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H/2, 1.5*k, sprites.Alpha(scenes.ColorAccent, 0.7))
	}
	scenes.DrawTextMid(dst, m.prompt, face, r.CX(), r.CY(), scenes.AlignCenter, c)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, k)
	}
}

func (t *Table) drawHand(dst *ebiten.Image, an *scenes.Animator) {
	m := &t.m
	k := m.k
	v := m.view
	// Deck and discard pile.
	if v != nil && v.Seat >= 0 && v.Seat < len(v.Seats) {
		s := &v.Seats[v.Seat]
		label(dst, m.labels[0], m.deck.X, m.deck.Y-20*k, k)
		scenes.DrawStack(dst, s.DeckSize, m.deck.X, m.deck.Y, m.deck.W, m.deck.H, k, colBack, "brain")
		if s.DeckSize > 0 && s.DeckSize <= 3 {
			drawCount(dst, s.DeckSize, m.deck.X+m.deck.W-6*k, m.deck.Y+6*k, 14*k, k)
		}
		label(dst, m.labels[1], m.discard.X, m.discard.Y-20*k, k)
		d := m.discard
		if m.discTop != nil {
			drawTile(dst, m.discTop, d, k, nil, 0, 0, 0, -1, 0)
			scenes.DrawTextMid(dst, m.discName, scenes.FontStrong(12*k), d.CX(), d.Y+12*k, scenes.AlignCenter, m.discTop.ink)
		} else {
			sprites.StrokeRoundRect(dst, d.X, d.Y, d.W, d.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.4))
		}
	}
	hov := -1
	if t.hover.list == hHand {
		hov = t.hover.idx
	}
	for i := range m.hand {
		if i != hov {
			t.drawHandCard(dst, an, &m.hand[i], false)
		}
	}
	if hov >= 0 && hov < len(m.hand) {
		t.drawHandCard(dst, an, &m.hand[hov], true)
	}
}

func (t *Table) drawHandCard(dst *ebiten.Image, an *scenes.Animator, p *piece, raised bool) {
	if p.meta == nil {
		return
	}
	k := t.m.k
	x, y, _ := an.At(idHand+int(p.meta.card), p.r.X, p.r.Y)
	if raised {
		y -= 14 * k
	}
	w, h := p.r.W, p.r.H
	// Copies peek out behind.
	for c := min(p.count, 3) - 1; c > 0; c-- {
		off := float32(c) * 5 * k
		sprites.FillRoundRect(dst, x+off, y-off, w, h, w*0.07, p.meta.style.Border)
		sprites.FillRoundRect(dst, x+off+2*k, y-off+2*k, w-4*k, h-4*k, w*0.06, scenes.ColorCard)
	}
	if p.legal {
		sprites.Glow(dst, x, y, w, h, w*0.07, scenes.ColorAccent, 0.85)
	}
	drawFace(dst, p, x, y, w, h, k, t.m.lang)
	if !p.legal && t.m.canAct {
		sprites.FillRoundRect(dst, x, y, w, h, w*0.07, sprites.Alpha(colDim, 0.8))
	}
	if p.count > 1 {
		bx, by := x+w-4*k, y+4*k
		sprites.FillRoundRect(dst, bx-34*k, by-12*k, 40*k, 26*k, 13*k, scenes.ColorInk)
		sprites.StrokeRoundRect(dst, bx-34*k, by-12*k, 40*k, 26*k, 13*k, 1.5*k, scenes.ColorAccent)
		scenes.DrawTextMid(dst, p.times, scenes.FontStrong(15*k), bx-14*k, by+1*k, scenes.AlignCenter, scenes.ColorText)
	}
}

// drawFace draws a hand card in the shared anatomy: name, cost badge, icon,
// type band and text.
func drawFace(dst *ebiten.Image, p *piece, x, y, w, h, k float32, l scenes.Lang) {
	cm := p.meta
	parts := sprites.CardFrame(dst, x, y, w, h, cm.style)
	if len(p.title) > 0 {
		scenes.DrawTextMid(dst, p.title[0], scenes.FontTitle(p.titleS), parts.Header.X+parts.Header.W/2+w*0.05, parts.Header.Y+parts.Header.H/2, scenes.AlignCenter, cm.ink)
	}
	is := min(parts.Art.W, parts.Art.H) * 0.82
	sprites.DrawIcon(dst, cm.icon, parts.Art.X+(parts.Art.W-is)/2, parts.Art.Y+(parts.Art.H-is)/2, is, sprites.Alpha(scenes.ColorCard, 0.92))
	bodyS := scenes.Clamp(w*0.086, 11*k, 15*k)
	scenes.DrawTextMid(dst, cm.typeLine[li(l)], scenes.FontStrong(bodyS*0.9), parts.Band.X+parts.Band.W/2, parts.Band.Y+parts.Band.H/2, scenes.AlignCenter, cm.ink)
	body := scenes.FontBody(bodyS)
	lh := scenes.LineHeight(body)
	for i, line := range p.lines {
		ly := parts.Text.Y + float32(i)*lh
		if ly+lh > parts.Text.Y+parts.Text.H+lh*0.3 {
			break
		}
		scenes.DrawText(dst, line, body, parts.Text.X, ly, scenes.AlignStart, scenes.ColorInk)
	}
	drawCost(dst, parts.Cost, cm.costText)
}

// drawTrash shows the trashed cards over the middle of the table.
// drawCards lays a pile's cards out face up, grouped with their counts,
// over the middle of the table: the trash, or the player's own deck.
func (t *Table) drawCards(dst *ebiten.Image, title string, groups []group) {
	m := &t.m
	k := m.k
	r := m.endArea
	scenes.Panel(dst, r, 14*k)
	scenes.DrawText(dst, title, scenes.FontTitle(24*k), r.X+16*k, r.Y+10*k, scenes.AlignStart, scenes.ColorAccent)
	for i := range groups {
		g := &groups[i]
		cm := meta(g.id)
		drawTile(dst, cm, g.r, k, nil, 0, 0, 0, g.n, 0)
		if cm == nil {
			continue
		}
		for j, l := range g.title {
			scenes.DrawTextMid(dst, l, scenes.FontStrong(12*k), g.r.CX(), g.r.Y+12*k+float32(j)*g.titleL, scenes.AlignCenter, cm.ink)
		}
	}
}

// drawEnd shows every deck and the score by turn once the game is over.
func (t *Table) drawEnd(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	r := m.endArea
	r.H -= 72 * k // the shell's game-over button sits below
	scenes.Panel(dst, r, 14*k)
	plotW := min(r.W*0.34, 320*k)
	tf := scenes.FontTitle(22 * k)
	scenes.DrawText(dst, m.endTitle, tf, r.X+16*k, r.Y+10*k, scenes.AlignStart, scenes.ColorAccent)
	scenes.DrawText(dst, m.prompt, scenes.FontStrong(16*k), r.X+28*k+m.endTitleW, r.Y+14*k, scenes.AlignStart, scenes.ColorText)
	n := len(t.comp)
	if n == 0 {
		return
	}
	rowH := min((r.H-56*k)/float32(n), 96*k)
	ts := 26 * k
	for s, gs := range t.comp {
		y := r.Y + 48*k + float32(s)*rowH
		c := scenes.SeatColor(s)
		sprites.Token(dst, r.X+30*k, y+16*k, 14*k, sprites.Mix(c, color.RGBA{0, 0, 0, 255}, 0.35), c, scenes.SeatIcon(s), scenes.ColorText)
		if s < len(m.seats) {
			scenes.DrawTextMid(dst, m.seats[s].endName, scenes.FontStrong(15*k), r.X+52*k, y+16*k, scenes.AlignStart, scenes.ColorText)
			scenes.DrawTextMid(dst, m.seats[s].stats, scenes.FontBody(13*k), r.X+52*k, y+36*k, scenes.AlignStart, scenes.ColorTextDim)
		}
		x := r.X + 230*k
		for _, g := range gs {
			cm := meta(g.id)
			if cm == nil {
				continue
			}
			if x+ts > r.X+r.W-plotW-24*k {
				break
			}
			sprites.FillRoundRect(dst, x, y, ts+8*k, ts+8*k, 5*k, cm.style.Band)
			sprites.DrawIcon(dst, cm.icon, x+4*k, y+4*k, ts, sprites.Alpha(cm.ink, 0.9))
			scenes.DrawTextMid(dst, num(g.n), scenes.FontStrong(13*k), x+(ts+8*k)/2, y+ts+20*k, scenes.AlignCenter, scenes.ColorText)
			x += ts + 12*k
		}
	}
	// Victory points by turn.
	pr := scenes.Rect{X: r.X + r.W - plotW - 16*k, Y: r.Y + 48*k, W: plotW, H: r.H - 70*k}
	scenes.DrawText(dst, w(m.lang, "end_plot"), scenes.FontStrong(13*k), pr.X, r.Y+16*k, scenes.AlignStart, scenes.ColorTextDim)
	sprites.FillRoundRect(dst, pr.X, pr.Y, pr.W, pr.H, 6*k, color.RGBA{0, 0, 0, 80})
	maxT, maxV := 1, 1
	for _, h := range t.hist {
		maxT = max(maxT, len(h)-1)
		for _, v := range h {
			maxV = max(maxV, v)
		}
	}
	for s, h := range t.hist {
		c := scenes.SeatColor(s)
		for i := 1; i < len(h); i++ {
			if h[i-1] < -1000 {
				continue
			}
			x0 := pr.X + 8*k + (pr.W-16*k)*float32(i-1)/float32(maxT)
			x1 := pr.X + 8*k + (pr.W-16*k)*float32(i)/float32(maxT)
			y0 := pr.Y + pr.H - 8*k - (pr.H-16*k)*float32(max(h[i-1], 0))/float32(maxV)
			y1 := pr.Y + pr.H - 8*k - (pr.H-16*k)*float32(max(h[i], 0))/float32(maxV)
			sprites.Line(dst, x0, y0, x1, y1, 2.5*k, c)
		}
	}
	scenes.DrawText(dst, num(maxV), scenes.FontBody(12*k), pr.X+4*k, pr.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	scenes.DrawText(dst, num(maxT), scenes.FontBody(12*k), pr.X+pr.W-4*k, pr.Y+pr.H+2*k, scenes.AlignEnd, scenes.ColorTextDim)
}
