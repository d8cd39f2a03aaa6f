package scenes

import (
	"fmt"
	"runtime"
	"strconv"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
)

var sprintf = fmt.Sprintf

// stepTimeout is how many frames a step may wait for its moment (a human
// decision, say) before the script fails.
const stepTimeout = 3600

// runScript advances the UI script by at most one step per tick.
func (a *App) runScript() error {
	if a.step >= len(a.script) {
		if len(a.script) > 0 && a.scriptDone == 0 {
			a.scriptDone = a.frame
			a.drawnFrames = 0
			runtime.ReadMemStats(&a.memMark)
			fmt.Fprintf(a.stderr, "zombietable: script done\n")
		}
		return nil
	}
	st := a.script[a.step]
	if a.stepFrames == 0 {
		fmt.Fprintf(a.stderr, "zombietable: step %d/%d %s\n", a.step+1, len(a.script), st.Text)
	}
	a.stepFrames++
	done, err := a.doStep(st)
	if err != nil {
		return fmt.Errorf("step %d %q: %w", a.step+1, st.Text, err)
	}
	if done {
		a.step++
		a.stepFrames = 0
		a.dirty()
		return nil
	}
	if a.stepFrames > stepTimeout {
		return fmt.Errorf("step %d %q: still waiting after %d frames (scene %s)", a.step+1, st.Text, stepTimeout, a.scene.name())
	}
	return nil
}

func (a *App) doStep(st Step) (bool, error) {
	ng, _ := a.scene.(*newGameScene)
	play, _ := a.scene.(*playScene)
	needNG := func() error {
		if ng == nil {
			return fmt.Errorf("not on the new-game screen (scene %s)", a.scene.name())
		}
		return nil
	}
	switch st.Verb {
	case "wait":
		return a.stepFrames >= st.Int(0), nil
	case "new":
		info, err := game.Lookup(st.Args[0])
		if err == nil {
			err = info.Ready()
		}
		if err != nil {
			return false, err
		}
		a.setScene(newNewGameScene(a, info))
		return true, nil
	case "players":
		if err := needNG(); err != nil {
			return false, err
		}
		return true, ng.setPlayers(a, st.Int(0))
	case "seat":
		if err := needNG(); err != nil {
			return false, err
		}
		level := ""
		if len(st.Args) > 2 {
			level = st.Args[2]
		}
		return true, ng.setSeat(a, st.Int(0), st.Args[1], level)
	case "name":
		if err := needNG(); err != nil {
			return false, err
		}
		i := st.Int(0)
		if i >= len(ng.seats) {
			return false, fmt.Errorf("no seat %d (%d seats)", i, len(ng.seats))
		}
		ng.seats[i].Name = save.CleanName(st.Args[1])
		ng.layout(a)
		return true, nil
	case "option":
		if err := needNG(); err != nil {
			return false, err
		}
		return true, ng.setOption(a, st.Args[0], st.Args[1])
	case "seed":
		if err := needNG(); err != nil {
			return false, err
		}
		if _, err := strconv.ParseUint(st.Args[0], 10, 64); err != nil {
			return false, fmt.Errorf("a seed is a whole number")
		}
		ng.seed = st.Args[0]
		ng.layout(a)
		return true, nil
	case "start":
		if err := needNG(); err != nil {
			return false, err
		}
		return true, ng.start(a)
	case "act", "do":
		if a.joining() {
			return false, nil
		}
		if h, ok := a.scene.(*handoffScene); ok {
			a.passHandoff(h)
			return false, nil
		}
		if _, over := a.scene.(*gameOverScene); over {
			return false, fmt.Errorf("the game is over")
		}
		if play == nil {
			return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
		}
		if !play.tc.canAct || a.anim.Busy() {
			return false, nil
		}
		legal := play.tc.legal
		var act game.Action
		if st.Verb == "act" {
			i := st.Int(0)
			if i >= len(legal) {
				return false, fmt.Errorf("%d legal actions, no action %d", len(legal), i)
			}
			act = legal[i]
		} else {
			x, err := play.findAction(st.Args[0])
			if err != nil {
				return false, err
			}
			act = x
		}
		return true, play.tc.Submit(act)
	case "bots":
		if ng != nil {
			// On the new-game screen: every seat but the first is a bot.
			for i := 1; i < len(ng.seats); i++ {
				if err := ng.setSeat(a, i, save.Bot, ""); err != nil {
					return false, err
				}
			}
			return true, nil
		}
		switch s := a.scene.(type) {
		case *gameOverScene, *handoffScene:
			return true, nil
		case *playScene:
			return s.tc.canAct && !a.anim.Busy(), nil
		}
		return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
	case "finish":
		switch s := a.scene.(type) {
		case *gameOverScene:
			return true, nil
		case *onlineScene:
			if !a.joining() {
				return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
			}
		case *handoffScene:
			a.passHandoff(s)
		case *playScene:
			if s.tc.canAct && !a.anim.Busy() {
				if err := s.tc.Submit(s.tc.legal[0]); err != nil {
					return false, err
				}
			}
		default:
			return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
		}
		if a.stepFrames >= stepTimeout-1 {
			a.stepFrames = 1 // a whole game may take long: only a stuck one fails
			a.finishStalls++
			if a.finishStalls > 5 {
				return false, fmt.Errorf("the game does not end")
			}
		}
		return false, nil
	case "ready":
		if h, ok := a.scene.(*handoffScene); ok {
			a.passHandoff(h)
		}
		return true, nil
	case "secrets":
		a.scriptSecrets = secretsChoices[0]
		if st.Args[0] == "table" {
			a.scriptSecrets = secretsChoices[1]
		}
		switch s := a.scene.(type) {
		case *settingsScene:
			if s.answerSeat == game.Nobody || !s.secretsRow {
				return false, fmt.Errorf("no choice of secret cards on this screen (scene %s)", a.scene.name())
			}
			a.setPassAnswers(st.Args[0] == "table")
			s.layout(a)
			return true, nil
		case *handoffScene:
			if s.ask.shown || s.play.asksSecrets(s.seat) {
				a.passHandoff(s)
				return true, nil
			}
			return false, fmt.Errorf("%s has chosen already: no question of secret cards", s.play.seatName(s.seat))
		}
		// Wait for a hand-off.
		return false, nil
	case "rules", "log":
		if play == nil {
			return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
		}
		play.toggle(a, st.Verb)
		return true, nil
	case "settings":
		a.openSettings()
		return true, nil
	case "answers":
		set, ok := a.scene.(*settingsScene)
		if !ok || set.answerSeat == game.Nobody || set.secretsRow {
			return false, fmt.Errorf("no choice of answers on this screen (scene %s)", a.scene.name())
		}
		a.setPassAnswers(st.Args[0] == "pass")
		set.layout(a)
		return true, nil
	case "back":
		if b, ok := a.scene.(interface{ back(*App) }); ok {
			b.back(a)
			return true, nil
		}
		return false, fmt.Errorf("nothing to go back from (scene %s)", a.scene.name())
	case "undo":
		if play == nil {
			return false, fmt.Errorf("not at a table (scene %s)", a.scene.name())
		}
		// As the button: a refused undo says why on screen (expect:undo).
		_ = play.undo(a)
		return true, nil
	case "replay", "seek", "step", "as", "fork", "coach":
		return a.replayStep(st, play)
	case "menu":
		a.toMenu()
		return true, nil
	case "resume":
		if len(st.Args) == 0 {
			a.setScene(newResumeScene(a))
			return true, nil
		}
		saved, err := a.listSaved()
		if err != nil {
			return false, err
		}
		i := st.Int(0)
		if i >= len(saved) {
			return false, fmt.Errorf("%d saved games, no game %d", len(saved), i)
		}
		return true, a.resume(saved[i])
	case "lang":
		l, _ := i18n.Parse(st.Args[0])
		a.lang = l
		a.saveSettings()
		a.scene.layout(a)
		return true, nil
	case "speed":
		a.set.Speed = st.Args[0]
		a.saveSettings()
		return true, nil
	case "volume":
		a.set.Volume = float64(st.Int(0)) / 100
		a.saveSettings()
		return true, nil
	case "again":
		g, ok := a.scene.(*gameOverScene)
		if !ok {
			return false, fmt.Errorf("not on the game-over screen (scene %s)", a.scene.name())
		}
		return true, g.again(a)
	case "click":
		a.in.clickAt(float32(st.Int(0)), float32(st.Int(1)))
		return true, nil
	case "hover":
		a.in.moveTo(float32(st.Int(0)), float32(st.Int(1)))
		return true, nil
	case "press":
		a.in.pressAt(float32(st.Int(0)), float32(st.Int(1)))
		return true, nil
	case "release":
		a.in.releaseAt(float32(st.Int(0)), float32(st.Int(1)))
		return true, nil
	case "touch":
		a.in.touchAt(st.Int(0), float32(st.Int(1)), float32(st.Int(2)))
		return true, nil
	case "lift":
		a.in.lift(st.Int(0))
		return true, nil
	case "tap":
		a.in.tapAt(float32(st.Int(0)), float32(st.Int(1)))
		return true, nil
	case "expect":
		return true, a.expect(st.Args[0], st.Args[1])
	case "shot":
		if a.stepFrames == 1 {
			a.pendingShot = st.Args[0]
			a.dirty()
			return false, nil
		}
		return a.pendingShot == "", nil
	case "quit":
		a.quit = true
		return true, nil
	}
	return false, fmt.Errorf("unknown step %q", st.Verb)
}

// passHandoff passes the hand-off screen as its person would: its button,
// then, when the question of their secret cards shows, the script's answer
// (the secrets step's, else ask).
func (a *App) passHandoff(h *handoffScene) {
	if !h.ask.shown {
		h.ready(a)
	}
	if h.ask.shown {
		ans := a.scriptSecrets
		if ans == "" {
			ans = secretsChoices[0]
		}
		h.choose(a, ans)
	}
}

// listSaved lists the autosaved games.
func (a *App) listSaved() ([]save.Saved, error) {
	if a.store == nil {
		return nil, fmt.Errorf("no place to keep saves: %v", a.storeErr)
	}
	return save.ListSaved(a.store, save.AutosavePrefix)
}

// toMenu goes back to the title screen.
func (a *App) toMenu() {
	a.anim.Skip()
	if a.game != nil {
		// A table on a server is left: its connection ends.
		a.game.leave()
	}
	a.setScene(newTitleScene())
}

// openSettings shows the settings, returning to the current scene after.
func (a *App) openSettings() {
	if _, already := a.scene.(*settingsScene); already {
		return
	}
	a.prev = a.scene
	a.setScene(newSettingsScene())
}
