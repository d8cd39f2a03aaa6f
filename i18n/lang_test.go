package i18n

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"en", English, true}, {"it", Italian, true}, {"fr", French, true}, {"de", German, true},
		{"fr-FR", French, true}, {"fr_CA.UTF-8", French, true}, {"de-AT", German, true},
		{"de_DE@euro", German, true}, {"DE", German, true}, {" it_IT.UTF-8 ", Italian, true},
		{"en-GB", English, true}, {"es", English, false}, {"", English, false},
		{"C", English, false}, {"f", English, false}, {"french", English, false},
	}
	for _, tt := range tests {
		got, ok := Parse(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Parse(%q) = %s, %v; want %s, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	if ByCode("xx") != English || ByCode("de") != German {
		t.Error("ByCode")
	}
}

// TestShippedLanguages: the four languages in their order, each named in
// itself.
func TestShippedLanguages(t *testing.T) {
	want := []struct{ code, name string }{{"en", "English"}, {"it", "Italiano"}, {"fr", "Français"}, {"de", "Deutsch"}}
	langs := Langs()
	if len(langs) < len(want) {
		t.Fatalf("%d languages", len(langs))
	}
	for i, w := range want {
		if l := langs[i]; l != Lang(i) || l.Code() != w.code || l.Name() != w.name {
			t.Errorf("language %d: %s %q, want %s %q", i, l.Code(), l.Name(), w.code, w.name)
		}
	}
}

// TestPairFallsBackToEnglish: a text written only in English and Italian
// reads in English in every language but Italian.
func TestPairFallsBackToEnglish(t *testing.T) {
	for _, l := range Langs() {
		want := "en"
		if l == Italian {
			want = "it"
		}
		if got := l.Pair("en", "it"); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
	if got := Italian.Pair("en", ""); got != "en" {
		t.Errorf("Italian with no Italian text: %q", got)
	}
}
