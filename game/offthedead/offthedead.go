// Package offthedead is the rules engine of Off the Dead, a cooperative game
// for 1–4 survivors sitting back to back around the horde. Each faces a
// corridor of three zones (first, second, melee) that holds at most six
// zombies. A turn is a first action (search the rubble, throw an item to a
// neighbour, attack a zombie), the zombies (bites, moves, a wave from the
// horde), a second action and the infection. The team wins when every zombie
// is destroyed, however many survive, and loses when every survivor is a
// zombie. Under the advanced rules (option advanced=true) a revealed zombie
// sharing the acting survivor's symbol sets off an event of the d6 table,
// destroyed zombies are kept as trophies and trophies' identical symbols pay
// for quotes.
//
// Seats are people; survivors are the P array. With the option rules=four
// the 4-player game is played by fewer people: four survivors, the 4-player
// horde and rubble, survivor k run by seat k % people ("Il primo utilizza le
// regole a 4 giocatori tramite l'assegnazione di due sopravvissuti per ogni
// giocatore"; with one or three people the same dealing round the table is
// ours). ToAct is the seat running the survivor whose decision it is.
//
// The state is a value of arrays: a copy is a clone. Every seat sees the same
// table; the hidden parts are the faces of the face-down zombies (and the
// arrows of the horde below its top card) and the rubble cards nobody has
// turned, which a determinization re-deals. The rubble search is the memory
// game of the box ("come nel gioco delle coppie"): a card put back lies face
// down, and a seat's view does not name it — what a seat knows of it is what
// its people remember, which the engine cannot tell — unless the game is
// played with the memory aid (option memory=aid), where the view names every
// card seen on its pile and the log names the cards put back. The engine
// itself, and so its bots, remembers every card turned, as a careful player
// does.
//
// Readings of the rulebook (docs/RULES-NOTES.md §3 records them with their
// reasons):
//   - The zombie phase's bites and moves act on the active survivor's
//     corridor; the wave card goes to whichever corridor its arrow points at.
//     The rulebook's examples (the toy used "poco prima del morso", the
//     barricade "poco prima che si muovano") and its rule that items work
//     "solo durante il proprio turno ... con gli zombie del proprio corridoio"
//     read that way.
//   - A wave whose survivor is dead or whose corridor holds 6 goes to a living
//     neighbour of the active survivor (who acts, or turned the surprise
//     wave), "a vostra scelta": with two such neighbours with room the active
//     seat chooses (OpLead, left or right), even when dead by the bites; the
//     card is taken from the horde at once and waits face down for the
//     choice, which comes after the effect in progress (an attack, a move)
//     is done. With one neighbour it goes there; with none, to the active
//     survivor, else to the next living survivor clockwise with room; with no
//     room anywhere the card stays on (or goes back on top of) the horde.
//   - 4 players, or the 4-player game with fewer people (rules=four): no
//     side is empty. 3 players: the 4-player inventory; "i giocatori sono
//     tutti vicini", so every survivor throws to, helps and answers the
//     windows of both others (a throw "left" or "right" from beside the
//     empty side reaches the survivor across); a card pointing at the empty
//     side ("una direzione non valida") is turned "a scelta dai giocatori"
//     to a valid corridor: like a dead survivor's card, the active survivor
//     chooses which other living survivor with room takes it (the page's
//     "non può" reads as a slip of the translation: a card that could never
//     leave would stop the horde). 2 players: the zombie phase's card
//     pointing where no living survivor sits (an empty side, or the dead
//     one's) turns 90° clockwise — one quarter turn a phase, so from the
//     empty side across from a survivor it lands on the other empty side and
//     turns again next phase — or, with one survivor left, towards them; it
//     leaves at once only if that corridor is empty ("se il corridoio
//     specificato è vuoto"), else next turn; surprise waves and "Da dove
//     escono?" turn it clockwise until a survivor is found. 1 player: the
//     start card points neither at the survivor nor away; the phase's card
//     leaves when it points at the survivor or away, followed by the next
//     cards doing the same (runs of up to 3), and turns towards the survivor
//     otherwise; surprise waves bring their cards to the survivor. 1 and 2
//     players: 7 rubble piles, surprise waves of 1 (die 1–3) or 2 (die 4–6).
//   - The cut: with 2 or 3 survivors a cut card pointing at an empty side
//     is turned clockwise to the first survivor, who starts, as the 2-player
//     page turns a card "fino a trovare un sopravvissuto".
//   - A zombified survivor has no turn: the turn passes to the next living
//     survivor, so there is no zombies' phase and no wave in their name.
//   - Attacking with a weapon is the attack action; "l'uso di un oggetto non
//     conta come un'azione" concerns equipment, used at will in your turn.
//     So an action phase in which no action can be made, or after «Mamma!»
//     ("non può più fare altre azioni fino alla fine del turno"), still waits
//     while an item, the ability or a quote is of use, offering no search,
//     throw or attack, until the player ends it (OpEnd); with nothing to use
//     it passes by itself.
//   - Items are used in your own turn: equipment in the action steps; in the
//     window before your corridor bites, which follows the first action (so
//     a jerrycan it found, or trophies it won, serve there), what stops a
//     bite — the toy, the jerrycan's fire on the melee zone and the quotes
//     "Olé", "Me li faccio tutti" (on targets that include the melee zone)
//     and "Urlare come Bruce Lee" — after which the bites count what is left
//     there; the barricade before it moves, adrenaline (and "Mi sento
//     meglio") before the infection, and before bites that would kill too.
//     The quotes that reveal, turn the horde or draw ("Ma che cos'è?", "Va a
//     vedere se ci sono!", "Ho calpestato qualcosa") stop no bite and wait
//     for the action steps, like the other equipment. Abilities may be
//     used at any time: the engine offers a window to each seat whose
//     ability could change the next step — before the bites (dodge; heal
//     when they would kill), before the moves (hold), after an attack's roll
//     (reroll), before the infection (heal) — on the active survivor, who is
//     that seat or its neighbour; heal and scavenge are also offered in your
//     own action steps, on yourself or a neighbour. Passing costs one action.
//   - A search turns two cards; a pair keeps the first and the second goes
//     back; different cards go back one after the other, face down (their
//     places are remembered, not shown, unless the memory aid is on). A
//     surprise wave turned with another
//     card: that card goes back first, then the wave is resolved; two waves
//     turned together are both resolved. A surprise wave found by Sam's
//     ability or the quote "Ho calpestato qualcosa" is resolved the same way.
//   - A bitten survivor who dies in the bites takes no more actions; the
//     zombie phase's wave still comes.
//   - A rolled attack's window lets the active survivor's quotes change it;
//     the attacks of the jerrycan and of the quotes "Me li faccio tutti" and
//     "Urlare come Bruce Lee" roll once per zombie with no window. "Me li
//     faccio tutti" strikes up to three zombies the player chooses, each in
//     a different zone (the operand is the set of corridor indices). A
//     «Mamma!» set off by one of these rolls' reveals stops the rest ("L'azione
//     in corso non ha alcun effetto" on what is still to strike): the zombies
//     already destroyed stay destroyed, and the window before the bites goes
//     on (its items are no actions) while the second action is lost; a
//     «Mamma!» of the zombies' phase stops the survivor's actions, not these
//     quotes. The jerrycan is thrown away
//     as it is poured, before its fire, so a «Che roba!» its fire sets off
//     takes another item.
//   - Event "Che roba!": "uno dei vostri oggetti" — the active survivor
//     chooses which item to throw away (OpJunk) when holding two or more; an
//     attack whose reveal set it off waits for the choice, and fails if its
//     own weapon goes. Event "Cazzo, mi ha visto!": a card already turned
//     toward a corridor holding six zombies stays on the horde (the event,
//     unlike the waves, names no neighbour to take it). Event "Ma sì, che
//     tanto morirai!": the zombie lies face down, known to all, and the
//     first kill only turns it face up; stepping into the melee zone does
//     not reveal it again.
//     "Corre dritto verso di me!": a zombie outside the melee zone revealed
//     by a zone attack leaps there and dodges it.
//   - Quotes cost the heading's count of identical symbols (1, 2, 3, 4, 5, 8;
//     the printed dots disagree). The payment picks the trophies: the turn's
//     spare symbols first, then cards showing the paying symbol alone, then
//     two-symbol cards, whose other symbol may pay another quote in the same
//     turn and is lost after. "Il
//     filo rosso" kills everybody: with no survivor left it is a loss.
//   - "Scegliete un sopravvissuto. Casualmente o a seconda delle affinità
//     grafiche": the team is dealt at random (option survivors=dealt, the
//     default), or chosen (survivors=chosen): before the horde and the
//     rubble are laid out, survivor by survivor, the seat running it takes
//     one of the cards left (OpChoose). Either way the team keeps the
//     symbols: different symbols with the 2-player rules, all three symbols
//     in a team of 3 or 4 under the advanced rules; a choice after which the
//     team could no longer keep them is refused.
//   - The 3-player page's hint, "è possibile equipaggiare ogni giocatore con
//     una «Colt Anaconda»" (option colt=on), holds for the 3-player game
//     only (three survivors, one each): the Colts are taken from the
//     rubble's inventory before it is shuffled, one for each survivor. With
//     any other team the option changes nothing, as the hint is the 3-player
//     page's.
//   - Survivors, their abilities, weapons, equipment and the infection track
//     are house values in data/offthedead (their reasons there).
package offthedead

import (
	"fmt"
	"strings"

	"zombietable/data"
	"zombietable/game"
)

func init() { game.Register(Info()) }

var info *game.Info

// option is the set-up option key, its default def and its choices, its
// texts in the catalogs (package i18n) under "offthedead.option.<key>.": the
// app reads them in every language, and the English and Italian fields the
// protocol lists are filled from them.
func option(key, def string, choices ...string) game.Option {
	return game.CatalogOption("offthedead.option.", key, def, choices...)
}

// Info describes the game for the registry.
func Info() *game.Info {
	if info != nil {
		return info
	}
	text, err := data.Game("offthedead")
	if err != nil {
		text = data.GameText{Name: "Off the Dead", NameIT: "Off the Dead"}
	}
	info = &game.Info{
		ID:            "offthedead",
		Version:       "6",
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    1,
		MaxPlayers:    4,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Texts:         "offthedead.game.",
		Options: []game.Option{
			option("difficulty", "box", Difficulties[:]...),
			option("advanced", "false", "false", "true"),
			option("rules", "players", "players", "four"),
			option("memory", "box", "box", "aid"),
			option("survivors", "dealt", "dealt", "chosen"),
			option("colt", "off", "off", "on"),
		},
		New:     New,
		Data:    func() error { _, err := Load(); return err },
		Bots:    map[string]game.BotMaker{"heuristic": newHeuristic},
		Eval:    Eval,
		Levels:  []game.Level{{Name: "easy", Bot: "random", Kept: true}, {Name: "normal", Bot: "heuristic"}, {Name: "hard", Bot: "ismcts:1000:lean:sd:d60"}},
		Rollout: "heuristic",
		// The survivors play as one team against the horde: a bot is a
		// teammate, careful (normal) or expert (hard); the random bot that
		// was easy lost every game, and is kept for the games saved with it.
		Team: true,
	}
	return info
}

// New starts a game.
func New(c game.Config) (game.State, error) {
	if _, err := Load(); err != nil {
		return nil, err
	}
	adv := false
	switch v := c.Option("advanced", "false"); v {
	case "false":
	case "true":
		adv = true
	default:
		return nil, fmt.Errorf("offthedead: advanced %q: choose true or false", v)
	}
	four := false
	switch v := c.Option("rules", "players"); v {
	case "players":
	case "four":
		four = true
	default:
		return nil, fmt.Errorf("offthedead: rules %q: choose players or four", v)
	}
	aid := false
	switch v := c.Option("memory", "box"); v {
	case "box":
	case "aid":
		aid = true
	default:
		return nil, fmt.Errorf("offthedead: memory %q: choose box or aid", v)
	}
	chosen := false
	switch v := c.Option("survivors", "dealt"); v {
	case "dealt":
	case "chosen":
		chosen = true
	default:
		return nil, fmt.Errorf("offthedead: survivors %q: choose dealt or chosen", v)
	}
	colt := false
	switch v := c.Option("colt", "off"); v {
	case "off":
	case "on":
		colt = true
	default:
		return nil, fmt.Errorf("offthedead: colt %q: choose off or on", v)
	}
	diff, ok := diffOf[c.Option("difficulty", "box")]
	if !ok {
		return nil, fmt.Errorf("offthedead: difficulty %q: choose one of %s", c.Option("difficulty", "box"), strings.Join(Difficulties[:], ", "))
	}
	for k := range c.Options {
		switch k {
		case "advanced", "rules", "memory", "survivors", "colt", "difficulty":
		default:
			return nil, fmt.Errorf("offthedead has no option %q", k)
		}
	}
	return newState(c.Players, c.Seed, adv, four, aid, chosen, colt, diff)
}
