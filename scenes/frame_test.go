package scenes_test

import (
	"bytes"
	"strings"
	"testing"

	_ "zombietable/game/all"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

// twoHumans opens a two-person game of Zombionion (the first-game kingdom)
// and passes the first hand-off.
const twoHumans = "new:zombionion,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,option:kingdom:first-game,start,ready,wait:5"

// The Bullet in the hand at 1280 × 800, and the End turn button.
const (
	handCard = "390:680"
	endTurn  = "804:542"
)

// runScript plays a script headlessly and fails the test with the app's
// output when a step fails.
func runScript(t *testing.T, script string, flags ...string) string {
	t.Helper()
	var out bytes.Buffer
	args := append([]string{"-store", t.TempDir(), "-lang", "en", "-script", script}, flags...)
	if code := scenes.RunScript(args, &out); code != 0 {
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) > 12 {
			lines = lines[len(lines)-12:]
		}
		t.Fatalf("exit code %d:\n%s", code, strings.Join(lines, "\n"))
	}
	return out.String()
}

// TestFrameScripts plays the frame's promises as a player would and checks
// what the frame says at each point (its state, not its pixels).
func TestFrameScripts(t *testing.T) {
	cases := []struct {
		name, script string
	}{
		{"an expect step that is wrong fails", ""},
		// A tooltip never crosses a scene change: the hand card of the
		// player who just ended the turn does not show on the hand-off
		// screen, nor on the table of the next one until the pointer moves.
		{"hand-off hides the last tooltip", twoHumans +
			",hover:" + handCard + ",wait:3,expect:tip:Bullet" +
			",do:end turn,wait:60,expect:scene:handoff,expect:tip:none" +
			",ready,wait:3,expect:tip:none,hover:391:681,wait:3,expect:tip:Bullet"},
		// Every click after a hand-off counts: a press and a release ticks
		// apart, as a hand makes them, on the first hand card.
		{"the first click after a hand-off counts", twoHumans +
			",press:" + endTurn + ",wait:4,release:" + endTurn + ",wait:60,expect:scene:handoff" +
			",press:640:420,wait:3,release:640:420,wait:3,expect:scene:play,expect:moves:1" +
			",hover:" + handCard + ",wait:6,press:" + handCard + ",wait:5,release:" + handCard + ",wait:3,expect:moves:2" +
			",expect:last:Bob plays"},
		{"the first click after a hand-off counts, pointer at rest", twoHumans +
			",do:end turn,wait:60,press:" + handCard + ",wait:3,release:" + handCard + ",wait:3,expect:scene:play" +
			",press:" + handCard + ",wait:5,release:" + handCard + ",wait:3,expect:moves:2"},
		// The hand-off screen tells what happened since the player's last turn.
		{"hand-off summary", twoHumans +
			",do:play Pallottola,do:play Pallottola,do:end turn,wait:60,expect:scene:handoff" +
			",expect:summary:Since the game began,expect:summary:Ann plays Bullet ×2,expect:summary:Ann ends"},
		// Switching the language mid-game re-renders the log, the last move
		// and the status line.
		{"language switch re-renders", twoHumans +
			",do:play Pallottola,expect:last:Ann plays Bullet,expect:status:Your turn" +
			",lang:it,expect:last:Ann gioca Pallottola,expect:log:Ann gioca Pallottola,expect:nolog:plays,expect:status:Tocca a te" +
			",expect:log:Turno 1 · Ann,lang:en,expect:log:Turn 1 · Ann"},
		// Undo names the move now last; a disabled Undo says why.
		{"undo and the last move", twoHumans +
			",expect:undo:no move,do:play Pallottola,do:play Pallottola,expect:last:Ann plays Bullet,expect:log:Bullet ×2" +
			",undo,expect:moves:1,expect:last:Ann plays Bullet,expect:nolog:×2"},
		// Pints: the last move follows the language; nobody is "player 3".
		{"pints log in both languages", "new:pints,players:3,name:0:Ann,name:1:Bo,name:2:Cy,seed:7,bots,start" +
			",finish,expect:scene:gameover,expect:log:Turn 1 · Ann,expect:log:Off the bus onto the rows" +
			",expect:nolog:player 3,expect:nolog:player 2,expect:nolog:1 chips,expect:nolog:1 beers" +
			",lang:it,expect:log:Turno 1 · Ann,expect:nolog:Turn 1,lang:en"},
		{"resume fills the last move", twoHumans +
			",do:play Pallottola,menu,resume:0,wait:3,ready,expect:last:Ann plays Bullet,expect:log:Turn 1 · Ann"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.script == "" {
				var out bytes.Buffer
				code := scenes.RunScript([]string{"-store", t.TempDir(), "-script", twoHumans + ",expect:scene:title"}, &out)
				if code != 1 || !strings.Contains(out.String(), "the scene is play, not title") {
					t.Errorf("a wrong expect: exit %d, output %q", code, out.String())
				}
				return
			}
			runScript(t, c.script)
		})
	}
}
