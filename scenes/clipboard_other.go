//go:build !js

package scenes

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
)

// Ebitengine has no clipboard. On the desktop the app asks the system's own
// clipboard tools, the first found on the PATH: wl-copy/wl-paste (Wayland),
// xclip or xsel (X11), pbcopy/pbpaste (macOS), clip/PowerShell (Windows).
// Without any, copying fails and the app says where else the text is.

var (
	copyTools = [][]string{
		{"wl-copy"},
		{"xclip", "-selection", "clipboard"},
		{"xsel", "--clipboard", "--input"},
		{"pbcopy"},
		{"clip.exe"},
	}
	pasteTools = [][]string{
		{"wl-paste", "--no-newline"},
		{"xclip", "-selection", "clipboard", "-o"},
		{"xsel", "--clipboard", "--output"},
		{"pbpaste"},
		{"powershell.exe", "-NoProfile", "-Command", "Get-Clipboard"},
	}
)

// errNoClipboard says that no clipboard tool was found.
var errNoClipboard = errors.New("no clipboard tool (wl-copy, xclip, xsel) on this system")

// copyText puts s on the system clipboard and calls done with the outcome,
// from another goroutine.
func copyText(s string, done func(error)) {
	go func() {
		for _, t := range copyTools {
			if _, err := exec.LookPath(t[0]); err != nil {
				continue
			}
			cmd := exec.Command(t[0], t[1:]...)
			cmd.Stdin = strings.NewReader(s)
			done(cmd.Run())
			return
		}
		done(errNoClipboard)
	}()
}

// pasteText reads the system clipboard and calls done with it, from another
// goroutine.
func pasteText(done func(string, error)) {
	go func() {
		for _, t := range pasteTools {
			if _, err := exec.LookPath(t[0]); err != nil {
				continue
			}
			var out bytes.Buffer
			cmd := exec.Command(t[0], t[1:]...)
			cmd.Stdout = &out
			err := cmd.Run()
			done(strings.TrimSpace(out.String()), err)
			return
		}
		done("", errNoClipboard)
	}()
}
