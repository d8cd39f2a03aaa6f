//go:build !js

package loadgen

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTick is the unit of /proc/<pid>/stat's CPU times on Linux (USER_HZ).
const clockTick = 10 * time.Millisecond

// procCPU is the CPU time (user and system, every thread) process pid has
// used, from /proc/<pid>/stat.
func procCPU(pid int) (time.Duration, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name, in parentheses, may hold spaces: the fields
	// counted from utime (the 14th) begin after its closing parenthesis.
	s := string(data)
	end := strings.LastIndexByte(s, ')')
	if end < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := strings.Fields(s[end+1:])
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: %d fields after the name", pid, len(f))
	}
	var ticks int64
	for _, v := range f[11:13] { // utime, stime
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("/proc/%d/stat: %v", pid, err)
		}
		ticks += n
	}
	return time.Duration(ticks) * clockTick, nil
}

// procRSS is the resident memory of process pid in bytes, from
// /proc/<pid>/status.
func procRSS(pid int) (int64, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			f := strings.Fields(rest)
			if len(f) == 0 {
				break
			}
			kb, err := strconv.ParseInt(f[0], 10, 64)
			if err != nil {
				return 0, fmt.Errorf("/proc/%d/status: VmRSS: %v", pid, err)
			}
			return kb << 10, nil
		}
	}
	return 0, fmt.Errorf("/proc/%d/status: no VmRSS", pid)
}

// usage is the CPU time and resident memory of a set of processes (a
// cluster's nodes on this machine), summed.
type usage struct {
	cpu time.Duration
	rss int64
}

// measure reads the usage of pids; with none, it measures nothing.
func measure(pids []int) (usage, error) {
	var u usage
	for _, pid := range pids {
		c, err := procCPU(pid)
		if err != nil {
			return u, err
		}
		r, err := procRSS(pid)
		if err != nil {
			return u, err
		}
		u.cpu += c
		u.rss += r
	}
	return u, nil
}
