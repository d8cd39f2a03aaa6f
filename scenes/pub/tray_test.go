package pub

import (
	"testing"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// placedDice counts the battle dice placed next to the tiles.
func placedDice(v *pints.View) int {
	n := 0
	for _, r := range v.Rows {
		for _, tv := range r.Tiles {
			for _, it := range tv.Placed {
				if faceIndex(it) >= 0 {
					n++
				}
			}
		}
	}
	return n
}

// TestTrayEmptyInTheFight plays random games and checks that once the fight
// has begun the tray holds no die to place, also when Coat hanger or
// Distracted takes back dice placed in a row still to fight: "non possono
// essere aggiunti o sostituiti durante il combattimento (come i dadi
// battaglia)".
func TestTrayEmptyInTheFight(t *testing.T) {
	takenBack := 0
	for seed := uint64(1); seed <= 400 && takenBack < 3; seed++ {
		st := newGame(t, 2+int(seed%3), seed, []string{pints.LevelStarter, pints.LevelMain}[seed%2])
		rng := game.NewRNG(seed)
		fighting := false
		for step := 0; step < 2000 && !st.Over(); step++ {
			legal := st.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			// Prefer the cards that take dice back, to meet the case.
			for _, l := range legal {
				if op, _, _, _ := pints.DecodeAction(l); fighting && (op == pints.OpCoatHanger || op == pints.OpDistract) {
					a = l
				}
			}
			before := st.View(0).(pints.View)
			op, _, _, _ := pints.DecodeAction(a)
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			after := st.View(0).(pints.View)
			switch {
			case after.Active != before.Active || after.Over:
				fighting = false
			case op == pints.OpFight:
				fighting = true
			}
			if !fighting {
				continue
			}
			if (op == pints.OpCoatHanger || op == pints.OpDistract) && placedDice(&after) < placedDice(&before) {
				takenBack++
			}
			if tb := tableFor(st, 0, sizes[0].area, scenes.English); len(tb.dice) != 0 {
				t.Fatalf("seed %d step %d: %d dice drawn in the tray in the fight (after %s)", seed, step, len(tb.dice), st.ActionString(a))
			}
		}
	}
	if takenBack == 0 {
		t.Fatal("no game took dice back in the fight")
	}
}
