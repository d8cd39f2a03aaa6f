package scenes_test

import (
	"bytes"
	"hash/fnv"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/scenes"
)

// statePick chooses among the legal actions by a hash of the position and a
// seed, so that a decision the frame takes for a seat (a forced pass) does
// not change the choices after it: the same seed plays the same game whether
// or not the frame skipped a window nobody could answer. A forced decision
// is played as it is, and a chance of a seat's hidden cards in the others'
// play (game.Delegator) as the table would play it for the seat: the same
// seed plays the same game whether the person is asked or left it to the
// table.
func statePick(seed uint64) func(game.State, []game.Action) game.Action {
	n := 0
	return func(st game.State, legal []game.Action) game.Action {
		if len(legal) == 1 {
			return legal[0]
		}
		if d, ok := st.(game.Delegator); ok {
			if a, ok := d.Delegated(); ok {
				return a
			}
		}
		n++
		h := fnv.New64a()
		var b [8]byte
		for i := range b {
			b[i] = byte(seed >> (8 * i))
		}
		h.Write(b[:])
		for _, a := range legal {
			h.Write([]byte(st.ActionString(a)))
		}
		h.Write([]byte{byte(n), byte(n >> 8), byte(n >> 16)})
		a := legal[h.Sum64()%uint64(len(legal))]
		// Leave a shop or end a phase less often than acting, so games
		// reach their cards and end.
		if s := st.ActionString(a); (s == "done" || s == "end turn") && len(legal) > 2 {
			a = legal[(h.Sum64()/7)%uint64(len(legal))]
		}
		return a
	}
}

// threePeople is a whole game of each of the five games for three people
// at one screen (the log panel closed: it counts nothing here).
var threePeople = []struct{ id, script string }{
	{"pints", "new:pints,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start"},
	{"zombionion", "new:zombionion,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,option:kingdom:first-game,speed:instant,start"},
	{"offthedead", "new:offthedead,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start"},
	{"tsunami", "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start"},
	{"tsunami zombird", "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,option:zombird:true,speed:instant,start"},
	{"zombies4", "new:zombies4,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start"},
}

// TestHandoffCount plays a whole game of each game for three people at one
// screen and counts the hand-off screens shown, and the decisions taken out
// of turn, so that needless hand-offs show as a number.
//
// With every person's own choice to let their answers go by
// (save.Seat.PassAnswers), a game that offers answers (game.Answerer) has
// no hand-off for them at all, and fewer hand-offs in all. With every
// person's choice, at their first hand-off, to leave the chances of their
// secret cards in the others' play to the table (save.SecretsTable), a game
// whose cards have such chances (game.Delegator) plays the same game with
// no decision of theirs there: at least one hand-off fewer for every two
// such chances the persons were asked before.
func TestHandoffCount(t *testing.T) {
	for _, c := range threePeople {
		id, _, _ := strings.Cut(c.id, " ")
		info, err := game.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		g, err := info.NewGame(game.Config{Players: 3, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		_, answers := g.(game.Answerer)
		_, delegates := g.(game.Delegator)
		for _, passAll := range []bool{false, true} {
			if passAll && !answers {
				continue
			}
			name := c.id
			if passAll {
				name += " passing answers"
			}
			t.Run(name, func(t *testing.T) {
				ds, hs := countHandoffs(t, c.id, c.script, passAll)
				if !delegates || passAll {
					return
				}
				// The same game with every person leaving their
				// secret cards to the table.
				ds2, hs2 := countHandoffs(t, c.id, c.script, true)
				asked := 0
				for _, d := range ds {
					if d.Delegable {
						asked++
					}
				}
				t.Logf("%s: %d hand-offs asking at each chance, %d leaving them to the table; %d chances asked, %d decisions by people then",
					c.id, len(hs), len(hs2), asked, len(ds2))
				if asked == 0 || len(hs2) > len(hs)-asked/2 || len(ds2) != len(ds)-asked {
					t.Fatalf("%d chances asked: %d hand-offs and %d decisions, then %d and %d", asked, len(hs), len(ds), len(hs2), len(ds2))
				}
			})
		}
	}
}

func countHandoffs(t *testing.T, id, script string, passAll bool) ([]scenes.Decision, []game.Seat) {
	a := scenes.ScriptApp(t, script, 1280, 800)
	a.CloseLog()
	if passAll {
		for s := 0; s < 3; s++ {
			a.SetPassAnswers(s, true)
		}
		a.AnswerSecrets(save.SecretsTable)
	}
	ds, hs := a.PlayOut(t, 100000, statePick(7))
	if g, _ := a.Game(); g == nil || !g.Over() {
		t.Fatalf("the game did not end after %d decisions", len(ds))
	}
	var out, outHanded, forced, forcedHanded int
	for _, d := range ds {
		if d.OutOfTurn {
			out++
			if d.HandedOff {
				outHanded++
			}
			if d.Options == 1 {
				forced++
				if d.HandedOff {
					forcedHanded++
				}
			}
		}
	}
	t.Logf("%s: %d decisions by people, %d passed for them by the frame, %d hand-offs; %d decisions out of turn, %d of them after a hand-off; %d with one choice only, %d of them after a hand-off",
		id, len(ds), a.PeopleMoves()-len(ds), len(hs), out, outHanded, forced, forcedHanded)
	if passAll && out > 0 {
		t.Fatalf("%d answers asked of people who let them all go by", out)
	}
	for _, d := range ds {
		if passAll && d.Delegable {
			t.Fatalf("%s was asked %q, a chance of secret cards left to the table", d.Name, d.Name)
		}
	}
	if passAll {
		for s := 0; s < 3; s++ {
			if got := a.Secrets(s); got != "" && got != save.SecretsTable {
				t.Fatalf("seat %d chose %q", s, got)
			}
		}
	}
	return ds, hs
}

// A person chooses in the settings, when the screen is theirs, to let their
// answers go by; the choice is kept with the game and survives a resume.
// Where the game has no answers, or the screen is not the person's, the
// settings offer no such choice.
func TestPassAnswersSetting(t *testing.T) {
	const woods2 = "new:zombies4,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,speed:instant,start,ready,wait:5"
	a := scenes.ScriptApp(t, woods2+",settings,answers:pass,back,expect:scene:play", 1280, 800)
	if !a.PassAnswers(0) || a.PassAnswers(1) {
		t.Fatalf("Ann's choice: %v, Bob's: %v; want Ann's only", a.PassAnswers(0), a.PassAnswers(1))
	}
	runScript(t, woods2+",settings,answers:pass,back,menu,resume:0,ready,settings,answers:ask,back")
	for _, bad := range []string{
		"new:tsunami,players:3,seat:1:human,seed:5,start,ready,wait:5,settings,answers:pass",
		woods2 + ",act:0,wait:150,expect:scene:handoff,settings,answers:pass",
	} {
		var out bytes.Buffer
		if code := scenes.RunScript([]string{"-store", t.TempDir(), "-script", bad}, &out); code != 1 || !strings.Contains(out.String(), "no choice of answers") {
			t.Errorf("%s: exit %d, %q", bad, code, out.String())
		}
	}
}
