//go:build unix

package server

import "syscall"

// freeSpace is the bytes free for this process in dir's file system (0
// when it cannot be read).
func freeSpace(dir string) uint64 {
	var st syscall.Statfs_t
	if syscall.Statfs(dir, &st) != nil {
		return 0
	}
	return st.Bavail * uint64(st.Bsize)
}
