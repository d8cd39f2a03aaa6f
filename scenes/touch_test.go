package scenes_test

import "testing"

// TestTouchScripts plays a tablet's taps through the frame. A browser keeps
// no record of a finger that went down and up between two of its frames, and
// the frames right after a hand-off are long (the new seat's table is laid
// out and drawn for the first time): a player reaching for a card at once
// taps within one of them. Every tap must count all the same.
func TestTouchScripts(t *testing.T) {
	cases := []struct {
		name, script string
	}{
		{"the first tap after a hand-off counts", twoHumans +
			",do:end turn,wait:60,expect:scene:handoff,touch:1:640:430,wait:4,lift:1,wait:3,expect:scene:play,expect:moves:1" +
			",tap:" + handCard + ",wait:3,expect:moves:2,expect:last:Bob plays"},
		{"a quick tap hands the screen over", twoHumans +
			",do:end turn,wait:60,expect:scene:handoff,tap:640:430,wait:3,expect:scene:play"},
		{"a tap held a few ticks plays the card", twoHumans +
			",do:end turn,wait:60,ready,wait:3,touch:1:" + handCard + ",wait:5,lift:1,wait:3,expect:moves:2"},
		{"two quick taps play two cards", twoHumans +
			",do:end turn,wait:60,ready,wait:3,tap:" + handCard + ",wait:2,tap:" + handCard + ",wait:3,expect:moves:3"},
		// A long press shows the tooltip and plays nothing.
		{"a long press asks for the tooltip", twoHumans +
			",touch:1:" + handCard + ",wait:40,expect:tip:Bullet,lift:1,wait:3,expect:moves:0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runScript(t, c.script) })
	}
}
