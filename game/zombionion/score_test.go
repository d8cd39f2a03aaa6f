package zombionion

import (
	"strings"
	"testing"

	"zombietable/game"
)

// finished returns a two-player game ended by the empty Molti + Zombi pile,
// with the seats owning the given cards and having played the given turns.
func finished(t *testing.T, own [2]map[Card]uint8, turns [2]int16) *State {
	t.Helper()
	g, err := New(game.Config{Players: 2, Seed: 7, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		p := &g.P[s]
		p.Own, p.OwnN = Counts{}, 0
		for c, n := range own[s] {
			p.Own[c] = n
			p.OwnN += int16(n)
		}
		p.Turns = turns[s]
	}
	g.Supply[MoltiPiuZombi] = 0
	g.finish()
	return g
}

// TestScoreboardPuntiVittoria checks the end screen's count: "Ogni
// giocatore conta i propri punti vittoria indicati sulle carte del proprio
// Mazzo (inclusa la mano di carte e la pila degli Scarti)", Survivors worth
// one point per ten cards owned, rounded down.
func TestScoreboardPuntiVittoria(t *testing.T) {
	g := finished(t, [2]map[Card]uint8{
		{MoltiPiuZombi: 4, Zombi: 3, Infezione: 1, Pallottola: 20, Survivors: 2, Proiettili: 9},
		{MoltiPiuZombi: 2, MoltiZombi: 1, Pallottola: 7},
	}, [2]int16{15, 14})
	sb := g.Scoreboard([]string{"Ann", "Bob"}, "en")
	// 4×6 + 3×1 − 1 + 2×(39/10) = 32
	if got := sb.Rows[0].Cells; got[0] != "32" || got[1] != "15" || got[2] != "39" {
		t.Errorf("Ann's cells = %q, want 32 points, 15 turns, 39 cards", got)
	}
	want := "4 Even More Zombies 24 · 3 Zombie 3 · 2 Survivors (39 cards) 6 · 1 Infection −1"
	if d := sb.Rows[0].Detail; d != want || !strings.Contains(d, "(39 cards) 6") || !strings.Contains(d, "−1") {
		t.Errorf("Ann's breakdown = %q, want like %q", d, want)
	}
	if len(sb.Notes) == 0 || !strings.Contains(sb.Notes[0], "15 rounds") || !strings.Contains(sb.Notes[0], "Even More Zombies pile is empty") {
		t.Errorf("notes = %q, want the length and the empty pile", sb.Notes)
	}
	it := g.Scoreboard([]string{"Ann", "Bob"}, "it")
	if it.Heads[0] != "Punti vittoria" || !strings.Contains(it.Notes[0], "giri") || !strings.Contains(it.Rows[0].Detail, "4 Molti + Zombi 24") {
		t.Errorf("Italian scoreboard = %q / %q", it.Heads, it.Notes)
	}
}

// TestScoreboardPareggio checks the tie note: "Se vi è un pareggio, il
// giocatore che ha giocato meno turni vince il gioco."
func TestScoreboardPareggio(t *testing.T) {
	g := finished(t, [2]map[Card]uint8{{MoltiPiuZombi: 3}, {MoltiPiuZombi: 3}}, [2]int16{12, 11})
	if g.Winners != 1<<1 {
		t.Fatalf("winners %b, want Bob alone (fewer turns)", g.Winners)
	}
	sb := g.Scoreboard([]string{"Ann", "Bob"}, "en")
	if len(sb.Notes) < 2 || !strings.Contains(sb.Notes[1], "Bob played fewer turns") {
		t.Errorf("notes = %q, want the tie settled by turns", sb.Notes)
	}
	g = finished(t, [2]map[Card]uint8{{MoltiPiuZombi: 3}, {MoltiPiuZombi: 3}}, [2]int16{12, 12})
	sb = g.Scoreboard([]string{"Ann", "Bob"}, "en")
	if len(sb.Notes) < 2 || !strings.Contains(sb.Notes[1], "share the win") {
		t.Errorf("notes = %q, want a shared win", sb.Notes)
	}
}

// TestScoreboardPareggioInTre checks the notes of a three-player game
// where all three tie on points and the two who played fewer turns win
// together ("il giocatore che ha giocato meno turni vince": here two of
// them, so "hanno giocato"), ended by four empty piles, all named and
// counted ("3 qualsiasi pile di Scorte sono vuote": three or more).
func TestScoreboardPareggioInTre(t *testing.T) {
	g, err := New(game.Config{Players: 3, Seed: 7, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	for s := range 3 {
		p := &g.P[s]
		p.Own, p.OwnN = Counts{MoltiPiuZombi: 2, Pallottola: 7}, 9
		p.Turns = 11
	}
	g.P[0].Turns = 12
	for _, c := range []Card{Esca, Maverick, Munizioni, Barricata} {
		g.Supply[c] = 0
	}
	g.finish()
	if g.Winners != 1<<1|1<<2 {
		t.Fatalf("winners %b, want Bob and Cleo", g.Winners)
	}
	names := []string{"Ann", "Bob", "Cleo"}
	for _, tt := range []struct{ lang, ended, tie string }{
		{"en", "4 supply piles are empty (Barricade, Bait, Maverick, Ammunition)",
			"Ann, Bob, Cleo tie on 12 points: Bob, Cleo played fewer turns and share the win."},
		{"it", "4 pile della Scorta sono vuote (Barricata, Esca, Maverick, Munizioni)",
			"Ann, Bob, Cleo pareggiano a 12 punti: Bob, Cleo hanno giocato meno turni e vincono insieme."},
	} {
		sb := g.Scoreboard(names, tt.lang)
		if len(sb.Notes) != 2 || !strings.Contains(sb.Notes[0], tt.ended) || sb.Notes[1] != tt.tie {
			t.Errorf("%s notes = %q, want %q and %q", tt.lang, sb.Notes, tt.ended, tt.tie)
		}
	}
}

// TestAgainGiocatoreDiPartenza checks "play again": "Se giochi più partite
// di seguito, il giocatore di partenza è il giocatore a sinistra del
// vincitore dell'ultima partita", whatever previous-winners said before.
func TestAgainGiocatoreDiPartenza(t *testing.T) {
	info, err := game.Lookup("zombionion")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		own    [2]map[Card]uint8
		turns  [2]int16
		winner string
		starts []int8
	}{
		{"Ann wins", [2]map[Card]uint8{{MoltiPiuZombi: 4}, {MoltiPiuZombi: 1}}, [2]int16{10, 10}, "1", []int8{1}},
		{"Bob wins", [2]map[Card]uint8{{MoltiPiuZombi: 1}, {MoltiPiuZombi: 4}}, [2]int16{10, 10}, "2", []int8{0}},
		{"a shared win", [2]map[Card]uint8{{MoltiPiuZombi: 2}, {MoltiPiuZombi: 2}}, [2]int16{10, 10}, "1,2", []int8{0, 1}},
	}
	for _, c := range cases {
		g := finished(t, c.own, c.turns)
		old := game.Config{Players: 2, Seed: 99, Options: map[string]string{"kingdom": "first-game", "previous-winners": "2"}}
		next := info.NextGame(g, old)
		if got := next.Options["previous-winners"]; got != c.winner {
			t.Errorf("%s: previous-winners = %q, want %q", c.name, got, c.winner)
		}
		if old.Options["previous-winners"] != "2" {
			t.Errorf("%s: the finished game's options were changed", c.name)
		}
		ng, err := info.NewGame(next)
		if err != nil {
			t.Fatal(err)
		}
		start := ng.(*State).Start
		ok := false
		for _, s := range c.starts {
			ok = ok || s == start
		}
		if !ok {
			t.Errorf("%s: the next game starts with seat %d, want one of %v", c.name, start, c.starts)
		}
	}
}
