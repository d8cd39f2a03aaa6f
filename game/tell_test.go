package game

import (
	"reflect"
	"testing"
)

// describedCounter tells its moves and what they set off, and holds turns.
type describedCounter struct{ counter }

func (c *describedCounter) Describe(a Action, who, lang string) string {
	if lang == "it" {
		return who + " sale"
	}
	return who + " goes up"
}

func (c *describedCounter) Narrate(before State, names []string, lang string) []string {
	return []string{names[0] + ": from " + string(rune('0'+before.(*describedCounter).N)) + " to " + string(rune('0'+c.N))}
}

func (c *describedCounter) Opening(names []string, lang string) []string {
	return []string{"tocca a " + names[0]}
}

func (c *describedCounter) TurnOf() Seat { return 0 }
func (c *describedCounter) Turns() int   { return c.N + 1 }
func (c *describedCounter) Clone() State { d := *c; return &d }

func TestDescribeAndNarrateAction(t *testing.T) {
	names := []string{"Ann"}
	plain := &counter{}
	if got := DescribeAction(plain, 0, names, "en"); got != "Ann: up" {
		t.Errorf("an engine that does not describe: %q", got)
	}
	if got := NarrateAction(plain, plain.Clone(), names, "en"); got != nil {
		t.Errorf("an engine that does not narrate: %q", got)
	}
	if turnOf, turn := TurnKey(plain); turnOf != 0 || turn != -1 {
		t.Errorf("TurnKey of an engine without turns: %d %d", turnOf, turn)
	}
	d := &describedCounter{}
	for lang, want := range map[string]string{"en": "Ann goes up", "it": "Ann sale"} {
		if got := DescribeAction(d, 0, names, lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	before := d.Clone()
	if err := d.Apply(7); err != nil {
		t.Fatal(err)
	}
	if got := NarrateAction(d, before, names, "en"); !reflect.DeepEqual(got, []string{"Ann: from 0 to 1"}) {
		t.Errorf("Narrate: %q", got)
	}
	if got := NarrateAction(d, nil, names, "en"); got != nil {
		t.Errorf("without a state before: %q", got)
	}
	if turnOf, turn := TurnKey(d); turnOf != 0 || turn != 2 {
		t.Errorf("TurnKey: %d %d", turnOf, turn)
	}
	if got := OpeningLines(plain, names, "it"); got != nil {
		t.Errorf("the opening of an engine that does not tell it: %q", got)
	}
	if got := OpeningLines(d, []string{"Anna"}, "it"); !reflect.DeepEqual(got, []string{"tocca ad Anna"}) {
		t.Errorf("the opening, euphonic: %q", got)
	}
	over := &counter{N: 3}
	if got := DescribeAction(over, 0, names, "en"); got != "—: up" {
		t.Errorf("nobody to act: %q", got)
	}
}

func TestEuphonic(t *testing.T) {
	names := []string{"Anna", "Bruno", "Àlex", "Al"}
	for _, c := range []struct{ line, lang, want string }{
		{"Bruno lancia l'ascia a Anna", "it", "Bruno lancia l'ascia ad Anna"},
		{"Anna lancia l'ascia a Bruno", "it", "Anna lancia l'ascia a Bruno"},
		{"tocca a Àlex, poi a Anna", "it", "tocca ad Àlex, poi ad Anna"},
		{"Bruno va a Alberto", "it", "Bruno va ad Alberto"},
		{"Bruno throws the axe to Anna", "en", "Bruno throws the axe to Anna"},
		{"una casa a Nizza", "it", "una casa a Nizza"},
		{"a Anna", "it", "a Anna"},
	} {
		if got := Euphonic(c.line, names, c.lang); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.line, got, c.want)
		}
	}
	d := &describedCounter{}
	if got := DescribeAction(d, 0, []string{"Ann"}, "it"); got != "Ann sale" {
		t.Errorf("a line without the preposition: %q", got)
	}
}

// loneCounter narrates from itself alone.
type loneCounter struct{ describedCounter }

func (c *loneCounter) NarratesAlone() {}

func (c *loneCounter) Narrate(_ State, names []string, lang string) []string {
	return []string{names[0] + " reaches " + string(rune('0'+c.N))}
}

func (c *loneCounter) Clone() State { d := *c; return &d }

// Before keeps a clone only for a Narrator that compares it with the state
// after, and NarrateAction tells a LoneNarrator's lines with nothing kept.
func TestBeforeKeepsOnlyWhatNarrationReads(t *testing.T) {
	names := []string{"Ann"}
	for _, c := range []struct {
		name      string
		st        State
		keeps     bool
		wantLines []string
	}{
		{"an engine that does not narrate", &counter{}, false, nil},
		{"a narrator comparing before and after", &describedCounter{}, true, []string{"Ann: from 0 to 1"}},
		{"a narrator of the state after alone", &loneCounter{}, false, []string{"Ann reaches 1"}},
	} {
		before := Before(c.st)
		if (before != nil) != c.keeps {
			t.Errorf("%s: kept %v", c.name, before)
		}
		if before == c.st {
			t.Errorf("%s: kept the state itself, not a clone", c.name)
		}
		if err := c.st.Apply(7); err != nil {
			t.Fatal(err)
		}
		if got := NarrateAction(c.st, before, names, "en"); !reflect.DeepEqual(got, c.wantLines) {
			t.Errorf("%s: narrated %q, want %q", c.name, got, c.wantLines)
		}
	}
}
