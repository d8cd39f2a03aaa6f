package woods

import (
	"testing"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// worldAt is the map point under screen point (x, y), in squares.
func worldAt(t *Table, x, y float32) (float32, float32) {
	r := t.m.mapR
	return t.camX + (x-r.CX())/t.zoom, t.camY + (y-r.CY())/t.zoom
}

// A pinch zooms by its scale about the fingers' midpoint and pans with it:
// the map point under the midpoint at the last tick lies under the new
// midpoint, at once; a pinch off the map moves nothing.
func TestPinchZoomsAboutTheMidpoint(t *testing.T) {
	g, err := zombies4.New(game.Config{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name               string
		scale, panX, panY  float32
		offMap, wantChange bool
	}{
		{"spread", 2, 0, 0, false, true},
		{"spread and pan", 1.5, 30, -20, false, true},
		{"close", 0.8, 0, 0, false, true},
		{"pan", 1, -40, 25, false, true},
		{"off the map", 2, 0, 0, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb, _, _ := tableFor(g, g.ToAct(), true, 1)
			tb.camX, tb.camY, tb.zoom = tb.toX, tb.toY, tb.toZoom
			r := tb.m.mapR
			mx, my := r.X+r.W*0.4, r.Y+r.H*0.6
			if c.offMap {
				mx, my = r.X-10, r.Y-10
			}
			wx, wy := worldAt(tb, mx, my)
			z0, cx0, cy0 := tb.zoom, tb.camX, tb.camY
			in := scenes.Input{Pinch: true, PinchScale: c.scale, PanX: c.panX, PanY: c.panY, X: mx + c.panX, Y: my + c.panY}
			if got := tb.pinch(&in); got != c.wantChange {
				t.Fatalf("change %v, want %v", got, c.wantChange)
			}
			if !c.wantChange {
				if tb.zoom != z0 || tb.camX != cx0 || tb.camY != cy0 {
					t.Fatal("the camera moved")
				}
				return
			}
			if d := tb.zoom - z0*c.scale; d > 1e-3 || d < -1e-3 {
				t.Fatalf("zoom %v, want %v", tb.zoom, z0*c.scale)
			}
			if tb.toZoom != tb.zoom || tb.toX != tb.camX || tb.toY != tb.camY {
				t.Fatal("the camera glides after the fingers instead of following them")
			}
			gx, gy := worldAt(tb, in.X, in.Y)
			if abs32(gx-wx) > 1e-3 || abs32(gy-wy) > 1e-3 {
				t.Fatalf("under the new midpoint: square %.3f,%.3f, want %.3f,%.3f", gx, gy, wx, wy)
			}
		})
	}
}
