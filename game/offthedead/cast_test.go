package offthedead

import (
	"reflect"
	"strings"
	"testing"

	"zombietable/game"
)

// chosenGame starts a game whose team is chosen, with options as key=value
// pairs.
func chosenGame(t *testing.T, np int, opts ...string) *State {
	t.Helper()
	o := map[string]string{"survivors": "chosen"}
	for i := 0; i+1 < len(opts); i += 2 {
		o[opts[i]] = opts[i+1]
	}
	g, err := New(game.Config{Players: np, Seed: 11, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*State)
}

// takes plays the choice of survivor id.
func (s *State) takes(t *testing.T, id int8) {
	t.Helper()
	if err := s.Apply(Action(OpChoose, int(id), 0)); err != nil {
		t.Fatalf("choosing %s: %v", survivorIDs[id], err)
	}
}

// refuses checks that choosing id is refused with a reason naming want in
// both languages, the state unchanged.
func (s *State) refuses(t *testing.T, id int8, wantEN, wantIT string) {
	t.Helper()
	before := *s
	err := s.Apply(Action(OpChoose, int(id), 0))
	if err == nil {
		t.Fatalf("choosing %s was played, want a refusal", survivorIDs[id])
	}
	en, it := game.Reason(err, "en"), game.Reason(err, "it")
	if !strings.Contains(en, wantEN) || !strings.Contains(it, wantIT) {
		t.Fatalf("choosing %s refused with %q / %q, want %q / %q", survivorIDs[id], en, it, wantEN, wantIT)
	}
	if *s != before {
		t.Fatalf("a refused choice changed the state")
	}
	for _, a := range s.Legal(nil) {
		if a == Action(OpChoose, int(id), 0) {
			t.Fatalf("%s is refused but listed", survivorIDs[id])
		}
	}
}

// Il Cast: "Scegliete un sopravvissuto. Casualmente o a seconda delle
// affinità grafiche, ecc..., come volete voi." Seat by seat each player
// takes a card; the table is laid out after the last one.
func TestCastScegliteUnSopravvissuto(t *testing.T) {
	s := chosenGame(t, 3)
	if s.HN != 0 || s.ToAct() != 0 || s.Picks != 3 {
		t.Fatalf("the game does not open on the choice: horde %d, to act %d, picks %d", s.HN, s.ToAct(), s.Picks)
	}
	if got := len(s.Legal(nil)); got != nSurvivors {
		t.Fatalf("the first player may choose among %d cards, want %d", got, nSurvivors)
	}
	if err := s.Apply(Action(OpSearch, 0, 0)); err == nil {
		t.Fatal("a search before the team is chosen was played")
	}
	for seat, id := range []int8{sJade, sSam, sMaria} {
		if s.ToAct() != game.Seat(seat) {
			t.Fatalf("seat %d chooses, want %d", s.ToAct(), seat)
		}
		s.takes(t, id)
	}
	s.refuses(t, sKevin, "chosen at the set-up", "si scelgono alla preparazione")
	if s.P[0].Surv != sJade || s.P[1].Surv != sSam || s.P[2].Surv != sMaria {
		t.Fatalf("the team is %v", [3]int8{s.P[0].Surv, s.P[1].Surv, s.P[2].Surv})
	}
	if s.Picks != 0 || s.HN != tab.zn[s.Inv] || s.rubbleLeft() != int(tab.rn[s.Inv]) || s.Over() {
		t.Fatalf("the table is not laid out after the last choice: horde %d, rubble %d", s.HN, s.rubbleLeft())
	}
}

// A card is played by one player: "Le carte sopravvissuto rimanenti vengono
// messe da parte".
func TestCastACardIsTakenOnce(t *testing.T) {
	s := chosenGame(t, 4)
	s.takes(t, sTyrone)
	s.refuses(t, sTyrone, "already in the team", "già nella squadra")
}

// PARTITA A 2 GIOCATORI: "I due giocatori devono scegliere un personaggio
// con un simbolo diverso."
func TestCastDueGiocatoriSimboloDiverso(t *testing.T) {
	for _, adv := range []string{"false", "true"} {
		s := chosenGame(t, 2, "advanced", adv)
		s.takes(t, sKevin)
		s.refuses(t, sJade, "different symbols", "«I due giocatori devono scegliere un personaggio con un simbolo diverso»")
		for _, a := range s.Legal(nil) {
			if _, x, _ := DecodeAction(a); tab.survSym[x] == tab.survSym[sKevin] {
				t.Fatalf("%s, the skull again, is offered", survivorIDs[x])
			}
		}
		s.takes(t, sMaria)
		if !s.teamOK(s.team()) || s.Picks != 0 {
			t.Fatalf("advanced %s: the team of two is not complete and right", adv)
		}
	}
}

// GIOCO AVANZATO: "Al momento di scegliere i sopravvissuti ... è necessario
// avere obbligatoriamente tre simboli nella squadra che si compone": a team
// of 3 or 4 (also the 4-player game with fewer people) must hold Tyrone,
// the only biohazard, and a skull and a hand.
func TestCastAvanzatoTreSimboliNellaSquadra(t *testing.T) {
	for _, tc := range []struct {
		name   string
		np     int
		opts   []string
		picks  []int8 // chosen first, all legal
		refuse int8   // then refused
		last   []int8 // the choices that complete the team
	}{
		{"3 players, a second skull", 3, nil, []int8{sKevin}, sJade, []int8{sMaria, sTyrone}},
		{"3 players, no biohazard", 3, nil, []int8{sKevin, sMaria}, sSam, []int8{sTyrone}},
		{"3 players, the biohazard first", 3, nil, []int8{sTyrone, sMaria}, sSam, []int8{sKevin}},
		{"4 players", 4, nil, []int8{sKevin, sJade, sMaria}, sSam, []int8{sTyrone}},
		{"4 survivors for 2 people", 2, []string{"rules", "four"}, []int8{sMaria, sSam, sKevin}, sJade, []int8{sTyrone}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := chosenGame(t, tc.np, append([]string{"advanced", "true"}, tc.opts...)...)
			for _, id := range tc.picks {
				s.takes(t, id)
			}
			s.refuses(t, tc.refuse, "all three symbols", "«è necessario avere obbligatoriamente tre simboli nella squadra»")
			for _, id := range tc.last {
				s.takes(t, id)
			}
			var syms uint8
			for p := range s.NP {
				syms |= 1 << tab.survSym[s.P[p].Surv]
			}
			if syms != 7 || s.Picks != 0 || s.HN == 0 {
				t.Fatalf("the team shows symbols %03b, picks left %d", syms, s.Picks)
			}
		})
	}
	// with the basic rules any team of three will do
	s := chosenGame(t, 3)
	s.takes(t, sKevin)
	s.takes(t, sJade)
	s.takes(t, sMaria)
}

// With the 4-player game for fewer people each person chooses for the
// survivors they run, round the table.
func TestCastFourSharedChoosesRoundTheTable(t *testing.T) {
	s := chosenGame(t, 2, "rules", "four")
	for i, id := range []int8{sKevin, sMaria, sTyrone, sSam} {
		if s.ToAct() != game.Seat(i%2) {
			t.Fatalf("choice %d by seat %d, want %d", i, s.ToAct(), i%2)
		}
		s.takes(t, id)
	}
	if s.NP != 4 || s.Picks != 0 {
		t.Fatalf("%d survivors, %d picks left", s.NP, s.Picks)
	}
}

// The dealt team is the default: the same game, draw for draw, whether the
// option is left out or set to dealt, and a chosen team of the same cards
// gets the same table.
func TestCastDealtIsTheDefault(t *testing.T) {
	for np := 1; np <= 4; np++ {
		a, _ := New(game.Config{Players: np, Seed: 5})
		b, _ := New(game.Config{Players: np, Seed: 5, Options: map[string]string{"survivors": "dealt", "colt": "off"}})
		if !reflect.DeepEqual(a, b) || game.Hash(a) != game.Hash(b) {
			t.Fatalf("%d players: survivors=dealt is not the default", np)
		}
		if a.(*State).Picks != 0 || a.(*State).Colt {
			t.Fatalf("%d players: a dealt game waits for choices", np)
		}
	}
}

// PARTITA A 3 GIOCATORI: "Se siete dei giocatori ancora inesperti in
// modalità a 3, all'inizio è possibile equipaggiare ogni giocatore con una
// «Colt Anaconda»."
func TestTreGiocatoriColtAnacondaAllInizio(t *testing.T) {
	for _, survivors := range []string{"dealt", "chosen"} {
		g, err := New(game.Config{Players: 3, Seed: 3, Options: map[string]string{"colt": "on", "survivors": survivors}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		for s.Picks > 0 {
			s.ApplyLegal(s.Legal(nil)[0])
		}
		colts := 0
		for r := range tab.rn[s.Inv] {
			if s.rKind(r) == iColt {
				colts++
			}
		}
		for p := range s.NP {
			pl := &s.P[p]
			if pl.NI != 1 || s.rKind(pl.Items[0]) != iColt || pl.Ammo[0] != tab.rounds[iColt] {
				t.Fatalf("%s: survivor %d starts with %d items, the first a %s", survivors, p, pl.NI, itemIDs[s.rKind(pl.Items[0])])
			}
		}
		left := 0
		for q := range s.NPile {
			for _, r := range s.Pile[q][:s.PN[q]] {
				for p := range s.NP {
					if r == s.P[p].Items[0] {
						t.Fatalf("%s: the Colt in hand is still in the rubble", survivors)
					}
				}
				if s.rKind(r) == iColt {
					left++
				}
			}
		}
		if left != colts-3 || s.rubbleLeft() != int(tab.rn[s.Inv])-3 {
			t.Fatalf("%s: %d Colts in the rubble, %d cards: want %d and %d", survivors, left, s.rubbleLeft(), colts-3, tab.rn[s.Inv]-3)
		}
	}
	// the hint is the 3-player page's: other teams start empty-handed
	for _, tc := range []struct {
		np   int
		opts map[string]string
	}{{2, nil}, {4, nil}, {3, map[string]string{"rules": "four"}}} {
		o := map[string]string{"colt": "on"}
		for k, v := range tc.opts {
			o[k] = v
		}
		a, _ := New(game.Config{Players: tc.np, Seed: 3, Options: o})
		delete(o, "colt")
		b, _ := New(game.Config{Players: tc.np, Seed: 3, Options: o})
		if game.Hash(a) != game.Hash(b) {
			t.Fatalf("%d players %v: colt=on changed the game", tc.np, tc.opts)
		}
	}
}

// The bots choose a team that keeps the symbols and play it out.
func TestCastBotsChooseAValidTeam(t *testing.T) {
	for _, np := range []int{2, 3, 4} {
		s := chosenGame(t, np, "advanced", "true")
		for s.Picks > 0 {
			s.ApplyLegal(choosePick(s.Legal(nil)))
		}
		if !s.teamOK(s.team()) {
			t.Fatalf("%d players: the bots' team %03b breaks the symbols", np, s.team())
		}
	}
}

// The choice is named in the log and in the action's name.
func TestCastChoiceIsNamed(t *testing.T) {
	s := chosenGame(t, 2)
	a := Action(OpChoose, int(sKevin), 0)
	if got := s.ActionString(a); got != "choose kevin" {
		t.Fatalf("ActionString %q", got)
	}
	if got := s.Describe(a, "Anna", "en"); !strings.Contains(got, "Anna chooses Kevin") {
		t.Fatalf("en %q", got)
	}
	if got := s.Describe(a, "Anna", "it"); !strings.Contains(got, "Anna sceglie Kevin") {
		t.Fatalf("it %q", got)
	}
	b := *s
	s.takes(t, sKevin)
	s.takes(t, sMaria)
	if log := s.Narrate(&b, nil, "it"); len(log) == 0 || !strings.Contains(strings.Join(log, "|"), "Si taglia l'Orda") {
		t.Fatalf("the log says nothing of the cut: %q", log)
	}
	_ = s.View(0)
}

// The log heads the choices «Set-up» and the turns after it as usual.
func TestCastSetUpIsTitled(t *testing.T) {
	s := chosenGame(t, 2)
	if s.TurnTitle("en") == "" || !strings.Contains(s.TurnTitle("it"), "Preparazione") {
		t.Fatalf("the choice of the team is titled %q / %q", s.TurnTitle("en"), s.TurnTitle("it"))
	}
	s.takes(t, sKevin)
	s.takes(t, sMaria)
	if got := s.TurnTitle("en"); got != "" || s.Turns() != 1 {
		t.Fatalf("after the set-up the title is %q, turn %d", got, s.Turns())
	}
	if g, _ := New(game.Config{Players: 2, Seed: 1}); g.(*State).TurnTitle("en") != "" {
		t.Fatal("a dealt game has a titled turn")
	}
}
