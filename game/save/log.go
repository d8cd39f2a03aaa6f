// Package save keeps games as their logs. A game is its seed plus its
// actions: the log records the format version, the game and its rules
// version, the options, the seed, the seats (human or bot, with a level) and
// the actions by name. Replaying a log re-creates the game exactly; undo is a
// replay to an earlier point that never crosses a reveal or a roll.
//
// Logs are stored through a Store: files written atomically under the user
// config directory on the desktop, localStorage in the browser.
package save

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"zombietable/game"
	"zombietable/game/bot"
)

// Format is the version of the log format this package writes and reads.
const Format = 1

// Seat kinds.
const (
	Human = "human"
	Bot   = "bot"
)

// Seat is one player of a saved game.
type Seat struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`            // Human or Bot
	Level string `json:"level,omitempty"` // a bot's level (easy, normal, hard) or bot spec
	// PassAnswers is a person's own choice that the app let go by, for
	// them, every chance to answer in another seat's turn (game.Answerer),
	// with no hand-off: they give up those plays for a quicker game.
	PassAnswers bool `json:"pass_answers,omitempty"`
	// Secrets is a person's own standing choice, at a game whose hidden
	// cards may act in the others' play (game.Delegator), made at their
	// first hand-off: SecretsAsk (the screen comes to them at each chance)
	// or SecretsTable (the table plays those chances for them, with no
	// hand-off); "" before they chose.
	Secrets string `json:"secrets,omitempty"`
	// Coached is how many times the person asked the coach in this game.
	Coached int `json:"coached,omitempty"`
}

// The standing choices of Seat.Secrets.
const (
	SecretsAsk   = "ask"
	SecretsTable = "table"
)

// Log is a whole game: enough to replay it.
type Log struct {
	Format  int               `json:"format"`
	Game    string            `json:"game"`
	Rules   string            `json:"rules,omitempty"`
	Players int               `json:"players"`
	Options map[string]string `json:"options,omitempty"`
	Seed    uint64            `json:"seed"`
	Seats   []Seat            `json:"seats"`
	Actions []string          `json:"actions"`
	// Fork, when set, says the game was played on from a position of
	// another game: its first Fork.At actions are that game's.
	Fork *Fork `json:"fork,omitempty"`
	// Summary is written with every autosave for the list of saved games;
	// replaying never reads it.
	Summary *Summary `json:"summary,omitempty"`
}

// Fork records where a game was played on from a replay of another, and
// whether its future stayed the one the seed gives (Fresh false) or what
// the seat Seat could not know at that position was dealt again from Seed
// (Fresh true: game.Determinizer), so that replaying the log re-creates the
// new deal exactly.
type Fork struct {
	At    int    `json:"at"`              // actions of the first game played before the fork
	Fresh bool   `json:"fresh,omitempty"` // what Seat could not know was dealt again
	Seat  int    `json:"seat"`            // whose knowledge a fresh deal keeps
	Seed  uint64 `json:"seed,omitempty"`  // the generator of a fresh deal
}

// Summary is what the list of saved games shows of a game without
// replaying it.
type Summary struct {
	Saved time.Time `json:"saved"`          // when it was written
	Turn  int       `json:"turn,omitempty"` // the game's turn, for engines that count turns
	ToAct int       `json:"to_act"`         // the seat to act, -1 when the game is over
	// Last is the log line of the last move in each language the app
	// speaks ("en", "it"), as every seat sees it, so saves of one game can
	// be told apart.
	Last map[string]string `json:"last,omitempty"`
}

// MaxLast bounds a summary's line of the last move, in characters.
const MaxLast = 300

// Bounds of what a save may hold. The app's names are at most 16
// characters; a bot level is one of the game's levels or a spec such as
// "ismcts:2000:lean:sd:d25".
const (
	MaxName       = 64     // characters in a seat's name
	MaxLevel      = 64     // bytes in a bot level or spec
	MaxSpecNumber = 10_000 // any number in a bot spec: iterations, depth, a game bot's argument
	MaxActions    = 100_000
)

// Config returns the game configuration the log starts from, its rules
// version included.
func (l *Log) Config() game.Config {
	return game.Config{Players: l.Players, Seed: l.Seed, Options: l.Options, Rules: l.Rules}
}

// Encode returns the log as indented JSON.
func (l *Log) Encode() ([]byte, error) {
	return json.MarshalIndent(l, "", "  ")
}

// Decode parses a log named name (a file or key, for messages) strictly and
// checks its header: format version, a registered game, the player count and
// the seats. It does not replay the actions; Replay does.
func Decode(name string, data []byte) (Log, error) {
	var l Log
	if len(data) > MaxSize {
		return Log{}, fmt.Errorf("%s: not a zombietable save: %d bytes, more than a save may be (%d)", name, len(data), MaxSize)
	}
	if err := UnmarshalStrict(data, &l); err != nil {
		return Log{}, fmt.Errorf("%s: not a zombietable save: %w", name, err)
	}
	if err := l.check(); err != nil {
		return Log{}, fmt.Errorf("%s: %w", name, err)
	}
	return l, nil
}

func (l *Log) check() error {
	if l.Format != Format {
		return fmt.Errorf("format %d: this version reads format %d", l.Format, Format)
	}
	info, err := game.Lookup(l.Game)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if info.Version != "" && !info.Plays(l.Rules) {
		return fmt.Errorf("rules: the save is for rules version %s, this is %q", game.Echo(l.Rules), info.Version)
	}
	if l.Players < info.MinPlayers || l.Players > info.MaxPlayers {
		return fmt.Errorf("players: %d, but %s is for %d–%d", l.Players, l.Game, info.MinPlayers, info.MaxPlayers)
	}
	if len(l.Seats) != l.Players {
		return fmt.Errorf("seats: %d seats for %d players", len(l.Seats), l.Players)
	}
	if len(l.Actions) > MaxActions {
		return fmt.Errorf("actions: %d, more than a game may have (%d)", len(l.Actions), MaxActions)
	}
	for i, s := range l.Seats {
		if err := checkName(s.Name); err != nil {
			return fmt.Errorf("seats[%d].name: %w", i, err)
		}
		switch s.Kind {
		case Human:
		case Bot:
			if s.Level == "" {
				return fmt.Errorf("seats[%d]: a bot needs a level", i)
			}
			if err := CheckLevel(info, s.Level); err != nil {
				return fmt.Errorf("seats[%d].level: %w", i, err)
			}
		default:
			return fmt.Errorf("seats[%d].kind: %s is neither %q nor %q", i, game.Echo(s.Kind), Human, Bot)
		}
		if s.Coached < 0 || s.Coached > MaxActions {
			return fmt.Errorf("seats[%d].coached: %d", i, s.Coached)
		}
		if s.Secrets != "" && s.Secrets != SecretsAsk && s.Secrets != SecretsTable {
			return fmt.Errorf("seats[%d].secrets: %s is neither %q nor %q", i, game.Echo(s.Secrets), SecretsAsk, SecretsTable)
		}
	}
	if f := l.Fork; f != nil {
		if f.At < 0 || f.At > len(l.Actions) {
			return fmt.Errorf("fork.at: %d, but the save has %d actions", f.At, len(l.Actions))
		}
		if f.Seat < 0 || f.Seat >= l.Players {
			return fmt.Errorf("fork.seat: %d is not a seat of %d players", f.Seat, l.Players)
		}
	}
	if sm := l.Summary; sm != nil && (sm.ToAct < -1 || sm.ToAct >= l.Players || sm.Turn < 0 || sm.Turn > MaxActions) {
		return fmt.Errorf("summary: turn %d, seat %d to act: not of this game", sm.Turn, sm.ToAct)
	}
	if sm := l.Summary; sm != nil {
		if len(sm.Last) > 4 {
			return fmt.Errorf("summary.last: %d languages", len(sm.Last))
		}
		for lang, line := range sm.Last {
			if utf8.RuneCountInString(line) > MaxLast || utf8.RuneCountInString(lang) > 8 {
				return fmt.Errorf("summary.last[%q]: longer than %d characters", lang, MaxLast)
			}
		}
	}
	return nil
}

// MaxMarks is the most combining marks a name may put on one letter: enough
// for any script's accents, too few to spill over the names around it.
const MaxMarks = 3

// checkName refuses a seat name that is too long to show, holds control
// characters (a line break, a terminal escape) or invisible format ones (a
// right-to-left override that would turn the names after it around), or
// combining marks with no letter to sit on or piled up beyond MaxMarks.
func checkName(name string) error {
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("%d characters, at most %d", n, MaxName)
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("%s is not UTF-8 text", game.Echo(name))
	}
	marks := 0
	for i, r := range name {
		switch {
		case unicode.IsControl(r):
			return fmt.Errorf("%q holds a control character", name)
		case unicode.Is(unicode.Cf, r):
			return fmt.Errorf("%q holds %U, an invisible character that changes how text shows", name, r)
		case unicode.IsMark(r) && i == 0:
			return fmt.Errorf("%q begins with a combining mark (%U) that has no letter to sit on", name, r)
		case unicode.IsMark(r):
			if marks++; marks > MaxMarks {
				return fmt.Errorf("%q puts more than %d combining marks on one letter", name, MaxMarks)
			}
		default:
			marks = 0
		}
	}
	return nil
}

// CleanName is name without what checkName refuses in it: control and
// format characters, a combining mark with no letter before it and marks
// past MaxMarks on one letter. The app cleans the names typed in with it.
func CleanName(name string) string {
	var b strings.Builder
	marks, letters := 0, 0
	for _, r := range strings.ToValidUTF8(name, "") {
		switch {
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			continue
		case unicode.IsMark(r):
			if letters == 0 || marks >= MaxMarks {
				continue
			}
			marks++
		default:
			marks = 0
			letters++
		}
		b.WriteRune(r)
	}
	return b.String()
}

// CheckLevel accepts a bot level of info ("easy", "normal", "hard") or a bot
// spec info's games can make whose numbers — iterations, depth, a game
// bot's argument — are at most MaxSpecNumber, so no seat can think for ever.
func CheckLevel(info *game.Info, level string) error {
	if _, err := info.LevelBot(level); err == nil {
		return nil
	}
	if len(level) > MaxLevel {
		return fmt.Errorf("%d bytes, not one of %s's levels nor a bot spec", len(level), info.ID)
	}
	if err := CheckSpec(level); err != nil {
		return err
	}
	if _, err := bot.New(level, info, 1); err != nil {
		return err
	}
	return nil
}

// CheckSpec refuses a bot spec that asks for more work than MaxSpecNumber
// allows in any of its numbers ("ismcts:2000000000", "ismcts:500:d99999").
func CheckSpec(spec string) error {
	for _, digits := range strings.FieldsFunc(spec, func(r rune) bool { return r < '0' || r > '9' }) {
		if n, err := strconv.Atoi(digits); err != nil || n > MaxSpecNumber {
			if len(digits) > 20 {
				digits = digits[:20] + "…"
			}
			return fmt.Errorf("bot %s: %s is more work than a bot may be given (at most %d)", game.Echo(spec), digits, MaxSpecNumber)
		}
	}
	return nil
}
