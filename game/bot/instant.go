package bot

import "zombietable/game"

// Instant is a game's own bot that decides at once, in Begin: choose picks
// the action for a state of its game among legal, the actions s.Legal lists
// (ok false for any other state, where Instant takes the first legal action).
// Think has nothing left to do.
type Instant struct {
	choose func(s game.State, legal []game.Action) (a game.Action, ok bool)
	// alone, set in place of choose, chooses from the state alone: Begin
	// lists the legal actions only when it declines.
	alone  func(s game.State) (a game.Action, ok bool)
	legal  []game.Action
	action game.Action
}

// NewInstant returns the bot that plays what choose picks. choose must not
// change legal.
func NewInstant(choose func(s game.State, legal []game.Action) (game.Action, bool)) *Instant {
	return &Instant{choose: choose, action: NoAction}
}

// NewInstantAlone returns the bot that plays what choose picks from the
// state alone. Listing the legal actions can cost more than a rule bot's whole
// choice (a deck-builder's supply, every card of a hand), so Begin lists them
// only for a state choose declines.
func NewInstantAlone(choose func(s game.State) (game.Action, bool)) *Instant {
	return &Instant{alone: choose, action: NoAction}
}

// Begin chooses the action for s.
func (b *Instant) Begin(s game.State) {
	if b.alone != nil {
		if a, ok := b.alone(s); ok {
			b.action = a
			return
		}
	}
	b.legal = s.Legal(b.legal)
	b.action = b.ChooseAmong(s, b.legal)
}

// ChooseAmong returns the action for s, given legal, the actions s.Legal
// lists: a search that has listed them already does not list them twice.
func (b *Instant) ChooseAmong(s game.State, legal []game.Action) game.Action {
	var a game.Action
	var ok bool
	if b.alone != nil {
		a, ok = b.alone(s)
	} else {
		a, ok = b.choose(s, legal)
	}
	if ok {
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
