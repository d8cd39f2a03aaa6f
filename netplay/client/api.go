package client

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"zombietable/netplay/wire"
)

// Timeout bounds each call of the table API.
const Timeout = 15 * time.Second

// CreateTable asks server for a new table (POST /api/tables) and returns the
// seats' links and tokens and the table code.
func CreateTable(server string, req wire.CreateTable) (*wire.Created, error) {
	u, err := serverURL(server)
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	var out wire.Created
	if err := call("POST", u.api(""), body, 201, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetTable asks server for the public facts of a table (GET
// /api/tables/<code>): its game, seats, seq, whose decision and whether it
// is over.
func GetTable(server, table string) (*wire.TableInfo, error) {
	u, err := serverURL(server)
	if err != nil {
		return nil, err
	}
	if err := checkTable(table); err != nil {
		return nil, err
	}
	var out wire.TableInfo
	if err := call("GET", u.api("/"+table), nil, 200, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// checkTable refuses what is neither a table code nor a table id, so that
// it goes into a path as it is.
func checkTable(table string) error {
	if _, ok := wire.NormalCode(table); !ok && !wire.IsID(table) {
		return fmt.Errorf("%q is not a table code", table)
	}
	return nil
}

// call makes one request of the API and decodes its answer into out; an
// answer with another status than want is an error with the server's
// reason.
func call(method, u string, body []byte, want int, out any) error {
	status, data, err := httpDo(method, u, body, "")
	if err != nil {
		return err
	}
	if status != want {
		var e wire.APIError
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return errors.New(e.Error)
		}
		return fmt.Errorf("the server answered %d", status)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the server's answer cannot be read: %v", err)
	}
	return nil
}

// Join is what a seat's link names: the server, the table code and the
// seat's token ("" to watch).
type Join struct {
	Server, Code, Token string
}

// ParseJoin reads a link a host shared ("https://host/#join=K7M2QX&token=…"),
// or a code with or without a token ("K7M2QX 0123…") typed with the server
// given apart (wire.ParseJoin reads the code and token). A link names its
// own server; server is used only when s does not.
func ParseJoin(s, server string) (Join, error) {
	s = strings.TrimSpace(s)
	j := Join{Server: strings.TrimSpace(server)}
	var err error
	if f := strings.Fields(s); len(f) == 2 && !strings.Contains(s, "#") {
		// A code and a token.
		var ok bool
		if j.Code, ok = wire.NormalCode(f[0]); !ok {
			return Join{}, fmt.Errorf("%q is not a table code (%d letters and digits)", f[0], wire.CodeLen)
		}
		if !wire.IsToken(f[1]) {
			return Join{}, errors.New("the seat token is 32 letters and digits (0–9, a–f)")
		}
		j.Token = f[1]
	} else {
		if j.Code, j.Token, err = wire.ParseJoin(s); err != nil {
			return Join{}, err
		}
		if i := strings.IndexByte(s, '#'); i > 0 {
			u, err := serverURL(s[:i])
			if err != nil {
				return Join{}, err
			}
			j.Server = u.String()
		}
	}
	if j.Server == "" {
		return Join{}, errors.New("no server address: paste the whole link, or name the server")
	}
	return j, nil
}

// Link is the address that joins j's seat (wire.Link).
func (j Join) Link() string { return wire.Link(j.Server, j.Code, j.Token) }

// GetSave fetches a finished table as a save file (GET
// /api/tables/<code>/save) as the seat holding token; the server refuses
// it while the game goes on, and to anyone but the table's seats unless
// the table's save was made public (then token may be empty).
func GetSave(server, table, token string) ([]byte, error) {
	u, err := serverURL(server)
	if err != nil {
		return nil, err
	}
	if err := checkTable(table); err != nil {
		return nil, err
	}
	status, data, err := httpDo("GET", u.api("/"+table+"/save"), nil, token)
	if err != nil {
		return nil, err
	}
	if status != 200 {
		var e wire.APIError
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return nil, errors.New(e.Error)
		}
		return nil, fmt.Errorf("the server answered %d", status)
	}
	return data, nil
}
