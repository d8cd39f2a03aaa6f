package woods

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// tableRects are the table's rectangles in the windows the app is checked
// at: 1280 × 800 with the log open and closed, and 960 × 600 with the log
// open and closed (the shell's bar and side panel taken off).
var tableRects = []struct {
	name string
	r    scenes.Rect
}{
	{"1280x800 log", scenes.Rect{X: 0, Y: 52, W: 947, H: 748}},
	{"1280x800", scenes.Rect{X: 0, Y: 52, W: 1280, H: 748}},
	{"960x600 log", scenes.Rect{X: 0, Y: 41.6, W: 710.4, H: 558.4}},
	{"960x600", scenes.Rect{X: 0, Y: 41.6, W: 960, H: 558.4}},
}

// states plays seeded random games at 2 to 6 players and calls f with each
// state before a decision.
func states(t *testing.T, games, steps int, f func(g *zombies4.State)) {
	t.Helper()
	r := rand.New(rand.NewPCG(3, 17))
	var legal []game.Action
	for i := 0; i < games; i++ {
		g, err := zombies4.New(game.Config{Players: 2 + i%5, Seed: uint64(500 + i)})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < steps && !g.Over(); step++ {
			f(g)
			legal = g.Legal(legal)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d step %d: %v", i, step, err)
			}
		}
		if g.Over() {
			f(g)
		}
	}
}

func seatName(s int) string { return fmt.Sprintf("Seat %d", s+1) }

// tableFor builds the table of the seat to act, as the shell would.
func tableFor(g *zombies4.State, seat game.Seat, canAct bool, n int) (*Table, []game.Action, scenes.Rect) {
	tr := tableRects[n%len(tableRects)].r
	t := newTable()
	t.view = g.View(seat).(zombies4.View)
	var legal []game.Action
	if canAct {
		legal = g.Legal(nil)
	}
	t.setup(input{view: &t.view, legal: legal, canAct: canAct, lang: scenes.Lang(n % 2), rect: tr, seatName: seatName, name: g.ActionString})
	return t, legal, tr
}

func inside(r, in scenes.Rect) bool {
	return r.X >= in.X-0.5 && r.Y >= in.Y-0.5 && r.X+r.W <= in.X+in.W+0.5 && r.Y+r.H <= in.Y+in.H+0.5
}

// Every legal action has exactly one gesture — a place for the drawn card in
// one rotation, a square, a card in the hand or in play, or a button — and
// clicking that gesture with the camera on it plays the action. Buttons and
// cards are at least 32 px and inside the table, at every size, in both
// languages, at 2 to 6 players.
func TestEveryLegalActionHasOneGesture(t *testing.T) {
	verbs := map[verb]int{}
	n := 0
	states(t, 30, 260, func(g *zombies4.State) {
		if g.Over() {
			return
		}
		n++
		tb, legal, tr := tableFor(g, g.ToAct(), true, n)
		m := &tb.m
		where := func() string {
			names := make([]string, len(legal))
			for i, a := range legal {
				names[i] = g.ActionString(a)
			}
			return fmt.Sprintf("%s, %d players, phase %s, legal %s", tableRects[n%len(tableRects)].name, g.Players(), m.view.Phase, strings.Join(names, "; "))
		}
		count := make([]int, len(m.targets))
		click := func(what string, x, y float32, ti int) {
			count[ti]++
			if got := tb.targetAt(x, y); got != ti {
				t.Fatalf("%s for %q: a click at %.0f,%.0f gives target %d (%s)", what, g.ActionString(m.targets[ti].act), x, y, got, where())
			}
		}
		// Places for the drawn card, one rotation at a time.
		for pi, p := range m.places {
			for r := 0; r < 4; r++ {
				if ti := p.acts[r]; ti >= 0 {
					m.rot = r
					tb.camX, tb.camY, tb.zoom = float32(p.col*3)+1.5, float32(p.row*3)+1.5, actZoom
					click("place", m.mapR.CX(), m.mapR.CY(), int(ti))
					_ = pi
				}
			}
		}
		// Squares.
		for q := range m.sq {
			if ti := m.sq[q].act; ti >= 0 {
				tb.camX, tb.camY, tb.zoom = float32(q%gridSq)+0.5, float32(q/gridSq)+0.5, actZoom
				click("square", m.mapR.CX(), m.mapR.CY(), int(ti))
			}
		}
		// Cards in the hand and in play.
		for _, ps := range [][]piece{m.hand, m.front} {
			for _, p := range ps {
				if p.r.W < minHit || p.r.H < minHit || !inside(p.r, tr) {
					t.Fatalf("card %s at %+v (%s)", p.id, p.r, where())
				}
				if p.act >= 0 {
					click("card "+p.id, p.r.X+3, p.r.CY(), int(p.act))
				}
			}
		}
		for i, b := range m.buttons {
			count[m.btnAct[i]]++
			if b.R.W < minHit || b.R.H < minHit || !inside(b.R, tr) {
				t.Fatalf("button %q at %+v (%s)", b.Label, b.R, where())
			}
		}
		if len(m.targets) != len(legal) {
			t.Fatalf("%d targets for %d legal actions (%s)", len(m.targets), len(legal), where())
		}
		for i, tg := range m.targets {
			if tg.act != legal[i] || tg.verb == vNone {
				t.Fatalf("action %q is not understood (%s)", g.ActionString(legal[i]), where())
			}
			if count[i] != 1 {
				t.Fatalf("%q has %d gestures (%s)", g.ActionString(tg.act), count[i], where())
			}
			verbs[tg.verb]++
		}
		if m.dieEq != "" && !inside(m.dieR, tr) {
			t.Fatalf("the die at %+v is outside the table (%s)", m.dieR, where())
		}
		if len(m.dice) > 0 && !inside(m.trayR, m.mapR) {
			t.Fatalf("the dice tray at %+v is outside the map %+v (%s)", m.trayR, m.mapR, where())
		}
		// The keyboard reaches every legal action at exactly one focus
		// stop: a place in the rotation shown (Q/E turn it), a square, a
		// card or a button.
		keyed := make([]int, len(m.targets))
		for r := 0; r < 4; r++ {
			if m.rotOK&(1<<r) == 0 {
				continue
			}
			m.rot = r
			for i, st := range m.keys {
				if st.place < 0 {
					continue
				}
				tb.kfocus = i
				if ti := tb.focusTarget(); ti >= 0 {
					keyed[ti]++
					if m.targets[ti].verb != vPlace || m.targets[ti].rot != r {
						t.Fatalf("place stop %d plays %q in rotation %d (%s)", i, g.ActionString(m.targets[ti].act), r, where())
					}
				}
			}
		}
		// Each stop on the map or a card says what Enter does there.
		if len(m.keyTips) != len(m.keys) {
			t.Fatalf("%d captions for %d stops", len(m.keyTips), len(m.keys))
		}
		for i, st := range m.keys {
			onButton := false
			for _, ti := range m.btnAct {
				onButton = onButton || ti == st.ti
			}
			if tip := m.keyTips[i]; st.place < 0 && !onButton && (tip == "" || strings.Contains(tip, "%!")) {
				t.Fatalf("stop %d for %q reads %q (%s)", i, g.ActionString(m.targets[st.ti].act), tip, where())
			}
		}
		tb.kfocus = -1
		seen := make([]bool, len(m.keys))
		for range m.keys {
			tb.focusMove(true)
			if seen[tb.kfocus] {
				t.Fatalf("Tab comes back to stop %d before visiting all %d (%s)", tb.kfocus, len(m.keys), where())
			}
			seen[tb.kfocus] = true
			st := m.keys[tb.kfocus]
			if st.place >= 0 {
				continue
			}
			if st.dest >= 0 {
				// A square farther within the move: Enter walks there, its
				// first step a legal one; it plays no action by itself.
				if ti := tb.focusActivate(); ti >= 0 {
					t.Fatalf("Enter on the walk stop %d plays target %d (%s)", tb.kfocus, ti, where())
				}
				if !tb.startWalk(int(st.dest)) {
					t.Fatalf("Enter on the walk stop %d starts no walk (%s)", tb.kfocus, where())
				}
				first := tb.walk.sq[0]
				if ti := m.sq[first].act; ti < 0 || m.targets[ti].verb != vStep || tb.walk.n != int(m.reach[st.dest]) {
					t.Fatalf("the walk to stop %d starts on %d,%d, not a legal step (%s)", tb.kfocus, int(first)%gridSq, int(first)/gridSq, where())
				}
				tb.walk.n, tb.walk.i = 0, 0
				continue
			}
			ti := tb.focusActivate()
			if ti != int(st.ti) || ti < 0 {
				t.Fatalf("Enter on stop %d plays target %d, not %d (%s)", tb.kfocus, ti, st.ti, where())
			}
			keyed[ti]++
			// The camera follows a focused square close enough to click,
			// and a click there plays what Enter plays.
			if tg := m.targets[ti]; tg.verb.onSquare() {
				tb.camX, tb.camY, tb.zoom = tb.toX, tb.toY, tb.toZoom
				if tb.zoom < actZoom-0.01 {
					t.Fatalf("a focused square is %.1f px (%s)", tb.zoom, where())
				}
				sx, sy := tb.toScreen(float32(tg.x)+0.5, float32(tg.y)+0.5)
				if got := tb.targetAt(sx, sy); got != ti {
					t.Fatalf("the focused square %d,%d is at %.0f,%.0f, where a click plays target %d, not %d (%s)", tg.x, tg.y, sx, sy, got, ti, where())
				}
			}
		}
		for i, c := range keyed {
			if c != 1 {
				t.Fatalf("%q has %d keyboard stops (%s)", g.ActionString(m.targets[i].act), c, where())
			}
		}
		if !inside(m.promptR, tr) || !inside(m.mapR, tr) {
			t.Fatalf("prompt %+v or map %+v outside the table (%s)", m.promptR, m.mapR, where())
		}
	})
	for vb := vPlace; vb <= vPutAll; vb++ {
		if verbs[vb] == 0 && vb != vCast && vb != vUse {
			t.Errorf("no decision with verb %d among %d states", vb, n)
		}
	}
	t.Logf("%d states, verbs %v", n, verbs)
}

// Every die of the turn is in the tray with its sum and how it ended, the
// latest beside the prompt: a fight roll raised with ammunition reads
// "4 + 1 ammo = 5". The dogs moved this turn are the view's.
func TestDiceAndDogsMovedShown(t *testing.T) {
	raised, moved, n := 0, 0, 0
	states(t, 20, 400, func(g *zombies4.State) {
		n++
		seat := game.Seat((n) % g.Players())
		tb, _, tr := tableFor(g, seat, false, 2*n)
		m := &tb.m
		v := &tb.view
		if len(m.dice) != len(v.Dice) {
			t.Fatalf("%d dice in the tray, %d in the view", len(m.dice), len(v.Dice))
		}
		if len(v.Dice) == 0 {
			if m.dieEq != "" || m.trayR.W != 0 {
				t.Fatalf("a die shown with none rolled: %q", m.dieEq)
			}
		}
		for i, d := range v.Dice {
			sum := fmt.Sprint(d.Face)
			if d.Ammo > 0 && d.Plus == 0 {
				sum = fmt.Sprintf("%d + %d %s = %d", d.Face, d.Ammo, w(m.lang, "d_ammo"), d.Total)
				raised++
			}
			if m.dice[i].face != d.Face {
				t.Fatalf("die %d shows %d, rolled %d", i, m.dice[i].face, d.Face)
			}
			if !strings.Contains(m.dice[i].text, sum) && !strings.HasSuffix(m.dice[i].text, "…") {
				t.Fatalf("die %d reads %q, not %q (%+v)", i, m.dice[i].text, sum, d)
			}
			if i == len(v.Dice)-1 && !strings.HasPrefix(m.dieEq, sum) {
				t.Fatalf("the prompt's die reads %q, not %q (%+v)", m.dieEq, sum, d)
			}
			if d.Result != "" && !strings.Contains(m.dieEq+m.dice[i].text, w(m.lang, "res_"+d.Result)) && !strings.HasSuffix(m.dice[i].text, "…") {
				t.Fatalf("die %d reads %q without its end %q", i, m.dice[i].text, d.Result)
			}
		}
		// A line is cut only when the tray is as wide as it may be.
		if len(m.dice) > 0 && m.trayR.W < min(m.mapR.W*0.6, 460*m.k)-1 {
			for i := max(0, len(m.dice)-trayRows); i < len(m.dice); i++ {
				if strings.HasSuffix(m.dice[i].text, "…") {
					t.Fatalf("die %d reads %q in a tray %.0f px wide", i, m.dice[i].text, m.trayR.W)
				}
			}
		}
		if len(v.Dice) > 0 && (!inside(m.dieR, tr) || !inside(m.trayR, m.mapR)) {
			t.Fatalf("die %+v or tray %+v outside the table", m.dieR, m.trayR)
		}
		if len(m.trails) != len(v.DogsMoved) {
			t.Fatalf("%d trails for %d dogs moved", len(m.trails), len(v.DogsMoved))
		}
		for i, d := range v.DogsMoved {
			moved++
			if m.trails[i] != [2]int{idx(d.FromX, d.FromY), idx(d.ToX, d.ToY)} {
				t.Fatalf("trail %d is %v for %+v", i, m.trails[i], d)
			}
		}
	})
	if raised == 0 || moved == 0 {
		t.Fatalf("among %d views, %d fight rolls raised with ammunition and %d dogs moved", n, raised, moved)
	}
	t.Logf("%d views, %d raised rolls, %d trails", n, raised, moved)
}

// When it is not the seat's decision nothing is clickable and nothing glows.
func TestNothingClickableOutOfTurn(t *testing.T) {
	n := 0
	states(t, 10, 120, func(g *zombies4.State) {
		n++
		other := (g.ToAct() + 1) % game.Seat(g.Players())
		tb, _, _ := tableFor(g, other, false, n)
		m := &tb.m
		if len(m.targets) != 0 || len(m.buttons) != 0 || len(m.places) != 0 {
			t.Fatalf("%d targets, %d buttons out of turn", len(m.targets), len(m.buttons))
		}
		for q := range m.sq {
			if m.sq[q].act >= 0 {
				t.Fatalf("square %d is clickable out of turn", q)
			}
		}
		if m.prompt == "" {
			t.Fatal("no prompt out of turn")
		}
	})
}

// When the seat decides on the map, the camera aims close enough to click
// (squares of at least 32 px) and at the part of the map the decision is
// about, the choices nearest the pawn when they spread wider than the map.
func TestCameraFollowsTheDecision(t *testing.T) {
	n, seen := 0, 0
	states(t, 10, 200, func(g *zombies4.State) {
		if g.Over() {
			return
		}
		n++
		tb, _, _ := tableFor(g, g.ToAct(), true, n)
		m := &tb.m
		if len(m.places) == 0 && !tb.anyMapTarget() {
			return
		}
		seen++
		if tb.toZoom < minHit {
			t.Fatalf("squares of %.1f px when the map is clicked", tb.toZoom)
		}
		// The focus fits the map at a size to click, however far the
		// choices spread.
		if float32(m.focus[2]-m.focus[0]) > m.mapR.W/actZoom || float32(m.focus[3]-m.focus[1]) > m.mapR.H/actZoom {
			t.Fatalf("a focus of %v squares on a map of %.0f × %.0f px", m.focus, m.mapR.W, m.mapR.H)
		}
		cx := (float32(m.focus[0]) + float32(m.focus[2])) / 2
		cy := (float32(m.focus[1]) + float32(m.focus[3])) / 2
		hw, hh := m.mapR.W/2/tb.toZoom, m.mapR.H/2/tb.toZoom
		if cx < tb.toX-hw || cx > tb.toX+hw || cy < tb.toY-hh || cy > tb.toY+hh {
			t.Fatalf("the decision at %.1f,%.1f is out of the view centred %.1f,%.1f", cx, cy, tb.toX, tb.toY)
		}
	})
	if seen == 0 {
		t.Fatal("no decision on the map")
	}
}

// The map cards' shapes turn as the engine turns them: the table's four
// orientations of each card are the engine's, and the Cabin's door keeps
// facing out of its building.
func TestShapesRotate(t *testing.T) {
	catalog()
	if len(cards) == 0 {
		t.Fatal("no map cards read")
	}
	c, err := zombies4.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range c.Maps {
		for r := 0; r < 4; r++ {
			want, err := zombies4.ShapeOf(m, r)
			if err != nil {
				t.Fatal(err)
			}
			if got := cards[m.ID].shapes[r]; got.terr != want.Terrain || got.exit != want.Exits {
				t.Errorf("%s turned %d: the table's shape is not the engine's", m.ID, r)
			}
		}
	}
	cabin := cards["cabin"]
	if cabin == nil {
		t.Fatal("no cabin")
	}
	// The Cabin's door is on the west side of its square at row 1, column
	// 1; one quarter turn clockwise puts that square at row 1, column 1
	// still, its door facing north.
	if cabin.shapes[0].exit[4]&(1<<sideW) == 0 || cabin.shapes[1].exit[4]&(1<<sideN) == 0 {
		t.Errorf("cabin door: %04b then %04b", cabin.shapes[0].exit[4], cabin.shapes[1].exit[4])
	}
}

// Every action name the engine gives is read back.
func TestParseActionNames(t *testing.T) {
	for _, c := range []struct {
		name string
		want target
	}{
		{"lay 3,6 r1", target{verb: vPlace, x: 3, y: 6, rot: 1}},
		{"step W", target{verb: vStep, x: 3}},
		{"dog 10,19", target{verb: vDog, x: 10, y: 19}},
		{"to 12,19", target{verb: vDogTo, x: 12, y: 19}},
		{"play shotgun", target{verb: vPlay, ev: "shotgun"}},
		{"use machete", target{verb: vUse, ev: "machete"}},
		{"discard page3", target{verb: vDiscard, ev: "page3"}},
		{"stop", target{verb: vStop}},
		{"cast", target{verb: vCast}},
		{"spend", target{verb: vSpend}},
		{"bite", target{verb: vBite}},
		{"pass", target{verb: vPass}},
		{"keep", target{verb: vKeep}},
		{"action 7", target{}},
	} {
		if got := parse(0, c.name); got != c.want {
			t.Errorf("%q: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

// A page's title on its card is its number, in both languages.
func TestShortNames(t *testing.T) {
	e := eventOf("page3")
	if e == nil {
		t.Fatal("no page3")
	}
	if got := shortName(e, scenes.English); got != "Page III" {
		t.Errorf("English: %q", got)
	}
	if got := shortName(e, scenes.Italian); got != "Pagina III" {
		t.Errorf("Italian: %q", got)
	}
	if got := shortName(eventOf("shotgun"), scenes.English); got != eventOf("shotgun").name[0] {
		t.Errorf("shotgun: %q", got)
	}
}

// The path shown while hovering starts with a legal step and never crosses
// water or walls: every square along it is a square the pawn may enter, and
// it is no longer than the move left. It goes round the dogs, and through
// them ("Ogni Zombi che incontri durante il tuo movimento deve essere
// combattuto prima di continuare") only when it is marked so, for the walk
// to stop at each.
func TestPathStartsWithALegalStep(t *testing.T) {
	paths := 0
	states(t, 15, 200, func(g *zombies4.State) {
		if g.Over() {
			return
		}
		tb, _, _ := tableFor(g, g.ToAct(), true, 0)
		m := &tb.m
		if m.view.Phase != "move" || m.view.MoveLeft <= 0 {
			return
		}
		for q := range m.sq {
			if m.sq[q].terr == tNone {
				continue
			}
			tb.hoverSq = q
			tb.findPath()
			if tb.pathN == 0 {
				continue
			}
			paths++
			if tb.pathN > m.view.MoveLeft {
				t.Fatalf("a path of %d with %d left", tb.pathN, m.view.MoveLeft)
			}
			first := tb.path[tb.pathN-1]
			if ti := m.sq[first].act; ti < 0 || m.targets[ti].verb != vStep {
				t.Fatalf("the path to %d,%d starts on %d,%d, which is not a legal step", q%gridSq, q/gridSq, int(first)%gridSq, int(first)/gridSq)
			}
			for i := 0; i < tb.pathN; i++ {
				s := m.sq[tb.path[i]]
				if s.terr == tWater || s.terr == tNone || (i > 0 && s.dogs > 0 && !m.byDogs[q]) {
					t.Fatalf("the path to %d,%d crosses square %d (terrain %d, %d dogs)", q%gridSq, q/gridSq, tb.path[i], s.terr, s.dogs)
				}
			}
		}
	})
	if paths == 0 {
		t.Fatal("no path shown")
	}
	t.Logf("%d paths", paths)
}

// The spell's roll the table shows is the engine's.
func TestSpellNeedMatchesTheEngine(t *testing.T) {
	n := 0
	states(t, 20, 400, func(g *zombies4.State) {
		for s := 0; s < g.Players(); s++ {
			v := g.View(game.Seat(s)).(zombies4.View)
			if got, want := spellNeed(&v, s), g.SpellNeed(s); got != want {
				t.Fatalf("seat %d with %d pages and %v in play: %d, engine %d", s, v.Seats[s].Pages, v.Seats[s].Front, got, want)
			}
			n++
		}
	})
	t.Logf("%d views", n)
}

// Every text is in both languages with the same placeholders, and every
// phase and way to win the engine names has its words.
func TestTextsComplete(t *testing.T) {
	for k, v := range words {
		if v[0] == "" || v[1] == "" {
			t.Errorf("%s: missing a language", k)
		}
		if strings.Count(v[0], "%") != strings.Count(v[1], "%") {
			t.Errorf("%s: placeholders differ: %q, %q", k, v[0], v[1])
		}
	}
	for _, ph := range []string{"place", "fight", "window", "move", "zombies", "discard"} {
		if _, ok := words["ph_"+ph]; !ok {
			t.Errorf("no words for phase %s", ph)
		}
	}
	for _, by := range []string{"spell", "kills", "dawn"} {
		if _, ok := words["won_"+by]; !ok {
			t.Errorf("no words for a win by %s", by)
		}
	}
	catalog()
	for id, e := range events {
		if e.name[0] == "" || e.name[1] == "" || e.text[0] == "" || e.text[1] == "" {
			t.Errorf("event %s: a name or text is missing", id)
		}
	}
}

// A table set up before the app has given it a size (the browser's first
// frame) still opens on a map big enough to read once it has one: the
// camera is not placed at the smallest zoom for good.
func TestCameraPlacedOnceTheMapHasRoom(t *testing.T) {
	g, err := zombies4.New(game.Config{Players: 4, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable()
	tb.view = g.View(1).(zombies4.View)
	in := input{view: &tb.view, canAct: false, lang: scenes.Lang(0), seatName: seatName, name: g.ActionString}
	tb.setup(in)
	in.rect = tableRects[0].r
	tb.setup(in)
	if tb.toZoom < 2*minZoom*tb.m.k {
		t.Fatalf("the opening map is drawn at %.1f px a square (smallest %.1f)", tb.toZoom, minZoom*tb.m.k)
	}
}

// A seat's tooltip counts in the singular when there is one: "1 page", "1
// kill", "1 life", never "1 pages".
func TestSeatTipSaysOnePage(t *testing.T) {
	g, err := zombies4.New(game.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang      scenes.Lang
		want, not []string
	}{
		{scenes.English, []string{"1 life,", "1 ammunition", "1 kill,", "1 page\n", "1 event card in hand", "1 death"}, []string{"pages", "kills", "lives", "deaths", "cards"}},
		{scenes.Italian, []string{"1 vita,", "1 munizione", "1 uccisione,", "1 pagina\n", "1 Carta Evento in mano", "1 morte"}, []string{"pagine", "vite", "morti"}},
	} {
		tb := newTable()
		tb.view = g.View(0).(zombies4.View)
		s := &tb.view.Seats[0]
		s.Lives, s.Ammo, s.Kills, s.Pages, s.Hand, s.Deaths = 1, 1, 1, 1, 1, 1
		tb.setup(input{view: &tb.view, lang: c.lang, rect: tableRects[1].r, seatName: seatName, name: g.ActionString})
		tip := tb.m.seats[0].tip
		for _, w := range c.want {
			if !strings.Contains(tip, w) {
				t.Errorf("%q lacks %q", tip, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(tip, w) {
				t.Errorf("%q says %q", tip, w)
			}
		}
	}
}

// A named card's tooltip counts its corner in the singular when there is one.
func TestCornerTipSaysOneDog(t *testing.T) {
	c := &cardInfo{name: [2]string{"Shed", "Capanno"}, kind: "named", lives: 1, ammo: 2, dogs: 1}
	for _, x := range []struct {
		lang scenes.Lang
		want string
	}{
		{scenes.English, "Corner: 1 life, 2 ammunition, 1 dog inside the building"},
		{scenes.Italian, "Angolo: 1 vita, 2 munizioni, 1 cane nell'edificio"},
	} {
		if tip := mapTip(x.lang, c); !strings.Contains(tip, x.want) {
			t.Errorf("%q lacks %q", tip, x.want)
		}
	}
}

// At a table on a server the first view may come before any card: the
// camera waits for the map instead of settling at no zoom, and shows it
// once it comes.
func TestCameraPlacedOnceTheViewHasAMap(t *testing.T) {
	g, err := zombies4.New(game.Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable()
	in := input{view: &tb.view, canAct: false, lang: scenes.Lang(0), seatName: seatName, name: g.ActionString, rect: tableRects[0].r}
	tb.setup(in)
	tb.view = g.View(1).(zombies4.View)
	tb.setup(in)
	if tb.zoom < 2*minZoom*tb.m.k {
		t.Fatalf("the map is drawn at %.1f px a square once it comes (smallest %.1f)", tb.zoom, minZoom*tb.m.k)
	}
}

// A card laid and the move it rolled for are both in view, at every size:
// the camera does not leave the pawn to show the card.
func TestLaidCardAndTheMoveInView(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 23))
	seen := 0
	for i := 0; i < 12; i++ {
		g, err := zombies4.New(game.Config{Players: 2 + i%5, Seed: uint64(700 + i)})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 300 && !g.Over(); step++ {
			legal := g.Legal(nil)
			a := legal[r.IntN(len(legal))]
			name := g.ActionString(a)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			var col, row, rot int
			if _, err := fmt.Sscanf(name, "lay %d,%d r%d", &col, &row, &rot); err != nil || g.Over() {
				continue
			}
			tb, _, _ := tableFor(g, g.ToAct(), true, seen)
			if tb.m.view.Phase != "move" {
				continue
			}
			seen++
			tb.showLaid(col, row)
			m := &tb.m
			hw, hh := m.mapR.W/2/tb.toZoom, m.mapR.H/2/tb.toZoom
			in := func(x, y float32) bool {
				return x >= tb.toX-hw && x <= tb.toX+hw && y >= tb.toY-hh && y <= tb.toY+hh
			}
			fx := (float32(m.focus[0]) + float32(m.focus[2])) / 2
			fy := (float32(m.focus[1]) + float32(m.focus[3])) / 2
			if !in(fx, fy) || !in(float32(col*3)+1.5, float32(row*3)+1.5) {
				t.Fatalf("%s: the move at %.1f,%.1f or the card at %d,%d out of the view centred %.1f,%.1f", tableRects[(seen-1)%len(tableRects)].name, fx, fy, col, row, tb.toX, tb.toY)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no card laid before a move")
	}
}
