package all

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/save"
)

// TestOlderRulesSavesReplay replays saves written by earlier rules versions
// that a game still plays (Zombionion's version 2, where every other player
// was asked about Barricata at each Attack) to the very state they were
// written in, and checks that the current rules could not have replayed them:
// the older version's own path is what keeps them.
func TestOlderRulesSavesReplay(t *testing.T) {
	for _, c := range []struct {
		file string
		hash uint64
	}{
		{"zombionion-rules2-vita-o-morte.json", 0x222e3e50651698ed},
		{"zombionion-rules2-scontro.json", 0xae35aa3f8ab7bb81},
	} {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			l, err := save.Decode(c.file, data)
			if err != nil {
				t.Fatal(err)
			}
			s, err := save.Replay(l)
			if err != nil {
				t.Fatal(err)
			}
			if h := game.Hash(s.State); h != c.hash || !s.State.Over() {
				t.Fatalf("replayed to hash %016x (over %v), written at %016x at the game's end", h, s.State.Over(), c.hash)
			}
			if s.Log.Rules != l.Rules {
				t.Errorf("the replayed session records rules %q, the save %q", s.Log.Rules, l.Rules)
			}
			next := s.Info.NextGame(s.State, s.Log.Config())
			if next.Rules != "" {
				t.Errorf("the next game would be played by rules %q, not the current ones", next.Rules)
			}
			current := l
			current.Rules = s.Info.Version
			if _, err := save.Replay(current); err == nil || !strings.Contains(err.Error(), "don't reveal") {
				t.Errorf("the actions replayed by the current rules: %v, want a refused \"don't reveal\"", err)
			}
		})
	}
	if _, err := save.Replay(save.Log{Format: save.Format, Game: "zombionion", Rules: "1", Players: 2,
		Seats: []save.Seat{{Name: "A", Kind: save.Human}, {Name: "B", Kind: save.Human}}, Actions: []string{}}); err == nil {
		t.Error("a save of rules version 1, which no engine plays any more, was replayed")
	}
}
