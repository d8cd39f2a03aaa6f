package generic

import (
	"strings"
	"testing"
)

func TestHumanize(t *testing.T) {
	cases := map[string]string{
		"HandSizes":  "Hand sizes",
		"last_votes": "Last votes",
		"ToAct":      "To act",
		"deck":       "Deck",
		"Round2":     "Round2",
		"zombie-row": "Zombie row",
	}
	for in, want := range cases {
		if got := Humanize(in); got != want {
			t.Errorf("Humanize(%q) = %q, want %q", in, got, want)
		}
	}
}

type view struct {
	Round     int
	Hand      []int
	HandSizes []int
	Score     []int
	Name      string
	Ready     bool
	Pile      []int
	Extra     map[string]int
}

func TestSummarize(t *testing.T) {
	v := view{Round: 2, Hand: []int{1, 4, 5}, HandSizes: []int{3, 2, 4}, Score: []int{0, 1, 2}, Name: "Anna", Ready: true, Extra: map[string]int{"b": 2, "a": 1}}
	fields, err := Summarize(v, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		label, value string
		perSeat      []string
	}{
		{"Round", "2", nil},
		{"Hand", "[1, 4, 5]", nil},
		{"Hand sizes", "[3, 2, 4]", []string{"3", "2", "4"}},
		{"Score", "[0, 1, 2]", []string{"0", "1", "2"}},
		{"Name", "Anna", nil},
		{"Ready", "yes", nil},
		{"Pile", "—", nil},
		{"Extra", "{a:1, b:2}", nil},
	}
	if len(fields) != len(want) {
		t.Fatalf("%d fields, want %d: %+v", len(fields), len(want), fields)
	}
	for i, w := range want {
		f := fields[i]
		if f.Label != w.label || f.Value != w.value || strings.Join(f.PerSeat, ",") != strings.Join(w.perSeat, ",") {
			t.Errorf("field %d = %+v, want %+v", i, f, w)
		}
	}
}

func TestSummarizeNonObject(t *testing.T) {
	fields, err := Summarize([]int{1, 2}, 2)
	if err != nil || len(fields) != 1 || fields[0].Value != "[1, 2]" {
		t.Errorf("Summarize of a list = %+v, %v", fields, err)
	}
	if _, err := Summarize(func() {}, 2); err == nil {
		t.Errorf("a view that cannot be encoded should be an error")
	}
}
