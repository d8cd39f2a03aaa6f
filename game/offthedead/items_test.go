package offthedead

import (
	"errors"
	"testing"

	"zombietable/game"
)

// Esempio 1: "È possibile utilizzare l'oggetto «giocattolo» poco prima del
// morso, oggetto che ha l'effetto di farlo tornare sotto l'Orda e allo stesso
// tempo di annullare il morso."
func TestToyJustBeforeTheBite(t *testing.T) {
	s := fresh(t, 4)
	z := zid(t, s, 4, -1)
	s.put(0, z, melee, true)
	s.give(t, 0, iToy)
	s.hordeOf(2, 30)
	s.Step = stBiteWin
	s.advance()
	if s.ToAct() != 0 || s.Win != stBiteWin {
		t.Fatalf("no window before the bites for the toy's holder (to act %d, window %d)", s.ToAct(), s.Win)
	}
	do(t, s, "use toy@0 0")
	if s.P[0].Inf != 0 || s.CN[0] != 0 || s.Horde[0] != z {
		t.Fatalf("the toy left infection %d, corridor %d, horde bottom %d", s.P[0].Inf, s.CN[0], s.Horde[0])
	}
}

// Esempio 2: "Tre zombie stanno per andare nella vostra zona «corpo a
// corpo». Poco prima che si muovano, potete usare l'oggetto «barricata» per
// rallentare il loro avanzamento."
func TestBarricadeJustBeforeTheyMove(t *testing.T) {
	s := fresh(t, 4)
	for range 3 {
		s.put(0, zid(t, s, 2, -1), 1, false)
	}
	s.give(t, 0, iBarricade)
	s.hordeOf(2, 30)
	s.Step = stMoveWin
	s.advance()
	do(t, s, "use barricade@0 0")
	for _, z := range s.cor(0) {
		if z.Zone != 1 {
			t.Fatalf("a zombie moved behind the barricade: %+v", z)
		}
	}
	if s.P[0].NI != 0 || s.GraveR == 0 {
		t.Errorf("the barricade is not in the graveyard: «seguire le istruzioni ... e poi gettarlo nel Cimitero»")
	}
}

// Adrenaline (house): infection down by its power; below the lowest level
// the token comes off.
func TestAdrenalineLowersTheInfection(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	s.give(t, 0, iAdrenaline)
	s.P[0].Inf = 1
	do(t, s, "use adrenaline@0 0")
	if s.P[0].Inf != max(0, 1-tab.power[iAdrenaline]) {
		t.Fatalf("infection %d after adrenaline", s.P[0].Inf)
	}
	if s.P[0].Inf != 0 {
		t.Fatalf("adrenaline at the lowest level leaves the token on")
	}
}

// "la «Colt Anaconda», per essere ricaricata necessita di munizioni di tipo a
// palla" — the magazine fills a bullet weapon; "la motosega delle munizioni
// del tipo benzina" — the jerrycan fills the chainsaw.
func TestMagazineAndJerrycanReload(t *testing.T) {
	s := fresh(t, 4)
	s.put(0, zid(t, s, 2, -1), 0, false)
	colt := s.give(t, 0, iColt)
	saw := s.give(t, 0, iChainsaw)
	s.give(t, 0, iMagazine)
	s.give(t, 0, iJerrycan)
	s.P[0].Ammo[colt], s.P[0].Ammo[saw] = 0, 0
	if legalNamed(s, "use magazine@2 1") {
		t.Error("a magazine fills a chainsaw")
	}
	do(t, s, "use magazine@2 0")
	if s.P[0].Ammo[colt] != tab.rounds[iColt] {
		t.Errorf("the Colt holds %d after the magazine", s.P[0].Ammo[colt])
	}
	do(t, s, "use jerrycan@2 11") // fill the chainsaw, now at slot 1
	if s.P[0].Ammo[saw] != tab.rounds[iChainsaw] {
		t.Errorf("the chainsaw holds %d after the jerrycan", s.P[0].Ammo[saw])
	}
}

// The jerrycan sets a zone on fire: each zombie there is attacked (house,
// RULES-NOTES: "jerrycan attacks a zone").
func TestJerrycanSetsAZoneOnFire(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	a := zid(t, s, 2, -1)
	s.put(0, a, 1, false)
	b := zid(t, s, 2, -1)
	s.put(0, b, 1, false)
	keep := zid(t, s, 6, -1)
	s.put(0, keep, 0, false)
	s.give(t, 0, iJerrycan)
	do(t, s, "use jerrycan@0 1")
	if s.GraveZ&(1<<uint(a)) == 0 || s.GraveZ&(1<<uint(b)) == 0 || s.find(0, keep) < 0 {
		t.Fatalf("fire on the second zone: graveyard %b, the first zone's zombie kept %v", s.GraveZ, s.find(0, keep) >= 0)
	}
	if s.Step != stAct1 {
		t.Errorf("the jerrycan took the action: equipment «non conta come un'azione»")
	}
}

// The axe (house effect, "Alcune armi possono offrire un ulteriore effetto
// come ad esempio l'ascia"): its kill carries the total onto another zombie
// of the melee zone.
func TestAxeCleaves(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	a := zid(t, s, 2, -1)
	s.put(0, a, melee, true)
	b := zid(t, s, 2, -1)
	s.put(0, b, melee, true)
	s.put(0, zid(t, s, 6, -1), 0, false)
	s.give(t, 0, iAxe)
	s.rig(t, 1)
	do(t, s, "attack axe@0 0")
	if s.GraveZ&(1<<uint(a)) == 0 || s.GraveZ&(1<<uint(b)) == 0 {
		t.Fatalf("the axe destroyed %b, want both strength-2 zombies", s.GraveZ)
	}
}

// The night-vision goggles (house): this turn attacks reach the whole
// corridor.
func TestGogglesReachTheCorridor(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.put(0, zid(t, s, 2, -1), 0, false)
	if legalNamed(s, "attack hands 0") {
		t.Fatal("bare hands reach the first zone without goggles")
	}
	s.give(t, 0, iGoggles)
	do(t, s, "use goggles@0 0")
	if !legalNamed(s, "attack hands 0") {
		t.Fatal("the goggles do not extend the reach")
	}
}

// "L'uso di un oggetto: Può essere usato solo durante il proprio turno": a
// neighbour's window offers no item.
func TestItemsOnlyInYourOwnTurn(t *testing.T) {
	s := fresh(t, 4)
	s.castAs(0, sKevin)
	s.castAs(1, sJade) // dodge
	s.put(0, zid(t, s, 3, -1), melee, true)
	s.give(t, 1, iToy)
	s.hordeOf(2, 30)
	s.Step = stBiteWin
	s.advance()
	if s.ToAct() != 1 {
		t.Fatalf("the dodging neighbour is not asked (to act %d)", s.ToAct())
	}
	for _, a := range s.Legal(nil) {
		if op, _, _ := DecodeAction(a); op == OpItem {
			t.Fatalf("a neighbour may use an item out of turn: %s", s.ActionString(a))
		}
	}
	err := s.Apply(Action(OpItem, 0, 0))
	if !errors.Is(err, game.ErrIllegal) || game.Reason(err, "it") == err.Error() {
		t.Fatalf("an item out of turn: %v", err)
	}
}
