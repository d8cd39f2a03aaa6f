package corridors

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// newGame starts a game of Off the Dead.
func newGame(t *testing.T, players int, seed uint64, advanced bool) game.State {
	t.Helper()
	opts := map[string]string{"advanced": fmt.Sprint(advanced)}
	st, err := offthedead.New(game.Config{Players: players, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st
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

func seatName(s int) string { return fmt.Sprintf("Player %d", s+1) }

// tableFor makes a table for state st as seat me sees it, laid out in area.
func tableFor(st game.State, me int, area scenes.Rect, l scenes.Lang) *Table {
	tb := &Table{}
	tb.lay.compute(area)
	var legal []game.Action
	if int(st.ToAct()) == me {
		legal = st.Legal(nil)
	}
	tb.load(st.View(game.Seat(me)).(offthedead.View), me, legal, true, l, seatName)
	return tb
}

// rectsOf are the places piece p is drawn.
func (t *Table) rectsOf(p Piece) []scenes.Rect {
	var out []scenes.Rect
	switch p.K {
	case Pile:
		if int(p.A) < len(t.piles) {
			out = append(out, t.piles[p.A].r)
		}
	case Zombie:
		if zc := t.zombieCard(int(p.A), int(p.B)); zc != nil {
			out = append(out, zc.r)
		}
	case Zone:
		if pos := t.posOfDir(int(p.A)); pos >= 0 {
			out = append(out, t.lay.zone[pos][p.B])
		}
	case Survivor:
		if pos := t.posOfSeat(int(p.A)); pos >= 0 {
			out = append(out, t.lay.panel[pos])
		}
	case Ability:
		if pos := t.posOfSeat(int(p.A)); pos >= 0 {
			out = append(out, t.pan[pos].parts.ability)
		}
	case Item, Hands:
		if pos := t.posOfSeat(int(p.A)); pos >= 0 {
			for _, c := range t.pan[pos].cells {
				if c.p == p {
					out = append(out, c.r)
				}
			}
		}
	case Arrow:
		if pos := t.posOfDir(int(p.A)); pos >= 0 {
			out = append(out, t.arrows[pos])
		}
	case Quote:
		for _, q := range t.quotes {
			if q.p == p {
				out = append(out, q.b.R)
			}
		}
	case Pick:
		for _, o := range t.offers {
			if o.id == int(p.A) {
				out = append(out, o.r)
			}
		}
	}
	return out
}

// spot finds a point of piece p's places where hit holds.
func (t *Table) spot(p Piece, hit func(x, y float32) bool) bool {
	for _, r := range t.rectsOf(p) {
		if r.W < 1 || r.H < 1 {
			continue
		}
		for y := r.Y + 1; y < r.Y+r.H; y += 2 {
			for x := r.X + 1; x < r.X+r.W; x += 2 {
				if hit(x, y) {
					return true
				}
			}
		}
	}
	return false
}

// reachable reports whether action a's gesture can be made on the table: its
// button exists, or its pieces can be picked up and dropped.
func (t *Table) reachable(g Gesture, a game.Action) error {
	if g.To.K == Button {
		for _, b := range t.buttons {
			if b.act == a {
				if b.b.Label == "" {
					return errors.New("button without a label")
				}
				if !t.lay.area.Contains(b.b.R.X, b.b.R.Y) || !t.lay.area.Contains(b.b.R.X+b.b.R.W-1, b.b.R.Y+b.b.R.H-1) {
					return fmt.Errorf("button %q outside the table", b.b.Label)
				}
				return nil
			}
		}
		return errors.New("no button")
	}
	open := func(p Piece) {
		if p.K == Quote {
			t.quotesOn = true
			t.buildButtons()
		}
	}
	defer func() { t.sel, t.via, t.quotesOn = Piece{}, Piece{}, false; t.buildButtons() }()
	if g.From.K == None {
		open(g.To)
		if !t.spot(g.To, func(x, y float32) bool { return t.pieceAt(x, y) == g.To }) {
			return fmt.Errorf("piece %+v cannot be clicked", g.To)
		}
		return nil
	}
	open(g.From)
	if !t.spot(g.From, func(x, y float32) bool { return t.pieceAt(x, y) == g.From }) {
		return fmt.Errorf("source %+v cannot be picked up", g.From)
	}
	t.sel, t.quotesOn = g.From, false
	t.buildButtons()
	if g.To.K == Targets {
		// "Me li faccio tutti!": each target clicked, then Strike
		defer func() { t.targets = 0 }()
		dir := t.v.Players[t.v.Active].Dir
		for i := 0; i < 8; i++ {
			if g.To.A&(1<<i) == 0 {
				continue
			}
			z := Piece{K: Zombie, A: int32(dir), B: int32(i)}
			x, y, ok := t.point(z, func(x, y float32) bool { return t.pieceAt(x, y) == z })
			if !ok {
				return fmt.Errorf("target %d cannot be clicked", i)
			}
			if _, played := t.tap(x, y); played || t.targets&(1<<i) == 0 {
				return fmt.Errorf("target %d was not chosen by a click (targets %b)", i, t.targets)
			}
		}
		t.buildButtons()
		for _, b := range t.buttons {
			if b.act == a {
				return nil
			}
		}
		return fmt.Errorf("no Strike button for targets %b", g.To.A)
	}
	if g.Via.K != None {
		if !t.spot(g.Via, func(x, y float32) bool { v, ok := t.viaAt(g.From, x, y); return ok && v == g.Via }) {
			return fmt.Errorf("second choice %+v cannot be clicked", g.Via)
		}
		t.via = g.Via
	}
	if !t.spot(g.To, func(x, y float32) bool { to, ok := t.targetAt(g.From, g.Via, x, y); return ok && to == g.To }) {
		return fmt.Errorf("target %+v cannot be dropped on", g.To)
	}
	return nil
}

// TestEveryLegalActionHasOneGesture plays random games at 1–4 players, basic
// and advanced, and checks at every decision that each legal action is made
// by exactly one gesture, on pieces that are on the table and can be hit, at
// every window size.
func TestEveryLegalActionHasOneGesture(t *testing.T) {
	ops := map[offthedead.Op]int{}
	checked, vias, zones, targets, strikes := 0, 0, 0, 0, 0
	games := 30
	if testing.Short() {
		games = 6
	}
	for _, adv := range []bool{false, true} {
		for players := 1; players <= 4; players++ {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				st := newGame(t, players, seed, adv)
				rng := game.NewRNG(seed * 77)
				for step := 0; step < 600 && !st.Over(); step++ {
					me := int(st.ToAct())
					legal := st.Legal(nil)
					v := st.View(game.Seat(me)).(offthedead.View)
					area := sizes[(step+int(seed))%len(sizes)].area
					tb := tableFor(st, me, area, scenes.Lang(step%2))
					w := isWindow(legal)
					seen := map[Gesture]game.Action{}
					for _, a := range legal {
						op, _, _ := offthedead.DecodeAction(a)
						ops[op]++
						g := GestureOf(a, &v, w)
						if prev, dup := seen[g]; dup {
							t.Fatalf("adv %v %dp seed %d step %d: %q and %q share the gesture %+v", adv, players, seed, step,
								st.ActionString(prev), st.ActionString(a), g)
						}
						seen[g] = a
						checked++
						if g.Via.K != None {
							vias++
						}
						if g.To.K == Zone {
							zones++
						}
						if g.To.K == Targets {
							targets++
						}
						if w && v.Step == "bites" && (g.To.K == Zone || g.From.K == Quote) {
							strikes++ // the jerrycan or a quote before the bites
						}
						if err := tb.reachable(g, a); err != nil {
							t.Fatalf("adv %v %dp seed %d step %d (%+v): %q unreachable: %v", adv, players, seed, step, area, st.ActionString(a), err)
						}
					}
					// A piece clicked to play is never also picked up.
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
	t.Logf("%d legal actions checked (%d with a second choice, %d on a zone, %d choices of targets, %d strikes before the bites); by op: %v", checked, vias, zones, targets, strikes, ops)
	if vias == 0 || zones == 0 || strikes == 0 {
		t.Errorf("no game reached a scavenge (%d), a jerrycan on a zone (%d) or a strike before the bites (%d)", vias, zones, strikes)
	}
	// a «Che roba!» with two items in hand is rare in random games: only the
	// long run is sure to reach its choice
	last := offthedead.OpJunk
	if testing.Short() {
		last = offthedead.OpLead
	}
	for op := offthedead.OpSearch; op <= last; op++ {
		if ops[op] == 0 {
			t.Errorf("no game reached op %d", op)
		}
	}
}

// point finds a point of piece p's places where hit holds.
func (t *Table) point(p Piece, hit func(x, y float32) bool) (float32, float32, bool) {
	for _, r := range t.rectsOf(p) {
		for y := r.Y + 1; y < r.Y+r.H; y += 2 {
			for x := r.X + 1; x < r.X+r.W; x += 2 {
				if hit(x, y) {
					return x, y, true
				}
			}
		}
	}
	return 0, 0, false
}

// TestClicksPlayEveryAction makes each legal action's gesture with clicks,
// as a player does — pick up, second choice, target; a zombie clicked with
// the chosen weapon; a drag dropped on its target — and checks that the
// table plays exactly that action.
func TestClicksPlayEveryAction(t *testing.T) {
	checked, direct, drops := 0, 0, 0
	for _, adv := range []bool{false, true} {
		for players := 1; players <= 4; players++ {
			for seed := uint64(1); seed <= 4; seed++ {
				st := newGame(t, players, seed, adv)
				rng := game.NewRNG(seed * 31)
				for step := 0; step < 400 && !st.Over(); step++ {
					me := int(st.ToAct())
					legal := st.Legal(nil)
					area := sizes[(step+int(seed))%len(sizes)].area
					v := st.View(game.Seat(me)).(offthedead.View)
					w := isWindow(legal)
					for _, a := range legal {
						g := GestureOf(a, &v, w)
						if g.To.K == Button || g.To.K == Targets {
							// «Me li faccio tutti!»'s targets are clicked one
							// by one, then struck: TestMeLiFaccioTuttiTargetsChosenByClicks
							continue
						}
						tb := tableFor(st, me, area, scenes.English)
						fail := func(what string) {
							t.Fatalf("adv %v %dp seed %d step %d: %q: %s (sel %+v via %+v)", adv, players, seed, step, st.ActionString(a), what, tb.sel, tb.via)
						}
						tapOn := func(p Piece, hit func(x, y float32) bool) (game.Action, bool) {
							if p.K == Quote {
								tb.quotesOn = true
								tb.buildButtons()
								tb.quotesOn = false
								for _, q := range tb.quotes {
									if q.p == p {
										return tb.tapPiece(p)
									}
								}
								fail("no quote button")
							}
							x, y, ok := tb.point(p, hit)
							if !ok {
								fail(fmt.Sprintf("no point on %+v", p))
							}
							return tb.tap(x, y)
						}
						if g.From.K == None {
							if got, ok := tapOn(g.To, func(x, y float32) bool { return tb.pieceAt(x, y) == g.To }); !ok || got != a {
								fail(fmt.Sprintf("a click on %+v plays %q", g.To, st.ActionString(got)))
							}
							checked++
							continue
						}
						// A zombie clicked with the weapon already chosen.
						if g.To.K == Zombie && tb.weapon == g.From {
							x, y, _ := tb.point(g.To, func(x, y float32) bool { to, ok := tb.targetAt(g.From, Piece{}, x, y); return ok && to == g.To })
							if got, ok := tb.tap(x, y); !ok || got != a {
								fail("a click on the zombie with the chosen weapon plays something else")
							}
							direct++
							tb = tableFor(st, me, area, scenes.English)
						}
						if _, ok := tapOn(g.From, func(x, y float32) bool { return tb.pieceAt(x, y) == g.From }); ok || tb.sel != g.From {
							fail("picking up the source")
						}
						if g.Via.K != None {
							x, y, ok := tb.point(g.Via, func(x, y float32) bool { v, ok := tb.viaAt(g.From, x, y); return ok && v == g.Via })
							if !ok {
								fail("no point for the second choice")
							}
							if _, played := tb.tap(x, y); played || tb.via != g.Via {
								fail("the second choice")
							}
						}
						x, y, ok := tb.point(g.To, func(x, y float32) bool { to, ok := tb.targetAt(g.From, g.Via, x, y); return ok && to == g.To })
						if !ok {
							fail("no point on the target")
						}
						if got, ok := tb.tap(x, y); !ok || got != a {
							fail(fmt.Sprintf("the target plays %q", st.ActionString(got)))
						}
						// The same as a drag, when no second choice is needed.
						if g.Via.K == None {
							tb.sel = g.From
							if got, ok := tb.drop(g.From, x, y); !ok || got != a {
								fail("the drop")
							}
							drops++
						}
						checked++
					}
					if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	t.Logf("%d gestures played by clicks, %d zombies clicked with the chosen weapon, %d drops", checked, direct, drops)
	if checked < 1000 || direct < 50 || drops < 50 {
		t.Fatalf("too few: %d, %d, %d", checked, direct, drops)
	}
}

// corridorOf fills the active survivor's corridor of an advanced game with
// face-up zombies in the given zones and gives the survivor every other
// zombie as a trophy, so that every quote is affordable.
func corridorOf(t *testing.T, zones ...int8) *offthedead.State {
	t.Helper()
	st := newGame(t, 4, 5, true).(*offthedead.State)
	a := st.Active
	d := st.P[a].Dir
	for dd := range st.CN {
		st.CN[dd] = 0
	}
	used := map[int8]bool{}
	for i, z := range zones {
		c := st.Horde[i]
		used[c] = true
		st.Cor[d][i].C, st.Cor[d][i].Zone, st.Cor[d][i].Up = c, z, true
	}
	st.CN[d] = int8(len(zones))
	st.P[a].Troph = 0
	for _, c := range st.Horde[len(zones):st.HN] {
		if !used[c] {
			st.P[a].Troph |= 1 << uint(c)
		}
	}
	st.P[a].Surv = 0 // Kevin, who reaches the melee zone only
	return st
}

// "Me li faccio tutti!": the quote picked up, the zombies clicked are the
// targets, one a zone (a second click in a zone moves the choice), and Strike
// plays the quote on them.
func TestMeLiFaccioTuttiTargetsChosenByClicks(t *testing.T) {
	st := corridorOf(t, 0, 0, 1, 2)
	me := int(st.ToAct())
	for _, sz := range sizes {
		tb := tableFor(st, me, sz.area, scenes.English)
		var q Piece
		for _, g := range tb.plan.gest {
			if g.To.K == Targets {
				q = g.From
				break
			}
		}
		if q.K != Quote {
			t.Fatal("no «Me li faccio tutti!» among the gestures")
		}
		tb.sel = q
		tb.buildButtons()
		d := tb.v.Players[tb.v.Active].Dir
		click := func(i int) {
			z := Piece{K: Zombie, A: int32(d), B: int32(i)}
			x, y, ok := tb.point(z, func(x, y float32) bool { return tb.pieceAt(x, y) == z })
			if !ok {
				t.Fatalf("%s: zombie %d cannot be clicked", sz.name, i)
			}
			if _, played := tb.tap(x, y); played {
				t.Fatalf("%s: a click on a target played", sz.name)
			}
		}
		click(0)
		click(1) // the same zone: the choice moves
		click(3)
		if tb.targets != 1<<1|1<<3 {
			t.Fatalf("%s: targets %b, want %b", sz.name, tb.targets, 1<<1|1<<3)
		}
		tb.buildButtons()
		tb.buildPrompt(seatName)
		found := false
		for _, b := range tb.buttons {
			if op, x, y := offthedead.DecodeAction(b.act); op == offthedead.OpQuote && x/3 == qAll3 && y == 1<<1|1<<3 {
				found = true
			}
		}
		if !found || tb.prompt == "" {
			t.Fatalf("%s: no Strike button for the two targets (prompt %q)", sz.name, tb.prompt)
		}
		// the prompt beside Cancel, Strike and the quotes reads whole
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tl := tableFor(st, me, sz.area, l)
			tl.sel, tl.targets = q, tb.targets
			tl.buildButtons()
			tl.buildPrompt(seatName)
			if shown := strings.TrimSpace(tl.promptL[0] + " " + tl.promptL[1]); shown != tl.prompt {
				t.Errorf("%s, %s: %q shown as %q", sz.name, l.Code(), tl.prompt, tl.promptL)
			}
		}
	}
}

// "Con questo simbolo, si possono solo colpire gli zombie che si trovano
// nella vostra zona corpo a corpo": a click with the bare hands on a zombie
// out of reach says why, naming the survivor, in the player's language.
func TestRefusedAttackSaysWhy(t *testing.T) {
	st := corridorOf(t, 0, 2)
	me := int(st.ToAct())
	for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
		tb := tableFor(st, me, sizes[0].area, l)
		tb.weapon = Piece{K: Hands, A: int32(tb.v.Active)}
		d := tb.v.Players[tb.v.Active].Dir
		z := Piece{K: Zombie, A: int32(d), B: 0}
		x, y, ok := tb.point(z, func(x, y float32) bool { return tb.pieceAt(x, y) == z })
		if !ok {
			t.Fatal("the zombie cannot be clicked")
		}
		if !tb.lit(Piece{K: Zombie, A: int32(d), B: 1}) || tb.lit(z) {
			t.Error("the bare hands light the wrong zombies")
		}
		why := tb.refusal(func(a game.Action) string {
			if err := st.Clone().Apply(a); err != nil {
				return game.Reason(err, l.Code())
			}
			return ""
		}, x, y)
		if !strings.Contains(why, "Kevin") {
			t.Errorf("lang %d: refusal %q does not name the survivor", l, why)
		}
	}
}

// "Quando si inizia, i giocatori sono tutti vicini": at three players the
// survivor across is a neighbour too, and the panel says so where it has
// room — at 1280×800, with names as short as the bots', in both languages —
// with the tag inside the panel, clear of the names and of the items; where
// it has none the panel's tooltip says it.
func TestThreePlayersTheOneAcrossIsTaggedNeighbour(t *testing.T) {
	st := newGame(t, 3, 7, false)
	me := int(st.ToAct())
	short := func(s int) string { return []string{"Ash", "Dana", "Bo"}[s] }
	for _, names := range []struct {
		name  string
		seats func(int) string
	}{{"short names", short}, {"long names", seatName}} {
		for _, sz := range sizes {
			for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
				tb := &Table{}
				tb.lay.compute(sz.area)
				tb.load(st.View(game.Seat(me)).(offthedead.View), me, st.Legal(nil), true, l, names.seats)
				at := fmt.Sprintf("%s, %s, %s", names.name, sz.name, l.Code())
				p := &tb.pan[posTop]
				if tb.sides[posTop] != l.T("offthedead.table.side_across3") {
					t.Fatalf("%s: the panel across reads %q", at, tb.sides[posTop])
				}
				if p.tag == tagNone {
					if names.name == "short names" && strings.HasPrefix(sz.name, "1280") {
						t.Errorf("%s: no room for %q on the panel across", at, tb.sides[posTop])
					}
					continue
				}
				if p.tag != tagHead {
					continue
				}
				k := tb.lay.k
				w := scenes.TextWidth(tb.sides[posTop], scenes.FontBody(max(11, 12*k)))
				r := tb.lay.panel[posTop]
				h := p.parts.head
				end := h.X + h.H + 6*k + p.subW + 6*k + scenes.TextWidth(p.nameFit, scenes.FontBody(max(12, 12*k)))
				if h.X+h.W-w < end || h.X+h.W > r.X+r.W {
					t.Errorf("%s: the tag on the name row (%.0f–%.0f) meets the names (to %.0f) or leaves the panel", at, h.X+h.W-w, h.X+h.W, end)
				}
				for _, c := range p.cells {
					if c.r.X < h.X+h.W && c.r.Y < h.Y+h.H {
						t.Errorf("%s: the tag on the name row meets an item", at)
					}
				}
			}
		}
	}
}

// The rulebook's first 2-player variant: four survivors, two per person.
// Each panel names the person running it, "(you)" on both of one's own, and
// one's own survivor in turn sits at the bottom.
func TestFirstTwoPlayerVariantShowsWhoseSurvivors(t *testing.T) {
	st, err := offthedead.New(game.Config{Players: 2, Seed: 7, Options: map[string]string{"rules": "four"}})
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		me := int(st.ToAct())
		tb := tableFor(st, me, sizes[0].area, scenes.English)
		mine := 0
		for pos := range tb.pan {
			p := &tb.pan[pos]
			pl := tb.v.Players[p.seat]
			if want := seatName(pl.Seat); !strings.HasPrefix(p.name, want) {
				t.Fatalf("the panel of %s names %q, want %q", pl.Survivor, p.name, want)
			}
			if strings.Contains(p.name, "(you)") != (pl.Seat == me) {
				t.Fatalf("seat %d: the panel of %s (seat %d) reads %q", me, pl.Survivor, pl.Seat, p.name)
			}
			if pl.Seat == me {
				mine++
			}
		}
		if mine != 2 {
			t.Fatalf("seat %d runs %d survivors on the table, want 2", me, mine)
		}
		if a := tb.v.Active; tb.v.Players[a].Seat == me && tb.pan[posBottom].seat != a {
			t.Fatalf("seat %d's survivor in turn (%d) is not at the bottom", me, a)
		}
		if err := st.Apply(st.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWaitingPromptNamesTheWindow checks that those who wait while a
// neighbour answers a window in the active survivor's second action read
// that it is an ability window, not the second action: the survivor named
// is not the one in turn.
func TestWaitingPromptNamesTheWindow(t *testing.T) {
	st, seed := firstWhere(t, nil, "a window in a second action", func(v offthedead.View) bool {
		return v.Step == "action2" && v.ToAct != v.Active
	})
	me := (int(st.ToAct()) + 1) % 4
	for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
		tb := tableFor(st, me, sizes[0].area, l)
		if want := l.T("offthedead.table.step_window"); !strings.HasSuffix(tb.prompt, want) {
			t.Errorf("seed %d, language %v: seat %d waits on %q, want it to end %q", seed, l, me, tb.prompt, want)
		}
	}
}

// TestNeighbourWindowPromptOffersTheAbility checks that a neighbour asked in
// another's turn is told to use their ability or pass, as the rules allow
// ("solo durante il proprio turno" for items; quotes pay in one's own turn),
// not an item or a quote they cannot use.
func TestNeighbourWindowPromptOffersTheAbility(t *testing.T) {
	st, seed := firstWhere(t, map[string]string{"advanced": "true"}, "a neighbour's window", func(v offthedead.View) bool {
		return v.ToAct != v.Active
	})
	me := int(st.ToAct())
	for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
		tb := tableFor(st, me, sizes[0].area, l)
		if !tb.window || !strings.HasSuffix(tb.prompt, l.T("offthedead.table.p_win_ab")) {
			t.Errorf("seed %d, language %v: seat %d answering in another's turn reads %q", seed, l, me, tb.prompt)
		}
	}
}

// firstWhere plays seeded random 4-player games with opts until a position
// whose view (seat 0's) is wanted, and returns it with its game's seed; it
// fails the test, naming what, when no game of 400 reaches one.
func firstWhere(t *testing.T, opts map[string]string, what string, wanted func(v offthedead.View) bool) (game.State, uint64) {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		st, err := offthedead.New(game.Config{Players: 4, Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		r := seed
		for range 300 {
			if st.Over() {
				break
			}
			if wanted(st.View(0).(offthedead.View)) {
				return st, seed
			}
			legal := st.Legal(nil)
			r = r*6364136223846793005 + 1442695040888963407
			if err := st.Apply(legal[(r>>33)%uint64(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no game reached %s", what)
	return nil, 0
}

// biteWindow brings an advanced game to the window before the bites: the
// active survivor (Kevin) holds a jerrycan and every other zombie as a
// trophy, with zombies in zone 1 and the melee zone; the first action
// threw a Colt to the left.
func biteWindow(t *testing.T) *offthedead.State {
	t.Helper()
	st := corridorOf(t, 0, 2, 2)
	a := st.Active
	kind := func(id string) int8 {
		for r := int8(0); r < 36; r++ {
			st.P[a].Items[0], st.P[a].NI = r, 1
			if st.View(game.Seat(st.ToAct())).(offthedead.View).Players[a].Items[0].ID == id {
				return r
			}
		}
		t.Fatalf("no rubble card %s", id)
		return 0
	}
	jerrycan, colt := kind("jerrycan"), kind("colt")
	st.P[a].Items[0], st.P[a].Items[1], st.P[a].NI = jerrycan, colt, 2
	if err := st.Apply(offthedead.Action(offthedead.OpThrow, 1, 1)); err != nil {
		t.Fatal(err)
	}
	if v := st.View(game.Seat(st.ToAct())).(offthedead.View); v.Step != "bites" || v.ToAct != int(a) {
		t.Fatalf("no window before the bites for the active survivor (step %s, to act %d)", v.Step, v.ToAct)
	}
	return st
}

// "Può essere usato solo durante il proprio turno": before the bites the
// prompt names the jerrycan's fire and the quotes, in both languages, and
// clicks play them — the jerrycan dropped on the melee zone, «Me li faccio
// tutti!» on the targets clicked, every other action of the window.
func TestBiteWindowClicksTheJerrycanAndTheQuotes(t *testing.T) {
	st := biteWindow(t)
	me := int(st.ToAct())
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, me, sz.area, l)
			if !tb.window || !strings.Contains(tb.prompt, l.T("offthedead.table.w_jerrycan")) || !strings.Contains(tb.prompt, l.T("offthedead.table.w_quotes")) {
				t.Errorf("%s: the prompt %q names no jerrycan or quote", sz.name, tb.prompt)
			}
			// «Me li faccio tutti!» picked up: a target in the melee zone
			for _, g := range tb.plan.gest {
				if g.To.K == Targets {
					tb.sel = g.From
				}
			}
			tb.buildButtons()
			tb.buildPrompt(seatName)
			if want := l.F("offthedead.table.p_all3_bites", "quote", quoteName(l, qAll3), "n", 0); tb.prompt != want {
				t.Errorf("%s: choosing the targets before the bites reads %q", sz.name, tb.prompt)
			}
			if shown := strings.TrimSpace(tb.promptL[0] + " " + tb.promptL[1]); shown != tb.prompt {
				t.Errorf("%s: %q shown as %q", sz.name, tb.prompt, tb.promptL)
			}
		}
		tb := tableFor(st, me, sz.area, scenes.English)
		var fire, all3, bruce int
		for _, a := range tb.plan.acts {
			g := GestureOf(a, &tb.v, true)
			if err := tb.reachable(g, a); err != nil {
				t.Fatalf("%s: %q unreachable: %v", sz.name, st.ActionString(a), err)
			}
			switch op, x, _ := offthedead.DecodeAction(a); {
			case op == offthedead.OpItem:
				fire++
				// picked up, then dropped on the melee zone
				x0, y0, ok := tb.point(g.From, func(x, y float32) bool { return tb.pieceAt(x, y) == g.From })
				if !ok {
					t.Fatalf("%s: the jerrycan cannot be clicked", sz.name)
				}
				if _, played := tb.tap(x0, y0); played || tb.sel != g.From {
					t.Fatalf("%s: a click on the jerrycan does not pick it up", sz.name)
				}
				x1, y1, ok := tb.point(g.To, func(x, y float32) bool { to, ok := tb.targetAt(g.From, Piece{}, x, y); return ok && to == g.To })
				if !ok {
					t.Fatalf("%s: the melee zone takes no jerrycan", sz.name)
				}
				if got, ok := tb.tap(x1, y1); !ok || got != a {
					t.Fatalf("%s: a click on the melee zone plays %q, want %q", sz.name, st.ActionString(got), st.ActionString(a))
				}
			case op == offthedead.OpQuote && x/3 == qAll3:
				all3++
			case op == offthedead.OpQuote && x/3 == 9: // «Urlare come Bruce Lee»
				bruce++
			}
		}
		if fire != 1 || all3 == 0 || bruce == 0 {
			t.Fatalf("%s: the window offers %d fires, %d «Me li faccio tutti!», %d «Bruce Lee»", sz.name, fire, all3, bruce)
		}
	}
}
