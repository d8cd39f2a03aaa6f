package scenes

import (
	"testing"
)

// A screen waiting for a person allocates nothing per tick in our code: the
// title and a table of each game, with the log or the rules open, at both
// window sizes.
func TestNoAllocationPerTickWhileWaiting(t *testing.T) {
	for _, s := range []string{
		"wait:2",
		"new:pints,players:2,seed:7,start",
		"new:zombionion,players:2,seed:7,start",
		"new:offthedead,players:2,seed:7,start",
		"new:tsunami,players:3,seed:7,start",
		"new:zombies4,players:2,seed:7,start",
		"new:zombies4,players:2,seed:7,start,rules",
		"new:zombionion,players:2,seed:7,start,rules",
	} {
		for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
			a := ScriptApp(t, s, size[0], size[1])
			for i := 0; i < 60; i++ {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if n := testing.AllocsPerRun(100, func() { _ = a.Update() }); n != 0 {
				t.Errorf("%s at %v×%v: %v allocations a tick", s, size[0], size[1], n)
			}
		}
	}
}
