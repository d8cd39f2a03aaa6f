package pints

import "testing"

// "In qualsiasi momento del tuo turno puoi giocare carte compagno o birre":
// between two stops of the bus the active player may play a card, buy a
// beer or offer to buy a card, or let the next zombie off.
func TestCardsAndBeersBetweenTwoBusStops(t *testing.T) {
	t.Run("Roller shutter played between two stops: the bus skips the row", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 3, s.Bag-3
		s.give(0, card(kShutter))
		row2 := s.Tile[1]
		play(t, s, "fight", "run the bus")
		if s.top().K != dStop || s.Z[0][nPos-1].N != 1 || s.BusRow != 1 {
			t.Fatalf("after the first stop: %s", s.prompt())
		}
		play(t, s, "play Roller shutter on row 2", "let a zombie off at row 2")
		if s.Tile[1] != row2 || s.Z[1][nPos-1].N != 0 || s.Z[2][nPos-1].N != 1 || s.Z[3][nPos-1].N != 1 || s.BusRow != 4 || s.Bus != 0 {
			t.Fatalf("bus at row %d with %d; new tiles %d %d %d", s.BusRow+1, s.Bus, s.Z[1][nPos-1].N, s.Z[2][nPos-1].N, s.Z[3][nPos-1].N)
		}
	})
	t.Run("Car sick played between two stops: the rest get off together", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 3, s.Bag-3
		s.give(0, card(kCarSick))
		play(t, s, "fight", "run the bus", "play Car sick", "let a zombie off at row 2")
		if s.Z[0][nPos-1].N != 1 || s.Z[1][nPos-1].N != 2 || s.BusRow != 2 || s.Bus != 0 {
			t.Fatalf("new tiles %d %d, bus at row %d", s.Z[0][nPos-1].N, s.Z[1][nPos-1].N, s.BusRow+1)
		}
	})
	t.Run("a beer and a purchase between two stops", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Turn, s.Sofa = 1, 3
		s.Bus, s.Bag = 2, s.Bag-2
		s.P[0].Chips, s.P[0].Bites = 9, 1
		s.give(1, card(kUmbrella))
		play(t, s, "fight", "run the bus")
		if s.top().K != dStop || s.Bus != 1 {
			t.Fatalf("no decision between the stops: %s", s.prompt())
		}
		if hasLegal(s, "play "+cardName(kContinental)) {
			t.Fatal("Continental driving between two stops")
		}
		play(t, s, "buy a beer for player 1", "offer to buy Umbrella from player 2", "sell Umbrella to player 1 for 3 chips", "let a zombie off at row 2")
		if s.P[0].Bites != 0 || s.P[0].Chips != 2 || s.P[0].Hand != 1<<uint(card(kUmbrella)) || s.Bus != 0 || s.Z[1][nPos-1].N != 1 {
			t.Fatalf("%+v, bus %d", s.P[0], s.Bus)
		}
	})
	t.Run("nothing to play: the bus runs on", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 3, s.Bag-3
		play(t, s, "fight")
		if s.Bus != 0 || s.BusRow != 3 || s.Active != 1 || s.top().K != dSend {
			t.Fatalf("bus at row %d with %d: %s", s.BusRow+1, s.Bus, s.prompt())
		}
	})
}

// "Il giocatore di turno può bere una o più birre ... prima di calcolare i
// morsi. Comunque, non può scegliere di controllare prima quante volte è
// stato morso e poi decidere di prendere una birra": after the bus, the
// beer comes while the tokens on the tracker are still face down, and once
// they are turned over the turn is over.
func TestABeerAfterTheBusBeforeTheBitesAreRevealed(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.only(tFastLively)
	s.P[0].Chips, s.P[0].Bites = 4, 2
	s.P[0].Down, s.Bag = 1, s.Bag-1
	play(t, s, "fight", "run the bus")
	if s.top().K != dBeer || s.P[0].Down != 1 || s.P[0].Up != [nTokenTypes]uint8{} {
		t.Fatalf("the beer comes after the bites are revealed: %s, %d face down", s.prompt(), s.P[0].Down)
	}
	play(t, s, "buy a beer for player 1")
	if s.P[0].Bites != 1 || s.P[0].Down != 1 {
		t.Fatalf("bites %d, %d face down", s.P[0].Bites, s.P[0].Down)
	}
	play(t, s, "count the bites")
	if s.P[0].Bites != 3 || s.Active != 1 || s.ToAct() != 1 || s.top().K != dSend {
		t.Fatalf("bites %d; after the count: %s", s.P[0].Bites, s.prompt())
	}
}

// "Non è permesso giocare alcuna carta compagno durante la fase punteggio":
// from the chips to the bites no decision offers a card, not even the bus
// cards of a jukebox drawn for the first divider's bonus.
func TestNoCompanionCardInTheScoringPhase(t *testing.T) {
	s := table(t, 3, LevelStarter, dPlace)
	s.deck([3]int8{1, 0, 0}, card(kPoolCue, 1), card(kJukebox), card(kPoolCue, 2), card(kPoolCue, 3), card(kTaxi))
	s.give(0, card(kShutter), card(kPlayDead), card(kCoatHanger), card(kDistracted), card(kCarSick), card(kContinental), card(kUnstoppable), card(kUmbrella))
	s.P[0].Chips, s.P[0].Bites = 8, 1
	s.Turn = 1
	s.give(1, card(kExtinguisher))
	s.put(1, 0, 2)
	s.NT = 0
	s.push(task{K: tScore})
	s.Amb[tFast], s.Pool[tFast], s.Bag = 3, s.Pool[tFast]-3, s.Bag-3
	s.run()
	seen := map[uint8]bool{}
	for steps := 0; s.Active == 0 && !s.Done; steps++ {
		if steps > 40 {
			t.Fatalf("the scoring phase does not end: %s", s.prompt())
		}
		seen[s.top().K] = true
		for _, l := range s.Legal(nil) {
			switch op, _, _, _ := DecodeAction(l); op {
			case OpPlayDead, OpShutter, OpCoatHanger, OpDistract, OpCarSick, OpContinental, OpSkipRow, OpPlaceCard, OpZWord:
				t.Fatalf("%s offered in the scoring phase: %s", s.ActionString(l), s.prompt())
			}
		}
		switch s.top().K {
		case dDivider:
			play(t, s, "take the bonus: "+dividerName(0))
		case dDeal:
			play(t, s, "put a zombie on player 1's tracker")
		default:
			if err := s.Apply(s.Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !seen[dDivider] || s.Juking != 0 || s.Bus != 0 || s.Div&1 == 0 {
		t.Fatalf("the divider and the jukebox were not reached: %v, bus %d", seen, s.Bus)
	}
}

// "In qualsiasi momento del tuo turno puoi giocare carte compagno o birre":
// once the last zombie has left the bus, and before the scoring phase (when
// no card may be played), the active player may still play a card.
func TestCardsAfterTheBusBeforeTheScoring(t *testing.T) {
	t.Run("Coat hanger after the last stop", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 2, s.Bag-2
		s.give(0, card(kCoatHanger))
		play(t, s, "fight", "run the bus", "let a zombie off at row 2")
		if s.top().K != dAfterBus || s.Bus != 0 || s.Scoring {
			t.Fatalf("after the last stop: %s", s.prompt())
		}
		corner := s.Corner[0]
		play(t, s, "play Coat hanger on row 2")
		if s.Tile[1][0] != corner || s.Z[1][nPos-1].N != 0 || s.top().K != dAfterBus {
			t.Fatalf("row 2 starts with tile %d, want %d; %s", s.Tile[1][0], corner, s.prompt())
		}
		play(t, s, "go on to the scoring")
		if s.Active != 1 || s.top().K != dSend {
			t.Fatalf("after the scoring: %s", s.prompt())
		}
	})
	t.Run("nothing to play: straight to the scoring", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 2, s.Bag-2
		play(t, s, "fight")
		if s.Active != 1 || s.top().K != dSend || s.Bus != 0 {
			t.Fatalf("bus %d: %s", s.Bus, s.prompt())
		}
	})
}

// Jukebox: "Il bus si muove immediatamente e tutti gli zombi scendono
// normalmente": between the stops of its run the active player may play a
// card or buy a beer as between any two stops of the turn.
func TestJukeboxRunStopsLikeTheBus(t *testing.T) {
	s := table(t, 3, LevelMain, dSend)
	s.Main = false
	s.deck([3]int8{3, 3, 3}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
		card(kZWord), card(kCarSick), card(kTaxi))
	s.P[0].Chips, s.P[0].Bites = 4, 1
	play(t, s, "send a companion to row 2")
	if s.top().K != dBusStart || !hasLegal(s, "buy a beer for player 1") {
		t.Fatalf("the jukebox's bus starts without a window: %s %v", s.prompt(), legalNames(s))
	}
	play(t, s, "run the bus")
	if s.top().K != dStop || s.Bus != 2 || !hasLegal(s, "buy a beer for player 1") {
		t.Fatalf("between two stops of the jukebox's run: %s %v", s.prompt(), legalNames(s))
	}
	play(t, s, "buy a beer for player 1", "let a zombie off at row 2")
	if s.P[0].Bites != 0 || s.P[0].Chips != 0 || s.Bus != 0 || s.top().K != dSend {
		t.Fatalf("bites %d, chips %d, bus %d: %s", s.P[0].Bites, s.P[0].Chips, s.Bus, s.prompt())
	}
}
