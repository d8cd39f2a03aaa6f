// Package fonts holds the app's type: the Go fonts for body text (clear at
// small sizes) and Creepster (SIL Open Font License, see Creepster-OFL.txt),
// a dripping horror display face, for titles and card names. Faces are made
// once per size and cached, so asking for one in Draw allocates nothing.
//
// The display face falls back to Go Bold for any character Creepster lacks,
// so Italian accents always show.
package fonts

import (
	"bytes"
	_ "embed"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

//go:embed Creepster-Regular.ttf
var creepsterTTF []byte

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
		for k, ttf := range [kinds][]byte{goregular.TTF, gobold.TTF, creepsterTTF} {
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
