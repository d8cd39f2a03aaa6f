package bot

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
)

// TestSlipSlipsAtItsRate: a slipping bot plays its base bot's move unless
// it slips, and a slip is another legal move; at rate 0 it never slips, at
// 100 it slips whenever there is a choice, and at 25 on about a quarter of
// its decisions.
func TestSlipSlipsAtItsRate(t *testing.T) {
	for _, tc := range []struct {
		rate     int
		min, max float64 // the share of decisions with a choice it slipped on
	}{{0, 0, 0}, {25, 0.15, 0.35}, {100, 1, 1}} {
		var calls int
		base := &first{calls: &calls}
		b := NewSlip(base, toy.Info().Eval, tc.rate, 7)
		choices, slips := 0, 0
		for seed := uint64(1); seed <= 40; seed++ {
			s := newToy(t, 2, seed)
			for !s.Over() {
				legal := s.Legal(nil)
				b.Begin(s)
				for !b.Think(4) {
				}
				a := b.Action()
				if !hasAction(legal, a) {
					t.Fatalf("rate %d: %v is not legal in %v", tc.rate, a, legal)
				}
				if len(legal) > 1 {
					choices++
					if a != legal[0] {
						slips++
					}
				} else if a != legal[0] {
					t.Fatalf("rate %d: with one legal move it played %v", tc.rate, a)
				}
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		if choices == 0 {
			t.Fatal("no decision with a choice")
		}
		if got := float64(slips) / float64(choices); got < tc.min || got > tc.max {
			t.Errorf("rate %d: slipped on %.2f of %d decisions, want %.2f–%.2f", tc.rate, got, choices, tc.min, tc.max)
		}
	}
}

// TestSlipSpecs: "slip" and "slip:P" play the game's normal level, and a
// bad share or a game without a normal level is refused with a reason.
func TestSlipSpecs(t *testing.T) {
	info := toy.Info()
	tests := []struct {
		spec string
		info *game.Info
		err  string
	}{
		{"slip", info, ""},
		{"slip:10", info, ""},
		{"slip:0", info, ""},
		{"slip:101", info, "0 to 100"},
		{"slip:x", info, "0 to 100"},
		{"slip", nil, "no game"},
		{"slip", &game.Info{ID: "none", Levels: []game.Level{{Name: "easy", Bot: "random"}}}, "no bot level"},
		{"slip", &game.Info{ID: "loop", Levels: []game.Level{{Name: "normal", Bot: "slip"}}}, "itself a slipping bot"},
	}
	for _, tc := range tests {
		b, err := New(tc.spec, tc.info, 1)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.spec, err)
		case tc.err == "" && b == nil:
			t.Errorf("%s: no bot", tc.spec)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.spec, err, tc.err)
		}
	}
}
