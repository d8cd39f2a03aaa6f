package zombionion

import (
	"os"
	"strings"
	"testing"

	"zombietable/game"
)

// TestContenutoCatalogo checks the shipped catalog against the rulebook's
// contents: 7 basic cards and 26 kingdom cards, the box counts, and the five
// named kingdoms of real kingdom cards.
func TestContenutoCatalogo(t *testing.T) {
	cat, err := LoadCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Cards) != 33 {
		t.Fatalf("%d cards, want 33", len(cat.Cards))
	}
	basic, kingdom := 0, 0
	for _, c := range cat.Cards {
		if c.Kind == "basic" {
			basic++
		} else {
			kingdom++
		}
	}
	if basic != 7 || kingdom != 26 {
		t.Errorf("%d basic and %d kingdom cards, want 7 and 26", basic, kingdom)
	}
	box := map[Card]int{Pallottola: 60, Proiettili: 40, Caricatore: 30, Zombi: 24, MoltiZombi: 12, MoltiPiuZombi: 12, Infezione: 30, Survivors: 12, Furbizia: 10}
	for c, n := range box {
		if got := c.Info().Box; got != n {
			t.Errorf("%s: %d in the box, want %d", c, got, n)
		}
	}
	want := []string{"first-game", "sparatutto", "scontro", "vita-o-morte", "citta-infestata"}
	if len(cat.Kingdoms) != len(want) {
		t.Fatalf("%d presets, want %d", len(cat.Kingdoms), len(want))
	}
	for i, k := range cat.Kingdoms {
		if k.ID != want[i] {
			t.Errorf("preset %d is %q, want %q", i, k.ID, want[i])
		}
		for _, c := range k.CardList() {
			if c < firstKingdom || c >= NumCards {
				t.Errorf("preset %s has %v", k.ID, c)
			}
		}
	}
	if again, _ := LoadCatalog(); again != cat {
		t.Error("LoadCatalog decoded twice")
	}
}

// TestCatalogoDifettoso checks that every problem of a broken catalog is
// reported at once, each naming the file, the line and the key.
func TestCatalogoDifettoso(t *testing.T) {
	src, err := os.ReadFile("testdata/broken_cards.toml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = DecodeCatalog("testdata/broken_cards.toml", src)
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{
		"testdata/broken_cards.toml:7: cards.0.cost: cost -1 out of 0–11",
		"testdata/broken_cards.toml:11: cards.0.pile: 40 in the supply",
		"testdata/broken_cards.toml:15: cards.0.cost_source: source must be",
		"testdata/broken_cards.toml:19: cards.1.id: unknown card id \"bazooka\"",
		"testdata/broken_cards.toml:20: cards.1.name_it: missing",
		"testdata/broken_cards.toml:23: cards.1.types: unknown type \"weapon\"",
		"testdata/broken_cards.toml:37: kingdoms.0.cards: 3 cards, want 10",
		"kingdoms.0.cards: unknown card \"bazooka\"",
		"kingdoms.0.cards: \"zombi\" is not a kingdom card",
		"cards: card \"furbizia\" is missing",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
	if _, err := DecodeCatalog("x.toml", []byte("[[cards]]\nid = \"zombi\"\ncsot = 2\n")); err == nil || !strings.Contains(err.Error(), "x.toml:3: cards.csot: unknown key") {
		t.Errorf("an unknown key is reported as %v", err)
	}
}

// TestPreparazioneScorta checks the supply for each player count: Vittoria
// piles of 8 for two players and 12 for three or four, Infezione 10/20/30,
// Survivors like the Vittoria piles, ten of each other kingdom card, and the
// starting decks of 7 Pallottola and 3 Zombi with 5 cards drawn.
func TestPreparazioneScorta(t *testing.T) {
	tests := []struct {
		players                            int
		victory, infezione, pallottola, sv int
	}{
		{1, 8, 10, 46, 8},
		{2, 8, 10, 46, 8},
		{3, 12, 20, 39, 12},
		{4, 12, 30, 32, 12},
	}
	for _, tt := range tests {
		g, err := New(game.Config{Players: tt.players, Seed: 5, Options: map[string]string{"kingdom": "vita-o-morte"}})
		if err != nil {
			t.Fatal(err)
		}
		for c, want := range map[Card]int{Zombi: tt.victory, MoltiZombi: tt.victory, MoltiPiuZombi: tt.victory, Infezione: tt.infezione, Pallottola: tt.pallottola, Survivors: tt.sv, Proiettili: 40, Caricatore: 30, Esca: 10, Coraggio: 10} {
			if got := int(g.Supply[c]); got != want {
				t.Errorf("%d players: %s pile %d, want %d", tt.players, c, got, want)
			}
		}
		if g.InSupply&(1<<Furbizia) != 0 || g.Supply[Furbizia] != 0 {
			t.Errorf("%d players: Furbizia is in the supply", tt.players)
		}
		for s := 0; s < tt.players; s++ {
			p := &g.P[s]
			if p.Own[Pallottola] != 7 || p.Own[Zombi] != 3 || p.OwnN != 10 || p.HandN != 5 || p.Deck.N != 5 {
				t.Errorf("%d players: seat %d starts with %d Pallottola, %d Zombi, %d in hand, %d in the deck", tt.players, s, p.Own[Pallottola], p.Own[Zombi], p.HandN, p.Deck.N)
			}
		}
		if err := checkInvariants(g); err != nil {
			t.Error(err)
		}
	}
}

// TestGiocatoreDiPartenza checks the rule for following games: the player
// to the left of the winner starts; after a tie, one of those who did not win.
func TestGiocatoreDiPartenza(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		start := func(prev string) int {
			g, err := New(game.Config{Players: 4, Seed: seed, Options: map[string]string{"previous-winners": prev}})
			if err != nil {
				t.Fatal(err)
			}
			return int(g.Start)
		}
		if s := start("2"); s != 2 {
			t.Errorf("seed %d: winner seat 2 (index 1), start %d, want 2", seed, s)
		}
		if s := start("4"); s != 0 {
			t.Errorf("seed %d: winner seat 4, start %d, want 0", seed, s)
		}
		if s := start("1,3"); s != 1 && s != 3 {
			t.Errorf("seed %d: winners 1 and 3, start %d is not one who did not win", seed, s)
		}
	}
	seen := map[int8]bool{}
	for seed := uint64(0); seed < 100; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		seen[g.Start] = true
		if g.Cur != g.Start {
			t.Fatalf("seed %d: the first turn is seat %d's, start %d", seed, g.Cur, g.Start)
		}
	}
	if len(seen) != 3 {
		t.Errorf("the first player of a first game is not random: %v", seen)
	}
}

// TestOpzioneKingdom checks the kingdom option: presets by id or name, a
// list of ten cards, random, the need option, and refusals.
func TestOpzioneKingdom(t *testing.T) {
	tests := []struct {
		kingdom, need string
		want          []Card // must be in the kingdom
		err           string
	}{
		{"first-game", "", []Card{Barricata, Copertura, Esca, FucileAPompa, Furbizia, Maverick, Munizioni, PianoSuperiore, Ricarica, Rifornimento}, ""},
		{"Città Infestata", "", []Card{Tattica, Nascondiglio}, ""},
		{"esca,sacrificio,barricata,raggrupparsi,maverick,fucile-a-pompa,munizioni,fuga-rapida,deposito,Survivors", "", []Card{Survivors, Esca}, ""},
		{"esca+sacrificio+barricata+raggrupparsi+maverick+fucile-a-pompa+munizioni+fuga-rapida+deposito+Radio", "", []Card{Radio}, ""},
		{"first-game", "sciame-di-zombi,radio", []Card{SciameDiZombi, Radio, Barricata}, ""},
		{"random", "furbizia", []Card{Furbizia}, ""},
		{"esca,sacrificio", "", nil, "2 cards listed, want 10"},
		{"esca,sacrificio,barricata,raggrupparsi,maverick,fucile-a-pompa,munizioni,fuga-rapida,deposito,zombi", "", nil, "basic card"},
		{"esca,esca,barricata,raggrupparsi,maverick,fucile-a-pompa,munizioni,fuga-rapida,deposito,radio", "", nil, "twice"},
		{"nowhere", "", nil, "not first-game, a preset"},
		{"random", "bazooka", nil, "need"},
	}
	for _, tt := range tests {
		g, err := New(game.Config{Players: 2, Seed: 3, Options: map[string]string{"kingdom": tt.kingdom, "need": tt.need}})
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q need %q: error %v, want %q", tt.kingdom, tt.need, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.kingdom, err)
			continue
		}
		kingdom := 0
		for c := firstKingdom; c < NumCards; c++ {
			if g.InSupply&(1<<c) != 0 {
				kingdom++
			}
		}
		if kingdom != 10 {
			t.Errorf("%q: %d kingdom piles", tt.kingdom, kingdom)
		}
		for _, c := range tt.want {
			if g.InSupply&(1<<c) == 0 {
				t.Errorf("%q need %q: %s missing", tt.kingdom, tt.need, c)
			}
		}
	}
	if _, err := info(t).NewGame(game.Config{Players: 1}); err == nil {
		t.Error("the registry accepts a solo game")
	}
	if _, err := info(t).Arena(game.Config{Players: 1, Seed: 1}, []string{"smithy-bm"}); err != nil {
		t.Errorf("the arena refuses a solo game: %v", err)
	}
	g, err := info(t).Arena(game.Config{Players: 2, Seed: 1, Options: map[string]string{"kingdom": "first-game"}}, []string{"witch-bm", "militia-bm"})
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if st.InSupply&(1<<SciameDiZombi) == 0 || st.InSupply&(1<<PianoSuperiore) == 0 {
		t.Error("the arena did not complete the kingdom for witch-bm")
	}
}

// TestSuggerimentiPerLe10CarteCombattimentoIniziali: the new-game screen
// names the kingdoms of "SUGGERIMENTI PER LE 10 CARTE COMBATTIMENTO INIZIALI"
// as the rulebook prints them ("Vita o Morte", "Città Infestata"), and in
// English by the same names as the catalog, so a preset has one name in each
// language.
func TestSuggerimentiPerLe10CarteCombattimentoIniziali(t *testing.T) {
	info, err := game.Lookup("zombionion")
	if err != nil {
		t.Fatal(err)
	}
	var opt *game.Option
	for i := range info.Options {
		if info.Options[i].Key == "kingdom" {
			opt = &info.Options[i]
		}
	}
	if opt == nil {
		t.Fatal("no kingdom option")
	}
	named := 0
	for _, k := range Presets() {
		for i, c := range opt.Choices {
			if c != k.ID {
				continue
			}
			named++
			if got := opt.Labels[i]; got != [2]string{k.Name, k.NameIT} {
				t.Errorf("%s is labelled %q, the catalog names it %q / %q", k.ID, got, k.Name, k.NameIT)
			}
		}
	}
	if named != 5 {
		t.Errorf("%d of the catalog's 5 kingdoms are offered", named)
	}
	for _, it := range []string{"Sparatutto", "Scontro", "Vita o Morte", "Città Infestata"} {
		if !strings.Contains(opt.HelpIT, it) {
			t.Errorf("the Italian help does not name %q: %q", it, opt.HelpIT)
		}
	}
}
