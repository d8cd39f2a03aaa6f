//go:build js

package save

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"syscall/js"
)

const webPrefix = "zombietable/"

// webStore keeps keys in the browser's localStorage. A single setItem
// replaces a value whole, so writes are atomic.
type webStore struct{ ls js.Value }

// DefaultStore is the page's localStorage.
func DefaultStore() (Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, errors.New("this browser has no localStorage")
	}
	return webStore{ls: ls}, nil
}

func (w webStore) Put(key string, data []byte) (err error) {
	if err := checkKey(key); err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	w.ls.Call("setItem", webPrefix+key, string(data))
	return nil
}

func (w webStore) Get(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	v := w.ls.Call("getItem", webPrefix+key)
	if v.IsNull() {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	return []byte(v.String()), nil
}

func (w webStore) List(prefix string) ([]string, error) {
	var keys []string
	n := w.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := w.ls.Call("key", i).String()
		if strings.HasPrefix(k, webPrefix+prefix) {
			keys = append(keys, strings.TrimPrefix(k, webPrefix))
		}
	}
	sort.Strings(keys)
	return keys, nil
}

func (w webStore) Delete(key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	w.ls.Call("removeItem", webPrefix+key)
	return nil
}
