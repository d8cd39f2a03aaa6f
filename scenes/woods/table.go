// Package woods is the table of Zombies!!! 4: The End. The woods map grows
// in the middle, card by card, under a camera that pans (drag, W/A/S/D),
// zooms (wheel, +/−) and follows the action; the seats' lives, ammunition,
// kills, pages and cards in play run along the top; the seat's hand of event
// cards, its cards in play and the drawn map card lie at the bottom, under
// the one-line prompt and its buttons. Every legal action has one gesture:
// a glowing place for the drawn card in the rotation shown (Q/E or the ⟲ ⟳
// buttons turn it), a glowing square for a step or a dog, a card in the hand
// or in play, or a button. Every legal action is also one keyboard stop:
// Tab and the arrows move a focus ring over them in turn (the camera
// follows), Enter or Space plays the focused one. The turn's dice lie in a
// tray over the map's corner, the latest beside the prompt with its sum
// ("4 + 1 ammo = 5"), and the dogs moved this turn leave a faint trail until
// the next turn begins. Importing the package registers the table.
//
// The layout, the targets and the tooltips are computed in a model when the
// view, the language or the window change (build), so drawing allocates
// nothing; the model is pure and tested without a window.
package woods

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

func init() {
	scenes.RegisterTable("zombies4", func(tc *scenes.TableContext) scenes.Table { return newTable() })
	scenes.RegisterView("zombies4", zombies4.View{})
}

func newTable() *Table { return &Table{kfocus: -1, logSeat: -1} }

// Table is the table scene of Zombies!!! 4.
type Table struct {
	m    model
	view zombies4.View

	// The camera: the square at the middle of the map's viewport and the
	// size of a square in pixels, with where they are heading.
	camX, camY, zoom float32
	toX, toY, toZoom float32
	placed           bool
	focusKey         [8]int
	dragging         bool
	cardDrag         int // the card being dragged (hand 0…, in play 100…), -1
	lastX, lastY     float32
	hoverSq          int // square under the pointer, -1
	hoverPiece       int // index into hand (0…) or front (100…), -1
	tipSq            int
	tipText          string
	path             [32]int16
	pathN            int
	mapSub           *ebiten.Image
	mapSubOf         *ebiten.Image
	mapSubR          scenes.Rect
	lastRot          int
	dogToX, dogToY   int  // where the dog in motion goes
	newCol, newRow   int  // the card laid last
	kfocus           int  // the keyboard's focus stop (index in m.keys), -1
	keyboard         bool // the player chooses with the keyboard
	// walk is the move to a chosen square being played step by step;
	// stopped says why the last one stopped short, noteText says it,
	// shown as noteShow (cut with "…" to the room it has) in noteR, clear
	// of the dice tray and the map's tools.
	walk       walk
	walkSubmit bool // the action being submitted is the walk's step
	stopped    int
	noteText   string
	noteShow   string
	noteR      scenes.Rect
	// logLit are the squares the hovered line of the log speaks of, and
	// logSeat the seat that acted, -1 for none.
	logLit  []int
	logSeat int
}

func (t *Table) input(tc *scenes.TableContext) input {
	r := tc.Rect()
	v, _ := tc.View().(zombies4.View)
	t.view = v
	return input{
		view:     &t.view,
		legal:    tc.Legal(),
		canAct:   tc.CanAct(),
		lang:     tc.Lang(),
		rect:     scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())},
		seatName: func(s int) string { return tc.SeatName(game.Seat(s)) },
		name:     tc.ActionString,
	}
}

func (t *Table) rebuild(tc *scenes.TableContext) { t.setup(t.input(tc)) }

// setup builds the model and aims the camera.
func (t *Table) setup(in input) {
	t.m.build(in)
	t.hoverSq, t.hoverPiece, t.tipSq, t.pathN, t.cardDrag = -1, -1, -2, 0, -1
	if t.walking() {
		t.showWay()
	}
	if t.kfocus >= len(t.m.keys) {
		t.kfocus = -1
	}
	// The camera is placed once the map has its room on the screen and a
	// card to show: aimed before the first layout it would settle at the
	// smallest zoom, and before the first view of a table on a server
	// (no card yet) at none.
	if !t.placed && t.m.mapR.W > 0 && t.m.mapR.H > 0 && len(t.view.Cards) > 0 {
		t.fit()
		t.camX, t.camY, t.zoom = t.toX, t.toY, t.toZoom
		t.placed = t.toZoom > 0
	}
	t.follow()
	t.layoutNote()
}

// setNote says s over the map, "" for nothing.
func (t *Table) setNote(s string) {
	t.noteText = s
	t.layoutNote()
}

// layoutNote places the note at the top of the map: right of the dice tray
// when it fits there whole, else under the tray, cut to the map's width
// with "…" (its tooltip says it whole); never over the tray or the tools.
func (t *Table) layoutNote() {
	m := &t.m
	t.noteShow, t.noteR = "", scenes.Rect{}
	if t.noteText == "" || m.mapR.W <= 0 {
		return
	}
	k := m.k
	f := scenes.FontStrong(noteSize * k)
	h := scenes.LineHeight(f) + 10*k
	wd := scenes.TextWidth(t.noteText, f) + 24*k
	left, right := m.mapR.X+6*k, m.tools[toolZoomIn].R.X-6*k
	y := m.mapR.Y + 8*k
	if m.trayR.W > 0 {
		if from := m.trayR.X + m.trayR.W + 6*k; right-from >= wd {
			left = from
		} else {
			y = m.trayR.Y + m.trayR.H + 6*k
		}
	}
	wd = min(wd, right-left)
	t.noteShow = scenes.Ellipsize(t.noteText, f, wd-24*k)
	x := scenes.Clamp(m.mapR.CX()-wd/2, left, right-wd)
	t.noteR = scenes.Rect{X: x, Y: y, W: wd, H: h}
}

// noteSize is the note's type size, in table units.
const noteSize = 14

// newDecision puts the keyboard focus on the first stop of a new decision
// when the player chooses with the keyboard, and nowhere otherwise.
func (t *Table) newDecision() {
	t.kfocus = -1
	if t.keyboard && t.m.canAct && len(t.m.keys) > 0 {
		t.kfocus = 0
		t.showFocus()
	}
}

// Layout lays the table out for the rectangle.
func (t *Table) Layout(tc *scenes.TableContext) {
	t.focusKey = [8]int{}
	t.rebuild(tc)
}

// Reset rebuilds everything from the view; a walk under way ends (the
// screen passes to another seat, or the game was replaced), saying why.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.focusKey = [8]int{}
	if t.walking() {
		t.stopWalk(whyAnswer, tc.SeatName(tc.ToAct()), tc.Lang())
	} else {
		t.setNote("")
	}
	t.rebuild(tc)
	t.newDecision()
}

// Applied rebuilds the table and makes the noise of what happened.
func (t *Table) Applied(tc *scenes.TableContext, mv scenes.Move) {
	before, _ := mv.Before.(zombies4.View)
	t.rebuild(tc)
	t.newDecision()
	tg := parse(mv.Action, mv.Name)
	v := &t.view
	switch {
	case t.walkSubmit:
		t.walked(&before, t.namer(tc))
	case v.Current != before.Current || (int(mv.Seat) == v.Seat && mv.Seat >= 0):
		// A new turn, or the player's own next decision, and the reason a
		// walk stopped has been read.
		t.setNote("")
	}
	switch tg.verb {
	case vPlace:
		tc.Sound(scenes.SoundCard)
	case vSpend, vUse:
		tc.Sound(scenes.SoundHit)
	case vBite:
		tc.Sound(scenes.SoundBite)
	case vPlay, vDiscard:
		tc.Sound(scenes.SoundCard)
	case vStep, vDogTo, vDog, vPut, vPutAll:
		tc.Sound(scenes.SoundClick)
	}
	// Pawns slide to their new squares; a moved dog runs to its square; a
	// new card glows a moment.
	for p := range v.Seats {
		if p >= len(before.Seats) || p >= 6 {
			break
		}
		bx, by, ok1 := parseXY(before.Seats[p].Square)
		if !before.Seats[p].OnMap || !v.Seats[p].OnMap || !ok1 || before.Seats[p].Square == v.Seats[p].Square {
			continue
		}
		tc.Anim().Move(pawnID+p, float32(bx), float32(by), float32(t.m.pawnX[p]), float32(t.m.pawnY[p]), 220*time.Millisecond)
	}
	if tg.verb == vDogTo {
		if fx, fy, ok := parseXY(before.DogFrom); ok {
			t.dogToX, t.dogToY = tg.x, tg.y
			tc.Anim().Move(dogID, float32(fx), float32(fy), float32(tg.x), float32(tg.y), 300*time.Millisecond)
		}
	}
	if tg.verb == vPlace {
		t.showLaid(tg.x, tg.y)
		tc.Anim().Move(flashID, 1, 0, 0, 0, 900*time.Millisecond)
	}
	t.rollNew(tc, &before)
	if v.Over && !before.Over {
		won := false
		for _, s := range v.Winners {
			won = won || s == v.Seat
		}
		if won {
			tc.Sound(scenes.SoundWin)
		} else {
			tc.Sound(scenes.SoundLoss)
		}
	}
}

// namer names the square at table column x and row y as the log does
// ("the Cabin's door"), from the map the view shows.
func (t *Table) namer(tc *scenes.TableContext) func(x, y int) string {
	return func(x, y int) string { return t.view.SquareName(x, y, tc.Lang().Code()) }
}

// Ids of the table's motions.
const (
	dieID     = 7001
	dogID     = 7002
	flashID   = 7003
	pawnID    = 7100
	trayDieID = 7200
)

// rollNew tumbles the dice rolled by the last action: those of the view
// that were not in the view before (all of them when a turn began).
func (t *Table) rollNew(tc *scenes.TableContext, before *zombies4.View) {
	v := &t.view
	from := len(before.Dice)
	if from > len(v.Dice) {
		from = 0
	}
	for i := 0; i < from; i++ {
		if b, d := before.Dice[i], v.Dice[i]; b.For != d.For || b.Face != d.Face || b.Seat != d.Seat {
			from = 0
			break
		}
	}
	if from >= len(v.Dice) {
		return
	}
	an := tc.Anim()
	for i := from; i < len(v.Dice); i++ {
		an.Roll(trayDieID+i, v.Dice[i].Face, time.Duration(380+(i-from)*60)*time.Millisecond)
	}
	an.Roll(dieID, v.Dice[len(v.Dice)-1].Face, time.Duration(380+(len(v.Dice)-1-from)*60)*time.Millisecond)
	tc.Sound(scenes.SoundDice)
}

// Rules is the summary of the rules.
func (t *Table) Rules(l scenes.Lang) string { return rulesText[li(l)] }

// ---- the camera ----

// minZoom and maxZoom bound the size of a square, in table units.
const (
	minZoom = 12
	maxZoom = 110
	actZoom = minHit + 4 // squares are at least this big when they are clicked
)

// fit aims the camera at the whole map.
func (t *Table) fit() {
	m := &t.m
	x0, y0, x1, y1 := m.minX, m.minY, m.maxX, m.maxY
	x0, y0, x1, y1 = min(x0, m.focus[0]), min(y0, m.focus[1]), max(x1, m.focus[2]), max(y1, m.focus[3])
	t.aim(x0, y0, x1, y1, 0)
}

// aim points the camera at the squares x0…x1, y0…y1 with at least floor
// pixels a square.
func (t *Table) aim(x0, y0, x1, y1 int, floor float32) {
	m := &t.m
	if x1 <= x0 || y1 <= y0 {
		return
	}
	bw, bh := float32(x1-x0)+1, float32(y1-y0)+1
	z := min(m.mapR.W/bw, m.mapR.H/bh)
	z = scenes.Clamp(z, max(minZoom*m.k, floor), maxZoom*m.k)
	t.toX, t.toY, t.toZoom = float32(x0+x1)/2, float32(y0+y1)/2, z
}

// follow keeps the action in view: when the decision moves to another part
// of the map, the camera glides there, zoomed in enough to click when the
// seat in front of the screen decides.
func (t *Table) follow() {
	m := &t.m
	v := &t.view
	key := [8]int{m.focus[0], m.focus[1], m.focus[2], m.focus[3], v.Current, v.ToAct, len(v.Cards), b2i(m.canAct)}
	if key == t.focusKey {
		return
	}
	t.focusKey = key
	floor := float32(0)
	if m.canAct && (len(m.places) > 0 || t.anyMapTarget()) {
		floor = actZoom
	}
	t.showAt(m.focus[0], m.focus[1], m.focus[2], m.focus[3], floor)
}

// showLaid brings the card just laid at table cell col, row into view with
// what is decided next (the move it rolled for), if they are not.
func (t *Table) showLaid(col, row int) {
	t.newCol, t.newRow = col, row
	f := &t.m.focus
	t.show(min(col*3, f[0]), min(row*3, f[1]), max(col*3+3, f[2]), max(row*3+3, f[3]))
}

// show brings the squares x0…x1, y0…y1 into view if they are not.
func (t *Table) show(x0, y0, x1, y1 int) { t.showAt(x0, y0, x1, y1, 0) }

// showAt brings the squares x0…x1, y0…y1 into view at squares of at least
// floor pixels, moving the camera only when they are not.
func (t *Table) showAt(x0, y0, x1, y1 int, floor float32) {
	m := &t.m
	z := t.toZoom
	vx0, vy0 := t.toX-m.mapR.W/2/z, t.toY-m.mapR.H/2/z
	vx1, vy1 := t.toX+m.mapR.W/2/z, t.toY+m.mapR.H/2/z
	inside := float32(x0) >= vx0 && float32(y0) >= vy0 && float32(x1) <= vx1 && float32(y1) <= vy1
	if inside && z >= floor {
		return
	}
	keep := t.toZoom
	t.aim(x0, y0, x1, y1, floor)
	// Zoom out only as much as needed; never zoom in past the player's
	// choice unless clicking needs it.
	if t.toZoom > keep && keep >= floor {
		t.toZoom = keep
	}
}

func (t *Table) anyMapTarget() bool {
	for _, tg := range t.m.targets {
		if tg.verb.onSquare() {
			return true
		}
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// toScreen is where the top-left corner of square (x, y) is drawn.
func (t *Table) toScreen(x, y float32) (float32, float32) {
	r := t.m.mapR
	return r.CX() + (x-t.camX)*t.zoom, r.CY() + (y-t.camY)*t.zoom
}

// squareAt is the square under a screen point, -1 for none.
func (t *Table) squareAt(px, py float32) int {
	r := t.m.mapR
	if !r.Contains(px, py) {
		return -1
	}
	x := int(math.Floor(float64(t.camX + (px-r.CX())/t.zoom)))
	y := int(math.Floor(float64(t.camY + (py-r.CY())/t.zoom)))
	if x < 0 || y < 0 || x >= gridSq || y >= gridSq {
		return -1
	}
	return idx(x, y)
}

// zoomAt zooms by f keeping the point (px, py) still.
func (t *Table) zoomAt(f, px, py float32) {
	r := t.m.mapR
	z := scenes.Clamp(t.toZoom*f, minZoom*t.m.k, maxZoom*t.m.k)
	wx := t.toX + (px-r.CX())/t.toZoom
	wy := t.toY + (py-r.CY())/t.toZoom
	t.toX = wx - (px-r.CX())/z
	t.toY = wy - (py-r.CY())/z
	t.toZoom = z
}

// pinch zooms the map about two fingers' midpoint and pans it with them, as
// the wheel zooms about the pointer: what lay under the fingers stays under
// them. It reports a change.
func (t *Table) pinch(in *scenes.Input) bool {
	px, py := in.X-in.PanX, in.Y-in.PanY // the midpoint at the last tick
	if !in.Pinch || !t.m.mapR.Contains(px, py) {
		return false
	}
	// The map stops where it is shown, and follows the fingers from there.
	t.toX, t.toY, t.toZoom = t.camX, t.camY, t.zoom
	t.zoomAt(in.PinchScale, px, py)
	t.toX -= in.PanX / t.toZoom
	t.toY -= in.PanY / t.toZoom
	t.camX, t.camY, t.zoom = t.toX, t.toY, t.toZoom
	return true
}

// glide moves the camera a step towards its aim; it reports a change.
func (t *Table) glide() bool {
	dx, dy, dz := t.toX-t.camX, t.toY-t.camY, t.toZoom-t.zoom
	if abs32(dx)*t.zoom < 0.5 && abs32(dy)*t.zoom < 0.5 && abs32(dz) < 0.05 {
		if dx != 0 || dy != 0 || dz != 0 {
			t.camX, t.camY, t.zoom = t.toX, t.toY, t.toZoom
			return true
		}
		return false
	}
	const s = 0.22
	t.camX += dx * s
	t.camY += dy * s
	t.zoom += dz * s
	return true
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// ---- input ----

// Update handles the pointer, the wheel and the keys, and plays a walk's
// next step once the last one is applied and its motion over.
func (t *Table) Update(tc *scenes.TableContext) bool {
	in := tc.Input()
	m := &t.m
	changed := false
	if t.walking() && !tc.Anim().Busy() {
		if ti := t.walkNext(t.namer(tc), func(s int) string { return tc.SeatName(game.Seat(s)) }); ti >= 0 {
			t.walkSubmit = true
			err := tc.Submit(m.targets[ti].act)
			t.walkSubmit = false
			if err != nil {
				t.stopWalk(whyWay, "", m.lang)
			}
			return true
		}
		changed = true
	}
	for i := range m.tools {
		b := &m.tools[i]
		clicked, ch := b.Hit(in)
		changed = changed || ch
		if clicked {
			t.tool(i)
			in.Consume()
			return true
		}
	}
	for i := range m.buttons {
		clicked, ch := m.buttons[i].Hit(in)
		changed = changed || ch
		if clicked {
			_ = t.submit(tc, m.targets[m.btnAct[i]].act)
			in.Consume()
			return true
		}
	}
	if m.canAct {
		for _, it := range in.Intents {
			switch it {
			case scenes.IntentNext, scenes.IntentPrev:
				t.focusMove(it == scenes.IntentNext)
				changed = true
			case scenes.IntentActivate:
				if ti := t.focusActivate(); ti >= 0 {
					_ = t.submit(tc, m.targets[ti].act)
					in.Consume()
					return true
				}
				if t.kfocus >= 0 && t.kfocus < len(m.keys) && t.startWalk(int(m.keys[t.kfocus].dest)) {
					in.Consume()
					return true
				}
				changed = true
			}
		}
	}
	if in.Pressed && t.keyboard {
		t.keyboard, t.kfocus = false, -1
		changed = true
	}
	for _, c := range in.Chars {
		if c >= '1' && c <= '9' && int(c-'1') < len(m.buttons) {
			_ = t.submit(tc, m.targets[m.btnAct[c-'1']].act)
			in.Consume()
			return true
		}
		switch c {
		case 'q', 'Q':
			t.tool(toolRotL)
		case 'e', 'E':
			t.tool(toolRotR)
		case '+', '=':
			t.tool(toolZoomIn)
		case '-':
			t.tool(toolZoomOut)
		case 'f', 'F':
			t.tool(toolFit)
		case 'w', 'W':
			t.toY -= 2
		case 's', 'S':
			t.toY += 2
		case 'a', 'A':
			t.toX -= 2
		case 'd', 'D':
			t.toX += 2
		}
		changed = true
	}
	if in.WheelY != 0 && m.mapR.Contains(in.X, in.Y) {
		f := float32(math.Pow(1.15, float64(in.WheelY)))
		t.zoomAt(f, in.X, in.Y)
		changed = true
	}
	if t.pinch(in) {
		changed = true
	}
	// Drag a card onto the table to play it.
	if in.Pressed {
		t.cardDrag = -1
		if p := t.pieceAt(in.X, in.Y); p >= 0 && t.piece(p).act >= 0 {
			t.cardDrag = p
		}
	}
	if t.cardDrag >= 0 {
		if in.Released {
			p := t.piece(t.cardDrag)
			t.cardDrag = -1
			if abs32(in.X-in.StartX)+abs32(in.Y-in.StartY) > 8 && in.Y < m.bottom.Y {
				_ = t.submit(tc, m.targets[p.act].act)
				in.Consume()
				return true
			}
			changed = true
		} else if in.Down {
			return in.Moved || changed
		} else {
			t.cardDrag = -1
		}
	}
	// Drag to pan.
	if in.Pressed {
		t.dragging = false
		t.lastX, t.lastY = in.X, in.Y
	}
	if in.Down && m.mapR.Contains(in.StartX, in.StartY) {
		if !t.dragging && abs32(in.X-in.StartX)+abs32(in.Y-in.StartY) > 8 {
			t.dragging = true
		}
		if t.dragging && (in.X != t.lastX || in.Y != t.lastY) {
			t.toX -= (in.X - t.lastX) / t.zoom
			t.toY -= (in.Y - t.lastY) / t.zoom
			t.camX, t.camY = t.toX, t.toY
			changed = true
		}
	}
	t.lastX, t.lastY = in.X, in.Y
	if in.Released {
		t.dragging = false
	}
	if t.glide() {
		changed = true
	}
	if in.Clicked && !t.dragging {
		if tg := t.targetAt(in.X, in.Y); tg >= 0 {
			_ = t.submit(tc, m.targets[tg].act)
			in.Consume()
			return true
		}
		if t.startWalk(t.squareAt(in.X, in.Y)) {
			in.Consume()
			return true
		}
	}
	if in.Moved || changed {
		if t.hover(in.X, in.Y) {
			changed = true
		}
	}
	if m.rot != t.lastRot {
		t.lastRot = m.rot
		changed = true
	}
	return changed
}

// submit plays the player's own choice: a walk under way gives way to it.
func (t *Table) submit(tc *scenes.TableContext, a game.Action) error {
	t.walk.n, t.walk.i = 0, 0
	return tc.Submit(a)
}

// tool runs a map tool button.
func (t *Table) tool(i int) {
	m := &t.m
	r := m.mapR
	switch i {
	case toolRotL:
		m.rot = m.nextRot(-1)
		t.tipSq = -2
	case toolRotR:
		m.rot = m.nextRot(1)
		t.tipSq = -2
	case toolZoomIn:
		t.zoomAt(1.25, r.CX(), r.CY())
	case toolZoomOut:
		t.zoomAt(0.8, r.CX(), r.CY())
	case toolFit:
		t.fit()
	}
}

// targetAt is the target whose piece lies under a screen point, -1 for none.
func (t *Table) targetAt(x, y float32) int {
	m := &t.m
	for i := len(m.hand) - 1; i >= 0; i-- {
		if m.hand[i].r.Contains(x, y) {
			return int(m.hand[i].act)
		}
	}
	for i := len(m.front) - 1; i >= 0; i-- {
		if m.front[i].r.Contains(x, y) {
			return int(m.front[i].act)
		}
	}
	q := t.squareAt(x, y)
	if q < 0 {
		return -1
	}
	if len(m.places) > 0 {
		cx, cy := q%gridSq/3, q/gridSq/3
		for pi := range m.places {
			if m.places[pi].col == cx && m.places[pi].row == cy {
				return int(m.placeTarget(pi))
			}
		}
		return -1
	}
	return int(m.sq[q].act)
}

// pieceAt is the card under a screen point: hand 0…, in play 100…, -1.
func (t *Table) pieceAt(x, y float32) int {
	m := &t.m
	for i := len(m.hand) - 1; i >= 0; i-- {
		if m.hand[i].r.Contains(x, y) {
			return i
		}
	}
	for i := len(m.front) - 1; i >= 0; i-- {
		if m.front[i].r.Contains(x, y) {
			return 100 + i
		}
	}
	return -1
}

// piece is the card pieceAt named.
func (t *Table) piece(i int) *piece {
	if i >= 100 {
		return &t.m.front[i-100]
	}
	return &t.m.hand[i]
}

// hover follows the pointer: the piece or square under it and, while
// moving, the path to that square. It reports a change.
func (t *Table) hover(x, y float32) bool {
	m := &t.m
	hp := -1
	for i := len(m.hand) - 1; i >= 0 && hp < 0; i-- {
		if m.hand[i].r.Contains(x, y) {
			hp = i
		}
	}
	for i := len(m.front) - 1; i >= 0 && hp < 0; i-- {
		if m.front[i].r.Contains(x, y) {
			hp = 100 + i
		}
	}
	q := -1
	if hp < 0 {
		q = t.squareAt(x, y)
	}
	if hp == t.hoverPiece && q == t.hoverSq {
		return false
	}
	t.hoverPiece, t.hoverSq = hp, q
	t.findPath()
	return true
}

// findPath draws the way from the mover's pawn to the hovered square within
// the move left (round the dogs when it can), or the rest of a walk.
func (t *Table) findPath() {
	if t.walking() {
		t.showWay()
		return
	}
	t.pathN = 0
	if t.hoverSq >= 0 && t.m.reach[t.hoverSq] >= 2 {
		t.pathN = t.m.way(t.hoverSq, t.path[:])
	}
}

// Tooltip says what lies under the pointer.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	m := &t.m
	for i := range m.tools {
		if m.tools[i].R.Contains(x, y) {
			return m.tools[i].Tip
		}
	}
	for i := range m.buttons {
		if m.buttons[i].R.Contains(x, y) {
			return m.buttons[i].Tip
		}
	}
	for i := len(m.hand) - 1; i >= 0; i-- {
		if m.hand[i].r.Contains(x, y) {
			return m.hand[i].tip
		}
	}
	for i := len(m.front) - 1; i >= 0; i-- {
		if m.front[i].r.Contains(x, y) {
			return m.front[i].tip
		}
	}
	for i := range m.seats {
		if m.seats[i].r.Contains(x, y) {
			return m.seats[i].tip
		}
	}
	if t.noteR.Contains(x, y) {
		if t.noteShow != t.noteText {
			return t.noteText
		}
		return "" // the note covers the squares under it
	}
	if m.promptR.Contains(x, y) && m.prompt != m.promptFull {
		return m.promptFull
	}
	for i := range m.dice {
		if d := &m.dice[i]; d.line.Contains(x, y) && d.text != d.full {
			return d.full
		}
	}
	if m.drawnR.Contains(x, y) {
		return m.drawnT
	}
	if m.decksR.Contains(x, y) {
		return m.decksT
	}
	q := t.squareAt(x, y)
	if q != t.tipSq {
		t.tipSq = q
		t.tipText = t.squareTip(tc, q)
	}
	return t.tipText
}

// squareTip describes a square: its card, what lies on it and what a click
// there does.
func (t *Table) squareTip(tc *scenes.TableContext, q int) string {
	m := &t.m
	l := m.lang
	if q < 0 {
		return ""
	}
	s := &m.sq[q]
	var out string
	if len(m.places) > 0 {
		cx, cy := q%gridSq/3, q/gridSq/3
		for pi := range m.places {
			if m.places[pi].col == cx && m.places[pi].row == cy {
				if m.placeTarget(pi) >= 0 {
					out = w(l, "t_lay")
				} else {
					out = w(l, "t_rotate")
				}
				if m.drawn != nil {
					out = m.drawn.tip[li(l)] + "\n→ " + out
				}
				return out
			}
		}
	}
	if s.card < 0 {
		return ""
	}
	if c := cardOf(t.view.Cards[s.card].ID); c != nil {
		out = c.tip[li(l)]
		if c.kind == "cabin" && t.view.Seat >= 0 {
			out += "\n" + wf(l, "t_spell", spellNeed(&t.view, t.view.Seat))
		}
	}
	for p := 0; p < len(t.view.Seats); p++ {
		if s.pawns&(1<<p) != 0 {
			out += "\n" + wf(l, "t_pawn", tc.SeatName(game.Seat(p)))
		}
	}
	if s.dogs > 0 {
		out += "\n" + wf(l, "t_dogs", s.dogs)
	}
	if s.life {
		out += "\n" + w(l, "t_life")
	}
	if s.ammo {
		out += "\n" + w(l, "t_ammo")
	}
	if s.act >= 0 {
		switch m.targets[s.act].verb {
		case vStep:
			out += "\n→ " + w(l, "t_step")
		case vDog:
			out += "\n→ " + w(l, "t_pickdog")
		case vDogTo:
			out += "\n→ " + w(l, "t_dogto")
		case vPut:
			out += "\n→ " + w(l, "t_put")
		}
	} else if t.pathN > 1 && int(t.path[0]) == q {
		if m.byDogs[q] {
			out += "\n→ " + wf(l, "t_pathdogs", t.pathN)
		} else {
			out += "\n→ " + wf(l, "t_path", t.pathN)
		}
	} else if m.canAct && t.view.Phase == "move" && s.pawns&(1<<t.view.Current) == 0 {
		switch {
		case s.terr == tWater:
			out += "\n→ " + w(l, "r_water")
		case s.terr == tBuild:
			out += "\n→ " + w(l, "r_door")
		default:
			out += "\n→ " + w(l, "r_reach")
		}
	}
	return out
}

// LogHovered lights what the hovered line of the log speaks of: the squares
// of the action (a card laid, a step, a dog and where it went, the pawn of
// the turn) and the seat that played it; the camera brings them into view.
// It reads the seat's view from before the action, and of it only the map,
// the pawns and the dogs, which every seat sees.
func (t *Table) LogHovered(tc *scenes.TableContext, i int) {
	t.logLit, t.logSeat = t.logLit[:0], -1
	if i < 0 {
		return
	}
	before, a, ok := tc.Played(i)
	v, isZ := before.(zombies4.View)
	if !ok || !isZ {
		return
	}
	t.logSeat = v.ToAct
	if a < 0 {
		return
	}
	x0, y0, x1, y1 := gridSq, gridSq, -1, -1
	for _, xy := range v.Spots(a) {
		x, y := xy[0], xy[1]
		if x < 0 || y < 0 || x >= gridSq || y >= gridSq {
			continue
		}
		t.logLit = append(t.logLit, idx(x, y))
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x+1), max(y1, y+1)
	}
	if x1 > x0 {
		t.show(x0-1, y0-1, x1+1, y1+1)
	}
}
