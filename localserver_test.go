//go:build !js

package main

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/i18n"
	"zombietable/scenes"
	"zombietable/server"
)

// TestSecondWindowRefused: "Start one here" in a second window of the app,
// whose tables another process holds, is refused at once naming the folder,
// and the message says another process holds it.
func TestSecondWindowRefused(t *testing.T) {
	home := t.TempDir()
	t.Setenv("ZOMBIETABLE_HOME", home)
	dir := filepath.Join(home, "app-server")
	held, err := server.LockStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Release()
	_, err = runLocalServer()
	var inUse *scenes.LocalServerInUse
	if !errors.As(err, &inUse) || inUse.Folder != dir {
		t.Fatalf("a second window's server: %v", err)
	}
	if msg := i18n.English.F("server.store.app_in_use", "folder", inUse.Folder); !strings.Contains(msg, dir) || !strings.Contains(msg, "another process") {
		t.Errorf("the window says %q", msg)
	}
}
