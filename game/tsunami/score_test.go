package tsunami

import (
	"strconv"
	"testing"

	"zombietable/game"
)

// TestScoreboardCountsTheHordes: "Il giocatore in possesso del maggior numero
// di zombie sarà il vincitore" — the game-over table shows each horde's
// zombies, and the winners are the seats with the most.
func TestScoreboardCountsTheHordes(t *testing.T) {
	r := game.NewRNG(9)
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(game.Config{Players: 3 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, lang := range []string{"en", "it"} {
			sb := g.Scoreboard([]string{"A", "B", "C", "D", "E", "F"}, lang)
			if len(sb.Rows) != g.Players() {
				t.Fatalf("seed %d: %d rows for %d seats", seed, len(sb.Rows), g.Players())
			}
			best := -1
			for _, row := range sb.Rows {
				if len(row.Cells) != len(sb.Heads) {
					t.Fatalf("seed %d: %d cells under %d heads", seed, len(row.Cells), len(sb.Heads))
				}
				n, err := strconv.Atoi(row.Cells[0])
				if err != nil {
					t.Fatal(err)
				}
				best = max(best, n)
			}
			ret := g.Returns()
			for i, row := range sb.Rows {
				n, _ := strconv.Atoi(row.Cells[0])
				if n != int(g.P[i].Dice) {
					t.Errorf("seed %d seat %d: %d zombies shown, the horde has %d", seed, i, n, g.P[i].Dice)
				}
				if ret[i] > 0 && n != best {
					t.Errorf("seed %d seat %d: a winner with %d zombies, the most is %d", seed, i, n, best)
				}
			}
		}
	}
}
