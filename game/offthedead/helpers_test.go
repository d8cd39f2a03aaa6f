package offthedead

import (
	"testing"

	"zombietable/game"
)

// fresh starts a game of np players with options given as key=value pairs
// and clears the table: empty corridors, no items, the turn at the first
// action of seat 0.
func fresh(t *testing.T, np int, opts ...string) *State {
	t.Helper()
	o := map[string]string{}
	for i := 0; i+1 < len(opts); i += 2 {
		o[opts[i]] = opts[i+1]
	}
	g, err := New(game.Config{Players: np, Seed: 7, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*State)
	s.CN = [4]int8{}
	s.Cor = [4][maxCorridor]slot{}
	for p := range s.NP {
		s.P[p].NI, s.P[p].Inf, s.P[p].Used, s.P[p].Troph = 0, 0, false, 0
	}
	s.Active, s.Step, s.Sub, s.WinN = 0, stAct1, subNone, 0
	s.Done, s.Won = false, false
	return s
}

// cast gives seat p survivor k.
func (s *State) castAs(p int8, k int8) { s.P[p].Surv = k }

// zid is a zombie id of the inventory with strength st showing symbol sym
// (-1 any), not in the corridors.
func zid(t *testing.T, s *State, st int8, sym int) int8 {
	t.Helper()
	for c := range tab.zn[s.Inv] {
		if tab.zstr[s.Inv][c] != st || sym >= 0 && tab.zsym[s.Inv][c]&(1<<sym) == 0 {
			continue
		}
		used := false
		for d := range 4 {
			for _, z := range s.Cor[d][:s.CN[d]] {
				used = used || z.C == c
			}
		}
		if !used {
			return c
		}
	}
	t.Fatalf("no free zombie of strength %d with symbol %d", st, sym)
	return -1
}

// put places zombie c in zone z of seat p's corridor, face up or down.
func (s *State) put(p int8, c int8, z int8, up bool) int8 {
	d := s.P[p].Dir
	s.Cor[d][s.CN[d]] = slot{C: c, Zone: z, Up: up}
	s.CN[d]++
	return s.CN[d] - 1
}

// rid is a rubble id of item kind k.
func rid(t *testing.T, s *State, k int8) int8 {
	t.Helper()
	for r := range tab.rn[s.Inv] {
		if tab.rkind[s.Inv][r] == k {
			return r
		}
	}
	t.Fatalf("no rubble card of kind %d", k)
	return -1
}

// give puts an item of kind k, fully loaded, in seat p's hand.
func (s *State) give(t *testing.T, p int8, k int8) int8 {
	t.Helper()
	s.gain(p, rid(t, s, k))
	return s.P[p].NI - 1
}

// rig seeds the generator so that its next d6 shows face.
func (s *State) rig(t *testing.T, faces ...int) {
	t.Helper()
	for seed := uint64(1); seed < 1<<20; seed++ {
		r := game.NewRNG(seed)
		ok := true
		for _, f := range faces {
			if r.IntN(6)+1 != f {
				ok = false
				break
			}
		}
		if ok {
			s.RNG = game.NewRNG(seed)
			return
		}
	}
	t.Fatalf("no seed gives the faces %v", faces)
}

// do plays the legal action named name, failing the test otherwise.
func do(t *testing.T, s *State, name string) {
	t.Helper()
	a, err := game.Find(s, name)
	if err != nil {
		var names []string
		for _, l := range s.Legal(nil) {
			names = append(names, s.ActionString(l))
		}
		t.Fatalf("%v; legal: %q", err, names)
	}
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
}

// legalNamed reports whether an action named name is legal.
func legalNamed(s *State, name string) bool {
	_, err := game.Find(s, name)
	return err == nil
}

// hordeOf sets the horde to the given cards, bottom first, all pointing at
// direction arrow.
func (s *State) hordeOf(arrow int8, cards ...int8) {
	s.HN = 0
	for _, c := range cards {
		s.Horde[s.HN], s.Arrow[s.HN] = c, arrow
		s.HN++
	}
}

// pilesOf sets the first piles of the rubble: pile i holds piles[i], bottom
// first, unknown; the other piles keep their cards, so the game goes on to
// the next action.
func (s *State) pilesOf(piles ...[]int8) {
	for p, cards := range piles {
		s.PN[p], s.Known[p] = 0, 0
		for _, c := range cards {
			s.Pile[p][s.PN[p]] = c
			s.PN[p]++
		}
	}
}

// rubbleIDs returns n distinct rubble ids of kind k.
func rubbleIDs(t *testing.T, s *State, k int8, n int) []int8 {
	t.Helper()
	var out []int8
	for r := range tab.rn[s.Inv] {
		if tab.rkind[s.Inv][r] == k && len(out) < n {
			out = append(out, r)
		}
	}
	if len(out) < n {
		t.Fatalf("only %d rubble cards of kind %d", len(out), k)
	}
	return out
}
