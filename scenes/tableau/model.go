package tableau

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// piece is a card or pile on the table: where it is drawn, where it takes
// clicks, the action it stands for (if any) and its tooltip.
type piece struct {
	zone   zone
	id     string
	meta   *cardMeta
	count  int
	r      scenes.Rect // where it is drawn
	hit    scenes.Rect // where it takes clicks (the visible part)
	act    game.Action
	legal  bool
	tip    string
	lines  []string // the rules text, wrapped (hand cards)
	title  []string // the name, fitted: wrapped, or cut with "…" (the tooltip has it whole)
	titleS float32  // the name's size in pixels
	titleL float32  // the step from one line of the name to the next
	titleW float32  // the room of a line of the name
	titleX float32  // its centre from the left edge on a tall tile, 0 for the middle
	costS  float32  // the diameter of a supply pile's cost badge
	times  string   // "×3" for copies in hand
}

// seatBox is one seat's summary along the top.
type seatBox struct {
	r       scenes.Rect
	name    string // cut with "…" to nameW; the tooltip names the seat whole
	nameW   float32
	endName string // cut to the room of the final decks' rows (endNameW)
	stats   string
	tip     string
	current bool
	toAct   bool
	me      bool
	winner  bool
}

// model is everything the table draws, computed when the view, the legal
// actions, the rectangle or the language change, never per frame.
type model struct {
	k      float32 // the table's unit: 1 at a 940 × 740 table
	rect   scenes.Rect
	lang   scenes.Lang
	view   *zombionion.View
	canAct bool
	dec    decision

	seats    []seatBox
	supply   []piece
	hand     []piece
	play     []piece
	revealed []piece
	trash    piece

	deck, discard    scenes.Rect
	deckTip, discTip string
	discTop          *cardMeta
	discName         string // the top card's name, cut with "…" to the pile's width
	counters         scenes.Rect
	phase            string
	stats            [3]string // actions, buys, shots
	statLabel        [3]string
	extra            string // shots still in hand
	playLabel        string
	revLabel         string
	row              scenes.Rect // the prompt row
	prompt           string      // cut with "…" when the row is short; promptFull whole
	promptFull       string
	promptSize       float32
	promptR          scenes.Rect
	buttons          []scenes.Button
	btnAct           []game.Action
	targets          []target
	labels           [4]string // deck, discard, trash, play
	trashGroups      []group   // the trash's cards, for its overlay
	deckGroups       []group   // the player's deck's cards, for its overlay
	deckTitle        string
	endTitle         string
	endTitleW        float32

	handArea scenes.Rect
	playArea scenes.Rect
	revArea  scenes.Rect
	endArea  scenes.Rect
}

// input is what build needs from the shell.
type input struct {
	view     *zombionion.View
	legal    []game.Action
	canAct   bool
	lang     scenes.Lang
	rect     scenes.Rect
	seatName func(int) string
	confirm  bool // ending the turn with shots and buys left was asked about
}

// endNameW is the room of a seat's name in the final decks' rows, in table
// units: from after the token to the cards.
const endNameW = 170

// unit is the table's scale for a table rectangle of w × h pixels.
func unit(w, h float32) float32 {
	k := w / 940
	if h/740 < k {
		k = h / 740
	}
	return scenes.Clamp(k, 0.55, 2.4)
}

// minHit is the smallest side of a hit target, in pixels.
const minHit = 32

// build lays out the table for a view.
func (m *model) build(in input) {
	v := in.view
	m.view = v
	m.lang = in.lang
	m.rect = in.rect
	m.canAct = in.canAct
	l := in.lang
	r := in.rect
	k := unit(r.W, r.H)
	m.k = k
	pad := 10 * k
	legal := in.legal
	if !in.canAct {
		legal = nil
	}
	m.targets, m.dec = classify(legal, v.Resolving, m.targets)

	// The seats along the top.
	n := len(v.Seats)
	m.seats = m.seats[:0]
	sw := (r.W - 2*pad - float32(n-1)*8*k) / float32(max(n, 1))
	if sw > 300*k {
		sw = 300 * k
	}
	sx := r.X + (r.W-(sw*float32(n)+float32(n-1)*8*k))/2
	for i, s := range v.Seats {
		b := seatBox{
			r:       scenes.Rect{X: sx + float32(i)*(sw+8*k), Y: r.Y + 6*k, W: sw, H: 54 * k},
			name:    in.seatName(i),
			current: i == v.Current && !v.Over,
			toAct:   i == v.ToAct,
			me:      i == v.Seat,
		}
		for _, wn := range v.Winners {
			b.winner = b.winner || wn == i
		}
		if b.me {
			b.name += " (" + w(l, "you") + ")"
		}
		// The name runs from after the token to the box's edge, or to the
		// crown of a winner.
		b.nameW = sw - 52*k - 10*k
		if b.winner {
			b.nameW = sw - 52*k - 38*k
		}
		b.endName = scenes.Ellipsize(b.name, scenes.FontStrong(15*k), endNameW*k)
		b.name = scenes.Ellipsize(b.name, scenes.FontStrong(15*k), b.nameW)
		// The seat whose turn it is counts it from 1; the others say how
		// many they have played.
		if b.current {
			b.stats = fmt.Sprintf("%d %s · %s %d", s.Score, w(l, "vp"), w(l, "turn"), s.Turns+1)
		} else {
			b.stats = fmt.Sprintf("%d %s · %s", s.Score, w(l, "vp"), wn(l, "turns", s.Turns))
		}
		b.tip = wf(l, "t_seat", in.seatName(i), s.Score, wn(l, "played", s.Turns), s.HandSize, s.DeckSize, s.Cards)
		if s.DiscardTop != "" {
			b.tip += "\n" + w(l, "discard") + ": " + cardName(l, s.DiscardTop)
		}
		m.seats = append(m.seats, b)
	}
	top := r.Y + 6*k + 54*k + 10*k

	// Rows below the seats: supply, play, prompt, hand.
	bottom := r.Y + r.H - 8*k
	handH := scenes.Clamp((bottom-top)*0.33, 150*k, 232*k)
	promptH := max(40*k, minHit+6)
	playH := 112 * k
	supplyH := bottom - top - handH - promptH - playH - 3*8*k
	m.layoutSupply(in, scenes.Rect{X: r.X + pad, Y: top, W: r.W - 2*pad, H: supplyH})
	playY := top + supplyH + 8*k
	m.layoutPlay(in, scenes.Rect{X: r.X + pad, Y: playY, W: r.W - 2*pad, H: playH})
	m.row = scenes.Rect{X: r.X + pad, Y: playY + playH + 8*k, W: r.W - 2*pad, H: promptH}
	handY := m.row.Y + promptH + 8*k
	m.layoutHand(in, scenes.Rect{X: r.X + pad, Y: handY, W: r.W - 2*pad, H: bottom - handY})
	m.layoutPrompt(in)
	m.endArea = scenes.Rect{X: r.X + pad, Y: playY, W: r.W - 2*pad, H: bottom - playY}
	m.endTitle = w(l, "end_title")
	m.endTitleW = scenes.TextWidth(m.endTitle, scenes.FontTitle(22*k))
	m.labels = [4]string{w(l, "deck"), w(l, "discard"), w(l, "trash"), w(l, "play")}
	m.trashGroups = groupCards(v.Trash)
	m.deckGroups = groupCards(v.Deck)
	m.layoutCards(m.trashGroups)
	m.layoutCards(m.deckGroups)
	m.deckTitle = wn(l, "deck_title", len(v.Deck))
}

// targetFor returns the legal action a piece stands for.
func (m *model) targetFor(z zone, c zombionion.Card) (game.Action, bool) {
	for _, t := range m.targets {
		if t.Zone == z && t.Card == c {
			return t.Action, true
		}
	}
	return 0, false
}

func (m *model) layoutSupply(in input, area scenes.Rect) {
	v := in.view
	l := in.lang
	k := m.k
	gap := 8 * k
	m.supply = m.supply[:0]
	var nBasic, nKingdom int
	for _, p := range v.Supply {
		if p.Basic {
			nBasic++
		} else {
			nKingdom++
		}
	}
	// The basic piles in two columns (treasures and the curse, then the
	// victory cards), the kingdom by cost in rows of five.
	basicW := scenes.Clamp(area.W*0.17, 120*k, 180*k)
	basicRows := 4
	bh := (area.H - float32(basicRows-1)*6*k) / float32(basicRows)
	cols := 5
	krows := (nKingdom + cols - 1) / cols
	kw := (area.W - 2*basicW - 6*k - 18*k - float32(cols-1)*gap) / float32(cols)
	kw = scenes.Clamp(kw, 60*k, 170*k)
	kh := (area.H - float32(max(krows-1, 0))*gap) / float32(max(krows, 1))
	total := 2*basicW + 6*k + 18*k + float32(cols)*kw + float32(cols-1)*gap
	x0 := area.X + (area.W-total)/2
	kx0 := x0 + 2*basicW + 6*k + 18*k
	// A basic pile's name comes first: its cost badge gives up some of its
	// size, down to a kingdom pile's, for the name to read whole (with a
	// pixel to spare for the sums' rounding).
	need := float32(1)
	for _, p := range v.Supply {
		if cm := meta(p.Card); p.Basic && cm != nil {
			need = max(need, twoLineWidth(cm.name[li(l)], scenes.FontStrong(12*k))+1)
		}
	}
	kingCost := min(28*k, kw*0.3)
	basicCost := min(bh*0.62, 34*k, max(kingCost, basicW-wideFixed(k)-need))
	bi, ki := 0, 0
	for _, p := range v.Supply {
		pc := piece{zone: zoneSupply, id: p.Card, meta: meta(p.Card), count: p.Count}
		if p.Basic {
			col, row := basicCell(p.Card, bi)
			bi++
			pc.r = scenes.Rect{X: x0 + float32(col)*(basicW+6*k), Y: area.Y + float32(row)*(bh+6*k), W: basicW, H: bh}
			pc.costS = basicCost
			pc.titleW = pc.r.W - basicCost - wideFixed(k)
			pc.titleS, pc.title = fitName(pc.meta, l, pc.titleW, 2, 16*k, 12*k)
		} else {
			col, row := ki%cols, ki/cols
			ki++
			pc.r = scenes.Rect{X: kx0 + float32(col)*(kw+gap), Y: area.Y + float32(row)*(kh+gap), W: kw, H: kh}
			pc.costS = kingCost
			pc.titleW = kw - 10*k
			pc.titleS, pc.title = fitName(pc.meta, l, pc.titleW, 2, 16*k, 12*k)
		}
		pc.titleL = lineStep(pc.titleS)
		pc.hit = pc.r
		if pc.meta != nil {
			pc.act, pc.legal = m.targetFor(zoneSupply, pc.meta.card)
		}
		pc.tip = m.supplyTip(in, &pc, p)
		m.supply = append(m.supply, pc)
	}
}

// A wide tile holds, from the left, its cost badge, its name and its count:
// 6k of margin, the badge, 6k, the name, 3k, the count of radius wideCountR
// and 5k of margin.
const wideCountR = 13

// wideFixed is the width of a wide tile's margins and count, all it holds
// but its cost badge and its name.
func wideFixed(k float32) float32 { return (6 + 6 + 3 + 2*wideCountR + 5) * k }

// twoLineWidth is the least width that holds s in at most two lines in
// face f, broken between words.
func twoLineWidth(s string, f text.Face) float32 {
	words := strings.Fields(s)
	best := scenes.TextWidth(s, f)
	for i := 1; i < len(words); i++ {
		head := scenes.TextWidth(strings.Join(words[:i], " "), f)
		tail := scenes.TextWidth(strings.Join(words[i:], " "), f)
		best = min(best, max(head, tail))
	}
	return best
}

// basicCell places a basic pile: treasures then the curse in the first
// column, the victory cards in the second, each by cost.
func basicCell(id string, i int) (col, row int) {
	switch id {
	case "pallottola":
		return 0, 0
	case "proiettili":
		return 0, 1
	case "caricatore":
		return 0, 2
	case "infezione":
		return 0, 3
	case "zombi":
		return 1, 0
	case "molti-zombi":
		return 1, 1
	case "molti-piu-zombi":
		return 1, 2
	}
	return 1, 3
}

// fitName wraps a card's name into at most lines lines of width wd, in the
// largest bold size from hi down to lo that holds it whole; at lo what
// still does not fit is cut with "…" (a word too long for a line, or the
// words after the last line), the tooltip naming the card whole.
func fitName(cm *cardMeta, l scenes.Lang, wd float32, lines int, hi, lo float32) (float32, []string) {
	if cm == nil {
		return lo, nil
	}
	return scenes.FitLines(cm.name[li(l)], scenes.FontStrong, wd, lines, hi, lo)
}

// lineStep is the step between lines of a name in bold at size px: the
// face's height, which the smallest readable size may make larger than px.
func lineStep(px float32) float32 {
	m := scenes.FontStrong(px).Metrics()
	return float32(m.HAscent+m.HDescent) * 1.02
}

// cardTip is a card's name, types, cost and full text.
func cardTip(l scenes.Lang, cm *cardMeta) string {
	if cm == nil {
		return ""
	}
	i := li(l)
	return cm.name[i] + " — " + cm.typeLine[i] + " · " + wf(l, "t_cost", cm.cost) + "\n" + cm.text[i]
}

// shots is what the seat can spend now: the shots counted and, while
// treasures may still be played, the treasures in hand.
func (m *model) shots() (now, inHand int) {
	v := m.view
	now = v.Coins
	canPlay := false
	for _, t := range m.targets {
		if t.Verb == zombionion.VerbAutoplay {
			canPlay = true
		}
	}
	if canPlay {
		for _, id := range v.Hand {
			if cm := meta(id); cm != nil && cm.treasure {
				inHand += cm.coins
			}
		}
	}
	return now, inHand
}

func (m *model) supplyTip(in input, p *piece, pv zombionion.PileView) string {
	l := in.lang
	s := cardTip(l, p.meta) + "\n" + wn(l, "t_count", pv.Count)
	if p.legal || m.view.Over {
		return s
	}
	var why string
	switch {
	case pv.Count == 0:
		why = w(l, "r_empty")
	case !in.canAct:
		why = w(l, "r_notyours")
	case m.dec == decAction:
		why = w(l, "r_buyphase")
	case m.dec == decBuy:
		now, hand := m.shots()
		why = wf(l, "r_dear", pv.Cost, wn(l, "shot", now+hand))
	default:
		why = wf(l, "r_notchoice", m.promptText(in))
	}
	return s + "\n→ " + why
}

func (m *model) handTip(in input, p *piece) string {
	l := in.lang
	s := cardTip(l, p.meta)
	if p.count > 1 {
		s += "\n×" + num(p.count) + " " + w(l, "in_hand")
	}
	if p.legal || m.view.Over || p.meta == nil {
		return s
	}
	cm := p.meta
	var why string
	switch {
	case !in.canAct:
		why = w(l, "r_notyours")
	case m.dec == decAction && cm.treasure:
		why = w(l, "r_treasure")
	case (m.dec == decAction || m.dec == decBuy) && (cm.victory || cm.curse) && !cm.action && !cm.treasure:
		why = w(l, "r_victory")
	case m.dec == decBuy && cm.action:
		why = w(l, "r_action")
	case m.dec == decBuy && cm.treasure:
		why = w(l, "r_afterbuy")
	default:
		why = wf(l, "r_notchoice", m.promptText(in))
	}
	return s + "\n→ " + why
}

func (m *model) layoutPlay(in input, area scenes.Rect) {
	v := in.view
	l := in.lang
	k := m.k
	// Counters at the left, the trash at the right, the play area and the
	// revealed cards between them.
	m.counters = scenes.Rect{X: area.X, Y: area.Y, W: 190 * k, H: area.H}
	switch v.Phase {
	case "action":
		m.phase = w(l, "phase_action")
	case "buy":
		m.phase = w(l, "phase_buy")
	default:
		m.phase = w(l, "phase_over")
	}
	m.stats = [3]string{num(v.Actions), num(v.Buys), num(v.Coins)}
	m.extra = ""
	if _, hand := m.shots(); hand > 0 {
		m.extra = "+" + num(hand) + " " + w(l, "in_hand")
	}
	m.statLabel = [3]string{w(l, "actions"), w(l, "buys"), w(l, "shots")}
	cw, ch := 78*k, area.H-20*k
	m.trash = piece{zone: zoneNone, count: len(v.Trash)}
	// The cards in play and revealed are as wide as the longest word of
	// their names needs, within bounds.
	tf := scenes.FontStrong(14 * k)
	ncw := cw
	for _, ids := range [][]string{v.Play, v.Revealed, v.Aside} {
		for _, id := range ids {
			if cm := meta(id); cm != nil {
				for _, wd := range strings.Fields(cm.name[li(l)]) {
					ncw = max(ncw, min(scenes.TextWidth(wd, tf)+10*k, 112*k))
				}
			}
		}
	}
	m.trash.r = scenes.Rect{X: area.X + area.W - cw, Y: area.Y + 18*k, W: cw, H: ch - 2*k}
	m.trash.hit = m.trash.r
	if len(v.Trash) > 0 {
		m.trash.meta = meta(v.Trash[len(v.Trash)-1])
	}
	m.trash.tip = wf(l, "t_trash", listCards(l, v.Trash)) + "\n" + w(l, "r_info")

	left := m.counters.X + m.counters.W + 12*k
	right := m.trash.r.X - 14*k
	// Revealed or set-aside cards get their own strip when there are any.
	m.revealed = m.revealed[:0]
	m.revLabel = ""
	rev := v.Revealed
	if len(rev) > 0 {
		m.revLabel = w(l, "revealed")
	} else if len(v.Aside) > 0 {
		rev = v.Aside
		m.revLabel = w(l, "aside")
	}
	if len(rev) > 0 {
		gs := groupCards(rev)
		rw := float32(len(gs))*(ncw+6*k) - 6*k
		rw = min(rw, (right-left)*0.5)
		m.revArea = scenes.Rect{X: right - rw, Y: area.Y, W: rw, H: area.H}
		m.placeRow(&m.revealed, gs, zoneRevealed, scenes.Rect{X: m.revArea.X, Y: area.Y + 18*k, W: rw, H: ch}, ncw, in)
		right = m.revArea.X - 14*k
	} else {
		m.revArea = scenes.Rect{}
	}
	m.playArea = scenes.Rect{X: left, Y: area.Y, W: right - left, H: area.H}
	m.playLabel = w(l, "play")
	m.play = m.play[:0]
	m.placeRow(&m.play, groupCards(v.Play), zoneNone, scenes.Rect{X: left, Y: area.Y + 18*k, W: right - left, H: ch}, ncw, in)
}

// group is one distinct card of a pile with its count; laid out face up
// over the table (the trash, the deck), with where it lies, its name fitted
// to its tile and its tooltip.
type group struct {
	id     string
	n      int
	r      scenes.Rect
	title  []string
	titleL float32
	tip    string
}

// layoutCards lays a pile's cards out face up over the middle of the table,
// in rows, each with its name fitted to the tile: the tiles are as wide as
// the longest word of the names needs, within bounds.
func (m *model) layoutCards(gs []group) {
	k := m.k
	r := m.endArea
	cw, ch := 78*k, 104*k
	tf := scenes.FontStrong(12 * k)
	for i := range gs {
		if cm := meta(gs[i].id); cm != nil {
			for _, wd := range strings.Fields(cm.name[li(m.lang)]) {
				cw = max(cw, min(scenes.TextWidth(wd, tf)+10*k, 112*k))
			}
		}
	}
	x, y := r.X+16*k, r.Y+48*k
	for i := range gs {
		g := &gs[i]
		g.r = scenes.Rect{X: x, Y: y, W: cw, H: ch}
		cm := meta(g.id)
		_, g.title = fitName(cm, m.lang, cw-8*k, 2, 12*k, 12*k)
		g.titleL = lineStep(12 * k)
		g.tip = cardTip(m.lang, cm)
		x += cw + 8*k
		if x+cw > r.X+r.W-16*k {
			x = r.X + 16*k
			y += ch + 10*k
		}
	}
}

// groupCards groups a list of card ids by card, in order of first appearance.
func groupCards(ids []string) []group {
	var out []group
	for _, id := range ids {
		found := false
		for i := range out {
			if out[i].id == id {
				out[i].n++
				found = true
				break
			}
		}
		if !found {
			out = append(out, group{id: id, n: 1})
		}
	}
	return out
}

// placeRow lays out cards of width cw in a row inside area, overlapping
// when they do not fit.
func (m *model) placeRow(dst *[]piece, gs []group, z zone, area scenes.Rect, cw float32, in input) {
	k := m.k
	n := len(gs)
	if n == 0 {
		return
	}
	step := cw + 6*k
	if float32(n)*step-6*k > area.W && n > 1 {
		step = (area.W - cw) / float32(n-1)
	}
	step = max(step, minHit)
	for i, g := range gs {
		p := piece{zone: z, id: g.id, meta: meta(g.id), count: g.n}
		p.r = scenes.Rect{X: area.X + float32(i)*step, Y: area.Y, W: cw, H: area.H}
		p.hit = p.r
		if i < n-1 && step < cw {
			p.hit.W = step
		}
		if z == zoneRevealed && p.meta != nil {
			p.act, p.legal = m.targetFor(zoneRevealed, p.meta.card)
		}
		p.tip = cardTip(in.lang, p.meta)
		p.titleW = cw - 10*k
		if i < n-1 && step < cw {
			// The next card covers the rest.
			p.titleW, p.titleX = step-10*k, step/2
		}
		p.titleS, p.title = fitName(p.meta, in.lang, p.titleW, 2, 14*k, 12*k)
		p.titleL = lineStep(p.titleS)
		if z == zoneRevealed && !p.legal && in.canAct && m.dec == decRevealed {
			p.tip += "\n→ " + wf(in.lang, "r_notchoice", m.promptText(in))
		}
		*dst = append(*dst, p)
	}
}

func (m *model) layoutHand(in input, area scenes.Rect) {
	v := in.view
	l := in.lang
	k := m.k
	pileW := 96 * k
	pileH := min(area.H-26*k, pileW*1.4)
	m.deck = scenes.Rect{X: area.X, Y: area.Y + area.H - pileH, W: pileW, H: pileH}
	m.discard = scenes.Rect{X: area.X + area.W - pileW, Y: area.Y + area.H - pileH, W: pileW, H: pileH}
	me := v.Seat
	if me >= 0 && me < len(v.Seats) {
		s := v.Seats[me]
		m.deckTip = wn(l, "t_deck", s.DeckSize)
		if len(v.Deck) > 0 {
			m.deckTip += "\n" + w(l, "r_deck")
		}
		m.discTip = w(l, "t_discard")
		m.discTop, m.discName = nil, ""
		if s.DiscardTop != "" {
			m.discTop = meta(s.DiscardTop)
			m.discTip += "\n" + cardTip(l, m.discTop)
			if m.discTop != nil {
				m.discName = scenes.Ellipsize(m.discTop.name[li(l)], scenes.FontStrong(12*k), pileW-8*k)
			}
		}
	}
	m.handArea = scenes.Rect{X: m.deck.X + pileW + 18*k, Y: area.Y, W: area.W - 2*pileW - 36*k, H: area.H}
	gs := groupCards(v.Hand)
	ch := area.H
	cw := ch * 0.7
	m.hand = m.hand[:0]
	n := len(gs)
	if n == 0 {
		return
	}
	gap := 8 * k
	step := cw + gap
	if float32(n)*step-gap > m.handArea.W && n > 1 {
		step = (m.handArea.W - cw) / float32(n-1)
	}
	step = max(step, minHit)
	total := float32(n-1)*step + cw
	x0 := m.handArea.X + (m.handArea.W-total)/2
	titleS := scenes.Clamp(cw*0.108, 12*k, 22*k)
	bodyS := scenes.Clamp(cw*0.086, 11*k, 15*k)
	body := scenes.FontBody(bodyS)
	for i, g := range gs {
		p := piece{zone: zoneHand, id: g.id, meta: meta(g.id), count: g.n}
		// A gentle arc: the cards at the ends sit a little lower.
		t := float32(0)
		if n > 1 {
			t = float32(i)/float32(n-1)*2 - 1
		}
		p.r = scenes.Rect{X: x0 + float32(i)*step, Y: area.Y + 10*k*t*t, W: cw, H: ch - 10*k}
		p.hit = p.r
		if i < n-1 && step < cw {
			p.hit.W = step
		}
		p.times = "×" + num(g.n)
		if p.meta != nil {
			p.act, p.legal = m.targetFor(zoneHand, p.meta.card)
			p.lines = scenes.Wrap(p.meta.text[li(l)], body, cw*0.825)
			// The name, in the header between the cost badge and the right
			// edge: from 0.2 to 0.9 of the card's width.
			p.titleW = cw * 0.7
			if i < n-1 && step < cw {
				p.titleW = min(p.titleW, 2*(step-cw*0.55))
			}
			p.titleS, p.title = scenes.FitLines(p.meta.name[li(l)], scenes.FontTitle, p.titleW, 1, titleS, 12*k)
		}
		p.tip = m.handTip(in, &p)
		m.hand = append(m.hand, p)
	}
}

// promptText is the one line that says what the decision asks.
func (m *model) promptText(in input) string {
	v := in.view
	l := in.lang
	if v.Over {
		var names []string
		for _, wn := range v.Winners {
			names = append(names, in.seatName(wn))
		}
		if len(names) == 1 {
			return wf(l, "p_over", wf(l, "end_wins", names[0]))
		}
		return wf(l, "p_over", wf(l, "end_tie", strings.Join(names, ", ")))
	}
	if !in.canAct {
		who := ""
		if v.ToAct >= 0 {
			who = in.seatName(v.ToAct)
		}
		ph := w(l, "phase_action")
		if v.Phase == "buy" {
			ph = w(l, "phase_buy")
		}
		if v.Resolving != "" {
			ph = cardName(l, v.Resolving)
		}
		return wf(l, "p_wait", who, ph)
	}
	yes := zombionion.Card(0)
	for _, t := range m.targets {
		if t.Zone == zoneButton && t.Verb.TakesCard() {
			yes = t.Card
		}
	}
	switch m.dec {
	case decAction:
		return wn(l, "p_action", v.Actions)
	case decBuy:
		now, hand := m.shots()
		if v.Buys == 1 {
			return wf(l, "p_buy1", now+hand)
		}
		return wf(l, "p_buy", now+hand, v.Buys)
	case decReact:
		return wf(l, "p_react", in.seatName(v.Current), cardName(l, v.Resolving), cardName(l, "barricata"))
	}
	if s := m.cardPrompt(in, yes); s != "" {
		return cardName(l, v.Resolving) + ": " + s
	}
	switch m.dec {
	case decSupply:
		return w(l, "p_gain")
	case decHand:
		return w(l, "p_hand")
	case decRevealed:
		return w(l, "p_revealed")
	}
	return w(l, "p_choose")
}

// cardPrompt is what the card being resolved asks, or "".
func (m *model) cardPrompt(in input, yes zombionion.Card) string {
	l := in.lang
	switch in.view.Resolving {
	case "esca":
		return w(l, "p_esca")
	case "sacrificio":
		return w(l, "p_sacr")
	case "raggrupparsi":
		return w(l, "p_ragg")
	case "munizioni":
		return w(l, "p_muni")
	case "deposito":
		return w(l, "p_depo")
	case "fuga-rapida":
		return w(l, "p_fuga")
	case "piano-superiore":
		return w(l, "p_piano")
	case "rifornimento":
		if m.dec == decSupply {
			return w(l, "p_rifo_s")
		}
		return w(l, "p_rifo_h")
	case "ricarica":
		if m.dec == decSupply {
			return w(l, "p_rica_s")
		}
		return w(l, "p_rica_h")
	case "ricognizione":
		return wf(l, "p_rico", nameOf(l, yes))
	case "ispezione":
		if m.dec == decYesNo {
			return wf(l, "p_ispe_y", nameOf(l, yes))
		}
		return w(l, "p_ispe_r")
	case "tattica":
		return w(l, "p_tatt")
	case "radio":
		return w(l, "p_radio")
	case "nascondiglio":
		return wf(l, "p_nasc", nameOf(l, yes))
	}
	return ""
}

// buttonLabel names the button of an action no piece stands for.
func buttonLabel(l scenes.Lang, t target) (label, icon, tip string) {
	name := nameOf(l, t.Card)
	switch t.Verb {
	case zombionion.VerbAutoplay:
		return w(l, "b_autoplay"), "coins", w(l, "tip_autoplay")
	case zombionion.VerbEndActions:
		return w(l, "b_endactions"), "player-next", w(l, "tip_endact")
	case zombionion.VerbEndTurn:
		return w(l, "b_endturn"), "checkered-flag", w(l, "tip_endturn")
	case zombionion.VerbDone:
		return w(l, "b_done"), "check-mark", w(l, "tip_done")
	case zombionion.VerbReveal:
		return wf(l, "b_reveal", name), "barricade", cardTip(l, metaOf(t.Card))
	case zombionion.VerbNoReveal:
		return w(l, "b_noreveal"), "cross-mark", ""
	case zombionion.VerbDiscardDeck:
		return w(l, "b_discdeck"), "card-discard", ""
	case zombionion.VerbKeepDeck:
		return w(l, "b_keepdeck"), "check-mark", ""
	case zombionion.VerbDiscard:
		return wf(l, "b_discard", name), "card-discard", cardTip(l, metaOf(t.Card))
	case zombionion.VerbPutBack:
		return wf(l, "b_putback", name), "return-arrow", cardTip(l, metaOf(t.Card))
	case zombionion.VerbSetAside:
		return wf(l, "b_setaside", name), "card-discard", cardTip(l, metaOf(t.Card))
	case zombionion.VerbKeep:
		return wf(l, "b_keep", name), "card-pickup", cardTip(l, metaOf(t.Card))
	case zombionion.VerbGain:
		return wf(l, "b_gain", name), "card-pickup", cardTip(l, metaOf(t.Card))
	case zombionion.VerbLeave:
		return wf(l, "b_leave", name), "cross-mark", cardTip(l, metaOf(t.Card))
	}
	return zombionion.ActionName(t.Action), "", ""
}

// layoutPrompt places the prompt and, right after it, the buttons.
func (m *model) layoutPrompt(in input) {
	k := m.k
	l := in.lang
	m.prompt = m.promptText(in)
	if in.confirm && in.canAct && in.view.Phase == "buy" {
		m.prompt = wf(l, "p_confirm", wn(l, "shot", in.view.Coins), wn(l, "buy", in.view.Buys))
	}
	m.buttons = m.buttons[:0]
	m.btnAct = m.btnAct[:0]
	bh := max(36*k, minHit+2)
	bsize := float32(16)
	bface := scenes.FontStrong(bsize * k)
	var bw float32
	for _, t := range m.targets {
		if t.Zone != zoneButton {
			continue
		}
		label, icon, tip := buttonLabel(l, t)
		if in.confirm && t.Verb == zombionion.VerbEndTurn {
			label = w(l, "b_endanyway")
		}
		wd := scenes.TextWidth(label, bface) + 2*bsize*k + 30*k
		wd = max(wd, 96*k)
		b := scenes.Button{R: scenes.Rect{W: wd, H: bh}, Label: label, Icon: icon, Tip: tip, Glow: true, Size: bsize}
		switch t.Verb {
		case zombionion.VerbEndTurn, zombionion.VerbEndActions, zombionion.VerbNoReveal, zombionion.VerbKeepDeck, zombionion.VerbLeave, zombionion.VerbKeep, zombionion.VerbPutBack:
			b.Color = scenes.ColorButtonAlt
		default:
			b.Color = scenes.ColorButton
		}
		m.buttons = append(m.buttons, b)
		m.btnAct = append(m.btnAct, t.Action)
		bw += wd + 8*k
	}
	m.promptFull = m.prompt
	m.promptR, m.promptSize, m.prompt = scenes.PromptRow(m.row, m.prompt, m.buttons, bw, bh, k)
}

// listCards names cards with their counts: "3× Pallottola, Zombi".
func listCards(l scenes.Lang, ids []string) string {
	if len(ids) == 0 {
		return w(l, "t_empty")
	}
	var b strings.Builder
	for i, g := range groupCards(ids) {
		if i > 0 {
			b.WriteString(", ")
		}
		if g.n > 1 {
			b.WriteString(num(g.n) + "× ")
		}
		b.WriteString(cardName(l, g.id))
	}
	return b.String()
}
