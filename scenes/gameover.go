package scenes

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/sprites"
)

// gameOverScene tells how a game ended: who won, the score table the engine
// gives (game.Scorer) or, for an engine without one, each seat's win or
// loss, and how the game ended; then "play again", the table, the menu.
type gameOverScene struct {
	play     *playScene
	headline string
	heads    []string // the score's headings
	rows     []resultRow
	notes    []string // about the whole game, fitted to the screen
	ctrls    Controls
	again_   Button
	view     Button
	menu     Button
	replay   Button
	panel    Rect
	allLost  bool
	// next is the game "play again" starts, made once: its seed, and what
	// the rulebook carries over (game.Info.Again); nextLine says who starts it.
	next     game.Config
	nextMade bool
	nextLine string

	// Where things go, computed in layout.
	nameX, resultX float32
	cellX          []float32
	rowH, headY    float32
	cellExtra      float32 // the room a cell's second line takes in a row
	notesY         float32
}

// resultRow is one seat's line of the game-over table.
type resultRow struct {
	seat   int
	name   string
	result string
	win    bool
	cells  []string
	fit    []cellFit // each cell as it fits its column
	detail []string  // the score's breakdown, wrapped to the panel
}

// cellFit is a score cell fitted to its column: its size and lines.
type cellFit struct {
	size  float32
	lines []string
}

func newGameOverScene(p *playScene) *gameOverScene {
	return &gameOverScene{play: p}
}

func (g *gameOverScene) name() string { return "gameover" }

func (g *gameOverScene) back(a *App) { a.toMenu() }

// scoreboard is the engine's score table in the app's language, if it has one.
func (g *gameOverScene) scoreboard(a *App) (game.Scoreboard, bool) {
	p := g.play
	sc, ok := p.finalState().(game.Scorer)
	if !ok {
		return game.Scoreboard{}, false
	}
	names := make([]string, p.players())
	for i := range names {
		names[i] = p.seatName(game.Seat(i))
	}
	sb := sc.Scoreboard(names, a.lang.Code())
	return sb, len(sb.Rows) == len(names)
}

func (g *gameOverScene) layout(a *App) {
	u := a.u
	p := g.play
	ret := p.returns()
	sb, scored := g.scoreboard(a)
	g.heads = g.heads[:0]
	if scored {
		g.heads = append(g.heads, sb.Heads...)
	}
	g.rows = g.rows[:0]
	var winners []string
	for i := range p.players() {
		win := i < len(ret) && ret[i] > 0
		r := resultRow{seat: i, name: p.seatName(game.Seat(i)), result: a.T("app.gameover.loses"), win: win}
		if win {
			r.result = a.T("app.gameover.wins")
			winners = append(winners, r.name)
		}
		if scored {
			r.cells = sb.Rows[i].Cells
		}
		g.rows = append(g.rows, r)
	}
	g.allLost = false
	switch len(winners) {
	case 0:
		g.headline = a.T("app.gameover.all_lost")
		g.allLost = true
	case 1:
		g.headline = a.lang.F("app.gameover.wins_one", "who", winners[0])
	default:
		g.headline = a.lang.F("app.gameover.wins_many", "winners", strings.Join(winners, ", "))
	}

	pw := min(900*u, a.w-60*u)
	noteFace := fontsBody(17 * u)
	g.notes = g.notes[:0]
	var notes []string
	if scored {
		notes = sb.Notes
	} else if n := len(p.lines); n > 0 {
		// Without a score, the last move's log tells how the game ended.
		if more := p.lines[n-1].more; len(more) > 0 {
			notes = more[len(more)-1:]
		}
	}
	for _, n := range notes {
		g.notes = append(g.notes, Wrap(n, noteFace, pw)...)
	}
	if len(g.notes) > 3 {
		g.notes = g.notes[:3]
	}
	if line := p.coachSummary(a); line != "" {
		g.notes = append(g.notes, Wrap(line, noteFace, pw)...)
	}
	g.notesY = 178 * u

	// The table: the name, one column per figure, the result.
	detailFace := fontsBody(15 * u)
	g.nameX = 80 * u
	g.resultX = pw - 30*u
	cellLines := g.layoutCells(u)
	lines := 0
	for i := range g.rows {
		if scored && sb.Rows[i].Detail != "" {
			g.rows[i].detail = Wrap(sb.Rows[i].Detail, detailFace, pw-g.nameX-30*u)
			if len(g.rows[i].detail) > 2 {
				g.rows[i].detail = g.rows[i].detail[:2]
			}
		}
		lines = max(lines, len(g.rows[i].detail))
	}
	g.cellExtra = float32(cellLines-1) * LineHeight(fontsStrong(cellSize*u))
	g.rowH = 52*u + float32(lines)*LineHeight(detailFace) + g.cellExtra
	headH := float32(0)
	if len(g.heads) > 0 {
		headH = 34 * u
	}
	top := g.notesY + float32(len(g.notes))*LineHeight(noteFace) + 18*u
	ph := 24*u + headH + float32(len(g.rows))*g.rowH
	bh := 54 * u
	// Keep the buttons on screen: shrink the gap above the panel if needed.
	if over := top + ph + 30*u + bh + 20*u - a.h; over > 0 {
		top = max(g.notesY, top-over)
	}
	g.panel = Rect{(a.w - pw) / 2, top, pw, ph}
	g.headY = g.panel.Y + 12*u + headH/2

	g.planNext(a)
	g.ctrls.Reset()
	bw := 220 * u
	y := min(g.panel.Y+ph+30*u, a.h-bh-16*u)
	// A local game's Replay joins the row where four fit, else goes
	// under it.
	buttons := float32(3)
	replay := p.remote == nil && p.replay == nil
	if replay && 4*bw+3*20*u <= a.w-20*u {
		buttons = 4
	}
	x := (a.w - buttons*bw - (buttons-1)*20*u) / 2
	g.again_ = Button{R: Rect{x, y, bw, bh}, Label: a.T("app.gameover.play_again"), Icon: "rolling-dices", Glow: true}
	g.view = Button{R: Rect{x + bw + 20*u, y, bw, bh}, Label: a.T("app.gameover.view_table"), Icon: "eyeball", Color: ColorButtonAlt}
	g.menu = Button{R: Rect{x + 2*(bw+20*u), y, bw, bh}, Label: a.T("app.gameover.main_menu"), Icon: "hamburger-menu", Color: ColorButtonAlt}
	g.ctrls.Add(&g.again_)
	g.ctrls.Add(&g.view)
	g.ctrls.Add(&g.menu)
	g.replay = Button{}
	if replay {
		r := Rect{x + 3*(bw+20*u), y, bw, bh}
		if buttons == 3 {
			r = Rect{(a.w - bw) / 2, y + bh + 40*u, bw, bh}
		}
		g.replay = Button{R: r, Label: a.T("app.replay.watch"), Icon: "play-button", Color: ColorButtonAlt, Tip: a.T("app.replay.watch_tip")}
		g.ctrls.Add(&g.replay)
	}
	// A finished game stays among the saves: Resume opens it in the
	// replay viewer.
	if !p.review {
		p.review = true
		// A person finished a game of this title: the next is no first game.
		if (p.humans > 0 || p.remote != nil) && !a.set.HasPlayed(p.info().ID) {
			a.set.markPlayed(p.info().ID)
			a.saveSettings()
		}
		if g.allLost {
			a.mixer.Play(SoundLoss)
		} else if p.isHuman(p.tc.seat) && int(p.tc.seat) < len(ret) && ret[p.tc.seat] > 0 {
			a.mixer.Play(SoundWin)
		} else if p.humans > 0 {
			a.mixer.Play(SoundLoss)
		} else {
			a.mixer.Play(SoundWin)
		}
	}
}

// planNext makes the next game's configuration once — the same seats and
// options, a new seed, and what the game's rulebook carries to the next game
// (who starts, through game.Info.Again) — and says who will start it.
func (g *gameOverScene) planNext(a *App) {
	p := g.play
	if p.remote != nil {
		// A rematch is a new table on the same server with the same seats.
		g.nextLine = a.T("app.gameover.rematch")
		return
	}
	if !g.nextMade {
		g.nextMade = true
		cfg := p.sess.Log.Config()
		cfg.Seed = uint64(time.Now().UnixNano()) % 1000000000
		g.next = p.sess.Info.NextGame(p.sess.State, cfg)
	}
	g.nextLine = ""
	if st, err := p.sess.Info.NewGame(g.next); err == nil && st.ToAct() != game.Nobody {
		g.nextLine = a.lang.F("app.gameover.next_starts", "who", p.seatName(st.ToAct()))
	}
}

// again starts the next game planned by planNext.
func (g *gameOverScene) again(a *App) error {
	p := g.play
	if p.remote != nil {
		return p.remote.rematch(a)
	}
	sess, err := save.NewSession(p.sess.Info, g.next, p.sess.Log.Seats)
	if err != nil {
		return err
	}
	np, err := newPlayScene(a, sess, nil)
	if err != nil {
		return err
	}
	np.begin(a)
	return nil
}

func (g *gameOverScene) update(a *App) bool {
	if a.in.Has(IntentBack) {
		a.toMenu()
		return true
	}
	b, changed := g.ctrls.Update(&a.in)
	switch {
	case b == nil:
	case b == &g.again_:
		if err := g.again(a); err != nil {
			a.flash(err.Error())
		}
	case b == &g.view:
		a.setScene(g.play)
	case b == &g.menu:
		a.toMenu()
	case b == &g.replay:
		if err := a.openReplay(g.play.sess.Log); err != nil {
			a.flash(err.Error())
		}
	}
	return changed
}

func (g *gameOverScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	drawTitle(dst, a.T("app.gameover.title"), a.w/2, 36*u, 80*u)
	hc := ColorAccent
	if g.allLost {
		hc = ColorDanger
	}
	DrawTextShadow(dst, g.headline, fontsStrong(26*u), a.w/2, 140*u, AlignCenter, hc)
	noteFace := fontsBody(17 * u)
	for i, n := range g.notes {
		DrawText(dst, n, noteFace, a.w/2, g.notesY+float32(i)*LineHeight(noteFace), AlignCenter, ColorTextDim)
	}
	Panel(dst, g.panel, 14*u)
	x0 := g.panel.X
	headFace := fontsStrong(15 * u)
	for i, h := range g.heads {
		DrawTextMid(dst, h, headFace, x0+g.cellX[i], g.headY, AlignCenter, ColorTextDim)
	}
	y0 := g.panel.Y + 12*u
	if len(g.heads) > 0 {
		y0 += 34 * u
	}
	detailFace := fontsBody(15 * u)
	for i, r := range g.rows {
		y := y0 + float32(i)*g.rowH
		cy := y + 24*u
		seatToken(dst, r.seat, x0+44*u, cy, 20*u)
		DrawTextMid(dst, r.name, fontsStrong(20*u), x0+g.nameX, cy, AlignStart, ColorText)
		for j, c := range r.fit {
			f := fontsStrong(c.size * u)
			lh := LineHeight(f)
			for k, l := range c.lines {
				DrawTextMid(dst, l, f, x0+g.cellX[j], cy+float32(k)*lh, AlignCenter, ColorText)
			}
		}
		icon, c := "death-skull", ColorTextDim
		if r.win {
			icon, c = "crown", ColorAccent
		}
		is := 34 * u
		rx := x0 + g.resultX
		DrawTextMid(dst, r.result, fontsStrong(18*u), rx-is-12*u, cy, AlignEnd, c)
		sprites.DrawIcon(dst, icon, rx-is, cy-is/2, is, c)
		for k, d := range r.detail {
			DrawText(dst, d, detailFace, x0+g.nameX, y+46*u+g.cellExtra+float32(k)*LineHeight(detailFace), AlignStart, ColorTextDim)
		}
	}
	g.ctrls.Draw(dst, u)
	if g.nextLine != "" {
		DrawText(dst, g.nextLine, fontsBody(15*u), g.again_.R.CX(), g.again_.R.Y+g.again_.R.H+10*u, AlignCenter, ColorTextDim)
	}
}

// cellSize is a score cell's text size (times the unit), and cellMin the
// least it shrinks to before it takes a second line.
const (
	cellSize = 22
	cellMin  = 15
)

// layoutCells places the score's columns between the names and the results,
// each as wide as its widest cell or heading, the slack shared out up to
// 120 units a column; when they do not fit, each column gets its share of
// the room, and its cells shrink and then take a second line (cut with "…"
// only past that). It returns the most lines a cell takes.
func (g *gameOverScene) layoutCells(u float32) int {
	n := len(g.heads)
	g.cellX = g.cellX[:0]
	for i := range g.rows {
		g.rows[i].fit = g.rows[i].fit[:0]
	}
	if n == 0 {
		return 1
	}
	nameW := float32(0)
	for _, r := range g.rows {
		nameW = max(nameW, TextWidth(r.name, fontsStrong(20*u)))
	}
	right := g.resultX - 130*u
	room := right - (g.nameX + nameW + 16*u)
	gap := 20 * u
	need := make([]float32, n)
	total := float32(0)
	for j, h := range g.heads {
		need[j] = TextWidth(h, fontsStrong(15*u))
		for _, r := range g.rows {
			if j < len(r.cells) {
				need[j] = max(need[j], TextWidth(r.cells[j], fontsStrong(cellSize*u)))
			}
		}
		need[j] += gap
		total += need[j]
	}
	width := make([]float32, n)
	for j := range width {
		if total <= room {
			width[j] = max(need[j], min(120*u, need[j]+(room-total)/float32(n)))
		} else {
			width[j] = room * need[j] / total
		}
	}
	x := right
	g.cellX = append(g.cellX[:0], make([]float32, n)...)
	for j := n - 1; j >= 0; j-- {
		g.cellX[j] = x - width[j]/2
		x -= width[j]
	}
	most := 1
	face := func(s float32) text.Face { return fontsStrong(s * u) }
	for i := range g.rows {
		r := &g.rows[i]
		for j, c := range r.cells {
			if j >= n {
				break
			}
			size, ls := FitLines(c, face, (width[j]-gap)/u, 2, cellSize, cellMin)
			r.fit = append(r.fit, cellFit{size: size, lines: ls})
			most = max(most, len(ls))
		}
	}
	return most
}
