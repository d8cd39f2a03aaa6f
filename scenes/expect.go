package scenes

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// expectWhat names what an expect step of a script can check, and what it
// checks: the frame's own state (what it says), not pixels.
var expectWhat = map[string]string{
	"scene":   "the scene is NAME",
	"status":  "the top bar's line says TEXT",
	"tip":     "the tooltip shown says TEXT (\"none\": no tooltip)",
	"log":     "a line of the log says TEXT",
	"nolog":   "no line of the log says TEXT",
	"last":    "the last move's line says TEXT",
	"summary": "the hand-off screen's summary says TEXT",
	"moves":   "N actions were played",
	"undo":    "the Undo button's tooltip says TEXT",
	"prompt":  "the table's prompt (or the refusal in its place) says TEXT",
	"scroll":  "the log's scroll bar is hidden, shown (at the newest lines) or back (scrolled to older ones)",
}

func expectList() string {
	keys := make([]string, 0, len(expectWhat))
	for k := range expectWhat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return strings.Join(keys, ", ")
}

// playOf returns the table the current scene shows or stands for (the
// hand-off and game-over screens belong to one), or nil.
func (a *App) playOf() *playScene {
	switch s := a.scene.(type) {
	case *playScene:
		return s
	case *handoffScene:
		return s.play
	case *gameOverScene:
		return s.play
	}
	return nil
}

// expect checks that the frame says text about what (see expectWhat).
func (a *App) expect(what, text string) error {
	p := a.playOf()
	need := func() error {
		if p == nil {
			return fmt.Errorf("not at a table (scene %s)", a.scene.name())
		}
		return nil
	}
	has := func(got []string) error {
		for _, g := range got {
			if strings.Contains(g, text) {
				return nil
			}
		}
		return fmt.Errorf("%s does not say %q; it says %q", what, text, got)
	}
	switch what {
	case "scene":
		if a.scene.name() != text {
			return fmt.Errorf("the scene is %s, not %s", a.scene.name(), text)
		}
		return nil
	case "tip":
		if text == "none" {
			if len(a.tipLines) > 0 {
				return fmt.Errorf("a tooltip shows: %q", a.tipLines)
			}
			return nil
		}
		return has([]string{strings.Join(a.tipLines, " ")})
	}
	if err := need(); err != nil {
		return err
	}
	switch what {
	case "status":
		p.updateStatus(a)
		return has([]string{p.status})
	case "log", "nolog":
		var all []string
		for _, it := range p.items {
			all = append(all, it.text)
			all = append(all, it.more...)
		}
		err := has(all)
		if what == "nolog" {
			if err == nil {
				return fmt.Errorf("the log says %q: %q", text, all)
			}
			return nil
		}
		return err
	case "last":
		return has([]string{p.lastMove()})
	case "summary":
		h, ok := a.scene.(*handoffScene)
		if !ok {
			return fmt.Errorf("not on the hand-off screen (scene %s)", a.scene.name())
		}
		return has(append([]string{h.sinceHead}, h.since...))
	case "moves":
		n, err := strconv.Atoi(text)
		if err != nil {
			return fmt.Errorf("moves takes a number, not %q", text)
		}
		if got := p.moves(); got != n {
			return fmt.Errorf("%d actions were played, not %d", got, n)
		}
		return nil
	case "undo":
		return has([]string{p.undoTip()})
	case "prompt":
		pr, ok := p.table.(Prompter)
		if !ok {
			return fmt.Errorf("%s's table does not tell its prompt", p.info().ID)
		}
		return has([]string{pr.PromptText()})
	case "scroll":
		p.wrapLog()
		state := "hidden"
		if _, _, ok := p.scrollBar(); ok && p.panel == panelLog {
			state = "shown"
			if p.scroll > 0 {
				state = "back"
			}
		}
		if state != text {
			return fmt.Errorf("the log's scroll bar is %s, not %s", state, text)
		}
		return nil
	}
	return fmt.Errorf("expect cannot check %q", what)
}
