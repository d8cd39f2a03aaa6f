package woods

import (
	"testing"

	"zombietable/game"
	"zombietable/game/zombies4"
	"zombietable/scenes"
)

// table is a table of seat on g as the shell keeps it: built from the view
// and, after each action, built again and told what the action did.
type table struct {
	*Table
	g    *zombies4.State
	seat int
}

func newTableOf(g *zombies4.State, seat int) *table {
	tb := &table{Table: newTable(), g: g, seat: seat}
	tb.rebuild()
	return tb
}

func (tb *table) rebuild() {
	tb.view = tb.g.View(game.Seat(tb.seat)).(zombies4.View)
	can := int(tb.g.ToAct()) == tb.seat
	var legal []game.Action
	if can {
		legal = tb.g.Legal(nil)
	}
	tb.setup(input{view: &tb.view, legal: legal, canAct: can, lang: scenes.English, rect: tableRects[1].r, seatName: seatName, name: tb.g.ActionString})
}

func (tb *table) name(x, y int) string { return tb.g.SquareName(x, y, "en") }

// play runs the walk as Update does, each step applied and then looked at
// as Applied does, and returns the squares the pawn stood on.
func (tb *table) play(t *testing.T) []int {
	t.Helper()
	var stood []int
	for tb.walking() {
		ti := tb.walkNext(tb.name, seatName)
		if ti < 0 {
			break
		}
		before := tb.view
		if err := tb.g.Apply(tb.m.targets[ti].act); err != nil {
			t.Fatal(err)
		}
		tb.rebuild()
		tb.walked(&before, tb.name)
		if s := tb.view.Seats[tb.seat]; s.OnMap {
			x, y, _ := parseXY(s.Square)
			stood = append(stood, idx(x, y))
		}
	}
	return stood
}

// A walk to a square farther within the move plays the way's steps one by
// one and stops by itself where the rules stop the pawn: "Ogni Zombi che
// incontri durante il tuo movimento deve essere combattuto prima di
// continuare il movimento" (the walk stops at the dog it meets, with the
// fight as its reason) and "Se ti muovi su di uno spazio con un Segnalino
// ... Prendi immediatamente i Segnalini" (it stops at a counter taken on the
// way); otherwise it ends on the square chosen. It never plays a step the
// engine refuses, and never walks on after a stop.
func TestOgniZombiCheIncontriFermaIlCammino(t *testing.T) {
	walks, fights, counters, arrived := 0, 0, 0, 0
	states(t, 15, 300, func(g *zombies4.State) {
		if g.Over() {
			return
		}
		seat := int(g.ToAct())
		probe := newTableOf(g, seat)
		if probe.view.Phase != "move" || probe.view.MoveLeft < 2 {
			return
		}
		for q := range probe.m.reach {
			if probe.m.reach[q] < 2 {
				continue
			}
			tb := newTableOf(g.Clone().(*zombies4.State), seat)
			var way [32]int16
			n := tb.m.way(q, way[:])
			sqBefore := tb.m.sq
			if !tb.startWalk(q) {
				t.Fatalf("no walk to %d,%d, %d steps away", q%gridSq, q/gridSq, n)
			}
			walks++
			stood := tb.play(t)
			last := -1
			if len(stood) > 0 {
				last = stood[len(stood)-1]
			}
			// The first square of the way with a dog or a counter to take
			// on it (a life only below 5 lives).
			stop := -1
			full := probe.view.Seats[seat].Lives >= 5
			for i := n - 1; i >= 0 && stop < 0; i-- {
				s := sqBefore[way[i]]
				if s.dogs > 0 || (s.life && !full) || s.ammo {
					stop = int(way[i])
				}
			}
			switch {
			case tb.walking():
				t.Fatalf("the walk to %d,%d goes on by itself", q%gridSq, q/gridSq)
			case tb.stopped == whyFight:
				fights++
				if sqBefore[last].dogs == 0 || last != stop {
					t.Fatalf("the walk to %d,%d stopped to fight on %d,%d, the first dog or counter being at %d", q%gridSq, q/gridSq, last%gridSq, last/gridSq, stop)
				}
				if tb.noteText == "" {
					t.Fatal("the walk stopped for a fight without saying so")
				}
			case tb.stopped == whyLife || tb.stopped == whyAmmo:
				counters++
				if last != stop || last == q {
					t.Fatalf("the walk to %d,%d stopped for a counter at %d,%d, the first dog or counter being at %d", q%gridSq, q/gridSq, last%gridSq, last/gridSq, stop)
				}
			case tb.stopped == whyDead:
			case tb.stopped == whyNone:
				arrived++
				if last != q {
					t.Fatalf("the walk to %d,%d ended on %d,%d without a reason", q%gridSq, q/gridSq, last%gridSq, last/gridSq)
				}
				if stop >= 0 && stop != q {
					t.Fatalf("the walk to %d,%d passed the dog on %d,%d", q%gridSq, q/gridSq, stop%gridSq, stop/gridSq)
				}
			default:
				t.Fatalf("the walk to %d,%d stopped for %d: %s", q%gridSq, q/gridSq, tb.stopped, tb.noteText)
			}
		}
	})
	t.Logf("%d walks: %d stopped by a fight, %d by a counter, %d arrived", walks, fights, counters, arrived)
	if walks == 0 || fights == 0 || arrived == 0 {
		t.Fatalf("too few cases: %d walks, %d fights, %d arrived", walks, fights, arrived)
	}
}

// The walk stops when the decision is no longer the walker's (a card played
// in answer by another seat) or the pawn is not where the way expects it.
func TestWalkStopsWhenTheDecisionPasses(t *testing.T) {
	found := false
	states(t, 30, 300, func(g *zombies4.State) {
		if found || g.Over() {
			return
		}
		seat := int(g.ToAct())
		tb := newTableOf(g.Clone().(*zombies4.State), seat)
		for q := range tb.m.reach {
			if tb.m.reach[q] >= 3 && !tb.m.byDogs[q] && !found {
				found = true
				tb.startWalk(q)
				// Another seat decides now: the table sees the view of a
				// seat that cannot act.
				tb.m.canAct = false
				tb.view.ToAct = (seat + 1) % len(tb.view.Seats)
				if ti := tb.walkNext(tb.name, seatName); ti >= 0 || tb.walking() || tb.stopped != whyAnswer {
					t.Fatalf("the walk went on with another seat to decide: target %d, reason %d", ti, tb.stopped)
				}
				tb.rebuild()
				tb.startWalk(q)
				tb.walk.at = -1 // the pawn is elsewhere than planned
				if ti := tb.walkNext(tb.name, seatName); ti >= 0 || tb.stopped != whyWay {
					t.Fatalf("the walk went on from the wrong square: target %d, reason %d", ti, tb.stopped)
				}
			}
		}
	})
	if !found {
		t.Fatal("no walk of three steps found")
	}
}
