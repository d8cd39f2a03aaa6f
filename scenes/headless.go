package scenes

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// RunScript plays a -script with no window: the app's ticks one after the
// other as fast as they go, nothing drawn, no sound, the screen as large as
// -width × -height (1280 × 800 by default) at a device scale of 1. It takes
// Main's flags and returns its exit code: 0 when the script ran to its end,
// 1 when a step failed (an expect step that found the frame saying something
// else, say), 2 on bad flags. Tests use it to check what the frame says
// along a game; screenshot steps are skipped.
func RunScript(args []string, stderr io.Writer) int {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "zombietable:", err)
		return 2
	}
	if o.script == "" {
		fmt.Fprintln(stderr, "zombietable: RunScript needs a -script")
		return 2
	}
	a := newApp(o, stderr)
	a.mixer.off = true
	a.shotPath = ""
	a.resize(float64(a.set.Width), float64(a.set.Height), 1)
	// Every step may wait stepTimeout ticks; a finish step may wait longer.
	limit := (len(a.script) + 6) * stepTimeout
	for i := 0; i < limit; i++ {
		if err := a.Update(); err != nil {
			if errors.Is(err, ebiten.Termination) {
				return a.exitCode
			}
			fmt.Fprintln(stderr, "zombietable:", err)
			return 1
		}
		a.pendingShot = ""
		if a.scriptDone > 0 {
			return a.exitCode
		}
		if p := a.playOf(); a.joining() || p != nil && p.remote != nil {
			// A table on a server moves at the network's pace: a tick
			// takes about as long as a frame would.
			time.Sleep(time.Millisecond)
		}
	}
	fmt.Fprintln(stderr, "zombietable: the script did not end")
	return 1
}
