//go:build !js

package server

import (
	"zombietable/game"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// whyNot is the answer to a why from a connection at seat speaking lang:
// why the seat may not play the action m names in the position m.Seq, or ""
// when there is no reason to give. Only the seat to act is told a rule's
// reason, and that reason is computed on a position made of what the seat
// may know alone: the engine's Determinize for the seat, with a generator
// of its own (never the table's), or a clone where the game hides nothing.
// Probing with made-up ids then tells the seat nothing its view does not.
// The table this process follows answers, without a round trip to the
// engine queue group: a position behind the client's is answered as stale.
// t.mu is held.
func (s *Server) whyNot(t *table, seat int, lang string, m *wire.Why) string {
	l := i18n.ByCode(lang)
	st := t.sess.State
	switch {
	case seat < 0:
		return l.T("server.refuse.watching")
	case m.Seq > t.seq():
		return l.F("server.refuse.ahead", "seq", m.Seq, "now", t.seq())
	case m.Seq != t.seq():
		return l.F("server.refuse.stale", "seq", m.Seq, "now", t.seq())
	case st.Over():
		return l.T("server.refuse.over")
	case int(st.ToAct()) != seat:
		return l.F("server.refuse.not_you", "who", t.names[st.ToAct()])
	}
	return s.ruleReason(t.id, st, game.Seat(seat), game.Action(m.Action), lang)
}

// knowable is the position seat may know of st: a determinization with
// a fresh generator where the game has hidden information or future chance,
// else a clone. Tests replace it to see what the reason is computed on.
var knowable = func(st game.State, seat game.Seat) game.State {
	if d, ok := st.(game.Determinizer); ok {
		r := game.NewRNG(randomUint64())
		return d.Determinize(seat, &r)
	}
	return st.Clone()
}

// ruleReason is the engine's refusal of action a on what seat may know of
// st, in lang, or "" when that position takes it. An engine that panics on
// an id no table would send gives no reason, and the server goes on.
func (s *Server) ruleReason(id string, st game.State, seat game.Seat, a game.Action, lang string) (reason string) {
	defer func() {
		if p := recover(); p != nil {
			s.logf("table %s: why %d: %v", id, a, p)
			reason = ""
		}
	}()
	if err := knowable(st, seat).Apply(a); err != nil {
		return game.Reason(err, lang)
	}
	return ""
}
