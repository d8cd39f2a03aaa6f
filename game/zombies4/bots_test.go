package zombies4

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// playBots plays one game between bots made from specs and returns it.
func playBots(t *testing.T, specs []string, seed uint64) *State {
	t.Helper()
	g, err := New(game.Config{Players: len(specs), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]game.Bot, len(specs))
	for i, s := range specs {
		b, err := bot.New(s, Info(), seed+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	for !g.Over() {
		a := bot.Choose(bots[g.ToAct()], g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: %s chose %s: %v", seed, specs[g.ToAct()], g.ActionString(a), err)
		}
	}
	return g
}

// TestHeuristicBeatsRandom: the normal level wins most games against the
// easy one.
func TestHeuristicBeatsRandom(t *testing.T) {
	wins, games := 0.0, 60
	for i := 0; i < games; i++ {
		specs := []string{BotHeuristic, "random"}
		me := 0
		if i%2 == 1 {
			specs[0], specs[1], me = "random", BotHeuristic, 1
		}
		wins += playBots(t, specs, uint64(i)).Returns()[me]
	}
	if wins < 0.85*float64(games) {
		t.Fatalf("heuristic won %.0f of %d games against random", wins, games)
	}
}

// TestLevelsPlay: every level's bot plays a legal game of 3 players (the
// hard one a few decisions, as it is slow).
func TestLevelsPlay(t *testing.T) {
	for _, lv := range Info().Levels {
		b, err := bot.ForLevel(Info(), lv.Name, 1)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := New(game.Config{Players: 3, Seed: 5})
		for i := 0; i < 30 && !g.Over(); i++ {
			if err := g.Apply(bot.Choose(b, g)); err != nil {
				t.Fatalf("%s: %v", lv.Name, err)
			}
		}
	}
}

// TestHeuristicCasts: in the Cabin with no dog, the heuristic tries the
// spell; in a fight with a roll one short, it spends the ammunition.
func TestHeuristicCastsAndSpends(t *testing.T) {
	g := build(t, 2, 2, spec{"cabin", 3, 6, 0})
	g.P[0].Sq = sq(t, g, 10, 19)
	if a := Choose(g); g.ActionString(a) != "cast" {
		t.Fatalf("in the Cabin the heuristic plays %s", g.ActionString(a))
	}
	g = fightAt(t, 1)
	rig(t, g, 4)
	do(t, g, "step E")
	if a := Choose(g); g.ActionString(a) != "spend" {
		t.Fatalf("one short the heuristic plays %s", g.ActionString(a))
	}
}

// TestHeuristicSendsDogsAway: with one dog to move, it goes toward the
// weakened opponent, not toward itself.
func TestHeuristicSendsDogsAway(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_trail", 3, 6, 0}, spec{"woods_trail", 4, 6, 0})
	g.P[0].Sq = sq(t, g, 9, 19)
	g.P[1].Sq = sq(t, g, 14, 19)
	g.P[1].Half = 2
	g.Dogs[sq(t, g, 11, 19)] = 1
	rig(t, g, 1)
	g.startZombies()
	do(t, g, g.ActionString(Choose(g)))
	if a := Choose(g); g.ActionString(a) != "to 13,19" {
		t.Fatalf("the dog goes %s", g.ActionString(a))
	}
}

// TestEval: values in [0, 1]; at the end the winner scores above the others.
func TestEval(t *testing.T) {
	g := playBots(t, []string{BotHeuristic, BotHeuristic, BotHeuristic}, 3)
	v := Eval(g)
	for s, x := range v {
		if x < 0 || x > 1 {
			t.Fatalf("Eval %v out of range", v)
		}
		if g.Winners&(1<<s) != 0 {
			for o, y := range v {
				if o != s && y >= x {
					t.Fatalf("the winner %d scores %v, seat %d %v", s, x, o, y)
				}
			}
		}
	}
}

// "Tutti i cani che si trovano nella Baita devono essere uccisi ... prima di
// poter lanciare l'Incantesimo": a bot waiting in the Cabin while dogs are in
// it would wait forever (another player may keep sending dogs in); with the
// life to clear them it goes for them instead of stopping.
func TestBotClearsTheCabinInsteadOfWaiting(t *testing.T) {
	g := build(t, 2, 3, spec{"cabin", 3, 6, 0})
	front(t, g, 0, evPage1, evPage2, evPage3, evPage4, evPage5)
	hand(t, g, 0)
	g.P[0].Sq = sq(t, g, 11, 20)
	g.P[0].Half, g.P[0].Ammo = 8, 1
	g.Dogs[sq(t, g, 10, 19)] = 2
	g.P[1].Sq = sq(t, g, 9, 18)
	if g.canCast() {
		t.Fatal("the spell is open with dogs in the Cabin")
	}
	a := Choose(g)
	if kind, _ := decode(a); kind != aStep {
		t.Fatalf("the bot in the Cabin with two dogs in it chose %q", g.ActionString(a))
	}
}

// A night that runs long makes the bots bold: with a life and a half and no
// counter left to gather, a bot walks to the nearest dog rather than stop,
// so that two cautious bots do not wait for the dawn.
func TestBotStopsWaitingWhenTheNightRunsLong(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0)
	g.P[0].Half, g.P[0].Ammo = 3, 0
	g.Dogs[sq(t, g, 10, 19)] = 1
	if a := Choose(g); g.ActionString(a) != "stop" {
		t.Fatalf("early in the night the weak bot chose %q", g.ActionString(a))
	}
	g.Total = int16(boldRounds * 2)
	if a := Choose(g); g.ActionString(a) != "step E" {
		t.Fatalf("late in the night the bot chose %q", g.ActionString(a))
	}
}
