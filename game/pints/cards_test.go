package pints

import "testing"

// The companion cards with special functions ("Carte compagno").
func TestCompanionCards(t *testing.T) {
	t.Run("Don't say the Z word: zombie dice re-rolled", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.Stool = 1
		s.give(0, card(kZWord))
		withDice([]int8{0}, []int8{faceZombie}, func() { play(t, s, "roll the dice") })
		if s.top().K != dDice || s.Bus != 0 {
			t.Fatalf("no decision on 7 zombie dice: %s", s.prompt())
		}
		withDice(nil, []int8{FaceExtra}, func() { play(t, s, "re-roll the zombie dice (Don't say the Z word!)") })
		if s.Bus != 0 || s.Dice[FaceExtra] != 7 || s.P[0].Hand != 0 {
			t.Fatalf("bus %d dice %v", s.Bus, s.Dice)
		}
	})
	t.Run("Extra hits ?x: one hit per player", func(t *testing.T) {
		for players := 2; players <= 4; players++ {
			s := table(t, players, LevelStarter, dPlace)
			s.only(tFast)
			s.Stool = 1
			s.put(0, 0, 6)
			s.Dice[FaceClose] = 1
			s.give(0, card(kExtraN))
			play(t, s, "place a cricket bat die on row 1 tile 1", "place Extra hits ?x on row 1 tile 1", "fight")
			if int(s.P[0].Chips) != 1+players {
				t.Fatalf("%d players: %d defeated", players, s.P[0].Chips)
			}
		}
	})
	t.Run("Billiard balls: 2 hits", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.only(tFast)
		s.Stool = 1
		s.put(0, 2, 3)
		s.give(0, card(kBilliard))
		play(t, s, "place Billiard balls on row 1 tile 3", "fight")
		if s.P[0].Chips != 2 {
			t.Fatalf("%d defeated", s.P[0].Chips)
		}
	})
	t.Run("Rugby ball: a second hit in a neighbouring row", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.only(tFast)
		s.Stool = 1 << 2
		s.put(2, 1, 1)
		s.put(3, 4, 1)
		s.put(0, 4, 1)
		s.give(0, card(kRugby))
		play(t, s, "place Rugby ball on row 3 tile 2")
		if hasLegal(s, "aim the rugby ball's second hit at row 1 tile 5") {
			t.Fatal("row 1 is not next to row 3")
		}
		play(t, s, "aim the rugby ball's second hit at row 4 tile 5", "fight")
		if s.P[0].Chips != 2 || s.Z[3][4].N != 0 {
			t.Fatalf("%d defeated", s.P[0].Chips)
		}
	})
	t.Run("Car sick: all zombies off at one stop", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 3, s.Bag-3
		s.give(0, card(kCarSick))
		play(t, s, "fight", "play Car sick", "run the bus")
		if s.Z[0][nPos-1].N != 3 || s.BusRow != 1 {
			t.Fatalf("row 1 new tile %d zombies, bus at row %d", s.Z[0][nPos-1].N, s.BusRow+1)
		}
	})
	t.Run("Unstoppable: the bus skips a row", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 1, s.Bag-1
		s.give(0, card(kUnstoppable))
		row1 := s.Tile[0]
		play(t, s, "fight", "play Unstoppable: skip row 1")
		if s.Tile[0] != row1 || s.Z[1][nPos-1].N != 1 || s.BusRow != 2 {
			t.Fatalf("bus at row %d, row 2 new tile %d", s.BusRow+1, s.Z[1][nPos-1].N)
		}
	})
	t.Run("Continental driving: clockwise", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Bus, s.Bag = 2, s.Bag-2
		s.give(0, card(kContinental))
		play(t, s, "fight", "play Continental driving", "run the bus")
		if s.Z[0][nPos-1].N != 1 || s.Z[4][nPos-1].N != 1 || s.BusRow != 3 {
			t.Fatalf("bus at row %d", s.BusRow+1)
		}
	})
	t.Run("Play dead: no bites through the row", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Stool, s.Sofa = 1, 3
		s.put(0, 0, 3)
		s.give(0, card(kPlayDead))
		play(t, s, "play Play dead on row 1", "fight")
		if s.P[0].Bites != 0 || s.Bag != 86 {
			t.Fatalf("bites %d, reserve %d", s.P[0].Bites, s.Bag)
		}
	})
	t.Run("Roller shutter: nothing moves, the bus drops nobody", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.Stool, s.Sofa = 1, 3
		s.put(0, 0, 3)
		s.Bus, s.Bag = 1, s.Bag-1
		s.give(0, card(kShutter))
		play(t, s, "play Roller shutter on row 1", "fight")
		if s.P[0].Bites != 0 || s.Z[0][0].N != 3 || s.Z[1][nPos-1].N != 1 || s.BusRow != 2 {
			t.Fatalf("bites %d, row 1 tile 1 %d, row 2 new tile %d, bus row %d", s.P[0].Bites, s.Z[0][0].N, s.Z[1][nPos-1].N, s.BusRow+1)
		}
	})
	t.Run("Distracted: a stack spread over other tiles", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.put(0, 0, 2)
		s.give(0, card(kDistracted))
		play(t, s, "play Distracted on row 1 tile 1")
		if hasLegal(s, "move a zombie to row 1 tile 1") {
			t.Fatal("a zombie can go back to its tile")
		}
		play(t, s, "move a zombie to row 2 tile 5", "move a zombie to row 3 tile 4")
		if s.Z[0][0].N != 0 || s.Z[1][4].N != 1 || s.Z[2][3].N != 1 || s.top().K != dPlace {
			t.Fatal("the stack was not spread")
		}
	})
	t.Run("Coat hanger: a row pushed back", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dPlace)
		s.put(1, 0, 2)
		s.put(1, 4, 3)
		corner := s.Corner[0]
		street := s.Tile[1][4]
		s.give(0, card(kCoatHanger))
		play(t, s, "play Coat hanger on row 2")
		if s.Tile[1][0] != corner || s.Z[1][1].N != 2 || s.Corner[2] != street || s.onBoard() != 2 || s.Bag != 84 {
			t.Fatalf("row 2 after the coat hanger: tile1 %d, tile2 %d zombies, corner %v", s.Tile[1][0], s.Z[1][1].N, s.Corner)
		}
	})
}

// The zombie cards ("Carte zombi ‐ effetto immediato appena pescate").
func TestZombieCards(t *testing.T) {
	draw := func(t *testing.T, level string, c int8) *State {
		s := table(t, 3, level, dSend)
		s.deck([3]int8{3, 3, 3}, c, card(kPoolCue), card(kUmbrella), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby),
			card(kZWord), card(kCarSick), card(kTaxi))
		return s
	}
	t.Run("Fruit machine", func(t *testing.T) {
		s := draw(t, LevelStarter, card(kFruitMachine))
		withDice([]int8{1}, nil, func() { play(t, s, "send a companion to row 1") })
		if s.onBoard() != s.colourTiles(1) || s.DiscN != 1 {
			t.Fatalf("%d zombies for %d green tiles", s.onBoard(), s.colourTiles(1))
		}
	})
	t.Run("Pay the bite", func(t *testing.T) {
		s := draw(t, LevelStarter, card(kPayBite))
		s.P[0].Bites, s.P[1].Bites, s.P[2].Bites = 1, 2, 3
		s.give(0, card(kUmbrella, 1))
		s.give(1, card(kExtra2), card(kExtra3), card(kDistracted))
		s.give(2, card(kCoatHanger))
		play(t, s, "send a companion to row 1", "put Extra hits 3x under the deck", "put Distracted under the deck")
		if s.P[0].Hand != 0 || s.P[1].Hand != 1<<uint(card(kExtra2)) || s.P[2].Hand != 0 || s.Deck[s.DeckN-1] != card(kPayBite) {
			t.Fatalf("hands %b %b %b", s.P[0].Hand, s.P[1].Hand, s.P[2].Hand)
		}
	})
	t.Run("Make it two", func(t *testing.T) {
		s := draw(t, LevelStarter, card(kMakeTwo))
		s.give(0, card(kUmbrella, 1))
		play(t, s, "send a companion to row 1")
		if s.P[0].Hand != 0 || s.Deck[s.DeckN-1] != card(kMakeTwo) || s.Deck[s.DeckN-2] != card(kUmbrella, 1) {
			t.Fatal("make it two did not take the only card")
		}
	})
	t.Run("Flesh mob", func(t *testing.T) {
		s := draw(t, LevelMain, card(kFleshMob))
		for r := range nRows {
			for p := range nPos {
				if tab.tileCol[s.Tile[r][p]] == 2 {
					s.put(r, p, r%3)
				}
			}
		}
		before := s.onBoard()
		withDice([]int8{2}, nil, func() { play(t, s, "send a companion to row 1") })
		if s.onBoard() != 2*before {
			t.Fatalf("%d zombies, want double of %d", s.onBoard(), before)
		}
	})
	t.Run("Jukebox: the active player deals", func(t *testing.T) {
		s := draw(t, LevelMain, card(kJukebox))
		s.Main = false // no tile symbols to add zombies to the bus
		for r := range nRows {
			s.put(r, 0, 1)
		}
		play(t, s, "send a companion to row 2")
		if s.top().K != dDeal || s.Juke.N != 3 || s.Bus != 0 || s.BusRow != 3 {
			t.Fatalf("jukebox: %s, %d to deal, bus row %d", s.prompt(), s.Juke.N, s.BusRow+1)
		}
		play(t, s, "put a zombie on player 2's tracker", "put a zombie on player 3's tracker", "put a zombie on player 3's tracker")
		if s.trackerTokens(1) != 1 || s.trackerTokens(2) != 2 || s.trackerTokens(0) != 0 || s.top().K != dSend {
			t.Fatalf("trackers %d %d %d", s.trackerTokens(0), s.trackerTokens(1), s.trackerTokens(2))
		}
	})
}
