package sprites

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

//go:embed icons.json
var iconsJSON []byte

// iconFile is the layout of icons.json, written by internal/gen.
type iconFile struct {
	Source  string `json:"source"`
	License string `json:"license"`
	Size    int    `json:"size"`
	Icons   map[string]struct {
		D      string `json:"d"`
		Author string `json:"author"`
	} `json:"icons"`
}

var (
	iconsOnce  sync.Once
	iconsErr   error
	iconData   iconFile
	iconSegs   = map[string][]Segment{}
	iconImages = map[iconKey]*ebiten.Image{}
	iconRaster vector.Rasterizer
	iconOp     ebiten.DrawImageOptions
)

// maxIconImages bounds the icon cache: past it (sizes keep changing, as while
// a window is resized) the pictures are freed and made again as needed.
const maxIconImages = 512

type iconKey struct {
	name string
	px   int
}

func loadIcons() {
	iconsOnce.Do(func() {
		if err := json.Unmarshal(iconsJSON, &iconData); err != nil {
			iconsErr = fmt.Errorf("sprites: icons.json: %w", err)
			return
		}
		if iconData.Size <= 0 {
			iconsErr = fmt.Errorf("sprites: icons.json: no size")
		}
	})
}

// IconNames lists the embedded icons in name order.
func IconNames() []string {
	loadIcons()
	out := make([]string, 0, len(iconData.Icons))
	for n := range iconData.Icons {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// IconAuthor returns the author of an icon, for the credits.
func IconAuthor(name string) string {
	loadIcons()
	return iconData.Icons[name].Author
}

// HasIcon reports whether an icon of that name is embedded.
func HasIcon(name string) bool {
	loadIcons()
	_, ok := iconData.Icons[name]
	return ok
}

// IconSegments returns the parsed outline of an icon in its 0..IconGrid
// coordinates.
func IconSegments(name string) ([]Segment, error) {
	loadIcons()
	if iconsErr != nil {
		return nil, iconsErr
	}
	if segs, ok := iconSegs[name]; ok {
		return segs, nil
	}
	ic, ok := iconData.Icons[name]
	if !ok {
		return nil, fmt.Errorf("sprites: no icon %q", name)
	}
	segs, err := ParsePath(ic.D)
	if err != nil {
		return nil, fmt.Errorf("sprites: icon %q: %w", name, err)
	}
	iconSegs[name] = segs
	return segs, nil
}

// IconGrid is the side of the square the icons are drawn in.
const IconGrid = 512

// Icon returns the icon rendered white on transparent in a px × px image,
// rendered once per size and cached. An unknown name gives a ringed question
// mark so that a missing icon shows rather than crashes.
//
// The outline is rasterized on the CPU with exact area coverage and uploaded
// once: an icon's hundreds of curves never go through the GPU path filler,
// whose tessellation of them would cost hundreds of megabytes of vertices.
func Icon(name string, px int) *ebiten.Image {
	if px < 1 {
		px = 1
	}
	k := iconKey{name, px}
	if img, ok := iconImages[k]; ok {
		return img
	}
	if len(iconImages) >= maxIconImages {
		for k, img := range iconImages {
			img.Deallocate()
			delete(iconImages, k)
		}
	}
	img := ebiten.NewImage(px, px)
	img.WritePixels(iconPixels(name, px))
	iconImages[k] = img
	return img
}

// iconPixels rasterizes the named icon (or the ring for an unknown name)
// into px × px premultiplied RGBA pixels, white with the coverage as alpha.
func iconPixels(name string, px int) []byte {
	z := &iconRaster
	z.Reset(px, px)
	z.DrawOp = draw.Src
	if segs, err := IconSegments(name); err != nil {
		r := float32(px) / 2
		rasterCircle(z, r, r, r*0.9, false)
		rasterCircle(z, r, r, r*0.7, true)
	} else {
		rasterSegments(z, segs, float32(px)/IconGrid)
	}
	rgba := image.NewRGBA(image.Rect(0, 0, px, px))
	z.Draw(rgba, rgba.Bounds(), image.White, image.Point{})
	return rgba.Pix
}

// rasterSegments adds an icon outline scaled by scale to z.
func rasterSegments(z *vector.Rasterizer, segs []Segment, scale float32) {
	open := false
	for i := range segs {
		s := &segs[i]
		switch s.Op {
		case MoveTo:
			if open {
				z.ClosePath()
			}
			z.MoveTo(s.P[0].X*scale, s.P[0].Y*scale)
			open = true
		case LineTo:
			z.LineTo(s.P[0].X*scale, s.P[0].Y*scale)
			open = true
		case QuadTo:
			z.QuadTo(s.P[0].X*scale, s.P[0].Y*scale, s.P[1].X*scale, s.P[1].Y*scale)
			open = true
		case CubicTo:
			z.CubeTo(s.P[0].X*scale, s.P[0].Y*scale, s.P[1].X*scale, s.P[1].Y*scale, s.P[2].X*scale, s.P[2].Y*scale)
			open = true
		case Close:
			z.ClosePath()
			open = false
		}
	}
	if open {
		z.ClosePath()
	}
}

// rasterCircle adds a circle to z, turning the other way when reverse so
// that it cuts a hole in one drawn before.
func rasterCircle(z *vector.Rasterizer, cx, cy, r float32, reverse bool) {
	const n = 48
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		if reverse {
			a = -a
		}
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// DrawIcon draws the named icon tinted c in the size × size square at (x, y).
// The image is cached per whole-pixel size, so drawing allocates nothing once
// a size has been seen.
func DrawIcon(dst *ebiten.Image, name string, x, y, size float32, c color.RGBA) {
	px := int(math.Ceil(float64(size)))
	img := Icon(name, px)
	iconOp.GeoM.Reset()
	s := float64(size) / float64(px)
	iconOp.GeoM.Scale(s, s)
	iconOp.GeoM.Translate(float64(x), float64(y))
	iconOp.ColorScale.Reset()
	ScaleColor(&iconOp.ColorScale, c)
	iconOp.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &iconOp)
}

// ScaleColor multiplies cs by the (premultiplied) colour c.
func ScaleColor(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}
