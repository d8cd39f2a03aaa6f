package bot

import (
	"strings"
	"testing"

	"zombietable/game"
)

// pmcInfo is toy's info with the game bot "first" as its rollout bot.
func pmcInfo() *game.Info {
	var calls int
	info := infoWithBots(&calls)
	info.Rollout = "first"
	return info
}

func TestPairedMCSpecs(t *testing.T) {
	var calls int
	tests := []struct {
		spec string
		info *game.Info
		err  string
	}{
		{"pmc", pmcInfo(), ""},
		{"pmc:16", pmcInfo(), ""},
		{"pmc:16:d5", pmcInfo(), ""},
		{"pmc:0", pmcInfo(), "above 0"},
		{"pmc:16:x", pmcInfo(), "dK"},
		{"pmc", infoWithBots(&calls), "rollout bot"},
		{"pmc", nil, "rollout bot"},
	}
	for _, tc := range tests {
		_, err := New(tc.spec, tc.info, 1)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.spec, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.spec, err, tc.err)
		}
	}
}

// The paired search plays a legal action, the same whether it thinks in
// slices of one sampled game or all at once, and the same for the same seed.
func TestPairedMCThinksInSlicesAlike(t *testing.T) {
	info := pmcInfo()
	for seed := uint64(1); seed <= 5; seed++ {
		s := newToy(t, 2, seed)
		for step := 0; !s.Over() && step < 12; step++ {
			whole, _ := New("pmc:12", info, seed)
			sliced, _ := New("pmc:12", info, seed)
			a := Choose(whole, s.Clone())
			sliced.Begin(s.Clone())
			for !sliced.Think(1) {
			}
			if b := sliced.Action(); a != b {
				t.Fatalf("seed %d step %d: %v at once, %v in slices", seed, step, a, b)
			}
			if !hasAction(s.Legal(nil), a) {
				t.Fatalf("seed %d step %d: %v is not legal", seed, step, a)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// With every action scoring alike the rollout bot's choice stands: a
// paired search departs from it only on evidence.
func TestPairedMCKeepsTheRolloutChoiceWithoutEvidence(t *testing.T) {
	var calls int
	s := newToy(t, 2, 3)
	legal := s.Legal(nil)
	if len(legal) < 2 {
		t.Fatal("toy's first position has one action")
	}
	rollout := func(uint64) (game.Bot, error) { return &first{calls: &calls}, nil }
	flat := func(st game.State) []float64 { return make([]float64, st.Players()) }
	b := NewPairedMC(16, 0, rollout, flat, 1)
	if a := Choose(b, s); a != legal[0] {
		t.Errorf("played %v with nothing to tell the actions apart, the rollout bot's choice is %v", a, legal[0])
	}
}
