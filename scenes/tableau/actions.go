package tableau

import (
	"zombietable/game"
	"zombietable/game/zombionion"
)

// zone is where the piece standing for an action lies.
type zone uint8

const (
	zoneNone zone = iota
	zoneHand
	zoneSupply
	zoneRevealed
	zoneButton
)

// target is the piece or button that stands for one legal action.
type target struct {
	Action game.Action
	Verb   zombionion.Verb
	Card   zombionion.Card
	Zone   zone
}

// decision is what the legal actions ask, in the terms of the table.
type decision uint8

const (
	decNone     decision = iota // not this seat's decision
	decAction                   // Action phase
	decBuy                      // Caccia phase
	decHand                     // choose cards from the hand
	decSupply                   // gain a card from the supply
	decRevealed                 // choose one of the revealed cards
	decYesNo                    // one of two answers
	decReact                    // Barricata
)

// classify maps every legal action to the one piece or button that stands
// for it, and names the decision. resolving is the card being resolved (the
// view's Resolving): Ispezione and Radio choose among revealed cards, every
// other card chooses from the hand.
func classify(legal []game.Action, resolving string, dst []target) ([]target, decision) {
	dst = dst[:0]
	var has [zombionion.NumVerbs]bool
	for _, a := range legal {
		v, _ := zombionion.Decode(a)
		has[v] = true
	}
	dec := decNone
	pair := has[zombionion.VerbPutBack] || has[zombionion.VerbSetAside] || has[zombionion.VerbLeave] || has[zombionion.VerbDiscardDeck] || has[zombionion.VerbNoReveal]
	fromRevealed := resolving == "ispezione" || resolving == "radio"
	for _, a := range legal {
		v, c := zombionion.Decode(a)
		if v == 0 {
			continue
		}
		t := target{Action: a, Verb: v, Card: c, Zone: zoneButton}
		switch {
		case pair:
			// A yes/no answer: two buttons next to the prompt.
			if has[zombionion.VerbNoReveal] {
				dec = decReact
			} else {
				dec = decYesNo
			}
		case v == zombionion.VerbPlay:
			t.Zone = zoneHand
			if has[zombionion.VerbEndActions] {
				dec = decAction
			} else {
				dec = decBuy
			}
		case v == zombionion.VerbBuy:
			t.Zone = zoneSupply
			dec = decBuy
		case v == zombionion.VerbGain:
			t.Zone = zoneSupply
			dec = decSupply
		case v == zombionion.VerbTwice || v == zombionion.VerbTopdeck:
			t.Zone = zoneHand
			dec = decHand
		case v == zombionion.VerbDiscard || v == zombionion.VerbTrash:
			if fromRevealed {
				t.Zone = zoneRevealed
				dec = decRevealed
			} else {
				t.Zone = zoneHand
				dec = decHand
			}
		case v == zombionion.VerbEndActions:
			dec = decAction
		case v == zombionion.VerbEndTurn || v == zombionion.VerbAutoplay:
			dec = decBuy
		case v == zombionion.VerbDone:
			if dec == decNone {
				dec = decHand
			}
		}
		dst = append(dst, t)
	}
	return dst, dec
}
