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
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"zombietable/game"
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
}

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
}

// Config returns the game configuration the log starts from.
func (l *Log) Config() game.Config {
	return game.Config{Players: l.Players, Seed: l.Seed, Options: l.Options}
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
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return Log{}, fmt.Errorf("%s: not a zombietable save: %s", name, jsonProblem(data, err))
	}
	if dec.Decode(&struct{}{}) != io.EOF {
		return Log{}, fmt.Errorf("%s: not a zombietable save: data after the log", name)
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
	if info.Version != "" && l.Rules != info.Version {
		return fmt.Errorf("rules: the save is for rules version %q, this is %q", l.Rules, info.Version)
	}
	if l.Players < info.MinPlayers || l.Players > info.MaxPlayers {
		return fmt.Errorf("players: %d, but %s is for %d–%d", l.Players, l.Game, info.MinPlayers, info.MaxPlayers)
	}
	if len(l.Seats) != l.Players {
		return fmt.Errorf("seats: %d seats for %d players", len(l.Seats), l.Players)
	}
	for i, s := range l.Seats {
		switch s.Kind {
		case Human:
		case Bot:
			if s.Level == "" {
				return fmt.Errorf("seats[%d]: a bot needs a level", i)
			}
		default:
			return fmt.Errorf("seats[%d].kind: %q is neither %q nor %q", i, s.Kind, Human, Bot)
		}
	}
	return nil
}

// jsonProblem says where a JSON decoding error is: line and column, and the
// field for type errors.
func jsonProblem(data []byte, err error) string {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
		err = fmt.Errorf("field %q: %s is not a %s", e.Field, e.Value, e.Type)
	}
	if off < 0 {
		return err.Error()
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Sprintf("line %d, column %d: %v", line, col, err)
}
