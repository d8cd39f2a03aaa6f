package bot

import "zombietable/game"

// Instant is a game's own bot that decides at once, in Begin: choose picks
// the action for a state of its game (ok false for any other state, where
// Instant takes the first legal action). Think has nothing left to do.
type Instant struct {
	choose func(s game.State) (a game.Action, ok bool)
	legal  []game.Action
	action game.Action
}

// NewInstant returns the bot that plays what choose picks.
func NewInstant(choose func(s game.State) (game.Action, bool)) *Instant {
	return &Instant{choose: choose, action: NoAction}
}

// Begin chooses the action for s.
func (b *Instant) Begin(s game.State) {
	if a, ok := b.choose(s); ok {
		b.action = a
		return
	}
	b.legal = s.Legal(b.legal)
	b.action = NoAction
	if len(b.legal) > 0 {
		b.action = b.legal[0]
	}
}

// Think reports that the action is ready.
func (b *Instant) Think(int) bool { return true }

// Action returns the chosen action, or NoAction for a game that is over.
func (b *Instant) Action() game.Action { return b.action }
