//go:build !unix

package cpuclock

import "time"

// Used is the CPU time the process has spent so far; this platform does not
// tell.
func Used() (time.Duration, bool) { return 0, false }
