package scenes

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
)

// ScriptApp runs a UI script without a window, as the app would at w × h
// pixels, until it is done (or fails), never drawing, and returns the app.
func ScriptApp(t testing.TB, script string, w, h float32) *App {
	t.Helper()
	a := newApp(options{script: script, store: t.TempDir()}, io.Discard)
	a.w, a.h, a.u = w, h, UIScale(w, h)
	a.scene.layout(a)
	for i := 0; i < 200000 && a.scriptDone == 0; i++ {
		if err := a.Update(); err != nil {
			t.Fatalf("script %q stopped on frame %d (scene %s): %v", script, a.frame, a.scene.name(), err)
		}
	}
	if a.scriptDone == 0 {
		t.Fatalf("script %q not done after %d frames (scene %s)", script, a.frame, a.scene.name())
	}
	return a
}

// SceneName is the name of the scene on screen.
func (a *App) SceneName() string { return a.scene.name() }

// GameOverText is what the game-over screen says.
type GameOverText struct {
	Headline string
	Heads    []string
	Rows     []string // per seat: name, cells, result and detail, joined by "|"
	Notes    []string
	Next     string // who starts the next game
	Fits     bool   // the panel and the buttons lie inside the screen
	// Clear is empty when each row's name, cells and result lie apart
	// within the panel, else it says which overlap.
	Clear string
}

// GameOver returns what the game-over screen says, if it is on screen.
func (a *App) GameOver() (GameOverText, bool) {
	g, ok := a.scene.(*gameOverScene)
	if !ok {
		return GameOverText{}, false
	}
	t := GameOverText{Headline: g.headline, Heads: g.heads, Notes: g.notes, Next: g.nextLine}
	for _, r := range g.rows {
		f := append([]string{r.name}, r.cells...)
		f = append(f, r.result)
		f = append(f, r.detail...)
		t.Rows = append(t.Rows, strings.Join(f, "|"))
	}
	u := a.u
	for _, r := range g.rows {
		// each piece's left and right, left to right: the name, the cells
		// (their widest line), the result
		type span struct {
			what   string
			x0, x1 float32
		}
		spans := []span{{r.name, g.nameX, g.nameX + TextWidth(r.name, fontsStrong(20*u))}}
		for j, c := range r.fit {
			w := float32(0)
			for _, l := range c.lines {
				w = max(w, TextWidth(l, fontsStrong(c.size*u)))
			}
			spans = append(spans, span{strings.Join(c.lines, " "), g.cellX[j] - w/2, g.cellX[j] + w/2})
		}
		rw := TextWidth(r.result, fontsStrong(18*u))
		spans = append(spans, span{r.result, g.resultX - 46*u - rw, g.resultX})
		for k := 1; k < len(spans); k++ {
			if spans[k].x0 < spans[k-1].x1 {
				t.Clear += fmt.Sprintf("%q overlaps %q; ", spans[k-1].what, spans[k].what)
			}
		}
		if last := spans[len(spans)-1]; last.x1 > g.panel.W {
			t.Clear += fmt.Sprintf("row %q leaves the panel; ", r.name)
		}
	}
	inside := func(r Rect) bool { return r.X >= 0 && r.Y >= 0 && r.X+r.W <= a.w && r.Y+r.H <= a.h }
	t.Fits = inside(g.panel) && inside(g.again_.R) && inside(g.menu.R) && g.panel.Y+g.panel.H <= g.again_.R.Y &&
		g.again_.R.Y+g.again_.R.H+10*a.u+LineHeight(fontsBody(15*a.u)) <= a.h
	return t, true
}

// PlayAgain presses "play again" on the game-over screen.
func (a *App) PlayAgain() error {
	g, ok := a.scene.(*gameOverScene)
	if !ok {
		return fmt.Errorf("not on the game-over screen (scene %s)", a.scene.name())
	}
	return g.again(a)
}

// Game returns the state and the options of the game at the table or just
// finished, if any.
func (a *App) Game() (game.State, map[string]string) {
	var p *playScene
	switch s := a.scene.(type) {
	case *playScene:
		p = s
	case *gameOverScene:
		p = s.play
	case *handoffScene:
		p = s.play
	}
	if p == nil || p.sess == nil {
		return nil, nil
	}
	return p.sess.State, p.sess.Log.Config().Options
}

// NewGameOptions returns the options on the new-game screen, if it shows.
func (a *App) NewGameOptions() (map[string]string, bool) {
	s, ok := a.scene.(*newGameScene)
	if !ok {
		return nil, false
	}
	return s.options, true
}

// OptionHelpShown is one option's explanation on the new-game screen: the
// help in the screen's language, the lines drawn under the option's row,
// the widest of them, and where they end.
type OptionHelpShown struct {
	Help   string
	Lines  []string
	Widest float32
	Bottom float32
}

// NewGameOptionHelp returns the explanations under the new-game screen's
// options, the width they may take, and the top of the seed's heading.
func (a *App) NewGameOptionHelp() (shown []OptionHelpShown, width, seedTop float32, ok bool) {
	s, ok := a.scene.(*newGameScene)
	if !ok {
		return nil, 0, 0, false
	}
	u := a.u
	face := fontsBody(13 * u)
	k := 0
	for i := range s.info.Options {
		o := &s.info.Options[i]
		if s.owned(i) {
			continue
		}
		b := s.optBtns[k]
		h := OptionHelpShown{Help: OptionHelp(a.lang, o), Lines: s.optHelp[k], Bottom: b.R.Y + b.R.H}
		for _, l := range h.Lines {
			h.Widest = max(h.Widest, TextWidth(l, face))
		}
		h.Bottom += 4*u + float32(len(h.Lines))*LineHeight(face)
		shown = append(shown, h)
		k++
	}
	seedTop = s.seedBtn.R.Y - 30*u
	if s.seedPanel != s.panelR {
		// the seed lies under the seats: the options reach the panel's foot
		seedTop = s.panelR.Y + s.panelR.H - 8*u
	}
	return shown, s.panelR.W - 40*u, seedTop, true
}

// Played is the settings' record of the games finished.
func (a *App) Played() string { return a.set.Played }

// NewGameSeatNames returns the seats' names on the new-game screen, if it shows.
func (a *App) NewGameSeatNames() ([]string, bool) {
	s, ok := a.scene.(*newGameScene)
	if !ok {
		return nil, false
	}
	names := make([]string, len(s.seats))
	for i, seat := range s.seats {
		names[i] = seat.Name
	}
	return names, true
}

// Decision is a person's decision as the frame showed it.
type Decision struct {
	Seat      game.Seat
	Name      string // the action's name
	Private   bool   // the engine said the decision is private
	Public    bool   // the table was in public mode
	HandedOff bool   // a hand-off to this seat came since the last person's decision
	OutOfTurn bool   // the decision is taken in another seat's turn (game.TurnHolder)
	Delegable bool   // a chance of the seat's hidden cards in the others' play (game.Delegator)
	Options   int    // how many legal actions the seat had
}

// PlayOut plays the game at the table for at most max decisions of people,
// or to its end, choosing each with pick and tapping through every
// hand-off, and returns the decisions and the hand-offs shown (the seat each
// went to).
func (a *App) PlayOut(t *testing.T, max int, pick func(st game.State, legal []game.Action) game.Action) ([]Decision, []game.Seat) {
	t.Helper()
	var ds []Decision
	var handoffs []game.Seat
	handed := game.Nobody
	for i := 0; i < 2000000 && len(ds) < max; i++ {
		switch s := a.scene.(type) {
		case *gameOverScene:
			return ds, handoffs
		case *handoffScene:
			handoffs = append(handoffs, s.seat)
			handed = s.seat
			a.passHandoff(s)
		case *playScene:
			if s.sess.State.Over() {
				break
			}
			if s.tc.canAct && !a.anim.Busy() {
				st := s.sess.State
				act := pick(st, s.tc.legal)
				d := Decision{Seat: s.tc.seat, Name: st.ActionString(act), Private: s.private(), Public: s.tc.public, HandedOff: handed == s.tc.seat, Options: len(s.tc.legal)}
				if th, ok := st.(game.TurnHolder); ok {
					d.OutOfTurn = th.TurnOf() != st.ToAct()
				}
				if dl, ok := st.(game.Delegator); ok {
					_, d.Delegable = dl.Delegated()
				}
				if err := s.tc.Submit(act); err != nil {
					t.Fatalf("decision %d (%s): %v", len(ds), d.Name, err)
				}
				ds = append(ds, d)
				handed = game.Nobody
			}
		}
		if err := a.Update(); err != nil {
			t.Fatalf("frame %d (scene %s): %v", a.frame, a.scene.name(), err)
		}
	}
	if g, _ := a.Game(); g != nil && !g.Over() && len(ds) < max {
		t.Fatalf("the game did not end after %d decisions", len(ds))
	}
	return ds, handoffs
}

// TableTip is the tooltip the table at the screen gives for (x, y).
func (a *App) TableTip(x, y float32) string {
	p := a.playOf()
	if p == nil {
		return ""
	}
	return p.table.Tooltip(&p.tc, x, y)
}

// TableRect is the table's rectangle on the screen.
func (a *App) TableRect() Rect {
	p := a.playOf()
	if p == nil {
		return Rect{}
	}
	r := p.tc.rect
	return Rect{float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy())}
}

// RemoteFeed is a table on a server played by a test: the app gets the
// events the test sends, and the test gets the acts the app sends.
type RemoteFeed struct {
	events chan client.Event
	mu     sync.Mutex
	acts   []wire.Act
	whys   []wire.Why
	langs  []string
	closed bool
}

// NewRemoteFeed makes a feed.
func NewRemoteFeed() *RemoteFeed { return &RemoteFeed{events: make(chan client.Event, 256)} }

// Events is what the app polls.
func (f *RemoteFeed) Events() <-chan client.Event { return f.events }

// Act keeps an act of the app.
func (f *RemoteFeed) Act(seq int, action string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.acts = append(f.acts, wire.Act{Type: wire.TypeAct, Seq: seq, Action: action})
	return ""
}

// SetLang keeps a language switch of the app.
func (f *RemoteFeed) SetLang(lang string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.langs = append(f.langs, lang)
}

// Close records that the app left the table.
func (f *RemoteFeed) Close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
}

// Send hands the app an event.
func (f *RemoteFeed) Send(e client.Event) { f.events <- e }

// TakeActs returns the acts sent since the last call.
func (f *RemoteFeed) TakeActs() []wire.Act {
	f.mu.Lock()
	defer f.mu.Unlock()
	a := f.acts
	f.acts = nil
	return a
}

// Closed reports whether the app closed the connection.
func (f *RemoteFeed) Closed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// NewTestApp is an app with no script and no window, w × h pixels, its
// store in a temporary folder.
func NewTestApp(t *testing.T, w, h float32) *App {
	t.Helper()
	a := newApp(options{store: t.TempDir()}, io.Discard)
	a.mixer.off = true
	a.w, a.h, a.u = w, h, UIScale(w, h)
	a.scene.layout(a)
	return a
}

// OpenRemoteFeed shows the seat rec names at a table fed by f.
func (a *App) OpenRemoteFeed(rec RemoteTable, f *RemoteFeed) error {
	info, err := game.Lookup(rec.Game)
	if err != nil {
		return err
	}
	p, err := newRemotePlay(a, rec, info, f)
	if err != nil {
		return err
	}
	a.setScene(p)
	return nil
}

// RemoteSeen is what the remote table shows: the last seq applied, whether
// the seat may act and the names of its legal actions, and whether events
// wait.
type RemoteSeen struct {
	Seq     int
	CanAct  bool
	Legal   []string
	Waiting bool
	HasView bool
}

// Remote says what the remote table at the screen shows.
func (a *App) Remote() (RemoteSeen, bool) {
	p := a.playOf()
	if p == nil || p.remote == nil {
		return RemoteSeen{}, false
	}
	r := p.remote
	var names []string
	if p.tc.canAct {
		for _, x := range p.tc.legal {
			names = append(names, p.tc.ActionString(x))
		}
	}
	return RemoteSeen{Seq: r.seq, CanAct: p.tc.canAct, Legal: names, Waiting: len(r.queue) > 0 || a.anim.Busy(), HasView: p.tc.view != nil}, true
}

// RemoteAct plays the i-th legal action at the remote table.
func (a *App) RemoteAct(i int) error {
	p := a.playOf()
	if p == nil || p.remote == nil {
		return fmt.Errorf("not at a remote table (scene %s)", a.scene.name())
	}
	legal := p.tc.Legal()
	if i >= len(legal) {
		return fmt.Errorf("%d legal actions, no action %d", len(legal), i)
	}
	return p.tc.Submit(legal[i])
}

// StatusLine is the top bar's line at a table.
func (a *App) StatusLine() string {
	p := a.playOf()
	if p == nil {
		return ""
	}
	p.updateStatus(a)
	return p.status
}

// ToMenu goes back to the title screen.
func (a *App) ToMenu() { a.toMenu() }

// PeopleMoves is how many actions of the game at the table people's seats
// played, by the frame's hand or their own.
func (a *App) PeopleMoves() int {
	p := a.playOf()
	if p == nil {
		return 0
	}
	n := 0
	for i := range p.sess.Log.Actions {
		if p.sess.IsHuman(p.sess.Actor(i)) {
			n++
		}
	}
	return n
}

// SetPassAnswers sets seat s's choice to let its answers in others' turns
// go by (save.Seat.PassAnswers) in the game at the table.
func (a *App) SetPassAnswers(s int, on bool) {
	if p := a.playOf(); p != nil {
		p.sess.Log.Seats[s].PassAnswers = on
	}
}

// PassAnswers reports seat s's choice to let its answers go by, in the
// game at the table.
func (a *App) PassAnswers(s int) bool {
	p := a.playOf()
	return p != nil && p.sess.Log.Seats[s].PassAnswers
}

// AnswerSecrets makes every question of a person's secret cards from now
// on answered with secrets (save.SecretsAsk or save.SecretsTable), as the
// script step secrets does.
func (a *App) AnswerSecrets(secrets string) { a.scriptSecrets = secrets }

// Secrets is seat s's standing choice of its secret cards
// (save.Seat.Secrets) in the game at the table.
func (a *App) Secrets(s int) string {
	if p := a.playOf(); p != nil {
		return p.sess.Log.Seats[s].Secrets
	}
	return ""
}

// CloseLog closes the log panel of the table, if it is open.
func (a *App) CloseLog() {
	if p := a.playOf(); p != nil && p.panel == panelLog {
		p.panel = panelNone
		p.layout(a)
	}
}
