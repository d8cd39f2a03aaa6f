package tableau

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
	"zombietable/sprites"
)

// tableRects are the table's rectangles in the windows the app is checked
// at: 1280 × 800 with the log open and closed, and 960 × 600 with the log
// open (the shell's bar and side panel taken off).
var tableRects = []struct {
	name string
	r    scenes.Rect
}{
	{"1280x800 log", scenes.Rect{X: 0, Y: 52, W: 947, H: 748}},
	{"1280x800", scenes.Rect{X: 0, Y: 52, W: 1280, H: 748}},
	{"960x600 log", scenes.Rect{X: 0, Y: 41.6, W: 710.4, H: 558.4}},
	{"960x600", scenes.Rect{X: 0, Y: 41.6, W: 960, H: 558.4}},
}

// states plays seeded random games and calls f with each state before a
// decision. The random player prefers playing and buying to ending, so that
// the games reach the cards' questions.
func states(t *testing.T, games int, f func(g *zombionion.State)) {
	t.Helper()
	r := rand.New(rand.NewPCG(7, 11))
	var legal []game.Action
	for i := 0; i < games; i++ {
		cfg := game.Config{Players: 2 + i%3, Seed: uint64(1000 + i), Options: map[string]string{"kingdom": "random"}}
		g, err := zombionion.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 400 && !g.Over(); step++ {
			f(g)
			legal = g.Legal(legal)
			a := legal[r.IntN(len(legal))]
			if len(legal) > 1 && r.IntN(4) != 0 {
				for tries := 0; tries < 4; tries++ {
					v, _ := zombionion.Decode(a)
					if v != zombionion.VerbEndActions && v != zombionion.VerbEndTurn && v != zombionion.VerbDone && v != zombionion.VerbNoReveal {
						break
					}
					a = legal[r.IntN(len(legal))]
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("game %d step %d: %v", i, step, err)
			}
		}
	}
}

// wantZone is where the piece for each verb lies, outside yes/no questions
// (whose two answers are buttons) and choices among revealed cards.
var wantZone = map[zombionion.Verb]zone{
	zombionion.VerbPlay: zoneHand, zombionion.VerbTwice: zoneHand, zombionion.VerbTopdeck: zoneHand, zombionion.VerbDiscard: zoneHand, zombionion.VerbTrash: zoneHand,
	zombionion.VerbBuy: zoneSupply, zombionion.VerbGain: zoneSupply,
	zombionion.VerbAutoplay: zoneButton, zombionion.VerbEndActions: zoneButton, zombionion.VerbEndTurn: zoneButton, zombionion.VerbDone: zoneButton,
}

func seatName(s int) string { return fmt.Sprintf("Seat %d", s+1) }

// Every legal action has exactly one clickable piece or button (also while
// ending the turn waits for its confirmation), every clickable piece stands
// for a legal action, and every hit target is at least
// 32 px in both directions and inside the table, at every size and in both
// languages.
func TestEveryLegalActionHasOnePiece(t *testing.T) {
	kinds := map[decision]int{}
	n := 0
	states(t, 40, func(g *zombionion.State) {
		n++
		seat := g.ToAct()
		v := g.View(seat).(zombionion.View)
		legal := g.Legal(nil)
		tr := tableRects[n%len(tableRects)]
		lang := scenes.Lang(n % 2)
		var m model
		// Every third state as after an unconfirmed "End turn" click.
		m.build(input{view: &v, legal: legal, canAct: true, lang: lang, rect: tr.r, seatName: seatName, confirm: n%3 == 0})
		kinds[m.dec]++
		where := func() string {
			names := make([]string, len(legal))
			for i, a := range legal {
				names[i] = g.ActionString(a)
			}
			return fmt.Sprintf("%s, %v, resolving %q, legal %s", tr.name, lang, v.Resolving, strings.Join(names, "; "))
		}
		count := map[game.Action]int{}
		zoneOf := map[game.Action]zone{}
		check := func(what string, ps []piece) {
			for _, p := range ps {
				if !p.legal {
					continue
				}
				count[p.act]++
				zoneOf[p.act] = p.zone
				if p.hit.W < minHit || p.hit.H < minHit {
					t.Fatalf("%s %s: hit target %.0f×%.0f (%s)", what, p.id, p.hit.W, p.hit.H, where())
				}
				if !inside(p.hit, tr.r) {
					t.Fatalf("%s %s at %+v outside the table %+v (%s)", what, p.id, p.hit, tr.r, where())
				}
			}
		}
		check("supply", m.supply)
		check("hand", m.hand)
		check("revealed", m.revealed)
		for i, b := range m.buttons {
			count[m.btnAct[i]]++
			zoneOf[m.btnAct[i]] = zoneButton
			if b.R.W < minHit || b.R.H < minHit || !inside(b.R, tr.r) {
				t.Fatalf("button %q at %+v (%s)", b.Label, b.R, where())
			}
		}
		yesNo := false
		for _, a := range legal {
			v, _ := zombionion.Decode(a)
			yesNo = yesNo || v == zombionion.VerbPutBack || v == zombionion.VerbSetAside || v == zombionion.VerbLeave || v == zombionion.VerbNoReveal || v == zombionion.VerbDiscardDeck
		}
		for _, a := range legal {
			if count[a] != 1 {
				t.Fatalf("%q has %d pieces (%s)", g.ActionString(a), count[a], where())
			}
			delete(count, a)
			vb, c := zombionion.Decode(a)
			want := wantZone[vb]
			switch {
			case yesNo:
				want = zoneButton
			case (vb == zombionion.VerbDiscard || vb == zombionion.VerbTrash) && countOf(v.Revealed, c.ID()) > 0 && (v.Resolving == "radio" || v.Resolving == "ispezione"):
				want = zoneRevealed
			}
			if zoneOf[a] != want {
				t.Fatalf("%q stands on zone %d, want %d (%s)", g.ActionString(a), zoneOf[a], want, where())
			}
		}
		for a := range count {
			t.Fatalf("a piece stands for %q, which is not legal (%s)", g.ActionString(a), where())
		}
	})
	for _, d := range []decision{decAction, decBuy, decHand, decSupply, decRevealed, decYesNo, decReact} {
		if kinds[d] == 0 {
			t.Errorf("no state with decision %d among %d", d, n)
		}
	}
}

// When it is not the seat's decision nothing is clickable.
func TestNothingClickableOutOfTurn(t *testing.T) {
	states(t, 6, func(g *zombionion.State) {
		other := (g.ToAct() + 1) % game.Seat(g.Players())
		v := g.View(other).(zombionion.View)
		var m model
		m.build(input{view: &v, legal: g.Legal(nil), canAct: false, lang: scenes.English, rect: tableRects[0].r, seatName: seatName})
		if len(m.buttons) != 0 {
			t.Fatalf("%d buttons out of turn", len(m.buttons))
		}
		for _, ps := range [][]piece{m.supply, m.hand, m.revealed} {
			for _, p := range ps {
				if p.legal {
					t.Fatalf("%s clickable out of turn", p.id)
				}
				if p.zone == zoneHand && !strings.Contains(p.tip, w(scenes.English, "r_notyours")) {
					t.Fatalf("hand card %s does not say why: %q", p.id, p.tip)
				}
			}
		}
	})
}

// The supply piles, the play row, the prompt row and the hand do not
// overlap, and the buttons sit beside the prompt without covering a pile.
func TestLayoutFits(t *testing.T) {
	for _, tr := range tableRects {
		t.Run(tr.name, func(t *testing.T) {
			states(t, 4, func(g *zombionion.State) {
				v := g.View(g.ToAct()).(zombionion.View)
				var m model
				m.build(input{view: &v, legal: g.Legal(nil), canAct: true, lang: scenes.Italian, rect: tr.r, seatName: seatName})
				if len(m.supply) != 17 {
					t.Fatalf("%d piles", len(m.supply))
				}
				for i := range m.supply {
					a := m.supply[i].r
					if !inside(a, tr.r) {
						t.Fatalf("pile %s at %+v outside %+v", m.supply[i].id, a, tr.r)
					}
					if a.H < minHit || a.W < minHit {
						t.Fatalf("pile %s is %.0f×%.0f", m.supply[i].id, a.W, a.H)
					}
					for j := i + 1; j < len(m.supply); j++ {
						if overlap(a, m.supply[j].r) {
							t.Fatalf("piles %s and %s overlap", m.supply[i].id, m.supply[j].id)
						}
					}
					for _, b := range m.buttons {
						if overlap(a, b.R) {
							t.Fatalf("button %q covers pile %s", b.Label, m.supply[i].id)
						}
					}
					if overlap(a, m.playArea) || overlap(a, m.handArea) {
						t.Fatalf("pile %s overlaps the play area or the hand", m.supply[i].id)
					}
				}
				for i, b := range m.buttons {
					if overlap(b.R, m.promptR) {
						t.Fatalf("button %q covers the prompt", b.Label)
					}
					for _, c := range m.buttons[i+1:] {
						if overlap(b.R, c.R) {
							t.Fatalf("buttons %q and %q overlap", b.Label, c.Label)
						}
					}
					for _, p := range m.hand {
						if overlap(b.R, p.r) {
							t.Fatalf("button %q covers hand card %s", b.Label, p.id)
						}
					}
				}
				for _, p := range m.hand {
					if !inside(p.r, tr.r) || overlap(p.r, m.deck) || overlap(p.r, m.discard) {
						t.Fatalf("hand card %s at %+v", p.id, p.r)
					}
				}
			})
		})
	}
}

// Card titles are at least 16 px and body text 13 px on the hand at
// 1280 × 800.
func TestHandTextSizes(t *testing.T) {
	g, err := zombionion.New(game.Config{Players: 2, Seed: 3, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(g.ToAct()).(zombionion.View)
	for _, tr := range tableRects[:2] {
		var m model
		m.build(input{view: &v, legal: g.Legal(nil), canAct: true, lang: scenes.English, rect: tr.r, seatName: seatName})
		for _, p := range m.hand {
			if p.titleS < 16 {
				t.Errorf("%s: title of %s is %.1f px", tr.name, p.id, p.titleS)
			}
			if body := scenes.Clamp(p.r.W*0.086, 11*m.k, 15*m.k); body < 13 {
				t.Errorf("%s: text of %s is %.1f px", tr.name, p.id, body)
			}
		}
	}
}

// Every card has an icon from the shared set, names and texts in both
// languages, and a type colour.
func TestCardMeta(t *testing.T) {
	for c := zombionion.Card(0); c < zombionion.NumCards; c++ {
		m := metaOf(c)
		if m == nil {
			t.Fatalf("card %d has no metadata", c)
		}
		if !sprites.HasIcon(m.icon) {
			t.Errorf("%s has no icon", m.id)
		}
		for i := 0; i < 2; i++ {
			if m.name[i] == "" || m.text[i] == "" || m.typeLine[i] == "" {
				t.Errorf("%s lacks a name, text or type in language %d", m.id, i)
			}
		}
		want := colAction
		switch {
		case m.reaction:
			want = colReaction
		case m.treasure:
			want = colTreasure
		case m.curse:
			want = colCurse
		case m.victory:
			want = colVictory
		}
		if m.style.Band != want {
			t.Errorf("%s: band %v, want %v", m.id, m.style.Band, want)
		}
		if m.attack != (m.style.Border == colAttack) {
			t.Errorf("%s: attack %v with border %v", m.id, m.attack, m.style.Border)
		}
	}
}

// TestTipoInfezione checks the type line of the −1 card: the rulebook
// calls them "carte Infezione" ("Le carte Infezione sono disponibili in ogni
// partita"), never curses (Dominion's "Maledizione").
func TestTipoInfezione(t *testing.T) {
	m := metaOf(zombionion.Infezione)
	if m == nil {
		t.Fatal("Infezione has no metadata")
	}
	if m.typeLine != [2]string{"Infection", "Infezione"} {
		t.Errorf("Infezione's type line = %q, want Infection / Infezione", m.typeLine)
	}
}

func inside(a, b scenes.Rect) bool {
	const e = 0.5
	return a.X >= b.X-e && a.Y >= b.Y-e && a.X+a.W <= b.X+b.W+e && a.Y+a.H <= b.Y+b.H+e
}

func overlap(a, b scenes.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
