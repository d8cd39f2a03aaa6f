// Package tsunami is the rules engine of Zombie Tsunami, a party game for 3–6
// players: each leads a horde of zombie dice down a street of 18 cards in
// three rounds, jumping, pushing in teams formed by secret vote, bombing and
// shopping, and the biggest horde at the end wins. The Zombird expansion
// (option zombird=true) adds zombird cards and a Zombird event each round.
//
// Readings and decisions (the transcription lost every printed icon, so every
// amount is in data/tsunami with source = "house" and its reason;
// docs/RULES-NOTES.md §4 records the readings with their reasons):
//
//   - The street deck is the top tier's six cards, then five middle-tier
//     cards shuffled with the Bus, then five last-tier cards shuffled with the
//     Aeroplane; the three cards of those tiers left out stay unknown. The
//     Bus is a push with the deck's highest threshold, the Aeroplane a jump
//     with no limit.
//   - The die has zombie faces and running faces (setup.toml). A jump drops
//     the zombie faces up to the card's limit; the Gold and Parachute Jumps
//     pay a seat that rolls at least one zombie face.
//   - A push is a vote: each seat in turn chooses a colour in secret (its
//     own view alone shows it); when all have voted the votes are revealed
//     together. Each team short of the threshold loses zombies per member.
//     The largest team ("la squadra più numerosa (senza considerare
//     eventuali spareggi)", for the Tsunami and the Ninja): "spareggi" are
//     the tie-break tokens, so none is drawn between teams tied for the most
//     members, each of which is the largest.
//   - Coin / Zombie is chosen by every seat in secret, in turn, and the
//     choices are revealed and paid together, as the votes.
//   - Ties "to act" (who picks first at Civilian / Bomb, who shops first)
//     are broken by a random draw of the tie-break tokens.
//   - A bonus card is revealed by its holder in a window: after the votes of
//     a push to every member of the largest teams, to the bombed seat before
//     the bomb lands, to the bomber after it destroyed civilians, at the
//     round's end to every seat with civilians, and in every seat's own shop
//     visit. Whether a seat gets a window depends only on what all see (the
//     team, the bomb, the civilians, a card still face down), never on which
//     card it holds, and so do the actions offered: pass or reveal. A card
//     revealed away from its objective pays nothing and is spent. A person
//     may leave their windows and offers to the table (Delegated: the card
//     revealed the moment it pays), a standing choice that, not the cards,
//     decides whether the screen comes to them. The Dragons pay in any
//     window: the revealer names a seat; when right, the named seat shows
//     its Dragon, which is spent ("In caso contrario" is the only case where
//     the other half pays: a right guess does not pay both); when wrong, the
//     other Dragon's holder reveals it and gains the reward at once
//     (revealing can only gain them).
//   - Shop: everyone gains coins up to the cap, the fewest zombies buy first,
//     at most two cards each. Swap exchanges the buyer's face-down bonus card
//     with another face-down one; Turn flips any seat's bonus card (face up
//     disables it, face down re-enables it, known to all). The Mega Bomb aims
//     at one player at least. The display is restocked at each round's end,
//     its unbought cards discarded; an exhausted shop deck is reshuffled.
//   - Kept cards are used when their holder decides ("fino a quando non
//     deciderà di utilizzarla"): the Save cards, Fairies, Robot, Punk and
//     Super Bird are offered to their holder at a loss to a jump, at a
//     bombing (the Robot cancels it) and when its team is short of a push,
//     Keep being one action. A seat is offered when a card in front of it
//     applies or, with Zombird, whenever it holds zombird cards: the hand is
//     secret, so being asked depends only on what all see. A hand card
//     played at an offer where it cannot act is spent for nothing.
//   - Hordes have no limit ("Non c'è limite al numero di zombie o civili"):
//     gains never stop at the box's 72 dice, a horde counting any token as a
//     die. A horde is never empty: it takes one die from the reserve. Steals
//     take a horde's last die, and the emptied horde then takes its one.
//   - The end: civilians turn, Brains pay, and tied leaders roll their
//     hordes, losing the zombie faces, until one leads among them (after a
//     bounded number of roll-offs they share the win): a roll-off settles
//     the tie, it does not rank, so a winner whose dice fall below a player
//     outside the tie still wins, and the final hordes are shown as counted.
//   - Zombird: each seat is dealt a secret zombird card at the start. The
//     active ones (Banker, Bomb, Ptero, Magnet) are played at the holder's
//     shop visit; the others are used at their offer, or may be played face
//     up at the shop to wait, and the Brain pays at the end. Every event is a
//     task that pays a zombird card ("compiti che i giocatori potranno
//     svolgere per ottenere nuove carte Zombuccello"): "at once" events
//     resolve when revealed at the round's start and pay every seat (the
//     Gift's card being its pay; Peek shows each seat's zombird cards to the
//     seat on its left, clockwise: the icon naming the card was lost, and
//     the zombird hand is the secret the expansion adds); "during the round"
//     events pay one zombird card per seat a round; Zombie Gift and Coin are
//     done at the shop visit.
package tsunami

import (
	"zombietable/data"
	"zombietable/game"
)

func init() {
	text, err := data.Game("tsunami")
	if err != nil {
		text = data.GameText{Name: "Zombie Tsunami", NameIT: "Zombie Tsunami"}
	}
	game.Register(&game.Info{
		ID:            "tsunami",
		Version:       "3",
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    MinPlayers,
		MaxPlayers:    MaxPlayers,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Hidden:        true,
		Options: []game.Option{{
			Key: "zombird", Name: "Zombird expansion", NameIT: "Espansione Zombird", Default: "false",
			Choices: []string{"false", "true"},
			Labels:  [][2]string{{"off", "no"}, {"on", "sì"}},
			Help:    "On: the zombird cards join the game, with their shop cards and an event each round.",
			HelpIT:  "Sì: entrano in gioco le carte zombird, con le loro carte del negozio e un evento a ogni round.",
		}},
		Data: func() error { _, err := Load(); return err },
		New: func(c game.Config) (game.State, error) {
			g, err := New(c)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Bots:    botMakers(),
		Levels:  []game.Level{{Name: "easy", Bot: "slip"}, {Name: "normal", Bot: "heuristic"}, {Name: "hard", Bot: "ismcts:1000:lean"}},
		Rollout: "heuristic",
		Eval:    Eval,
	})
}
