package scenes

import (
	"fmt"
	"image"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
	"zombietable/sprites"
)

// logLine is one entry of the game's log in the interface's language: who
// acted, what they did, and what that set off (cards drawn, dice, bites),
// when the engine tells. The lines are made again from the entries when the
// language changes.
type logLine struct {
	seat int
	text string
	more []string
}

// wrappedLine is a log line broken to the panel's width.
type wrappedLine struct {
	seat   int
	text   string
	first  bool
	detail bool
	header bool
	entry  int // the index of the log entry it tells
}

// playScene is the shared frame around a table: the top bar, the log and
// rules panel, bots, undo, autosave, hand-off and game over.
type playScene struct {
	app   *App
	sess  *save.Session
	table Table
	tc    TableContext
	bots  []game.Bot
	// barKeys holds the intents the top bar sees while the table holds
	// the keys (KeyHolder).
	barKeys []Intent

	// sub is the table's part of the screen, made again only when the
	// screen or the table's rectangle changes.
	sub     *ebiten.Image
	subOf   *ebiten.Image
	subRect image.Rectangle

	humans    int
	lastHuman game.Seat
	botSeat   game.Seat
	botBegun  bool
	botChunk  int
	botSince  time.Duration // when the current bot began thinking
	botWait   time.Duration // no bot moves before this
	thinking  bool
	overShown bool
	review    bool // the game is over and the table is being looked at

	entries []logEntry
	lines   []logLine
	items   []logItem
	logLang Lang
	wrapped []wrappedLine
	// lastEntry is the index in wrapped of the newest entry's first line.
	lastEntry int
	wrapW     float32
	scroll    int
	dragBar   bool // the log's scroll bar is being dragged
	panel     int  // 0 none, 1 log, 2 rules
	rules     []string
	rulesSrc  string

	// hoverEntry is the log entry under the pointer plus one, 0 for none.
	hoverEntry int

	ctrls     Controls
	btnMenu   Button
	btnUndo   Button
	btnLog    Button
	btnRules  Button
	btnSet    Button
	btnResult Button
	bar       Rect
	side      Rect
	status    string
	statusFor game.Seat
	gameName  string
}

const (
	panelNone = iota
	panelLog
	panelRules
)

func newPlayScene(a *App, sess *save.Session, entries []logEntry) (*playScene, error) {
	p := &playScene{app: a, sess: sess, entries: entries, lastHuman: game.Nobody, botSeat: game.Nobody, botChunk: 8, statusFor: -2}
	p.relog()
	p.tc.play = p
	mk := tables[sess.Info.ID]
	if mk == nil {
		mk = fallbackTable
	}
	if mk == nil {
		return nil, fmt.Errorf("no table scene for %s and no generic table", sess.Info.ID)
	}
	p.bots = make([]game.Bot, len(sess.Log.Seats))
	for i, seat := range sess.Log.Seats {
		if seat.Kind == save.Human {
			p.humans++
			continue
		}
		spec := seat.Level
		if len(sess.Info.Levels) > 0 {
			if s, err := sess.Info.LevelBot(seat.Level); err == nil {
				spec = s
			}
		}
		b, err := bot.New(spec, sess.Info, sess.Log.Seed^(uint64(i+1)*0x9e3779b97f4a7c15))
		if err != nil {
			return nil, fmt.Errorf("seat %d (%s): %w", i+1, seat.Name, err)
		}
		p.bots[i] = b
	}
	p.table = mk(&p.tc)
	p.tc.seat = p.firstFront()
	p.panel = panelLog
	return p, nil
}

// firstFront is the seat in front of the screen when a game opens: the human
// to act, else the first human seat, else seat 0 (bots only: watch them).
func (p *playScene) firstFront() game.Seat {
	if t := p.sess.State.ToAct(); p.sess.IsHuman(t) {
		return t
	}
	for i := range p.sess.Log.Seats {
		if p.sess.IsHuman(game.Seat(i)) {
			return game.Seat(i)
		}
	}
	return 0
}

// begin shows the game: through a hand-off when several people share a
// screen on a game with secrets.
func (p *playScene) begin(a *App) {
	p.refresh()
	// A new game is saved before its first move, so it can be resumed.
	if a.store != nil && p.sess.Key == "" {
		if err := p.sess.Autosave(a.store); err != nil {
			a.flash(fmt.Sprintf(a.T("save_failed"), err))
		}
	}
	if p.sess.State.Over() {
		a.setScene(p)
		return
	}
	t := p.sess.State.ToAct()
	if p.sess.IsHuman(t) && p.goPublic(t) {
		p.showPublic(t)
		p.refresh()
	}
	p.table.Reset(&p.tc)
	if p.sess.IsHuman(t) && p.needHandoff(t) {
		a.setScene(newHandoffScene(p, t))
		return
	}
	if !p.tc.public && p.sess.IsHuman(p.tc.seat) {
		p.lastHuman = p.tc.seat
	}
	a.setScene(p)
}

// shared reports whether several people share the screen on a game with
// secrets.
func (p *playScene) shared() bool { return p.sess.Info.Hidden && p.humans > 1 }

// private reports whether the decision to act needs the screen to itself:
// always, unless the engine says otherwise.
func (p *playScene) private() bool {
	pv, ok := p.sess.State.(game.Privacy)
	return !ok || pv.Private()
}

// needHandoff reports whether the screen must be handed to human seat t
// before it decides: a private decision of a seat that does not have the
// screen to itself.
func (p *playScene) needHandoff(t game.Seat) bool {
	return p.shared() && (t != p.lastHuman || p.tc.public) && p.private()
}

// goPublic reports whether human seat t decides in the open: a public
// decision of a seat that does not have the screen to itself.
func (p *playScene) goPublic(t game.Seat) bool {
	return p.shared() && (t != p.lastHuman || p.tc.public) && !p.private()
}

// showPublic puts seat t in front of a table that shows no secret: everyone
// may be looking, so nobody has the screen to themselves.
func (p *playScene) showPublic(t game.Seat) {
	p.tc.seat = t
	p.tc.public = true
	p.lastHuman = game.Nobody
}

func (p *playScene) name() string { return "play" }

func (p *playScene) back(a *App) { a.toMenu() }

func (p *playScene) seatName(s game.Seat) string {
	if s < 0 || int(s) >= len(p.sess.Log.Seats) {
		return "—"
	}
	return p.sess.Log.Seats[s].Name
}

// refresh recomputes what the seat in front of the screen sees and may do.
func (p *playScene) refresh() {
	st := p.sess.State
	p.tc.view = st.View(p.tc.seat)
	t := st.ToAct()
	// A private decision waits for the hand-off, even with the seat in
	// front of a public table.
	p.tc.canAct = !st.Over() && t == p.tc.seat && p.sess.IsHuman(t) && !p.needHandoff(t)
	p.tc.legal = st.Legal(p.tc.legal)
	p.btnUndo.Disabled = !p.sess.CanUndo()
	p.btnUndo.WhyNot = p.undoWhyNot()
	p.statusFor = -2
}

// undoWhyNot says why Undo cannot be used: no person has moved yet, or
// what lies behind is a card drawn, a reveal or a roll.
func (p *playScene) undoWhyNot() string {
	for i := range p.sess.Log.Actions {
		if p.sess.IsHuman(p.sess.Actor(i)) {
			return p.app.T("undo_barrier")
		}
	}
	return p.app.T("undo_none")
}

// undoTip is the Undo button's tooltip as it stands.
func (p *playScene) undoTip() string { return p.btnUndo.TipText() }

// narrate returns what the action just applied to before set off, in the
// language l, when the engine tells.
func narrate(sess *save.Session, before game.State, l Lang) []string {
	n, ok := sess.State.(game.Narrator)
	if !ok || before == nil {
		return nil
	}
	names := make([]string, len(sess.Log.Seats))
	for i, st := range sess.Log.Seats {
		names[i] = st.Name
	}
	return n.Narrate(before, names, l.Code())
}

// snapshot is a copy of the state for narrate, or nil when the engine does
// not narrate.
func snapshot(sess *save.Session) game.State {
	if _, ok := sess.State.(game.Narrator); !ok {
		return nil
	}
	return sess.State.Clone()
}

// describe returns the log line, in the language l, of action a by the seat
// to act, before it is applied.
func describe(sess *save.Session, a game.Action, l Lang) string {
	seat := sess.State.ToAct()
	who := "—"
	if seat >= 0 && int(seat) < len(sess.Log.Seats) {
		who = sess.Log.Seats[seat].Name
	}
	if d, ok := sess.State.(game.SeatDescriber); ok {
		names := make([]string, len(sess.Log.Seats))
		for i, st := range sess.Log.Seats {
			names[i] = st.Name
		}
		return d.DescribeSeats(a, names, l.Code())
	}
	if d, ok := sess.State.(game.Describer); ok {
		return d.Describe(a, who, l.Code())
	}
	return who + ": " + sess.State.ActionString(a)
}

// apply plays a legal action for the seat to act, logs it, autosaves and lets
// the table animate it.
func (p *playScene) apply(act game.Action) error {
	a := p.app
	seat := p.sess.State.ToAct()
	name := p.sess.State.ActionString(act)
	before := p.tc.view
	pe := beginEntry(p.sess, act)
	if err := p.sess.Apply(act); err != nil {
		return err
	}
	p.entries = append(p.entries, pe.finish(p.sess))
	p.relog()
	line := p.lines[len(p.lines)-1].text
	p.scroll = 0
	if a.store != nil {
		if err := p.sess.Autosave(a.store); err != nil {
			a.flash(fmt.Sprintf(a.T("save_failed"), err))
		}
	}
	p.refresh()
	p.table.Applied(&p.tc, Move{Seat: seat, Action: act, Name: name, Line: line, Before: before})
	p.botWait = a.anim.now + a.anim.Duration(450*time.Millisecond)
	p.botBegun = false
	a.dirty()
	return nil
}

// relog makes the log's lines and the panel's items again from the entries
// in the interface's language: after an action, an undo or a language
// switch.
func (p *playScene) relog() {
	l := p.app.lang
	p.lines = p.lines[:0]
	for i := range p.entries {
		e := &p.entries[i]
		ln := logLine{seat: e.seat}
		if t := e.text[l]; len(t) > 0 {
			ln.text, ln.more = t[0], t[1:]
		}
		p.lines = append(p.lines, ln)
	}
	p.items = buildLogItems(p.items, p.entries, l, func(s int) string { return p.seatName(game.Seat(s)) })
	p.logLang = l
	p.wrapW = 0
}

// lastMove is the log line of the last action, in the interface's language,
// or "" before the first.
func (p *playScene) lastMove() string {
	if n := len(p.lines); n > 0 {
		return p.lines[n-1].text
	}
	return ""
}

// undo takes back the last human decision.
func (p *playScene) undo(a *App) error {
	if err := p.sess.Undo(); err != nil {
		a.flash(a.T("no_undo"))
		return err
	}
	if len(p.entries) > len(p.sess.Log.Actions) {
		p.entries = p.entries[:len(p.sess.Log.Actions)]
	}
	p.relog()
	p.scroll = 0
	p.botBegun = false
	p.overShown = false
	p.review = false
	if t := p.sess.State.ToAct(); p.sess.IsHuman(t) {
		p.tc.seat = t
		p.lastHuman = t
	}
	if a.store != nil {
		_ = p.sess.Autosave(a.store)
	}
	a.anim.Skip()
	p.refresh()
	p.table.Reset(&p.tc)
	a.mixer.Play(SoundCard)
	a.dirty()
	return nil
}

// toggle opens or closes the log or the rules panel.
func (p *playScene) toggle(a *App, which string) {
	want := panelLog
	if which == "rules" {
		want = panelRules
	}
	if p.panel == want {
		p.panel = panelNone
	} else {
		p.panel = want
	}
	p.layout(a)
}

func (p *playScene) layout(a *App) {
	u := a.u
	p.gameName = a.lang.GameName(p.sess.Info)
	if p.logLang != a.lang {
		p.relog()
	}
	p.statusFor = -2
	barH := 52 * u
	p.bar = Rect{0, 0, a.w, barH}
	p.ctrls.Reset()
	bh := barH - 12*u
	p.btnMenu = Button{R: Rect{8 * u, 6 * u, bh * 2.6, bh}, Label: a.T("menu"), Icon: "hamburger-menu", Color: ColorButtonAlt, Size: 15, Tip: a.T("tooltip_menu")}
	x := a.w - 8*u
	place := func(b *Button, label, icon, tip string, w float32, on bool) {
		x -= w
		*b = Button{R: Rect{x, 6 * u, w, bh}, Label: label, Icon: icon, Color: ColorButtonAlt, Size: 15, Tip: tip, Selected: on}
		x -= 8 * u
	}
	place(&p.btnSet, "", "cog", a.T("tooltip_set"), bh, false)
	place(&p.btnRules, a.T("rules"), "rule-book", a.T("tooltip_rules"), 112*u, p.panel == panelRules)
	place(&p.btnLog, a.T("log"), "scroll-unfurled", a.T("tooltip_log"), 100*u, p.panel == panelLog)
	place(&p.btnUndo, a.T("undo"), "anticlockwise-rotation", a.T("tooltip_undo"), 112*u, false)
	p.btnUndo.Disabled = !p.sess.CanUndo()
	p.btnUndo.WhyNot = p.undoWhyNot()
	p.ctrls.Add(&p.btnMenu)
	p.ctrls.Add(&p.btnUndo)
	p.ctrls.Add(&p.btnLog)
	p.ctrls.Add(&p.btnRules)
	p.ctrls.Add(&p.btnSet)
	if p.sess.State.Over() {
		p.btnResult = Button{R: Rect{a.w/2 - 100*u, a.h - 64*u, 200 * u, 48 * u}, Label: a.T("game_over"), Icon: "trophy", Glow: true}
		p.ctrls.Add(&p.btnResult)
	}
	sideW := float32(0)
	if p.panel != panelNone {
		sideW = Clamp(a.w*0.26, 240*u, 360*u)
	}
	p.side = Rect{a.w - sideW, barH, sideW, a.h - barH}
	rect := image.Rect(0, int(barH), int(a.w-sideW), int(a.h))
	p.wrapW = 0
	p.rulesSrc = ""
	if rect != p.tc.rect || u != p.tc.scale {
		p.tc.rect = rect
		p.tc.scale = u
	}
	p.table.Layout(&p.tc)
}

func (p *playScene) update(a *App) bool {
	redraw := false
	in := &a.in
	// A table that holds the keys gets Tab, the arrows and Enter, and the
	// top bar loses its focus ring; the bar keeps the pointer and the other
	// keys.
	all := in.Intents
	if kh, ok := p.table.(KeyHolder); ok && kh.HoldsKeys(&p.tc) {
		p.ctrls.blur()
		p.barKeys = p.barKeys[:0]
		for _, it := range all {
			if it != IntentNext && it != IntentPrev && it != IntentActivate {
				p.barKeys = append(p.barKeys, it)
			}
		}
		in.Intents = p.barKeys
	}
	b, changed := p.ctrls.Update(in)
	in.Intents = all
	redraw = redraw || changed
	switch {
	case b == nil:
	case b == &p.btnMenu:
		a.toMenu()
		return true
	case b == &p.btnUndo:
		_ = p.undo(a)
	case b == &p.btnLog:
		p.toggle(a, "log")
	case b == &p.btnRules:
		p.toggle(a, "rules")
	case b == &p.btnSet:
		a.openSettings()
		return true
	case b == &p.btnResult:
		a.setScene(newGameOverScene(p))
		return true
	}
	if b != nil {
		in.Consume()
	}
	for _, it := range in.Intents {
		switch it {
		case IntentUndo:
			_ = p.undo(a)
		case IntentLog:
			p.toggle(a, "log")
		case IntentRules:
			p.toggle(a, "rules")
		case IntentBack:
			if p.panel != panelNone {
				p.panel = panelNone
				p.layout(a)
			} else {
				a.toMenu()
				return true
			}
		}
	}
	if p.panel == panelLog {
		p.wrapLog()
	}
	redraw = p.hoverLog(in) || redraw
	if in.WheelY != 0 && p.side.Contains(in.X, in.Y) && p.panel == panelLog {
		p.scroll += int(in.WheelY * 3)
		p.clampScroll()
		redraw = true
	}
	if bar, _, ok := p.scrollBar(); ok && in.Pressed && (Rect{bar.X - 8*a.u, bar.Y, bar.W + 16*a.u, bar.H}).Contains(in.X, in.Y) {
		p.dragBar = true
		in.Consume()
	}
	if p.dragBar {
		p.scrollTo(in.Y)
		redraw = true
		if !in.Down {
			p.dragBar = false
		}
	}
	// A click on a moving table skips the motion.
	if in.Clicked && a.anim.Busy() {
		a.anim.Skip()
	}

	st := p.sess.State
	if st.Over() {
		if !p.overShown && !a.anim.Busy() {
			p.overShown = true
			p.layout(a)
			a.setScene(newGameOverScene(p))
			return true
		}
	} else if t := st.ToAct(); p.sess.IsHuman(t) {
		p.thinking = false
		switch {
		case p.needHandoff(t):
			if !a.anim.Busy() && a.anim.now >= p.botWait {
				a.setScene(newHandoffScene(p, t))
				return true
			}
		case p.goPublic(t):
			if t != p.tc.seat || !p.tc.public {
				p.showPublic(t)
				p.refresh()
				p.table.Reset(&p.tc)
				redraw = true
			}
		case t != p.tc.seat:
			p.tc.seat = t
			p.lastHuman = t
			p.refresh()
			p.table.Reset(&p.tc)
			redraw = true
		}
	} else {
		redraw = p.runBot(a, t) || redraw
	}
	p.tc.redraw = false
	if p.table.Update(&p.tc) || p.tc.redraw {
		redraw = true
	}
	if p.statusFor != st.ToAct() || p.status == "" {
		p.updateStatus(a)
		redraw = true
	}
	return redraw || a.anim.Busy()
}

// runBot lets the bot to act think for a slice of this frame (about 6 ms)
// and plays its action when it is ready.
func (p *playScene) runBot(a *App, t game.Seat) bool {
	if a.anim.Busy() || a.anim.now < p.botWait {
		return false
	}
	b := p.bots[t]
	if b == nil {
		return false
	}
	if !p.botBegun || p.botSeat != t {
		b.Begin(p.sess.State.Clone())
		p.botBegun, p.botSeat, p.botSince = true, t, a.anim.now
	}
	start := time.Now()
	ready := false
	for !ready && time.Since(start) < 6*time.Millisecond {
		t0 := time.Now()
		ready = b.Think(p.botChunk)
		if d := time.Since(t0); d < time.Millisecond && p.botChunk < 1<<14 {
			p.botChunk *= 2
		} else if d > 4*time.Millisecond && p.botChunk > 1 {
			p.botChunk /= 2
		}
	}
	wasThinking := p.thinking
	p.thinking = !ready && a.anim.now-p.botSince > 150*time.Millisecond
	if !ready {
		if p.thinking != wasThinking {
			p.statusFor = -2
		}
		return p.thinking
	}
	p.thinking = false
	p.botBegun = false
	p.statusFor = -2
	act := b.Action()
	if err := p.apply(act); err != nil {
		// A bot that errs must not stall the table: it plays its first legal action.
		fmt.Fprintf(a.stderr, "zombietable: bot %s chose %q: %v\n", p.seatName(t), p.sess.State.ActionString(act), err)
		if legal := p.sess.State.Legal(nil); len(legal) > 0 {
			_ = p.apply(legal[0])
		}
	}
	return true
}

// waiting reports whether the table moves on by itself, with no input: a bot
// to play, or a hand-off or the game-over screen due once the motions end.
// The app keeps its full pace meanwhile.
func (p *playScene) waiting() bool {
	st := p.sess.State
	if st.Over() {
		return !p.overShown
	}
	t := st.ToAct()
	return !p.sess.IsHuman(t) || t != p.tc.seat
}

// updateStatus sets the line of the top bar saying whose decision it is.
func (p *playScene) updateStatus(a *App) {
	st := p.sess.State
	t := st.ToAct()
	p.statusFor = t
	// A decision in another seat's turn says both who decides and whose
	// turn it is.
	turnOf := t
	if th, ok := st.(game.TurnHolder); ok && !st.Over() {
		turnOf = th.TurnOf()
	}
	outOfTurn := turnOf != t && turnOf >= 0
	switch {
	case st.Over():
		p.status = a.T("game_over")
	case p.thinking && outOfTurn:
		p.status = fmt.Sprintf(a.T("thinking_in"), p.seatName(t), p.seatName(turnOf))
	case p.thinking:
		p.status = fmt.Sprintf(a.T("thinking"), p.seatName(t))
	case outOfTurn && p.sess.IsHuman(t) && t == p.tc.seat:
		p.status = fmt.Sprintf(a.T("you_answer"), p.seatName(t), p.seatName(turnOf))
		if what := p.turnMove(turnOf); what != "" {
			p.status = fmt.Sprintf(a.T("you_answer_to"), p.seatName(t), what)
		}
		p.status = p.fitStatus(a, p.status)
	case outOfTurn:
		p.status = fmt.Sprintf(a.T("answers"), p.seatName(t), p.seatName(turnOf))
		if what := p.turnMove(turnOf); what != "" {
			p.status = fmt.Sprintf(a.T("answers_to"), p.seatName(t), what)
		}
		p.status = p.fitStatus(a, p.status)
	case p.sess.IsHuman(t) && t == p.tc.seat:
		p.status = fmt.Sprintf(a.T("your_turn"), p.seatName(t))
	default:
		p.status = fmt.Sprintf(a.T("turn_of"), p.seatName(t))
	}
	if p.thinking {
		p.statusFor = -3 // keep checking while a bot thinks
	}
}

// turnMove is the log line of the last action seat s played in the turn
// being played, or "": what another seat is answering ("Ann plays Upper
// Floor").
func (p *playScene) turnMove(s game.Seat) string {
	for i := len(p.entries) - 1; i >= 0; i-- {
		e := &p.entries[i]
		if e.turnOf != int(s) {
			return ""
		}
		if e.seat == int(s) && len(e.text[p.app.lang]) > 0 {
			if len(e.text[p.app.lang]) > 1 {
				// The decision set something off (a roll, a card drawn):
				// the answer may be to that, so the line names no move.
				return ""
			}
			return e.text[p.app.lang][0]
		}
	}
	return ""
}

// fitStatus shortens the top bar's line to the room between the game's
// name and the buttons.
func (p *playScene) fitStatus(a *App, s string) string {
	u := a.u
	nameX := p.btnMenu.R.X + p.btnMenu.R.W + 16*u + 40*u
	room := p.btnUndo.R.X - nameX - TextWidth(p.gameName, fontsTitle(28*u)) - 70*u
	if room <= 0 {
		return s
	}
	return Ellipsize(s, fontsStrong(18*u), room)
}

func (p *playScene) tooltip(a *App) string {
	if b := p.ctrls.Hovered(); b != nil {
		return b.TipText()
	}
	in := &a.in
	r := p.tc.rect
	if in.X >= float32(r.Min.X) && in.X < float32(r.Max.X) && in.Y >= float32(r.Min.Y) && in.Y < float32(r.Max.Y) {
		return p.table.Tooltip(&p.tc, in.X, in.Y)
	}
	return ""
}

func (p *playScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	if p.sub == nil || p.subOf != dst || p.subRect != p.tc.rect {
		p.sub = dst.SubImage(p.tc.rect).(*ebiten.Image)
		p.subOf, p.subRect = dst, p.tc.rect
	}
	p.table.Draw(p.sub, &p.tc)
	// Top bar.
	sprites.FillRoundRect(dst, 0, 0, p.bar.W, p.bar.H+2*u, 0, color.RGBA{0, 0, 0, 110})
	sprites.FillRoundRect(dst, 0, 0, p.bar.W, p.bar.H, 0, color.RGBA{26, 19, 16, 250})
	sprites.Line(dst, 0, p.bar.H, p.bar.W, p.bar.H, 1.5*u, ColorPanelEdge)
	p.btnMenu.Draw(dst, u)
	nameX := p.btnMenu.R.X + p.btnMenu.R.W + 16*u
	is := 30 * u
	sprites.DrawIcon(dst, GameIcon(p.sess.Info.ID), nameX, p.bar.CY()-is/2, is, ColorAccent)
	DrawTextMid(dst, p.gameName, fontsTitle(28*u), nameX+is+10*u, p.bar.CY(), AlignStart, ColorText)
	// Whose decision, centred, with the seat's token.
	t := p.sess.State.ToAct()
	face := fontsStrong(18 * u)
	sw := TextWidth(p.status, face)
	cx := p.btnUndo.R.X/2 + (nameX+is+10*u+TextWidth(p.gameName, fontsTitle(28*u)))/2
	if t >= 0 {
		seatToken(dst, int(t), cx-sw/2-18*u, p.bar.CY(), 13*u)
	}
	c := ColorText
	if p.tc.canAct {
		c = ColorAccent
	}
	DrawTextMid(dst, p.status, face, cx+6*u, p.bar.CY(), AlignCenter, c)
	if p.thinking {
		hs := 22 * u
		sprites.DrawIcon(dst, "thought-bubble", cx+sw/2+14*u, p.bar.CY()-hs/2-2*u*a.anim.Pulse(), hs, ColorTextDim)
	}
	p.btnUndo.Draw(dst, u)
	p.btnLog.Draw(dst, u)
	p.btnRules.Draw(dst, u)
	p.btnSet.Draw(dst, u)
	if p.panel != panelNone {
		p.drawSide(dst, a)
	}
	if p.sess.State.Over() {
		p.btnResult.Draw(dst, u)
	}
}

// drawSide draws the log or the rules panel.
func (p *playScene) drawSide(dst *ebiten.Image, a *App) {
	u := a.u
	r := p.side
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 0, color.RGBA{24, 18, 15, 246})
	sprites.Line(dst, r.X, r.Y, r.X, r.Y+r.H, 1.5*u, ColorPanelEdge)
	head := fontsTitle(26 * u)
	pad := 16 * u
	title, icon := a.T("log"), "scroll-unfurled"
	if p.panel == panelRules {
		title, icon = a.T("rules"), "rule-book"
	}
	sprites.DrawIcon(dst, icon, r.X+pad, r.Y+12*u, 26*u, ColorAccent)
	DrawText(dst, title, head, r.X+pad+34*u, r.Y+10*u, AlignStart, ColorText)
	top := r.Y + 52*u
	body := fontsBody(14 * u)
	lh := LineHeight(body)
	if p.panel == panelRules {
		src := p.table.Rules(a.lang)
		if src == "" {
			src = a.T("no_rules")
		}
		if src != p.rulesSrc || p.wrapW != r.W {
			p.rulesSrc = src
			p.rules = Wrap(src, body, r.W-2*pad)
		}
		for i, l := range p.rules {
			y := top + float32(i)*lh
			if y+lh > r.Y+r.H-8*u {
				break
			}
			DrawText(dst, l, body, r.X+pad, y, AlignStart, ColorText)
		}
		return
	}
	p.wrapLog()
	// Newest at the bottom; the wheel or the scroll bar goes back.
	rows := p.logRows()
	p.clampScroll()
	end := len(p.wrapped) - p.scroll
	start := end - rows
	if start < 0 {
		start = 0
	}
	for i := start; i < end; i++ {
		w := p.wrapped[i]
		y := top + float32(i-start)*lh
		x := r.X + pad + 18*u
		if w.header {
			sprites.Line(dst, r.X+pad, y+lh/2, x-4*u, y+lh/2, 1.5*u, SeatColor(w.seat))
			DrawText(dst, w.text, fontsStrong(14*u), x, y, AlignStart, ColorAccent)
			continue
		}
		if w.entry+1 == p.hoverEntry {
			sprites.FillRoundRect(dst, r.X+4*u, y, r.W-8*u, lh, 3*u, color.RGBA{60, 46, 38, 255})
		}
		if w.first {
			sprites.FillCircle(dst, r.X+pad+5*u, y+lh/2, 5*u, SeatColor(w.seat))
		}
		c := ColorTextDim
		if i >= p.lastEntry {
			c = ColorText
		}
		if w.detail {
			x += 12 * u
		}
		DrawText(dst, w.text, body, x, y, AlignStart, c)
	}
	if bar, thumb, ok := p.scrollBar(); ok {
		thumbC := sprites.Alpha(ColorTextDim, 0.75)
		if p.dragBar {
			thumbC = ColorAccent
		}
		sprites.FillRoundRect(dst, bar.X, bar.Y, bar.W, bar.H, bar.W/2, color.RGBA{52, 40, 34, 255})
		sprites.FillRoundRect(dst, thumb.X, thumb.Y, thumb.W, thumb.H, thumb.W/2, thumbC)
	}
}

// wrapLog breaks the log's items to the panel's width, when the items or
// the width changed.
func (p *playScene) wrapLog() {
	u, r := p.app.u, p.side
	pad := 16 * u
	body := fontsBody(14 * u)
	if p.wrapW != r.W {
		p.wrapW = r.W
		p.wrapped = p.wrapped[:0]
		head := fontsStrong(14 * u)
		for _, it := range p.items {
			if it.header {
				for _, w := range Wrap(it.text, head, r.W-2*pad-18*u) {
					p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, header: true})
				}
				continue
			}
			p.lastEntry = len(p.wrapped)
			for j, w := range Wrap(it.text, body, r.W-2*pad-18*u) {
				p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, first: j == 0, entry: it.entry})
			}
			for _, m := range it.more {
				for _, w := range Wrap(m, body, r.W-2*pad-30*u) {
					p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, detail: true, entry: it.entry})
				}
			}
		}
	}
}

// logTop is where the log's first line is drawn.
func (p *playScene) logTop() float32 { return p.side.Y + 52*p.app.u }

// logRows is how many lines of the log the panel shows.
func (p *playScene) logRows() int {
	u := p.app.u
	lh := LineHeight(fontsBody(14 * u))
	return int((p.side.Y + p.side.H - 10*u - p.logTop()) / lh)
}

// clampScroll keeps the scroll within the log.
func (p *playScene) clampScroll() {
	if most := len(p.wrapped) - p.logRows(); p.scroll > most {
		p.scroll = most
	}
	if p.scroll < 0 {
		p.scroll = 0
	}
}

// scrollBar returns the log's scroll bar and its thumb, when the log is
// longer than the panel.
func (p *playScene) scrollBar() (bar, thumb Rect, ok bool) {
	rows, n := p.logRows(), len(p.wrapped)
	if p.panel != panelLog || n <= rows || rows <= 0 {
		return bar, thumb, false
	}
	u := p.app.u
	top := p.logTop()
	bar = Rect{p.side.X + p.side.W - 12*u, top, 6 * u, p.side.Y + p.side.H - 10*u - top}
	h := max(bar.H*float32(rows)/float32(n), 24*u)
	end := n - p.scroll // one past the last line shown
	y := bar.Y + (bar.H-h)*float32(end-rows)/float32(n-rows)
	return bar, Rect{bar.X, y, bar.W, h}, true
}

// scrollTo scrolls the log so that the thumb's centre is at y.
func (p *playScene) scrollTo(y float32) {
	bar, thumb, ok := p.scrollBar()
	if !ok {
		return
	}
	rows, n := p.logRows(), len(p.wrapped)
	f := (y - bar.Y - thumb.H/2) / (bar.H - thumb.H)
	f = Clamp(f, 0, 1)
	p.scroll = n - rows - int(f*float32(n-rows)+0.5)
	p.clampScroll()
}

// ---- hand-off ----

type handoffScene struct {
	play  *playScene
	seat  game.Seat
	title string
	sub   string
	tap   Button
	// What happened since the seat last acted, from the log: what a
	// player coming back to the screen wants to know first.
	sinceHead string
	since     []string
	sinceSeat []int   // each line's seat, -1 for a turn header
	sinceW    float32 // the widest line, to centre the block
}

func newHandoffScene(p *playScene, seat game.Seat) *handoffScene {
	return &handoffScene{play: p, seat: seat}
}

func (h *handoffScene) name() string { return "handoff" }

func (h *handoffScene) layout(a *App) {
	u := a.u
	name := h.play.seatName(h.seat)
	h.title = fmt.Sprintf(a.T("handoff"), name)
	h.sub = fmt.Sprintf(a.T("handoff_hidden"), name)
	bw, bh := 300*u, 60*u
	h.tap = Button{R: Rect{(a.w - bw) / 2, a.h*0.25 + 200*u, bw, bh}, Label: a.T("handoff_tap"), Icon: "hand", Glow: true, Size: 19}
	h.summarize(a)
}

// summarize picks the log lines since the seat last acted that fit below
// the button, the newest last.
func (h *handoffScene) summarize(a *App) {
	p := h.play
	if p.logLang != a.lang {
		p.relog()
	}
	items := sinceLast(p.items, p.entries, int(h.seat))
	h.since, h.sinceSeat = h.since[:0], h.sinceSeat[:0]
	h.sinceHead = ""
	if len(items) == 0 {
		return
	}
	h.sinceHead = a.T("since_last")
	acted := false
	for i := range p.entries {
		if p.entries[i].seat == int(h.seat) {
			acted = true
			break
		}
	}
	if !acted {
		h.sinceHead = a.T("since_start")
	}
	face := fontsBody(15 * a.u)
	top := h.tap.R.Y + h.tap.R.H + 64*a.u
	room := int((a.h - 16*a.u - top) / LineHeight(face))
	if room < 2 {
		room = 2
	}
	skip := 0
	if len(items) > room {
		skip = len(items) - (room - 1)
		h.since = append(h.since, fmt.Sprintf(a.T("more_lines"), skip))
		h.sinceSeat = append(h.sinceSeat, -2)
	}
	w := min(720*a.u, a.w-60*a.u)
	for _, it := range items[skip:] {
		seat := it.seat
		if it.header {
			seat = -1
		}
		h.since = append(h.since, Ellipsize(it.text, face, w-24*a.u))
		h.sinceSeat = append(h.sinceSeat, seat)
	}
	h.sinceW = 0
	for _, l := range h.since {
		h.sinceW = max(h.sinceW, TextWidth(l, fontsStrong(15*a.u)))
	}
	h.sinceW += 20 * a.u
}

// ready hands the screen to the seat.
func (h *handoffScene) ready(a *App) {
	p := h.play
	p.tc.seat = h.seat
	p.tc.public = false
	p.lastHuman = h.seat
	p.refresh()
	p.table.Reset(&p.tc)
	a.mixer.Play(SoundCard)
	a.setScene(p)
}

func (h *handoffScene) update(a *App) bool {
	clicked, changed := h.tap.Hit(&a.in)
	if clicked || a.in.Has(IntentActivate) || (a.in.Clicked && !a.in.Touch) || (a.in.Touch && a.in.Released) {
		h.ready(a)
		return true
	}
	if a.in.Has(IntentBack) {
		a.toMenu()
		return true
	}
	return changed
}

func (h *handoffScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	dst.Fill(ColorInk)
	sprites.TableBackground(dst, image.Rect(0, 0, int(a.w), int(a.h)), color.RGBA{50, 30, 26, 255}, 0.4)
	seatToken(dst, int(h.seat), a.w/2, a.h*0.25, 56*u)
	drawTitle(dst, h.title, a.w/2, a.h*0.25+76*u, 64*u)
	DrawTextShadow(dst, h.sub, fontsBody(17*u), a.w/2, a.h*0.25+160*u, AlignCenter, ColorTextDim)
	h.tap.Glow = true
	h.tap.Draw(dst, u)
	if h.sinceHead == "" {
		return
	}
	face := fontsBody(15 * u)
	lh := LineHeight(face)
	x := (a.w - h.sinceW) / 2
	y := h.tap.R.Y + h.tap.R.H + 28*u
	DrawTextShadow(dst, h.sinceHead, fontsStrong(17*u), a.w/2, y, AlignCenter, ColorAccent)
	y += 36 * u
	for i, l := range h.since {
		switch s := h.sinceSeat[i]; {
		case s >= 0:
			sprites.FillCircle(dst, x+6*u, y+lh/2, 5*u, SeatColor(s))
			DrawTextShadow(dst, l, face, x+20*u, y, AlignStart, ColorText)
		case s == -1:
			DrawTextShadow(dst, l, fontsStrong(15*u), x+20*u, y, AlignStart, ColorAccent)
		default:
			DrawTextShadow(dst, l, face, x+20*u, y, AlignStart, ColorTextDim)
		}
		y += lh
	}
}
