package tsunami

import (
	"slices"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/enginetest"
)

// Every level's bot is made from its spec and plays a whole four-player game
// with Zombird against the normal level, each of its actions legal.
func TestLevelsPlayLegalGames(t *testing.T) {
	inf := info(t)
	for i, lv := range inf.Levels {
		t.Run(lv.Name, func(t *testing.T) {
			st, err := inf.NewGame(game.Config{Players: 4, Seed: uint64(11 + i), Options: map[string]string{"zombird": "true"}})
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]game.Bot, 4)
			for p := range seats {
				spec := "heuristic"
				if p == i {
					spec = lv.Bot
					switch {
					case strings.HasPrefix(spec, "ismcts"):
						spec = "ismcts:60:lean"
					case strings.HasPrefix(spec, "pmc"):
						spec = "pmc:8" // the same search, on fewer samples
					}
				}
				if seats[p], err = bot.New(spec, inf, uint64(100+p)); err != nil {
					t.Fatalf("%q: %v", spec, err)
				}
			}
			for step := 0; !st.Over(); step++ {
				if step > 5000 {
					t.Fatal("the game did not end in 5000 actions")
				}
				a := bot.Choose(seats[st.ToAct()], st)
				if !contains(st.Legal(nil), a) {
					t.Fatalf("step %d: %s's bot chose %d, not a legal action", step, lv.Name, a)
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	spec, err := inf.LevelBot("hard")
	if err != nil {
		t.Fatal(err)
	}
	b, err := bot.New(spec, inf, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := b.(*bot.PairedMC); !ok || inf.Rollout != "heuristic" || inf.Eval == nil {
		t.Fatalf("hard is %q (%T), rollout %q, eval set %v", spec, b, inf.Rollout, inf.Eval != nil)
	}
}

// TestHeuristicBeatsRandom: the normal bot wins well above its fair share
// against random players.
func TestHeuristicBeatsRandom(t *testing.T) {
	inf := info(t)
	games, wins := 300, 0.0
	for k := 0; k < games; k++ {
		st, _ := inf.NewGame(game.Config{Players: 4, Seed: uint64(k)})
		me := k % 4
		h, _ := bot.New("heuristic", inf, uint64(k))
		r := bot.NewRandom(uint64(k))
		for !st.Over() {
			b := game.Bot(r)
			if int(st.ToAct()) == me {
				b = h
			}
			if err := st.Apply(bot.Choose(b, st)); err != nil {
				t.Fatal(err)
			}
		}
		wins += st.Returns()[me]
	}
	if rate := wins / float64(games); rate < 0.4 {
		t.Errorf("the heuristic bot won %.1f%% of %d games against three random players, want at least 40%%", 100*rate, games)
	}
}

// TestHeuristicTimesItsCard: the bot reveals its bonus card when it pays and
// keeps it hidden when it would not.
func TestHeuristicTimesItsCard(t *testing.T) {
	g := scene(t, 3, false, 1)
	r := game.NewRNG(1)
	g.P[1].Bonus, g.P[1].Civ = bQuarterback, 2
	g.bomb(0, 1)
	g.settle()
	if a := g.choose(&r); a != act(vReveal, 0) {
		t.Errorf("bombed with the Quarterback the bot plays %q", g.ActionString(a))
	}
	g = scene(t, 3, false, 1)
	g.P[1].Bonus, g.P[1].Civ = bUFO, 2
	g.bomb(0, 1)
	g.settle()
	if a := g.choose(&r); a != act(vPass, 0) {
		t.Errorf("bombed with the UFO the bot plays %q", g.ActionString(a))
	}
}

// TestDescribe: every action is told in English and Italian, naming the
// seat.
func TestDescribe(t *testing.T) {
	for _, zb := range []string{"false", "true"} {
		g, _ := New(game.Config{Players: 5, Seed: 3, Options: map[string]string{"zombird": zb}})
		r := game.NewRNG(4)
		described, differ, err := enginetest.DescribeBothLanguages(g, &r, 400)
		if err != nil {
			t.Fatal(err)
		}
		if described < 200 || differ < described*9/10 {
			t.Errorf("%d lines described, %d differ between the languages", described, differ)
		}
	}
}

// TestNarrate: the log tells the street card revealed and, once all have
// voted, the votes together.
func TestNarrate(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.runCard(t, "push_5")
	play(t, g, 0, act(vVote, Red))
	play(t, g, 1, act(vVote, Green))
	before := g.Clone()
	play(t, g, 2, act(vVote, Blue))
	en := strings.Join(g.Narrate(before, []string{"Anna", "Bea", "Carlo"}, "en"), "\n")
	it := strings.Join(g.Narrate(before, []string{"Anna", "Bea", "Carlo"}, "it"), "\n")
	if !strings.Contains(en, "the votes: Anna red, Bea green, Carlo blue") || !strings.Contains(it, "i voti: Anna rosso, Bea verde, Carlo blu") {
		t.Errorf("narration %q / %q", en, it)
	}
	h, _ := New(game.Config{Players: 3, Seed: 1})
	b := h.Clone()
	for !h.Over() && h.Drawn == b.(*State).Drawn {
		h.apply(h.Legal(nil)[0])
	}
	if lines := h.Narrate(b, nil, "it"); len(lines) == 0 || !strings.Contains(strings.Join(lines, " "), "la strada rivela") {
		t.Errorf("the revealed street card is not told: %q", lines)
	}
}

// TestNarrateTheWinners: the last line names the winner, or the seats that
// share the win when a roll-off leaves their hordes tied.
func TestNarrateTheWinners(t *testing.T) {
	names := []string{"Anna", "Bea", "Carlo"}
	for _, c := range []struct {
		winners uint8
		en, it  string
	}{
		{2, "the game is over: Bea wins with the biggest horde", "la partita è finita: vince Bea con l'orda più grande"},
		{5, "the game is over: Anna and Carlo share the win, their hordes tied", "la partita è finita: Anna e Carlo si dividono la vittoria, con le orde pari"},
		{7, "the game is over: Anna, Bea and Carlo share the win, their hordes tied", "la partita è finita: Anna, Bea e Carlo si dividono la vittoria, con le orde pari"},
	} {
		g := scene(t, 3, false, 1)
		before := g.Clone()
		g.Phase, g.Winners = phOver, c.winners
		for lang, want := range map[string]string{"en": c.en, "it": c.it} {
			if lines := g.Narrate(before, names, lang); !slices.Contains(lines, want) {
				t.Errorf("winners %03b (%s): %q, want %q", c.winners, lang, lines, want)
			}
		}
	}
}

// TestHeuristicBaits: holding a hidden Quarterback the bot takes the
// civilian at a Civilian / Bomb card, where it would bomb a rich leader.
func TestHeuristicBaits(t *testing.T) {
	r := game.NewRNG(1)
	for _, c := range []struct {
		card uint8
		want game.Action
	}{{bQuarterback, act(vCivilian, 0)}, {bUFO, act(vBomb, 1)}} {
		g := scene(t, 3, false, 1)
		g.P[0].Bonus = c.card
		g.P[1].Civ, g.P[1].Dice = 3, 15
		g.P[0].Dice = 16
		g.runCard(t, "civ_bomb_1")
		if a := g.choose(&r); a != c.want {
			t.Errorf("holding %s the bot plays %q, want %q", bonusIDs[c.card], g.ActionString(a), g.ActionString(c.want))
		}
	}
}

// TestNarrateZombird: a zombird card used is told by name.
func TestNarrateZombird(t *testing.T) {
	g := scene(t, 3, true, 1)
	hand(g, 0, zBanker)
	shopVisit(g, 0, 0, sDice1)
	before := g.Clone()
	play(t, g, 0, act(vPlay, 0))
	if lines := strings.Join(g.Narrate(before, nil, "en"), " "); !strings.Contains(lines, "Banker is used") {
		t.Errorf("narration %q", lines)
	}
}
