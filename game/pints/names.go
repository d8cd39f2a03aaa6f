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
		return fmt.Sprintf("trade %s %s die for a %s (%s)", article(faceName(a)), faceName(a), faceName(b), foodName(fArmsTrade))
	case OpTradeCard:
		return fmt.Sprintf("trade %s for a %s (%s)", cardName(a), faceName(b), foodName(fArmsTrade))
	case OpPhotoMove:
		return fmt.Sprintf("move the companion from row %d to row %d (%s)", a+1, b+1, foodName(fPhotos))
	case OpPhotoSend:
		return fmt.Sprintf("send one more companion to row %d (%s)", a+1, foodName(fPhotos))
	}
	return fmt.Sprintf("action %d", x)
}

// Describe says in the third person what action x of the seat to act does.
func (s *State) Describe(x game.Action, who string) string {
	name := s.ActionString(x)
	op, _, _, _ := DecodeAction(x)
	verb := map[string]string{
		"send ": "sends ", "roll ": "rolls ", "take ": "takes ", "keep ": "keeps ", "change ": "changes ",
		"choose ": "chooses ", "re-roll ": "re-rolls ", "set ": "sets ", "put ": "puts ", "place ": "places ",
		"aim ": "aims ", "fight": "fights", "let ": "lets ", "ignore ": "ignores ", "run ": "runs ",
		"play ": "plays ", "decline ": "declines ", "refuse ": "refuses ", "give ": "gives back ",
		"sell ": "sells ", "leave ": "leaves ", "move ": "moves ", "count ": "counts ", "buy ": "buys ",
		"offer ": "offers ", "look ": "looks ", "trade ": "trades ",
	}
	for _, k := range []string{"send ", "roll ", "take ", "keep ", "change ", "choose ", "re-roll ", "set ", "put ",
		"place ", "aim ", "fight", "let ", "ignore ", "run ", "play ", "decline ", "refuse ", "give ", "sell ",
		"leave ", "move ", "count ", "buy ", "offer ", "look ", "trade "} {
		if strings.HasPrefix(name, k) {
			rest := name[len(k):]
			if op == OpFoodReturn {
				rest = strings.TrimPrefix(name, "give back ")
			}
			return who + " " + verb[k] + rest
		}
	}
	return who + ": " + name
}

// prompt says what the current decision is about.
func (s *State) prompt() string {
	if s.Done {
		return "the game is over"
	}
	t := s.top()
	who := fmt.Sprintf("player %d", t.W+1)
	switch t.K {
	case dSend:
		return who + " sends companions to the bar, then rolls the dice"
	case dColour:
		if t.B == 1 {
			return fmt.Sprintf("%s rolled %s on the colour die: keep it or change it", who, colourName(int(t.C)))
		}
		return who + " chooses a colour for the colour die"
	case dDice:
		return fmt.Sprintf("%s has %d zombie dice: they board the bus unless re-rolled or set aside", who, s.ZDice)
	case dPlace:
		return who + " places dice and cards next to the tiles, then fights"
	case dRugby:
		return who + " aims the rugby ball's second hit at a tile of a neighbouring row"
	case dFight:
		return fmt.Sprintf("%s fights in row %d next", who, (t.B+t.A)%nRows+1)
	case dMint:
		return who + " defeated a mint-sauce zombie: a new zombie comes unless the sauce is ignored"
	case dBusStart:
		return who + " runs the bus"
	case dStop:
		return fmt.Sprintf("the bus stops at row %d: %s lets a zombie off or skips the row", s.BusRow+1, who)
	case dDeal:
		return fmt.Sprintf("%s deals the jukebox's zombies (%d left) among the trackers", who, s.Juke.N)
	case dDivider:
		return fmt.Sprintf("%s reached a divider: take the bonus (%s) or decline it", who, dividerName(int(t.A)))
	case dLose:
		return fmt.Sprintf("%s puts %d companion cards under the deck", who, t.A)
	case dBite:
		return fmt.Sprintf("%s is bitten %d times: refuse one bite or take them", who, t.A)
	case dFoodRet:
		return who + " lost a companion and gives back a pub food"
	case dSell:
		return fmt.Sprintf("player %d offers %d chips to %s for %s", s.Active+1, t.B, who, cardName(int(tab.kind[t.A])))
	case dPeek:
		return who + " looks at the top card: leave it or put it at the bottom of the sector"
	case dMove:
		return fmt.Sprintf("%s spreads the distracted zombies (%d left)", who, s.Moving.N)
	case dBeer:
		return who + " may buy beers before the bites are counted"
	}
	return ""
}
