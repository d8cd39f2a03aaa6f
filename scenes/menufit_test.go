package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// TestMenusFitInEveryLanguage: in every language, at 1280 × 800 and 960 ×
// 600, each button of the menus — the title screen, every game's new-game
// screen, the saved games, the settings (from the menu, and from a table
// with a person's own answers row), the three pages of playing online, the
// game-over and the hand-off screens — shows its label whole inside it, its
// icon beside it, and lies on the screen; the screen's title fits its width.
// A label the screen cuts itself ends with "…" and its tooltip says it whole.
func TestMenusFitInEveryLanguage(t *testing.T) {
	const woods2 = "new:zombies4,players:2,seat:1:human,seed:7,speed:instant,start,ready,wait:5"
	scripts := []struct{ name, script string }{
		{"title", "wait:1"},
		{"settings", "settings"},
		{"settings at a table", woods2 + ",settings"},
		{"saved games", "new:pints,players:2,bots,seed:3,start,wait:5,menu,resume"},
		{"game over", "new:zombionion,players:2,bots,seed:3,start,finish"},
		{"hand-off", "new:zombies4,players:2,seat:1:human,seed:7,speed:instant,start"},
	}
	for _, info := range game.Games() {
		if info.Ready() != nil {
			continue // not offered (a test's broken game)
		}
		scripts = append(scripts, struct{ name, script string }{"new game " + info.ID, "new:" + info.ID})
	}
	for _, l := range i18n.Langs() {
		for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
			for _, sc := range scripts {
				where := fmt.Sprintf("%s %s %.0f×%.0f", sc.name, l, size[0], size[1])
				a := ScriptApp(t, "lang:"+l.Code()+","+sc.script, size[0], size[1])
				checkButtonsFit(t, where, a, sceneButtons(a))
				checkTitleFits(t, where, a)
				if sc.name == "title" {
					for m := range onlineTables + 1 {
						a.setScene(newOnlineScene(a, m))
						at := fmt.Sprintf("online page %d %s %.0f×%.0f", m, l, size[0], size[1])
						checkButtonsFit(t, at, a, sceneButtons(a))
						checkOnlineNames(t, at, a, a.scene.(*onlineScene))
						checkTitleFits(t, at, a)
					}
				}
			}
		}
	}
}

// sceneButtons are the buttons of the scene on screen.
func sceneButtons(a *App) []*Button {
	switch s := a.scene.(type) {
	case *titleScene:
		return s.ctrls.List
	case *newGameScene:
		return s.ctrls.List
	case *resumeScene:
		return s.ctrls.List
	case *settingsScene:
		return s.ctrls.List
	case *onlineScene:
		return s.ctrls.List // a game tile's name: checkOnlineNames
	case *gameOverScene:
		return s.ctrls.List
	case *handoffScene:
		return []*Button{&s.tap}
	}
	return nil
}

// checkButtonsFit checks that each labelled button shows its label whole
// (its icon beside it, as Button.Draw lays them out, with a margin at each
// end) and lies on the screen.
func checkButtonsFit(t *testing.T, where string, a *App, buttons []*Button) {
	t.Helper()
	if len(buttons) == 0 {
		t.Errorf("%s: no buttons (scene %s)", where, a.scene.name())
	}
	u := a.u
	for _, b := range buttons {
		r := b.R
		if r.W <= 0 {
			continue // not shown
		}
		if r.X < 0 || r.Y < 0 || r.X+r.W > a.w+0.5 || r.Y+r.H > a.h+0.5 {
			t.Errorf("%s: button %q at %+v is off the %.0f×%.0f screen", where, b.Label, r, a.w, a.h)
		}
		if b.Label == "" {
			continue
		}
		size := b.Size
		if size == 0 {
			size = 17
		}
		need := TextWidth(b.Label, FontStrong(size*u)) + 2*6*u
		if b.Icon != "" {
			is := min(r.H*0.62, size*u*1.5)
			need += is * 1.35
		}
		if need > r.W+0.5 {
			t.Errorf("%s: %q needs %.0f px, its button is %.0f wide", where, b.Label, need, r.W)
		}
		if strings.HasSuffix(b.Label, "…") && b.Tip == "" {
			t.Errorf("%s: %q is cut and has no tooltip", where, b.Label)
		}
	}
}

// checkOnlineNames checks that the games' names on the tiles of the online
// screen fit their tiles whole.
func checkOnlineNames(t *testing.T, where string, a *App, s *onlineScene) {
	t.Helper()
	for i, lines := range s.gameName {
		if name := GameName(a.lang, s.infos[i]); strings.Join(lines, " ") != name {
			t.Errorf("%s: %q shows as %q", where, name, lines)
		}
		face := FontStrong(s.nameSize[i] * a.u)
		for _, l := range lines {
			if w := TextWidth(l, face); w > s.games[i].R.W-8*a.u {
				t.Errorf("%s: %q takes %.0f px of a %.0f px tile", where, l, w, s.games[i].R.W)
			}
		}
	}
}

// checkTitleFits checks that the title of the scene on screen, as drawn at
// its size (the new-game screen's with the game's emblem before it), fits
// the screen's width with a margin.
func checkTitleFits(t *testing.T, where string, a *App) {
	t.Helper()
	u := a.u
	var title string
	var size, extra float32
	switch s := a.scene.(type) {
	case *newGameScene:
		title, size, extra = s.title, 58, 2*(56+14)
		// The seed's help line, unwrapped under the seed, and the line
		// for a table on a server.
		for _, l := range []struct {
			key  string
			size float32
		}{{"app.newgame.seed_help", 13}, {"app.online.seed", 14}} {
			if w := TextWidth(a.T(l.key), fontsBody(l.size*u)); w > s.seedPanel.W-40*u {
				t.Errorf("%s: %q takes %.0f px of the seed's panel, %.0f wide", where, a.T(l.key), w, s.seedPanel.W)
			}
		}
	case *resumeScene:
		title, size = a.T("app.resume.title"), 64
	case *settingsScene:
		title, size = a.T("app.settings.title"), 64
	case *gameOverScene:
		title, size = a.T("app.gameover.title"), 80
	case *onlineScene:
		title, size = a.T("app.online.title"), 72
	case *handoffScene:
		title, size = s.title, 64
	default:
		return
	}
	if w := TextWidth(title, fontsTitle(size*u)) + extra*u; w > a.w-40*u {
		t.Errorf("%s: the title %q takes %.0f px of %.0f", where, title, w, a.w)
	}
}

// TestLevelLinesFit: in every language, at 1280 × 800 and 960 × 600, on
// every game's new-game screen with every seat a bot, the line under a
// bot's level fits the row's width whatever level it names, and the last
// row's line and the seat buttons under it stay inside the seats' panel.
func TestLevelLinesFit(t *testing.T) {
	for _, info := range game.Games() {
		if info.Ready() != nil {
			continue // not offered (a test's broken game)
		}
		for _, l := range i18n.Langs() {
			for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
				where := fmt.Sprintf("new game %s %s %.0f×%.0f", info.ID, l, size[0], size[1])
				a := ScriptApp(t, fmt.Sprintf("lang:%s,new:%s,players:%d,bots,seat:0:bot:hard", l.Code(), info.ID, info.MaxPlayers), size[0], size[1])
				s, ok := a.scene.(*newGameScene)
				if !ok {
					t.Fatalf("%s: the scene is %s", where, a.scene.name())
				}
				face := fontsBody(levelLineSize * a.u)
				for _, r := range s.rows {
					if r.line == "" {
						continue
					}
					room := s.panelL.X + s.panelL.W - 12*a.u - r.name.R.X
					for _, lv := range info.Offered() {
						if w := TextWidth(s.levelLine(a, lv.Name), face); w > room {
							t.Errorf("%s: the %s line takes %.0f px of %.0f", where, lv.Name, w, room)
						}
					}
					if bottom := r.name.R.Y + r.name.R.H + 2*a.u + LineHeight(face); bottom > s.minus.R.Y {
						t.Errorf("%s: the line under seat %d ends at %.0f, over the seat buttons at %.0f", where, r.name.ID+1, bottom, s.minus.R.Y)
					}
				}
				if s.minus.R.Y+s.minus.R.H > s.panelL.Y+s.panelL.H {
					t.Errorf("%s: the seat buttons end at %.0f, below the panel's %.0f", where, s.minus.R.Y+s.minus.R.H, s.panelL.Y+s.panelL.H)
				}
			}
		}
	}
}

// TestLevelsSayWhatTheyAre: every level a game offers has its line in the
// catalogs, and a game played as a team names its levels as teammates.
func TestLevelsSayWhatTheyAre(t *testing.T) {
	have := map[string]bool{}
	for _, k := range append(i18n.Keys("app.levels."), i18n.Keys("app.teammates.")...) {
		have[k] = true
	}
	for _, info := range game.Games() {
		for _, l := range info.Offered() {
			if !have["app.levels."+l.Name] {
				t.Errorf("%s offers %s with no line app.levels.%s", info.ID, l.Name, l.Name)
			}
		}
		if info.Team {
			for _, l := range info.Levels {
				if !have["app.teammates."+l.Name] {
					t.Errorf("%s is played as a team, and its level %s has no app.teammates.%s", info.ID, l.Name, l.Name)
				}
			}
		}
	}
}
