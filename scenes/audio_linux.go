//go:build linux && !android

package scenes

import (
	"os"
	"path/filepath"
	"strconv"
)

// audioAvailable reports whether the machine has somewhere to play sound: a
// PulseAudio (or PipeWire) server or an ALSA playback device. Ebitengine ends
// the game when it cannot open a device, so a machine without one (a server,
// a container, CI) plays silently instead.
func audioAvailable() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	var sockets []string
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" {
		sockets = append(sockets, filepath.Join(d, "pulse", "native"))
	}
	sockets = append(sockets, filepath.Join("/run/user", strconv.Itoa(os.Getuid()), "pulse", "native"))
	for _, s := range sockets {
		if _, err := os.Stat(s); err == nil {
			return true
		}
	}
	pcm, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(pcm) > 0
}
