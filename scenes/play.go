package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
	"zombietable/i18n"
	"zombietable/netplay/client"
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
	app  *App
	sess *save.Session
	// remote is the seat at a table on a server, when the game is played
	// there; sess is nil then (see remote.go).
	remote *remoteSeat
	table  Table
	tc     TableContext
	bots   []game.Bot

	// replay is the viewer, when the game is a finished one looked at
	// again (see replay.go); coach the coach's answer asked for
	// (coach.go).
	replay   *replayView
	coach    *coachState
	btnCoach Button

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
	botBegan  time.Time     // the same, by the clock its budget is kept by
	botBudget time.Duration // how long a bot thinks at most for a move
	botWait   time.Duration // no bot moves before this
	thinking  bool
	// botStuck is why the bot to act could play nothing (the save holds no
	// more actions, say): it thinks no more until the game changes (an
	// undo).
	botStuck  error
	overShown bool
	review    bool // the game is over and the table is being looked at

	entries []logEntry
	// opening is what the game's set-up set off before the first action,
	// in every language (game.Opener): the log's first lines.
	opening [][]string
	lines   []logLine
	items   []logItem
	logLang Lang
	wrapped []wrappedLine
	// lastEntry is the index in wrapped of the newest entry's first line.
	lastEntry int
	wrapW     float32
	// wrapMemo holds each log text wrapped at wrapMemoW and the scale
	// wrapMemoU (see wrapLog).
	wrapMemo  map[wrapKey][]string
	wrapMemoW float32
	wrapMemoU float32
	scroll    int
	dragBar   bool // the panel's scroll bar is being dragged
	panel     int  // 0 none, 1 log, 2 rules
	// A finger or the mouse drags the panel's text: where the stroke began
	// and the first line shown then.
	dragText  bool
	dragY     float32
	dragFirst int
	// The rules wrapped to the panel: their text, and the width and scale
	// they were wrapped at; rulesStale asks the table for the text again
	// (after a move, a layout, a language switch).
	rules      []string
	rulesSrc   string
	rulesW     float32
	rulesU     float32
	rulesStale bool
	// rulesTop is the first line of the rules shown.
	rulesTop int

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
	status    string // the top bar's line, whole
	statusFor game.Seat
	gameName  string
	nameW     float32 // the width of the game's name in the bar
	nameSz    float32 // the size of its face, in units (nameMax, less for a long name in a narrow bar; 0: not shown)
	// narrow: the screen is narrow (Narrow): the log is a drawer over the
	// table, closed at first, and the status has a line of its own under
	// top, the row of the bar's buttons. panelChosen: the person opened or
	// closed a panel, which no layout overrides.
	narrow, panelChosen bool
	top                 Rect
	statusSz            float32 // the status's face, in units
	// The status line as drawn, cut with "…" to the room between the
	// game's name and the buttons (its tooltip then has it whole), and its
	// width.
	statusShown string
	statusW     float32
	statusR     Rect
}

const (
	panelNone = iota
	panelLog
	panelRules
)

func newPlayScene(a *App, sess *save.Session, entries []logEntry) (*playScene, error) {
	p := &playScene{app: a, sess: sess, entries: entries, lastHuman: game.Nobody, botSeat: game.Nobody, botChunk: 8, statusFor: -2,
		botBudget: bot.DefaultBudget, opening: openingOf(sess)}
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
		b, err := bot.New(spec, sess.Info, uint64(sess.Log.Seed)^(uint64(i+1)*0x9e3779b97f4a7c15))
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
		if err := p.autosave(); err != nil {
			a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
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
	// A bot to act at a screen people share: whoever opened the game may
	// not be the first person, whose table shows while the bots play.
	if p.shared() && (!p.sess.IsHuman(t) || p.autoPass(t)) && !p.tc.public {
		a.setScene(newHandoffScene(p, p.tc.seat))
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
// screen to itself, unless the frame passes for it (autoPass).
func (p *playScene) needHandoff(t game.Seat) bool {
	return p.shared() && (t != p.lastHuman || p.tc.public) && p.private() && !p.autoPass(t)
}

// goPublic reports whether human seat t decides in the open: a public
// decision of a seat that does not have the screen to itself.
func (p *playScene) goPublic(t game.Seat) bool {
	return p.shared() && (t != p.lastHuman || p.tc.public) && !p.private() && !p.autoPass(t)
}

// autoPass reports whether the frame plays the decision of human seat t
// for it, with no hand-off and nothing asked. It does so for a chance to
// answer in another seat's turn (game.Answerer), playing the pass, when
//
//   - everyone can see that the pass is all t may do (forced): no card of
//     the game could answer now, whatever t holds; or
//   - t chose, for itself, to let all its answers go (save.Seat.PassAnswers);
//
// and for a chance of t's hidden cards to act in the others' play
// (game.Delegator) when t chose, once, to leave those chances to the table
// (save.Seat.Secrets), playing what t's own cards call for.
//
// None of these reasons reads t's hidden cards: the first is public by the
// Answerer's contract, the others are the person's standing choices,
// whatever they hold, and a Delegator's chances are public by its contract.
// So whether the screen goes to t depends only on what every seat sees and
// on those choices, and a skipped window looks the same as one answered
// with a pass (the same log line, the same pace as a bot's pass): nobody
// learns anything of t's hand from it. Skipping "unless t holds a card it
// can play now" would not be so: at one shared screen the hand-off itself
// would tell everyone that t holds one.
func (p *playScene) autoPass(t game.Seat) bool {
	_, ok := p.passFor(t)
	return ok
}

// passFor is the action autoPass plays for t, if it does.
func (p *playScene) passFor(t game.Seat) (game.Action, bool) {
	st := p.sess.State
	if !p.sess.IsHuman(t) || st.ToAct() != t {
		return 0, false
	}
	if d, ok := st.(game.Delegator); ok && p.sess.Log.Seats[t].Secrets == save.SecretsTable {
		if a, ok := d.Delegated(); ok {
			return a, true
		}
	}
	an, ok := st.(game.Answerer)
	if !ok {
		return 0, false
	}
	if th, ok := st.(game.TurnHolder); !ok || th.TurnOf() == t {
		return 0, false
	}
	pass, forced, ok := an.Pass()
	if !ok || !forced && !p.sess.Log.Seats[t].PassAnswers {
		return 0, false
	}
	return pass, true
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
	if s < 0 || int(s) >= p.players() {
		return "—"
	}
	if p.remote != nil {
		return p.remote.seats[s].Name
	}
	return seatNameIn(p.app.lang, p.sess.Log.Seats[s].Name, int(s))
}

// refresh recomputes what the seat in front of the screen sees and may do.
func (p *playScene) refresh() {
	p.rulesStale = true
	if p.remote != nil {
		p.remote.refresh(p)
		return
	}
	st := p.sess.State
	p.tc.view = st.View(p.tc.seat)
	t := st.ToAct()
	// A private decision waits for the hand-off, even with the seat in
	// front of a public table.
	p.tc.canAct = !st.Over() && t == p.tc.seat && p.sess.IsHuman(t) && !p.needHandoff(t) && !p.autoPass(t)
	p.tc.legal = st.Legal(p.tc.legal)
	p.statusFor = -2
	if p.replay != nil {
		// A replay is looked at: nobody decides in it.
		p.tc.canAct = false
		return
	}
	p.btnUndo.Disabled, p.btnUndo.WhyNot = p.undoState()
}

// undoState tells whether the seat in front of the screen may use Undo and,
// when it may not, why: no person has moved yet, what lies behind is a card
// drawn, a reveal or a roll, or the last move is another person's (one
// person never takes back another's move, nor sees another's table
// through it).
func (p *playScene) undoState() (disabled bool, why string) {
	switch b, by := p.sess.UndoStateFor(p.tc.seat); b {
	case save.UndoNone:
		return true, p.app.T("app.play.undo_none")
	case save.UndoBarrier:
		return true, p.app.T("app.play.undo_barrier")
	case save.UndoOther:
		return true, p.app.lang.F("app.play.undo_other", "who", p.seatName(by))
	}
	return false, ""
}

// undoTip is the Undo button's tooltip as it stands.
func (p *playScene) undoTip() string { return p.btnUndo.TipText() }

// seatNames are the seats' display names in the language l.
func seatNames(sess *save.Session, l Lang) []string {
	names := make([]string, len(sess.Log.Seats))
	for i, st := range sess.Log.Seats {
		names[i] = seatNameIn(l, st.Name, i)
	}
	return names
}

// narrate returns what the action just applied to before set off, in the
// language l, when the engine tells.
func narrate(sess *save.Session, before game.State, l Lang) []string {
	if before == nil {
		return nil
	}
	return game.NarrateAction(sess.State, before, seatNames(sess, l), l.Code())
}

// openingOf is what the set-up of sess's game set off before its first
// action, in every language, as the engine tells it (game.Opener).
func openingOf(sess *save.Session) [][]string {
	if _, ok := sess.State.(game.Opener); !ok {
		return nil
	}
	rp, err := save.Replay(sess.Log.Prefix(0))
	if err != nil {
		return nil
	}
	out := make([][]string, i18n.NumLangs())
	for k := range out {
		out[k] = game.OpeningLines(rp.State, seatNames(sess, Lang(k)), Lang(k).Code())
	}
	return out
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
	return game.DescribeAction(sess.State, a, seatNames(sess, l), l.Code())
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
	p.botStuck = nil
	p.hideBeforeHandoff(seat)
	p.relog()
	line := p.lines[len(p.lines)-1].text
	p.scroll = 0
	if a.store != nil {
		if err := p.autosave(); err != nil {
			a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
		}
	}
	p.refresh()
	p.table.Applied(&p.tc, Move{Seat: seat, Action: act, Name: name, Line: line, Before: before})
	p.rulesStale = true
	p.botWait = a.anim.now + a.anim.Duration(450*time.Millisecond)
	p.botBegun = false
	a.dirty()
	return nil
}

// autosave saves the game with the log line of its last move in every
// language, for the list of saved games.
func (p *playScene) autosave() error {
	p.sess.LastMove = nil
	if n := len(p.entries); n > 0 {
		e := &p.entries[n-1]
		p.sess.LastMove = make(map[string]string, len(e.text))
		for l, t := range e.text {
			if len(t) > 0 {
				p.sess.LastMove[Lang(l).Code()] = clipRunes(t[0], save.MaxLast)
			}
		}
	}
	return p.sess.Autosave(p.app.store)
}

// clipRunes cuts s to at most n characters, an ellipsis marking the cut.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// hideBeforeHandoff turns the table public at once when the person in
// front, seat, has just decided and the screen is to go to another person:
// their secret (the vote just cast) does not stay on screen while the
// device changes hands and the motions end. Only games that tell which
// decisions are private (game.Privacy) have tables that draw a public
// table; the others keep the seat's own table until the hand-off.
func (p *playScene) hideBeforeHandoff(seat game.Seat) {
	if _, ok := p.sess.State.(game.Privacy); !ok || p.tc.public || seat != p.tc.seat {
		return
	}
	if t := p.sess.State.ToAct(); p.sess.IsHuman(t) && t != seat && p.needHandoff(t) {
		p.tc.public = true
		p.lastHuman = game.Nobody
	}
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
	if int(l) < len(p.opening) && len(p.opening[l]) > 0 {
		o := p.opening[l]
		p.items = append([]logItem{
			{seat: -1, header: true, text: l.T("app.play.log_opening"), entry: OpeningEntry},
			{seat: -1, text: o[0], more: o[1:], entry: OpeningEntry},
		}, p.items...)
	}
	p.items = p.forkNote(p.items, l)
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

// undo takes back the last decision of the seat in front of the screen,
// and only that seat's: it refuses, saying why, when the last decision of a
// person is another's. The seat stays in front of the screen: the state
// goes back to its own decision.
func (p *playScene) undo(a *App) error {
	if dis, why := p.undoState(); dis {
		a.flash(why)
		return save.ErrNoUndo
	}
	if err := p.sess.UndoFor(p.tc.seat); err != nil {
		a.flash(a.T("app.play.no_undo"))
		return err
	}
	if len(p.entries) > len(p.sess.Log.Actions) {
		p.entries = p.entries[:len(p.sess.Log.Actions)]
	}
	p.relog()
	p.scroll = 0
	p.botBegun = false
	p.botStuck = nil
	p.overShown = false
	p.review = false
	if a.store != nil {
		_ = p.autosave()
	}
	a.anim.Skip()
	p.refresh()
	p.table.Reset(&p.tc)
	p.rulesStale = true
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
	p.panelChosen = true
	// The rules open at their start, where what matters is.
	p.rulesTop = 0
	p.dragBar, p.dragText = false, false
	p.layout(a)
}

func (p *playScene) layout(a *App) {
	u := a.u
	p.gameName = GameName(a.lang, p.info())
	if p.logLang != a.lang {
		p.relog()
	}
	p.statusFor = -2
	p.narrow = Narrow(a.w, u)
	if !p.panelChosen && p.panel == panelLog && p.narrow {
		// On a narrow screen the log is a drawer, closed until asked for.
		p.panel = panelNone
	}
	p.top = Rect{0, 0, a.w, 52 * u}
	p.bar = p.top
	if p.narrow {
		// The turn's status has a line of its own under the buttons.
		p.bar.H += statusLine * u
	}
	barH := p.bar.H
	p.ctrls.Reset()
	p.layoutBar(a)
	if p.remote == nil && p.replay == nil {
		p.btnUndo.Disabled, p.btnUndo.WhyNot = p.undoState()
	}
	p.ctrls.Add(&p.btnMenu)
	if p.remote == nil && p.replay == nil {
		p.ctrls.Add(&p.btnUndo)
	}
	p.ctrls.Add(&p.btnLog)
	p.ctrls.Add(&p.btnRules)
	p.ctrls.Add(&p.btnSet)
	if p.over() && p.replay == nil {
		p.btnResult = Button{R: Rect{a.w/2 - 100*u, a.h - 64*u, 200 * u, 48 * u}, Label: a.T("app.gameover.title"), Icon: "trophy", Glow: true}
		p.ctrls.Add(&p.btnResult)
	}
	sideW := float32(0)
	if p.panel != panelNone {
		sideW = Clamp(a.w*0.26, 240*u, 360*u)
	}
	p.side = Rect{a.w - sideW, barH, sideW, a.h - barH}
	rect := image.Rect(0, int(barH), int(a.w-sideW), int(a.h))
	if p.narrow {
		// The drawer lies over the table, which keeps its room; the strip
		// of table left beside it closes it.
		dw := min(a.w-48*u, 420*u)
		p.side = Rect{a.w - dw, barH, dw, a.h - barH}
		rect = image.Rect(0, int(barH), int(a.w), int(a.h))
		if p.panel == panelNone {
			p.side.W = 0
			p.side.X = a.w
		}
	}
	if p.replay != nil {
		rect.Max.Y -= int(replayStripHeight(float32(rect.Dx()), u))
	}
	p.wrapW = 0
	p.rulesStale = true
	if rect != p.tc.rect || u != p.tc.scale {
		p.tc.rect = rect
		p.tc.scale = u
	}
	p.table.Layout(&p.tc)
	p.layoutExtras(a)
}

// layoutBar lays out the top bar by priority: the menu and the game's name
// whole, then the line saying whose decision it is whole (the widest this
// table may show, a move it names aside), then the buttons' labels. Where
// the bar is short of room a long name first takes a smaller face (down to
// nameMin), then the buttons give up their labels one by one, undo first
// and the menu last, their icons and tooltips staying, the name back at its
// full face.
func (p *playScene) layoutBar(a *App) {
	u := a.u
	bh := p.top.H - 12*u
	need := p.widestStatus(a) + 2*statusEnds*u
	if p.narrow {
		need = 0 // the status has its own line
	}
	full := TextWidth(p.gameName, fontsTitle(nameMax*u))
	for bare := 0; ; bare++ {
		label := func(key string, rank int) string {
			if rank < bare {
				return ""
			}
			return a.T(key)
		}
		width := func(w float32, rank int) float32 {
			if rank < bare {
				return bh
			}
			return w
		}
		p.btnMenu = Button{R: Rect{8 * u, 6 * u, width(bh*2.6, 3), bh}, Label: label("app.common.menu", 3), Icon: "hamburger-menu", Color: ColorButtonAlt, Size: 15, Tip: a.T("app.play.menu_tip")}
		x := a.w - 8*u
		place := func(b *Button, label, icon, tip string, w float32, on bool) {
			x -= w
			*b = Button{R: Rect{x, 6 * u, w, bh}, Label: label, Icon: icon, Color: ColorButtonAlt, Size: 15, Tip: tip, Selected: on}
			x -= 8 * u
		}
		place(&p.btnSet, "", "cog", a.T("app.play.settings_tip"), bh, false)
		place(&p.btnRules, label("app.play.rules", 1), "rule-book", a.T("app.play.rules_tip"), width(112*u, 1), p.panel == panelRules)
		place(&p.btnLog, label("app.play.log", 2), "scroll-unfurled", a.T("app.play.log_tip"), width(100*u, 2), p.panel == panelLog)
		if p.remote == nil {
			// a table on a server takes nothing back
			place(&p.btnUndo, label("app.play.undo", 0), "anticlockwise-rotation", a.T("app.play.undo_tip"), width(112*u, 0), false)
		}
		// The name's width goes with its size: start from the size that
		// leaves the line its room, and check it.
		sz := float32(nameMax)
		if room := x - p.nameX(u) - 48*u - need; full > room {
			sz = float32(math.Floor(float64(2*nameMax*room/full))) / 2
		}
		for ; sz >= nameMin; sz -= 0.5 {
			if p.placeName(a, sz, x) >= need {
				p.placeStatus(a)
				return
			}
		}
		if bare == 4 {
			p.placeName(a, nameMax, x)
			if p.narrow {
				// No room for the name beside the bare buttons: the
				// emblem says the game.
				p.nameSz = 0
			}
			p.placeStatus(a)
			return
		}
	}
}

// placeStatus gives the status its own line under the buttons on a narrow
// screen, the whole width; elsewhere placeName gave it its room.
func (p *playScene) placeStatus(a *App) {
	if p.narrow {
		p.statusR = Rect{0, p.top.H, a.w, p.bar.H - p.top.H}
	}
}

// placeName sets the game's name in the bar at size sz (in units), the
// status line's room between it and x, and returns that room's width.
func (p *playScene) placeName(a *App, sz, x float32) float32 {
	u := a.u
	p.nameSz = sz
	p.nameW = TextWidth(p.gameName, fontsTitle(sz*u))
	left := p.nameX(u) + 30*u + 10*u + p.nameW + 8*u
	p.statusR = Rect{left, 0, x - left, p.top.H}
	return p.statusR.W
}

// nameMax and nameMin are the sizes, in units, of the game's name in the top
// bar: its face, and the smallest it takes to leave Undo its label
// (Zombies!!! 4: The End… at 960 × 600 in Italian).
const (
	nameMax = 28
	nameMin = 22
)

// statusEnds is the room, at each end of the status line, of the seat's
// token before it and of the thinking bubble after it.
const statusEnds = 38

// statusLine is the height, in units, of the status's own line under the
// top bar's buttons on a narrow screen.
const statusLine = 36

// nameX is where the game's emblem begins in the top bar, after the menu.
func (p *playScene) nameX(u float32) float32 { return p.btnMenu.R.X + p.btnMenu.R.W + 16*u }

// widestStatus is the width of the widest line the top bar may say at
// this table, with its seats' names: whose turn or decision it is, who
// thinks, the game over, and at a table on a server its connection. A line
// naming a move may be wider: it is cut to the room.
func (p *playScene) widestStatus(a *App) float32 {
	face := fontsStrong(18 * a.u)
	w := TextWidth(a.T("app.gameover.title"), face)
	one := func(key string, s game.Seat) {
		w = max(w, TextWidth(a.lang.F(key, "who", p.seatName(s)), face))
	}
	n := p.players()
	for s := game.Seat(0); int(s) < n; s++ {
		for _, key := range []string{"app.play.your_turn", "app.play.turn_of", "app.play.thinking", "app.play.bot_stuck"} {
			one(key, s)
		}
		if p.remote != nil {
			one("app.remote.away", s)
		}
		for o := game.Seat(0); int(o) < n; o++ {
			if o == s {
				continue
			}
			for _, key := range []string{"app.play.you_answer", "app.play.answers", "app.play.thinking_in"} {
				w = max(w, TextWidth(a.lang.F(key, "who", p.seatName(s), "turn", p.seatName(o)), face))
			}
		}
	}
	if p.remote != nil {
		for _, l := range []string{a.T("app.remote.connecting"), a.T("app.remote.closed"), a.lang.F("app.remote.reconnecting", "n", 99)} {
			w = max(w, TextWidth(l, face))
		}
	}
	return w
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
	if b != nil && p.extraClicked(a, b) {
		in.Consume()
		return true
	}
	if b != nil {
		in.Consume()
	}
	for _, it := range in.Intents {
		switch it {
		case IntentUndo:
			if p.remote == nil {
				_ = p.undo(a)
			}
		case IntentLog:
			p.toggle(a, "log")
		case IntentRules:
			p.toggle(a, "rules")
		case IntentBack:
			if p.panel != panelNone {
				p.panel = panelNone
				p.dragBar, p.dragText = false, false
				p.layout(a)
			} else {
				a.toMenu()
				return true
			}
		}
	}
	p.wrapSide()
	redraw = p.hoverLog(in) || redraw
	redraw = p.scrollSide(in) || redraw
	if p.narrow && p.panel != panelNone {
		// The drawer is over the table: a touch on the strip of table
		// beside it closes it, and the table takes no stroke meanwhile.
		if in.Pressed && !p.side.Contains(in.X, in.Y) && !p.bar.Contains(in.X, in.Y) {
			p.panel = panelNone
			p.dragBar, p.dragText = false, false
			p.layout(a)
			redraw = true
		}
		in.Consume()
	}
	// A click on a moving table skips the motion.
	if in.Clicked && a.anim.Busy() {
		a.anim.Skip()
	}

	redraw = p.coachUpdate(a) || redraw
	if p.replay != nil {
		redraw = p.replay.update(p, a) || redraw
	} else if p.remote != nil {
		if p.remote.tick(p) {
			return true
		}
	} else if st := p.sess.State; st.Over() {
		if !p.overShown && !a.anim.Busy() {
			p.overShown = true
			p.layout(a)
			a.setScene(newGameOverScene(p))
			return true
		}
	} else if t := st.ToAct(); p.sess.IsHuman(t) {
		p.thinking = false
		switch {
		case p.autoPass(t):
			// At a bot's pace, so a skipped answer takes the time of one
			// answered with a pass at once.
			if !a.anim.Busy() && a.anim.now >= p.botWait {
				pass, _ := p.passFor(t)
				_ = p.apply(pass)
				redraw = true
			}
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
	if p.statusFor != p.toAct() || p.status == "" {
		p.updateStatus(a)
		redraw = true
	}
	return redraw || a.anim.Busy()
}

// runBot lets the bot to act think for a slice of this frame (about 6 ms)
// and plays its action when it is ready, or its best so far once it has
// thought for its budget (bot.DefaultBudget, as in the engine protocol).
func (p *playScene) runBot(a *App, t game.Seat) bool {
	if p.botStuck != nil || a.anim.Busy() || a.anim.now < p.botWait {
		return false
	}
	b := p.bots[t]
	if b == nil {
		return false
	}
	if !p.botBegun || p.botSeat != t {
		b.Begin(p.sess.State.Clone())
		p.botBegun, p.botSeat, p.botSince, p.botBegan = true, t, a.anim.now, time.Now()
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
	// Past its budget a search plays its best move so far, as the
	// engine's bot requests do.
	ready = ready || bot.Overdue(b, p.botBegan, p.botBudget)
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
			err = p.apply(legal[0])
		}
		if err != nil {
			// Nothing can be played (the save is full): say why once,
			// and wait for the players rather than ask the bot again
			// every frame.
			p.botStuck = err
			a.flashFor(upperFirst(game.Reason(err, a.lang.Code())), 8*time.Second)
		}
	}
	return true
}

// upperFirst is s with its first letter in upper case.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// waiting reports whether the table moves on by itself, with no input: a bot
// to play, or a hand-off or the game-over screen due once the motions end.
// The app keeps its full pace meanwhile.
func (p *playScene) waiting() bool {
	if p.coach != nil && !p.coach.ready {
		return true
	}
	if p.replay != nil {
		return p.replay.playing
	}
	if p.remote != nil {
		return p.remote.waiting(p)
	}
	st := p.sess.State
	if st.Over() {
		return !p.overShown
	}
	t := st.ToAct()
	if !p.sess.IsHuman(t) {
		return p.botStuck == nil
	}
	return t != p.tc.seat || p.autoPass(t)
}

// updateStatus sets the line of the top bar saying whose decision it is.
func (p *playScene) updateStatus(a *App) {
	t := p.toAct()
	p.statusFor = t
	// A decision in another seat's turn says both who decides and whose
	// turn it is.
	turnOf := p.turnOf()
	outOfTurn := turnOf != t && turnOf >= 0
	switch {
	case p.replay != nil:
		p.status = p.replay.status(p, a)
	case p.remote != nil && p.remote.status != client.Online:
		p.status = p.remote.statusLine(a)
	case p.over():
		p.status = a.T("app.gameover.title")
	case p.remote != nil && len(p.remote.together) > 0:
		p.status = p.remote.togetherLine(a)
	case p.botStuck != nil && p.remote == nil && !p.isHuman(t):
		p.status = a.lang.F("app.play.bot_stuck", "who", p.seatName(t))
	case p.thinking && outOfTurn:
		p.status = a.lang.F("app.play.thinking_in", "who", p.seatName(t), "turn", p.seatName(turnOf))
	case p.thinking:
		p.status = a.lang.F("app.play.thinking", "who", p.seatName(t))
	case outOfTurn && p.isHuman(t) && t == p.tc.seat:
		p.status = a.lang.F("app.play.you_answer", "who", p.seatName(t), "turn", p.seatName(turnOf))
		if what := p.turnMove(turnOf); what != "" {
			p.status = a.lang.F("app.play.you_answer_to", "who", p.seatName(t), "what", what)
		}
	case outOfTurn:
		p.status = a.lang.F("app.play.answers", "who", p.seatName(t), "turn", p.seatName(turnOf))
		if what := p.turnMove(turnOf); what != "" {
			p.status = a.lang.F("app.play.answers_to", "who", p.seatName(t), "what", what)
		}
	case p.isHuman(t) && t == p.tc.seat:
		p.status = a.lang.F("app.play.your_turn", "who", p.seatName(t))
	case p.remote != nil && p.remote.away(t):
		p.status = a.lang.F("app.remote.away", "who", p.seatName(t))
	default:
		p.status = a.lang.F("app.play.turn_of", "who", p.seatName(t))
	}
	if p.remote != nil && p.remote.seat < 0 && p.remote.status == client.Online {
		// A watcher's screen says so first: nothing is its turn.
		p.status = a.lang.F("app.watch.status", "what", p.status)
	}
	if p.thinking {
		p.statusFor = -3 // keep checking while a bot thinks
	}
	p.fitStatus(a)
}

// fitStatus cuts the status line to its room in the top bar, where it is
// too long (a long move named in it), with "…".
func (p *playScene) fitStatus(a *App) {
	room := max(p.statusR.W-2*statusEnds*a.u, 0)
	p.statusSz = 18
	if p.narrow {
		// A narrow screen's line takes a smaller face before it is cut.
		p.statusSz = FitSize(p.status, fontsStrong, 18, 14, a.u, room)
	}
	face := fontsStrong(p.statusSz * a.u)
	p.statusShown = Ellipsize(p.status, face, room)
	p.statusW = TextWidth(p.statusShown, face)
}

// statusTip is the status line whole when it is cut and the pointer is on
// it, else "".
func (p *playScene) statusTip(x, y float32) string {
	r := p.statusR
	if p.statusShown == p.status || y < r.Y || y >= r.Y+r.H {
		return ""
	}
	if cx := r.X + r.W/2; x < cx-p.statusW/2-statusEnds*p.app.u || x > cx+p.statusW/2+statusEnds*p.app.u {
		return ""
	}
	return p.status
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

func (p *playScene) tooltip(a *App) string {
	if b := p.ctrls.Hovered(); b != nil {
		return b.TipText()
	}
	in := &a.in
	if tip := p.statusTip(in.X, in.Y); tip != "" {
		return tip
	}
	if tip := p.extraTip(a); tip != "" {
		return tip
	}
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
	if p.remote != nil && !p.remote.have {
		// A seat at a table on a server before its first view: the table
		// has nothing to draw yet, and the top bar says it is connecting.
		p.sub.Fill(ColorInk)
	} else {
		p.table.Draw(p.sub, &p.tc)
	}
	if p.remote != nil {
		p.remote.drawDown(dst, p)
	}
	p.drawExtras(dst, a)
	// Top bar.
	sprites.FillRoundRect(dst, 0, 0, p.bar.W, p.bar.H+2*u, 0, color.RGBA{0, 0, 0, 110})
	sprites.FillRoundRect(dst, 0, 0, p.bar.W, p.bar.H, 0, color.RGBA{26, 19, 16, 250})
	sprites.Line(dst, 0, p.bar.H, p.bar.W, p.bar.H, 1.5*u, ColorPanelEdge)
	p.btnMenu.Draw(dst, u)
	nameX := p.nameX(u)
	is := 30 * u
	sprites.DrawIcon(dst, GameIcon(p.info().ID), nameX, p.top.CY()-is/2, is, ColorAccent)
	if p.nameSz > 0 {
		DrawTextMid(dst, p.gameName, fontsTitle(p.nameSz*u), nameX+is+10*u, p.top.CY(), AlignStart, ColorText)
	}
	// Whose decision, centred in its room, with the seat's token.
	t := p.toAct()
	face := fontsStrong(p.statusSz * u)
	sw := p.statusW
	cx := p.statusR.X + p.statusR.W/2
	cy := p.statusR.CY()
	if t >= 0 && (p.remote == nil || len(p.remote.together) == 0) {
		// No one seat's token while every seat chooses at once.
		seatToken(dst, int(t), cx-sw/2-18*u, cy, 13*u)
	}
	c := ColorText
	if p.tc.canAct {
		c = ColorAccent
	}
	DrawTextMid(dst, p.statusShown, face, cx+6*u, cy, AlignCenter, c)
	if p.thinking {
		hs := 22 * u
		sprites.DrawIcon(dst, "thought-bubble", cx+sw/2+14*u, cy-hs/2-2*u*a.anim.Pulse(), hs, ColorTextDim)
	}
	if p.remote == nil && p.replay == nil {
		p.btnUndo.Draw(dst, u)
	}
	p.btnLog.Draw(dst, u)
	p.btnRules.Draw(dst, u)
	p.btnSet.Draw(dst, u)
	if p.panel != panelNone {
		p.drawSide(dst, a)
	}
	if p.over() {
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
	title, icon := a.T("app.play.log"), "scroll-unfurled"
	if p.panel == panelRules {
		title, icon = a.T("app.play.rules"), "rule-book"
	}
	sprites.DrawIcon(dst, icon, r.X+pad, r.Y+12*u, 26*u, ColorAccent)
	DrawText(dst, title, head, r.X+pad+34*u, r.Y+10*u, AlignStart, ColorText)
	top := r.Y + 52*u
	body := fontsBody(14 * u)
	lh := LineHeight(body)
	p.wrapSide()
	p.clampScroll()
	if p.panel == panelRules {
		// From the start; the wheel, the scroll bar or a finger goes on.
		first, end := p.rulesShown()
		for i := first; i < end; i++ {
			DrawText(dst, p.rules[i], body, r.X+pad, top+float32(i-first)*lh, AlignStart, ColorText)
		}
		p.drawScrollBar(dst)
		return
	}
	// Newest at the bottom; the wheel, the scroll bar or a finger goes back.
	rows := p.sideRows()
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
	p.drawScrollBar(dst)
}

// drawScrollBar draws the open panel's scroll bar, when its text is longer
// than the panel.
func (p *playScene) drawScrollBar(dst *ebiten.Image) {
	bar, thumb, ok := p.scrollBar()
	if !ok {
		return
	}
	thumbC := sprites.Alpha(ColorTextDim, 0.75)
	if p.dragBar || p.dragText {
		thumbC = ColorAccent
	}
	sprites.FillRoundRect(dst, bar.X, bar.Y, bar.W, bar.H, bar.W/2, color.RGBA{52, 40, 34, 255})
	sprites.FillRoundRect(dst, thumb.X, thumb.Y, thumb.W, thumb.H, thumb.W/2, thumbC)
}

// wrapSide wraps the open panel's text, when it or the panel changed.
func (p *playScene) wrapSide() {
	switch p.panel {
	case panelLog:
		p.wrapLog()
	case panelRules:
		p.wrapRules()
	}
}

// wrapRules breaks the rules to the panel's width, when the table's text,
// the width or the scale changed. The reader keeps their place: the same
// share of the text stays above the panel's first line.
func (p *playScene) wrapRules() {
	a := p.app
	u, r := a.u, p.side
	if p.rulesStale {
		p.rulesStale = false
		src := p.table.Rules(a.lang)
		if src == "" {
			src = a.T("app.play.no_rules")
		}
		if src != p.rulesSrc {
			p.rulesSrc, p.rulesW = src, 0
		}
	}
	if p.rulesW == r.W && p.rulesU == u {
		return
	}
	p.rulesW, p.rulesU = r.W, u
	n := len(p.rules)
	p.rules = Wrap(p.rulesSrc, fontsBody(14*u), r.W-2*16*u)
	if n > 0 {
		p.rulesTop = p.rulesTop * len(p.rules) / n
	}
	p.clampScroll()
}

// wrapLog breaks the log's items to the panel's width, when the items or
// the width changed. Each text's lines are remembered for the width, so a
// new move wraps only its own lines: a long game's log (thousands of lines)
// is not measured again after every move.
func (p *playScene) wrapLog() {
	u, r := p.app.u, p.side
	pad := 16 * u
	body := fontsBody(14 * u)
	if p.wrapW != r.W {
		p.wrapW = r.W
		if p.wrapMemo == nil || p.wrapMemoW != r.W || p.wrapMemoU != u || len(p.wrapMemo) > maxWrapMemo {
			p.wrapMemo = make(map[wrapKey][]string, len(p.items)*2)
			p.wrapMemoW, p.wrapMemoU = r.W, u
		}
		p.wrapped = p.wrapped[:0]
		head := fontsStrong(14 * u)
		for _, it := range p.items {
			if it.header {
				for _, w := range p.wrapOnce(it.text, wrapHead, head, r.W-2*pad-18*u) {
					p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, header: true})
				}
				continue
			}
			p.lastEntry = len(p.wrapped)
			for j, w := range p.wrapOnce(it.text, wrapBody, body, r.W-2*pad-18*u) {
				p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, first: j == 0, entry: it.entry})
			}
			for _, m := range it.more {
				for _, w := range p.wrapOnce(m, wrapDetail, body, r.W-2*pad-30*u) {
					p.wrapped = append(p.wrapped, wrappedLine{seat: it.seat, text: w, detail: true, entry: it.entry})
				}
			}
		}
	}
}

// wrapKey is a log text and how it is set: a turn header, a decision or
// what it set off.
type wrapKey struct {
	text string
	kind uint8
}

// The kinds of log text.
const (
	wrapHead uint8 = iota
	wrapBody
	wrapDetail
)

// maxWrapMemo bounds the remembered wrapped texts; past it they are wrapped
// again from scratch once.
const maxWrapMemo = 1 << 15

// wrapOnce is Wrap(text, face, width), remembered for the panel's width.
func (p *playScene) wrapOnce(s string, kind uint8, face text.Face, width float32) []string {
	k := wrapKey{s, kind}
	if l, ok := p.wrapMemo[k]; ok {
		return l
	}
	l := Wrap(s, face, width)
	p.wrapMemo[k] = l
	return l
}

// sideTop is where the panel's first line is drawn.
func (p *playScene) sideTop() float32 { return p.side.Y + 52*p.app.u }

// sideRows is how many lines of its text the panel shows.
func (p *playScene) sideRows() int {
	u := p.app.u
	lh := LineHeight(fontsBody(14 * u))
	return int((p.side.Y + p.side.H - 10*u - p.sideTop()) / lh)
}

// rulesShown returns the lines of the rules the panel shows, from first to
// end (not included), first at the panel's top (sideTop).
func (p *playScene) rulesShown() (first, end int) {
	return p.rulesTop, min(p.rulesTop+p.sideRows(), len(p.rules))
}

// sideLines is how many lines the open panel's text has, wrapped.
func (p *playScene) sideLines() int {
	switch p.panel {
	case panelLog:
		return len(p.wrapped)
	case panelRules:
		return len(p.rules)
	}
	return 0
}

// sideFirst is the first line of its text the open panel shows. The log
// keeps its place from its end (p.scroll lines above the newest, which a
// move brings back into view), the rules from their start (p.rulesTop).
func (p *playScene) sideFirst() int {
	if p.panel == panelRules {
		return p.rulesTop
	}
	return max(len(p.wrapped)-p.sideRows()-p.scroll, 0)
}

// showFrom scrolls the open panel to show its text from line first on,
// within the text.
func (p *playScene) showFrom(first int) {
	if p.panel == panelRules {
		p.rulesTop = first
	} else {
		p.scroll = len(p.wrapped) - p.sideRows() - first
	}
	p.clampScroll()
}

// clampScroll keeps the scrolls of the log and of the rules within their
// texts.
func (p *playScene) clampScroll() {
	rows := p.sideRows()
	p.scroll = max(min(p.scroll, len(p.wrapped)-rows), 0)
	p.rulesTop = max(min(p.rulesTop, len(p.rules)-rows), 0)
}

// scrollSide scrolls the open panel by the wheel over it, its scroll bar
// dragged (or pressed where the thumb is to go) and its text dragged, by a
// finger or the mouse; it reports a change.
func (p *playScene) scrollSide(in *Input) bool {
	if p.panel == panelNone {
		return false
	}
	u := p.app.u
	first := p.sideFirst()
	if in.WheelY != 0 && p.side.Contains(in.X, in.Y) {
		p.showFrom(first - int(in.WheelY*3))
	}
	if bar, _, ok := p.scrollBar(); ok && in.Pressed && (Rect{bar.X - 8*u, bar.Y, bar.W + 16*u, bar.H}).Contains(in.X, in.Y) {
		p.dragBar = true
		in.Consume()
	}
	if _, _, ok := p.scrollBar(); ok && in.Pressed && p.side.Contains(in.X, in.Y) && in.Y >= p.sideTop() {
		p.dragText, p.dragY, p.dragFirst = true, in.Y, first
		in.Consume()
	}
	switch {
	case p.dragBar:
		p.scrollTo(in.Y)
		p.dragBar = in.Down
		return true
	case p.dragText:
		// The text follows the finger or the pointer, a line at a time.
		lh := LineHeight(fontsBody(14 * u))
		p.showFrom(p.dragFirst + int(math.Round(float64((p.dragY-in.Y)/lh))))
		p.dragText = in.Down
		return true
	}
	return p.sideFirst() != first
}

// scrollBar returns the open panel's scroll bar and its thumb, when its
// text is longer than the panel.
func (p *playScene) scrollBar() (bar, thumb Rect, ok bool) {
	rows, n := p.sideRows(), p.sideLines()
	if n <= rows || rows <= 0 {
		return bar, thumb, false
	}
	u := p.app.u
	top := p.sideTop()
	bar = Rect{p.side.X + p.side.W - 12*u, top, 6 * u, p.side.Y + p.side.H - 10*u - top}
	h := max(bar.H*float32(rows)/float32(n), 24*u)
	y := bar.Y + (bar.H-h)*float32(p.sideFirst())/float32(n-rows)
	return bar, Rect{bar.X, y, bar.W, h}, true
}

// scrollTo scrolls the open panel so that the thumb's centre is at y.
func (p *playScene) scrollTo(y float32) {
	bar, thumb, ok := p.scrollBar()
	if !ok {
		return
	}
	rows, n := p.sideRows(), p.sideLines()
	f := (y - bar.Y - thumb.H/2) / (bar.H - thumb.H)
	f = Clamp(f, 0, 1)
	p.showFrom(int(f*float32(n-rows) + 0.5))
}

// ---- hand-off ----

// handoffGuard is how long the hand-off screen ignores input after it
// appears: a click or a tap the last player aimed at the table a moment
// before (the hand-off comes when the motions of their move end) must not
// pass the screen to the next seat in front of them.
const handoffGuard = 600 * time.Millisecond

// handoffScene asks to pass the screen to a seat. It is passed only on
// purpose: by its own button, with a stroke that began on it once the
// screen had been up for handoffGuard, or by Enter or Space after that
// moment. A click elsewhere, or a stroke begun before (a finger still on the
// glass when the screen appeared), does nothing.
type handoffScene struct {
	play   *playScene
	seat   game.Seat
	title  string
	sub    string
	tap    Button
	openAt time.Duration // when the screen starts to listen
	fresh  bool          // the stroke under way began once it listened
	touch  bool          // the button says "Tap" (a finger) rather than "Click"
	// What happened since the seat last acted, from the log: what a
	// player coming back to the screen wants to know first.
	sinceHead string
	since     []string
	sinceSeat []int   // each line's seat, -1 for a turn header, -2 for the count of lines left out, -3 for what a decision set off
	sinceW    float32 // the widest line, to centre the block
	// The question of the seat's secret cards, once the screen is theirs
	// (see secrets.go).
	ask secretsQuestion
}

func newHandoffScene(p *playScene, seat game.Seat) *handoffScene {
	return &handoffScene{play: p, seat: seat, openAt: p.app.anim.now + handoffGuard}
}

// listening reports whether the guard time is over.
func (h *handoffScene) listening(a *App) bool { return a.anim.now >= h.openAt }

func (h *handoffScene) name() string { return "handoff" }

func (h *handoffScene) layout(a *App) {
	u := a.u
	name := h.play.seatName(h.seat)
	h.title = a.lang.F("app.handoff.pass", "who", name)
	h.sub = a.lang.F("app.handoff.hidden", "who", name)
	if th, ok := h.play.sess.State.(game.TurnHolder); ok {
		if turn := th.TurnOf(); turn >= 0 && turn != h.seat && h.play.sess.State.ToAct() == h.seat {
			h.sub = a.lang.F("app.handoff.answer", "who", name, "turn", h.play.seatName(turn))
		}
	}
	h.touch = a.in.Touch
	ready := a.TP("app.handoff.ready", "app.handoff.ready_touch")
	// As wide as its label needs (icon and margins), 300 units at least.
	bw, bh := min(max(300*u, TextWidth(ready, FontStrong(19*u))+70*u), a.w-40*u), 60*u
	h.tap = Button{R: Rect{(a.w - bw) / 2, a.h*0.25 + 200*u, bw, bh}, Label: ready, Icon: "hand", Glow: true, Size: 19, Disabled: !h.listening(a)}
	if h.ask.shown {
		h.layoutQuestion(a)
		return
	}
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
	h.sinceHead = a.T("app.handoff.since_last")
	acted := false
	for i := range p.entries {
		if p.entries[i].seat == int(h.seat) {
			acted = true
			break
		}
	}
	if !acted {
		h.sinceHead = a.T("app.handoff.since_start")
	}
	face := fontsBody(15 * a.u)
	top := h.tap.R.Y + h.tap.R.H + 64*a.u
	room := int((a.h - 16*a.u - top) / LineHeight(face))
	if room < 2 {
		room = 2
	}
	// Each decision with what it set off (the roll an answer is to, the
	// cards drawn), as the log tells every seat.
	w := min(720*a.u, a.w-60*a.u)
	for _, it := range items {
		seat := it.seat
		if it.header {
			seat = -1
		}
		h.since = append(h.since, Ellipsize(it.text, face, w-24*a.u))
		h.sinceSeat = append(h.sinceSeat, seat)
		for _, m := range it.more {
			h.since = append(h.since, Ellipsize(m, face, w-36*a.u))
			h.sinceSeat = append(h.sinceSeat, -3)
		}
	}
	if n := len(h.since); n > room {
		skip := n - (room - 1)
		h.since = append(h.since[:1], h.since[skip:]...)
		h.sinceSeat = append(h.sinceSeat[:1], h.sinceSeat[skip:]...)
		h.since[0], h.sinceSeat[0] = a.lang.F("app.handoff.more_lines", "n", skip), -2
	}
	h.sinceW = 0
	for _, l := range h.since {
		h.sinceW = max(h.sinceW, TextWidth(l, fontsStrong(15*a.u)))
	}
	h.sinceW += 20 * a.u
}

// ready hands the screen to the seat: to the table, or first to the
// question of their secret cards when they have not answered it yet.
func (h *handoffScene) ready(a *App) {
	if !h.ask.shown && h.play.asksSecrets(h.seat) {
		h.showQuestion(a)
		return
	}
	h.enter(a)
}

// enter shows the seat's table.
func (h *handoffScene) enter(a *App) {
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
	in := &a.in
	if in.Touch != h.touch {
		h.layout(a)
	}
	if h.ask.shown {
		return h.updateQuestion(a)
	}
	open := h.listening(a)
	changed := h.tap.Disabled == open
	h.tap.Disabled = !open
	if in.Pressed {
		h.fresh = open
	}
	clicked, hover := h.tap.Hit(in)
	if open && (clicked && h.fresh || in.Has(IntentActivate)) {
		h.ready(a)
		return true
	}
	if in.Has(IntentBack) {
		a.toMenu()
		return true
	}
	return changed || hover || !open
}

func (h *handoffScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	dst.Fill(ColorInk)
	sprites.TableBackground(dst, image.Rect(0, 0, int(a.w), int(a.h)), color.RGBA{50, 30, 26, 255}, 0.4)
	if h.ask.shown {
		h.drawQuestion(dst, a)
		return
	}
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
		case s == -3:
			DrawTextShadow(dst, l, face, x+32*u, y, AlignStart, ColorTextDim)
		default:
			DrawTextShadow(dst, l, face, x+20*u, y, AlignStart, ColorTextDim)
		}
		y += lh
	}
}
