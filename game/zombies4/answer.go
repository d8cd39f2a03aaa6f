package zombies4

import "zombietable/game"

// Pass is the window after another player's movement roll (game.Answerer):
// the seat to act may let it go. The window is offered only to a seat with
// cards in hand that has not played one this round, both public facts; it
// is forced when no card of the game that is played in another's turn
// (The Pack Howls, Lost in the Woods, Burn the Page) could have an effect
// now, which the table shows to everyone: the current player's square and
// the dogs on it, the movement left, the pages in play. So a forced window
// says nothing of what the seat holds.
func (g *State) Pass() (game.Action, bool, bool) {
	if g.Phase != phWindow {
		return 0, false, false
	}
	forced := true
	for ty := 0; ty < nEvTypes && forced; ty++ {
		if tab.evPlay[ty]&wOther != 0 && g.playable(int(g.Actor), ty, wOther) {
			forced = false
		}
	}
	return act(aPass, 0), forced, true
}
