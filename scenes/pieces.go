package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/sprites"
)

// Card is a card face in the anatomy every game shares: name at the top, a
// cost badge top-left, an icon in the middle, a type band, then the rules
// text. Keep one Card per card shown: it caches its wrapped text per width,
// so drawing it every frame allocates nothing.
type Card struct {
	Name  string
	Cost  string // "" for no badge
	Icon  string // a sprites icon name
	Type  string // the type band's label
	Text  string // rules text
	Style sprites.CardStyle

	wrapW float32
	lines []string
	text  string
}

// CardStyleFor returns a card style with the type colour band on warm stock.
func CardStyleFor(band color.RGBA) sprites.CardStyle {
	return sprites.CardStyle{
		Body:   ColorCard,
		Band:   band,
		Border: color.RGBA{40, 28, 22, 255},
		Art:    sprites.Mix(band, color.RGBA{20, 14, 12, 255}, 0.55),
	}
}

// Draw draws the card in the w × h rectangle at (x, y); u is the interface
// scale. Card titles are at least 16 px and body text 13 px at u = 1 when
// the card is at least 150 px wide.
func (c *Card) Draw(dst *ebiten.Image, x, y, w, h, u float32) {
	p := sprites.CardFrame(dst, x, y, w, h, c.Style)
	titleSize := Clamp(w*0.11, 13*u, 24*u)
	bodySize := Clamp(w*0.085, 11*u, 15*u)
	body := FontBody(bodySize)
	if c.wrapW != p.Text.W || c.text != c.Text {
		c.wrapW = p.Text.W
		c.text = c.Text
		c.lines = Wrap(c.Text, body, p.Text.W)
	}
	DrawTextMid(dst, c.Name, FontTitle(titleSize), p.Header.X+p.Header.W/2, p.Header.Y+p.Header.H/2, AlignCenter, ColorText)
	if c.Icon != "" {
		is := min(p.Art.W, p.Art.H) * 0.82
		sprites.DrawIcon(dst, c.Icon, p.Art.X+(p.Art.W-is)/2, p.Art.Y+(p.Art.H-is)/2, is, sprites.Alpha(ColorCard, 0.92))
	}
	if c.Type != "" {
		DrawTextMid(dst, c.Type, FontStrong(bodySize*0.95), p.Band.X+p.Band.W/2, p.Band.Y+p.Band.H/2, AlignCenter, ColorText)
	}
	lh := LineHeight(body)
	for i, l := range c.lines {
		ly := p.Text.Y + float32(i)*lh
		if ly+lh > p.Text.Y+p.Text.H+lh*0.3 {
			break
		}
		DrawText(dst, l, body, p.Text.X, ly, AlignStart, ColorInk)
	}
	if c.Cost != "" {
		sprites.CostBadge(dst, p.Cost, color.RGBA{240, 190, 60, 255}, color.RGBA{60, 40, 20, 255})
		DrawTextMid(dst, c.Cost, FontStrong(p.Cost.W*0.55), p.Cost.X+p.Cost.W/2, p.Cost.Y+p.Cost.H/2, AlignCenter, ColorInk)
	}
}

// DrawDie draws die id of the table showing final, tumbling if tc.Anim().Roll
// started a roll for it. body and pip colour it.
func DrawDie(dst *ebiten.Image, tc *TableContext, id, final int, x, y, size float32, body, pip color.RGBA) {
	face, tilt, lift, _ := tc.Anim().Die(id, final)
	sprites.Die(dst, x, y-lift*size*0.5, size, face, body, pip, tilt)
}

// DrawStack draws a pile of n card backs fanned a little so its height shows,
// with a count badge when it holds more than three.
func DrawStack(dst *ebiten.Image, n int, x, y, w, h, u float32, back color.RGBA, icon string) {
	drawStack(dst, n, 4, x, y, w, h, u, back, icon)
}

// DrawCountedStack draws a pile as DrawStack does, with the count badge on
// every pile that holds a card, for a table that counts every pile the same
// way.
func DrawCountedStack(dst *ebiten.Image, n int, x, y, w, h, u float32, back color.RGBA, icon string) {
	drawStack(dst, n, 1, x, y, w, h, u, back, icon)
}

// drawStack draws a pile of n card backs, with the count badge at its top
// right corner from badgeFrom cards up; an empty pile is its outline.
func drawStack(dst *ebiten.Image, n, badgeFrom int, x, y, w, h, u float32, back color.RGBA, icon string) {
	if n <= 0 {
		sprites.StrokeRoundRect(dst, x, y, w, h, w*0.07, 2*u, sprites.Alpha(ColorTextDim, 0.4))
		return
	}
	shown := min(n, 4)
	for i := shown - 1; i >= 0; i-- {
		off := float32(i) * 3 * u
		sprites.CardBack(dst, x+off, y-off, w, h, back, icon)
	}
	if n >= badgeFrom {
		r := 15 * u
		cx, cy := x+w-r*0.3, y-float32(shown-1)*3*u+r*0.3
		sprites.FillCircle(dst, cx, cy, r, ColorInk)
		sprites.StrokeCircle(dst, cx, cy, r, 2*u, ColorAccent)
		DrawTextMid(dst, itoa(n), FontStrong(14*u), cx, cy, AlignCenter, ColorText)
	}
}

// itoa formats small counts without allocating for the usual sizes.
func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return sprintf("%d", n)
}

var smallInts = func() []string {
	out := make([]string, 200)
	for i := range out {
		out[i] = sprintf("%d", i)
	}
	return out
}()
