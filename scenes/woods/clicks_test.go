package woods

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/zombies4"
)

// turnClicks plays the whole first turn of a 4-player game of seed with the
// heuristic's choices, every seat a person at the table, and counts the
// clicks people make: with one click a step and the plain woods' dogs laid
// by the table (the table before walks), and with the walks to a chosen
// square and the dogs placed with "Place them for me" (now). Both counts
// are of the same engine actions: the move goes to where the heuristic
// would end it, along the way the table draws.
func turnClicks(t *testing.T, seed uint64) (before, now int, log []string) {
	t.Helper()
	g, err := zombies4.New(game.Config{Players: 4, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	cur := g.TurnOf()
	apply := func(a game.Action, b, n int) {
		log = append(log, g.ActionString(a))
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		before += b
		now += n
	}
	moved := false
	for !g.Over() && g.TurnOf() == cur {
		seat := int(g.ToAct())
		tb := newTableOf(g, seat)
		switch tb.view.Phase {
		case "place":
			a := zombies4.Choose(g)
			tg := parse(a, g.ActionString(a))
			turns := 0
			for tb.m.rot != tg.rot && turns < 4 {
				tb.m.rot = tb.m.nextRot(1)
				turns++
			}
			apply(a, 1+turns, 1+turns)
		case "dogs":
			apply(tb.g.Legal(nil)[len(tb.g.Legal(nil))-1], 0, 1) // "place random"
		case "move":
			if seat != int(cur) || moved {
				a := zombies4.Choose(g)
				apply(a, 1, 1)
				continue
			}
			// The cards the heuristic plays first, then the square it
			// would end its move on.
			if a := zombies4.Choose(g); !strings.HasPrefix(g.ActionString(a), "step") && g.ActionString(a) != "stop" && g.ActionString(a) != "cast" {
				apply(a, 1, 1)
				continue
			}
			moved = true
			dest := destination(g, int(cur))
			for tries := 0; dest >= 0 && tries < 8 && phaseOf(g) == "move"; tries++ {
				tb = newTableOf(g, seat)
				if x, y, _ := parseXY(tb.view.Seats[seat].Square); idx(x, y) == dest {
					break
				}
				if tb.m.reach[dest] == 1 {
					apply(tb.m.targets[tb.m.sq[dest].act].act, 1, 1)
					continue
				}
				if !tb.startWalk(dest) {
					break
				}
				first := true
				for tb.walking() {
					ti := tb.walkNext(tb.name, seatName)
					if ti < 0 {
						break
					}
					b := tb.view
					apply(tb.m.targets[ti].act, 1, b2i(first))
					first = false
					tb.rebuild()
					tb.walked(&b, tb.name)
				}
				// A fight on the way: its decisions, then on.
				for phaseOf(g) == "fight" {
					apply(zombies4.Choose(g), 1, 1)
				}
			}
		default:
			apply(zombies4.Choose(g), 1, 1)
		}
	}
	return before, now, log
}

// destination is the square, as a table square index, on which the
// heuristic would end seat s's move from here, -1 if off the map.
func destination(g *zombies4.State, s int) int {
	c := g.Clone().(*zombies4.State)
	for steps := 0; steps < 64 && !c.Over() && int(c.TurnOf()) == s && (phaseOf(c) == "move" || phaseOf(c) == "fight"); steps++ {
		a := zombies4.Choose(c)
		if name := c.ActionString(a); name == "stop" || name == "cast" {
			break
		}
		if err := c.Apply(a); err != nil {
			return -1
		}
	}
	v := c.View(game.Seat(s)).(zombies4.View)
	x, y, ok := parseXY(v.Seats[s].Square)
	if !ok || !v.Seats[s].OnMap {
		return -1
	}
	return idx(x, y)
}

// The clicks of a whole 4-player turn, as the people at the table make
// them, fall with the walks: the figure is logged seed by seed, and over
// ten turns the walks save more clicks than placing the dogs costs.
func TestClicksForAWholeTurn(t *testing.T) {
	sumBefore, sumNow := 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		b, n, log := turnClicks(t, seed)
		t.Logf("seed %d: %d clicks one step a click, %d with walks — %s", seed, b, n, strings.Join(log, ", "))
		sumBefore += b
		sumNow += n
	}
	t.Logf("ten turns: %d clicks one step a click, %d with walks", sumBefore, sumNow)
	if sumNow >= sumBefore {
		t.Fatalf("walks do not save clicks: %d before, %d now", sumBefore, sumNow)
	}
}

// phaseOf is the name of the game's phase, as the views say it.
func phaseOf(g *zombies4.State) string { return g.View(game.Nobody).(zombies4.View).Phase }
