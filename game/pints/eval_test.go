package pints

import (
	"math"
	"slices"
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// seatSetup is what a test gives one seat before Eval grades the position.
type seatSetup struct {
	bites, beers int8
	chips        int16
	cards        int
}

func (s *State) seat(p int, v seatSetup) {
	s.P[p].Bites, s.P[p].Beers, s.P[p].Chips = v.bites, v.beers, v.chips
	for c := range v.cards {
		s.give(p, card(kUmbrella)+int8(4*p+c))
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// carOf is each seat's chance to win the very small car.
func carOf(s *State) []float64 {
	out := make([]float64, s.NP)
	s.carChances(out, 1)
	return out
}

// A finished game is graded by its result, with the luck of the rescue drawn
// at random and of the very small car's dice taken out.
func TestEvalFinishedGames(t *testing.T) {
	seats := []seatSetup{
		{cards: 1, bites: 0, beers: 1, chips: 6},
		{bites: 3, beers: 0, chips: 2},
		{cards: 1, bites: 1, beers: 2, chips: 2},
	}
	// With 4 cards under the rescue: the taxi saves 0 and 2, the tandem 0
	// and 2, the army 0, the Salvation Army 0 and 2.
	mean := func(car []float64) []float64 {
		return []float64{(4 + car[0]) / 5, car[1] / 5, (3 + car[2]) / 5}
	}
	tests := []struct {
		name   string
		kind   int
		random bool // the rescue was drawn at random
		want   func(s *State) []float64
	}{
		{"a chosen taxi: the result", kTaxi, false, func(*State) []float64 { return []float64{1, 0, 1} }},
		{"a chosen army: the result", kArmy, false, func(*State) []float64 { return []float64{1, 0, 0} }},
		{"a chosen very small car: the chances, not the dice", kSmallCar, false, carOf},
		{"a random taxi: the mean of the five rescues, the taxi's cards paid", kTaxi, true, func(s *State) []float64 { return mean(carOf(s)) }},
		{"a random tandem: the same mean", kTandem, true, func(s *State) []float64 { return mean(carOf(s)) }},
		{"a random very small car: the same mean", kSmallCar, true, func(s *State) []float64 { return mean(carOf(s)) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dSend)
			if tt.random {
				s.Choice = -1
			}
			s.deck([3]int8{0, 0, 0}, card(tt.kind))
			for i := range int8(4) {
				s.under(card(kPoolCue) + i)
			}
			for p, v := range seats {
				s.seat(p, v)
			}
			play(t, s, "send a companion to row 1")
			if !s.Done || s.Rescue < 0 {
				t.Fatal("the rescue did not end the game")
			}
			got, want := Eval(s), tt.want(s)
			for p := range want {
				if !near(got[p], want[p]) {
					t.Fatalf("Eval = %v, want %v", got, want)
				}
			}
		})
	}
	t.Run("the last companion dead: nobody", func(t *testing.T) {
		s := table(t, 3, LevelStarter, dSend)
		s.Sofa, s.Stool = 1, 0
		s.killCompanion()
		if !s.Done {
			t.Fatal("the last companion died and the game goes on")
		}
		for p, v := range Eval(s) {
			if v != 0 {
				t.Fatalf("seat %d graded %v in a game the zombies won", p, v)
			}
		}
	})
}

// The very small car: most extra hits, then most chips, still tied roll
// again.
func TestCarChances(t *testing.T) {
	tests := []struct {
		name    string
		chips   []int16
		allHits bool // every battle-die face an extra hit
		want    []float64
		order   []int // seats from likeliest to least likely, for the dice
	}{
		{"equal chips, 3 seats: a third each", []int16{2, 2, 2}, false, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}, nil},
		{"equal chips, 4 seats: a quarter each", []int16{0, 0, 0, 0}, false, []float64{0.25, 0.25, 0.25, 0.25}, nil},
		{"chips break ties", []int16{1, 5, 3}, false, nil, []int{1, 2, 0}},
		{"all hits: the richest", []int16{1, 5, 3}, true, []float64{0, 1, 0}, nil},
		{"all hits, two richest: half each", []int16{5, 5, 3}, true, []float64{0.5, 0.5, 0}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, len(tt.chips), LevelStarter, dSend)
			for p, c := range tt.chips {
				s.P[p].Chips = c
			}
			var got []float64
			if tt.allHits {
				withDice(nil, []int8{FaceExtra}, func() { got = carOf(s) })
			} else {
				got = carOf(s)
			}
			sum := 0.0
			for _, v := range got {
				sum += v
			}
			if !near(sum, 1) {
				t.Fatalf("chances %v sum to %v", got, sum)
			}
			for p := range tt.want {
				if !near(got[p], tt.want[p]) {
					t.Fatalf("chances %v, want %v", got, tt.want)
				}
			}
			for i := 1; i < len(tt.order); i++ {
				if got[tt.order[i-1]] <= got[tt.order[i]] {
					t.Fatalf("chances %v: seat %d should beat seat %d", got, tt.order[i-1], tt.order[i])
				}
			}
		})
	}
}

// A game still going: a seat ahead on what the rescues look at is graded
// above one behind, a pub in danger lowers everybody.
func TestEvalOrdersPositions(t *testing.T) {
	base := func(t *testing.T) *State {
		s := table(t, 3, LevelStarter, dSend)
		s.Choice = -1
		cards := make([]int8, 12)
		for i := range cards {
			cards[i] = card(kPoolCue) + int8(i%8)
		}
		s.deck([3]int8{0, 0, 0}, cards...)
		for p := range 3 {
			s.seat(p, seatSetup{bites: 1, beers: 1, chips: 4})
		}
		return s
	}
	all := func(d int) [3]int { return [3]int{d, d, d} }
	tests := []struct {
		name string
		edit func(s *State)
		dir  [3]int // each seat graded higher (1), lower (-1) or either (0)
	}{
		{"a card kept for the taxi", func(s *State) { s.give(0, card(kUmbrella)) }, [3]int{1, 0, 0}},
		{"fewer bites for the tandem", func(s *State) { s.P[1].Bites = 0 }, [3]int{0, 1, 0}},
		{"more chips for the army", func(s *State) { s.P[2].Chips = 9 }, [3]int{0, 0, 1}},
		{"fewest beers: left behind by the Salvation Army", func(s *State) { s.P[0].Beers = 0 }, [3]int{-1, 0, 0}},
		{"a companion more on the sofa", func(s *State) { s.Sofa++ }, all(1)},
		{"zombies at the bar", func(s *State) { s.put(0, 0, 3); s.put(2, 0, 3) }, all(-1)},
		{"bites for everybody", func(s *State) {
			for p := range 3 {
				s.P[p].Bites = 3
			}
		}, all(-1)},
		{"zombies on a tracker", func(s *State) { s.P[0].Down, s.P[1].Down, s.P[2].Down = 1, 1, 1 }, all(-1)},
		{"a full bus", func(s *State) { s.busAdd(8) }, all(-1)},
		{"a companion dead", func(s *State) { s.Sofa = 1 }, all(-1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base(t)
			before := Eval(s)
			tt.edit(s)
			after := Eval(s)
			for p, d := range tt.dir {
				if d > 0 && after[p] <= before[p] || d < 0 && after[p] >= before[p] {
					t.Errorf("seat %d: %.4f → %.4f, want %+d", p, before[p], after[p], d)
				}
			}
		})
	}
	t.Run("a lead counts more as the rescue nears", func(t *testing.T) {
		gap := func(cards int) float64 {
			s := base(t)
			list := make([]int8, cards)
			for i := range list {
				list[i] = card(kPoolCue) + int8(i%8)
			}
			s.deck([3]int8{0, 0, 0}, list...)
			s.give(0, card(kUmbrella))
			s.P[0].Chips = 9
			e := Eval(s)
			return e[0] - e[1]
		}
		far, close := gap(50), gap(8)
		if !(close > far && far > 0) {
			t.Fatalf("seat 0's lead is %.4f with 50 cards to draw and %.4f with 8", far, close)
		}
	})
}

// A rescue chosen at set-up is the only one graded; a random one weighs a
// fifth.
func TestEvalWeighsTheRescuesThatMayCome(t *testing.T) {
	for _, tt := range []struct {
		name   string
		random bool // else the taxi chosen at set-up
		share  float64
	}{
		{"a chosen taxi", false, 1},
		{"a random rescue", true, 0.2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dSend)
			if tt.random {
				s.Choice = -1
			}
			if s.Choice >= 0 && tab.kind[tab.firstR+s.Choice] != kTaxi {
				t.Fatalf("the set-up chose %s", cardName(int(tab.kind[tab.firstR+s.Choice])))
			}
			s.deck([3]int8{0, 0, 0}, card(kPoolCue), card(kPoolCue, 1), card(kUmbrella, 1))
			for p := range 3 {
				s.seat(p, seatSetup{bites: 1, beers: 1, chips: 4})
			}
			s.give(0, card(kUmbrella))
			e := Eval(s)
			want := s.evalLife() * s.evalSure() * tt.share
			if !near(e[0]-e[1], want) || !near(e[1], e[2]) {
				t.Fatalf("Eval %v: the card holder's lead %v, want %v", e, e[0]-e[1], want)
			}
		})
	}
}

// The tandem of a game still going counts the tokens waiting on the
// trackers as the bites they will be.
func TestTandemAfterBites(t *testing.T) {
	tests := []struct {
		name   string
		bites  [3]int8
		down   [3]uint8
		lively [3]uint8 // revealed lively tokens
		want   uint8
	}{
		{"no tokens: the bites", [3]int8{0, 2, 1}, [3]uint8{}, [3]uint8{}, 0b101},
		{"a face-down token is a bite", [3]int8{0, 1, 1}, [3]uint8{2, 0, 0}, [3]uint8{}, 0b110},
		{"a lively token bites twice", [3]int8{0, 1, 2}, [3]uint8{}, [3]uint8{0, 1, 0}, 0b101},
		{"the fifth bite clears the tracker", [3]int8{4, 1, 2}, [3]uint8{1, 0, 0}, [3]uint8{}, 0b011},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dSend)
			for p := range 3 {
				s.P[p].Bites, s.P[p].Down = tt.bites[p], tt.down[p]
				s.P[p].Up[tFastLively] = tt.lively[p]
			}
			before := s.P
			if got := s.tandemAfterBites(); got != tt.want {
				t.Fatalf("tandem %03b, want %03b", got, tt.want)
			}
			if s.P != before {
				t.Fatal("grading the tandem changed the trackers")
			}
		})
	}
}

// Eval gives one value in [0, 1] a seat in every position of random games,
// and the same values for the same position.
func TestEvalRange(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 6; seed++ {
			st, err := New(game.Config{Players: players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			r := bot.NewRandom(seed)
			for step := 0; ; step++ {
				e := Eval(st)
				if len(e) != players {
					t.Fatalf("%d values for %d players", len(e), players)
				}
				for p, v := range e {
					if math.IsNaN(v) || v < 0 || v > 1 {
						t.Fatalf("%d players, seed %d, step %d: seat %d graded %v", players, seed, step, p, v)
					}
				}
				if again := Eval(st.Clone()); !slices.Equal(again, e) {
					t.Fatalf("the same position graded %v, then %v", e, again)
				}
				if st.Over() {
					break
				}
				if err := st.Apply(bot.Choose(r, st)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
