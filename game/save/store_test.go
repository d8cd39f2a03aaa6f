//go:build unix

package save

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"zombietable/game"
)

// TestSymlinkedStoreFolders: a store folder that is a link (a dotfiles
// folder) and an autosave folder that is a link both keep their games
// listed, and games are written where the links point, never beside them.
func TestSymlinkedStoreFolders(t *testing.T) {
	tests := []struct {
		name string
		make func(t *testing.T, base string) (storeDir, realAutosave string)
	}{
		{"store folder", func(t *testing.T, base string) (string, string) {
			real := filepath.Join(base, "dotfiles", "zombietable")
			mkdir(t, real)
			link := filepath.Join(base, "config")
			symlink(t, real, link)
			return link, filepath.Join(real, "autosave")
		}},
		{"autosave folder", func(t *testing.T, base string) (string, string) {
			store := filepath.Join(base, "store")
			real := filepath.Join(base, "elsewhere")
			mkdir(t, store)
			mkdir(t, real)
			symlink(t, real, filepath.Join(store, "autosave"))
			return store, real
		}},
		{"both, and a loop", func(t *testing.T, base string) (string, string) {
			real := filepath.Join(base, "real")
			saves := filepath.Join(base, "saves")
			mkdir(t, real)
			mkdir(t, saves)
			symlink(t, saves, filepath.Join(real, "autosave"))
			symlink(t, real, filepath.Join(saves, "loop"))
			link := filepath.Join(base, "link")
			symlink(t, real, link)
			return link, saves
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, realAutosave := tt.make(t, t.TempDir())
			st, err := NewDirStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			s := newRaceSession(t, 8)
			if err := s.Autosave(st); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(filepath.Join(realAutosave, strings.TrimPrefix(s.Key, AutosavePrefix))); err != nil {
				t.Fatalf("not written where the link points: %v", err)
			}
			list, err := ListSaved(st, AutosavePrefix)
			if err != nil || len(list) != 1 || list[0].Key != s.Key || list[0].Err != nil {
				t.Fatalf("ListSaved = %+v, %v", list, err)
			}
		})
	}
}

// TestStoreFolderThatIsAFile: the real problem is reported at once, by
// opening the store, listing and autosaving alike, not as "no free key" or
// "no saved games".
func TestStoreFolderThatIsAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "zombietable")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := NewDirStore(file); err == nil || !strings.Contains(err.Error(), "is not a folder") {
		t.Fatalf("NewDirStore = %v", err)
	}
	t.Setenv("ZOMBIETABLE_HOME", file)
	if st, err := DefaultStore(); err == nil || st != nil {
		t.Fatalf("DefaultStore = %v, %v", st, err)
	}
	st := &countingStore{Store: DirStore{Dir: file}}
	if _, err := ListSaved(st, AutosavePrefix); err == nil || !strings.Contains(err.Error(), "is not a folder") {
		t.Fatalf("ListSaved = %v", err)
	}
	s := newRaceSession(t, 8)
	err := s.Autosave(st)
	if err == nil || !strings.Contains(err.Error(), "is not a folder") || st.gets > 1 {
		t.Fatalf("Autosave = %v after %d reads", err, st.gets)
	}
}

type countingStore struct {
	Store
	gets int
}

func (c *countingStore) Get(key string) ([]byte, error) {
	c.gets++
	return c.Store.Get(key)
}

// TestStoreReadsAreBounded: a save larger than MaxSize and a pipe are
// refused unread, listed with their error; the others stay listed.
func TestStoreReadsAreBounded(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	mkdir(t, filepath.Join(dir, "autosave"))
	big, err := os.Create(filepath.Join(dir, "autosave", "big"))
	if err != nil {
		t.Fatal(err)
	}
	if err := big.Truncate(150 << 20); err != nil {
		t.Fatal(err)
	}
	big.Close()
	if err := syscall.Mkfifo(filepath.Join(dir, "autosave", "pipe"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := newRaceSession(t, 2)
	if err := s.Autosave(st); err != nil {
		t.Fatal(err)
	}
	done := make(chan []Saved)
	go func() {
		list, _ := ListSaved(st, AutosavePrefix)
		done <- list
	}()
	var list []Saved
	select {
	case list = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("ListSaved blocked")
	}
	errs := map[string]string{}
	for _, sv := range list {
		if sv.Err != nil {
			errs[sv.Key] = sv.Err.Error()
		}
	}
	if len(list) != 3 || !strings.Contains(errs["autosave/big"], "more than a save may be") ||
		!strings.Contains(errs["autosave/pipe"], "not a regular file") || errs[s.Key] != "" {
		t.Fatalf("listed %d: %v", len(list), errs)
	}
	if err := st.Put("autosave/huge", make([]byte, MaxSize+1)); err == nil {
		t.Fatal("Put of more than MaxSize accepted")
	}
}

// TestListSavedNewestFirst: saves come newest first by the time they
// record, then those whose time only the store knows, and a game with no
// move is saved with its summary too.
func TestListSavedNewestFirst(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	defer func() { now = time.Now }()
	day := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for i, seed := range []uint64{1, 2, 3} {
		now = func() time.Time { return day.Add(time.Duration([]int{2, 9, 5}[i]) * time.Hour) }
		s := newRaceSession(t, seed)
		if err := s.Autosave(st); err != nil {
			t.Fatal(err)
		}
	}
	old := newRaceSession(t, 4)
	data, _ := old.Log.Encode()
	if err := st.Put("autosave/old", data); err != nil {
		t.Fatal(err)
	}
	list, err := ListSaved(st, AutosavePrefix)
	if err != nil {
		t.Fatal(err)
	}
	var seeds []uint64
	for _, sv := range list {
		seeds = append(seeds, uint64(sv.Log.Seed))
	}
	if len(seeds) != 4 || seeds[0] != 4 || seeds[1] != 2 || seeds[2] != 3 || seeds[3] != 1 {
		t.Fatalf("order by seed %v, want [4 2 3 1] (the undated save is the newest file)", seeds)
	}
	sm := list[1].Log.Summary
	if sm == nil || !sm.Saved.Equal(day.Add(9*time.Hour)) || sm.ToAct != 0 || len(list[1].Log.Actions) != 0 {
		t.Fatalf("summary %+v", sm)
	}
}

// TestAutosaveSummarySaysWhoIsToAct: the summary follows the game.
func TestAutosaveSummarySaysWhoIsToAct(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	s := newRaceSession(t, 5)
	play(t, s, "add 1")
	if err := s.Autosave(st); err != nil {
		t.Fatal(err)
	}
	data, err := st.Get(s.Key)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode(s.Key, data)
	if err != nil || l.Summary == nil || l.Summary.ToAct != int(s.State.ToAct()) || s.Log.Summary != nil {
		t.Fatalf("summary %+v, %v", l.Summary, err)
	}
	r, err := Replay(l)
	if err != nil || game.Hash(r.State) != game.Hash(s.State) || r.Log.Summary != nil {
		t.Fatalf("replay: %v", err)
	}
	if !errors.Is(func() error { _, err := st.Get("autosave/none"); return err }(), ErrNotFound) {
		t.Fatal("a missing key is not ErrNotFound")
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

// TestListRemovesStaleTemporaryFiles: a temporary file left by a write
// killed before its rename is removed once it is older than StaleTemp; a
// younger one (a write in progress) and other hidden files are left alone.
func TestListRemovesStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	if err := st.Put("autosave/game", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "autosave")
	old := time.Now().Add(-2 * StaleTemp)
	files := map[string]bool{ // name: whether List keeps it
		".game.123456789.tmp": false,
		".game.987654321.tmp": true, // young
		".hidden":             true,
		".notes.tmp":          true, // not our pattern
	}
	for name := range files {
		p := filepath.Join(sub, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if name != ".game.987654321.tmp" {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	keys, err := st.List(AutosavePrefix)
	if err != nil || len(keys) != 1 || keys[0] != "autosave/game" {
		t.Fatalf("List = %v, %v", keys, err)
	}
	for name, kept := range files {
		_, err := os.Stat(filepath.Join(sub, name))
		if (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
}

// TestWriteFileAtomicMakesNoFolders: writing into a folder that does not
// exist fails and creates nothing (a store's Put makes its own folders).
func TestWriteFileAtomicMakesNoFolders(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing", "deeper")
	if err := WriteFileAtomic(filepath.Join(missing, "x.png"), []byte("png")); err == nil || !strings.HasSuffix(err.Error(), "the folder "+missing+" does not exist") {
		t.Fatalf("written into a folder that does not exist: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("a folder was made")
	}
}

// TestReadFileNamesWhatItRefuses: a device or a folder is refused as what
// it is, in words.
func TestReadFileNamesWhatItRefuses(t *testing.T) {
	for path, want := range map[string]string{os.DevNull: "not a regular file but a device", t.TempDir(): "not a regular file but a folder"} {
		if _, err := ReadFile(path); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: %v, want it to end %q", path, err, want)
		}
	}
}

// TestCheckReplaysMarksSavesThatDoNotReplay: a save that decodes but whose
// actions do not replay is listed as unreadable, with the action and why;
// the others stay resumable.
func TestCheckReplaysMarksSavesThatDoNotReplay(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	for key, file := range map[string]string{"autosave/good": "good.json", "autosave/bad": "illegal_action.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Put(key, data); err != nil {
			t.Fatal(err)
		}
	}
	list, err := ListSaved(st, AutosavePrefix)
	if err != nil || len(list) != 2 {
		t.Fatalf("ListSaved = %v, %v", list, err)
	}
	CheckReplays(list)
	for _, sv := range list {
		switch sv.Key {
		case "autosave/good":
			if sv.Err != nil {
				t.Errorf("good save marked unreadable: %v", sv.Err)
			}
		case "autosave/bad":
			if sv.Err == nil || !strings.Contains(sv.Err.Error(), `autosave/bad: action 3 ("add 3")`) {
				t.Errorf("a save that does not replay: %v", sv.Err)
			}
			if _, err := Resume(sv); err == nil {
				t.Error("resumed a save that does not replay")
			}
		}
	}
}
