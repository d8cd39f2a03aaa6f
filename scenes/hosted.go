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
// table's code and a link per person's seat, each copyable; then the host
// takes their own seat (the first person's).
type hostedScene struct {
	server  string
	req     wire.CreateTable
	created *wire.Created
	err     string
	results chan func(*App)

	ctrls   Controls
	copies  []Button // one per seat with a link
	seatOf  []int
	copyAll Button
	take    Button
	btnBack Button
	lines   []string
	msg     string
	mine    int // the host's seat, -1 to watch
}

func newHostedScene(a *App, server string, req wire.CreateTable) *hostedScene {
	h := &hostedScene{server: server, req: req, results: make(chan func(*App), 2), mine: -1}
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
	if h.mine < 0 || a.store == nil {
		return
	}
	rec := h.record()
	rec.Links = links
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
	pw := min(1000*u, a.w-60*u)
	x0 := (a.w - pw) / 2
	h.copies, h.seatOf, h.lines = h.copies[:0], h.seatOf[:0], h.lines[:0]
	bw, bh := 240*u, 54*u
	h.btnBack = Button{R: Rect{x0, a.h - bh - 30*u, bw * 0.8, bh}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	if h.created != nil {
		y := 250 * u
		face := fontsBody(14 * u)
		for _, s := range h.created.Seats {
			line := s.Name + " — "
			if s.Seat == h.mine {
				line = s.Name + " (" + a.T("app.online.you") + ") — "
			}
			if s.Bot != "" {
				line += a.levelName(nil, s.Bot) + " (" + a.T("app.online.bot_server") + ")"
			} else {
				line += s.Link
				h.copies = append(h.copies, Button{R: Rect{x0 + pw - 120*u, y, 120 * u, 40 * u}, Label: a.T("app.online.copy"), Icon: "card-draw", Color: ColorButtonAlt, Size: 14, ID: s.Seat, Tip: s.Link})
				h.seatOf = append(h.seatOf, s.Seat)
			}
			h.lines = append(h.lines, Ellipsize(line, face, pw-200*u))
			y += 52 * u
		}
		h.copyAll = Button{R: Rect{x0 + bw*0.8 + 20*u, a.h - bh - 30*u, bw, bh}, Label: a.T("app.online.copy_all"), Icon: "card-draw", Color: ColorButtonAlt, Size: 15}
		h.take = Button{R: Rect{x0 + pw - bw, a.h - bh - 30*u, bw, bh}, Label: a.T("app.online.take_seat"), Icon: "play-button", Glow: true}
		if h.mine < 0 {
			h.take.Label = a.T("app.online.watch")
		}
		for i := range h.copies {
			h.ctrls.Add(&h.copies[i])
		}
		h.ctrls.Add(&h.copyAll)
		h.ctrls.Add(&h.take)
	}
	h.ctrls.Add(&h.btnBack)
}

// allLinks is the text "copy all" puts on the clipboard.
func (h *hostedScene) allLinks(a *App) string {
	var b strings.Builder
	info, _ := game.Lookup(h.req.Game)
	name := h.req.Game
	if info != nil {
		name = GameName(a.lang, info)
	}
	fmt.Fprintf(&b, "%s · %s %s\n", name, a.T("app.online.code"), h.created.Code)
	for _, s := range h.created.Seats {
		if s.Link != "" {
			fmt.Fprintf(&b, "%s: %s\n", s.Name, s.Link)
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", a.T("app.online.watch"), h.created.Watch)
	return b.String()
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
	default:
		for i := range h.copies {
			if b == &h.copies[i] {
				h.copy(a, h.copies[i].Tip)
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
	drawTitle(dst, a.T("app.online.hosted"), a.w/2, 34*u, 72*u)
	pw := min(1000*u, a.w-60*u)
	x0 := (a.w - pw) / 2
	switch {
	case h.err != "":
		DrawTextShadow(dst, Ellipsize(h.err, fontsStrong(17*u), a.w-60*u), fontsStrong(17*u), a.w/2, 200*u, AlignCenter, ColorDanger)
	case h.created == nil:
		DrawTextShadow(dst, a.lang.F("app.online.creating", "server", h.server), fontsStrong(18*u), a.w/2, 200*u, AlignCenter, ColorAccent)
	default:
		c := h.created
		DrawTextShadow(dst, a.T("app.online.code")+" "+c.Code, fontsTitle(44*u), a.w/2, 126*u, AlignCenter, ColorAccent)
		DrawTextShadow(dst, a.T("app.online.pass_links"), fontsBody(16*u), a.w/2, 196*u, AlignCenter, ColorTextDim)
		Panel(dst, Rect{x0 - 14*u, 236 * u, pw + 28*u, float32(len(c.Seats))*52*u + 14*u}, 12*u)
		y := 250 * u
		for i, l := range h.lines {
			seatToken(dst, i, x0+14*u, y+20*u, 12*u)
			DrawTextMid(dst, l, fontsBody(14*u), x0+36*u, y+20*u, AlignStart, ColorText)
			y += 52 * u
		}
		for i := range h.copies {
			h.copies[i].Draw(dst, u)
		}
		foot := y + 24*u
		if runtime.GOOS != "js" {
			// A browser has no standard error to read them on.
			DrawText(dst, a.T("app.online.links_printed"), fontsBody(14*u), a.w/2, foot, AlignCenter, ColorTextDim)
		}
		if h.msg != "" {
			DrawTextShadow(dst, h.msg, fontsStrong(16*u), a.w/2, foot+30*u, AlignCenter, color.RGBA{220, 200, 120, 255})
		}
		h.copyAll.Draw(dst, u)
		h.take.Draw(dst, u)
	}
	h.btnBack.Draw(dst, u)
}
