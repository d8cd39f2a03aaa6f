package i18n

import "strings"

// Lang is a language of the app: the index of its catalog. The four below
// are always there, in this order; a catalog file of any other language
// (i18n/messages/CODE.toml) adds one after them, in the order of the codes.
type Lang uint8

// The languages the app ships with.
const (
	English Lang = iota
	Italian
	French
	German
)

// Langs returns every language the app has a catalog of, English first: the
// languages a player can choose.
func Langs() []Lang {
	out := make([]Lang, NumLangs())
	for i := range out {
		out[i] = Lang(i)
	}
	return out
}

// NumLangs is how many languages the app has: Langs without the list.
func NumLangs() int { return len(load().langs) }

// Code returns the language's code, its catalog's file name: "en", "it", "fr",
// "de".
func (l Lang) Code() string { return lang(l).code }

// String is the language's code.
func (l Lang) String() string { return l.Code() }

// Name returns the language's name in itself ("Français", "Deutsch"), as a
// list of languages shows it.
func (l Lang) Name() string { return lang(l).name }

// ByCode returns the language of code ("fr"), English for a code no
// catalog has: the engines and the network pass languages by code.
func ByCode(code string) Lang {
	l, _ := Parse(code)
	return l
}

// Parse reads a language from a code as the systems write them, in any case:
// "fr", "fr-FR", "fr_CA.UTF-8", "de-AT", "de_DE@euro". A region the app has no
// catalog for falls back to the language's own ("pt-BR" to "pt"); a
// language it has none of gives English and false.
func Parse(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i] // the encoding or the modifier of a POSIX locale
	}
	s = strings.ReplaceAll(s, "_", "-")
	c := load()
	for s != "" {
		for i, cat := range c.langs {
			if cat.code == s {
				return Lang(i), true
			}
		}
		i := strings.LastIndexByte(s, '-')
		if i < 0 {
			break
		}
		s = s[:i]
	}
	return English, false
}

// Pair picks, of a text written in English and Italian only, the one for l:
// Italian's in Italian, English's in every other language. It bridges the
// texts not yet moved into the catalogs (the engines' and the tables' pairs):
// until they are, French and German read them in English.
func (l Lang) Pair(en, it string) string {
	if l == Italian && it != "" {
		return it
	}
	return en
}

// lang returns l's catalog, English's for a language the app does not have.
func lang(l Lang) *catalog {
	c := load()
	if int(l) < len(c.langs) {
		return c.langs[l]
	}
	return c.langs[English]
}
