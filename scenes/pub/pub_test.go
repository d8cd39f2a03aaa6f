package pub

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// newGame starts a game of Pints of Blood.
func newGame(t *testing.T, players int, seed uint64, level string) game.State {
	t.Helper()
	st, err := pints.New(game.Config{Players: players, Seed: seed, Options: map[string]string{"level": level}})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestCatalogKindsFound checks that the card kinds and pub foods the scene
// needs by name are found in the catalog.
func TestCatalogKindsFound(t *testing.T) {
	for name, k := range map[string]int{"z_word": kinds.zWord, "car_sick": kinds.carSick, "unstoppable": kinds.unstoppable,
		"continental": kinds.continental, "play_dead": kinds.playDead, "roller_shutter": kinds.shutter,
		"distracted": kinds.distracted, "coat_hanger": kinds.coatHanger} {
		if k < 0 {
			t.Errorf("card %s not found in the catalog", name)
		}
	}
	if kinds.turnTables < 0 || kinds.armsTrade < 0 {
		t.Errorf("pub food not found: %+v", kinds)
	}
}

// sizes are the table rectangles of the windows the table must fit: 1280 ×
// 800 and 960 × 600, with the log panel open and closed.
var sizes = []struct {
	name string
	area scenes.Rect
}{
	{"1280x800 log", scenes.Rect{X: 0, Y: 52, W: 947, H: 748}},
	{"1280x800", scenes.Rect{X: 0, Y: 52, W: 1280, H: 748}},
	{"960x600 log", scenes.Rect{X: 0, Y: 42, W: 710, H: 558}},
	{"960x600", scenes.Rect{X: 0, Y: 42, W: 960, H: 558}},
}

// table makes a table for state st as seat me sees it, laid out in area.
func tableFor(st game.State, me int, area scenes.Rect, l scenes.Lang) *Table {
	tb := &Table{}
	tb.lay.compute(area, st.Players(), me)
	var legal []game.Action
	if int(st.ToAct()) == me {
		legal = st.Legal(nil)
	}
	tb.load(st.View(game.Seat(me)).(pints.View), me, legal, l)
	tb.buildButtons(1)
	return tb
}

// candidates are the places piece p may be drawn.
func (t *Table) candidates(p Piece) []scenes.Rect {
	L := &t.lay
	var out []scenes.Rect
	switch p.K {
	case Die, Traded:
		for i, f := range t.dice {
			if trayPiece(f) == p {
				out = append(out, L.dieRect(i))
			}
		}
	case Card:
		if int(p.A) == t.me {
			for i, h := range t.hand {
				if h.kind == int(p.B) {
					out = append(out, L.cardRect(i, len(t.hand)))
				}
			}
		} else if o := L.oppIndex(int(p.A)); o >= 0 {
			for i, k := range t.opp[o] {
				if k == int(p.B) {
					out = append(out, L.chipRect(o, i, len(t.opp[o])))
				}
			}
		}
	case Food:
		if int(p.A) == t.me {
			for i, f := range t.myFood {
				if f == int(p.B) {
					out = append(out, L.foodRect(i))
				}
			}
		} else if o := L.oppIndex(int(p.A)); o >= 0 {
			for i, n := range t.v.Players[p.A].Food {
				if foodIndex(n) == int(p.B) {
					out = append(out, L.oppFoodRect(o, i))
				}
			}
		}
	default:
		if r := t.rectOf(p); r.W > 0 {
			out = append(out, r)
		}
	}
	return out
}

// spot finds a point where the pointer meets piece p (nothing above it).
func (t *Table) spot(p Piece, hit func(x, y float32) bool) (float32, float32, bool) {
	for _, r := range t.candidates(p) {
		for y := r.Y + 1; y < r.Y+r.H; y += 3 {
			for x := r.X + 1; x < r.X+r.W; x += 3 {
				if hit(x, y) {
					return x, y, true
				}
			}
		}
	}
	return 0, 0, false
}

// reachable reports how action a's gesture is made on the table, or why it
// cannot be.
func (t *Table) reachable(g Gesture, a game.Action) error {
	if g.To.K == Button {
		list := t.buttons
		if g.From.K != None {
			if _, _, ok := t.spot(g.From, func(x, y float32) bool { return t.pieceAt(x, y) == g.From }); !ok {
				return fmt.Errorf("menu piece %+v cannot be clicked", g.From)
			}
			t.sel = g.From
			t.buildButtons(1)
			list = t.menu
			defer func() { t.sel = Piece{}; t.buildButtons(1) }()
		}
		for _, b := range list {
			if b.act == a {
				if b.b.Label == "" && b.b.Tip == "" {
					return errors.New("button without a label or a tooltip")
				}
				if !t.lay.area.Contains(b.b.R.X, b.b.R.Y) || !t.lay.area.Contains(b.b.R.X+b.b.R.W-1, b.b.R.Y+b.b.R.H-1) {
					return fmt.Errorf("button %q outside the table", b.b.Label)
				}
				return nil
			}
		}
		return errors.New("no button")
	}
	if g.From.K != None {
		if _, _, ok := t.spot(g.From, func(x, y float32) bool { return t.pieceAt(x, y) == g.From }); !ok {
			return fmt.Errorf("source %+v cannot be picked up", g.From)
		}
		if _, _, ok := t.spot(g.To, func(x, y float32) bool { to, ok := t.targetAt(g.From, x, y); return ok && to == g.To }); !ok {
			return fmt.Errorf("target %+v cannot be dropped on", g.To)
		}
		return nil
	}
	if _, _, ok := t.spot(g.To, func(x, y float32) bool { return t.pieceAt(x, y) == g.To }); !ok {
		return fmt.Errorf("piece %+v cannot be clicked", g.To)
	}
	return nil
}

// TestEveryLegalActionHasOnePiece plays random games and checks, at every
// decision, that each legal action is made by exactly one gesture, on
// pieces that are on the table and can be hit at both window sizes.
func TestEveryLegalActionHasOnePiece(t *testing.T) {
	ops := map[pints.Op]bool{}
	checked := 0
	for _, level := range []string{pints.LevelStarter, pints.LevelMain} {
		for players := 2; players <= 4; players++ {
			for seed := uint64(1); seed <= 12; seed++ {
				st := newGame(t, players, seed, level)
				rng := game.NewRNG(seed * 77)
				for step := 0; step < 400 && !st.Over(); step++ {
					me := int(st.ToAct())
					legal := st.Legal(nil)
					v := st.View(game.Seat(me)).(pints.View)
					area := sizes[(step+int(seed))%len(sizes)].area
					tb := tableFor(st, me, area, scenes.Lang(step%2))
					seen := map[Gesture]game.Action{}
					for _, a := range legal {
						op, _, _, _ := pints.DecodeAction(a)
						ops[op] = true
						g := GestureOf(a, me)
						if prev, dup := seen[g]; dup {
							t.Fatalf("%s %dp seed %d step %d: %q and %q share the gesture %+v", level, players, seed, step,
								st.ActionString(prev), st.ActionString(a), g)
						}
						seen[g] = a
						checked++
						if !Present(g.To, &v) || g.From.K != None && !Present(g.From, &v) {
							t.Fatalf("%s %dp seed %d step %d: %q: gesture %+v uses a piece not on the table", level, players, seed, step, st.ActionString(a), g)
						}
						if err := tb.reachable(g, a); err != nil {
							t.Fatalf("%s %dp seed %d step %d (%+v): %q unreachable: %v", level, players, seed, step, area, st.ActionString(a), err)
						}
						if g.To.K == Button && buttonLabel(scenes.English, a) == "" {
							t.Fatalf("%q has no button label", st.ActionString(a))
						}
					}
					// A piece that is clicked to play is never also picked up:
					// click-then-click must stay unambiguous.
					for g := range seen {
						if g.From.K == None && tb.plan.isSource(g.To) {
							t.Fatalf("step %d: %+v is both clicked and picked up", step, g.To)
						}
					}
					if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	var missing []pints.Op
	for op := pints.OpSend; op < pints.NumOps; op++ {
		if !ops[op] {
			missing = append(missing, op)
		}
	}
	t.Logf("%d legal actions checked; operations never legal: %v", checked, missing)
	// The random games reached the main decisions.
	for _, op := range []pints.Op{pints.OpSend, pints.OpRoll, pints.OpPlaceDie, pints.OpFight, pints.OpRunBus, pints.OpScore, pints.OpBeer, pints.OpResolve} {
		if !ops[op] {
			t.Errorf("no game reached operation %d", op)
		}
	}
}

// TestDieDropTargetsAreLegalTiles checks that the tiles that glow for a die
// or a card are exactly those where the engine accepts it, and that a click
// or a drop on any other tile says the engine's reason.
func TestDieDropTargetsAreLegalTiles(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 30; seed++ {
		st := newGame(t, 2+int(seed%3), seed, []string{pints.LevelStarter, pints.LevelMain}[seed%2])
		rng := game.NewRNG(seed)
		for step := 0; step < 300 && !st.Over(); step++ {
			me := int(st.ToAct())
			tb := tableFor(st, me, sizes[0].area, scenes.English)
			if op, _ := decision(tb.plan.acts); op == pints.OpFight {
				var sources []Piece
				for f := 0; f < nPlaceable; f++ {
					sources = append(sources, Piece{K: Die, A: int32(f)})
				}
				for _, h := range tb.hand {
					sources = append(sources, Piece{K: Card, A: int32(me), B: int32(h.kind)})
				}
				for _, src := range sources {
					if !Present(src, &tb.v) {
						continue
					}
					for r := 0; r < nRows; r++ {
						for p := 0; p < nPos; p++ {
							tile := Piece{K: Tile, A: int32(r), B: int32(p)}
							// What a drop there could mean: a placement, or
							// Distracted played on the tile.
							var probes []game.Action
							if src.K == Die {
								probes = append(probes, pints.EncodeAction(pints.OpPlaceDie, int(src.A), r, p))
							} else {
								probes = append(probes, pints.EncodeAction(pints.OpPlaceCard, int(src.B), r, p))
								if int(src.B) == kinds.distracted {
									probes = append(probes, pints.EncodeAction(pints.OpDistract, r, p, 0))
								}
							}
							accepted := false
							for _, a := range probes {
								accepted = accepted || st.Clone().Apply(a) == nil
							}
							a := probes[0]
							glows := tb.plan.isTarget(src, tile)
							if accepted != glows {
								t.Fatalf("seed %d step %d: %+v on row %d tile %d: engine accepts %v, table glows %v", seed, step, src, r+1, p+1, accepted, glows)
							}
							tr := tb.rectOf(tile)
							why := tb.refusal(func(a game.Action) string {
								if err := st.Clone().Apply(a); err != nil {
									return game.Reason(err, "en")
								}
								return ""
							}, src, tr.CX(), tr.CY())
							_, elsewhere := tb.targetAt(src, tr.CX(), tr.CY()) // a card played on the whole row
							if !accepted && !elsewhere {
								err := st.Clone().Apply(a)
								if !errors.Is(err, game.ErrIllegal) || err.Error() == "" {
									t.Fatalf("refusal without a reason: %v", err)
								}
								// A click there says why, not only a hover.
								if why != err.Error() {
									t.Fatalf("seed %d step %d: a click of %+v on row %d tile %d says %q, the engine %q", seed, step, src, r+1, p+1, why, err)
								}
							} else if why != "" {
								t.Fatalf("seed %d step %d: %+v is refused on row %d tile %d, which takes it: %q", seed, step, src, r+1, p+1, why)
							}
							checked++
						}
					}
				}
			}
			legal := st.Legal(nil)
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d placements checked", checked)
	}
}

// TestLayoutFits checks that the regions of the table lie inside it without
// overlapping, and that hit targets and text are large enough, at both
// window sizes and for every number of players.
func TestLayoutFits(t *testing.T) {
	inside := func(a, r scenes.Rect) bool {
		return r.X >= a.X-0.5 && r.Y >= a.Y-0.5 && r.X+r.W <= a.X+a.W+0.5 && r.Y+r.H <= a.Y+a.H+0.5
	}
	overlap := func(a, b scenes.Rect) bool {
		return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
	}
	for _, sz := range sizes {
		for players := 2; players <= 4; players++ {
			var l layout
			l.compute(sz.area, players, 0)
			regions := map[string]scenes.Rect{
				"prompt": l.prompt, "last": l.last, "corner": l.cornerBox, "sofa": l.sofa, "booth": l.booth, "bar": l.bar,
				"road": l.road, "pool": l.pool, "discard": l.discard, "amb": l.amb, "tray": l.tray, "me": l.meInfo, "hand": l.hand,
			}
			for i := 0; i < l.nOpp; i++ {
				regions[fmt.Sprintf("opp%d", i)] = l.opp[i]
			}
			for r := 0; r < nRows; r++ {
				regions[fmt.Sprintf("row%d", r)] = l.row[r]
			}
			for n, r := range regions {
				if !inside(sz.area, r) {
					t.Errorf("%s %dp: %s %+v outside %+v", sz.name, players, n, r, sz.area)
				}
				for m, q := range regions {
					if n < m && overlap(r, q) {
						t.Errorf("%s %dp: %s and %s overlap", sz.name, players, n, m)
					}
				}
			}
			hits := map[string]scenes.Rect{"stool": l.stool[0], "tile": l.tile[0][0], "die": l.dieRect(7), "card": l.cardRect(0, 1),
				"chip": l.chipRect(0, 0, 1), "food": l.foodRect(0), "shop": l.shop, "bus": l.bus[0]}
			for n, r := range hits {
				if r.W < minHit || r.H < minHit {
					t.Errorf("%s %dp: %s is %.0f×%.0f, under %d px", sz.name, players, n, r.W, r.H, minHit)
				}
			}
			if !inside(l.tray, l.dieRect(7)) {
				t.Errorf("%s: the eighth die %+v is outside the tray %+v", sz.name, l.dieRect(7), l.tray)
			}
			for i := 0; i < 10; i++ {
				if !inside(l.hand, l.cardRect(i, 10)) {
					t.Errorf("%s: card %d of 10 outside the hand", sz.name, i)
				}
				if l.nOpp > 0 && !inside(l.opp[0], l.chipRect(0, i, 10)) {
					t.Errorf("%s: chip %d of 10 outside the panel", sz.name, i)
				}
			}
			tb := &Table{lay: l}
			if tb.titlePx() < minTitle || tb.bodyPx() < minBody || tb.small() < minBody || tb.promptPx() < minTitle {
				t.Errorf("%s: text too small", sz.name)
			}
		}
	}
}

// TestRowShift checks how the motion of a row is read from two views.
func TestRowShift(t *testing.T) {
	ids := func(xs ...int) []pints.TileView {
		out := make([]pints.TileView, len(xs))
		for i, x := range xs {
			out[i].ID = x
		}
		return out
	}
	for _, c := range []struct {
		old, cur []pints.TileView
		want     int
	}{
		{ids(1, 2, 3, 4, 5), ids(1, 2, 3, 4, 5), 0},
		{ids(1, 2, 3, 4, 5), ids(2, 3, 4, 5, 9), 1},
		{ids(1, 2, 3, 4, 5), ids(3, 4, 5, 9, 8), 2},
		{ids(1, 2, 3, 4, 5), ids(9, 1, 2, 3, 4), -1},
	} {
		if got := rowShift(c.old, c.cur); got != c.want {
			t.Errorf("rowShift(%v, %v) = %d, want %d", c.old, c.cur, got, c.want)
		}
	}
}

// TestTextsBothLanguages checks that the rules are translated and that
// every button of the random games has a label in every language (the
// table's own words are in the catalogs, checked there).
func TestTextsBothLanguages(t *testing.T) {
	for _, l := range []scenes.Lang{scenes.Italian, scenes.French, scenes.German} {
		if rulesText(l) == rulesText(scenes.English) {
			t.Errorf("rules not translated into %s", l.Code())
		}
	}
	for op := pints.OpSend; op < pints.NumOps; op++ {
		a := pints.EncodeAction(op, 0, 1, 2)
		if GestureOf(a, 0).To.K != Button {
			continue
		}
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			if got := buttonLabel(l, a); got == "" || strings.Contains(got, "pints.") {
				t.Errorf("op %d has no button label in %s: %q", op, l.Code(), got)
			}
		}
	}
}

// TestLosingText checks the prompt while cards go under the deck: it names
// the zombie card and counts down.
func TestLosingText(t *testing.T) {
	cat, err := pints.Load()
	if err != nil {
		t.Fatal(err)
	}
	makeTwo := -1
	for i, c := range cat.Cards {
		if c.ID == "make_two" {
			makeTwo = i
		}
	}
	mk := cardName(scenes.English, makeTwo)
	cases := []struct {
		l     scenes.Lang
		you   bool
		left  int
		card  string
		total int
		want  string
	}{
		{scenes.English, true, 1, mk, 2, mk + ": 2 cards under the deck — 1 left (click your cards)"},
		{scenes.English, false, 2, mk, 2, "Ann — " + mk + ": 2 cards under the deck — 2 left"},
		{scenes.English, true, 1, "", 0, "1 card more under the deck (click your cards)"},
		{scenes.Italian, true, 1, mk, 2, cardName(scenes.Italian, makeTwo) + ": 2 carte sotto il mazzo — ne resta 1 (clicca le tue carte)"},
	}
	for _, c := range cases {
		if got := losingText(c.l, c.you, "Ann", c.left, c.card, c.total); got != c.want {
			t.Errorf("losingText(%v, %v, %d, %q, %d) = %q, want %q", c.l, c.you, c.left, c.card, c.total, got, c.want)
		}
	}
}
