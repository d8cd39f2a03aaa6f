package offthedead

import (
	"slices"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// TestTextFamilies: the catalogs' keys made from the data's ids are those of
// the cards there are — every survivor, item, event, quote, symbol and option
// has its texts, and no key names a card the data do not have.
func TestTextFamilies(t *testing.T) {
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	add := func(prefix string, ids []string, fields ...string) {
		for _, id := range ids {
			for _, f := range fields {
				want = append(want, prefix+id+"."+f)
			}
		}
	}
	var surv, items, events, quotes []string
	for _, s := range cat.Survivors {
		surv = append(surv, s.ID)
	}
	for _, it := range cat.Items {
		items = append(items, it.ID)
	}
	for _, e := range cat.Events {
		events = append(events, e.ID)
	}
	for _, q := range cat.Quotes {
		quotes = append(quotes, q.ID)
	}
	add("offthedead.survivor.", surv, "name", "ability", "ability_text")
	add("offthedead.item.", items, "name", "the", "with", "text")
	add("offthedead.event.", events, "name", "text")
	add("offthedead.quote.", quotes, "name", "text")
	for _, s := range symbolIDs {
		want = append(want, "offthedead.symbol."+s)
	}
	for _, o := range Info().Options {
		want = append(want, o.Texts+"name", o.Texts+"help")
		for _, c := range o.Choices {
			want = append(want, o.Texts+c)
		}
	}
	var got []string
	for _, p := range []string{"offthedead.survivor.", "offthedead.item.", "offthedead.event.", "offthedead.quote.", "offthedead.symbol.", "offthedead.option."} {
		got = append(got, i18n.Keys(p)...)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the catalogs' keys of the cards:\n%v\nthe data's:\n%v", got, want)
	}
}

// TestEveryLanguageTellsTheGame: a game played in French and German logs,
// describes, scores and refuses in that language: no key shows as itself,
// no placeholder is left unfilled, and the score's heads are not English.
func TestEveryLanguageTellsTheGame(t *testing.T) {
	for _, code := range []string{"fr", "de"} {
		g, err := New(game.Config{Players: 3, Seed: 11, Options: map[string]string{"advanced": "true", "survivors": "chosen"}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		names := []string{"Ann", "Bo", "Cy"}
		var lines []string
		r := game.NewRNG(3)
		for step := 0; step < 400 && !s.Over(); step++ {
			legal := s.Legal(nil)
			a := legal[r.IntN(len(legal))]
			lines = append(lines, s.Describe(a, names[s.ToAct()], code))
			b := s.Clone()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, s.Narrate(b, names, code)...)
		}
		err = s.Apply(game.Action(-1))
		lines = append(lines, game.Reason(err, code), s.TurnTitle(code))
		sb := s.Scoreboard(names, code)
		lines = append(lines, sb.Heads...)
		lines = append(lines, sb.Notes...)
		for _, l := range lines {
			if strings.Contains(l, "offthedead.") || strings.Contains(l, "{") {
				t.Errorf("%s: %q", code, l)
			}
		}
		if en := s.Scoreboard(names, "en"); slices.Equal(en.Heads, sb.Heads) {
			t.Errorf("%s: the score's heads are %v", code, sb.Heads)
		}
		if len(lines) < 100 {
			t.Errorf("%s: only %d lines", code, len(lines))
		}
	}
}
