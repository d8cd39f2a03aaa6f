package sprites

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"image/color"
	"math"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
	iconPath   vector.Path
	iconOp     ebiten.DrawImageOptions
)

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
func Icon(name string, px int) *ebiten.Image {
	if px < 1 {
		px = 1
	}
	k := iconKey{name, px}
	if img, ok := iconImages[k]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	segs, err := IconSegments(name)
	scale := float32(px) / IconGrid
	iconPath.Reset()
	if err != nil {
		r := float32(px) / 2
		iconPath.Arc(r, r, r*0.9, 0, 2*math.Pi, vector.Clockwise)
		iconPath.Close()
		iconPath.Arc(r, r, r*0.7, 0, 2*math.Pi, vector.CounterClockwise)
		iconPath.Close()
	} else {
		AppendToPath(&iconPath, segs, scale, 0, 0)
	}
	vector.FillPath(img, &iconPath, nil, &vector.DrawPathOptions{AntiAlias: true})
	iconImages[k] = img
	return img
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
