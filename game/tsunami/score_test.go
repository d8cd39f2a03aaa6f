package tsunami

import (
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
)

// TestScoreboardCountsTheHordes: "Il giocatore in possesso del maggior numero
// di zombie sarà il vincitore" — the game-over table shows each horde's
// zombies as counted, and the winners are among the seats with the most.
func TestScoreboardCountsTheHordes(t *testing.T) {
	r := game.NewRNG(9)
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(game.Config{Players: 3 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for _, lang := range []string{"en", "it"} {
			sb := g.Scoreboard([]string{"A", "B", "C", "D", "E", "F"}, lang)
			if len(sb.Rows) != g.Players() {
				t.Fatalf("seed %d: %d rows for %d seats", seed, len(sb.Rows), g.Players())
			}
			best := -1
			for _, row := range sb.Rows {
				if len(row.Cells) != len(sb.Heads) {
					t.Fatalf("seed %d: %d cells under %d heads", seed, len(row.Cells), len(sb.Heads))
				}
				n, err := strconv.Atoi(row.Cells[0])
				if err != nil {
					t.Fatal(err)
				}
				best = max(best, n)
			}
			ret := g.Returns()
			for i, row := range sb.Rows {
				n, _ := strconv.Atoi(row.Cells[0])
				if n != int(g.P[i].Counted) {
					t.Errorf("seed %d seat %d: %d zombies shown, the horde counted %d", seed, i, n, g.P[i].Counted)
				}
				if ret[i] > 0 && n != best {
					t.Errorf("seed %d seat %d: a winner with %d zombies, the most is %d", seed, i, n, best)
				}
			}
		}
	}
}

// TestIlGiocatoreCheRimarra: at a tie "i contendenti in parità dovranno
// tirare i loro dadi e scartare quelli che atterrano con la faccia Zombie in
// su. Il giocatore che rimarrà in possesso del maggior numero di Zombie sarà
// il vincitore!" The roll-off is among the tied players: one whose dice fall
// below a player outside the tie still wins, and the game-over table shows
// the hordes as counted, the tied players' dice left by the roll-off in their
// rows.
func TestIlGiocatoreCheRimarra(t *testing.T) {
	for _, c := range []struct {
		name   string
		hordes []int
		tied   uint8
	}{
		{"two tied, a third one behind", []int{13, 13, 12}, 0b011},
		{"three tied, a fourth one behind", []int{12, 11, 12, 12}, 0b1101},
		{"no tie", []int{9, 13, 12}, 0b010},
	} {
		t.Run(c.name, func(t *testing.T) {
			passed := false
			for seed := uint64(1); seed <= 40; seed++ {
				g := scene(t, len(c.hordes), false, seed)
				for i, d := range c.hordes {
					g.P[i].Dice = int16(d)
				}
				g.Round = nRounds - 1
				g.roundEnd()
				if !g.Over() || g.Winners&^c.tied != 0 || popcount(g.Winners) != 1 {
					t.Fatalf("seed %d: winners %b, want one of %b", seed, g.Winners, c.tied)
				}
				if (g.Rolloffs > 0) != (popcount(c.tied) > 1) {
					t.Fatalf("seed %d: %d roll-offs for the tie %b", seed, g.Rolloffs, c.tied)
				}
				sb := g.Scoreboard(nil, "en")
				it := g.Scoreboard(nil, "it")
				for i, d := range c.hordes {
					if sb.Rows[i].Cells[0] != strconv.Itoa(d) {
						t.Errorf("seed %d seat %d: %s zombies shown, %d counted", seed, i+1, sb.Rows[i].Cells[0], d)
					}
					in := c.tied&(1<<i) != 0 && popcount(c.tied) > 1
					want := ""
					if in {
						want = strconv.Itoa(int(g.P[i].Dice)) + " left by the roll-off"
					}
					if sb.Rows[i].Detail != want || (in && !strings.Contains(it.Rows[i].Detail, "spareggio")) {
						t.Errorf("seed %d seat %d: details %q / %q, want %q", seed, i+1, sb.Rows[i].Detail, it.Rows[i].Detail, want)
					}
				}
				for i := range c.hordes {
					if g.Winners&(1<<i) != 0 && c.tied&^(1<<i) != 0 {
						for j, d := range c.hordes {
							if c.tied&(1<<j) == 0 && int(g.P[i].Dice) < d {
								passed = true
							}
						}
					}
				}
			}
			if popcount(c.tied) > 1 && !passed {
				t.Errorf("no seed had the winner's dice fall below a player outside the tie")
			}
		})
	}
}

// TestRollOffNoteCountsInEachLanguage: the note on a tie names its roll-offs
// with the noun each language puts after that count ("1 roll-off", "2
// roll-offs"; "1 lancio", "3 lanci"), from the catalogs' plural forms.
func TestRollOffNoteCountsInEachLanguage(t *testing.T) {
	g := scene(t, 3, false, 1)
	for i, d := range []int{13, 13, 12} {
		g.P[i].Dice = int16(d)
	}
	g.Round = nRounds - 1
	g.roundEnd()
	if !g.Over() {
		t.Fatal("the game is not over")
	}
	for _, c := range []struct {
		lang string
		n    int8
		want string
	}{
		{"en", 1, "was settled by 1 roll-off."}, {"en", 2, "was settled by 2 roll-offs."},
		{"it", 1, "risolto con 1 lancio di spareggio."}, {"it", 3, "risolto con 3 lanci di spareggio."},
		{"fr", 1, "départagée en 1 lancer."}, {"fr", 2, "départagée en 2 lancers."},
		{"de", 1, "durch 1 Entscheidungswurf entschieden."}, {"de", 2, "durch 2 Entscheidungswürfe entschieden."},
	} {
		g.Rolloffs = c.n
		notes := g.Scoreboard(nil, c.lang).Notes
		if len(notes) != 1 || !strings.HasSuffix(notes[0], c.want) {
			t.Errorf("%s, %d roll-offs: %q, want a note ending %q", c.lang, c.n, notes, c.want)
		}
	}
}
