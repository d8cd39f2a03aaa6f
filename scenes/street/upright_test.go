package street

import (
	"strings"
	"testing"

	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// On a phone held upright (390 × 844, the frame's status on its own line)
// through whole games, in English and Italian: the street's cards read
// their names whole, only a word too long for the card broken at a
// syllable, never one that fits ("S-al-to"); the shop's line under
// its heading stays clear of its cards; a vote's and a reveal's heading,
// lines, teams and totals fit the middle, the teams under the card.
func TestTableUpright(t *testing.T) {
	table := scenes.Rect{X: 0, Y: 88, W: 390, H: 756}
	reveals := 0
	states(t, 1, func(g *tsunami.State) {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian} {
			m := modelFor(g, 0, table, l, revealFromState(g))
			for i := range m.cards {
				p := &m.cards[i]
				if p.empty {
					continue
				}
				if p.tcut || shredded(p.title, p.ts, p.r.W-8*m.k) {
					t.Fatalf("%v: street card %d (%.0f px) reads %q", l, i+1, p.r.W, p.title)
				}
				if !inside(p.r, m.board) {
					t.Fatalf("%v: street card %d %v outside the board %v", l, i+1, p.r, m.board)
				}
			}
			if m.event.meta != nil && (m.event.tcut || !inside(m.event.r, m.board)) {
				t.Fatalf("%v: the event reads %q in %v", l, m.event.title, m.event.r)
			}
			a := m.mid
			switch m.mode {
			case midShop:
				sub := scenes.FontBody(13 * m.k)
				for _, s := range m.subLines {
					if m.subX+scenes.TextWidth(s, sub) > a.X+a.W+0.5 {
						t.Fatalf("%v: the shop's line %q runs out of the middle", l, s)
					}
				}
				if len(m.shop) > 0 && m.subY+float32(len(m.subLines))*scenes.LineHeight(sub) > m.shop[0].r.Y {
					t.Fatalf("%v: the shop's line runs over its cards", l)
				}
			case midVote, midReveal:
				if m.mode == midReveal {
					reveals++
				}
				left := m.curCard.r.X + m.curCard.r.W + 20*m.k
				head, sub := scenes.FontTitle(20*m.k), scenes.FontBody(14*m.k)
				for _, s := range m.titleLines {
					if left+scenes.TextWidth(s, head) > a.X+a.W {
						t.Fatalf("%v: the heading %q runs out of the middle", l, s)
					}
				}
				for _, s := range m.subLines {
					if left+scenes.TextWidth(s, sub) > a.X+a.W {
						t.Fatalf("%v: the line %q runs out of the middle", l, s)
					}
				}
				if m.bodyY < m.curCard.r.Y+m.curCard.r.H || m.bodyY+80*m.k > a.Y+a.H {
					t.Fatalf("%v: the teams begin at %.0f, the card ends at %.0f, the middle at %.0f", l, m.bodyY, m.curCard.r.Y+m.curCard.r.H, a.Y+a.H)
				}
				if m.mode == midReveal {
					colW := (a.X + a.W - m.bodyX - 12*m.k) / 3
					f := scenes.FontBody(14 * m.k)
					for c := range m.teams {
						tm := &m.teams[c]
						tf := scenes.FontStrong(14 * m.k)
						for _, s := range tm.lines {
							if w := scenes.TextWidth(s, tf); w > colW-20*m.k {
								t.Fatalf("%v: team %d's total %q (%.0f px) wider than its column %.0f", l, c, s, w, colW-20*m.k)
							}
						}
						if h := a.Y + a.H - m.bodyY - 6*m.k - 8*m.k; 32*m.k+float32(len(tm.members))*scenes.LineHeight(f)+float32(len(tm.lines)-1)*scenes.LineHeight(tf) > h-20*m.k {
							t.Fatalf("%v: team %d's %d members do not fit its box %.0f px high", l, c, len(tm.members), h)
						}
						for _, s := range tm.members {
							if w := scenes.TextWidth(s, f); w > colW-20*m.k {
								t.Fatalf("%v: team %d's %q wider than its column", l, c, s)
							}
						}
					}
				}
			}
		}
	})
	if reveals == 0 {
		t.Fatal("no reveal was laid out")
	}
}

// shredded reports whether a name's lines break a word that fits a line
// of width wd whole at size ts ("S-al-to"): only a word too long for the
// card may break, at a syllable.
func shredded(lines []string, ts, wd float32) bool {
	f := scenes.FontStrong(ts)
	for i := 0; i+1 < len(lines); i++ {
		if !strings.HasSuffix(lines[i], "-") {
			continue
		}
		head, tail := strings.Fields(lines[i]), strings.Fields(lines[i+1])
		if len(head) == 0 || len(tail) == 0 {
			return true
		}
		word := strings.TrimSuffix(head[len(head)-1], "-") + tail[0]
		for j := i + 1; j+1 < len(lines) && len(tail) == 1 && strings.HasSuffix(lines[j], "-"); j++ {
			word = strings.TrimSuffix(word, "-")
			if tail = strings.Fields(lines[j+1]); len(tail) > 0 {
				word += tail[0]
			}
		}
		if scenes.TextWidth(word, f) <= wd {
			return true
		}
	}
	return false
}
