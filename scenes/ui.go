package scenes

import (
	"image/color"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/sprites"
)

// The shell's palette: a dark, warm room; amber for "you can act here";
// vermillion for danger. Player colours are Okabe–Ito, safe for colour-blind
// players, and always come with a symbol (SeatIcon).
var (
	ColorInk       = color.RGBA{20, 14, 12, 255}
	ColorTable     = color.RGBA{92, 52, 34, 255}
	ColorPanel     = color.RGBA{30, 22, 19, 240}
	ColorPanelEdge = color.RGBA{96, 70, 52, 255}
	ColorText      = color.RGBA{244, 234, 218, 255}
	ColorTextDim   = color.RGBA{196, 180, 160, 255}
	ColorAccent    = color.RGBA{242, 184, 60, 255}
	ColorDanger    = color.RGBA{213, 94, 0, 255}
	ColorButton    = color.RGBA{128, 40, 30, 255}
	ColorButtonAlt = color.RGBA{64, 74, 58, 255}
	ColorCard      = color.RGBA{238, 226, 204, 255}
	SeatColors     = [...]color.RGBA{
		{230, 159, 0, 255},   // orange
		{86, 180, 233, 255},  // sky blue
		{0, 158, 115, 255},   // bluish green
		{204, 121, 167, 255}, // reddish purple
		{240, 228, 66, 255},  // yellow
		{0, 114, 178, 255},   // blue
	}
	seatIcons = [...]string{"meeple", "run", "fist", "hand", "crown", "eyeball"}
)

// SeatColor returns the colour of a seat.
func SeatColor(i int) color.RGBA {
	if i < 0 {
		return ColorTextDim
	}
	return SeatColors[i%len(SeatColors)]
}

// SeatIcon returns the symbol that goes with a seat's colour.
func SeatIcon(i int) string {
	if i < 0 {
		return "person"
	}
	return seatIcons[i%len(seatIcons)]
}

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float32 }

// Contains reports whether (x, y) is inside r.
func (r Rect) Contains(x, y float32) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float32) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are r's centre.
func (r Rect) CX() float32 { return r.X + r.W/2 }

// CY is the vertical centre of r.
func (r Rect) CY() float32 { return r.Y + r.H/2 }

// Align places text horizontally.
type Align int

// Horizontal alignments.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

var textOp text.DrawOptions

// DrawText draws one line with its top at y, aligned on x.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float32, align Align, c color.RGBA) {
	textOp.GeoM.Reset()
	textOp.GeoM.Translate(float64(x), float64(y))
	textOp.ColorScale.Reset()
	sprites.ScaleColor(&textOp.ColorScale, c)
	textOp.PrimaryAlign = text.Align(align)
	textOp.SecondaryAlign = text.AlignStart
	textOp.LineSpacing = face.Metrics().HAscent + face.Metrics().HDescent + face.Metrics().HLineGap
	text.Draw(dst, s, face, &textOp)
}

// DrawTextMid draws one line centred vertically on cy.
func DrawTextMid(dst *ebiten.Image, s string, face text.Face, x, cy float32, align Align, c color.RGBA) {
	textOp.GeoM.Reset()
	textOp.GeoM.Translate(float64(x), float64(cy))
	textOp.ColorScale.Reset()
	sprites.ScaleColor(&textOp.ColorScale, c)
	textOp.PrimaryAlign = text.Align(align)
	textOp.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, &textOp)
}

// DrawTextShadow draws a line with a soft dark shadow, for text over the table.
func DrawTextShadow(dst *ebiten.Image, s string, face text.Face, x, y float32, align Align, c color.RGBA) {
	off := float32(face.Metrics().HAscent) * 0.06
	if off < 1 {
		off = 1
	}
	DrawText(dst, s, face, x+off, y+off*1.5, align, color.RGBA{0, 0, 0, 170})
	DrawText(dst, s, face, x, y, align, c)
}

// LineHeight is the height of a line of face.
func LineHeight(face text.Face) float32 {
	m := face.Metrics()
	return float32(m.HAscent + m.HDescent + m.HLineGap)
}

// TextWidth measures a line.
func TextWidth(s string, face text.Face) float32 {
	w, _ := text.Measure(s, face, 0)
	return float32(w)
}

// Words splits s at the spaces a line may break at: every space but the
// no-break ones (U+00A0, U+202F), which French writes before «:» and «!» and
// inside «», so that a line never begins with a colon.
func Words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f'
	})
}

// Wrap breaks s into lines no wider than width (explicit newlines kept),
// between words (see Words). Call it when the text or the width changes,
// not every frame.
func Wrap(s string, face text.Face, width float32) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := Words(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if TextWidth(line+" "+w, face) <= width {
				line += " " + w
				continue
			}
			out = append(out, line)
			line = w
		}
		out = append(out, line)
	}
	return out
}

// FitLines fits s in at most lines lines of width wd in the faces face
// makes, in the largest size from hi down to lo (by half pixels) that holds
// it whole; at lo what still does not fit is cut with "…" — a word too long
// for its line, or the words after the last line — and the lines after the
// first one cut are dropped: the caller's tooltip names it whole. Call it at
// layout, not every frame.
func FitLines(s string, face func(float32) text.Face, wd float32, lines int, hi, lo float32) (float32, []string) {
	for size := hi; size > lo; size -= 0.5 {
		f := face(size)
		ls := Wrap(s, f, wd)
		if len(ls) <= lines && widest(ls, f) <= wd {
			return size, ls
		}
	}
	size := min(hi, lo)
	f := face(size)
	ls := Wrap(s, f, wd)
	if len(ls) > lines {
		rest := strings.Join(ls[lines-1:], " ")
		ls = ls[:lines]
		ls[lines-1] = rest
	}
	for i := range ls {
		if c := Ellipsize(ls[i], f, wd); c != ls[i] {
			ls[i] = c
			return size, ls[:i+1]
		}
	}
	return size, ls
}

// widest is the width of the widest of ls in f.
func widest(ls []string, f text.Face) float32 {
	var out float32
	for _, l := range ls {
		out = max(out, TextWidth(l, f))
	}
	return out
}

// Ellipsize shortens s with "…" to fit width. Its cost does not grow with
// s: no glyph is narrower than a pixel, so at most width+1 runes can show,
// and the cut is found by bisection.
func Ellipsize(s string, face text.Face, width float32) string {
	limit := int(width) + 1
	if limit < 1 {
		limit = 1
	}
	if utf8.RuneCountInString(s) <= limit && TextWidth(s, face) <= width {
		return s
	}
	r := []rune(s)
	if len(r) > limit {
		r = r[:limit]
	}
	// The longest prefix that fits with the ellipsis: lo fits, hi does not.
	lo, hi := 0, len(r)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if TextWidth(string(r[:mid])+"…", face) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}

// Panel draws a dark rounded panel with an edge.
func Panel(dst *ebiten.Image, r Rect, radius float32) {
	sprites.FillRoundRect(dst, r.X, r.Y+3, r.W, r.H, radius, color.RGBA{0, 0, 0, 90})
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, radius, ColorPanelEdge)
	sprites.FillRoundRect(dst, r.X+1.5, r.Y+1.5, r.W-3, r.H-3, radius-1, ColorPanel)
}

// Button is a labelled control with an optional icon. Scenes keep their
// buttons and lay them out when the window changes.
type Button struct {
	R        Rect
	Label    string
	Icon     string
	Color    color.RGBA
	Disabled bool
	Selected bool   // a toggle that is on, or the chosen one of a group
	Tip      string // tooltip
	// WhyNot is the tooltip while the button is disabled: why it cannot
	// be used now.
	WhyNot string
	Glow   bool // "you can act here"
	Size   float32
	ID     int

	hover, pressed, focused bool
	over                    bool // the pointer is on it, even disabled
}

// Hit updates the hover and press state from in and reports a click.
// changed reports that the button's look changed.
//
// A button keeps its meaning while it is pointed at: once a click was made
// where the pointer rests, a button that means something else there (the
// next decision's button drawn where the last one was: Fight! becoming
// "Fight in row 2") takes no click until the pointer moves, so a second
// click meant for the first button does not press the new one. A finger
// put down again aims anew.
func (b *Button) Hit(in *Input) (clicked, changed bool) {
	b.over = b.R.Contains(in.X, in.Y)
	h := b.over && !b.Disabled && in.aimed(b)
	p := h && in.Down && b.R.Contains(in.StartX, in.StartY)
	changed = h != b.hover || p != b.pressed
	b.hover, b.pressed = h, p
	if h && in.Clicked && b.R.Contains(in.StartX, in.StartY) {
		in.aim.pinned = true
		return true, true
	}
	return false, changed
}

// aim is what the buttons under the pointer meant since it came to rest
// where it is, up to a few overlapping ones; pinned once one was clicked.
type aim struct {
	x, y   float32
	pinned bool
	n      int
	label  [4]string
	icon   [4]string
}

// aimed reports whether button b, under the pointer, means what the
// buttons there meant when one was clicked (always, before a click since
// the pointer came to rest). It reads and writes no more than the aim: no
// allocation.
func (in *Input) aimed(b *Button) bool {
	m := &in.aim
	if m.x != in.X || m.y != in.Y || in.Pressed && in.Touch {
		*m = aim{x: in.X, y: in.Y}
	}
	for i := 0; i < m.n; i++ {
		if m.label[i] == b.Label && m.icon[i] == b.Icon {
			return true
		}
	}
	if m.pinned {
		return false
	}
	if m.n < len(m.label) {
		m.label[m.n], m.icon[m.n] = b.Label, b.Icon
		m.n++
	}
	return true
}

// Draw draws the button; u is the UI scale.
func (b *Button) Draw(dst *ebiten.Image, u float32) {
	st := sprites.ButtonNormal
	switch {
	case b.Disabled:
		st = sprites.ButtonDisabled
	case b.pressed:
		st = sprites.ButtonPressed
	case b.hover || b.focused:
		st = sprites.ButtonHover
	}
	base := b.Color
	if base.A == 0 {
		base = ColorButton
	}
	if b.Selected {
		base = sprites.Mix(base, ColorAccent, 0.55)
	}
	r := b.R
	if b.Glow && !b.Disabled {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, min(r.H*0.3, 12), ColorAccent, 0.7)
	}
	sprites.Button(dst, r.X, r.Y, r.W, r.H, base, st)
	if b.focused {
		sprites.StrokeRoundRect(dst, r.X-3, r.Y-3, r.W+6, r.H+6, min(r.H*0.3, 12)+3, 2, ColorAccent)
	}
	size := b.Size
	if size == 0 {
		size = 17
	}
	face := FontStrong(size * u)
	tc := ColorText
	if b.Disabled {
		tc = sprites.Alpha(ColorTextDim, 0.7)
	}
	off := float32(0)
	if st == sprites.ButtonPressed {
		off = 2
	}
	is := min(r.H*0.62, size*u*1.5)
	if b.Label == "" && b.Icon != "" {
		sprites.DrawIcon(dst, b.Icon, r.CX()-is/2, r.CY()-is/2+off, is, tc)
		return
	}
	tw := TextWidth(b.Label, face)
	x := r.CX() - tw/2
	if b.Icon != "" {
		gap := is * 0.35
		x = r.CX() - (tw+is+gap)/2
		sprites.DrawIcon(dst, b.Icon, x, r.CY()-is/2+off, is, tc)
		x += is + gap
	}
	DrawTextMid(dst, b.Label, face, x, r.CY()+off, AlignStart, tc)
}

// caretBlink is how many ticks the caret of a text field stays on, then off.
const caretBlink = 30

// drawCaret draws the blinking caret after text, centred in field b as a
// button's label is, while the field is being typed into.
func drawCaret(dst *ebiten.Image, a *App, b *Button, text string) {
	if (a.frame/caretBlink)%2 != 0 {
		return
	}
	u := a.u
	size := b.Size
	if size == 0 {
		size = 17
	}
	x := b.R.CX() + TextWidth(text, FontStrong(size*u))/2 + 2*u
	sprites.Line(dst, x, b.R.Y+9*u, x, b.R.Y+b.R.H-9*u, 2*u, ColorAccent)
}

// Controls is a scene's set of buttons with keyboard focus (Tab, arrows,
// Enter) and tooltips.
type Controls struct {
	List  []*Button
	focus int // -1 when none
}

// Reset empties the set, keeping its storage.
func (c *Controls) Reset() {
	c.List = c.List[:0]
	c.focus = -1
}

// Add appends a button and returns it.
func (c *Controls) Add(b *Button) *Button {
	c.List = append(c.List, b)
	return b
}

// Update handles pointer and keys; it returns the clicked button or nil, and
// whether anything changed on screen.
func (c *Controls) Update(in *Input) (*Button, bool) {
	changed := false
	var hit *Button
	for _, b := range c.List {
		clicked, ch := b.Hit(in)
		changed = changed || ch
		if clicked && hit == nil {
			hit = b
		}
	}
	if hit != nil {
		return hit, true
	}
	if len(c.List) == 0 {
		return nil, changed
	}
	for _, it := range in.Intents {
		switch it {
		case IntentNext, IntentPrev:
			c.move(it == IntentNext)
			changed = true
		case IntentActivate:
			if c.focus >= 0 && c.focus < len(c.List) && !c.List[c.focus].Disabled {
				return c.List[c.focus], true
			}
		}
	}
	return nil, changed
}

func (c *Controls) move(fwd bool) {
	n := len(c.List)
	if c.focus >= 0 && c.focus < n {
		c.List[c.focus].focused = false
	}
	for i := 0; i < n; i++ {
		switch {
		case c.focus < 0 && fwd:
			c.focus = 0
		case c.focus < 0:
			c.focus = n - 1
		case fwd:
			c.focus = (c.focus + 1) % n
		default:
			c.focus = (c.focus + n - 1) % n
		}
		if !c.List[c.focus].Disabled {
			break
		}
	}
	c.List[c.focus].focused = true
}

// blur takes the keyboard focus off every button.
func (c *Controls) blur() {
	if c.focus >= 0 && c.focus < len(c.List) {
		c.List[c.focus].focused = false
	}
	c.focus = -1
}

// Draw draws every button.
func (c *Controls) Draw(dst *ebiten.Image, u float32) {
	for _, b := range c.List {
		b.Draw(dst, u)
	}
}

// Hovered returns the button under the pointer, or nil; a disabled one
// too when it says why it is disabled.
func (c *Controls) Hovered() *Button {
	for _, b := range c.List {
		if b.hover || (b.over && b.Disabled && b.WhyNot != "") {
			return b
		}
	}
	return nil
}

// TipText is the button's tooltip: why not when it is disabled.
func (b *Button) TipText() string {
	if b.Disabled && b.WhyNot != "" {
		return b.WhyNot
	}
	return b.Tip
}

// drawTooltip draws a tooltip box near (x, y), kept inside the screen.
func drawTooltip(dst *ebiten.Image, lines []string, x, y, u, sw, sh float32) {
	if len(lines) == 0 {
		return
	}
	face := FontBody(14 * u)
	lh := LineHeight(face)
	w := float32(0)
	for _, l := range lines {
		w = max(w, TextWidth(l, face))
	}
	pad := 8 * u
	bw, bh := w+2*pad, lh*float32(len(lines))+2*pad
	bx, by := x+14*u, y+20*u
	if bx+bw > sw-4 {
		bx = sw - 4 - bw
	}
	if by+bh > sh-4 {
		by = y - 10*u - bh
	}
	if bx < 4 {
		bx = 4
	}
	if by < 4 {
		by = 4
	}
	sprites.FillRoundRect(dst, bx, by+2, bw, bh, 6*u, color.RGBA{0, 0, 0, 120})
	sprites.FillRoundRect(dst, bx, by, bw, bh, 6*u, color.RGBA{250, 240, 222, 250})
	for i, l := range lines {
		DrawText(dst, l, face, bx+pad, by+pad+float32(i)*lh, AlignStart, ColorInk)
	}
}

func sortStrings(s []string) { sort.Strings(s) }

// Clamp returns v kept within lo and hi; lo wins when hi is below it.
func Clamp(v, lo, hi float32) float32 {
	if v < lo {
		return lo
	}
	return min(v, hi)
}

// PromptRow lays out a table's prompt row: the prompt centred in row with
// its buttons after it (each already sized, bw their widths with their 8k
// gaps), the prompt's type shrinking from 18k to 12k to leave the buttons
// room and the text ellipsized past that. It places the buttons and returns
// the prompt's box, its type size and its text as it fits.
func PromptRow(row Rect, prompt string, buttons []Button, bw, bh, k float32) (Rect, float32, string) {
	avail := row.W - bw - 12*k
	size := 18 * k
	for size > 12*k && TextWidth(prompt, FontStrong(size))+28*k > avail {
		size -= 0.5
	}
	pf := FontStrong(size)
	pw := min(TextWidth(prompt, pf)+28*k, avail)
	if pw < TextWidth(prompt, pf)+28*k {
		prompt = Ellipsize(prompt, pf, pw-28*k)
	}
	ph := LineHeight(pf) + 12*k
	total := pw
	if bw > 0 {
		total += 12*k + bw - 8*k
	}
	x := row.X + (row.W-total)/2
	r := Rect{X: x, Y: row.Y + (row.H-ph)/2, W: pw, H: ph}
	x += pw + 12*k
	for i := range buttons {
		b := &buttons[i]
		b.R.X, b.R.Y = x, row.Y+(row.H-bh)/2
		x += b.R.W + 8*k
	}
	return r, size, prompt
}
