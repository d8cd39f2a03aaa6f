package bot

import "zombietable/game"

// Instant is a game's own bot that decides at once, in Begin: choose picks
// the action for a state of its game among legal, the actions s.Legal lists
// (ok false for any other state, where Instant takes the first legal action).
// Think has nothing left to do.
type Instant struct {
	choose func(s game.State, legal []game.Action) (a game.Action, ok bool)
	legal  []game.Action
	action game.Action
}

// NewInstant returns the bot that plays what choose picks. choose must not
// change legal.
func NewInstant(choose func(s game.State, legal []game.Action) (game.Action, bool)) *Instant {
	return &Instant{choose: choose, action: NoAction}
}

// Begin chooses the action for s.
func (b *Instant) Begin(s game.State) {
	b.legal = s.Legal(b.legal)
	b.action = b.ChooseAmong(s, b.legal)
}

// ChooseAmong returns the action for s, given legal, the actions s.Legal
// lists: a search that has listed them already does not list them twice.
func (b *Instant) ChooseAmong(s game.State, legal []game.Action) game.Action {
	if a, ok := b.choose(s, legal); ok {
		return a
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return NoAction
}

// Think reports that the action is ready.
func (b *Instant) Think(int) bool { return true }

// Action returns the chosen action, or NoAction for a game that is over.
func (b *Instant) Action() game.Action { return b.action }
