package offthedead

import (
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/i18n"
)

// TestScoreboardTellsTheEnd: "tutti gli zombie sono stati distrutti" — the
// game-over table says whether the team won, who survived and how many
// zombies each destroyed, in both languages.
func TestScoreboardTellsTheEnd(t *testing.T) {
	r := game.NewRNG(3)
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := New(game.Config{Players: 1 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for !s.Over() {
			legal := s.Legal(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, lg := range []string{"en", "it"} {
			sb := s.Scoreboard([]string{"A", "B", "C", "D"}, lg)
			if len(sb.Rows) != s.Players() || len(sb.Notes) != 1 {
				t.Fatalf("seed %d: %d rows for %d seats, %d notes", seed, len(sb.Rows), s.Players(), len(sb.Notes))
			}
			for i, row := range sb.Rows {
				if len(row.Cells) != len(sb.Heads) {
					t.Fatalf("seed %d: %d cells under %d heads", seed, len(row.Cells), len(sb.Heads))
				}
				if n, _ := strconv.Atoi(row.Cells[1]); n != int(s.P[i].Killed) {
					t.Errorf("seed %d seat %d: %s destroyed, the engine counts %d", seed, i, row.Cells[1], s.P[i].Killed)
				}
				alive := row.Detail == "survived" || row.Detail == "è ancora in vita"
				if alive != s.P[i].Alive {
					t.Errorf("seed %d seat %d: %q, alive %v", seed, i, row.Detail, s.P[i].Alive)
				}
			}
		}
	}
}

// The first 2-player variant: each person's row gives their two survivors,
// the zombies both destroyed and each one's fate.
func TestScoreboardTwoSurvivorsEach(t *testing.T) {
	st, err := New(game.Config{Players: 2, Seed: 5, Options: map[string]string{"rules": "four"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	r := game.NewRNG(5)
	for !s.Over() {
		legal := s.Legal(nil)
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	sb := s.Scoreboard([]string{"A", "B"}, "en")
	if len(sb.Rows) != 2 {
		t.Fatalf("%d rows for 2 people", len(sb.Rows))
	}
	for seat, row := range sb.Rows {
		a, b := int8(seat), int8(seat+2)
		want := s.survivor(i18n.English, a) + " & " + s.survivor(i18n.English, b)
		if row.Cells[0] != want {
			t.Errorf("seat %d runs %q, want %q", seat, row.Cells[0], want)
		}
		if n, _ := strconv.Atoi(row.Cells[1]); n != int(s.P[a].Killed+s.P[b].Killed) {
			t.Errorf("seat %d: %s destroyed, the engine counts %d", seat, row.Cells[1], s.P[a].Killed+s.P[b].Killed)
		}
		if !strings.Contains(row.Detail, s.survivor(i18n.English, a)) || !strings.Contains(row.Detail, s.survivor(i18n.English, b)) {
			t.Errorf("seat %d: %q does not tell both survivors' fates", seat, row.Detail)
		}
	}
}

// TestItalianAgreesWithEverySurvivor checks that the Italian texts that speak
// of a survivor fit Maria and Jade as well as Kevin, Tyrone and Sam: no
// participle in the masculine (infetto, diventato, sopravvissuto).
func TestItalianAgreesWithEverySurvivor(t *testing.T) {
	s := fresh(t, 2)
	s.castAs(0, sMaria)
	s.castAs(1, sJade)
	before := s.Clone()
	s.P[0].Inf = 1
	s.P[1].Alive = false
	var texts []string
	texts = append(texts, s.Narrate(before, nil, "it")...)
	for _, r := range s.Scoreboard([]string{"Ann", "Bob"}, "it").Rows {
		texts = append(texts, r.Detail)
	}
	got := strings.Join(texts, "; ")
	if !strings.Contains(got, "Maria") {
		t.Fatalf("nothing told of Maria: %q", got)
	}
	for _, w := range []string{"infetto", "diventato", "sopravvissuto", "morto"} {
		if strings.Contains(got, w) {
			t.Errorf("%q says %q of Maria or Jade", got, w)
		}
	}
}

// "La condizione della vittoria dipende dal numero di sopravvissuti o
// infetti": a won game's note tells how many survivors are left of the team
// and how many of them are infected, in both languages.
func TestScoreboardLaCondizioneDellaVittoria(t *testing.T) {
	for _, c := range []struct {
		dead, infected []int8
		en, it         string
	}{
		{nil, nil, "the team wins, 4 survivors of 4 left, none infected.", "la squadra vince, 4 sopravvissuti su 4 ancora in vita, nessuno infetto."},
		{[]int8{1}, []int8{2}, "the team wins, 3 survivors of 4 left, 1 of them infected.", "la squadra vince, 3 sopravvissuti su 4 ancora in vita, 1 dei quali infetto."},
		{[]int8{1, 3}, []int8{0, 2}, "the team wins, 2 survivors of 4 left, 2 of them infected.", "la squadra vince, 2 sopravvissuti su 4 ancora in vita, 2 dei quali infetti."},
		{[]int8{1, 2, 3}, []int8{0}, "the team wins, 1 survivor of 4 left, infected.", "la squadra vince, 1 sopravvissuto su 4 ancora in vita, infetto."},
	} {
		s := fresh(t, 4)
		s.castAs(0, sKevin)
		s.hordeOf(0)
		for _, p := range c.dead {
			s.P[p].Alive = false
		}
		for _, p := range c.infected {
			s.P[p].Inf = 2
		}
		s.put(0, zid(t, s, 2, -1), melee, true)
		s.rig(t, 6)
		do(t, s, "attack hands 0")
		if !s.Won {
			t.Fatal("the last zombie destroyed did not win")
		}
		for lg, want := range map[string]string{"en": c.en, "it": c.it} {
			if note := s.Scoreboard(nil, lg).Notes[0]; !strings.HasSuffix(note, want) {
				t.Errorf("%s: %q, want it to end %q", lg, note, want)
			}
		}
	}
}
