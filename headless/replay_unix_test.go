//go:build unix

package headless

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"zombietable/game/save"
)

// TestReplayRefusesWhatIsNotASave: a pipe would block a plain read for ever
// and an endless device fill the memory; both are refused unread, as is a
// file larger than a save may be.
func TestReplayRefusesWhatIsNotASave(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), save.MaxSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ path, want string }{
		{fifo, "not a regular file but a pipe"},
		{"/dev/zero", "not a regular file but a device"},
		{big, "more than a save may be"},
	} {
		done := make(chan struct{})
		var code int
		var errs string
		go func() {
			code, _, errs = run(t, "", "replay", tt.path)
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("replay %s still running after 10 s", tt.path)
		}
		if code != 1 || !strings.Contains(errs, tt.want) {
			t.Errorf("replay %s: exit %d, %q; want 1 and %q", tt.path, code, errs, tt.want)
		}
	}
}
