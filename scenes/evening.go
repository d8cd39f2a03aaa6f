package scenes

import (
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/sprites"
)

// The host's evening: an app whose own server ("Start one here") hosts
// tables asks before quitting while any is unfinished, naming the tables
// and who is connected; the friends' screens say in words that the host's
// server stopped and that their seat is kept, and reconnect quietly; the
// host's Your tables marks the tables hosted here and starts the server
// again with one button, which the app also offers when it opens.

// localAddr is the address of this app's own server once started ("" until
// then).
var localAddr string

// startLocal starts this app's own server (StartLocalServer), remembers its
// address and points the tables hosted here at it: a new address (another
// network) is written into them, so that Your tables reaches them.
func (a *App) startLocal() (string, error) {
	addr, err := StartLocalServer()
	if err != nil {
		return "", err
	}
	localAddr = addr
	return addr, nil
}

// movedHosted writes the address of this app's server, started again, into
// the tables hosted here that named another.
func (a *App) movedHosted(addr string) {
	if a.store == nil {
		return
	}
	recs, _ := listRemote(a.store)
	for i := range recs {
		if r := &recs[i]; r.Hosted && r.Server != addr {
			r.Server = addr
			_ = putRemote(a.store, r)
		}
	}
}

// hostedUnfinished are the tables hosted by this app that were not over when
// it last heard of them.
func (a *App) hostedUnfinished() []RemoteTable {
	if a.store == nil {
		return nil
	}
	recs, _ := listRemote(a.store)
	out := recs[:0]
	for _, r := range recs {
		if r.Hosted && !r.Over {
			out = append(out, r)
		}
	}
	return out
}

// offerRestart, when the app opens with tables it hosts unfinished and its
// server not running, says where it is started again.
func (a *App) offerRestart() {
	if StartLocalServer == nil || localAddr != "" || pageOrigin() != "" {
		return
	}
	if n := len(a.hostedUnfinished()); n > 0 {
		a.flashFor(a.lang.F("app.remote2.offer_restart", "n", n), 8*time.Second)
	}
}

// askQuit quits, or first asks when this app's server hosts unfinished
// tables: quitting stops their server.
func (a *App) askQuit() {
	if localAddr == "" || len(a.hostedUnfinished()) == 0 {
		a.quit = true
		return
	}
	if _, asking := a.scene.(*quitScene); asking {
		return
	}
	a.setScene(newQuitScene(a))
}

// quitScene asks whether to quit while this app's server hosts unfinished
// tables, naming each and who is connected to it, as the server tells.
type quitScene struct {
	back    scene
	recs    []RemoteTable
	infos   []*wire.TableInfo
	results chan func(*App)
	stay    Button
	quit    Button
	ctrls   Controls
	lines   []string
	// body and after are the question's text above and below the tables,
	// wrapped to the screen when it is laid out.
	body, after []string
}

func newQuitScene(a *App) *quitScene {
	q := &quitScene{back: a.scene, recs: a.hostedUnfinished(), results: make(chan func(*App), 1)}
	q.infos = make([]*wire.TableInfo, len(q.recs))
	recs := append([]RemoteTable(nil), q.recs...)
	go func() {
		infos := make([]*wire.TableInfo, len(recs))
		for i, r := range recs {
			if info, err := client.GetTable(r.Server, r.Code); err == nil {
				infos[i] = info
			}
		}
		q.results <- func(a *App) { q.infos = infos }
		wake()
	}()
	return q
}

func (q *quitScene) name() string { return "quit" }

func (q *quitScene) layout(a *App) {
	u := a.u
	q.ctrls.Reset()
	bw, bh := 260*u, 56*u
	y := a.h - bh - 40*u
	q.stay = Button{R: Rect{a.w/2 - bw - 12*u, y, bw, bh}, Label: a.T("app.remote2.stay"), Icon: "return-arrow", Glow: true}
	q.quit = Button{R: Rect{a.w/2 + 12*u, y, bw, bh}, Label: a.T("app.remote2.quit_anyway"), Icon: "exit-door", Color: ColorButtonAlt}
	q.ctrls.Add(&q.stay)
	q.ctrls.Add(&q.quit)
	q.lines = q.lines[:0]
	for i, r := range q.recs {
		name := r.Game
		if info, err := game.Lookup(r.Game); err == nil {
			name = GameName(a.lang, info)
		}
		line := name + " · " + r.Code + " — "
		info := q.infos[i]
		switch {
		case info == nil:
			line += a.T("app.remote2.asking")
		case info.Over:
			continue
		default:
			var who []string
			for _, s := range info.Seats {
				if s.Connected && s.Bot == "" {
					who = append(who, s.Name)
				}
			}
			if len(who) == 0 {
				line += a.T("app.remote2.nobody_on")
			} else {
				line += a.lang.F("app.remote2.connected", "names", strings.Join(who, ", "))
			}
		}
		q.lines = append(q.lines, line)
	}
	pw := min(900*u, a.w-80*u)
	body, face := fontsBody(17*u), fontsStrong(16*u)
	for i, l := range q.lines {
		q.lines[i] = Ellipsize(l, face, pw-70*u)
	}
	q.body = Wrap(a.T("app.remote2.quit_body"), body, pw)
	q.after = Wrap(a.T("app.remote2.quit_after"), body, pw)
}

func (q *quitScene) update(a *App) bool {
	changed := false
	select {
	case f := <-q.results:
		f(a)
		q.layout(a)
		changed = true
		if len(q.lines) == 0 {
			// Every table had ended meanwhile: nothing to ask.
			a.quit = true
		}
	default:
	}
	b, ch := q.ctrls.Update(&a.in)
	if a.in.Has(IntentBack) {
		b = &q.stay
	}
	switch b {
	case &q.stay:
		a.in.Consume()
		a.setScene(q.back)
		return true
	case &q.quit:
		a.quit = true
	}
	return changed || ch
}

func (q *quitScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	drawTitle(dst, a.T("app.remote2.quit_title"), a.w/2, 40*u, 60*u)
	body := fontsBody(17 * u)
	y := 150 * u
	for _, l := range q.body {
		DrawTextShadow(dst, l, body, a.w/2, y, AlignCenter, ColorText)
		y += LineHeight(body)
	}
	y += 24 * u
	pw := min(900*u, a.w-80*u)
	x0 := (a.w - pw) / 2
	row := 40 * u
	Panel(dst, Rect{x0, y, pw, float32(max(len(q.lines), 1))*row + 20*u}, 12*u)
	face := fontsStrong(16 * u)
	for i, l := range q.lines {
		sprites.DrawIcon(dst, "meeple-group", x0+16*u, y+10*u+float32(i)*row+6*u, 24*u, ColorAccent)
		DrawTextMid(dst, l, face, x0+52*u, y+10*u+float32(i)*row+row/2, AlignStart, ColorText)
	}
	y += float32(max(len(q.lines), 1))*row + 44*u
	for _, l := range q.after {
		DrawTextShadow(dst, l, body, a.w/2, y, AlignCenter, ColorTextDim)
		y += LineHeight(body)
	}
	q.stay.Draw(dst, u)
	q.quit.Draw(dst, u)
}

// serverDown reports whether the table's server has not answered for more
// than a passing drop: the connection is being tried again, and not for
// the first time.
func (r *remoteSeat) serverDown() bool {
	return r.status == client.Reconnecting && r.attempt >= 2
}

// drawDown tells a seat, over its table, that the server stopped, that its
// seat is kept and that the game goes on by itself once it is back.
func (r *remoteSeat) drawDown(dst *ebiten.Image, p *playScene) {
	if !r.serverDown() {
		return
	}
	a := p.app
	u := a.u
	rect := p.tc.rect
	w := min(640*u, float32(rect.Dx())-40*u)
	body := fontsBody(16 * u)
	if r.down.w != w || r.down.lang != a.lang {
		// Wrapped once for a width and a language, never per frame.
		r.down.w, r.down.lang = w, a.lang
		r.down.lines = Wrap(a.T("app.remote2.down_body"), body, w-48*u)
	}
	lines := r.down.lines
	h := 92*u + float32(len(lines))*LineHeight(body)
	x := float32(rect.Min.X) + (float32(rect.Dx())-w)/2
	y := float32(rect.Min.Y) + (float32(rect.Dy())-h)/2
	sprites.FillRoundRect(dst, float32(rect.Min.X), float32(rect.Min.Y), float32(rect.Dx()), float32(rect.Dy()), 0, color.RGBA{0, 0, 0, 120})
	Panel(dst, Rect{x, y, w, h}, 14*u)
	sprites.DrawIcon(dst, "walkie-talkie", x+24*u, y+20*u, 34*u, ColorAccent)
	DrawText(dst, a.T("app.remote2.down_title"), fontsStrong(22*u), x+70*u, y+24*u, AlignStart, ColorAccent)
	ly := y + 74*u
	for _, l := range lines {
		DrawText(dst, l, body, x+24*u, ly, AlignStart, ColorText)
		ly += LineHeight(body)
	}
}

// yourMoveWaits reports whether the screen is a seat at a table on a server
// whose decision it is and which has not decided yet: a hidden tab, or a
// window in the background, says so (wantAttention).
func (a *App) yourMoveWaits() bool {
	p, ok := a.scene.(*playScene)
	return ok && p.remote != nil && p.tc.canAct
}
