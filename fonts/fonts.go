// Package fonts holds the app's type: the Go fonts for body text (clear at
// small sizes) and Creepster (SIL Open Font License, see Creepster-OFL.txt),
// a dripping horror display face, for titles and card names. Faces are made
// once per size and cached, so asking for one in Draw allocates nothing.
//
// The display face falls back to Go Bold for any character Creepster lacks,
// so Italian accents always show.
//
// The Go fonts (Go-LICENSE.txt) are shipped without their TrueType hinting
// and glyph names, which the text drawing never uses: the same outlines,
// metrics and characters in half the bytes of the browser's download.
// go generate makes them from golang.org/x/image/font/gofont, and a test
// checks that they are what it makes and draw the same glyphs.
package fonts

//go:generate go test -run TestUnhintedGoFontsAreTheGoFonts -update .

import (
	"bytes"
	_ "embed"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

var (
	//go:embed Go-Regular-unhinted.ttf
	regularTTF []byte
	//go:embed Go-Bold-unhinted.ttf
	boldTTF []byte
	//go:embed Creepster-Regular.ttf
	creepsterTTF []byte
)

// Kind is a typeface.
type Kind int

// The typefaces.
const (
	Regular Kind = iota // Go Regular, body text
	Bold                // Go Bold, labels and emphasis
	Display             // Creepster over Go Bold, titles and card names
	kinds
)

var (
	once    sync.Once
	sources [kinds]*text.GoTextFaceSource
	faces   = map[faceKey]text.Face{}
)

type faceKey struct {
	kind Kind
	size int // quarter pixels
}

func load() {
	once.Do(func() {
		for k, ttf := range [kinds][]byte{regularTTF, boldTTF, creepsterTTF} {
			src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
			if err != nil {
				// The fonts are embedded and fixed: a failure is a broken build.
				panic("fonts: " + err.Error())
			}
			sources[k] = src
		}
	})
}

// Face returns the face of the kind at the given size in pixels, rounded to a
// quarter pixel; faces are cached.
func Face(kind Kind, size float64) text.Face {
	load()
	if kind < 0 || kind >= kinds {
		kind = Regular
	}
	q := int(math.Round(size * 4))
	if q < 4 {
		q = 4
	}
	key := faceKey{kind, q}
	if f, ok := faces[key]; ok {
		return f
	}
	px := float64(q) / 4
	var f text.Face = &text.GoTextFace{Source: sources[kind], Size: px}
	if kind == Display {
		mf, err := text.NewMultiFace(f, &text.GoTextFace{Source: sources[Bold], Size: px})
		if err == nil {
			f = mf
		}
	}
	faces[key] = f
	return f
}

// Body is Face(Regular, size).
func Body(size float64) text.Face { return Face(Regular, size) }

// Strong is Face(Bold, size).
func Strong(size float64) text.Face { return Face(Bold, size) }

// Title is Face(Display, size).
func Title(size float64) text.Face { return Face(Display, size) }
