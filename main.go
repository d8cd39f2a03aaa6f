// Command zombietable is a table for five zombie board games: the app
// (desktop and browser) and, in the same binary, the headless tools — the
// bot arena (sim), the JSON-lines engine protocol (engine) and replay.
package main

import (
	"os"

	_ "zombietable/game/all"
	"zombietable/headless"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

func main() {
	if len(os.Args) > 1 && headless.IsCommand(os.Args[1]) {
		os.Exit(headless.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(scenes.Main(os.Args[1:]))
}
