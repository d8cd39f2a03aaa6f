package scenes

import (
	"fmt"
	"testing"
)

// TestFlow: sized parts keep their size while there is room and shrink
// alike when there is not; the others share what is left by their weight;
// the parts stack in a tall region (Turn) and sit side by side in a wide one.
func TestFlow(t *testing.T) {
	cases := []struct {
		name  string
		r     Rect
		parts []Part
		want  []Rect
	}{
		{"wide: side by side", Rect{0, 0, 300, 100}, []Part{{Size: 100}, {}},
			[]Rect{{0, 0, 100, 100}, {110, 0, 190, 100}}},
		{"tall: stacked", Rect{0, 0, 100, 300}, []Part{{Size: 100}, {}},
			[]Rect{{0, 0, 100, 100}, {0, 110, 100, 190}}},
		{"weights share the rest", Rect{0, 0, 320, 10}, []Part{{Grow: 1}, {Grow: 3}, {Size: 0}},
			[]Rect{{0, 0, 60, 10}, {70, 0, 180, 10}, {260, 0, 60, 10}}},
		{"too little room: sized parts shrink alike", Rect{0, 0, 210, 10}, []Part{{Size: 200}, {Size: 200}},
			[]Rect{{0, 0, 100, 10}, {110, 0, 100, 10}}},
	}
	for _, c := range cases {
		got := Turn(nil, c.r, 10, c.parts...)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestGrid: tiles as wide as the columns allow, rows spread evenly, the
// last row centred, the whole centred in the region.
func TestGrid(t *testing.T) {
	cases := []struct {
		name       string
		r          Rect
		n          int
		minW, maxW float32
		cols       int
		first      Rect
	}{
		{"five in a row", Rect{0, 0, 1000, 400}, 5, 150, 180, 5, Rect{30, 74, 180, 252}},
		{"five in 3 and 2", Rect{0, 0, 700, 800}, 5, 200, 220, 3, Rect{10, 87, 220, 308}},
		{"one column", Rect{0, 0, 400, 900}, 5, 300, 400, 1, Rect{0, 0, 400, 172}},
	}
	for _, c := range cases {
		tiles, cols := Grid(nil, c.r, c.n, c.minW, c.maxW, 1.4, 10)
		if cols != c.cols || len(tiles) != c.n || tiles[0] != c.first {
			t.Errorf("%s: %d columns, first %v; want %d, %v", c.name, cols, tiles[0], c.cols, c.first)
		}
		for i, r := range tiles {
			if r.X < c.r.X-0.01 || r.Y < c.r.Y-0.01 || r.X+r.W > c.r.X+c.r.W+0.01 || r.Y+r.H > c.r.Y+c.r.H+0.01 {
				t.Errorf("%s: tile %d %v outside %v", c.name, i, r, c.r)
			}
		}
	}
}

// TestRows: buttons wrap to a new row at the edge, each row centred.
func TestRows(t *testing.T) {
	got, h := Rows(nil, 0, 0, 300, 40, 10, 100, 100, 100, 50)
	want := []Rect{{45, 0, 100, 40}, {155, 0, 100, 40}, {70, 50, 100, 40}, {180, 50, 50, 40}}
	if fmt.Sprint(got) != fmt.Sprint(want) || h != 90 {
		t.Errorf("%v, %v tall; want %v, 90", got, h, want)
	}
}

// TestTitleOnPhonesAndTablets: at phone and tablet sizes, held either way
// (390 × 844 at device scale 3), the title screen's buttons show their
// labels whole, lie on the screen, overlap nothing and are at least 44 CSS
// pixels tall, as fingers need; the games' cards lie on the screen and
// overlap nothing either, in English and Italian.
func TestTitleOnPhonesAndTablets(t *testing.T) {
	defer func(least float32) { minTextPx = least }(minTextPx) // resize sets it by the device scale
	for _, lang := range []string{"en", "it"} {
		for _, size := range [][3]float64{{360, 780, 2}, {390, 844, 3}, {844, 390, 3}, {820, 1180, 2}, {1180, 820, 2}} {
			where := fmt.Sprintf("title %s %.0f×%.0f", lang, size[0], size[1])
			a := ScriptApp(t, "lang:"+lang+",wait:1", float32(size[0]), float32(size[1]))
			a.resize(size[0], size[1], size[2])
			s := a.scene.(*titleScene)
			checkButtonsFit(t, where, a, s.ctrls.List)
			checkTitleFits(t, where, a)
			var rects []Rect
			for _, b := range s.ctrls.List {
				rects = append(rects, b.R)
				if b.Label != "" && b.R.H < 44*float32(size[2])-0.01 {
					t.Errorf("%s: %q is %.0f CSS px tall", where, b.Label, b.R.H/float32(size[2]))
				}
			}
			for i, r := range rects {
				if r.X < 0 || r.Y < 0 || r.X+r.W > a.w || r.Y+r.H > a.h {
					t.Errorf("%s: %v off the screen", where, r)
				}
				for _, o := range rects[i+1:] {
					if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
						t.Errorf("%s: %v overlaps %v", where, r, o)
					}
				}
			}
		}
	}
}
