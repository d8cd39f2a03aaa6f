package fonts

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func TestFacesCachedPerQuarterPixel(t *testing.T) {
	cases := []struct {
		a, b float64
		same bool
	}{
		{16, 16, true},
		{16, 16.1, true},
		{16, 16.25, false},
		{12, 24, false},
	}
	for _, c := range cases {
		if got := Face(Regular, c.a) == Face(Regular, c.b); got != c.same {
			t.Errorf("Face(%g) == Face(%g): %v, want %v", c.a, c.b, got, c.same)
		}
	}
	if Face(Regular, 16) == Face(Bold, 16) {
		t.Errorf("different kinds share a face")
	}
}

func TestEveryKindDrawsItalianText(t *testing.T) {
	for k := Kind(0); k < kinds; k++ {
		f := Face(k, 20)
		for _, s := range []string{"Zombie Table", "Perché sì: è già là, più giù", "2–4 giocatori · …"} {
			w, h := text.Measure(s, f, 24)
			if w <= 0 || h <= 0 {
				t.Errorf("kind %d: %q measures %g × %g", k, s, w, h)
			}
		}
	}
}
