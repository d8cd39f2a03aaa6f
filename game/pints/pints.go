// Package pints is the rules engine of Pints of Blood, a semi-cooperative
// game for 2–4 players: in turn each player sends the pub's companions to the
// bar of the rows the zombies walk down, rolls the colour die (new zombies)
// and the battle dice (weapons, extra hits, zombies for the bus), fights row
// by row from the bus counter-clockwise, runs the bus, scores chips and
// discards cards from the deck, and counts the bites. The game ends at once
// when the rescue card is drawn (its condition decides who is saved) or when
// the last companion dies (everyone loses).
//
// The state is a value of arrays: a copy is a clone. The flow is a small
// stack of tasks; the top one either works at once or waits for the seat it
// names, so decisions taken out of turn (selling a card, refusing a bite,
// losing cards to Pay the bite) are ordinary decisions.
//
// A face-down zombie token has no face until it is revealed: its face is
// then drawn from the faces no one has seen. All face-down tokens and the
// reserve are alike to every seat, so this is the same game as a shuffled
// reserve, and a determinization only re-shuffles the deck.
//
// Decisions where the rulebook is silent (house rules):
//   - one companion per row at the bar;
//   - cards may be bought from other players from the game's second turn; a
//     card is offered at most once a turn;
//   - a rescue card discarded from the deck (by defeated zombies or a yellow
//     tile) arrives as if drawn;
//   - a companion killed while the sofa is empty is the one at the bar of the
//     row that would fight last; the dice and cards placed there come back;
//   - the drawn card takes effect before the divider it uncovered; the first
//     divider's bite is paid before its two cards are drawn;
//   - the rugby ball's second hit strikes at the end of its own row's fight,
//     on any tile of a neighbouring row (the rows ring the pub); a zombie it
//     defeats counts for the row it stood in; it is aimed at a tile and
//     follows it when that row moves first (it fought earlier, or Coat
//     hanger pushed it back), and is lost if the tile entered the pub;
//   - dice and cards placed in a row stay by their places on the board if a
//     jukebox's bus moves the row before it fights (their ranges are places);
//   - a weapon trade (arms dealing) turns a die or weapon card into any other
//     weapon ("con qualsiasi altra arma"): a die weapon, or a card weapon
//     that has no card — it is placed and strikes as the card would, and is
//     lost with the unused dice when the fight starts;
//   - moving a companion (photos), Coat hanger and Distracted give back the
//     dice and cards placed where they act;
//   - Play dead also spares the bite of an occupied red tile entering
//     through its row; Roller shutter rows also refuse Coat hanger;
//   - between two stops of the bus, and after its last stop before the
//     scoring phase, the active player may play cards, buy beers, pub food
//     and cards as at any moment of the turn, but Continental Drive only as
//     the bus starts (it turns the whole run); a jukebox's run offers the
//     same between its stops, and nothing in the scoring phase (a jukebox
//     drawn for a divider), when no companion card is played;
//   - in the scoring phase, before the bites are looked at, the active player
//     may buy beers, cards and pub food and look at the top card (Time to
//     turn the tables), which the rulebook allows at any moment of the turn;
//   - one tile of each colour carries a symbol (data/pints/tiles.toml, a
//     balance figure);
//   - the very small car: players tied on extra hits and chips roll again;
//   - the army saves every player with more chips than cards under the
//     rescue in sector 4;
//   - a tile holds at most stack.max tokens (data/pints/setup.toml); an
//     empty reserve places no zombie.
//
// Readings where the rulebook's words allow more than one (each with a
// scenario test named after its words; docs/RULES-NOTES.md §1 records them):
//   - "Le tessere movimento con indicazioni speciali sono piazzate coperte,
//     poiché non sono considerate quando si gioca a livello antipasto": at
//     the starter level the symbol tiles lie face down and show no colour,
//     so the colour die (the turn's roll, Fruit machine, Flesh mob, the
//     third divider) never puts a zombie on them; the bus's zombies and
//     Distracted's still may, as on any tile;
//   - the tandem, "Se c'è un pareggio per tutti i giocatori, gli zombi
//     vincono": every player tied on bites and chips saves nobody, also with
//     two players, who would fit on the saddles;
//   - the tandem, "In questo caso il giocatore rimasto ha l'opportunità di
//     pedalare": a tied group that cannot all ride is left behind, and its
//     seats go to the next players by bites, then chips;
//   - the card price, "Il prezzo dipende dal numero di compagni ancora sul
//     divano [...] Se ci sono 3 compagni, una carta costerà 3": one chip per
//     companion on the sofa, minimum 1, also with the phone booth's
//     companions above three;
//   - Continental driving, "Per un round, il bus di muove in senso
//     orario": the one run of the bus the card was played on, the bus
//     phase's or a jukebox's, not the runs after it in the turn; so Car sick
//     ("tutti gli zombi scendono dal bus nella stessa fermata") lasts for
//     its run, and played on an empty bus it is spent;
//   - a pub food given back on a death, "che può ricomprare nel prossimo
//     turno": it is in the reserve but for sale, chosen or at random, only
//     from the next turn on;
//   - Don't bite me now!, "durante la sua fase di combattimento se una
//     tessera rossa contrassegnata con uno zombi sopra entra nel pub, o
//     durante la fase di punteggio": against a red tile's bite in the fight
//     phase, on a jukebox's run in it too, and in the scoring phase (a
//     jukebox drawn for a divider), as every bite of that phase; not in
//     phase I nor in the bus phase (the tokens those bring to a tracker it
//     still refuses in the scoring phase);
//   - the main course's discards, "il numero richiesto è diverso a seconda
//     del settore del mazzo": each card goes at the rate of the sector it
//     lies in; the zombies left over when a sector runs out count at the
//     next sector's rate, once its divider is decided, and those short of a
//     card are lost;
//   - battle dice given back in the fight (Coat hanger, Distracted, a
//     companion killed at the bar) are lost, as the unused ones were when it
//     began: weapons "non possono essere aggiunti o sostituiti durante il
//     combattimento (come i dadi battaglia)"; cards go back to the hand.
package pints

import (
	"fmt"

	"zombietable/data"
	"zombietable/game"
)

// Level names.
const (
	LevelStarter = "antipasto"
	LevelMain    = "piatto-principale"
)

var rescueChoices = []string{"random", "small_car", "taxi", "tandem", "army", "salvation_army"}

func init() { game.Register(Info()) }

var info *game.Info

// Info describes the game for the registry.
func Info() *game.Info {
	if info != nil {
		return info
	}
	text, err := data.Game("pints")
	if err != nil {
		text = data.GameText{Name: "Pints of Blood", NameIT: "Pints of Blood"}
	}
	info = &game.Info{
		ID:            "pints",
		Version:       "3",
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    2,
		MaxPlayers:    4,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Hidden:        false,
		Texts:         "pints.game.",
		Options: []game.Option{
			option("level", LevelStarter, LevelStarter, LevelMain),
			option("rescue", "random", rescueChoices...),
		},
		New:     New,
		Data:    func() error { _, err := Load(); return err },
		Bots:    map[string]game.BotMaker{"heuristic": newHeuristic},
		Eval:    Eval,
		Levels:  []game.Level{{Name: "easy", Bot: "slip"}, {Name: "normal", Bot: "heuristic"}, {Name: "hard", Bot: "ismcts:2000:lean:sd:d25"}},
		Rollout: "heuristic",
	}
	return info
}

// New starts a game.
func New(c game.Config) (game.State, error) {
	if _, err := Load(); err != nil {
		return nil, err
	}
	main := false
	switch lv := c.Option("level", LevelStarter); lv {
	case LevelStarter:
	case LevelMain:
		main = true
	default:
		return nil, fmt.Errorf("pints: level %q: choose %s or %s", lv, LevelStarter, LevelMain)
	}
	rescue := -2
	v := c.Option("rescue", "random")
	for i, r := range rescueChoices {
		if r == v {
			rescue = i - 1
		}
	}
	if rescue == -2 {
		return nil, fmt.Errorf("pints: rescue %q: choose one of %v", v, rescueChoices)
	}
	for k := range c.Options {
		if k != "level" && k != "rescue" {
			return nil, fmt.Errorf("pints has no option %q", k)
		}
	}
	return newState(c.Players, c.Seed, main, rescue)
}

// option is the set-up option key, its default def and its choices, its
// texts in the catalogs (package i18n) under "pints.option.<key>.": the app
// reads them in every language, and the English and Italian fields the
// protocol lists are filled from them.
func option(key, def string, choices ...string) game.Option {
	return game.CatalogOption("pints.option.", key, def, choices...)
}
