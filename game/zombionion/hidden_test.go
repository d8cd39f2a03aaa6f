package zombionion

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
)

// TestRegoleAggiuntiveInformazioniNascoste checks what the views show: a
// seat's own hand, the others' hand sizes, deck counts and discard tops, and
// cards shown to everyone, never another seat's hand.
func TestRegoleAggiuntiveInformazioniNascoste(t *testing.T) {
	g, err := New(game.Config{Players: 2, Seed: 9, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	g.P[0].Hand, g.P[0].HandN = Counts{}, 0
	for _, c := range []Card{Caricatore, Caricatore, Caricatore, Caricatore, Caricatore} {
		g.P[0].toHand(c, false)
		g.P[0].Own[c]++
	}
	v := g.View(1).(View)
	b, _ := json.Marshal(v)
	if strings.Contains(string(b), "caricatore\",\"caricatore") {
		t.Errorf("seat 1's view shows seat 0's hand: %s", b)
	}
	if v.Seats[0].HandSize != 5 || v.Seats[0].DeckSize != 5 || len(v.Hand) != 5 {
		t.Errorf("view: %+v", v)
	}
	if own := g.View(0).(View); strings.Join(own.Hand, " ") != "caricatore caricatore caricatore caricatore caricatore" {
		t.Errorf("seat 0 sees its hand as %v", own.Hand)
	}
	if len(v.Supply) != 17 || v.Supply[0].Card != "pallottola" || v.Supply[7].Cost > v.Supply[16].Cost {
		t.Errorf("supply: %+v", v.Supply)
	}
}

// TestDeterminizzazione checks that a determinized state keeps what the seat
// knows (its hand, the cards others showed or put on their decks, counts) and
// re-deals the rest.
func TestDeterminizzazione(t *testing.T) {
	r := &runner{t: t}
	for _, l := range []string{
		"game players=3 kingdom=scontro",
		"hand 0: ricognizione pallottola pallottola pallottola zombi",
		"deck 0: pallottola caricatore proiettili zombi zombi zombi",
		"discard 0: molotov maverick",
		"hand 1: barricata zombi proiettili pallottola pallottola",
		"deck 1: caricatore pallottola pallottola zombi",
		"discard 1: ispezione",
		"hand 2: zombi proiettili pallottola pallottola pallottola",
		"deck 2: caricatore pallottola pallottola zombi",
		"discard 2: ispezione",
		"turn 0",
		"do 0: play Ricognizione",
		"do 1: reveal Barricata",
		"do 0: put back Caricatore",
		"do 0: put back Caricatore",
	} {
		r.run(l)
	}
	g := r.g
	changed := false
	for seed := uint64(0); seed < 30; seed++ {
		rng := game.NewRNG(seed)
		d := g.Determinize(0, &rng).(*State)
		if err := checkInvariants(d); err != nil {
			t.Fatal(err)
		}
		if d.P[0].Hand != g.P[0].Hand {
			t.Fatal("seat 0's own hand changed")
		}
		for s := 0; s < 3; s++ {
			if d.P[s].Own != g.P[s].Own || d.P[s].HandN != g.P[s].HandN || d.P[s].Deck.N != g.P[s].Deck.N || d.P[s].DiscN != g.P[s].DiscN {
				t.Fatalf("seat %d's counts changed", s)
			}
			if s == 1 {
				continue
			}
			top := d.P[s].Deck.C[d.P[s].Deck.N-1]
			if top != Caricatore || d.P[s].KnownTop != 1 {
				t.Fatalf("seat %d's known top card is now %s", s, top)
			}
		}
		if d.P[1].Hand[Barricata] == 0 {
			t.Fatal("the revealed Barricata left seat 1's hand")
		}
		if d.P[1].Hand != g.P[1].Hand || d.P[2].Hand != g.P[2].Hand {
			changed = true
		}
		if d.Dec != g.Dec || d.Cur != g.Cur {
			t.Fatal("the decision changed")
		}
	}
	if !changed {
		t.Error("seat 1's unknown cards were never re-dealt")
	}
}

// TestDescrizioni checks the action names and the log lines in both
// languages, each with the card names of its language.
func TestDescrizioni(t *testing.T) {
	g, _ := New(game.Config{Players: 2, Seed: 1})
	tests := []struct {
		a                  game.Action
		name, line, lineIT string
	}{
		{Encode(VerbBuy, Proiettili), "buy Proiettili", "Anna buys Rounds", "Anna prende Proiettili per 3 colpi"},
		{Encode(VerbPlay, Pallottola), "play Pallottola", "Anna plays Bullet", "Anna gioca Pallottola"},
		{Encode(VerbPlay, Furbizia), "play Furbizia", "Anna plays Cunning", "Anna gioca Furbizia"},
		{Encode(VerbAutoplay, 0), "autoplay treasures", "Anna plays all treasures", "Anna gioca tutti i Mirare"},
		{Encode(VerbReveal, Barricata), "reveal Barricata", "Anna reveals Barricade", "Anna rivela Barricata"},
		{Encode(VerbTwice, Coraggio), "play Coraggio twice", "Anna plays Courage twice", "Anna gioca Coraggio due volte"},
		{Encode(VerbEndTurn, 0), "end turn", "Anna ends the turn", "Anna termina il turno"},
		{Encode(VerbTrash, Zombi), "trash Zombi", "Anna trashes Zombie", "Anna cestina Zombi"},
		{Encode(VerbBuy, MoltiPiuZombi), "buy Molti + Zombi", "Anna buys Even More Zombies", "Anna prende Molti + Zombi per 8 colpi"},
		{Encode(VerbBuy, Infezione), "buy Infezione", "Anna buys Infection", "Anna prende Infezione per 0 colpi"},
		{Encode(VerbGain, Proiettili), "gain Proiettili", "Anna gains Rounds", "Anna prende Proiettili"},
	}
	for _, tt := range tests {
		if got := g.ActionString(tt.a); got != tt.name {
			t.Errorf("ActionString = %q, want %q", got, tt.name)
		}
		for _, c := range []struct{ lang, want string }{{"en", tt.line}, {"it", tt.lineIT}, {"fr", tt.line}, {"", tt.line}} {
			if got := g.Describe(tt.a, "Anna", c.lang); got != c.want {
				t.Errorf("Describe(%q, %q) = %q, want %q", tt.name, c.lang, got, c.want)
			}
		}
	}
	for _, a := range []game.Action{-1, 0, 1 << 20, Encode(VerbBuy, 200), Encode(VerbDone, 3)} {
		if err := g.Apply(a); err == nil {
			t.Errorf("action %d accepted", a)
		}
	}
}

// TestPromptContaAlSingolare checks the prompts' counts in both languages:
// one Action, shot or Obiettivo is said in the singular ("resta 1 Azione",
// "1 Obiettivo"), and Ispezione asks about "la carta" trashed, whatever the
// gender of its name.
func TestPromptContaAlSingolare(t *testing.T) {
	g, _ := New(game.Config{Players: 2, Seed: 1})
	tests := []struct {
		name      string
		set       func(g *State)
		en, itext string
	}{
		{"one Action", func(g *State) { g.Dec, g.Actions = Decision{Kind: kAction}, 1 },
			"Action phase: play an Action card (1 Action left) or end actions",
			"fase Azione: gioca una carta Azione (resta 1 Azione) o termina le azioni"},
		{"two Actions", func(g *State) { g.Dec, g.Actions = Decision{Kind: kAction}, 2 },
			"Action phase: play an Action card (2 Actions left) or end actions",
			"fase Azione: gioca una carta Azione (restano 2 Azioni) o termina le azioni"},
		{"one shot, one buy", func(g *State) { g.Dec, g.Coins, g.Buys = Decision{Kind: kBuy}, 1, 1 },
			"Buy phase: 1 shot, 1 buy", "fase Caccia: 1 colpo, 1 Obiettivo"},
		{"shots and buys", func(g *State) { g.Dec, g.Coins, g.Buys = Decision{Kind: kBuy}, 5, 2 },
			"Buy phase: 5 shots, 2 buys", "fase Caccia: 5 colpi, 2 Obiettivi"},
		{"Ispezione's trashed Caricatore", func(g *State) {
			g.Stack[0], g.SP = frame{Card: Ispezione, Step: stCard + 2}, 1
			g.Dec = Decision{Kind: kYesNo, Verb: VerbGain, No: VerbLeave, Card: Caricatore}
		}, "Ispezione: gain the trashed Caricatore?", "Ispezione: prendi la carta Caricatore cestinata?"},
	}
	for _, tt := range tests {
		c := *g
		tt.set(&c)
		if en, it := c.promptIn(false), c.promptIn(true); en != tt.en || it != tt.itext {
			t.Errorf("%s: prompts %q / %q, want %q / %q", tt.name, en, it, tt.en, tt.itext)
		}
	}
}

// reactSeats answers the Barricata questions of g's Attack with "don't
// reveal" and returns the seats asked, in order, with what seat v sees (its
// view) at each question and once they are answered. It stops where the
// questions about the Attack end: the next ones, if any, are about another
// Attack (the second play of Tattica).
func reactSeats(t *testing.T, g *State, v game.Seat) (seats []game.Seat, views []string) {
	t.Helper()
	who := int8(-1)
	for {
		b, _ := json.Marshal(g.View(v))
		views = append(views, string(b))
		if g.Dec.Kind != kReact || g.Stack[g.SP-1].Who <= who {
			return seats, views
		}
		who = g.Stack[g.SP-1].Who
		seats = append(seats, g.ToAct())
		if err := g.Apply(Encode(VerbNoReveal, 0)); err != nil {
			t.Fatalf("don't reveal refused: %v", err)
		}
	}
}

// TestBarricataChiedereNonRivelaLaMano plays random games and, whenever an
// Attack is played ("Quando un altro giocatore gioca una carta Attacco"),
// checks that the seats asked about Barricata, in order, are the same in the
// real game and in games re-dealt (Determinize) from any seat's point of
// view: whose decision it is never depends on a hidden hand. Each seat sees
// the same table at every question whatever the others' re-dealt hands
// hold, and "don't reveal" reads the same in the log.
func TestBarricataChiedereNonRivelaLaMano(t *testing.T) {
	var attacks, compared, askedWithout, askedWith int
	r := game.NewRNG(5)
	for seed := uint64(1); seed <= 40; seed++ {
		kingdom := "scontro"
		if seed%2 == 0 {
			kingdom = "random"
		}
		players := 2 + int(seed%3)
		g, err := New(game.Config{Players: players, Seed: seed, Options: map[string]string{"kingdom": kingdom, "need": "barricata,sciame-di-zombi,piano-superiore"}})
		if err != nil {
			t.Fatal(err)
		}
		var legal []game.Action
		for n := 0; !g.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			legal = g.Legal(legal)
			a := legal[r.IntN(len(legal))]
			v, c := Decode(a)
			attack := (v == VerbPlay || v == VerbTwice) && isAttack(c)
			before := *g
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if !attack || g.Dec.Kind != kReact {
				continue
			}
			attacks++
			var want []game.Seat
			wantViews := make([][]string, players)
			for v := range wantViews {
				real := *g
				want, wantViews[v] = reactSeats(t, &real, game.Seat(v))
			}
			for s := range want {
				if g.P[want[s]].Hand[Barricata] == 0 {
					askedWithout++
				} else {
					askedWith++
				}
			}
			for v := 0; v < players; v++ {
				// re-dealt after the Attack is played, and before it when
				// the re-deal leaves the Attack in its player's hand
				after := g.Determinize(game.Seat(v), &r).(*State)
				prior := before.Determinize(game.Seat(v), &r).(*State)
				if v == int(g.Cur) && prior.check(a) != nil {
					t.Fatalf("seed %d: the re-deal from the attacker's point of view lost the Attack", seed)
				}
				for _, d := range []*State{after, prior} {
					if d == prior && (d.check(a) != nil || d.Apply(a) != nil) {
						continue
					}
					got, views := reactSeats(t, d, game.Seat(v))
					compared++
					if fmt.Sprint(got) != fmt.Sprint(want) {
						t.Fatalf("seed %d, %s played: seats asked %v, re-dealt from seat %d's point of view %v", seed, c, want, v, got)
					}
					for i := range got {
						if views[i] != wantViews[v][i] {
							t.Fatalf("seed %d, question %d: seat %d sees\n%s\nin the game, and\n%s\nre-dealt", seed, i, v, wantViews[v][i], views[i])
						}
					}
				}
			}
			if g.Describe(Encode(VerbNoReveal, 0), "Anna", "en") != "Anna does not reveal" {
				t.Fatalf("declining reads %q", g.Describe(Encode(VerbNoReveal, 0), "Anna", "en"))
			}
		}
	}
	t.Logf("%d Attacks, %d re-deals compared; %d questions to seats without Barricata, %d with", attacks, compared, askedWithout, askedWith)
	if attacks < 50 || askedWithout == 0 || askedWith == 0 {
		t.Fatalf("%d Attacks, %d questions without Barricata, %d with: the games did not test the rule", attacks, askedWithout, askedWith)
	}
}

// TestDescribeSeatsNominaIGiocatori plays random games with the cards that
// choose for another seat's cards (Radio's player to the left, Ricognizione,
// Ispezione): every log line begins with the actor's name and names the
// other seat as the table does, never by number.
func TestDescribeSeatsNominaIGiocatori(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy", "Di"}
	r := game.NewRNG(3)
	whose := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := New(game.Config{Players: 2 + int(seed%3), Seed: seed,
			Options: map[string]string{"need": "radio,ricognizione,ispezione,maverick,furbizia"}})
		if err != nil {
			t.Fatal(err)
		}
		var legal []game.Action
		for steps := 0; !g.Over() && steps < 3000; steps++ {
			legal = g.Legal(legal)
			for _, a := range legal {
				for _, lang := range []string{"en", "it"} {
					line := g.DescribeSeats(a, names, lang)
					if strings.Contains(line, "seat ") || strings.Contains(line, "giocatore ") {
						t.Fatalf("%s: %q names a seat by number", g.ActionString(a), line)
					}
					if !strings.HasPrefix(line, names[g.ToAct()]+" ") {
						t.Fatalf("%s: %q does not begin with the actor's name", g.ActionString(a), line)
					}
					if strings.Contains(line, "'s card)") || strings.Contains(line, "(la carta di ") {
						whose++
					}
				}
			}
			// Prefer the cards under test, so that their choices come up.
			a := legal[r.IntN(len(legal))]
			for _, b := range legal {
				if v, c := Decode(b); (v == VerbPlay || v == VerbBuy) && (c == Radio || c == Ricognizione || c == Ispezione) {
					a = b
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if whose < 20 {
		t.Errorf("%d lines named whose card a choice was about, want many", whose)
	}
}
