package street

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/tsunami"
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

// states plays seeded random games at 3–6 players, with and without
// Zombird, and calls f with each state before a decision.
func states(t *testing.T, seeds int, f func(g *tsunami.State)) {
	t.Helper()
	var legal []game.Action
	for players := 3; players <= 6; players++ {
		for _, zb := range []string{"false", "true"} {
			for seed := uint64(1); seed <= uint64(seeds); seed++ {
				g, err := tsunami.New(game.Config{Players: players, Seed: seed*31 + uint64(players), Options: map[string]string{"zombird": zb}})
				if err != nil {
					t.Fatal(err)
				}
				r := game.NewRNG(seed*7 + uint64(players))
				for step := 0; step < 2000 && !g.Over(); step++ {
					f(g)
					legal = g.Legal(legal)
					a := legal[r.IntN(len(legal))]
					// Buy and play more often than leaving, so the games
					// reach the cards' choices.
					for tries := 0; tries < 3 && g.ActionString(a) == "done" && len(legal) > 1; tries++ {
						a = legal[r.IntN(len(legal))]
					}
					if err := g.Apply(a); err != nil {
						t.Fatalf("%dp seed %d step %d: %v", players, seed, step, err)
					}
				}
				if !g.Over() {
					t.Fatalf("%dp seed %d: the game did not end", players, seed)
				}
			}
		}
	}
}

func seatName(s int) string { return fmt.Sprintf("Seat %d", s+1) }

func lastVotes(v *tsunami.View) []int {
	out := make([]int, len(v.LastVotes))
	for i, c := range v.LastVotes {
		out[i] = int(colourOf(c))
	}
	return out
}

// modelFor builds the model of g as seat s sees it.
func modelFor(g *tsunami.State, s int, r scenes.Rect, l scenes.Lang, rv *revealRec) *model {
	return modelIn(g, s, r, l, rv, false)
}

// modelIn builds the model of g for seat s in front of the screen, in public
// mode (others looking) when public.
func modelIn(g *tsunami.State, s int, r scenes.Rect, l scenes.Lang, rv *revealRec, public bool) *model {
	v := g.View(game.Seat(s)).(tsunami.View)
	canAct := int(g.ToAct()) == s
	var legal []game.Action
	if canAct {
		legal = g.Legal(nil)
	}
	var m model
	m.build(input{view: &v, me: s, legal: legal, name: g.ActionString, canAct: canAct, lang: l, rect: r, seatName: seatName, last: lastVotes(&v), reveal: rv, public: public})
	return &m
}

// wantZone is where the piece of each action lies, by its name.
func wantZone(name string) zone {
	switch {
	case strings.HasPrefix(name, "vote "):
		return zoneVote
	case name == "take coins":
		return zoneCoins
	case name == "take a zombie":
		return zoneReserve
	case name == "take a civilian":
		return zoneCivilian
	case strings.HasPrefix(name, "bomb "), strings.HasPrefix(name, "choose "):
		return zoneSeat
	case name == "reveal the bonus card":
		return zoneBonus
	case strings.HasPrefix(name, "play zombird "):
		return zoneZombird
	case strings.HasPrefix(name, "buy ") && strings.Contains(name, ":"):
		return zoneShop
	case strings.HasPrefix(name, "buy "):
		return zonePerm
	}
	return zoneButton
}

// clickable lists every piece of the model that stands for an action, with
// the zone it lies in.
func clickable(m *model) (acts []game.Action, zones []zone, hits []scenes.Rect) {
	add := func(a game.Action, z zone, r scenes.Rect) {
		acts, zones, hits = append(acts, a), append(zones, z), append(hits, r)
	}
	for _, b := range m.seats {
		if b.legal {
			add(b.act, zoneSeat, b.r)
		}
	}
	for _, ps := range [][]piece{m.tokens[:], m.choices, m.shop} {
		for _, p := range ps {
			if p.legal {
				add(p.act, p.zone, p.r)
			}
		}
	}
	if m.bonus.legal {
		add(m.bonus.act, zoneBonus, m.bonus.r)
	}
	for i, p := range m.birds {
		if p.legal {
			add(p.act, zoneZombird, m.birdHit(i))
		}
	}
	for i, b := range m.buttons {
		add(m.btnAct[i], zoneButton, b.R)
	}
	return
}

// Every legal action has exactly one piece or button, in the zone of its
// kind; every piece that takes a click stands for a legal action; every hit
// target is at least 32 px, inside the table, and a click on it reaches it
// (no other piece lies on top), at every size, in both languages, at 3–6
// players with and without Zombird, with the seat alone at the screen and
// in public mode (its own cards face down).
func TestEveryLegalActionHasOnePiece(t *testing.T) {
	for _, public := range []bool{false, true} {
		t.Run(fmt.Sprintf("public=%v", public), func(t *testing.T) { everyLegalActionHasOnePiece(t, public) })
	}
}

func everyLegalActionHasOnePiece(t *testing.T, public bool) {
	decs := map[decision]int{}
	n, checked := 0, 0
	states(t, 3, func(g *tsunami.State) {
		n++
		seat := int(g.ToAct())
		tr := tableRects[n%len(tableRects)]
		lang := scenes.Lang(n % 2)
		var rv *revealRec
		if n%2 == 0 {
			rv = revealFromState(g) // a push's reveal still on show
		}
		m := modelIn(g, seat, tr.r, lang, rv, public)
		decs[m.dec]++
		legal := g.Legal(nil)
		where := func() string {
			names := make([]string, len(legal))
			for i, a := range legal {
				names[i] = g.ActionString(a)
			}
			return fmt.Sprintf("%dp %s %v, legal %s", g.Players(), tr.name, lang, strings.Join(names, "; "))
		}
		acts, zones, hits := clickable(m)
		count := map[game.Action]int{}
		for i, a := range acts {
			count[a]++
			r := hits[i]
			if r.W < minHit || r.H < minHit {
				t.Fatalf("%q: hit target %.0f×%.0f (%s)", g.ActionString(a), r.W, r.H, where())
			}
			if !inside(r, tr.r) {
				t.Fatalf("%q at %+v outside the table %+v (%s)", g.ActionString(a), r, tr.r, where())
			}
			if want := wantZone(g.ActionString(a)); zones[i] != want {
				t.Fatalf("%q lies in zone %d, want %d (%s)", g.ActionString(a), zones[i], want, where())
			}
			if zones[i] != zoneButton && !reachable(m, r, a) {
				t.Fatalf("%q at %+v cannot be clicked: something lies on top (%s)", g.ActionString(a), r, where())
			}
		}
		for _, a := range legal {
			if count[a] != 1 {
				t.Fatalf("%q has %d pieces (%s)", g.ActionString(a), count[a], where())
			}
			delete(count, a)
			checked++
		}
		for a := range count {
			t.Fatalf("a piece stands for %q, which is not legal (%s)", g.ActionString(a), where())
		}
		for i, b := range m.buttons {
			if b.Label == "" || b.Tip == "" {
				t.Fatalf("button %d without a label or a tooltip (%s)", i, where())
			}
			if overlap(b.R, m.promptR) {
				t.Fatalf("button %q covers the prompt (%s)", b.Label, where())
			}
		}
	})
	t.Logf("%d decisions, %d legal actions checked; by decision: %v", n, checked, decs)
	for _, d := range []decision{decVote, decCoinZombie, decCivBomb, decWindow, decShop, decTarget, decOffer} {
		if decs[d] == 0 {
			t.Errorf("no state with decision %d among %d", d, n)
		}
	}
}

// reachable reports whether a click somewhere in r gives action a.
func reachable(m *model, r scenes.Rect, a game.Action) bool {
	tb := &Table{m: *m}
	for y := r.Y + 1; y < r.Y+r.H; y += 3 {
		for x := r.X + 1; x < r.X+r.W; x += 3 {
			if got, ok := tb.actionAt(tb.hit(x, y)); ok && got == a {
				return true
			}
		}
	}
	return false
}

// When it is not the seat's decision nothing is clickable, and the pieces
// say why.
func TestNothingClickableOutOfTurn(t *testing.T) {
	n := 0
	states(t, 1, func(g *tsunami.State) {
		n++
		other := (int(g.ToAct()) + 1) % g.Players()
		m := modelFor(g, other, tableRects[n%len(tableRects)].r, scenes.English, nil)
		if acts, _, _ := clickable(m); len(acts) != 0 {
			t.Fatalf("%d pieces clickable out of turn", len(acts))
		}
		for _, p := range m.shop {
			if !p.empty && !strings.Contains(p.tip, "→") {
				t.Fatalf("shop card %q does not say why it cannot be bought: %q", p.title, p.tip)
			}
		}
	})
}

// dump writes everything the model shows: its texts, counts and marks.
func dump(m *model) string {
	var b strings.Builder
	p := func(args ...any) { fmt.Fprintln(&b, args...) }
	pc := func(x *piece) {
		p(x.zone, x.arg, x.r, x.act, x.legal, x.tip, x.title, x.lines, x.badge, x.note, x.up, x.empty, x.cur, x.spent, x.n, x.meta.nameIn(scenes.English, ""))
	}
	p(m.dec, m.mode, m.prompt, m.midTitle, m.midSub, m.round, m.rsvTip, m.voters, m.voterOK, m.over, m.pastT)
	for _, s := range m.seats {
		p(s.seat, s.r, s.at, s.name, s.tip, s.dice, s.civ, s.coins, s.bonus, s.bmeta.nameIn(scenes.English, ""), s.birds, s.ready, s.saves, s.vote, s.voteTip, s.marked, s.toAct, s.legal, s.act)
	}
	for i := range m.cards {
		pc(&m.cards[i])
	}
	for _, s := range m.spaces {
		p(s)
	}
	pc(&m.deck)
	pc(&m.event)
	pc(&m.bonus)
	pc(&m.curCard)
	for _, ps := range [][]piece{m.shop, m.tokens[:], m.choices, m.birds} {
		for i := range ps {
			pc(&ps[i])
		}
	}
	for _, tm := range m.teams {
		p(tm)
	}
	for i, bt := range m.buttons {
		p(bt.Label, bt.Tip, bt.R, m.btnAct[i])
	}
	return b.String()
}

// The model built for a seat holds no other seat's secret: it is the same
// for every state that seat cannot tell from the real one (the others'
// face-down bonus cards and unseen zombird cards dealt again, their votes
// not yet revealed drawn anew, the street and shop decks shuffled). The
// test counts how often the re-dealt states did hide something different,
// so that it can fail.
func TestModelKeepsOtherSeatsSecrets(t *testing.T) {
	r := game.NewRNG(99)
	n, differed := 0, 0
	states(t, 1, func(g *tsunami.State) {
		n++
		if n%3 != 0 {
			return
		}
		for s := 0; s < g.Players(); s++ {
			tr := tableRects[(n+s)%len(tableRects)].r
			rv := revealFromState(g)
			want := dump(modelFor(g, s, tr, scenes.Lang(n%2), rv))
			for d := 0; d < 2; d++ {
				h := g.Determinize(game.Seat(s), &r).(*tsunami.State)
				if hiddenDiffer(g, h, s) {
					differed++
				}
				if got := dump(modelFor(h, s, tr, scenes.Lang(n%2), revealFromState(h))); got != want {
					t.Fatalf("%dp, seat %d: the table shows something that depends on another seat's secret:\n%s", g.Players(), s+1, diff(want, got))
				}
			}
			// A vote not yet revealed never shows its colour to another seat.
			v := g.View(game.Seat(s)).(tsunami.View)
			m := modelFor(g, s, tr, scenes.English, nil)
			if !v.Open {
				for i, b := range m.seats {
					if i != s && g.P[i].Vote >= 0 && b.vote >= 0 && m.votingNow() {
						t.Fatalf("seat %d sees seat %d's secret vote", s+1, i+1)
					}
				}
			}
		}
	})
	if differed == 0 {
		t.Fatal("no re-dealt state hid anything different: the test cannot fail")
	}
	t.Logf("%d states, %d re-dealt states hid something different", n, differed)
}

// In public mode the model holds no secret at all, not even the seat in
// front's own: it is the same for every re-deal of the hidden cards and
// votes, whichever seat's knowledge the re-deal keeps, the seat in front's
// cards among those dealt again.
func TestPublicModelKeepsEverySecret(t *testing.T) {
	r := game.NewRNG(7)
	n, differed := 0, 0
	states(t, 1, func(g *tsunami.State) {
		n++
		if n%3 != 0 {
			return
		}
		me := int(g.ToAct())
		tr := tableRects[n%len(tableRects)].r
		want := dump(modelIn(g, me, tr, scenes.Lang(n%2), revealFromState(g), true))
		for s := 0; s < g.Players(); s++ {
			h := g.Determinize(game.Seat(s), &r).(*tsunami.State)
			if s != me && hiddenDiffer(g, h, s) {
				differed++
			}
			if got := dump(modelIn(h, me, tr, scenes.Lang(n%2), revealFromState(h), true)); got != want {
				t.Fatalf("%dp, seat %d in front, re-dealt for seat %d: the public table shows a secret:\n%s", g.Players(), me+1, s+1, diff(want, got))
			}
		}
	})
	if differed == 0 {
		t.Fatal("no re-deal hid anything different: the test cannot fail")
	}
	t.Logf("%d states, %d re-deals hid something different", n, differed)
}

// revealFromState is the reveal the table would show for g's last push,
// from its public votes, or nil.
func revealFromState(g *tsunami.State) *revealRec {
	v := g.View(0).(tsunami.View)
	p := lastPush(&v)
	if p < 0 {
		return nil
	}
	rv := &revealRec{street: p, name: v.Street[p]}
	for i := 0; i < g.Players(); i++ {
		rv.votes[i] = colourOf(v.LastVotes[i])
		rv.dice[i] = v.Zombies[i]
	}
	return rv
}

// hiddenDiffer reports whether h hides from seat s something different from
// g: another seat's face-down bonus card, zombird hand or secret vote.
func hiddenDiffer(g, h *tsunami.State, s int) bool {
	for i := 0; i < g.Players(); i++ {
		if i == s {
			continue
		}
		if g.P[i].Bonus != h.P[i].Bonus || g.P[i].Vote != h.P[i].Vote || g.P[i].Hand != h.P[i].Hand {
			return true
		}
	}
	return false
}

func diff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			other := ""
			if i < len(bl) {
				other = bl[i]
			}
			return "real:     " + al[i] + "\nre-dealt: " + other
		}
	}
	return "(lengths differ)"
}

// The regions of the table lie inside it without overlapping, at every
// size and player count.
func TestLayoutFits(t *testing.T) {
	for _, tr := range tableRects {
		for players := 3; players <= 6; players++ {
			g, err := tsunami.New(game.Config{Players: players, Seed: 5, Options: map[string]string{"zombird": "true"}})
			if err != nil {
				t.Fatal(err)
			}
			m := modelFor(g, 0, tr.r, scenes.Italian, nil)
			regions := map[string]scenes.Rect{"board": m.board, "mid": m.mid, "row": m.row, "mine": m.mine}
			for i, b := range m.seats {
				if i != 0 {
					regions[fmt.Sprintf("seat%d", i)] = b.r
				}
			}
			for name, r := range regions {
				if !inside(r, tr.r) {
					t.Errorf("%s %dp: %s %+v outside %+v", tr.name, players, name, r, tr.r)
				}
				for other, q := range regions {
					if name < other && overlap(r, q) {
						t.Errorf("%s %dp: %s and %s overlap", tr.name, players, name, other)
					}
				}
			}
			for i := range m.cards {
				if !inside(m.cards[i].r, m.board) {
					t.Errorf("%s %dp: card space %d outside the board", tr.name, players, i+1)
				}
			}
			if !inside(m.deck.r, m.board) || m.event.meta != nil && !inside(m.event.r, m.board) {
				t.Errorf("%s %dp: the deck or the event lies outside the board", tr.name, players)
			}
			for _, p := range m.shop {
				if !inside(p.r, m.mid) {
					t.Errorf("%s %dp: shop card outside the middle", tr.name, players)
				}
			}
			if !inside(m.bonus.r, m.mine) {
				t.Errorf("%s %dp: the bonus card lies outside the seat's area", tr.name, players)
			}
			for _, b := range m.seats {
				for _, d := range b.at {
					if !inside(d, b.r) {
						t.Fatalf("%s %dp: a die of seat %d lies outside its box", tr.name, players, b.seat+1)
					}
				}
			}
		}
	}
}

// Every word of the table is in both languages, and every card of the
// catalog is found by the name the view gives it.
func TestTextsAndCards(t *testing.T) {
	for k, v := range words {
		if v[0] == "" || v[1] == "" {
			t.Errorf("%s lacks a language", k)
		}
	}
	x := index()
	if len(x.street) == 0 || len(x.shop) != 16 || len(x.bonus) != 7 || x.perm[0] == "" || x.perm[1] == "" {
		t.Fatalf("catalog not indexed: %d street, %d shop, %d bonus, permanent %q", len(x.street), len(x.shop), len(x.bonus), x.perm)
	}
	for name, c := range x.street {
		if c.icon == "" || c.name[1] == "" {
			t.Errorf("street card %s has no icon or Italian name", name)
		}
	}
	for en := range targetPrompts {
		if !strings.HasPrefix(en, "choose") && !strings.HasPrefix(en, "name") {
			t.Errorf("target prompt %q", en)
		}
	}
}

func inside(a, b scenes.Rect) bool {
	const e = 0.5
	return a.X >= b.X-e && a.Y >= b.Y-e && a.X+a.W <= b.X+b.W+e && a.Y+a.H <= b.Y+b.H+e
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Each push is revealed to a seat exactly once, by the action that made its
// votes public, with the colours everyone then sees, never before: "dovranno
// aprire contemporaneamente la mano destra e rivelare la scelta".
func TestRevealOncePerPushWhenPublic(t *testing.T) {
	var legal []game.Action
	for players := 3; players <= 6; players++ {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := tsunami.New(game.Config{Players: players, Seed: seed, Options: map[string]string{"zombird": []string{"false", "true"}[seed%2]}})
			if err != nil {
				t.Fatal(err)
			}
			r := game.NewRNG(seed)
			obs := int(seed) % players
			had, reveals := -1, 0
			for !g.Over() {
				before := g.View(game.Seat(obs)).(tsunami.View)
				legal = g.Legal(legal)
				if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				v := g.View(game.Seat(obs)).(tsunami.View)
				rec, ok := revealAfter(&before, &v, had)
				if !ok {
					continue
				}
				reveals++
				had = rec.street
				if !g.Open && rec.street == len(v.Street)-1 && v.Current != "" {
					t.Fatalf("%dp seed %d: a reveal while the votes are secret", players, seed)
				}
				for i := 0; i < players; i++ {
					if int(rec.votes[i]) != int(g.P[i].Last) || rec.votes[i] < 0 {
						t.Fatalf("%dp seed %d: seat %d's vote shown %d, revealed %d", players, seed, i+1, rec.votes[i], g.P[i].Last)
					}
				}
			}
			v := g.View(game.Seat(obs)).(tsunami.View)
			pushes := 0
			for _, name := range v.Street {
				if index().street[name].isPush() {
					pushes++
				}
			}
			if reveals != pushes {
				t.Fatalf("%dp seed %d: %d reveals for %d pushes", players, seed, reveals, pushes)
			}
		}
	}
}

// Once a push is resolved its reveal counts each team as the engine did.
func TestRevealTotalsMatchTheEngine(t *testing.T) {
	var legal []game.Action
	checked := 0
	for players := 3; players <= 6; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			g, err := tsunami.New(game.Config{Players: players, Seed: seed + 50, Options: map[string]string{"zombird": "true"}})
			if err != nil {
				t.Fatal(err)
			}
			r := game.NewRNG(seed)
			for !g.Over() {
				// A seat that is not deciding, so the reveal is on show.
				s := (int(g.ToAct()) + 1) % players
				v := g.View(game.Seat(s)).(tsunami.View)
				if p := lastResolved(&v); p >= 0 && v.LastNeed > 0 {
					rv := revealFromState(g)
					rv.street = p
					rv.name = v.Street[p]
					m := modelFor(g, s, tableRects[0].r, scenes.English, rv)
					if m.mode != midReveal {
						t.Fatalf("mode %d with a reveal to show and no decision", m.mode)
					}
					for c := 0; c < 3; c++ {
						if m.teams[c].total != v.LastTeams[c] || m.teams[c].need != v.LastNeed {
							t.Fatalf("team %d: %d / %d, engine %d / %d", c, m.teams[c].total, m.teams[c].need, v.LastTeams[c], v.LastNeed)
						}
					}
					checked++
				}
				legal = g.Legal(legal)
				if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no resolved push checked")
	}
}

// A horde has no limit ("Non c'è limite al numero di zombie"): a 40-die
// horde draws the dice that fit its heap at a readable size and a "+N" count
// of the others, the two making the horde, in every seat's box at every
// size; the smaller boxes need the count.
func TestBigHordeDrawsDiceAndCount(t *testing.T) {
	g, err := tsunami.New(game.Config{Players: 6, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 6 {
		g.P[i].Dice = 40
	}
	counted := false
	for _, tr := range tableRects {
		m := modelFor(g, int(g.ToAct()), tr.r, scenes.English, nil)
		for _, b := range m.seats {
			if b.dice != 40 || len(b.at)+b.more != 40 {
				t.Fatalf("%s: seat %d draws %d dice and +%d for a horde of %d", tr.name, b.seat+1, len(b.at), b.more, b.dice)
			}
			if len(b.at) == 0 || b.die < 8 {
				t.Errorf("%s: seat %d draws %d dice of %.1f px", tr.name, b.seat+1, len(b.at), b.die)
			}
			if b.more > 0 {
				counted = true
				if b.moreLabel != "+"+num(b.more) {
					t.Errorf("%s: seat %d's count reads %q for %d", tr.name, b.seat+1, b.moreLabel, b.more)
				}
			}
		}
	}
	if !counted {
		t.Errorf("no box of a 40-die horde shows a count of the dice not drawn, at any size")
	}
}

// A kept card is used when its holder decides ("fino a quando non deciderà
// di utilizzarla"): the offer names what is at stake, Keep is one button,
// each card in front of the seat has its Use button, and a zombird card in
// hand glows only when it can act there.
func TestKeptCardOffer(t *testing.T) {
	offers, duds := 0, 0
	states(t, 3, func(g *tsunami.State) {
		names := map[string]game.Action{}
		for _, a := range g.Legal(nil) {
			names[g.ActionString(a)] = a
		}
		keep, ok := names["keep the cards"]
		if !ok {
			return
		}
		offers++
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
			m := modelFor(g, int(g.ToAct()), tableRects[offers%len(tableRects)].r, l, nil)
			if m.dec != decOffer {
				t.Fatalf("an offer of kept cards reads as decision %d", m.dec)
			}
			v := g.View(g.ToAct()).(tsunami.View)
			stake := v.Stake
			if v.Offer == "bomb" && v.Civilians[g.ToAct()] > 0 {
				stake = v.Civilians[g.ToAct()]
			}
			if !strings.Contains(m.prompt, num(stake)) && !strings.Contains(m.prompt, "…") {
				t.Errorf("the offer's prompt %q does not say what is at stake (%d)", m.prompt, stake)
			}
			found := false
			for i, b := range m.buttons {
				if m.btnAct[i] == keep {
					found = b.Label == w(l, "b_keepc")
				}
			}
			if !found {
				t.Errorf("no Keep button among %d buttons", len(m.buttons))
			}
			for _, p := range m.birds {
				if p.legal && p.dud {
					duds++
					if actsAt(p.meta.kind, &v) {
						t.Errorf("%s marked useless at a %s offer", p.meta.kind, v.Offer)
					}
				}
			}
		}
	})
	if offers == 0 || duds == 0 {
		t.Fatalf("%d offers, %d useless zombird cards seen: the test checks nothing", offers, duds)
	}
	t.Logf("%d offers checked", offers)
}

// Every card on the table reads whole on its tile, with no hover, at every
// size, with the log open and closed, in both languages, at 3–6 players
// with and without Zombird: the street cards', the event's and the shop
// cards' names, the shop cards' and the seat's own bonus and zombird cards'
// rules (a zombird card covered by the next in a fanned hand reads whole
// enlarged on hover), the push being voted, and each enlarged card. No
// line of a name or of rules runs past its card's edge or under its badge,
// no text is smaller than the shell's floor, and what the lines say, put
// back together, is the whole text: no word lost, none cut, and none broken
// at a syllable where the card has the room for it whole. The tables of
// played games are checked, then every card of the catalog in each place
// it can take, at each player count, in windows of many sizes.
func TestCardsReadWhole(t *testing.T) {
	c := cardCheck{checked: map[string]int{}, broken: map[string]int{}, problems: map[string]string{}}
	states(t, 2, func(g *tsunami.State) {
		for _, tr := range tableRects {
			for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
				c.model(fmt.Sprintf("%dp %s %s", g.Players(), tr.name, langName[l]), modelFor(g, int(g.ToAct()), tr.r, l, nil), l)
			}
		}
	})
	for _, want := range []string{"shop card 6p 960x600 log Italian", "zombird card 6p 960x600 log Italian", "bonus card 6p 960x600 log Italian"} {
		if c.checked[want] == 0 {
			t.Errorf("no %s in the games played", want)
		}
	}
	x := index()
	for players := 3; players <= 6; players++ {
		g, err := tsunami.New(game.Config{Players: players, Seed: 1, Options: map[string]string{"zombird": "true"}})
		if err != nil {
			t.Fatal(err)
		}
		base := g.View(0).(tsunami.View)
		for _, tr := range windowRects() {
			for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
				where := fmt.Sprintf("%dp %s %s", players, tr.name, langName[l])
				show := func(v tsunami.View) {
					var m model
					m.build(input{view: &v, me: 0, name: g.ActionString, lang: l, rect: tr.r, seatName: seatName, last: lastVotes(&v)})
					c.model(where, &m, l)
				}
				v := base
				for name := range x.shop {
					v.Shop = make([]string, len(base.Shop))
					for i := range v.Shop {
						v.Shop[i] = name
					}
					show(v)
				}
				v = base
				for name := range x.street {
					v.Street = []string{name, name, name, name, name, name}
					show(v)
				}
				for name := range x.event {
					v.Event = name
					show(v)
				}
				// each zombird card last in a hand of one to four, where it
				// lies whole, beside each bonus card in turn (there are
				// fewer bonus cards than zombird cards)
				birds, bonus := sortedNames(x.bird), sortedNames(x.bonus)
				for i := range birds {
					v = base
					v.Bonus = append([]string{bonus[i%len(bonus)]}, base.Bonus[1:]...)
					v.Zombird = append([][]string{nil}, base.Zombird[1:]...)
					for j := i % 4; j >= 0; j-- {
						v.Zombird[0] = append(v.Zombird[0], birds[(i+len(birds)-j)%len(birds)])
					}
					show(v)
				}
			}
		}
	}
	// Where the cards have the room, no word breaks at a syllable: the
	// bonus card widens for its text, and a zombird card's is short. The
	// shop's row of up to eleven cards leaves each little room beside the
	// log at 960 × 600, where a word wider than the card breaks, but in
	// fewer than one card in ten (about one in fifteen: the words no card
	// of that width holds, and those beside the cost badge).
	for _, win := range []string{"960x600", "960x600 log", "1280x800", "1280x800 log"} {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
			for _, kind := range []string{"bonus card", "zombird card", "enlarged zombird card", "enlarged shop card", "shop card"} {
				checked, broken := 0, 0
				for players := 3; players <= 6; players++ {
					key := fmt.Sprintf("%s %dp %s %s", kind, players, win, langName[l])
					checked += c.checked[key]
					broken += c.broken[key]
				}
				if kind == "shop card" && 10*broken <= checked || broken == 0 {
					continue
				}
				t.Errorf("%s %s: %d of %d %ss break a word", win, langName[l], broken, checked, kind)
			}
		}
	}
	c.report(t)
}

// windowRects are the table's rectangles in windows from the smallest to
// full HD, of several shapes, with the log open and closed, taken as the
// shell takes them.
func windowRects() []struct {
	name string
	r    scenes.Rect
} {
	var out []struct {
		name string
		r    scenes.Rect
	}
	for _, wh := range [][2]float32{{960, 600}, {1024, 768}, {1280, 720}, {1280, 800}, {1366, 768}, {1920, 1080}} {
		w, h := wh[0], wh[1]
		u := scenes.UIScale(w, h)
		bar := float32(int(52 * u))
		for _, side := range []float32{0, scenes.Clamp(w*0.26, 240*u, 360*u)} {
			name := fmt.Sprintf("%.0fx%.0f", w, h)
			if side > 0 {
				name += " log"
			}
			out = append(out, struct {
				name string
				r    scenes.Rect
			}{name, scenes.Rect{Y: bar, W: float32(int(w - side)), H: h - bar}})
		}
	}
	return out
}

// sortedNames are the names of cards in order.
func sortedNames(cards map[string]*cardMeta) []string {
	out := make([]string, 0, len(cards))
	for n := range cards {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// cardCheck gathers the cards checked and those that do not read whole.
type cardCheck struct {
	checked  map[string]int    // by kind, players, table and language
	broken   map[string]int    // of those, the cards with a word broken
	problems map[string]string // by card and where it lies
}

// model checks every card face up in m, a table described by where.
func (c *cardCheck) model(where string, m *model, l scenes.Lang) {
	check := func(what string, p *piece, rules bool) {
		if p.empty || p.meta == nil || !p.up {
			return
		}
		c.checked[what+" "+where]++
		if rules && brokenWords(p.lines, p.meta.text[li(l)]) > 0 {
			c.broken[what+" "+where]++
		}
		if bad := cardProblem(p, m.k, l, rules); bad != "" {
			c.problems[fmt.Sprintf("%s: %s %q", where, what, strings.Join(p.title, "|"))] = bad
		}
	}
	for i := range m.cards {
		check("street card", &m.cards[i], false)
	}
	check("event", &m.event, false)
	check("bonus card", &m.bonus, true)
	for i := range m.birds {
		if m.birdHit(i).W >= m.birds[i].r.W {
			check("zombird card", &m.birds[i], true)
		}
		check("enlarged zombird card", &m.bzooms[i], true)
	}
	switch m.mode {
	case midVote, midReveal:
		check("push card", &m.curCard, false)
	case midShop:
		for i := range m.shop {
			check("shop card", &m.shop[i], true)
			check("enlarged shop card", &m.zooms[i], true)
		}
	}
}

// report fails the test with the cards that do not read whole.
func (c *cardCheck) report(t *testing.T) {
	t.Helper()
	seen := make([]string, 0, len(c.problems))
	for w := range c.problems {
		seen = append(seen, w)
	}
	sort.Strings(seen)
	for i, w := range seen {
		if i == 20 {
			t.Errorf("and %d more", len(seen)-i)
			break
		}
		t.Errorf("%s: %s", w, c.problems[w])
	}
	n := 0
	for _, k := range c.checked {
		n += k
	}
	t.Logf("%d cards checked, %d do not read whole", n, len(seen))
}

var langName = map[scenes.Lang]string{scenes.English: "English", scenes.Italian: "Italian"}

// cardProblem says what keeps tile p from reading whole, or "".
func cardProblem(p *piece, k float32, l scenes.Lang, rules bool) string {
	r := p.r
	in := tileEdge(k)
	floor := floorPx()
	if p.tcut {
		return "the name is cut"
	}
	if p.ts < floor {
		return fmt.Sprintf("the name is %.1f px, under the floor", p.ts)
	}
	tf := scenes.FontStrong(p.ts)
	for _, s := range p.title {
		if w := scenes.TextWidth(s, tf); w > r.W-2*in {
			return fmt.Sprintf("the name's line %q is %.0f px wide on a card %.0f px wide", s, w, r.W)
		}
	}
	if !rules {
		return ""
	}
	if want := p.meta.text[li(l)]; p.cut || squeeze(strings.Join(p.lines, "")) != squeeze(want) {
		return fmt.Sprintf("the rules read %q, not %q", p.lines, want)
	}
	if p.bs < floor {
		return fmt.Sprintf("the rules are %.1f px, under the floor", p.bs)
	}
	bf := scenes.FontBody(p.bs)
	lh := bodyLine(p.bs)
	bx, by := badgeCentre(p, r, k)
	br := badgeSize(r, k)/2 + k
	for i, s := range p.lines {
		x := r.X + bodyInset(k)
		if i >= p.narrow {
			x += p.indent
		}
		wd := scenes.TextWidth(s, bf)
		y := r.Y + p.bodyY + float32(i)*lh
		switch {
		case x < r.X+in || x+wd > r.X+r.W-in:
			return fmt.Sprintf("the line %q runs past the edge (%.0f–%.0f on a card %.0f–%.0f)", s, x, x+wd, r.X, r.X+r.W)
		case y < r.Y+bodyTop(p, k)-0.5 || y+lh > r.Y+r.H-in:
			return fmt.Sprintf("the line %q lies outside the card's text (%.0f–%.0f, the card %.0f–%.0f)", s, y, y+lh, r.Y, r.Y+r.H)
		case p.badge != "" && y+lh > by-br && x < bx+br && x+wd > bx-br:
			return fmt.Sprintf("the line %q runs under the badge", s)
		}
	}
	return ""
}

// brokenWords counts the words of text that lines break with a hyphen of
// their own.
func brokenWords(lines []string, text string) int {
	n := 0
	for i := 0; i+1 < len(lines); i++ {
		head := strings.Fields(lines[i])
		tail := strings.Fields(lines[i+1])
		if len(head) == 0 || len(tail) == 0 || !strings.HasSuffix(lines[i], "-") {
			continue
		}
		if last := head[len(head)-1]; !strings.Contains(text, last+tail[0]) {
			n++
		}
	}
	return n
}

// squeeze is s without its spaces and hyphens: the text a reader puts back
// together from its lines.
func squeeze(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "\n", "").Replace(s)
}

// The final hordes are listed as counted, the winner first among the tied:
// a roll-off ("i contendenti in parità dovranno tirare i loro dadi") settles
// the tie among the tied players and leaves their counts as they were, so a
// winner whose dice fell below a player outside the tie still leads the list.
func TestFinalHordesAsCounted(t *testing.T) {
	for _, c := range []struct {
		name    string
		dice    []int
		counted []int
		winners []bool
		want    []string
	}{
		{"a roll-off won below a third horde", []int{9, 11, 12}, []int{13, 13, 12}, []bool{false, true, false},
			[]string{"13 — B — wins", "13 — A", "12 — C"}},
		{"no roll-off", []int{9, 13, 12}, []int{9, 13, 12}, []bool{false, true, false},
			[]string{"13 — B — wins", "12 — C", "9 — A"}},
		{"a view without the count", []int{9, 13, 12}, nil, []bool{false, true, false},
			[]string{"13 — B — wins", "12 — C", "9 — A"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := &tsunami.View{Zombies: c.dice, Counted: c.counted, Winners: c.winners, Over: true}
			var m model
			m.layoutOver(input{view: v, lang: scenes.English, seatName: func(i int) string { return string(rune('A' + i)) }})
			if strings.Join(m.over, "|") != strings.Join(c.want, "|") {
				t.Errorf("final hordes %q, want %q", m.over, c.want)
			}
		})
	}
}
