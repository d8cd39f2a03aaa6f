package headless

import (
	"time"

	"zombietable/game"
)

// Think lets b decide in s within budget, as the engine protocol's bot
// requests do: in small slices, a search cut by the time answering its best
// move so far (cut is true), a bot that cannot be cut failing.
func Think(b game.Bot, s game.State, budget time.Duration) (a game.Action, cut bool, err error) {
	return think(b, s, budget)
}
