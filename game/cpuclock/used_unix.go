//go:build unix

package cpuclock

import (
	"syscall"
	"time"
)

// Used is the CPU time the process has spent so far, user and system.
func Used() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
