// Package zombionion is the rules engine of Zombionion, a deck-building game
// for 2–4 players: each turn a player plays Actions, hunts (buys) a card from
// the supply with the shots of their Mirare cards, and draws a new hand; the
// game ends when the Molti + Zombi pile or any three supply piles are empty,
// and the most victory points win.
//
// The state is a value without pointers: card ids are bytes, hands and
// discard piles are counts, decks are fixed arrays, and a card being resolved
// is a frame on a small stack that stops at each decision and resumes when it
// is answered. Cloning is a copy and no action allocates, so the arena's bots
// play tens of thousands of games a second.
//
// Whose decision it is tells nothing of a hidden hand that the table does not
// learn anyway. When a player plays an Attack, every other player who may hold
// a Barricata is asked in turn whether to reveal it ("Quando un altro
// giocatore gioca una carta Attacco, puoi rivelare..."), whether or not they
// hold one: without one only "don't reveal" is legal, and the log and the
// others' views read the same either way. A player everyone knows holds none
// is not asked: one who owns none (every card is gained and trashed in view,
// so with no Barricata in the kingdom nobody is asked), one whose every
// Barricata was seen going to the discard pile or on top of the deck, one
// whose hand is empty or all shown. Rules version 2 asked every other player
// save the last kind; its saves still replay so (Config.Rules). Likewise a
// choice another player makes from their hand during the turn (Piano
// superiore's discards, Fuga rapida's Victory card) is asked even when their
// hand allows only one answer; a player Fuga rapida finds without Victory
// cards is not asked, but shows the hand to everyone. So at one screen passed
// from hand to hand the hand-off to a player gives no secret away, and a
// search over re-dealt hands meets the same seats asked about Barricata. The
// engine claims no forced pass for this question (it does not implement
// game.Answerer): holding a Barricata is a secret.
//
// A card drawn is not revealed. The Action card Nascondiglio draws is shown
// only to its owner while they choose; one set aside is laid face up
// ("Riponi ... la dispone a faccia in su"), one kept goes into the hand
// unseen, and its log line names no card. Cards discarded are shown as they
// go to the pile, one action each (Esca, Piano superiore): "il giocatore non
// è obbligato a mostrare agli avversari le carte che sta scartando" is read
// as leave to show them, which the table takes.
//
// In the Caccia phase a player may play "alcune o tutte le proprie carte
// Mirare"; taking the first card plays every one still in hand, and none can
// be played after it. The Mirare cards do nothing but give shots, and those
// kept back would be discarded at the cleanup, so this changes no game; it
// only shows the hand's Mirare cards as they are played.
package zombionion

import (
	"fmt"

	"zombietable/data"
	"zombietable/game"
)

func init() {
	text, err := data.Game("zombionion")
	if err != nil {
		text = data.GameText{Name: "Zombionion", NameIT: "Zombionion"}
	}
	game.Register(&game.Info{
		ID:            "zombionion",
		Version:       "3",
		Older:         []string{"2"},
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    2,
		MaxPlayers:    4,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Hidden:        true,
		Options: []game.Option{
			{
				Key: "kingdom", Name: "Kingdom", NameIT: "Carte Combattimento", Default: "random", First: "first-game", Free: true,
				Choices: []string{"random", "first-game", "sparatutto", "scontro", "vita-o-morte", "citta-infestata"},
				Labels: [][2]string{{"Random", "A caso"}, {"First game", "Prima partita"}, {"Shoot 'em Up", "Sparatutto"},
					{"Showdown", "Scontro"}, {"Life or Death", "Vita o Morte"}, {"Infested City", "Città Infestata"}},
				Help:   "A kingdom of the rulebook (First game, Shoot 'em Up, Showdown, Life or Death, Infested City), a random one, or ten card ids separated by commas",
				HelpIT: "Un regno del regolamento (Prima partita, Sparatutto, Scontro, Vita o Morte, Città Infestata), uno a caso, o dieci id di carte separati da virgole",
			},
			{
				Key: "need", Name: "Required cards", NameIT: "Carte richieste", Default: "", Free: true,
				Help:   "Kingdom cards that must be in the game (ids separated by commas); they replace cards of the chosen kingdom.",
				HelpIT: "Carte del regno che devono essere in gioco (id separati da virgole); sostituiscono carte del regno scelto.",
			},
			{
				Key: "previous-winners", Name: "Previous winners", NameIT: "Vincitori precedenti", Default: "", Free: true,
				Help:   "Seats (from 1) that won the previous game: the player to the winner's left starts; empty for a first game.",
				HelpIT: "Posti (da 1) che hanno vinto la partita precedente: inizia chi siede alla sinistra del vincitore; vuoto per una prima partita.",
			},
		},
		Data: func() error { _, err := LoadCatalog(); return err },
		New: func(c game.Config) (game.State, error) {
			g, err := New(c)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Arena:   arena,
		Again:   again,
		Bots:    botMakers(),
		Levels:  []game.Level{{Name: "easy", Bot: "slip:10"}, {Name: "normal", Bot: "heuristic"}, {Name: "hard", Bot: "ismcts:1000:lean"}},
		Rollout: "heuristic",
		Eval:    Eval,
	})
}

// arena makes the bot arena's games: the kingdom is completed with the cards
// the seated bots' strategies buy (see Needs), and one player plays the solo
// goldfish game.
func arena(c game.Config, bots []string) (game.State, error) {
	for k := range c.Options {
		if k != "kingdom" && k != "need" && k != "previous-winners" {
			return nil, fmt.Errorf("zombionion has no option %q", k)
		}
	}
	opts := make(map[string]string, len(c.Options)+1)
	for k, v := range c.Options {
		opts[k] = v
	}
	if need := Needs(bots); need != "" {
		if opts["need"] != "" {
			need = opts["need"] + "," + need
		}
		opts["need"] = need
	}
	c.Options = opts
	g, err := New(c)
	if err != nil {
		return nil, err
	}
	return g, nil
}
