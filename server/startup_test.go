//go:build !js

package server

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestStartUpSaysTheCause: a store zombietable serve cannot use stops it,
// naming the path and the reason, before the embedded NATS server is
// asked (which would wait for 30 s).
func TestStartUpSaysTheCause(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LC_ALL", "")
	cases := []struct {
		name   string
		setup  func(dir string)
		reason string
	}{
		{"the store's folder a file", func(dir string) {
			if err := os.WriteFile(filepath.Join(dir, "jetstream"), []byte("x\n"), 0o600); err != nil {
				t.Fatal(err)
			}
		}, "not a directory"},
	}
	if os.Getuid() != 0 {
		cases = append(cases, struct {
			name   string
			setup  func(dir string)
			reason string
		}{"the store's folder read-only", func(dir string) {
			js := filepath.Join(dir, "jetstream")
			if err := os.Mkdir(js, 0o500); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.Chmod(js, 0o700) })
		}, "permission denied"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			c.setup(dir)
			var stdout, stderr bytes.Buffer
			start := time.Now()
			code := Main([]string{"-data", dir, "-addr", "127.0.0.1:0"}, &stdout, &stderr)
			took := time.Since(start)
			said := stderr.String()
			t.Logf("%s (%d ms)", strings.TrimSpace(said), took.Milliseconds())
			if code != 1 || !strings.Contains(said, filepath.Join(dir, "jetstream")) || !strings.Contains(said, c.reason) {
				t.Errorf("exit %d, said %q", code, said)
			}
		})
	}
}
