package tsunami

import (
	"errors"
	"testing"

	"zombietable/game"
)

// TestShopCards buys every shop card at a visit and checks its effect, as
// the rulebook's "CARTE NEGOZIO" lists them.
func TestShopCards(t *testing.T) {
	tests := []struct {
		card  int
		then  func(t *testing.T, g *State) // answers the card's choices
		check func(t *testing.T, g *State)
	}{
		// "1 Civile PERMANENTE — Ottieni 1 civile"
		{sPermCivilian, nil, func(t *testing.T, g *State) { wantCiv(t, g, 0, 1) }},
		// "Bomba PERMANENTE — Bombarda un altro giocatore."
		{sPermBomb, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 2)) }, func(t *testing.T, g *State) { wantCiv(t, g, 2, 0) }},
		// "Salva 1 Zombie — Previene la perdita di 1 zombie eliminato in seguito ad un Salto o un Bombardamento."
		{sSave1, nil, func(t *testing.T, g *State) {
			g.pushLoss(0, 3, true)
			g.settle()
			play(t, g, 0, act(vUse, useSave1))
			if g.P[0].Dice != 8 || g.P[0].Saves[0] != 0 {
				t.Errorf("a jump of 3 with Save 1 Zombie left %d zombies, want 8", g.P[0].Dice)
			}
		}},
		// "Ruba 1 Dado — Ruba 1 dado ad un altro giocatore."
		{sSteal1, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 1)) }, func(t *testing.T, g *State) { wantHordes(t, g, []int{11, 9, 10}) }},
		// "Ruba 2 Dadi"
		{sSteal2, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 1)) }, func(t *testing.T, g *State) { wantHordes(t, g, []int{12, 8, 10}) }},
		// "Salva 2 Zombie"
		{sSave2, nil, func(t *testing.T, g *State) {
			g.pushLoss(0, 3, true)
			g.settle()
			play(t, g, 0, act(vUse, useSave2))
			if g.P[0].Dice != 9 || g.P[0].Saves[1] != 0 {
				t.Errorf("a jump of 3 with Save 2 Zombies left %d zombies, want 9", g.P[0].Dice)
			}
		}},
		// "2 Civili — Ottieni 2 civili"
		{sCiv2, nil, func(t *testing.T, g *State) { wantCiv(t, g, 0, 2) }},
		// "3 Civili"
		{sCiv3, nil, func(t *testing.T, g *State) { wantCiv(t, g, 0, 3) }},
		// "+1 Dado — Ottieni 1 dado"
		{sDice1, nil, func(t *testing.T, g *State) { wantHordes(t, g, []int{11, 10, 10}) }},
		// "Bomba — Bombarda un altro giocatore."
		{sBomb, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 1)) }, func(t *testing.T, g *State) {
			wantHordes(t, g, []int{10, 10 - cat.BombedZombies, 10})
		}},
		// "Mega Bomba — Bombarda un qualsiasi numero di giocatori."
		{sMegaBomb, func(t *testing.T, g *State) {
			play(t, g, 0, act(vBomb, 1))
			play(t, g, 0, act(vBomb, 2))
			play(t, g, 0, act(vDone, 0))
		}, func(t *testing.T, g *State) {
			wantHordes(t, g, []int{10, 10 - cat.BombedZombies, 10})
			wantCiv(t, g, 2, 0)
		}},
		// "Scambio — Scambia 2 carte (Bonus) non ancora rivelate."
		{sSwap, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 1)) }, func(t *testing.T, g *State) {
			if g.P[0].Bonus != bNinja || g.P[1].Bonus != bUFO {
				t.Errorf("after the swap seat 1 holds %d and seat 2 %d", g.P[0].Bonus, g.P[1].Bonus)
			}
		}},
		// "+2 Dado"
		{sDice2, nil, func(t *testing.T, g *State) { wantHordes(t, g, []int{12, 10, 10}) }},
		// "Ruota un Bonus Segreto — La carta potrà essere disattivata (ruotandola a
		// faccia in su) oppure riattivata (riportandola a faccia in giù)."
		{sTurn, func(t *testing.T, g *State) { play(t, g, 0, act(vSeat, 2)) }, func(t *testing.T, g *State) {
			if g.P[2].BonusUp {
				t.Errorf("the disabled card of seat 3 was not turned face down again")
			}
		}},
		// Zombird: "Aggiungete 3 carte Negozio Zombuccelli al mazzo Negozio."
		{sEgg, nil, func(t *testing.T, g *State) { wantHand(t, g, 0, cat.Shop[sEgg].Amount) }},
		{sNest, nil, func(t *testing.T, g *State) { wantHand(t, g, 0, cat.Shop[sNest].Amount) }},
	}
	for _, tc := range tests {
		t.Run(shopIDs[tc.card], func(t *testing.T) {
			g := scene(t, 3, true, 1)
			g.P[0].Bonus, g.P[1].Bonus, g.P[2].Bonus = bUFO, bNinja, bTsunami
			g.P[2].BonusUp = true
			g.P[2].Civ = 2
			shopVisit(g, 0, 6, tc.card)
			a := act(vBuy, 0)
			if cat.Shop[tc.card].Permanent {
				a = act(vBuyPerm, tc.card)
			}
			play(t, g, 0, a)
			if tc.then != nil {
				tc.then(t, g)
			}
			passWindows(t, g)
			if got := g.P[0].Coins; int(got) != 6-cat.Shop[tc.card].Cost {
				t.Errorf("%d coins left, want %d", got, 6-cat.Shop[tc.card].Cost)
			}
			if g.SP != 1 || g.top().K != fShop {
				t.Fatalf("the visit should go on after the card, stack %+v", g.Stack[:g.SP])
			}
			tc.check(t, g)
		})
	}
}

func wantCiv(t *testing.T, g *State, s, n int) {
	t.Helper()
	if int(g.P[s].Civ) != n {
		t.Errorf("seat %d has %d civilians, want %d", s+1, g.P[s].Civ, n)
	}
}

func wantHordes(t *testing.T, g *State, want []int) {
	t.Helper()
	got := dice(g)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("hordes %v, want %v", got, want)
			return
		}
	}
}

func wantHand(t *testing.T, g *State, s, n int) {
	t.Helper()
	if int(g.P[s].HandN) != n {
		t.Errorf("seat %d holds %d zombird cards, want %d", s+1, g.P[s].HandN, n)
	}
}

// TestShopRules: "Nessun giocatore può mai possedere più di" the cap; "I
// giocatori potranno acquistare al massimo 2 carte (a patto che possiedano
// abbastanza)"; refusals leave the state unchanged and say why in both
// languages.
func TestShopRules(t *testing.T) {
	g := scene(t, 3, false, 1)
	g.addCoins(0, 100)
	if int(g.P[0].Coins) != cat.Cap {
		t.Fatalf("coins %d above the cap %d", g.P[0].Coins, cat.Cap)
	}
	shopVisit(g, 0, cat.Cap, sDice1)
	g.DisplayN = 3
	g.Display[1], g.Display[2] = sDice1, sDice1
	g.Display[0] = sMegaBomb
	g.P[0].Coins = int8(cat.Shop[sMegaBomb].Cost - 1)
	refused(t, g, act(vBuy, 0), "not enough coins")
	g.P[0].Coins = int8(cat.Cap)
	play(t, g, 0, act(vBuy, 1))
	play(t, g, 0, act(vBuy, 2))
	refused(t, g, act(vBuyPerm, 0), "at most 2")
	play(t, g, 0, act(vDone, 0))
	if g.SP != 0 {
		t.Fatalf("the visit did not end")
	}
}

// refused checks that a is refused with a reason containing want, in English
// and Italian, and the state unchanged.
func refused(t *testing.T, g *State, a game.Action, want string) {
	t.Helper()
	h := game.Hash(g)
	err := g.Apply(a)
	if err == nil || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("%q was not refused (err %v)", g.ActionString(a), err)
	}
	if en, it := game.Reason(err, "en"), game.Reason(err, "it"); !contains2(en, want) || en == it || it == "" {
		t.Errorf("refusal %q / %q does not say %q in both languages", en, it, want)
	}
	if game.Hash(g) != h {
		t.Errorf("the refusal of %q changed the state", g.ActionString(a))
	}
}

func contains2(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// passWindows keeps every bonus card offered hidden.
func passWindows(t *testing.T, g *State) {
	t.Helper()
	for g.SP > 0 && g.top().K == fWindow {
		play(t, g, int(g.ToAct()), act(vPass, 0))
	}
}

// TestAMenoCheNonVengaAcquistataLaCartaRuota: "Le carte già rivelate non
// potranno essere utilizzate nuovamente, a meno che non venga acquistata la
// carta 'Ruota un Bonus Segreto'", and "Le carte disattivate non potranno più
// essere utilizzate a meno che non vengano nuovamente riattivate". A Giga Z.
// spent or turned face up gets no window when its holder bombs civilians
// away; turned face down again by the card, it pays once more.
func TestAMenoCheNonVengaAcquistataLaCartaRuota(t *testing.T) {
	for _, c := range []struct {
		name  string
		turns int  // times the Turn card is bought on the Giga Z. before the bomb
		pays  bool // the holder gets a window and the reward
	}{
		{"revealed, not turned: spent", 0, false},
		{"revealed, turned face down: active again", 1, true},
		{"turned face down, then face up again: disabled", 2, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := scene(t, 3, false, 1)
			g.P[0].Bonus, g.P[0].BonusUp, g.P[0].Paid = bGigaZ, true, 1
			for k := 0; k < c.turns; k++ {
				shopVisit(g, 2, 6, sTurn)
				play(t, g, 2, act(vBuy, 0))
				play(t, g, 2, act(vSeat, 0))
				play(t, g, 2, act(vDone, 0))
			}
			g.P[1].Civ = 2
			g.bomb(0, 1)
			g.settle()
			if c.pays {
				if g.ToAct() != 0 || g.top().K != fWindow {
					t.Fatalf("the active Giga Z. gets no window after the bomb")
				}
				play(t, g, 0, act(vReveal, 0))
			}
			if g.SP != 0 {
				t.Fatalf("pending %+v", *g.top())
			}
			want := 10
			if c.pays {
				want += cat.Bonus[bGigaZ].Reward
			}
			if int(g.P[0].Dice) != want || g.P[1].Civ != 0 {
				t.Errorf("the bomber has %d zombies, want %d; the target %d civilians", g.P[0].Dice, want, g.P[1].Civ)
			}
			if !g.P[0].BonusUp {
				t.Errorf("the Giga Z. is face down after the bomb")
			}
		})
	}
}
