package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
)

// finishedLog plays a game of info to its end with seeded random legal
// actions, Ann a person and the others bots, and returns its log.
func finishedLog(t testing.TB, info *game.Info, seed uint64) save.Log {
	t.Helper()
	players := min(info.MinPlayers+1, info.MaxPlayers)
	seats := []save.Seat{{Name: "Ann", Kind: save.Human}}
	level := "random"
	if len(info.Levels) > 0 {
		level = info.Levels[0].Name
	}
	for i := 1; i < players; i++ {
		seats = append(seats, save.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: save.Bot, Level: level})
	}
	sess, err := save.NewSession(info, game.Config{Players: players, Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRNG(seed)
	for n := 0; !sess.State.Over(); n++ {
		if n > 50000 {
			t.Fatal("no end")
		}
		legal := sess.State.Legal(nil)
		if err := sess.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return sess.Log
}

// runSteps plays script on a, failing the test when a step fails.
func runSteps(t *testing.T, a *App, script string) {
	t.Helper()
	steps, err := ParseScript(script)
	if err != nil {
		t.Fatal(err)
	}
	a.script, a.step, a.stepFrames, a.scriptDone = steps, 0, 0, 0
	for i := 0; i < 200000 && a.scriptDone == 0; i++ {
		if err := a.Update(); err != nil {
			t.Fatalf("script %q stopped on frame %d (scene %s): %v", script, a.frame, a.scene.name(), err)
		}
	}
	if a.scriptDone == 0 {
		t.Fatalf("script %q not done (scene %s)", script, a.scene.name())
	}
}

// TestReplayViewer opens a finished game of every title from Resume in the
// viewer, steps it forward and back through every position with the state
// and the log equal to a fresh replay to that point, asks the coach, and
// plays on from the middle with the same future and a fresh one (which
// game/replay's tests play to their end).
func TestReplayViewer(t *testing.T) {
	for _, info := range game.Games() {
		t.Run(info.ID, func(t *testing.T) {
			l := finishedLog(t, info, 21)
			var errs strings.Builder
			a := newApp(options{store: t.TempDir()}, &errs)
			defer func() {
				if t.Failed() {
					t.Log(errs.String())
				}
			}()
			a.w, a.h, a.u = 1280, 800, UIScale(1280, 800)
			a.scene.layout(a)
			sess, err := save.Replay(l)
			if err != nil {
				t.Fatal(err)
			}
			if err := sess.Autosave(a.store); err != nil {
				t.Fatal(err)
			}
			runSteps(t, a, "speed:instant,resume:0")
			p := a.playOf()
			if p == nil || p.replay == nil {
				t.Fatalf("a finished game resumed opens scene %s, not the viewer", a.SceneName())
			}
			rv := p.replay
			want := make([]uint64, 0, len(l.Actions)+1)
			fresh, _ := save.NewSession(info, l.Config(), l.Seats)
			want = append(want, game.Hash(fresh.State))
			for _, n := range l.Actions {
				if err := fresh.ApplyName(n); err != nil {
					t.Fatal(err)
				}
				want = append(want, game.Hash(fresh.State))
			}
			check := func(how string, q int) {
				t.Helper()
				if rv.at != q || len(p.entries) != q {
					t.Fatalf("%s to %d: at %d with %d log entries", how, q, rv.at, len(p.entries))
				}
				if h := game.Hash(p.sess.State); h != want[q] {
					t.Fatalf("%s to %d: hash %x, a fresh replay %x", how, q, h, want[q])
				}
				if p.tc.canAct {
					t.Fatalf("%s to %d: a replay takes decisions", how, q)
				}
			}
			check("open", 0)
			for q := 1; q <= rv.tl.Len(); q++ {
				rv.seek(p, q)
				check("forward", q)
			}
			for q := rv.tl.Len() - 1; q >= 0; q-- {
				rv.seek(p, q)
				check("back", q)
			}
			// The script's steps: a turn forward, a decision back.
			runSteps(t, a, "step:nextturn,step:nextturn,step:back")
			if rv.at == 0 {
				t.Fatal("two turns forward and one decision back is the set-up")
			}
			check("steps", rv.at)
			mid := rv.tl.Len() / 2
			for rv.tl.At(mid).Over() {
				mid--
			}
			rv.tl.At(rv.at)
			runSteps(t, a, fmt.Sprintf("seek:%d,as:follow,coach", mid))
			if p.coach == nil || !p.coach.ready || len(p.coach.adv.Moves) == 0 {
				t.Fatal("the coach gave no advice")
			}
			if p.coachEntry() != mid {
				t.Fatalf("the coach lights move %d, asked at %d", p.coachEntry(), mid)
			}
			futures := []string{"same"}
			if _, ok := rv.tl.At(mid).(game.Determinizer); ok {
				futures = append(futures, "fresh")
			}
			rv.tl.At(rv.at)
			for _, fut := range futures {
				runSteps(t, a, fmt.Sprintf("seek:%d,fork:%s", mid, fut))
				np := a.playOf()
				if np == nil || np.replay != nil || np.sess.Log.Fork == nil {
					t.Fatalf("fork %s: scene %s is no new game", fut, a.SceneName())
				}
				if f := np.sess.Log.Fork; f.At != mid || f.Fresh != (fut == "fresh") {
					t.Fatalf("fork %s: %+v", fut, *f)
				}
				if len(np.entries) < mid || len(np.sess.Log.Actions) < mid {
					t.Fatalf("fork %s: the log begins with %d actions, not the replay's %d", fut, len(np.entries), mid)
				}
				for i := range mid {
					if np.sess.Log.Actions[i] != l.Actions[i] || np.entries[i].text[0][0] != rv.all[i].text[0][0] {
						t.Fatalf("fork %s: action %d is %q, the replay's %q", fut, i, np.sess.Log.Actions[i], l.Actions[i])
					}
				}
				if err := a.expect("log", "Played on from move"); err != nil {
					t.Fatalf("fork %s: %v", fut, err)
				}
				// Back to the viewer of the first game for the next fork.
				runSteps(t, a, "menu")
				saved, err := a.listSaved()
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, sv := range saved {
					if sv.Log.Fork != nil && sv.Log.Fork.At == mid {
						found = true
					}
				}
				if !found {
					t.Fatalf("fork %s: no save of the new game", fut)
				}
				if err := a.openReplay(l); err != nil {
					t.Fatal(err)
				}
				p = a.playOf()
				rv = p.replay
			}
		})
	}
}

// TestCoachAtTheTable asks the coach at the decision of the person in
// front of the screen: its answer names legal moves, and the question is
// counted in the save, told in the log and on the game-over screen.
func TestCoachAtTheTable(t *testing.T) {
	a := ScriptApp(t, "speed:instant,new:zombionion,players:2,name:0:Ann,seat:1:bot:easy,seed:3,start,act:0,coach", 1280, 800)
	p := a.playOf()
	if p == nil || p.coach == nil || !p.coach.ready {
		t.Fatalf("no advice at the table (scene %s)", a.SceneName())
	}
	legal := map[game.Action]bool{}
	for _, x := range p.sess.State.Legal(nil) {
		legal[x] = true
	}
	for _, m := range p.coach.adv.Moves {
		if !legal[m.Action] {
			t.Errorf("the coach advises %d, not a legal move", m.Action)
		}
	}
	if got := p.sess.Log.Seats[0].Coached; got != 1 {
		t.Errorf("the save counts %d questions, want 1", got)
	}
	if err := a.expect("log", "Ann asked the coach"); err != nil {
		t.Error(err)
	}
	if got := p.coachSummary(a); got != "The coach was asked: Ann once" {
		t.Errorf("the game-over line is %q", got)
	}
	// The answer goes when the person decides.
	runSteps(t, a, "act:0")
	if p.coach != nil {
		t.Error("the advice stays after the move it was asked for")
	}
}

// BenchmarkReplayScrub is one frame of a scrub bar dragged along a long
// game of Zombies!!! 4 in the viewer: a jump to a position, the log made
// again to it and wrapped, the table told, the frame's update run.
func BenchmarkReplayScrub(b *testing.B) {
	info, err := game.Lookup("zombies4")
	if err != nil {
		b.Fatal(err)
	}
	l := finishedLog(b, info, 21)
	a := newApp(options{store: b.TempDir()}, &strings.Builder{})
	a.w, a.h, a.u = 1280, 800, UIScale(1280, 800)
	a.scene.layout(a)
	if err := a.openReplay(l); err != nil {
		b.Fatal(err)
	}
	p := a.playOf()
	r := game.NewRNG(1)
	b.ResetTimer()
	for range b.N {
		p.replay.seek(p, r.IntN(p.replay.tl.Len()+1))
		p.wrapSide()
	}
	b.ReportMetric(float64(p.replay.tl.Len()), "moves")
}
