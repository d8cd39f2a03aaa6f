package tsunami

import (
	"encoding/json"
	"strings"
	"testing"

	"zombietable/game"
)

// TestNonCeLimiteAlNumeroDiZombie: "Non c'è limite al numero di zombie o
// civili che ogni giocatore può possedere". Six hordes holding more than the
// box's 72 dice still all grow at a round's start, a +1 space, a bought die
// and Coin / Zombie, every seat alike, whatever its place at the table.
func TestNonCeLimiteAlNumeroDiZombie(t *testing.T) {
	g := scene(t, 6, false, 1)
	for i := 0; i < 6; i++ {
		g.P[i].Dice = 14 // 84 in all: more than the box holds
	}
	if g.Reserve() != 0 {
		t.Fatalf("reserve %d with 84 zombies in the hordes, want 0", g.Reserve())
	}
	g.Phase = phRoundStart
	g.roundStart()
	for i, d := range dice(g) {
		if d != 14+cat.RoundStart {
			t.Fatalf("seat %d has %d zombies after the round's start, want %d: %v", i+1, d, 14+cat.RoundStart, dice(g))
		}
	}
	g.SP = 0
	g.runCard(t, "coin_zombie_1")
	for i := 0; i < 6; i++ {
		play(t, g, i, act(vZombie, 0))
	}
	for i, d := range dice(g) {
		if d != 15+cat.RoundStart {
			t.Errorf("seat %d has %d zombies after taking a zombie, want %d", i+1, d, 15+cat.RoundStart)
		}
	}
	shopVisit(g, 5, 6, sDice2)
	play(t, g, 5, act(vBuy, 0))
	if int(g.P[5].Dice) != 17+cat.RoundStart {
		t.Errorf("the last seat bought +2 Dice beyond the box: %d zombies", g.P[5].Dice)
	}
}

// TestRubaDueDadi: "Ruba 2 Dadi — Ruba 2 dadi ad un altro giocatore" takes
// both dice of a 2-die horde, a 1-die horde can be robbed, and the robbed
// horde, left empty, takes its die from the reserve ("Se in un qualsiasi
// momento un giocatore si ritrova senza nessuno zombie egli potrà prenderne 1
// dalla riserva"). So do the Ptero, the Magnet, the Tsunami and the
// Quarterback.
func TestRubaDueDadi(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.P[1].Dice, g.P[2].Dice = 2, 1
	shopVisit(g, 0, 6, sSteal2)
	play(t, g, 0, act(vBuy, 0))
	if !contains(g.Legal(nil), act(vSeat, 2)) {
		t.Fatalf("a 1-die horde cannot be robbed: %v", names(g))
	}
	play(t, g, 0, act(vSeat, 1))
	wantHordes(t, g, []int{12, 1, 1})

	// Steal 1 Die on a 1-die horde
	g = scene(t, 3, false, 1)
	g.P[1].Dice = 1
	shopVisit(g, 0, 6, sSteal1)
	play(t, g, 0, act(vBuy, 0))
	play(t, g, 0, act(vSeat, 1))
	wantHordes(t, g, []int{11, 1, 10})

	// the Magnet (2) and the Ptero (1) on 1-die hordes
	for _, z := range []uint8{zMagnet, zPtero} {
		g = scene(t, 3, true, 1)
		g.P[1].Dice = 1
		hand(g, 0, z)
		shopVisit(g, 0, 0, sDice1)
		play(t, g, 0, act(vPlay, 0))
		play(t, g, 0, act(vSeat, 1))
		wantHordes(t, g, []int{11, 1, 10})
	}

	// the Tsunami takes both of its teammate's 2 dice
	g = scene(t, 3, false, 1)
	g.P[0].Bonus = bTsunami
	g.P[1].Dice = 2
	pushVotes(t, g, "push_5", Red, Red, Blue)
	play(t, g, 0, act(vReveal, 0))
	play(t, g, 0, act(vSeat, 1))
	play(t, g, 0, act(vSeat, 1))
	if int(g.P[0].Dice) != 10+cat.Bonus[bTsunami].Reward || g.P[1].Dice < 1 {
		t.Errorf("the Tsunami on a 2-die teammate: hordes %v", dice(g))
	}

	// the Quarterback robs a 1-die bomber
	g = scene(t, 3, false, 1)
	g.P[0].Dice = 1
	g.P[1].Bonus, g.P[1].Civ = bQuarterback, 2
	g.bomb(0, 1)
	g.settle()
	play(t, g, 1, act(vReveal, 0))
	if g.P[0].Dice != 1 || g.P[1].Dice != 11 {
		t.Errorf("the Quarterback against a 1-die bomber: hordes %v, want [1 11 10]", dice(g))
	}
}

// TestFinoAQuandoNonDeciderDiUtilizzarla: a kept card stays in front of its
// holder "fino a quando non deciderà di utilizzarla". At a loss the holder of
// a Save card is offered it and may keep it (one action) and lose the
// zombies, or use it; a face-up Robot is offered at a bombing; the offer of
// cards in front of the seat is public.
func TestFinoAQuandoNonDeciderDiUtilizzarla(t *testing.T) {
	// Keep: the card stays, the loss is taken
	g := scene(t, 3, false, 1)
	g.P[0].Saves[0] = 1
	g.pushLoss(0, 2, true)
	g.settle()
	if g.ToAct() != 0 || g.top().K != fOffer {
		t.Fatalf("the holder of a Save card is not offered it at a loss")
	}
	if g.Private() {
		t.Errorf("an offer of the cards in front of the seat needs no hand-off")
	}
	want := []string{"keep the cards", "use Save 1 Zombie"}
	if got := names(g); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("offer %v, want %v", got, want)
	}
	play(t, g, 0, act(vKeep, 0))
	if g.P[0].Dice != 8 || g.P[0].Saves[0] != 1 || g.SP != 0 {
		t.Errorf("after Keep: %d zombies, %d Save cards; want 8 and the card kept", g.P[0].Dice, g.P[0].Saves[0])
	}
	// two cards, both used
	g = scene(t, 3, false, 1)
	g.P[0].Saves = [2]int8{1, 1}
	g.pushLoss(0, 3, true)
	g.settle()
	play(t, g, 0, act(vUse, useSave2))
	play(t, g, 0, act(vUse, useSave1))
	if g.P[0].Dice != 10 || g.P[0].Saves != [2]int8{} || g.SP != 0 {
		t.Errorf("a loss of 3 with both Save cards: %d zombies, saves %v", g.P[0].Dice, g.P[0].Saves)
	}
	// nothing to save: no offer
	g = scene(t, 3, false, 1)
	g.P[1].Saves[0] = 1
	g.pushLoss(0, 2, true)
	g.settle()
	if g.SP != 0 || g.P[0].Dice != 8 {
		t.Errorf("a seat with no kept card was asked or lost %d", 10-g.P[0].Dice)
	}
	// a face-up Robot at a bombing of civilians: kept, then used
	g = scene(t, 3, true, 1)
	g.P[0].Ready[zRobot] = 1
	g.P[0].Civ = 2
	g.bomb(1, 0)
	g.settle()
	if g.ToAct() != 0 || !contains(g.Legal(nil), act(vUse, useZombird+zRobot)) {
		t.Fatalf("the face-up Robot is not offered at the bombing: %v", names(g))
	}
	play(t, g, 0, act(vKeep, 0))
	if g.P[0].Civ != 0 || g.P[0].Ready[zRobot] != 1 {
		t.Errorf("kept Robot: %d civilians, %d Robots", g.P[0].Civ, g.P[0].Ready[zRobot])
	}
	g.P[0].Civ = 2
	g.bomb(1, 0)
	g.settle()
	play(t, g, 0, act(vUse, useZombird+zRobot))
	if g.P[0].Civ != 2 || g.P[0].Ready[zRobot] != 0 || g.SP != 0 {
		t.Errorf("used Robot: %d civilians, %d Robots", g.P[0].Civ, g.P[0].Ready[zRobot])
	}
}

// TestSuperUccelloDaSolo: "Comportati come se avessi 10 zombie in più quando
// esegui una Spinta". A team short of a push spends the least that covers
// it: the bot holding a Punk and a Super Bird, eight short, plays the Super
// Bird alone and keeps the Punk; four short, the Punk is not enough alone
// and the Super Bird goes.
func TestSuperUccelloDaSolo(t *testing.T) {
	for _, c := range []struct {
		short int
		keeps uint8
	}{{8, zPunk}, {2, zSuperBird}} {
		g := scene(t, 3, true, 1)
		hand(g, 0, zPunk, zSuperBird)
		g.P[0].Dice = int16(cat.MaxThreshold - c.short)
		pushVotes(t, g, "push_13", Red, Green, Blue)
		keepWindows(t, g)
		if g.ToAct() != 0 || g.top().K != fOffer {
			t.Fatalf("short by %d: seat 1 is not offered its birds", c.short)
		}
		r := game.NewRNG(1)
		play(t, g, 0, g.choose(&r))
		if g.P[0].HandN != 1 || g.P[0].Hand[0] != c.keeps {
			t.Errorf("short by %d: the bot kept %v, want only %s", c.short, g.P[0].Hand[:g.P[0].HandN], zombirdIDs[c.keeps])
		}
		if int(g.P[0].Dice) != cat.MaxThreshold-c.short {
			t.Errorf("short by %d: the team lost zombies: %v", c.short, dice(g))
		}
	}
}

// TestMonetaZombieInSegreto: at Coin / Zombie "ogni giocatore otterrà"
// coins "oppure 1 dado", each choosing without seeing the others' choices:
// no view but the chooser's own changes with the choice until all have
// chosen, then all are revealed and paid together.
func TestMonetaZombieInSegreto(t *testing.T) {
	pick := func(second int) *State {
		g := scene(t, 3, false, 1)
		g.runCard(t, "coin_zombie_1")
		play(t, g, 0, act(vZombie, 0))
		play(t, g, 1, act(second, 0))
		return g
	}
	a, b := pick(vCoins), pick(vZombie)
	if string(viewJSON(a, 2)) != string(viewJSON(b, 2)) || string(viewJSON(a, 0)) != string(viewJSON(b, 0)) {
		t.Errorf("seat 2's secret choice shows in another seat's view")
	}
	if string(viewJSON(a, 1)) == string(viewJSON(b, 1)) {
		t.Errorf("seat 2 does not see its own choice")
	}
	if a.ToAct() != 2 || a.P[0].Dice != 10 || a.P[1].Coins != 0 {
		t.Fatalf("a choice was paid before all had chosen")
	}
	play(t, a, 2, act(vCoins, 0))
	if a.P[0].Dice != 11 || int(a.P[1].Coins) != cat.CoinOrZombie || int(a.P[2].Coins) != cat.CoinOrZombie {
		t.Errorf("after the reveal: hordes %v, coins %d %d", dice(a), a.P[1].Coins, a.P[2].Coins)
	}
	var v View
	if err := json.Unmarshal(viewJSON(a, 0), &v); err != nil {
		t.Fatal(err)
	}
	if strings.Join(v.Picks, ",") != "zombie,coins,coins" {
		t.Errorf("the revealed choices in seat 1's view: %v", v.Picks)
	}
}

// TestMegaBombaAlmenoUno: "Mega Bomba — Bombarda un qualsiasi numero di
// giocatori": the choice ends only once a player is aimed at.
func TestMegaBombaAlmenoUno(t *testing.T) {
	g := scene(t, 3, false, 1)
	shopVisit(g, 0, 6, sMegaBomb)
	play(t, g, 0, act(vBuy, 0))
	if contains(g.Legal(nil), act(vDone, 0)) {
		t.Fatalf("the Mega Bomb may end with nobody aimed at: %v", names(g))
	}
	refused(t, g, act(vDone, 0), "at least one")
	play(t, g, 0, act(vBomb, 2))
	play(t, g, 0, act(vDone, 0))
	wantHordes(t, g, []int{10, 10, 10 - cat.BombedZombies})
}

// TestSenzaConsiderareEventualiSpareggi: the Tsunami and the Ninja pay "se
// ti trovi nella squadra più numerosa (senza considerare eventuali
// spareggi)": two teams tied for the most members are each the largest, no
// tie-break token drawn between them, so members of both get a window and
// the Ninja pays.
func TestSenzaConsiderareEventualiSpareggi(t *testing.T) {
	g := scene(t, 4, false, 1)
	for i := 0; i < 4; i++ {
		g.P[i].Dice = 2
	}
	g.P[0].Bonus, g.P[2].Bonus = bNinja, bTsunami
	pushVotes(t, g, "push_13", Red, Red, Blue, Blue)
	if g.Big != 1<<Red|1<<Blue {
		t.Fatalf("largest teams %b, want red and blue", g.Big)
	}
	if g.ToAct() != 0 || g.top().K != fWindow {
		t.Fatalf("the red team, tied for the largest, gets no window")
	}
	play(t, g, 0, act(vReveal, 0))
	if g.ToAct() != 2 || g.top().K != fWindow {
		t.Fatalf("the blue team, tied for the largest, gets no window")
	}
	play(t, g, 2, act(vReveal, 0))
	play(t, g, 2, act(vSeat, 3))
	if g.P[3].Dice != 1 {
		t.Fatalf("the Tsunami did not rob its teammate: %v", dice(g))
	}
	play(t, g, 2, act(vSeat, 3))
	// red short: the Ninja keeps its 2, its teammate loses
	if g.P[0].Dice != 2 || int(g.P[1].Dice) != max(1, 2-cat.PushFail) {
		t.Errorf("hordes %v: the Ninja of a tied largest team keeps its zombies", dice(g))
	}
}

// TestSeIndoviniOttieni: a Dragon "Se indovini ottieni" the reward; only "In
// caso contrario" may the holder of the other half reveal it for the same.
// A right guess catches the other half: it is shown and spent, and its
// holder, who now knows where the first Dragon is, cannot reveal it for a
// sure reward of its own. One guess pays one of the pair.
func TestSeIndoviniOttieni(t *testing.T) {
	for _, c := range []struct {
		name        string
		mine, other uint8
	}{
		{"the Head names the Tail", bDragonHead, bDragonTail},
		{"the Tail names the Head", bDragonTail, bDragonHead},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := scene(t, 5, false, 1)
			g.P[0].Bonus, g.P[3].Bonus = c.mine, c.other
			g.P[1].Bonus, g.P[2].Bonus, g.P[4].Bonus = bUFO, bGigaZ, bTsunami
			shopVisit(g, 0, 0, sDice1)
			play(t, g, 0, act(vReveal, 0))
			play(t, g, 0, act(vSeat, 3))
			play(t, g, 0, act(vDone, 0))
			if !g.P[3].BonusUp {
				t.Fatalf("the caught %s stays face down", bonusIDs[c.other])
			}
			// the caught half's holder at its own shop visit
			shopVisit(g, 3, 0, sDice1)
			if contains(g.Legal(nil), act(vReveal, 0)) {
				t.Errorf("the caught %s can still be revealed: %v", bonusIDs[c.other], names(g))
			}
			refused(t, g, act(vReveal, 0), "already revealed")
			play(t, g, 3, act(vDone, 0))
			// nor is it offered a window when bombed
			g.P[3].Civ = 1
			g.bomb(0, 3)
			g.settle()
			if g.SP != 0 {
				t.Errorf("the caught half's holder is asked %+v", *g.top())
			}
			wantHordes(t, g, []int{10 + cat.Bonus[c.mine].Reward, 10, 10, 10, 10})
			if g.P[0].Paid != 1 || g.P[3].Paid != 0 {
				t.Errorf("bonus cards paid %d and %d, want 1 and 0", g.P[0].Paid, g.P[3].Paid)
			}
		})
	}
}

// TestTheBombedSeatIsAskedWithoutAGender: the engine does not know whether a
// player is a man or a woman, so the Italian question to a bombed seat holding
// a face-up Robot names the bomb, not a participle that agrees with the seat.
func TestTheBombedSeatIsAskedWithoutAGender(t *testing.T) {
	for _, civ := range []int8{2, 0} {
		g := scene(t, 3, true, 1)
		g.P[0].Ready[zRobot] = 1
		g.P[0].Civ = civ
		g.bomb(1, 0)
		g.settle()
		if g.ToAct() != 0 {
			t.Fatalf("%d civilians: the bombed seat is not asked", civ)
		}
		it := g.PromptIn(true)
		if !strings.HasPrefix(it, "una bomba ti colpisce e perdi ") || strings.Contains(it, "bombardato") {
			t.Errorf("%d civilians: the Italian question reads %q", civ, it)
		}
	}
}
