package woods

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// longName names seats as players may: some short, some long.
func longName(s int) string {
	return [...]string{"Ash", "Bartholomew Featherstonehaugh", "Dana", "Maria Vittoria della Rovere", "Rick", "Jo"}[s%6]
}

// fits checks that a line drawn in face f fits in wd pixels and, when it is
// not the whole text, that it ends with "…" and that the tooltip shows the
// whole.
func fits(t *testing.T, where, what, line, whole string, f text.Face, wd float32, tip string) {
	t.Helper()
	if got := scenes.TextWidth(line, f); got > wd+0.5 {
		t.Fatalf("%s: %s %q is %.1f px wide in a room of %.1f", where, what, line, got, wd)
	}
	if line == whole {
		return
	}
	if !strings.HasSuffix(line, "…") {
		t.Fatalf("%s: %s %q is cut from %q without an ellipsis", where, what, line, whole)
	}
	if !strings.Contains(tip, whole) {
		t.Fatalf("%s: %s %q is cut and its tooltip %q does not show %q", where, what, line, tip, whole)
	}
}

func overlaps(a, b scenes.Rect) bool {
	return a.W > 0 && b.W > 0 && a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Every text of the table fits its room, at 1280 × 800 and 960 × 600 with
// the log open and closed, in English and Italian: the titles of the event
// cards in the hand and in play (in the part of the card that shows), the
// seats' names, the dice tray's lines, the prompt and the labels over the
// cards. What is cut ends with "…" and its tooltip shows it whole.
func TestTextFitsItsRoom(t *testing.T) {
	n := 0
	states(t, 24, 260, func(g *zombies4.State) {
		for _, seat := range []game.Seat{g.ToAct(), game.Seat(n % g.Players())} {
			n++
			rc := tableRects[n%len(tableRects)]
			l := scenes.Lang(n / len(tableRects) % 2)
			tb := newTable()
			tb.view = g.View(seat).(zombies4.View)
			can := seat == g.ToAct() && !g.Over()
			var legal []game.Action
			if can {
				legal = g.Legal(nil)
			}
			tb.setup(input{view: &tb.view, legal: legal, canAct: can, lang: l, rect: rc.r, seatName: longName, name: g.ActionString})
			m := &tb.m
			k := m.k
			where := fmt.Sprintf("%s %s, %d players, phase %s", rc.name, l.Code(), g.Players(), tb.view.Phase)
			// Event cards: every line of the title in the card's band and in
			// the part of the card the next one leaves to see.
			for _, ps := range [][]piece{m.hand, m.front} {
				for i := range ps {
					p := &ps[i]
					f := scenes.FontStrong(p.titleS)
					if band := p.r.H * 0.36; float32(len(p.title))*scenes.LineHeight(f) > band+0.5 {
						t.Fatalf("%s: the title %q is %d lines, taller than the card's band", where, p.title, len(p.title))
					}
					right := p.r.X + p.titleX + p.titleW/2
					if i+1 < len(ps) && right > ps[i+1].r.X+0.5 {
						t.Fatalf("%s: the title %q runs under the next card", where, p.title)
					}
					if p.titleX-p.titleW/2 < 0 || right > p.r.X+p.r.W+0.5 {
						t.Fatalf("%s: the title %q runs off its card", where, p.title)
					}
					whole := p.id
					if p.ev != nil {
						whole = shortName(p.ev, l)
					}
					tip := tb.Tooltip(nil, p.r.X+4*k, p.r.Y+p.r.H-4*k)
					if j := strings.Join(p.title, " "); j != whole {
						fits(t, where, "the card title", j, whole, f, float32(len(p.title))*(p.titleW+1), tip)
						if !strings.HasSuffix(j, "…") {
							t.Fatalf("%s: the title %q is cut from %q without an ellipsis", where, p.title, whole)
						}
						if p.ev != nil && !strings.Contains(tip, p.ev.name[li(l)]) {
							t.Fatalf("%s: the title %q is cut and its tooltip %q does not show %q", where, p.title, tip, p.ev.name[li(l)])
						}
					}
					for _, line := range p.title {
						fits(t, where, "a line of the title", line, line, f, p.titleW, "")
					}
				}
			}
			// Seats' names.
			for i := range m.seats {
				b := &m.seats[i]
				// Cut, the name ends with "…" and the tooltip names the seat.
				whole := longName(b.seat)
				if b.me && !strings.HasSuffix(b.name, "…") {
					whole += " (" + w(l, "you") + ")"
				}
				tip := tb.Tooltip(nil, b.r.X+b.r.W/2, b.r.Y+b.r.H/2)
				fits(t, where, "the seat's name", b.name, whole, scenes.FontStrong(14*k), b.nameW, tip)
				if b.r.X+40*k+b.nameW > b.r.X+b.r.W {
					t.Fatalf("%s: the seat's name runs off its box", where)
				}
			}
			// The dice tray and the prompt.
			df := scenes.FontBody(13 * k)
			for i := range m.dice {
				d := &m.dice[i]
				if d.line.W == 0 {
					continue
				}
				room := m.trayR.X + m.trayR.W - (d.r.X + d.r.W + 8*k)
				fits(t, where, "the tray's line", d.text, d.full, df, room, tb.Tooltip(nil, d.line.CX(), d.line.CY()))
			}
			pf := scenes.FontStrong(m.promptS)
			fits(t, where, "the prompt", m.prompt, m.promptFull, pf, m.promptR.W-28*k+0.5, tb.Tooltip(nil, m.promptR.CX(), m.promptR.CY()))
			// The labels over the drawn card, the hand and the cards in play
			// stop before the next one begins.
			lf := scenes.FontStrong(13 * k)
			if len(m.hand) > 0 {
				fits(t, where, "the drawn card's label", m.deckL, m.deckL, lf, m.handR.X-m.drawnR.X-4*k, "")
			}
			if len(m.hand) > 0 && len(m.front) > 0 {
				fits(t, where, "the hand's label", w(l, "hand"), w(l, "hand"), lf, m.frontR.X-m.handR.X-4*k, "")
			}
			if len(m.front) > 0 {
				fits(t, where, "the label of the cards in play", w(l, "front"), w(l, "front"), lf, m.bottom.X+m.bottom.W-m.frontR.X, "")
			}
		}
	})
}

// The note that says why a walk stopped lies on the map, clear of the dice
// tray, of the map's tools and of the decks' line, at both sizes with the log open and closed
// and in both languages, the longest place names included; cut, it ends
// with "…" and its tooltip says it whole.
func TestWalkNoteClearOfTheDice(t *testing.T) {
	whys := []int{whyFight, whyLife, whyAmmo, whyAnswer, whyDead, whyWay}
	n, trays := 0, 0
	states(t, 12, 200, func(g *zombies4.State) {
		v := g.View(g.ToAct()).(zombies4.View)
		if len(v.Dice) == 0 {
			return
		}
		n++
		rc := tableRects[n%len(tableRects)]
		l := scenes.Lang(n / len(tableRects) % 2)
		tb := newTable()
		tb.view = v
		tb.setup(input{view: &tb.view, legal: g.Legal(nil), canAct: !g.Over(), lang: l, rect: rc.r, seatName: longName, name: g.ActionString})
		m := &tb.m
		if m.trayR.W == 0 {
			t.Fatal("dice rolled and no tray")
		}
		trays++
		// The longest name of a square the walk may stop on.
		where := ""
		for x := 0; x < gridSq; x++ {
			for y := 0; y < gridSq; y++ {
				if s := g.SquareName(x, y, l.Code()); len(s) > len(where) {
					where = s
				}
			}
		}
		for _, why := range whys {
			tb.stopWalk(why, where, l)
			at := fmt.Sprintf("%s %s, note %q, %d dice", rc.name, l.Code(), tb.noteText, len(v.Dice))
			r := tb.noteR
			if overlaps(r, m.trayR) {
				t.Fatalf("%s: the note %v lies over the dice tray %v", at, r, m.trayR)
			}
			for i := range m.dice {
				if overlaps(r, m.dice[i].line) {
					t.Fatalf("%s: the note %v lies over the dice line %v", at, r, m.dice[i].line)
				}
			}
			for i := range m.tools {
				if overlaps(r, m.tools[i].R) && i != toolRotL && i != toolRotR {
					t.Fatalf("%s: the note %v lies over the map's tool %d", at, r, i)
				}
			}
			if overlaps(r, m.decksR) {
				t.Fatalf("%s: the note %v lies over the decks' line %v", at, r, m.decksR)
			}
			if !inside(r, m.mapR) {
				t.Fatalf("%s: the note %v is not on the map %v", at, r, m.mapR)
			}
			fits(t, at, "the note", tb.noteShow, tb.noteText, scenes.FontStrong(noteSize*m.k), r.W-24*m.k, tb.Tooltip(nil, r.CX(), r.CY()))
		}
	})
	if trays < 20 {
		t.Fatalf("only %d tables with dice", trays)
	}
}
