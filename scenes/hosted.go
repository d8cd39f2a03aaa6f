package scenes

import (
	"fmt"
	"image/color"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/netplay/client"
	"zombietable/netplay/wire"
	"zombietable/qr"
	"zombietable/sprites"
)

// hostRequest is the request that makes a table of the game with these
// options and seats on a server.
func hostRequest(a *App, gameID string, opts map[string]string, seats []save.Seat) wire.CreateTable {
	req := wire.CreateTable{Game: gameID, Options: opts, Lang: serverLang(a.lang)}
	for _, s := range seats {
		sr := wire.SeatRequest{Name: s.Name}
		if s.Kind == save.Bot {
			sr.Bot = s.Level
		}
		req.Seats = append(req.Seats, sr)
	}
	return req
}

// hostedScene makes a table on a server and shows what to pass on: the
// table's code, each seat's link and the link to watch, each copyable and
// each shown as a QR code for a phone at the table to scan; then the host
// takes their own seat (the first person's). Copy all copies what may go to
// the whole group (the code, the seats' names, the watch link), never a
// seat's link: whoever opens that plays the seat.
type hostedScene struct {
	server  string
	req     wire.CreateTable
	created *wire.Created
	err     string
	results chan func(*App)

	ctrls   Controls
	rows    []Button // one per seat and one to watch (ID -1): shows its code
	copies  []Button // one per seat with a link and one to watch (ID -1)
	copyAll Button
	take    Button
	btnBack Button
	lines   []string
	msg     string
	mine    int // the host's seat, -1 to watch

	// shown is the row whose QR code is shown (a seat, or -1 to watch);
	// code is that code drawn a pixel a module, qrR where it is drawn,
	// zoom whether it fills the screen's height.
	shown int
	code  *ebiten.Image
	qrR   Rect
	zoom  bool
	qrBtn Button
}

func newHostedScene(a *App, server string, req wire.CreateTable) *hostedScene {
	h := &hostedScene{server: server, req: req, results: make(chan func(*App), 2), mine: -1, shown: -1}
	go func() {
		c, err := client.CreateTable(server, req)
		h.results <- func(a *App) {
			if err != nil {
				h.err = a.lang.F("app.online.create_failed", "server", server, "error", err.Error())
				return
			}
			h.created = c
			h.keep(a)
		}
		wake()
	}()
	return h
}

func (h *hostedScene) name() string { return "hosted" }

func (h *hostedScene) back(a *App) { a.setScene(newOnlineScene(a, onlineHost)) }

// keep stores the host's seat in "Your tables" with every link, and prints
// the links where a desktop player can copy them from.
func (h *hostedScene) keep(a *App) {
	c := h.created
	var links []string
	for _, s := range c.Seats {
		if s.Link != "" {
			links = append(links, s.Link)
			if h.mine < 0 {
				h.mine = s.Seat
			}
		}
		fmt.Fprintf(a.stderr, "zombietable: table %s, seat %d (%s): %s\n", c.Code, s.Seat+1, s.Name, s.Link)
	}
	fmt.Fprintf(a.stderr, "zombietable: table %s, to watch: %s\n", c.Code, c.Watch)
	// The first code shown is the first friend's seat: the host's own
	// seat is taken on this screen.
	for _, s := range c.Seats {
		if s.Link != "" && s.Seat != h.mine {
			h.shown = s.Seat
			break
		}
	}
	h.drawCode()
	if h.mine < 0 || a.store == nil {
		return
	}
	rec := h.record()
	rec.Links = links
	rec.Hosted = localAddr != "" && h.server == localAddr
	rec.Updated = time.Now().UTC()
	if err := putRemote(a.store, &rec); err != nil {
		a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
	}
}

// record is the host's own seat.
func (h *hostedScene) record() RemoteTable {
	c := h.created
	rec := RemoteTable{Server: h.server, Code: c.Code, Game: h.req.Game, Seat: max(h.mine, 0), ToAct: -1}
	for _, s := range c.Seats {
		rec.Names = append(rec.Names, s.Name)
		if s.Seat == h.mine {
			rec.Token = s.Token
		}
	}
	return rec
}

func (h *hostedScene) layout(a *App) {
	u := a.u
	h.ctrls.Reset()
	pw := min(1100*u, a.w-60*u)
	x0 := (a.w - pw) / 2
	h.rows, h.copies, h.lines = h.rows[:0], h.copies[:0], h.lines[:0]
	bw, bh := 240*u, 54*u
	h.btnBack = Button{R: Rect{x0, a.h - bh - 30*u, bw * 0.8, bh}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	if h.created != nil {
		// The code at the right, as large as the room lets it be; the rows
		// at the left.
		top := 236 * u
		side := min(pw*0.36, a.h-top-bh-30*u-70*u)
		h.qrR = Rect{x0 + pw - side, top, side, side}
		if h.zoom {
			side = a.h - 40*u
			h.qrR = Rect{(a.w - side) / 2, 20 * u, side, side}
		}
		h.qrBtn = Button{R: h.qrR, Tip: a.T("app.links.zoom_tip")}
		if h.zoom {
			// A click anywhere makes it small again; the screen says so.
			h.qrBtn.R = Rect{0, 0, a.w, a.h}
			h.qrBtn.Tip = ""
		}
		lw := pw - side - 24*u
		rh := min(52*u, (side+40*u)/float32(len(h.created.Seats)+1))
		y := top
		face := fontsBody(14 * u)
		row := func(id int, line, link, tip string) {
			h.rows = append(h.rows, Button{R: Rect{x0, y, lw - 110*u, rh - 6*u}, Color: color.RGBA{40, 30, 26, 255}, ID: id, Selected: id == h.shown, Tip: tip})
			if link != "" {
				h.copies = append(h.copies, Button{R: Rect{x0 + lw - 104*u, y, 104 * u, rh - 6*u}, Label: a.T("app.online.copy"), Icon: "card-draw", Color: ColorButtonAlt, Size: 14, ID: id,
					Tip: a.lang.F("app.links.copy_tip", "who", h.rowName(a, id))})
			}
			h.lines = append(h.lines, Ellipsize(line, face, lw-170*u))
			y += rh
		}
		for _, s := range h.created.Seats {
			line := s.Name + " — "
			if s.Seat == h.mine {
				line = s.Name + " (" + a.T("app.online.you") + ") — "
			}
			if s.Bot != "" {
				line += a.levelName(nil, s.Bot) + " (" + a.T("app.online.bot_server") + ")"
			} else {
				line += s.Link
			}
			tip := a.lang.F("app.links.show_tip", "who", s.Name)
			if s.Link == "" {
				tip = ""
			}
			row(s.Seat, line, s.Link, tip)
		}
		row(-1, a.T("app.online.watch")+" — "+h.created.Watch, h.created.Watch, a.T("app.links.show_watch_tip"))
		h.copyAll = Button{R: Rect{x0 + bw*0.8 + 20*u, a.h - bh - 30*u, bw, bh}, Label: a.T("app.online.copy_all"), Icon: "card-draw", Color: ColorButtonAlt, Size: 15, Tip: a.T("app.links.copy_all_tip")}
		h.take = Button{R: Rect{x0 + pw - bw, a.h - bh - 30*u, bw, bh}, Label: a.T("app.online.take_seat"), Icon: "play-button", Glow: true}
		if h.mine < 0 {
			h.take.Label = a.T("app.online.watch")
		}
		if h.zoom {
			h.ctrls.Add(&h.qrBtn)
			return
		}
		for i := range h.rows {
			if h.rows[i].Tip != "" {
				h.ctrls.Add(&h.rows[i])
			}
		}
		for i := range h.copies {
			h.ctrls.Add(&h.copies[i])
		}
		if h.code != nil {
			h.ctrls.Add(&h.qrBtn)
		}
		h.ctrls.Add(&h.copyAll)
		h.ctrls.Add(&h.take)
	}
	h.ctrls.Add(&h.btnBack)
}

// rowName is whose link a row holds: the seat's name, or "" to watch.
func (h *hostedScene) rowName(a *App, id int) string {
	if id < 0 {
		return a.T("app.online.watch")
	}
	for _, s := range h.created.Seats {
		if s.Seat == id {
			return s.Name
		}
	}
	return ""
}

// link is the link of a row: a seat's, or the one to watch (-1).
func (h *hostedScene) link(id int) string {
	if id < 0 {
		return h.created.Watch
	}
	for _, s := range h.created.Seats {
		if s.Seat == id {
			return s.Link
		}
	}
	return ""
}

// drawCode draws the QR code of the row shown, a pixel a module with the
// quiet zone of four modules around it; the screen scales it up.
func (h *hostedScene) drawCode() {
	if h.code != nil {
		h.code.Deallocate()
		h.code = nil
	}
	c, err := qr.Encode(h.link(h.shown))
	if err != nil {
		return
	}
	n := c.Size + 8
	pix := make([]byte, 4*n*n)
	for y := range n {
		for x := range n {
			v := byte(255)
			if c.Dark(x-4, y-4) {
				v = 0
			}
			i := 4 * (y*n + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, 255
		}
	}
	h.code = ebiten.NewImage(n, n)
	h.code.WritePixels(pix)
}

// allLinks is the text "copy all" puts on the clipboard: the game, the
// table's code, the seats' names and the link to watch, for the whole
// group; each seat's link goes to its person alone (seatLink).
func (h *hostedScene) allLinks(a *App) string {
	var b strings.Builder
	fmt.Fprintln(&b, a.lang.F("app.links.all_head", "game", h.gameName(a), "code", h.created.Code))
	var names []string
	for _, s := range h.created.Seats {
		name := s.Name
		if s.Bot != "" {
			name = a.lang.F("app.links.bot_seat", "who", s.Name)
		}
		names = append(names, name)
	}
	fmt.Fprintln(&b, a.lang.F("app.links.all_seats", "names", strings.Join(names, ", ")))
	fmt.Fprintln(&b, a.lang.F("app.links.all_watch", "link", h.created.Watch))
	fmt.Fprintln(&b, a.T("app.links.all_own"))
	return b.String()
}

// seatLink is the text a seat's Copy puts on the clipboard: its link, and
// a line saying it is that person's alone.
func (h *hostedScene) seatLink(a *App, id int) string {
	if id < 0 {
		return a.lang.F("app.links.all_head", "game", h.gameName(a), "code", h.created.Code) + "\n" +
			a.lang.F("app.links.all_watch", "link", h.created.Watch) + "\n"
	}
	who := h.rowName(a, id)
	return a.lang.F("app.links.seat_head", "game", h.gameName(a), "code", h.created.Code, "who", who) + "\n" +
		h.link(id) + "\n" + a.lang.F("app.links.seat_alone", "who", who) + "\n"
}

// gameName is the hosted game's name in the interface's language.
func (h *hostedScene) gameName(a *App) string {
	if info, err := game.Lookup(h.req.Game); err == nil {
		return GameName(a.lang, info)
	}
	return h.req.Game
}

// copy puts text on the clipboard and says how it went.
func (h *hostedScene) copy(a *App, text string) {
	copyText(text, func(err error) {
		h.results <- func(a *App) {
			if err != nil {
				h.msg = a.T("app.online.copy_failed")
				if runtime.GOOS == "js" {
					h.msg = a.T("app.online.copy_failed_web")
				}
			} else {
				h.msg = a.T("app.online.copied")
			}
			a.dirty()
		}
		wake()
	})
}

func (h *hostedScene) update(a *App) bool {
	changed := false
	select {
	case f := <-h.results:
		f(a)
		h.layout(a)
		changed = true
	default:
	}
	b, ch := h.ctrls.Update(&a.in)
	changed = changed || ch
	if a.in.Has(IntentBack) && h.zoom {
		h.zoom = false
		h.layout(a)
		a.in.Consume()
		return true
	}
	if a.in.Has(IntentBack) {
		h.back(a)
		return true
	}
	switch {
	case b == nil:
	case b == &h.btnBack:
		h.back(a)
		return true
	case b == &h.copyAll:
		h.copy(a, h.allLinks(a))
	case b == &h.take:
		rec := h.record()
		if h.mine < 0 {
			rec.Token = ""
		}
		if err := a.openRemote(rec); err != nil {
			h.msg = err.Error()
		}
		return true
	case b == &h.qrBtn:
		h.zoom = !h.zoom
		h.layout(a)
	default:
		for i := range h.copies {
			if b == &h.copies[i] {
				h.copy(a, h.seatLink(a, h.copies[i].ID))
			}
		}
		for i := range h.rows {
			if b == &h.rows[i] && h.rows[i].ID != h.shown {
				h.shown = h.rows[i].ID
				h.drawCode()
				h.layout(a)
			}
		}
	}
	if b != nil {
		a.in.Consume()
	}
	return changed || h.created == nil && h.err == ""
}

func (h *hostedScene) tooltip(a *App) string {
	if b := h.ctrls.Hovered(); b != nil {
		return b.Tip
	}
	return ""
}

func (h *hostedScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	if h.zoom && h.code != nil {
		h.drawQR(dst, a)
		return
	}
	drawTitle(dst, a.T("app.online.hosted"), a.w/2, 34*u, 72*u)
	switch {
	case h.err != "":
		DrawTextShadow(dst, Ellipsize(h.err, fontsStrong(17*u), a.w-60*u), fontsStrong(17*u), a.w/2, 200*u, AlignCenter, ColorDanger)
	case h.created == nil:
		DrawTextShadow(dst, a.lang.F("app.online.creating", "server", h.server), fontsStrong(18*u), a.w/2, 200*u, AlignCenter, ColorAccent)
	default:
		c := h.created
		DrawTextShadow(dst, a.T("app.online.code")+" "+c.Code, fontsTitle(44*u), a.w/2, 126*u, AlignCenter, ColorAccent)
		DrawTextShadow(dst, Ellipsize(a.T("app.links.pass"), fontsBody(16*u), a.w-40*u), fontsBody(16*u), a.w/2, 196*u, AlignCenter, ColorTextDim)
		for i := range h.rows {
			r := &h.rows[i]
			r.Draw(dst, u)
			if r.ID >= 0 {
				seatToken(dst, r.ID, r.R.X+22*u, r.R.CY(), min(12*u, r.R.H*0.4))
			} else {
				sprites.DrawIcon(dst, "eyeball", r.R.X+10*u, r.R.CY()-11*u, 22*u, ColorTextDim)
			}
			DrawTextMid(dst, h.lines[i], fontsBody(14*u), r.R.X+44*u, r.R.CY(), AlignStart, ColorText)
		}
		for i := range h.copies {
			h.copies[i].Draw(dst, u)
		}
		foot := h.rows[len(h.rows)-1].R.Y + h.rows[len(h.rows)-1].R.H + 28*u
		if runtime.GOOS != "js" {
			// A browser has no standard error to read them on.
			DrawText(dst, a.T("app.online.links_printed"), fontsBody(14*u), h.rows[0].R.X, foot, AlignStart, ColorTextDim)
		}
		if h.msg != "" {
			DrawTextShadow(dst, h.msg, fontsStrong(16*u), h.rows[0].R.X, foot+28*u, AlignStart, color.RGBA{220, 200, 120, 255})
		}
		if h.code != nil {
			h.drawQR(dst, a)
		}
		h.copyAll.Draw(dst, u)
		h.take.Draw(dst, u)
	}
	h.btnBack.Draw(dst, u)
}

// drawQR draws the code shown on white, whole modules of whole pixels so
// that a camera reads it, with whose link it is under it.
func (h *hostedScene) drawQR(dst *ebiten.Image, a *App) {
	u := a.u
	r := h.qrR
	caption := a.T("app.links.scan_watch")
	if h.shown >= 0 {
		caption = a.lang.F("app.links.scan_seat", "who", h.rowName(a, h.shown))
	}
	face := fontsStrong(15 * u)
	n := h.code.Bounds().Dx()
	px := float32(int(r.W) / n)
	if px < 1 {
		px = r.W / float32(n)
	}
	side := px * float32(n)
	x, y := float32(int(r.X+(r.W-side)/2)), float32(int(r.Y))
	sprites.FillRoundRect(dst, x-6*u, y-6*u, side+12*u, side+12*u, 8*u, color.RGBA{255, 255, 255, 255})
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(float64(px), float64(px))
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(h.code, &op)
	hint := a.T("app.links.zoom")
	if h.zoom {
		hint = a.T("app.links.unzoom")
	}
	if h.zoom {
		w := (a.w - r.W) / 2
		for i, l := range Wrap(caption, face, w-40*u) {
			DrawTextShadow(dst, l, face, w/2, r.Y+40*u+float32(i)*LineHeight(face), AlignCenter, ColorAccent)
		}
		DrawTextShadow(dst, hint, fontsBody(13*u), w/2, r.Y+r.H-30*u, AlignCenter, ColorTextDim)
		return
	}
	DrawTextShadow(dst, Ellipsize(caption, face, r.W+60*u), face, r.CX(), y+side+14*u, AlignCenter, ColorAccent)
	DrawTextShadow(dst, Ellipsize(hint, fontsBody(13*u), r.W+60*u), fontsBody(13*u), r.CX(), y+side+14*u+LineHeight(face), AlignCenter, ColorTextDim)
}
