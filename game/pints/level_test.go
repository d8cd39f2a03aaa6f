package pints

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// Every level's bot is made from its spec and plays a whole three-player
// game against the normal level, each of its actions legal where it is
// played.
func TestLevelsPlayLegalGames(t *testing.T) {
	info, err := game.Lookup("pints")
	if err != nil {
		t.Fatal(err)
	}
	for i, lv := range info.Levels {
		t.Run(lv.Name, func(t *testing.T) {
			st, err := info.NewGame(game.Config{Players: 3, Seed: uint64(11 + i)})
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]game.Bot, 3)
			for p := range seats {
				level := "normal"
				if p == i%3 {
					level = lv.Name
				}
				if seats[p], err = bot.ForLevel(info, level, uint64(100+p)); err != nil {
					t.Fatalf("level %s (%q): %v", level, lv.Bot, err)
				}
			}
			var buf []game.Action
			for step := 0; !st.Over(); step++ {
				if step > 5000 {
					t.Fatal("the game did not end in 5000 actions")
				}
				a := bot.Choose(seats[st.ToAct()], st)
				buf = st.Legal(buf)
				if !contains(buf, a) {
					t.Fatalf("step %d: %s's bot chose %d, not a legal action", step, lv.Name, a)
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if r := st.Returns(); len(r) != 3 {
				t.Fatalf("returns %v", r)
			}
		})
	}
	t.Run("hard searches with the heuristic and Eval", func(t *testing.T) {
		spec, err := info.LevelBot("hard")
		if err != nil {
			t.Fatal(err)
		}
		b, err := bot.New(spec, info, 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := b.(*bot.ISMCTS); !ok || info.Rollout != "heuristic" || info.Eval == nil {
			t.Fatalf("hard is %q (%T), rollout %q, eval set %v", spec, b, info.Rollout, info.Eval != nil)
		}
	})
}

func contains(list []game.Action, a game.Action) bool {
	for _, l := range list {
		if l == a {
			return true
		}
	}
	return false
}
