package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Store keeps saves and settings under keys such as "autosave/zombionion" or
// "settings.json". Put replaces a key's data whole or not at all.
type Store interface {
	Put(key string, data []byte) error
	Get(key string) ([]byte, error)
	List(prefix string) ([]string, error)
	Delete(key string) error
}

// Stamper is implemented by stores that know when a key was last written;
// ListSaved dates saves that do not say it themselves by it.
type Stamper interface {
	Stamp(key string) (time.Time, error)
}

// MaxSize is the most a key may hold: a save of thousands of moves is a few
// hundred kilobytes. Larger data is refused unread.
const MaxSize = 4 << 20

// ErrNotFound is returned by Get for a key that holds nothing.
var ErrNotFound = errors.New("not found")

// checkKey refuses keys that would escape the store.
func checkKey(key string) error {
	if key == "" || strings.HasPrefix(key, "/") || strings.Contains(key, "\\") {
		return fmt.Errorf("bad key %q", key)
	}
	for _, part := range strings.Split(key, "/") {
		if part == "" || part == "." || part == ".." {
			return fmt.Errorf("bad key %q", key)
		}
	}
	return nil
}

// DirStore keeps each key in a file below Dir. Symbolic links are followed
// alike in writing, reading and listing: a store folder, or a folder or file
// in it, may be a link to elsewhere (a dotfiles folder, say). Dir must be a
// folder, or not exist yet; NewDirStore checks it.
type DirStore struct{ Dir string }

// NewDirStore returns the store in dir, which must be a folder (a link to
// one included) or not exist yet.
func NewDirStore(dir string) (DirStore, error) {
	d := DirStore{Dir: dir}
	if _, err := d.root(); err != nil {
		return DirStore{}, err
	}
	return d, nil
}

// root is Dir with its symbolic links resolved, or Dir itself while it does
// not exist; an error when it is not a folder.
func (d DirStore) root() (string, error) {
	if d.Dir == "" {
		return "", errors.New("the store has no folder")
	}
	fi, err := os.Stat(d.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return d.Dir, nil
	}
	if err != nil {
		return "", fmt.Errorf("the store folder: %w", err)
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("the store folder %s is not a folder", d.Dir)
	}
	return filepath.EvalSymlinks(d.Dir)
}

func (d DirStore) path(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	root, err := d.root()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, filepath.FromSlash(key)), nil
}

// Put writes data atomically: to a temporary file in the same folder, synced,
// then renamed over the old one, so a crash leaves the old data or the new.
// A key that is a symbolic link is written where the link points.
func (d DirStore) Put(key string, data []byte) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	if len(data) > MaxSize {
		return fmt.Errorf("%s: %d bytes, more than a key may hold (%d)", key, len(data), MaxSize)
	}
	if fi, err := os.Lstat(p); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		if target, err := filepath.EvalSymlinks(p); err == nil {
			p = target
		}
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return WriteFileAtomic(p, data)
}

// WriteFileAtomic writes data to path through a temporary file in the same
// folder (".NAME.*.tmp") and a rename. The folder must exist: none is made.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*"+tempSuffix)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: the folder %s does not exist", path, dir)
	}
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
	}
	return werr
}

// ReadFile reads a regular file of at most MaxSize bytes. Anything else — a
// folder, a device, a pipe, a larger file — is refused without reading it, so
// it can neither fill the memory nor block.
func ReadFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file but %s", path, kindOf(fi.Mode()))
	}
	if fi.Size() > MaxSize {
		return nil, fmt.Errorf("%s: %d bytes, more than a save may be (%d)", path, fi.Size(), MaxSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file may have grown since: read one byte more than allowed to tell.
	b, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%s: more than a save may be (%d bytes)", path, MaxSize)
	}
	return b, nil
}

// kindOf names what a file that is not a regular one is.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// Get reads a key; ErrNotFound if it holds nothing.
func (d DirStore) Get(key string) ([]byte, error) {
	p, err := d.path(key)
	if err != nil {
		return nil, err
	}
	b, err := ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	return b, err
}

// Stamp returns when a key was last written.
func (d DirStore) Stamp(key string) (time.Time, error) {
	p, err := d.path(key)
	if err != nil {
		return time.Time{}, err
	}
	fi, err := os.Stat(p)
	if err != nil {
		return time.Time{}, err
	}
	return fi.ModTime(), nil
}

// tempSuffix ends the names of WriteFileAtomic's temporary files.
const tempSuffix = ".tmp"

// StaleTemp is how old a temporary file of WriteFileAtomic must be for List
// to remove it: one left by a write that was killed before its rename. A
// write in progress (by another instance of the app) is younger.
const StaleTemp = time.Minute

// isTemp reports whether name is one of WriteFileAtomic's temporary files:
// ".NAME.DIGITS.tmp".
func isTemp(name string) bool {
	if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, tempSuffix) {
		return false
	}
	rest := strings.TrimSuffix(name, tempSuffix)
	i := strings.LastIndexByte(rest, '.')
	return i > 1 && rest[i+1:] != "" && strings.Trim(rest[i+1:], "0123456789") == ""
}

// maxDepth bounds how deep List looks below the store folder.
const maxDepth = 8

// List returns the keys that start with prefix, sorted. It follows symbolic
// links to folders as Put and Get do, each real folder once, and removes
// the temporary files of writes killed before their rename (older than
// StaleTemp) from the folders it looks in.
func (d DirStore) List(prefix string) ([]string, error) {
	root, err := d.root()
	if err != nil {
		return nil, err
	}
	var keys []string
	seen := map[string]bool{}
	var walk func(dir, rel string, depth int) error
	walk = func(dir, rel string, depth int) error {
		real, err := filepath.EvalSymlinks(dir)
		if err != nil {
			return nil
		}
		if seen[real] || depth > maxDepth {
			return nil
		}
		seen[real] = true
		entries, err := os.ReadDir(dir)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".") {
				if isTemp(e.Name()) && e.Type().IsRegular() {
					if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > StaleTemp {
						os.Remove(filepath.Join(dir, e.Name()))
					}
				}
				continue
			}
			k := e.Name()
			if rel != "" {
				k = rel + "/" + k
			}
			p := filepath.Join(dir, e.Name())
			isDir := e.IsDir()
			if e.Type()&fs.ModeSymlink != 0 {
				if fi, err := os.Stat(p); err == nil && fi.IsDir() {
					isDir = true
				}
			}
			if isDir {
				// Only folders that can hold keys with the prefix.
				if strings.HasPrefix(k+"/", prefix) || strings.HasPrefix(prefix, k+"/") {
					if err := walk(p, k, depth+1); err != nil {
						return err
					}
				}
				continue
			}
			if strings.HasPrefix(k, prefix) {
				keys = append(keys, k)
			}
		}
		return nil
	}
	if _, err := os.Stat(root); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	err = walk(root, "", 0)
	sort.Strings(keys)
	return keys, err
}

// Delete removes a key; deleting a missing key is not an error.
func (d DirStore) Delete(key string) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
