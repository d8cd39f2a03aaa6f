package zombies4

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"zombietable/game"
)

// Bridge squares: the deck runs along row 19 from 6,19 (the first square)
// to 8,19; the card across it covers columns 9–11, rows 18–20.

// "Ogni giocatore prende 3 Segnalini Munizione, 2 Segnalini Vita, due Mezzi
// Segnalini Vita e 3 Carte Evento ... Tutti i giocatori posizionano le loro
// pedine sul primo quadrato della Carta Mappa Bridge ... La prima Carta Mappa
// va posizionata dall'altra parte del ponte."
func TestSetup(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := New(game.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for s := 0; s < n; s++ {
				p := g.P[s]
				if p.Sq != g.bridgeStart() || p.Half != 6 || p.Ammo != 3 || p.HandN != 3 || p.Kills != 0 {
					t.Fatalf("%d players seed %d: seat %d starts with square %d, %d half lives, %d ammunition, %d cards", n, seed, s, p.Sq, p.Half, p.Ammo, p.HandN)
				}
			}
			if g.Laid[0].Inst != tab.bridge || g.Laid[0].Cell != bridgeRow*gridW+bridgeCol {
				t.Fatal("the Bridge is not the first card, in the middle")
			}
			if g.Laid[1].Cell != bridgeRow*gridW+bridgeCol+1 || g.Laid[1].Inst == tab.cabin {
				t.Fatalf("the first card is %s at cell %d, not a card other than the Cabin across the Bridge", tab.defs[tab.mapInst[g.Laid[1].Inst]].id, g.Laid[1].Cell)
			}
			if g.Phase != phPlace || g.Drawn < 0 || int(g.MapN) != nMapCards-3 {
				t.Fatalf("the first player does not lay a drawn card: phase %d, drawn %d, %d map cards left", g.Phase, g.Drawn, g.MapN)
			}
		}
	}
}

// House: the Cabin lies among the last map cards, so it is drawn late.
func TestCabinDeepInTheMapDeck(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g, _ := New(game.Config{Players: 3, Seed: seed})
		pos := -1
		for i := 0; i < int(g.MapN); i++ {
			if g.MapDeck[i] == tab.cabin {
				pos = i
			}
		}
		if pos < 0 || pos >= tab.cat.CabinLast {
			t.Fatalf("seed %d: the Cabin is %d cards from the bottom, not among the last %d", seed, pos, tab.cat.CabinLast)
		}
	}
}

// "Ai lati della Carta Mappa Bridge non potranno essere posizionate Carte
// Mappa" and cards are laid "purché siano adiacenti le une con le altre".
func TestPlacementBesideTheBridge(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	g.Phase, g.Drawn = phPlace, int8(instOf(t, "woods_glade", map[uint8]bool{}))
	for _, bad := range []string{"lay 2,5 r0", "lay 2,7 r0", "lay 1,6 r0", "lay 5,6 r0", "lay 9,9 r0"} {
		if legalHas(g, bad) {
			t.Errorf("%s is legal", bad)
		}
	}
	for _, good := range []string{"lay 4,6 r0", "lay 3,5 r0", "lay 3,7 r0"} {
		if !legalHas(g, good) {
			t.Errorf("%s is not legal: %v", good, names(g))
		}
	}
	if why := refused(t, g, act(aPlace, (5*gridW+2)*4)); !strings.Contains(why, "Bridge") {
		t.Errorf("the refusal does not name the Bridge: %q", why)
	}
	// Plain woods look the same every way round: one rotation is offered.
	if legalHas(g, "lay 4,6 r1") {
		t.Error("a rotation that changes nothing is offered")
	}
}

// House: a card must open onto the map; the Cabin's walled sides cannot
// face the only way in.
func TestPlacementNeedsAWayAcross(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	g.Phase, g.Drawn = phPlace, int8(tab.cabin)
	// Rotated twice the Cabin's walls face west: laid east of the woods
	// they would touch only the building's wall... the building side is
	// on columns 0–1 after two turns; check every legal placement opens.
	for _, a := range g.Legal(nil) {
		_, x := decode(a)
		if !g.canPlace(tab.cabin, uint8(x/4), uint8(x%4)) {
			t.Fatalf("%s is legal but cannot be walked into", g.ActionString(a))
		}
	}
	c := g.Clone().(*State)
	do(t, c, "lay 4,6 r0")
	var d dists
	c.bfs(c.bridgeStart(), &d)
	for q := 0; q < int(c.NLaid)*9; q++ {
		if c.Terr[q] != tWater && d.d[q] < 0 {
			t.Fatalf("square %s cannot be reached from the Bridge", c.sqName(q))
		}
	}
}

// "Quando una Carta Mappa con un nome viene messa in gioco, i Segnalini
// Munizione e Vita e i Cani Zombi vengono posizionati sulla mappa secondo il
// numero che si trova sull'angolo ... solo uno per quadrato."
func TestNamedCardCounters(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	g.place(instOf(t, "ranger_station", map[uint8]bool{}), 6*gridW+4, 0)
	a, b := sq(t, g, 13, 19), sq(t, g, 14, 19)
	if g.Tok[a] != tokBoth || g.Tok[b] != tokAmmo || g.Dogs[a] != 0 || g.Dogs[b] != 2 {
		t.Fatalf("the Ranger Station (1 life, 2 ammunition, 2 dogs) has counters %d,%d and dogs %d,%d", g.Tok[a], g.Tok[b], g.Dogs[a], g.Dogs[b])
	}
	if g.Supply != int16(tab.cat.DogsTotal)-2 {
		t.Fatalf("the box holds %d dogs", g.Supply)
	}
}

// drawMap makes seat s draw map card id at the start of its turn and lay
// it in cell with rotation rot, with the next dice rigged.
func drawMap(t *testing.T, g *State, s int, id string, cell int, rot uint8, dice ...int) {
	t.Helper()
	inst := instOf(t, id, map[uint8]bool{})
	for i := 0; i < int(g.MapN); i++ {
		if g.MapDeck[i] == inst {
			g.MapDeck[i], g.MapDeck[g.MapN-1] = g.MapDeck[g.MapN-1], g.MapDeck[i]
		}
	}
	g.Cur = int8(s)
	g.beginTurn()
	if g.Phase != phPlace || g.Drawn != int8(inst) {
		t.Fatalf("drew %d in phase %d, not %s", g.Drawn, g.Phase, id)
	}
	rig(t, g, dice...)
	if err := g.Apply(act(aPlace, cell*4+int(rot))); err != nil {
		t.Fatal(err)
	}
}

// "Per le Carte Mappa Plain Woods ... tira un dado a sei facce. Posiziona un
// numero di Cani Zombi sulla carta pari al risultato ... Due Cani possono
// venir piazzati sullo stesso quadrato": the player who laid the card places
// the die's dogs on it, one square at a time, two at most to a square, and
// then the turn goes on.
func TestPosizionaCaniZombiPariAlDado(t *testing.T) {
	for roll := 1; roll <= 6; roll++ {
		g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
		drawMap(t, g, 1, "woods_glade", 6*gridW+4, 0, roll, 1, 1, 1)
		k := int(g.NLaid) - 1
		if g.Phase != phDogs || g.ToAct() != 1 || int(g.DogsLeft) != roll {
			t.Fatalf("rolled %d: phase %d, seat %d to act, %d dogs to place", roll, g.Phase, g.ToAct(), g.DogsLeft)
		}
		if v := g.View(0).(View); v.Phase != "dogs" || v.DogsLeft != roll {
			t.Fatalf("the view says phase %q, %d dogs", v.Phase, v.DogsLeft)
		}
		// Every square of the new card, and "place them for me".
		if got := len(g.Legal(nil)); got != 10 {
			t.Fatalf("%d choices to place a dog, want the 9 squares and the table's placing", got)
		}
		first := k*9 + 4
		for placed := 0; placed < roll; placed++ {
			if g.Phase != phDogs {
				t.Fatalf("rolled %d: the placing ended after %d dogs", roll, placed)
			}
			q := first + placed/2 // two on each square, in order
			if err := g.Apply(act(aDogAt, q)); err != nil {
				t.Fatal(err)
			}
			if g.Dogs[q] == 2 {
				if err := g.Apply(act(aDogAt, q)); !errors.Is(err, game.ErrIllegal) {
					t.Fatalf("a third dog on a square: %v", err)
				}
			}
		}
		n := 0
		for i := k * 9; i < k*9+9; i++ {
			n += int(g.Dogs[i])
		}
		if n != roll || g.Phase == phDogs || g.DogsLeft != 0 {
			t.Fatalf("rolled %d: %d dogs placed, phase %d", roll, n, g.Phase)
		}
		if g.Supply != int16(tab.cat.DogsTotal-roll) {
			t.Fatalf("the box holds %d dogs", g.Supply)
		}
	}
}

// "Posiziona un numero di Cani Zombi sulla carta pari al risultato del dado":
// one click lets the table place the rest at random, two at most to a
// square, never in water; a bot places them itself.
func TestPosizionaCaniZombiACaso(t *testing.T) {
	for roll := 1; roll <= 6; roll++ {
		g := build(t, 3, 0, spec{"woods_thick", 3, 6, 0})
		drawMap(t, g, 2, "woods_trail", 6*gridW+4, 0, roll, 1, 1, 1)
		k := int(g.NLaid) - 1
		if err := g.Apply(act(aDogAt, k*9)); err != nil {
			t.Fatal(err)
		}
		if roll > 1 {
			if err := g.Apply(act(aDogsRandom, 0)); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		for i := k * 9; i < k*9+9; i++ {
			n += int(g.Dogs[i])
			if g.Dogs[i] > 2 || (g.Dogs[i] > 0 && g.Terr[i] == tWater) {
				t.Fatalf("%d dogs on a square of terrain %d", g.Dogs[i], g.Terr[i])
			}
		}
		if n != roll || g.Phase == phDogs {
			t.Fatalf("rolled %d: %d dogs placed, phase %d", roll, n, g.Phase)
		}
	}
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	drawMap(t, g, 0, "woods_glade", 6*gridW+4, 0, 6, 1, 1, 1)
	for g.Phase == phDogs {
		a := Choose(g)
		if kind, _ := decode(a); kind != aDogAt {
			t.Fatalf("the bot chose %q", g.ActionString(a))
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// "Quando la Carta Mappa Cabin viene pescata, il giocatore con il più basso
// ammontare di pagine del Libro dei Morti la mette in gioco. Se due giocatori
// hanno uno stesso numero ... i giocatori tirano un dado." The pages in
// play count; those in a hand do not.
func TestCabinLaidByFewestPages(t *testing.T) {
	g := build(t, 3, 0, spec{"woods_thick", 3, 6, 0})
	front(t, g, 0, evPage1, evPage2)
	front(t, g, 2, evPage3)
	hand(t, g, 1, evPage4, evPage5, evPage6)
	g.MapDeck[g.MapN] = tab.cabin
	g.MapN++
	g.Cur = 0
	g.beginTurn()
	if g.Phase != phPlace || g.Actor != 1 || g.ToAct() != 1 {
		t.Fatalf("the Cabin is laid by seat %d, not seat 1 with no page", g.Actor)
	}
	seen := map[int8]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		g := build(t, 3, 0, spec{"woods_thick", 3, 6, 0})
		g.RNG = game.NewRNG(seed)
		front(t, g, 0, evPage1)
		g.MapDeck[g.MapN] = tab.cabin
		g.MapN++
		g.beginTurn()
		seen[g.Actor] = true
		if g.Actor == 0 {
			t.Fatal("the seat with a page lays the Cabin")
		}
	}
	if !seen[1] || !seen[2] {
		t.Errorf("the tie between seats 1 and 2 is not rolled for: %v", seen)
	}
}

// "Se due giocatori hanno uno stesso numero di carte del Libro dei Morti, i
// giocatori tirano un dado, chi ottiene il numero più alto vince": the tied
// players roll, those tied on the highest roll again, and every die is on
// the table and in the story.
func TestCabinTieRolledWithDice(t *testing.T) {
	g := build(t, 3, 0, spec{"woods_thick", 3, 6, 0})
	g.MapDeck[g.MapN] = tab.cabin
	g.MapN++
	g.Cur = 0
	rig(t, g, 4, 6, 6, 2, 5)
	before := g.Clone()
	g.beginTurn()
	if g.Actor != 2 {
		t.Fatalf("seat %d lays the Cabin; seats 1 and 2 rolled 6, then 2 and 5", g.Actor)
	}
	want := []DieView{
		{For: "cabin", Seat: 0, Face: 4, Total: 4}, {For: "cabin", Seat: 1, Face: 6, Total: 6}, {For: "cabin", Seat: 2, Face: 6, Total: 6},
		{For: "cabin", Seat: 1, Face: 2, Total: 2}, {For: "cabin", Seat: 2, Face: 5, Total: 5, Result: "lays"},
	}
	wantDice(t, g, "after the roll-off", want...)
	story := strings.Join(g.Narrate(before, []string{"Ann", "Bob", "Cy"}, "en"), "\n")
	for _, line := range []string{"Ann rolls 4 for who lays the Cabin", "Cy rolls 5 for who lays the Cabin", "Cy has the fewest pages and lays the Cabin"} {
		if !strings.Contains(story, line) {
			t.Errorf("the story lacks %q:\n%s", line, story)
		}
	}
}

// "Ogni Volta che inizi il tuo turno sullo stesso spazio di uno Zombi ... il
// combattimento inizia ... Devi ottenere un 5 o un 6 per uccidere un Cane
// Zombi."
func TestFightAtTheStartOfTheTurn(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	q := sq(t, g, 9, 19)
	g.P[0].Sq, g.Dogs[q] = q, 1
	rig(t, g, 5, 3)
	g.afterPlace()
	if g.P[0].Kills != 1 || g.Dogs[q] != 0 || g.MoveLeft != 3 {
		t.Fatalf("kills %d, dogs %d, movement %d", g.P[0].Kills, g.Dogs[q], g.MoveLeft)
	}
}

// "Se fallisci il tiro di dado puoi spendere Segnalini Munizione per alzare
// il risultato ottenuto (per ogni Segnalino Munizione speso aggiungi un +1)."
func TestAmmunitionRaisesTheRoll(t *testing.T) {
	g := build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	q := sq(t, g, 9, 19)
	g.P[0].Sq, g.Dogs[q] = sq(t, g, 8, 19), 1
	rig(t, g, 3)
	do(t, g, "step E")
	if g.Phase != phFight || g.Need != 2 {
		t.Fatalf("phase %d, need %d after rolling 3", g.Phase, g.Need)
	}
	do(t, g, "spend")
	if g.P[0].Ammo != 1 || g.P[0].Kills != 1 || g.Phase != phMove {
		t.Fatalf("ammunition %d, kills %d, phase %d", g.P[0].Ammo, g.P[0].Kills, g.Phase)
	}
	g.Phase, g.Need = phFight, 3
	if why := refused(t, g, act(aSpend, 0)); !strings.Contains(why, "ammunition") {
		t.Errorf("refusal %q", why)
	}
}

// "Se non hai abbastanza Segnalini Munizione ... o se scegli di non farlo,
// devi scartare Metà Segnalino Vita ... Il combattimento continua fino a che
// lo Zombi viene sconfitto."
func TestFailedRollCostsHalfALife(t *testing.T) {
	g := build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	q := sq(t, g, 9, 19)
	g.P[0].Sq, g.Dogs[q] = sq(t, g, 8, 19), 1
	rig(t, g, 2, 4, 6)
	do(t, g, "step E")
	do(t, g, "bite")
	do(t, g, "bite")
	if g.P[0].Half != 4 || g.P[0].Kills != 1 || g.P[0].Ammo != 3 {
		t.Fatalf("half lives %d, kills %d, ammunition %d", g.P[0].Half, g.P[0].Kills, g.P[0].Ammo)
	}
	// Nothing to decide: no ammunition, no card in hand. The bite is taken at once.
	g = build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	g.P[0].Sq, g.Dogs[q], g.P[0].Ammo = sq(t, g, 8, 19), 1, 0
	hand(t, g, 0)
	rig(t, g, 1, 6)
	do(t, g, "step E")
	if g.P[0].Half != 5 || g.P[0].Kills != 1 || g.Phase != phMove {
		t.Fatalf("half lives %d, kills %d, phase %d", g.P[0].Half, g.P[0].Kills, g.Phase)
	}
}

// "Quando finisci i Segnalini Vita ... la tua pedina viene rimossa ... Scarta
// metà degli Zombi che hai collezionato arrotondati per difetto e tutte le
// Armi/Oggetti/Pagine ... Se muori, inizi il tuo prossimo turno con 3
// Segnalini Munizione, 2 Segnalini Vita e 2 Mezzi Segnalini Vita."
func TestDeath(t *testing.T) {
	g := build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	q := sq(t, g, 9, 19)
	g.P[0].Sq, g.Dogs[q], g.P[0].Ammo, g.P[0].Half, g.P[0].Kills = sq(t, g, 8, 19), 1, 0, 1, 7
	hand(t, g, 0)
	front(t, g, 0, evShotgun, evPage1)
	supply, disc := g.Supply, g.DiscN
	rig(t, g, 1, 3)
	do(t, g, "step E")
	p := g.P[0]
	if p.Sq != -1 || p.Kills != 4 || p.Front != 0 || g.Supply != supply+3 || g.DiscN != disc+2 || p.Deaths != 1 {
		t.Fatalf("after death: square %d, kills %d, front %b, box %d, discard %d", p.Sq, p.Kills, p.Front, g.Supply, g.DiscN)
	}
	if g.Phase != phZombie && g.Phase != phDiscard {
		t.Fatalf("the rest of the turn does not go on: phase %d", g.Phase)
	}
	g.Cur = 1
	g.endTurn()
	if g.Cur != 0 || g.P[0].Sq != g.bridgeStart() || g.P[0].Half != 6 || g.P[0].Ammo != 3 {
		t.Fatalf("back on the Bridge: square %d, half lives %d, ammunition %d", g.P[0].Sq, g.P[0].Half, g.P[0].Ammo)
	}
}

// "Non puoi muoverti in diagonale ... I Giocatori e gli Zombi possono
// muoversi dentro e fuori solo da edifici ... solo passando per la porta ...
// eccezion fatta per i quadrati dove c'è l'acqua ... e i sei quadrati sulla
// Carta Mappa Bridge che non fanno parte del ponte."
func TestMovementWallsDoorsAndWater(t *testing.T) {
	g := build(t, 2, 6, spec{"ranger_station", 3, 6, 0})
	// Ranger Station: building at 10,19 and 11,19, doors west and east.
	g.P[0].Sq = sq(t, g, 7, 19)
	for _, bad := range []string{"step N", "step S"} {
		if legalHas(g, bad) {
			t.Errorf("%s from the Bridge's deck into the river is legal", bad)
		}
	}
	if why := refused(t, g, act(aStep, dirN)); !strings.Contains(why, "water") {
		t.Errorf("refusal %q", why)
	}
	g.P[0].Sq = sq(t, g, 10, 18)
	if legalHas(g, "step S") {
		t.Error("stepping through the building's north wall is legal")
	}
	g.P[0].Sq = sq(t, g, 9, 19)
	do(t, g, "step E")
	do(t, g, "step E")
	if x, y := g.sqXY(int(g.P[0].Sq)); x != 11 || y != 19 || g.MoveLeft != 4 {
		t.Fatalf("through the doors the pawn reaches %d,%d with %d left", x, y, g.MoveLeft)
	}
	g.MoveLeft = 0
	if legalHas(g, "step W") {
		t.Error("a step with no movement left is legal")
	}
}

// "Se ti muovi su di uno spazio con un Segnalino Vita o Munizione e nessuno
// Zombi, Prendi immediatamente i Segnalini ... Non puoi avere più di 5
// Segnalini Vita."
func TestTakingCounters(t *testing.T) {
	g := build(t, 2, 6, spec{"woods_thick", 3, 6, 0})
	a, b := sq(t, g, 9, 19), sq(t, g, 10, 19)
	g.P[0].Sq = sq(t, g, 8, 19)
	g.Tok[a], g.Tok[b] = tokBoth, tokLife
	g.P[0].Half = 8
	do(t, g, "step E")
	if g.P[0].Half != 10 || g.P[0].Ammo != 4 || g.Tok[a] != 0 {
		t.Fatalf("half lives %d, ammunition %d, counters left %d", g.P[0].Half, g.P[0].Ammo, g.Tok[a])
	}
	do(t, g, "step E")
	if g.P[0].Half != 10 || g.Tok[b] != tokLife {
		t.Fatalf("at 5 lives a life is taken: half lives %d, counter %d", g.P[0].Half, g.Tok[b])
	}
}

// "Ogni Zombi che incontri durante il tuo movimento deve essere combattuto
// prima di continuare il movimento."
func TestStopAndFightEachDogMet(t *testing.T) {
	g := build(t, 2, 4, spec{"woods_thick", 3, 6, 0})
	a := sq(t, g, 9, 19)
	g.P[0].Sq, g.Dogs[a], g.Tok[a] = sq(t, g, 8, 19), 2, tokAmmo
	rig(t, g, 6, 6)
	do(t, g, "step E")
	if g.P[0].Kills != 2 || g.Dogs[a] != 0 || g.Phase != phMove || g.MoveLeft != 3 || g.P[0].Ammo != 4 {
		t.Fatalf("kills %d, dogs %d, phase %d, movement %d, ammunition %d", g.P[0].Kills, g.Dogs[a], g.Phase, g.MoveLeft, g.P[0].Ammo)
	}
}

// "Tira un dado a sei facce e muovi un numero di Zombi pari a quel numero ...
// nessuno Zombi può venire mosso due volte ... un Cane Zombi si muove di 2
// quadrati ... un massimo di due Cani Zombi per ogni quadrato ... Ogni spazio
// può contenere uno Zombi e un Segnalino ... mai tutti e tre insieme."
func TestZombieMoves(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_trail", 3, 6, 0}, spec{"woods_thick", 4, 6, 0})
	a, b := sq(t, g, 9, 19), sq(t, g, 13, 19)
	g.Dogs[a], g.Dogs[b] = 1, 1
	g.Dogs[sq(t, g, 10, 19)] = 2
	g.Tok[sq(t, g, 9, 18)] = tokBoth
	rig(t, g, 1)
	g.startZombies()
	if g.Phase != phZombie || g.ZLeft != 1 {
		t.Fatalf("phase %d, %d dogs to move", g.Phase, g.ZLeft)
	}
	if !legalHas(g, "dog 13,19") || legalHas(g, "dog 9,18") {
		t.Errorf("the dogs to move: %v", names(g))
	}
	do(t, g, "dog 9,19")
	for _, bad := range []string{"to 10,19", "to 9,18", "to 12,19", "to 11,18"} {
		if legalHas(g, bad) {
			t.Errorf("%s is legal", bad)
		}
	}
	for _, good := range []string{"to 8,19", "to 7,19", "to 9,20", "to 10,20", "to 11,19"} {
		if !legalHas(g, good) {
			t.Errorf("%s is not legal: %v", good, names(g))
		}
	}
	if why := refused(t, g, act(aDogTo, int(sq(t, g, 10, 19)))); !strings.Contains(why, "two") {
		t.Errorf("refusal %q", why)
	}
	rig(t, g, 3)
	g.startZombies()
	do(t, g, "dog 9,19")
	do(t, g, "to 8,19")
	if legalHas(g, "dog 8,19") {
		t.Error("a dog moves twice in one phase")
	}
	do(t, g, "dog 13,19")
	do(t, g, "to 12,19")
	do(t, g, "dog 10,19")
	do(t, g, "to 10,18")
	if g.Phase != phDiscard {
		t.Fatalf("after three dogs the phase is %d", g.Phase)
	}
}

// "Puoi giocare solo una Carta Evento o Pagina per round."
func TestOneEventARound(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evScavenge, evAdrenaline)
	do(t, g, "play scavenge")
	if legalHas(g, "play adrenaline") {
		t.Error("a second event is legal in the round")
	}
	if why := refused(t, g, act(aPlay, evAdrenaline)); !strings.Contains(why, "one event") {
		t.Errorf("refusal %q", why)
	}
	g.Cur = 1
	g.endTurn()
	if g.P[0].Played {
		t.Error("the round does not end at the start of the next turn")
	}
}

// "Le Carte Pagina possono essere giocate solo di fronte a te durante il tuo
// turno ... Ogni giocatore può avere solo una copia di ogni carta in gioco."
func TestPagesOnlyInYourTurnOneCopy(t *testing.T) {
	g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 1, evPage2, evLost)
	g.Phase, g.Actor, g.Win = phWindow, 1, 2
	if legalHas(g, "play page2") {
		t.Error("a page is playable in another player's turn")
	}
	if why := refused(t, g, act(aPlay, evPage2)); !strings.Contains(why, "only in your turn") {
		t.Errorf("refusal %q", why)
	}
	g = build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evPage2, evShotgun)
	front(t, g, 0, evShotgun)
	if legalHas(g, "play shotgun") {
		t.Error("a second Shotgun in play is legal")
	}
	do(t, g, "play page2")
	if g.Pages(0) != 1 || g.P[0].HandN != 1 {
		t.Fatalf("pages %d, hand %d", g.Pages(0), g.P[0].HandN)
	}
}

// "Pesca fino a 3 Carte Evento se ne hai meno di 3 ... Se la pila di Carte
// Evento finisce, mescolate la pila delle Carte Scartate."
func TestDrawUpToThreeAndReshuffle(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evRun)
	for g.EvN > 1 {
		g.EvN--
		g.Disc[g.DiscN] = g.EvDeck[g.EvN]
		g.DiscN++
	}
	disc := g.DiscN
	rig(t, g, 2)
	g.afterStart()
	if g.P[0].HandN != 3 || g.EvN != disc-1 || g.DiscN != 0 {
		t.Fatalf("hand %d, deck %d, discard %d (discard was %d)", g.P[0].HandN, g.EvN, g.DiscN, disc)
	}
}

// "Puoi scartare una carta alla fine del turno. Scartare una carta sancisce
// la fine del tuo turno."
func TestDiscardEndsTheTurn(t *testing.T) {
	g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evRun, evLost)
	g.Phase = phDiscard
	do(t, g, "discard lost")
	if g.Cur != 1 || g.P[0].HandN != 1 || tab.evType[g.Disc[g.DiscN-1]] != evLost {
		t.Fatalf("current %d, hand %d", g.Cur, g.P[0].HandN)
	}
	if why := refused(t, g, act(aDiscard, evPage8)); why == "" {
		t.Error("no reason")
	}
}

// "Tutti i cani che si trovano nella Baita devono essere uccisi e devi
// arrivare alla Baita ... Devi ottenere un Sei. Per ogni Pagina che hai in
// gioco ... il numero da raggiungere decresce di Uno ... solo una volta al
// turno."
func TestTheSpell(t *testing.T) {
	g := build(t, 2, 2, spec{"cabin", 3, 6, 0})
	in, other := sq(t, g, 10, 19), sq(t, g, 11, 20)
	g.P[0].Sq = sq(t, g, 9, 19)
	if legalHas(g, "cast") {
		t.Error("the spell is legal outside the Cabin")
	}
	if why := refused(t, g, act(aCast, 0)); !strings.Contains(why, "Cabin") {
		t.Errorf("refusal %q", why)
	}
	g.P[0].Sq = in
	g.Dogs[other] = 1
	if legalHas(g, "cast") {
		t.Error("the spell is legal with a dog in the Cabin")
	}
	if why := refused(t, g, act(aCast, 0)); !strings.Contains(why, "dogs in the Cabin") {
		t.Errorf("refusal %q", why)
	}
	g.Dogs[other] = 0
	front(t, g, 0, evPage1, evPage2, evPage3)
	if g.SpellNeed(0) != 3 {
		t.Fatalf("with 3 pages the spell needs %d", g.SpellNeed(0))
	}
	rig(t, g, 2)
	do(t, g, "cast")
	if g.Over() || legalHas(g, "cast") {
		t.Fatal("a failed spell ends the game or is tried again")
	}
	if why := refused(t, g, act(aCast, 0)); !strings.Contains(why, "once a turn") {
		t.Errorf("refusal %q", why)
	}
	g.Tried = false
	rig(t, g, 3)
	do(t, g, "cast")
	if !g.Over() || g.WonBy != wonSpell || g.Returns()[0] != 1 || g.Returns()[1] != 0 {
		t.Fatalf("over %v, won by %d, returns %v", g.Over(), g.WonBy, g.Returns())
	}
}

// "oppure semplicemente uccidere 25 Zombi."
func TestTwentyFiveKillsWin(t *testing.T) {
	g := build(t, 2, 2, spec{"woods_thick", 3, 6, 0})
	g.P[0].Sq, g.P[0].Kills = sq(t, g, 8, 19), 24
	g.Dogs[sq(t, g, 9, 19)] = 2
	rig(t, g, 6)
	do(t, g, "step E")
	if !g.Over() || g.WonBy != wonKills || g.Winners != 1 || g.ToAct() != game.Nobody {
		t.Fatalf("over %v, won by %d, winners %b", g.Over(), g.WonBy, g.Winners)
	}
	if len(g.Legal(nil)) != 0 {
		t.Fatal("actions after the end")
	}
}

// House: at dawn the most kills win, ties share.
func TestDawn(t *testing.T) {
	g := build(t, 3, 0, spec{"woods_thick", 3, 6, 0})
	g.P[0].Kills, g.P[1].Kills, g.P[2].Kills = 5, 9, 9
	g.Total = int16(tab.cat.DawnRounds*3 - 1)
	g.Phase = phDiscard
	do(t, g, "keep")
	if !g.Over() || g.WonBy != wonDawn || g.Winners != 6 {
		t.Fatalf("over %v, won by %d, winners %b", g.Over(), g.WonBy, g.Winners)
	}
}

// The window after the movement roll is offered to the other seats that
// hold a card and have not played this round, whatever the cards.
func TestWindowOfferedOnPublicFacts(t *testing.T) {
	g := build(t, 4, 0, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 1, evScavenge) // nothing to play in another's turn: still offered
	hand(t, g, 2)
	hand(t, g, 3, evLost)
	g.P[3].Played = true
	hand(t, g, 0, evRun, evRun, evRun)
	rig(t, g, 4)
	g.afterStart()
	if g.Phase != phWindow || g.Actor != 1 || !legalHas(g, "pass") || len(g.Legal(nil)) != 1 {
		t.Fatalf("phase %d actor %d legal %v", g.Phase, g.Actor, names(g))
	}
	do(t, g, "pass")
	if g.Phase != phMove {
		t.Fatalf("seat 2 (no card) or seat 3 (played) got the window: phase %d actor %d", g.Phase, g.Actor)
	}
}

// Determinize keeps what a seat knows: its hand, the table, the Cabin deep
// in the map deck; it re-deals the others' hands and the deck.
func TestDeterminizeKeepsWhatTheSeatKnows(t *testing.T) {
	g, _ := New(game.Config{Players: 3, Seed: 11})
	changed := false
	for k := uint64(0); k < 30; k++ {
		r := game.NewRNG(k)
		d := g.Determinize(1, &r).(*State)
		if d.P[1].Hand != g.P[1].Hand || d.NLaid != g.NLaid || d.MapN != g.MapN {
			t.Fatal("the seat's own hand or the table changed")
		}
		if d.P[0].Hand != g.P[0].Hand {
			changed = true
		}
		for i := 0; i < int(d.MapN); i++ {
			if d.MapDeck[i] == tab.cabin && i >= tab.cat.CabinLast {
				t.Fatalf("the Cabin is %d cards from the bottom", i)
			}
		}
	}
	if !changed {
		t.Error("the other hands are never re-dealt")
	}
}

// House: a map card that fits nowhere is set aside out of the game; the
// Cabin goes under the map deck instead, to come back later.
func TestCardThatFitsNowhere(t *testing.T) {
	for _, cabin := range []bool{false, true} {
		g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
		for c := range g.Cell {
			if g.Cell[c] < 0 {
				g.Cell[c] = 0 // the whole table taken
			}
		}
		inst := g.MapDeck[g.MapN-1]
		if cabin {
			for i := 0; i < int(g.MapN); i++ {
				if g.MapDeck[i] == tab.cabin {
					g.MapDeck[i], g.MapDeck[g.MapN-1] = g.MapDeck[g.MapN-1], g.MapDeck[i]
				}
			}
			inst = tab.cabin
		}
		n := g.MapN
		rig(t, g, 3)
		g.beginTurn()
		switch {
		case g.Phase == phPlace:
			t.Fatal("a card that fits nowhere is to be laid")
		case cabin && (g.MapN != n || g.MapDeck[0] != tab.cabin || g.Aside != 0):
			t.Fatalf("the Cabin is not under the map deck: %d cards, bottom %d", g.MapN, g.MapDeck[0])
		case !cabin && (g.MapN != n-1 || g.Aside != 1):
			t.Fatalf("card %d is not set aside: %d cards, %d aside", inst, g.MapN, g.Aside)
		}
	}
}

// A seat's view shows its own hand and only the sizes of the others'.
func TestViewHidesTheOtherHands(t *testing.T) {
	g := build(t, 3, 2, spec{"woods_thick", 3, 6, 0})
	hand(t, g, 0, evShotgun, evRun)
	hand(t, g, 1, evLost)
	v := g.View(1).(View)
	if len(v.Hand) != 1 || v.Hand[0] != "lost" || v.Seats[0].Hand != 2 {
		t.Fatalf("seat 1 sees hand %v and seat 0 holding %d", v.Hand, v.Seats[0].Hand)
	}
	b, _ := json.Marshal(v)
	if strings.Contains(string(b), "shotgun") || strings.Contains(string(b), "\"run\"") {
		t.Fatalf("seat 1's view names seat 0's cards: %s", b)
	}
}

// "Scegliete a caso chi deve iniziare": at every table size each seat
// begins some games, and the first to act is the one who begins.
func TestScegliereACasoChiInizia(t *testing.T) {
	for n := 2; n <= 6; n++ {
		first := map[int8]int{}
		for seed := uint64(0); seed < 120; seed++ {
			g, err := New(game.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if g.ToAct() != game.Seat(g.Cur) {
				t.Fatalf("%d players, seed %d: seat %d acts first, seat %d begins", n, seed, g.ToAct(), g.Cur)
			}
			first[g.Cur]++
		}
		if len(first) != n {
			t.Errorf("%d players: only seats %v ever begin", n, first)
		}
	}
}

// "Quando finisci i Segnalini Vita, il tuo movimento finisce e la tua pedina
// viene rimossa dalla tavola ... Il resto del turno continua normalmente":
// wherever the last half life goes, the pawn leaves the map with no
// movement left, the dogs still move, and a death in the fight at the start
// still draws the event cards of step 4. "Verrà rimessa sul primo quadrato
// della Carta Mappa Bridge all'inizio del tuo prossimo turno", where a dog
// waiting on that square is fought (step 3).
func TestQuandoFinisciISegnaliniVita(t *testing.T) {
	cases := []struct {
		name string
		// set puts seat 0, with half a life, no ammunition and no card, into
		// its last fight, which rolls 1.
		set  func(t *testing.T, g *State)
		hand int8 // cards in seat 0's hand once the pawn is off the map
	}{
		{"the fight at the start of the turn", func(t *testing.T, g *State) {
			q := sq(t, g, 9, 19)
			g.P[0].Sq, g.Dogs[q] = q, 1
			rig(t, g, 1, 3)
			g.afterPlace()
		}, 3},
		{"a dog met while moving", func(t *testing.T, g *State) {
			g.P[0].Sq, g.Dogs[sq(t, g, 9, 19)] = sq(t, g, 8, 19), 1
			rig(t, g, 1, 3)
			do(t, g, "step E")
		}, 0},
		{"the pack another player sets on you", func(t *testing.T, g *State) {
			g.P[0].Sq = sq(t, g, 9, 19)
			hand(t, g, 1, evPack)
			hand(t, g, 2, evLost)
			rig(t, g, 4, 1, 3)
			g.afterStart()
			do(t, g, "play pack")
			do(t, g, "bite") // the cards just drawn make the failed roll a decision
		}, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := build(t, 3, 4, spec{"woods_thick", 3, 6, 0})
			g.P[0].Half, g.P[0].Ammo = 1, 0
			hand(t, g, 0)
			c.set(t, g)
			p := g.P[0]
			if p.Sq != -1 || p.Deaths != 1 || g.MoveLeft != 0 || p.HandN != c.hand {
				t.Fatalf("square %d, deaths %d, movement %d, hand %d (want %d)", p.Sq, p.Deaths, g.MoveLeft, p.HandN, c.hand)
			}
			if g.Phase != phZombie && g.Phase != phDiscard {
				t.Fatalf("the rest of the turn does not go on: phase %d, %v", g.Phase, names(g))
			}
			if last := g.Dice[g.DiceN-1]; last.K != dkZombies || last.Face != 3 {
				t.Fatalf("the last die is %+v, not the roll of the dogs to move", last)
			}
			for g.Phase == phZombie {
				do(t, g, names(g)[0])
			}
			do(t, g, "keep")
			// Seats 1 and 2 play their turns; no map card is left to draw.
			g.MapN = 0
			start := g.bridgeStart()
			g.Dogs[start] = 1
			g.Cur = 2
			rig(t, g, 6, 2)
			g.endTurn()
			p = g.P[0]
			if g.Cur != 0 || p.Sq != start || p.Half != 6 || p.Ammo != 3 || g.Dogs[start] != 0 || p.Kills != 1 {
				t.Fatalf("the next turn: seat %d, square %d, half lives %d, ammunition %d, kills %d, dogs left on the Bridge %d",
					g.Cur, p.Sq, p.Half, p.Ammo, p.Kills, g.Dogs[start])
			}
		})
	}
}

// "Se ti muovi su di uno spazio con un Segnalino Vita o Munizione e nessuno
// Zombi, Prendi immediatamente i Segnalini": taken on arrival, or once the
// dogs there are dead; left while a dog stays there; a life left at 5
// lives ("Non puoi avere più di 5 Segnalini Vita").
func TestSeTiMuoviSuUnoSpazioConUnSegnalino(t *testing.T) {
	cases := []struct {
		name     string
		dogs     uint8
		half     int8
		dice     []int
		answer   string // the decision after a failed roll, if any
		wantTok  uint8  // the counters left on the square
		wantHalf int8
		wantAmmo int16
	}{
		{"no dog", 0, 6, nil, "", 0, 8, 4},
		{"a dog killed", 1, 6, []int{5}, "", 0, 8, 4},
		{"two dogs killed", 2, 6, []int{6, 5}, "", 0, 8, 4},
		{"a dog run from", 1, 6, []int{2}, "play run", tokBoth, 6, 3},
		{"at 5 lives", 0, 10, nil, "", tokLife, 10, 4},
		{"at 4½ lives", 0, 9, nil, "", 0, 10, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := build(t, 2, 3, spec{"woods_thick", 3, 6, 0})
			q := sq(t, g, 9, 19)
			g.P[0].Sq, g.P[0].Half = sq(t, g, 8, 19), c.half
			g.Dogs[q], g.Tok[q] = c.dogs, tokBoth
			hand(t, g, 0, evRun)
			if c.dice != nil {
				rig(t, g, c.dice...)
			}
			do(t, g, "step E")
			if c.answer != "" {
				do(t, g, c.answer)
			}
			p := g.P[0]
			if g.Phase != phMove || p.Sq != q || g.Tok[q] != c.wantTok || p.Half != c.wantHalf || p.Ammo != c.wantAmmo {
				t.Fatalf("phase %d, counters left %02b (want %02b), half lives %d (want %d), ammunition %d (want %d)",
					g.Phase, g.Tok[q], c.wantTok, p.Half, c.wantHalf, p.Ammo, c.wantAmmo)
			}
		})
	}
}

// "Devi muovere quel numero di zombi, se possibile": the die says how many
// dogs move, fewer when fewer can, and none leaves the phase at once.
func TestDeviMuovereQuelNumeroDiZombiSePossibile(t *testing.T) {
	cases := []struct {
		name  string
		dogs  []int // table columns of the dogs on row 19, in the woods
		roll  int
		moves int
	}{
		{"as many as the die", []int{9, 10, 11}, 2, 2},
		{"all that can move", []int{9, 11}, 5, 2},
		{"no dog on the map", nil, 4, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := build(t, 2, 0, spec{"woods_thick", 3, 6, 0})
			for _, x := range c.dogs {
				g.Dogs[sq(t, g, x, 19)] = 1
			}
			rig(t, g, c.roll)
			g.startZombies()
			moved := 0
			for g.Phase == phZombie {
				do(t, g, names(g)[0])
				do(t, g, names(g)[0])
				moved++
			}
			if moved != c.moves || g.Phase != phDiscard || int(g.TrailN) != c.moves {
				t.Fatalf("rolled %d: %d dogs moved (want %d), phase %d", c.roll, moved, c.moves, g.Phase)
			}
		})
	}
}
