package zombies4

import (
	"reflect"
	"testing"

	"zombietable/game"
)

// diceOf is the turn's dice as seat s sees them; every seat sees the same.
func diceOf(t *testing.T, g *State) []DieView {
	t.Helper()
	v0 := g.View(0).(View)
	for s := 1; s < int(g.N); s++ {
		if v := g.View(game.Seat(s)).(View); !reflect.DeepEqual(v.Dice, v0.Dice) || !reflect.DeepEqual(v.DogsMoved, v0.DogsMoved) {
			t.Fatalf("seat %d sees dice %+v and dogs %+v, seat 0 %+v and %+v", s, v.Dice, v.DogsMoved, v0.Dice, v0.DogsMoved)
		}
	}
	return v0.Dice
}

func wantDice(t *testing.T, g *State, when string, want ...DieView) {
	t.Helper()
	got := diceOf(t, g)
	if want == nil {
		want = []DieView{}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: dice %+v, want %+v", when, got, want)
	}
}

// A fight roll shows in the view as soon as the step that meets the dog
// rolls it, open while the player decides, and then with the ammunition
// spent and its end: "per ogni Segnalino Munizione speso aggiungi un +1".
func TestViewShowsTheFightRoll(t *testing.T) {
	for _, c := range []struct {
		name    string
		dice    []int
		shotgun bool
		then    []string
		want    []DieView
	}{
		{"4 and 1 ammunition", []int{4}, false, []string{"spend"},
			[]DieView{{For: "fight", Face: 4, Ammo: 1, Total: 5, Need: 5, Result: "kill"}}},
		{"a bite, then a 6", []int{2, 6}, false, []string{"bite"},
			[]DieView{{For: "fight", Face: 2, Total: 2, Need: 5, Result: "bite"}, {For: "fight", Face: 6, Total: 6, Need: 5, Result: "kill"}}},
		{"the Shotgun's +1", []int{4}, true, nil,
			[]DieView{{For: "fight", Face: 4, Plus: 1, Total: 5, Need: 5, Result: "kill"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := fightAt(t, 1)
			if c.shotgun {
				front(t, g, 0, evShotgun)
			}
			rig(t, g, c.dice...)
			wantDice(t, g, "before the step")
			do(t, g, "step E")
			if len(c.then) > 0 {
				open := c.want[0]
				open.Ammo, open.Total, open.Result = 0, open.Face+open.Plus, ""
				wantDice(t, g, "after the step", open)
			}
			for _, a := range c.then {
				do(t, g, a)
			}
			wantDice(t, g, "after the fight", c.want...)
		})
	}
}

// Run!: "Non puoi lasciare il combattimento con uno Zombi senza una Carta
// Evento." The failed roll stays on the table, ended by the escape.
func TestViewShowsTheEscape(t *testing.T) {
	g := fightAt(t, 1)
	hand(t, g, 0, evRun)
	rig(t, g, 2)
	do(t, g, "step E")
	do(t, g, "play run")
	wantDice(t, g, "after running", DieView{For: "fight", Face: 2, Total: 2, Need: 5, Result: "escape"})
}

// The move roll (with the Lantern's +1), the plain woods' die of dogs, the
// zombie roll and the dogs moved stay in the view through the other
// players' window and the end of the turn, and are gone when the next
// player's turn begins.
func TestViewKeepsTheTurnsDiceUntilTheNextTurn(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evLantern)
	hand(t, g, 1, evAdrenaline)
	rig(t, g, 3)
	g.afterStart()
	move := DieView{For: "move", Face: 3, Plus: 1, Total: 4}
	wantDice(t, g, "after the move roll", move)
	if g.Phase != phWindow {
		t.Fatalf("phase %d, not the other player's window", g.Phase)
	}
	do(t, g, "pass")
	wantDice(t, g, "after the window", move)
	dog := sq(t, g, 9, 18)
	g.Dogs[dog] = 1
	rig(t, g, 1)
	do(t, g, "stop")
	zombies := DieView{For: "zombies", Face: 1, Total: 1}
	wantDice(t, g, "after the zombie roll", move, zombies)
	do(t, g, "dog 9,18")
	do(t, g, "to 10,18")
	want := []DogMove{{FromX: 9, FromY: 18, ToX: 10, ToY: 18}}
	if got := g.View(1).(View).DogsMoved; !reflect.DeepEqual(got, want) {
		t.Fatalf("dogs moved %+v, want %+v", got, want)
	}
	wantDice(t, g, "at the end of the turn", move, zombies)
	// The next map card is plain woods: its die of dogs and the move roll
	// are the new turn's only dice.
	plain := -1
	for i := 0; i < int(g.MapN); i++ {
		if tab.defs[tab.mapInst[g.MapDeck[i]]].kind == mkPlain {
			plain = i
		}
	}
	if plain < 0 {
		t.Fatal("no plain woods in the map deck")
	}
	g.MapDeck[plain], g.MapDeck[g.MapN-1] = g.MapDeck[g.MapN-1], g.MapDeck[plain]
	do(t, g, "keep")
	if g.Cur != 1 || g.Phase != phPlace {
		t.Fatalf("seat %d to play, phase %d", g.Cur, g.Phase)
	}
	wantDice(t, g, "when the next turn begins")
	if got := g.View(0).(View).DogsMoved; len(got) != 0 {
		t.Fatalf("the last turn's dogs are still marked: %+v", got)
	}
	if err := g.Apply(g.Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	got := diceOf(t, g)
	if len(got) < 1 || got[0].For != "dogs" || got[0].Seat != 1 || got[0].Face < 1 || got[0].Face > 6 {
		t.Fatalf("after laying plain woods: %+v", got)
	}
	for g.Phase == phDogs {
		do(t, g, "place random")
	}
	if d := diceOf(t, g); d[0] != got[0] {
		t.Fatalf("placing the dogs changed the die: %+v, was %+v", d, got)
	}
	got = diceOf(t, g)
	laid := 0
	for i := 0; i < 9; i++ {
		laid += int(g.Dogs[int(g.NLaid-1)*9+i])
	}
	if laid != got[0].Face {
		t.Errorf("the die says %d dogs, %d were laid", got[0].Face, laid)
	}
	if g.Phase == phWindow || g.Phase == phMove {
		if len(got) != 2 || got[1].For != "move" || got[1].Total != int(g.MoveLeft) {
			t.Errorf("the move roll: %+v with %d squares to move", got, g.MoveLeft)
		}
	}
}

// The spell's roll shows with the number it needed and whether it was
// cast: "tira un dado ... 6, uno in meno per ogni pagina".
func TestViewShowsTheSpellRoll(t *testing.T) {
	g := build(t, 2, 2, spec{"cabin", 3, 6, 0})
	g.P[0].Sq = sq(t, g, 10, 19)
	front(t, g, 0, evPage1, evPage2, evPage3)
	rig(t, g, 2)
	do(t, g, "cast")
	fail := DieView{For: "spell", Face: 2, Total: 2, Need: 3, Result: "fail"}
	wantDice(t, g, "after a failed spell", fail)
	g.Tried = false
	rig(t, g, 3)
	do(t, g, "cast")
	wantDice(t, g, "after the spell is cast", fail, DieView{For: "spell", Face: 3, Total: 3, Need: 3, Result: "cast"})
}

// A long fight keeps its latest dice: the view shows the last diceCap.
func TestViewKeepsTheLatestDice(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	for i := 0; i < diceCap+3; i++ {
		g.rollFor(dkFight, 0, 0, 5)
		g.Dice[g.DiceN-1].Need = int8(i)
	}
	got := diceOf(t, g)
	if len(got) != diceCap || got[0].Need != 3 || got[diceCap-1].Need != diceCap+2 {
		t.Fatalf("%d dice, first needing %d, last %d", len(got), got[0].Need, got[len(got)-1].Need)
	}
}

// Along random games every die the log tells of is in the view once the
// action that rolled it is played, in order, with its face and who rolled
// it, after the dice of the turn so far; a new turn starts with none.
func TestViewDiceFollowTheLog(t *testing.T) {
	r := game.NewRNG(41)
	checked := 0
	for i := 0; i < 40; i++ {
		g, err := New(game.Config{Players: 2 + i%5, Seed: uint64(900 + i)})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 600 && !g.Over(); step++ {
			prev := g.View(0).(View).Dice
			total := g.Total
			legal := g.Legal(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if g.LogN == logCap {
				continue
			}
			type want struct {
				For        string
				Seat, Face int
				AtLeast    bool // a die of dogs: at least as many as were laid
			}
			var exp []want
			if g.Total == total {
				for _, d := range prev {
					exp = append(exp, want{d.For, d.Seat, d.Face, false})
				}
			}
			for _, e := range g.Log[:g.LogN] {
				switch e.K {
				case lgMoveRoll:
					exp = append(exp, want{"move", int(e.S), int(e.A), false})
				case lgFightRoll:
					exp = append(exp, want{"fight", int(e.S), int(e.A), false})
				case lgZombieRoll:
					exp = append(exp, want{"zombies", int(e.S), int(e.A), false})
				case lgSpell:
					exp = append(exp, want{"spell", int(e.S), int(e.A), false})
				case lgCabinRoll:
					exp = append(exp, want{"cabin", int(e.S), int(e.A), false})
				case lgLaid:
					if tab.defs[tab.mapInst[e.A]].kind == mkPlain {
						exp = append(exp, want{"dogs", int(e.S), int(e.B), true})
					}
				}
			}
			if len(exp) > diceCap {
				exp = exp[len(exp)-diceCap:]
			}
			got := g.View(game.Seat(step % int(g.N))).(View).Dice
			if len(got) != len(exp) {
				t.Fatalf("game %d step %d: dice %+v, the log tells of %+v", i, step, got, exp)
			}
			for j, w := range exp {
				d := got[j]
				if d.For != w.For || d.Seat != w.Seat || (!w.AtLeast && d.Face != w.Face) || (w.AtLeast && d.Face < w.Face) {
					t.Fatalf("game %d step %d: die %d is %+v, the log tells of %+v", i, step, j, d, w)
				}
			}
			checked += len(exp)
		}
	}
	if checked == 0 {
		t.Fatal("no dice checked")
	}
	t.Logf("%d dice checked", checked)
}
