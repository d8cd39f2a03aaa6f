package scenes

import (
	"io"
	"testing"
	"time"

	"zombietable/game"
	_ "zombietable/game/all"
	"zombietable/game/save"
)

// idleApp is an app on the title screen with its first frames drawn.
func idleApp(t *testing.T) *App {
	t.Helper()
	a := newApp(options{store: t.TempDir()}, io.Discard)
	a.redraw = 0
	return a
}

// ticksToSleep runs the pacing tick by tick and returns the tick on which
// the app went to sleep, or -1 if it was still awake after limit ticks.
func ticksToSleep(a *App, limit int) int {
	for i := 1; i <= limit; i++ {
		a.pace()
		if a.asleep {
			return i
		}
	}
	return -1
}

func TestPaceSleepsWhenNothingChanges(t *testing.T) {
	a := idleApp(t)
	if n := ticksToSleep(a, 10*tps); n != calmTicks+1 {
		t.Fatalf("asleep after %d ticks, want %d", n, calmTicks+1)
	}
	// Input wakes it on the tick that sees it.
	a.in.Moved = true
	a.pace()
	if a.asleep {
		t.Fatal("still asleep on a tick with the pointer moving")
	}
	a.in.Moved = false
	if n := ticksToSleep(a, 10*tps); n != calmTicks+1 {
		t.Fatalf("asleep again after %d ticks, want %d", n, calmTicks+1)
	}
}

// game2 is a new two-seat game of id with the given seat kinds.
func game2(t *testing.T, id string, kinds ...string) *save.Session {
	t.Helper()
	info, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	seats := []save.Seat{{Name: "Ann", Kind: kinds[0], Level: "normal"}, {Name: "Bob", Kind: kinds[1], Level: "normal"}}
	sess, err := save.NewSession(info, game.Config{Players: 2, Seed: 7}, seats)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

func TestPaceStaysAwakeWhileSomethingIsUnderWay(t *testing.T) {
	cases := []struct {
		name string
		set  func(t *testing.T, a *App)
	}{
		{"a frame to draw", func(t *testing.T, a *App) { a.dirty() }},
		{"a motion", func(t *testing.T, a *App) { a.anim.Move(1, 0, 0, 100, 100, time.Second) }},
		{"a die rolling", func(t *testing.T, a *App) { a.anim.Roll(1, 6, time.Second) }},
		{"a message shown", func(t *testing.T, a *App) { a.toast = "saved" }},
		{"the pointer held down", func(t *testing.T, a *App) { a.in.Down = true }},
		{"a script to play", func(t *testing.T, a *App) { a.script, _ = ParseScript("wait:10") }},
		{"a screenshot to take", func(t *testing.T, a *App) { a.shotPath = "shot.png" }},
		{"a bot to play", func(t *testing.T, a *App) {
			a.scene = &playScene{sess: game2(t, "zombionion", save.Bot, save.Bot)}
		}},
		{"a hand-off due", func(t *testing.T, a *App) {
			p := &playScene{sess: game2(t, "pints", save.Human, save.Human)}
			p.tc.seat = 1 - p.sess.State.ToAct()
			a.scene = p
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := idleApp(t)
			c.set(t, a)
			if n := ticksToSleep(a, 10*tps); n != -1 {
				t.Fatalf("asleep after %d ticks", n)
			}
		})
	}
}

func TestPaceSleepsAtATableWaitingForAPerson(t *testing.T) {
	for _, id := range []string{"pints", "zombionion"} {
		t.Run(id, func(t *testing.T) {
			a := idleApp(t)
			p := &playScene{sess: game2(t, id, save.Human, save.Human)}
			p.tc.seat = p.sess.State.ToAct()
			a.scene = p
			if n := ticksToSleep(a, 10*tps); n != calmTicks+1 {
				t.Fatalf("asleep after %d ticks, want %d", n, calmTicks+1)
			}
		})
	}
}
