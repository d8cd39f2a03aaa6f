package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/replay"
	"zombietable/game/save"
	"zombietable/netplay/client"
	"zombietable/sprites"
)

// A replay is a finished game looked at again in the play scene itself: the
// table draws each position from the views, as it draws a game being
// played, and a strip under it steps one decision back or forward, jumps a
// turn or a round, scrubs along a bar marked at the turns and the moments
// that decide games, plays on at a speed, and chooses whose eyes the table
// looks through. The log shows the game up to the position; a click on one
// of its lines goes to that moment. From any position the game can be
// played on (see forkPanel), and the coach asked (coach.go).

// replayView is the replay under way in a play scene (playScene.replay).
type replayView struct {
	tl *replay.Timeline
	// all holds every action's log entry; the play scene's entries are
	// its first at.
	all []logEntry
	at  int
	// follow looks through the eyes of whoever decides at each position.
	follow  bool
	playing bool
	speed   int
	nextAt  time.Duration
	strip   Rect
	bar     Rect
	scrub   bool
	posText string
	// The strip's controls.
	btnStart, btnTurnBack, btnBack, btnPlay, btnFwd, btnTurnFwd, btnEnd Button
	btnSpeed, btnSeat, btnFork, btnCoach                                Button
	fork                                                                *forkPanel
}

// replaySpeeds are the paces of a replay playing on: the time between two
// decisions, and their labels.
var replaySpeeds = []struct {
	every time.Duration
	label string
}{{1600 * time.Millisecond, "½×"}, {800 * time.Millisecond, "1×"}, {400 * time.Millisecond, "2×"}, {200 * time.Millisecond, "4×"}, {80 * time.Millisecond, "10×"}}

// openReplay shows the game of log l, from its set-up, in the viewer.
func (a *App) openReplay(l save.Log) error {
	p, err := newReplayScene(a, l)
	if err != nil {
		return err
	}
	a.anim.Skip()
	p.refresh()
	p.table.Reset(&p.tc)
	a.setScene(p)
	return nil
}

// newReplayScene is a play scene showing log l's game from its set-up.
func newReplayScene(a *App, l save.Log) (*playScene, error) {
	tl, err := replay.New(l)
	if err != nil {
		return nil, err
	}
	rv := &replayView{tl: tl, speed: 1, all: timelineEntries(tl)}
	sess := &save.Session{Info: tl.Info, Log: l, State: tl.At(0)}
	p, err := newPlayScene(a, sess, rv.all[:0:0])
	if err != nil {
		return nil, err
	}
	p.replay = rv
	p.tc.seat = 0
	for i, s := range l.Seats {
		if s.Kind == save.Human {
			p.tc.seat = game.Seat(i)
			break
		}
	}
	p.tc.public = false
	return p, nil
}

// timelineEntries tells every action of tl's game for the log, in every
// language, as the play scene tells the actions it applies.
func timelineEntries(tl *replay.Timeline) []logEntry {
	out := make([]logEntry, 0, tl.Len())
	s := &save.Session{Info: tl.Info, Log: tl.Log}
	for i := range tl.Len() {
		s.State = tl.At(i)
		a, _ := tl.Action(i)
		pe := beginEntry(s, a)
		s.State = tl.At(i + 1)
		out = append(out, pe.finish(s))
	}
	return out
}

// seek shows position to; a single step forward is animated as a move
// played, any other jump is shown at once.
func (rv *replayView) seek(p *playScene, to int) {
	a := p.app
	to = max(0, min(to, rv.tl.Len()))
	if to == rv.at && p.sess.State == rv.tl.At(to) {
		return
	}
	before, seatBefore := p.tc.view, p.tc.seat
	step := to == rv.at+1
	rv.at = to
	p.sess.State = rv.tl.At(to)
	p.entries = rv.all[:to:to]
	p.relog()
	p.scroll = 0
	if rv.follow {
		if t := p.sess.State.ToAct(); t >= 0 {
			p.tc.seat = t
		}
	}
	p.coachDrop()
	p.refresh()
	p.statusFor = -2
	if step && p.tc.seat == seatBefore {
		act, by := rv.tl.Action(to - 1)
		line := ""
		if n := len(p.lines); n > 0 {
			line = p.lines[n-1].text
		}
		p.table.Applied(&p.tc, Move{Seat: by, Action: act, Name: rv.tl.Log.Actions[to-1], Line: line, Before: before})
	} else {
		a.anim.Skip()
		p.table.Reset(&p.tc)
	}
	if rv.at == rv.tl.Len() {
		rv.playing = false
	}
	rv.layoutStrip(p, a)
	a.dirty()
}

// played is Played at a replay: the timeline's position before action i,
// as the seat in front may know it.
func (rv *replayView) played(tc *TableContext, i int) (before any, a game.Action, ok bool) {
	if i < 0 || i >= rv.at {
		return nil, 0, false
	}
	st := rv.tl.At(i)
	before = st.View(tc.seat)
	a, _ = rv.tl.Action(i)
	if !game.PublicAction(st, a) && st.ToAct() != tc.seat {
		a = -1
	}
	// The timeline is left where the viewer shows it.
	rv.tl.At(rv.at)
	return before, a, true
}

// replayStripH is the height of the replay's strip under the table, in
// units, and replayStripW the width its buttons take in one row: a
// narrower table puts the seat, the coach and play on from here on a
// second row.
const (
	replayStripH = 104
	replayStripW = 900
	replayRowH   = 48
)

// replayStripHeight is the strip's height in pixels under a table w pixels
// wide.
func replayStripHeight(w, u float32) float32 {
	if w < replayStripW*u {
		return (replayStripH + replayRowH) * u
	}
	return replayStripH * u
}

// layoutStrip lays out the strip under the table rectangle r.
func (rv *replayView) layoutStrip(p *playScene, a *App) {
	u := a.u
	r := p.tc.rect
	rv.strip = Rect{float32(r.Min.X), float32(r.Max.Y), float32(r.Dx()), replayStripHeight(float32(r.Dx()), u)}
	twoRows := rv.strip.H > replayStripH*u
	pad := 14 * u
	rv.bar = Rect{rv.strip.X + pad, rv.strip.Y + 10*u, rv.strip.W - 2*pad, 20 * u}
	bh := 40 * u
	y := rv.strip.Y + rv.strip.H - bh - 8*u
	x := rv.strip.X + pad
	small := func(b *Button, label, icon, tip string, w float32) {
		*b = Button{R: Rect{x, y, w, bh}, Label: label, Icon: icon, Color: ColorButtonAlt, Size: 15, Tip: tip}
		x += w + 6*u
	}
	sq := bh
	small(&rv.btnStart, "|‹", "", a.T("app.replay.start_tip"), sq)
	small(&rv.btnTurnBack, "«", "", a.T("app.replay.turn_back_tip"), sq)
	small(&rv.btnBack, "‹", "", a.T("app.replay.back_tip"), sq)
	small(&rv.btnPlay, "", "play-button", a.T("app.replay.play_tip"), sq*1.3)
	if rv.playing {
		rv.btnPlay.Icon, rv.btnPlay.Tip, rv.btnPlay.Selected = "sands-of-time", a.T("app.replay.pause_tip"), true
	}
	small(&rv.btnFwd, "›", "", a.T("app.replay.fwd_tip"), sq)
	small(&rv.btnTurnFwd, "»", "", a.T("app.replay.turn_fwd_tip"), sq)
	small(&rv.btnEnd, "›|", "", a.T("app.replay.end_tip"), sq)
	small(&rv.btnSpeed, replaySpeeds[rv.speed].label, "", a.T("app.replay.speed_tip"), sq*1.3)
	rv.btnStart.Disabled = rv.at == 0
	rv.btnTurnBack.Disabled, rv.btnBack.Disabled = rv.at == 0, rv.at == 0
	end := rv.at == rv.tl.Len()
	rv.btnFwd.Disabled, rv.btnTurnFwd.Disabled, rv.btnEnd.Disabled = end, end, end
	// The right end: whose eyes, the coach and play on from here; on a
	// narrow table, the row under the others.
	right := rv.strip.X + rv.strip.W - pad
	if twoRows {
		for _, b := range []*Button{&rv.btnStart, &rv.btnTurnBack, &rv.btnBack, &rv.btnPlay, &rv.btnFwd, &rv.btnTurnFwd, &rv.btnEnd, &rv.btnSpeed} {
			b.R.Y -= replayRowH * u
		}
		x = rv.strip.X + pad
	}
	place := func(b *Button, label, icon, tip string) {
		w := TextWidth(label, FontStrong(15*u)) + 30*u
		if icon != "" {
			w += 24 * u
		}
		right -= w
		*b = Button{R: Rect{right, y, w, bh}, Label: label, Icon: icon, Color: ColorButtonAlt, Size: 15, Tip: tip}
		right -= 6 * u
	}
	place(&rv.btnFork, a.T("app.replay.fork"), "crossroad", a.T("app.replay.fork_tip"))
	place(&rv.btnCoach, a.T("app.coach.ask"), "brain", a.T("app.coach.ask_tip"))
	rv.btnCoach.Disabled, rv.btnCoach.WhyNot = p.coachBlocked()
	rv.btnCoach.Selected = p.coach != nil
	rv.btnFork.Disabled = end && p.sess.State.Over()
	rv.btnFork.WhyNot = a.T("app.replay.fork_over")
	as := a.lang.F("app.replay.as", "who", p.seatName(p.tc.seat))
	if rv.follow {
		as = a.T("app.replay.as_follow")
	}
	place(&rv.btnSeat, as, "eyeball", a.T("app.replay.as_tip"))
	if rv.btnSeat.R.X < x {
		// A narrow table: whose eyes shows as its icon alone.
		rv.btnSeat.R.X, rv.btnSeat.R.W, rv.btnSeat.Label = rv.btnSeat.R.X+rv.btnSeat.R.W-bh, bh, ""
		rv.btnSeat.Tip = as + " · " + rv.btnSeat.Tip
	}
	rv.posText = rv.position(p, a)
	if rv.fork != nil {
		rv.fork.layout(p, a)
	}
}

// position says where the replay is: the move and the part of the game,
// as the log heads it (game.TurnTitler), else the engine's turn
// (game.Turner), else the turns counted.
func (rv *replayView) position(p *playScene, a *App) string {
	s := a.lang.F("app.replay.move", "n", rv.at, "total", rv.tl.Len())
	st := p.sess.State
	if tt, ok := st.(game.TurnTitler); ok {
		if title := tt.TurnTitle(a.lang.Code()); title != "" {
			return s + " · " + title
		}
	}
	if tr, ok := st.(game.Turner); ok {
		return s + " · " + a.lang.F("app.replay.turn", "n", max(1, tr.Turns()))
	}
	turns := 0
	for q := 0; q <= rv.at && q < rv.tl.Len(); q = rv.tl.Next(q, replay.Turn) {
		turns++
	}
	return s + " · " + a.lang.F("app.replay.turn", "n", max(turns, 1))
}

// addControls adds the strip's buttons (or the open fork panel's) to the
// frame's controls.
func (rv *replayView) addControls(c *Controls) {
	if rv.fork != nil {
		rv.fork.add(c)
		return
	}
	for _, b := range []*Button{&rv.btnStart, &rv.btnTurnBack, &rv.btnBack, &rv.btnPlay, &rv.btnFwd, &rv.btnTurnFwd, &rv.btnEnd, &rv.btnSpeed, &rv.btnSeat, &rv.btnCoach, &rv.btnFork} {
		c.Add(b)
	}
}

// clicked acts on a press of one of the strip's buttons; it reports
// whether b was one.
func (rv *replayView) clicked(p *playScene, a *App, b *Button) bool {
	if rv.fork != nil {
		return rv.fork.clicked(p, a, b)
	}
	switch b {
	case &rv.btnStart:
		rv.seek(p, 0)
	case &rv.btnTurnBack:
		rv.seek(p, rv.tl.Prev(rv.at, replay.Turn))
	case &rv.btnBack:
		rv.seek(p, rv.at-1)
	case &rv.btnPlay:
		rv.playing = !rv.playing && rv.at < rv.tl.Len()
		rv.nextAt = a.anim.now
		rv.layoutStrip(p, a)
		p.layout(a)
	case &rv.btnFwd:
		rv.seek(p, rv.at+1)
	case &rv.btnTurnFwd:
		rv.seek(p, rv.tl.Next(rv.at, replay.Turn))
	case &rv.btnEnd:
		rv.seek(p, rv.tl.Len())
	case &rv.btnSpeed:
		rv.speed = (rv.speed + 1) % len(replaySpeeds)
		p.layout(a)
	case &rv.btnSeat:
		rv.nextSeat(p)
	case &rv.btnCoach:
		p.coachToggle(a)
	case &rv.btnFork:
		rv.openFork(p, a)
	default:
		return false
	}
	return true
}

// nextSeat looks through the next seat's eyes; after the last, through
// those of whoever decides.
func (rv *replayView) nextSeat(p *playScene) {
	switch {
	case rv.follow:
		rv.follow = false
		p.tc.seat = 0
	case int(p.tc.seat)+1 < p.players():
		p.tc.seat++
	default:
		rv.follow = true
		if t := p.sess.State.ToAct(); t >= 0 {
			p.tc.seat = t
		}
	}
	p.coachDrop()
	p.refresh()
	p.app.anim.Skip()
	p.table.Reset(&p.tc)
	p.layout(p.app)
}

// update plays the replay on at its speed and follows the scrub bar and
// clicks on the log; it reports whether the screen changed.
func (rv *replayView) update(p *playScene, a *App) bool {
	in := &a.in
	changed := false
	if rv.fork != nil {
		return false
	}
	switch {
	case in.Pressed && rv.bar.Inset(-8*a.u).Contains(in.X, in.Y):
		rv.scrub = true
		rv.playing = false
	case rv.scrub && !in.Down:
		rv.scrub = false
	}
	if rv.scrub {
		rv.seek(p, rv.barPosition(in.X))
		in.Consume()
		return true
	}
	if in.Clicked && p.panel == panelLog && p.side.Contains(in.X, in.Y) && in.Y >= p.sideTop() {
		switch e := p.logEntryAt(in.Y); {
		case e == OpeningEntry:
			rv.seek(p, 0)
			changed = true
		case e >= 0:
			rv.seek(p, e+1)
			changed = true
		}
	}
	if rv.playing && !a.anim.Busy() && a.anim.now >= rv.nextAt {
		rv.seek(p, rv.at+1)
		rv.nextAt = a.anim.now + replaySpeeds[rv.speed].every
		if !rv.playing {
			p.layout(a)
		}
		changed = true
	}
	return changed
}

// barPosition is the position under x on the scrub bar.
func (rv *replayView) barPosition(x float32) int {
	n := rv.tl.Len()
	if n == 0 || rv.bar.W <= 0 {
		return 0
	}
	f := (x - rv.bar.X) / rv.bar.W
	return max(0, min(n, int(f*float32(n)+0.5)))
}

// barX is where position q lies on the scrub bar.
func (rv *replayView) barX(q int) float32 {
	n := max(1, rv.tl.Len())
	return rv.bar.X + rv.bar.W*float32(q)/float32(n)
}

// markColors are the marks' colours on the scrub bar.
var (
	markTurn   = color.RGBA{150, 128, 104, 255}
	markChance = color.RGBA{110, 170, 220, 255}
)

// draw draws the strip: the scrub bar with its marks, where the replay is,
// and the buttons.
func (rv *replayView) draw(dst *ebiten.Image, p *playScene, a *App) {
	u := a.u
	s := rv.strip
	sprites.FillRoundRect(dst, s.X, s.Y, s.W, s.H, 0, color.RGBA{24, 18, 15, 250})
	sprites.Line(dst, s.X, s.Y, s.X+s.W, s.Y, 1.5*u, ColorPanelEdge)
	b := rv.bar
	mid := b.Y + b.H/2
	sprites.FillRoundRect(dst, b.X, mid-3*u, b.W, 6*u, 3*u, color.RGBA{52, 40, 33, 255})
	sprites.FillRoundRect(dst, b.X, mid-3*u, rv.barX(rv.at)-b.X, 6*u, 3*u, sprites.Alpha(ColorAccent, 0.55))
	n := rv.tl.Len()
	// One mark a pixel at most: a long game's turns would fill the bar.
	lastX := float32(-1)
	for q := 0; q <= n; q++ {
		k := rv.tl.Kinds(q)
		if k == 0 {
			continue
		}
		x := rv.barX(q)
		switch {
		case k&replay.End != 0:
			sprites.DrawIcon(dst, "checkered-flag", x-8*u, b.Y-6*u, 16*u, ColorText)
		case k&replay.Swing != 0:
			sprites.Line(dst, x, b.Y-2*u, x, b.Y+b.H+2*u, 2.5*u, ColorDanger)
		case x-lastX < 2*u:
			continue
		case k&replay.Round != 0:
			sprites.Line(dst, x, b.Y, x, b.Y+b.H, 1.5*u, ColorText)
		case k&replay.Turn != 0:
			sprites.Line(dst, x, b.Y+3*u, x, b.Y+b.H-3*u, 1*u, markTurn)
		case k&replay.Chance != 0:
			sprites.FillCircle(dst, x, b.Y+b.H+1*u, 1.5*u, markChance)
		}
		lastX = x
	}
	sprites.FillCircle(dst, rv.barX(rv.at), mid, 8*u, ColorAccent)
	DrawText(dst, rv.posText, fontsBody(13*u), b.X, b.Y+b.H+4*u, AlignStart, ColorTextDim)
	for _, bt := range []*Button{&rv.btnStart, &rv.btnTurnBack, &rv.btnBack, &rv.btnPlay, &rv.btnFwd, &rv.btnTurnFwd, &rv.btnEnd, &rv.btnSpeed, &rv.btnSeat, &rv.btnCoach, &rv.btnFork} {
		bt.Draw(dst, u)
	}
	if rv.fork != nil {
		rv.fork.draw(dst, p, a)
	}
}

// tooltip names the position under the pointer on the scrub bar and what
// marks it.
func (rv *replayView) tooltip(a *App) string {
	in := &a.in
	if !rv.bar.Inset(-6*a.u).Contains(in.X, in.Y) {
		return ""
	}
	q := rv.barPosition(in.X)
	s := a.lang.F("app.replay.move", "n", q, "total", rv.tl.Len())
	// The mark nearest the pointer, within a few pixels.
	for d := 0; d < 6; d++ {
		for _, c := range []int{q - d, q + d} {
			if c < 0 || c > rv.tl.Len() || abs32(rv.barX(c)-in.X) > 4*a.u {
				continue
			}
			if k := rv.tl.Kinds(c); k != 0 {
				return a.lang.F("app.replay.move", "n", c, "total", rv.tl.Len()) + " · " + markNames(a, k)
			}
		}
	}
	return s
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// markNames says in words what marks a position.
func markNames(a *App, k replay.Kind) string {
	out := ""
	add := func(key string) {
		if out != "" {
			out += ", "
		}
		out += a.T(key)
	}
	if k&replay.End != 0 {
		add("app.replay.mark_end")
	}
	if k&replay.Swing != 0 {
		add("app.replay.mark_swing")
	}
	if k&replay.Round != 0 {
		add("app.replay.mark_round")
	} else if k&replay.Turn != 0 {
		add("app.replay.mark_turn")
	}
	if k&replay.Chance != 0 {
		add("app.replay.mark_chance")
	}
	return out
}

// status is the top bar's line at a replay.
func (rv *replayView) status(p *playScene, a *App) string {
	if p.sess.State.Over() {
		return a.T("app.replay.status_over")
	}
	return a.lang.F("app.replay.status", "who", p.seatName(p.sess.State.ToAct()))
}

// ---- play on from here ----

// forkPanel asks how to play on from the replay's position: each seat a
// person at this screen or a bot of a level, and the same future or a
// fresh one.
type forkPanel struct {
	kinds  []string // per seat: save.Human or a level
	r      Rect
	seats  []Button
	same   Button
	fresh  Button
	cancel Button
	title  string
	err    string
}

// openFork opens the panel, each seat as it was in the game.
func (rv *replayView) openFork(p *playScene, a *App) {
	rv.playing = false
	f := &forkPanel{}
	for _, s := range rv.tl.Log.Seats {
		k := save.Human
		if s.Kind == save.Bot {
			k = s.Level
			if save.CheckLevel(p.info(), k) != nil {
				k = forkLevels(p.info())[1]
			}
		}
		f.kinds = append(f.kinds, k)
	}
	rv.fork = f
	p.layout(a)
}

func (f *forkPanel) layout(p *playScene, a *App) {
	u := a.u
	r := p.tc.rect
	n := len(f.kinds)
	w := min(520*u, float32(r.Dx())-40*u)
	h := 170*u + float32(n)*52*u
	f.r = Rect{float32(r.Min.X) + (float32(r.Dx())-w)/2, float32(r.Min.Y) + max(10*u, (float32(r.Dy())-h)/2), w, h}
	f.title = a.lang.F("app.replay.fork_title", "n", p.replay.at)
	f.seats = f.seats[:0]
	for i, k := range f.kinds {
		label := a.lang.F("app.replay.fork_person", "who", p.seatName(game.Seat(i)))
		icon := "person"
		if k != save.Human {
			label = a.lang.F("app.replay.fork_bot", "who", p.seatName(game.Seat(i)), "level", a.levelName(p.info(), k))
			icon = "robot-golem"
		}
		f.seats = append(f.seats, Button{R: Rect{f.r.X + 20*u, f.r.Y + 60*u + float32(i)*52*u, w - 40*u, 44 * u}, Label: label, Icon: icon, Color: ColorButtonAlt, Size: 15, ID: i, Tip: a.T("app.replay.fork_seat_tip")})
	}
	bw := (w - 60*u) / 2
	y := f.r.Y + h - 104*u
	st := p.sess.State
	_, canFresh := st.(game.Determinizer)
	who := p.seatName(max(0, st.ToAct()))
	f.same = Button{R: Rect{f.r.X + 20*u, y, bw, 48 * u}, Label: a.T("app.replay.fork_same"), Icon: "play-button", Glow: true, Size: 15, Tip: a.T("app.replay.fork_same_tip")}
	f.fresh = Button{R: Rect{f.r.X + 40*u + bw, y, bw, 48 * u}, Label: a.T("app.replay.fork_fresh"), Icon: "card-random", Size: 15, Tip: a.lang.F("app.replay.fork_fresh_tip", "who", who), Disabled: !canFresh, WhyNot: a.T("app.replay.fork_no_fresh")}
	f.cancel = Button{R: Rect{f.r.X + (w-180*u)/2, y + 54*u, 180 * u, 40 * u}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt, Size: 15}
}

func (f *forkPanel) add(c *Controls) {
	for i := range f.seats {
		c.Add(&f.seats[i])
	}
	c.Add(&f.same)
	c.Add(&f.fresh)
	c.Add(&f.cancel)
}

// forkLevels is the order a seat's button goes through: a person, then
// the game's levels (the shared random bot for a game with none).
func forkLevels(info *game.Info) []string {
	out := []string{save.Human}
	for _, l := range info.Levels {
		out = append(out, l.Name)
	}
	if len(out) == 1 {
		out = append(out, "random")
	}
	return out
}

func (f *forkPanel) clicked(p *playScene, a *App, b *Button) bool {
	rv := p.replay
	switch b {
	case &f.cancel:
		rv.fork = nil
		p.layout(a)
		return true
	case &f.same, &f.fresh:
		if err := rv.playOn(p, a, b == &f.fresh); err != nil {
			f.err = err.Error()
			a.flash(f.err)
		}
		return true
	}
	for i := range f.seats {
		if b == &f.seats[i] {
			levels := forkLevels(p.info())
			k := 0
			for j, l := range levels {
				if l == f.kinds[i] {
					k = j
				}
			}
			f.kinds[i] = levels[(k+1)%len(levels)]
			p.layout(a)
			return true
		}
	}
	return false
}

func (f *forkPanel) draw(dst *ebiten.Image, p *playScene, a *App) {
	u := a.u
	r := p.tc.rect
	sprites.FillRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 0, color.RGBA{0, 0, 0, 140})
	Panel(dst, f.r, 14*u)
	DrawText(dst, f.title, fontsStrong(19*u), f.r.CX(), f.r.Y+18*u, AlignCenter, ColorText)
	for i := range f.seats {
		f.seats[i].Draw(dst, u)
	}
	f.same.Draw(dst, u)
	f.fresh.Draw(dst, u)
	f.cancel.Draw(dst, u)
}

// forkSeed is where a fresh future's deal comes from: the clock, so that
// each fresh future is new; the save keeps it.
func forkSeed() uint64 { return uint64(time.Now().UnixNano())*0x9e3779b97f4a7c15 ^ 0xf0f0 }

// playOn starts a new local game from the replay's position, with the
// panel's seats: the same future or a fresh one.
func (rv *replayView) playOn(p *playScene, a *App, fresh bool) error {
	seats := make([]save.Seat, len(rv.fork.kinds))
	for i, k := range rv.fork.kinds {
		old := rv.tl.Log.Seats[i]
		seats[i] = save.Seat{Name: old.Name, Kind: save.Human}
		if k != save.Human {
			seats[i] = save.Seat{Name: old.Name, Kind: save.Bot, Level: k}
		}
	}
	l, err := rv.tl.Fork(rv.at, seats, fresh, forkSeed())
	if errors.Is(err, replay.ErrForkAgain) {
		return errors.New(a.T("app.replay.fork_again"))
	}
	if err != nil {
		return err
	}
	return a.startFork(l, rv.all[:rv.at:rv.at])
}

// startFork opens the game of fork log l, whose log entries up to the
// fork are entries, as a new game: saved at once, played as any other.
func (a *App) startFork(l save.Log, entries []logEntry) error {
	info, err := game.Lookup(l.Game)
	if err != nil {
		return err
	}
	sess, err := save.NewFork(info, l)
	if err != nil {
		return err
	}
	np, err := newPlayScene(a, sess, append([]logEntry(nil), entries...))
	if err != nil {
		return err
	}
	np.relog()
	a.anim.Skip()
	np.begin(a)
	return nil
}

// forkNote puts, among the log's items, the line that says where a game
// was played on from another and which future it has.
func (p *playScene) forkNote(items []logItem, l Lang) []logItem {
	if p.sess == nil || p.sess.Log.Fork == nil {
		return items
	}
	f := p.sess.Log.Fork
	text := l.F("app.replay.log_same", "n", f.At)
	if f.Fresh {
		text = l.F("app.replay.log_fresh", "n", f.At, "who", seatNameIn(l, p.sess.Log.Seats[f.Seat].Name, f.Seat))
	}
	note := logItem{seat: -1, header: true, text: text, entry: -1}
	at := len(items)
	for i, it := range items {
		if it.entry >= f.At {
			at = i
			break
		}
	}
	// A turn's header just before the fork stays with the actions after it.
	if at > 0 && at < len(items) && items[at-1].header && items[at-1].entry != OpeningEntry {
		at--
	}
	items = append(items, logItem{})
	copy(items[at+1:], items[at:])
	items[at] = note
	return items
}

// resumeFork continues a saved game that was played on from another: its
// session replays the fork's deal, and its log tells each action as the
// timeline replays it.
func (a *App) resumeFork(sv save.Saved) error {
	sess, err := save.Resume(sv)
	if err != nil {
		return err
	}
	tl, err := replay.New(sv.Log)
	if err != nil {
		return fmt.Errorf("%s: %w", sv.Key, err)
	}
	p, err := newPlayScene(a, sess, timelineEntries(tl))
	if err != nil {
		return err
	}
	p.begin(a)
	return nil
}

// openReplayFile shows the game saved in the file at path in the viewer.
func (a *App) openReplayFile(path string) error {
	data, err := save.ReadFile(path)
	if err != nil {
		return err
	}
	return a.openReplayData(path, data)
}

// openReplayData shows the game of a save's bytes, named name for messages.
func (a *App) openReplayData(name string, data []byte) error {
	l, err := save.Decode(name, data)
	if err != nil {
		return err
	}
	return a.openReplay(l)
}

// replayStep runs a script's replay steps: replay[:N], seek:N, step:WHERE,
// as:I|follow, fork:ask|same|fresh, coach; it reports whether the step is done.
func (a *App) replayStep(st Step, play *playScene) (bool, error) {
	if st.Verb == "replay" {
		saved, err := a.listSaved()
		if err != nil {
			return false, err
		}
		i := 0
		if len(st.Args) > 0 {
			i = st.Int(0)
		}
		if i >= len(saved) {
			return false, fmt.Errorf("%d saved games, no game %d", len(saved), i)
		}
		if saved[i].Err != nil {
			return false, saved[i].Err
		}
		return true, a.openReplay(saved[i].Log)
	}
	if play == nil {
		return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
	}
	if st.Verb == "coach" {
		if play.coach == nil {
			if dis, why := play.coachBlocked(); dis {
				return false, errors.New(why)
			}
			play.coachToggle(a)
		}
		return play.coach.ready, nil
	}
	rv := play.replay
	if rv == nil {
		return false, fmt.Errorf("not in a replay")
	}
	switch st.Verb {
	case "seek":
		rv.seek(play, st.Int(0))
	case "step":
		switch st.Args[0] {
		case "fwd":
			rv.seek(play, rv.at+1)
		case "back":
			rv.seek(play, rv.at-1)
		case "nextturn":
			rv.seek(play, rv.tl.Next(rv.at, replay.Turn))
		case "prevturn":
			rv.seek(play, rv.tl.Prev(rv.at, replay.Turn))
		case "nextround":
			rv.seek(play, rv.tl.Next(rv.at, replay.Round))
		case "prevround":
			rv.seek(play, rv.tl.Prev(rv.at, replay.Round))
		case "swing":
			rv.seek(play, rv.tl.Next(rv.at, replay.Swing))
		case "end":
			rv.seek(play, rv.tl.Len())
		default:
			return false, fmt.Errorf("step is fwd, back, nextturn, prevturn, nextround, prevround, swing or end")
		}
	case "as":
		if st.Args[0] == "follow" {
			for !rv.follow {
				rv.nextSeat(play)
			}
			break
		}
		n, err := strconv.Atoi(st.Args[0])
		if err != nil || n < 0 || n >= play.players() {
			return false, fmt.Errorf("as is a seat from 0 to %d, or follow", play.players()-1)
		}
		rv.follow = false
		play.tc.seat = game.Seat(n)
		play.coachDrop()
		play.refresh()
		play.table.Reset(&play.tc)
		play.layout(a)
	case "fork":
		if rv.fork == nil {
			rv.openFork(play, a)
		}
		if st.Args[0] == "ask" {
			return true, nil
		}
		fresh := st.Args[0] == "fresh"
		if st.Args[0] != "same" && !fresh {
			return false, fmt.Errorf("fork is ask, same or fresh")
		}
		return true, rv.playOn(play, a, fresh)
	}
	return true, nil
}

// replayAtStart opens the replay given at start: the -replay flag's file,
// or in the browser the page's address after # (…/#replay=CODE: a finished
// table of the page's server, whose save the server gives to anyone who
// asks for it when the table was made public).
func (a *App) replayAtStart(path string) {
	if path != "" {
		if err := a.openReplayFile(path); err != nil {
			fmt.Fprintln(a.stderr, "zombietable:", err)
			a.flashFor(err.Error(), 8*time.Second)
		}
		return
	}
	if f := pageFragment(); strings.HasPrefix(f, "replay=") {
		a.fetchReplay(pageOrigin(), strings.TrimPrefix(f, "replay="), "")
	}
}

// fetchReplay asks server for the save of its finished table code as the
// seat holding token ("" for none: the server gives it to whoever it gives
// it to, client.GetSave) and shows it in the viewer; a screen says so
// meanwhile.
func (a *App) fetchReplay(server, code, token string) {
	f := &replayFetch{done: make(chan func(*App), 1), back: a.scene, text: "app.replay.fetching"}
	if f.back == nil {
		f.back = newTitleScene()
	}
	a.setScene(f)
	go func() {
		data, err := client.GetSave(server, code, token)
		f.done <- func(a *App) {
			if err == nil {
				err = a.openReplayData(code, data)
			}
			if err != nil {
				a.setScene(f.back)
				a.flashFor(a.lang.F("app.replay.fetch_failed", "error", err.Error()), 8*time.Second)
			}
		}
		wake()
	}()
}

// replayFetch is the screen shown while a finished table's save is asked
// of its server.
type replayFetch struct {
	done chan func(*App)
	back scene
	text string // what the screen says: the key of its message
}

func (f *replayFetch) name() string  { return "replayfetch" }
func (f *replayFetch) layout(a *App) {}

func (f *replayFetch) update(a *App) bool {
	select {
	case fn := <-f.done:
		fn(a)
		return true
	default:
	}
	if a.in.Has(IntentBack) || a.in.Clicked {
		// Back, or a click: a file picker closed with no file says
		// nothing, so the screen goes back when asked.
		a.setScene(f.back)
		return true
	}
	return false
}

func (f *replayFetch) draw(dst *ebiten.Image, a *App) {
	roomBackground(dst, a)
	DrawTextMid(dst, a.T(f.text), fontsStrong(20*a.u), a.w/2, a.h/2, AlignCenter, ColorText)
	DrawTextMid(dst, a.T("app.replay.waiting_back"), fontsBody(15*a.u), a.w/2, a.h/2+36*a.u, AlignCenter, ColorTextDim)
}

// openPickedReplay asks the player for a save file (the browser's file
// picker) and shows its game in the viewer; a screen waits meanwhile.
func (a *App) openPickedReplay() {
	f := &replayFetch{done: make(chan func(*App), 1), back: a.scene, text: "app.replay.picking"}
	a.setScene(f)
	pickFile(func(name string, data []byte, err error) {
		f.done <- func(a *App) {
			if err == nil {
				err = a.openReplayData(name, data)
			}
			if err != nil {
				a.setScene(f.back)
				a.flashFor(err.Error(), 8*time.Second)
			}
		}
		wake()
	})
}

// layoutFile places, where the app can ask for a file, the Resume screen's
// button that opens a saved game's file in the viewer, beside Back.
func (s *resumeScene) layoutFile(a *App) {
	s.btnFile = Button{}
	if !canPickFile {
		return
	}
	u := a.u
	b := s.btnBack.R
	s.btnBack.R.X = a.w/2 - b.W - 10*u
	s.btnFile = Button{R: Rect{a.w/2 + 10*u, b.Y, b.W, b.H}, Label: a.T("app.replay.open_file"), Icon: "open-book", Color: ColorButtonAlt, Tip: a.T("app.replay.open_file_tip")}
}
