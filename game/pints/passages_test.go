package pints

import (
	"strings"
	"testing"

	"zombietable/game"
)

// Il tandem: "I 2 giocatori che hanno il minor numero di morsi sul loro
// segna‐morsi vincono la partita. In caso di parità, il giocatore con più
// sacchetti di patatine scappa. Se c'è ancora pareggio, nessuno di questi
// giocatori è salvato, in quanto iniziano a litigare sopra il sellino. [...]
// Se c'è un pareggio per tutti i giocatori, gli zombi vincono." In a game of
// two, both players tied on bites and on chips is a tie for all players,
// though both would fit on the saddles; so it is with three and four.
func TestTandemPareggioPerTuttiGliZombiVincono(t *testing.T) {
	for _, tt := range []struct {
		name   string
		bites  []int8
		chips  []int16
		saved  uint8
		reason string
	}{
		{"two tied on bites and chips: the zombies win", []int8{2, 2}, []int16{3, 3}, 0, "Se c'è un pareggio per tutti i giocatori, gli zombi vincono"},
		{"two not tied: both ride", []int8{1, 2}, []int16{3, 3}, 0b11, "I 2 giocatori che hanno il minor numero di morsi"},
		{"two tied on bites, not on chips: both ride", []int8{2, 2}, []int16{3, 4}, 0b11, "In caso di parità, il giocatore con più sacchetti di patatine scappa"},
		{"three tied: the zombies win", []int8{1, 1, 1}, []int16{2, 2, 2}, 0, "Se c'è un pareggio per tutti i giocatori, gli zombi vincono"},
		{"four tied: the zombies win", []int8{0, 0, 0, 0}, []int16{5, 5, 5, 5}, 0, "Se c'è un pareggio per tutti i giocatori, gli zombi vincono"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := drawTandem(t, tt.bites, tt.chips)
			if !s.Over() {
				t.Fatal("the tandem did not end the game")
			}
			if s.Saved != tt.saved {
				t.Fatalf("saved %04b, want %04b (%q)", s.Saved, tt.saved, tt.reason)
			}
		})
	}
}

// Set up del tabellone: "Comporre la riserva dei segnalini zombi (ben
// mescolati) e dei sacchetti di patatine vicino al tabellone"; the players'
// preparation ("Preparare i giocatori") gives each a bite tracker and
// nothing else, and chips come only from defeated zombies: "Le carte possono
// anche essere acquistate da altri giocatori in cambio di sacchetti di
// patatine [...] a partire dal secondo turno. (È possibile ottenere
// sacchetti di patatine sconfiggendo zombi durante la fase IV)".
func TestSetUpSacchettiDiPatatineNellaRiserva(t *testing.T) {
	for _, lv := range []string{LevelStarter, LevelMain} {
		for np := 2; np <= 4; np++ {
			st, err := New(game.Config{Players: np, Seed: 7, Options: map[string]string{"level": lv}})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			for p := range np {
				if s.P[p].Chips != 0 {
					t.Fatalf("%s, %d players: player %d starts with %d chips, want none (all chips in the reserve)", lv, np, p+1, s.P[p].Chips)
				}
			}
		}
	}
}

// Set up del tabellone, at the main course: "Mischiate le tessere
// movimento e inserire 5 tessere a caso in ogni riga. (I colori in ogni riga
// devono essere ben miscelati e all'inizio del gioco ciascuno dei 4 colori
// deve essere presente almeno una volta in ogni riga [...]). B) Conservare
// le restanti 3 tessere nell'angolo bar"; "Simboli speciali sulle tessere
// movimento: i simboli speciali entrano in gioco scoperti". At the main
// course the symbol tiles show their colour, so a random deal puts plain
// tiles in the bar corner most of the time (20 of the 28 tiles are plain);
// over fifty set-ups some corner must hold one.
func TestSetUpTessereACasoNellAngoloBar(t *testing.T) {
	plain, symbol := 0, 0
	for seed := uint64(1); seed <= 50; seed++ {
		st, err := New(game.Config{Players: 3, Seed: seed, Options: map[string]string{"level": LevelMain}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for _, c := range s.Corner {
			if tab.tileSym[c] {
				symbol++
			} else {
				plain++
			}
		}
	}
	if plain == 0 {
		t.Fatalf("in 50 main-course set-ups the bar corner held %d symbol tiles and never a plain one: the 28 tiles are not dealt at random", symbol)
	}
}

// "Diamoci al traffico d'armi!": "Dopo il lancio dei dadi (fino alla fine
// della fase 1), il giocatore può scambiare una delle armi che ha ottenuto
// con i dadi di combattimento o che ha su una carta compagno con qualsiasi
// altra arma (per esempio, un tostapane in una mazza da cricket)"; the
// weapons are the twelve of "Armi ‐ ci sono 12 differenti armi (mazza da
// cricket, estintore, freccetta, palla da biliardo, arco lungo, molotov,
// ecc.)". A longbow die may so become billiard balls or a teapot, not only
// a cricket bat or a dart.
func TestTrafficoDArmiConQualsiasiAltraArma(t *testing.T) {
	for _, tt := range []struct {
		name string
		want int
	}{{"billiard balls", kBilliard}, {"teapot", kTeapot}} {
		want := tt.want
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelMain, dPlace)
			for p := range 3 {
				s.P[p].Food = 0
			}
			s.P[0].Food = 1 << fArmsTrade
			s.FoodIn = (1<<nFood - 1) &^ (1 << fArmsTrade)
			s.Stool = 1
			s.put(0, 2, 2)
			s.Dice[FaceLong] = 1
			var trades []string
			found := false
			for _, n := range legalNames(s) {
				if !strings.HasPrefix(n, "trade ") {
					continue
				}
				trades = append(trades, n)
				if strings.Contains(n, cardName(want)) {
					found = true
				}
			}
			if !found {
				t.Fatalf("no trade turns the longbow die into %s; trades offered: %q", cardName(want), trades)
			}
		})
	}
}

// "(2x) Distratti: [...] Scegli una tessera con una pila di zombi, rimuovili
// da quella tessera e ridistribuisci i gettoni zombi su altre tessere", with
// the engine's own house rule that Distracted gives back the dice and cards
// placed where it acts. With two rugby balls in one row (tiles 2 and 3, each
// with its second hit aimed at its own neighbouring row — "un colpo
// addizionale in una riga adiacente"), Distracted on tile 3 gives back the
// rugby ball of tile 3 and its own second hit: the ball left on tile 2 keeps
// the aim it was given.
func TestDistrattiRestituisceLaPallaDaRugbyConIlSuoColpo(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.Stool = 1
	s.put(0, 1, 1)
	s.put(0, 2, 1)
	s.put(1, 4, 1)
	s.put(4, 0, 1)
	s.give(0, card(kRugby), card(kRugby, 1), card(kDistracted))
	play(t, s, "place Rugby ball on row 1 tile 2", "aim the rugby ball's second hit at row 2 tile 5",
		"place Rugby ball on row 1 tile 3", "aim the rugby ball's second hit at row 5 tile 1",
		"play Distracted on row 1 tile 3")
	var sides []int8
	for i := range int(s.NPlaced) {
		if pl := s.Placed[i]; pl.Item == itemSide {
			sides = append(sides, pl.Pos)
		}
	}
	if len(sides) != 1 || sides[0] != 1*nPos+4 {
		var at []string
		for _, p := range sides {
			at = append(at, tile(int(p)/nPos, int(p)%nPos))
		}
		t.Fatalf("second hits left: %q, want only the tile-2 ball's, at row 2 tile 5", at)
	}
}

// Jukebox: "3 zombi entrano nel bus. Il bus si muove finché non sono scesi
// tutti gli zombi. [...] Poi il bus si muove immediatamente e tutti gli
// zombi scendono normalmente"; a blue symbol tile entering the pub with a
// zombie on it: "1 zombi (dalla riserva) è messo nel bus". When the
// jukebox's third stop pushes such a tile into the pub, the bus holds a
// zombie again, and it keeps moving until that one has got off too.
func TestJukeboxIlBusSiMuoveFinchéNonSonoScesiTuttiGliZombi(t *testing.T) {
	s := table(t, 3, LevelMain, dSend)
	for p := range 3 {
		s.P[p].Food = 0
	}
	_, blueSym := s.plainBoard(0)
	// The bus stops at rows 1, 2 and 3: row 3's first tile is the blue
	// symbol tile, with a zombie on it.
	s.Tile[2][0] = blueSym
	s.put(2, 0, 1)
	s.deck([3]int8{3, 3, 3}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
		card(kZWord), card(kCarSick), card(kTaxi))
	play(t, s, "send a companion to row 5")
	for s.top().K == dDeal {
		play(t, s, "put a zombie on player 2's tracker")
	}
	if s.Bus != 0 || s.Z[3][nPos-1].N != 1 {
		t.Fatalf("after the jukebox's run: %d zombies still on the bus, row 4's new tile holds %d (want the zombie the blue tile put on the bus to get off at row 4)", s.Bus, s.Z[3][nPos-1].N)
	}
}

// "È ora di girare i tavoli": "In qualsiasi momento durante il suo turno,
// il giocatore di turno può controllare la carta in cima al mazzo e decide
// se lasciarla lì o metterla in fondo al settore corrente". The turn has
// four phases ("Il turno del giocatore si compone di quattro fasi"), and
// only companion cards are barred from the scoring phase ("Non è permesso
// giocare alcuna carta compagno durante la fase punteggio"): the pub food
// can be used when the first divider asks whether to draw two cards for a
// bite, and in the scoring phase before the bites are counted.
func TestGirareITavoliInQualsiasiMomentoDelTurno(t *testing.T) {
	const peek = "look at the top card (Time to turn the tables)"
	turnTables := func(t *testing.T, k uint8) *State {
		s := table(t, 3, LevelMain, k)
		for p := range 3 {
			s.P[p].Food = 0
		}
		s.P[0].Food = 1 << fTurnTables
		s.FoodIn = (1<<nFood - 1) &^ (1 << fTurnTables)
		return s
	}
	t.Run("the first divider's offer", func(t *testing.T) {
		s := turnTables(t, dSend)
		s.deck([3]int8{1, 3, 3}, card(kPoolCue), card(kJukebox), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord), card(kTaxi))
		play(t, s, "send a companion to row 1")
		if s.top().K != dDivider {
			t.Fatalf("no divider decision: %s", s.prompt())
		}
		if !hasLegal(s, peek) {
			t.Fatalf("the top card cannot be looked at before taking the first divider's two cards: %q", legalNames(s))
		}
	})
	t.Run("the scoring phase, before the bites", func(t *testing.T) {
		s := turnTables(t, dBeer)
		s.deck([3]int8{3, 3, 3}, card(kPoolCue), card(kJukebox), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord),
			card(kCarSick), card(kUmbrella), card(kTaxi))
		s.P[0].Chips, s.P[0].Bites = 4, 1
		s.Scoring = true
		if !hasLegal(s, peek) {
			t.Fatalf("the top card cannot be looked at in the scoring phase: %q", legalNames(s))
		}
	})
}
