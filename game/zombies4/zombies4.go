// Package zombies4 is the rules engine of Zombies!!! 4: The End…, for 2–6
// players: lay a woods card every turn, fight zombie dogs with dice and
// ammunition, collect pages of the Book of the Dead, and be first to cast
// the spell in the Cabin — or make 25 kills.
//
// The state is a value without pointers (a copy is a clone). Map cards are
// 3×3 grids of squares on a table of 13×13 card cells; each laid card's
// squares are joined to their neighbours once, when it is laid, so moving,
// the dogs and the bots walk a fixed adjacency table.
//
// # The turn
//
// The rulebook's eight steps run in order: draw a map card and lay it
// (phase place; the Cabin is laid by the seat with the fewest pages, ties
// drawn at random as the rulebook's die roll-off), and for plain woods roll
// and place its dogs (phase dogs); fight the dogs on your
// square; draw up to 3 event cards; roll to move; the window (below); move
// step by step, stopping to fight each dog met; roll and move that many
// dogs; discard one event card or keep the hand, which ends the turn.
//
// # Actions
//
// An action is kind<<17 | payload: a placement is the table cell and the
// rotation ("lay 3,6 r1"), a move one step across a side ("step E"), a dog's
// move two decisions, the dog's square and then its destination ("dog
// 10,19", "to 12,19"), which keeps the list short, a dog of new plain woods
// its square ("place 10,19") or the table's random placing of the rest
// ("place random"), a card its type
// ("play shotgun", "use machete", "discard run"); stop, cast, spend, bite,
// pass and keep take no payload. Rotations that give the same squares are
// offered once.
//
// # Readings of the rulebook
//
//   - "Ai lati della Carta Mappa Bridge non potranno essere posizionate Carte
//     Mappa": nothing beside the Bridge's north and south sides; the west end
//     is where the players come from, and "La prima Carta Mappa verrà
//     attaccata alla Carta Mappa Bridge", so the Bridge takes only the card
//     across it.
//   - A card is laid next to a laid card so that at least one square of it
//     can be walked into from the map (house): the woods stay one walkable
//     map, which the invariant tests check. A card that fits nowhere is set
//     aside out of the game; the Cabin goes under the map deck instead.
//   - "Il giocatore con il più basso ammontare di pagine del Libro dei
//     Morti" lays the Cabin: the pages in play count, as for the spell
//     ("Per ogni Pagina che hai in gioco"); pages held in a hand are hidden
//     and count for nothing until played.
//   - Counters and dogs of a named card are laid by a fixed pattern in its
//     building (data/zombies4/maps.toml says how), which keeps "mai due
//     Segnalini dello stesso tipo sullo stesso quadrato" and "mai tutti e tre
//     insieme" by construction. Plain woods' d6 dogs ("Posiziona un numero
//     di Cani Zombi sulla carta pari al risultato del dado") are placed by
//     the player who laid the card, one square at a time, two at most to a
//     square, never in water, as many as the box holds; "place random" puts
//     the rest on random squares. The first card, laid across the Bridge at
//     the set-up by nobody, gets its dogs at random.
//   - Combat: a failed roll is a decision only when something could change
//     it — enough ammunition, a hand card with the round's play unused, or a
//     card in play to discard — all facts the table sees, so the pause says
//     nothing of the hand; otherwise the bite is taken at once. Counters on
//     the square are taken once its dogs are dead.
//   - Taking a life when at 4½ lives fills to 5; at 5 the counter stays.
//   - Death: half the kills, rounded down, go back to the box ("metà ...
//     arrotondati per difetto"); the rest of the turn goes on without moving.
//     The pawn comes back with 3 ammunition whatever it had ("inizi il tuo
//     prossimo turno con 3 Segnalini Munizione"); the hand is kept, as the
//     rulebook discards only the cards in play.
//   - Dogs move one or two squares ("si possono muovere di due quadrati";
//     the player who moves them may stop one after a single square),
//     through open sides (passing a square that already holds two), each
//     once, to a square with fewer than two dogs and not holding both a
//     life and ammunition; the active player must move as many as the die
//     says while any can move. A dog moved onto a pawn is fought at that
//     player's next turn ("inizi il tuo turno sullo stesso spazio di uno
//     Zombi").
//   - "Puoi giocare solo una Carta Evento o Pagina per round" and "una di
//     queste carte per round" (cards in play discarded for their effect) are
//     two flags per seat, reset at the start of its turn.
//   - Windows for event cards (house: "in ogni momento" limited to fixed
//     moments): the current player plays cards when moving (own) and in its
//     fights (fight); the other players, in turn order, once a turn right
//     after the movement roll (other), offered to each seat that holds a
//     card and has not played this round — public facts, so the offer leaks
//     nothing. Asking every seat at every moment would stop the table after
//     each die and each step, and an offer to only the seats whose cards fit
//     would tell their hands; with one card a round each the fixed moments
//     keep the rulebook's cards useful (Pack, Lost, Burn the Page land right
//     after the roll, the answers land in the fights). A pawn off the map
//     does not move and opens no window.
//   - The spell: in a Cabin building square, no dog in the Cabin's building,
//     once a turn, when moving; the roll needs 6 minus the pages in play (the
//     Amulet one less), at least 1.
//
// # House decisions
//
//   - The layouts, names and counts of the map cards, and the 50 event cards
//     (8 pages, 2 weapons, 4 items, 8 events), are ours (data/zombies4).
//   - The first card across the Bridge is never the Cabin, and is turned at
//     random among the ways that open onto the Bridge; the Cabin lies among
//     the last 6 map cards (setup.toml, map.cabin_last), where the rulebook
//     shuffles it anywhere: the woods grow before the goal appears, which
//     lengthens the game (docs/RULES-NOTES.md §5).
//   - Stolen Page takes a fixed page (the lowest one lacked, from the player
//     with the most pages) and Burn the Page the highest, so each card is one
//     decision; The Pack Howls needs the victim among trees.
//   - Dawn: after setup.toml's dawn.rounds rounds the game ends and the most
//     kills win, so that every game ends. The heuristic bot never waits for
//     it: with dogs in the Cabin it goes to clear them when it has the life
//     (else it gathers lives and ammunition first), and after 20 rounds it
//     fights rather than stops.
//   - The log names places by their cards ("the Old Chapel's door", "the
//     woods north of the Bridge"), a card by its nearest named card ("east
//     of the Bridge"), never by grid coordinates; Spots gives the squares a
//     line speaks of, SquareName a square's name.
package zombies4

import (
	"zombietable/data"
	"zombietable/game"
)

func init() { game.Register(Info()) }

var info *game.Info

// Info describes the game for the registry.
func Info() *game.Info {
	if info != nil {
		return info
	}
	text, err := data.Game("zombies4")
	if err != nil {
		text = data.GameText{Name: "Zombies!!! 4: The End", NameIT: "Zombies!!! 4: The End…"}
	}
	info = &game.Info{
		ID:            "zombies4",
		Version:       "3",
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    2,
		MaxPlayers:    maxSeats,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Hidden:        true,
		Data:          func() error { _, err := Load(); return err },
		New: func(c game.Config) (game.State, error) {
			g, err := New(c)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Bots:    botMakers(),
		Levels:  []game.Level{{Name: "easy", Bot: "slip"}, {Name: "normal", Bot: BotHeuristic}, {Name: "hard", Bot: "ismcts:200:lean:sd:d40"}},
		Rollout: BotHeuristic,
		Eval:    Eval,
	}
	return info
}
