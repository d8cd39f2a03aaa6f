package enginetest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/enginetest/testdata/toy"
)

// The toy game's rules are its package comment; these tests check them and
// that random play reaches every corner the suite and the bots rely on.

func newToy(t *testing.T, players int, seed uint64) *toy.State {
	t.Helper()
	s, err := toy.New(game.Config{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*toy.State)
}

func apply(t *testing.T, s game.State, names ...string) {
	t.Helper()
	for _, name := range names {
		a, err := game.Find(s, name)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

func names(s game.State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

func TestToyNewValidatesItsConfig(t *testing.T) {
	tests := []struct {
		cfg  game.Config
		want string
	}{
		{game.Config{Players: 1}, "2–4 players"},
		{game.Config{Players: 5}, "2–4 players"},
		{game.Config{Players: 2, Options: map[string]string{"rounds": "many"}}, "rounds"},
		{game.Config{Players: 2, Options: map[string]string{"rounds": "0"}}, "rounds"},
	}
	for _, tt := range tests {
		if _, err := toy.New(tt.cfg); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%+v) = %v, want an error about %s", tt.cfg, err, tt.want)
		}
	}
}

func TestToyArenaSeatsOneBotASeat(t *testing.T) {
	info := toy.Info()
	if _, err := info.Arena(game.Config{Players: 3}, []string{"random", "random"}); err == nil || !strings.Contains(err.Error(), "2 bots for 3 players") {
		t.Errorf("two bots for three seats: %v", err)
	}
	if _, err := info.Arena(game.Config{Players: 2, Options: map[string]string{"colour": "red"}}, []string{"random", "random"}); err == nil || !strings.Contains(err.Error(), `no option "colour"`) {
		t.Errorf("an unknown option: %v", err)
	}
	s, err := info.Arena(game.Config{Players: 2, Options: map[string]string{"rounds": "9"}}, []string{"random", "random"})
	if err != nil || s.(*toy.State).Rounds != 9 {
		t.Errorf("an arena game of 9 rounds: %v", err)
	}
}

func TestToyDealsHiddenHandsFromAShuffledDeck(t *testing.T) {
	a, b := newToy(t, 3, 1), newToy(t, 3, 2)
	for p := range 3 {
		if len(a.Hands[p]) != toy.StartHand {
			t.Errorf("seat %d holds %v, want %d cards", p, a.Hands[p], toy.StartHand)
		}
	}
	if len(a.Deck) != toy.MaxValue*toy.Copies-3*toy.StartHand {
		t.Errorf("deck of %d cards after dealing", len(a.Deck))
	}
	if slices.Equal(a.Deck, b.Deck) {
		t.Errorf("seeds 1 and 2 dealt the same deck %v", a.Deck)
	}
	v := a.View(1).(toy.View)
	if !slices.Equal(v.Hand, a.Hands[1]) || !slices.Equal(v.HandSizes, []int{2, 2, 2}) {
		t.Errorf("seat 1 sees hand %v and sizes %v, holds %v", v.Hand, v.HandSizes, a.Hands[1])
	}
}

func TestToyOnATurnASurvivorDrawsRollsOrPlays(t *testing.T) {
	s := newToy(t, 2, 3)
	s.Hands[0] = []int{2, 2, 5}
	if got, want := names(s), []string{"draw", "roll", "play 2", "play 5"}; !slices.Equal(got, want) {
		t.Errorf("legal %q, want %q", got, want)
	}
	s.Hands[0] = []int{1, 2, 3, 4}
	if got := names(s); slices.Contains(got, "draw") {
		t.Errorf("with %d cards in hand, legal %q offers a draw", toy.HandLimit, got)
	}
	apply(t, s, "roll")
	if !s.Revealed() || s.ToAct() != 1 {
		t.Errorf("after a roll: revealed %v, to act %d", s.Revealed(), s.ToAct())
	}
}

func TestToyTheNextSurvivorMayBlockAPlayedCard(t *testing.T) {
	s := newToy(t, 3, 4)
	s.Hands[0] = []int{3}
	s.Hands[1] = []int{1, 3, 5, 5}
	apply(t, s, "play 3")
	if s.ToAct() != 1 || !s.Revealed() {
		t.Fatalf("after a play, seat %d to act (revealed %v), want seat 1 reacting", s.ToAct(), s.Revealed())
	}
	if got, want := names(s), []string{"allow", "block 3", "block 5"}; !slices.Equal(got, want) {
		t.Errorf("legal %q, want %q", got, want)
	}
	apply(t, s, "block 5")
	if s.Score[0] != 0 || !slices.Equal(s.Discard, []int{3, 5}) || !slices.Equal(s.Hands[1], []int{1, 3, 5}) {
		t.Errorf("after a block: score %v, discard %v, blocker's hand %v", s.Score, s.Discard, s.Hands[1])
	}
	if s.ToAct() != 1 || s.Phase != toy.PhaseTurn {
		t.Errorf("after the block seat %d acts in phase %d, want seat 1's turn", s.ToAct(), s.Phase)
	}
	s.Hands[1] = []int{4}
	apply(t, s, "play 4", "allow")
	if s.Score[1] != 4 || s.Revealed() {
		t.Errorf("an allowed 4 scores %v (revealed %v)", s.Score, s.Revealed())
	}
}

func TestToyVotesStaySecretUntilAllHaveVoted(t *testing.T) {
	s := newToy(t, 3, 5)
	apply(t, s, "roll", "roll", "roll")
	if s.Phase != toy.PhaseVote || s.ToAct() != 0 {
		t.Fatalf("after three turns: phase %d, seat %d to act", s.Phase, s.ToAct())
	}
	for lang, want := range map[string]string{"en": "Anna votes in secret", "it": "Anna vota in segreto"} {
		for _, a := range []game.Action{toy.ActFight, toy.ActHide} {
			if line := s.Describe(a, "Anna", lang); line != want {
				t.Errorf("Describe(%q, %q) tells %q, want %q", s.ActionString(a), lang, line, want)
			}
		}
	}
	apply(t, s, "fight")
	if s.Revealed() {
		t.Errorf("the first vote is revealed")
	}
	for _, p := range []game.Seat{1, 2} {
		v := s.View(p).(toy.View)
		if v.Vote != toy.NoVote || !v.Voted[0] || len(v.LastVotes) != 0 {
			t.Errorf("seat %d sees own vote %d, voted %v, last votes %v", p, v.Vote, v.Voted, v.LastVotes)
		}
	}
	if v := s.View(0).(toy.View); v.Vote != toy.Fight {
		t.Errorf("seat 0 sees its vote as %d", v.Vote)
	}
	score, horde := slices.Clone(s.Score), s.Horde
	apply(t, s, "hide", "fight")
	if !s.Revealed() {
		t.Errorf("the last vote does not reveal")
	}
	if v := s.View(1).(toy.View); !slices.Equal(v.LastVotes, []int{toy.Fight, toy.Hide, toy.Fight}) {
		t.Errorf("revealed votes %v", v.LastVotes)
	}
	if want := max(0, horde-4) + 3; s.Horde != want {
		t.Errorf("horde %d after two fighters, want %d", s.Horde, want)
	}
	if s.Score[0] != max(0, score[0]-1) || s.Score[1] != score[1] {
		t.Errorf("scores %v after the vote, were %v", s.Score, score)
	}
	if s.Turns() != 3 || s.Stats(0)["fights"] != 1 || s.Stats(1)["fights"] != 0 || s.Stats(2)["score"] != float64(s.Score[2]) {
		t.Errorf("after a round: %d turns, stats %v %v %v", s.Turns(), s.Stats(0), s.Stats(1), s.Stats(2))
	}
	if s.Round != 1 || s.ToAct() != 1 {
		t.Errorf("round %d, seat %d to act; want round 1 opened by seat 1", s.Round, s.ToAct())
	}
}

func TestToyTheHordeAtItsLimitBeatsEverybody(t *testing.T) {
	s := newToy(t, 2, 6)
	s.Horde = s.Limit
	s.Score = []int{5, 1}
	apply(t, s, "roll", "roll", "hide", "hide")
	if !s.Over() || !slices.Equal(s.Returns(), []float64{0, 0}) {
		t.Errorf("over %v, returns %v; want a loss for all", s.Over(), s.Returns())
	}
}

func TestToyTheHighestScoresShareTheWin(t *testing.T) {
	s := newToy(t, 3, 7)
	s.Round = s.Rounds - 1
	s.Score = []int{6, 2, 6}
	s.Phase, s.Act = toy.PhaseVote, s.First
	apply(t, s, "hide", "hide", "hide")
	if !s.Over() {
		t.Fatal("the game is not over after the last round")
	}
	want := []float64{1, 0, 1}
	if got := s.Returns(); !slices.Equal(got, want) {
		t.Errorf("scores 6, 2, 6 give returns %v, want %v", got, want)
	}
}

func TestToyRefusesWithAReason(t *testing.T) {
	s := newToy(t, 2, 8)
	h := game.Hash(s)
	err := s.Apply(toy.ActFight)
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "fight is not legal now") {
		t.Errorf("a vote on a turn: %v", err)
	}
	if game.Hash(s) != h {
		t.Error("the refusal changed the state")
	}
}

func TestToyDeterminizeRedealsOnlyWhatTheSeatCannotSee(t *testing.T) {
	s := newToy(t, 3, 9)
	apply(t, s, "roll", "roll", "roll", "fight")
	r := game.NewRNG(1)
	others := map[string]bool{}
	for range 50 {
		d := s.Determinize(1, &r).(*toy.State)
		if !slices.Equal(d.Hands[1], s.Hands[1]) || d.Votes[1] != s.Votes[1] {
			t.Fatalf("seat 1's hand %v or vote %d changed to %v, %d", s.Hands[1], s.Votes[1], d.Hands[1], d.Votes[1])
		}
		all := slices.Concat(d.Deck, d.Hands[0], d.Hands[1], d.Hands[2])
		want := slices.Concat(s.Deck, s.Hands[0], s.Hands[1], s.Hands[2])
		slices.Sort(all)
		slices.Sort(want)
		if !slices.Equal(all, want) || len(d.Hands[0]) != len(s.Hands[0]) {
			t.Fatalf("the re-deal changed the cards: %v, want %v", all, want)
		}
		others[fmt.Sprint(d.Votes[0], d.Hands[0], d.Hands[2])] = true
	}
	if len(others) < 5 {
		t.Errorf("50 determinizations gave only %d different hands and votes for the others", len(others))
	}
}

// TestToyRandomPlayReachesEveryCorner plays random games and checks that the
// corners the suite and the bots are tested on all occur.
func TestToyRandomPlayReachesEveryCorner(t *testing.T) {
	counts := map[string]int{}
	longest := 0
	for seed := range uint64(600) {
		players := 2 + int(seed%3)
		s := newToy(t, players, seed)
		r := game.NewRNG(seed)
		steps := 0
		for !s.Over() {
			legal := s.Legal(nil)
			a := legal[r.IntN(len(legal))]
			switch {
			case a == toy.ActRoll:
				counts["roll"]++
			case a > toy.ActBlock && a <= toy.ActBlock+toy.MaxValue:
				counts["block"]++
			case a == toy.ActDraw:
				counts["draw"]++
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			steps++
		}
		longest = max(longest, steps)
		ret := s.Returns()
		winners := 0
		for _, v := range ret {
			winners += int(v)
		}
		switch {
		case s.Lost:
			counts["cooperative loss"]++
		case winners > 1:
			counts["shared win"]++
		default:
			counts["single win"]++
		}
	}
	t.Logf("600 random games: %v, longest %d actions", counts, longest)
	for _, corner := range []string{"roll", "block", "draw", "cooperative loss", "shared win", "single win"} {
		if counts[corner] < 10 {
			t.Errorf("%s happened %d times in 600 random games", corner, counts[corner])
		}
	}
	if longest > 60 {
		t.Errorf("a game lasted %d actions; five rounds of four seats take at most 60", longest)
	}
}

func TestToyDescribesInBothLanguages(t *testing.T) {
	s := newToy(t, 2, 1)
	lines := []struct {
		a      game.Action
		en, it string
	}{
		{toy.ActDraw, "Anna draws a card", "Anna pesca una carta"},
		{toy.ActRoll, "Anna rolls the die", "Anna tira il dado"},
		{toy.ActPlay + 3, "Anna plays a 3", "Anna gioca un 3"},
		{toy.ActBlock + 2, "Anna blocks with a 2", "Anna blocca con un 2"},
		{toy.ActAllow, "Anna lets it through", "Anna lascia passare"},
	}
	for _, c := range lines {
		for _, l := range []struct{ lang, want string }{{"en", c.en}, {"it", c.it}, {"xx", c.en}} {
			if got := s.Describe(c.a, "Anna", l.lang); got != l.want {
				t.Errorf("Describe(%q, %q) = %q, want %q", s.ActionString(c.a), l.lang, got, l.want)
			}
		}
	}
	for _, seed := range []uint64{1, 2, 3, 4} {
		s := newToy(t, 2+int(seed)%3, seed)
		r := game.NewRNG(seed)
		var legal []game.Action
		described, differ := 0, 0
		for step := 0; step < 500 && !s.Over(); step++ {
			legal = s.Legal(legal)
			for _, a := range legal {
				en, it := s.Describe(a, "Bea", "en"), s.Describe(a, "Bea", "it")
				if len(en) <= len("Bea ") || len(it) <= len("Bea ") || !strings.Contains(en, "Bea") || !strings.Contains(it, "Bea") {
					t.Fatalf("seed %d: %q does not name the seat: %q / %q", seed, s.ActionString(a), en, it)
				}
				described++
				if en != it {
					differ++
				}
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if described == 0 || differ*10 < described*9 {
			t.Errorf("seed %d: %d of %d lines differ between Italian and English", seed, differ, described)
		}
	}
}
