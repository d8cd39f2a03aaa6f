package tsunami

import (
	"testing"
)

// pushVotes resolves a push of threshold card id with the given votes, seat
// by seat, and returns the state at the first window (or after the push).
func pushVotes(t *testing.T, g *State, id string, votes ...int) {
	t.Helper()
	g.runCard(t, id)
	for i, v := range votes {
		play(t, g, i, act(vVote, v))
	}
}

// TestBonusUFO: "Rivela questa carta se, al termine del round, possiedi
// almeno 1 Segnalino civile. Ottieni" zombies; "I civili posseduti verranno
// trasformati normalmente".
func TestBonusUFO(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.Pos = perRound
	g.Phase = phCard
	g.P[0].Bonus, g.P[0].Civ = bUFO, 2
	g.P[1].Bonus, g.P[1].Civ = bNinja, 0
	g.P[2].Bonus, g.P[2].Civ = bTsunami, 1
	g.mainStep()
	if g.ToAct() != 0 || g.top().A != wRoundEnd {
		t.Fatalf("the round's end offers a window to seat 1, who has civilians; to act %d", g.ToAct())
	}
	play(t, g, 0, act(vReveal, 0))
	play(t, g, 2, act(vPass, 0))
	if g.SP != 0 {
		t.Fatalf("seat 2 has no civilians and gets no window; pending %+v", *g.top())
	}
	g.mainStep()
	want := 10 + cat.Bonus[bUFO].Reward + 2
	if int(g.P[0].Dice) != want || g.P[2].Dice != 11 {
		t.Errorf("hordes %v, want seat 1 at %d (reward and civilians) and seat 3 at 11", dice(g), want)
	}
}

// TestBonusGigaZ: "Rivela questa carta se riesci a Bombardare con successo i
// civili di un avversario. Ottieni" zombies.
func TestBonusGigaZ(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.P[0].Bonus = bGigaZ
	g.P[1].Civ = 3
	g.bomb(0, 1)
	g.settle()
	if g.ToAct() != 0 || g.top().A != wBomber {
		t.Fatalf("the bomber gets a window after destroying civilians")
	}
	play(t, g, 0, act(vReveal, 0))
	if int(g.P[0].Dice) != 10+cat.Bonus[bGigaZ].Reward || g.P[1].Civ != 0 {
		t.Errorf("hordes %v, civilians of seat 2 %d", dice(g), g.P[1].Civ)
	}
	// away from its objective it pays nothing and is spent
	g = scene(t, 3, false, 1)
	g.P[0].Bonus = bGigaZ
	shopVisit(g, 0, 0, sDice1)
	play(t, g, 0, act(vReveal, 0))
	if g.P[0].Dice != 10 || !g.P[0].BonusUp {
		t.Errorf("a Giga Z. revealed at the shop paid or stayed face down")
	}
	refused(t, g, act(vReveal, 0), "already revealed")
}

// TestBonusTsunami: "Rivela questa carta se ti trovi nella squadra più
// numerosa ... Ruba 2 zombie agli altri membri della tua squadra (è possibile
// sottrarre gli zombie ad un unico giocatore oppure prenderne 1 da 2
// giocatori differenti)".
func TestBonusTsunami(t *testing.T) {
	g := scene(t, 4, false, 1)
	g.P[0].Bonus = bTsunami
	g.P[1].Bonus, g.P[2].Bonus, g.P[3].Bonus = bUFO, bNinja, bGigaZ
	pushVotes(t, g, "push_5", Red, Red, Red, Blue)
	if g.ToAct() != 0 || g.top().A != wPush {
		t.Fatalf("the largest team's members get a window")
	}
	play(t, g, 0, act(vReveal, 0))
	play(t, g, 0, act(vSeat, 1))
	if contains(g.Legal(nil), act(vSeat, 3)) {
		t.Errorf("seat 4 is not on the team and cannot be robbed")
	}
	play(t, g, 0, act(vSeat, 2))
	play(t, g, 1, act(vPass, 0))
	play(t, g, 2, act(vPass, 0))
	wantHordes(t, g, []int{12, 9, 9, 10})
}

// TestBonusQuarterback: "Rivela questa carta quando subisci un
// Bombardamento. La Bomba non provocherà alcun effetto e, in aggiunta, potrai
// sottrarre" zombies "al giocatore che ti ha Bombardato."
func TestBonusQuarterback(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.P[1].Bonus, g.P[1].Civ = bQuarterback, 2
	g.bomb(0, 1)
	g.settle()
	if g.ToAct() != 1 || g.top().A != wBombed {
		t.Fatalf("the bombed seat gets a window before the bomb lands")
	}
	play(t, g, 1, act(vReveal, 0))
	r := cat.Bonus[bQuarterback].Reward
	if g.P[1].Civ != 2 || int(g.P[1].Dice) != 10+r || int(g.P[0].Dice) != 10-r || g.SP != 0 {
		t.Errorf("civilians %d, hordes %v: the bomb should do nothing and the bomber lose %d", g.P[1].Civ, dice(g), r)
	}
}

// TestBonusDragons: "Rivela questa carta ed indica il giocatore che, secondo
// te, possiede la Coda del Drago. Se indovini ottieni" zombies. "In caso
// contrario il giocatore in possesso della Coda del Drago potrà rivelarla per
// ottenere" them — and the same for the Tail.
func TestBonusDragons(t *testing.T) {
	for _, c := range []struct {
		mine, other uint8
	}{{bDragonHead, bDragonTail}, {bDragonTail, bDragonHead}} {
		g := scene(t, 5, false, 1)
		g.P[0].Bonus, g.P[3].Bonus, g.P[1].Bonus = c.mine, c.other, bUFO
		shopVisit(g, 0, 0, sDice1)
		play(t, g, 0, act(vReveal, 0))
		play(t, g, 0, act(vSeat, 3))
		if int(g.P[0].Dice) != 10+cat.Bonus[c.mine].Reward || !g.P[3].BonusUp {
			t.Errorf("%s guessed right: hordes %v, the other half should show", bonusIDs[c.mine], dice(g))
		}
		g = scene(t, 5, false, 1)
		g.P[0].Bonus, g.P[3].Bonus, g.P[1].Bonus = c.mine, c.other, bUFO
		shopVisit(g, 0, 0, sDice1)
		play(t, g, 0, act(vReveal, 0))
		play(t, g, 0, act(vSeat, 1))
		if g.P[0].Dice != 10 || int(g.P[3].Dice) != 10+cat.Bonus[c.other].Reward || !g.P[3].BonusUp {
			t.Errorf("%s guessed wrong: hordes %v, the other half should pay and show", bonusIDs[c.mine], dice(g))
		}
	}
}

// TestBonusNinja: "Rivela questa carta se ti trovi nella squadra più
// numerosa ... nel caso la tua squadra non raggiunga il numero minimo di
// zombie richiesti per risolvere la Spinta, non dovrai eliminare zombie dalla
// tua orda."
func TestBonusNinja(t *testing.T) {
	g := scene(t, 4, false, 1)
	for i := 0; i < 4; i++ {
		g.P[i].Dice = 1
	}
	g.P[0].Bonus, g.P[1].Bonus = bNinja, bUFO
	g.P[0].Dice, g.P[1].Dice = 4, 4
	pushVotes(t, g, "push_13", Green, Green, Red, Blue)
	play(t, g, 0, act(vReveal, 0))
	play(t, g, 1, act(vPass, 0))
	if g.P[0].Dice != 4 || int(g.P[1].Dice) != 4-cat.PushFail {
		t.Errorf("hordes %v: the Ninja keeps its 4, the teammate loses %d", dice(g), cat.PushFail)
	}
}
