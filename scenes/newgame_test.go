package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// TestFirstGameKingdom checks that Zombionion's new-game screen offers the
// rulebook's first-game kingdom ("Suggerimenti per le 10 carte Combattimento
// iniziali") until a person has finished a game, then a random one, and that the
// game starts with the kingdom the screen shows.
func TestFirstGameKingdom(t *testing.T) {
	a := scenes.ScriptApp(t, "new:zombionion", 1280, 800)
	opts, ok := a.NewGameOptions()
	if !ok || opts["kingdom"] != "first-game" {
		t.Fatalf("a first game's kingdom is %q, want first-game", opts["kingdom"])
	}
	a = scenes.ScriptApp(t, "new:zombionion,seat:0:bot:easy,bots,seed:8,start,finish,new:zombionion", 1280, 800)
	if a.Played() != "" {
		t.Errorf("a game of bots alone counts as played: %q", a.Played())
	}
	a = scenes.ScriptApp(t, "new:zombionion,bots,seed:8,start,finish,new:zombionion", 1280, 800)
	if a.Played() != "zombionion" {
		t.Errorf("played %q after a finished game", a.Played())
	}
	opts, _ = a.NewGameOptions()
	if opts["kingdom"] != "random" {
		t.Errorf("after a finished game the kingdom is %q, want random", opts["kingdom"])
	}
	a = scenes.ScriptApp(t, "new:zombionion,option:kingdom:scontro,seed:5,start", 1280, 800)
	st, _ := a.Game()
	g := st.(*zombionion.State)
	var want [10]string
	for _, k := range zombionion.Presets() {
		if k.ID == "scontro" {
			for i, c := range k.CardList() {
				want[i] = c.ID()
			}
		}
	}
	got := map[string]bool{}
	for _, c := range g.Kingdom {
		got[c.ID()] = true
	}
	for _, id := range want {
		if !got[id] {
			t.Errorf("the game's kingdom %v lacks %s of the preset shown", g.Kingdom, id)
		}
	}
}

// TestBotSeatsHaveTheirOwnNames: making the first seat a bot never gives it
// the name of another seat.
func TestBotSeatsHaveTheirOwnNames(t *testing.T) {
	for _, script := range []string{
		"new:tsunami,players:4,seat:0:bot:normal",
		"new:pints,players:4,seat:0:bot,seat:2:human,seat:2:bot",
		"new:zombionion,players:2,seat:1:human,seat:0:bot,seat:1:bot",
	} {
		a := scenes.ScriptApp(t, script, 1280, 800)
		names, ok := a.NewGameSeatNames()
		if !ok {
			t.Fatalf("%s: not on the new-game screen", script)
		}
		seen := map[string]bool{}
		for _, n := range names {
			if seen[n] {
				t.Errorf("%s: two seats are called %q (%q)", script, n, names)
			}
			seen[n] = true
		}
	}
}

// The names the app gives the seats follow the language: "Giocatore 2"
// after a switch to Italian, on the new-game screen and at the table (the
// top bar, the log); a typed name stays as typed.
func TestDefaultSeatNamesFollowTheLanguage(t *testing.T) {
	a := scenes.ScriptApp(t, "new:tsunami,players:3,seat:1:human,seat:2:human,name:2:Cy,lang:it", 1280, 800)
	names, _ := a.NewGameSeatNames()
	if want := "Giocatore 1|Giocatore 2|Cy"; strings.Join(names, "|") != want {
		t.Fatalf("names after the switch to Italian: %q, want %q", names, want)
	}
	runScript(t, "new:tsunami,players:3,seat:1:human,seed:5,start,ready,wait:3,do:vote red,wait:90,ready,wait:3"+
		",expect:status:Player 2,expect:log:Player 1 votes,lang:it,expect:status:Giocatore 2,expect:log:Giocatore 1 vota,expect:nolog:Player")
}

// TestEveryOptionIsExplainedInALine: on the new-game screen of every game,
// at both window sizes and in both languages, each option's help is written
// whole under its row, within the panel and above the seed.
func TestEveryOptionIsExplainedInALine(t *testing.T) {
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
			for _, lang := range []string{"en", "it"} {
				a := scenes.ScriptApp(t, "lang:"+lang+",new:"+id, size[0], size[1])
				shown, width, seedTop, ok := a.NewGameOptionHelp()
				if !ok {
					t.Fatalf("%s: no new-game screen", id)
				}
				for i, h := range shown {
					where := fmt.Sprintf("%s %gx%g %s, option %d", id, size[0], size[1], lang, i)
					if h.Help == "" {
						t.Errorf("%s has no help", where)
						continue
					}
					if got := strings.Join(h.Lines, " "); got != strings.Join(strings.Fields(h.Help), " ") {
						t.Errorf("%s shows %q, its help is %q", where, got, h.Help)
					}
					if h.Widest > width {
						t.Errorf("%s: a line %.0f wide in %.0f", where, h.Widest, width)
					}
					if h.Bottom > seedTop {
						t.Errorf("%s: the help ends at %.0f, below the seed's heading at %.0f", where, h.Bottom, seedTop)
					}
				}
			}
		}
	}
}
