package zombies4

import (
	"math"
	"sort"
	"testing"

	"zombietable/game"
)

// TestBalanceFourPlayers is the balance figure with four heuristic bots:
// both wins happen in at least 10% of the games, no seat wins more than
// 1.3 times its fair share, and every game ends before dawn in all but a
// few. It logs the median length in turns per player.
func TestBalanceFourPlayers(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	var seatWins [4]int
	var spell, kills, dawn int
	lengths := make([]int, 0, games)
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(game.Config{Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if err := g.Apply(Choose(g)); err != nil {
				t.Fatal(err)
			}
		}
		for s := 0; s < 4; s++ {
			if g.Winners&(1<<s) != 0 {
				seatWins[s]++
			}
		}
		switch g.WonBy {
		case wonSpell:
			spell++
		case wonKills:
			kills++
		case wonDawn:
			dawn++
		}
		lengths = append(lengths, g.Turns())
	}
	sort.Ints(lengths)
	median, p99 := float64(lengths[games/2])/4, float64(lengths[games*99/100])/4
	t.Logf("%d games: spell %.1f%%, kills %.1f%%, dawn %.1f%%; seats %v; median %.1f turns each, 99th percentile %.1f", games,
		100*float64(spell)/float64(games), 100*float64(kills)/float64(games), 100*float64(dawn)/float64(games), seatWins, median, p99)
	if spell*10 < games || kills*10 < games {
		t.Errorf("spell wins %d, kill wins %d of %d games: each must be at least 10%%", spell, kills, games)
	}
	if dawn*20 > games {
		t.Errorf("%d of %d games reach dawn", dawn, games)
	}
	for s, w := range seatWins {
		if float64(w) > 1.3*float64(games)/4 {
			t.Errorf("seat %d wins %d of %d games, over 1.3 times its share", s, w, games)
		}
	}
}

// turnOrderWins plays games of n heuristic bots and counts the wins by
// place in the turn order (the first player is drawn at random, "Scegliete
// a caso chi deve iniziare", so a seat's number says nothing of it).
func turnOrderWins(t *testing.T, n, games int) []int {
	t.Helper()
	wins := make([]int, n)
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(game.Config{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		first := int(g.Cur)
		for !g.Over() {
			if err := g.Apply(Choose(g)); err != nil {
				t.Fatal(err)
			}
		}
		for s := 0; s < n; s++ {
			if g.Winners&(1<<s) != 0 {
				wins[(s-first+n)%n]++
			}
		}
	}
	return wins
}

// No place in the turn order wins more than 1.3 times its fair share, at 2
// to 6 players, beyond three standard errors of the sample: the first
// player's head start (a card laid and a move before the others) is small
// against the game's dice.
func TestTurnOrderIsFair(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 200
	}
	for n := 2; n <= 6; n++ {
		wins := turnOrderWins(t, n, games)
		t.Logf("%d players, %d games: wins by place in the turn order %v", n, games, wins)
		fair := 1 / float64(n)
		bound := 1.3*fair + 3*math.Sqrt(fair*(1-fair)/float64(games))
		for p, w := range wins {
			if float64(w)/float64(games) > bound {
				t.Errorf("%d players: place %d wins %d of %d games", n, p+1, w, games)
			}
		}
	}
}
