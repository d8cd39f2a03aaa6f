package zombies4

import (
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
)

// TestScoreboardTellsHowTheGameWasWon: "Per vincere bisogna arrivare fino
// alla Baita, uccidere tutti gli Zombi al suo interno e lanciare
// l'incantesimo, oppure semplicemente uccidere 25 Zombi" — the game-over
// table gives each seat's kills and pages and says how the game was won.
func TestScoreboardTellsHowTheGameWasWon(t *testing.T) {
	ways := map[string]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := New(game.Config{Players: 2 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if err := g.Apply(Choose(g)); err != nil {
				t.Fatal(err)
			}
		}
		for _, lang := range []string{"en", "it"} {
			sb := g.Scoreboard([]string{"A", "B", "C", "D", "E", "F"}, lang)
			if len(sb.Rows) != g.Players() || len(sb.Notes) != 2 || !strings.Contains(sb.Notes[1], "½") {
				t.Fatalf("seed %d: %d rows for %d seats, notes %q", seed, len(sb.Rows), g.Players(), sb.Notes)
			}
			for i, row := range sb.Rows {
				if k, _ := strconv.Atoi(row.Cells[0]); k != int(g.P[i].Kills) {
					t.Errorf("seed %d seat %d: %d kills shown, %d made", seed, i, k, g.P[i].Kills)
				}
			}
			if lang == "en" {
				ways[sb.Notes[0]]++
			}
		}
	}
	if len(ways) < 2 {
		t.Errorf("12 bot games all ended the same way: %v", ways)
	}
}
