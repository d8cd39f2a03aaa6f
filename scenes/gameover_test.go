package scenes_test

import (
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
	_ "zombietable/game/all"
	"zombietable/game/pints"
	"zombietable/game/zombionion"
	"zombietable/scenes"
	_ "zombietable/scenes/tables"
)

// over plays a game of bots to its end through the UI and returns the app
// on the game-over screen with what it says.
func over(t *testing.T, script string, w, h float32) (*scenes.App, scenes.GameOverText) {
	t.Helper()
	a := scenes.ScriptApp(t, script, w, h)
	got, ok := a.GameOver()
	if !ok {
		t.Fatalf("%s: the script ends on scene %s, not the game-over screen", script, a.SceneName())
	}
	if !got.Fits {
		t.Errorf("%s at %v×%v: the score table or the buttons leave the screen", script, w, h)
	}
	if got.Clear != "" {
		t.Errorf("%s at %v×%v: %s", script, w, h, got.Clear)
	}
	return a, got
}

// TestGameOverZombionion checks that the end of a game of Zombionion shows
// each deck's victory points with their breakdown and the turns, and the
// game's length, in the player's language.
func TestGameOverZombionion(t *testing.T) {
	for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
		a, got := over(t, "new:zombionion,players:3,name:0:Ann,seat:0:bot:easy,bots,seed:11,start,finish", size[0], size[1])
		st, _ := a.Game()
		g := st.(*zombionion.State)
		if strings.Join(got.Heads, "|") != "Victory points|Turns|Cards" {
			t.Errorf("headings %q", got.Heads)
		}
		if len(got.Rows) != 3 {
			t.Fatalf("%d rows, want 3", len(got.Rows))
		}
		ret := g.Returns()
		for s, row := range got.Rows {
			f := strings.Split(row, "|")
			want := []string{strconv.Itoa(g.Score(game.Seat(s))), strconv.Itoa(int(g.P[s].Turns)), strconv.Itoa(int(g.P[s].OwnN))}
			if strings.Join(f[1:4], "|") != strings.Join(want, "|") {
				t.Errorf("seat %d row %q, want the cells %q", s, row, want)
			}
			if res := f[4]; (ret[s] > 0) != (res == "Wins") {
				t.Errorf("seat %d row %q, result %v", s, row, ret[s])
			}
			if len(f) < 6 || !strings.Contains(f[5], "Even More Zombies") && !strings.Contains(f[5], "Zombie") {
				t.Errorf("seat %d row %q: no breakdown of the points", s, row)
			}
		}
		if len(got.Notes) == 0 || !strings.Contains(got.Notes[0], "rounds") {
			t.Errorf("notes %q: want the game's length", got.Notes)
		}
		if !strings.HasPrefix(got.Rows[0], "Ann|") {
			t.Errorf("the first row %q does not name Ann", got.Rows[0])
		}
	}
	_, it := over(t, "lang:it,new:zombionion,seat:0:bot:easy,bots,seed:3,start,finish", 1280, 800)
	if len(it.Heads) == 0 || it.Heads[0] != "Punti vittoria" || len(it.Notes) == 0 || !strings.Contains(it.Notes[0], "giri") {
		t.Errorf("Italian game-over screen: %q / %q", it.Heads, it.Notes)
	}
}

// TestGameOverPints checks that the end of a game of Pints of Blood shows
// each seat's bites, chips and beers, why the rescue took or left them, and
// how the game ended.
func TestGameOverPints(t *testing.T) {
	for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
		a, got := over(t, "new:pints,players:3,seat:0:bot:normal,bots,option:rescue:taxi,seed:4,start,finish", size[0], size[1])
		st, _ := a.Game()
		g := st.(*pints.State)
		if strings.Join(got.Heads, "|") != "Bites|Chips|Beers" {
			t.Errorf("headings %q", got.Heads)
		}
		v := g.View(0).(pints.View)
		for s, row := range got.Rows {
			f := strings.Split(row, "|")
			p := v.Players[s]
			want := strconv.Itoa(p.Bites) + "|" + strconv.Itoa(p.Chips) + "|" + strconv.Itoa(p.Beers)
			if strings.Join(f[1:4], "|") != want {
				t.Errorf("seat %d row %q, want %s", s, row, want)
			}
			if v.Rescue != "" && len(f) < 6 {
				t.Errorf("seat %d row %q: no reason given for the rescue", s, row)
			}
		}
		if len(got.Notes) == 0 || !strings.HasPrefix(got.Notes[0], "Turn ") {
			t.Errorf("notes %q: want the turn and how the game ended", got.Notes)
		}
	}
}

// TestPlayAgainStartPlayer checks "play again" in Zombionion: "il giocatore
// di partenza è il giocatore a sinistra del vincitore dell'ultima partita",
// even when the finished game had previous-winners set by hand.
func TestPlayAgainStartPlayer(t *testing.T) {
	for _, seed := range []string{"21", "22", "23"} {
		a, _ := over(t, "new:zombionion,players:3,seat:0:bot:easy,bots,name:0:Ann,name:1:Bob,name:2:Cleo,option:previous-winners:3,seed:"+seed+",start,finish", 1280, 800)
		st, _ := a.Game()
		ret := st.Returns()
		var winners []string
		var winner int
		for s, r := range ret {
			if r > 0 {
				winners = append(winners, strconv.Itoa(s+1))
				winner = s
			}
		}
		got, _ := a.GameOver()
		if err := a.PlayAgain(); err != nil {
			t.Fatal(err)
		}
		next, opts := a.Game()
		if next == nil || next.Over() {
			t.Fatalf("seed %s: no new game after play again (scene %s)", seed, a.SceneName())
		}
		if got := opts["previous-winners"]; got != strings.Join(winners, ",") {
			t.Errorf("seed %s: previous-winners %q, want %q", seed, got, strings.Join(winners, ","))
		}
		start := int(next.(*zombionion.State).Start)
		if want := "Next game: " + []string{"Ann", "Bob", "Cleo"}[start] + " starts"; got.Next != want {
			t.Errorf("seed %s: the game-over screen says %q, the next game starts with seat %d", seed, got.Next, start)
		}
		if len(winners) == 1 && start != (winner+1)%3 {
			t.Errorf("seed %s: winner seat %d, the next game starts with seat %d", seed, winner, start)
		}
		if len(winners) > 1 && ret[start] > 0 {
			t.Errorf("seed %s: after a tie the next game starts with a winner, seat %d", seed, start)
		}
	}
}

// race is a game without a score of its own: seats take turns stepping, and
// the first to reach three steps wins.
type race struct {
	steps [2]int
	cur   int
}

func (r *race) Players() int { return 2 }
func (r *race) ToAct() game.Seat {
	if r.Over() {
		return game.Nobody
	}
	return game.Seat(r.cur)
}
func (r *race) Legal(dst []game.Action) []game.Action {
	if r.Over() {
		return dst[:0]
	}
	return append(dst[:0], 1)
}
func (r *race) Apply(a game.Action) error {
	if r.Over() || a != 1 {
		return game.Illegal("not a step")
	}
	r.steps[r.cur]++
	r.cur = 1 - r.cur
	return nil
}
func (r *race) Revealed() bool { return false }
func (r *race) Over() bool     { return r.steps[0] == 3 || r.steps[1] == 3 }
func (r *race) Returns() []float64 {
	out := make([]float64, 2)
	for s, n := range r.steps {
		if n == 3 {
			out[s] = 1
		}
	}
	return out
}
func (r *race) Clone() game.State               { c := *r; return &c }
func (r *race) View(game.Seat) any              { return r.steps }
func (r *race) ActionString(game.Action) string { return "step" }

func init() {
	game.Register(&game.Info{ID: "race", Name: "Race", MinPlayers: 2, MaxPlayers: 2,
		New: func(game.Config) (game.State, error) { return &race{}, nil }})
}

// TestGameOverWithoutScore checks the fallback for an engine that tells no
// score: each seat wins or loses, and nothing else is made up.
func TestGameOverWithoutScore(t *testing.T) {
	_, got := over(t, "new:race,name:0:Ann,seat:0:bot:random,seat:1:bot:random,start,finish", 1280, 800)
	if len(got.Heads) != 0 {
		t.Errorf("headings %q for a game without a score", got.Heads)
	}
	if strings.Join(got.Rows, ",") != "Ann|Wins,Ash|Loses" {
		t.Errorf("rows %q, want Ann winning (she moves first) and Ash losing", got.Rows)
	}
	if got.Headline != "Ann wins!" {
		t.Errorf("headline %q", got.Headline)
	}
}

// TestGameOverSharedSurvivors: in Off the Dead's game with four survivors
// shared by fewer people, a seat's cells name several survivors and their
// infections; they fit their columns, on two lines if need be, and nothing
// in a row overlaps, in both languages and at both sizes.
func TestGameOverSharedSurvivors(t *testing.T) {
	for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
		for _, c := range []struct{ lang, players string }{{"en", "1"}, {"it", "1"}, {"en", "2"}, {"it", "3"}} {
			_, got := over(t, "lang:"+c.lang+",new:offthedead,players:"+c.players+",option:rules:four,bots,seed:5,start,finish", size[0], size[1])
			if len(got.Rows) == 0 || !strings.Contains(got.Rows[0], "&") {
				t.Errorf("%s, %s people at %v: rows %q, want a seat's survivors joined", c.lang, c.players, size, got.Rows)
			}
		}
	}
}
