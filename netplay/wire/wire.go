// Package wire is the protocol between a zombietable server (zombietable
// serve) and the app playing at one of its tables, on the desktop or in a
// browser tab: the JSON messages over the WebSocket at /play, the bodies of
// the HTTP API under /api/tables, their limits, and their strict decoding.
//
// Every message is one JSON object with a "type" naming it. What a client
// sends is decoded by DecodeClient, which refuses, with a reason in plain
// words, anything that is not exactly one of the client messages: unknown
// fields, duplicate keys, wrong types, a missing field, data after the
// object, more than MaxFrame bytes. The server's messages are decoded by
// DecodeServer on the client side.
//
// The package builds everywhere (desktop and GOOS=js) and imports only the
// standard library: the browser build carries it, so it stays small.
package wire

import (
	"encoding/json"
	"strings"
)

// Message types, the value of every message's "type".
const (
	// Client → server.
	TypeHello = "hello"
	TypeAct   = "act"
	TypeLang  = "lang"
	TypePing  = "ping"
	TypeWhy   = "why"
	// Server → client.
	TypeWelcome = "welcome"
	TypeUpdate  = "update"
	TypeRefused = "refused"
	TypeSeats   = "seats"
	TypeError   = "error"
	TypePong    = "pong"
	TypeBecause = "because"
)

// Limits: the server's defaults (its flags may change the rates).
const (
	// MaxFrame is the most bytes in one client frame on /play; a larger
	// frame closes the connection with WebSocket status 1009.
	MaxFrame = 64 << 10
	// MaxBody is the most bytes in an HTTP API request body.
	MaxBody = 64 << 10
	// MaxRef is the most characters of an act's or a why's ref, echoed in
	// the answer.
	MaxRef = 32
	// MaxAction is the most bytes of an action name in an act.
	MaxAction = 1024
	// ActionsPerSecond and ActionBurst bound the messages a connection may
	// send: a token bucket refilled at ActionsPerSecond holding at most
	// ActionBurst.
	ActionsPerSecond = 20
	ActionBurst      = 40
	// TablesPerHour is how many tables one address may create in an hour.
	TablesPerHour = 30
	// ConnsPerAddr is how many WebSockets one address may hold open.
	ConnsPerAddr = 256
	// LookupsPerSecond and LookupBurst bound the table lookups of one
	// address (a hello, a GET of a table or its save): a token bucket
	// refilled at LookupsPerSecond holding at most LookupBurst, a lookup
	// that finds a table costing one token and one that finds none
	// MissCost, so that at most LookupsPerSecond/MissCost codes a second
	// can be tried.
	LookupsPerSecond = 10
	LookupBurst      = 60
	MissCost         = 20
	// LogPage is the most log entries in one update: a longer log comes
	// in several updates, one after the other, as the socket takes them.
	LogPage = 200
	// MaxSeats is the most seats a table request may name (the games seat
	// at most six).
	MaxSeats = 8
	// MaxOptions is the most options a table request may set.
	MaxOptions = 32
	// MaxOptionValue is the most bytes of an option's key or value.
	MaxOptionValue = 2048
)

// Spectator is the seat of a connection without a seat token: it watches.
const Spectator = -1

// Languages of log lines and reasons; an empty lang means English.
const (
	English = "en"
	Italian = "it"
	French  = "fr"
	German  = "de"
)

// Hello is the first message of a connection, sent once: the table (its code
// or id), the seat token (empty to watch), the last seq the client has
// applied (0: none) and the language of its log lines.
type Hello struct {
	Type  string `json:"type"`
	Table string `json:"table"`
	Token string `json:"token"`
	Seen  int    `json:"seen"`
	Lang  string `json:"lang"`
}

// Act plays the action named Action (an engine ActionString) for the
// connection's own seat. Seq is the table's sequence the client saw when it
// chose (the number of actions played so far); any other is refused as
// stale. Ref, at most MaxRef characters, is echoed in a refusal.
type Act struct {
	Type   string `json:"type"`
	Seq    int    `json:"seq"`
	Action string `json:"action"`
	Ref    string `json:"ref,omitempty"`
}

// Lang switches the language of log lines and reasons; the server answers
// with updates holding the whole log in that language, from log_from 0, a
// page at a time as the connection takes them.
type Lang struct {
	Type string `json:"type"`
	Lang string `json:"lang"`
}

// Why asks why the connection's own seat may not play the action whose
// engine id is Action (a LegalAction's ID is one; any int32 may be asked)
// in the table's position Seq. The server answers with a Because echoing
// Ref (at most MaxRef characters), Seq and Action. A Why costs one message
// of the connection's budget, like any other.
type Why struct {
	Type   string `json:"type"`
	Seq    int    `json:"seq"`
	Action int32  `json:"action"`
	Ref    string `json:"ref,omitempty"`
}

// Ping asks for a Pong.
type Ping struct {
	Type string `json:"type"`
}

// SeatInfo is one seat as everyone at the table sees it: its name, its bot
// level or spec ("" for a person) and whether a person holds it now (a bot
// seat is always connected).
type SeatInfo struct {
	Name      string `json:"name"`
	Bot       string `json:"bot"`
	Connected bool   `json:"connected"`
}

// Welcome answers a good Hello: the table, its game and rules version, its
// options, the connection's seat (Spectator to watch) and the seats.
type Welcome struct {
	Type    string            `json:"type"`
	Table   string            `json:"table"`
	Code    string            `json:"code"`
	Game    string            `json:"game"`
	Version string            `json:"version"`
	Options map[string]string `json:"options"`
	Seat    int               `json:"seat"`
	Seats   []SeatInfo        `json:"seats"`
}

// LegalAction is one legal action of the seat to act: the engine's id and
// its name, which an Act sends.
type LegalAction struct {
	ID   int32  `json:"id"`
	Name string `json:"name"`
}

// LogEntry is one action played at the table as the log tells it: its seq
// (1 for the first action), the seat that acted, the seat whose turn it was
// (game.TurnHolder, else the actor; -1 when the engine titles its turns
// instead), the engine's turn count before the action (game.Turner, else
// -1), the turn's title when the engine names its turns (game.TurnTitler),
// and its lines: the decision first (Describe), then what it set off
// (Narrate), in the connection's language. Action and Name are the
// engine's id and name of the action (as a LegalAction's) when the
// connection may know them: always for the seat that played it, and for
// every connection when the engine says the action is public
// (game.Publicist: they tell nothing beyond the line and what the table
// then shows every seat). Absent, the action is unknown to the connection
// (a secret choice, or a server that does not say).
type LogEntry struct {
	Seq    int      `json:"seq"`
	Seat   int      `json:"seat"`
	TurnOf int      `json:"turn_of"`
	Turn   int      `json:"turn"`
	Title  string   `json:"title,omitempty"`
	Lines  []string `json:"lines"`
	Action *int32   `json:"action,omitempty"`
	Name   string   `json:"name,omitempty"`
}

// Update is the table's position for one connection: sent after Welcome and
// after every action played. View is the seat's State.View encoded as JSON
// (for a spectator the public view); Legal is set only when the
// connection's seat decides: it is ToAct, or one of Together; Log holds the
// entries with seq > LogFrom, at most LogPage of them: when it ends before
// Seq, more updates follow with the rest, each from where the last ended;
// Returns is set when Over.
//
// Together, when set, lists the seats that make the decision under way at
// once and in secret (a vote revealed together): each of them gets its
// Legal in the same update and chooses on its own screen; the server holds
// each choice, tells nobody that a seat has chosen, and plays them all
// once the last is in, in the rules' order (the log's), so the next
// update comes only then. A seat may choose again until then: the last
// choice holds. ToAct is then the first of them.
type Update struct {
	Type   string          `json:"type"`
	Seq    int             `json:"seq"`
	View   json.RawMessage `json:"view"`
	ToAct  int             `json:"to_act"`
	TurnOf int             `json:"turn_of"`
	Legal  []LegalAction   `json:"legal,omitempty"`
	// Together: the seats deciding at once now, or none.
	Together []int      `json:"together,omitempty"`
	LogFrom  int        `json:"log_from"`
	Log      []LogEntry `json:"log"`
	Over     bool       `json:"over"`
	Returns  []float64  `json:"returns"`
}

// Refused answers an Act that was not played: why, in the connection's
// language, the table's seq now, and the act's ref.
type Refused struct {
	Type   string `json:"type"`
	Ref    string `json:"ref,omitempty"`
	Reason string `json:"reason"`
	Seq    int    `json:"seq"`
}

// Because answers a Why: Reason says, in the connection's language, why
// the action would be refused, or is "" when the server has no reason to
// give (the action is legal as far as the seat can know). The reason is the
// rules' refusal on a position made of what the seat may know alone (its
// view, the hidden rest sampled at random), so it tells nothing the seat's
// view does not. Ref, Seq and Action are the Why's.
type Because struct {
	Type   string `json:"type"`
	Ref    string `json:"ref,omitempty"`
	Seq    int    `json:"seq"`
	Action int32  `json:"action"`
	Reason string `json:"reason"`
}

// Seats tells that who is connected changed.
type Seats struct {
	Type  string     `json:"type"`
	Seats []SeatInfo `json:"seats"`
}

// Error answers a message that could not be read or is not allowed now; the
// connection and the table go on (unless the hello itself failed).
type Error struct {
	Type   string `json:"type"`
	Reason string `json:"reason"`
}

// Pong answers a Ping.
type Pong struct {
	Type string `json:"type"`
}

// CheckLang reports whether lang is a language the server speaks ("" is
// English).
func CheckLang(lang string) bool {
	switch lang {
	case "", English, Italian, French, German:
		return true
	}
	return false
}

// printable reports whether s is valid UTF-8 text without control
// characters.
func printable(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == '\uFFFD' {
			return false
		}
	}
	return true
}

// Code alphabet and lengths.
const (
	// CodeAlphabet is the characters of a table code: no 0/O, 1/I/L.
	CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
	// CodeLen is the length of a table code: 31^10, some 8.2·10^14 codes,
	// so that guessing one at the lookup limit is hopeless.
	CodeLen = 10
	// OldCodeLen is the length of the codes of tables made before codes
	// grew to CodeLen; they keep working.
	OldCodeLen = 6
	// TokenLen is the length of a seat token: 128 bits as lowercase hex.
	TokenLen = 32
	// IDLen is the length of a table id: 64 bits as lowercase hex.
	IDLen = 16
)

// NormalCode returns s as a table code in upper case and whether it is one
// (CodeLen or OldCodeLen characters of CodeAlphabet, any case on input).
func NormalCode(s string) (string, bool) {
	if len(s) != CodeLen && len(s) != OldCodeLen {
		return "", false
	}
	up := strings.ToUpper(s)
	for i := 0; i < len(up); i++ {
		if strings.IndexByte(CodeAlphabet, up[i]) < 0 {
			return "", false
		}
	}
	return up, true
}

// IsToken reports whether s has the form of a seat token: TokenLen
// lowercase hex digits.
func IsToken(s string) bool { return isHex(s, TokenLen) }

// IsID reports whether s has the form of a table id: IDLen lowercase hex
// digits.
func IsID(s string) bool { return isHex(s, IDLen) }

func isHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
