package i18n

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// testCatalogs loads catalogs made of the files given, by code; a shipped
// language not given is English's file under its own name.
func testCatalogs(t *testing.T, files map[string]string) *catalogs {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, code := range shipped {
		if _, ok := files[code]; !ok {
			src := strings.Replace(files["en"], `name = "English"`, `name = "`+code+`"`, 1)
			fsys["m/"+code+".toml"] = &fstest.MapFile{Data: []byte(src)}
		}
	}
	for code, src := range files {
		fsys["m/"+code+".toml"] = &fstest.MapFile{Data: []byte(src)}
	}
	return loadFS(fsys, "m", "m")
}

func TestFormat(t *testing.T) {
	c := testCatalogs(t, map[string]string{
		"en": `[language]
name = "English"
plural = { one = "i = 1 and v = 0" }
[t]
plain = "Braces {{ and }} stay"
buys = "{who} buys {card}"
cards = { one = "one card", other = "{n} cards" }
turn = "{who}'s turn"
`,
		"fr": `[language]
name = "Français"
plural = { one = "i = 0,1", many = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5" }
euphony = { de = { before = "aeiouAEIOUÉ", write = "d’" } }
[t]
plain = "Les accolades {{ et }} restent"
buys = "{who} achète {card}"
cards = { one = "{n} carte", many = "{n} de cartes", other = "{n} cartes" }
turn = "Tour de {who}"
`,
	})
	if c.problems != nil {
		t.Fatal(c.problems)
	}
	fmtIn := func(l Lang, key string, args ...any) string {
		t.Helper()
		old := load
		load = func() *catalogs { return c }
		defer func() { load = old }()
		if len(args) == 0 {
			return l.T(key)
		}
		return l.F(key, args...)
	}
	fr := French
	tests := []struct {
		got, want string
	}{
		{fmtIn(English, "t.plain"), "Braces { and } stay"},
		{fmtIn(fr, "t.plain"), "Les accolades { et } restent"},
		{fmtIn(English, "t.buys", "who", "Anna", "card", "Rounds"), "Anna buys Rounds"},
		{fmtIn(English, "t.buys", "card", "Rounds", "who", "Anna"), "Anna buys Rounds"},
		{fmtIn(English, "t.buys", "who", "Anna"), "Anna buys {card}"},
		{fmtIn(English, "t.buys", "who", 1.5, "card", uint8(7)), "? buys 7"},
		{fmtIn(English, "t.cards", "n", 1), "one card"},
		{fmtIn(English, "t.cards", "n", 0), "0 cards"},
		{fmtIn(English, "t.cards", "n", int64(12)), "12 cards"},
		{fmtIn(fr, "t.cards", "n", 0), "0 carte"},
		{fmtIn(fr, "t.cards", "n", 1), "1 carte"},
		{fmtIn(fr, "t.cards", "n", 2), "2 cartes"},
		{fmtIn(fr, "t.cards", "n", 2000000), "2000000 de cartes"},
		{fmtIn(fr, "t.turn", "who", "Anna"), "Tour d’Anna"},
		{fmtIn(fr, "t.turn", "who", "Émile"), "Tour d’Émile"},
		{fmtIn(fr, "t.turn", "who", "Bob"), "Tour de Bob"},
		{fmtIn(English, "t.none"), "t.none"},
		{fmtIn(fr, "t.none", "who", "Anna"), "t.none"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: %q, want %q", i, tt.got, tt.want)
		}
	}
}

// TestEuphonyIsAWholeWord: only the word itself changes before a vowel,
// never the end of a longer word.
func TestEuphonyIsAWholeWord(t *testing.T) {
	cat := &catalog{euphony: []euphony{{word: "a", before: "aA", write: "ad"}}}
	for _, tt := range []struct{ src, name, want string }{
		{"tocca a {who}", "Anna", "tocca ad Anna"},
		{"a {who}", "Anna", "ad Anna"},
		{"tocca a {who}", "Bruno", "tocca a Bruno"},
		{"passa la {who}", "Anna", "passa la Anna"},
		{"(a {who})", "Anna", "(ad Anna)"},
	} {
		tmpl, err := cat.parseTemplate(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, s := range tmpl {
			lit := s.lit
			if s.arg != "" && s.before != "" && strings.ContainsRune(s.before, []rune(tt.name)[0]) {
				lit = s.alt
			}
			b.WriteString(lit)
			if s.arg != "" {
				b.WriteString(tt.name)
			}
		}
		if b.String() != tt.want {
			t.Errorf("%q with %s: %q, want %q", tt.src, tt.name, b.String(), tt.want)
		}
	}
}

func TestTemplateErrors(t *testing.T) {
	cat := &catalog{}
	for _, bad := range []string{"{", "a {who", "a }", "{Who}", "{1}", "{ who }", "{}"} {
		if _, err := cat.parseTemplate(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestMissingMessageShowsInEnglish: a message a language lacks shows in
// English, and the lack is reported.
func TestMissingMessageShowsInEnglish(t *testing.T) {
	c := testCatalogs(t, map[string]string{
		"en": "[language]\nname = \"English\"\n[a]\nx = \"Hello {who}\"\ny = \"Bye\"\n",
		"it": "[language]\nname = \"Italiano\"\n[a]\nx = \"Ciao {who}\"\n",
	})
	if c.problems == nil || !strings.Contains(c.problems.Error(), "m/it.toml:3: a.y: missing") {
		t.Fatalf("problems: %v", c.problems)
	}
	old := load
	load = func() *catalogs { return c }
	defer func() { load = old }()
	if got := Italian.T("a.y"); got != "Bye" {
		t.Errorf("a.y in Italian: %q", got)
	}
	if got := Italian.F("a.x", "who", "Anna"); got != "Ciao Anna" {
		t.Errorf("a.x in Italian: %q", got)
	}
}

// TestMalformedCatalogsNameFileLineAndKey: every problem of a catalog is
// told with its file, line and key, all at once.
func TestMalformedCatalogsNameFileLineAndKey(t *testing.T) {
	c := loadFS(os.DirFS("testdata/broken"), ".", "testdata/broken")
	if c.problems == nil {
		t.Fatal("no problems")
	}
	msg := c.problems.Error()
	for _, want := range []string{
		"testdata/broken/Not_A_Code.toml: the file's name is no language code",
		"testdata/broken/en.toml:9: game.log.bad: a { opens no placeholder",
		"testdata/broken/fr.toml:6: game.log.bad: a { opens no placeholder",
		"testdata/broken/fr.toml:7: game.log.buys: placeholders {card} {qui}, English's are {card} {who}",
		"testdata/broken/fr.toml:8: game.log.cards: no many form",
		"testdata/broken/fr.toml:9: game.log.only_fr: not in testdata/broken/en.toml",
		"testdata/broken/fr.toml:5: game.log.only_en: missing",
		"testdata/broken/de.toml:3: language.plural: many: ",
		"testdata/broken/de.toml:9: game.log.bad: a lone }",
		"testdata/broken/de.toml:10: game.log.loose: must be text",
		"testdata/broken/xx.toml:2: ",
		"testdata/broken/it.toml: open ",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the problems lack %q:\n%s", want, msg)
		}
	}
	// The unreadable file is left out; Italian, missing, keeps its place,
	// its messages in English.
	var codes []string
	for _, cat := range c.langs {
		codes = append(codes, cat.code)
	}
	if strings.Join(codes, " ") != "en it fr de" {
		t.Errorf("languages %v, want en it fr de", codes)
	}
	old := load
	load = func() *catalogs { return c }
	defer func() { load = old }()
	if got := Italian.F("game.log.buys", "who", "Anna", "card", "Axe"); got != "Anna buys Axe" {
		t.Errorf("Italian, missing, reads %q", got)
	}
	if got := German.F("game.log.buys", "who", "Anna", "card", "Axe"); got != "Anna kauft Axe" {
		t.Errorf("German reads %q", got)
	}
}

// TestANewLanguageIsOneFile: a catalog file of a language the app does not
// ship, with its name and its plural rules, is a language of the app.
func TestANewLanguageIsOneFile(t *testing.T) {
	c := testCatalogs(t, map[string]string{
		"en": "[language]\nname = \"English\"\nplural = { one = \"i = 1 and v = 0\" }\n[a]\nzombies = { one = \"{n} zombie\", other = \"{n} zombies\" }\n",
		"es": "[language]\nname = \"Español\"\nplural = { one = \"n = 1 @integer 1\", many = \"e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\" }\n" +
			"[a]\nzombies = { one = \"{n} zombi\", many = \"{n} de zombis\", other = \"{n} zombis\" }\n",
	})
	if c.problems != nil {
		t.Fatal(c.problems)
	}
	old := load
	load = func() *catalogs { return c }
	defer func() { load = old }()
	es, ok := Parse("es_ES.UTF-8")
	if !ok || es != Lang(len(shipped)) || es.Code() != "es" || es.Name() != "Español" || NumLangs() != len(shipped)+1 {
		t.Fatalf("Parse(es_ES.UTF-8) = %d %q %q, %v; %d languages", es, es.Code(), es.Name(), ok, NumLangs())
	}
	for n, want := range map[int]string{1: "1 zombi", 2: "2 zombis", 1000000: "1000000 de zombis"} {
		if got := es.F("a.zombies", "n", n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}
