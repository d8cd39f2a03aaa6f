package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
)

// notMoved are the games whose own texts — the engine's log lines, prompts
// and refusals, the table's words and rules — are still pairs of English and
// Italian in Go: in French and German they read in English until they move
// into the catalogs (package i18n). A game leaves the list when it moves.
var notMoved = []string{"pints", "zombionion", "tsunami", "zombies4"}

// moved are the games whose own texts are in the catalogs.
var moved = []string{"offthedead"}

// TestUnmovedTextsReadInEnglish: a French or German player plays every game
// whole, the app's own words in their language and the game's words in
// English, the same as an English player reads them, never missing or in
// Italian: the log, the game's name and options, the rules panel.
func TestUnmovedTextsReadInEnglish(t *testing.T) {
	for _, id := range notMoved {
		info, err := game.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []Lang{French, German} {
			where := fmt.Sprintf("%s %s", id, l)
			a := ScriptApp(t, fmt.Sprintf("lang:%s,new:%s,players:%d,seed:5,bots,name:0:Ann,start,finish", l.Code(), id, info.MinPlayers+1), 1280, 800)
			p := a.playOf()
			if p == nil {
				t.Fatalf("%s: no table (scene %s)", where, a.SceneName())
			}
			if len(p.entries) == 0 {
				t.Fatalf("%s: nothing was logged", where)
			}
			for i, e := range p.entries {
				if fmt.Sprint(e.text[l]) != fmt.Sprint(e.text[English]) || e.title[l] != e.title[English] {
					t.Errorf("%s: log entry %d reads %q, in English %q", where, i, e.text[l], e.text[English])
				}
				if len(e.text[l]) == 0 || e.text[l][0] == "" {
					t.Errorf("%s: log entry %d is empty", where, i)
				}
			}
			if sc, ok := p.sess.State.(game.Scorer); ok && id != "tsunami" {
				// Zombie Tsunami's score is in the catalogs (tsunami.score).
				names := seatNames(p.sess, English)
				if got, want := fmt.Sprint(sc.Scoreboard(names, l.Code())), fmt.Sprint(sc.Scoreboard(names, "en")); got != want {
					t.Errorf("%s: the score reads %.80q, in English %.80q", where, got, want)
				}
			}
			if got, want := p.table.Rules(l), p.table.Rules(English); got != want || got == "" {
				t.Errorf("%s: the rules panel reads %.40q, in English %.40q", where, got, want)
			}
			if GameName(l, info) != info.Name || GameDescription(l, info) != info.Description {
				t.Errorf("%s: the game is named %q, %q", where, GameName(l, info), GameDescription(l, info))
			}
			for i := range info.Options {
				o := &info.Options[i]
				if OptionName(l, o) != OptionName(English, o) || OptionHelp(l, o) != OptionHelp(English, o) {
					t.Errorf("%s: option %s reads %q", where, o.Key, OptionName(l, o))
				}
				for _, c := range o.Choices {
					if ChoiceName(l, o, c) != ChoiceName(English, o, c) {
						t.Errorf("%s: option %s=%s reads %q", where, o.Key, c, ChoiceName(l, o, c))
					}
				}
			}
			// The app's own words are the language's.
			if p.gameName != info.Name || a.T("app.play.rules") == English.T("app.play.rules") {
				t.Errorf("%s: the bar says %q, Rules reads %q", where, p.gameName, a.T("app.play.rules"))
			}
		}
	}
}

// TestMovedTextsReadInTheLanguage: a French or German player reads a moved
// game in their language: the log (each entry but those made of names and
// numbers alone), the rules panel, the options; no key shows as itself.
func TestMovedTextsReadInTheLanguage(t *testing.T) {
	for _, id := range moved {
		info, err := game.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []Lang{French, German} {
			where := fmt.Sprintf("%s %s", id, l)
			a := ScriptApp(t, fmt.Sprintf("lang:%s,new:%s,players:%d,seed:5,bots,name:0:Ann,start,finish", l.Code(), id, info.MinPlayers+1), 1280, 800)
			p := a.playOf()
			if p == nil {
				t.Fatalf("%s: no table (scene %s)", where, a.SceneName())
			}
			same := 0
			for i, e := range p.entries {
				text := fmt.Sprint(e.text[l])
				if strings.Contains(text, id+".") || len(e.text[l]) == 0 || e.text[l][0] == "" {
					t.Errorf("%s: log entry %d reads %q", where, i, text)
				}
				if text == fmt.Sprint(e.text[English]) {
					same++
				}
			}
			if len(p.entries) == 0 || same*10 > len(p.entries) {
				t.Errorf("%s: %d of %d log entries read as in English", where, same, len(p.entries))
			}
			if got := p.table.Rules(l); got == p.table.Rules(English) || strings.Contains(got, id+".") {
				t.Errorf("%s: the rules panel reads %.40q", where, got)
			}
			for i := range info.Options {
				o := &info.Options[i]
				if OptionName(l, o) == OptionName(English, o) && OptionHelp(l, o) == OptionHelp(English, o) {
					t.Errorf("%s: option %s reads %q", where, o.Key, OptionName(l, o))
				}
			}
		}
	}
}

// TestServerIsAskedForALanguageItSpeaks: at a table on a server, each
// player asks for lines and reasons in their own language, which the
// protocol has.
func TestServerIsAskedForALanguageItSpeaks(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		want string
	}{{English, "en"}, {Italian, "it"}, {French, "fr"}, {German, "de"}} {
		if got := serverLang(c.l); got != c.want {
			t.Errorf("%s: the server is asked for %q, want %q", c.l, got, c.want)
		}
	}
}
