package pints

import (
	"math/bits"
	"testing"
)

// symbolTile finds a symbol tile of colour col and puts it at tile 1 of row
// 1, with z zombies on it.
func symbolTile(t *testing.T, s *State, col int, z int) {
	t.Helper()
	for id := range int8(nTiles) {
		if tab.tileSym[id] && int(tab.tileCol[id]) == col {
			// Swap it in wherever it is.
			for r := range nRows {
				for p := range nPos {
					if s.Tile[r][p] == id {
						s.Tile[r][p] = s.Tile[0][0]
					}
				}
			}
			for i := range s.Corner {
				if s.Corner[i] == id {
					s.Corner[i] = s.Tile[0][0]
				}
			}
			s.Tile[0][0] = id
			s.put(0, 0, z)
			return
		}
	}
	t.Fatalf("no symbol tile of colour %d", col)
}

// "Simboli speciali sulle tessere movimento": the effect of a symbol tile
// entering the pub, occupied (negative) or empty (positive), by colour.
func TestTileSymbols(t *testing.T) {
	for _, tt := range []struct {
		name     string
		col      int
		occupied bool
		check    func(t *testing.T, s *State)
	}{
		{"blue occupied: a zombie boards the bus", 0, true, func(t *testing.T, s *State) {
			if s.Bus != 2 {
				t.Fatalf("bus %d", s.Bus)
			}
		}},
		{"blue empty: a zombie leaves the bus", 0, false, func(t *testing.T, s *State) {
			if s.Bus != 0 {
				t.Fatalf("bus %d", s.Bus)
			}
		}},
		{"red occupied: bitten at once", 3, true, func(t *testing.T, s *State) {
			if s.P[0].Bites != 3 {
				t.Fatalf("bites %d, want 2+1", s.P[0].Bites)
			}
		}},
		{"red empty: a bite healed", 3, false, func(t *testing.T, s *State) {
			if s.P[0].Bites != 1 {
				t.Fatalf("bites %d", s.P[0].Bites)
			}
		}},
		{"green occupied: a companion card under sector 4", 1, true, func(t *testing.T, s *State) {
			if s.P[0].Hand != 0 || s.Deck[s.DeckN-1] != card(kUmbrella) {
				t.Fatal("the card stayed in hand")
			}
		}},
		{"green empty: a card drawn", 1, false, func(t *testing.T, s *State) {
			if s.handCount(0) != 2 {
				t.Fatalf("hand %d", s.handCount(0))
			}
		}},
		{"yellow occupied: the last zombie card back into the sector", 2, true, func(t *testing.T, s *State) {
			if s.DiscN != 1 || s.Deck[s.sectorEnd(s.current())-1] != card(kFruitMachine) {
				t.Fatalf("discard %d", s.DiscN)
			}
		}},
		{"yellow empty: the top card discarded", 2, false, func(t *testing.T, s *State) {
			if s.DiscN != 3 || s.Disc[2] != card(kMolotov) {
				t.Fatalf("discard %d", s.DiscN)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelMain, dBusStart)
			s.NT = 0
			s.push(task{K: tPush, A: 0, B: 1})
			s.deck([3]int8{3, 3, 3}, card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord),
				card(kCarSick), card(kPoolCue, 1), card(kNewspaper), card(kExtinguisher), card(kTaxi))
			s.give(0, card(kUmbrella))
			s.Disc[0], s.Disc[1], s.DiscN = card(kFruitMachine), card(kPoolCue), 2
			s.Bus, s.Bag = 1, s.Bag-1
			s.P[0].Bites = 2
			z := 0
			if tt.occupied {
				z = 1
			}
			symbolTile(t, s, tt.col, z)
			s.NT = 0
			s.push(task{K: dSend, W: 0})
			s.push(task{K: tPush, A: 0, B: 1})
			s.run()
			tt.check(t, s)
		})
	}
}

// "Tessere cibo del pub ‐ abilità speciale per un turno".
func TestPubFood(t *testing.T) {
	food := func(t *testing.T, k uint8, f int) *State {
		s := table(t, 3, LevelMain, k)
		for p := range 3 {
			s.P[p].Food = 0
		}
		s.FoodIn = 1<<nFood - 1
		s.P[0].Food = 1 << f
		s.FoodIn &^= 1 << f
		return s
	}
	t.Run("Time to turn the tables", func(t *testing.T) {
		s := food(t, dSend, fTurnTables)
		s.deck([3]int8{3, 0, 0}, card(kJukebox), card(kPoolCue), card(kUmbrella), card(kTaxi))
		play(t, s, "look at the top card (Time to turn the tables)")
		if v := s.View(0).(View); v.Deck.Top != cardName(kJukebox) {
			t.Fatalf("the seat does not see the top card: %q", v.Deck.Top)
		}
		if v := s.View(1).(View); v.Deck.Top != "" {
			t.Fatal("another seat sees the top card")
		}
		play(t, s, "put the top card at the bottom of the sector")
		if s.Deck[0] != card(kPoolCue) || s.Deck[2] != card(kJukebox) || s.Sec[0] != 3 {
			t.Fatal("the card is not at the bottom of sector 1")
		}
		if hasLegal(s, "look at the top card (Time to turn the tables)") {
			t.Fatal("used twice in a turn")
		}
	})
	t.Run("Nothing in your sauce!", func(t *testing.T) {
		s := food(t, dPlace, fNoSauce)
		s.only(tFastMint)
		s.put(0, 1, 1)
		s.push(task{K: tHits, A: 1, B: 1})
		s.run()
		play(t, s, "ignore the mint sauce (Nothing in your sauce!)")
		if s.Z[0][1].N != 0 {
			t.Fatal("the mint sauce drew a zombie")
		}
	})
	t.Run("À la carte!", func(t *testing.T) {
		s := food(t, dSend, fALaCarte)
		s.Disc[0], s.DiscN = card(kUmbrella), 1
		play(t, s, "take Umbrella from the discard (À la carte!)")
		if s.P[0].Hand != 1<<uint(card(kUmbrella)) || s.DiscN != 0 {
			t.Fatal("the card was not taken")
		}
		s = food(t, dSend, fALaCarte)
		s.Disc[0], s.DiscN = card(kJukebox), 1
		if hasLegal(s, "take Jukebox from the discard (À la carte!)") {
			t.Fatal("a zombie card taken")
		}
	})
	t.Run("Don't bite me now!", func(t *testing.T) {
		s := food(t, dBeer, fDontBite)
		s.NT = 0
		s.push(task{K: tEndTurn})
		s.push(task{K: tBite, W: 1, A: 3})
		s.P[1].Food, s.P[0].Food = s.P[0].Food, 0
		s.run()
		if s.ToAct() != 1 {
			t.Fatal("the bitten player does not decide")
		}
		play(t, s, "refuse a bite (Don't bite me now!)")
		if s.P[1].Bites != 2 {
			t.Fatalf("bites %d", s.P[1].Bites)
		}
	})
	t.Run("And now some nice photos at the bar", func(t *testing.T) {
		s := food(t, dPlace, fPhotos)
		s.Stool, s.Sofa = 1, 3
		s.deck([3]int8{3, 0, 0}, card(kPoolCue), card(kUmbrella), card(kMolotov), card(kTaxi))
		play(t, s, "send one more companion to row 3 (And now some nice photos at the bar…)")
		if s.Stool != 0b101 || s.Sofa != 2 || s.handCount(0) != 1 {
			t.Fatalf("stool %b sofa %d", s.Stool, s.Sofa)
		}
		s = food(t, dPlace, fPhotos)
		s.Stool, s.Sofa = 1, 3
		play(t, s, "move the companion from row 1 to row 5 (And now some nice photos at the bar…)")
		if s.Stool != 1<<4 {
			t.Fatalf("stool %b", s.Stool)
		}
	})
	t.Run("Let's go into arms dealing!", func(t *testing.T) {
		s := food(t, dPlace, fArmsTrade)
		s.Dice[FaceLong] = 1
		s.give(0, card(kToaster))
		play(t, s, "trade a longbow die for a cricket bat (Let's go into arms dealing!)")
		if s.Dice[FaceLong] != 0 || s.Dice[FaceClose] != 1 || hasLegal(s, "trade Toaster for a cricket bat (Let's go into arms dealing!)") {
			t.Fatal("trade")
		}
	})
	// "con qualsiasi altra arma": a die becomes a card weapon too; it is
	// placed by its own range, strikes as the card does, and is lost with
	// the unused dice when the fight starts.
	t.Run("Let's go into arms dealing!: a die for billiard balls", func(t *testing.T) {
		s := food(t, dPlace, fArmsTrade)
		s.Stool = 1
		s.only(tTough)
		s.put(0, 1, 1)
		s.put(0, 3, 1)
		s.Dice[FaceLong] = 1
		play(t, s, "trade a longbow die for "+cardName(kBilliard)+" (Let's go into arms dealing!)")
		if s.Dice[FaceLong] != 0 || s.Traded[kBilliard] != 1 {
			t.Fatalf("dice %v, traded %v", s.Dice, s.Traded)
		}
		refused(t, s, EncodeAction(OpPlaceTraded, kBilliard, 0, 3), "reaches only tiles "+rangeText(int(tab.rng[kBilliard]), false))
		s.give(0, card(kShutter))
		play(t, s, "place the traded "+cardName(kBilliard)+" on row 1 tile 2", "fight", "fight in row 1")
		if s.top().K != dBusStart || s.Defeated[0] != 1 || s.Amb[tTough] != 1 || s.NPlaced != 0 {
			t.Fatalf("the traded billiard balls: %s, defeated %d, ambulance %v, %d placed", s.prompt(), s.Defeated[0], s.Amb, s.NPlaced)
		}
		for _, c := range s.Disc[:s.DiscN] {
			if tab.kind[c] == kBilliard {
				t.Fatal("a traded weapon went to the discard as a card")
			}
		}
	})
	t.Run("Let's go into arms dealing!: an unused traded weapon is lost", func(t *testing.T) {
		s := food(t, dPlace, fArmsTrade)
		s.Stool = 1
		s.put(0, 0, 1)
		s.give(0, card(kToaster))
		play(t, s, "trade "+cardName(kToaster)+" for "+cardName(kTeapot)+" (Let's go into arms dealing!)")
		if s.Disc[s.DiscN-1] != card(kToaster) || s.Traded[kTeapot] != 1 {
			t.Fatalf("the toaster is not discarded for the teapot: traded %v", s.Traded)
		}
		play(t, s, "fight")
		if s.Traded != [kZWord]int8{} {
			t.Fatalf("traded %v after the fight", s.Traded)
		}
	})
	t.Run("What, no ticket?!", func(t *testing.T) {
		s := food(t, dSend, fNoTicket)
		s.Stool = 1
		withDice([]int8{0}, []int8{faceZombie}, func() {
			play(t, s, "roll the dice", "set a zombie die aside (What, no ticket?!)")
		})
		if s.Bus != 6 {
			t.Fatalf("bus %d", s.Bus)
		}
	})
	t.Run("I think I'd better change colours", func(t *testing.T) {
		s := food(t, dPlace, fChangeColours)
		s.push(task{K: tColour, A: colourTurn})
		withDice([]int8{colBlack}, nil, func() { s.run() })
		play(t, s, "change the colour to red (I think I'd better change colours…)")
		if s.Bus != 0 || s.onBoard() != s.colourTiles(3) {
			t.Fatalf("bus %d board %d", s.Bus, s.onBoard())
		}
	})
	t.Run("buying: 5 random, 7 chosen; given back on a death", func(t *testing.T) {
		s := food(t, dSend, fDontBite)
		s.P[0].Chips = 12
		play(t, s, "buy "+foodName(fPhotos), "buy a random pub food")
		if s.P[0].Chips != 0 || bits.OnesCount8(s.P[0].Food) != 3 || bits.OnesCount8(s.FoodIn) != 5 {
			t.Fatalf("chips %d food %b", s.P[0].Chips, s.P[0].Food)
		}
		s.P[0].Bites = 4
		s.bite(0)
		play(t, s, "give back "+foodName(fPhotos))
		if s.P[0].Food&(1<<fPhotos) != 0 || s.FoodIn&(1<<fPhotos) == 0 || s.Sofa != 3 {
			t.Fatal("the pub food did not go back")
		}
	})
}
