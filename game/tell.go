package game

import (
	"strings"
	"unicode/utf8"
)

// DescribeAction returns the log line, in lang ("en" or "it"), of action a
// by the seat to act of st, before it is applied: the engine's
// SeatDescriber or Describer, else "who: action". names are the seats'
// display names.
func DescribeAction(st State, a Action, names []string, lang string) string {
	who := "—"
	if seat := st.ToAct(); seat >= 0 && int(seat) < len(names) {
		who = names[seat]
	}
	if d, ok := st.(SeatDescriber); ok {
		return Euphonic(d.DescribeSeats(a, names, lang), names, lang)
	}
	if d, ok := st.(Describer); ok {
		return Euphonic(d.Describe(a, who, lang), names, lang)
	}
	return who + ": " + st.ActionString(a)
}

// NarrateAction returns what the action that took before to after set off,
// in lang, as the engine's Narrator tells it (what every seat sees), or
// nothing for an engine that does not narrate. before is what Before kept:
// nil for a LoneNarrator, which tells from after alone, and nil for any other
// engine when nothing was kept, which tells nothing.
func NarrateAction(after, before State, names []string, lang string) []string {
	n, ok := after.(Narrator)
	if !ok {
		return nil
	}
	if before == nil {
		if _, lone := after.(LoneNarrator); !lone {
			return nil
		}
		before = after
	}
	lines := n.Narrate(before, names, lang)
	for i, l := range lines {
		lines[i] = Euphonic(l, names, lang)
	}
	return lines
}

// LoneNarrator is a Narrator that tells an action from the state after it
// alone (the events the action recorded) and never reads the state before
// it: Before keeps nothing for it, and Narrate may be given the receiver.
type LoneNarrator interface {
	Narrator
	NarratesAlone()
}

// Before returns what NarrateAction needs to be kept of st before an action
// is applied to it: a clone for a Narrator that compares before with after,
// nil for a LoneNarrator or an engine that does not narrate. Replaying a long
// game writes every action's lines, and a clone per action was much of it.
func Before(st State) State {
	if _, ok := st.(Narrator); !ok {
		return nil
	}
	if _, ok := st.(LoneNarrator); ok {
		return nil
	}
	return st.Clone()
}

// OpeningLines returns the lines, in lang, that open the log of st, a game
// in which nobody has acted: what its set-up set off, as the engine's
// Opener tells it, or nothing for an engine that does not tell.
func OpeningLines(st State, names []string, lang string) []string {
	o, ok := st.(Opener)
	if !ok {
		return nil
	}
	lines := o.Opening(names, lang)
	for i, l := range lines {
		lines[i] = Euphonic(l, names, lang)
	}
	return lines
}

// Euphonic writes, in an Italian line, "ad" for the preposition "a" before
// a seat's name beginning with a ("lancia l'ascia ad Anna"), as the language
// wants its euphonic d; other lines and languages come back as they are.
func Euphonic(line string, names []string, lang string) string {
	if lang != "it" {
		return line
	}
	for _, n := range names {
		if r, _ := utf8.DecodeRuneInString(n); r == 'a' || r == 'A' || r == 'à' || r == 'À' {
			line = strings.ReplaceAll(line, " a "+n, " ad "+n)
		}
	}
	return line
}

// TurnKey returns whose turn it is in st (TurnHolder, else the seat to act)
// and the engine's turn count (Turner, else -1), as a log groups actions by
// turn.
func TurnKey(st State) (turnOf, turn int) {
	turnOf, turn = int(st.ToAct()), -1
	if th, ok := st.(TurnHolder); ok {
		turnOf = int(th.TurnOf())
	}
	if t, ok := st.(Turner); ok {
		turn = t.Turns()
	}
	return turnOf, turn
}
