package tableau

import (
	"zombietable/game"
	"zombietable/game/zombionion"
)

// An action of Zombionion is a verb and a card, verb<<8 | card. The encoding
// is part of every saved game (a game is its seed plus its actions), so it
// does not change; the tests check it against ActionString for every legal
// action of many random games.
type verb uint8

const (
	vPlay verb = iota + 1
	vAutoplay
	vEndActions
	vBuy
	vEndTurn
	vDone
	vDiscard
	vTrash
	vGain
	vTopdeck
	vTwice
	vReveal
	vNoReveal
	vDiscardDeck
	vKeepDeck
	vPutBack
	vSetAside
	vKeep
	vLeave
	numVerbs
)

// verbForms are the engine's names of the verbs, %s for the card.
var verbForms = [numVerbs]string{
	vPlay: "play %s", vAutoplay: "autoplay treasures", vEndActions: "end actions", vBuy: "buy %s",
	vEndTurn: "end turn", vDone: "done", vDiscard: "discard %s", vTrash: "trash %s", vGain: "gain %s",
	vTopdeck: "put %s on deck", vTwice: "play %s twice", vReveal: "reveal %s", vNoReveal: "don't reveal",
	vDiscardDeck: "discard deck", vKeepDeck: "keep deck", vPutBack: "put back %s", vSetAside: "set aside %s",
	vKeep: "keep %s", vLeave: "leave %s",
}

func hasCard(v verb) bool {
	switch v {
	case vAutoplay, vEndActions, vEndTurn, vDone, vNoReveal, vDiscardDeck, vKeepDeck:
		return false
	}
	return true
}

// decode splits an action into its verb and card; ok is false for anything
// that is not an action of Zombionion.
func decode(a game.Action) (v verb, c zombionion.Card, ok bool) {
	if a < 0 || a > 0xffff {
		return 0, 0, false
	}
	v, c = verb(a>>8), zombionion.Card(a&0xff)
	if v == 0 || v >= numVerbs || (hasCard(v) && c >= zombionion.NumCards) {
		return 0, 0, false
	}
	return v, c, true
}

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
	Verb   verb
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
	var has [numVerbs]bool
	for _, a := range legal {
		if v, _, ok := decode(a); ok {
			has[v] = true
		}
	}
	dec := decNone
	pair := has[vPutBack] || has[vSetAside] || has[vLeave] || has[vDiscardDeck] || has[vNoReveal]
	fromRevealed := resolving == "ispezione" || resolving == "radio"
	for _, a := range legal {
		v, c, ok := decode(a)
		if !ok {
			continue
		}
		t := target{Action: a, Verb: v, Card: c, Zone: zoneButton}
		switch {
		case pair:
			// A yes/no answer: two buttons next to the prompt.
			if has[vNoReveal] {
				dec = decReact
			} else {
				dec = decYesNo
			}
		case v == vPlay:
			t.Zone = zoneHand
			if has[vEndActions] {
				dec = decAction
			} else {
				dec = decBuy
			}
		case v == vBuy:
			t.Zone = zoneSupply
			dec = decBuy
		case v == vGain:
			t.Zone = zoneSupply
			dec = decSupply
		case v == vTwice || v == vTopdeck:
			t.Zone = zoneHand
			dec = decHand
		case v == vDiscard || v == vTrash:
			if fromRevealed {
				t.Zone = zoneRevealed
				dec = decRevealed
			} else {
				t.Zone = zoneHand
				dec = decHand
			}
		case v == vEndActions:
			dec = decAction
		case v == vEndTurn || v == vAutoplay:
			dec = decBuy
		case v == vDone:
			if dec == decNone {
				dec = decHand
			}
		}
		dst = append(dst, t)
	}
	return dst, dec
}
