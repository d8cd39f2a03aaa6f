//go:build !js

package server

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"zombietable/i18n"
)

// lockName is the file in a store's folder that the process using the
// store holds locked, with its process id written in it.
const lockName = "LOCK"

// StoreInUseError is a store that another process holds: its folder, and
// the holder's process id when it could be read (else 0).
type StoreInUseError struct {
	Dir string
	PID int
}

func (e *StoreInUseError) Error() string { return e.In(i18n.English) }

// In says it in l.
func (e *StoreInUseError) In(l i18n.Lang) string {
	if e.PID > 0 {
		return l.F("server.store.in_use_pid", "folder", e.Dir, "pid", e.PID)
	}
	return l.F("server.store.in_use", "folder", e.Dir)
}

// StoreLock is a store's folder held by this process: no other process
// may open the store until it is released (or this process ends, when the
// system releases it).
type StoreLock struct {
	f *os.File
}

// LockStore takes the store in dir for this process, making the folder if
// needed; it fails at once with a *StoreInUseError, naming the folder and
// the holder's process id, when another process holds it. Two processes
// writing one store would each overwrite what the other stored.
func LockStore(dir string) (*StoreLock, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := lockFile(f); err != nil {
		data := make([]byte, 32)
		n, _ := f.ReadAt(data, 0)
		f.Close()
		if !errors.Is(err, errLocked) {
			return nil, fmt.Errorf("the store %s: %w", dir, err)
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(string(data[:n])))
		return nil, &StoreInUseError{Dir: dir, PID: max(pid, 0)}
	}
	// The holder's id, for whoever is refused.
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &StoreLock{f: f}, nil
}

// Release lets another process open the store.
func (l *StoreLock) Release() {
	if l != nil && l.f != nil {
		_ = unlockFile(l.f)
		_ = l.f.Close()
		l.f = nil
	}
}
