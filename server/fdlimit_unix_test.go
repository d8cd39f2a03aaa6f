//go:build unix

package server

import (
	"syscall"
	"testing"
)

// TestFDLimitRaised: a soft limit of open files below the hard one is
// raised to it.
func TestFDLimitRaised(t *testing.T) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim) })
	low := lim
	low.Cur = min(lim.Max, 512)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &low); err != nil {
		t.Fatal(err)
	}
	got, err := raiseFDLimit()
	if err != nil {
		t.Fatal(err)
	}
	var now syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &now); err != nil {
		t.Fatal(err)
	}
	if got != lim.Max || now.Cur != lim.Max {
		t.Errorf("after raising: %d (in force %d), want the hard limit %d", got, now.Cur, lim.Max)
	}
}
