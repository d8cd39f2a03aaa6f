package corridors

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// "Scegliete un sopravvissuto": while the team is chosen (survivors=chosen)
// every survivor card left lies on the table; a click on a card the person
// may take plays the choice, a click on one the symbols rule out says why in
// the prompt's place, and the prompt names whose choice it is. Played at
// every size, in both languages, by 3 players under the advanced rules.
func TestChosenTeamCardsAreClicked(t *testing.T) {
	for i, sz := range sizes {
		l := scenes.Lang(i % 2)
		st, err := offthedead.New(game.Config{Players: 3, Seed: 5, Options: map[string]string{"survivors": "chosen", "advanced": "true"}})
		if err != nil {
			t.Fatal(err)
		}
		for picks := 0; picks < 3; picks++ {
			me := int(st.ToAct())
			tb := tableFor(st, me, sz.area, l)
			if !tb.v.Choosing || len(tb.offers) != 5-picks {
				t.Fatalf("%s, choice %d: %d cards offered, want %d", sz.name, picks, len(tb.offers), 5-picks)
			}
			if !strings.Contains(tb.prompt, seatName(me)) {
				t.Fatalf("%s: the prompt %q does not say whose choice it is", sz.name, tb.prompt)
			}
			legal := st.Legal(nil)
			var refusedOne bool
			for _, o := range tb.offers {
				p := Piece{K: Pick, A: int32(o.id)}
				x, y, ok := tb.point(p, func(x, y float32) bool { return tb.pieceAt(x, y) == p })
				if !ok {
					t.Fatalf("%s: %s's card cannot be clicked", sz.name, o.sid)
				}
				if o.r.X < sz.area.X || o.r.X+o.r.W > sz.area.X+sz.area.W || o.r.Y+o.r.H > sz.area.Y+sz.area.H {
					t.Fatalf("%s: %s's card %+v leaves the table", sz.name, o.sid, o.r)
				}
				want := offthedead.Action(offthedead.OpChoose, o.id, 0)
				isLegal := false
				for _, a := range legal {
					isLegal = isLegal || a == want
				}
				if o.ok != isLegal || tb.lit(p) != isLegal {
					t.Fatalf("%s: %s offered %v, lit %v, legal %v", sz.name, o.sid, o.ok, tb.lit(p), isLegal)
				}
				why := tb.refusal(func(a game.Action) string {
					if err := st.Clone().Apply(a); err != nil {
						return game.Reason(err, l.Code())
					}
					return ""
				}, x, y)
				if isLegal {
					if a, ok := tb.tap(x, y); !ok || a != want {
						t.Fatalf("%s: a click on %s plays %v, want %q", sz.name, o.sid, a, st.ActionString(want))
					}
					if why != "" {
						t.Fatalf("%s: %s is legal but refused: %q", sz.name, o.sid, why)
					}
					continue
				}
				refusedOne = true
				if !strings.Contains(why, "all three symbols") && !strings.Contains(why, "«è necessario avere obbligatoriamente tre simboli") {
					t.Fatalf("%s: %s refused without the rule: %q", sz.name, o.sid, why)
				}
				if _, ok := tb.tap(x, y); ok {
					t.Fatalf("%s: a click on %s, refused, played it", sz.name, o.sid)
				}
			}
			if picks == 1 && !refusedOne {
				t.Fatalf("%s: after Kevin and another no card was ruled out", sz.name)
			}
			choice := legal[0]
			if picks == 1 {
				// leave the team without the biohazard: the third card must
				// be Tyrone, the others refused
				for _, a := range legal {
					if st.ActionString(a) != "choose tyrone" {
						choice = a
						break
					}
				}
			}
			if err := st.Apply(choice); err != nil {
				t.Fatal(err)
			}
		}
		tb := tableFor(st, int(st.ToAct()), sz.area, l)
		if tb.v.Choosing || len(tb.offers) != 0 || len(tb.piles) == 0 {
			t.Fatalf("%s: the table is not laid out after the last choice", sz.name)
		}
	}
}

// TestChosenTeamCardsReadWhole checks that every offered survivor card holds
// its ability's whole text at every size, in both languages, and that the
// cards of a row share one look (all with their art, or all without).
func TestChosenTeamCardsReadWhole(t *testing.T) {
	for _, sz := range sizes {
		for _, l := range []scenes.Lang{scenes.English, scenes.Italian, scenes.French, scenes.German} {
			st, err := offthedead.New(game.Config{Players: 3, Seed: 5, Options: map[string]string{"survivors": "chosen"}})
			if err != nil {
				t.Fatal(err)
			}
			tb := tableFor(st, int(st.ToAct()), sz.area, l)
			if len(tb.offers) == 0 {
				t.Fatalf("%s: no card offered", sz.name)
			}
			k := tb.lay.k
			for _, o := range tb.offers {
				if o.compact != tb.offers[0].compact {
					t.Fatalf("%s: %s's card is drawn unlike %s's", sz.name, o.sid, tb.offers[0].sid)
				}
				// the text's top, as drawCast lays the card out
				in := o.r.W * 0.035
				top := o.r.Y + in*2 + o.r.H*0.15 + in + o.r.H*0.36 + in*0.6 + o.r.H*0.075 + 3*k
				if o.compact {
					top = o.r.Y + in*2 + o.r.W*0.2 + in + max(o.r.W*0.15, float32(len(o.abil))*scenes.LineHeight(scenes.FontStrong(max(11, min(13*k, o.r.W*0.09))))+4) + 3*k
				}
				lh := scenes.LineHeight(scenes.FontBody(max(11, min(13*k, o.r.W*0.085))))
				if bottom := top + float32(len(o.text))*lh; bottom > o.r.Y+o.r.H-4*k {
					t.Fatalf("%s, %v: %s's text runs %v px past its card", sz.name, l, o.sid, bottom-(o.r.Y+o.r.H-4*k))
				}
			}
		}
	}
}

// TestUnchosenSurvivorHasNoAbility: while a seat's survivor is not chosen
// yet, its panel shows no ability, and hovering where the ability would be
// finds only the survivor's panel.
func TestUnchosenSurvivorHasNoAbility(t *testing.T) {
	st, err := offthedead.New(game.Config{Players: 3, Seed: 5, Options: map[string]string{"survivors": "chosen"}})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for picks := 0; picks < 2; picks++ {
		tb := tableFor(st, int(st.ToAct()), sizes[0].area, scenes.English)
		for pos := range tb.pan {
			p := &tb.pan[pos]
			if p.seat < 0 {
				continue
			}
			chosen := tb.v.Players[p.seat].Survivor != ""
			ab := p.parts.ability
			if tb.castArea().Contains(ab.CX(), ab.CY()) {
				continue // under the cards offered
			}
			got := tb.pieceAt(ab.CX(), ab.CY())
			checked++
			if (got.K == Ability) != chosen {
				t.Fatalf("choice %d: seat %d's ability place gives %+v (survivor chosen: %v)", picks, p.seat, got, chosen)
			}
		}
		if err := st.Apply(st.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no panel's ability place was checked")
	}
}
