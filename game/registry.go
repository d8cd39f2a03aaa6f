package game

import (
	"fmt"
	"sort"
	"strings"
	"zombietable/i18n"
)

// Option is a setting a game offers at set-up, chosen from fixed values or,
// with Free, typed freely (a list of cards, say).
type Option struct {
	Key     string   `json:"key"`               // as on the command line: level, kingdom, …
	Name    string   `json:"name"`              // English label
	NameIT  string   `json:"name_it"`           // Italian label
	Choices []string `json:"choices,omitempty"` // the allowed values; empty with Free
	Default string   `json:"default"`
	// First, if set, is the default for a player's first game of this title
	// (Zombionion's first-game kingdom), Default the one for later games.
	First  string `json:"first,omitempty"`
	Free   bool   `json:"free,omitempty"`    // any value is accepted by New, which validates it
	Help   string `json:"help"`              // one line, English
	HelpIT string `json:"help_it,omitempty"` // the same in Italian
	// Labels name the Choices for people, in their order, in English and
	// in Italian; a choice without one shows its value.
	Labels [][2]string `json:"labels,omitempty"`
	// Texts, if set, is the prefix of the option's keys in the catalogs
	// (package i18n), "offthedead.option.memory.": the label is Texts +
	// "name", the help Texts + "help", a choice's label ChoiceKey(choice).
	// The fields above stay the English and Italian of a game whose texts
	// are not in the catalogs yet.
	Texts string `json:"-"`
}

// ChoiceKey is the key of choice c's label in the catalogs: Texts + c, a
// hyphen of c written as an underscore, as keys are ("piatto-principale" is
// "…piatto_principale").
func (o *Option) ChoiceKey(c string) string {
	return o.Texts + strings.ReplaceAll(c, "-", "_")
}

// CatalogOption is the set-up option key, its default def and its choices,
// its texts in the catalogs (package i18n) under prefix + key + ".": the app
// reads them in every language, and the English and Italian fields the
// protocol lists are filled from them.
func CatalogOption(prefix, key, def string, choices ...string) Option {
	p := prefix + key + "."
	en, it := i18n.English, i18n.Italian
	o := Option{Key: key, Choices: choices, Default: def, Texts: p,
		Name: en.T(p + "name"), NameIT: it.T(p + "name"), Help: en.T(p + "help"), HelpIT: it.T(p + "help")}
	for _, c := range choices {
		o.Labels = append(o.Labels, [2]string{en.T(o.ChoiceKey(c)), it.T(o.ChoiceKey(c))})
	}
	return o
}

// Config is what a new game is made from.
type Config struct {
	Players int
	Seed    uint64
	Options map[string]string // keys of Info.Options; missing ones take the default
	// Rules is the rules version to play: "" or Info.Version for the
	// current rules, one of Info.Older to replay a save of earlier rules
	// exactly as it was played.
	Rules string
}

// Option returns the value of option key in c, or def when it is not set.
func (c Config) Option(key, def string) string {
	if v, ok := c.Options[key]; ok && v != "" {
		return v
	}
	return def
}

// Level is a difficulty offered for bot seats, played by the named bot.
type Level struct {
	Name string `json:"name"` // easy, normal, hard
	Bot  string `json:"bot"`  // a bot spec such as "heuristic" or "ismcts:2000"
	// Kept is true for a level no longer offered for a new game, kept so
	// that the games saved with it still load and play as they did.
	Kept bool `json:"kept,omitempty"`
}

// Info describes a registered game.
type Info struct {
	ID            string // pints, zombionion, offthedead, tsunami, zombies4
	Version       string // rules version, recorded in saves; bump when old logs no longer replay
	Name          string // English
	NameIT        string // Italian
	MinPlayers    int
	MaxPlayers    int
	Description   string // one line, English
	DescriptionIT string // one line, Italian
	// Older lists the earlier rules versions whose saves the engine still
	// plays, each as it was: New finds the version in Config.Rules.
	Older []string
	// Texts, if set, is the prefix of the game's keys in the catalogs
	// (package i18n), "offthedead.game.": its name is Texts + "name", its
	// description Texts + "description". Name stays the English name.
	Texts string
	// Hidden is true when seats hold information the others must not see, so
	// the app hands the screen over between human seats.
	Hidden  bool
	Options []Option
	// New starts a game; it validates the configuration.
	New func(c Config) (State, error)
	// Data, if set, loads and checks the game's data files (once): a game
	// whose data fail is not offered (see Ready).
	Data func() error
	// Bots are the game's own named bots, besides the shared ones.
	Bots map[string]BotMaker
	// Levels map difficulty names to bots, easiest first.
	Levels []Level
	// Team is true for a game the seats play together against the game
	// itself: the bots' levels are then the teammates' skill, and how hard
	// the game is belongs to the table (one of its Options).
	Team bool
	// Rollout, if set, names the bot ISMCTS uses to finish its simulations.
	Rollout string
	// Eval, if set, scores the position where an ISMCTS simulation stopped,
	// finished or cut, one value in [0, 1] per seat, in place of Returns: a
	// graded result (a win by many points above a narrow one) tells the
	// search more than win or loss alone.
	Eval func(s State) []float64
	// Arena, if set, makes the bot arena's games instead of NewGame, given
	// the bot specs seated in order: it may adapt the configuration to them
	// (a kingdom completed with the cards they buy) or allow arena-only
	// variants (a one-player timing mode). It validates like NewGame.
	Arena func(c Config, bots []string) (State, error)
	// Again, if set, makes the next game's configuration when the same
	// people play again (see NextGame): over is the finished game, next its
	// configuration with a new seed. It carries over what the rulebook
	// carries from one game to the next, such as who starts.
	Again func(over State, next Config) Config
}

// Bot chooses actions. A bot thinks in slices so that a frame is never held:
// Begin starts a decision, Think works for at most the given number of
// iterations (or finishes at once for a fast bot) and reports whether Action
// is ready.
type Bot interface {
	Begin(s State)
	Think(iterations int) bool
	Action() Action
}

// BotMaker makes a bot; arg is what followed a colon in the bot spec
// ("ismcts:2000" gives "2000") and seed seeds its choices.
type BotMaker func(arg string, seed uint64) (Bot, error)

var registry = map[string]*Info{}

// Register adds a game. It panics on a duplicate id or an incomplete Info;
// engines call it from init.
func Register(info *Info) {
	switch {
	case info.ID == "" || info.New == nil:
		panic("game: Register needs an ID and New")
	case info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers:
		panic("game: Register " + info.ID + ": bad player counts")
	}
	if _, dup := registry[info.ID]; dup {
		panic("game: Register " + info.ID + " twice")
	}
	registry[info.ID] = info
}

// Games lists the registered games in the order of their English names.
func Games() []*Info {
	out := make([]*Info, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the game with the given id.
func Lookup(id string) (*Info, error) {
	if g, ok := registry[id]; ok {
		return g, nil
	}
	ids := make([]string, 0, len(registry))
	for _, g := range Games() {
		ids = append(ids, g.ID)
	}
	return nil, fmt.Errorf("unknown game %s (games: %s)", Echo(id), strings.Join(ids, ", "))
}

// MaxOption is the longest an option's value may be, in bytes: a list of
// card ids is a few hundred.
const MaxOption = 1024

// NewGame validates c against info (player count, option keys and values) and
// starts the game.
func (info *Info) NewGame(c Config) (State, error) {
	if c.Rules != "" && !info.Plays(c.Rules) {
		return nil, fmt.Errorf("%s does not play rules version %s (this is %s)", info.ID, Echo(c.Rules), info.Version)
	}
	if c.Players < info.MinPlayers || c.Players > info.MaxPlayers {
		return nil, fmt.Errorf("%s is for %d–%d players, not %d", info.ID, info.MinPlayers, info.MaxPlayers, c.Players)
	}
	for k, v := range c.Options {
		opt := info.option(k)
		if opt == nil {
			return nil, fmt.Errorf("%s has no option %s", info.ID, Echo(k))
		}
		if len(v) > MaxOption {
			return nil, fmt.Errorf("option %s: %d bytes, at most %d", k, len(v), MaxOption)
		}
		if !opt.Free && !contains(opt.Choices, v) {
			return nil, fmt.Errorf("option %s=%s: choose one of %s", k, Echo(v), strings.Join(opt.Choices, ", "))
		}
	}
	return info.New(c)
}

// Plays reports whether the engine plays rules version v: its own or one of
// the older ones it keeps.
func (info *Info) Plays(v string) bool {
	return v == info.Version || contains(info.Older, v)
}

// Ready says why the game cannot be played — its data files fail to load —
// or nil when it can.
func (info *Info) Ready() error {
	if info.Data == nil {
		return nil
	}
	if err := info.Data(); err != nil {
		return fmt.Errorf("%s cannot be played, its data are broken:\n%w", info.Name, err)
	}
	return nil
}

// LevelBot returns the bot spec of a difficulty level.
func (info *Info) LevelBot(level string) (string, error) {
	for _, l := range info.Levels {
		if l.Name == level {
			return l.Bot, nil
		}
	}
	names := make([]string, len(info.Levels))
	for i, l := range info.Levels {
		names[i] = l.Name
	}
	return "", fmt.Errorf("%s has no bot level %s (levels: %s)", info.ID, Echo(level), strings.Join(names, ", "))
}

// Offered lists the levels a new game offers: all but the Kept ones.
func (info *Info) Offered() []Level {
	out := make([]Level, 0, len(info.Levels))
	for _, l := range info.Levels {
		if !l.Kept {
			out = append(out, l)
		}
	}
	return out
}

func (info *Info) option(key string) *Option {
	for i := range info.Options {
		if info.Options[i].Key == key {
			return &info.Options[i]
		}
	}
	return nil
}

func contains(list []string, v string) bool {
	for _, s := range list {
		if s == v {
			return true
		}
	}
	return false
}
