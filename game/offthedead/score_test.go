package offthedead

import (
	"strconv"
	"testing"

	"zombietable/game"
)

// TestScoreboardTellsTheEnd: "tutti gli zombie sono stati distrutti" — the
// game-over table says whether the team won, who survived and how many
// zombies each destroyed, in both languages.
func TestScoreboardTellsTheEnd(t *testing.T) {
	r := game.NewRNG(3)
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := New(game.Config{Players: 1 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for !s.Over() {
			legal := s.Legal(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, lg := range []string{"en", "it"} {
			sb := s.Scoreboard([]string{"A", "B", "C", "D"}, lg)
			if len(sb.Rows) != s.Players() || len(sb.Notes) != 1 {
				t.Fatalf("seed %d: %d rows for %d seats, %d notes", seed, len(sb.Rows), s.Players(), len(sb.Notes))
			}
			for i, row := range sb.Rows {
				if len(row.Cells) != len(sb.Heads) {
					t.Fatalf("seed %d: %d cells under %d heads", seed, len(row.Cells), len(sb.Heads))
				}
				if n, _ := strconv.Atoi(row.Cells[1]); n != int(s.P[i].Killed) {
					t.Errorf("seed %d seat %d: %s destroyed, the engine counts %d", seed, i, row.Cells[1], s.P[i].Killed)
				}
				alive := row.Detail == "survived" || row.Detail == "è sopravvissuto"
				if alive != s.P[i].Alive {
					t.Errorf("seed %d seat %d: %q, alive %v", seed, i, row.Detail, s.P[i].Alive)
				}
			}
		}
	}
}
