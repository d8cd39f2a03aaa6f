package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// The top bar reads whole at 960 × 600 and 1280 × 800, in every language,
// at a table of each game: the game's name, and beside it every
// line the bar may say of whose turn or decision it is with the seats'
// names, each with the room for its token and the thinking bubble, clear of
// the buttons; the buttons stay apart, inside the bar and at least 32 px
// high. A line too long for its room (one naming a long move) ends with "…"
// and its tooltip says it whole.
func TestTopBarReadsWhole(t *testing.T) {
	for _, info := range game.Games() {
		n := min(max(info.MinPlayers, 3), info.MaxPlayers)
		for _, l := range i18n.Langs() {
			lang := l.Code()
			for _, size := range [][2]float32{{960, 600}, {1280, 800}} {
				where := fmt.Sprintf("%s %s %.0fx%.0f", info.ID, lang, size[0], size[1])
				a := ScriptApp(t, fmt.Sprintf("lang:%s,new:%s,players:%d,seed:7,bots,start", lang, info.ID, n), size[0], size[1])
				p := a.playOf()
				if p == nil {
					t.Fatalf("%s: no table (scene %s)", where, a.scene.name())
				}
				u := a.u
				nameEnd := p.nameX(u) + 30*u + 10*u + TextWidth(p.gameName, fontsTitle(p.nameSz*u))
				buttons := []*Button{&p.btnMenu, &p.btnUndo, &p.btnLog, &p.btnRules, &p.btnSet}
				r := p.statusR
				if r.X < nameEnd || r.X+r.W > p.btnUndo.R.X {
					t.Fatalf("%s: the status's room %.0f–%.0f is not between the name's end %.0f and the buttons at %.0f", where, r.X, r.X+r.W, nameEnd, p.btnUndo.R.X)
				}
				for i, b := range buttons {
					if b.R.H < 32 || b.R.Y < 0 || b.R.Y+b.R.H > p.bar.H || b.R.X < 0 || b.R.X+b.R.W > a.w {
						t.Fatalf("%s: button %d at %+v is not inside the bar or under 32 px", where, i, b.R)
					}
					if i > 0 && b.R.X < buttons[i-1].R.X+buttons[i-1].R.W {
						t.Fatalf("%s: button %d at %+v runs over the one before it", where, i, b.R)
					}
				}
				face := fontsStrong(18 * u)
				check := func(s string) {
					if w := TextWidth(s, face) + 2*statusEnds*u; w > r.W {
						t.Errorf("%s: %q needs %.0f px, the bar gives it %.0f", where, s, w, r.W)
					}
				}
				check(a.T("app.gameover.title"))
				for s := game.Seat(0); int(s) < n; s++ {
					for _, key := range []string{"app.play.your_turn", "app.play.turn_of", "app.play.thinking", "app.play.bot_stuck"} {
						check(a.lang.F(key, "who", p.seatName(s)))
					}
					for o := game.Seat(0); int(o) < n; o++ {
						if o != s {
							for _, key := range []string{"app.play.you_answer", "app.play.answers", "app.play.thinking_in"} {
								check(a.lang.F(key, "who", p.seatName(s), "turn", p.seatName(o)))
							}
						}
					}
				}
				p.updateStatus(a)
				if p.statusShown != p.status {
					t.Errorf("%s: the bar says %q for %q", where, p.statusShown, p.status)
				}
				long := a.lang.F("app.play.you_answer_to", "who", p.seatName(0), "what", strings.Repeat("Ash plays Upper Floor ", 6))
				p.status = long
				p.fitStatus(a)
				if !strings.HasSuffix(p.statusShown, "…") || TextWidth(p.statusShown, face)+2*statusEnds*u > r.W {
					t.Errorf("%s: a long line shows as %q in %.0f px", where, p.statusShown, r.W)
				}
				if tip := p.statusTip(r.X+r.W/2, r.Y+r.H/2); tip != long {
					t.Errorf("%s: the cut line's tooltip is %q", where, tip)
				}
			}
		}
	}
}

// At 960 × 600 the top bar keeps Undo's label (German's "Rückgängig" the
// longest) beside the widest line it may say at a table of three with the
// default names, at every game's table: Zombies!!! 4: The End…, whose name
// is long, sets its name in a smaller face (never under nameMin) rather than
// give the label up. TestTopBarReadsWhole holds the name and the line whole.
func TestUndoKeepsItsLabelAt960(t *testing.T) {
	for _, info := range game.Games() {
		n := min(max(info.MinPlayers, 3), info.MaxPlayers)
		for _, l := range i18n.Langs() {
			lang := l.Code()
			a := ScriptApp(t, fmt.Sprintf("lang:%s,new:%s,players:%d,seed:7,bots,start", lang, info.ID, n), 960, 600)
			p := a.playOf()
			if p == nil {
				t.Fatalf("%s: no table (scene %s)", info.ID, a.scene.name())
			}
			if p.btnUndo.Label != a.T("app.play.undo") {
				t.Errorf("%s %s: Undo shows %q at 960 × 600 (the line's room is %.0f px)", info.ID, lang, p.btnUndo.Label, p.statusR.W)
			}
			if p.nameSz < nameMin || p.nameSz > nameMax {
				t.Errorf("%s %s: the game's name is set at %.1f units", info.ID, lang, p.nameSz)
			}
		}
	}
}
