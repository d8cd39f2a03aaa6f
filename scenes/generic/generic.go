// Package generic is the table for games that have no table scene of their
// own: a clean table that shows the view of the seat in front of the screen
// as a summary of its fields, and the legal actions as big labelled buttons,
// paged when there are many. Importing it registers it as the fallback.
package generic

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/color"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/scenes"
	"zombietable/sprites"
)

func init() {
	scenes.RegisterFallback(func(tc *scenes.TableContext) scenes.Table { return &Table{} })
}

// Field is one entry of a view's summary.
type Field struct {
	Label   string   // "Hand sizes"
	Value   string   // compact text of the value
	PerSeat []string // the value seat by seat, when it is a list with one entry per seat
}

// Summarize turns a JSON-encodable view into labelled fields, in the order
// of the view's own fields. A list with one entry per seat is split by seat.
func Summarize(view any, players int) ([]Field, error) {
	data, err := json.Marshal(view)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return []Field{{Label: "View", Value: compact(data)}}, nil
	}
	var out []Field
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := kt.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		f := Field{Label: Humanize(key), Value: compact(raw)}
		var list []json.RawMessage
		if players > 1 && perSeatName(key) && json.Unmarshal(raw, &list) == nil && len(list) == players {
			for _, item := range list {
				f.PerSeat = append(f.PerSeat, compact(item))
			}
		}
		out = append(out, f)
	}
	return out, nil
}

// perSeatName guesses from a field's name whether a list holds one entry per
// seat ("Scores", "HandSizes", "LastVotes") rather than items that happen to
// be as many as the seats ("Hand").
func perSeatName(key string) bool {
	k := strings.ToLower(key)
	return strings.HasSuffix(k, "s") || strings.Contains(k, "score") || strings.Contains(k, "seat") || strings.Contains(k, "player")
}

// compact renders JSON briefly: strings unquoted, null as a dash.
func compact(raw []byte) string {
	s := strings.TrimSpace(string(raw))
	switch {
	case s == "null" || s == "[]" || s == "{}":
		return "—"
	case strings.HasPrefix(s, `"`):
		var str string
		if json.Unmarshal(raw, &str) == nil {
			return str
		}
	case s == "true":
		return "yes"
	case s == "false":
		return "no"
	}
	var buf bytes.Buffer
	if json.Compact(&buf, raw) == nil {
		s = buf.String()
	}
	s = strings.ReplaceAll(s, ",", ", ")
	s = strings.ReplaceAll(s, `"`, "")
	return s
}

// Humanize turns a field name into a label: "HandSizes" → "Hand sizes",
// "last_votes" → "Last votes".
func Humanize(key string) string {
	var b strings.Builder
	prevLower := false
	for i, r := range key {
		switch {
		case r == '_' || r == '-':
			b.WriteRune(' ')
			prevLower = false
			continue
		case unicode.IsUpper(r) && prevLower:
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		case i == 0:
			b.WriteRune(unicode.ToUpper(r))
		default:
			if i > 0 && unicode.IsUpper(r) {
				b.WriteRune(unicode.ToLower(r))
			} else {
				b.WriteRune(r)
			}
		}
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
	}
	return b.String()
}

// Table is the generic table.
type Table struct {
	fields  []Field
	wrapped [][]string
	err     string
	acts    []game.Action
	buttons []scenes.Button
	prev    scenes.Button
	next    scenes.Button
	page    int
	perPage int
	pages   int
	pageTxt string
	prompt  string
	last    string
	summary scenes.Rect
	actions scenes.Rect
	banner  scenes.Rect
	legalN  int
}

// Layout places the summary, the last move and the action buttons.
func (t *Table) Layout(tc *scenes.TableContext) {
	r := tc.Rect()
	u := tc.Scale()
	x0, y0 := float32(r.Min.X), float32(r.Min.Y)
	w, h := float32(r.Dx()), float32(r.Dy())
	pad := 24 * u
	t.banner = scenes.Rect{X: x0 + pad, Y: y0 + 62*u, W: w - 2*pad, H: 44 * u}
	actH := min(h*0.42, 280*u)
	t.summary = scenes.Rect{X: x0 + pad, Y: t.banner.Y + t.banner.H + 14*u, W: w - 2*pad, H: h - actH - (t.banner.Y + t.banner.H + 14*u - y0) - 20*u}
	t.actions = scenes.Rect{X: x0 + pad, Y: y0 + h - actH, W: w - 2*pad, H: actH - 16*u}
	t.rebuild(tc)
}

// rebuild recomputes the summary and the buttons from the current view.
func (t *Table) rebuild(tc *scenes.TableContext) {
	u := tc.Scale()
	fields, err := Summarize(tc.View(), tc.Players())
	t.fields = fields
	t.err = ""
	if err != nil {
		t.err = err.Error()
	}
	body := scenes.FontBody(14 * u)
	colW := t.colWidth(u)
	t.wrapped = t.wrapped[:0]
	for _, f := range fields {
		if f.PerSeat != nil {
			t.wrapped = append(t.wrapped, nil)
			continue
		}
		t.wrapped = append(t.wrapped, scenes.Wrap(f.Value, body, colW-24*u))
	}
	// Buttons for the legal actions, a page at a time.
	t.acts = append(t.acts[:0], tc.Legal()...)
	if len(t.acts) != t.legalN {
		t.page = 0
		t.legalN = len(t.acts)
	}
	cols := int(t.actions.W / (220 * u))
	if cols < 1 {
		cols = 1
	}
	bh := 50 * u
	rows := int((t.actions.H - 56*u) / (bh + 10*u))
	if rows < 1 {
		rows = 1
	}
	t.perPage = cols * rows
	t.pages = (len(t.acts) + t.perPage - 1) / t.perPage
	if t.page >= t.pages {
		t.page = 0
	}
	t.buttons = t.buttons[:0]
	bw := (t.actions.W - float32(cols-1)*10*u) / float32(cols)
	first := t.page * t.perPage
	for i := first; i < len(t.acts) && i < first+t.perPage; i++ {
		k := i - first
		x := t.actions.X + float32(k%cols)*(bw+10*u)
		y := t.actions.Y + 46*u + float32(k/cols)*(bh+10*u)
		label := tc.ActionString(t.acts[i])
		if i < 9 {
			label = fmt.Sprintf("%d · %s", i+1, label)
		}
		t.buttons = append(t.buttons, scenes.Button{
			R:     scenes.Rect{X: x, Y: y, W: bw, H: bh},
			Label: scenes.Ellipsize(label, scenes.FontStrong(17*u), bw-20*u),
			Color: scenes.ColorButton, Glow: true, ID: i,
			Tip: describe(tc, t.acts[i]),
		})
	}
	pw := 120 * u
	t.prev = scenes.Button{R: scenes.Rect{X: t.actions.X + t.actions.W - 2*pw - 10*u, Y: t.actions.Y, W: pw, H: 36 * u}, Label: "◀", Color: scenes.ColorButtonAlt, Disabled: t.page == 0}
	t.next = scenes.Button{R: scenes.Rect{X: t.actions.X + t.actions.W - pw, Y: t.actions.Y, W: pw, H: 36 * u}, Label: "▶", Color: scenes.ColorButtonAlt, Disabled: t.page >= t.pages-1}
	t.pageTxt = ""
	if t.pages > 1 {
		t.pageTxt = tc.Lang().F("app.generic.page", "page", t.page+1, "pages", t.pages)
	}
	switch {
	case tc.Over():
		t.prompt = tc.Lang().T("app.gameover.title")
	case tc.CanAct():
		t.prompt = tc.Lang().T("app.generic.choose_action")
	default:
		t.prompt = tc.Lang().F("app.generic.wait_turn", "who", tc.SeatName(tc.ToAct()))
	}
}

func describe(tc *scenes.TableContext, a game.Action) string { return tc.Describe(a) }

func (t *Table) colWidth(u float32) float32 {
	cols := int(t.summary.W / (260 * u))
	if cols < 1 {
		cols = 1
	}
	return (t.summary.W - float32(cols-1)*12*u) / float32(cols)
}

// Update turns clicks and number keys into legal actions.
func (t *Table) Update(tc *scenes.TableContext) bool {
	in := tc.Input()
	redraw := false
	for i := range t.buttons {
		b := &t.buttons[i]
		b.Disabled = !tc.CanAct()
		clicked, changed := b.Hit(in)
		redraw = redraw || changed
		if clicked {
			if err := tc.Submit(t.acts[b.ID]); err == nil {
				in.Consume()
				return true
			}
		}
	}
	if c, ch := t.prev.Hit(in); c {
		t.page--
		t.rebuild(tc)
		return true
	} else if ch {
		redraw = true
	}
	if c, ch := t.next.Hit(in); c {
		t.page++
		t.rebuild(tc)
		return true
	} else if ch {
		redraw = true
	}
	for _, it := range in.Intents {
		switch {
		case it == scenes.IntentPageNext && t.page < t.pages-1:
			t.page++
			t.rebuild(tc)
			redraw = true
		case it == scenes.IntentPagePrev && t.page > 0:
			t.page--
			t.rebuild(tc)
			redraw = true
		}
	}
	if tc.CanAct() {
		for _, r := range in.Chars {
			if r >= '1' && r <= '9' && int(r-'1') < len(t.acts) {
				if tc.Submit(t.acts[r-'1']) == nil {
					in.Consume()
					return true
				}
			}
		}
	}
	if _, _, moving := tc.Anim().At(bannerID, 0, 0); moving {
		redraw = true
	}
	return redraw
}

const bannerID = 1

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	u := tc.Scale()
	r := tc.Rect()
	sprites.TableBackground(dst, r, color.RGBA{40, 70, 52, 255}, 0.6)
	cx := float32(r.Min.X) + float32(r.Dx())/2
	tc.Prompt(dst, t.prompt, cx, float32(r.Min.Y)+14*u)

	// The last move slides in.
	if t.last != "" {
		bx, by, _ := tc.Anim().At(bannerID, t.banner.X, t.banner.Y)
		sprites.FillRoundRect(dst, bx, by, t.banner.W, t.banner.H, 10*u, color.RGBA{16, 12, 10, 170})
		sprites.DrawIcon(dst, "card-play", bx+12*u, by+t.banner.H/2-12*u, 24*u, scenes.ColorAccent)
		scenes.DrawTextMid(dst, t.last, scenes.FontStrong(16*u), bx+46*u, by+t.banner.H/2, scenes.AlignStart, scenes.ColorText)
	}

	// The view, as a grid of tiles.
	head := scenes.FontStrong(14 * u)
	body := scenes.FontBody(14 * u)
	lh := scenes.LineHeight(body)
	colW := t.colWidth(u)
	cols := int((t.summary.W + 12*u) / (colW + 12*u))
	if cols < 1 {
		cols = 1
	}
	heights := float32(0)
	x, y := t.summary.X, t.summary.Y
	viewHead := tc.Lang().T("app.generic.your_view") + " · " + tc.SeatName(tc.Seat())
	if tc.Watching() {
		viewHead = tc.Lang().T("app.watch.view")
	}
	scenes.DrawTextShadow(dst, viewHead, scenes.FontStrong(16*u), x, y, scenes.AlignStart, scenes.ColorTextDim)
	y += 28 * u
	col := 0
	for i, f := range t.fields {
		lines := len(t.wrapped[i])
		if f.PerSeat != nil {
			lines = len(f.PerSeat)
		}
		if lines > 4 {
			lines = 4
		}
		h := 30*u + float32(lines)*lh
		heights = max(heights, h)
		if y+h > t.summary.Y+t.summary.H {
			break
		}
		tx := x + float32(col)*(colW+12*u)
		sprites.FillRoundRect(dst, tx, y, colW, h, 8*u, color.RGBA{238, 226, 204, 235})
		scenes.DrawText(dst, f.Label, head, tx+12*u, y+6*u, scenes.AlignStart, color.RGBA{110, 40, 30, 255})
		if f.PerSeat != nil {
			for s, v := range f.PerSeat {
				if s >= 4 {
					break
				}
				ly := y + 26*u + float32(s)*lh
				sprites.FillCircle(dst, tx+18*u, ly+lh/2, 5*u, scenes.SeatColor(s))
				scenes.DrawText(dst, scenes.Ellipsize(tc.SeatName(game.Seat(s))+": "+v, body, colW-40*u), body, tx+30*u, ly, scenes.AlignStart, scenes.ColorInk)
			}
		} else {
			for j, l := range t.wrapped[i] {
				if j >= 4 {
					break
				}
				scenes.DrawText(dst, l, body, tx+12*u, y+26*u+float32(j)*lh, scenes.AlignStart, scenes.ColorInk)
			}
		}
		col++
		if col == cols {
			col = 0
			y += heights + 12*u
			heights = 0
		}
	}
	if t.err != "" {
		scenes.DrawText(dst, t.err, head, t.summary.X, t.summary.Y+40*u, scenes.AlignStart, scenes.ColorDanger)
	}

	// The actions.
	if len(t.buttons) > 0 {
		scenes.DrawTextShadow(dst, tc.Lang().F("app.generic.actions", "n", len(t.acts)), scenes.FontStrong(16*u), t.actions.X, t.actions.Y+8*u, scenes.AlignStart, scenes.ColorTextDim)
		for i := range t.buttons {
			b := &t.buttons[i]
			b.Glow = tc.CanAct() && tc.Anim().Pulse() >= 0
			b.Draw(dst, u)
		}
	}
	if t.pages > 1 {
		t.prev.Draw(dst, u)
		t.next.Draw(dst, u)
		scenes.DrawTextMid(dst, t.pageTxt, body, t.prev.R.X-12*u, t.prev.R.CY(), scenes.AlignEnd, scenes.ColorTextDim)
	}
}

// Applied shows the move and plays its sound.
func (t *Table) Applied(tc *scenes.TableContext, m scenes.Move) {
	t.last = m.Line
	t.rebuild(tc)
	tc.Anim().Move(bannerID, t.banner.X-40*tc.Scale(), t.banner.Y, t.banner.X, t.banner.Y, 260*time.Millisecond)
	name := strings.ToLower(m.Name)
	switch {
	case strings.Contains(name, "roll") || strings.Contains(name, "tira"):
		tc.Sound(scenes.SoundDice)
	case strings.Contains(name, "buy") || strings.Contains(name, "compra"):
		tc.Sound(scenes.SoundCoin)
	default:
		tc.Sound(scenes.SoundCard)
	}
}

// Reset rebuilds everything from the current view.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.page = 0
	t.rebuild(tc)
}

// Rules explains the generic table.
func (t *Table) Rules(l scenes.Lang) string {
	if l == scenes.Italian {
		return "Questo gioco non ha ancora un tavolo suo: qui vedi quello che il tuo posto sa, e le azioni possibili come pulsanti.\n\n• Tocca un pulsante (o premi 1–9) per scegliere.\n• Pagina giù e Pagina su sfogliano le azioni quando sono molte.\n• Il diario a destra racconta ogni mossa."
	}
	return "This game has no table of its own yet: you see what your seat knows, and the legal actions as buttons.\n\n• Click a button (or press 1–9) to choose.\n• Page Down and Page Up turn the pages when there are many actions.\n• The log on the right tells every move."
}

// Tooltip says what an action button does.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	for i := range t.buttons {
		b := &t.buttons[i]
		if b.R.Contains(x, y) {
			if !tc.CanAct() {
				return tc.Lang().T("app.generic.not_your_turn")
			}
			return b.Tip
		}
	}
	return ""
}
