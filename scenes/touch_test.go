package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/scenes"
)

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
			",do:end turn,wait:60,expect:scene:handoff,wait:40,touch:1:640:430,wait:4,lift:1,wait:3,expect:scene:play,expect:moves:1" +
			",tap:" + handCard + ",wait:3,expect:moves:2,expect:last:Bob plays"},
		{"a quick tap hands the screen over", twoHumans +
			",do:end turn,wait:60,expect:scene:handoff,wait:40,tap:640:430,wait:3,expect:scene:play"},
		// A finger that went down before the hand-off appeared, lifted
		// after, does not pass it, wherever it lies; a tap during the
		// first moment does not either.
		{"a touch begun before the hand-off does not pass it", twoHumans +
			",do:end turn,touch:1:640:430,wait:100,expect:scene:handoff,lift:1,wait:3,expect:scene:handoff" +
			",tap:640:430,wait:3,expect:scene:play"},
		{"a tap held a few ticks plays the card", twoHumans +
			",do:end turn,wait:60,ready,wait:3,touch:1:" + handCard + ",wait:5,lift:1,wait:3,expect:moves:2"},
		{"two quick taps play two cards", twoHumans +
			",do:end turn,wait:60,ready,wait:3,tap:" + handCard + ",wait:2,tap:" + handCard + ",wait:3,expect:moves:3"},
		// On a touch screen only a long press shows a tooltip, and plays
		// nothing; the tooltip shows while the finger stays down, and
		// lifting it hides the tooltip.
		{"a long press asks for the tooltip", twoHumans +
			",touch:1:" + handCard + ",wait:40,expect:tip:Bullet,wait:20,expect:tip:Bullet,lift:1,wait:5,expect:tip:none,expect:moves:0" +
			",tap:" + handCard + ",wait:2,expect:tip:none,expect:moves:1"},
		{"a tap shows no tooltip", twoHumans +
			",touch:1:" + endTurn + ",wait:5,expect:tip:none,lift:1,wait:3,expect:tip:none"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runScript(t, c.script) })
	}
}

// woods opens a two-person game of Zombies!!! 4 at 1280 × 800, with Ann to
// lay the first map card, and plays more steps.
func woods(t *testing.T, more string) *scenes.App {
	return scenes.ScriptApp(t, "new:zombies4,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,lang:en,start,ready,wait:120"+more, 1280, 800)
}

// TestPinchThroughTheFrame spreads two fingers on the map of Zombies!!! 4
// from 80 to 160 pixels apart about (400, 340): the map doubles about that
// point, so what the table says of a point P before it says of the point
// twice as far from the midpoint after. One finger still drags the map, and
// a tap with one finger after the pinch lays the card.
func TestPinchThroughTheFrame(t *testing.T) {
	const mx, my = 400, 340
	before := woods(t, "")
	after := woods(t, ",touch:1:360:340,touch:2:440:340,wait:2,touch:1:320:340,touch:2:480:340,wait:2,lift:1,lift:2,wait:2")
	var n, zoomed, still int
	for dy := float32(-110); dy <= 110; dy += 10 {
		for dx := float32(-110); dx <= 110; dx += 10 {
			tip := before.TableTip(mx+dx, my+dy)
			if tip == "" {
				continue
			}
			n++
			if after.TableTip(mx+2*dx, my+2*dy) == tip {
				zoomed++
			}
			if before.TableTip(mx+2*dx, my+2*dy) == tip {
				still++
			}
		}
	}
	t.Logf("%d points on the map: %d say the same twice as far out after the pinch, %d before it", n, zoomed, still)
	if n < 50 || float32(zoomed) < 0.9*float32(n) || zoomed-still < n/5 {
		t.Fatalf("the map did not double about the midpoint: %d of %d points (%d without the pinch)", zoomed, n, still)
	}
	// One finger still drags the map: what lay under it follows it.
	dragged := woods(t, ",touch:1:400:340,wait:1,touch:1:430:340,wait:1,touch:1:470:320,wait:1,touch:1:500:300,wait:1,lift:1,wait:2")
	var onMap, followed int
	for dy := float32(-110); dy <= 110; dy += 10 {
		for dx := float32(-110); dx <= 110; dx += 10 {
			tip := before.TableTip(mx+dx, my+dy)
			if tip == "" {
				continue
			}
			onMap++
			if dragged.TableTip(mx+dx+100, my+dy-40) == tip {
				followed++
			}
		}
	}
	t.Logf("dragged by 100,-40: %d of %d points followed the finger", followed, onMap)
	if float32(followed) < 0.9*float32(onMap) {
		t.Fatalf("a one-finger drag: %d of %d points followed the finger", followed, onMap)
	}
	// A one-finger tap on a place that takes the card, after the pinch.
	for y := float32(120); y < 580; y += 20 {
		for x := float32(20); x < 900; x += 20 {
			if strings.Contains(after.TableTip(x, y), "Lay the card here") {
				at := fmt.Sprintf("%d:%d", int(x), int(y))
				woods(t, ",touch:1:360:340,touch:2:440:340,wait:2,touch:1:320:340,touch:2:480:340,wait:2,lift:1,lift:2,wait:2"+
					",expect:moves:0,tap:"+at+",wait:3,expect:moves:1,expect:last:Ann")
				return
			}
		}
	}
	t.Fatal("no place to lay the card after the pinch")
}
