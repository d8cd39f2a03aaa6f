package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/game"
)

var twoSeats = []Seat{{Name: "Anna", Kind: Human}, {Name: "Bot", Kind: Bot, Level: "easy"}}

func newRaceSession(t *testing.T, seed uint64) *Session {
	t.Helper()
	s, err := NewSession(raceInfo, game.Config{Players: 2, Seed: seed}, twoSeats)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func play(t *testing.T, s *Session, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := s.ApplyName(n); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
	}
}

func TestLogRoundTripReplaysToSameState(t *testing.T) {
	s := newRaceSession(t, 42)
	play(t, s, "roll", "add 2", "roll", "add 1", "roll")
	data, err := s.Log.Encode()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode("game.json", data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	if game.Hash(r.State) != game.Hash(s.State) {
		t.Fatalf("replayed state differs:\n%+v\n%+v", r.State, s.State)
	}
}

func TestDecodeRefusesBadSaves(t *testing.T) {
	tests := []struct {
		file, want string
	}{
		{"not_json.json", "not_json.json: not a zombietable save: line 3, column"},
		{"unknown_field.json", `unknown field "colour"`},
		{"future_format.json", "format 9: this version reads format 1"},
		{"foreign_game.json", `game: unknown game "chess"`},
		{"too_many_players.json", "players: 7, but race-test is for 2–4"},
		{"seat_count.json", "seats: 1 seats for 2 players"},
		{"bad_kind.json", `seats[1].kind: "alien"`},
		{"bad_secrets.json", `seats[1].secrets: "whenever" is neither "ask" nor "table"`},
		{"bot_no_level.json", "seats[1]: a bot needs a level"},
		{"wrong_type.json", `line 1, column 72: seed: must be a whole number from 0 to 18446744073709551615, not text ("one")`},
		{"trailing.json", "data after the JSON object"},
		{"folded_key.json", `line 1, column 2: "FORMAT": write "format"`},
		{"duplicate_key.json", `line 1, column 75: "seed" is given twice`},
		{"empty.json", "empty: no JSON object"},
		{"old_rules.json", `rules: the save is for rules version "0"`},
		{"long_name.json", "seats[0].name: 20000 characters, at most 64"},
		{"control_name.json", `seats[0].name: "Anna\nhash: 0" holds a control character`},
		{"endless_level.json", `seats[1].level: bot "ismcts:2000000000": 2000000000 is more work than a bot may be given`},
		{"unknown_level.json", `seats[1].level: unknown bot "grandmaster"`},
		{"bad_summary.json", "summary: turn 0, seat 7 to act"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Decode(tt.file, data)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Decode error %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

// TestDecodeAcceptsLevelsAndBoundedSpecs: a bot seat plays one of the
// game's levels or a spec within the bounds.
func TestDecodeAcceptsLevelsAndBoundedSpecs(t *testing.T) {
	for _, file := range []string{"good.json", "spec_level.json", "bom.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Decode(file, data); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
}

// TestDecodeRefusesAnOversizedSave: the size is checked before anything is
// parsed.
func TestDecodeRefusesAnOversizedSave(t *testing.T) {
	data := append([]byte(`{"format": 1`), bytes.Repeat([]byte(" "), MaxSize)...)
	if _, err := Decode("big.json", data); err == nil || !strings.Contains(err.Error(), "more than a save may be") {
		t.Fatalf("Decode = %v", err)
	}
}

func TestCheckSpec(t *testing.T) {
	tests := []struct {
		spec string
		ok   bool
	}{
		{"random", true},
		{"ismcts:2000:lean:sd:d25", true},
		{"ismcts:10000", true},
		{"ismcts:10001", false},
		{"ismcts:2000000000", false},
		{"ismcts:50:d99999999999999999999999", false},
		{"rollout:123456", false},
	}
	for _, tt := range tests {
		if err := CheckSpec(tt.spec); (err == nil) != tt.ok {
			t.Errorf("CheckSpec(%q) = %v", tt.spec, err)
		}
	}
}

func TestReplayNamesTheIllegalAction(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "illegal_action.json"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode("illegal_action.json", data)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Replay(l)
	if err == nil || !strings.Contains(err.Error(), `action 3 ("add 3")`) || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("Replay error %v", err)
	}
}

func TestUndo(t *testing.T) {
	tests := []struct {
		name    string
		moves   []string
		want    []string // the log after one undo; nil means undo is refused
		canUndo bool
	}{
		{"takes back the human move and the bot's reply", []string{"add 1", "add 2", "add 2"}, []string{"add 1", "add 2"}, true},
		{"takes back to the human's last decision", []string{"add 1", "add 2"}, []string{}, true},
		{"stops at a roll", []string{"roll", "add 1"}, nil, false},
		{"stops at a roll by the bot", []string{"add 1", "roll"}, nil, false},
		{"goes back to just after a roll", []string{"roll", "add 1", "add 2", "add 1"}, []string{"roll", "add 1"}, true},
		{"nothing to undo at the start", nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newRaceSession(t, 7)
			play(t, s, tt.moves...)
			before := game.Hash(s.State)
			if s.CanUndo() != tt.canUndo {
				t.Fatalf("CanUndo = %v", s.CanUndo())
			}
			err := s.Undo()
			if tt.want == nil {
				if !errors.Is(err, ErrNoUndo) || game.Hash(s.State) != before {
					t.Fatalf("Undo = %v, state changed: %v", err, game.Hash(s.State) != before)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(s.Log.Actions, ",") != strings.Join(tt.want, ",") {
				t.Fatalf("log after undo %q, want %q", s.Log.Actions, tt.want)
			}
			fresh := newRaceSession(t, 7)
			play(t, fresh, tt.want...)
			if game.Hash(fresh.State) != game.Hash(s.State) {
				t.Fatal("undo did not reach the state of the shorter log")
			}
		})
	}
}

// With two people at one screen Undo takes back only the moves of the seat
// asking: Anna cannot cancel Ben's move, nor Ben Anna's once the turn has
// passed; a bot's move after a person's goes back with it.
func TestUndoForTakesBackOnlyYourOwnMove(t *testing.T) {
	people := []Seat{{Name: "Anna", Kind: Human}, {Name: "Ben", Kind: Human}, {Name: "Bot", Kind: Bot, Level: "easy"}}
	tests := []struct {
		name  string
		moves []string
		seat  game.Seat
		block UndoBlock
		by    game.Seat
		want  []string // the log after UndoFor; nil means refused
	}{
		{"Ben cannot take back Anna's move", []string{"add 1"}, 1, UndoOther, 0, nil},
		{"Anna takes back her own move", []string{"add 1"}, 0, UndoOK, 0, []string{}},
		{"Anna cannot take back Ben's move", []string{"add 1", "add 2"}, 0, UndoOther, 1, nil},
		{"Ben takes back his move and the bot's reply", []string{"add 1", "add 2", "add 1"}, 1, UndoOK, 1, []string{"add 1"}},
		{"nobody has moved", nil, 0, UndoNone, game.Nobody, nil},
		{"a roll lies behind", []string{"add 1", "roll"}, 1, UndoBarrier, game.Nobody, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewSession(raceInfo, game.Config{Players: 3, Seed: 7}, people)
			if err != nil {
				t.Fatal(err)
			}
			play(t, s, tt.moves...)
			before := game.Hash(s.State)
			if b, by := s.UndoStateFor(tt.seat); b != tt.block || by != tt.by {
				t.Fatalf("UndoStateFor(%d) = %d, %d; want %d, %d", tt.seat, b, by, tt.block, tt.by)
			}
			err = s.UndoFor(tt.seat)
			if tt.want == nil {
				if err == nil || game.Hash(s.State) != before || len(s.Log.Actions) != len(tt.moves) {
					t.Fatalf("UndoFor = %v; the state changed: %v", err, game.Hash(s.State) != before)
				}
				if tt.block == UndoOther && !errors.Is(err, ErrNotYours) {
					t.Fatalf("UndoFor = %v, want ErrNotYours", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(s.Log.Actions, ",") != strings.Join(tt.want, ",") {
				t.Fatalf("log after undo %q, want %q", s.Log.Actions, tt.want)
			}
		})
	}
}

func TestDirStore(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	if _, err := st.Get("settings.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get of a missing key: %v", err)
	}
	for _, k := range []string{"settings.json", "autosave/a", "autosave/b"} {
		if err := st.Put(k, []byte(k)); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Put("settings.json", []byte("new")); err != nil {
		t.Fatal(err)
	}
	if b, _ := st.Get("settings.json"); string(b) != "new" {
		t.Fatalf("Get = %q", b)
	}
	keys, err := st.List("autosave/")
	if err != nil || strings.Join(keys, " ") != "autosave/a autosave/b" {
		t.Fatalf("List = %q, %v", keys, err)
	}
	if err := st.Delete("autosave/a"); err != nil {
		t.Fatal(err)
	}
	if keys, _ := st.List(""); strings.Join(keys, " ") != "autosave/b settings.json" {
		t.Fatalf("List after delete = %q (temporary files left?)", keys)
	}
	for _, bad := range []string{"", "/etc/passwd", "../x", "a/../../b", "a//b", `a\b`} {
		if err := st.Put(bad, nil); err == nil {
			t.Errorf("Put(%q) accepted", bad)
		}
	}
}

func TestAutosaveNeverOverwritesACorruptSave(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	s := newRaceSession(t, 5)
	corruptKey := "autosave/race-test-0000000000000005"
	if err := st.Put(corruptKey, []byte("{garbage")); err != nil {
		t.Fatal(err)
	}
	play(t, s, "add 1")
	if err := s.Autosave(st); err != nil {
		t.Fatal(err)
	}
	if s.Key == corruptKey {
		t.Fatal("autosave chose the corrupt save's key")
	}
	if b, _ := st.Get(corruptKey); string(b) != "{garbage" {
		t.Fatalf("corrupt save overwritten: %q", b)
	}
	list, err := ListSaved(st, AutosavePrefix)
	if err != nil || len(list) != 2 {
		t.Fatalf("ListSaved = %v, %v", list, err)
	}
	var good, bad int
	for _, sv := range list {
		if sv.Err != nil {
			bad++
			if !strings.Contains(sv.Err.Error(), corruptKey) {
				t.Errorf("error does not name the save: %v", sv.Err)
			}
			if _, err := Resume(sv); err == nil {
				t.Error("a corrupt save resumed")
			}
			continue
		}
		good++
		r, err := Resume(sv)
		if err != nil || game.Hash(r.State) != game.Hash(s.State) || r.Key != s.Key {
			t.Errorf("Resume = %v", err)
		}
	}
	if good != 1 || bad != 1 {
		t.Fatalf("good %d, bad %d", good, bad)
	}
}

func FuzzDecode(f *testing.F) {
	entries, _ := os.ReadDir("testdata")
	for _, e := range entries {
		if b, err := os.ReadFile(filepath.Join("testdata", e.Name())); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Decode("fuzz", data)
		if err != nil {
			return
		}
		if s, err := Replay(l); err == nil && len(s.Log.Actions) != len(l.Actions) {
			t.Fatal("replay lost actions")
		}
	})
}

// TestApplyRefusesWhatASaveCouldNotHold: the action after the
// MaxActions-th, or one that would make the save larger than MaxSize, is
// refused with a reason and changes nothing, so a game's save is always one
// Decode reads back.
func TestApplyRefusesWhatASaveCouldNotHold(t *testing.T) {
	s := newRaceSession(t, 42)
	for len(s.Log.Actions) < MaxActions-1 {
		s.Log.Actions = append(s.Log.Actions, "add 1")
		s.actors = append(s.actors, 0)
	}
	if err := s.Apply(s.State.Legal(nil)[0]); err != nil {
		t.Fatalf("the %dth action: %v", MaxActions, err)
	}
	hash := game.Hash(s.State)
	err := s.Apply(s.State.Legal(nil)[0])
	if err == nil || !strings.Contains(err.Error(), "a save holds at most 100000 actions") || !strings.Contains(game.Reason(err, "it"), "salvataggio") {
		t.Fatalf("the %dth action: %v", MaxActions+1, err)
	}
	if game.Hash(s.State) != hash || len(s.Log.Actions) != MaxActions {
		t.Fatal("the refused action changed the game")
	}
	data, err := s.Log.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode("full.json", data); err != nil {
		t.Fatalf("a full game's save is not read back: %v", err)
	}

	// Long action names fill MaxSize before MaxActions: the last action
	// accepted still leaves a save that is read back.
	s = newRaceSession(t, 42)
	long := strings.Repeat("x", 60)
	for len(s.Log.Actions) < MaxActions && s.size+actionBytes(long) <= MaxSize-actionBytes("add 1") {
		s.Log.Actions = append(s.Log.Actions, long)
		s.actors = append(s.actors, 0)
		s.size += actionBytes(long)
	}
	for s.Apply(s.State.Legal(nil)[0]) == nil {
	}
	err = s.Apply(s.State.Legal(nil)[0])
	if err == nil || !strings.Contains(err.Error(), "bytes") {
		t.Fatalf("past the size: %v", err)
	}
	s.Log.Summary = &Summary{Turn: MaxActions, ToAct: 1}
	if data, err = s.Log.Encode(); err != nil || len(data) > MaxSize {
		t.Fatalf("the save is %d bytes (%v), more than %d", len(data), err, MaxSize)
	}
	if _, err := Decode("big.json", data); err != nil {
		t.Fatalf("a full save is not read back: %v", err)
	}
}

// TestNamesCannotTurnOrGarbleText: a seat name with a direction override or
// another invisible format character, a combining mark on nothing or marks
// piled up is refused in a save, and cleaned of them where names are typed;
// accents, joined or not, and other scripts pass.
func TestNamesCannotTurnOrGarbleText(t *testing.T) {
	tests := []struct {
		name, clean, problem string
	}{
		{"Anna", "Anna", ""},
		{"José", "José", ""},
		{"Jose\u0301", "Jose\u0301", ""},
		{"Nguyê\u0303n", "Nguyê\u0303n", ""},
		{"नमस्ते", "नमस्ते", ""},
		{"Ann\u202Ea", "Anna", "U+202E, an invisible character"},
		{"\u2067Bob", "Bob", "U+2067"},
		{"Bo\u200Fb", "Bob", "U+200F"},
		{"\u0301Anna", "Anna", "begins with a combining mark"},
		{"Z\u0301\u0302\u0303\u0304\u0305alg", "Z\u0301\u0302\u0303alg", "more than 3 combining marks"},
		{"Anna\nhash: 0", "Annahash: 0", "control character"},
	}
	for _, tt := range tests {
		err := checkName(tt.name)
		if (err == nil) != (tt.problem == "") || err != nil && !strings.Contains(err.Error(), tt.problem) {
			t.Errorf("checkName(%q) = %v, want %q", tt.name, err, tt.problem)
		}
		if got := CleanName(tt.name); got != tt.clean {
			t.Errorf("CleanName(%q) = %q, want %q", tt.name, got, tt.clean)
		}
		if err := checkName(CleanName(tt.name)); err != nil {
			t.Errorf("the cleaned %q is refused: %v", tt.name, err)
		}
	}
}

// An action's name is counted as many bytes as the encoded log gives it,
// whether it is counted plainly or encoded.
func TestActionBytesCountsTheEncodedName(t *testing.T) {
	for _, name := range []string{"", "roll", "lay 3,6 r1", "play \"shotgun\"", `a\b`, "<b>", "Tom & Jerry",
		"tab\there", "città", "\u2028", "\xff", "~"} {
		b, err := json.Marshal(name)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := actionBytes(name), len(b)+6; got != want {
			t.Errorf("%q: %d bytes, the encoded log gives it %d", name, got, want)
		}
	}
}
