// Package i18n holds every text a person reads, in every language of the
// app, as message catalogs: one TOML file per language under messages/
// (en.toml, it.toml, fr.toml, de.toml), embedded in the binary. It is plain
// Go — no Ebitengine, no network — so the engines, the server and the app
// all read their texts from it.
//
// # Catalogs
//
// A catalog has a [language] table and sections of messages, one section
// per area of the app ([app.play], [tsunami.score], [server.refuse] …). A
// message's key is its dotted path: "tsunami.score.coins". English is the
// reference: every other language has exactly English's keys.
//
//	[language]
//	name = "Français"                 # the language's name in itself
//	plural = { one = "i = 0,1", many = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5" }
//	euphony = { de = { before = "aeiouyhéÉ…", write = "d’" } }
//
//	[app.play]
//	undo = "Annuler"
//	turn_of = "À {who} de jouer"
//	[app.resume]
//	moves = { one = "{n} coup", many = "{n} de coups", other = "{n} coups" }
//
// A placeholder is a name in braces, {who}; "{{" and "}}" write a brace.
// A plural message is a table of CLDR plural categories (zero, one, two,
// few, many, other), its form chosen by the count {n}; each language gives
// exactly the categories its rules have. plural holds the language's CLDR
// cardinal rules as CLDR writes them (unicode.org, "Language Plural
// Rules"; samples after @ may stay), other taking every number no rule
// claims; a count is a whole number, so v, w, f, t, c and e are 0. euphony
// lists the words written otherwise before a placeholder's value beginning
// with one of some letters: Italian "a Anna" is "ad Anna", French "de Anna"
// "d’Anna".
//
// Templates are parsed once, when the catalogs are first used (Problems
// reports what is wrong, each problem as "file:line: key: message", in
// the way of package data). A language whose file cannot be read is left
// out, but for the four shipped, which keep their places; a message a
// language lacks, or whose template is broken, shows in English; a key no
// catalog has shows as itself. Reading the four catalogs takes some 13 ms
// on the desktop (BenchmarkLoad), once.
//
// # Languages
//
// Lang is a language, by its place in Langs: English, Italian, French and
// German first, then any other catalog file by its code. Code and ByCode
// go between a Lang and its code ("fr"), which the engines and the network
// pass; Parse reads a system's or a browser's code ("fr_CA.UTF-8", "de-AT").
// A new language needs no Go: its catalog file, with its name and its plural
// rules (README.md, "Translating").
//
// # Texts
//
// l.T(key) is a message without placeholders, returned as stored: no
// allocation. l.F(key, "who", name, "n", 3) fills placeholders from pairs of
// a name and a value (an integer or a string) in one allocation; call it
// when a line is made (a log line, a layout), never per frame.
//
// # The checks
//
// The tests load the shipped catalogs and fail on any problem: a key missing
// in a language or not in English, placeholders other than English's, a
// plural form missing or one the language never chooses, a broken template
// or rule. They also read every Go file of the module: each string literal
// that names a key (its first part a section of the catalogs) must be one,
// each key must be named by the code, and each call x.F("key", "name", v …)
// must name the message's placeholders, x.T only on messages without any.
// A key made in code from data — "app.level." + level — is named by its
// family's prefix, a literal ending with a dot; the code that makes such
// keys has a test that checks the family (Keys) against its data, as
// scenes does for the bots' levels.
//
// # Moving a text into the catalogs
//
// The engines' and the tables' texts are still pairs of English and
// Italian in Go; French and German read them in English until they move
// (Pair, and an engine's "any other language is English"). To move one:
//
//   - Give it a key in its game's section and write it in the four
//     catalogs, its printf verbs as named placeholders: say("buys %s",
//     "compra %s", card) becomes buys = "{who} buys {card}" in [pints.log],
//     said as l.F("pints.log.buys", "who", who, "card", card) with
//     l := i18n.ByCode(lang). A count with a noun is a plural message on
//     {n}: no more "1 cards", no more two branches for one and many.
//
//   - A card's name and text in the data (name, name_it, text, text_it)
//     become a family of keys, one per card id — [tsunami.bonus.ufo] with
//     name = "UFO" and text = "…" — read as l.T("tsunami.bonus." + id +
//     ".name"); the data keep the id and the numbers. A test of the game
//     checks the family against the data: every card has its keys, no key
//     names a card that is not there (Keys("tsunami.bonus.")). A name not
//     taken from a published edition in that language says so in a comment
//     beside it.
//
//   - A refusal is game.Refuse(key, args…), said in the reader's language
//     by game.Reason; a value that must itself be said in that language (a
//     card's name, what the game waits for) is a game.Text.
//
//   - The game's name, description and options name their prefixes in
//     game.Info.Texts and game.Option.Texts.
//
// Zombie Tsunami's game-over table (game/tsunami/score.go, section
// [tsunami.score]) is moved so: its heads, the roll-off's line and the note
// counting the roll-offs, a plural. Off the Dead is moved whole: its options
// ([offthedead.option.*]), cards ([offthedead.item.*] and the others, under
// the data's ids), log, score, refusals, table and rules. A long word of a
// card's name may carry soft hyphens (\u00ad) where the card's header may
// break it ("Ketten\u00adsäge").
package i18n
