package scenes_test

import (
	"bytes"
	"strings"
	"testing"

	"zombietable/game"
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
			",press:" + endTurn + ",wait:4,release:" + endTurn + ",wait:60,expect:scene:handoff,wait:40" +
			",press:640:420,wait:3,release:640:420,wait:3,expect:scene:play,expect:moves:1" +
			",hover:" + handCard + ",wait:6,press:" + handCard + ",wait:5,release:" + handCard + ",wait:3,expect:moves:2" +
			",expect:last:Bob plays"},
		{"the first click after a hand-off counts, pointer at rest", twoHumans +
			",do:end turn,wait:100,press:640:430,wait:3,release:640:430,wait:3,expect:scene:play" +
			",press:" + handCard + ",wait:5,release:" + handCard + ",wait:3,expect:moves:2"},
		// The hand-off is passed only by its button: a click on the table
		// that was, or a click of the last player a moment after it
		// appeared, leaves it up; the button, once it listens, passes it.
		{"a click beside the hand-off button does not pass it", twoHumans +
			",do:end turn,wait:100,expect:scene:handoff,click:" + handCard + ",wait:3,expect:scene:handoff" +
			",press:" + handCard + ",wait:3,release:" + handCard + ",wait:3,expect:scene:handoff" +
			",click:640:430,wait:3,expect:scene:play,expect:moves:1"},
		{"a press begun before the hand-off does not pass it", twoHumans +
			",do:end turn,press:640:430,wait:100,expect:scene:handoff,release:640:430,wait:3,expect:scene:handoff" +
			",press:640:430,wait:3,release:640:430,wait:3,expect:scene:play"},
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
		// A long log shows a scroll bar that can be dragged back.
		{"log scroll bar", "new:pints,players:3,name:0:Ann,seed:7,bots,start,expect:scroll:hidden" +
			strings.Repeat(",act:0", 30) + ",expect:scroll:shown,press:1272:160,wait:3,release:1272:160,wait:2,expect:scroll:back"},
		// An attack answered in another's turn says who answers what.
		{"out-of-turn decision", "new:zombionion,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,option:kingdom:first-game,start" +
			",do:autoplay treasures,do:buy Piano superiore,do:autoplay treasures,do:buy Piano superiore" +
			",do:autoplay treasures,do:end turn,do:autoplay treasures,do:end turn,do:autoplay treasures,do:end turn" +
			",wait:60,ready,expect:status:Your turn,do:play Piano superiore,wait:60,ready,wait:2" +
			",expect:status:you answer: Bob plays Upper Floor,lang:it,expect:status:rispondi: Bob gioca Piano superiore"},
		// Undo never crosses to another seat: after Player 1's secret vote
		// the screen passes to Player 2, whose Undo is refused and says why;
		// the vote and the table in front stay as they are. Player 1 could
		// take the vote back before passing the screen.
		{"undo takes back only your own move", "new:tsunami,players:3,seat:1:human,seed:5,start,ready,wait:5,do:vote red,wait:90" +
			",expect:scene:handoff,ready,wait:5,expect:status:Player 2,expect:undo:Only your own moves can be taken back: the last one is Player 1's" +
			",undo,wait:5,expect:moves:1,expect:scene:play,expect:status:Player 2"},
		{"undo of your own move before the hand-off", "new:tsunami,players:3,seat:1:human,seed:5,start,ready,wait:5,do:vote red" +
			",undo,wait:5,expect:moves:0,expect:scene:play,expect:status:Player 1"},
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

// TestChoiceNames checks that every option value a game offers is named in
// each language by that language's words: the English new-game screen says
// "Starter" and "Shoot 'em Up", not "antipasto" and "sparatutto".
func TestChoiceNames(t *testing.T) {
	for _, info := range game.Games() {
		for i := range info.Options {
			o := &info.Options[i]
			if len(o.Labels) == 0 {
				continue
			}
			if len(o.Labels) != len(o.Choices) {
				t.Errorf("%s %s: %d labels for %d choices", info.ID, o.Key, len(o.Labels), len(o.Choices))
			}
			for _, c := range o.Choices {
				en, it := scenes.ChoiceName(scenes.English, o, c), scenes.ChoiceName(scenes.Italian, o, c)
				if en == "" || it == "" || strings.Contains(en, "-") && en == c {
					t.Errorf("%s %s=%s: named %q in English, %q in Italian", info.ID, o.Key, c, en, it)
				}
			}
		}
	}
	pints, _ := game.Lookup("pints")
	zombionion, _ := game.Lookup("zombionion")
	for _, c := range []struct {
		info       *game.Info
		key, value string
		en, it     string
	}{
		{pints, "level", "antipasto", "Starter", "Antipasto"},
		{pints, "level", "piatto-principale", "Main course", "Piatto principale"},
		{zombionion, "kingdom", "sparatutto", "Shoot 'em Up", "Sparatutto"},
		{zombionion, "kingdom", "vita-o-morte", "Life or Death", "Vita o Morte"},
		{zombionion, "kingdom", "citta-infestata", "Infested City", "Città Infestata"},
	} {
		for i := range c.info.Options {
			o := &c.info.Options[i]
			if o.Key != c.key {
				continue
			}
			if got := scenes.ChoiceName(scenes.English, o, c.value); got != c.en {
				t.Errorf("%s=%s in English: %q, want %q", c.key, c.value, got, c.en)
			}
			if got := scenes.ChoiceName(scenes.Italian, o, c.value); got != c.it {
				t.Errorf("%s=%s in Italian: %q, want %q", c.key, c.value, got, c.it)
			}
			for _, bad := range []string{"antipasto", "piatto-principale", "sparatutto", "citta-infestata"} {
				if strings.Contains(scenes.OptionHelp(scenes.English, o), bad) {
					t.Errorf("%s's English help says %q: %q", c.key, bad, scenes.OptionHelp(scenes.English, o))
				}
			}
		}
	}
}
