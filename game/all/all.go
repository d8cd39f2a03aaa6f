// Package all registers every shipped game: importing it for its side effects
// fills the registry in package game. Adding a game is one import line here.
package all

import (
	_ "zombietable/game/offthedead"
	_ "zombietable/game/pints"
	_ "zombietable/game/tsunami"
	_ "zombietable/game/zombies4"
	_ "zombietable/game/zombionion"
)
