package scenes

import "testing"

// The hand-off's button and the new-game screen's help name the gesture of
// the pointer in use: "Click" with a mouse, "Tap" once a finger touched the
// screen, in both languages.
func TestClickOrTap(t *testing.T) {
	const two = "new:zombionion,players:2,seat:1:human,seed:7,option:kingdom:first-game,start,ready,wait:5,do:end turn,wait:60"
	cases := []struct {
		lang  string
		touch bool
		want  string
	}{
		{"en", false, "Click when ready"},
		{"en", true, "Tap when ready"},
		{"it", false, "Clicca quando ci sei"},
		{"it", true, "Tocca quando ci sei"},
	}
	for _, c := range cases {
		script := "lang:" + c.lang + "," + two
		if c.touch {
			// A finger on the table before the hand-off, lifted after.
			script = "lang:" + c.lang + ",new:zombionion,players:2,seat:1:human,seed:7,option:kingdom:first-game,start,ready,wait:5" +
				",touch:1:100:700,wait:3,lift:1,wait:3,do:end turn,wait:60"
		}
		a := ScriptApp(t, script, 1280, 800)
		for i := 0; i < 3; i++ {
			_ = a.Update()
		}
		h, ok := a.scene.(*handoffScene)
		if !ok {
			t.Fatalf("%s: scene %s", script, a.scene.name())
		}
		if h.tap.Label != c.want {
			t.Errorf("%s, touch %v: the hand-off says %q, want %q", c.lang, c.touch, h.tap.Label, c.want)
		}
	}
	a := ScriptApp(t, "lang:en,new:pints,players:2,seat:1:human", 1280, 800)
	ng := a.scene.(*newGameScene)
	if tip := ng.rows[0].name.Tip; tip != "Click and type a name" {
		t.Errorf("with a mouse the name's help says %q", tip)
	}
	a.in.touchAt(1, 5, 5)
	for i := 0; i < 3; i++ {
		_ = a.Update()
	}
	a.in.lift(1)
	for i := 0; i < 3; i++ {
		_ = a.Update()
	}
	if tip := a.scene.(*newGameScene).rows[0].name.Tip; tip != "Tap and type a name" {
		t.Errorf("after a touch the name's help says %q", tip)
	}
}

// After a secret vote, the voter's table turns public at once while the
// screen waits for the hand-off: their vote does not linger as the device
// is passed. The next person's table shows only after the hand-off.
func TestVoteDoesNotLinger(t *testing.T) {
	a := ScriptApp(t, "new:tsunami,players:3,seat:1:human,seat:2:human,seed:5,start,ready,wait:3,do:vote red", 1280, 800)
	p := a.playOf()
	if p == nil || !p.tc.public || p.tc.canAct || a.scene.name() != "play" {
		t.Fatalf("just after the vote: scene %s, public %v, can act %v", a.scene.name(), p != nil && p.tc.public, p != nil && p.tc.canAct)
	}
	for i := 0; i < 200 && a.scene.name() == "play"; i++ {
		_ = a.Update()
		if !p.tc.public {
			t.Fatalf("frame %d: a private table before the hand-off (seat %d)", i, p.tc.seat+1)
		}
	}
	h, ok := a.scene.(*handoffScene)
	if !ok || h.seat != 1 {
		t.Fatalf("scene %s after the vote", a.scene.name())
	}
	a.passHandoff(h)
	if p.tc.public || p.tc.seat != 1 || !p.tc.canAct {
		t.Fatalf("after the hand-off: public %v, seat %d, can act %v", p.tc.public, p.tc.seat+1, p.tc.canAct)
	}
}
