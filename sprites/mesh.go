package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shapes are drawn as plain coloured triangles from one white pixel, with a
// one-pixel feathered edge for anti-aliasing. Unlike vector paths, which
// ebiten batches per destination and renders through a stencil buffer when
// the destination is next used, these draws cost nothing more than an image
// draw and merge with the text and icon draws around them.
//
// Every shape is a convex outline: a convex polygon of corner centres, each
// corner rounded with the same radius (a circle has one centre, a line two,
// a rounded rectangle four, a sharp polygon its corners with radius 0). The
// outline can be grown or shrunk by an offset, which is how edges are
// feathered and strokes given their width, and it always has the same number
// of points for a given shape so that rings between two offsets are strips.

// maxCorners is the most corners an outline has.
const maxCorners = 8

// outline is a convex shape being drawn.
type outline struct {
	c      [maxCorners]Pt // corner centres, in drawing order
	nIn    [maxCorners]Pt // unit outward normal of the edge arriving at a corner
	nOut   [maxCorners]Pt // unit outward normal of the edge leaving a corner
	a0     [maxCorners]float64
	sweep  [maxCorners]float64
	segs   [maxCorners]int
	n      int
	radius float32 // corner radius of the shape itself
}

var (
	theOutline outline
	meshVerts  []ebiten.Vertex
	meshIdx    []uint16
	meshOpts   = ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	ringA      []Pt
	ringB      []Pt
)

// reset starts an outline with the corner radius r.
func (o *outline) reset(r float32) {
	o.n = 0
	o.radius = r
}

// add appends a corner centre, dropping one that repeats the previous.
func (o *outline) add(x, y float32) {
	if o.n > 0 {
		p := o.c[o.n-1]
		if absf(p.X-x) < 1e-3 && absf(p.Y-y) < 1e-3 {
			return
		}
	}
	if o.n < maxCorners {
		o.c[o.n] = Pt{x, y}
		o.n++
	}
}

// prepare works out the normals and how finely each corner is divided so
// that arcs up to the radius maxR stay within a fifth of a pixel.
func (o *outline) prepare(maxR float32) {
	if o.n > 1 {
		first, last := o.c[0], o.c[o.n-1]
		if absf(first.X-last.X) < 1e-3 && absf(first.Y-last.Y) < 1e-3 {
			o.n--
		}
	}
	step := 2 * math.Pi
	if maxR > 0.2 {
		step = 2 * math.Acos(1-0.2/float64(maxR))
	}
	if o.n == 1 {
		o.nIn[0], o.nOut[0] = Pt{1, 0}, Pt{1, 0}
		o.a0[0], o.sweep[0] = 0, 2*math.Pi
		o.segs[0] = clampInt(int(math.Ceil(2*math.Pi/step)), 8, 256)
		return
	}
	var area float32
	for i := 0; i < o.n; i++ {
		a, b := o.c[i], o.c[(i+1)%o.n]
		area += a.X*b.Y - b.X*a.Y
	}
	sign := float32(1)
	if area < 0 {
		sign = -1
	}
	for i := 0; i < o.n; i++ {
		a, b := o.c[i], o.c[(i+1)%o.n]
		ex, ey := b.X-a.X, b.Y-a.Y
		l := float32(math.Hypot(float64(ex), float64(ey)))
		nrm := Pt{sign * ey / l, -sign * ex / l}
		o.nOut[i] = nrm
		o.nIn[(i+1)%o.n] = nrm
	}
	for i := 0; i < o.n; i++ {
		a0 := math.Atan2(float64(o.nIn[i].Y), float64(o.nIn[i].X))
		a1 := math.Atan2(float64(o.nOut[i].Y), float64(o.nOut[i].X))
		var sw float64
		if sign > 0 {
			sw = math.Mod(a1-a0+4*math.Pi, 2*math.Pi)
		} else {
			sw = -math.Mod(a0-a1+4*math.Pi, 2*math.Pi)
		}
		if o.n == 2 {
			sw = math.Pi * float64(sign)
		}
		o.a0[i], o.sweep[i] = a0, sw
		o.segs[i] = clampInt(int(math.Ceil(math.Abs(sw)/step)), 1, 64)
	}
}

// points appends the outline grown by d (shrunk when d < 0) to dst. Where the
// grown radius is negative a corner becomes the sharp corner of the inset
// shape; the count of points never depends on d.
func (o *outline) points(dst []Pt, d float32) []Pt {
	rho := o.radius + d
	for i := 0; i < o.n; i++ {
		c := o.c[i]
		if rho <= 0 {
			var m Pt
			if o.n > 1 {
				n1, n2 := o.nIn[i], o.nOut[i]
				den := 1 + n1.X*n2.X + n1.Y*n2.Y
				if den > 1e-3 {
					m = Pt{(n1.X + n2.X) / den, (n1.Y + n2.Y) / den}
				}
			}
			p := Pt{c.X + rho*m.X, c.Y + rho*m.Y}
			for j := 0; j <= o.segs[i]; j++ {
				dst = append(dst, p)
			}
			continue
		}
		for j := 0; j <= o.segs[i]; j++ {
			a := o.a0[i] + o.sweep[i]*float64(j)/float64(o.segs[i])
			dst = append(dst, Pt{c.X + rho*float32(math.Cos(a)), c.Y + rho*float32(math.Sin(a))})
		}
	}
	return dst
}

// meshVertex appends a vertex of colour c (premultiplied) times a.
func meshVertex(p Pt, c color.RGBA, a float32) {
	const k = 1.0 / 255
	meshVerts = append(meshVerts, ebiten.Vertex{DstX: p.X, DstY: p.Y, SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(c.R) * k * a, ColorG: float32(c.G) * k * a, ColorB: float32(c.B) * k * a, ColorA: float32(c.A) * k * a})
}

// meshRing appends the strip between two outlines of equal length, with the
// opacities aa on the first and ab on the second.
func meshRing(a, b []Pt, c color.RGBA, aa, ab float32) {
	base := uint16(len(meshVerts))
	for _, p := range a {
		meshVertex(p, c, aa)
	}
	for _, p := range b {
		meshVertex(p, c, ab)
	}
	n := uint16(len(a))
	for i := uint16(0); i < n; i++ {
		j := (i + 1) % n
		meshIdx = append(meshIdx, base+i, base+n+i, base+n+j, base+i, base+n+j, base+j)
	}
}

// meshFlush draws the triangles gathered so far onto dst.
func meshFlush(dst *ebiten.Image) {
	if len(meshIdx) > 0 {
		ensureWhite()
		dst.DrawTriangles(meshVerts, meshIdx, whitePixel, &meshOpts)
	}
	meshVerts = meshVerts[:0]
	meshIdx = meshIdx[:0]
}

// fillOutline fills o with c, its edge feathered over one pixel.
func fillOutline(dst *ebiten.Image, o *outline, c color.RGBA) {
	if o.n == 0 || c.A == 0 {
		return
	}
	o.prepare(o.radius + 0.5)
	ringA = o.points(ringA[:0], -0.5)
	ringB = o.points(ringB[:0], 0.5)
	base := uint16(len(meshVerts))
	meshRing(ringA, ringB, c, 1, 0)
	for i := uint16(1); i+1 < uint16(len(ringA)); i++ {
		meshIdx = append(meshIdx, base, base+i, base+i+1)
	}
	meshFlush(dst)
}

// strokeOutline draws a line of width w along o, centred on it, its two
// edges feathered. Lines thinner than a pixel are drawn one pixel wide and
// fainter.
func strokeOutline(dst *ebiten.Image, o *outline, w float32, c color.RGBA) {
	if o.n == 0 || c.A == 0 || w <= 0 {
		return
	}
	a := float32(1)
	if w < 1 {
		a, w = w, 1
	}
	hw := w / 2
	o.prepare(o.radius + hw + 0.5)
	ringA = o.points(ringA[:0], -hw-0.5)
	ringB = o.points(ringB[:0], -hw+0.5)
	meshRing(ringA, ringB, c, 0, a)
	if w > 1 {
		ringA = o.points(ringA[:0], hw-0.5)
		meshRing(ringB, ringA, c, a, a)
		ringB, ringA = ringA, ringB
	}
	ringA = o.points(ringA[:0], hw+0.5)
	meshRing(ringB, ringA, c, a, 0)
	meshFlush(dst)
}

// roundRectOutline sets o to a rounded rectangle; it reports false for an
// empty one.
func roundRectOutline(o *outline, x, y, w, h, r float32) bool {
	if !(w > 0 && h > 0) {
		return false
	}
	r = math32Max(0, math32Min(r, math32Min(w/2, h/2)))
	o.reset(r)
	o.add(x+r, y+r)
	o.add(x+w-r, y+r)
	o.add(x+w-r, y+h-r)
	o.add(x+r, y+h-r)
	return true
}

// FillPolygon fills the convex polygon pts (at most eight corners) with c.
func FillPolygon(dst *ebiten.Image, pts []Pt, c color.RGBA) {
	o := &theOutline
	o.reset(0)
	for _, p := range pts {
		o.add(p.X, p.Y)
	}
	fillOutline(dst, o, c)
}

func absf(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

func clampInt(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
