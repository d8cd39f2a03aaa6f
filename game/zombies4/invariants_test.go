package zombies4

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// check returns what is wrong with a state: the map connected and legal,
// never three dogs on a square nor a dog with both counters, lives within
// 0–5, the dogs, event cards and map cards all accounted for, hands of at
// most 3.
func check(g *State) error {
	var d dists
	g.bfs(g.bridgeStart(), &d)
	for q := 0; q < int(g.NLaid)*9; q++ {
		if g.Terr[q] != tWater && d.d[q] < 0 {
			return fmt.Errorf("square %s cannot be reached from the Bridge", g.sqName(q))
		}
		if g.Dogs[q] > 2 {
			return fmt.Errorf("%d dogs on %s", g.Dogs[q], g.sqName(q))
		}
		if g.Dogs[q] > 0 && g.Tok[q] == tokBoth {
			return fmt.Errorf("a dog, a life and ammunition together on %s", g.sqName(q))
		}
		if g.Terr[q] == tWater && (g.Dogs[q] > 0 || g.Tok[q] != 0) {
			return fmt.Errorf("something on the water at %s", g.sqName(q))
		}
	}
	for k := 1; k < int(g.NLaid); k++ {
		c := int(g.Laid[k].Cell)
		if forbidden(c) || !touchesLaid(g, c) {
			return fmt.Errorf("card %d at a cell where it cannot lie", k)
		}
	}
	dogs := int(g.Supply)
	for q := 0; q < nSq; q++ {
		dogs += int(g.Dogs[q])
	}
	var seen [nEvents]int
	for i := 0; i < int(g.EvN); i++ {
		seen[g.EvDeck[i]]++
	}
	for i := 0; i < int(g.DiscN); i++ {
		seen[g.Disc[i]]++
	}
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		dogs += int(p.Kills)
		if p.Half < 0 || int(p.Half) > tab.cat.MaxHalf || (p.Half == 0) != (p.Sq < 0) {
			return fmt.Errorf("seat %d has %d half lives on square %d", s, p.Half, p.Sq)
		}
		if p.HandN > 3 {
			return fmt.Errorf("seat %d holds %d cards", s, p.HandN)
		}
		for i := 0; i < int(p.HandN); i++ {
			seen[p.Hand[i]]++
		}
		var types uint32
		for f := p.Front; f != 0; f &= f - 1 {
			i := lowBit(f)
			seen[i]++
			ty := tab.evType[i]
			if types&(1<<ty) != 0 {
				return fmt.Errorf("seat %d has two %s in play", s, evIDs[ty])
			}
			types |= 1 << ty
		}
	}
	if dogs != tab.cat.DogsTotal {
		return fmt.Errorf("%d dogs counted, not %d", dogs, tab.cat.DogsTotal)
	}
	for i, n := range seen {
		if n != 1 {
			return fmt.Errorf("event card %d (%s) is in %d places", i, evIDs[tab.evType[i]], n)
		}
	}
	maps := int(g.NLaid) + int(g.MapN) + int(g.Aside)
	if g.Drawn >= 0 {
		maps++
	}
	if maps != nMapCards {
		return fmt.Errorf("%d map cards counted, not %d", maps, nMapCards)
	}
	return nil
}

// TestInvariantsRandomGames plays random games of 2–6 players and checks
// every state; every game ends.
func TestInvariantsRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	for i := 0; i < games; i++ {
		n := 2 + i%5
		g, err := New(game.Config{Players: n, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(uint64(i) * 31)
		var buf []game.Action
		steps := 0
		for ; !g.Over(); steps++ {
			if err := check(g); err != nil {
				t.Fatalf("%d players, seed %d, step %d: %v", n, i, steps, err)
			}
			if steps > 40000 {
				t.Fatalf("%d players, seed %d: no end after %d actions", n, i, steps)
			}
			buf = g.Legal(buf)
			if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		if err := check(g); err != nil {
			t.Fatalf("%d players, seed %d, the end: %v", n, i, err)
		}
	}
}

// TestInvariantsBotGames checks every state of heuristic games.
func TestInvariantsBotGames(t *testing.T) {
	for i := 0; i < 60; i++ {
		n := 2 + i%5
		g, _ := New(game.Config{Players: n, Seed: uint64(1000 + i)})
		for steps := 0; !g.Over(); steps++ {
			if err := check(g); err != nil {
				t.Fatalf("%d players, seed %d, step %d: %v", n, 1000+i, steps, err)
			}
			if err := g.Apply(Choose(g)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// touchesLaid reports whether table cell c has a laid card beside it.
func touchesLaid(g *State, c int) bool {
	for d := 0; d < 4; d++ {
		if n := neighbour(c, d); n >= 0 && g.Cell[n] >= 0 {
			return true
		}
	}
	return false
}
