package offthedead

import (
	"encoding/json"
	"strings"
	"testing"

	"zombietable/game"
)

// Each difficulty plays with the data's values: the box's infection track
// and zombies, or the step's track and strength added to every zombie card,
// held between 1 and 6, at every player count.
func TestDifficultyStepsPlayTheDatasValues(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	steps := map[string]Step{"box": {ID: "box", Levels: [4]int{c.Infection, c.Infection, c.Infection, c.Infection}}}
	for _, st := range c.Steps {
		steps[st.ID] = st
	}
	for _, d := range Difficulties {
		st, ok := steps[d]
		if !ok {
			t.Fatalf("no step %s in the data", d)
		}
		for np := 1; np <= 4; np++ {
			g, err := New(game.Config{Players: np, Seed: 3, Options: map[string]string{"difficulty": d}})
			if err != nil {
				t.Fatal(err)
			}
			s := g.(*State)
			if got := int(s.levels()); got != st.Levels[np-1] {
				t.Errorf("%s, %d players: infection track of %d levels, the data say %d", d, np, got, st.Levels[np-1])
			}
			for id := range tab.zn[s.Inv] {
				printed := int(tab.zstr[s.Inv][id])
				want := min(max(printed+st.Strength[np-1], 1), 6)
				if got := int(s.zStr(id)); got != want {
					t.Errorf("%s, %d players: a strength-%d zombie has %d, want %d", d, np, printed, got, want)
				}
			}
		}
	}
}

// A game at the box's difficulty is the game as it was before the table had
// a difficulty: the same state, encoded the same, so its saves and hashes
// carry over; a saved state without the field loads as the box's game.
func TestTheBoxDifficultyIsTheGameBefore(t *testing.T) {
	plain, err := New(game.Config{Players: 3, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	box, err := New(game.Config{Players: 3, Seed: 11, Options: map[string]string{"difficulty": "box"}})
	if err != nil {
		t.Fatal(err)
	}
	if game.Hash(plain) != game.Hash(box) {
		t.Error("difficulty=box is another game than no difficulty")
	}
	b, err := json.Marshal(box)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"Diff"`) {
		t.Error("the box's game encodes its difficulty, so its hash differs from an older save's")
	}
	grim, _ := New(game.Config{Players: 3, Seed: 11, Options: map[string]string{"difficulty": "grim"}})
	gb, _ := json.Marshal(grim)
	var old State
	if err := json.Unmarshal([]byte(strings.Replace(string(gb), `"Diff":2,`, "", 1)), &old); err != nil {
		t.Fatal(err)
	}
	if old.Diff != 0 || old.levels() != box.(*State).levels() {
		t.Errorf("a state saved without a difficulty loads at step %d, %d levels", old.Diff, old.levels())
	}
}

func TestAnUnknownDifficultyIsRefused(t *testing.T) {
	_, err := New(game.Config{Players: 2, Seed: 1, Options: map[string]string{"difficulty": "nightmare"}})
	if err == nil || !strings.Contains(err.Error(), "gentle, box, grim, desperate") {
		t.Errorf("difficulty=nightmare: %v", err)
	}
}

// The steps are in order: a team of careful (normal) bots wins more often at
// an easier step than at the next harder one, at every player count (300
// games a step; the full measure is scripts/balance.sh's).
func TestDifficultyStepsAreInOrder(t *testing.T) {
	for np := 1; np <= 4; np++ {
		prev := 301
		for _, d := range Difficulties {
			wins := 0
			for seed := uint64(1); seed <= 300; seed++ {
				g, err := New(game.Config{Players: np, Seed: seed, Options: map[string]string{"difficulty": d}})
				if err != nil {
					t.Fatal(err)
				}
				h, _ := newHeuristic("", seed)
				for !g.Over() {
					h.Begin(g)
					if err := g.Apply(h.Action()); err != nil {
						t.Fatal(err)
					}
				}
				if g.Returns()[0] == 1 {
					wins++
				}
			}
			if wins >= prev {
				t.Errorf("%d players: the careful team wins %d of 300 at %s, no fewer than at the step before (%d)", np, wins, d, prev)
			}
			t.Logf("%d players, %s: %d of 300", np, d, wins)
			prev = wins
		}
	}
}
