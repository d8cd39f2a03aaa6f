package pints

import (
	"fmt"
	"strings"
	"testing"
)

// plainBoard lays plain tiles on every place of the board and the bar
// corner, and returns the first plain tile and the first symbol tile of
// colour col.
func (s *State) plainBoard(col int8) (plain, sym int8) {
	plain, sym = -1, -1
	for id := range int8(nTiles) {
		switch {
		case !tab.tileSym[id] && plain < 0:
			plain = id
		case tab.tileSym[id] && tab.tileCol[id] == col && sym < 0:
			sym = id
		}
	}
	for r := range nRows {
		for p := range nPos {
			s.Tile[r][p] = plain
		}
	}
	for i := range s.Corner {
		s.Corner[i] = plain
	}
	return plain, sym
}

// (2x) Guida continentale: "questa volta il bus di muove all'indietro
// (secondo le regole continentali). Per un round, il bus di muove in senso
// orario invece che antiorario intorno al tabellone." Played on a jukebox's
// run ("Il bus si muove finché non sono scesi tutti gli zombi"), it turns
// that run only: the bus phase of the same turn runs counter-clockwise.
func TestGuidaContinentalePerUnRound(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.deck([3]int8{3, 3, 3}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
		card(kZWord), card(kCarSick), card(kTaxi))
	s.give(0, card(kContinental))
	play(t, s, "send a companion to row 1", "play "+cardName(kContinental), "run the bus")
	if s.top().K != dSend || s.BusRow != 2 || s.Z[0][nPos-1].N != 1 || s.Z[4][nPos-1].N != 1 || s.Z[3][nPos-1].N != 1 {
		t.Fatalf("the jukebox's clockwise run: %s, bus at row %d", s.prompt(), s.BusRow+1)
	}
	s.Bus, s.Bag = 2, s.Bag-2
	withDice([]int8{0}, []int8{FaceExtra}, func() {
		play(t, s, "roll the dice", "fight")
	})
	// The bus phase stops at rows 3 and 4 and ends at row 5.
	if s.Active != 1 || s.BusRow != 4 {
		t.Fatalf("the bus phase after a continental jukebox run ended at row %d, want row 5 (counter-clockwise from row 3)", s.BusRow+1)
	}
}

// (2x) Mal d'auto: "Invece di scendere dal bus uno alla volta, tutti gli
// zombi scendono dal bus nella stessa fermata (=stessa riga)", for the run it
// is played on as Continental driving is "per un round". Played on the bus
// phase of an empty bus, it does not wait for the jukebox drawn later in the
// turn (the first divider's two cards, in the scoring phase): the jukebox's
// zombies get off one at a row.
func TestMalDAutoPerUnRound(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.Stool, s.Sofa = 1, 3
	s.give(0, card(kCarSick))
	s.Amb[tFast], s.Pool[tFast], s.Bag = 3, s.Pool[tFast]-3, s.Bag-3
	s.deck([3]int8{1, 3, 3}, card(kPoolCue), card(kJukebox), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
		card(kZWord), card(kTaxi))
	play(t, s, "fight", "play "+cardName(kCarSick), "run the bus", "take the bonus: "+dividerName(0))
	if s.Active != 1 || s.Bus != 0 {
		t.Fatalf("the turn did not end: %s, %d zombies on the bus", s.prompt(), s.Bus)
	}
	for r := 1; r <= 3; r++ {
		if n := s.Z[r][nPos-1].N; n != 1 {
			t.Fatalf("row %d's new tile holds %d of the jukebox's zombies, want 1 (one zombie a stop)", r+1, n)
		}
	}
}

// Tessere cibo del pub: "Ogni volta che un segna‐morso di un giocatore
// mostra 5 morsi e si perde un compagno, questo deve ritornare una tessera
// cibo del pub nella riserva (che può ricomprare nel prossimo turno se ha
// abbastanza sacchetti di patatine e se nessun giocatore l'ha comprato nel
// frattempo)." The first divider's bite kills a companion: the food given
// back cannot be bought again, chosen or at random, in the same turn; the
// next player may buy it, and so may its owner from the next turn on.
func TestCiboDelPubRicomprareNelProssimoTurno(t *testing.T) {
	buy := "buy " + foodName(fPhotos)
	start := func(t *testing.T, held uint8) *State {
		s := table(t, 3, LevelMain, dSend)
		s.P[0].Food, s.P[0].Bites, s.P[0].Chips = held, 4, 20
		s.P[1].Chips = 20
		s.FoodIn = (1<<nFood - 1) &^ held
		s.deck([3]int8{1, 3, 3}, card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
			card(kZWord), card(kNewspaper), card(kTaxi))
		return s
	}
	endTurn := func(s *State) {
		s.NT = 0
		s.push(task{K: tEndTurn})
		s.run()
	}
	t.Run("chosen", func(t *testing.T) {
		s := start(t, 1<<fPhotos|1<<fArmsTrade)
		play(t, s, "send a companion to row 1", "take the bonus: "+dividerName(0), "give back "+foodName(fPhotos))
		if s.FoodIn&(1<<fPhotos) == 0 || s.Sofa != 2 {
			t.Fatalf("the food did not go back on the death: reserve %08b, sofa %d", s.FoodIn, s.Sofa)
		}
		if hasLegal(s, buy) {
			t.Fatalf("%q in the turn it was given back", buy)
		}
		refused(t, s, EncodeAction(OpFoodChoose, fPhotos, 0, 0), "for sale again from the next turn")
		if !hasLegal(s, "buy "+foodName(fNoTicket)) {
			t.Fatalf("the other foods of the reserve cannot be bought: %q", legalNames(s))
		}
		endTurn(s)
		if !hasLegal(s, buy) {
			t.Fatalf("the next player cannot buy it (\"se nessun giocatore l'ha comprato nel frattempo\"): %q", legalNames(s))
		}
		endTurn(s)
		endTurn(s)
		if s.Active != 0 || !hasLegal(s, buy) {
			t.Fatalf("player %d cannot buy it back in the next turn: %q", s.Active+1, legalNames(s))
		}
	})
	t.Run("at random", func(t *testing.T) {
		s := start(t, 1<<fPhotos)
		s.FoodIn = 0
		for p := 1; p < 3; p++ {
			s.P[p].Food = 0xff
		}
		play(t, s, "send a companion to row 1", "take the bonus: "+dividerName(0))
		if s.FoodIn != 1<<fPhotos {
			t.Fatalf("reserve %08b, want the food given back", s.FoodIn)
		}
		if hasLegal(s, "buy a random pub food") {
			t.Fatal("a random pub food can be bought when the reserve holds only the one given back this turn")
		}
	})
}

// "Non mordermi ora!": "Il giocatore può respingere un morso (sia durante la
// sua fase di combattimento se una tessera rossa contrassegnata con uno
// zombi sopra entra nel pub, o durante la fase di punteggio, o se durante il
// turno di un altro giocatore alcune carte come il juke box portano zombi
// nel suo segna‐morsi, o quando raggiunge la prima tessera divisione durante
// il suo turno e vuole prendere il bonus)". The red tile's bite can be
// refused in the fight phase, not in the bus phase nor on a jukebox's run.
func TestNonMordermiOraTesseraRossaNellaFaseDiCombattimento(t *testing.T) {
	for _, tt := range []struct {
		name  string
		k     uint8
		setup func(s *State)
		act   string
		asked bool
	}{
		{"fight phase: row 1 moves", dPlace, func(s *State) { s.Stool, s.Sofa = 1, 3 }, "fight", true},
		{"bus phase: the bus stops at row 1", dPlace, func(s *State) {
			s.Stool, s.Sofa = 1<<2, 3
			s.Bus, s.Bag = 1, s.Bag-1
		}, "fight", false},
		{"a jukebox's run stops at row 1", dSend, func(s *State) {
			s.deck([3]int8{3, 3, 3}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot),
				card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, "send a companion to row 3", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := redTileFacingDontBite(t, tt.k, 0)
			tt.setup(s)
			play(t, s, tt.act)
			asked := s.top().K == dBite && !s.Scoring
			if asked != tt.asked {
				t.Fatalf("the red tile's bite offered to Don't bite me now!: %v, want %v (%s, %d bites)", asked, tt.asked, s.prompt(), s.P[0].Bites)
			}
			if !asked && s.P[0].Bites != 1 {
				t.Fatalf("%d bites, want the red tile's one", s.P[0].Bites)
			}
		})
	}
}

// Il tandem: "I 2 giocatori che hanno il minor numero di morsi [...]
// vincono la partita. In caso di parità, il giocatore con più sacchetti di
// patatine scappa. Se c'è ancora pareggio, nessuno di questi giocatori è
// salvato [...] In questo caso il giocatore rimasto ha l'opportunità di
// pedalare [...] Se c'è un pareggio per tutti i giocatori, gli zombi
// vincono." The card says both tie rules, in English and in Italian.
func TestTandemLaCartaDiceLeDueParità(t *testing.T) {
	c := cfg.Cards[kTandem]
	for _, tt := range []struct{ text, want string }{
		{c.Text, "next player"}, {c.Text, "every player"}, {c.Text, "zombies win"},
		{c.TextIT, "giocatore rimasto"}, {c.TextIT, "tutti i giocatori"}, {c.TextIT, "vincono gli zombi"},
	} {
		if !strings.Contains(tt.text, tt.want) {
			t.Errorf("the tandem's text %q does not say %q", tt.text, tt.want)
		}
	}
}

// "Il mazzo di pesca consiste in 4 settori separati da tre tessere
// divisione": the rulebook names the dividers by their bonus only, so their
// names are ours.
func TestTessereDivisioneNomiDellaCasa(t *testing.T) {
	for i, d := range cfg.Dividers {
		if d.NameSource != "house" {
			t.Errorf("divider %d (%s): name_source %q, want \"house\" (the rulebook gives no name)", i+1, d.Name, d.NameSource)
		}
	}
}

// "Carte che mostrano armi o colpi extra vanno piazzate prima di combattere
// gli zombi ‐ e non possono essere aggiunti o sostituiti durante il
// combattimento (come i dadi battaglia)"; "I dadi non utilizzati non
// possono essere tenuti." A die given back in the fight (Coat hanger played
// on a row still to fight) is lost: it is not a die to place.
func TestDadiRestituitiDuranteIlCombattimento(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.Stool, s.Sofa = 0b11, 2
	s.put(0, 0, 1)
	s.put(1, 0, 1)
	s.Dice[FaceClose] = 1
	s.give(0, card(kCoatHanger))
	play(t, s, "place a cricket bat die on row 2 tile 1", "fight", "play "+cardName(kCoatHanger)+" on row 2")
	if s.top().K != dFight {
		t.Fatalf("not in the fight: %s", s.prompt())
	}
	if v := s.View(0).(View); len(v.Dice.Faces) != 0 || s.Dice != [4]int8{} {
		t.Fatalf("dice to place in the fight: view %q, engine %v", v.Dice.Faces, s.Dice)
	}
}

// "Non mordermi ora!": "Il giocatore può respingere un morso (sia durante
// la sua fase di combattimento se una tessera rossa contrassegnata con uno
// zombi sopra entra nel pub, o durante la fase di punteggio [...])". A red
// tile a jukebox's run brings into the pub is refused as the others of its
// phase: in the fight phase (the jukebox drawn for a green tile that entered
// empty) and in the scoring phase (the jukebox drawn among the first
// divider's two cards).
func TestNonMordermiOraTesseraRossaDelJukeboxNelCombattimentoENelPunteggio(t *testing.T) {
	for _, tt := range []struct {
		name    string
		scoring bool
		setup   func(s *State)
		acts    []string
	}{
		{"fight phase: a green tile draws the jukebox", false, func(s *State) {
			green := int8(-1)
			for id := range int8(nTiles) {
				if tab.tileSym[id] && tab.tileCol[id] == 1 {
					green = id
				}
			}
			s.Tile[0][0] = green
			s.Stool, s.Sofa = 1, 3
			s.BusRow = 1
			s.deck([3]int8{3, 3, 3}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot),
				card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, []string{"fight"}},
		{"scoring phase: the first divider's cards draw the jukebox", true, func(s *State) {
			// The empty bus moves on from row 1 to row 2 in the bus phase.
			s.Amb[tFast], s.Pool[tFast], s.Bag = 6, s.Pool[tFast]-6, s.Bag-6
			s.deck([3]int8{1, 3, 3}, card(kPoolCue), card(kJukebox), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot),
				card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, []string{"fight", "take the bonus: " + dividerName(0), "take 1 bites"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := redTileFacingDontBite(t, dPlace, 1)
			tt.setup(s)
			play(t, s, tt.acts...)
			bites := s.P[0].Bites
			if s.top().K != dBite || s.Juking == 0 || s.Scoring != tt.scoring {
				t.Fatalf("the red tile's bite on the jukebox's run not offered to Don't bite me now! (%s, %d bites, scoring %v)", s.prompt(), bites, s.Scoring)
			}
			play(t, s, "refuse a bite (Don't bite me now!)")
			if s.P[0].Bites != bites || s.canFood(0, fDontBite) {
				t.Fatalf("%d bites after refusing, want %d; the food is spent: %v", s.P[0].Bites, bites, !s.canFood(0, fDontBite))
			}
		})
	}
}

// Guida continentale, "Per un round, il bus di muove in senso orario", and
// Mal d'auto, "tutti gli zombi scendono dal bus nella stessa fermata": each
// card turns the run of the bus it is played on (TestGuidaContinentalePerUnRound,
// TestMalDAutoPerUnRound), and its text says so in both languages rather
// than the whole turn or the bus phase alone.
func TestGuidaContinentaleEMalDAutoLaCartaDiceLaCorsa(t *testing.T) {
	for _, k := range []int{kContinental, kCarSick} {
		c := cfg.Cards[k]
		for _, tt := range []struct{ text, want, not string }{
			{c.Text, "the run of the bus it is played on", "turn"},
			{c.Text, "the run of the bus it is played on", "bus phase"},
			{c.TextIT, "la corsa del bus in cui è giocata", "turno"},
			{c.TextIT, "la corsa del bus in cui è giocata", "fase bus"},
		} {
			if !strings.Contains(tt.text, tt.want) || strings.Contains(tt.text, tt.not) {
				t.Errorf("%s's text %q: want %q, not %q", c.Name, tt.text, tt.want, tt.not)
			}
		}
	}
}

// (2x) Palla da rugby: "2 colpi ‐ il primo colpo come la freccetta + un
// colpo extra su qualsiasi tessera in una riga vicina"; "Per combattere uno
// o più zombi (in pila) su una tessera, devi piazzare l'arma [...] vicino
// alla tessera". The second hit is aimed at a tile, and follows it when its
// row moves before the hit strikes: the neighbouring row fought first and
// was pushed forward, or Coat hanger pushed it back. A tile that entered the
// pub takes the hit's target with it.
func TestPallaDaRugbyColpoExtraSuUnaTesseraDiUnaRigaVicina(t *testing.T) {
	for _, tt := range []struct {
		name     string
		target   int // tile of row 1 the zombie stands on, and the hit is aimed at
		coat     bool
		acts     []string
		chips    int16
		inThePub int
	}{
		{"row 1 fights first and moves 2 tiles: the hit follows its zombie to tile 2", 3, false,
			[]string{"fight"}, 2, 0},
		{"row 1 fights first and its tile enters the pub: the hit is lost", 1, false,
			[]string{"fight"}, 1, 1},
		{"Coat hanger pushes row 1 back: the hit follows its zombie to tile 3", 1, true,
			[]string{"play " + cardName(kCoatHanger) + " on row 1", "fight"}, 2, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dPlace)
			s.only(tFast)
			s.Stool, s.Sofa = 0b11, 2
			if tt.coat {
				// Row 1 does not fight: only Coat hanger moves it.
				s.Stool, s.Sofa = 0b10, 3
				s.give(0, card(kCoatHanger))
			}
			s.put(0, tt.target, 1)
			s.put(1, 1, 1)
			s.give(0, card(kRugby))
			play(t, s, "place Rugby ball on row 2 tile 2", fmt.Sprintf("aim the rugby ball's second hit at row 1 tile %d", tt.target+1))
			play(t, s, tt.acts...)
			for s.top().K != dSend && !s.Over() {
				play(t, s, "count the bites")
			}
			if s.P[0].Chips != tt.chips || s.onBoard() != 0 || s.P[0].Bites != int8(tt.inThePub) {
				t.Fatalf("%d chips, %d zombies on the board, %d bites: want %d, 0, %d", s.P[0].Chips, s.onBoard(), s.P[0].Bites, tt.chips, tt.inThePub)
			}
		})
	}
}

// redTileFacingDontBite is a 3-player main-course table at decision k where
// seat 0 holds "Non mordermi ora!" (the only one of its food out of the box)
// and a red tile with one zombie stands at the front of row r.
func redTileFacingDontBite(t *testing.T, k uint8, r int) *State {
	t.Helper()
	s := table(t, 3, LevelMain, k)
	s.P[0].Food = 1 << fDontBite
	s.FoodIn = (1<<nFood - 1) &^ (1 << fDontBite)
	_, red := s.plainBoard(3)
	s.Tile[r][0] = red
	s.put(r, 0, 1)
	return s
}
