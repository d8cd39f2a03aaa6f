package pints

import (
	"slices"
	"strings"
	"testing"

	"zombietable/i18n"
)

// TestTextFamilies: the catalogs' keys made from the options' choices and
// the rescue cards are those there are — every option has its name, help
// and a label per choice, every rescue card its arrival, and no key names a
// choice or a card the game does not have.
func TestTextFamilies(t *testing.T) {
	var want []string
	for _, o := range Info().Options {
		want = append(want, o.Texts+"name", o.Texts+"help")
		for _, c := range o.Choices {
			want = append(want, o.ChoiceKey(c))
		}
	}
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cat.Cards {
		if c.Deck == "rescue" {
			want = append(want, "pints.score.arrival."+c.ID)
		}
	}
	got := append(i18n.Keys("pints.option."), i18n.Keys("pints.score.arrival.")...)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the catalogs' keys of the options:\n%v\nthe game's:\n%v", got, want)
	}
}

// TestScoreInEveryLanguage: every rescue's game-over table, and the
// zombies' win, read in French and German: no key shows as itself, no
// placeholder is left unfilled, the heads and the notes are not English.
func TestScoreInEveryLanguage(t *testing.T) {
	for _, code := range []string{"fr", "de", "it"} {
		for _, k := range []int{-1, kSmallCar, kTaxi, kTandem, kArmy, kSalvation} {
			s := table(t, 3, LevelStarter, dSend)
			s.P[0].Chips, s.P[1].Chips, s.P[2].Chips = 5, 3, 3
			s.P[1].Bites, s.P[2].Beers = 2, 1
			s.Rolls = [4]int8{3, 1, 1, -1}
			s.Done, s.Rescue, s.Turn = true, -1, 9
			if k >= 0 {
				s.Rescue = card(k)
				s.Saved = s.rescued(k)
			}
			sb, en := s.Scoreboard(nil, code), s.Scoreboard(nil, "en")
			lines := append(append([]string{}, sb.Heads...), sb.Notes...)
			for _, r := range sb.Rows {
				lines = append(lines, r.Detail)
			}
			for _, l := range lines {
				if strings.Contains(l, "pints.") || strings.Contains(l, "{") {
					t.Errorf("%s, rescue %d: %q", code, k, l)
				}
			}
			if slices.Equal(sb.Heads, en.Heads) || slices.Equal(sb.Notes, en.Notes) {
				t.Errorf("%s, rescue %d: reads as in English: %q %q", code, k, sb.Heads, sb.Notes)
			}
		}
	}
}
