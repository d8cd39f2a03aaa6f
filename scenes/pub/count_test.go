package pub

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// TestCountsAgree checks that a count of one takes the singular in each
// language ("1 chip", "1 birra bevuta", "1 Bier getrunken") and the others
// the plural — French's one reaches zero ("0 carte").
func TestCountsAgree(t *testing.T) {
	for _, c := range []struct {
		key            string
		n              int
		en, it, fr, de string
	}{
		{"pints.count.chips", 1, "1 chip", "1 patatina", "1 chips", "1 Tüte Chips"},
		{"pints.count.chips", 7, "7 chips", "7 patatine", "7 chips", "7 Tüten Chips"},
		{"pints.table.beers_drunk", 1, "1 beer drunk", "1 birra bevuta", "1 bière bue", "1 Bier getrunken"},
		{"pints.table.beers_drunk", 2, "2 beers drunk", "2 birre bevute", "2 bières bues", "2 Biere getrunken"},
		{"pints.table.cards", 0, "0 cards", "0 carte", "0 carte", "0 Karten"},
		{"pints.table.cards", 14, "14 cards", "14 carte", "14 cartes", "14 Karten"},
		{"pints.table.companions", 1, "1 companion", "1 compagno", "1 compagnon", "1 Kumpel"},
		{"pints.table.companions", 3, "3 companions", "3 compagni", "3 compagnons", "3 Kumpels"},
	} {
		for _, w := range []struct {
			l    scenes.Lang
			want string
		}{{scenes.English, c.en}, {scenes.Italian, c.it}, {scenes.French, c.fr}, {scenes.German, c.de}} {
			if got := w.l.F(c.key, "n", c.n); got != w.want {
				t.Errorf("%s, %s, %d = %q, want %q", w.l.Code(), c.key, c.n, got, w.want)
			}
		}
	}
}

// TestOneTakesTheSingular checks the buttons and prompts that count bites,
// zombie dice and chips: one bite, die or chip reads in the singular in both
// languages ("Take 1 bite", "Vendi per 1 patatina").
func TestOneTakesTheSingular(t *testing.T) {
	one := &pints.View{Dice: pints.DiceView{Zombie: 1}, Active: 1}
	name := func(int) string { return "Bo" }
	for _, c := range []struct {
		what   string
		got    func(l scenes.Lang) string
		en, it string
	}{
		{"take one bite", func(l scenes.Lang) string { return buttonLabel(l, pints.EncodeAction(pints.OpTakeBites, 1, 0, 0)) },
			"Take 1 bite", "Prendi 1 morso"},
		{"take two bites", func(l scenes.Lang) string { return buttonLabel(l, pints.EncodeAction(pints.OpTakeBites, 2, 0, 0)) },
			"Take 2 bites", "Prendi 2 morsi"},
		{"one zombie boards", func(l scenes.Lang) string { return buttonLabel(l, pints.EncodeAction(pints.OpBoardBus, 1, 0, 0)) },
			"1 zombie boards the bus", "1 zombi sale sul bus"},
		{"sell for one chip", func(l scenes.Lang) string { return buttonLabel(l, pints.EncodeAction(pints.OpSell, 0, 1, 1)) },
			"Sell for 1 chip", "Vendi per 1 patatina"},
		{"one zombie die prompt", func(l scenes.Lang) string {
			return promptText(l, []game.Action{pints.EncodeAction(pints.OpBoardBus, 1, 0, 0)}, true, "Ann", one, name)
		}, "1 zombie die boards the bus, unless you stop it", "1 dado zombi sale sul bus, se non lo fermi"},
		{"one bite prompt", func(l scenes.Lang) string {
			return promptText(l, []game.Action{pints.EncodeAction(pints.OpDontBite, 0, 0, 0), pints.EncodeAction(pints.OpTakeBites, 1, 0, 0)}, true, "Ann", one, name)
		}, "Bites coming: 1. Refuse one?", "Morsi in arrivo: 1. Ne respingi uno?"},
		{"an offer of one chip", func(l scenes.Lang) string {
			return promptText(l, []game.Action{pints.EncodeAction(pints.OpSell, 0, 1, 1), pints.EncodeAction(pints.OpRefuse, 0, 1, 0)}, true, "Ann", one, name)
		}, "Bo offers 1 chip for your " + cardName(scenes.English, 0), "Bo offre 1 patatina per la tua carta " + cardName(scenes.Italian, 0)},
	} {
		if got := c.got(scenes.English); got != c.en {
			t.Errorf("%s: %q, want %q", c.what, got, c.en)
		}
		if got := c.got(scenes.Italian); got != c.it {
			t.Errorf("%s, in Italian: %q, want %q", c.what, got, c.it)
		}
	}
}

// TestBeersAreBought checks that the prompts between the bus's stops buy a
// beer, as the rulebook does ("Il prezzo per una birra è 4 sacchetti di
// patatine"), and play only cards.
func TestBeersAreBought(t *testing.T) {
	v := &pints.View{Bus: pints.BusView{Row: 1}}
	for _, c := range []struct {
		legal  []game.Action
		en, it string
	}{
		{[]game.Action{pints.EncodeAction(pints.OpLetOff, 1, 0, 0)},
			"The bus stops at row 2: play a card or buy a beer first, or let a zombie off", "Il bus si ferma alla riga 2: prima gioca una carta o compra una birra, o fai scendere uno zombi"},
		{[]game.Action{pints.EncodeAction(pints.OpEndBus, 0, 0, 0)},
			"The bus is empty: play a card, buy a beer or go on to the scoring", "Il bus è vuoto: gioca una carta, compra una birra o passa al punteggio"},
	} {
		if got := promptText(scenes.English, c.legal, true, "Ann", v, nil); got != c.en {
			t.Errorf("%q, want %q", got, c.en)
		}
		if got := promptText(scenes.Italian, c.legal, true, "Ann", v, nil); got != c.it {
			t.Errorf("%q, want %q", got, c.it)
		}
	}
}

// TestPromptsInEveryLanguage: the line saying what the decision is reads in
// French and German, to the player who decides and about another, for
// every decision: no key shows as itself, no placeholder is left unfilled,
// and it is not the English line.
func TestPromptsInEveryLanguage(t *testing.T) {
	v := &pints.View{Dice: pints.DiceView{Zombie: 2}, Bus: pints.BusView{Row: 1}}
	name := func(int) string { return "Bo" }
	for op := pints.OpSend; op < pints.NumOps; op++ {
		legal := []game.Action{pints.EncodeAction(op, 0, 1, 2)}
		for _, you := range []bool{true, false} {
			en := promptText(scenes.English, legal, you, "Ann", v, name)
			if en == "" {
				continue
			}
			for _, l := range []scenes.Lang{scenes.French, scenes.German} {
				got := promptText(l, legal, you, "Ann", v, name)
				if got == en || strings.Contains(got, "pints.") || strings.Contains(got, "{") {
					t.Errorf("op %d, you %v, %s: %q (English %q)", op, you, l.Code(), got, en)
				}
			}
		}
	}
}
