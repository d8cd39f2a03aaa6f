package pints

import (
	"slices"
	"testing"

	"zombietable/i18n"
)

// TestTextFamilies: the catalogs' keys made from the options' choices are
// those of the choices there are — every option has its name, help and a
// label per choice, and no key names a choice the game does not have.
func TestTextFamilies(t *testing.T) {
	var want []string
	for _, o := range Info().Options {
		want = append(want, o.Texts+"name", o.Texts+"help")
		for _, c := range o.Choices {
			want = append(want, o.ChoiceKey(c))
		}
	}
	got := i18n.Keys("pints.option.")
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the catalogs' keys of the options:\n%v\nthe game's:\n%v", got, want)
	}
}
