package pints

import (
	"fmt"
	"strings"

	"zombietable/game"
)

func cardName(k int) string {
	if k < 0 || k >= nKinds || cfg == nil {
		return "?"
	}
	return cfg.Cards[k].Name
}

func faceName(f int) string {
	switch f {
	case FaceClose:
		return "cricket bat"
	case FaceMedium:
		return "dart"
	case FaceLong:
		return "longbow"
	case FaceExtra:
		return "extra hit"
	}
	return "zombie"
}

func weaponName(wt int) string {
	if wt < 3 {
		return faceName(wt)
	}
	return cardName(wt - 3)
}

func colourName(c int) string {
	switch c {
	case colWhite:
		return "white"
	case colBlack:
		return "black"
	}
	if c >= 0 && c < 4 {
		return colourIDs[c]
	}
	return "?"
}

func foodName(f int) string {
	if f < 0 || f >= nFood || cfg == nil {
		return "?"
	}
	return cfg.Food[f].Name
}

func dividerName(k int) string {
	if k < 0 || k >= 3 || cfg == nil {
		return "?"
	}
	return cfg.Dividers[k].Name
}

func article(w string) string {
	if strings.IndexByte("aeiou", w[0]) >= 0 {
		return "an"
	}
	return "a"
}

func tile(r, p int) string { return fmt.Sprintf("row %d tile %d", r+1, p+1) }

// ActionString names an action.
func (s *State) ActionString(x game.Action) string {
	op, a, b, c := DecodeAction(x)
	switch op {
	case OpSend:
		return fmt.Sprintf("send a companion to row %d", a+1)
	case OpRoll:
		return "roll the dice"
	case OpALaCarte:
		return fmt.Sprintf("take %s from the discard (%s)", cardName(a), foodName(fALaCarte))
	case OpKeepColour:
		return "keep " + colourName(a)
	case OpChangeColour:
		return fmt.Sprintf("change the colour to %s (%s)", colourName(a), foodName(fChangeColours))
	case OpChooseColour:
		return "choose " + colourName(a)
	case OpZWord:
		return "re-roll the zombie dice (" + cardName(kZWord) + ")"
	case OpNoTicket:
		return "set a zombie die aside (" + foodName(fNoTicket) + ")"
	case OpBoardBus:
		return fmt.Sprintf("put %d zombies on the bus", a)
	case OpPlaceDie:
		return fmt.Sprintf("place %s %s die on %s", article(faceName(a)), faceName(a), tile(b, c))
	case OpPlaceCard:
		return fmt.Sprintf("place %s on %s", cardName(a), tile(b, c))
	case OpSide:
		return "aim the rugby ball's second hit at " + tile(a, b)
	case OpFight:
		return "fight"
	case OpResolve:
		return fmt.Sprintf("fight in row %d", a+1)
	case OpNewZombie:
		return "let the mint sauce draw a new zombie"
	case OpNoSauce:
		return "ignore the mint sauce (" + foodName(fNoSauce) + ")"
	case OpRunBus:
		return "run the bus"
	case OpCarSick:
		return "play " + cardName(kCarSick)
	case OpContinental:
		return "play " + cardName(kContinental)
	case OpLetOff:
		return fmt.Sprintf("let a zombie off at row %d", a+1)
	case OpSkipRow:
		return fmt.Sprintf("play %s: skip row %d", cardName(kUnstoppable), a+1)
	case OpGive:
		return fmt.Sprintf("put a zombie on player %d's tracker", a+1)
	case OpTakeBonus:
		return "take the bonus: " + dividerName(a)
	case OpDecline:
		return "decline the bonus: " + dividerName(a)
	case OpLose:
		return "put " + cardName(a) + " under the deck"
	case OpDontBite:
		return "refuse a bite (" + foodName(fDontBite) + ")"
	case OpTakeBites:
		return fmt.Sprintf("take %d bites", a)
	case OpFoodReturn:
		return "give back " + foodName(a)
	case OpSell:
		return fmt.Sprintf("sell %s to player %d for %d chips", cardName(a), b+1, c)
	case OpRefuse:
		return fmt.Sprintf("refuse to sell %s to player %d", cardName(a), b+1)
	case OpPeekLeave:
		return "leave the top card"
	case OpPeekBottom:
		return "put the top card at the bottom of the sector"
	case OpMove:
		return "move a zombie to " + tile(a, b)
	case OpScore:
		return "count the bites"
	case OpEndBus:
		return "go on to the scoring"
	case OpBeer:
		return fmt.Sprintf("buy a beer for player %d", a+1)
	case OpBuy:
		return fmt.Sprintf("offer to buy %s from player %d", cardName(a), b+1)
	case OpFoodRandom:
		return "buy a random pub food"
	case OpFoodChoose:
		return "buy " + foodName(a)
	case OpPeek:
		return "look at the top card (" + foodName(fTurnTables) + ")"
	case OpPlayDead:
		return fmt.Sprintf("play %s on row %d", cardName(kPlayDead), a+1)
	case OpShutter:
		return fmt.Sprintf("play %s on row %d", cardName(kShutter), a+1)
	case OpCoatHanger:
		return fmt.Sprintf("play %s on row %d", cardName(kCoatHanger), a+1)
	case OpDistract:
		return fmt.Sprintf("play %s on %s", cardName(kDistracted), tile(a, b))
	case OpTradeDie:
		return fmt.Sprintf("trade %s %s die for %s (%s)", article(faceName(a)), faceName(a), tradeTarget(b), foodName(fArmsTrade))
	case OpTradeCard:
		return fmt.Sprintf("trade %s for %s (%s)", cardName(a), tradeTarget(b), foodName(fArmsTrade))
	case OpPlaceTraded:
		return fmt.Sprintf("place the traded %s on %s", cardName(a), tile(b, c))
	case OpPhotoMove:
		return fmt.Sprintf("move the companion from row %d to row %d (%s)", a+1, b+1, foodName(fPhotos))
	case OpPhotoSend:
		return fmt.Sprintf("send one more companion to row %d (%s)", a+1, foodName(fPhotos))
	}
	return fmt.Sprintf("action %d", x)
}

// Describe says in the third person, in lang ("it" for Italian, anything
// else for English), what action x of the seat to act does.
func (s *State) Describe(x game.Action, who string, lang string) string {
	return s.describe(x, who, nil, lang)
}

// DescribeSeats is Describe naming every seat by its name
// (game.SeatDescriber): "Cy buys a beer for Ann", not "for player 1".
func (s *State) DescribeSeats(x game.Action, names []string, lang string) string {
	who := ""
	if t := int(s.ToAct()); t >= 0 && t < len(names) {
		who = names[t]
	}
	return s.describe(x, who, names, lang)
}

func (s *State) describe(x game.Action, who string, names []string, lang string) string {
	n := namer{it: lang == "it"}
	op, a, b, c := DecodeAction(x)
	say := func(en, it string, args ...any) string {
		f := en
		if n.it {
			f = it
		}
		return who + " " + fmt.Sprintf(f, args...)
	}
	// seat names another seat, by its name when known, after the English
	// preposition en or the Italian one it ("to Ann", "al giocatore 2").
	seat := func(p int, en, it string) string {
		if p >= 0 && p < len(names) && names[p] != "" {
			if n.it {
				return it + " " + names[p]
			}
			return en + " " + names[p]
		}
		if n.it {
			return fmt.Sprintf("%s giocatore %d", map[string]string{"a": "al", "da": "dal", "di": "del"}[it], p+1)
		}
		return fmt.Sprintf("%s player %d", en, p+1)
	}
	chips := func(c int) string { return count(n, c, "chip", "chips", "patatina", "patatine") }
	switch op {
	case OpSend:
		return say("sends a companion to row %d", "manda un compagno alla riga %d", a+1)
	case OpRoll:
		return say("rolls the dice", "tira i dadi")
	case OpALaCarte:
		return say("takes %s from the discard (%s)", "prende %s dagli scarti (%s)", n.card(a), n.food(fALaCarte))
	case OpKeepColour:
		return say("keeps %s", "tiene il colore %s", n.colour(a))
	case OpChangeColour:
		return say("changes the colour to %s (%s)", "cambia il colore in %s (%s)", n.colour(a), n.food(fChangeColours))
	case OpChooseColour:
		return say("chooses %s", "sceglie il colore %s", n.colour(a))
	case OpZWord:
		return say("re-rolls the zombie dice (%s)", "ritira i dadi zombi (%s)", n.card(kZWord))
	case OpNoTicket:
		return say("sets a zombie die aside (%s)", "mette da parte un dado zombi (%s)", n.food(fNoTicket))
	case OpBoardBus:
		return say("puts %s on the bus", "fa salire %s sul bus", count(n, a, "zombie", "zombies", "zombi", "zombi"))
	case OpPlaceDie:
		return say("places %s on %s", "piazza %s sulla %s", n.die(a), n.tile(b, c))
	case OpPlaceCard:
		return say("places %s on %s", "piazza %s sulla %s", n.card(a), n.tile(b, c))
	case OpSide:
		return say("aims the rugby ball's second hit at %s", "mira il secondo colpo della palla da rugby sulla %s", n.tile(a, b))
	case OpFight:
		return say("fights", "combatte")
	case OpResolve:
		return say("fights in row %d", "combatte nella riga %d", a+1)
	case OpNewZombie:
		return say("lets the mint sauce draw a new zombie", "lascia che la salsa di menta porti un nuovo zombi")
	case OpNoSauce:
		return say("ignores the mint sauce (%s)", "ignora la salsa di menta (%s)", n.food(fNoSauce))
	case OpRunBus:
		return say("runs the bus", "fa partire il bus")
	case OpCarSick:
		return say("plays %s", "gioca %s", n.card(kCarSick))
	case OpContinental:
		return say("plays %s", "gioca %s", n.card(kContinental))
	case OpLetOff:
		return say("lets a zombie off at row %d", "fa scendere uno zombi alla riga %d", a+1)
	case OpSkipRow:
		return say("plays %s: skips row %d", "gioca %s: salta la riga %d", n.card(kUnstoppable), a+1)
	case OpGive:
		if !n.it {
			owner := fmt.Sprintf("player %d", a+1)
			if a < len(names) && names[a] != "" {
				owner = names[a]
			}
			return say("puts a zombie on %s's tracker", "", owner)
		}
		return say("", "mette uno zombi sul segna-morsi %s", seat(a, "", "di"))
	case OpTakeBonus:
		return say("takes the bonus: %s", "prende il bonus: %s", n.divider(a))
	case OpDecline:
		return say("declines the bonus: %s", "rifiuta il bonus: %s", n.divider(a))
	case OpLose:
		return say("puts %s under the deck", "mette %s in fondo al mazzo", n.card(a))
	case OpDontBite:
		return say("refuses a bite (%s)", "respinge un morso (%s)", n.food(fDontBite))
	case OpTakeBites:
		if a == 1 {
			return say("takes 1 bite", "prende 1 morso")
		}
		return say("takes %d bites", "prende %d morsi", a)
	case OpFoodReturn:
		return say("gives back %s", "restituisce %s", n.food(a))
	case OpSell:
		return say("sells %s %s for %s", "vende %s %s per %s", n.card(a), seat(b, "to", "a"), chips(c))
	case OpRefuse:
		return say("refuses to sell %s %s", "rifiuta di vendere %s %s", n.card(a), seat(b, "to", "a"))
	case OpPeekLeave:
		return say("leaves the top card", "lascia la carta in cima")
	case OpPeekBottom:
		return say("puts the top card at the bottom of the sector", "mette la carta in cima in fondo al settore")
	case OpMove:
		return say("moves a zombie to %s", "sposta uno zombi sulla %s", n.tile(a, b))
	case OpScore:
		return say("counts the bites", "conta i morsi")
	case OpEndBus:
		return say("goes on to the scoring", "passa alla fase punteggio")
	case OpBeer:
		if a == int(s.ToAct()) {
			return say("buys a beer for themselves", "si offre una birra")
		}
		return say("buys a beer %s", "offre una birra %s", seat(a, "for", "a"))
	case OpBuy:
		return say("offers to buy %s %s", "offre di comprare %s %s", n.card(a), seat(b, "from", "da"))
	case OpFoodRandom:
		return say("buys a random pub food", "compra un cibo del pub a caso")
	case OpFoodChoose:
		return say("buys %s", "compra %s", n.food(a))
	case OpPeek:
		return say("looks at the top card (%s)", "guarda la carta in cima (%s)", n.food(fTurnTables))
	case OpPlayDead:
		return say("plays %s on row %d", "gioca %s sulla riga %d", n.card(kPlayDead), a+1)
	case OpShutter:
		return say("plays %s on row %d", "gioca %s sulla riga %d", n.card(kShutter), a+1)
	case OpCoatHanger:
		return say("plays %s on row %d", "gioca %s sulla riga %d", n.card(kCoatHanger), a+1)
	case OpDistract:
		return say("plays %s on %s", "gioca %s sulla %s", n.card(kDistracted), n.tile(a, b))
	case OpTradeDie:
		return say("trades %s for %s (%s)", "scambia %s con %s (%s)", n.die(a), n.tradeTarget(b), n.food(fArmsTrade))
	case OpTradeCard:
		return say("trades %s for %s (%s)", "scambia %s con %s (%s)", n.card(a), n.tradeTarget(b), n.food(fArmsTrade))
	case OpPlaceTraded:
		return say("places the traded %s on %s", "piazza l'arma scambiata %s sulla %s", n.card(a), n.tile(b, c))
	case OpPhotoMove:
		return say("moves the companion from row %d to row %d (%s)", "sposta il compagno dalla riga %d alla riga %d (%s)", a+1, b+1, n.food(fPhotos))
	case OpPhotoSend:
		return say("sends one more companion to row %d (%s)", "manda un altro compagno alla riga %d (%s)", a+1, n.food(fPhotos))
	}
	return say("does action %d", "fa l'azione %d", x)
}

// namer names the game's things in English or, with it, in Italian.
type namer struct{ it bool }

func (n namer) card(k int) string {
	if !n.it {
		return cardName(k)
	}
	if k < 0 || k >= nKinds || cfg == nil {
		return "?"
	}
	return cfg.Cards[k].NameIT
}

func (n namer) food(f int) string {
	if !n.it {
		return foodName(f)
	}
	if f < 0 || f >= nFood || cfg == nil {
		return "?"
	}
	return cfg.Food[f].NameIT
}

func (n namer) divider(k int) string {
	if !n.it {
		return dividerName(k)
	}
	if k < 0 || k >= 3 || cfg == nil {
		return "?"
	}
	return cfg.Dividers[k].NameIT
}

func (n namer) face(f int) string {
	if !n.it {
		return faceName(f)
	}
	switch f {
	case FaceClose:
		return "mazza da cricket"
	case FaceMedium:
		return "freccetta"
	case FaceLong:
		return "arco lungo"
	case FaceExtra:
		return "colpo extra"
	}
	return "zombi"
}

// die is a battle die showing face f, with its article.
func (n namer) die(f int) string {
	if n.it {
		return "un dado " + n.face(f)
	}
	return article(faceName(f)) + " " + faceName(f) + " die"
}

// tradeTarget names the weapon an arms trade gives, with its article: a die
// weapon or a card weapon.
func tradeTarget(wt int) string {
	if wt < 3 {
		return article(faceName(wt)) + " " + faceName(wt)
	}
	return cardName(wt - 3)
}

func (n namer) tradeTarget(wt int) string {
	if !n.it {
		return tradeTarget(wt)
	}
	if wt < 3 {
		return "un dado " + n.face(wt)
	}
	return n.card(wt - 3)
}

func (n namer) weapon(wt int) string {
	if wt < 3 {
		return n.face(wt)
	}
	return n.card(wt - 3)
}

func (n namer) colour(c int) string {
	if !n.it {
		return colourName(c)
	}
	switch {
	case c == colWhite:
		return "bianco"
	case c == colBlack:
		return "nero"
	case c >= 0 && c < 4 && cfg != nil && c < len(cfg.Colours):
		return cfg.Colours[c].NameIT
	}
	return "?"
}

func (n namer) tile(r, p int) string {
	if !n.it {
		return tile(r, p)
	}
	return fmt.Sprintf("tessera %d della riga %d", p+1, r+1)
}

// prompt says in English what the current decision is about.
func (s *State) prompt() string { return s.promptIn(namer{}) }

// promptIn says what the current decision is about, in n's language.
func (s *State) promptIn(n namer) string {
	say := func(en, it string, args ...any) string {
		if n.it {
			return fmt.Sprintf(it, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	if s.Done {
		return say("the game is over", "la partita è finita")
	}
	t := s.top()
	who := say("player %d", "il giocatore %d", t.W+1)
	switch t.K {
	case dSend:
		return say("%s sends companions to the bar, then rolls the dice", "%s manda compagni al bar, poi tira i dadi", who)
	case dColour:
		if t.B == 1 {
			return say("%s rolled %s on the colour die: keep it or change it", "%s ha tirato %s sul dado colorato: tenerlo o cambiarlo", who, n.colour(int(t.C)))
		}
		return say("%s chooses a colour for the colour die", "%s sceglie un colore per il dado colorato", who)
	case dDice:
		if s.ZDice == 1 {
			return say("%s has 1 zombie die: it boards the bus unless re-rolled or set aside",
				"%s ha 1 dado zombi: sale sul bus se non viene ritirato o messo da parte", who)
		}
		return say("%s has %d zombie dice: they board the bus unless re-rolled or set aside",
			"%s ha %d dadi zombi: salgono sul bus se non vengono ritirati o messi da parte", who, s.ZDice)
	case dPlace:
		return say("%s places dice and cards next to the tiles, then fights", "%s piazza dadi e carte accanto alle tessere, poi combatte", who)
	case dRugby:
		return say("%s aims the rugby ball's second hit at a tile of a neighbouring row",
			"%s mira il secondo colpo della palla da rugby su una tessera di una riga vicina", who)
	case dFight:
		return say("%s fights in row %d next", "%s combatte ora nella riga %d", who, (t.B+t.A)%nRows+1)
	case dMint:
		return say("%s defeated a mint-sauce zombie: a new zombie comes unless the sauce is ignored",
			"%s ha sconfitto uno zombi alla salsa di menta: arriva un nuovo zombi se la salsa non viene ignorata", who)
	case dBusStart:
		return say("%s runs the bus", "%s fa partire il bus", who)
	case dStop:
		return say("the bus stops at row %d: %s lets a zombie off, or first plays a card or buys a beer",
			"il bus si ferma alla riga %d: %s fa scendere uno zombi, o prima gioca una carta o compra una birra", s.BusRow+1, who)
	case dDeal:
		return say("%s deals the jukebox's zombies (%s) among the trackers",
			"%s distribuisce gli zombi del jukebox (%s) sui segna-morsi", who, n.left(int(s.Juke.N)))
	case dDivider:
		return say("%s reached a divider: take the bonus (%s) or decline it",
			"%s ha raggiunto una tessera divisione: prendere il bonus (%s) o rifiutarlo", who, n.divider(int(t.A)))
	case dLose:
		return say("%s puts %s under the deck", "%s mette %s sotto il mazzo", who,
			count(n, int(t.A), "companion card", "companion cards", "carta compagno", "carte compagno"))
	case dBite:
		// The Italian names the bites, not the bitten: a player's gender is
		// not known ("Anna è morso" would read wrong).
		if t.A == 1 {
			return say("%s has 1 bite coming: refuse it or take it", "1 morso in arrivo per %s: respingerlo o prenderlo", who)
		}
		return say("%s has %d bites coming: refuse one or take them", "%[2]d morsi in arrivo per %[1]s: respingerne uno o prenderli", who, t.A)
	case dFoodRet:
		return say("%s lost a companion and gives back a pub food", "%s ha perso un compagno e restituisce un cibo del pub", who)
	case dSell:
		return say("player %d offers %s to player %d for %s", "il giocatore %d offre %s al giocatore %d per %s",
			s.Active+1, count(n, int(t.B), "chip", "chips", "patatina", "patatine"), t.W+1, n.card(int(tab.kind[t.A])))
	case dPeek:
		return say("%s looks at the top card: leave it or put it at the bottom of the sector",
			"%s guarda la carta in cima: lasciarla o metterla in fondo al settore", who)
	case dMove:
		return say("%s spreads the distracted zombies (%s)", "%s sposta gli zombi distratti (%s)", who, n.left(int(s.Moving.N)))
	case dBeer:
		return say("%s may buy beers, cards or pub food before the bites are counted", "%s può comprare birre, carte o cibo del pub prima di contare i morsi", who)
	case dAfterBus:
		return say("%s may play cards or buy beers before the scoring phase", "%s può giocare carte o comprare birre prima della fase punteggio", who)
	}
	return ""
}

// left counts the tokens still to place: "3 left", "ne resta 1", "ne
// restano 3".
func (n namer) left(k int) string {
	switch {
	case !n.it:
		return fmt.Sprintf("%d left", k)
	case k == 1:
		return "ne resta 1"
	}
	return fmt.Sprintf("ne restano %d", k)
}
