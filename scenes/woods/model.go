package woods

import (
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// The table's grid of squares: 13 × 13 cells of 3 × 3 squares.
const (
	gridCells = 13
	gridSq    = gridCells * 3
	nSquares  = gridSq * gridSq
)

// verb is what a legal action asks for, read from its name.
type verb uint8

const (
	vNone verb = iota
	vPlace
	vStep
	vStop
	vCast
	vSpend
	vBite
	vPlay
	vUse
	vPass
	vDog
	vDogTo
	vDiscard
	vKeep
	vPut    // a dog of the new plain woods on a square
	vPutAll // the new plain woods' dogs on random squares
)

// target is the gesture of one legal action.
type target struct {
	act  game.Action
	verb verb
	x, y int    // cell (vPlace) or square (vStep, vDog, vDogTo)
	rot  int    // vPlace
	ev   string // vPlay, vUse, vDiscard
}

// parse reads an action's name: "lay 3,6 r1", "step E", "play shotgun",
// "dog 10,19", "to 12,19", "place 10,19", "place random", "stop", …
func parse(a game.Action, name string) target {
	t := target{act: a}
	word, rest, _ := strings.Cut(name, " ")
	switch word {
	case "lay":
		xy, r, _ := strings.Cut(rest, " r")
		x, y, ok := parseXY(xy)
		if ok && len(r) == 1 {
			t.verb, t.x, t.y, t.rot = vPlace, x, y, int(r[0]-'0')
		}
	case "step":
		if d := strings.Index("NESW", rest); d >= 0 && len(rest) == 1 {
			t.verb, t.x = vStep, d
		}
	case "dog", "to":
		if x, y, ok := parseXY(rest); ok {
			t.verb, t.x, t.y = vDog, x, y
			if word == "to" {
				t.verb = vDogTo
			}
		}
	case "place":
		if rest == "random" {
			t.verb = vPutAll
		} else if x, y, ok := parseXY(rest); ok {
			t.verb, t.x, t.y = vPut, x, y
		}
	case "play", "use", "discard":
		t.ev = rest
		t.verb = map[string]verb{"play": vPlay, "use": vUse, "discard": vDiscard}[word]
	case "stop":
		t.verb = vStop
	case "cast":
		t.verb = vCast
	case "spend":
		t.verb = vSpend
	case "bite":
		t.verb = vBite
	case "pass":
		t.verb = vPass
	case "keep":
		t.verb = vKeep
	}
	return t
}

// onSquare reports whether a verb's gesture is a square of the map.
func (v verb) onSquare() bool { return v == vStep || v == vDog || v == vDogTo || v == vPut }

// square is one square of the table as drawn.
type square struct {
	terr  uint8
	exit  uint8
	card  int16 // index in the view's cards, -1 for none
	dogs  uint8
	life  bool
	ammo  bool
	act   int16 // index of the target standing on it, -1 for none
	pawns uint8 // bits of the seats standing here
}

// placeCell is a cell where the drawn map card may be laid.
type placeCell struct {
	col, row int
	acts     [4]int16 // target index by rotation, -1 when not legal
}

// piece is an event card drawn at the bottom: in the hand or in play.
type piece struct {
	id    string
	ev    *eventInfo
	count int
	r     scenes.Rect
	act   int16 // target index, -1 for none
	// title is the name as drawn, fitted to the part of the card that
	// shows (wrapped, or cut with "…" — the tooltip has it whole), in
	// titleS pixels, centred titleX from the card's left edge.
	title  []string
	titleS float32
	titleX float32
	titleW float32 // the width the title fits in
	tip    string
}

// seatBox is one seat's summary along the top.
type seatBox struct {
	r       scenes.Rect
	seat    int
	name    string // cut with "…" to the room it has; the tooltip has it whole
	nameW   float32
	lives   string
	ammo    string
	kills   string
	pages   string
	hand    string
	front   []*eventInfo
	tip     string
	current bool
	toAct   bool
	me      bool
	winner  bool
	offMap  bool
}

// model is everything the table draws, computed when the view, the legal
// actions, the rectangle or the language change, never per frame.
type model struct {
	k      float32
	rect   scenes.Rect
	lang   scenes.Lang
	view   *zombies4.View
	canAct bool

	targets []target
	sq      [nSquares]square
	minX    int // the laid map's bounds, in squares
	minY    int
	maxX    int
	maxY    int
	places  []placeCell
	rot     int   // the rotation the drawn card is shown in
	rotOK   uint8 // rotations legal somewhere
	drawn   *cardInfo
	pawnX   [6]int
	pawnY   [6]int
	dogFrom int // square index of the chosen dog, -1

	seats      []seatBox
	hand       []piece
	front      []piece
	mapR       scenes.Rect // the map's viewport
	bottom     scenes.Rect
	handR      scenes.Rect
	frontR     scenes.Rect
	drawnR     scenes.Rect
	row        scenes.Rect
	prompt     string // cut with "…" when the row is short; promptFull whole
	promptFull string
	promptS    float32
	promptR    scenes.Rect
	buttons    []scenes.Button
	btnAct     []int16 // target index of each button
	tools      [5]scenes.Button
	decks      string
	drawnT     string // the drawn card's tooltip
	deckL      string // the label over the drawn card or the map deck
	cols       int    // how many counts each seat box shows
	cast       bool   // the spell may be tried now
	decksR     scenes.Rect
	decksT     string
	focus      [4]int

	// The turn's dice: a tray of them over the map's top left corner, the
	// latest one beside the prompt with its sum ("4 + 1 ammo = 5").
	dice  []dieRow
	trayR scenes.Rect
	trayT string
	dieR  scenes.Rect // the latest die, beside the prompt; empty for none
	dieEq string
	dieC  color.RGBA
	dieS  float32 // the sum's type size

	// keys are the keyboard's focus stops, in Tab order, with what Enter
	// does on each (a place's caption depends on the rotation shown: layTip
	// or turnTip).
	keys    []keyStop
	keyTips []string
	layTip  string
	turnTip string
	// trails are the dogs moved this turn, as squares from and to.
	trails [][2]int
	// reach is, while the seat in front of the screen moves, the number of
	// steps to each square within the move left (-1 out of reach), by the
	// shortest way round the dogs when there is one (byDogs false), else
	// through them: a walk there stops at each dog to fight it. from is
	// the square before on each way.
	reach  [nSquares]int8
	byDogs [nSquares]bool
	from   [2][nSquares]int16
}

// dieRow is one of the turn's dice in the tray.
type dieRow struct {
	face int
	text string // cut with "…" to the tray's width; full whole
	full string
	line scenes.Rect // the row, for its tooltip
	col  color.RGBA
	seat int
	r    scenes.Rect // the die
}

// keyStop is a keyboard focus stop: a place for the drawn card (place >= 0),
// a square to walk to (dest >= 0) or the piece of a target.
type keyStop struct {
	place int16 // index in places, -1 for none
	ti    int16 // target index, -1 for none
	dest  int16 // square index of a walk's end, -1 for none
}

// Tool buttons over the map.
const (
	toolRotL = iota
	toolRotR
	toolZoomIn
	toolZoomOut
	toolFit
)

// input is what build needs from the shell.
type input struct {
	view     *zombies4.View
	legal    []game.Action
	canAct   bool
	lang     scenes.Lang
	rect     scenes.Rect
	seatName func(int) string
	name     func(game.Action) string
}

// unit is the table's scale for a table rectangle of w × h pixels.
func unit(w, h float32) float32 {
	k := w / 940
	if h/740 < k {
		k = h / 740
	}
	return scenes.Clamp(k, 0.6, 2.4)
}

// minHit is the smallest side of a hit target, in pixels.
const minHit = 32

func idx(x, y int) int { return y*gridSq + x }

// build lays out the table for a view.
func (m *model) build(in input) {
	catalog()
	v := in.view
	m.view = v
	m.lang = in.lang
	m.rect = in.rect
	m.canAct = in.canAct
	r := in.rect
	k := unit(r.W, r.H)
	m.k = k
	legal := in.legal
	if !in.canAct {
		legal = nil
	}
	m.targets = m.targets[:0]
	for _, a := range legal {
		m.targets = append(m.targets, parse(a, in.name(a)))
	}
	m.buildMap(in)
	m.buildTargets()
	m.buildReach()

	pad := 8 * k
	topH := 66 * k
	botH := 150 * k
	rowH := 48 * k
	m.layoutSeats(in, scenes.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: topH})
	m.bottom = scenes.Rect{X: r.X + pad, Y: r.Y + r.H - botH - pad, W: r.W - 2*pad, H: botH}
	m.row = scenes.Rect{X: r.X + pad, Y: m.bottom.Y - rowH - 4*k, W: r.W - 2*pad, H: rowH}
	top := r.Y + pad + topH + 6*k
	m.mapR = scenes.Rect{X: r.X + pad, Y: top, W: r.W - 2*pad, H: m.row.Y - 4*k - top}
	m.narrowFocus()
	m.layoutBottom(in)
	m.buildDice(in)
	m.layoutPrompt(in)
	m.layoutTools(in)
	m.layoutDice()
	m.buildKeys()
	m.decks = wf(in.lang, "decks", v.MapDeck, v.EvDeck, len(v.Discard), v.Supply)
	m.decksR = scenes.Rect{X: m.mapR.X + 4*m.k, Y: m.mapR.Y + m.mapR.H - 24*m.k, W: scenes.TextWidth(m.decks, scenes.FontBody(12*m.k)) + 8*m.k, H: 20 * m.k}
	var disc []string
	for i := len(v.Discard) - 1; i >= 0 && len(disc) < 12; i-- {
		if e := eventOf(v.Discard[i]); e != nil {
			disc = append(disc, e.name[li(in.lang)])
		}
	}
	m.decksT = wf(in.lang, "t_decks", v.MapDeck, v.EvDeck, v.Supply)
	if len(disc) > 0 {
		m.decksT += "\n" + wf(in.lang, "t_discard", strings.Join(disc, ", "))
	}
	m.deckL = w(in.lang, "mapdeck")
	m.drawnT = wf(in.lang, "mapdeck_t", v.MapDeck)
	if m.drawn != nil {
		m.deckL = w(in.lang, "drawn")
		m.drawnT = m.deckL + ": " + m.drawn.tip[li(in.lang)]
	}
}

// buildMap fills the squares from the view's cards and counters.
func (m *model) buildMap(in input) {
	v := in.view
	for i := range m.sq {
		m.sq[i] = square{card: -1, act: -1}
	}
	m.minX, m.minY, m.maxX, m.maxY = gridSq, gridSq, 0, 0
	for ci, c := range v.Cards {
		info := cardOf(c.ID)
		if info == nil {
			continue
		}
		sh := &info.shapes[c.Rot&3]
		for i := 0; i < 9; i++ {
			x, y := c.Col*3+i%3, c.Row*3+i/3
			if x < 0 || y < 0 || x >= gridSq || y >= gridSq {
				continue
			}
			s := &m.sq[idx(x, y)]
			s.terr, s.exit, s.card = sh.terr[i], sh.exit[i], int16(ci)
		}
		m.minX, m.minY = min(m.minX, c.Col*3), min(m.minY, c.Row*3)
		m.maxX, m.maxY = max(m.maxX, c.Col*3+3), max(m.maxY, c.Row*3+3)
	}
	for _, q := range v.Squares {
		if q.X < 0 || q.Y < 0 || q.X >= gridSq || q.Y >= gridSq {
			continue
		}
		s := &m.sq[idx(q.X, q.Y)]
		s.dogs, s.life, s.ammo = uint8(q.Dogs), q.Life, q.Ammo
	}
	for p := range m.pawnX {
		m.pawnX[p], m.pawnY[p] = -1, -1
	}
	for p, s := range v.Seats {
		if p >= len(m.pawnX) || !s.OnMap {
			continue
		}
		if x, y, ok := parseXY(s.Square); ok && x >= 0 && y >= 0 && x < gridSq && y < gridSq {
			m.pawnX[p], m.pawnY[p] = x, y
			m.sq[idx(x, y)].pawns |= 1 << p
		}
	}
	m.dogFrom = -1
	if x, y, ok := parseXY(v.DogFrom); ok && v.DogFrom != "" {
		m.dogFrom = idx(x, y)
	}
	m.drawn = nil
	if v.Drawn != "" {
		m.drawn = cardOf(v.Drawn)
	}
	m.trails = m.trails[:0]
	on := func(x, y int) bool { return x >= 0 && y >= 0 && x < gridSq && y < gridSq }
	for _, d := range v.DogsMoved {
		if on(d.FromX, d.FromY) && on(d.ToX, d.ToY) {
			m.trails = append(m.trails, [2]int{idx(d.FromX, d.FromY), idx(d.ToX, d.ToY)})
		}
	}
}

// buildTargets puts each map action on its square or cell and sets the
// focus: the part of the map the decision is about.
func (m *model) buildTargets() {
	v := m.view
	m.places = m.places[:0]
	m.rotOK = 0
	m.cast = false
	fx0, fy0, fx1, fy1 := gridSq, gridSq, -1, -1
	grow := func(x0, y0, x1, y1 int) {
		fx0, fy0, fx1, fy1 = min(fx0, x0), min(fy0, y0), max(fx1, x1), max(fy1, y1)
	}
	for ti, t := range m.targets {
		switch t.verb {
		case vCast:
			m.cast = true
		case vPlace:
			pi := -1
			for i := range m.places {
				if m.places[i].col == t.x && m.places[i].row == t.y {
					pi = i
				}
			}
			if pi < 0 {
				m.places = append(m.places, placeCell{col: t.x, row: t.y, acts: [4]int16{-1, -1, -1, -1}})
				pi = len(m.places) - 1
			}
			m.places[pi].acts[t.rot&3] = int16(ti)
			m.rotOK |= 1 << (t.rot & 3)
			grow(t.x*3, t.y*3, t.x*3+3, t.y*3+3)
		case vStep:
			me := v.Current
			if me < 0 || me >= len(m.pawnX) || m.pawnX[me] < 0 {
				continue
			}
			x, y := m.pawnX[me]+dCol[t.x], m.pawnY[me]+dRow[t.x]
			if x < 0 || y < 0 || x >= gridSq || y >= gridSq {
				continue
			}
			m.targets[ti].x, m.targets[ti].y = x, y
			m.sq[idx(x, y)].act = int16(ti)
			grow(x-1, y-1, x+2, y+2)
		case vDog, vDogTo, vPut:
			if t.x < 0 || t.y < 0 || t.x >= gridSq || t.y >= gridSq {
				continue
			}
			m.sq[idx(t.x, t.y)].act = int16(ti)
			grow(t.x, t.y, t.x+1, t.y+1)
		}
	}
	if m.rotOK != 0 && m.rotOK&(1<<m.rot) == 0 {
		m.rot = m.nextRot(1)
	}
	if fx1 < 0 && v.Current >= 0 && v.Current < len(m.pawnX) && m.pawnX[v.Current] >= 0 {
		x, y := m.pawnX[v.Current], m.pawnY[v.Current]
		grow(x-2, y-2, x+3, y+3)
	}
	if fx1 < 0 {
		fx0, fy0, fx1, fy1 = m.minX, m.minY, m.maxX, m.maxY
	}
	m.focus = [4]int{fx0, fy0, fx1, fy1}
}

// buildReach finds how far each square lies from the mover's pawn within
// the move left: first round the dogs, then, for the squares that way does
// not reach, through them. Walls, water and closed sides stop both.
func (m *model) buildReach() {
	for i := range m.reach {
		m.reach[i] = -1
	}
	v := m.view
	me := v.Current
	if !m.canAct || v.Phase != "move" || v.MoveLeft <= 0 || me < 0 || me >= len(m.pawnX) || m.pawnX[me] < 0 {
		return
	}
	start := idx(m.pawnX[me], m.pawnY[me])
	var dist [2][nSquares]int8
	var queue [nSquares]int16
	for pass := 0; pass < 2; pass++ {
		d := &dist[pass]
		for i := range d {
			d[i] = -1
		}
		d[start] = 0
		queue[0] = int16(start)
		head, tail := 0, 1
		for head < tail {
			a := int(queue[head])
			head++
			if int(d[a]) >= v.MoveLeft || (pass == 0 && a != start && m.sq[a].dogs > 0) {
				continue
			}
			ax, ay := a%gridSq, a/gridSq
			for dir := 0; dir < 4; dir++ {
				bx, by := ax+dCol[dir], ay+dRow[dir]
				if bx < 0 || by < 0 || bx >= gridSq || by >= gridSq {
					continue
				}
				b := idx(bx, by)
				sb := &m.sq[b]
				if d[b] >= 0 || sb.terr == tNone || sb.terr == tWater || m.sq[a].exit&(1<<dir) == 0 || sb.exit&(1<<((dir+2)&3)) == 0 {
					continue
				}
				d[b] = d[a] + 1
				m.from[pass][b] = int16(a)
				queue[tail] = int16(b)
				tail++
			}
		}
	}
	for q := range m.reach {
		switch {
		case q == start:
		case dist[0][q] > 0:
			m.reach[q], m.byDogs[q] = dist[0][q], false
		case dist[1][q] > 0:
			m.reach[q], m.byDogs[q] = dist[1][q], true
		}
	}
}

// way writes into dst the squares from the mover's pawn to q, q first and
// the first step last, and returns how many; 0 when q is out of reach.
func (m *model) way(q int, dst []int16) int {
	if q < 0 || q >= nSquares || m.reach[q] <= 0 || int(m.reach[q]) > len(dst) {
		return 0
	}
	pass := 0
	if m.byDogs[q] {
		pass = 1
	}
	n := int(m.reach[q])
	for i := 0; i < n; i++ {
		dst[i] = int16(q)
		q = int(m.from[pass][q])
	}
	return n
}

// narrowFocus keeps the focus small enough to click in: when the seat's
// choices on the map spread wider than the map shows at a clickable size,
// the focus is the ones nearest the player's pawn, as many as fit; the
// others are a drag or a Tab away.
func (m *model) narrowFocus() {
	f := m.focus
	fitW, fitH := int(m.mapR.W/actZoom)-1, int(m.mapR.H/actZoom)-1
	if !m.canAct || fitW <= 0 || fitH <= 0 || (f[2]-f[0] <= fitW && f[3]-f[1] <= fitH) {
		return
	}
	var boxes [][4]int
	for _, p := range m.places {
		boxes = append(boxes, [4]int{p.col * 3, p.row * 3, p.col*3 + 3, p.row*3 + 3})
	}
	for q := range m.sq {
		if m.sq[q].act >= 0 {
			x, y := q%gridSq, q/gridSq
			boxes = append(boxes, [4]int{x - 1, y - 1, x + 2, y + 2})
		}
	}
	if len(boxes) == 0 {
		return
	}
	ax, ay := (f[0]+f[2])/2, (f[1]+f[3])/2
	if c := m.view.Current; c >= 0 && c < len(m.pawnX) && m.pawnX[c] >= 0 {
		ax, ay = m.pawnX[c], m.pawnY[c]
	}
	dist := func(b [4]int) int {
		dx, dy := b[0]+b[2]-2*ax, b[1]+b[3]-2*ay
		return dx*dx + dy*dy
	}
	sort.SliceStable(boxes, func(i, j int) bool { return dist(boxes[i]) < dist(boxes[j]) })
	nb := boxes[0]
	for _, b := range boxes[1:] {
		u := [4]int{min(nb[0], b[0]), min(nb[1], b[1]), max(nb[2], b[2]), max(nb[3], b[3])}
		if u[2]-u[0] <= fitW && u[3]-u[1] <= fitH {
			nb = u
		}
	}
	m.focus = nb
}

// nextRot is the next rotation, turning by step, that is legal somewhere.
func (m *model) nextRot(step int) int {
	r := m.rot
	for i := 0; i < 4; i++ {
		r = (r + step + 4) & 3
		if m.rotOK&(1<<r) != 0 {
			return r
		}
	}
	return m.rot
}

// placeTarget is the target index of laying the drawn card at cell pi in
// the current rotation, -1 if it does not fit that way.
func (m *model) placeTarget(pi int) int16 {
	return m.places[pi].acts[m.rot&3]
}

func (m *model) layoutSeats(in input, area scenes.Rect) {
	v := in.view
	l := in.lang
	n := len(v.Seats)
	m.seats = m.seats[:0]
	if n == 0 {
		return
	}
	gap := 6 * m.k
	bw := (area.W - gap*float32(n-1)) / float32(n)
	m.cols = 5
	if bw < 200*m.k {
		m.cols = 4 // the hand's size is in the tooltip
	}
	for i, s := range v.Seats {
		b := seatBox{
			r:    scenes.Rect{X: area.X + float32(i)*(bw+gap), Y: area.Y, W: bw, H: area.H},
			seat: i, name: in.seatName(i), lives: lives(s.Lives), ammo: num(s.Ammo), kills: num(s.Kills),
			pages: num(s.Pages), hand: num(s.Hand), current: i == v.Current && !v.Over, toAct: i == v.ToAct && !v.Over,
			me: i == v.Seat, offMap: !s.OnMap,
		}
		if b.me {
			b.name += " (" + w(l, "you") + ")"
		}
		for _, wn := range v.Winners {
			b.winner = b.winner || wn == i
		}

		var names []string
		for _, id := range s.Front {
			if e := eventOf(id); e != nil {
				b.front = append(b.front, e)
				names = append(names, e.name[li(l)])
			}
		}
		b.nameW = seatNameW(bw, m.k, len(b.front))
		b.name = scenes.Ellipsize(b.name, scenes.FontStrong(14*m.k), b.nameW)
		it := l == scenes.Italian
		life := "lives"
		if s.Lives <= 1 {
			life = "life"
		}
		if it {
			life = "vite"
			if s.Lives <= 1 {
				life = "vita"
			}
		}
		b.tip = wf(l, "t_seat", in.seatName(i), lives(s.Lives)+" "+life,
			game.Count(s.Ammo, it, "ammunition", "ammunition", "munizione", "munizioni"),
			game.Count(s.Kills, it, "kill", "kills", "uccisione", "uccisioni"),
			game.Count(s.Pages, it, "page", "pages", "pagina", "pagine"),
			game.Count(s.Hand, it, "event card", "event cards", "Carta Evento", "Carte Evento"),
			game.Count(s.Deaths, it, "death", "deaths", "morte", "morti"))
		if len(names) > 0 {
			b.tip += "\n" + wf(l, "t_front", strings.Join(names, ", "))
		}
		if !s.OnMap {
			b.tip += "\n" + w(l, "t_offmap")
		}
		m.seats = append(m.seats, b)
	}
}

// seatNameW is the room of a seat's name in a box bw wide with n cards in
// play: from after the token to the trophy or tombstone, or to the first of
// the icons of the cards in play, which drawSeats lays from the right while
// they stay in the right 45 % of the box.
func seatNameW(bw, k float32, n int) float32 {
	end := bw - 30*k
	fx := bw - 48*k
	for i := 0; i < n && fx >= bw*0.55; i++ {
		end = min(end, fx-5*k)
		fx -= 22 * k
	}
	return end - 40*k
}

// layoutBottom places the drawn map card, the seat's cards in play and its
// hand of event cards.
func (m *model) layoutBottom(in input) {
	v := in.view
	l := in.lang
	k := m.k
	a := m.bottom
	ch := a.H - 22*k
	// The cards are as wide as their longest word needs, within bounds:
	// the hand's may hold any event, the cards in play only pages, weapons
	// and items.
	cw := ch * 0.72
	tf := scenes.FontStrong(titleSize(cw, k))
	cw = scenes.Clamp(longestWord(l, tf, false)+10*k, cw, ch*0.8)
	fcw := scenes.Clamp(longestWord(l, tf, true)+10*k, cw*0.62, cw)
	// The drawn map card at the left.
	m.drawnR = scenes.Rect{X: a.X, Y: a.Y + 22*k, W: ch, H: ch}
	x := a.X + ch + max(36*k, minHit+2) + 22*k
	m.front = m.front[:0]
	m.hand = m.hand[:0]
	var front []string
	if v.Seat >= 0 && v.Seat < len(v.Seats) {
		front = v.Seats[v.Seat].Front
	}
	fw := float32(len(front))*(fcw+6*k) - 6*k
	if len(front) == 0 {
		fw = 0
	}
	hw := a.X + a.W - x - fw - 24*k
	m.handR = scenes.Rect{X: x, Y: a.Y, W: hw, H: a.H}
	m.frontR = scenes.Rect{X: a.X + a.W - fw, Y: a.Y, W: fw, H: a.H}
	// The hand, identical cards grouped.
	type group struct {
		id string
		n  int
	}
	var gs []group
	for _, id := range v.Hand {
		if len(gs) > 0 && gs[len(gs)-1].id == id {
			gs[len(gs)-1].n++
			continue
		}
		gs = append(gs, group{id, 1})
	}
	step := cw + 8*k
	if n := len(gs); n > 1 && float32(n)*step-8*k > hw {
		step = max((hw-cw)/float32(n-1), minHit)
	}
	for i, g := range gs {
		p := piece{id: g.id, ev: eventOf(g.id), count: g.n, act: -1}
		p.r = scenes.Rect{X: x + float32(i)*step, Y: a.Y + 22*k, W: cw, H: ch}
		p.act = m.findEv(vPlay, g.id)
		if p.act < 0 {
			p.act = m.findEv(vDiscard, g.id)
		}
		// A card the next one overlaps shows its title in what shows.
		shown := cw
		if i < len(gs)-1 {
			shown = min(cw, step)
		}
		m.dressPiece(&p, l, in, false, shown)
		m.hand = append(m.hand, p)
	}
	fx := m.frontR.X
	for _, id := range front {
		p := piece{id: id, ev: eventOf(id), count: 1, act: m.findEv(vUse, id)}
		p.r = scenes.Rect{X: fx, Y: a.Y + 22*k, W: fcw, H: ch}
		fx += fcw + 6*k
		m.dressPiece(&p, l, in, true, fcw)
		m.front = append(m.front, p)
	}
}

func (m *model) findEv(vb verb, id string) int16 {
	for i, t := range m.targets {
		if t.verb == vb && t.ev == id {
			return int16(i)
		}
	}
	return -1
}

// dressPiece fits a card's name in the band at its top, in the part of the
// card that shows (shown pixels from its left edge), and writes its tooltip.
func (m *model) dressPiece(p *piece, l scenes.Lang, in input, front bool, shown float32) {
	k := m.k
	name := p.id
	if p.ev != nil {
		name = shortName(p.ev, l)
	}
	p.titleW = shown - 10*k
	p.titleX = shown / 2
	hi := titleSize(p.r.W, k)
	lines := max(1, int((p.r.H*0.36-2*k)/scenes.LineHeight(scenes.FontStrong(hi))))
	p.titleS, p.title = scenes.FitLines(name, scenes.FontStrong, p.titleW, lines, hi, 12*k)
	if p.ev == nil {
		p.tip = p.id
		return
	}
	p.tip = p.ev.tip[li(l)]
	if p.count > 1 {
		p.tip += "\n×" + num(p.count)
	}
	switch {
	case p.act >= 0:
		switch m.targets[p.act].verb {
		case vPlay:
			p.tip += "\n→ " + w(l, "c_play")
		case vUse:
			p.tip += "\n→ " + w(l, "c_use")
		case vDiscard:
			p.tip += "\n→ " + w(l, "c_discard")
		}
	case in.view.Over:
	case !in.canAct:
		p.tip += "\n→ " + w(l, "r_notyours")
	case front:
		p.tip += "\n→ " + w(l, "r_used")
	case in.view.Seat >= 0 && in.view.Seat < len(in.view.Seats) && in.view.Seats[in.view.Seat].Played:
		p.tip += "\n→ " + w(l, "r_played")
	default:
		p.tip += "\n→ " + w(l, "r_notnow")
	}
}

// shortName is a card's name as its title shows it: a page by its number
// ("Page III"), the rest by their names.
func shortName(e *eventInfo, l scenes.Lang) string {
	name := e.name[li(l)]
	if i := strings.LastIndex(name, ", "); e.kind == "page" && i >= 0 && i+3 < len(name) {
		rest := name[i+2:]
		return strings.ToUpper(rest[:1]) + rest[1:]
	}
	return name
}

// longestWord is the width of the longest word of an event card's title in
// face f: of every card, or of those that stay in play (pages, weapons and
// items).
func longestWord(l scenes.Lang, f text.Face, inPlay bool) float32 {
	catalog()
	var out float32
	for _, e := range events {
		if inPlay && e.kind == "event" {
			continue
		}
		for _, wd := range strings.Fields(shortName(e, l)) {
			out = max(out, scenes.TextWidth(wd, f))
		}
	}
	return out
}

func titleSize(cw, k float32) float32 {
	return scenes.Clamp(cw*0.13, 12*k, 16*k)
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
		who := strings.Join(names, ", ")
		key := "won_" + v.WonBy
		if len(names) != 1 && v.WonBy != "dawn" {
			key = "won_tie"
		}
		if _, ok := words[key]; !ok {
			key = "won_tie"
		}
		return wf(l, "p_over", wf(l, key, who))
	}
	if !in.canAct {
		who := ""
		if v.ToAct >= 0 {
			who = in.seatName(v.ToAct)
		}
		ph := "ph_" + v.Phase
		if _, ok := words[ph]; !ok {
			return wf(l, "p_wait", who, v.Phase)
		}
		return wf(l, "p_wait", who, w(l, ph))
	}
	switch v.Phase {
	case "place":
		name := v.Drawn
		if m.drawn != nil {
			name = m.drawn.name[li(l)]
		}
		return wf(l, "p_place", name)
	case "fight":
		for _, t := range m.targets {
			if t.verb == vSpend {
				return wf(l, "p_fight", v.Need)
			}
		}
		return w(l, "p_fight0")
	case "window":
		return wf(l, "p_window", in.seatName(v.Current))
	case "move":
		if v.MoveLeft == 1 {
			return w(l, "p_move1")
		}
		if v.MoveLeft > 0 {
			return wf(l, "p_move", v.MoveLeft)
		}
		return w(l, "p_move0")
	case "zombies":
		if m.dogFrom >= 0 {
			return w(l, "p_dogto")
		}
		// The dogs still to move: the zombie roll less the dogs moved.
		n := 0
		for _, d := range v.Dice {
			if d.For == "zombies" {
				n = d.Face - len(v.DogsMoved)
			}
		}
		if n == 1 {
			return w(l, "p_dog1")
		}
		return wf(l, "p_dog", n)
	case "discard":
		return w(l, "p_discard")
	case "dogs":
		if v.DogsLeft == 1 {
			return w(l, "p_put1")
		}
		return wf(l, "p_put", v.DogsLeft)
	}
	return w(l, "p_choose")
}

// buttonFor labels the button of an action no piece stands for.
func buttonFor(l scenes.Lang, t target, v *zombies4.View, spell int) (label, icon, tip string, alt, ok bool) {
	switch t.verb {
	case vSpend:
		return wf(l, "b_spend", v.Need), "bullets", w(l, "tip_spend"), false, true
	case vBite:
		return w(l, "b_bite"), "neck-bite", w(l, "tip_bite"), true, true
	case vStop:
		return w(l, "b_stop"), "checkered-flag", w(l, "tip_stop"), true, true
	case vCast:
		return wf(l, "b_cast", spell), "open-book", w(l, "tip_cast"), false, true
	case vPass:
		return w(l, "b_pass"), "player-next", w(l, "tip_pass"), true, true
	case vKeep:
		return w(l, "b_keep"), "check-mark", w(l, "tip_keep"), true, true
	case vPutAll:
		return w(l, "b_putall"), "perspective-dice-six-faces-random", w(l, "tip_putall"), true, true
	}
	return "", "", "", false, false
}

// spellNeed is the roll the spell needs for seat s: the target less one
// for each of its pages in play, and one more with the amulet.
func spellNeed(v *zombies4.View, s int) int {
	catalog()
	if s < 0 || s >= len(v.Seats) {
		return spellAt
	}
	n := spellAt - v.Seats[s].Pages
	for _, id := range v.Seats[s].Front {
		if id == "amulet" {
			n--
		}
	}
	return max(1, n)
}

// layoutPrompt places the prompt and, right after it, the buttons.
func (m *model) layoutPrompt(in input) {
	k := m.k
	l := in.lang
	m.prompt = m.promptText(in)
	m.promptFull = m.prompt
	m.buttons = m.buttons[:0]
	m.btnAct = m.btnAct[:0]
	bh := max(38*k, minHit+2)
	bsize := float32(15)
	bface := scenes.FontStrong(bsize * k)
	var bw float32
	for i, t := range m.targets {
		label, icon, tip, alt, ok := buttonFor(l, t, in.view, spellNeed(in.view, in.view.Current))
		if !ok {
			continue
		}
		wd := max(scenes.TextWidth(label, bface)+2*bsize*k+30*k, 96*k)
		b := scenes.Button{R: scenes.Rect{W: wd, H: bh}, Label: label, Icon: icon, Tip: tip, Glow: true, Size: bsize, Color: scenes.ColorButton}
		if alt {
			b.Color = scenes.ColorButtonAlt
		}
		b.Tip += " (" + num(len(m.buttons)+1) + ")"
		m.buttons = append(m.buttons, b)
		m.btnAct = append(m.btnAct, int16(i))
		bw += wd + 8*k
	}
	ds := m.row.H - 6*k
	var dw float32
	if m.dieEq != "" {
		m.dieS = 17 * k
		dw = ds + 8*k + scenes.TextWidth(m.dieEq, scenes.FontStrong(m.dieS)) + 14*k
	}
	avail := m.row.W - bw - 12*k - dw
	size := 17 * k
	for size > 12*k && scenes.TextWidth(m.prompt, scenes.FontStrong(size))+28*k > avail {
		size -= 0.5
	}
	m.promptS = size
	pf := scenes.FontStrong(size)
	pw := min(scenes.TextWidth(m.prompt, pf)+28*k, avail)
	if pw < scenes.TextWidth(m.prompt, pf)+28*k {
		m.prompt = scenes.Ellipsize(m.prompt, pf, pw-28*k)
	}
	ph := scenes.LineHeight(pf) + 12*k
	total := pw
	if bw > 0 {
		total += 12*k + bw - 8*k
	}
	total += dw
	x := m.row.X + (m.row.W-total)/2
	m.dieR = scenes.Rect{}
	if m.dieEq != "" {
		m.dieR = scenes.Rect{X: x, Y: m.row.Y + 3*k, W: ds, H: ds}
		x += dw
	}
	m.promptR = scenes.Rect{X: x, Y: m.row.Y + (m.row.H-ph)/2, W: pw, H: ph}
	x += pw + 12*k
	for i := range m.buttons {
		b := &m.buttons[i]
		b.R.X, b.R.Y = x, m.row.Y+(m.row.H-bh)/2
		x += b.R.W + 8*k
	}
}

// layoutTools places the map's zoom and fit buttons at its top right, and
// the rotate buttons beside the drawn card.
func (m *model) layoutTools(in input) {
	k := m.k
	l := in.lang
	s := max(36*k, minHit+2)
	icons := [5]string{"anticlockwise-rotation", "clockwise-rotation", "", "", "magnifying-glass"}
	labels := [5]string{"", "", "+", "−", ""}
	tips := [5]string{"tip_rotl", "tip_rotr", "tip_zin", "tip_zout", "tip_fit"}
	for i := range m.tools {
		b := &m.tools[i]
		*b = scenes.Button{Icon: icons[i], Tip: w(l, tips[i]), Color: scenes.ColorButtonAlt, Size: 18, ID: i, Label: labels[i]}
	}
	x := m.mapR.X + m.mapR.W - s - 6*k
	for i := toolZoomIn; i <= toolFit; i++ {
		m.tools[i].R = scenes.Rect{X: x, Y: m.mapR.Y + 6*k + float32(i-toolZoomIn)*(s+6*k), W: s, H: s}
	}
	d := m.drawnR
	m.tools[toolRotL].R = scenes.Rect{X: d.X + d.W + 4*k, Y: d.Y, W: s, H: s}
	m.tools[toolRotR].R = scenes.Rect{X: d.X + d.W + 4*k, Y: d.Y + s + 6*k, W: s, H: s}
	rotating := len(m.places) > 0 && m.rotOK&(m.rotOK-1) != 0
	m.tools[toolRotL].Disabled = !rotating
	m.tools[toolRotR].Disabled = !rotating
	m.tools[toolRotL].Glow = rotating
	m.tools[toolRotR].Glow = rotating
}
