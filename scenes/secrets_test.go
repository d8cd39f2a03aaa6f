package scenes

import (
	"testing"

	"zombietable/game"
	"zombietable/game/save"
)

// threeAtTsunami is a game of Zombie Tsunami for three people at one screen,
// the first hand-off showing.
const threeAtTsunami = "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start"

// Each person is asked how the chances of their secret cards in the others'
// play come to them once, at their first hand-off, once the screen is
// theirs: the hand-off's button shows the question, not their table, and
// the question listens only after the hand-off's guard time. The answer is
// kept with the game, survives a resume, is never asked again, and is
// changed in the settings on the person's own screen.
func TestSecretCardsAskedOnceAtTheFirstHandoff(t *testing.T) {
	a := ScriptApp(t, threeAtTsunami, 1280, 800)
	h, ok := a.scene.(*handoffScene)
	if !ok || h.seat != 0 || h.ask.shown {
		t.Fatalf("scene %s: want the hand-off to Ann", a.scene.name())
	}
	h.ready(a)
	if a.scene != h || !h.ask.shown || h.ask.title != "Ann, your secret cards" || len(h.ask.lines) < 3 {
		t.Fatalf("after the hand-off: scene %s, question %v %q", a.scene.name(), h.ask.shown, h.ask.title)
	}
	// A click at once, meant for the hand-off's button, answers nothing.
	c := h.ask.choices[1].R
	a.in.clickAt(c.X+c.W/2, c.Y+c.H/2)
	tick(t, a, 2)
	if a.scene != h || a.playOf().sess.Log.Seats[0].Secrets != "" {
		t.Fatal("a click as the question appeared answered it")
	}
	tick(t, a, 60)
	a.in.pressAt(c.X+c.W/2, c.Y+c.H/2)
	tick(t, a, 2)
	a.in.releaseAt(c.X+c.W/2, c.Y+c.H/2)
	tick(t, a, 2)
	p := a.playOf()
	if _, ok := a.scene.(*playScene); !ok || p.sess.Log.Seats[0].Secrets != save.SecretsTable || p.tc.seat != 0 || p.tc.public {
		t.Fatalf("after Play them for me: scene %s, Ann's choice %q", a.scene.name(), p.sess.Log.Seats[0].Secrets)
	}

	// A whole game: every person is asked once, at their first hand-off.
	asked := map[game.Seat]int{}
	firsts := map[game.Seat]bool{}
	for i := 0; i < 400000 && !p.sess.State.Over(); i++ {
		switch s := a.scene.(type) {
		case *handoffScene:
			first := !firsts[s.seat]
			firsts[s.seat] = true
			s.ready(a)
			if s.ask.shown {
				asked[s.seat]++
				if !first && s.seat != 0 {
					t.Fatalf("%s was asked at a later hand-off", p.seatName(s.seat))
				}
				s.choose(a, save.SecretsAsk)
			}
		case *playScene:
			if s.tc.canAct && !a.anim.Busy() {
				if err := s.tc.Submit(s.tc.legal[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
		tick(t, a, 1)
	}
	if asked[0] != 0 || asked[1] != 1 || asked[2] != 1 {
		t.Fatalf("questions asked by seat: %v; want Bob and Cy once, Ann no more", asked)
	}

	// Kept with the game; changed in the settings, on one's own screen.
	a = ScriptApp(t, threeAtTsunami+",secrets:table,menu,resume:0,ready,expect:scene:play,settings,secrets:ask,back,menu,resume:0", 1280, 800)
	if got := a.playOf().sess.Log.Seats[0].Secrets; got != save.SecretsAsk {
		t.Fatalf("Ann's choice after the settings and a resume: %q", got)
	}
}
