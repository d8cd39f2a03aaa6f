package replay_test

import (
	"errors"
	"fmt"
	"testing"

	"zombietable/game"
	_ "zombietable/game/all"
	"zombietable/game/replay"
	"zombietable/game/save"
)

// finished plays a game of info to its end with seeded random legal actions
// and returns its log.
func finished(t testing.TB, info *game.Info, players int, seed uint64) save.Log {
	t.Helper()
	seats := make([]save.Seat, players)
	for i := range seats {
		seats[i] = save.Seat{Name: fmt.Sprintf("P%d", i+1), Kind: save.Human}
	}
	sess, err := save.NewSession(info, game.Config{Players: players, Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, sess, seed)
	return sess.Log
}

// playOut plays sess to its end with random legal actions drawn from seed.
func playOut(t testing.TB, sess *save.Session, seed uint64) {
	t.Helper()
	r := game.NewRNG(seed ^ 0x5eed)
	for n := 0; !sess.State.Over(); n++ {
		if n > 50000 {
			t.Fatalf("%s: no end after %d actions", sess.Info.ID, n)
		}
		legal := sess.State.Legal(nil)
		if err := sess.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// freshHashes replays l from its seed one action at a time and returns the
// hash of the state at every position.
func freshHashes(t *testing.T, l save.Log) []uint64 {
	t.Helper()
	info, _ := game.Lookup(l.Game)
	sess, err := save.NewSession(info, l.Config(), l.Seats)
	if err != nil {
		t.Fatal(err)
	}
	out := []uint64{game.Hash(sess.State)}
	for _, name := range l.Actions {
		if err := sess.ApplyName(name); err != nil {
			t.Fatal(err)
		}
		out = append(out, game.Hash(sess.State))
	}
	return out
}

func TestTimelineStepsMatchAFreshReplay(t *testing.T) {
	for _, info := range game.Games() {
		t.Run(info.ID, func(t *testing.T) {
			l := finished(t, info, info.MinPlayers+1, 7)
			want := freshHashes(t, l)
			tl, err := replay.New(l)
			if err != nil {
				t.Fatal(err)
			}
			if tl.Len() != len(l.Actions) {
				t.Fatalf("Len %d, the log has %d actions", tl.Len(), len(l.Actions))
			}
			if tl.Kinds(tl.Len())&replay.End == 0 {
				t.Errorf("the last position of a finished game is not marked as its end")
			}
			for p := 0; p <= tl.Len(); p++ {
				if h := game.Hash(tl.At(p)); h != want[p] {
					t.Fatalf("forward to %d: hash %x, a fresh replay %x", p, h, want[p])
				}
			}
			for p := tl.Len(); p >= 0; p-- {
				if h := game.Hash(tl.At(p)); h != want[p] {
					t.Fatalf("back to %d: hash %x, a fresh replay %x", p, h, want[p])
				}
			}
			// Jumps, as a scrub bar makes them, and a replay of the
			// saved log to the same point.
			r := game.NewRNG(3)
			for range 40 {
				p := r.IntN(tl.Len() + 1)
				if h := game.Hash(tl.At(p)); h != want[p] {
					t.Fatalf("jump to %d: hash %x, a fresh replay %x", p, h, want[p])
				}
				pl := l
				pl.Actions = l.Actions[:p]
				sess, err := save.Replay(pl)
				if err != nil {
					t.Fatal(err)
				}
				if h := game.Hash(sess.State); h != want[p] {
					t.Fatalf("save.Replay to %d: hash %x, step by step %x", p, h, want[p])
				}
			}
			swings := 0
			for p := 0; p < tl.Len(); p = tl.Next(p, replay.Swing) {
				swings++
			}
			if swings < 2 || swings > tl.Len()/10+2 {
				t.Errorf("%d swings marked in %d actions: the deciding moments are a few", swings-1, tl.Len())
			}
			turns := 0
			for p := 0; p < tl.Len(); p = tl.Next(p, replay.Turn) {
				turns++
			}
			if turns < 2 {
				t.Errorf("%d turns marked in %d actions", turns, tl.Len())
			}
		})
	}
}

func TestForksPlayToTheEnd(t *testing.T) {
	for _, info := range game.Games() {
		for _, fresh := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/fresh=%v", info.ID, fresh), func(t *testing.T) {
				l := finished(t, info, info.MinPlayers+1, 11)
				tl, err := replay.New(l)
				if err != nil {
					t.Fatal(err)
				}
				at := tl.Len() / 2
				for tl.At(at).Over() {
					at--
				}
				fl, err := tl.Fork(at, l.Seats, fresh, 99)
				if err != nil {
					t.Fatal(err)
				}
				sess, err := save.NewFork(info, fl)
				if err != nil {
					t.Fatal(err)
				}
				before := game.Hash(tl.At(at))
				if got := game.Hash(sess.State); fresh == (got == before) {
					t.Errorf("fresh %v: the fork's state at %d is equal to the game's: %v", fresh, at, got == before)
				}
				if sess.State.ToAct() != tl.At(at).ToAct() {
					t.Errorf("the fork's seat to act is %d, the game's %d", sess.State.ToAct(), tl.At(at).ToAct())
				}
				playOut(t, sess, 5)
				// The save of the fork replays to the same end, by its
				// log and by a timeline.
				data, err := sess.Log.Encode()
				if err != nil {
					t.Fatal(err)
				}
				back, err := save.Decode("fork", data)
				if err != nil {
					t.Fatal(err)
				}
				again, err := save.Replay(back)
				if err != nil {
					t.Fatal(err)
				}
				end := game.Hash(sess.State)
				if h := game.Hash(again.State); h != end {
					t.Errorf("the fork's save replays to %x, the game ended at %x", h, end)
				}
				ftl, err := replay.New(back)
				if err != nil {
					t.Fatal(err)
				}
				if h := game.Hash(ftl.At(ftl.Len())); h != end {
					t.Errorf("the fork's timeline ends at %x, the game at %x", h, end)
				}
				for p := ftl.Len(); p >= 0; p -= 7 {
					want := game.Hash(ftl.At(p))
					pl := back
					pl.Actions = back.Actions[:p]
					if p < at {
						pl.Fork = nil
					}
					s, err := save.Replay(pl)
					if err != nil {
						t.Fatal(err)
					}
					if h := game.Hash(s.State); h != want {
						t.Fatalf("the fork's timeline at %d: %x, a fresh replay %x", p, want, h)
					}
				}
				if _, err := ftl.Fork(ftl.Len()-1, l.Seats, false, 1); !errors.Is(err, replay.ErrForkAgain) && ftl.Len()-1 >= at {
					t.Errorf("a fork of a fork past its fork: %v, want ErrForkAgain", err)
				}
			})
		}
	}
}

// BenchmarkJump is a scrub bar's jump to a random position of a long game
// of every title (the one TestTimelineStepsMatchAFreshReplay plays).
func BenchmarkJump(b *testing.B) {
	for _, info := range game.Games() {
		l := finished(b, info, info.MinPlayers+1, 7)
		tl, err := replay.New(l)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("%s-%dmoves", info.ID, tl.Len()), func(b *testing.B) {
			r := game.NewRNG(1)
			for range b.N {
				tl.At(r.IntN(tl.Len() + 1))
			}
		})
	}
}
