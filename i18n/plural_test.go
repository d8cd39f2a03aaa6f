package i18n

import "testing"

// TestPluralCategories checks each language's category of whole numbers
// against CLDR's cardinal plural rules (unicode-org/cldr,
// common/supplemental/plurals.xml): English and German "one" for 1 only;
// Italian "one" for 1 and "many" for multiples of a million; French "one"
// for 0 and 1, "many" for multiples of a million.
func TestPluralCategories(t *testing.T) {
	tests := []struct {
		lang Lang
		n    int64
		want string
	}{
		{English, 0, "other"}, {English, 1, "one"}, {English, 2, "other"}, {English, 11, "other"},
		{English, 21, "other"}, {English, 1000000, "other"}, {English, -1, "one"},
		{German, 0, "other"}, {German, 1, "one"}, {German, 2, "other"}, {German, 1000000, "other"},
		{Italian, 0, "other"}, {Italian, 1, "one"}, {Italian, 2, "other"}, {Italian, 100, "other"},
		{Italian, 1000, "other"}, {Italian, 999999, "other"}, {Italian, 1000000, "many"},
		{Italian, 1000001, "other"}, {Italian, 2000000, "many"}, {Italian, 1500000, "other"},
		{French, 0, "one"}, {French, 1, "one"}, {French, 2, "other"}, {French, 17, "other"},
		{French, 100000, "other"}, {French, 1000000, "many"}, {French, 3000000, "many"},
		{French, 1000002, "other"},
	}
	for _, tt := range tests {
		cat := lang(tt.lang)
		if got := categoryNames[cat.plural.category(tt.n)]; got != tt.want {
			t.Errorf("%s %d: %s, CLDR says %s", tt.lang, tt.n, got, tt.want)
		}
	}
}

// TestPluralRuleSyntax reads rules as CLDR writes them, samples and all,
// and refuses what is no rule.
func TestPluralRuleSyntax(t *testing.T) {
	p, err := parsePluralRules(map[string]string{
		"one": "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",
		"few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24",
	})
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int64]category{1: one, 21: one, 11: other, 2: few, 24: few, 12: other, 5: other, 111: other, 102: few} {
		if got := p.category(n); got != want {
			t.Errorf("%d: %s, want %s", n, categoryNames[got], categoryNames[want])
		}
	}
	for _, bad := range []map[string]string{
		{"one": "i == 1"},
		{"one": "x = 1"},
		{"one": "i % 0 = 1"},
		{"one": "i = 4..2"},
		{"one": "i"},
		{"lots": "i = 1"},
		{"other": "i = 1"},
	} {
		if _, err := parsePluralRules(bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
