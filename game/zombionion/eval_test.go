package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// TestEvalGradesLeadAndResult checks the search's score of a position: a lead
// in victory points scores above ½ and a deficit below, symmetrically, and a
// finished game adds the result, so a winner scores above every loser.
func TestEvalGradesLeadAndResult(t *testing.T) {
	tests := []struct {
		name      string
		extra     [2]uint8 // Molti + Zombi added to each seat
		winners   uint8    // 0: the game goes on
		want0Best bool     // seat 0 scores above seat 1
		equal     bool     // both score the same
	}{
		{"level game", [2]uint8{0, 0}, 0, false, true},
		{"seat 0 leads", [2]uint8{2, 0}, 0, true, false},
		{"seat 1 leads", [2]uint8{0, 1}, 0, false, false},
		{"seat 0 won", [2]uint8{1, 0}, 1, true, false},
		{"seat 1 won on turns though behind", [2]uint8{1, 0}, 2, false, false},
		{"shared win", [2]uint8{0, 0}, 3, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := info(t).NewGame(game.Config{Players: 2, Seed: 4})
			if err != nil {
				t.Fatal(err)
			}
			g := s.(*State)
			for i, n := range tt.extra {
				g.P[i].Own[MoltiPiuZombi] += n
			}
			if tt.winners != 0 {
				g.Phase, g.Winners = PhaseOver, tt.winners
			}
			v := Eval(g)
			for i, x := range v {
				if x < 0 || x > 1 {
					t.Errorf("seat %d scores %v, outside [0, 1]", i, x)
				}
			}
			switch {
			case tt.equal && v[0] != v[1]:
				t.Errorf("scores %v, want them equal", v)
			case !tt.equal && tt.want0Best && v[0] <= v[1]:
				t.Errorf("scores %v, want seat 0 above seat 1", v)
			case !tt.equal && !tt.want0Best && v[1] <= v[0]:
				t.Errorf("scores %v, want seat 1 above seat 0", v)
			}
			if tt.winners == 0 && v[0]+v[1] != 1 {
				t.Errorf("scores %v of a game going on do not sum to 1", v)
			}
		})
	}
}

// TestLeanISMCTSPlaysOnlyLegalActions plays a short-budget lean ISMCTS
// against heuristic to the end: every action it chooses must be legal.
func TestLeanISMCTSPlaysOnlyLegalActions(t *testing.T) {
	inf := info(t)
	for seed := uint64(0); seed < 3; seed++ {
		g, err := inf.NewGame(game.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]game.Bot, 2)
		for s, spec := range []string{"ismcts:8:lean", BotHeuristic} {
			if bots[(s+int(seed))%2], err = bot.New(spec, inf, seed); err != nil {
				t.Fatal(err)
			}
		}
		for n := 0; !g.Over(); n++ {
			if n > 5000 {
				t.Fatalf("seed %d: no end", seed)
			}
			a := bot.Choose(bots[g.ToAct()], g)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %q: %v", seed, g.ActionString(a), err)
			}
		}
	}
}
