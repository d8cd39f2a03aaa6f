package pints

import (
	"testing"

	"zombietable/game"
)

// lay deals the movement tiles as the rows of layout say, tile 1 (at the
// bar) first: b, g, y, r a plain tile of that colour, B, G, Y, R the colour's
// symbol tile, '.' any tile left (plain ones first, dealt from the bar
// outwards); the tiles left over go to the bar corner.
func lay(t *testing.T, s *State, layout [nRows]string) {
	t.Helper()
	var used [nTiles]bool
	take := func(col int8, sym bool) int8 {
		for id := range int8(nTiles) {
			if !used[id] && (col < 0 || tab.tileCol[id] == col) && tab.tileSym[id] == sym {
				used[id] = true
				return id
			}
		}
		return -1
	}
	for r, row := range layout {
		if len(row) != nPos {
			t.Fatalf("row %d of the layout is %q", r+1, row)
		}
		for p, ch := range row {
			if ch == '.' {
				continue
			}
			sym := ch >= 'A' && ch <= 'Z'
			if sym {
				ch += 'a' - 'A'
			}
			col := map[rune]int8{'b': 0, 'g': 1, 'y': 2, 'r': 3}[ch]
			if s.Tile[r][p] = take(col, sym); s.Tile[r][p] < 0 {
				t.Fatalf("no tile %c (symbol %v) left for the layout", ch, sym)
			}
		}
	}
	for p := range nPos {
		for r, row := range layout {
			if row[p] == '.' {
				if s.Tile[r][p] = take(-1, false); s.Tile[r][p] < 0 {
					s.Tile[r][p] = take(-1, true)
				}
			}
		}
	}
	for i := range s.Corner {
		if s.Corner[i] = take(-1, false); s.Corner[i] < 0 {
			s.Corner[i] = take(-1, true)
		}
	}
}

// plainBoard leaves the tiles to lay.
var plainBoard = [nRows]string{".....", ".....", ".....", ".....", "....."}

// choice is the heuristic's choice in s, checked legal.
func choice(t *testing.T, s *State) game.Action {
	t.Helper()
	legal := s.Legal(nil)
	a := s.choose(legal)
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	t.Fatalf("the bot chose %s, not legal: %q", s.ActionString(a), legalNames(s))
	return a
}

// botCase is a position and the choice the bot must make there.
type botCase struct {
	name  string
	level string
	k     uint8 // the decision
	set   func(s *State)
	want  game.Action
}

func runBotCases(t *testing.T, cases []botCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, tt.level, tt.k)
			s.Turn = 1
			lay(t, s, plainBoard)
			tt.set(s)
			if got := choice(t, s); got != tt.want {
				t.Fatalf("the bot chose %s, want %s", s.ActionString(got), s.ActionString(tt.want))
			}
		})
	}
}

// The colour die's white face (and Change colours): the colour that brings
// the fewest zombies to the bar, and at the main course keeps an empty
// symbol tile at the bar empty.
func TestBotChoosesTheColour(t *testing.T) {
	choose := func(c int) game.Action { return EncodeAction(OpChooseColour, c, 0, 0) }
	runBotCases(t, []botCase{
		{"not the colour at the bar", LevelStarter, dColour, func(s *State) {
			s.top().B = 2
			// Blue lies at tile 1 of rows 1 and 5; red only far away.
			lay(t, s, [nRows]string{"bgy..", "gyg..", "yby..", "ygb..", "bgy.."})
		}, choose(3)},
		{"flesh mob doubles the colour with fewest zombies", LevelStarter, dColour, func(s *State) {
			s.top().A, s.top().B = colourFlesh, 2
			for _, c := range [...][2]int{{0, 4}, {1, 3}, {2, 2}, {3, 1}} {
				// Zombies on the blue, green and yellow tiles of rows
				// 1–3; red's tiles are empty.
				for r := range 3 {
					for p := range nPos {
						if int(s.colourOf(s.Tile[r][p])) == c[0] && c[0] != 3 {
							s.put(r, p, 1)
						}
					}
				}
			}
		}, choose(3)},
		{"change colours away from a bad roll", LevelMain, dColour, func(s *State) {
			s.P[0].Food = 1 << fChangeColours
			s.top().B, s.top().C = 1, 0
			lay(t, s, [nRows]string{"bgy..", "bgy..", "bgy..", "gyg..", "yg..."})
		}, EncodeAction(OpChangeColour, 3, 0, 0)},
	})
}

// "Simboli speciali sulle tessere movimento": an empty red symbol at the
// bar heals as it enters the pub, an occupied one bites, so the bot keeps
// zombies off it; the same tile without its symbol does not matter.
func TestBotKeepsASymbolTileEmpty(t *testing.T) {
	for _, tt := range []struct {
		name string
		bar  string
		red  bool // red is the choice
	}{
		{"plain red at the bar", "r....", true},
		{"the red symbol at the bar", "R....", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelMain, dColour)
			s.top().B = 2
			s.P[0].Bites = 2
			// Every colour has a tile at the bar; the plain red ones are
			// dealt last, far from it.
			lay(t, s, [nRows]string{tt.bar, "g....", "y....", "b....", "b...."})
			got := choice(t, s)
			if red := got == EncodeAction(OpChooseColour, 3, 0, 0); red != tt.red {
				t.Fatalf("the bot chose %s", s.ActionString(got))
			}
		})
	}
}

// "Spostare 1 compagno dal divano in una riga scelta": the first companion
// goes where a typical roll defeats the zombies nearest the bar; more go
// only while a row is worth its push.
func TestBotSendsCompanions(t *testing.T) {
	send := func(r int) game.Action { return EncodeAction(OpSend, r, 0, 0) }
	runBotCases(t, []botCase{
		{"to the zombies at the bar", LevelStarter, dSend, func(s *State) {
			s.put(2, 0, 1)
			s.put(3, 3, 1)
		}, send(2)},
		{"not into a row it cannot hold", LevelStarter, dSend, func(s *State) {
			s.Stool, s.Sofa = 1<<0, 3
			s.put(0, 1, 1)
			for r := 1; r < nRows; r++ {
				s.put(r, 0, 6)
				s.put(r, 1, 6)
			}
		}, EncodeAction(OpRoll, 0, 0, 0)},
		{"main course: to an empty yellow symbol at the bar", LevelMain, dSend, func(s *State) {
			// Row 4's tile 1 is the yellow symbol: empty, it discards a
			// card from the deck as it enters the pub.
			lay(t, s, [nRows]string{".....", ".....", ".....", "Y....", "....."})
		}, send(3)},
	})
}

// "Distribuire i dadi combattimento": weapons go to the zombies nearest the
// bar, extra hits join a weapon already placed, and at the main course a
// symbol tile at the bar is cleared so that it enters the pub empty.
func TestBotPlacesDice(t *testing.T) {
	die := func(f, r, p int) game.Action { return EncodeAction(OpPlaceDie, f, r, p) }
	runBotCases(t, []botCase{
		{"the bat at the bar", LevelStarter, dPlace, func(s *State) {
			s.Stool = 1 << 1
			s.put(1, 0, 1)
			s.put(1, 1, 1)
			s.Dice = [4]int8{1, 0, 0, 0}
		}, die(FaceClose, 1, 0)},
		{"an extra hit with the weapon", LevelStarter, dPlace, func(s *State) {
			s.only(tTough)
			s.Stool = 1 << 1
			s.put(1, 0, 1)
			s.Dice = [4]int8{0, 0, 0, 1}
			s.place(place{Row: 1, Pos: 0, Item: FaceClose})
		}, die(FaceExtra, 1, 0)},
		{"main course: the occupied red symbol first", LevelMain, dPlace, func(s *State) {
			lay(t, s, [nRows]string{".....", "r....", ".....", "R....", "....."})
			s.Stool = 1<<1 | 1<<3
			s.put(1, 0, 1)
			s.put(3, 0, 1)
			s.Dice = [4]int8{1, 0, 0, 0}
		}, die(FaceClose, 3, 0)},
	})
}

// The pub food "E ora alcune foto carine al bar…" and "Diamoci al traffico
// d'armi!" and the cards Fingersi non morto, Tenda a rullo and Appendiabiti
// after the roll, and Mal d'auto and Guida continentale as the bus starts.
func TestBotUsesAbilities(t *testing.T) {
	runBotCases(t, []botCase{
		{"photos: move the companion to the zombies at the bar", LevelMain, dPlace, func(s *State) {
			s.P[0].Food = 1 << fPhotos
			s.Stool, s.Sofa = 1<<0, 0
			s.put(0, 4, 1)
			s.put(2, 0, 2)
			s.Dice = [4]int8{2, 0, 0, 1}
		}, EncodeAction(OpPhotoMove, 0, 2, 0)},
		{"photos: send one more to the zombies at the bar", LevelMain, dPlace, func(s *State) {
			s.P[0].Food = 1 << fPhotos
			s.Stool, s.Sofa = 1<<0, 3
			s.put(0, 0, 1)
			s.put(2, 0, 2)
			s.Dice = [4]int8{3, 0, 0, 1}
		}, EncodeAction(OpPhotoSend, 2, 0, 0)},
		{"arms dealing: a longbow with no target becomes a bat", LevelMain, dPlace, func(s *State) {
			s.P[0].Food = 1 << fArmsTrade
			s.Stool = 1 << 1
			s.put(1, 0, 2)
			s.Dice = [4]int8{1, 0, 1, 0}
		}, EncodeAction(OpTradeDie, FaceLong, FaceClose, 0)},
		{"arms dealing: a Molotov with no target becomes a bat", LevelMain, dPlace, func(s *State) {
			s.P[0].Food = 1 << fArmsTrade
			s.give(0, card(kMolotov))
			s.Stool = 1 << 1
			s.put(1, 0, 3)
			s.Dice = [4]int8{0, 0, 0, 2}
		}, EncodeAction(OpTradeCard, kMolotov, FaceClose, 0)},
		{"continental driving away from the zombies at the bar", LevelStarter, dBusStart, func(s *State) {
			s.give(0, card(kContinental))
			s.Bus, s.Bag, s.BusRow = 2, s.Bag-2, 0
			// Counter-clockwise the bus stops at rows 1 and 2, full at the
			// bar; clockwise at rows 1 and 5.
			s.put(0, 0, 1)
			s.put(1, 0, 3)
		}, EncodeAction(OpContinental, 0, 0, 0)},
		{"no continental driving when both ways are alike", LevelStarter, dBusStart, func(s *State) {
			s.give(0, card(kContinental))
			s.Bus, s.Bag, s.BusRow = 2, s.Bag-2, 0
			s.put(1, 0, 1)
			s.put(4, 0, 1)
		}, EncodeAction(OpRunBus, 0, 0, 0)},
		{"play dead where the zombies at the bar will enter", LevelStarter, dPlace, func(s *State) {
			s.give(0, card(kPlayDead))
			s.Stool = 1 << 1
			s.put(1, 0, 3)
		}, EncodeAction(OpPlayDead, 1, 0, 0)},
		{"roller shutter on the row the bus will push", LevelStarter, dPlace, func(s *State) {
			s.give(0, card(kShutter))
			s.Stool = 1 << 3
			s.put(3, 4, 1)
			s.Bus, s.Bag, s.BusRow = 1, s.Bag-1, 2
			s.put(2, 0, 3)
		}, EncodeAction(OpShutter, 2, 0, 0)},
		{"coat hanger pushes a crowd at the bar back", LevelStarter, dPlace, func(s *State) {
			s.give(0, card(kCoatHanger))
			s.Stool = 1 << 3
			s.put(3, 4, 1)
			s.Bus, s.Bag, s.BusRow = 1, s.Bag-1, 2
			s.put(2, 0, 7)
		}, EncodeAction(OpCoatHanger, 2, 0, 0)},
		{"no coat hanger for a few zombies one tile from the pub", LevelStarter, dPlace, func(s *State) {
			s.give(0, card(kCoatHanger))
			s.Stool = 1 << 3
			s.put(3, 4, 1)
			s.Bus, s.Bag, s.BusRow = 1, s.Bag-1, 2
			s.put(2, 0, 2)
		}, EncodeAction(OpFight, 0, 0, 0)},
		{"no protective card where nothing enters", LevelStarter, dPlace, func(s *State) {
			s.give(0, card(kPlayDead), card(kShutter), card(kCoatHanger))
			s.Stool = 1 << 1
			s.put(1, 4, 1)
			s.Dice = [4]int8{0, 0, 1, 0}
		}, EncodeAction(OpPlaceDie, FaceLong, 1, 4)},
		{"car sick: every zombie off at an empty row", LevelStarter, dBusStart, func(s *State) {
			s.give(0, card(kCarSick))
			s.Bus, s.Bag, s.BusRow = 3, s.Bag-3, 0
			s.put(1, 0, 2)
			s.put(2, 0, 2)
		}, EncodeAction(OpCarSick, 0, 0, 0)},
	})
}

// "Tessere cibo del pub": the bot buys the food that saves most, chosen,
// while its chips are not better kept for a beer or for the army.
func TestBotBuysPubFood(t *testing.T) {
	buy := EncodeAction(OpFoodChoose, fDontBite, 0, 0)
	for _, tt := range []struct {
		name  string
		level string
		set   func(s *State)
		want  game.Action
	}{
		{"Don't bite me now! first", LevelMain, func(s *State) { s.P[0].Chips = 7 }, buy},
		{"the next wished when it is held", LevelMain, func(s *State) {
			s.P[0].Chips, s.P[0].Food = 7, 1<<fDontBite
			s.FoodIn &^= 1 << fDontBite
		}, EncodeAction(OpFoodChoose, fChangeColours, 0, 0)},
		{"not the chips for a beer", LevelMain, func(s *State) { s.P[0].Chips, s.P[0].Bites = 8, 3 }, -1},
		{"not the chips for the army", LevelMain, func(s *State) {
			s.P[0].Chips = 20
			s.deck([3]int8{0, 0, 3}, card(kMolotov), card(kToaster), card(kTeapot), card(kTaxi))
		}, -1},
		{"no food at the starter level", LevelStarter, func(s *State) { s.P[0].Chips = 20 }, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, tt.level, dSend)
			lay(t, s, plainBoard)
			s.Stool, s.Sofa = 1<<0, 3
			for p := range s.P {
				s.P[p].Food = 0
			}
			s.FoodIn = 1<<nFood - 1
			tt.set(s)
			got := choice(t, s)
			if op, _, _, _ := DecodeAction(got); tt.want < 0 && (op == OpFoodChoose || op == OpFoodRandom) {
				t.Fatalf("the bot bought %s", s.ActionString(got))
			}
			if tt.want >= 0 && got != tt.want {
				t.Fatalf("the bot chose %s, want %s", s.ActionString(got), s.ActionString(tt.want))
			}
		})
	}
}

// The heuristic plays the same game from the same seed: no map order, no
// clock.
func TestBotIsDeterministic(t *testing.T) {
	for _, lv := range []string{LevelStarter, LevelMain} {
		var hashes [2]uint64
		for i := range hashes {
			st, err := New(game.Config{Players: 3, Seed: 7, Options: map[string]string{"level": lv}})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := newHeuristic("", 1)
			for !st.Over() {
				b.Begin(st)
				if err := st.Apply(b.Action()); err != nil {
					t.Fatal(err)
				}
			}
			hashes[i] = game.Hash(st)
		}
		if hashes[0] != hashes[1] {
			t.Fatalf("%s: two games from one seed differ", lv)
		}
	}
}

// BenchmarkHeuristicGame plays games of 3 heuristic players at the starter
// level: ns/op is a whole game, the cost of one rollout of the hard level.
func BenchmarkHeuristicGame(b *testing.B) {
	benchHeuristic(b, LevelStarter)
}

// BenchmarkHeuristicGameMainCourse is BenchmarkHeuristicGame at the main
// course.
func BenchmarkHeuristicGameMainCourse(b *testing.B) {
	benchHeuristic(b, LevelMain)
}

func benchHeuristic(b *testing.B, level string) {
	seed := uint64(1)
	decisions := 0
	bot, _ := newHeuristic("", 1)
	for b.Loop() {
		st, err := New(game.Config{Players: 3, Seed: seed, Options: map[string]string{"level": level}})
		if err != nil {
			b.Fatal(err)
		}
		for !st.Over() {
			bot.Begin(st)
			if err := st.Apply(bot.Action()); err != nil {
				b.Fatal(err)
			}
			decisions++
		}
		seed++
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
}
