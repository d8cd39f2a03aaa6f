package pints

import (
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest"
)

// TestDescribeLines checks log lines in both languages, each with the names
// of its language.
func TestDescribeLines(t *testing.T) {
	st, err := New(game.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	tests := []struct {
		x      game.Action
		en, it string
	}{
		{EncodeAction(OpFoodChoose, fDontBite, 0, 0), "Anna buys Don't bite me now!", "Anna compra Non mordermi ora!"},
		{EncodeAction(OpSell, kPoolCue, 1, 3), "Anna sells Pool cue to player 2 for 3 chips", "Anna vende Stecca da biliardo al giocatore 2 per 3 patatine"},
		{EncodeAction(OpPlaceDie, FaceMedium, 0, 1), "Anna places a dart die on row 1 tile 2", "Anna piazza un dado freccetta sulla tessera 2 della riga 1"},
		{EncodeAction(OpKeepColour, 2, 0, 0), "Anna keeps yellow", "Anna tiene il colore giallo"},
		{EncodeAction(OpTakeBites, 1, 0, 0), "Anna takes 1 bite", "Anna prende 1 morso"},
		{EncodeAction(OpTakeBites, 3, 0, 0), "Anna takes 3 bites", "Anna prende 3 morsi"},
		{EncodeAction(OpBeer, 1, 0, 0), "Anna buys a beer for player 2", "Anna offre una birra al giocatore 2"},
		{EncodeAction(OpFight, 0, 0, 0), "Anna fights", "Anna combatte"},
	}
	for _, tt := range tests {
		for _, c := range []struct{ lang, want string }{{"en", tt.en}, {"it", tt.it}, {"de", tt.en}} {
			if got := s.Describe(tt.x, "Anna", c.lang); got != c.want {
				t.Errorf("Describe(%q, %q) = %q, want %q", s.ActionString(tt.x), c.lang, got, c.want)
			}
		}
	}
}

// TestDescribeSeatsNames checks that a line naming another seat names it by
// its name, and that counts of one are singular.
func TestDescribeSeatsNames(t *testing.T) {
	st, err := New(game.Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	names := []string{"Anna", "Bruno", "Carla"}
	me := names[s.ToAct()]
	tests := []struct {
		x      game.Action
		en, it string
	}{
		{EncodeAction(OpSell, kPoolCue, 2, 1), me + " sells Pool cue to Carla for 1 chip", me + " vende Stecca da biliardo a Carla per 1 patatina"},
		{EncodeAction(OpBeer, 1, 0, 0), me + " buys a beer for Bruno", me + " offre una birra a Bruno"},
		{EncodeAction(OpBuy, kPoolCue, 2, 0), me + " offers to buy Pool cue from Carla", me + " offre di comprare Stecca da biliardo da Carla"},
		{EncodeAction(OpGive, 1, 0, 0), me + " puts a zombie on Bruno's tracker", me + " mette uno zombi sul segna-morsi di Bruno"},
		{EncodeAction(OpBoardBus, 1, 0, 0), me + " puts 1 zombie on the bus", me + " fa salire 1 zombi sul bus"},
	}
	for _, tt := range tests {
		for _, c := range []struct{ lang, want string }{{"en", tt.en}, {"it", tt.it}} {
			if got := s.DescribeSeats(tt.x, names, c.lang); got != c.want {
				t.Errorf("DescribeSeats(%q, %q) = %q, want %q", s.ActionString(tt.x), c.lang, got, c.want)
			}
		}
	}
	if got := s.Describe(EncodeAction(OpGive, 1, 0, 0), "Anna", "it"); got != "Anna mette uno zombi sul segna-morsi del giocatore 2" {
		t.Errorf("without names: %q", got)
	}
}

// TestDescribeRandomGames describes every legal action along random games in
// both languages: each line names the seat and says more, and the Italian and
// English lines differ for nearly all of them.
func TestDescribeRandomGames(t *testing.T) {
	tests := []struct {
		players int
		seed    uint64
		level   string
	}{
		{2, 1, LevelStarter},
		{3, 2, LevelStarter},
		{4, 3, LevelMain},
		{2, 4, LevelMain},
	}
	for _, tt := range tests {
		st, err := New(game.Config{Players: tt.players, Seed: tt.seed, Options: map[string]string{"level": tt.level}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := game.NewRNG(tt.seed * 7919)
		described, differ, err := enginetest.DescribeBothLanguages(s, &r, 1500)
		if err != nil {
			t.Fatalf("%d players, seed %d: %v", tt.players, tt.seed, err)
		}
		t.Logf("%d players, seed %d: %d of %d lines differ", tt.players, tt.seed, differ, described)
		if described == 0 || differ*10 < described*9 {
			t.Errorf("%d players, seed %d: %d of %d lines differ between Italian and English", tt.players, tt.seed, differ, described)
		}
	}
}

// TestPromptCountsAgree checks that the decision lines, which also explain a
// refused action, take the singular for one ("1 zombie die", "1 patatina")
// and name the bites, not the bitten, in Italian: a player's gender is not
// known.
func TestPromptCountsAgree(t *testing.T) {
	for _, tt := range []struct {
		name   string
		setup  func(s *State)
		en, it string
	}{
		{"one bite", func(s *State) { s.push(task{K: dBite, A: 1}) },
			"player 1 has 1 bite coming: refuse it or take it", "1 morso in arrivo per il giocatore 1: respingerlo o prenderlo"},
		{"three bites", func(s *State) { s.push(task{K: dBite, A: 3}) },
			"player 1 has 3 bites coming: refuse one or take them", "3 morsi in arrivo per il giocatore 1: respingerne uno o prenderli"},
		{"one zombie die", func(s *State) { s.ZDice = 1; s.push(task{K: dDice}) },
			"player 1 has 1 zombie die: it boards the bus unless re-rolled or set aside", "il giocatore 1 ha 1 dado zombi: sale sul bus se non viene ritirato o messo da parte"},
		{"two zombie dice", func(s *State) { s.ZDice = 2; s.push(task{K: dDice}) },
			"player 1 has 2 zombie dice: they board the bus unless re-rolled or set aside", "il giocatore 1 ha 2 dadi zombi: salgono sul bus se non vengono ritirati o messi da parte"},
		{"one card under the deck", func(s *State) { s.push(task{K: dLose, A: 1}) },
			"player 1 puts 1 companion card under the deck", "il giocatore 1 mette 1 carta compagno sotto il mazzo"},
		{"a card sold for one chip", func(s *State) { s.Active = 1; s.push(task{K: dSell, A: int16(card(kUmbrella)), B: 1}) },
			"player 2 offers 1 chip to player 1 for Umbrella", "il giocatore 2 offre 1 patatina al giocatore 1 per Ombrello"},
		{"one jukebox zombie left", func(s *State) { s.Juke.push(0); s.push(task{K: dDeal}) },
			"player 1 deals the jukebox's zombies (1 left) among the trackers", "il giocatore 1 distribuisce gli zombi del jukebox (ne resta 1) sui segna-morsi"},
		{"two distracted zombies left", func(s *State) { s.Moving.push(0); s.Moving.push(0); s.push(task{K: dMove}) },
			"player 1 spreads the distracted zombies (2 left)", "il giocatore 1 sposta gli zombi distratti (ne restano 2)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 2, LevelStarter, dSend)
			tt.setup(s)
			if got := s.prompt(); got != tt.en {
				t.Errorf("English: %q, want %q", got, tt.en)
			}
			if got := s.promptIn(namer{it: true}); got != tt.it {
				t.Errorf("Italian: %q, want %q", got, tt.it)
			}
		})
	}
}
