package save

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"zombietable/game"
)

// AutosavePrefix is the folder of autosaved games in a Store.
const AutosavePrefix = "autosave/"

// now is the clock of Autosave's summaries.
var now = time.Now

// Autosave writes the session's log, with its summary, to its autosave key,
// choosing the key on the first call: "autosave/<game>-<seed>", or a free
// variant of it when that key already holds something that is not this game
// (a corrupt or foreign save is never overwritten). A game is saved from its
// first position on, before any move.
func (s *Session) Autosave(st Store) error {
	if s.Key == "" {
		key, err := s.freeKey(st)
		if err != nil {
			return err
		}
		s.Key = key
	}
	l := s.Log
	l.Summary = &Summary{Saved: now().UTC().Truncate(time.Second), ToAct: int(s.State.ToAct()), Last: s.LastMove}
	if t, ok := s.State.(game.Turner); ok {
		l.Summary.Turn = t.Turns()
	}
	data, err := l.Encode()
	if err != nil {
		return err
	}
	return st.Put(s.Key, data)
}

// freeKey finds a key that holds nothing. A store that cannot tell (its
// folder is a file, say) fails with its own error at the first key.
func (s *Session) freeKey(st Store) (string, error) {
	base := fmt.Sprintf("%s%s-%016x", AutosavePrefix, s.Log.Game, s.Log.Seed)
	for i := 0; i < 1000; i++ {
		key := base
		if i > 0 {
			key = fmt.Sprintf("%s-%d", base, i)
		}
		_, err := st.Get(key)
		switch {
		case errors.Is(err, ErrNotFound):
			return key, nil
		case err != nil && i == 0:
			if _, lerr := st.List(AutosavePrefix); lerr != nil {
				return "", lerr
			}
		}
	}
	return "", fmt.Errorf("no free autosave key for %s", base)
}

// Saved is a stored game as listed for resuming: its log, or why it cannot
// be read, and when it was saved (zero if unknown).
type Saved struct {
	Key  string
	Log  Log
	Err  error
	Time time.Time
}

// ListSaved decodes every game stored under prefix, newest first (games
// whose time is unknown last, by key). Unreadable ones are listed with their
// error; nothing is changed.
func ListSaved(st Store, prefix string) ([]Saved, error) {
	keys, err := st.List(prefix)
	if err != nil {
		return nil, err
	}
	stamper, _ := st.(Stamper)
	out := make([]Saved, 0, len(keys))
	for _, k := range keys {
		if strings.HasSuffix(k, ".tmp") {
			continue
		}
		sv := Saved{Key: k}
		data, err := st.Get(k)
		if err == nil {
			sv.Log, err = Decode(k, data)
		}
		sv.Err = err
		if err == nil && sv.Log.Summary != nil {
			sv.Time = sv.Log.Summary.Saved
		} else if stamper != nil {
			sv.Time, _ = stamper.Stamp(k)
		}
		out = append(out, sv)
	}
	sort.SliceStable(out, func(i, j int) bool {
		ti, tj := out[i].Time, out[j].Time
		if ti.IsZero() != tj.IsZero() {
			return !ti.IsZero()
		}
		if !ti.Equal(tj) {
			return ti.After(tj)
		}
		return out[i].Key < out[j].Key
	})
	return out, nil
}

// CheckReplays replays every readable save of list: one whose actions do
// not replay (a rule changed under an unchanged version, an edited file) is
// marked unreadable with why, as one that does not decode is.
func CheckReplays(list []Saved) {
	for i := range list {
		sv := &list[i]
		if sv.Err != nil {
			continue
		}
		if _, err := Replay(sv.Log); err != nil {
			sv.Err = fmt.Errorf("%s: %w", sv.Key, err)
		}
	}
}

// Resume replays a listed save; the session keeps autosaving to its key.
func Resume(sv Saved) (*Session, error) {
	if sv.Err != nil {
		return nil, sv.Err
	}
	s, err := Replay(sv.Log)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sv.Key, err)
	}
	s.Key = sv.Key
	return s, nil
}
