package wire

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"
)

// HTTP API paths.
const (
	// PathPlay is the WebSocket endpoint.
	PathPlay = "/play"
	// PathTables is the API: POST creates a table, GET PathTables+"/<id or
	// code>" gives its public facts, and ".../save" its save once over.
	PathTables = "/api/tables"
)

// SeatRequest is one seat of a new table: a person (Bot empty) named Name,
// or a bot of level Bot (easy, normal, hard, or a bounded bot spec).
type SeatRequest struct {
	Name string `json:"name,omitempty"`
	Bot  string `json:"bot,omitempty"`
}

// CreateTable is the body of POST /api/tables. The server draws the seed.
type CreateTable struct {
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatRequest     `json:"seats"`
	Lang    string            `json:"lang,omitempty"`
	// Public gives the save, once the game is over, to anyone with the
	// table's code; without it, only to the table's seats.
	Public bool `json:"public,omitempty"`
}

// SeatLink is a seat of a created table with its token and its link; a bot
// seat has neither.
type SeatLink struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Bot   string `json:"bot,omitempty"`
	Token string `json:"token,omitempty"`
	Link  string `json:"link,omitempty"`
}

// Created answers POST /api/tables with 201.
type Created struct {
	Table string     `json:"table"`
	Code  string     `json:"code"`
	Seats []SeatLink `json:"seats"`
	Watch string     `json:"watch"`
}

// TableInfo is GET /api/tables/<id or code>: what anyone with the code may
// know of a table.
type TableInfo struct {
	Table   string            `json:"table"`
	Code    string            `json:"code"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options"`
	Seats   []SeatInfo        `json:"seats"`
	Seq     int               `json:"seq"`
	ToAct   int               `json:"to_act"`
	Over    bool              `json:"over"`
}

// APIError is the body of every API answer that is not a success.
type APIError struct {
	Error string `json:"error"`
}

// maxName is the most characters of a seat's name (as in a save).
const maxName = 64

// DecodeCreate reads a POST /api/tables body strictly, as DecodeClient reads
// a frame: one object with only the fields of CreateTable (seats only name
// and bot), no key twice, strings where strings belong, within the limits.
// Whether the game, options and levels exist is the server's to check.
func DecodeCreate(data []byte) (*CreateTable, error) {
	if len(data) > MaxBody {
		return nil, fmt.Errorf("the request is %d bytes, more than the %d a request may be", len(data), MaxBody)
	}
	fields, err := object(data)
	if err != nil {
		return nil, errors.New(strings.ReplaceAll(err.Error(), "message", "request"))
	}
	spec := []field{{"game", kString, true}, {"options", kObject, false}, {"seats", kArray, true}, {"lang", kString, false}, {"public", kBool, false}}
	if err := checkFields("the request", fields, spec); err != nil {
		return nil, err
	}
	var opts map[string]json.RawMessage
	if raw, ok := fields["options"]; ok {
		if err := json.Unmarshal(raw, &opts); err != nil {
			return nil, errors.New("options must be an object of strings")
		}
		for k, v := range opts {
			if kindOf(v) != kString {
				return nil, fmt.Errorf("option %q must be a string, not %s", k, describe(v))
			}
		}
	}
	var seats []json.RawMessage
	if err := json.Unmarshal(fields["seats"], &seats); err != nil {
		return nil, errors.New("seats must be a list of objects")
	}
	seatSpec := []field{{"name", kString, false}, {"bot", kString, false}}
	for i, raw := range seats {
		sf, err := object(raw)
		if err != nil {
			return nil, fmt.Errorf("seat %d is not an object with a name or a bot", i)
		}
		if err := checkFields(fmt.Sprintf("seat %d", i), sf, seatSpec); err != nil {
			return nil, err
		}
	}
	var c CreateTable
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("the request cannot be read: %v", err)
	}
	switch {
	case c.Game == "" || len(c.Game) > maxName || !printable(c.Game):
		return nil, errors.New("game: name one of the games (pints, zombionion, offthedead, tsunami, zombies4)")
	case len(c.Seats) == 0 || len(c.Seats) > MaxSeats:
		return nil, fmt.Errorf("seats: %d, give 1 to %d", len(c.Seats), MaxSeats)
	case len(c.Options) > MaxOptions:
		return nil, fmt.Errorf("options: %d, at most %d", len(c.Options), MaxOptions)
	case !CheckLang(c.Lang):
		return nil, fmt.Errorf("language %q: say \"en\", \"it\", \"fr\" or \"de\"", c.Lang)
	}
	for k, v := range c.Options {
		if k == "" || len(k) > MaxOptionValue || len(v) > MaxOptionValue || !printable(k) || !printable(v) {
			return nil, fmt.Errorf("option %q: a key and a value of at most %d bytes of text", trim(k), MaxOptionValue)
		}
	}
	for i, s := range c.Seats {
		switch {
		case utf8.RuneCountInString(s.Name) > maxName || !printable(s.Name):
			return nil, fmt.Errorf("seat %d: a name is at most %d characters of text", i, maxName)
		case len(s.Bot) > maxName || !printable(s.Bot):
			return nil, fmt.Errorf("seat %d: not a bot level", i)
		}
	}
	return &c, nil
}

func trim(s string) string {
	if len(s) > 32 {
		return s[:32] + "…"
	}
	return s
}

// Link returns the link that joins the table code at base (the server's
// address, "https://host:port") for the seat holding token, or watches it
// when token is empty. Code and token travel in the URL fragment, so they
// never reach a server's log or a Referer.
func Link(base, code, token string) string {
	l := strings.TrimRight(base, "/") + "/#join=" + code
	if token != "" {
		l += "&token=" + token
	}
	return l
}

// ParseJoin reads what a person pastes to join a table: a link made by Link,
// its fragment alone ("#join=K7M2QX&token=…", "join=…"), or a bare table
// code in any case. It returns the code upper-cased and the token, empty to
// watch, or an error saying what is wrong.
func ParseJoin(s string) (code, token string, err error) {
	s = strings.TrimSpace(s)
	if c, ok := NormalCode(s); ok {
		return c, "", nil
	}
	frag := s
	if i := strings.IndexByte(s, '#'); i >= 0 {
		frag = s[i+1:]
	}
	q, perr := url.ParseQuery(frag)
	if perr != nil || len(q["join"]) != 1 {
		return "", "", errors.New("not a table link or code: paste the link you were given, or the table's code")
	}
	code, ok := NormalCode(q.Get("join"))
	if !ok {
		return "", "", fmt.Errorf("the link's table code %q is not a code: ten letters and digits", trim(q.Get("join")))
	}
	if ts := q["token"]; len(ts) > 1 || (len(ts) == 1 && !IsToken(ts[0])) {
		return "", "", errors.New("the link's seat token is damaged: ask for the link again")
	} else if len(ts) == 1 {
		token = ts[0]
	}
	return code, token, nil
}
