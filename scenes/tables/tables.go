// Package tables registers every game's table scene with the app: importing
// it for its side effects is all main needs. Adding a scene is one import
// line here.
package tables

import (
	_ "zombietable/scenes/corridors"
	_ "zombietable/scenes/pub"
	_ "zombietable/scenes/street"
	_ "zombietable/scenes/tableau"
	_ "zombietable/scenes/woods"

	// The fallback for games with no table scene of their own.
	_ "zombietable/scenes/generic"
)
