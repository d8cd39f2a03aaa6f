package scenes

import (
	"io"
	"testing"
	"time"

	"zombietable/game"
	_ "zombietable/game/all"
	"zombietable/game/bot"
	"zombietable/game/save"
)

// TestSavedBotLevelKeepsTheBudget: a save whose bot seats think with
// "ismcts:10000" (Zombies!!! 4, six players: over a minute a move when
// let run) plays its move once its thinking time is spent, with its best
// move so far, as the engine's bot requests do. With a budget shorter
// than a frame's slice the move comes in the first frame.
func TestSavedBotLevelKeepsTheBudget(t *testing.T) {
	info, err := game.Lookup("zombies4")
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]save.Seat, 6)
	for i := range seats {
		seats[i] = save.Seat{Name: "Bot", Kind: save.Bot, Level: "ismcts:10000"}
	}
	sess, err := save.NewSession(info, game.Config{Players: 6, Seed: 3}, seats)
	if err != nil {
		t.Fatal(err)
	}
	a := &App{anim: newAnimator(), stderr: io.Discard, w: 1280, h: 800, u: 1}
	p, err := newPlayScene(a, sess, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.botBudget != bot.DefaultBudget {
		t.Fatalf("the app's bots think for %v, the engine's for %v", p.botBudget, bot.DefaultBudget)
	}
	p.botBudget = time.Millisecond
	p.runBot(a, sess.State.ToAct())
	if n := len(sess.Log.Actions); n != 1 {
		t.Fatalf("%d moves after a frame past the budget, want 1", n)
	}
}
