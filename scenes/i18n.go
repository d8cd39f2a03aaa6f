package scenes

import (
	"strings"

	"zombietable/game"
	"zombietable/i18n"
)

// Lang is a language of the interface: its texts are the messages of
// package i18n, under the keys of the section [app] of its catalogs.
type Lang = i18n.Lang

// The languages the app ships with.
const (
	English = i18n.English
	Italian = i18n.Italian
	French  = i18n.French
	German  = i18n.German
)

// seatNameIn is how seat i (from 0), named name, is called in language l:
// a name the app gave ("Player 2", "Giocatore 2") follows the language, a
// name someone typed stays as it is.
func seatNameIn(l Lang, name string, i int) string {
	if isGivenName(name, i) {
		return l.F("app.newgame.player", "n", i+1)
	}
	return name
}

// isGivenName reports whether name is the one the app gives seat i (from
// 0) in some language.
func isGivenName(name string, i int) bool {
	for _, k := range i18n.Langs() {
		if name == k.F("app.newgame.player", "n", i+1) {
			return true
		}
	}
	return false
}

// LocaleLang picks the language from the POSIX locale variables in their
// order of precedence (LC_ALL, LC_MESSAGES, LANGUAGE, LANG), given a lookup
// such as os.LookupEnv: the first that is set decides. LANGUAGE lists
// languages by preference ("es:fr:en"): the first the app has is taken.
// A language the app does not have, "C" and "POSIX" give English.
func LocaleLang(lookup func(string) (string, bool)) Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"} {
		v, ok := lookup(k)
		if !ok || v == "" {
			continue
		}
		return preferred(strings.Split(v, ":"))
	}
	return English
}

// preferred is the first language of list (codes such as "fr-FR", by
// preference) that the app has, else English.
func preferred(list []string) Lang {
	for _, s := range list {
		if l, ok := i18n.Parse(s); ok {
			return l
		}
	}
	return English
}

// langCodes lists the languages' codes for a message: "en, it, fr or de".
func langCodes() string {
	langs := i18n.Langs()
	codes := make([]string, len(langs))
	for i, l := range langs {
		codes[i] = l.Code()
	}
	return strings.Join(codes[:len(codes)-1], ", ") + " or " + codes[len(codes)-1]
}

// TP is T for a text that names the pointer's gesture: touch ("Tap …") when
// the last stroke came from a finger, mouse ("Click …") with a mouse.
func (a *App) TP(mouse, touch string) string {
	if a.in.Touch {
		return a.T(touch)
	}
	return a.T(mouse)
}

// The games' names, descriptions and options are the engines' own texts:
// in the catalogs for a game that names their keys (game.Info.Texts,
// game.Option.Texts), else in English and Italian, French and German
// reading them in English (Lang.Pair).

// GameName returns the game's name in l.
func GameName(l Lang, info *game.Info) string {
	if info.Texts != "" {
		return l.T(info.Texts + "name")
	}
	return l.Pair(info.Name, info.NameIT)
}

// GameDescription returns the game's one-line description in l.
func GameDescription(l Lang, info *game.Info) string {
	if info.Texts != "" {
		return l.T(info.Texts + "description")
	}
	return l.Pair(info.Description, info.DescriptionIT)
}

// OptionName returns an option's label in l.
func OptionName(l Lang, o *game.Option) string {
	if o.Texts != "" {
		return l.T(o.Texts + "name")
	}
	return l.Pair(o.Name, o.NameIT)
}

// ChoiceName names value v of option o in l: its label when the game gives
// one, else v itself.
func ChoiceName(l Lang, o *game.Option, v string) string {
	for i, c := range o.Choices {
		if c != v {
			continue
		}
		if o.Texts != "" {
			return l.T(o.Texts + c)
		}
		if i < len(o.Labels) {
			if s := l.Pair(o.Labels[i][0], o.Labels[i][1]); s != "" {
				return s
			}
		}
	}
	return v
}

// OptionHelp returns an option's one-line help in l.
func OptionHelp(l Lang, o *game.Option) string {
	if o.Texts != "" {
		return l.T(o.Texts + "help")
	}
	return l.Pair(o.Help, o.HelpIT)
}
