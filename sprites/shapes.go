package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table background's triangles and images, reused every frame. They are
// meant for the single drawing goroutine of the game loop.
var (
	triVerts    []ebiten.Vertex
	triIndices  []uint16
	triOpts     ebiten.DrawTrianglesOptions
	whitePixel  *ebiten.Image
	noiseImage  *ebiten.Image
	noiseSide   = 192
	pipPosition = [7][]Pt{
		1: {{0.5, 0.5}},
		2: {{0.27, 0.27}, {0.73, 0.73}},
		3: {{0.25, 0.25}, {0.5, 0.5}, {0.75, 0.75}},
		4: {{0.27, 0.27}, {0.73, 0.27}, {0.27, 0.73}, {0.73, 0.73}},
		5: {{0.26, 0.26}, {0.74, 0.26}, {0.5, 0.5}, {0.26, 0.74}, {0.74, 0.74}},
		6: {{0.28, 0.24}, {0.72, 0.24}, {0.28, 0.5}, {0.72, 0.5}, {0.28, 0.76}, {0.72, 0.76}},
	}
)

// FillRoundRect fills a rounded rectangle.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float32, c color.RGBA) {
	if roundRectOutline(&theOutline, x, y, w, h, r) {
		fillOutline(dst, &theOutline, c)
	}
}

// StrokeRoundRect outlines a rounded rectangle with a line of the given width.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, r, width float32, c color.RGBA) {
	if roundRectOutline(&theOutline, x, y, w, h, r) {
		strokeOutline(dst, &theOutline, width, c)
	}
}

// FillCircle fills a circle.
func FillCircle(dst *ebiten.Image, cx, cy, r float32, c color.RGBA) {
	if !(r > 0) {
		return
	}
	theOutline.reset(r)
	theOutline.add(cx, cy)
	fillOutline(dst, &theOutline, c)
}

// StrokeCircle outlines a circle.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, width float32, c color.RGBA) {
	if !(r > 0) {
		return
	}
	theOutline.reset(r)
	theOutline.add(cx, cy)
	strokeOutline(dst, &theOutline, width, c)
}

// Line draws a straight line with round caps.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float32, c color.RGBA) {
	if !(width > 0) {
		return
	}
	if width < 1 {
		c = Alpha(c, width)
		width = 1
	}
	theOutline.reset(width / 2)
	theOutline.add(x0, y0)
	theOutline.add(x1, y1)
	fillOutline(dst, &theOutline, c)
}

// Shadow draws a soft shadow under a rounded rectangle, offset downwards.
func Shadow(dst *ebiten.Image, x, y, w, h, r, depth float32) {
	for i := float32(3); i >= 1; i-- {
		g := depth * i / 3
		FillRoundRect(dst, x-g/2, y+depth*0.6-g/2, w+g, h+g, r+g/2, color.RGBA{0, 0, 0, uint8(34 / i)})
	}
}

// Glow rings a rounded rectangle with the "you can act here" light; pulse in
// 0..1 breathes its strength.
func Glow(dst *ebiten.Image, x, y, w, h, r float32, c color.RGBA, pulse float32) {
	a := 0.55 + 0.45*pulse
	for i := float32(4); i >= 1; i-- {
		g := i * 2.2
		FillRoundRect(dst, x-g, y-g, w+2*g, h+2*g, r+g, Alpha(c, a*0.16))
	}
	StrokeRoundRect(dst, x-1.5, y-1.5, w+3, h+3, r+1.5, 2.5, Alpha(c, a))
}

// Alpha returns c with its opacity multiplied by a (c is premultiplied).
func Alpha(c color.RGBA, a float32) color.RGBA {
	if a < 0 {
		a = 0
	} else if a > 1 {
		a = 1
	}
	return color.RGBA{uint8(float32(c.R) * a), uint8(float32(c.G) * a), uint8(float32(c.B) * a), uint8(float32(c.A) * a)}
}

// Mix blends a towards b by t in 0..1.
func Mix(a, b color.RGBA, t float32) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// CardStyle colours a card frame by its type.
type CardStyle struct {
	Body   color.RGBA // the card stock
	Band   color.RGBA // header and type band, the type colour
	Border color.RGBA
	Art    color.RGBA // the panel behind the illustration
}

// CardFrame draws a card's frame in the card anatomy every game shares: a
// header band for the name, an art panel, a type band and a text box below.
// It returns the rectangles of those parts for the text and icon drawn on top.
func CardFrame(dst *ebiten.Image, x, y, w, h float32, st CardStyle) CardParts {
	r := w * 0.07
	Shadow(dst, x, y, w, h, r, w*0.06)
	FillRoundRect(dst, x, y, w, h, r, st.Border)
	in := w * 0.035
	FillRoundRect(dst, x+in, y+in, w-2*in, h-2*in, r*0.7, st.Body)
	p := CardParts{}
	hh := h * 0.15
	p.Header = RectF{x + in*2, y + in*2, w - in*4, hh}
	FillRoundRect(dst, p.Header.X, p.Header.Y, p.Header.W, p.Header.H, r*0.5, st.Band)
	p.Art = RectF{x + in*2, p.Header.Y + hh + in, w - in*4, h * 0.36}
	FillRoundRect(dst, p.Art.X, p.Art.Y, p.Art.W, p.Art.H, r*0.4, st.Art)
	bh := h * 0.075
	p.Band = RectF{x + in*2, p.Art.Y + p.Art.H + in*0.6, w - in*4, bh}
	FillRoundRect(dst, p.Band.X, p.Band.Y, p.Band.W, p.Band.H, bh/2, Alpha(st.Band, 0.85))
	p.Text = RectF{x + in*2.5, p.Band.Y + bh + in, w - in*5, y + h - in*3 - (p.Band.Y + bh + in)}
	p.Cost = RectF{x - w*0.02, y - w*0.02, w * 0.24, w * 0.24}
	return p
}

// CardParts are the regions of a card frame.
type CardParts struct {
	Header, Art, Band, Text RectF
	Cost                    RectF // the badge at the top-left corner
}

// RectF is a rectangle in float coordinates.
type RectF struct{ X, Y, W, H float32 }

// CostBadge draws the round cost badge of a card (its value is text drawn on top).
func CostBadge(dst *ebiten.Image, b RectF, fillC, ring color.RGBA) {
	r := b.W / 2
	FillCircle(dst, b.X+r, b.Y+r+1.5, r, color.RGBA{0, 0, 0, 70})
	FillCircle(dst, b.X+r, b.Y+r, r, ring)
	FillCircle(dst, b.X+r, b.Y+r, r*0.82, fillC)
}

// CardBack draws the back of a card: a patterned field with an emblem.
func CardBack(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, icon string) {
	r := w * 0.07
	Shadow(dst, x, y, w, h, r, w*0.05)
	FillRoundRect(dst, x, y, w, h, r, Mix(c, color.RGBA{240, 230, 210, 255}, 0.75))
	in := w * 0.06
	FillRoundRect(dst, x+in, y+in, w-2*in, h-2*in, r*0.6, c)
	StrokeRoundRect(dst, x+in*1.8, y+in*1.8, w-3.6*in, h-3.6*in, r*0.4, math32Max(1, w*0.012), Alpha(color.RGBA{255, 240, 200, 255}, 0.35))
	s := w * 0.5
	if icon != "" {
		DrawIcon(dst, icon, x+(w-s)/2, y+(h-s)/2, s, Alpha(color.RGBA{255, 240, 200, 255}, 0.55))
	}
}

// Token draws a round token with a ring and a centred icon.
func Token(dst *ebiten.Image, cx, cy, r float32, body, ring color.RGBA, icon string, iconColor color.RGBA) {
	FillCircle(dst, cx, cy+r*0.12, r, color.RGBA{0, 0, 0, 90})
	FillCircle(dst, cx, cy, r, ring)
	FillCircle(dst, cx, cy, r*0.84, body)
	StrokeCircle(dst, cx, cy, r*0.72, math32Max(1, r*0.05), Alpha(ring, 0.6))
	if icon != "" {
		s := r * 1.15
		DrawIcon(dst, icon, cx-s/2, cy-s/2, s, iconColor)
	}
}

// Die draws a six-sided die showing value (1–6) with real pips; tilt in
// radians turns it (for a tumbling die).
func Die(dst *ebiten.Image, x, y, size float32, value int, body, pip color.RGBA, tilt float32) {
	r := size * 0.18
	if tilt == 0 {
		FillRoundRect(dst, x+size*0.04, y+size*0.08, size, size, r, color.RGBA{0, 0, 0, 90})
		FillRoundRect(dst, x, y, size, size, r, body)
		StrokeRoundRect(dst, x+1, y+1, size-2, size-2, r, math32Max(1, size*0.03), Alpha(color.RGBA{0, 0, 0, 255}, 0.25))
	} else {
		cx, cy := x+size/2, y+size/2
		o := &theOutline
		o.reset(0)
		for i := 0; i < 4; i++ {
			a := float64(tilt) + math.Pi/4 + float64(i)*math.Pi/2
			d := float64(size / 2 * 1.3)
			o.add(cx+float32(math.Cos(a)*d*0.92), cy+float32(math.Sin(a)*d*0.92))
		}
		fillOutline(dst, o, body)
		strokeOutline(dst, o, math32Max(1, size*0.03), Alpha(color.RGBA{0, 0, 0, 255}, 0.25))
	}
	if value < 1 || value > 6 {
		return
	}
	pr := size * 0.085
	cx, cy := x+size/2, y+size/2
	sin, cos := float32(math.Sin(float64(tilt))), float32(math.Cos(float64(tilt)))
	for _, p := range pipPosition[value] {
		dx, dy := (p.X-0.5)*size, (p.Y-0.5)*size
		FillCircle(dst, cx+dx*cos-dy*sin, cy+dx*sin+dy*cos, pr, pip)
	}
}

// Tile draws a square-cornered board tile with a bevel and an optional icon.
func Tile(dst *ebiten.Image, x, y, w, h float32, body color.RGBA, icon string, iconColor color.RGBA) {
	r := math32Min(w, h) * 0.08
	FillRoundRect(dst, x, y+2, w, h, r, color.RGBA{0, 0, 0, 80})
	FillRoundRect(dst, x, y, w, h, r, Mix(body, color.RGBA{0, 0, 0, 255}, 0.25))
	FillRoundRect(dst, x+2, y+1, w-4, h-4, r, body)
	if icon != "" {
		s := math32Min(w, h) * 0.6
		DrawIcon(dst, icon, x+(w-s)/2, y+(h-s)/2, s, iconColor)
	}
}

// ButtonState is how a button looks.
type ButtonState int

// Button states.
const (
	ButtonNormal ButtonState = iota
	ButtonHover
	ButtonPressed
	ButtonDisabled
)

// Button draws a button's body; its label is drawn on top.
func Button(dst *ebiten.Image, x, y, w, h float32, base color.RGBA, st ButtonState) {
	r := math32Min(h*0.3, 12)
	c := base
	switch st {
	case ButtonHover:
		c = Mix(base, color.RGBA{255, 255, 255, 255}, 0.14)
	case ButtonPressed:
		c = Mix(base, color.RGBA{0, 0, 0, 255}, 0.2)
	case ButtonDisabled:
		c = Mix(base, color.RGBA{60, 55, 50, 255}, 0.6)
	}
	off := float32(3)
	if st == ButtonPressed {
		off = 1
	}
	FillRoundRect(dst, x, y+off, w, h, r, Mix(c, color.RGBA{0, 0, 0, 255}, 0.45))
	y += 3 - off
	FillRoundRect(dst, x, y, w, h, r, c)
	FillRoundRect(dst, x+2, y+2, w-4, h*0.45, r*0.8, Alpha(color.RGBA{255, 255, 255, 255}, 0.07))
}

// TableBackground fills the rectangle with a lit table surface: the colour
// base bright in the middle, falling off to the edges, with a fine grain so it
// reads as cloth, wood or asphalt rather than flat paint.
func TableBackground(dst *ebiten.Image, r image.Rectangle, base color.RGBA, grain float32) {
	ensureWhite()
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	cx, cy := (x0+x1)/2, (y0+y1)*0.45
	edge := Mix(base, color.RGBA{0, 0, 0, 255}, 0.62)
	mid := Mix(base, color.RGBA{255, 230, 190, 255}, 0.08)
	// A fan of triangles from the centre to points along the border.
	const per = 8
	triVerts = triVerts[:0]
	triIndices = triIndices[:0]
	triVerts = append(triVerts, vertex(cx, cy, mid))
	add := func(x, y float32) {
		triVerts = append(triVerts, vertex(x, y, edge))
	}
	for i := 0; i < per; i++ {
		t := float32(i) / per
		add(x0+(x1-x0)*t, y0)
	}
	for i := 0; i < per; i++ {
		t := float32(i) / per
		add(x1, y0+(y1-y0)*t)
	}
	for i := 0; i < per; i++ {
		t := float32(i) / per
		add(x1-(x1-x0)*t, y1)
	}
	for i := 0; i < per; i++ {
		t := float32(i) / per
		add(x0, y1-(y1-y0)*t)
	}
	n := uint16(len(triVerts) - 1)
	for i := uint16(1); i <= n; i++ {
		j := i + 1
		if j > n {
			j = 1
		}
		triIndices = append(triIndices, 0, i, j)
	}
	triOpts = ebiten.DrawTrianglesOptions{}
	dst.DrawTriangles(triVerts, triIndices, whitePixel, &triOpts)
	if grain > 0 {
		drawNoise(dst, r, grain)
	}
}

func vertex(x, y float32, c color.RGBA) ebiten.Vertex {
	return ebiten.Vertex{DstX: x, DstY: y, SrcX: 0.5, SrcY: 0.5,
		ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255}
}

func ensureWhite() {
	if whitePixel == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		whitePixel = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
}

// drawNoise overlays a tiled grain texture, generated once from a fixed seed.
func drawNoise(dst *ebiten.Image, r image.Rectangle, strength float32) {
	if noiseImage == nil {
		pix := make([]byte, 4*noiseSide*noiseSide)
		s := uint32(2463534242)
		for i := 0; i < noiseSide*noiseSide; i++ {
			s ^= s << 13
			s ^= s >> 17
			s ^= s << 5
			v := byte(s >> 24)
			// Light and dark speckles, premultiplied: a grey with a small alpha.
			a := byte(40)
			g := byte(uint32(v) * uint32(a) / 255)
			pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = g, g, g, a
		}
		noiseImage = ebiten.NewImage(noiseSide, noiseSide)
		noiseImage.WritePixels(pix)
	}
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	sw, sh := x1-x0, y1-y0
	triVerts = triVerts[:0]
	triIndices = triIndices[:0]
	a := strength
	for _, p := range [4][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
		triVerts = append(triVerts, ebiten.Vertex{DstX: x0 + p[0]*sw, DstY: y0 + p[1]*sh, SrcX: p[0] * sw, SrcY: p[1] * sh,
			ColorR: a, ColorG: a, ColorB: a, ColorA: a})
	}
	triIndices = append(triIndices, 0, 1, 2, 0, 2, 3)
	triOpts = ebiten.DrawTrianglesOptions{Address: ebiten.AddressRepeat}
	dst.DrawTriangles(triVerts, triIndices, noiseImage, &triOpts)
}

func math32Min(a, b float32) float32 {
	if a < b {
		return a
	}
	return b
}

func math32Max(a, b float32) float32 {
	if a > b {
		return a
	}
	return b
}
