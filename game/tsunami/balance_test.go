package tsunami

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// tally is what a run of bot games measured: wins by seat (a shared win
// split), how often a leader after round 2 won, the games a roll-off
// decided and the largest horde seen at any moment.
type tally struct {
	games     int
	seat      [MaxPlayers]float64
	led, ledW float64 // games, and those won by a seat with the most zombies after round 2 (ties included; a shared win split)
	rolloffs  int     // games whose tie for the most zombies went to a roll-off
	biggest   int     // the largest horde seen
}

// selfPlay plays games with the heuristic bot at every seat.
func selfPlay(games, players int, zombird bool, seed uint64) tally {
	t := tally{games: games}
	opts := map[string]string{"zombird": fmt.Sprint(zombird)}
	r := game.NewRNG(seed ^ 0x5eed)
	for k := 0; k < games; k++ {
		g, err := New(game.Config{Players: players, Seed: seed + uint64(k), Options: opts})
		if err != nil {
			panic(err)
		}
		for !g.Over() {
			g.apply(g.choose(&r))
			for i := 0; i < players; i++ {
				t.biggest = max(t.biggest, int(g.P[i].Dice))
			}
		}
		if g.Rolloffs > 0 {
			t.rolloffs++
		}
		w := float64(popcount(g.Winners))
		for i := 0; i < players; i++ {
			if g.Winners&(1<<i) != 0 {
				t.seat[i] += 1 / w
				if g.P[i].Led2 {
					t.ledW += 1 / w
				}
			}
		}
		t.led++
	}
	return t
}

// TestBalance is the balance figure of the rules notes: among equal normal
// bots no seat wins more than 1.3× its fair share, and the leader after
// round 2 wins less than 60% of the games, at 3, 4, 5 and 6 players, with and
// without Zombird. It logs the share of games a roll-off decided and the
// largest horde seen. The short run plays fewer games and allows for their
// noise.
func TestBalance(t *testing.T) {
	games, slack := 2000, 1.3
	if testing.Short() {
		games, slack = 400, 1.45
	}
	for _, players := range []int{3, 4, 5, 6} {
		for _, zb := range []bool{false, true} {
			tl := selfPlay(games, players, zb, 1000)
			fair := float64(games) / float64(players)
			worst := 0.0
			for i := 0; i < players; i++ {
				worst = max(worst, tl.seat[i]/fair)
			}
			led := tl.ledW / tl.led
			t.Logf("%d players, zombird %v: seat shares %v (worst %.2f× fair), leader after round 2 wins %.1f%%, roll-offs %.1f%%, largest horde %d",
				players, zb, shares(tl.seat[:players], games), worst, 100*led, 100*float64(tl.rolloffs)/float64(games), tl.biggest)
			if worst > slack {
				t.Errorf("%d players, zombird %v: a seat wins %.2f× its fair share, above %.2f×", players, zb, worst, slack)
			}
			if led >= 0.6 {
				t.Errorf("%d players, zombird %v: the leader after round 2 wins %.1f%% of the games, not under 60%%", players, zb, 100*led)
			}
		}
	}
}

func shares(wins []float64, games int) []string {
	out := make([]string, len(wins))
	for i, w := range wins {
		out[i] = fmt.Sprintf("%.1f%%", 100*w/float64(games))
	}
	return out
}
