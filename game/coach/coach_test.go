package coach_test

import (
	"fmt"
	"math"
	"testing"

	"zombietable/game"
	_ "zombietable/game/all"
	"zombietable/game/coach"
)

// midGame plays a game of info with seeded random moves until a seat has a
// real choice, past the first few moves, and returns the state.
func midGame(t testing.TB, info *game.Info, seed uint64) game.State {
	t.Helper()
	st, err := info.NewGame(game.Config{Players: info.MinPlayers + 1, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(seed)
	for n := 0; ; n++ {
		legal := st.Legal(nil)
		if st.Over() {
			t.Fatalf("%s: the game ended before a choice", info.ID)
		}
		if n >= 12 && len(legal) >= 3 {
			return st
		}
		if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAdviceIsTheSameWhateverIsHidden asks the coach about a seat's
// decision in states that differ only in what the seat cannot know (dealt
// again from its view): the coach reads nothing else, so its estimates of
// every move it names in both agree within its own margins, and so does
// its best move's chance.
func TestAdviceIsTheSameWhateverIsHidden(t *testing.T) {
	for _, info := range game.Games() {
		t.Run(info.ID, func(t *testing.T) {
			st := midGame(t, info, 5)
			seat := st.ToAct()
			want, err := coach.Ask(info, st, seat)
			if err != nil {
				t.Fatal(err)
			}
			check(t, st, want)
			d, ok := st.(game.Determinizer)
			if !ok {
				t.Fatalf("%s deals nothing again from a seat's view", info.ID)
			}
			for k := uint64(1); k <= 3; k++ {
				r := game.NewRNG(k)
				other := d.Determinize(seat, &r)
				if fmt.Sprint(other.View(seat)) != fmt.Sprint(st.View(seat)) {
					t.Fatalf("a state dealt again from seat %d's view shows it another view", seat)
				}
				got, err := coach.Ask(info, other, seat)
				if err != nil {
					t.Fatal(err)
				}
				check(t, other, got)
				agree := func(what string, a, b coach.Move) {
					if tol := 3*math.Hypot(a.Margin, b.Margin) + 0.01; math.Abs(a.Chance-b.Chance) > tol {
						t.Errorf("deal %d: %s: %.3f±%.3f against %.3f±%.3f", k, what, a.Chance, a.Margin, b.Chance, b.Margin)
					}
				}
				agree("the best move's chance", want.Moves[0], got.Moves[0])
				for _, a := range want.Moves {
					for _, b := range got.Moves {
						if a.Action == b.Action {
							agree(st.ActionString(a.Action), a, b)
						}
					}
				}
			}
		})
	}
}

// check holds advice to its shape: one to three legal moves, distinct,
// chances in [0, 1], the best estimate among those tried enough first.
func check(t *testing.T, st game.State, adv coach.Advice) {
	t.Helper()
	if len(adv.Moves) == 0 || len(adv.Moves) > coach.Best {
		t.Fatalf("%d moves", len(adv.Moves))
	}
	seen := map[game.Action]bool{}
	legal := map[game.Action]bool{}
	for _, a := range st.Legal(nil) {
		legal[a] = true
	}
	for _, m := range adv.Moves {
		if seen[m.Action] || !legal[m.Action] {
			t.Errorf("move %d: repeated %v, legal %v", m.Action, seen[m.Action], legal[m.Action])
		}
		seen[m.Action] = true
		if m.Chance < 0 || m.Chance > 1 || m.Margin <= 0 {
			t.Errorf("%s: chance %v ± %v", st.ActionString(m.Action), m.Chance, m.Margin)
		}
	}
	if adv.Iterations == 0 {
		t.Errorf("no simulation run")
	}
}

func TestNoAdviceForAnotherSeat(t *testing.T) {
	info := game.Games()[0]
	st := midGame(t, info, 3)
	other := (st.ToAct() + 1) % game.Seat(st.Players())
	if _, err := coach.Ask(info, st, other); err != coach.ErrNotToAct {
		t.Errorf("advice for a seat not to act: %v", err)
	}
}

// BenchmarkCoach is the time of one request per game, thought to its end
// (the hard bot's budget, or coach.Budget).
func BenchmarkCoach(b *testing.B) {
	for _, info := range game.Games() {
		st := midGame(b, info, 5)
		b.Run(info.ID, func(b *testing.B) {
			for range b.N {
				if _, err := coach.Ask(info, st, st.ToAct()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
