// Command zombietable is a table for five zombie board games: the app
// (desktop and browser) and, in the same binary, the headless tools — the
// bot arena (sim), the JSON-lines engine protocol (engine) and replay, on the
// desktop only (a browser tab has no command line to run them from) — and, on
// the desktop, the server for remote tables (serve).
package main

import (
	"io"
	"os"

	_ "zombietable/game/all"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

// serve is zombietable serve, set on the desktop only (serve.go).
var serve func(args []string, stdout, stderr io.Writer) int

// isTool and tool are the headless tools (sim, engine, replay), set on the
// desktop only (tools.go): the browser build leaves them out.
var (
	isTool func(name string) bool
	tool   func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "serve" && serve != nil {
		os.Exit(serve(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && isTool != nil && isTool(os.Args[1]) {
		os.Exit(tool(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(scenes.Main(os.Args[1:]))
}
