package sprites

import (
	"math"
	"testing"
)

// segDist is the distance from p to the segment ab.
func segDist(p, a, b Pt) float64 {
	ax, ay := float64(b.X-a.X), float64(b.Y-a.Y)
	px, py := float64(p.X-a.X), float64(p.Y-a.Y)
	l := ax*ax + ay*ay
	t := 0.0
	if l > 0 {
		t = math.Max(0, math.Min(1, (px*ax+py*ay)/l))
	}
	return math.Hypot(px-t*ax, py-t*ay)
}

// TestOutlineOffsets checks that a grown outline keeps its point count for
// every offset (so that rings are strips), lies at the grown radius from the
// shape's corner polygon, and stays convex.
func TestOutlineOffsets(t *testing.T) {
	cases := []struct {
		name   string
		radius float32
		pts    []Pt
	}{
		{"circle", 20, []Pt{{50, 50}}},
		{"round rect", 8, []Pt{{18, 28}, {92, 28}, {92, 62}, {18, 62}}},
		{"pill", 5, []Pt{{10, 10}, {60, 10}, {60, 10}}},
		{"triangle", 0, []Pt{{50, 10}, {90, 80}, {10, 80}}},
		{"diamond counter-clockwise", 0, []Pt{{50, 10}, {10, 50}, {50, 90}, {90, 50}}},
		{"line", 3, []Pt{{5, 5}, {40, 70}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var o outline
			o.reset(c.radius)
			for _, p := range c.pts {
				o.add(p.X, p.Y)
			}
			o.prepare(c.radius + 4)
			want := -1
			for _, d := range []float32{-0.5, 0, 0.5, 4} {
				pts := o.points(nil, d)
				if want < 0 {
					want = len(pts)
				} else if len(pts) != want {
					t.Fatalf("offset %v: %d points, want %d", d, len(pts), want)
				}
				rho := float64(c.radius + d)
				if rho > 0 {
					for _, p := range pts {
						dist := math.Inf(1)
						for i := 0; i < o.n; i++ {
							dist = math.Min(dist, segDist(p, o.c[i], o.c[(i+1)%o.n]))
						}
						if math.Abs(dist-rho) > 0.01 {
							t.Fatalf("offset %v: point %v is %.3f from the shape, want %.3f", d, p, dist, rho)
						}
					}
				}
				sign := 0.0
				for i := range pts {
					a, b, e := pts[i], pts[(i+1)%len(pts)], pts[(i+2)%len(pts)]
					cross := float64((b.X-a.X)*(e.Y-b.Y) - (b.Y-a.Y)*(e.X-b.X))
					if math.Abs(cross) < 1e-3 {
						continue
					}
					if sign == 0 {
						sign = math.Copysign(1, cross)
					} else if math.Copysign(1, cross) != sign {
						t.Fatalf("offset %v: outline turns back at point %d", d, i)
					}
				}
			}
		})
	}
}

// TestIconPixels checks the rasterized icons: white premultiplied by
// coverage, a fair share of the square covered, and the ring drawn for an
// unknown name covering the area between its two circles.
func TestIconPixels(t *testing.T) {
	const px = 64
	coverage := func(pix []byte) float64 {
		sum := 0.0
		for i := 0; i < len(pix); i += 4 {
			if pix[i] != pix[i+3] || pix[i+1] != pix[i+3] || pix[i+2] != pix[i+3] {
				t.Fatalf("pixel %d is %v, not white premultiplied", i/4, pix[i:i+4])
			}
			sum += float64(pix[i+3]) / 255
		}
		return sum
	}
	for _, name := range []string{"beer-stein", "chips-bag", "coins", "shambling-zombie", "meeple"} {
		c := coverage(iconPixels(name, px)) / (px * px)
		if c < 0.05 || c > 0.95 {
			t.Errorf("%s covers %.2f of its square", name, c)
		}
	}
	r := float64(px) / 2
	want := math.Pi * (0.9*0.9 - 0.7*0.7) * r * r
	if got := coverage(iconPixels("no such icon", px)); math.Abs(got-want) > want*0.03 {
		t.Errorf("unknown icon ring covers %.1f pixels, want %.1f", got, want)
	}
}
