package corridors

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

func inside(a, r scenes.Rect) bool {
	return r.X >= a.X-0.5 && r.Y >= a.Y-0.5 && r.X+r.W <= a.X+a.W+0.5 && r.Y+r.H <= a.Y+a.H+0.5
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// TestLayoutFits checks that the regions of the table lie inside it without
// overlapping, and that a zombie card and a corridor's six cards fit their
// zone, at every window size.
func TestLayoutFits(t *testing.T) {
	for _, sz := range sizes {
		var l layout
		l.compute(sz.area)
		regions := map[string]scenes.Rect{"prompt": l.prompt, "center": l.center, "rubble": l.rubble, "grave": l.grave, "tray": l.tray, "dice": l.dice}
		for pos := 0; pos < 4; pos++ {
			regions[fmt.Sprintf("arm%d", pos)] = l.arm[pos]
			regions[fmt.Sprintf("panel%d", pos)] = l.panel[pos]
		}
		for n, r := range regions {
			if r.W <= 0 || r.H <= 0 {
				t.Errorf("%s: %s is empty: %+v", sz.name, n, r)
			}
			if !inside(sz.area, r) {
				t.Errorf("%s: %s %+v outside %+v", sz.name, n, r, sz.area)
			}
			for m, q := range regions {
				if n < m && overlap(r, q) {
					t.Errorf("%s: %s and %s overlap", sz.name, n, m)
				}
			}
		}
		for pos := 0; pos < 4; pos++ {
			for z := 0; z < 3; z++ {
				if !inside(l.arm[pos], l.zone[pos][z]) {
					t.Errorf("%s: zone %d of arm %d outside it", sz.name, z, pos)
				}
				for n := 1; n <= 6; n++ {
					for i, r := range l.cardsIn(pos, z, n, nil) {
						if !inside(l.zone[pos][z], r) {
							t.Errorf("%s: card %d of %d outside zone %d of arm %d: %+v in %+v", sz.name, i, n, z, pos, r, l.zone[pos][z])
						}
					}
				}
			}
		}
		if l.card[0] < 24 || l.card[1] < 32 || l.card[0] < 30 && l.k >= 1 {
			t.Errorf("%s: zombie cards of %.0f×%.0f are too small to read", sz.name, l.card[0], l.card[1])
		}
		for pos := 0; pos < 4; pos++ {
			p := l.parts(pos)
			for n := 1; n <= 8; n++ {
				for i := 0; i < n; i++ {
					if r := p.cellRect(i, n, l.k); !inside(l.panel[pos], r) {
						t.Errorf("%s: cell %d of %d outside panel %d: %+v", sz.name, i, n, pos, r)
					}
				}
			}
			if p.ability.H < 24 || !inside(l.panel[pos], p.ability) {
				t.Errorf("%s: the ability of panel %d is %+v", sz.name, pos, p.ability)
			}
		}
	}
}

// TestFaceDownZombiesStandForTheirZone checks that a click on any face-down
// zombie of a zone attacks the card the engine lists for that zone (face-down
// zombies look alike), that revealed ones are attacked each for itself, and
// that a revealed zombie's tooltip gives the attack's chance in sixths.
func TestFaceDownZombiesStandForTheirZone(t *testing.T) {
	checked, tips := 0, 0
	for seed := uint64(1); seed <= 40 && (checked < 50 || tips < 10); seed++ {
		st := newGame(t, 4, seed, false)
		rng := game.NewRNG(seed)
		for step := 0; step < 300 && !st.Over(); step++ {
			me := int(st.ToAct())
			tb := tableFor(st, me, sizes[0].area, scenes.English)
			if tb.weapon.K != None && !tb.window {
				pos := tb.posOfSeat(tb.v.Active)
				for _, zc := range tb.cor[pos].cards {
					p := Piece{K: Zombie, A: int32(tb.cor[pos].dir), B: int32(zc.idx)}
					to, ok := tb.targetAt(tb.weapon, Piece{}, zc.r.CX(), zc.r.CY())
					if !ok {
						continue
					}
					a, found := tb.plan.find(Gesture{From: tb.weapon, To: to})
					if !found {
						t.Fatalf("seed %d step %d: target %+v has no action", seed, step, to)
					}
					if _, _, y := offthedead.DecodeAction(a); zc.str != "" && y != zc.idx {
						t.Fatalf("seed %d step %d: a revealed zombie %d is attacked as %d", seed, step, zc.idx, y)
					}
					if zc.str != "" {
						// The tooltip gives the chance: the die's faces that reach the strength.
						pw := tb.v.Players[tb.v.Active].Strength
						if m := itemMeta(tb.itemID(tb.weapon)); m != nil {
							pw += m.Power
						}
						n := 0
						for d := 1; d <= 6; d++ {
							if d+pw >= zc.zv.Strength {
								n++
							}
						}
						if tip := tb.describe(p); !strings.Contains(tip, fmt.Sprintf(", %d in 6", n)) {
							t.Fatalf("seed %d step %d: the tooltip of a strength-%d zombie with power %d misses %d in 6: %q", seed, step, zc.zv.Strength, pw, n, tip)
						}
						tips++
					}
					if zc.str == "" && to != p {
						rep := tb.zombieCard(int(to.A), int(to.B))
						if rep == nil || rep.zv.Zone != zc.zv.Zone || rep.str != "" {
							t.Fatalf("seed %d step %d: face-down zombie %d stands for %+v", seed, step, zc.idx, to)
						}
					}
					checked++
				}
			}
			legal := st.Legal(nil)
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 20 || tips < 5 {
		t.Fatalf("only %d attacks and %d tooltips checked", checked, tips)
	}
}

// TestTextsEveryLanguage checks that the rules are translated, that every
// button of a window has a label in every language, and that the catalogs
// give every item, survivor and quote a name and a text (a missing key reads
// as itself).
func TestTextsEveryLanguage(t *testing.T) {
	missing := func(s string) bool { return s == "" || strings.HasPrefix(s, "offthedead.") }
	for _, l := range []scenes.Lang{scenes.Italian, scenes.French, scenes.German} {
		if rulesText(l) == rulesText(scenes.English) {
			t.Errorf("%s: rules not translated", l)
		}
	}
	for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
		for _, it := range catalog.Items {
			if missing(itemName(l, it.ID)) || missing(itemThe(l, it.ID)) || missing(itemText(l, it.ID)) || itemIcon(it.ID) == "backpack" {
				t.Errorf("item %s lacks a name, a text or an icon", it.ID)
			}
		}
		for _, s := range catalog.Survivors {
			if missing(survivorName(l, s.ID)) || missing(abilityName(l, s.ID)) || missing(abilityText(l, s.ID)) || abilityIcon(abilityOf[s.ID]) == "cog" {
				t.Errorf("survivor %s lacks a name, an ability or its icon", s.ID)
			}
		}
		for q := range catalog.Quotes {
			if missing(quoteName(l, q)) || missing(quoteText(l, q)) {
				t.Errorf("quote %d lacks a name or a text", q)
			}
		}
	}
	st := newGame(t, 4, 3, true)
	v := st.View(st.ToAct()).(offthedead.View)
	for _, a := range []game.Action{offthedead.Action(offthedead.OpPass, 0, 0), offthedead.Action(offthedead.OpAbility, 0, v.Active)} {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			if buttonLabel(l, a, &v) == "" {
				t.Errorf("%v has no button label in %s", a, l.Code())
			}
		}
	}
}

// TestAbilityNamesFitOrWrap: every survivor's ability name is shown whole in
// every panel, at 1280 × 800 and 960 × 600, in both languages — on one line,
// smaller, or on two.
func TestAbilityNamesFitOrWrap(t *testing.T) {
	st := newGame(t, 4, 3, false)
	cat, err := offthedead.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, 0, sz.area, l)
			for pos := range tb.pan {
				p := &tb.pan[pos]
				if p.seat < 0 {
					continue
				}
				for _, sv := range cat.Survivors {
					pl := tb.v.Players[p.seat]
					pl.Survivor = sv.ID
					for _, used := range []bool{false, true} {
						pl.Used = used
						p.abil = abilityName(l, sv.ID)
						tb.fitPanel(pos, p, &pl)
						whole := p.abilFit == p.abil || p.abilL[0]+" "+p.abilL[1] == p.abil
						if !whole {
							t.Errorf("%s, lang %d, position %d, used %v: %q shown as %q / %q", sz.name, l, pos, used, p.abil, p.abilFit, p.abilL)
						}
					}
				}
			}
		}
	}
}

// TestPromptNeverCut: in random games at 1–4 players, basic and advanced, at
// 1280 × 800 and 960 × 600 in both languages, the prompt is shown whole, on
// one line or two, beside its buttons.
func TestPromptNeverCut(t *testing.T) {
	for _, adv := range []bool{false, true} {
		for players := 1; players <= 4; players++ {
			st := newGame(t, players, uint64(players), adv)
			rng := game.NewRNG(uint64(players) * 31)
			for step := 0; step < 400 && !st.Over(); step++ {
				me := int(st.ToAct())
				for _, sz := range sizes {
					for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
						tb := tableFor(st, me, sz.area, l)
						shown := strings.TrimSpace(tb.promptL[0] + " " + tb.promptL[1])
						if shown != tb.prompt {
							t.Fatalf("%s, lang %d, %dp step %d: %q shown as %q", sz.name, l, players, step, tb.prompt, tb.promptL)
						}
						// and with each piece picked up: a weapon, an item, a quote
						var picked []Piece
						for _, g := range tb.plan.gest {
							if !slices.Contains(picked, g.From) {
								picked = append(picked, g.From)
							}
						}
						for _, sel := range picked {
							tb.sel = sel
							tb.buildButtons()
							tb.buildPrompt(seatName)
							if shown := strings.TrimSpace(tb.promptL[0] + " " + tb.promptL[1]); shown != tb.prompt {
								t.Fatalf("%s, lang %d, %dp step %d, %+v picked: %q shown as %q", sz.name, l, players, step, sel, tb.prompt, tb.promptL)
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
	}
}

// TestMeLiFaccioTuttiBeforeTheBitesReadsWhole: in the window before the
// bites, «Me li faccio tutti!» with its targets chosen shows only Strike and
// Cancel beside the prompt (Pass and the quotes wait for Cancel), and the
// prompt reads whole, for every set of targets, at every size, in both
// languages. At 960 × 600 it was cut beside Pass and the quotes.
func TestMeLiFaccioTuttiBeforeTheBitesReadsWhole(t *testing.T) {
	st := newGame(t, 1, 1, true)
	normal, err := bot.New("heuristic", offthedead.Info(), 7)
	if err != nil {
		t.Fatal(err)
	}
	// the window before the bites, with the quote on two zombies or more
	offered := func() bool {
		if st.View(st.ToAct()).(offthedead.View).Step != "bites" {
			return false
		}
		for _, a := range st.Legal(nil) {
			if op, x, y := offthedead.DecodeAction(a); op == offthedead.OpQuote && x/3 == qAll3 && bitCount(int32(y)) >= 2 {
				return true
			}
		}
		return false
	}
	for step := 0; !offered(); step++ {
		if step == 2000 || st.Over() {
			t.Fatal("no window before the bites with «Me li faccio tutti!» on two zombies or more")
		}
		if err := st.Apply(bot.Choose(normal, st)); err != nil {
			t.Fatal(err)
		}
	}
	me := int(st.ToAct())
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, me, sz.area, l)
			for _, g := range tb.plan.gest {
				if g.To.K != Targets || g.From.K != Quote {
					continue
				}
				tb.sel, tb.targets = g.From, g.To.A
				tb.buildButtons()
				tb.buildPrompt(seatName)
				if !tb.window || !tb.choosingTargets() {
					t.Fatalf("%s: not choosing targets in the window (window %v)", sz.name, tb.window)
				}
				if len(tb.buttons) != 1 || tb.cancel.R.W == 0 || tb.quoteTog.R.W != 0 {
					t.Errorf("%s, %s, targets %b: %d buttons, Cancel %v, quotes %v; want Strike and Cancel alone",
						sz.name, l.Code(), g.To.A, len(tb.buttons), tb.cancel.R.W > 0, tb.quoteTog.R.W > 0)
				}
				if shown := strings.TrimSpace(tb.promptL[0] + " " + tb.promptL[1]); shown != tb.prompt {
					t.Errorf("%s, %s, targets %b: %q shown as %q", sz.name, l.Code(), g.To.A, tb.prompt, tb.promptL)
				}
			}
		}
	}
}

// TestTurnedCardNamesReadWhole: a rubble card turned by a search shows its
// name whole in its header ("Colt Anaconda" read "Colt Anac…" at a small
// window), on at most three lines of at least 12 pixels, within the header's
// width, the header leaving the item's icon a third of the card: every item,
// at every size, in both languages.
func TestTurnedCardNamesReadWhole(t *testing.T) {
	cat, err := offthedead.Load()
	if err != nil {
		t.Fatal(err)
	}
	st := newGame(t, 4, 3, false)
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, int(st.ToAct()), sz.area, l)
			for i, it := range cat.Items {
				t.Run(fmt.Sprintf("%s/%s/%s", sz.name, l.Code(), it.ID), func(t *testing.T) {
					v := tb.v
					v.Turned = []string{it.ID, cat.Items[(i+5)%len(cat.Items)].ID}
					tb.load(v, tb.me, nil, false, l, seatName)
					c := &tb.turned[0]
					if c.name != itemName(l, it.ID) || c.name == "" {
						t.Fatalf("the card is named %q", c.name)
					}
					// the lines read back: a space between them, none after a hyphen
					got := ""
					for j, line := range c.nameL {
						if j > 0 && !strings.HasSuffix(got, "-") {
							got += " "
						}
						got += line
					}
					// a soft hyphen of the catalog's name shows as a hyphen at a line's end
					if got != c.name && !(strings.Contains(itemCardName(l, it.ID), softHyphen) && strings.ReplaceAll(got, "-", "") == strings.ReplaceAll(c.name, "-", "")) {
						t.Fatalf("%q reads %q", c.name, c.nameL)
					}
					if len(c.nameL) > 3 || c.nameSz < 12 {
						t.Fatalf("%q takes %d lines at %v px", c.name, len(c.nameL), c.nameSz)
					}
					f := scenes.FontTitle(c.nameSz)
					in := c.r.W * 0.035
					for _, line := range c.nameL {
						if w := scenes.TextWidth(line, f); w > c.r.W-4*in {
							t.Errorf("%q is %v px wide, its header %v", line, w, c.r.W-4*in)
						}
					}
					hh := itemHeadH(c)
					if lines := float32(len(c.nameL)) * scenes.LineHeight(f); lines > hh {
						t.Errorf("%q's lines take %v px, its header %v", c.name, lines, hh)
					}
					if art := c.r.H - hh - 5*in; art < c.r.H/3 {
						t.Errorf("%q leaves its icon %v px of a %v px card", c.name, art, c.r.H)
					}
					tray := tb.lay.tray
					for _, o := range tb.turned {
						if o.r.X+o.r.W > tray.X+tray.W || o.r.Y+o.r.H > tray.Y+tray.H {
							t.Errorf("the turned card %+v leaves the tray %+v", o.r, tray)
						}
					}
				})
			}
		}
	}
}

// The die's tooltip gives the last roll, and before the first roll says the
// die has not been rolled (it once said "The d6: 0").
func TestDieTooltipBeforeTheFirstRoll(t *testing.T) {
	st := newGame(t, 4, 7, false)
	rng := game.NewRNG(7)
	for step := 0; ; step++ {
		tb := tableFor(st, int(st.ToAct()), sizes[0].area, scenes.English)
		d := tb.lay.dice
		tip := tb.scenery(d.CX(), d.CY())
		if tb.v.Die == 0 {
			if strings.Contains(tip, "0") || !strings.Contains(tip, "not rolled") {
				t.Fatalf("step %d, no roll yet: the die says %q", step, tip)
			}
		} else {
			if want := fmt.Sprintf("The d6: %d", tb.v.Die); !strings.Contains(tip, want) {
				t.Fatalf("step %d: the die says %q, want %q", step, tip, want)
			}
			return
		}
		if step > 200 || st.Over() {
			t.Fatal("no roll in 200 steps")
		}
		legal := st.Legal(nil)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSidePanelItemsShowTheirMiddle checks that in a side panel the hands and
// up to five items each show their middle, where the icon is, not hidden by
// the cells drawn after them: a survivor holding an axe and two adrenalines
// shows the axe, not two adrenalines.
func TestSidePanelItemsShowTheirMiddle(t *testing.T) {
	for _, sz := range sizes {
		var l layout
		l.compute(sz.area)
		for _, pos := range []int{posLeft, posRight} {
			p := l.parts(pos)
			for n := 1; n <= 6; n++ {
				for i := 0; i < n; i++ {
					r := p.cellRect(i, n, l.k)
					cx, cy := r.CX(), r.CY()
					for j := i + 1; j < n; j++ {
						q := p.cellRect(j, n, l.k)
						if cx > q.X+0.5 && cx < q.X+q.W-0.5 && cy > q.Y+0.5 && cy < q.Y+q.H-0.5 {
							t.Errorf("%s: panel %d, %d cells: cell %d covers the middle of cell %d (%+v over %+v)", sz.name, pos, n, j, i, q, r)
						}
					}
				}
			}
		}
	}
}

// TestActionPromptOffersWhatIsLegal checks that an action's prompt offers
// each of the search, the attack and the throw exactly when it is legal: no
// throw in the solo game, with empty hands or no living neighbour; no attack
// with no zombie in reach; no search when the rubble runs short.
func TestActionPromptOffersWhatIsLegal(t *testing.T) {
	ops := []struct {
		op  offthedead.Op
		key string
	}{{offthedead.OpSearch, "offthedead.table.p_do_search"}, {offthedead.OpAttack, "offthedead.table.p_do_attack"}, {offthedead.OpThrow, "offthedead.table.p_do_throw"}}
	seen := map[string]map[bool]bool{}
	for players := 1; players <= 4; players++ {
		st := newGame(t, players, uint64(players)+5, false)
		rng := game.NewRNG(uint64(players) * 17)
		for step := 0; step < 300 && !st.Over(); step++ {
			me := int(st.ToAct())
			legal := st.Legal(nil)
			has := map[offthedead.Op]bool{}
			for _, a := range legal {
				op, _, _ := offthedead.DecodeAction(a)
				has[op] = true
			}
			for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
				tb := tableFor(st, me, sizes[0].area, l)
				if !strings.HasPrefix(tb.prompt, strings.TrimSuffix(l.T("offthedead.table.p_action1"), "{choices}")) && !strings.HasPrefix(tb.prompt, strings.TrimSuffix(l.T("offthedead.table.p_action2"), "{choices}")) {
					continue
				}
				for _, o := range ops {
					said := strings.Contains(tb.prompt, l.T(o.key))
					if said != has[o.op] {
						t.Fatalf("%dp step %d: %q, %s legal: %v", players, step, tb.prompt, o.key, has[o.op])
					}
					if seen[o.key] == nil {
						seen[o.key] = map[bool]bool{}
					}
					seen[o.key][said] = true
				}
			}
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The rubble lasts the first 300 actions of these games: the search is
	// checked only where offered.
	for _, o := range ops[1:] {
		if !seen[o.key][true] || !seen[o.key][false] {
			t.Errorf("%s offered and not: %v", o.key, seen[o.key])
		}
	}
}

// TestRulesTextMatchesTheBox checks the rules panel against the rulebook: the
// search is the box's memory game (the piles show the cards only with the
// memory aid), "Quando si inizia, i giocatori sono tutti vicini" with three,
// and the surprise wave's count ("dividete per due e arrotondate per
// eccesso"; "1 zombie su un tiro di dado da 1 a 3 e 2 zombie su un tiro di
// dado da 4 a 6" with one or two players).
func TestRulesTextMatchesTheBox(t *testing.T) {
	for _, c := range []struct {
		l    scenes.Lang
		want []string
		not  []string
	}{
		{scenes.English, []string{"memory aid", "three players, everybody is a neighbour", "half a die", "1 zombie on 1–3 and 2 on 4–6"}, []string{"the piles show what is known"}},
		{scenes.Italian, []string{"aiuto memoria", "in tre giocatori sono tutti vicini", "metà di un dado", "1 zombie con 1–3 e 2 con 4–6"}, []string{"i mazzi mostrano ciò che si sa"}},
	} {
		text := rulesText(c.l)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("language %v: the rules do not say %q", c.l, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("language %v: the rules say %q, true only with the memory aid", c.l, w)
			}
		}
	}
}

// TestZombiesLeaveTheZoneNameReadable checks that in the corridors across
// the screen (yours and the one opposite) up to six zombies of a zone lie
// right of the zone's name, at every size and in both languages: three
// zombies in the melee zone covered "corpo a corpo" at 960x600.
func TestZombiesLeaveTheZoneNameReadable(t *testing.T) {
	st := newGame(t, 4, 1, false)
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, 0, sz.area, l)
			k := tb.lay.k
			f := scenes.FontStrong(max(11, 12*k))
			for _, pos := range []int{posTop, posBottom} {
				for z := 0; z < 3; z++ {
					end := tb.lay.zone[pos][z].X + 6*k + scenes.TextWidth(tb.zoneName[z], f)
					for n := 1; n <= 6; n++ {
						for i, r := range tb.lay.cardsIn(pos, z, n, nil) {
							if r.X < end {
								t.Errorf("%s, language %v: card %d of %d in zone %d of arm %d starts at %.0f, over the name %q ending at %.0f", sz.name, l, i, n, z, pos, r.X, tb.zoneName[z], end)
							}
						}
					}
				}
			}
		}
	}
}

// The horde's tooltip says where the top card goes in the zombie phase when
// it points at no living survivor: the 1-player page ("Gli zombie che
// puntano nella direzione opposta al giocatore sono considerati zombie che
// puntano verso il giocatore"; "Uno zombie che punta a sinistra o a destra
// ... va girato verso il giocatore"), the 2-player page with one survivor
// left ("deve essere girato verso il sopravvissuto rimanente"), and a dead
// survivor's side ("Se il superstite designato è «morto» ... adiacente a
// vostra scelta").
func TestHordeTooltipWhereTheCardGoes(t *testing.T) {
	for _, c := range []struct {
		players, arrow int
		dead           []int
		want           string
	}{
		{1, 0, nil, "It points at "},
		{1, 2, nil, "counts as pointing at them"},
		{1, 1, nil, "turns towards them and enters next turn"},
		{1, 3, nil, "turns towards them and enters next turn"},
		{2, 3, nil, "turns a quarter clockwise"},
		{2, 3, []int{1}, "turns towards "},
		{2, 1, []int{1}, "turns towards "},
		{3, 3, nil, "chooses which other survivor"},
		{4, 2, []int{2}, "zombified: in the zombie phase it enters the corridor of a living neighbour"},
	} {
		st := newGame(t, c.players, 7, false).(*offthedead.State)
		st.Arrow[st.HN-1] = int8(c.arrow)
		for _, p := range c.dead {
			st.P[p].Alive = false
		}
		var tips [4]string
		for i, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			tb := tableFor(st, 0, sizes[0].area, l)
			tips[i] = tb.scenery(tb.horde.CX(), tb.horde.CY())
		}
		if !strings.Contains(tips[0], c.want) {
			t.Errorf("%d players, arrow %d, dead %v: %q, want %q", c.players, c.arrow, c.dead, tips[0], c.want)
		}
		if c.players == 2 && c.dead != nil && !strings.Contains(tips[0], survivorName(scenes.English, st.View(0).(offthedead.View).Players[0].Survivor)) {
			t.Errorf("2 players, one left: %q does not name the survivor left", tips[0])
		}
		for _, tip := range tips[1:] {
			if tip == tips[0] || strings.Count(tip, "\n") != strings.Count(tips[0], "\n") {
				t.Errorf("%d players, arrow %d: the tip %q does not match %q", c.players, c.arrow, tip, tips[0])
			}
		}
	}
}

// TestPanicPromptAndEndButton checks the table after «Mamma!» ("il vostro
// sopravvissuto non può più fare altre azioni fino alla fine del turno"):
// the prompt says so and that items, abilities and quotes are no actions,
// and a button ends the phase, in both languages.
func TestPanicPromptAndEndButton(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 200 && !found; seed++ {
		st := newGame(t, 2, seed, true)
		rng := game.NewRNG(seed)
		for step := 0; step < 2000 && !st.Over(); step++ {
			legal := st.Legal(nil)
			v := st.View(st.ToAct()).(offthedead.View)
			if v.Panic && v.ToAct == v.Active && v.Held == 0 && v.Junk == 0 && !isWindow(legal) {
				found = true
				for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
					tb := tableFor(st, int(st.ToAct()), sizes[0].area, l)
					if tb.prompt != l.T("offthedead.table.p_panic") {
						t.Fatalf("after «Mamma!» the prompt reads %q", tb.prompt)
					}
					ends := 0
					for _, b := range tb.buttons {
						if op, _, _ := offthedead.DecodeAction(b.act); op == offthedead.OpEnd && b.b.Label == l.T("offthedead.table.b_end") {
							ends++
						}
					}
					if ends != 1 {
						t.Fatalf("%d buttons end the phase, want 1", ends)
					}
				}
				break
			}
			if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !found {
		t.Fatal("no random game reached a survivor's phase after «Mamma!»")
	}
}
