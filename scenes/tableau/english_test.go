package tableau

import (
	"strings"
	"testing"
)

// TestEnglishNamesItsOwn checks that the English texts of the table name the
// game's things in English: the Italian terms of the rulebook (Caccia,
// Mirare, Molti + Zombi) belong to the Italian texts only.
func TestEnglishNamesItsOwn(t *testing.T) {
	italian := []string{"Caccia", "Mirare", "Molti + Zombi", "Molti Zombi", "Obiettiv", "Scorta"}
	check := func(where, s string) {
		for _, it := range italian {
			if strings.Contains(s, it) {
				t.Errorf("%s: English text %q says %q", where, s, it)
			}
		}
	}
	for k, v := range words {
		check(k, v[0])
	}
	check("rules", rulesText[0])
}
