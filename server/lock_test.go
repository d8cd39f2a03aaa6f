//go:build !js

package server

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"zombietable/i18n"
)

// TestStoreLock: a store held is refused to anyone else at once, naming
// its folder and the holder, until it is released.
func TestStoreLock(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	first, err := LockStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = LockStore(dir)
	var inUse *StoreInUseError
	if !errors.As(err, &inUse) || inUse.Dir != dir || inUse.PID != os.Getpid() {
		t.Fatalf("a second lock of a held store: %v", err)
	}
	for _, l := range i18n.Langs() {
		if msg := inUse.In(l); !strings.Contains(msg, dir) || !strings.Contains(msg, strconv.Itoa(os.Getpid())) {
			t.Errorf("in %s: %q names neither the folder nor the process", l, msg)
		}
	}
	first.Release()
	again, err := LockStore(dir)
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	again.Release()
}

// TestSecondServeRefused: zombietable serve on a store another process
// holds stops at once with the folder and the reason, and touches nothing.
func TestSecondServeRefused(t *testing.T) {
	dir := t.TempDir()
	held, err := LockStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Release()
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LC_ALL", "")
	var stdout, stderr bytes.Buffer
	start := time.Now()
	code := Main([]string{"-data", dir, "-addr", "127.0.0.1:0"}, &stdout, &stderr)
	took := time.Since(start)
	t.Logf("%s (%d ms)", strings.TrimSpace(stderr.String()), took.Milliseconds())
	if code != 1 || !strings.Contains(stderr.String(), dir) || !strings.Contains(stderr.String(), "another process") {
		t.Errorf("exit %d, said %q", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "jetstream")); !os.IsNotExist(err) {
		t.Errorf("the refused process made its store: %v", err)
	}
}
