package scenes_test

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/scenes"
)

// pickRandom chooses among the legal actions with a seeded generator,
// leaving the shop less often than buying, so the games reach the cards.
func pickRandom(seed uint64) func(game.State, []game.Action) game.Action {
	r := game.NewRNG(seed)
	return func(st game.State, legal []game.Action) game.Action {
		a := legal[r.IntN(len(legal))]
		for tries := 0; tries < 2 && st.ActionString(a) == "done" && len(legal) > 1; tries++ {
			a = legal[r.IntN(len(legal))]
		}
		return a
	}
}

// oldHandoffs counts the hand-offs of the frame that handed the screen over
// whenever the person to decide changed, whatever the decision: one before
// each person's decision whose seat differs from the previous person's
// (before the first, unless the screen opened in front of that seat).
func oldHandoffs(ds []scenes.Decision, front game.Seat) int {
	n := 0
	prev := front
	for _, d := range ds {
		if d.Seat != prev {
			n++
		}
		prev = d.Seat
	}
	return n
}

// frontAtStart is the seat the old frame put in front of the screen when a
// game opened: the person to act, else the first person.
func frontAtStart(a *scenes.App, humans []bool) game.Seat {
	g, _ := a.Game()
	if t := g.ToAct(); t >= 0 && humans[t] {
		return game.Nobody // handed over before the first decision
	}
	for i, h := range humans {
		if h {
			return game.Seat(i)
		}
	}
	return game.Nobody
}

// checkPrivacy checks the frame's promises along a game: a private
// decision is never taken on a public table and comes after a hand-off to
// its seat, unless that seat already had the screen to itself; every vote
// is private ("ogni giocatore dovrà scegliere segretamente 1 gettone").
func checkPrivacy(t *testing.T, ds []scenes.Decision) (votes, votesHanded, public int) {
	t.Helper()
	for i, d := range ds {
		if d.Public {
			public++
		}
		if strings.HasPrefix(d.Name, "vote ") {
			votes++
			if !d.Private {
				t.Fatalf("decision %d: a vote is not private", i)
			}
			if d.HandedOff {
				votesHanded++
			}
		}
		if !d.Private {
			continue
		}
		if d.Public {
			t.Fatalf("decision %d (%s by seat %d): a private decision on a public table", i, d.Name, d.Seat+1)
		}
		alone := i > 0 && ds[i-1].Seat == d.Seat && !ds[i-1].Public
		if !d.HandedOff && !alone {
			t.Fatalf("decision %d (%s by seat %d): a private decision with no hand-off", i, d.Name, d.Seat+1)
		}
	}
	return
}

// In pass-and-play Zombie Tsunami the screen is handed over only before a
// private decision (a vote, a bonus window, a shop visit with a secret card
// to use); the public ones are taken on a table with every secret face down.
// Over whole games the hand-offs fall well below those of a frame that
// handed over at every change of player.
func TestTsunamiHandsOffOnlyForSecrets(t *testing.T) {
	cases := []struct {
		name   string
		script string
		humans []bool
	}{
		{"three people", "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:7,speed:instant,start", []bool{true, true, true}},
		{"three people, zombird", "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:11,option:zombird:true,speed:instant,start", []bool{true, true, true}},
		{"two people and a bot", "new:tsunami,players:3,seat:1:human,seat:2:bot,name:0:Ann,name:1:Bob,seed:5,speed:instant,start", []bool{true, true, false}},
	}
	for k, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := scenes.ScriptApp(t, c.script, 1280, 800)
			front := frontAtStart(a, c.humans)
			ds, hs := a.PlayOut(t, 100000, pickRandom(uint64(k)+1))
			if g, _ := a.Game(); g == nil || !g.Over() {
				t.Fatal("the game did not end")
			}
			votes, handed, public := checkPrivacy(t, ds)
			old := oldHandoffs(ds, front)
			t.Logf("%d decisions, %d on a public table; hand-offs: %d now, %d when every change of player handed over; %d votes, %d right after a hand-off",
				len(ds), public, len(hs), old, votes, handed)
			before := map[string]int{}
			for _, d := range ds {
				if d.HandedOff {
					before[strings.SplitN(d.Name, " ", 2)[0]]++
				}
			}
			t.Logf("hand-offs before each kind of decision (its first word): %v", before)
			if votes == 0 || public == 0 {
				t.Fatalf("%d votes and %d public decisions: the game did not test the frame", votes, public)
			}
			if len(hs) >= old {
				t.Fatalf("%d hand-offs, no fewer than the %d of a hand-off at every change", len(hs), old)
			}
		})
	}
}

// Games whose engines do not tell which decisions are private hand the
// screen over exactly as before: at every change of person in a game with
// secrets (Zombionion), never in a game without (Pints of Blood), and never
// show a public table.
func TestHandoffsUnchangedWithoutPrivacy(t *testing.T) {
	cases := []struct {
		name, script string
		hidden       bool
	}{
		{"zombionion", "new:zombionion,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,option:kingdom:first-game,speed:instant,start", true},
		{"pints", "new:pints,players:2,seat:1:human,name:0:Ann,name:1:Bob,seed:7,speed:instant,start", false},
	}
	for k, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := scenes.ScriptApp(t, c.script, 1280, 800)
			front := frontAtStart(a, []bool{true, true})
			ds, hs := a.PlayOut(t, 400, pickRandom(uint64(k)+3))
			want := 0
			if c.hidden {
				want = oldHandoffs(ds, front)
			}
			for i, d := range ds {
				if d.Public || !d.Private {
					t.Fatalf("decision %d (%s): public %v, private %v", i, d.Name, d.Public, d.Private)
				}
			}
			t.Logf("%d decisions, %d hand-offs, %d expected", len(ds), len(hs), want)
			if len(hs) != want || c.hidden && want == 0 {
				t.Fatalf("%d hand-offs, want %d", len(hs), want)
			}
		})
	}
}

// Three people at Zombie Tsunami: the game opens on the first public choice
// (a Civilian / Bomb card, chosen in the open; Coin / Zombie is chosen in
// secret) with no hand-off, and the next person's public choice follows at
// once.
func TestTsunamiPublicChoiceNeedsNoHandoff(t *testing.T) {
	runScript(t, "new:tsunami,players:3,seat:1:human,seat:2:human,name:0:Ann,name:1:Bob,name:2:Cy,seed:2,start,wait:5"+
		",expect:scene:play,expect:status:Bob,do:take a civilian,wait:60,expect:scene:play,expect:status:Cy")
}
