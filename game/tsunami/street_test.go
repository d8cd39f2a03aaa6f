package tsunami

import (
	"testing"
)

// TestStreetCards checks every street card of the deck by its kind, as the
// rulebook's "CARTE STRADA" describes them.
func TestStreetCards(t *testing.T) {
	for _, k := range cat.Street {
		t.Run(k.ID, func(t *testing.T) {
			switch k.Kind {
			case "jump":
				checkJump(t, k.ID, k.Limit)
			case "aeroplane":
				checkJump(t, k.ID, 0)
			case "push":
				checkPush(t, k.ID, k.Threshold)
			case "bus":
				checkPush(t, k.ID, cat.MaxThreshold)
			case "coin_zombie":
				checkCoinZombie(t, k.ID)
			case "gold_jump":
				checkGoldJump(t, k.ID)
			case "parachute":
				checkParachute(t, k.ID)
			case "civ_bomb":
				checkCivBomb(t, k.ID)
			default:
				t.Fatalf("no scenario for kind %q", k.Kind)
			}
		})
	}
}

// checkJump: "quelli che atterrano con la faccia dello zombie in su, devono
// essere eliminati" — at most the card's limit ("il numero massimo di zombie
// che è possibile perdere"), or all with no limit.
func checkJump(t *testing.T, id string, limit int) {
	worst := 0
	for seed := uint64(1); seed <= 300; seed++ {
		g := scene(t, 4, false, seed)
		g.runCard(t, id)
		for i, d := range dice(g) {
			lost := 10 - d
			if lost < 0 || limit > 0 && lost > limit {
				t.Fatalf("seed %d: seat %d lost %d zombies, the limit is %d", seed, i+1, lost, limit)
			}
			worst = max(worst, lost)
		}
		if g.SP != 0 {
			t.Fatalf("a jump asks no decision, but %+v is pending", *g.top())
		}
	}
	if limit > 0 && worst != limit {
		t.Errorf("in 300 jumps of four hordes of 10 the most lost was %d, never the limit %d", worst, limit)
	}
	if limit == 0 && worst <= 3 {
		t.Errorf("with no limit, 300 jumps of four hordes of 10 never lost more than %d", worst)
	}
}

// checkPush: "Se la squadra possiede un numero di Zombie pari o superiore al
// valore indicato sulla carta Spinta non ci saranno conseguenze; in caso
// contrario ogni giocatore appartenente alla squadra ... perderà" zombies.
func checkPush(t *testing.T, id string, need int) {
	g := scene(t, 3, false, 1)
	g.P[0].Dice = int16(need)     // alone in red: exactly enough
	g.P[1].Dice = int16(need - 1) // alone in green: one short
	g.P[2].Dice = 1               // alone in blue: short
	g.runCard(t, id)
	if g.threshold() != need {
		t.Fatalf("threshold %d, want %d", g.threshold(), need)
	}
	play(t, g, 0, act(vVote, Red))
	play(t, g, 1, act(vVote, Green))
	play(t, g, 2, act(vVote, Blue))
	if g.SP != 0 {
		t.Fatalf("no seat holds a bonus card, so no window; pending %+v", *g.top())
	}
	want := []int{need, max(1, need-1-cat.PushFail), 1}
	if got := dice(g); got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("hordes after the push %v, want %v", got, want)
	}
	// a team of two adds its zombies
	g = scene(t, 3, false, 1)
	g.P[0].Dice, g.P[1].Dice, g.P[2].Dice = int16(need/2), int16(need-need/2), int16(need)
	g.runCard(t, id)
	play(t, g, 0, act(vVote, Blue))
	play(t, g, 1, act(vVote, Blue))
	play(t, g, 2, act(vVote, Red))
	for g.SP > 0 {
		play(t, g, int(g.ToAct()), act(vPass, 0))
	}
	if got := dice(g); got[0] != need/2 || got[1] != need-need/2 {
		t.Errorf("a team of two with %d together lost zombies: %v", need, got)
	}
}

// checkCoinZombie: "ogni giocatore otterrà monete oppure 1 dado zombie".
func checkCoinZombie(t *testing.T, id string) {
	g := scene(t, 3, false, 1)
	g.runCard(t, id)
	play(t, g, 0, act(vCoins, 0))
	play(t, g, 1, act(vZombie, 0))
	play(t, g, 2, act(vCoins, 0))
	if g.P[0].Coins != int8(cat.CoinOrZombie) || g.P[1].Dice != 11 || g.P[1].Coins != 0 || g.P[2].Coins != int8(cat.CoinOrZombie) {
		t.Errorf("coins %d/%d/%d, dice %v", g.P[0].Coins, g.P[1].Coins, g.P[2].Coins, dice(g))
	}
}

// checkGoldJump: "se almeno 1 dado atterra con la faccia dello zombie in su,
// quel giocatore otterrà" coins; no die is lost.
func checkGoldJump(t *testing.T, id string) {
	paid, unpaid := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		g := scene(t, 3, false, seed)
		g.P[0].Dice = 2
		g.runCard(t, id)
		for i := 0; i < 3; i++ {
			switch g.P[i].Coins {
			case int8(cat.GoldCoins):
				paid++
			case 0:
				unpaid++
			default:
				t.Fatalf("seat %d has %d coins", i+1, g.P[i].Coins)
			}
		}
		if d := dice(g); d[0] != 2 || d[1] != 10 {
			t.Fatalf("a gold jump lost dice: %v", d)
		}
	}
	if paid == 0 || unpaid == 0 {
		t.Errorf("paid %d times and not %d times: both must happen", paid, unpaid)
	}
}

// checkParachute: "se almeno 1 dado atterra con la faccia dello zombie in su
// quel giocatore otterrà 1 Dado zombie aggiuntivo".
func checkParachute(t *testing.T, id string) {
	gained, not := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		g := scene(t, 3, false, seed)
		g.P[0].Dice = 2
		g.runCard(t, id)
		for i, d := range dice(g) {
			was := 10
			if i == 0 {
				was = 2
			}
			switch d - was {
			case 1:
				gained++
			case 0:
				not++
			default:
				t.Fatalf("seat %d went from %d to %d zombies", i+1, was, d)
			}
		}
	}
	if gained == 0 || not == 0 {
		t.Errorf("gained %d times and not %d times: both must happen", gained, not)
	}
}

// checkCivBomb: "Il giocatore con il maggior numero di zombie sarà il primo
// a scegliere e, in seguito, si proseguirà in senso orario"; a civilian or a
// bomb: "Quando un giocatore viene Bombardato egli perderà tutti i suoi
// Segnalini civili. Se il giocatore non possiede alcun civile perderà invece"
// zombies.
func checkCivBomb(t *testing.T, id string) {
	g := scene(t, 4, false, 1)
	g.P[2].Dice = 12
	g.P[3].Civ = 2
	g.runCard(t, id)
	play(t, g, 2, act(vBomb, 3)) // civilians lost
	play(t, g, 3, act(vCivilian, 0))
	play(t, g, 0, act(vBomb, 1)) // no civilians: zombies lost
	play(t, g, 1, act(vCivilian, 0))
	if g.SP != 0 {
		t.Fatalf("pending %+v", *g.top())
	}
	if g.P[3].Civ != 1 || g.P[3].Dice != 10 {
		t.Errorf("seat 4 bombed with 2 civilians then took one: %d civilians, %d zombies; want 1 and 10", g.P[3].Civ, g.P[3].Dice)
	}
	if g.P[1].Dice != int16(10-cat.BombedZombies) || g.P[1].Civ != 1 {
		t.Errorf("seat 2 bombed without civilians: %d zombies, %d civilians", g.P[1].Dice, g.P[1].Civ)
	}
}
