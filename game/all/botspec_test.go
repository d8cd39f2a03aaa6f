package all

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// TestBotsRefuseWordsForArguments: no bot of any game takes a word as its
// argument, so "heuristic:zzz" is refused rather than played as
// "heuristic" (and accepted as a saved seat's level).
func TestBotsRefuseWordsForArguments(t *testing.T) {
	for _, info := range game.Games() {
		for _, name := range bot.Names(info) {
			if b, err := bot.New(name+":zzz", info, 1); err == nil {
				t.Errorf("%s: bot %q accepted as %T", info.ID, name+":zzz", b)
			}
		}
	}
}
