package street

import (
	"strings"
	"testing"

	"zombietable/scenes"
)

// Words break between their syllables: a consonant between vowels starts
// the next one, a double or a pair no word begins with splits, s before a
// consonant and a consonant before l or r go together, vowels stay
// together, each side keeps two letters, and an apostrophe ends a piece.
func TestSyllables(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		{"Zombuccello.", "Zom|buc|cel|lo."},
		{"giocatore", "gio|ca|to|re"},
		{"qualsiasi", "qual|sia|si"},
		{"compagni", "com|pa|gni"},
		{"trasformano", "tra|sfor|ma|no"},
		{"altro", "al|tro"},
		{"Bombarda", "Bom|bar|da"},
		{"l'obiettivo", "l'|obiet|ti|vo"},
		{"un'altra", "un'|al|tra"},
		{"acqua", "ac|qua"},
		{"(entrambi", "(en|tram|bi"},
		{"sta", "sta"},
		{"Ufo", "Ufo"},
		{"another", "ano|ther"},
		{"", ""},
	} {
		got, from := "", 0
		for _, at := range syllables(c.word, nil) {
			got += c.word[from:at] + "|"
			from = at
		}
		got += c.word[from:]
		if got != c.want {
			t.Errorf("%q breaks as %q, want %q", c.word, got, c.want)
		}
	}
}

// Wrapped text never runs past its width, beside a badge's corner
// included, and says all it said: every card's text in both languages, at
// widths from far too narrow to wide, in each mode.
func TestWrapTextKeepsWidthAndWords(t *testing.T) {
	x := index()
	f := scenes.FontBody(12)
	var texts []string
	for _, set := range []map[string]*cardMeta{x.shop, x.bonus, x.bird, x.event, x.street} {
		for _, c := range set {
			texts = append(texts, c.text[0], c.text[1], c.name[0], c.name[1])
		}
	}
	if len(texts) < 40 {
		t.Fatalf("only %d texts to wrap", len(texts))
	}
	broke := 0
	for _, s := range texts {
		for wd := float32(8); wd < 260; wd += 9 {
			for _, mode := range []wrapMode{wrapWords, wrapFill} {
				full, narrow := 2, wd*0.6
				ls, _ := wrapText(s, f, wd, full, narrow, mode, nil)
				for i, l := range ls {
					w := wd
					if i >= full {
						w = narrow
					}
					if lw := scenes.TextWidth(l, f); lw > w && len([]rune(l)) > 1 {
						t.Fatalf("%q at %.0f px (mode %d): line %q is %.0f px wide, over %.0f", s, wd, mode, l, lw, w)
					}
					if strings.HasSuffix(l, "-") {
						broke++
					}
				}
				if squeeze(strings.Join(ls, "")) != squeeze(s) {
					t.Fatalf("%q at %.0f px (mode %d) wraps as %q", s, wd, mode, ls)
				}
			}
		}
	}
	if broke == 0 {
		t.Fatal("no word was broken: the test cannot fail")
	}
}
