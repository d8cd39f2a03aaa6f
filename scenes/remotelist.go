package scenes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"time"

	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// RemotePrefix is the folder of the app's store that holds "Your tables":
// one file per seat the player holds at a table on a server.
const RemotePrefix = "remote/"

// serverKey is where the app keeps the last server named.
const serverKey = "netplay-server"

// RemoteTable is a seat the player holds at a table on a server, as "Your
// tables" keeps it: enough to join it again, days later, and to tell whose
// move it is.
type RemoteTable struct {
	Server string `json:"server"` // the server's address, "https://host:port"
	Code   string `json:"code"`   // the table's code
	Token  string `json:"token"`  // the seat's token: it plays the seat
	Game   string `json:"game"`
	Seat   int    `json:"seat"`
	// Names are the seats' names, Seen the table's seq when the app last
	// heard of it, ToAct whose decision it was then (-1 when over).
	Names []string `json:"names,omitempty"`
	Seen  int      `json:"seen"`
	ToAct int      `json:"to_act"`
	Over  bool     `json:"over,omitempty"`
	// Links are every seat's link, kept when this app hosted the table,
	// so that they can be passed on again.
	Links []string `json:"links,omitempty"`
	// Hosted says this app's own server hosts the table: Your tables
	// starts it again when it does not run.
	Hosted  bool      `json:"hosted,omitempty"`
	Updated time.Time `json:"updated"`
}

// key is where the seat is kept.
func (r *RemoteTable) key() string {
	return RemotePrefix + r.Code + "-" + strconv.Itoa(r.Seat)
}

// putRemote keeps a seat in "Your tables".
func putRemote(st save.Store, r *RemoteTable) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return st.Put(r.key(), data)
}

// decodeRemote reads one kept seat strictly.
func decodeRemote(key string, data []byte) (RemoteTable, error) {
	var r RemoteTable
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&r); err != nil {
		return r, fmt.Errorf("%s: %v", key, err)
	}
	if _, ok := wire.NormalCode(r.Code); !ok || !wire.IsToken(r.Token) || r.Server == "" || r.Seat < 0 || r.Seat >= wire.MaxSeats {
		return r, fmt.Errorf("%s: not a seat at a table (code, token, server and seat)", key)
	}
	return r, nil
}

// listRemote lists "Your tables", the most recently played first. A file
// that cannot be read is left out, its problem in errs.
func listRemote(st save.Store) (out []RemoteTable, errs []error) {
	keys, err := st.List(RemotePrefix)
	if err != nil {
		return nil, []error{err}
	}
	for _, k := range keys {
		data, err := st.Get(k)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		r, err := decodeRemote(k, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Updated.After(out[j].Updated) })
	return out, errs
}
