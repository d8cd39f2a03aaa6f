package zombionion

import (
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
)

// TestBotPartiteComplete plays every bot of the game against the others on
// the presets and random kingdoms: every action they choose must be legal
// and the games must end.
func TestBotPartiteComplete(t *testing.T) {
	inf := info(t)
	specs := []string{BotBMBasic, BotBMU, BotSmithyBM, BotWitchBM, BotMilitiaBM, BotHeuristic, BotRollout + ":2", "ismcts:20"}
	kingdoms := []string{"random", "first-game", "sparatutto", "scontro", "vita-o-morte", "citta-infestata"}
	for i, spec := range specs {
		for j, k := range kingdoms {
			players := 2 + (i+j)%3
			seats := []string{spec}
			for len(seats) < players {
				seats = append(seats, specs[(i+len(seats)+j)%len(specs)])
			}
			g, err := inf.Arena(game.Config{Players: players, Seed: uint64(i*10 + j), Options: map[string]string{"kingdom": k}}, seats)
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]game.Bot, players)
			for s, sp := range seats {
				if bots[s], err = bot.New(sp, inf, uint64(s)); err != nil {
					t.Fatal(err)
				}
			}
			for n := 0; !g.Over(); n++ {
				if n > 5000 {
					t.Fatalf("%v on %s: no end", seats, k)
				}
				a := bot.Choose(bots[g.ToAct()], g)
				if err := g.Apply(a); err != nil {
					t.Fatalf("%v on %s: %s chose %q: %v", seats, k, seats[g.ToAct()], g.ActionString(a), err)
				}
			}
		}
	}
}

// TestBotNonSiSuicida checks that a fixed-strategy bot does not buy the last
// Molti + Zombi when that would make it lose.
func TestBotNonSiSuicida(t *testing.T) {
	r := &runner{t: t}
	for _, l := range []string{
		"game players=2 kingdom=first-game",
		"supply molti-piu-zombi=1",
		"hand 0: caricatore caricatore caricatore zombi zombi",
		"deck 0: pallottola pallottola pallottola",
		"discard 0:",
		"hand 1: molti-piu-zombi molti-piu-zombi molti-zombi pallottola pallottola",
		"turn 0",
		"do 0: autoplay treasures",
	} {
		r.run(l)
	}
	for _, name := range []string{BotBMU, BotBMBasic, BotHeuristic, BotWitchBM} {
		b := NewBot(name)
		b.Begin(r.g)
		if a := b.Action(); a == Encode(VerbBuy, MoltiPiuZombi) {
			t.Errorf("%s buys the last Molti + Zombi and loses", name)
		}
	}
}
