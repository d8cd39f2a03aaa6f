package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/coach"
	"zombietable/sprites"
)

// The coach answers, on demand, the seat in front of the screen: the hard
// bot's three best moves for its decision, each with the chance to win (to
// be saved) the search gives it and how sure it is, listed in a panel over
// the table and lit on the table where the move would be made (the table's
// LogHoverer lights it as it lights a line of the log). It thinks a few
// milliseconds a frame (package coach), and reads nothing the seat may not
// know. At a local table it answers only the person whose decision it is,
// with the screen to themselves; a table on a server has no coach. Each
// question is counted for the seat (save.Seat.Coached) and told in the log.

// coachState is a question to the coach and its answer.
type coachState struct {
	c      *coach.Coach
	seat   game.Seat
	entry  int // the position asked about: the number of actions played
	ready  bool
	adv    coach.Advice
	lines  []string // each move's line, drawn in the panel
	whole  []string // each move's line whole, for its tooltip
	legend []string // what the figures mean, wrapped to the panel
	// shown is the move lit on the table; rows are the panel's moves.
	shown int
	r     Rect
	rows  []Rect
	head  string
}

// coachSlice is how long the coach thinks in a frame.
const coachSlice = 5 * time.Millisecond

// coachBlocked tells whether the seat in front may ask the coach now and,
// when it may not, why.
func (p *playScene) coachBlocked() (bool, string) {
	a := p.app
	switch {
	case p.remote != nil:
		return true, a.T("app.coach.remote")
	case p.sess.State.Over():
		return true, a.T("app.coach.over")
	case p.replay == nil && (p.tc.public || !p.tc.canAct):
		return true, a.T("app.coach.not_yours")
	case p.replay != nil && p.sess.State.ToAct() != p.tc.seat:
		return true, a.lang.F("app.coach.look_as", "who", p.seatName(p.sess.State.ToAct()))
	}
	return false, ""
}

// coachToggle asks the coach, or puts its answer away.
func (p *playScene) coachToggle(a *App) {
	if p.coach != nil {
		p.coachDrop()
		p.layout(a)
		return
	}
	if dis, why := p.coachBlocked(); dis {
		a.flash(why)
		return
	}
	c, err := coach.New(p.info(), p.sess.State, p.tc.seat)
	if err != nil {
		a.flash(err.Error())
		return
	}
	entry := len(p.sess.Log.Actions)
	if p.replay != nil {
		entry = p.replay.at
	}
	p.coach = &coachState{c: c, seat: p.tc.seat, entry: entry}
	if p.replay == nil {
		p.coachAsked(a)
	}
	p.layout(a)
}

// coachAsked counts a question of the seat in front at a game being
// played, saves it and tells it in the log.
func (p *playScene) coachAsked(a *App) {
	seat := &p.sess.Log.Seats[p.tc.seat]
	seat.Coached++
	if n := len(p.entries); n > 0 {
		e := &p.entries[n-1]
		for l := range e.text {
			e.text[l] = append(e.text[l], Lang(l).F("app.coach.log", "who", p.seatName(p.tc.seat), "n", seat.Coached))
		}
		p.relog()
	}
	if a.store != nil {
		if err := p.autosave(); err != nil {
			a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
		}
	}
}

// coachDrop puts the coach's answer away (the position or the seat changed).
func (p *playScene) coachDrop() {
	if p.coach == nil {
		return
	}
	p.coach = nil
	p.hoverEntry = -100 // the table lights what the pointer says again
}

// coachEntry is the entry the table lights for the coach's shown move, or
// -1 when none.
func (p *playScene) coachEntry() int {
	if c := p.coach; c != nil && c.ready && len(c.adv.Moves) > 0 {
		return c.entry
	}
	return -1
}

// coachPlayed is Played for the coach's shown move: the seat's view now
// and the move, at the position asked about; mine is false for any other i.
func (p *playScene) coachPlayed(i int) (before any, a game.Action, ok, mine bool) {
	c := p.coach
	if c == nil || !c.ready || len(c.adv.Moves) == 0 {
		return nil, 0, false, false
	}
	switch i {
	case c.entry:
		return p.tc.view, c.adv.Moves[c.shown].Action, true, true
	case c.entry + 1:
		// What the move would set off is not known: nothing after it.
		return nil, 0, false, true
	}
	return nil, 0, false, false
}

// coachUpdate lets the coach think for a slice of the frame, and follows
// the pointer on its panel; it reports whether the screen changed.
func (p *playScene) coachUpdate(a *App) bool {
	c := p.coach
	if c == nil {
		return false
	}
	if p.tc.seat != c.seat || (p.replay == nil && (!p.tc.canAct || c.entry != len(p.sess.Log.Actions))) {
		p.coachDrop()
		p.layout(a)
		return true
	}
	if !c.ready {
		start := time.Now()
		for !c.ready && time.Since(start) < coachSlice {
			c.ready = c.c.Think(4)
		}
		if c.ready {
			c.adv = c.c.Advice()
			p.coachLayout(a)
			p.hoverEntry = -100
		}
		return true
	}
	in := &a.in
	for i, r := range c.rows {
		if r.Contains(in.X, in.Y) && (in.Moved || in.Clicked) && c.shown != i {
			c.shown = i
			p.hoverEntry = -100
			if in.Clicked {
				in.Consume()
			}
			return true
		}
	}
	return false
}

// coachLayout lays the coach's panel out at the table's top left.
func (p *playScene) coachLayout(a *App) {
	c := p.coach
	if c == nil {
		return
	}
	u := a.u
	r := p.tc.rect
	w := min(400*u, float32(r.Dx())-24*u)
	face := fontsBody(14 * u)
	c.lines, c.whole = c.lines[:0], c.whole[:0]
	c.rows = c.rows[:0]
	c.head = a.lang.F("app.coach.thinking", "who", p.seatName(c.seat))
	if c.ready {
		c.head = a.lang.F("app.coach.head", "who", p.seatName(c.seat)) + " · " + a.T(sureKeys[c.adv.Sure])
		pct := func(x float64) int { return int(math.Round(100 * x)) }
		for i, m := range c.adv.Moves {
			what := p.describeCoachMove(m.Action)
			line := a.lang.F("app.coach.move", "n", i+1, "what", what, "pct", pct(m.Chance), "margin", max(1, pct(m.Margin)))
			if math.IsNaN(m.Chance) {
				line = a.lang.F("app.coach.only", "what", what)
			}
			c.lines = append(c.lines, Ellipsize(line, face, w-24*u))
			c.whole = append(c.whole, line)
		}
	}
	c.legend = nil
	if c.ready && len(c.lines) > 0 && !math.IsNaN(c.adv.Moves[0].Chance) {
		c.legend = Wrap(a.T("app.coach.legend"), fontsBody(12*u), w-24*u)
	}
	lh := 30 * u
	h := 44*u + float32(max(1, len(c.lines)))*lh + float32(len(c.legend))*LineHeight(fontsBody(12*u)) + 4*u
	c.r = Rect{float32(r.Min.X) + 12*u, float32(r.Min.Y) + 60*u, w, h}
	for i := range c.lines {
		c.rows = append(c.rows, Rect{c.r.X + 6*u, c.r.Y + 38*u + float32(i)*lh, w - 12*u, lh})
	}
	c.head = Ellipsize(c.head, fontsStrong(15*u), w-24*u)
}

// sureKeys name how sure the coach is.
var sureKeys = map[coach.Sureness]string{coach.Close: "app.coach.close", coach.Likely: "app.coach.likely", coach.Sure: "app.coach.sure"}

// describeCoachMove is the log line of a move of the seat in front, in
// the interface's language, as it would be told if played.
func (p *playScene) describeCoachMove(a game.Action) string {
	return game.DescribeAction(p.sess.State, a, seatNames(p.sess, p.app.lang), p.app.lang.Code())
}

// coachDraw draws the coach's panel.
func (p *playScene) coachDraw(dst *ebiten.Image, a *App) {
	c := p.coach
	if c == nil {
		return
	}
	u := a.u
	Panel(dst, c.r, 12*u)
	sprites.DrawIcon(dst, "brain", c.r.X+12*u, c.r.Y+9*u, 22*u, ColorAccent)
	DrawText(dst, c.head, fontsStrong(15*u), c.r.X+42*u, c.r.Y+11*u, AlignStart, ColorText)
	if !c.ready {
		done, budget := c.c.Progress()
		frac := float32(done) / float32(max(1, budget))
		bar := Rect{c.r.X + 12*u, c.r.Y + 46*u, c.r.W - 24*u, 8 * u}
		sprites.FillRoundRect(dst, bar.X, bar.Y, bar.W, bar.H, 4*u, ColorPanelEdge)
		sprites.FillRoundRect(dst, bar.X, bar.Y, bar.W*min(1, frac), bar.H, 4*u, ColorAccent)
		return
	}
	for i, line := range c.lines {
		r := c.rows[i]
		col := ColorTextDim
		if i == c.shown {
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*u, sprites.Alpha(ColorAccent, 0.25))
			col = ColorText
		}
		DrawTextMid(dst, line, fontsBody(14*u), r.X+8*u, r.Y+r.H/2, AlignStart, col)
	}
	y := c.r.Y + 40*u + float32(len(c.rows))*30*u
	for _, l := range c.legend {
		DrawText(dst, l, fontsBody(12*u), c.r.X+14*u, y, AlignStart, ColorTextDim)
		y += LineHeight(fontsBody(12 * u))
	}
}

// layoutExtras lays out what the frame adds over the table: the replay's
// strip, the coach's button and its panel; it adds their controls.
func (p *playScene) layoutExtras(a *App) {
	u := a.u
	if p.replay != nil {
		p.replay.layoutStrip(p, a)
		p.replay.addControls(&p.ctrls)
	} else if p.remote == nil && p.tc.canAct && !p.tc.public {
		r := p.tc.rect
		bh := 40 * u
		p.btnCoach = Button{R: Rect{float32(r.Min.X) + 12*u, float32(r.Min.Y) + 12*u, TextWidth(a.T("app.coach.ask"), FontStrong(14*u)) + bh + 12*u, bh},
			Label: a.T("app.coach.ask"), Icon: "brain", Color: ColorButtonAlt, Size: 14, Tip: a.T("app.coach.ask_tip"), Selected: p.coach != nil}
		p.ctrls.Add(&p.btnCoach)
	} else {
		p.btnCoach = Button{}
	}
	p.coachLayout(a)
}

// extraClicked acts on a press of one of layoutExtras' buttons; it reports
// whether b was one.
func (p *playScene) extraClicked(a *App, b *Button) bool {
	if b == &p.btnCoach {
		p.coachToggle(a)
		return true
	}
	return p.replay != nil && p.replay.clicked(p, a, b)
}

// drawExtras draws what layoutExtras laid out.
func (p *playScene) drawExtras(dst *ebiten.Image, a *App) {
	if p.replay != nil {
		p.replay.draw(dst, p, a)
	} else if p.btnCoach.R.W > 0 {
		p.btnCoach.Draw(dst, a.u)
	}
	p.coachDraw(dst, a)
}

// coachSummary says, for the game-over screen, who asked the coach in the
// game and how often, or "" when nobody did.
func (p *playScene) coachSummary(a *App) string {
	if p.sess == nil {
		return ""
	}
	list := ""
	for i, s := range p.sess.Log.Seats {
		if s.Coached == 0 {
			continue
		}
		if list != "" {
			list += ", "
		}
		list += a.lang.F("app.coach.summary_seat", "who", p.seatName(game.Seat(i)), "n", s.Coached)
	}
	if list == "" {
		return ""
	}
	return a.lang.F("app.coach.summary", "list", list)
}

// extraTip is the tooltip of what the frame adds over the table: a coach's
// move cut to its panel, whole; the replay's scrub bar.
func (p *playScene) extraTip(a *App) string {
	if c := p.coach; c != nil {
		for i, r := range c.rows {
			if r.Contains(a.in.X, a.in.Y) && c.lines[i] != c.whole[i] {
				return c.whole[i]
			}
		}
	}
	if p.replay != nil {
		return p.replay.tooltip(a)
	}
	return ""
}
