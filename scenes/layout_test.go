package scenes

import (
	"fmt"
	"strings"
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
// (390 × 844 at device scale 3), and on the desktop's, the title screen's
// buttons show their labels whole, lie on the screen, overlap nothing and
// are at least 44 CSS pixels tall, as fingers need; the games' cards lie on
// the screen and overlap nothing either, in English and Italian, with Quit
// (a window) and without it (a browser).
func TestTitleOnPhonesAndTablets(t *testing.T) {
	defer func(least float32) { minTextPx = least }(minTextPx) // resize sets it by the device scale
	defer func(quit bool) { offerQuit = quit }(offerQuit)
	for _, quit := range []bool{true, false} { // the desktop's, the browser's
		offerQuit = quit
		t.Run(fmt.Sprintf("quit offered %v", quit), titleOnPhonesAndTablets)
	}
}

func titleOnPhonesAndTablets(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		for _, size := range [][3]float64{{360, 780, 2}, {390, 844, 3}, {844, 390, 3}, {820, 1180, 2}, {1180, 820, 2}, {1280, 800, 1}, {960, 600, 1}} {
			where := fmt.Sprintf("title %s %.0f×%.0f", lang, size[0], size[1])
			a := ScriptApp(t, "lang:"+lang+",wait:1", float32(size[0]), float32(size[1]))
			a.resize(size[0], size[1], size[2])
			a.dsf = size[2]
			a.scene.layout(a) // at its device scale, where the size is the same
			s := a.scene.(*titleScene)
			checkButtonsFit(t, where, a, s.ctrls.List)
			checkTitleFits(t, where, a)
			var rects []Rect
			for _, b := range s.ctrls.List {
				rects = append(rects, b.R)
				if b.R.W < 44*float32(size[2]) {
					t.Errorf("%s: %q is %.0f CSS px wide", where, b.Label, b.R.W/float32(size[2]))
				}
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

// TestFrameOnAPhone: at 390 × 844 every game's table opens with the log
// closed (a drawer), the status of the turn whole on its own line under the
// bar's buttons, which lie on the screen apart; the log opens over the table
// and a tap on the table beside it closes it, in English and Italian.
func TestFrameOnAPhone(t *testing.T) {
	games := []string{"offthedead:2", "pints:2", "tsunami:3", "zombies4:2", "zombionion:2"}
	for _, lang := range []string{"en", "it"} {
		for _, g := range games {
			id, n, _ := strings.Cut(g, ":")
			where := fmt.Sprintf("%s %s 390×844", id, lang)
			a := ScriptApp(t, "lang:"+lang+",new:"+id+",players:"+n+",seed:7,bots,start,wait:30", 390, 844)
			p, ok := a.scene.(*playScene)
			if !ok {
				t.Fatalf("%s: scene %s", where, a.scene.name())
			}
			if p.panel != panelNone {
				t.Errorf("%s: a panel is open at first", where)
			}
			if p.statusShown != p.status || p.statusR.Y < p.top.H || p.statusR.W > a.w {
				t.Errorf("%s: status %q shown as %q in %v", where, p.status, p.statusShown, p.statusR)
			}
			var rects []Rect
			for _, b := range []*Button{&p.btnMenu, &p.btnUndo, &p.btnLog, &p.btnRules, &p.btnSet} {
				rects = append(rects, b.R)
			}
			for i, r := range rects {
				if r.X < 0 || r.X+r.W > a.w || r.Y+r.H > p.top.H {
					t.Errorf("%s: button %v off the bar", where, r)
				}
				for _, o := range rects[i+1:] {
					if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
						t.Errorf("%s: %v overlaps %v", where, r, o)
					}
				}
			}
			if p.nameSz > 0 && p.nameX(a.u)+40*a.u+p.nameW > p.btnUndo.R.X && p.remote == nil {
				t.Errorf("%s: the game's name runs under the buttons", where)
			}
			p.toggle(a, "log")
			if p.panel != panelLog || p.side.X < 0 || p.side.X+p.side.W > a.w+0.01 || p.tc.rect.Dx() != int(a.w) {
				t.Errorf("%s: the log opens in %v, the table in %v", where, p.side, p.tc.rect)
			}
			a.in.tapAt(10, 500)
			for range 3 {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if p.panel != panelNone {
				t.Errorf("%s: a tap beside the log leaves it open", where)
			}
		}
	}
}

// TestNewGameOnAPhone: held upright, every game's new-game screen shows its
// buttons' labels whole on the screen, apart, each at least 44 CSS pixels
// tall, and its title across the width, in English and Italian.
func TestNewGameOnAPhone(t *testing.T) {
	defer func(least float32) { minTextPx = least }(minTextPx) // resize sets it by the device scale
	for _, lang := range []string{"en", "it"} {
		for _, id := range []string{"offthedead", "pints", "tsunami", "zombies4", "zombionion"} {
			for _, size := range [][3]float64{{360, 780, 2}, {390, 844, 3}} {
				where := fmt.Sprintf("new game %s %s %.0f×%.0f", id, lang, size[0], size[1])
				a := ScriptApp(t, "lang:"+lang+",new:"+id, float32(size[0]), float32(size[1]))
				a.resize(size[0], size[1], size[2])
				s := a.scene.(*newGameScene)
				checkButtonsFit(t, where, a, s.ctrls.List)
				if w := TextWidth(s.title, fontsTitle(s.titleSz*a.u)); w > a.w-24*a.u {
					t.Errorf("%s: the title takes %.0f px of %.0f", where, w, a.w)
				}
				for i, b := range s.ctrls.List {
					r := b.R
					if r.H < 44*float32(size[2])-0.01 {
						t.Errorf("%s: %q is %.0f CSS px tall", where, b.Label, r.H/float32(size[2]))
					}
					if r.X < 0 || r.Y < 0 || r.X+r.W > a.w || r.Y+r.H > a.h {
						t.Errorf("%s: %q %v off the screen", where, b.Label, r)
					}
					for _, o := range s.ctrls.List[i+1:] {
						if r.X < o.R.X+o.R.W && o.R.X < r.X+r.W && r.Y < o.R.Y+o.R.H && o.R.Y < r.Y+r.H {
							t.Errorf("%s: %q overlaps %q", where, b.Label, o.Label)
						}
					}
				}
			}
		}
	}
}

// TestSettingsOnAPhone: held upright, the settings (from the menu, and from
// a table with a person's own row) show every button's label whole on the
// screen, apart, a finger's height, in English and Italian.
func TestSettingsOnAPhone(t *testing.T) {
	defer func(least float32) { minTextPx = least }(minTextPx) // resize sets it by the device scale
	for _, lang := range []string{"en", "it"} {
		for _, script := range []string{"settings", "new:zombies4,players:2,seat:1:human,seed:7,speed:instant,start,ready,wait:5,settings"} {
			for _, size := range [][3]float64{{360, 780, 2}, {390, 844, 3}} {
				where := fmt.Sprintf("%s %s %.0f×%.0f", script, lang, size[0], size[1])
				a := ScriptApp(t, "lang:"+lang+","+script, float32(size[0]), float32(size[1]))
				a.resize(size[0], size[1], size[2])
				s := a.scene.(*settingsScene)
				checkButtonsFit(t, where, a, s.ctrls.List)
				if end := s.panel.Y + s.panel.H + 8*a.u + float32(len(s.answerHelp))*LineHeight(fontsBody(13*a.u)); end > s.btnBack.R.Y {
					t.Errorf("%s: the panel and its help end at %.0f, under Back at %.0f", where, end, s.btnBack.R.Y)
				}
				for i, b := range s.ctrls.List {
					r := b.R
					if r.H < 44*float32(size[2])-0.01 || r.X < 0 || r.Y < 0 || r.X+r.W > a.w || r.Y+r.H > a.h {
						t.Errorf("%s: %q %v: %.0f CSS px tall, or off the screen", where, b.Label, r, r.H/float32(size[2]))
					}
					for _, o := range s.ctrls.List[i+1:] {
						if r.X < o.R.X+o.R.W && o.R.X < r.X+r.W && r.Y < o.R.Y+o.R.H && o.R.Y < r.Y+r.H {
							t.Errorf("%s: %q overlaps %q", where, b.Label, o.Label)
						}
					}
				}
			}
		}
	}
}
