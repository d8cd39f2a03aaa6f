// Package game defines the contract every rules engine provides, the seeded
// random generator engines keep inside their state, and the registry of games.
//
// The contract is deliberately small. A State is the whole game: whose
// decision it is, the legal decisions, applying one, the per-seat views, a deep
// clone and the result. Everything else — the app, bots, saves, replays, the
// arena and the JSON-lines protocol — drives engines only through it.
//
// Out-of-turn decisions (a reaction, an offer answered by another player, a
// card played in another's turn) are ordinary decisions whose ToAct is that
// seat. Secret simultaneous choices are sequential decisions whose results stay
// out of the other seats' views until the engine reveals them together.
package game

import (
	"errors"
	"fmt"

	"zombietable/i18n"
)

// Seat is a player's place at the table, 0 to Players()-1.
type Seat int

// Nobody is the seat to act when the game is over.
const Nobody Seat = -1

// Action is an engine-defined compact decision. ActionString names it for
// people, logs and saves; the names of the legal actions in a state are
// distinct, so a name identifies an action.
type Action int32

// ErrIllegal is wrapped by every error that refuses an action.
var ErrIllegal = errors.New("illegal action")

// Illegal returns an error wrapping ErrIllegal whose message says why.
func Illegal(format string, args ...any) error {
	return &illegalError{msg: fmt.Sprintf(format, args...)}
}

// IllegalIn is Illegal with the reason in English (en) and in Italian (it),
// so a table can show it in the player's language (see Reason).
func IllegalIn(en, it string) error {
	return &illegalError{msg: en, it: it}
}

// Refuse returns an error wrapping ErrIllegal whose reason is the message
// key of the catalogs (package i18n), its placeholders filled from args,
// pairs of a name and a value as i18n.Lang.F takes them; a value may be a
// Text, said in the reader's language too. The reason is said in the
// language asked of Reason; Error says it in English.
func Refuse(key string, args ...any) error {
	return &illegalError{text: Text{Key: key, Args: args}}
}

// Text is a message of the catalogs not yet said: its key and its
// placeholders' values (pairs of a name and a value, the value an integer,
// a string or a Text), said when a reader's language is known.
type Text struct {
	Key  string
	Args []any
}

// In says t in l, each Text among its values said in l first.
func (t Text) In(l i18n.Lang) string {
	if len(t.Args) == 0 {
		return l.T(t.Key)
	}
	args := t.Args
	for i, v := range t.Args {
		if sub, ok := v.(Text); ok {
			if &args[0] == &t.Args[0] {
				args = append([]any(nil), t.Args...)
			}
			args[i] = sub.In(l)
		}
	}
	return l.F(t.Key, args...)
}

// Reason is err's message in lang, a language's code ("it", "fr"): a
// Refuse reason said in that language, the Italian text of an IllegalIn
// refusal when asked and present, else err.Error().
func Reason(err error, lang string) string {
	var ie *illegalError
	if !errors.As(err, &ie) {
		return err.Error()
	}
	if ie.text.Key != "" {
		return ie.text.In(i18n.ByCode(lang))
	}
	if lang == "it" && ie.it != "" {
		return ie.it
	}
	return err.Error()
}

type illegalError struct {
	msg, it string
	text    Text // the reason in the catalogs, when Key is set
}

func (e *illegalError) Error() string {
	if e.text.Key != "" {
		return e.text.In(i18n.English)
	}
	return e.msg
}
func (e *illegalError) Unwrap() error { return ErrIllegal }

// State is one game in progress. Implementations are not safe for concurrent
// use; Clone gives an independent copy.
type State interface {
	// Players is the number of seats.
	Players() int
	// ToAct is the seat whose decision it is (any seat, in or out of turn),
	// or Nobody when the game is over.
	ToAct() Seat
	// Legal appends the legal actions of ToAct to dst[:0] in a deterministic
	// order and returns it. It is empty only when the game is over.
	Legal(dst []Action) []Action
	// Apply plays an action of ToAct. An illegal action is refused with an
	// error wrapping ErrIllegal that says why, and the state is unchanged.
	Apply(a Action) error
	// Revealed reports whether the last applied action revealed hidden
	// information or drew on chance (a shuffle, a draw, a die). Undo never
	// goes back across such an action.
	Revealed() bool
	// Over reports whether the game has ended.
	Over() bool
	// Returns gives, when Over, each seat's result: 1 for a win, 0 for a
	// loss. Several seats may share a win; in a cooperative loss all are 0.
	Returns() []float64
	// Clone returns a deep, independent copy, random generator included.
	Clone() State
	// View returns what seat s may know, as a JSON-encodable value.
	View(s Seat) any
	// ActionString names an action for people, logs and saves.
	ActionString(a Action) string
}

// Determinizer is implemented by games with hidden information or future
// chance: it returns a state consistent with everything seat s may know, with
// the hidden parts and the random generator re-sampled from r.
type Determinizer interface {
	Determinize(s Seat, r *RNG) State
}

// Resampler is a Determinizer that can write a sample over one it gave
// before, so that a search drawing thousands of samples a decision allocates
// none: DeterminizeOver is Determinize with dst (an earlier sample of the
// same state's game, no longer used, or nil) reused.
type Resampler interface {
	DeterminizeOver(dst State, s Seat, r *RNG) State
}

// LegalApplier is implemented by engines that can play an action known to be
// legal without listing the legal actions again to check it, as a search
// does thousands of times a decision: ApplyLegal(a) is Apply(a) for an a that
// Legal listed in the state as it is; any other a leaves the state undefined.
type LegalApplier interface {
	ApplyLegal(a Action)
}

// Describer is implemented by engines that narrate: Describe says in the third
// person, for the log, what the action a of the seat to act does, in the
// language lang with the things' names in that language ("Anna buys Rounds"
// for "en", "Anna compra Proiettili" for "it"). lang is "en" or "it"; any
// other value means English. who is the seat's display name.
type Describer interface {
	Describe(a Action, who string, lang string) string
}

// SeatDescriber is implemented by describers whose actions may name other
// seats than the one acting ("Cy buys a beer for Ann"): DescribeSeats is
// Describe with every seat's display name, names[ToAct()] the actor's.
type SeatDescriber interface {
	DescribeSeats(a Action, names []string, lang string) string
}

// Narrator is implemented by engines that can tell what an action set off
// beyond the decision itself: cards drawn, dice rolled, zombies defeated,
// bites, the end. Narrate compares before, the state the action was applied
// to, with the receiver and returns log lines in lang ("it" for Italian,
// anything else for English), naming seats by names. It tells only what
// every seat sees.
type Narrator interface {
	Narrate(before State, names []string, lang string) []string
}

// Opener is implemented by engines whose set-up plays on before the first
// decision (cards revealed, dice rolled, coins paid): Opening tells, in lang
// ("it" for Italian, anything else for English), what the set-up and that
// play set off, as every seat sees it, naming seats by names. It is asked of
// a game in which nobody has acted yet, and its lines open the log.
type Opener interface {
	Opening(names []string, lang string) []string
}

// Statser is implemented by engines with per-seat figures worth reporting in
// the bot arena (the turn a deck gained its fourth Province, say). Only the
// keys a seat has are averaged.
type Statser interface {
	Stats(s Seat) map[string]float64
}

// Turner is implemented by engines that count turns: the arena reports game
// length in turns rather than in actions.
type Turner interface {
	Turns() int
}

// TurnHolder is implemented by engines in which a seat may decide in another
// seat's turn (an attack answered, an offer taken up): TurnOf is the seat
// whose turn it is, which ToAct may differ from, or Nobody when the game is
// over. The app says then who decides and in whose turn, and its log groups
// the actions by turn.
type TurnHolder interface {
	TurnOf() Seat
}

// TurnTitler is implemented by engines whose play is not cut into seats'
// turns (every seat acts on each card the table reveals): TurnTitle names the
// part of the game under way in lang ("en" or "it"), such as "Round 2 · street
// card 3: Jump", and the app's log heads and groups the actions by it instead
// of by seat. An empty title leaves those actions headed by seat and turn as
// usual (Off the Dead names only its set-up so), and a titled heading is not
// counted among the numbered turns.
type TurnTitler interface {
	TurnTitle(lang string) string
}

// Privacy is implemented by games with hidden information whose decisions
// are not all secret. Private reports whether the decision of the seat to act
// needs the screen to itself: it shows or chooses something the others at the
// screen must not see (a secret vote, the seat's own hidden card). It depends
// only on what every seat sees, so that asking it gives nothing away. When
// several people share one screen the app hands it over before a private
// decision and shows a public decision on a table that draws no secret of
// any seat. Games without it keep every decision private.
type Privacy interface {
	Private() bool
}

// Publicist is implemented by games that can tell which of their actions
// every seat may know in full. PublicAction reports whether action a of the
// seat to act, about to be applied to the state as it is, tells the other
// seats nothing they may not know — nothing beyond what its log line says
// and what the table shows them once it is played (the square a card is
// laid on and its turn, the slot of the shop a card is bought from) — so
// that its id and its name (ActionString) may be shown to them: a server
// sends them to every connection at the table, and their tables show the
// move as a local table does. An id that carries a secret (the colour voted in secret,
// which of its hidden cards a seat plays) is not public. The answer depends
// only on what every seat sees and on a, so that it gives nothing away
// either. Without it no action is public: only the seat that played an
// action learns its id.
type Publicist interface {
	PublicAction(a Action) bool
}

// PublicAction reports whether the game st says that action a of its seat to
// act is public (see Publicist); false for a game that does not say.
func PublicAction(st State, a Action) bool {
	p, ok := st.(Publicist)
	return ok && p.PublicAction(a)
}

// Delegator is implemented by games in which a seat's own hidden cards may
// act in the middle of the others' play (a bonus card revealed the moment
// its objective is met, a kept card used at a loss), each such chance
// asking the seat whatever it holds, so that being asked tells nothing. At
// a screen people share every such chance is a hand-off; a person may leave
// them to the table instead, once, as a standing choice. Delegated reports
// whether the decision to act is such a chance (ok) and the action the
// table plays then for the seat: what the seat's own cards call for (reveal
// the card that pays now, use the card that saves the most), else the pass.
// Whether it is such a chance depends only on what every seat sees; the
// action may read the seat's own hidden cards, as the seat itself would,
// and tells no more than any action of the seat. DelegateHelp says in lang
// ("it" for Italian, anything else for English) what the table then does.
type Delegator interface {
	Delegated() (a Action, ok bool)
	DelegateHelp(lang string) string
}

// Answerer is implemented by games in which a seat may answer in another
// seat's turn (see TurnHolder) with the choice to let the chance go: a card
// played after another player's roll, an ability offered in a survivor's
// window. When the seat to act decides out of turn and may decline, Pass
// returns the action that declines, ok true, and forced true when every
// seat can see that it is the only legal action. forced depends only on
// what every seat sees (public hand sizes, the cards in play, the roll),
// never on the hidden cards of the seat to act: an app may then play it for
// the seat without a word and without handing the screen over, and nobody
// learns anything of that seat's hand.
type Answerer interface {
	Pass() (pass Action, forced, ok bool)
}

// Legal returns the legal actions of s in a fresh slice.
func Legal(s State) []Action { return s.Legal(nil) }

// Parser is implemented by games that read an action back from its name
// (ActionString) without listing and naming every legal action first, which
// is most of the work of replaying a long game: ParseAction returns the legal
// action named name, or false when no legal action is (or the name is not
// one it reads). Find still checks that the action is named name.
type Parser interface {
	ParseAction(name string) (Action, bool)
}

// Find returns the legal action of s named name.
func Find(s State, name string) (Action, error) {
	if p, ok := s.(Parser); ok {
		if a, ok := p.ParseAction(name); ok && s.ActionString(a) == name {
			return a, nil
		}
	}
	legal := s.Legal(nil)
	for _, a := range legal {
		if s.ActionString(a) == name {
			return a, nil
		}
	}
	if s.Over() {
		return 0, Illegal("the game is over: %s cannot be played", Echo(name))
	}
	return 0, Illegal("%s is not a legal action now (%d legal actions)", Echo(name), len(legal))
}
