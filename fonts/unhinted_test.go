package fonts

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"zombietable/fonts/internal/unhint"
)

var update = flag.Bool("update", false, "write the unhinted Go fonts (go generate)")

// unhinted are the shipped Go fonts and the originals they are made from.
var unhinted = []struct {
	file string
	ttf  []byte
}{
	{"Go-Regular-unhinted.ttf", goregular.TTF},
	{"Go-Bold-unhinted.ttf", gobold.TTF},
}

// TestUnhintedGoFontsAreTheGoFonts checks that each shipped Go font is what
// unhint.Strip makes of the original (go generate writes them) and that it
// draws the same: every glyph has the same outline, point for point, and
// the same advance, and every character maps to the same glyph.
func TestUnhintedGoFontsAreTheGoFonts(t *testing.T) {
	for _, u := range unhinted {
		got, err := unhint.Strip(u.ttf)
		if err != nil {
			t.Fatalf("%s: %v", u.file, err)
		}
		if *update {
			if err := os.WriteFile(u.file, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		shipped, err := os.ReadFile(u.file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(shipped, got) {
			t.Errorf("%s is not the unhinted original: run go generate ./fonts", u.file)
		}
		if len(shipped) > len(u.ttf)*6/10 {
			t.Errorf("%s: %d bytes of the original's %d, want well under", u.file, len(shipped), len(u.ttf))
		}
		sameOutlines(t, u.file, u.ttf, shipped)
	}
}

func sameOutlines(t *testing.T, name string, orig, stripped []byte) {
	t.Helper()
	a, err := sfnt.Parse(orig)
	if err != nil {
		t.Fatalf("%s original: %v", name, err)
	}
	b, err := sfnt.Parse(stripped)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if a.NumGlyphs() != b.NumGlyphs() || a.NumGlyphs() < 600 {
		t.Fatalf("%s: %d glyphs, the original %d", name, b.NumGlyphs(), a.NumGlyphs())
	}
	var bufA, bufB sfnt.Buffer
	ppem := fixed.I(int(a.UnitsPerEm()))
	for i := 0; i < a.NumGlyphs(); i++ {
		x := sfnt.GlyphIndex(i)
		sa, errA := a.LoadGlyph(&bufA, x, ppem, nil)
		sb, errB := b.LoadGlyph(&bufB, x, ppem, nil)
		if (errA == nil) != (errB == nil) || len(sa) != len(sb) {
			t.Fatalf("%s glyph %d: %d segments (%v), the original %d (%v)", name, i, len(sb), errB, len(sa), errA)
		}
		for j := range sa {
			if sa[j] != sb[j] {
				t.Fatalf("%s glyph %d segment %d: %v, the original %v", name, i, j, sb[j], sa[j])
			}
		}
		adA, _ := a.GlyphAdvance(&bufA, x, ppem, font.HintingNone)
		adB, _ := b.GlyphAdvance(&bufB, x, ppem, font.HintingNone)
		if adA != adB {
			t.Fatalf("%s glyph %d: advance %v, the original %v", name, i, adB, adA)
		}
	}
	for r := rune(0); r < 0x10000; r++ {
		ga, _ := a.GlyphIndex(&bufA, r)
		gb, _ := b.GlyphIndex(&bufB, r)
		if ga != gb {
			t.Fatalf("%s %U: glyph %d, the original %d", name, r, gb, ga)
		}
	}
}
