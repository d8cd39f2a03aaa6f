package pub

import (
	"fmt"
	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// cardName is the name of card kind k in l.
func cardName(l scenes.Lang, k int) string {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Cards) {
		return "?"
	}
	if l == scenes.Italian {
		return cat.Cards[k].NameIT
	}
	return cat.Cards[k].Name
}

// weaponName names a weapon type in l: 0–2 a die weapon, 3+kind a card
// weapon.
func weaponName(l scenes.Lang, wt int) string {
	if wt < 3 {
		return faceName(l, wt)
	}
	return cardName(l, wt-3)
}

// cardText is the rules text of card kind k in l.
func cardText(l scenes.Lang, k int) string {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Cards) {
		return ""
	}
	if l == scenes.Italian {
		return cat.Cards[k].TextIT
	}
	return cat.Cards[k].Text
}

func foodName(l scenes.Lang, f int) string {
	cat, err := pints.Load()
	if err != nil || f < 0 || f >= len(cat.Food) {
		return "?"
	}
	if l == scenes.Italian {
		return cat.Food[f].NameIT
	}
	return cat.Food[f].Name
}

func foodText(l scenes.Lang, f int) string {
	cat, err := pints.Load()
	if err != nil || f < 0 || f >= len(cat.Food) {
		return ""
	}
	if l == scenes.Italian {
		return cat.Food[f].TextIT
	}
	return cat.Food[f].Text
}

func faceName(l scenes.Lang, f int) string {
	cat, err := pints.Load()
	if err != nil || f < 0 || f >= len(cat.Faces) {
		return "?"
	}
	if l == scenes.Italian {
		return cat.Faces[f].NameIT
	}
	return cat.Faces[f].Name
}

func colourName(l scenes.Lang, id string) string {
	cat, err := pints.Load()
	if err == nil {
		for _, c := range cat.Colours {
			if c.ID == id {
				if l == scenes.Italian {
					return c.NameIT
				}
				return c.Name
			}
		}
	}
	switch id {
	case "white":
		return map[bool]string{true: "bianco", false: "white"}[l == scenes.Italian]
	case "black":
		return map[bool]string{true: "nero", false: "black"}[l == scenes.Italian]
	}
	return id
}

func tokenName(l scenes.Lang, id string) string {
	cat, err := pints.Load()
	if err == nil {
		for _, t := range cat.Tokens {
			if t.ID == id {
				if l == scenes.Italian {
					return t.NameIT
				}
				return t.Name
			}
		}
	}
	return l.T("pints.table.facedown")
}

func dividerName(l scenes.Lang, k int) string {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Dividers) {
		return "?"
	}
	if l == scenes.Italian {
		return cat.Dividers[k].NameIT
	}
	return cat.Dividers[k].Name
}

func dividerText(l scenes.Lang, k int) string {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Dividers) {
		return ""
	}
	if l == scenes.Italian {
		return cat.Dividers[k].TextIT
	}
	return cat.Dividers[k].Text
}

// colourIDs are the engine's colour numbers, then the colour die's white and black.
var colourIDs = [6]string{"blue", "green", "yellow", "red", "white", "black"}

// buttonLabel names a button's action in l, short enough for a button.
func buttonLabel(l scenes.Lang, x game.Action) string {
	op, a, b, c := pints.DecodeAction(x)
	switch op {
	case pints.OpRoll:
		return l.T("pints.button.roll")
	case pints.OpKeepColour:
		return l.F("pints.button.keep", "colour", colourName(l, colourIDs[a]))
	case pints.OpChangeColour:
		return "→ " + colourName(l, colourIDs[a])
	case pints.OpChooseColour:
		return colourName(l, colourIDs[a])
	case pints.OpNoTicket:
		return l.T("pints.button.no_ticket")
	case pints.OpBoardBus:
		return l.F("pints.button.board", "n", a)
	case pints.OpFight:
		return l.T("pints.button.fight")
	case pints.OpResolve:
		return l.F("pints.button.resolve", "row", a+1)
	case pints.OpNewZombie:
		return l.T("pints.button.new_zombie")
	case pints.OpNoSauce:
		return l.T("pints.button.no_sauce")
	case pints.OpRunBus:
		return l.T("pints.button.run_bus")
	case pints.OpLetOff:
		return l.F("pints.button.let_off", "row", a+1)
	case pints.OpTakeBonus:
		return l.T("pints.button.take_bonus")
	case pints.OpDecline:
		return l.T("pints.button.decline")
	case pints.OpDontBite:
		return l.T("pints.button.dont_bite")
	case pints.OpTakeBites:
		return l.F("pints.button.take_bites", "n", a)
	case pints.OpSell:
		return l.F("pints.button.sell", "chips", l.F("pints.count.chips", "n", c))
	case pints.OpRefuse:
		return l.T("pints.button.refuse")
	case pints.OpPeekLeave:
		return l.T("pints.button.peek_leave")
	case pints.OpPeekBottom:
		return l.T("pints.button.peek_bottom")
	case pints.OpScore:
		return l.T("pints.button.score")
	case pints.OpEndBus:
		return l.T("pints.button.end_bus")
	case pints.OpFoodRandom:
		return l.T("pints.button.food_random")
	case pints.OpFoodChoose:
		return foodName(l, a)
	case pints.OpTradeDie:
		return faceName(l, a) + " → " + weaponName(l, b)
	case pints.OpTradeCard:
		return cardName(l, a) + " → " + weaponName(l, b)
	}
	return ""
}

// decision names the decision a set of legal actions belongs to, by the
// operation that only that decision offers (0 for none).
func decision(legal []game.Action) (op pints.Op, arg game.Action) {
	best := pints.Op(0)
	for _, x := range legal {
		o, _, _, _ := pints.DecodeAction(x)
		rank := decisionRank(o)
		if rank > 0 && (best == 0 || rank < decisionRank(best)) {
			best, arg = o, x
		}
	}
	return best, arg
}

// decisionRank orders the operations that name a decision; 0 for those that
// can come with any decision (beers, buying, pub food, cards).
func decisionRank(op pints.Op) int {
	for i, o := range [...]pints.Op{pints.OpKeepColour, pints.OpChooseColour, pints.OpBoardBus, pints.OpSide, pints.OpNewZombie, pints.OpLetOff, pints.OpGive,
		pints.OpTakeBonus, pints.OpLose, pints.OpDontBite, pints.OpFoodReturn, pints.OpSell, pints.OpPeekLeave, pints.OpMove, pints.OpFight, pints.OpResolve,
		pints.OpRunBus, pints.OpEndBus, pints.OpScore, pints.OpSend, pints.OpRoll} {
		if o == op {
			return i + 1
		}
	}
	return 0
}

// promptText says in one line what the decision is: to the player who
// decides (you) or about them.
func promptText(l scenes.Lang, legal []game.Action, you bool, who string, v *pints.View, name func(int) string) string {
	op, x := decision(legal)
	_, a, _, c := pints.DecodeAction(x)
	switch op {
	case pints.OpSend, pints.OpRoll:
		if you {
			return l.T("pints.prompt.send")
		}
		return l.F("pints.prompt.send_them", "who", who)
	case pints.OpKeepColour:
		if you {
			return l.F("pints.prompt.keep_colour", "colour", colourName(l, colourIDs[a]))
		}
		return l.F("pints.prompt.keep_colour_them", "who", who, "colour", colourName(l, colourIDs[a]))
	case pints.OpChooseColour:
		if you {
			return l.T("pints.prompt.choose_colour")
		}
		return l.F("pints.prompt.choose_colour_them", "who", who)
	case pints.OpBoardBus:
		if you {
			return l.F("pints.prompt.board", "n", v.Dice.Zombie)
		}
		return l.F("pints.prompt.board_them", "who", who, "n", v.Dice.Zombie)
	case pints.OpFight:
		if you {
			return l.T("pints.prompt.fight")
		}
		return l.F("pints.prompt.fight_them", "who", who)
	case pints.OpSide:
		if you {
			return l.T("pints.prompt.side")
		}
		return l.F("pints.prompt.side_them", "who", who)
	case pints.OpResolve:
		if you {
			return l.F("pints.prompt.resolve", "row", a+1)
		}
		return l.F("pints.prompt.resolve_them", "who", who, "row", a+1)
	case pints.OpNewZombie:
		if you {
			return l.T("pints.prompt.mint")
		}
		return l.F("pints.prompt.mint_them", "who", who)
	case pints.OpRunBus:
		if you {
			return l.T("pints.prompt.run_bus")
		}
		return l.F("pints.prompt.run_bus_them", "who", who)
	case pints.OpLetOff:
		switch {
		case !you:
			return l.F("pints.prompt.stop_them", "who", who, "row", v.Bus.Row+1)
		case has(legal, pints.OpSkipRow):
			return l.F("pints.prompt.stop_skip", "row", v.Bus.Row+1)
		}
		return l.F("pints.prompt.stop", "row", v.Bus.Row+1)
	case pints.OpGive:
		if you {
			return l.T("pints.prompt.give")
		}
		return l.F("pints.prompt.give_them", "who", who)
	case pints.OpTakeBonus, pints.OpDecline:
		if you {
			return l.F("pints.prompt.divider", "divider", dividerName(l, a))
		}
		return l.F("pints.prompt.divider_them", "who", who, "divider", dividerName(l, a))
	case pints.OpLose:
		if you {
			return l.T("pints.prompt.lose")
		}
		return l.F("pints.prompt.lose_them", "who", who)
	case pints.OpDontBite:
		if you {
			return l.F("pints.prompt.bite", "n", bitesOf(legal))
		}
		return l.F("pints.prompt.bite_them", "who", who, "n", bitesOf(legal))
	case pints.OpFoodReturn:
		if you {
			return l.T("pints.prompt.food_return")
		}
		return l.F("pints.prompt.food_return_them", "who", who)
	case pints.OpSell:
		if you {
			return l.F("pints.prompt.sell", "buyer", name(v.Active), "chips", l.F("pints.count.chips", "n", c), "card", cardName(l, a))
		}
		return l.F("pints.prompt.sell_them", "who", who, "card", cardName(l, a))
	case pints.OpPeekLeave:
		if !you {
			return l.F("pints.prompt.peek_them", "who", who)
		}
		top := v.Deck.Top
		if k := cardKind(top); k >= 0 {
			top = cardName(l, k)
		}
		return l.F("pints.prompt.peek", "card", top)
	case pints.OpMove:
		if you {
			return l.T("pints.prompt.move")
		}
		return l.F("pints.prompt.move_them", "who", who)
	case pints.OpEndBus:
		if you {
			return l.T("pints.prompt.end_bus")
		}
		return l.F("pints.prompt.end_bus_them", "who", who)
	case pints.OpScore:
		if you {
			return l.T("pints.prompt.score")
		}
		return l.F("pints.prompt.score_them", "who", who)
	}
	return ""
}

// losingText is the prompt while companion cards go under the deck: the
// zombie card that asks it, with how many in all and how many are left ("Make
// it two!: 2 cards under the deck — 1 left").
func losingText(l scenes.Lang, you bool, who string, left int, card string, total int) string {
	it := l == scenes.Italian
	cards := func(n int) string {
		switch {
		case it && n == 1:
			return "1 carta"
		case it:
			return fmt.Sprintf("%d carte", n)
		case n == 1:
			return "1 card"
		}
		return fmt.Sprintf("%d cards", n)
	}
	var s string
	switch {
	case card != "" && it:
		s = fmt.Sprintf("%s: %s sotto il mazzo — ne resta %d", cardName(l, cardKind(card)), cards(total), left)
		if left > 1 {
			s = fmt.Sprintf("%s: %s sotto il mazzo — ne restano %d", cardName(l, cardKind(card)), cards(total), left)
		}
	case card != "":
		s = fmt.Sprintf("%s: %s under the deck — %d left", cardName(l, cardKind(card)), cards(total), left)
	case it:
		s = fmt.Sprintf("Ancora %s sotto il mazzo", cards(left))
	default:
		s = fmt.Sprintf("%s more under the deck", cards(left))
	}
	switch {
	case you && it:
		return s + " (clicca le tue carte)"
	case you:
		return s + " (click your cards)"
	}
	return who + " — " + s
}

// has reports whether an action of operation op is among the legal ones.
func has(legal []game.Action, op pints.Op) bool {
	for _, x := range legal {
		if o, _, _, _ := pints.DecodeAction(x); o == op {
			return true
		}
	}
	return false
}

// bitesOf is the bites of the "take bites" action among the legal ones.
func bitesOf(legal []game.Action) int {
	for _, x := range legal {
		if op, a, _, _ := pints.DecodeAction(x); op == pints.OpTakeBites {
			return a
		}
	}
	return 0
}

// actionText says what clicking or dropping does, for tooltips.
func actionText(l scenes.Lang, x game.Action, name func(int) string) string {
	op, a, b, c := pints.DecodeAction(x)
	it := l == scenes.Italian
	pick := func(en, itS string, args ...any) string {
		if it {
			return fmt.Sprintf(itS, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	switch op {
	case pints.OpSend:
		return pick("Click: send a companion from the sofa to row %d and draw a card.", "Clic: manda un compagno dal divano alla riga %d e pesca una carta.", a+1)
	case pints.OpPhotoSend:
		return pick("Click: send one more companion to row %d and draw a card (%s).", "Clic: manda un altro compagno alla riga %d e pesca una carta (%s).", a+1, foodName(l, foodIndexByID("photos")))
	case pints.OpALaCarte:
		return pick("Click: take %s from the discard (%s).", "Clic: prendi %s dagli scarti (%s).", cardName(l, a), foodName(l, foodIndexByID("a_la_carte")))
	case pints.OpZWord, pints.OpCarSick, pints.OpContinental, pints.OpSkipRow:
		return pick("Click: play this card now.", "Clic: gioca ora questa carta.")
	case pints.OpPlaceDie:
		return pick("Drop: the %s die fights on row %d, tile %d.", "Rilascia: il dado %s combatte alla riga %d, tessera %d.", faceName(l, a), b+1, c+1)
	case pints.OpPlaceCard:
		return pick("Drop: %s fights on row %d, tile %d.", "Rilascia: %s combatte alla riga %d, tessera %d.", cardName(l, a), b+1, c+1)
	case pints.OpSide:
		return pick("Click: the rugby ball's second hit strikes here.", "Clic: il secondo colpo della palla da rugby colpisce qui.")
	case pints.OpMove:
		return pick("Click: a distracted zombie moves here.", "Clic: uno zombi distratto si sposta qui.")
	case pints.OpGive:
		return pick("Click: a jukebox zombie goes on %s's bite tracker.", "Clic: uno zombi del jukebox va sul segna-morsi di %s.", name(a))
	case pints.OpLose:
		return pick("Click: put %s under the deck.", "Clic: metti %s sotto il mazzo.", cardName(l, a))
	case pints.OpFoodReturn:
		return pick("Click: give back %s.", "Clic: restituisci %s.", foodName(l, a))
	case pints.OpBeer:
		return pick("Drop: buy a beer for %s (heals a bite).", "Rilascia: offri una birra a %s (cura un morso).", name(a))
	case pints.OpBuy:
		return pick("Click: offer to buy %s from %s.", "Clic: offri di comprare %s da %s.", cardName(l, a), name(b))
	case pints.OpPeek:
		return pick("Click: look at the top card of the deck.", "Clic: guarda la carta in cima al mazzo.")
	case pints.OpPlayDead, pints.OpShutter, pints.OpCoatHanger:
		return pick("Drop: play the card on row %d.", "Rilascia: gioca la carta sulla riga %d.", a+1)
	case pints.OpDistract:
		return pick("Drop: the zombies of row %d, tile %d get distracted.", "Rilascia: gli zombi della riga %d, tessera %d si distraggono.", a+1, b+1)
	case pints.OpPhotoMove:
		return pick("Drop: move the companion from row %d to row %d.", "Rilascia: sposta il compagno dalla riga %d alla riga %d.", a+1, b+1)
	}
	return buttonLabel(l, x)
}

// foodIndexByID is the catalog index of a pub food by id.
func foodIndexByID(id string) int {
	cat, err := pints.Load()
	if err != nil {
		return -1
	}
	for i := range cat.Food {
		if cat.Food[i].ID == id {
			return i
		}
	}
	return -1
}

// rulesText is the summary shown in the rules panel.
func rulesText(l scenes.Lang) string { return l.T("pints.rules.text") }
