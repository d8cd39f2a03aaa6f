package scenes

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
)

// countBot plays the first legal action at once, and counts how often it is
// asked to think.
type countBot struct {
	st    game.State
	asked int
}

func (b *countBot) Begin(s game.State) { b.st = s; b.asked++ }
func (b *countBot) Think(int) bool     { b.asked++; return true }
func (b *countBot) Action() game.Action {
	return b.st.Legal(nil)[0]
}

// A bot to move in a game whose save holds no more actions (save.MaxActions
// of them, the log filled as the save's own test fills it) is refused: the
// players are told why once, in their language, the top bar says the bot
// cannot play, the bot is not asked again frame after frame, nothing
// changes and the app goes to sleep. An undo lets it play again (the race
// of the save's tests: no draw or roll keeps a move from being undone).
func TestABotAtTheSaveLimitStops(t *testing.T) {
	cases := []struct {
		lang, reason, status string
	}{
		{"en", "The game cannot go on: a save holds at most 100000 actions", "Bob cannot play"},
		{"it", "La partita non può continuare: un salvataggio contiene al massimo 100000 azioni", "Bob non può giocare"},
		{"fr", "La partie ne peut pas continuer\u00a0: une sauvegarde contient au plus 100000 actions", "Bob ne peut pas jouer"},
		{"de", "Die Partie kann nicht weitergehen: Ein Spielstand fasst höchstens 100000 Aktionen", "Bob kann nicht spielen"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			a := ScriptApp(t, "new:race,players:2,seat:0:human,seat:1:bot,name:0:Ann,name:1:Bob,seed:7,lang:"+c.lang+",speed:instant,start,wait:2", 1280, 800)
			var stderr strings.Builder
			a.stderr = &stderr
			p := a.playOf()
			// Ann plays until Bob is to move.
			for i := 0; p.sess.IsHuman(p.sess.State.ToAct()); i++ {
				if i > 100 {
					t.Fatal("Bob never comes to move")
				}
				if err := p.apply(p.sess.State.Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			bob := p.sess.State.ToAct()
			cb := &countBot{}
			p.bots[bob] = cb
			played := len(p.sess.Log.Actions)
			for len(p.sess.Log.Actions) < save.MaxActions {
				p.sess.Log.Actions = append(p.sess.Log.Actions, "add 1")
			}
			hash := game.Hash(p.sess.State)

			// The bot's turn comes, and its move is refused.
			for i := 0; i < 120 && a.toast == ""; i++ {
				tick(t, a, 1)
			}
			if !strings.HasPrefix(a.toast, c.reason) {
				t.Fatalf("the message shown: %q, want the reason %q", a.toast, c.reason)
			}
			if a.StatusLine() != c.status {
				t.Fatalf("the top bar says %q, want %q", a.StatusLine(), c.status)
			}
			asked, said := cb.asked, stderr.String()

			// Frames go by: the bot is not asked again, nothing changes,
			// the message goes after its time and the app sleeps.
			for range 900 {
				tick(t, a, 1)
				if a.redraw > 0 {
					a.redraw-- // the tick's frame drawn
				}
			}
			if cb.asked != asked {
				t.Fatalf("the bot was asked %d more times", cb.asked-asked)
			}
			if game.Hash(p.sess.State) != hash || len(p.sess.Log.Actions) != save.MaxActions {
				t.Fatal("the game changed")
			}
			if stderr.String() != said || strings.Count(said, "\n") != 1 {
				t.Fatalf("the refusal was told %d times:\n%s", strings.Count(stderr.String(), "\n"), stderr.String())
			}
			if a.toast != "" || a.StatusLine() != c.status {
				t.Fatalf("after the frames: message %q, top bar %q", a.toast, a.StatusLine())
			}
			if !a.asleep || p.waiting() {
				t.Fatalf("the app is still at work: asleep %v, waiting %v", a.asleep, p.waiting())
			}

			// Room again in the save and Ann's move undone: Bob plays
			// once Ann has played again.
			p.sess.Log.Actions = p.sess.Log.Actions[:played]
			if err := p.undo(a); err != nil {
				t.Fatal(err)
			}
			for p.sess.IsHuman(p.sess.State.ToAct()) {
				if err := p.apply(p.sess.State.Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			n := len(p.sess.Log.Actions)
			tick(t, a, 120)
			if cb.asked == asked || len(p.sess.Log.Actions) == n {
				t.Fatalf("after the undo the bot was asked %d times and played %d actions", cb.asked-asked, len(p.sess.Log.Actions)-n)
			}
			if s := a.StatusLine(); s == c.status {
				t.Fatalf("after the undo the top bar still says %q", s)
			}
		})
	}
}
