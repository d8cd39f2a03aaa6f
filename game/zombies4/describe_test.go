package zombies4

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestDescribeLines checks log lines in both languages.
func TestDescribeLines(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	tests := []struct {
		a      game.Action
		en, it string
	}{
		{act(aStep, dirE), "Anna walks east to the middle of the Bridge", "Anna va a est, al centro del Ponte"},
		{act(aPlay, evShotgun), "Anna plays Shotgun", "Anna gioca Fucile a pompa"},
		{act(aUse, evMachete), "Anna discards Machete from play for its effect", "Anna scarta Machete dal gioco per il suo effetto"},
		{act(aCast, 0), "Anna tries the spell", "Anna tenta l'incantesimo"},
		{act(aKeep, 0), "Anna ends the turn", "Anna finisce il turno"},
		{act(aDiscard, evRun), "Anna discards Run! and ends the turn", "Anna scarta Scappa! e finisce il turno"},
	}
	for _, tt := range tests {
		for _, c := range []struct{ lang, want string }{{"en", tt.en}, {"it", tt.it}, {"de", tt.en}} {
			if got := g.Describe(tt.a, "Anna", c.lang); got != c.want {
				t.Errorf("Describe(%q, %q) = %q, want %q", g.ActionString(tt.a), c.lang, got, c.want)
			}
		}
	}
}

// TestDescribeRandomGames describes every legal action along random games
// in both languages.
func TestDescribeRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		r := game.NewRNG(seed)
		n, differ, err := enginetest.DescribeBothLanguages(g, &r, 400)
		if err != nil {
			t.Fatal(err)
		}
		if differ*10 < n*9 {
			t.Errorf("seed %d: %d of %d lines are the same in both languages", seed, n-differ, n)
		}
	}
}

// TestNarrateTellsWhatHappened checks that a fight's dice, the kill and the
// bite are told, in both languages, and that drawn event cards are counted,
// not named.
func TestNarrateTellsWhatHappened(t *testing.T) {
	g, en, it := stepIntoADog(t, -1)
	for _, want := range []string{"Anna rolls 2 in the fight", "Anna is bitten: 2½ lives left", "Anna rolls 6", "Anna kills a dog (1 kill)"} {
		if !strings.Contains(en, want) {
			t.Errorf("%q not in\n%s", want, en)
		}
	}
	for _, want := range []string{"Anna tira 2 nel combattimento", "Anna subisce un morso", "Anna uccide un cane"} {
		if !strings.Contains(it, want) {
			t.Errorf("%q not in\n%s", want, it)
		}
	}
	g.Phase = phDiscard
	g.MapN = 0
	hand(t, g, 1, evShotgun)
	before := g.Clone()
	rig(t, g, 3, 2)
	do(t, g, "keep")
	en = strings.Join(g.Narrate(before, []string{"Anna", "Bea"}, "en"), "\n")
	if !strings.Contains(en, "Bea draws 2 event cards") || strings.Contains(en, "Shotgun") {
		t.Errorf("the draw is not told as a count:\n%s", en)
	}
}

// TestNarrateCountsInTheSingular plays random games and checks that no line
// of the story counts one thing in the plural, in either language.
func TestNarrateCountsInTheSingular(t *testing.T) {
	plural := regexp.MustCompile(`(^|[^0-9])1 (dogs|kills|squares|event cards|cani|uccisioni|quadrati|carte)`)
	singular := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(game.Config{Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		var buf []game.Action
		for step := 0; step < 3000 && !g.Over(); step++ {
			buf = g.Legal(buf[:0])
			before := g.Clone()
			if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			for _, lang := range []string{"en", "it"} {
				for _, line := range g.Narrate(before, []string{"Ann", "Bob", "Cy", "Di"}, lang) {
					if plural.MatchString(line) {
						t.Errorf("seed %d, %s: %q counts one in the plural", seed, lang, line)
					}
					for _, one := range []string{"with 1 dog", "(1 kill)", "(1 square)", "1 dog jumps", "con 1 cane", "(1 uccisione)", "(1 quadrato)"} {
						if strings.Contains(line, one) {
							singular[one]++
						}
					}
				}
			}
		}
	}
	for _, one := range []string{"with 1 dog", "(1 kill)", "(1 square)", "con 1 cane", "(1 uccisione)", "(1 quadrato)"} {
		if singular[one] == 0 {
			t.Errorf("no line said %q: the test did not reach it", one)
		}
	}
}

// The log names places as the players see them: a square by its card and
// where it lies on it, a card by the nearest card with a name.
func TestLogNamesPlaces(t *testing.T) {
	g := build(t, 2, 0, spec{"chapel", 3, 6, 0}, spec{"woods_thick", 4, 6, 0})
	door, inside, south := sq(t, g, 10, 19), sq(t, g, 10, 18), sq(t, g, 10, 20)
	corner := sq(t, g, 12, 18)
	g.Phase = phZombie
	g.Dogs[door], g.Dogs[inside] = 1, 1
	g.Dogs[corner] = 1
	lines := []struct {
		from   int16
		a      game.Action
		en, it string
	}{
		{-1, act(aDog, int(door)), "Dana picks the dog on the Old Chapel's door to move", "Dana sceglie di muovere il cane sulla porta della Vecchia cappella"},
		{-1, act(aDog, int(inside)), "Dana picks the dog inside the Old Chapel to move", "Dana sceglie di muovere il cane dentro la Vecchia cappella"},
		{door, act(aDogTo, int(inside)), "Dana moves the dog from the Old Chapel's door into it", "Dana muove il cane dalla porta della Vecchia cappella dentro la Vecchia cappella"},
		{door, act(aDogTo, int(south)), "Dana moves the dog from the Old Chapel's door to the clearing south of it",
			"Dana muove il cane dalla porta della Vecchia cappella alla radura a sud della Vecchia cappella"},
		{inside, act(aDogTo, int(corner)), "Dana moves the dog from inside the Old Chapel to the north-west corner of the woods east of the Old Chapel",
			"Dana muove il cane da dentro la Vecchia cappella all'angolo nord-ovest del bosco a est della Vecchia cappella"},
		{corner, act(aDogTo, int(inside)), "Dana moves the dog from the north-west corner of the woods east of the Old Chapel into the Old Chapel",
			"Dana muove il cane dall'angolo nord-ovest del bosco a est della Vecchia cappella dentro la Vecchia cappella"},
	}
	for _, l := range lines {
		g.DogFrom = l.from
		if got := g.Describe(l.a, "Dana", "en"); got != l.en {
			t.Errorf("got  %q\nwant %q", got, l.en)
		}
		if got := g.Describe(l.a, "Dana", "it"); got != l.it {
			t.Errorf("got  %q\nwant %q", got, l.it)
		}
	}
	// Laying a card: where it goes, from the nearest card with a name.
	g = build(t, 2, 0)
	g.Phase = phPlace
	for _, c := range []struct {
		id     string
		cell   int
		en, it string
	}{
		{"hunting_lodge", 6*gridW + 3, "Dana lays the Hunting Lodge east of the Bridge", "Dana posiziona il Capanno di caccia a est del Ponte"},
		{"woods_glade", 6*gridW + 4, "Dana lays Plain Woods 2 cards east of the Bridge", "Dana posiziona un Bosco a 2 carte a est del Ponte"},
		{"general_store", 4*gridW + 4, "Dana lays the General Store 2 cards north-east of the Bridge", "Dana posiziona l'Emporio a 2 carte a nord-est del Ponte"},
	} {
		g.Drawn = int8(instOf(t, c.id, map[uint8]bool{}))
		a := act(aPlace, c.cell*4)
		if got := g.Describe(a, "Dana", "en"); got != c.en {
			t.Errorf("got  %q\nwant %q", got, c.en)
		}
		if got := g.Describe(a, "Dana", "it"); got != c.it {
			t.Errorf("got  %q\nwant %q", got, c.it)
		}
	}
}

// No log line, in either language, speaks in grid coordinates, along random
// games at 2 to 6 players.
func TestLogNeverSpeaksInCoordinates(t *testing.T) {
	coords := regexp.MustCompile(`\d+ ?, ?\d+|column|row |colonna|riga`)
	names := []string{"A", "B", "C", "D", "E", "F"}
	for seed := uint64(1); seed <= 10; seed++ {
		g, _ := New(game.Config{Players: 2 + int(seed)%5, Seed: seed})
		r := game.NewRNG(seed)
		var legal []game.Action
		for step := 0; step < 600 && !g.Over(); step++ {
			legal = g.Legal(legal)
			for _, a := range legal {
				for _, lang := range []string{"en", "it"} {
					if line := g.Describe(a, "A", lang); coords.MatchString(line) {
						t.Fatalf("%q speaks in coordinates: %q", g.ActionString(a), line)
					}
				}
			}
			before := g.Clone()
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for _, lang := range []string{"en", "it"} {
				for _, line := range g.Narrate(before, names, lang) {
					if coords.MatchString(line) {
						t.Fatalf("the narration speaks in coordinates: %q", line)
					}
				}
			}
		}
	}
}

// The squares a log line lights are those it speaks of: a card laid, a
// step's two squares, a dog's way, the pawn of the turn.
func TestSpotsOfALogLine(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	cases := []struct {
		a    game.Action
		want [][2]int
	}{
		{act(aStep, dirE), [][2]int{{6, 19}, {7, 19}}},
		{act(aStop, 0), [][2]int{{6, 19}}},
	}
	g.Phase, g.DogFrom = phZombie, sq(t, g, 9, 18)
	cases = append(cases, struct {
		a    game.Action
		want [][2]int
	}{act(aDogTo, int(sq(t, g, 10, 19))), [][2]int{{9, 18}, {10, 19}}})
	for _, c := range cases {
		if got := g.Spots(c.a); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s lights %v, want %v", g.ActionString(c.a), got, c.want)
		}
	}
	if got := g.Spots(act(aPlace, (5*gridW+4)*4)); len(got) != 9 || got[0] != [2]int{12, 15} || got[8] != [2]int{14, 17} {
		t.Errorf("a card laid lights %v", got)
	}
}

// TestViewNamesSquaresAsTheEngine checks that a seat's view names every
// square of the map as the engine's log does, along random games: a seat
// with only its view (at a table on a server) names the places it is told of.
func TestViewNamesSquaresAsTheEngine(t *testing.T) {
	named := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		r := game.NewRNG(seed)
		for step := 0; step < 300 && !g.Over(); step++ {
			if step%25 == 0 {
				v := g.View(game.Seat(step % 3)).(View)
				for y := 0; y < gridH*3; y++ {
					for x := 0; x < gridW*3; x++ {
						for _, lang := range []string{"en", "it"} {
							want := g.SquareName(x, y, lang)
							if got := v.SquareName(x, y, lang); got != want {
								t.Fatalf("seed %d step %d: square %d,%d is %q in the view, %q in the engine", seed, step, x, y, got, want)
							}
							if want != "" {
								named++
							}
						}
					}
				}
			}
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if named == 0 {
		t.Fatal("no square was named")
	}
}

// TestViewFindsSpotsAsTheEngine checks that the squares a log line speaks
// of are found from the view before the action as the engine finds them,
// for every legal action along random games and from every seat's view: a
// seat with only its views (at a table on a server) lights what its log
// says.
func TestViewFindsSpotsAsTheEngine(t *testing.T) {
	found := map[int]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		r := game.NewRNG(seed)
		for step := 0; step < 300 && !g.Over(); step++ {
			legal := g.Legal(nil)
			v := g.View(game.Seat(step % 3)).(View)
			for _, a := range legal {
				want, got := g.Spots(a), v.Spots(a)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d step %d: %s speaks of %v in the view, %v in the engine", seed, step, g.ActionString(a), got, want)
				}
				if len(want) > 0 {
					kind, _ := decode(a)
					found[kind]++
				}
			}
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []int{aPlace, aStep, aDog, aDogTo, aDogAt} {
		if found[k] == 0 {
			t.Errorf("no action of kind %d had squares: %v", k, found)
		}
	}
}

// TestNarrateLivesLeftAfterABite checks the bite's line counts the lives
// left in the singular up to one, and writes half a life as "½".
func TestNarrateLivesLeftAfterABite(t *testing.T) {
	cases := []struct {
		half   int8 // before the bite
		en, it string
	}{
		{6, "Anna is bitten: 2½ lives left", "Anna subisce un morso: restano 2½ vite"},
		{4, "Anna is bitten: 1½ lives left", "Anna subisce un morso: restano 1½ vite"},
		{3, "Anna is bitten: 1 life left", "Anna subisce un morso: resta 1 vita"},
		{2, "Anna is bitten: ½ life left", "Anna subisce un morso: resta ½ vita"},
	}
	for _, c := range cases {
		_, en, it := stepIntoADog(t, c.half)
		if !strings.Contains(en, c.en) || !strings.Contains(it, c.it) {
			t.Errorf("%d half lives bitten once:\n%s\n%s", c.half, en, it)
		}
	}
}

// stepIntoADog has Anna, with no ammunition and half lives (-1: as dealt),
// step onto a dog's square, roll 2 in the fight (a bite) and then 6 (the
// kill), and returns the game and the turn's log lines in English and
// Italian.
func stepIntoADog(t *testing.T, half int8) (g *State, en, it string) {
	t.Helper()
	g = build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	g.P[0].Sq, g.P[0].Ammo = sq(t, g, 8, 19), 0
	if half >= 0 {
		g.P[0].Half = half
	}
	g.Dogs[sq(t, g, 9, 19)] = 1
	hand(t, g, 0)
	rig(t, g, 2, 6)
	before := g.Clone()
	do(t, g, "step E")
	return g, strings.Join(g.Narrate(before, []string{"Anna", "Bea"}, "en"), "\n"),
		strings.Join(g.Narrate(before, []string{"Anna", "Bea"}, "it"), "\n")
}

// The narration reads only the state after the action (a LoneNarrator): told
// with nothing kept of the state before, every action of random games reads
// as it does compared with a clone of that state.
func TestNarrateTellsFromTheStateAfterAlone(t *testing.T) {
	names := []string{"Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"}
	lines := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := New(game.Config{Players: 2 + int(seed), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if game.Before(g) != nil {
			t.Fatal("a clone is kept for a narration that never reads it")
		}
		r := game.NewRNG(seed)
		var legal []game.Action
		for !g.Over() {
			legal = g.Legal(legal)
			before := g.Clone()
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for _, lang := range []string{"en", "it"} {
				want := game.NarrateAction(g, before, names, lang)
				if got := game.NarrateAction(g, nil, names, lang); !slices.Equal(got, want) {
					t.Fatalf("seed %d: told alone %q, compared %q", seed, got, want)
				}
				lines += len(want)
			}
		}
	}
	if lines == 0 {
		t.Fatal("nothing was told")
	}
}
