package zombies4

import (
	"testing"
)

// fightAt sets seat 0 on the Bridge's last square with dogs east of it and
// movement left, ready to step into a fight.
func fightAt(t *testing.T, dogs int) *State {
	t.Helper()
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	g.P[0].Sq = sq(t, g, 8, 19)
	g.Dogs[sq(t, g, 9, 19)] = uint8(dogs)
	return g
}

// Book of the Dead pages: "Per ogni Pagina che hai in gioco di fronte a te,
// il numero da raggiungere decresce di Uno."
func TestCardPage(t *testing.T) {
	for ty := evPage1; ty <= evPage8; ty++ {
		g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
		hand(t, g, 0, ty)
		before := g.SpellNeed(0)
		do(t, g, "play "+evIDs[ty])
		if !g.has(0, ty) || g.SpellNeed(0) != before-1 {
			t.Fatalf("%s: in play %v, spell needs %d (was %d)", evIDs[ty], g.has(0, ty), g.SpellNeed(0), before)
		}
	}
}

// Shotgun: +1 to every combat roll.
func TestCardShotgun(t *testing.T) {
	g := fightAt(t, 1)
	front(t, g, 0, evShotgun)
	rig(t, g, 4)
	do(t, g, "step E")
	if g.P[0].Kills != 1 {
		t.Fatal("a 4 with the Shotgun does not kill")
	}
}

// Machete: discard it during a fight, the dog dies.
func TestCardMachete(t *testing.T) {
	g := fightAt(t, 1)
	front(t, g, 0, evMachete)
	rig(t, g, 1)
	do(t, g, "step E")
	do(t, g, "use machete")
	if g.P[0].Kills != 1 || g.has(0, evMachete) || !g.P[0].Used || g.Phase != phMove {
		t.Fatalf("kills %d, machete in play %v, phase %d", g.P[0].Kills, g.has(0, evMachete), g.Phase)
	}
}

// Lantern: +1 to movement rolls.
func TestCardLantern(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evLantern)
	rig(t, g, 2)
	g.afterStart()
	if g.MoveLeft != 3 {
		t.Fatalf("rolled 2 with the Lantern, %d squares", g.MoveLeft)
	}
}

// First Aid Kit: discard it, take 2 lives (at most 5).
func TestCardFirstAid(t *testing.T) {
	g := fightAt(t, 1)
	front(t, g, 0, evFirstAid)
	g.P[0].Half = 3
	rig(t, g, 1)
	do(t, g, "step E")
	do(t, g, "use first_aid")
	if g.P[0].Half != 7 || g.Phase != phFight {
		t.Fatalf("half lives %d, phase %d: the failed roll must still be answered", g.P[0].Half, g.Phase)
	}
	g = build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evFirstAid)
	g.P[0].Half = 9
	do(t, g, "use first_aid")
	if g.P[0].Half != 10 {
		t.Fatalf("more than 5 lives: %d halves", g.P[0].Half)
	}
}

// Ammo Belt: discard it, take 3 ammunition.
func TestCardAmmoBelt(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evAmmoBelt, evFirstAid)
	do(t, g, "use ammo_belt")
	if g.P[0].Ammo != 6 || legalHas(g, "use first_aid") {
		t.Fatalf("ammunition %d; a second card in play is discarded for its effect in the round", g.P[0].Ammo)
	}
}

// Amulet: +1 to spell rolls.
func TestCardAmulet(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evAmulet)
	do(t, g, "play amulet")
	if g.SpellNeed(0) != 5 {
		t.Fatalf("with the Amulet the spell needs %d", g.SpellNeed(0))
	}
}

// Run!: "Non puoi lasciare il combattimento con uno Zombi senza una Carta
// Evento."
func TestCardRun(t *testing.T) {
	g := fightAt(t, 2)
	hand(t, g, 0, evRun)
	rig(t, g, 2)
	do(t, g, "step E")
	do(t, g, "play run")
	if g.Phase != phMove || g.Dogs[sq(t, g, 9, 19)] != 2 || g.P[0].Half != 6 || g.MoveLeft != 2 {
		t.Fatalf("phase %d, dogs %d, half lives %d, movement %d", g.Phase, g.Dogs[sq(t, g, 9, 19)], g.P[0].Half, g.MoveLeft)
	}
	do(t, g, "step E")
	if x, _ := g.sqXY(int(g.P[0].Sq)); x != 10 {
		t.Fatal("cannot go on moving after running")
	}
}

// Adrenaline: 3 more squares.
func TestCardAdrenaline(t *testing.T) {
	g := build(t, 2, 1, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evAdrenaline)
	do(t, g, "play adrenaline")
	if g.MoveLeft != 4 {
		t.Fatalf("movement %d", g.MoveLeft)
	}
}

// Scavenge: 2 ammunition.
func TestCardScavenge(t *testing.T) {
	g := build(t, 2, 1, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evScavenge)
	do(t, g, "play scavenge")
	if g.P[0].Ammo != 5 || g.P[0].HandN != 0 || tab.evType[g.Disc[g.DiscN-1]] != evScavenge {
		t.Fatalf("ammunition %d", g.P[0].Ammo)
	}
}

// Bandages: 1 life, in the turn or in a fight.
func TestCardBandage(t *testing.T) {
	g := fightAt(t, 1)
	hand(t, g, 0, evBandage)
	g.P[0].Half, g.P[0].Ammo = 2, 0
	rig(t, g, 1, 6)
	do(t, g, "step E")
	do(t, g, "play bandage")
	if g.P[0].Half != 4 || g.Phase != phFight {
		t.Fatalf("half lives %d, phase %d", g.P[0].Half, g.Phase)
	}
	do(t, g, "bite")
	if g.P[0].Half != 3 || g.P[0].Kills != 1 {
		t.Fatalf("half lives %d, kills %d", g.P[0].Half, g.P[0].Kills)
	}
}

// The Pack Howls: 2 dogs on the current player's square among trees, fought
// at once.
func TestCardPack(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	q := sq(t, g, 9, 19)
	g.P[0].Sq = q
	hand(t, g, 1, evPack)
	rig(t, g, 4, 6, 6)
	g.afterStart()
	if g.Phase != phWindow || !legalHas(g, "play pack") {
		t.Fatalf("phase %d, legal %v", g.Phase, names(g))
	}
	do(t, g, "play pack")
	if g.P[0].Kills != 2 || g.Dogs[q] != 0 || g.Phase != phMove || g.P[1].HandN != 0 {
		t.Fatalf("kills %d, dogs %d, phase %d", g.P[0].Kills, g.Dogs[q], g.Phase)
	}
	// Not on the Bridge: no trees there.
	g = build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 1, evPack)
	rig(t, g, 4)
	g.afterStart()
	if legalHas(g, "play pack") {
		t.Error("the pack howls on the Bridge")
	}
}

// Lost in the Woods: the current player's movement is 1.
func TestCardLost(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 1, evLost)
	rig(t, g, 5)
	g.afterStart()
	do(t, g, "play lost")
	if g.MoveLeft != 1 || g.Phase != phMove || !g.P[1].Played {
		t.Fatalf("movement %d, phase %d", g.MoveLeft, g.Phase)
	}
}

// Stolen Page: the lowest page lacked, from the player with the most pages.
func TestCardStolenPage(t *testing.T) {
	g := build(t, 3, 2, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evPage1)
	front(t, g, 1, evPage2)
	front(t, g, 2, evPage4, evPage3)
	hand(t, g, 0, evStolenPage)
	do(t, g, "play stolen_page")
	if !g.has(0, evPage3) || g.has(2, evPage3) || g.Pages(0) != 2 {
		t.Fatalf("pages: seat 0 %d, seat 2 %d", g.Pages(0), g.Pages(2))
	}
	g = build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evStolenPage)
	if legalHas(g, "play stolen_page") {
		t.Error("Stolen Page with no page to take")
	}
}

// Burn the Page: the current player's highest page goes.
func TestCardBurnPage(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evPage2, evPage5)
	hand(t, g, 1, evBurnPage)
	rig(t, g, 3)
	g.afterStart()
	do(t, g, "play burn_page")
	if g.has(0, evPage5) || !g.has(0, evPage2) {
		t.Fatal("the highest page is not burned")
	}
}
