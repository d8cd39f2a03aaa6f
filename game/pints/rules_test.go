package pints

import (
	"math/bits"
	"strings"
	"testing"

	"zombietable/game"
)

// "Set up del tabellone": every colour at least once in every row, 3 spare
// tiles in the bar corner, 4 companions on the sofa and 2 in the phone
// booth, 7 beers; "Set up del mazzo": 4 piles of 14 at the starter level
// (jukebox and flesh mob removed), 15 at the main course, the rescue in the
// bottom pile; one pub food each at the main course.
func TestSetUp(t *testing.T) {
	for _, lv := range []string{LevelStarter, LevelMain} {
		for seed := uint64(1); seed <= 50; seed++ {
			st, err := New(game.Config{Players: 3, Seed: seed, Options: map[string]string{"level": lv}})
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			for r := range nRows {
				var seen [4]bool
				for p := range nPos {
					if c := s.colourOf(s.Tile[r][p]); c >= 0 {
						seen[c] = true
					}
				}
				if seen != [4]bool{true, true, true, true} {
					t.Fatalf("%s seed %d: row %d lacks a colour", lv, seed, r+1)
				}
			}
			var used [nTiles]bool
			for _, t2 := range append(s.Tile[0][:], append(append(append(append(s.Tile[1][:], s.Tile[2][:]...), s.Tile[3][:]...), s.Tile[4][:]...), s.Corner[:]...)...) {
				if used[t2] {
					t.Fatalf("tile %d used twice", t2)
				}
				used[t2] = true
			}
			pile := int8(14)
			if lv == LevelMain {
				pile = 15
			}
			if s.Sofa != 4 || s.Booth != 2 || s.Beers != 7 {
				t.Fatalf("sofa %d booth %d beers %d", s.Sofa, s.Booth, s.Beers)
			}
			drawn := 0
			if s.Sec[0] < pile {
				drawn = int(pile - s.Sec[0]) // the first player's first decision comes after nothing is drawn
			}
			if drawn != 0 || s.Sec[1] != pile || s.Sec[2] != pile || s.Sec[3] != pile+1 {
				t.Fatalf("%s: sectors %v, want piles of %d and the rescue in the last", lv, s.Sec, pile)
			}
			rescue := -1
			for i := range int(s.DeckN) {
				c := s.Deck[i]
				if isRescue(c) {
					rescue = i
				}
				if k := int(tab.kind[c]); lv == LevelStarter && (k == kJukebox || k == kFleshMob) {
					t.Fatalf("%s in the starter deck", cardName(k))
				}
			}
			if rescue < 3*int(pile) {
				t.Fatalf("the rescue is at %d, not in the bottom pile", rescue)
			}
			for p := range 3 {
				n := bits.OnesCount8(s.P[p].Food)
				if lv == LevelMain && n != 1 || lv == LevelStarter && n != 0 {
					t.Fatalf("%s: player %d has %d pub food", lv, p+1, n)
				}
			}
		}
	}
}

// "Spostare 1 compagno dal divano in una riga scelta e pescare
// immediatamente una carta"; "Devi scegliere almeno una riga".
func TestSendACompanionAndDraw(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.deck([3]int8{5, 5, 5}, card(kUmbrella), card(kTooManyDead), card(kPoolCue), card(kMolotov), card(kToaster),
		card(kTeapot), card(kRugby), card(kSmallCar))
	if hasLegal(s, "roll the dice") {
		t.Fatal("the dice can be rolled before a companion is sent")
	}
	refused(t, s, EncodeAction(OpRoll, 0, 0, 0), "is not possible now")
	play(t, s, "send a companion to row 2")
	if s.Sofa != 3 || s.Stool != 1<<1 || s.P[0].Hand != 1<<uint(card(kUmbrella)) {
		t.Fatalf("sofa %d stool %b hand %b", s.Sofa, s.Stool, s.P[0].Hand)
	}
	if hasLegal(s, "send a companion to row 2") {
		t.Fatal("a second companion can go to the same row")
	}
	// "Le carte zombi devono essere giocate appena pescate."
	play(t, s, "send a companion to row 3")
	if s.Bus != 2 || s.DiscN != 1 || tab.kind[s.Disc[0]] != kTooManyDead {
		t.Fatalf("too many dead at the wheel: bus %d, discard %d", s.Bus, s.DiscN)
	}
}

// "Nuovi zombi: ... si piazza uno zombi su ogni tessera movimento
// corrispondente. Bianco ‐ il giocatore attivo sceglie un colore. Nero ‐ uno
// zombi viene messo nel bus e il dado colorato è lanciato di nuovo."
func TestColourDie(t *testing.T) {
	for _, tt := range []struct {
		name  string
		faces []int8
		then  []string
		bus   int
		col   int
	}{
		{"blue", []int8{0}, nil, 0, 0},
		{"white chooses", []int8{colWhite}, []string{"choose red"}, 0, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dPlace)
			s.push(task{K: tColour, A: colourTurn})
			withDice(tt.faces, nil, func() { s.run() })
			play(t, s, tt.then...)
			if int(s.Bus) != tt.bus || s.onBoard() != s.colourTiles(tt.col) {
				t.Fatalf("bus %d, %d zombies on the board for %d %s tiles", s.Bus, s.onBoard(), s.colourTiles(tt.col), colourName(tt.col))
			}
			for r := range nRows {
				for p := range nPos {
					if (int(s.colourOf(s.Tile[r][p])) == tt.col) != (s.Z[r][p].N == 1) {
						t.Fatalf("row %d tile %d (%d) has %d zombies", r+1, p+1, s.colourOf(s.Tile[r][p]), s.Z[r][p].N)
					}
				}
			}
		})
	}
	t.Run("black boards the bus and rolls again", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.push(task{K: tColour, A: colourTurn})
		// A black-only die would roll forever: a decision stops it after the
		// first black when the die shows white next.
		withDice([]int8{colBlack}, nil, func() { s.rollColour(s.top()) })
		withDice([]int8{colWhite}, nil, func() { s.run() })
		if s.Bus != 1 || s.top().K != dColour {
			t.Fatalf("bus %d, decision %d", s.Bus, s.top().K)
		}
	})
}

// "Zombi nel bus se sono stati lanciati dei simboli zombi."
func TestBattleDiceZombiesBoardTheBus(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.Stool = 1
	withDice([]int8{0}, []int8{faceZombie, faceZombie, FaceExtra}, func() {
		play(t, s, "roll the dice")
	})
	zombie := 0
	for _, d := range s.Dice {
		zombie += int(d)
	}
	if int(s.Bus)+zombie != 7 || s.top().K != dPlace {
		t.Fatalf("bus %d + dice %d, want 7 in all", s.Bus, zombie)
	}
}

// "Come utilizzare armi e colpi extra": ranges, one weapon type per tile,
// extra hits never alone, only in rows with a companion and on tiles with
// zombies. The rulebook's examples: "Corretto 3 colpi! (arco lungo + 2 colpi
// extra)", "Sbagliato 2 armi diverse", "Sbagliato 2 colpi extra senza armi".
func TestPlacingWeapons(t *testing.T) {
	setup := func(t *testing.T) *State {
		s := table(t, 3, LevelStarter, dPlace)
		s.Stool = 1 << 0
		for p := range nPos {
			s.put(0, p, 1)
		}
		s.put(1, 0, 1)
		s.Dice = [4]int8{2, 1, 1, 2}
		s.give(0, card(kUmbrella), card(kExtra2))
		return s
	}
	for _, tt := range []struct {
		name   string
		before []string
		try    game.Action
		why    string
		whyIT  string
	}{
		{"cricket bat out of range", nil, EncodeAction(OpPlaceDie, FaceClose, 0, 2), "ogni arma funziona solo ad una certa distanza", "il dado mazza da cricket arriva solo alle tessere 1 e 2, non alla tessera 3"},
		{"longbow out of range", nil, EncodeAction(OpPlaceDie, FaceLong, 0, 1), "reaches only tiles 3, 4 and 5", "alle tessere 3, 4 e 5, non alla tessera 2"},
		{"dart out of range", nil, EncodeAction(OpPlaceDie, FaceMedium, 0, 3), "reaches only tiles 2 and 3", "alle tessere 2 e 3, non alla tessera 4"},
		{"extra hit alone", nil, EncodeAction(OpPlaceDie, FaceExtra, 0, 0), "non da soli", "un colpo extra non si gioca da solo"},
		{"extra-hit card alone", nil, EncodeAction(OpPlaceCard, kExtra2, 0, 0), "non da soli", "un colpo extra non si gioca da solo"},
		{"two weapon types", []string{"place a cricket bat die on row 1 tile 1"}, EncodeAction(OpPlaceCard, kUmbrella, 0, 0), "solo un tipo di arma", "c'è già l'arma mazza da cricket"},
		{"row without companion", nil, EncodeAction(OpPlaceDie, FaceClose, 1, 0), "has no companion", "nella riga 2 non c'è un compagno al bar"},
		{"tile without zombies", nil, EncodeAction(OpPlaceDie, FaceClose, 2, 0), "has no companion", "nella riga 3 non c'è un compagno"},
		{"no die of that face left", []string{"place a dart die on row 1 tile 2"}, EncodeAction(OpPlaceDie, FaceMedium, 0, 3), "no unplaced dart die", "non resta nessun dado freccetta"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := setup(t)
			play(t, s, tt.before...)
			refused(t, s, tt.try, tt.why)
			if it := game.Reason(s.Apply(tt.try), "it"); !strings.Contains(it, tt.whyIT) {
				t.Fatalf("refused in Italian with %q, want it to say %q", it, tt.whyIT)
			}
		})
	}
	t.Run("out of time, in Italian", func(t *testing.T) {
		s := setup(t)
		play(t, s, "fight")
		if it := game.Reason(s.Apply(EncodeAction(OpFight, 0, 0, 0)), "it"); !strings.Contains(it, "non è possibile ora") || !strings.Contains(it, "«combatte»") {
			t.Fatalf("refused in Italian with %q", it)
		}
	})
	t.Run("longbow and two extra hits", func(t *testing.T) {
		s := setup(t)
		s.only(tTough)
		s.Z[0][2].N, s.Bag = 0, s.Bag+1
		s.put(0, 2, 2)
		play(t, s, "place a longbow die on row 1 tile 3", "place an extra hit die on row 1 tile 3", "place an extra hit die on row 1 tile 3",
			"place a cricket bat die on row 1 tile 1", "place a cricket bat die on row 1 tile 1")
		if s.weaponAt(0, 2) != FaceLong {
			t.Fatal("the longbow is not on tile 3")
		}
		play(t, s, "fight")
		// 3 hits on two tough zombies on tile 3 defeat one and reveal the
		// other; 2 hits on tile 1 defeat its tough zombie: 2 chips.
		if s.P[0].Chips != 2 {
			t.Fatalf("%d chips, want 2", s.P[0].Chips)
		}
	})
}

// "Fast food ... sono sconfitti con un solo colpo. Zombi tenaci ...
// necessitano sempre di un secondo colpo ... Il gettone zombi rimane
// scoperto sulla tessera finché non subisce il secondo colpo." The stack is
// fought from its top token.
func TestFastFoodAndToughZombies(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.only(tTough)
	s.put(2, 0, 2)
	s.push(task{K: tHits, A: 2 * nPos, B: 1})
	s.run()
	z := s.Z[2][0]
	if z.N != 2 || z.top() != 1 || s.Amb[tTough] != 0 {
		t.Fatalf("after one hit on a tough zombie: %d tokens, top code %d", z.N, z.top())
	}
	s.push(task{K: tHits, A: 2 * nPos, B: 2})
	s.run()
	if s.Z[2][0].N != 1 || s.Amb[tTough] != 1 || s.Z[2][0].top() != 1 {
		t.Fatalf("two more hits: %d tokens left, ambulance %v", s.Z[2][0].N, s.Amb)
	}
	s.only(tFast)
	s.put(3, 1, 3)
	s.push(task{K: tHits, A: 3*nPos + 1, B: 2})
	s.run()
	if s.Z[3][1].N != 1 || s.Amb[tFast] != 2 {
		t.Fatalf("two hits on fast food: %d left, ambulance %v", s.Z[3][1].N, s.Amb)
	}
}

// "Quando uno zombi raffinatezza culinaria è sconfitto ... viene
// immediatamente sostituito da un altro gettone zombi dalla riserva";
// Teiera: "i gettoni zombi raffinatezza culinaria non attirano altri zombi".
func TestMintSauceAndTeapot(t *testing.T) {
	for _, teapot := range []bool{false, true} {
		s := table(t, 3, LevelStarter, dPlace)
		s.only(tFastMint)
		s.put(0, 1, 1)
		tp := int16(0)
		if teapot {
			tp = 1
		}
		s.push(task{K: tHits, A: 1, B: 1, C: tp})
		s.run()
		want := uint8(1)
		if teapot {
			want = 0
		}
		if s.Z[0][1].N != want || s.Amb[tFastMint] != 1 {
			t.Fatalf("teapot %v: %d zombies after defeating a mint-sauce zombie", teapot, s.Z[0][1].N)
		}
	}
}

// "Se nessun zombi è stato sconfitto in questa riga, 2 nuove tessere
// movimento (vuote) sono spinte nella riga. Se almeno uno zombi è stato
// sconfitto, solo una tessera"; "Le tessere zombi che entrano nel pub sono
// raccolte al centro del segna‐morsi del giocatore di turno"; the companion
// goes back to the sofa.
func TestRowMovesAfterItsFight(t *testing.T) {
	for _, tt := range []struct {
		name     string
		dice     [4]int8
		place    []string
		entered  int
		movedTop int
	}{
		{"nothing defeated: two tiles", [4]int8{}, nil, 3, 2},
		{"a zombie defeated: one tile", [4]int8{1, 0, 0, 0}, []string{"place a cricket bat die on row 1 tile 2"}, 2, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dPlace)
			s.only(tFast)
			s.Stool, s.Sofa = 1, 3
			s.put(0, 0, 2)
			s.put(0, 1, 1)
			s.put(0, 3, 1)
			s.Dice = tt.dice
			tile4 := s.Tile[0][3]
			play(t, s, tt.place...)
			play(t, s, "fight")
			// The zombies entering bit the active player when the turn was scored.
			if int(s.P[0].Bites) != tt.entered {
				t.Fatalf("%d bites, want %d", s.P[0].Bites, tt.entered)
			}
			if s.Turn == 0 || s.Sofa != 4 || s.Stool != 0 {
				t.Fatalf("turn %d sofa %d stool %b", s.Turn, s.Sofa, s.Stool)
			}
			if tt.movedTop == 1 && s.Tile[0][2] != tile4 || tt.movedTop == 2 && s.Tile[0][1] != tile4 {
				t.Fatalf("tile 4 did not move %d places", tt.movedTop)
			}
		})
	}
}

// "Il combattimento inizia sempre dalla riga dove il bus è attualmente
// piazzato. Poi, ogni riga in cui è piazzato un compagno sarà trattata una
// dopo l'altra, in senso antiorario."
func TestFightStartsAtTheBusRow(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.Stool, s.Sofa = 1<<0|1<<3, 2
	s.BusRow = 2
	s.P[0].Chips, s.P[0].Bites = 10, 1 // a beer keeps the fight windows open
	play(t, s, "fight")
	if !hasLegal(s, "fight in row 4") || hasLegal(s, "fight in row 1") {
		t.Fatalf("first fight: %q", legalNames(s))
	}
	play(t, s, "fight in row 4")
	if !hasLegal(s, "fight in row 1") {
		t.Fatalf("second fight: %q", legalNames(s))
	}
}

// "Se ci sono zombi nel bus, esce uno zombi per riga ... Dopo che l'ultimo
// zombi ha lasciato il bus, il bus vuoto si muove nella riga successiva";
// "Se non ci sono zombi nell'autobus, il bus si muove ... alla prossima riga".
func TestBusPhase(t *testing.T) {
	for _, tt := range []struct {
		bus, from, to int8
	}{{0, 0, 1}, {2, 0, 2}, {3, 4, 2}} {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.BusRow, s.Bag = tt.bus, tt.from, s.Bag-uint8(tt.bus)
		play(t, s, "fight")
		if s.BusRow != tt.to {
			t.Fatalf("bus of %d from row %d stopped at row %d, want %d", tt.bus, tt.from+1, s.BusRow+1, tt.to+1)
		}
		for k := range tt.bus {
			r := (tt.from + k) % nRows
			if s.Z[r][nPos-1].N != 1 {
				t.Fatalf("row %d has %d zombies on its new tile", r+1, s.Z[r][nPos-1].N)
			}
		}
		if s.onBoard() != int(tt.bus) {
			t.Fatalf("%d zombies on the board", s.onBoard())
		}
	}
}

// "1 sacchetto di patatine per ogni zombi sconfitto"; "una carta ogni 3
// zombi sconfitti" at the starter level, 6-5-4-3 by sector at the main
// course.
func TestScoringChipsAndDiscards(t *testing.T) {
	for _, tt := range []struct {
		level    string
		defeated uint8
		discards int
	}{{LevelStarter, 7, 2}, {LevelStarter, 2, 0}, {LevelMain, 7, 1}, {LevelMain, 12, 2}} {
		s := table(t, 3, tt.level, dBeer)
		s.NT = 0
		s.push(task{K: tScore})
		cards := []int8{}
		for i := range 12 {
			cards = append(cards, card(kPoolCue)+int8(i))
		}
		cards = append(cards, card(kTaxi))
		s.deck([3]int8{10, 1, 1}, cards...)
		s.Amb[tFast] = tt.defeated
		s.Pool[tFast] -= tt.defeated
		s.Bag -= tt.defeated
		s.run()
		if int(s.P[0].Chips) != int(tt.defeated) || int(s.DiscN) != tt.discards {
			t.Fatalf("%s, %d defeated: %d chips, %d discards", tt.level, tt.defeated, s.P[0].Chips, s.DiscN)
		}
		if s.Amb != [nTokenTypes]uint8{} || s.Pool[tFast] != tab.tokens[tFast] {
			t.Fatal("the defeated zombies did not return to the reserve")
		}
	}
}

// "Ogni gettone zombi produce un morso ‐ eccetto quelli ... vivaci, che
// mordono 2 volte"; "Quando il segna‐morsi viene ruotato nel quinto morso,
// un compagno ... muore ... il segna‐morsi torna di nuovo sullo 0".
func TestBitesAndDeaths(t *testing.T) {
	for _, tt := range []struct {
		ty, tokens  int
		start       int8
		bites, dead int
	}{{tFast, 3, 0, 3, 0}, {tFastLively, 2, 0, 4, 0}, {tFastLively, 3, 0, 1, 1}, {tFast, 2, 4, 1, 1}, {tToughLively, 5, 0, 0, 2}} {
		s := table(t, 3, LevelStarter, dBeer)
		s.NT = 0
		s.push(task{K: tEndTurn})
		s.push(task{K: tBitesAll})
		s.only(tt.ty)
		s.P[0].Bites = tt.start
		s.P[0].Down = uint8(tt.tokens)
		s.Bag -= uint8(tt.tokens)
		s.run()
		if int(s.P[0].Bites) != tt.bites || 4-int(s.Sofa) != tt.dead {
			t.Fatalf("%d %s from %d: %d bites, %d dead", tt.tokens, cfg.Tokens[tt.ty].ID, tt.start, s.P[0].Bites, 4-s.Sofa)
		}
	}
}

// "Il prezzo per una birra è 4 sacchetti di patatine. Una birra cura un
// morso"; "no morsi ‐ no birra!"; "può anche comprare una birra per
// qualcun altro".
func TestBeers(t *testing.T) {
	s := table(t, 3, LevelStarter, dBeer)
	s.P[0].Chips, s.P[0].Bites, s.P[1].Bites = 9, 2, 1
	if hasLegal(s, "buy a beer for player 3") {
		t.Fatal("a beer for a player without bites")
	}
	play(t, s, "buy a beer for player 1", "buy a beer for player 2")
	if s.P[0].Chips != 1 || s.P[0].Bites != 1 || s.P[1].Bites != 0 || s.Beers != 5 || s.P[0].Beers != 1 || s.P[1].Beers != 1 {
		t.Fatalf("%+v %+v beers %d", s.P[0], s.P[1], s.Beers)
	}
	if hasLegal(s, "buy a beer for player 1") {
		t.Fatal("a beer without the chips")
	}
}

// "Le carte possono anche essere acquistate da altri giocatori ... a
// partire dal secondo turno ... Se ci sono 3 compagni, una carta costerà 3
// ... se è rimasto 1 o nessun compagno, una carta costerà un sacchetto";
// "Gli altri giocatori sono liberi di decidere se vendere".
func TestBuyingCompanionCards(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.give(1, card(kUmbrella))
	s.P[0].Chips = 5
	if hasLegal(s, "offer to buy Umbrella from player 2") {
		t.Fatal("cards are for sale in the first turn")
	}
	s.Turn = 1
	s.Sofa = 3
	play(t, s, "offer to buy Umbrella from player 2")
	if s.ToAct() != 1 {
		t.Fatalf("the seller does not decide: %d", s.ToAct())
	}
	play(t, s, "refuse to sell Umbrella to player 1")
	if hasLegal(s, "offer to buy Umbrella from player 2") {
		t.Fatal("the same card is offered twice in a turn")
	}
	s.give(1, card(kUmbrella, 1))
	s.Sofa = 0
	play(t, s, "offer to buy Umbrella from player 2", "sell Umbrella to player 1 for 1 chips")
	if s.P[0].Chips != 4 || s.P[1].Chips != 1 || s.P[0].Hand != 1<<uint(card(kUmbrella, 1)) {
		t.Fatalf("after the sale: %+v %+v", s.P[0], s.P[1])
	}
}

// The three dividers: "prendere 2 carte ... se paga il prezzo di un morso";
// "muovere un compagno dalla cabina telefonica sul divano ... se paga ... 2
// sue carte compagno, le quali sono messe sotto il mazzo"; "lancia il dado
// colorato, piazza nuovi zombi ... e rimuove una birra dal bar ... Se non ci
// sono birre sul bar, il compagno non vuole lasciare la cabina".
func TestDividerBonuses(t *testing.T) {
	t.Run("first: two cards for a bite", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.deck([3]int8{1, 3, 3}, card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord), card(kTaxi))
		play(t, s, "send a companion to row 1")
		play(t, s, "take the bonus: "+dividerName(0))
		if s.P[0].Bites != 1 || s.handCount(0) != 3 || s.Div != 1 {
			t.Fatalf("bites %d hand %d div %b", s.P[0].Bites, s.handCount(0), s.Div)
		}
	})
	t.Run("second: two cards under the deck", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.deck([3]int8{0, 1, 3}, card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTaxi))
		if hasLegal(s, "take the bonus: "+dividerName(1)) {
			t.Fatal("early bonus")
		}
		s.give(0, card(kExtra2), card(kCarSick))
		play(t, s, "send a companion to row 1", "take the bonus: "+dividerName(1))
		play(t, s, "put Car sick under the deck", "put Pool cue under the deck")
		if s.Booth != 1 || s.Sofa != 4 || s.handCount(0) != 1 || s.Deck[s.DeckN-2] != card(kCarSick) || s.Deck[s.DeckN-1] != card(kPoolCue) {
			t.Fatalf("booth %d sofa %d hand %d", s.Booth, s.Sofa, s.handCount(0))
		}
	})
	t.Run("third: the colour die and a beer", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.deck([3]int8{0, 0, 1}, card(kPoolCue), card(kUmbrella), card(kTaxi))
		withDice([]int8{2}, nil, func() {
			play(t, s, "send a companion to row 1", "take the bonus: "+dividerName(2))
		})
		if s.Booth != 1 || s.Beers != 6 || s.onBoard() != s.colourTiles(2) {
			t.Fatalf("booth %d beers %d board %d", s.Booth, s.Beers, s.onBoard())
		}
	})
	t.Run("third: no beer, no companion", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.deck([3]int8{0, 0, 1}, card(kPoolCue), card(kUmbrella), card(kTaxi))
		s.Beers = 0
		play(t, s, "send a companion to row 1")
		if s.top().K != dSend || s.Div != 7 {
			t.Fatalf("a divider decision without beers: %s", s.prompt())
		}
	})
}

// "Il gioco termina immediatamente se: I. quando l'ultimo compagno nel pub
// viene ucciso. Gli zombi vincono. II. quando viene pescata la carta
// soccorsi."
func TestTheGameEnds(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.deck([3]int8{0, 0, 0}, card(kTaxi), card(kUmbrella))
	s.give(1, card(kPoolCue))
	play(t, s, "send a companion to row 1")
	if !s.Over() || s.Saved != 1<<1 || s.ToAct() != game.Nobody {
		t.Fatalf("rescue: over %v saved %b", s.Over(), s.Saved)
	}
	if r := s.Returns(); r[0] != 0 || r[1] != 1 || r[2] != 0 {
		t.Fatalf("returns %v", r)
	}

	s = table(t, 3, LevelStarter, dBeer)
	s.NT = 0
	s.push(task{K: tEndTurn})
	s.push(task{K: tBitesAll})
	s.push(task{K: dBeer})
	s.Sofa, s.Booth = 1, 2
	s.P[0].Bites = 4
	s.P[0].Down = 1
	s.Bag--
	play(t, s, "count the bites")
	if !s.Over() || s.Saved != 0 {
		t.Fatal("the last companion died and the game goes on")
	}
	if r := s.Returns(); r[0]+r[1]+r[2] != 0 {
		t.Fatalf("returns %v", r)
	}
}

// The five rescues and their tie-breaks.
func TestRescues(t *testing.T) {
	type pl struct {
		bites, beers int8
		chips        int16
		cards        int
	}
	for _, tt := range []struct {
		name   string
		kind   int
		p      []pl
		left   int8
		saved  uint8
		anyone bool
	}{
		{"taxi: who pays with a card", kTaxi, []pl{{cards: 1}, {}, {cards: 2}}, 0, 0b101, false},
		{"taxi: nobody has cards", kTaxi, []pl{{}, {}, {}}, 0, 0, false},
		{"tandem: fewest bites", kTandem, []pl{{bites: 1}, {bites: 3}, {bites: 0}}, 0, 0b101, false},
		{"tandem: chips break the tie", kTandem, []pl{{bites: 1, chips: 2}, {bites: 1, chips: 5}, {bites: 0}}, 0, 0b110, false},
		{"tandem: still tied, left behind", kTandem, []pl{{bites: 1, chips: 2}, {bites: 1, chips: 2}, {bites: 0}}, 0, 0b100, false},
		{"tandem: still tied, the player left pedals", kTandem, []pl{{bites: 1, chips: 2}, {bites: 1, chips: 2}, {bites: 0}, {bites: 3}}, 0, 0b1100, false},
		{"tandem: all tied", kTandem, []pl{{bites: 2}, {bites: 2}, {bites: 2}}, 0, 0, false},
		{"army: more chips than cards left", kArmy, []pl{{chips: 5}, {chips: 4}, {chips: 9}}, 4, 0b101, false},
		{"army: nobody enough", kArmy, []pl{{chips: 3}, {chips: 4}}, 4, 0, false},
		{"salvation army: fewest beers left behind", kSalvation, []pl{{beers: 1}, {beers: 0}, {beers: 2}}, 0, 0b101, false},
		{"salvation army: then fewest chips", kSalvation, []pl{{beers: 0, chips: 3}, {beers: 0, chips: 1}, {beers: 2}}, 0, 0b101, false},
		{"salvation army: still tied, all saved", kSalvation, []pl{{beers: 0, chips: 1}, {beers: 0, chips: 1}, {beers: 2}}, 0, 0b111, false},
		{"very small car: one seat", kSmallCar, []pl{{}, {}, {}}, 0, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, len(tt.p), LevelStarter, dSend)
			s.deck([3]int8{0, 0, 0}, card(tt.kind))
			for i := range tt.left {
				s.under(card(kPoolCue) + i)
			}
			for i, p := range tt.p {
				s.P[i].Bites, s.P[i].Beers, s.P[i].Chips = p.bites, p.beers, p.chips
				for c := range p.cards {
					s.give(i, card(kUmbrella)+int8(4*i+c))
				}
			}
			play(t, s, "send a companion to row 1")
			if !s.Done {
				t.Fatal("the rescue did not end the game")
			}
			if tt.anyone {
				if bits.OnesCount8(s.Saved) != 1 {
					t.Fatalf("saved %b, want exactly one", s.Saved)
				}
				return
			}
			if s.Saved != tt.saved {
				t.Fatalf("saved %b, want %b", s.Saved, tt.saved)
			}
		})
	}
	t.Run("very small car: extra hits, then chips", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.P[1].Chips = 3
		withDice(nil, []int8{FaceExtra}, func() { s.endRescue(card(kSmallCar)) })
		if s.Saved != 0b010 {
			t.Fatalf("all rolled 7 extra hits: saved %b, want the richest", s.Saved)
		}
	})
}

// "Non è permesso giocare alcuna carta compagno durante la fase punteggio."
func TestNoCardsWhenScoring(t *testing.T) {
	s := table(t, 3, LevelStarter, dBeer)
	s.give(0, card(kPlayDead), card(kCoatHanger))
	s.P[0].Chips, s.P[0].Bites = 4, 1
	for _, n := range legalNames(s) {
		if strings.HasPrefix(n, "play ") {
			t.Fatalf("%q in the scoring phase", n)
		}
	}
}

// TestArenaStatsFollowTheRescue checks the arena's figures against the end of
// the game: "L'esercito … se nessun giocatore ha raccolto un numero
// sufficiente di sacchetti di patatine … gli zombi vincono".
func TestArenaStatsFollowTheRescue(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := New(game.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRNG(seed)
		for !st.Over() {
			legal := st.Legal(nil)
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		s := st.(*State)
		ret := s.Returns()
		anySaved := 0.0
		for seat := range 3 {
			m := s.Stats(game.Seat(seat))
			if m["saved"] != ret[seat] {
				t.Fatalf("seed %d seat %d: saved %v, returns %v", seed, seat, m["saved"], ret[seat])
			}
			anySaved = max(anySaved, ret[seat])
		}
		m := s.Stats(0)
		if m["zombies_won"] != 1-anySaved {
			t.Fatalf("seed %d: zombies_won %v with returns %v", seed, m["zombies_won"], ret)
		}
		n := 0
		for k, v := range m {
			if strings.HasPrefix(k, "rescue_") {
				n++
				if v != anySaved {
					t.Fatalf("seed %d: %s = %v with returns %v", seed, k, v, ret)
				}
			}
		}
		if (s.Rescue >= 0) != (n == 1) {
			t.Fatalf("seed %d: rescue %d but %d rescue figures", seed, s.Rescue, n)
		}
	}
}
