// Package pub is the table of Pints of Blood: the pub drawn as a board. Five
// rows of tiles lead from the street to the bar; the bar corner keeps the
// spare tiles, the sofa and the phone booth keep the companions, the pool
// table holds the deck in its four sectors with the divider tiles between
// them, and the bus drives round the rows on the street side. Every seat's
// bite tracker, chips, beers, pub food and companion cards lie in front of
// it: the seat in front of the screen at the bottom, the others along the
// top.
//
// Every legal action is a gesture on a piece (see GestureOf): a companion
// goes to a row by clicking its stool, a die or a card is dragged onto a
// tile (or clicked, then the tile), a beer is dragged from the bar onto a
// player, another player's card is bought by clicking it. Decisions that no
// piece stands for are buttons next to the one-line prompt. Actions are read
// with the engine's own pints.DecodeAction.
package pub

import (
	"image/color"
	"slices"
	"time"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

func init() {
	scenes.RegisterTable("pints", func(tc *scenes.TableContext) scenes.Table { return &Table{} })
	scenes.RegisterView("pints", pints.View{})
}

// Animation ids.
const (
	idRow  = 100 // + row: the row's tiles slide
	idBus  = 200
	idDie  = 300 // + die
	idCard = 400 // + card in hand
	idLast = 500
)

// handCard is a card in front of the seat in front of the screen.
type handCard struct {
	kind  int
	title []string
	band  color.RGBA
	icon  string
	label string
}

// button is a control standing for one action (or cancelling a selection).
type button struct {
	b   scenes.Button
	act game.Action
}

// Table is the pub.
type Table struct {
	lay  layout
	v    pints.View
	has  bool
	me   int
	lang scenes.Lang
	plan plan

	hand   []handCard
	opp    [3][]int // card kinds in front of each other seat
	myFood []int
	myUsed []bool
	dice   []int // unplaced dice faces

	prompt    string
	promptFit string
	// refused says, for a few seconds after the click, why the tile just
	// clicked or dropped on refuses the piece picked up.
	refused   string
	refusedAt time.Duration
	// refusedAct is the action refused, asked again when a server's reason
	// comes (the count of reasons learned was refusedN when it was shown).
	refusedAct game.Action
	refusedN   int
	last       string
	lastFit    string
	buttons    []button
	menu       []button
	menuTitle  string
	menuHeads  []menuHead // the row heads of the arms-dealing grid
	cancel     scenes.Button

	pressed Piece
	drag    bool
	sel     Piece
	hover   Piece

	tipKey   tipKey
	tipText  string
	dimTiles bool // a piece with tile targets is picked up

	nameW          [4]float32 // seat names: the other seats, then the one in front
	markW          [4]float32
	marks          [4]string // saved, left behind, playing; the small car's roll
	promptW        float32
	discardKind    int
	discardName    string
	zombieDiceText string

	// logLit is what the hovered line of the log speaks of.
	logLit logLight
}

type tipKey struct {
	p    Piece
	sel  Piece
	lang scenes.Lang
	n    int
}

// Layout places everything for the table rectangle.
func (t *Table) Layout(tc *scenes.TableContext) {
	r := tc.Rect()
	area := scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())}
	t.me = front(tc)
	if area != t.lay.area {
		dropTokenImages()
	}
	t.lay.compute(area, tc.Players(), t.me)
	t.rebuild(tc)
}

// Reset rebuilds everything from the current view.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.sel, t.pressed, t.drag = Piece{}, Piece{}, false
	t.me = front(tc)
	t.lay.compute(t.lay.area, tc.Players(), t.me)
	t.rebuild(tc)
}

// rebuild reads the view and the legal actions into the caches Draw uses.
func (t *Table) rebuild(tc *scenes.TableContext) {
	v, ok := tc.View().(pints.View)
	if !ok {
		return
	}
	t.load(v, front(tc), tc.Legal(), tc.Lang())
	l := t.lang
	// The frame's log names the last move in the current language, after an
	// undo or a resume too.
	t.last = tc.LastMove()
	t.refused = ""

	// The prompt and its buttons.
	legal := tc.Legal()
	you := tc.CanAct()
	if !you {
		// Another seat decides: the view names its decision.
		legal = v.Decision.Kinds
	}
	who := tc.SeatName(tc.ToAct())
	switch {
	case v.Over:
		t.prompt = l.T("pints.table.over")
		if v.Rescue != "" {
			t.prompt += " — " + l.F("pints.table.rescue", "card", cardName(l, cardKind(v.Rescue)))
		}
	default:
		t.prompt = promptText(l, legal, you, who, &t.v, func(s int) string { return tc.SeatName(game.Seat(s)) })
		// Decisions repeated a card at a time count down.
		op, _ := decision(legal)
		if d := &v.Decision; d.LoseLeft > 0 {
			t.prompt = losingText(l, you, who, d.LoseLeft, d.LoseCard, d.LoseTotal)
		} else if op == pints.OpGive && d.Juke > 0 {
			t.prompt += l.F("pints.table.left_n", "n", d.Juke)
		} else if op == pints.OpMove && d.Moving > 0 {
			t.prompt += l.F("pints.table.left_n", "n", d.Moving)
		}
		if t.prompt == "" {
			t.prompt = l.F("pints.table.waiting", "who", who)
		}
	}
	t.buildButtons(tc.Scale())
	t.fitTexts()
	t.tipKey = tipKey{n: -1}

	// Text measured once.
	name := scenes.FontStrong(t.titlePx())
	small := scenes.FontStrong(t.small())
	for i := 0; i < 4; i++ {
		seat := t.me
		if i < t.lay.nOpp {
			seat = t.lay.oppSeat[i]
		} else if i != 3 {
			continue
		}
		t.nameW[i] = scenes.TextWidth(tc.SeatName(game.Seat(seat)), name)
		mark := ""
		switch {
		case v.Over && t.isSaved(seat):
			mark = l.T("pints.table.saved")
		case v.Over:
			mark = l.T("pints.table.left")
		case v.Active == seat:
			mark = l.T("pints.table.active")
		}
		if v.Over && seat < len(v.Rolls) {
			mark += " · " + l.F("pints.table.extra", "n", v.Rolls[seat])
		}
		t.marks[i] = mark
		t.markW[i] = scenes.TextWidth(mark, small)
	}
	t.discardKind, t.discardName = -1, ""
	if n := len(v.Discard); n > 0 {
		t.discardKind = cardKind(v.Discard[n-1])
		t.discardName = scenes.Ellipsize(cardName(l, t.discardKind), small, t.lay.discard.W-30*t.lay.s)
	}
	t.zombieDiceText = l.F("pints.table.zombie_dice", "n", v.Dice.Zombie)
}

// load reads view v of seat me, with its legal actions, into the pieces
// the table draws and hit-tests.
func (t *Table) load(v pints.View, me int, legal []game.Action, l scenes.Lang) {
	t.v, t.has = v, true
	t.lang = l
	t.me = me
	t.plan.build(legal, me)
	if !t.plan.isSource(t.sel) {
		t.sel = Piece{}
	}

	// The cards in front of everyone.
	t.hand = t.hand[:0]
	if t.me >= 0 && t.me < len(v.Players) {
		for _, n := range v.Players[t.me].Cards {
			k := cardKind(n)
			band, icon, label := cardLook(l, k)
			t.hand = append(t.hand, handCard{kind: k, band: band, icon: icon, label: label,
				title: scenes.Wrap(cardName(l, k), scenes.FontStrong(t.titlePx()), t.lay.cardW-14*t.lay.s)})
		}
		t.myFood, t.myUsed = t.myFood[:0], t.myUsed[:0]
		for _, n := range v.Players[t.me].Food {
			t.myFood = append(t.myFood, foodIndex(n))
			used := false
			for _, u := range v.Players[t.me].Used {
				used = used || u == n
			}
			t.myUsed = append(t.myUsed, used)
		}
	}
	for i := 0; i < t.lay.nOpp; i++ {
		t.opp[i] = t.opp[i][:0]
		s := t.lay.oppSeat[i]
		if s < len(v.Players) {
			for _, n := range v.Players[s].Cards {
				t.opp[i] = append(t.opp[i], cardKind(n))
			}
		}
	}
	t.dice = t.dice[:0]
	for _, f := range v.Dice.Faces {
		t.dice = append(t.dice, faceIndex(f))
	}
	for _, n := range v.Dice.Traded {
		t.dice = append(t.dice, tradedSlot+cardKind(n))
	}

}

// titlePx is the size of card titles.
func (t *Table) titlePx() float32 { return max(minTitle, 17*t.lay.s) }

// bodyPx is the size of body text.
func (t *Table) bodyPx() float32 { return max(minBody, 14*t.lay.s) }

// buildButtons lays out the buttons of the actions no piece stands for, and
// the menu of the selected piece.
func (t *Table) buildButtons(u float32) {
	u = max(u, 0.01)
	l := t.lang
	s := t.lay.s
	face := scenes.FontStrong(max(minBody, 15*s))
	h := max(38*s, minHit)
	t.buttons = t.buttons[:0]
	x := t.lay.prompt.X + t.lay.prompt.W
	for i := len(t.plan.gest) - 1; i >= 0; i-- {
		g := t.plan.gest[i]
		if g.From.K != None || g.To.K != Button {
			continue
		}
		a := t.plan.acts[i]
		label := buttonLabel(l, a)
		w := max(scenes.TextWidth(label, face)+28*s, 64*s)
		switch op, _, _, _ := pints.DecodeAction(a); op {
		case pints.OpKeepColour:
			w += h
		case pints.OpChangeColour, pints.OpChooseColour:
			// A swatch with the colour's shape; the tooltip names it.
			label, w = "", h*1.1
		}
		x -= w
		btn := button{act: a, b: scenes.Button{R: scenes.Rect{X: x, Y: t.lay.prompt.Y + (t.lay.prompt.H-h)/2, W: w, H: h},
			Label: label, Tip: buttonLabel(l, a), Color: buttonColour(a), Glow: true, Size: max(minBody, 15*s) / u}}
		x -= 8 * s
		t.buttons = append(t.buttons, btn)
	}
	// The menu of a selected piece whose actions are buttons (pub food).
	t.menu = t.menu[:0]
	t.menuTitle = ""
	if t.sel.K == Shop || t.sel.K == Food {
		if t.sel.K == Shop {
			t.menuTitle = l.T("pints.table.food")
			if cat, err := pints.Load(); err == nil {
				t.menuTitle = l.F("pints.table.menu_food", "chosen", cat.FoodChoose, "random", cat.FoodRandom)
			}
		} else {
			t.menuTitle = foodName(l, int(t.sel.B))
		}
		m := t.lay.menu
		t.menuHeads = t.menuHeads[:0]
		if t.sel.K == Food && int(t.sel.B) == kinds.armsTrade {
			t.tradeGrid(u)
			return
		}
		cols := 2
		bw := (m.W - 36*s) / float32(cols)
		n := 0
		for i, g := range t.plan.gest {
			if g.From != t.sel || g.To.K != Button {
				continue
			}
			a := t.plan.acts[i]
			r := scenes.Rect{X: m.X + 12*s + float32(n%cols)*(bw+12*s), Y: m.Y + 44*s + float32(n/cols)*(h+8*s), W: bw, H: h}
			label := scenes.Ellipsize(buttonLabel(l, a), face, bw-16*s)
			t.menu = append(t.menu, button{act: a, b: scenes.Button{R: r, Label: label, Color: scenes.ColorButtonAlt, Glow: true,
				Size: max(minBody, 14*s) / u, Tip: buttonLabel(l, a)}})
			n++
		}
		rows := (n + cols - 1) / cols
		t.cancel = scenes.Button{R: scenes.Rect{X: m.X + m.W - 12*s - bw/2, Y: m.Y + 44*s + float32(rows)*(h+8*s), W: bw / 2, H: h},
			Label: l.T("pints.table.cancel"), Color: scenes.ColorButton, Size: max(minBody, 14*s) / u}
	}
}

// menuHead is the weapon given in one row of the arms-dealing grid.
type menuHead struct {
	r    scenes.Rect
	icon string
	tip  string
	card bool // a companion card's weapon, not a die's
}

// menuRect is the open menu's panel.
func (t *Table) menuRect() scenes.Rect {
	m := t.menuArea()
	return scenes.Rect{X: m.X, Y: m.Y, W: m.W, H: t.cancel.R.Y + t.cancel.R.H + 12*t.lay.s - m.Y}
}

// menuArea is where the open menu lies: the arms-dealing grid takes the
// width of the board so that its cells stay big enough to hit.
func (t *Table) menuArea() scenes.Rect {
	m := t.lay.menu
	if len(t.menuHeads) == 0 && !(t.sel.K == Food && int(t.sel.B) == kinds.armsTrade) {
		return m
	}
	a := t.lay.area
	w := min(a.W-24*t.lay.s, 14*(max(44*t.lay.s, minHit)+4*t.lay.s)+24*t.lay.s)
	return scenes.Rect{X: a.X + (a.W-w)/2, Y: m.Y, W: w, H: m.H}
}

// tradeGrid lays out the arms-dealing trades as a grid: a row for each
// weapon that can be given, a column for each weapon that can be got.
func (t *Table) tradeGrid(u float32) {
	l := t.lang
	s := t.lay.s
	m := t.menuArea()
	var cols []int
	var rows []game.Action // one trade of each source, for its head
	for i, g := range t.plan.gest {
		if g.From != t.sel || g.To.K != Button {
			continue
		}
		op, a, wt, _ := pints.DecodeAction(t.plan.acts[i])
		if !slices.Contains(cols, wt) {
			cols = append(cols, wt)
		}
		if !slices.ContainsFunc(rows, func(x game.Action) bool { o, b, _, _ := pints.DecodeAction(x); return o == op && b == a }) {
			rows = append(rows, t.plan.acts[i])
		}
	}
	slices.Sort(cols)
	gap := 4 * s
	cell := min(max(44*s, minHit), (m.W-24*s)/float32(len(cols)+1)-gap)
	top := m.Y + 44*s
	for ri, x := range rows {
		op, a, _, _ := pints.DecodeAction(x)
		head := menuHead{r: scenes.Rect{X: m.X + 12*s, Y: top + float32(ri)*(cell+gap), W: cell, H: cell}}
		if op == pints.OpTradeDie {
			head.icon, head.tip = faceIcon(a), faceName(l, a)
		} else {
			_, head.icon, _ = cardLook(l, a)
			head.tip, head.card = cardName(l, a), true
		}
		t.menuHeads = append(t.menuHeads, head)
	}
	for i, g := range t.plan.gest {
		if g.From != t.sel || g.To.K != Button {
			continue
		}
		x := t.plan.acts[i]
		op, a, wt, _ := pints.DecodeAction(x)
		ri := slices.IndexFunc(rows, func(y game.Action) bool { o, b, _, _ := pints.DecodeAction(y); return o == op && b == a })
		ci := slices.Index(cols, wt)
		r := scenes.Rect{X: m.X + 12*s + float32(ci+1)*(cell+gap) + gap, Y: top + float32(ri)*(cell+gap), W: cell, H: cell}
		t.menu = append(t.menu, button{act: x, b: scenes.Button{R: r, Icon: weaponIcon(l, wt), Color: scenes.ColorButtonAlt, Glow: true,
			Size: max(minBody, 14*s) / u, Tip: buttonLabel(l, x)}})
	}
	t.menuTitle = l.T("pints.table.trade_title")
	bw := (m.W - 36*s) / 2
	t.cancel = scenes.Button{R: scenes.Rect{X: m.X + m.W - 12*s - bw/2, Y: top + float32(len(rows))*(cell+gap) + gap, W: bw / 2, H: max(38*s, minHit)},
		Label: l.T("pints.table.cancel"), Color: scenes.ColorButton, Size: max(minBody, 14*s) / u}
}

// weaponIcon is the icon of a weapon type: 0–2 a die weapon, 3+kind a card.
func weaponIcon(l scenes.Lang, wt int) string {
	if wt < 3 {
		return faceIcon(wt)
	}
	_, icon, _ := cardLook(l, wt-3)
	return icon
}

// buttonColour tints a button: red for the risky, green for the rest.
func buttonColour(a game.Action) color.RGBA {
	switch op, _, _, _ := pints.DecodeAction(a); op {
	case pints.OpFight, pints.OpResolve, pints.OpRoll, pints.OpRunBus, pints.OpEndBus:
		return scenes.ColorButton
	case pints.OpKeepColour, pints.OpChangeColour, pints.OpChooseColour:
		return color.RGBA{70, 60, 54, 255}
	}
	return scenes.ColorButtonAlt
}

// fitTexts shortens the prompt and the last move to the room they have.
func (t *Table) fitTexts() {
	s := t.lay.s
	left := t.lay.prompt.X + t.lay.prompt.W
	for _, b := range t.buttons {
		left = min(left, b.b.R.X)
	}
	room := left - t.lay.prompt.X - 32*s
	prompt := t.prompt
	if t.refused != "" {
		prompt = t.refused
	}
	t.promptFit = scenes.Ellipsize(prompt, scenes.FontStrong(t.promptPx()), room)
	t.promptW = scenes.TextWidth(t.promptFit, scenes.FontStrong(t.promptPx()))
	t.lastFit = ""
	if t.last != "" {
		t.lastFit = scenes.Ellipsize(t.lang.F("pints.table.last_move", "move", t.last), scenes.FontBody(t.bodyPx()), t.lay.last.W-16*s)
	}
}

func (t *Table) promptPx() float32 { return max(minTitle, 18*t.lay.s) }

// Update turns clicks, drags and taps into legal actions.
func (t *Table) Update(tc *scenes.TableContext) bool {
	if !t.has {
		return false
	}
	in := tc.Input()
	redraw := false
	if t.refused != "" && tc.Since()-t.refusedAt > refusalShown {
		t.refused = ""
		redraw = true
	}
	if t.refused != "" && tc.ReasonsLearned() != t.refusedN {
		// A server's reason came for a refusal shown as "not possible now".
		t.refusedN = tc.ReasonsLearned()
		if why := tc.WhyNot(t.refusedAct); why != "" && "× "+why != t.refused {
			t.refuse(tc, why)
			redraw = true
		}
	}
	if tc.CanAct() {
		for i := range t.buttons {
			b := &t.buttons[i]
			clicked, ch := b.b.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.submit(tc, b.act)
				in.Consume()
				return true
			}
		}
		for i := range t.menu {
			b := &t.menu[i]
			clicked, ch := b.b.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.submit(tc, b.act)
				in.Consume()
				return true
			}
		}
		if len(t.menu) > 0 {
			clicked, ch := t.cancel.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.selectPiece(tc, Piece{})
				in.Consume()
				return true
			}
		}
	} else if t.sel.K != None || t.drag {
		t.sel, t.drag, t.pressed = Piece{}, false, Piece{}
		redraw = true
	}

	hov := t.pieceAt(in.X, in.Y)
	if hov != t.hover {
		t.hover = hov
		redraw = true
	}
	if !tc.CanAct() {
		return redraw || t.moving(tc)
	}
	if in.Pressed {
		p := t.pieceAt(in.StartX, in.StartY)
		if t.plan.isSource(p) {
			t.pressed = p
		}
	}
	if t.pressed.K != None && in.Down && !t.drag {
		dx, dy := in.X-in.StartX, in.Y-in.StartY
		if dx*dx+dy*dy > 100*t.lay.s*t.lay.s {
			t.drag = true
			redraw = true
		}
	}
	if t.drag && in.Moved {
		redraw = true
	}
	if in.Released {
		switch {
		case t.drag:
			if to, ok := t.targetAt(t.pressed, in.X, in.Y); ok {
				if a, ok := t.plan.find(Gesture{From: t.pressed, To: to}); ok {
					t.submit(tc, a)
				}
			} else {
				t.refuseAt(tc, t.pressed, in.X, in.Y)
			}
			t.drag = false
			in.Consume()
			redraw = true
		case in.Clicked:
			t.click(tc, in.X, in.Y)
			in.Consume()
			redraw = true
		}
		t.pressed = Piece{}
	}
	return redraw || t.moving(tc)
}

// click plays or selects what lies under (x, y).
func (t *Table) click(tc *scenes.TableContext, x, y float32) {
	if t.sel.K != None {
		if to, ok := t.targetAt(t.sel, x, y); ok {
			if a, ok := t.plan.find(Gesture{From: t.sel, To: to}); ok {
				t.submit(tc, a)
				return
			}
		}
		// A tile that refuses the piece says why, and the piece stays
		// picked up.
		if t.refuseAt(tc, t.sel, x, y) {
			return
		}
	}
	p := t.pieceAt(x, y)
	switch {
	case p == t.sel && p.K != None:
		t.selectPiece(tc, Piece{})
	case t.plan.isClick(p):
		a, _ := t.plan.find(Gesture{To: p})
		t.submit(tc, a)
	case t.plan.isSource(p):
		t.selectPiece(tc, p)
	default:
		t.selectPiece(tc, Piece{})
	}
}

// refusalShown is how long a refusal stays in the prompt's place.
const refusalShown = 4 * time.Second

// refusal is why the tile at (x, y) refuses src, asked of why (the
// TableContext's WhyNot), or "" when (x, y) is no tile or the tile takes it.
func (t *Table) refusal(why func(game.Action) string, src Piece, x, y float32) string {
	p := t.pieceAt(x, y)
	if p.K != Tile || src.K == None {
		return ""
	}
	if _, ok := t.targetAt(src, x, y); ok {
		return ""
	}
	return t.whyNot(why, src, p)
}

// refuseAt shows in the prompt's place, for a few seconds, why the tile at
// (x, y) refuses src, if it does.
func (t *Table) refuseAt(tc *scenes.TableContext, src Piece, x, y float32) bool {
	var asked game.Action
	why := t.refusal(func(a game.Action) string { asked = a; return tc.WhyNot(a) }, src, x, y)
	if why == "" {
		return false
	}
	t.refusedAct, t.refusedN = asked, tc.ReasonsLearned()
	t.refuse(tc, why)
	return true
}

// refuse shows why in the prompt's place for a few seconds.
func (t *Table) refuse(tc *scenes.TableContext, why string) {
	t.refused = "× " + why
	t.refusedAt = tc.Since()
	t.fitTexts()
	tc.Redraw()
}

func (t *Table) selectPiece(tc *scenes.TableContext, p Piece) {
	t.refused = ""
	t.sel = p
	t.buildButtons(tc.Scale())
	t.fitTexts()
	t.tipKey = tipKey{n: -1}
	tc.Redraw()
}

func (t *Table) submit(tc *scenes.TableContext, a game.Action) {
	t.sel, t.drag, t.pressed = Piece{}, false, Piece{}
	t.refused = ""
	_ = tc.Submit(a)
}

// moving reports whether an animation of the table is under way.
func (t *Table) moving(tc *scenes.TableContext) bool { return tc.Anim().Busy() }

// rectOf is where a piece lies (the zero Rect when it is not on the table).
func (t *Table) rectOf(p Piece) scenes.Rect {
	L := &t.lay
	switch p.K {
	case Stool:
		return L.stool[p.A]
	case Row:
		return L.row[p.A]
	case Tile:
		return L.tile[p.A][p.B]
	case Player:
		if int(p.A) == t.me {
			return L.meInfo
		}
		if o := L.oppIndex(int(p.A)); o >= 0 {
			return L.opp[o]
		}
	case Discard:
		return L.discard
	case Beer:
		return L.bar
	case Shop:
		return L.shop
	}
	return scenes.Rect{}
}

// targetAt is the piece at (x, y) that receives something picked up from src.
func (t *Table) targetAt(src Piece, x, y float32) (Piece, bool) {
	for _, g := range t.plan.gest {
		if g.From != src || g.To.K == Button {
			continue
		}
		if t.rectOf(g.To).Contains(x, y) {
			return g.To, true
		}
	}
	return Piece{}, false
}

// pieceAt is the piece under (x, y), topmost first.
func (t *Table) pieceAt(x, y float32) Piece {
	L := &t.lay
	if !L.area.Contains(x, y) {
		return Piece{}
	}
	for i := len(t.dice) - 1; i >= 0; i-- {
		if L.dieRect(i).Contains(x, y) && t.dice[i] >= 0 {
			return trayPiece(t.dice[i])
		}
	}
	for i := len(t.hand) - 1; i >= 0; i-- {
		if L.cardRect(i, len(t.hand)).Contains(x, y) {
			return Piece{K: Card, A: int32(t.me), B: int32(t.hand[i].kind)}
		}
	}
	for i, f := range t.myFood {
		if L.foodRect(i).Contains(x, y) {
			return Piece{K: Food, A: int32(t.me), B: int32(f)}
		}
	}
	if t.v.Level == pints.LevelMain && L.shop.Contains(x, y) {
		return Piece{K: Shop}
	}
	for o := 0; o < L.nOpp; o++ {
		if !L.opp[o].Contains(x, y) {
			continue
		}
		n := len(t.opp[o])
		for i := n - 1; i >= 0; i-- {
			if L.chipRect(o, i, n).Contains(x, y) {
				return Piece{K: Card, A: int32(L.oppSeat[o]), B: int32(t.opp[o][i])}
			}
		}
		s := L.oppSeat[o]
		if s < len(t.v.Players) {
			for i, name := range t.v.Players[s].Food {
				if L.oppFoodRect(o, i).Contains(x, y) {
					return Piece{K: Food, A: int32(s), B: int32(foodIndex(name))}
				}
			}
		}
		return Piece{K: Player, A: int32(s)}
	}
	if L.meInfo.Contains(x, y) {
		return Piece{K: Player, A: int32(t.me)}
	}
	for r := 0; r < nRows; r++ {
		if L.stool[r].Contains(x, y) {
			return Piece{K: Stool, A: int32(r)}
		}
		for p := 0; p < nPos; p++ {
			if L.tile[r][p].Contains(x, y) {
				return Piece{K: Tile, A: int32(r), B: int32(p)}
			}
		}
		if L.row[r].Contains(x, y) {
			return Piece{K: Row, A: int32(r)}
		}
	}
	switch {
	case L.bar.Contains(x, y):
		return Piece{K: Beer}
	case L.discard.Contains(x, y):
		return Piece{K: Discard}
	}
	return Piece{}
}

// Applied starts the motions and sounds of what just happened.
func (t *Table) Applied(tc *scenes.TableContext, m scenes.Move) {
	before, okB := m.Before.(pints.View)
	t.sel, t.drag, t.pressed = Piece{}, false, Piece{}
	t.rebuild(tc)
	if !okB || !t.has {
		return
	}
	v := &t.v
	L := &t.lay
	anim := tc.Anim()
	step := L.tile[0][1].X - L.tile[0][0].X
	// Rows that moved slide in from the street (or, pushed from the pub
	// side, from the bar).
	for r := 0; r < nRows && r < len(v.Rows) && r < len(before.Rows); r++ {
		if k := rowShift(before.Rows[r].Tiles, v.Rows[r].Tiles); k != 0 {
			anim.Move(idRow+r, float32(k)*step, 0, 0, 0, time.Duration(180+70*absI(k))*time.Millisecond)
		}
	}
	// The bus drives.
	if before.Bus.Row != v.Bus.Row && before.Bus.Row >= 0 && before.Bus.Row < nRows && v.Bus.Row >= 0 && v.Bus.Row < nRows {
		a, b := L.bus[before.Bus.Row], L.bus[v.Bus.Row]
		anim.Move(idBus, a.X, a.Y, b.X, b.Y, 320*time.Millisecond)
	}
	// Dice roll.
	rolled := len(v.Dice.Faces)+v.Dice.Zombie > len(before.Dice.Faces)+before.Dice.Zombie
	if rolled {
		for i := 0; i < len(v.Dice.Faces)+v.Dice.Zombie && i < 8; i++ {
			anim.Roll(idDie+i, 1+i%6, time.Duration(260+i*12)*time.Millisecond)
		}
	}
	// New cards in hand slide from the pool table.
	if t.me >= 0 && t.me < len(before.Players) && t.me < len(v.Players) {
		old := before.Players[t.me].Cards
		for i, n := range v.Players[t.me].Cards {
			if countOf(old, n) < countOf(v.Players[t.me].Cards[:i+1], n) {
				r := L.cardRect(i, len(v.Players[t.me].Cards))
				anim.Move(idCard+i, L.pool.X, L.pool.Y, r.X, r.Y, 300*time.Millisecond)
			}
		}
	}
	anim.Move(idLast, L.last.X-30*L.s, L.last.Y, L.last.X, L.last.Y, 220*time.Millisecond)
	// Sounds: the most telling one.
	bitten, paid := false, false
	for p := 0; p < len(v.Players) && p < len(before.Players); p++ {
		if v.Players[p].Bites > before.Players[p].Bites || v.Players[p].Pending > before.Players[p].Pending {
			bitten = true
		}
		if v.Players[p].Chips != before.Players[p].Chips {
			paid = true
		}
	}
	switch {
	case rolled:
		tc.Sound(scenes.SoundDice)
	case bitten:
		tc.Sound(scenes.SoundBite)
	case len(v.Amb) > len(before.Amb):
		tc.Sound(scenes.SoundHit)
	case paid:
		tc.Sound(scenes.SoundCoin)
	default:
		tc.Sound(scenes.SoundCard)
	}
}

// rowShift is how many places a row's tiles moved towards the bar (negative
// when pushed from the pub side), or 0.
func rowShift(old, cur []pints.TileView) int {
	if len(old) != len(cur) {
		return 0
	}
	same := true
	for i := range old {
		same = same && old[i].ID == cur[i].ID
	}
	if same {
		return 0
	}
	for k := 1; k < len(old); k++ {
		if cur[0].ID == old[k].ID {
			return k
		}
		if old[0].ID == cur[k].ID {
			return -k
		}
	}
	return len(old)
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

func absI(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Rules returns the rules summary.
func (t *Table) Rules(l scenes.Lang) string { return rulesText(l) }

// Tooltip describes the piece under the pointer and what it does, or why
// it cannot be used.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	if !t.has {
		return ""
	}
	for i := range t.buttons {
		if t.buttons[i].b.R.Contains(x, y) {
			return actionText(t.lang, t.buttons[i].act, func(s int) string { return tc.SeatName(game.Seat(s)) })
		}
	}
	if len(t.menu) > 0 && tc.CanAct() {
		for i := range t.menu {
			if t.menu[i].b.R.Contains(x, y) {
				return t.menu[i].b.Tip
			}
		}
		for _, hd := range t.menuHeads {
			if hd.r.Contains(x, y) {
				return hd.tip
			}
		}
		if t.menuRect().Contains(x, y) {
			return ""
		}
	}
	if t.lay.prompt.Contains(x, y) {
		full := t.prompt
		if t.refused != "" {
			full = t.refused
		}
		if t.promptFit != full {
			return full
		}
	}
	p := t.pieceAt(x, y)
	src := t.sel
	if t.drag {
		src = t.pressed
	}
	key := tipKey{p: p, sel: src, lang: tc.Lang(), n: len(t.plan.acts)}
	if key != t.tipKey {
		t.tipKey = key
		t.tipText = t.describe(tc, p, src)
	}
	return t.tipText
}

// PromptText is the line the prompt shows now: the refusal in its place, if
// one is shown, else the decision's prompt.
func (t *Table) PromptText() string {
	if t.refused != "" {
		return t.refused
	}
	return t.prompt
}

// front is the seat drawn in front, at the bottom: the screen's own, or for
// a watcher the last seat, so that the others sit across the table in
// order and every seat is drawn (its hand as every seat sees it).
func front(tc *scenes.TableContext) int {
	if tc.Watching() {
		return tc.Players() - 1
	}
	return int(tc.Seat())
}
