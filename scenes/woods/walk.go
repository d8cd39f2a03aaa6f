package woods

import (
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// A walk is a move to a square farther than one step, chosen with one click
// (or Enter on the square): the table plays the steps of the way it draws on
// hover one at a time, each once the last is applied and its motion over,
// as the engine takes one step an action. It stops by itself where the
// rules stop the pawn — a dog met (the fight), a counter taken, the decision
// passing to another seat (a card played in answer), the pawn not where the
// way expects it, the move used up — and says why.
type walk struct {
	sq   [32]int16 // the squares to walk through, in order
	n, i int       // how many, and the next to step onto
	at   int       // the square the pawn stands on before sq[i]
	seat int       // the seat walking
}

// Why a walk stopped short.
const (
	whyNone = iota
	whyFight
	whyLife
	whyAmmo
	whyAnswer
	whyDead
	whyWay
)

// walking reports whether a walk has steps left.
func (t *Table) walking() bool { return t.walk.i < t.walk.n }

// startWalk begins a walk to square q along the way the table draws, if q
// lies two or more steps away within the move; it reports whether it did.
func (t *Table) startWalk(q int) bool {
	m := &t.m
	var rev [32]int16
	n := m.way(q, rev[:])
	me := m.view.Current
	if n < 2 || me < 0 || me >= len(m.pawnX) || m.pawnX[me] < 0 {
		return false
	}
	w := &t.walk
	for i := 0; i < n; i++ {
		w.sq[i] = rev[n-1-i]
	}
	w.n, w.i = n, 0
	w.at = idx(m.pawnX[me], m.pawnY[me])
	w.seat = me
	t.stopped = whyNone
	t.setNote("")
	t.showWay()
	return true
}

// stopWalk ends the walk, saying why when it stopped short.
func (t *Table) stopWalk(why int, where string, lang scenes.Lang) {
	t.walk.n, t.walk.i = 0, 0
	t.pathN = 0
	t.stopped = why
	note := ""
	switch why {
	case whyFight:
		note = wf(lang, "w_fight", where)
	case whyLife:
		note = wf(lang, "w_life", where)
	case whyAmmo:
		note = wf(lang, "w_ammo", where)
	case whyAnswer:
		note = wf(lang, "w_answer", where)
	case whyDead:
		note = w(lang, "w_dead")
	case whyWay:
		note = w(lang, "w_way")
	}
	t.setNote(note)
}

// walkNext is the target of the walk's next step, or -1 when there is none
// (the walk then stops, saying why). name names a square or a seat for the
// reason.
func (t *Table) walkNext(name func(x, y int) string, seat func(int) string) int {
	w := &t.walk
	m, v := &t.m, &t.view
	l := m.lang
	switch {
	case v.ToAct != w.seat || !m.canAct:
		t.stopWalk(whyAnswer, seat(v.ToAct), l)
		return -1
	case v.Phase == "fight":
		t.stopWalk(whyFight, name(w.at%gridSq, w.at/gridSq), l)
		return -1
	case w.seat >= len(m.pawnX) || m.pawnX[w.seat] < 0:
		t.stopWalk(whyDead, "", l)
		return -1
	case v.Phase != "move" || idx(m.pawnX[w.seat], m.pawnY[w.seat]) != w.at:
		t.stopWalk(whyWay, "", l)
		return -1
	}
	next := int(w.sq[w.i])
	for ti, tg := range m.targets {
		if tg.verb == vStep && idx(tg.x, tg.y) == next {
			w.at = next
			w.i++
			return ti
		}
	}
	t.stopWalk(whyWay, "", l)
	return -1
}

// walked looks at what the walk's last step did, in Applied: a fight on the
// square, a counter taken or the pawn's death stop the walk there.
func (t *Table) walked(before *zombies4.View, name func(x, y int) string) {
	w := &t.walk
	v := &t.view
	s := w.seat
	if s >= len(v.Seats) || s >= len(before.Seats) {
		return
	}
	where := func() string { return name(w.at%gridSq, w.at/gridSq) }
	l := t.m.lang
	fought := false
	for i := len(before.Dice); i < len(v.Dice); i++ {
		fought = fought || v.Dice[i].For == "fight"
	}
	switch b, a := before.Seats[s], v.Seats[s]; {
	case !a.OnMap:
		t.stopWalk(whyDead, "", l)
	case fought:
		t.stopWalk(whyFight, where(), l)
	case !t.walking():
		// The walk ended where it was going.
	case a.Lives > b.Lives:
		t.stopWalk(whyLife, where(), l)
	case a.Ammo > b.Ammo:
		t.stopWalk(whyAmmo, where(), l)
	}
}

// showWay draws the rest of the walk as the path, last square first.
func (t *Table) showWay() {
	w := &t.walk
	t.pathN = 0
	for i := w.n - 1; i >= w.i && t.pathN < len(t.path); i-- {
		t.path[t.pathN] = w.sq[i]
		t.pathN++
	}
}
