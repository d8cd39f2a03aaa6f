package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/sprites"
)

// StartLocalServer, when set, starts a table server on this computer in the
// background (once; later calls return the same address) and returns its
// address. main sets it on desktop builds: scenes never imports the server.
// In the browser the tables are played on the page's own server.
var StartLocalServer func() (string, error)

// LocalServerInUse is what StartLocalServer fails with when another
// process (another window of the app, say) holds the tables' folder.
type LocalServerInUse struct{ Folder string }

func (e *LocalServerInUse) Error() string {
	return "the tables in " + e.Folder + " are in use by another process"
}

// onlineMode is a page of the online screen.
type onlineMode int

const (
	onlineHost onlineMode = iota
	onlineJoin
	onlineTables
)

// textField is a line of text the player types into (or pastes).
type textField struct {
	b     Button
	text  string
	hint  string
	limit int
}

// onlineScene hosts a table, joins one by a link or a code, and lists "Your
// tables": the remote seats the player holds, whose move it is at each, to
// resume any.
type onlineScene struct {
	mode   onlineMode
	ctrls  Controls
	tabs   [3]Button
	server textField
	local  Button // start a server on this computer
	// restart starts this app's server again, for the tables it hosts.
	restart Button
	typing  *textField

	// Host: the games.
	infos []*game.Info
	games []Button
	// gameName is each game tile's name, in lines under its icon, and the
	// size (in units) they take to fit the tile.
	gameName [][]string
	nameSize []float32
	// Join: the link or code.
	link  textField
	paste Button
	join  Button
	// Your tables.
	recs   []RemoteTable
	facts  map[string]*wire.TableInfo // by key, as the servers tell
	rows   []Button
	forget []Button
	lines  [][2]string
	listed string // problems reading the list

	btnBack Button
	msg     string
	msgErr  bool
	busy    string
	results chan func(*App)
}

func newOnlineScene(a *App, mode onlineMode) *onlineScene {
	s := &onlineScene{mode: mode, results: make(chan func(*App), 8), facts: map[string]*wire.TableInfo{}}
	s.server = textField{limit: 200, hint: a.T("app.links.server_example")}
	s.link = textField{limit: 400, hint: a.T("app.online.link_hint")}
	s.server.text = pageOrigin()
	if s.server.text == "" && a.store != nil {
		if data, err := a.store.Get(serverKey); err == nil {
			s.server.text = strings.TrimSpace(string(data))
		}
	}
	s.infos = offered()
	if mode == onlineTables {
		s.loadTables(a)
	}
	return s
}

func (s *onlineScene) name() string { return "online" }

func (s *onlineScene) back(a *App) {
	if s.typing != nil {
		s.typing = nil
		s.layout(a)
		return
	}
	a.toMenu()
}

// loadTables reads "Your tables" and asks each server whose move it is.
func (s *onlineScene) loadTables(a *App) {
	s.recs, s.listed = nil, ""
	if a.store == nil {
		s.listed = a.lang.F("app.common.save_failed", "error", a.storeErr.Error())
		return
	}
	var errs []error
	s.recs, errs = listRemote(a.store)
	if len(errs) > 0 {
		s.listed = errors.Join(errs...).Error()
	}
	for _, r := range s.recs {
		s.async(func() func(*App) {
			info, err := client.GetTable(r.Server, r.Code)
			return func(a *App) {
				if err == nil {
					s.facts[r.key()] = info
				} else {
					fmt.Fprintf(a.stderr, "zombietable: table %s on %s: %v\n", r.Code, r.Server, err)
					s.facts[r.key()] = &wire.TableInfo{ToAct: -2}
				}
				if s.mode == onlineTables {
					s.layout(a)
				}
			}
		})
	}
}

// async runs work in the background; what it returns runs on the game
// loop.
func (s *onlineScene) async(work func() func(*App)) {
	go func() {
		s.results <- work()
		wake()
	}()
}

// setMsg shows a line under the page: a failure in the danger colour.
func (s *onlineScene) setMsg(a *App, msg string, bad bool) {
	s.msg, s.msgErr, s.busy = msg, bad, ""
	a.dirty()
}

// serverAddr is the server named, checked.
func (s *onlineScene) serverAddr(a *App) (string, bool) {
	srv := strings.TrimSpace(s.server.text)
	if _, err := client.PlayURL(srv); err != nil {
		s.setMsg(a, a.T("app.online.no_server"), true)
		return "", false
	}
	if a.store != nil {
		_ = a.store.Put(serverKey, []byte(srv))
	}
	return srv, true
}

func (s *onlineScene) layout(a *App) {
	u := a.u
	s.ctrls.Reset()
	pw := min(900*u, a.w-60*u)
	x0 := (a.w - pw) / 2
	tw := (pw - 40*u) / 3
	for i, k := range [3]string{"app.online.host", "app.online.join", "app.online.tables"} {
		s.tabs[i] = Button{R: Rect{x0 + float32(i)*(tw+20*u), 130 * u, tw, 48 * u}, Label: a.T(k), Color: ColorButtonAlt, Selected: int(s.mode) == i, Size: 16}
		s.ctrls.Add(&s.tabs[i])
	}
	y := 200 * u
	if s.mode != onlineTables {
		fw := pw - 150*u
		if StartLocalServer != nil && pageOrigin() == "" {
			fw -= 230 * u
			s.local = Button{R: Rect{x0 + 150*u + fw + 12*u, y, 218 * u, 46 * u}, Label: a.T("app.online.local"), Icon: "house", Color: ColorButtonAlt, Size: 15, Tip: a.T("app.online.local_tip")}
		}
		s.server.b = Button{R: Rect{x0 + 150*u, y, fw, 46 * u}, Label: s.server.text, Color: color.RGBA{40, 30, 26, 255}, Size: 15, Tip: a.T("app.online.server_tip")}
		s.ctrls.Add(&s.server.b)
		if s.local.R.W > 0 {
			s.ctrls.Add(&s.local)
		}
		y += 76 * u
	}
	switch s.mode {
	case onlineHost:
		n := len(s.infos)
		s.games, s.gameName, s.nameSize = s.games[:0], s.gameName[:0], s.nameSize[:0]
		gw := (pw - float32(n-1)*14*u) / float32(max(n, 1))
		face := func(sz float32) text.Face { return fontsStrong(sz * u) }
		for i, info := range s.infos {
			// The icon above, the name in up to three lines below it: a
			// long name does not run past a narrow tile.
			s.games = append(s.games, Button{R: Rect{x0 + float32(i)*(gw+14*u), y + 40*u, gw, 120 * u}, ID: i, Tip: GameDescription(a.lang, info)})
			size, lines := FitLines(GameName(a.lang, info), face, gw-16*u, 3, 14, 10)
			s.gameName, s.nameSize = append(s.gameName, lines), append(s.nameSize, size)
		}
		for i := range s.games {
			s.ctrls.Add(&s.games[i])
		}
	case onlineJoin:
		s.link.b = Button{R: Rect{x0, y + 40*u, pw - 150*u, 52 * u}, Label: s.link.text, Color: color.RGBA{40, 30, 26, 255}, Size: 14, Tip: a.T("app.online.link_tip")}
		s.paste = Button{R: Rect{x0 + pw - 138*u, y + 40*u, 138 * u, 52 * u}, Label: a.T("app.online.paste"), Icon: "card-play", Color: ColorButtonAlt, Size: 15}
		s.join = Button{R: Rect{(a.w - 260*u) / 2, y + 120*u, 260 * u, 56 * u}, Label: a.T("app.online.join_now"), Icon: "wooden-door", Glow: true}
		s.ctrls.Add(&s.link.b)
		s.ctrls.Add(&s.paste)
		s.ctrls.Add(&s.join)
	case onlineTables:
		s.rows, s.forget, s.lines = s.rows[:0], s.forget[:0], s.lines[:0]
		rowH := 62 * u
		fit := max(1, int((a.h-y-140*u)/(rowH+10*u)))
		for i := range s.recs {
			if i >= fit {
				break
			}
			r := &s.recs[i]
			ry := y + float32(i)*(rowH+10*u)
			// A table waiting for the player's move glows.
			f := s.facts[r.key()]
			waits := f != nil && !f.Over && f.ToAct >= 0 && f.ToAct == r.Seat
			s.rows = append(s.rows, Button{R: Rect{x0, ry, pw - rowH - 10*u, rowH}, ID: i, Color: color.RGBA{58, 44, 36, 255}, Tip: a.T("app.online.resume_tip"), Glow: waits})
			s.forget = append(s.forget, Button{R: Rect{x0 + pw - rowH + 6*u, ry + 8*u, rowH - 16*u, rowH - 16*u}, ID: i, Icon: "cross-mark", Color: ColorButtonAlt, Tip: a.T("app.online.forget_tip")})
			s.lines = append(s.lines, s.tableLines(a, r, pw-rowH-110*u))
		}
		for i := range s.rows {
			s.ctrls.Add(&s.rows[i])
			s.ctrls.Add(&s.forget[i])
		}
		s.restart = Button{}
		if StartLocalServer != nil && localAddr == "" && pageOrigin() == "" && len(a.hostedUnfinished()) > 0 {
			bw := 340 * u
			s.restart = Button{R: Rect{(a.w - bw) / 2, a.h - 54*u - 30*u - 120*u, bw, 52 * u}, Label: a.T("app.remote2.restart"), Icon: "house", Glow: true, Tip: a.T("app.remote2.restart_tip")}
			s.ctrls.Add(&s.restart)
		}
	}
	bw, bh := 220*u, 54*u
	s.btnBack = Button{R: Rect{(a.w - bw) / 2, a.h - bh - 30*u, bw, bh}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	s.ctrls.Add(&s.btnBack)
}

// drawField draws a field, its hint dim so that it reads as an example,
// not a value, and the caret while typing.
func (s *onlineScene) drawField(dst *ebiten.Image, a *App, f *textField) {
	f.b.Draw(dst, a.u)
	if f.text == "" && s.typing != f {
		face := fontsBody(f.b.Size * 0.95 * a.u)
		DrawTextMid(dst, Ellipsize(f.hint, face, f.b.R.W-24*a.u), face, f.b.R.CX(), f.b.R.CY(), AlignCenter, sprites.Alpha(ColorTextDim, 0.75))
	}
	if s.typing == f {
		drawCaret(dst, a, &f.b, f.text)
	}
}

// tableLines are a row of "Your tables": the game, the code and the seat;
// whose move it is as the server tells, or that it cannot be reached.
func (s *onlineScene) tableLines(a *App, r *RemoteTable, w float32) [2]string {
	name := r.Game
	if info, err := game.Lookup(r.Game); err == nil {
		name = GameName(a.lang, info)
	}
	seat := a.lang.F("app.online.seat", "n", r.Seat+1)
	if r.Seat < len(r.Names) {
		seat = r.Names[r.Seat]
	}
	head := name + " · " + r.Code + " · " + seat
	if r.Hosted {
		head += " · " + a.T("app.remote2.hosted_here")
	}
	detail := a.T("app.online.asking")
	if f, ok := s.facts[r.key()]; ok {
		switch {
		case f.ToAct == -2 && r.Hosted && localAddr == "":
			detail = a.T("app.remote2.hosted_stopped")
		case f.ToAct == -2:
			// The error stays on standard error: no Go on the screen.
			detail = a.T("app.remote2.unreachable")
		case f.Over:
			detail = a.T("app.resume.ended")
		case f.ToAct == r.Seat:
			detail = a.T("app.online.your_move")
		case f.ToAct >= 0 && f.ToAct < len(f.Seats):
			detail = a.lang.F("app.resume.to_move", "who", f.Seats[f.ToAct].Name)
		}
		if f.Seq > r.Seen && f.ToAct != -2 {
			detail += " · " + a.lang.F("app.online.new_moves", "n", f.Seq-r.Seen)
		}
	}
	detail += " · " + r.Server
	if !r.Updated.IsZero() {
		detail += " · " + r.Updated.Local().Format("2006-01-02 15:04")
	}
	return [2]string{Ellipsize(head, fontsStrong(17*a.u), w), Ellipsize(detail, fontsBody(14*a.u), w)}
}

func (s *onlineScene) update(a *App) bool {
	changed := false
	for more := true; more; {
		select {
		case f := <-s.results:
			f(a)
			changed = true
		default:
			more = false
		}
	}
	if s.typing != nil {
		changed = s.typeInto(a) || changed
	}
	b, ch := s.ctrls.Update(&a.in)
	changed = changed || ch
	if a.in.Has(IntentBack) && s.typing == nil {
		a.toMenu()
		return true
	}
	switch {
	case b == nil:
	case b == &s.btnBack:
		a.toMenu()
		return true
	case b == &s.tabs[0] || b == &s.tabs[1] || b == &s.tabs[2]:
		for i := range s.tabs {
			if b == &s.tabs[i] {
				s.mode = onlineMode(i)
			}
		}
		s.typing, s.msg = nil, ""
		if s.mode == onlineTables {
			s.loadTables(a)
		}
		s.layout(a)
	case b == &s.server.b:
		s.typing = &s.server
		s.layout(a)
	case b == &s.link.b:
		s.typing = &s.link
		s.layout(a)
	case b == &s.local || b == &s.restart:
		s.startLocal(a)
	case b == &s.paste:
		s.pasteLink(a)
	case b == &s.join:
		s.startJoin(a, s.link.text)
	case s.mode == onlineHost && b.ID < len(s.infos) && b == &s.games[b.ID]:
		if srv, ok := s.serverAddr(a); ok {
			ng := newNewGameScene(a, s.infos[b.ID])
			ng.host = srv
			a.setScene(ng)
			return true
		}
	case s.mode == onlineTables && b.ID < len(s.rows) && b == &s.rows[b.ID]:
		rec := s.recs[b.ID]
		if f, ok := s.facts[rec.key()]; ok && f.Over || rec.Over {
			// A finished table opens in the replay viewer, from its save.
			a.fetchReplay(rec.Server, rec.Code, rec.Token)
			return true
		}
		if err := a.openRemote(rec); err != nil {
			s.setMsg(a, err.Error(), true)
		}
		return true
	case s.mode == onlineTables && b.ID < len(s.forget) && b == &s.forget[b.ID]:
		if a.store != nil {
			_ = a.store.Delete(s.recs[b.ID].key())
		}
		s.loadTables(a)
		s.layout(a)
	}
	if b != nil {
		a.in.Consume()
	}
	return changed || s.busy != ""
}

// typeInto types into the field being typed into; Enter ends it (and joins
// from the link field), Ctrl+V pastes.
func (s *onlineScene) typeInto(a *App) bool {
	in := &a.in
	f := s.typing
	changed := false
	paste := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, r := range in.Chars {
		if paste && (r == 'v' || r == 'V') {
			s.pasteLink(a)
			continue
		}
		if r < ' ' || len([]rune(f.text)) >= f.limit {
			continue
		}
		f.text += string(r)
		changed = true
	}
	for _, it := range in.Intents {
		switch it {
		case IntentErase:
			if rs := []rune(f.text); len(rs) > 0 {
				f.text = string(rs[:len(rs)-1])
				changed = true
			}
		case IntentActivate:
			s.typing = nil
			changed = true
			if f == &s.link {
				s.startJoin(a, s.link.text)
			}
		case IntentBack:
			s.typing = nil
			changed = true
		}
	}
	in.takeTyping()
	if in.Clicked && !f.b.R.Contains(in.X, in.Y) {
		s.typing = nil
		changed = true
	}
	if changed {
		s.layout(a)
	}
	return changed
}

// pasteLink pastes the clipboard into the link field.
func (s *onlineScene) pasteLink(a *App) {
	s.busy = a.T("app.online.pasting")
	pasteText(func(text string, err error) {
		s.results <- func(a *App) {
			if err != nil || text == "" {
				s.setMsg(a, a.T("app.online.no_paste"), true)
				return
			}
			s.link.text = strings.TrimSpace(text)
			s.setMsg(a, "", false)
			s.layout(a)
		}
		wake()
	})
}

// startLocal starts the server on this computer and names it.
func (s *onlineScene) startLocal(a *App) {
	s.busy = a.T("app.online.starting")
	s.async(func() func(*App) {
		addr, err := a.startLocal()
		return func(a *App) {
			var inUse *LocalServerInUse
			if errors.As(err, &inUse) {
				s.setMsg(a, a.lang.F("server.store.app_in_use", "folder", inUse.Folder), true)
				return
			}
			if err != nil {
				fmt.Fprintln(a.stderr, "zombietable: the server on this computer:", err)
				s.setMsg(a, a.T("app.remote2.start_failed"), true)
				return
			}
			a.movedHosted(addr)
			if s.mode == onlineTables {
				s.loadTables(a)
			}
			s.server.text = addr
			s.setMsg(a, a.lang.F("app.online.local_on", "address", addr), false)
			s.layout(a)
		}
	})
}

// startJoin reads a link or a code and token, asks the server which game
// the table plays, and opens the seat.
func (s *onlineScene) startJoin(a *App, text string) {
	j, err := client.ParseJoin(text, strings.TrimSpace(s.server.text))
	if err != nil {
		s.setMsg(a, err.Error(), true)
		return
	}
	s.busy = a.lang.F("app.online.joining", "table", j.Code)
	s.async(func() func(*App) {
		info, err := client.GetTable(j.Server, j.Code)
		return func(a *App) {
			if err != nil {
				s.setMsg(a, a.lang.F("app.online.join_failed", "table", j.Code, "error", err.Error()), true)
				return
			}
			if a.store != nil {
				_ = a.store.Put(serverKey, []byte(j.Server))
			}
			rec := RemoteTable{Server: j.Server, Code: j.Code, Token: j.Token, Game: info.Game, ToAct: info.ToAct}
			if err := a.openRemote(rec); err != nil {
				s.setMsg(a, err.Error(), true)
			}
		}
	})
}

func (s *onlineScene) tooltip(a *App) string {
	if b := s.ctrls.Hovered(); b != nil {
		return b.Tip
	}
	return ""
}

func (s *onlineScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	drawTitle(dst, a.T("app.online.title"), a.w/2, 34*u, 72*u)
	for i := range s.tabs {
		s.tabs[i].Draw(dst, u)
	}
	head := fontsStrong(18 * u)
	if s.mode != onlineTables {
		DrawTextMid(dst, a.T("app.online.server"), head, s.tabs[0].R.X, s.server.b.R.CY(), AlignStart, ColorText)
		s.drawField(dst, a, &s.server)
		if s.local.R.W > 0 {
			s.local.Draw(dst, u)
		}
	}
	switch s.mode {
	case onlineHost:
		if len(s.games) > 0 {
			DrawText(dst, a.T("app.online.host_pick"), head, s.tabs[0].R.X, s.games[0].R.Y-34*u, AlignStart, ColorText)
		}
		for i := range s.games {
			g := &s.games[i]
			g.Draw(dst, u)
			is := 40 * u
			sprites.DrawIcon(dst, GameIcon(s.infos[i].ID), g.R.CX()-is/2, g.R.Y+16*u, is, ColorText)
			face := fontsStrong(s.nameSize[i] * u)
			y := g.R.Y + 16*u + is + 10*u
			for _, l := range s.gameName[i] {
				DrawText(dst, l, face, g.R.CX(), y, AlignCenter, ColorText)
				y += LineHeight(face)
			}
		}
	case onlineJoin:
		DrawText(dst, a.T("app.online.link"), head, s.link.b.R.X, s.link.b.R.Y-32*u, AlignStart, ColorText)
		s.drawField(dst, a, &s.link)
		s.paste.Draw(dst, u)
		s.join.Draw(dst, u)
	case onlineTables:
		if len(s.recs) == 0 {
			DrawText(dst, a.T("app.online.no_tables"), head, a.w/2, 260*u, AlignCenter, ColorTextDim)
		}
		for i := range s.rows {
			r := &s.rows[i]
			r.Draw(dst, u)
			is := r.R.H * 0.6
			sprites.DrawIcon(dst, GameIcon(s.recs[i].Game), r.R.X+14*u, r.R.CY()-is/2, is, ColorAccent)
			DrawText(dst, s.lines[i][0], fontsStrong(17*u), r.R.X+is+30*u, r.R.Y+9*u, AlignStart, ColorText)
			DrawText(dst, s.lines[i][1], fontsBody(14*u), r.R.X+is+30*u, r.R.Y+35*u, AlignStart, ColorTextDim)
			s.forget[i].Draw(dst, u)
		}
		if s.restart.R.W > 0 {
			s.restart.Draw(dst, u)
		}
		if s.listed != "" {
			DrawText(dst, Ellipsize(s.listed, fontsBody(14*u), a.w-80*u), fontsBody(14*u), a.w/2, s.btnBack.R.Y-60*u, AlignCenter, ColorDanger)
		}
	}
	msg, c := s.msg, ColorTextDim
	if s.msgErr {
		c = ColorDanger
	}
	if s.busy != "" {
		msg, c = s.busy, ColorAccent
	}
	if msg != "" {
		DrawTextShadow(dst, Ellipsize(msg, fontsStrong(16*u), a.w-60*u), fontsStrong(16*u), a.w/2, s.btnBack.R.Y-32*u, AlignCenter, c)
	}
	s.btnBack.Draw(dst, u)
}

// joinAtStart joins the seat of a link given at start: the -join flag, or
// in the browser the page's address after # (a link opens the page).
func (a *App) joinAtStart(link string) {
	if link == "" {
		if f := pageFragment(); strings.HasPrefix(f, "join=") {
			link = pageOrigin() + "/#" + f
		}
	}
	if link == "" {
		return
	}
	s := newOnlineScene(a, onlineJoin)
	s.link.text = link
	a.setScene(s)
	s.startJoin(a, link)
}

// joining reports whether a join is under way on the online screen, for
// script steps that wait for the table.
func (a *App) joining() bool {
	s, ok := a.scene.(*onlineScene)
	return ok && s.busy != ""
}
