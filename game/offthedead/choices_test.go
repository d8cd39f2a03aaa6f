package offthedead

import (
	"errors"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// legalNames lists the names of the legal actions.
func legalNames(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

// fullAcross is a cleared 4-player game, seat 0 active at the zombie
// phase's wave, whose card points at seat 2's full corridor; the left
// neighbour (seat 1) holds two zombies, the right one (seat 3) none.
func fullAcross(t *testing.T) *State {
	t.Helper()
	s := fresh(t, 4)
	for range 6 {
		s.put(2, zid(t, s, 2, -1), 0, false)
	}
	s.put(1, zid(t, s, 3, -1), 0, false)
	s.put(1, zid(t, s, 3, -1), 0, false)
	s.hordeOf(2, 30, 31)
	s.Active, s.Step = 0, stWave
	s.advance()
	return s
}

// "Se il superstite designato è «morto» o se il corridoio ha già 6 zombi,
// girate e spostate le carte nella prima zona, di uno dei superstiti rimasti
// vivi, adiacente a vostra scelta": the active survivor chooses between two
// living neighbours with room, even the one under more pressure.
func TestTheReorientedWaveGoesToTheNeighbourOfYourChoice(t *testing.T) {
	s := fullAcross(t)
	if got := legalNames(s); s.ToAct() != 0 || len(got) != 2 || got[0] != "lead left" || got[1] != "lead right" {
		t.Fatalf("seat %d to act with %q, want seat 1 choosing lead left or lead right", s.ToAct(), got)
	}
	if s.HN != 1 || s.HeldN != 1 || s.Step != stAct2 {
		t.Fatalf("horde %d held %d step %d: the card should have left the horde and wait", s.HN, s.HeldN, s.Step)
	}
	do(t, s, "lead left")
	if s.CN[1] != 3 || s.CN[3] != 0 || s.HeldN != 0 {
		t.Fatalf("corridors %v: the card did not go to the chosen left neighbour", s.CN)
	}
	if s.Cor[1][2].Zone != 0 || s.Cor[1][2].Up {
		t.Fatalf("the card entered as %+v, want face down in the first zone", s.Cor[1][2])
	}
	if s.choosing() || s.ToAct() != 0 || s.Step != stAct2 {
		t.Fatalf("after the choice the turn should go on to seat 1's second action")
	}
}

// "re-orientate e spostate le carte nella 1° zona di uno dei viventi
// adiacenti a voi, a vostra scelta" (the surprise wave): each card is chosen
// in turn, and a neighbour filled by the first leaves no choice for the
// second.
func TestTheSurpriseWaveAsksForEachCard(t *testing.T) {
	s := fresh(t, 4)
	for range 6 {
		s.put(2, zid(t, s, 2, -1), 0, false)
	}
	for range 5 {
		s.put(1, zid(t, s, 3, -1), 0, false)
	}
	s.hordeOf(2, 30, 31, 32, 33)
	waves := rubbleIDs(t, s, iWave, 2)
	s.pilesOf([]int8{waves[0]}, []int8{waves[1]})
	s.rig(t, 3)
	do(t, s, "search 1")
	do(t, s, "second 2")
	// two waves turned together: both resolved, the first (die 3) brings 2
	if s.HeldN < 2 {
		t.Fatalf("%d cards held, want the surprise wave's cards waiting for their corridor", s.HeldN)
	}
	held := s.HeldN
	do(t, s, "lead left")
	if s.CN[1] != 6 {
		t.Fatalf("corridors %v: the first card did not go left", s.CN)
	}
	if s.HeldN != 0 || s.CN[3] != held-1 {
		t.Fatalf("corridors %v, held %d: with the left corridor full the others go right unasked", s.CN, s.HeldN)
	}
}

// "Buttate, se possibile nel cimitero uno dei vostri oggetti (armi o
// attrezzature)": with two items the survivor chooses, and keeping the
// weapon in use lets its attack go on.
func TestEventWhatJunkIsYourChoice(t *testing.T) {
	s, z := advanced(t, 2)
	s.give(t, 0, iBarricade)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 4, 6)
	do(t, s, "attack colt@0 0")
	if got := legalNames(s); len(got) != 2 || got[0] != "junk colt@0" || got[1] != "junk barricade@1" {
		t.Fatalf("legal %q, want the choice of the item to throw away", got)
	}
	if s.Sub != subJunk || s.Die != 0 && s.LastDie == 6 {
		t.Fatalf("the attack rolled before the discard was chosen")
	}
	do(t, s, "junk barricade@1")
	if s.P[0].NI != 1 || s.rKind(s.P[0].Items[0]) != iColt {
		t.Fatalf("the barricade was not the one thrown away")
	}
	if s.find(0, z) >= 0 {
		t.Fatal("the Colt's attack, kept, did not go on to destroy the zombie")
	}
}

// "Se l'oggetto di cui dovete separarvi è anche quello che ha contribuito a
// portare a questo evento, ha fallito e non ha nessun effetto": choosing the
// weapon in use makes its attack fail.
func TestEventWhatJunkTheWeaponInUseFails(t *testing.T) {
	s, z := advanced(t, 2)
	s.give(t, 0, iBarricade)
	s.put(0, zid(t, s, 4, hand), 1, false)
	s.hordeOf(2, 30, 31)
	s.rig(t, 4, 6)
	do(t, s, "attack colt@0 0")
	do(t, s, "junk colt@0")
	if s.P[0].NI != 1 || s.rKind(s.P[0].Items[0]) != iBarricade || s.find(0, z) < 0 {
		t.Fatalf("the Colt was not thrown away, or its attack hit")
	}
	if s.Sub != subNone || s.choosing() {
		t.Fatal("the failed attack did not end the action")
	}
}

// The choices are refused when there is nothing to choose, naming the rule.
func TestChoicesRefusedOutOfTurn(t *testing.T) {
	s := fresh(t, 4)
	s.P[3].Alive = false
	for _, x := range []game.Action{Action(OpLead, 1, 0), Action(OpJunk, 0, 0)} {
		h := game.Hash(s)
		err := s.Apply(x)
		if !errors.Is(err, game.ErrIllegal) || game.Hash(s) != h || game.Reason(err, "it") == err.Error() {
			t.Errorf("%s: %v, want a refusal in both languages, state unchanged", s.ActionString(x), err)
		}
	}
	f := fullAcross(t)
	f.P[3].Alive = false // the right neighbour dies before the choice is made
	h := game.Hash(f)
	if err := f.Apply(Action(OpLead, 3, 0)); !errors.Is(err, game.ErrIllegal) || game.Hash(f) != h {
		t.Errorf("leading to a dead neighbour: %v", err)
	}
}

// The heuristic sends the card to the neighbour under less pressure and
// throws away the least useful item, never the weapon in use.
func TestHeuristicChoices(t *testing.T) {
	s := fullAcross(t)
	if got := s.ActionString(s.choose(s.Legal(nil))); got != "lead right" {
		t.Errorf("the heuristic chose %q, want lead right (no zombies there)", got)
	}
	j, _ := advanced(t, 2)
	j.give(t, 0, iBarricade)
	j.put(0, zid(t, j, 4, hand), 1, false)
	j.hordeOf(2, 30, 31)
	j.rig(t, 4, 6)
	do(t, j, "attack colt@0 0")
	if got := j.ActionString(j.choose(j.Legal(nil))); got != "junk barricade@1" {
		t.Errorf("the heuristic chose %q, want the barricade rather than the Colt in use", got)
	}
}

// The choices are named, described and told in English and Italian.
func TestChoicesAreToldInBothLanguages(t *testing.T) {
	s := fullAcross(t)
	b := s.Clone()
	a := s.Legal(nil)[1]
	en, it := s.Describe(a, "Ann", "en"), s.Describe(a, "Ann", "it")
	four := s.survivor(i18n.English, 3)
	if !strings.Contains(en, four) || !strings.Contains(en, "("+"Ann)") || !strings.Contains(en, "right") || !strings.Contains(it, "destra") {
		t.Errorf("described as %q / %q", en, it)
	}
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.Narrate(b, nil, "it"), "; "); !strings.Contains(got, "entra nel corridoio di "+four) {
		t.Errorf("narrated %q", got)
	}
	w := fresh(t, 4)
	for range 6 {
		w.put(2, zid(t, w, 2, -1), 0, false)
	}
	w.hordeOf(2, 30, 31)
	w.Active, w.Step = 0, stMove
	before := w.Clone()
	w.advance()
	if got := strings.Join(w.Narrate(before, []string{"Ann"}, "en"), "; "); !strings.Contains(got, w.survivor(i18n.English, 0)+" chooses") {
		t.Errorf("the held card was told as %q", got)
	}
	if en := w.prompt().In(i18n.English); !strings.Contains(en, "neighbour") {
		t.Errorf("prompt %q", en)
	}
	j, _ := advanced(t, 2)
	j.give(t, 0, iBarricade)
	j.put(0, zid(t, j, 4, hand), 1, false)
	j.hordeOf(2, 30, 31)
	j.rig(t, 4, 6)
	do(t, j, "attack colt@0 0")
	if en, it := j.Describe(j.Legal(nil)[1], "Ann", "en"), j.Describe(j.Legal(nil)[1], "Ann", "it"); !strings.Contains(en, "throws the") || !strings.Contains(it, "butta") {
		t.Errorf("junk described as %q / %q", en, it)
	}
}

// "Da dove escono?": "(Se siete morti-viventi o se il corridoio ha già 6
// zombie, girate e quindi spostate le carte nella prima zona di un vivente
// adiacente a vostra scelta)": the attack that revealed the zombie goes on,
// then each card is led where the survivor chooses.
func TestEventWhereAreTheyComingFromToTheNeighbourOfYourChoice(t *testing.T) {
	s, z := advanced(t, 2)
	for range 6 {
		s.put(2, zid(t, s, 3, -1), 0, false)
	}
	s.hordeOf(2, 30, 31, 32)
	s.rig(t, 2, 6)
	do(t, s, "attack colt@0 0")
	if s.find(0, z) >= 0 {
		t.Fatal("the attack did not go on to destroy the zombie")
	}
	if s.HeldN != 2 || s.HN != 1 {
		t.Fatalf("held %d horde %d: want the event's two cards waiting for their corridor", s.HeldN, s.HN)
	}
	do(t, s, "lead right")
	do(t, s, "lead left")
	if s.CN[1] != 1 || s.CN[3] != 1 {
		t.Fatalf("corridors %v: one card to each chosen neighbour", s.CN)
	}
	// the turn went on to the zombie phase, whose card asks again
	if s.HeldN != 1 || s.HN != 0 || s.Step != stAct2 {
		t.Fatalf("held %d horde %d step %d: the zombie phase's wave should wait for its choice", s.HeldN, s.HN, s.Step)
	}
}

// "Che roba!" set off by a zombie revealed as it steps into the melee zone:
// the survivor chooses among the items once the moves are done, and the
// zombie phase waits for it.
func TestEventWhatJunkInTheMovesWaitsForTheChoice(t *testing.T) {
	s, _ := advanced(t, 2)
	s.give(t, 0, iBarricade)
	s.Cor[0][0].Zone = 1
	s.hordeOf(2, 30, 31)
	s.rig(t, 4)
	s.Step = stMove
	s.advance()
	if got := legalNames(s); s.Step != stWave || len(got) != 2 || got[1] != "junk barricade@1" {
		t.Fatalf("step %d legal %q: want the discard chosen before the wave", s.Step, got)
	}
	do(t, s, "junk colt@0")
	if s.P[0].NI != 1 || s.rKind(s.P[0].Items[0]) != iBarricade || s.HN != 1 {
		t.Fatalf("the Colt was not the one thrown away, or the wave did not follow (horde %d)", s.HN)
	}
}

// A button's label names the action without its subject.
func TestLabelsHaveNoSubject(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), melee, true)
	for _, a := range s.Legal(nil) {
		for _, lg := range []string{"en", "it"} {
			if l := s.Label(a, lg); strings.Contains(l, s.survivor(lang(lg), 0)) {
				t.Errorf("label %q names the survivor", l)
			}
		}
	}
}
