package sprites

import (
	"math"
	"strings"
	"testing"
)

func seg(op Op, pts ...float32) Segment {
	s := Segment{Op: op}
	for i := 0; i+1 < len(pts); i += 2 {
		s.P[i/2] = Pt{pts[i], pts[i+1]}
	}
	return s
}

func TestParsePath(t *testing.T) {
	cases := []struct {
		name string
		d    string
		want []Segment
	}{
		{"absolute line and close", "M10 20L30 40Z", []Segment{seg(MoveTo, 10, 20), seg(LineTo, 30, 40), seg(Close)}},
		{"relative with h and v", "m10 20l5 5h10v-5z", []Segment{seg(MoveTo, 10, 20), seg(LineTo, 15, 25), seg(LineTo, 25, 25), seg(LineTo, 25, 20), seg(Close)}},
		{"absolute H and V", "M1 2H7V9", []Segment{seg(MoveTo, 1, 2), seg(LineTo, 7, 2), seg(LineTo, 7, 9)}},
		{"implicit lineto after moveto", "M0 0 10 0 10 10", []Segment{seg(MoveTo, 0, 0), seg(LineTo, 10, 0), seg(LineTo, 10, 10)}},
		{"implicit relative lineto", "m1 1 2 2", []Segment{seg(MoveTo, 1, 1), seg(LineTo, 3, 3)}},
		{"packed numbers", "M.5.5L-1-2", []Segment{seg(MoveTo, 0.5, 0.5), seg(LineTo, -1, -2)}},
		{"exponent and commas", "M1e2,0 L2.5E-1,3", []Segment{seg(MoveTo, 100, 0), seg(LineTo, 0.25, 3)}},
		{"cubic then smooth reflects", "M0 0C0 10 10 10 10 0S20 -10 20 0", []Segment{seg(MoveTo, 0, 0), seg(CubicTo, 0, 10, 10, 10, 10, 0), seg(CubicTo, 10, -10, 20, -10, 20, 0)}},
		{"smooth without cubic uses current point", "M5 5S10 10 15 5", []Segment{seg(MoveTo, 5, 5), seg(CubicTo, 5, 5, 10, 10, 15, 5)}},
		{"relative cubic", "M10 10c1 2 3 4 5 6", []Segment{seg(MoveTo, 10, 10), seg(CubicTo, 11, 12, 13, 14, 15, 16)}},
		{"quadratic then smooth reflects", "M0 0Q5 10 10 0T20 0", []Segment{seg(MoveTo, 0, 0), seg(QuadTo, 5, 10, 10, 0), seg(QuadTo, 15, -10, 20, 0)}},
		{"relative smooth quadratic", "M0 0q5 10 10 0t10 0", []Segment{seg(MoveTo, 0, 0), seg(QuadTo, 5, 10, 10, 0), seg(QuadTo, 15, -10, 20, 0)}},
		{"relative moveto after close starts from the sub-path start", "M10 10l10 0z m5 5l1 1", []Segment{seg(MoveTo, 10, 10), seg(LineTo, 20, 10), seg(Close), seg(MoveTo, 15, 15), seg(LineTo, 16, 16)}},
		{"zero-radius arc is a line", "M0 0A0 5 0 0 1 4 4", []Segment{seg(MoveTo, 0, 0), seg(LineTo, 4, 4)}},
		{"empty", "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParsePath(c.d)
			if err != nil {
				t.Fatalf("ParsePath(%q): %v", c.d, err)
			}
			if len(got) != len(c.want) {
				t.Fatalf("ParsePath(%q) = %v, want %v", c.d, got, c.want)
			}
			for i := range got {
				if !near32(got[i], c.want[i]) {
					t.Errorf("segment %d = %v, want %v", i, got[i], c.want[i])
				}
			}
		})
	}
}

func near32(a, b Segment) bool {
	if a.Op != b.Op {
		return false
	}
	for i := range a.P {
		if math.Abs(float64(a.P[i].X-b.P[i].X)) > 1e-4 || math.Abs(float64(a.P[i].Y-b.P[i].Y)) > 1e-4 {
			return false
		}
	}
	return true
}

// cubicAt evaluates a cubic Bézier from p0 at t.
func cubicAt(p0 Pt, s Segment, t float64) (float64, float64) {
	mt := 1 - t
	x := mt*mt*mt*float64(p0.X) + 3*mt*mt*t*float64(s.P[0].X) + 3*mt*t*t*float64(s.P[1].X) + t*t*t*float64(s.P[2].X)
	y := mt*mt*mt*float64(p0.Y) + 3*mt*mt*t*float64(s.P[0].Y) + 3*mt*t*t*float64(s.P[1].Y) + t*t*t*float64(s.P[2].Y)
	return x, y
}

func TestParsePathArcs(t *testing.T) {
	cases := []struct {
		name     string
		d        string
		cx, cy   float64 // the circle's centre
		r        float64
		segments int
		via      Pt // a point the arc passes through (an end of a segment)
	}{
		// From (0,0) to (20,0) with radius 10: a half circle. In SVG's y-down
		// space the sweep flag 1 goes through the top (y = -10).
		{"half circle, sweep 1", "M0 0A10 10 0 0 1 20 0", 10, 0, 10, 2, Pt{10, -10}},
		{"half circle, sweep 0", "M0 0A10 10 0 0 0 20 0", 10, 0, 10, 2, Pt{10, 10}},
		{"packed flags, relative", "M0 0a10 10 0 0120 0", 10, 0, 10, 2, Pt{10, -10}},
		// A quarter circle: large 0, sweep 1 from (10,0) to (0,10) around (0,0).
		{"quarter circle", "M10 0A10 10 0 0 1 0 10", 0, 0, 10, 1, Pt{0, 10}},
		// Same ends, large arc the other way: three quarters around (0,0).
		{"three quarters", "M10 0A10 10 0 1 0 0 10", 0, 0, 10, 3, Pt{-10, 0}},
		// Large arc, sweep 1: three quarters around the other centre (10,10).
		{"three quarters, other centre", "M10 0A10 10 0 1 1 0 10", 10, 10, 10, 3, Pt{20, 10}},
		// Radii too small are scaled up to span the ends.
		{"radius scaled up", "M0 0A1 1 0 0 1 20 0", 10, 0, 10, 2, Pt{10, -10}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParsePath(c.d)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1+c.segments {
				t.Fatalf("%d segments, want a moveto and %d cubics: %v", len(got), c.segments, got)
			}
			prev := got[0].P[0]
			passed := false
			for _, s := range got[1:] {
				if s.Op != CubicTo {
					t.Fatalf("segment %v is not a cubic", s)
				}
				for _, tt := range []float64{0, 0.25, 0.5, 0.75, 1} {
					x, y := cubicAt(prev, s, tt)
					if d := math.Hypot(x-c.cx, y-c.cy); math.Abs(d-c.r) > 0.05*c.r/10+0.03 {
						t.Errorf("point at t=%g of %v is %.3f from the centre, want %g", tt, s, d, c.r)
					}
				}
				if math.Hypot(float64(s.P[2].X-c.via.X), float64(s.P[2].Y-c.via.Y)) < 1e-3 {
					passed = true
				}
				prev = s.P[2]
			}
			if !passed {
				t.Errorf("the arc does not pass through %v: %v", c.via, got)
			}
		})
	}
}

func TestParsePathErrors(t *testing.T) {
	cases := []struct{ d, want string }{
		{"10 10", "expected a command"},
		{"M10", "number expected"},
		{"M0 0L5", "number expected"},
		{"X10 10", "expected a command"},
		{"M0 0A10 10 0 2 1 20 0", "arc flag"},
		{"M0 0Z 5", "after Z"},
		{"M0 0L1 -", "number expected"},
	}
	for _, c := range cases {
		_, err := ParsePath(c.d)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePath(%q) error = %v, want one saying %q", c.d, err, c.want)
		}
	}
}

// TestEmbeddedIcons checks that every shipped icon parses, fits its grid and
// has an author for the credits.
func TestEmbeddedIcons(t *testing.T) {
	names := IconNames()
	if len(names) < 80 {
		t.Fatalf("only %d icons embedded", len(names))
	}
	for _, n := range names {
		segs, err := IconSegments(n)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if len(segs) < 3 || segs[0].Op != MoveTo {
			t.Errorf("%s: %d segments, starting with %v", n, len(segs), segs[0].Op)
		}
		// The points the outline passes through stay on the grid (control
		// points of curves may lie outside it).
		for _, s := range segs {
			var p Pt
			switch s.Op {
			case MoveTo, LineTo:
				p = s.P[0]
			case QuadTo:
				p = s.P[1]
			case CubicTo:
				p = s.P[2]
			default:
				continue
			}
			if p.X < -2 || p.Y < -2 || p.X > IconGrid+2 || p.Y > IconGrid+2 {
				t.Errorf("%s: point %v outside the %d grid", n, p, IconGrid)
				break
			}
		}
		if IconAuthor(n) == "" {
			t.Errorf("%s: no author", n)
		}
	}
	for _, n := range []string{"shambling-zombie", "brain", "bullets", "shotgun", "molotov", "beer-stein", "bus", "rolling-dices", "death-skull", "hand", "biohazard", "jumping-dog", "open-book", "house", "pine-tree", "fire-axe", "chainsaw", "two-coins", "crown", "sands-of-time", "shield"} {
		if !HasIcon(n) {
			t.Errorf("icon %s is missing", n)
		}
	}
}

func BenchmarkParseIcon(b *testing.B) {
	loadIcons()
	d := iconData.Icons["shambling-zombie"].D
	for i := 0; i < b.N; i++ {
		if _, err := ParsePath(d); err != nil {
			b.Fatal(err)
		}
	}
}
