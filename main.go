// Command zombietable is a table for five zombie board games: the app
// (desktop and browser) and, in the same binary, the headless tools — the
// bot arena (sim), the JSON-lines engine protocol (engine) and replay — and,
// on the desktop, the server for remote tables (serve).
package main

import (
	"io"
	"os"

	_ "zombietable/game/all"
	"zombietable/headless"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

// serve is zombietable serve, set on the desktop only (serve.go).
var serve func(args []string, stdout, stderr io.Writer) int

func main() {
	if len(os.Args) > 1 && os.Args[1] == "serve" && serve != nil {
		os.Exit(serve(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && headless.IsCommand(os.Args[1]) {
		os.Exit(headless.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(scenes.Main(os.Args[1:]))
}
