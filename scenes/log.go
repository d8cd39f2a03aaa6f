package scenes

import (
	"strconv"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
)

// The log keeps each action as the seat that played it and the turn it was
// played in, with its lines in every language of the interface, told by the
// engine (game.Describer, game.Narrator) once, when the action is applied:
// switching the language shows the whole log, the last move and the
// hand-off summary in the new language. What the panel draws — turn headers,
// repeats grouped, lines wrapped — is made from the entries when they, the
// language or the panel's width change.

// logEntry is one applied action of the log.
type logEntry struct {
	seat int
	// turnOf is the seat whose turn it was (game.TurnHolder), or the seat
	// that acted when the engine does not tell; turn is the engine's turn
	// count before the action (game.Turner), or -1. A change of either
	// starts a new turn in the log.
	turnOf int
	turn   int
	// title names the turn in each language when the engine does
	// (game.TurnTitler); a change of it starts a new turn in the log.
	title []string
	text  [][]string
	// text[l][0] is the line of the decision; the rest is what it set off.
}

// newLogEntry is an entry with room for its lines in every language.
func newLogEntry(seat, turnOf, turn int) logEntry {
	n := i18n.NumLangs()
	return logEntry{seat: seat, turnOf: turnOf, turn: turn, title: make([]string, n), text: make([][]string, n)}
}

// pendingEntry is a log entry begun before its action is applied.
type pendingEntry struct {
	e    logEntry
	prev game.State
}

// beginEntry describes action a of the seat to act of sess, in every
// language, before it is applied.
func beginEntry(sess *save.Session, a game.Action) pendingEntry {
	var pe pendingEntry
	turnOf, turn := game.TurnKey(sess.State)
	pe.e = newLogEntry(int(sess.State.ToAct()), turnOf, turn)
	if tt, ok := sess.State.(game.TurnTitler); ok {
		for l := range pe.e.title {
			pe.e.title[l] = tt.TurnTitle(Lang(l).Code())
		}
		if pe.e.title[0] != "" {
			pe.e.turnOf = -1
		}
	}
	for l := range pe.e.text {
		pe.e.text[l] = []string{describe(sess, a, Lang(l))}
	}
	pe.prev = snapshot(sess)
	return pe
}

// finish adds what the action set off, once it is applied to sess.
func (pe *pendingEntry) finish(sess *save.Session) logEntry {
	for l := range pe.e.text {
		pe.e.text[l] = append(pe.e.text[l], narrate(sess, pe.prev, Lang(l))...)
	}
	return pe.e
}

// logItem is a line of the log as the panel shows it: a turn header, or an
// action (several equal ones grouped) with what it set off.
type logItem struct {
	seat   int
	header bool
	text   string
	more   []string
	entry  int // the index of the item's last entry
}

// buildLogItems makes the panel's items from the entries in language l:
// a header at each new turn ("Turn 3 · Anna", or the title the engine gives
// it), and consecutive equal actions of one seat in one turn that set nothing
// off told once with their count ("Anna plays Bullet ×4").
func buildLogItems(dst []logItem, entries []logEntry, l Lang, name func(int) string) []logItem {
	dst = dst[:0]
	turns := 0
	count := 0
	for i := range entries {
		e := &entries[i]
		newTurn := i == 0 || e.turnOf != entries[i-1].turnOf || e.turn != entries[i-1].turn || e.title[l] != entries[i-1].title[l]
		if newTurn {
			head := e.title[l]
			if head == "" {
				// a titled heading is no turn of the count
				turns++
				head = l.F("app.play.log_turn", "n", turns, "who", name(e.turnOf))
			}
			dst = append(dst, logItem{seat: e.turnOf, header: true, text: head, entry: i})
			count = 0
		}
		lines := e.text[l]
		text := ""
		if len(lines) > 0 {
			text = lines[0]
		}
		if n := len(dst); !newTurn && n > 0 && count > 0 {
			prev := &entries[i-1]
			last := &dst[n-1]
			if !last.header && prev.seat == e.seat && len(prev.text[l]) == 1 && len(lines) <= 1 && len(prev.text[l]) > 0 && prev.text[l][0] == text {
				count++
				last.text = text + " ×" + strconv.Itoa(count)
				last.entry = i
				continue
			}
		}
		count = 1
		dst = append(dst, logItem{seat: e.seat, text: text, more: lines[min(1, len(lines)):], entry: i})
	}
	return dst
}

// sinceLast returns the items of the log after seat s last acted, turn
// headers included (all of them when s has not acted yet).
func sinceLast(items []logItem, entries []logEntry, s int) []logItem {
	from := 0
	for i := len(items) - 1; i >= 0; i-- {
		if !items[i].header && items[i].entry >= 0 && entries[items[i].entry].seat == s {
			from = i + 1
			break
		}
	}
	return items[from:]
}
