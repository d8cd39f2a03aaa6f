package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zombietable/game"
)

// rulesOpen opens the rules of a new game of id at w × h pixels in the
// language lang.
func rulesOpen(t *testing.T, id, lang string, w, h float32) (*App, *playScene) {
	t.Helper()
	info, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	a := ScriptApp(t, fmt.Sprintf("new:%s,players:%d,seed:7,lang:%s,start,rules,wait:2", id, info.MinPlayers, lang), w, h)
	p := a.playOf()
	if p == nil || p.panel != panelRules {
		t.Fatalf("the rules are not open (scene %s)", a.SceneName())
	}
	return a, p
}

// feedWheel has the pointer rest at (x, y) and the wheel turn by wheel
// every tick from now on.
func feedWheel(a *App, x, y, wheel float32) {
	a.in.feed = func(d *devices) { d.cursorX, d.cursorY, d.wheelY = int(x), int(y), wheel }
}

// tick runs n ticks of the app.
func tick(t *testing.T, a *App, n int) {
	t.Helper()
	for range n {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// The whole of the rules of every game offered can be read, in every
// language and at both window sizes: the panel opens at their start and
// the wheel over it goes on to their last line, each line drawn on the way,
// within the panel and the panel's width.
func TestEveryLineOfTheRulesCanBeRead(t *testing.T) {
	type size struct{ w, h float32 }
	for _, g := range offered() {
		for _, lang := range []string{"en", "it", "fr", "de"} {
			for _, sz := range []size{{960, 600}, {1280, 800}} {
				t.Run(fmt.Sprintf("%s %s %vx%v", g.ID, lang, sz.w, sz.h), func(t *testing.T) {
					a, p := rulesOpen(t, g.ID, lang, sz.w, sz.h)
					lh := LineHeight(fontsBody(14 * a.u))
					bottom := p.side.Y + p.side.H
					n := len(p.rules)
					if n == 0 {
						t.Fatal("no rules")
					}
					if first, _ := p.rulesShown(); first != 0 {
						t.Fatalf("the rules open at line %d", first)
					}
					seen := make([]bool, n)
					feedWheel(a, p.side.X+p.side.W/2, p.side.Y+p.side.H/2, -1)
					for range n + 2 {
						first, end := p.rulesShown()
						for i := first; i < end; i++ {
							y := p.sideTop() + float32(i-first)*lh
							if y < p.sideTop() || y+lh > bottom {
								t.Fatalf("line %d (%q) drawn at %v–%v, out of the panel (%v–%v)", i, p.rules[i], y, y+lh, p.sideTop(), bottom)
							}
							if w := TextWidth(p.rules[i], fontsBody(14*a.u)); w > p.side.W-32*a.u {
								t.Fatalf("line %d (%q) is %v wide, the panel has room for %v", i, p.rules[i], w, p.side.W-32*a.u)
							}
							seen[i] = true
						}
						tick(t, a, 1)
					}
					for i, ok := range seen {
						if !ok {
							t.Fatalf("line %d of %d (%q) never drawn", i+1, n, p.rules[i])
						}
					}
					if _, end := p.rulesShown(); end != n {
						t.Fatalf("scrolled to the end, the last line drawn is %d of %d", end, n)
					}
				})
			}
		}
	}
}

// The rules scroll as the log does: by the wheel, by the scroll bar pressed
// and dragged, by a finger dragging the text; they keep their place while
// open, through a move, a resize and a language switch, and open again at
// their start.
func TestTheRulesScroll(t *testing.T) {
	cases := []struct {
		name string
		do   func(t *testing.T, a *App, p *playScene)
		want func(p *playScene, before, n int) bool // before: the first line shown before, n: the lines then
		what string
	}{
		{"the wheel", func(t *testing.T, a *App, p *playScene) {
			feedWheel(a, p.side.X+20, p.side.Y+p.side.H-20, -2)
			tick(t, a, 1)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == before+6 }, "six lines on"},
		{"the wheel over the table does nothing", func(t *testing.T, a *App, p *playScene) {
			feedWheel(a, p.side.X-20, p.side.Y+p.side.H/2, -2)
			tick(t, a, 1)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == before }, "in place"},
		{"the scroll bar pressed at its end", func(t *testing.T, a *App, p *playScene) {
			bar, _, ok := p.scrollBar()
			if !ok {
				t.Fatal("no scroll bar")
			}
			a.in.pressAt(bar.X+bar.W/2, bar.Y+bar.H-1)
			tick(t, a, 2)
			a.in.releaseAt(bar.X+bar.W/2, bar.Y+bar.H-1)
			tick(t, a, 2)
		}, func(p *playScene, before, n int) bool { _, end := p.rulesShown(); return end == len(p.rules) }, "at the end"},
		{"the scroll bar dragged to the middle", func(t *testing.T, a *App, p *playScene) {
			_, thumb, _ := p.scrollBar()
			bar, _, _ := p.scrollBar()
			a.in.pressAt(thumb.X+thumb.W/2, thumb.Y+thumb.H/2)
			tick(t, a, 2)
			a.in.synthetic, a.in.synthMoveTo = true, [2]float32{thumb.X, bar.Y + bar.H/2}
			tick(t, a, 2)
			a.in.releaseAt(thumb.X, bar.Y+bar.H/2)
			tick(t, a, 2)
		}, func(p *playScene, before, n int) bool {
			mid := (len(p.rules) - p.sideRows()) / 2
			return p.rulesTop >= mid-2 && p.rulesTop <= mid+2
		}, "in the middle"},
		{"a finger dragging the text up", func(t *testing.T, a *App, p *playScene) {
			lh := LineHeight(fontsBody(14 * a.u))
			x, y := p.side.X+p.side.W/2, p.side.Y+p.side.H-40*a.u
			a.in.touchAt(1, x, y)
			tick(t, a, 1)
			for i := 1; i <= 5; i++ {
				a.in.touchAt(1, x, y-float32(i)*lh)
				tick(t, a, 1)
			}
			a.in.lift(1)
			tick(t, a, 2)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == before+5 }, "five lines on"},
		{"the mouse dragging the text up", func(t *testing.T, a *App, p *playScene) {
			lh := LineHeight(fontsBody(14 * a.u))
			x, y := p.side.X+p.side.W/2, p.side.Y+p.side.H-40*a.u
			a.in.pressAt(x, y)
			tick(t, a, 1)
			for i := 1; i <= 5; i++ {
				a.in.synthetic, a.in.synthMoveTo = true, [2]float32{x, y - float32(i)*lh}
				tick(t, a, 1)
			}
			a.in.releaseAt(x, y-5*lh)
			tick(t, a, 2)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == before+5 }, "five lines on"},
		{"a move at the table", func(t *testing.T, a *App, p *playScene) {
			p.refresh()
			p.table.Reset(&p.tc)
			tick(t, a, 2)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == before }, "in place"},
		{"a larger window", func(t *testing.T, a *App, p *playScene) {
			a.resize(1280, 800, 1)
			tick(t, a, 1)
		}, func(p *playScene, before, n int) bool {
			d := float64(p.rulesTop)/float64(len(p.rules)) - float64(before)/float64(n)
			return p.rulesW == p.side.W && d > -0.02 && d < 0.02
		}, "at the same share of the text"},
		{"Italian", func(t *testing.T, a *App, p *playScene) {
			a.lang = Italian
			a.saveSettings()
			a.scene.layout(a)
			tick(t, a, 1)
		}, func(p *playScene, before, n int) bool {
			first, end := p.rulesShown()
			return p.rulesSrc == p.table.Rules(Italian) && first > 0 && end <= len(p.rules) && end-first == p.sideRows()
		}, "in Italian, past the start, a whole panel of lines"},
		{"closed and opened again", func(t *testing.T, a *App, p *playScene) {
			p.toggle(a, "rules")
			p.toggle(a, "rules")
			tick(t, a, 1)
		}, func(p *playScene, before, n int) bool { return p.rulesTop == 0 }, "at the start"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, p := rulesOpen(t, "zombies4", "en", 960, 600)
			// Scroll a third of the way first, the pointer left off the panel.
			third := (len(p.rules) - p.sideRows()) / 3
			p.showFrom(third)
			if third < 5 || p.rulesTop != third {
				t.Fatalf("%d lines, %d rows: no room to scroll", len(p.rules), p.sideRows())
			}
			before, n := p.rulesTop, len(p.rules)
			c.do(t, a, p)
			if !c.want(p, before, n) {
				t.Fatalf("from line %d of %d: line %d of %d first, want %s", before, n, p.rulesTop, len(p.rules), c.what)
			}
		})
	}
}

// The log scrolls by the same means, back from its newest line: three lines
// a notch of the wheel, and with a finger dragging its text down.
func TestTheLogScrollsBack(t *testing.T) {
	cases := []struct {
		name string
		do   func(t *testing.T, a *App, p *playScene)
		want int // lines back from the newest
	}{
		{"the wheel", func(t *testing.T, a *App, p *playScene) {
			feedWheel(a, p.side.X+20, p.side.Y+p.side.H/2, 2)
			tick(t, a, 1)
		}, 6},
		{"a finger dragging the text down", func(t *testing.T, a *App, p *playScene) {
			lh := LineHeight(fontsBody(14 * a.u))
			x, y := p.side.X+p.side.W/2, p.sideTop()+20*a.u
			a.in.feed = func(*devices) {}
			for i := range 5 {
				a.in.touchAt(1, x, y+float32(i)*lh)
				tick(t, a, 1)
			}
			a.in.lift(1)
			tick(t, a, 2)
		}, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := longGame(t, 200)
			a := p.app
			if p.scroll != 0 || len(p.wrapped) < 2*p.sideRows() {
				t.Fatalf("the log shows %d lines back of %d", p.scroll, len(p.wrapped))
			}
			c.do(t, a, p)
			if p.scroll != c.want {
				t.Fatalf("%d lines back, want %d", p.scroll, c.want)
			}
		})
	}
}

// departsHead is the heading of the rules panel's list of where the table
// departs from the box, in English and in Italian (the tables' texts are
// still pairs of the two).
var departsHead = [2]string{"Where this table departs from the box:", "Dove questo tavolo si discosta dalla scatola:"}

// notesDepartures is the first line of each item of the list "Where this
// table departs from the box" in the section of game id of the rules notes,
// nil when the section has none.
func notesDepartures(notes, id string) []string {
	var out []string
	inGame, inList := false, false
	for _, l := range strings.Split(notes, "\n") {
		switch {
		case strings.HasPrefix(l, "## "):
			inGame, inList = strings.Contains(l, "(`"+id+"`)"), false
		case strings.HasPrefix(l, "#"):
			inList = inGame && strings.TrimSpace(strings.TrimLeft(l, "#")) == "Where this table departs from the box"
		case inList && strings.HasPrefix(l, "- "):
			out = append(out, strings.TrimSpace(l[2:]))
		}
	}
	return out
}

// panelDepartures is each point of the rules panel's list of where the
// table departs from the box, nil when the text has none.
func panelDepartures(rules, head string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(rules, "\n") {
		switch {
		case l == head:
			in = true
		case in && strings.HasPrefix(l, "• "):
			out = append(out, strings.TrimSpace(strings.TrimPrefix(l, "• ")))
		default:
			in = false
		}
	}
	return out
}

// The rules panel of every game tells where the table departs from the box
// as docs/RULES-NOTES.md records it: the same points in the same order, the
// English one the first line of the notes' item word for word, and as many
// in Italian. A game the notes give no such list has none in its panel.
func TestRulesPanelDepartsFromTheBoxAsTheNotesSay(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "RULES-NOTES.md"))
	if err != nil {
		t.Fatal(err)
	}
	notes := string(b)
	listed := 0
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		want := notesDepartures(notes, id)
		if !strings.Contains(notes, "(`"+id+"`)") {
			t.Errorf("the rules notes have no section for `%s`", id)
		}
		for l, lang := range []string{"en", "it"} {
			_, p := rulesOpen(t, id, lang, 1280, 800)
			got := panelDepartures(p.table.Rules(Lang(l)), departsHead[l])
			switch {
			case len(got) != len(want):
				t.Errorf("%s, %s: the rules panel lists %d points where the table departs from the box, the notes %d:\npanel %q\nnotes %q", id, lang, len(got), len(want), got, want)
			case lang == "en" && !slices.Equal(got, want):
				for i := range got {
					if got[i] != want[i] {
						t.Errorf("%s: point %d of where the table departs from the box:\npanel %q\nnotes %q", id, i+1, got[i], want[i])
					}
				}
			}
		}
		listed += len(want)
	}
	if listed == 0 {
		t.Fatal("no game lists where it departs from the box: the test cannot fail")
	}
}

// At 960 × 600 the end of every game's rules is reached, and drawn, by each
// of the wheel, the mouse dragging the text and a finger dragging it, in
// both languages.
func TestTheRulesEndIsReachedAt960x600(t *testing.T) {
	means := []struct {
		name string
		page func(t *testing.T, a *App, p *playScene) // scrolls about a panel on
	}{
		{"the wheel", func(t *testing.T, a *App, p *playScene) {
			feedWheel(a, p.side.X+p.side.W/2, p.side.Y+p.side.H/2, -3)
			tick(t, a, 1)
			a.in.feed = nil
			tick(t, a, 1)
		}},
		{"the mouse", func(t *testing.T, a *App, p *playScene) {
			x, y := p.side.X+p.side.W/2, p.side.Y+p.side.H-12*a.u
			a.in.pressAt(x, y)
			tick(t, a, 1)
			a.in.synthetic, a.in.synthMoveTo = true, [2]float32{x, p.sideTop() + 4}
			tick(t, a, 1)
			a.in.releaseAt(x, p.sideTop()+4)
			tick(t, a, 2)
		}},
		{"a finger", func(t *testing.T, a *App, p *playScene) {
			x, y := p.side.X+p.side.W/2, p.side.Y+p.side.H-12*a.u
			a.in.touchAt(1, x, y)
			tick(t, a, 1)
			a.in.touchAt(1, x, p.sideTop()+4)
			tick(t, a, 1)
			a.in.lift(1)
			tick(t, a, 2)
		}},
	}
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		for _, lang := range []string{"en", "it"} {
			for _, m := range means {
				t.Run(fmt.Sprintf("%s %s %s", id, lang, m.name), func(t *testing.T) {
					a, p := rulesOpen(t, id, lang, 960, 600)
					n := len(p.rules)
					for range n {
						if _, end := p.rulesShown(); end == n {
							break
						}
						before := p.rulesTop
						m.page(t, a, p)
						if p.rulesTop <= before {
							t.Fatalf("from line %d of %d, %s scrolled nowhere", before, n, m.name)
						}
					}
					first, end := p.rulesShown()
					if end != n {
						t.Fatalf("the last line drawn is %d of %d", end, n)
					}
					if y := p.sideTop() + float32(end-1-first)*LineHeight(fontsBody(14*a.u)); y+LineHeight(fontsBody(14*a.u)) > p.side.Y+p.side.H {
						t.Fatalf("the last line is drawn at %v, below the panel's end %v", y, p.side.Y+p.side.H)
					}
				})
			}
		}
	}
}
