package scenes

import "zombietable/game"

// A table is backed by a local session (sess: the whole game, bots and
// undo) or by a seat at a table on a server (remote: that seat's view, its
// legal actions by name, the log received). These read whichever backs the
// play scene, so that the frame and the tables work alike with both.

// info is the game being played.
func (p *playScene) info() *game.Info {
	if p.remote != nil {
		return p.remote.info
	}
	return p.sess.Info
}

// players is the number of seats.
func (p *playScene) players() int {
	if p.remote != nil {
		return len(p.remote.seats)
	}
	return len(p.sess.Log.Seats)
}

// toAct is the seat whose decision it is (game.Nobody when over).
func (p *playScene) toAct() game.Seat {
	if p.remote != nil {
		return p.remote.toAct
	}
	return p.sess.State.ToAct()
}

// turnOf is the seat whose turn it is (game.TurnHolder), else the seat to
// act.
func (p *playScene) turnOf() game.Seat {
	if p.remote != nil {
		if p.remote.over {
			return p.remote.toAct
		}
		return p.remote.turnOf
	}
	st := p.sess.State
	if th, ok := st.(game.TurnHolder); ok && !st.Over() {
		return th.TurnOf()
	}
	return st.ToAct()
}

// over reports whether the game is over.
func (p *playScene) over() bool {
	if p.remote != nil {
		return p.remote.over
	}
	return p.sess.State.Over()
}

// isHuman reports whether a person plays seat s.
func (p *playScene) isHuman(s game.Seat) bool {
	if p.remote != nil {
		return s >= 0 && int(s) < len(p.remote.seats) && p.remote.seats[s].Bot == ""
	}
	return p.sess.IsHuman(s)
}

// returns is each seat's result once the game is over.
func (p *playScene) returns() []float64 {
	if p.remote != nil {
		return p.remote.returns
	}
	return p.sess.State.Returns()
}

// whyNot says, in the interface's language, why a is refused now, or ""
// when it is legal. A remote seat has no state to ask: it asks the server
// (remoteSeat.whyNot) and says meanwhile that the move is not possible now.
// It returns at once: it is asked on every hover.
func (p *playScene) whyNot(a game.Action) string {
	if p.remote != nil {
		if p.tc.IsLegal(a) {
			return ""
		}
		return p.remote.whyNot(p, a)
	}
	if err := p.sess.State.Clone().Apply(a); err != nil {
		return game.Reason(err, p.app.lang.Code())
	}
	return ""
}

// actionString names an action: a remote seat knows the names of its own
// legal actions only.
func (p *playScene) actionString(a game.Action) string {
	if p.remote != nil {
		return p.remote.name(a)
	}
	return p.sess.State.ActionString(a)
}

// describeAction is the log line of action a of the seat in front, in the
// interface's language.
func (p *playScene) describeAction(a game.Action) string {
	if p.remote == nil {
		switch p.sess.State.(type) {
		case game.SeatDescriber, game.Describer:
			return describe(p.sess, a, p.app.lang)
		}
	}
	return p.actionString(a)
}

// finalState is the whole game once it is over, for its score: a remote
// seat has it when the server's save of the finished table came.
func (p *playScene) finalState() game.State {
	if p.remote != nil {
		if p.remote.final == nil {
			return nil
		}
		return p.remote.final.State
	}
	return p.sess.State
}

// moves is the number of actions played.
func (p *playScene) moves() int {
	if p.remote != nil {
		return p.remote.seq
	}
	return len(p.sess.Log.Actions)
}

// findAction is the legal action of the given name.
func (p *playScene) findAction(name string) (game.Action, error) {
	if p.remote != nil {
		for i, n := range p.remote.names {
			if n == name {
				return p.remote.legal[i], nil
			}
		}
		return 0, game.Illegal("%q is not a legal action now", name)
	}
	return game.Find(p.sess.State, name)
}
