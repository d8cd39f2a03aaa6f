package save

import (
	"errors"
	"fmt"
	"strings"
)

// AutosavePrefix is the folder of autosaved games in a Store.
const AutosavePrefix = "autosave/"

// Autosave writes the session's log to its autosave key, choosing the key on
// the first call: "autosave/<game>-<seed>", or a free variant of it when that
// key already holds something that is not this game (a corrupt or foreign
// save is never overwritten).
func (s *Session) Autosave(st Store) error {
	if s.Key == "" {
		key, err := s.freeKey(st)
		if err != nil {
			return err
		}
		s.Key = key
	}
	data, err := s.Log.Encode()
	if err != nil {
		return err
	}
	return st.Put(s.Key, data)
}

func (s *Session) freeKey(st Store) (string, error) {
	base := fmt.Sprintf("%s%s-%016x", AutosavePrefix, s.Log.Game, s.Log.Seed)
	for i := 0; i < 1000; i++ {
		key := base
		if i > 0 {
			key = fmt.Sprintf("%s-%d", base, i)
		}
		if _, err := st.Get(key); errors.Is(err, ErrNotFound) {
			return key, nil
		}
	}
	return "", fmt.Errorf("no free autosave key for %s", base)
}

// Saved is a stored game as listed for resuming: its log, or why it cannot
// be read.
type Saved struct {
	Key string
	Log Log
	Err error
}

// ListSaved decodes every game stored under prefix. Unreadable ones are
// listed with their error; nothing is changed.
func ListSaved(st Store, prefix string) ([]Saved, error) {
	keys, err := st.List(prefix)
	if err != nil {
		return nil, err
	}
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
		out = append(out, sv)
	}
	return out, nil
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
