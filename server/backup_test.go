//go:build !js

package server

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
)

// TestExportImport: -export writes every table as a save file that
// replays to the table's game; -import brings such files back as new
// tables of the same games, with new codes and seat links.
func TestExportImport(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	logs := map[string]save.Log{}
	for i, g := range []struct {
		id      string
		players int
	}{{"pints", 2}, {"zombionion", 3}, {"tsunami", 4}} {
		l := playedLog(t, g.id, g.players, uint64(40+i))
		if i == 2 {
			l.Actions = l.Actions[:len(l.Actions)/2] // a game under way
		}
		rec, _, err := n.srv.store.put(t.Context(), l)
		if err != nil {
			t.Fatal(err)
		}
		logs[rec.Code] = l
	}
	dir := t.TempDir()
	var out bytes.Buffer
	written, err := exportTables(t.Context(), n.srv.store, dir, &out, i18n.English)
	if err != nil || written != len(logs) {
		t.Fatalf("export: %d written, %v\n%s", written, err, out.String())
	}
	for code, want := range logs {
		data, err := os.ReadFile(filepath.Join(dir, want.Game+"-"+code+".json"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := save.Decode(code, data)
		if err != nil {
			t.Fatal(err)
		}
		if hashOf(t, got) != hashOf(t, want) {
			t.Errorf("table %s exported to another game", code)
		}
	}

	m := startNode(t, t.TempDir(), fast)
	out.Reset()
	brought, err := importTables(t.Context(), m.srv.store, dir, "http://example.org", &out, i18n.English)
	if err != nil || brought != len(logs) {
		t.Fatalf("import: %d brought back, %v\n%s", brought, err, out.String())
	}
	said := out.String()
	t.Log(said)
	if strings.Count(said, "http://example.org/#join=") != 2+3+4 {
		t.Errorf("import gave not one link per person:\n%s", said)
	}
	for _, line := range strings.Split(said, "\n") {
		_, after, ok := strings.Cut(line, ": now table ")
		if !ok {
			continue
		}
		code, _, _ := strings.Cut(after, ",")
		rec, err := m.srv.store.lookup(t.Context(), code)
		if err != nil {
			t.Fatal(err)
		}
		ld, err := m.srv.store.load(t.Context(), rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, want := range logs {
			found = found || hashOf(t, want) == hashOf(t, ld.log)
		}
		if !found {
			t.Errorf("table %s brought back as a game none of the saves is", code)
		}
	}
}

// hashOf is the hash of the game a log replays to.
func hashOf(t *testing.T, l save.Log) uint64 {
	t.Helper()
	sess, err := save.Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	return game.Hash(sess.State)
}
