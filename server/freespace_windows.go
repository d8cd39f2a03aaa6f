//go:build windows

package server

import "golang.org/x/sys/windows"

// freeSpace is the bytes free for this process in dir's volume (0 when it
// cannot be read).
func freeSpace(dir string) uint64 {
	p, err := windows.UTF16PtrFromString(dir)
	if err != nil {
		return 0
	}
	var free, total, all uint64
	if windows.GetDiskFreeSpaceEx(p, &free, &total, &all) != nil {
		return 0
	}
	return free
}
