package tableau

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// longName names seats as players may: some short, some long.
func longName(s int) string {
	return [...]string{"Ash", "Bartholomew Featherstonehaugh", "Dana", "Maria Vittoria della Rovere"}[s%4]
}

// fitsRoom checks that the lines drawn in face f each fit in wd pixels and
// that, when they are not the whole text, they end with "…" and the
// tooltip shows the whole.
func fitsRoom(t *testing.T, where, what string, lines []string, whole string, f text.Face, wd float32, tip string) {
	t.Helper()
	for _, l := range lines {
		if got := scenes.TextWidth(l, f); got > wd+0.5 {
			t.Fatalf("%s: %s %q is %.1f px wide in a room of %.1f", where, what, l, got, wd)
		}
	}
	if strings.Join(lines, " ") == whole {
		return
	}
	if len(lines) == 0 || !strings.HasSuffix(lines[len(lines)-1], "…") {
		t.Fatalf("%s: %s %q is cut from %q without an ellipsis", where, what, lines, whole)
	}
	if !strings.Contains(tip, whole) {
		t.Fatalf("%s: %s %q is cut and its tooltip %q does not show %q", where, what, lines, tip, whole)
	}
}

// Every card's name on the table fits its room, at 1280 × 800 and
// 960 × 600 with the log open and closed, in English and Italian, in every
// kingdom: the supply's basic and kingdom piles, the cards in play and
// revealed, the hand, the discard pile's top card, the trash and the deck
// laid open, the seats' names and the prompt. A name wraps to its lines in
// the card or is cut with "…", and then its tooltip names it whole; its
// lines stay within the tile and what of the card shows. A basic pile's
// name is never cut: there are eight, always on the table.
func TestNamesFitTheirCards(t *testing.T) {
	n := 0
	states(t, 24, func(g *zombionion.State) {
		n++
		rc := tableRects[n%len(tableRects)]
		l := scenes.Lang(n / len(tableRects) % 2)
		seat := g.ToAct()
		if n%3 == 0 {
			seat = game.Seat(n % g.Players())
		}
		v := g.View(seat).(zombionion.View)
		can := seat == g.ToAct() && !g.Over()
		var legal []game.Action
		if can {
			legal = g.Legal(nil)
		}
		tb := &Table{}
		tb.view = v
		tb.m.build(input{view: &tb.view, legal: legal, canAct: can, lang: l, rect: rc.r, seatName: longName})
		m := &tb.m
		k := m.k
		where := fmt.Sprintf("%s %s, %d players, phase %s", rc.name, l.Code(), g.Players(), v.Phase)
		name := func(p *piece) string { return p.meta.name[li(l)] }
		tip := func(r scenes.Rect) string { return tb.Tooltip(nil, r.X+2, r.Y+r.H-2) }
		for i := range m.supply {
			p := &m.supply[i]
			f := scenes.FontStrong(p.titleS)
			fitsRoom(t, where, "the pile's name", p.title, name(p), f, p.titleW, tip(p.r))
			h := float32(len(p.title)) * p.titleL
			if p.r.W > p.r.H*1.6 {
				// A wide tile, a basic pile: the name between the cost
				// badge and the count, whole, its size never under 12.
				if 6*k+p.costS+6*k+p.titleW > p.r.W-(5+2*wideCountR)*k+0.5 || h > p.r.H+0.5 {
					t.Fatalf("%s: the name %q runs off its pile", where, p.title)
				}
				if strings.Join(p.title, " ") != name(p) || p.titleS < 12*k-0.01 {
					t.Fatalf("%s: the basic pile %q reads %q at %.1f px", where, name(p), p.title, p.titleS)
				}
			} else if p.titleW > p.r.W-10*k+0.5 || 5*k+h > p.r.H*0.5 {
				t.Fatalf("%s: the name %q runs off its pile", where, p.title)
			}
			if len(p.title) > 2 {
				t.Fatalf("%s: the name %q is more than two lines", where, p.title)
			}
		}
		for _, ps := range [][]piece{m.play, m.revealed} {
			for i := range ps {
				p := &ps[i]
				fitsRoom(t, where, "the card's name", p.title, name(p), scenes.FontStrong(p.titleS), p.titleW, p.tip)
				cx := p.r.CX()
				if p.titleX > 0 {
					cx = p.r.X + p.titleX
				}
				if cx-p.titleW/2 < p.r.X || (i+1 < len(ps) && cx+p.titleW/2 > ps[i+1].r.X+0.5) || cx+p.titleW/2 > p.r.X+p.r.W+0.5 {
					t.Fatalf("%s: the name %q runs under the next card or off its own", where, p.title)
				}
			}
		}
		for i := range m.hand {
			p := &m.hand[i]
			w := p.r.W
			fitsRoom(t, where, "the hand card's name", p.title, name(p), scenes.FontTitle(p.titleS), p.titleW, p.tip)
			// In the header, clear of the cost badge: 0.2 to 0.9 of the card.
			if p.titleW > w*0.7+0.5 || (i+1 < len(m.hand) && p.r.X+w*0.55+p.titleW/2 > m.hand[i+1].r.X+0.5) {
				t.Fatalf("%s: the name %q runs off the header or under the next card", where, p.title)
			}
			if p.titleS < 12*k-0.01 {
				t.Fatalf("%s: the name %q is %.1f px", where, p.title, p.titleS)
			}
		}
		if m.discTop != nil {
			fitsRoom(t, where, "the discard pile's top card", []string{m.discName}, m.discTop.name[li(l)], scenes.FontStrong(12*k), m.discard.W-8*k, m.discTip)
		}
		for _, gs := range [][]group{m.trashGroups, m.deckGroups} {
			for i := range gs {
				g := &gs[i]
				cm := meta(g.id)
				fitsRoom(t, where, "a card laid open", g.title, cm.name[li(l)], scenes.FontStrong(12*k), g.r.W-8*k, g.tip)
			}
		}
		for i := range m.seats {
			b := &m.seats[i]
			whole := longName(i)
			if b.me && !strings.HasSuffix(b.name, "…") {
				whole += " (" + w(l, "you") + ")"
			}
			fitsRoom(t, where, "the seat's name", []string{b.name}, whole, scenes.FontStrong(15*k), b.nameW, b.tip)
			endWhole := longName(i)
			if b.me && !strings.HasSuffix(b.endName, "…") {
				endWhole += " (" + w(l, "you") + ")"
			}
			fitsRoom(t, where, "the seat's name at the end", []string{b.endName}, endWhole, scenes.FontStrong(15*k), endNameW*k, b.tip)
		}
		pr := m.promptR
		fitsRoom(t, where, "the prompt", []string{m.prompt}, m.promptFull, scenes.FontStrong(m.promptSize), pr.W-28*k+0.5, tb.Tooltip(nil, pr.CX(), pr.CY()))
	})
}

// A name that does not fit its lines even at the smallest size ends with
// "…" on its last line, whatever was left out: a word too long for a line,
// or the words after the last line.
func TestFitNameMarksWhatItCuts(t *testing.T) {
	k := float32(0.755)
	for _, c := range []struct {
		name  string
		wd    float32
		lines int
	}{
		{"Even More Zombies", 50, 2},
		{"Molti più Zombi", 40, 2},
		{"Even More Zombies", 120, 1},
		{"Supercalifragilistic", 40, 2},
		{"A B C D E F G H", 12, 2},
	} {
		size, ls := scenes.FitLines(c.name, scenes.FontStrong, c.wd, c.lines, 16*k, 12*k)
		if len(ls) > c.lines {
			t.Fatalf("%q in %.0f px: %d lines %q", c.name, c.wd, len(ls), ls)
		}
		fitsRoom(t, fmt.Sprintf("%q in %.0f px", c.name, c.wd), "the name", ls, c.name, scenes.FontStrong(size), c.wd, c.name)
	}
}
