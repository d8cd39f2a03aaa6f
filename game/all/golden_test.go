package all

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/game"
)

var update = flag.Bool("update", false, "rewrite testdata/replays.golden")

// goldenGames is how many seeded random games each registered game plays per
// player count.
const goldenGames = 3

// playRandom plays a game by rules version rules ("" for the current one) to
// its end with uniformly random legal actions drawn from the seed, and
// returns its final hash and length.
func playRandom(info *game.Info, rules string, players int, seed uint64) (uint64, int, error) {
	st, err := info.NewGame(game.Config{Players: players, Seed: seed, Rules: rules})
	if err != nil {
		return 0, 0, err
	}
	r := game.NewRNG(seed ^ 0xa11)
	var buf []game.Action
	n := 0
	for ; !st.Over(); n++ {
		if n > 200000 {
			return 0, n, fmt.Errorf("no end after %d actions", n)
		}
		buf = st.Legal(buf)
		if err := st.Apply(buf[r.IntN(len(buf))]); err != nil {
			return 0, n, err
		}
	}
	return game.Hash(st), n, nil
}

// TestReplayHashesAreGolden plays seeded random games of every registered
// game and compares their final hashes with the recorded ones. The same test
// runs natively and as WebAssembly: a difference means the two builds would
// not replay each other's games. Each older rules version a game still plays
// has its own lines, named game@version: its saves must replay as they were
// played.
func TestReplayHashesAreGolden(t *testing.T) {
	if len(game.Games()) == 0 {
		t.Fatal("no game registered")
	}
	var got []string
	for _, info := range game.Games() {
		for _, rules := range append([]string{""}, info.Older...) {
			name := info.ID
			if rules != "" {
				name += "@" + rules
			}
			for _, players := range []int{info.MinPlayers, info.MaxPlayers} {
				for seed := uint64(1); seed <= goldenGames; seed++ {
					h, n, err := playRandom(info, rules, players, seed)
					if err != nil {
						t.Fatalf("%s, %d players, seed %d: %v", name, players, seed, err)
					}
					got = append(got, fmt.Sprintf("%s %d %d %d %016x", name, players, seed, n, h))
				}
			}
		}
	}
	path := filepath.Join("testdata", "replays.golden")
	if *update {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := map[string]string{}
	if f, err := os.Open(path); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if fields := strings.Fields(sc.Text()); len(fields) == 5 {
				want[strings.Join(fields[:3], " ")] = sc.Text()
			}
		}
		f.Close()
	}
	for _, line := range got {
		key := strings.Join(strings.Fields(line)[:3], " ")
		if w, ok := want[key]; !ok {
			t.Errorf("no golden hash for %q: run go test ./game/all -update and commit the file", key)
		} else if w != line {
			t.Errorf("game %s: got %q, golden %q", key, line, w)
		}
	}
}
