package street

import (
	"strconv"
	"strings"

	"zombietable/game"
)

// zone is where the piece standing for an action lies.
type zone uint8

const (
	zoneNone     zone = iota
	zoneVote          // a vote token; arg the colour
	zoneCoins         // the coin pile of Coin / Zombie
	zoneReserve       // the reserve's dice, for Coin / Zombie
	zoneCivilian      // the civilians of Civilian / Bomb
	zoneSeat          // a seat's horde; arg the seat
	zoneBonus         // the secret bonus card of the seat in front
	zoneShop          // a card of the shop's display; arg the slot
	zonePerm          // a permanent shop card; arg 0 or 1
	zoneZombird       // a zombird card in hand; arg its place
	zoneButton        // a control next to the prompt
)

// button kinds, for zoneButton targets.
const (
	btnKeep      = iota + 1 // keep the bonus card hidden
	btnDone                 // leave the shop or end the Mega Bomb's choice
	btnEvent                // do the round's event
	btnKeepCards            // an offer of kept cards: use none
	btnUse                  // an offer of kept cards: use the one named
	btnOther                // an action the table does not know: its name
)

// target is the piece or control that stands for one legal action.
type target struct {
	Action game.Action
	Zone   zone
	Arg    int
	Button int
	Name   string
}

// decision is what the legal actions ask, in the terms of the table.
type decision uint8

const (
	decNone       decision = iota // not this seat's decision
	decVote                       // a push's secret vote
	decCoinZombie                 // coins or a zombie
	decCivBomb                    // a civilian or a bomb
	decWindow                     // reveal the bonus card or keep it hidden
	decShop                       // the shop visit
	decMega                       // the Mega Bomb's choice
	decTarget                     // choose a seat
	decOffer                      // use a kept card or keep them
)

var colourIDs = [3]string{"red", "green", "blue"}

// classify maps every legal action to the one piece or control that stands
// for it, reading the action's name, and names the decision. perm are the
// permanent shop cards' English names; prompt is the view's prompt, which
// tells the Mega Bomb's choice from the shop when only "done" is left.
func classify(legal []game.Action, name func(game.Action) string, perm [2]string, prompt string, dst []target) ([]target, decision) {
	dst = dst[:0]
	dec := decNone
	hasDone, hasBomb, hasBuy, hasPass := false, false, false, false
	for _, a := range legal {
		s := name(a)
		t := target{Action: a, Zone: zoneButton, Button: btnOther, Name: s}
		switch {
		case strings.HasPrefix(s, "vote "):
			for c, id := range colourIDs {
				if s == "vote "+id {
					t.Zone, t.Arg = zoneVote, c
					dec = decVote
				}
			}
		case s == "take coins":
			t.Zone, dec = zoneCoins, decCoinZombie
		case s == "take a zombie":
			t.Zone, dec = zoneReserve, decCoinZombie
		case s == "take a civilian":
			t.Zone, dec = zoneCivilian, decCivBomb
		case strings.HasPrefix(s, "bomb "):
			if n, err := strconv.Atoi(s[len("bomb "):]); err == nil {
				t.Zone, t.Arg = zoneSeat, n-1
				hasBomb = true
			}
		case strings.HasPrefix(s, "choose "):
			if n, err := strconv.Atoi(s[len("choose "):]); err == nil {
				t.Zone, t.Arg = zoneSeat, n-1
				dec = decTarget
			}
		case s == "keep the cards":
			t.Button = btnKeepCards
			dec = decOffer
		case strings.HasPrefix(s, "use "):
			t.Button, t.Name = btnUse, s[len("use "):]
			dec = decOffer
		case s == "keep the card hidden":
			t.Button = btnKeep
			hasPass = true
		case s == "reveal the bonus card":
			t.Zone = zoneBonus
		case strings.HasPrefix(s, "play zombird "):
			if n, err := strconv.Atoi(s[len("play zombird "):]); err == nil {
				t.Zone, t.Arg = zoneZombird, n-1
			}
		case s == "do the event":
			t.Button = btnEvent
		case s == "done":
			t.Button = btnDone
			hasDone = true
		case strings.HasPrefix(s, "buy "):
			rest := s[len("buy "):]
			hasBuy = true
			if i := strings.IndexByte(rest, ':'); i > 0 {
				if n, err := strconv.Atoi(rest[:i]); err == nil {
					t.Zone, t.Arg = zoneShop, n-1
				}
			} else {
				for k, p := range perm {
					if rest == p {
						t.Zone, t.Arg = zonePerm, k
					}
				}
			}
		}
		dst = append(dst, t)
	}
	switch {
	case dec != decNone:
	case hasDone && (hasBomb || strings.HasPrefix(prompt, "Mega Bomb")):
		dec = decMega
	case hasBomb:
		dec = decCivBomb
	case hasDone || hasBuy:
		dec = decShop
	case hasPass:
		dec = decWindow
	}
	return dst, dec
}
