package pints

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// Componenti: "65 carte: 5 carte soccorsi (blu), 40 carte compagno (verdi) e
// 20 carte zombi (rosse). 86 gettoni zombi". Through whole random games of
// both levels and every table size, no token and no card is ever made or
// lost: the 86 tokens are in the reserve, on tiles, in the bus, on the
// trackers, in the ambulance or being dealt or moved; the faces not showing
// anywhere are exactly the face-down tokens; the cards in play (56 at the
// starter level, 60 at the main course, plus the rescue) are in the deck,
// the discard, the hands, next to the tiles or being played; and every
// decision offers at least one action.
func TestComponentiNienteSiCreaNienteSiPerde(t *testing.T) {
	for _, lv := range []string{LevelStarter, LevelMain} {
		for np := 2; np <= 4; np++ {
			for seed := uint64(1); seed <= 150; seed++ {
				st, err := New(game.Config{Players: np, Seed: seed, Options: map[string]string{"level": lv}})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				r := game.NewRNG(seed * 7)
				for steps := 0; !s.Over(); steps++ {
					if steps > 100000 {
						t.Fatalf("%s, %d players, seed %d: no end after %d actions", lv, np, seed, steps)
					}
					legal := s.Legal(nil)
					if len(legal) == 0 {
						t.Fatalf("%s, %d players, seed %d: no legal action at %s", lv, np, seed, s.prompt())
					}
					x := legal[r.IntN(len(legal))]
					if err := s.Apply(x); err != nil {
						t.Fatalf("%s refused: %v", s.ActionString(x), err)
					}
					if msg := inventory(s); msg != "" {
						t.Fatalf("%s, %d players, seed %d, after %s: %s", lv, np, seed, s.ActionString(x), msg)
					}
				}
			}
		}
	}
}

// inventory says what is missing or too much on the table, or "".
func inventory(s *State) string {
	total, down := int(s.Bag)+int(s.Bus), int(s.Bag)+int(s.Bus)
	var up [nTokenTypes]int
	count := func(z stack) {
		for i := range z.N {
			total++
			if c := (z.Z >> (2 * uint(i))) & 3; c == 0 {
				down++
			} else {
				up[codeType[c]]++
			}
		}
	}
	for r := range nRows {
		for p := range nPos {
			count(s.Z[r][p])
		}
	}
	count(s.Juke)
	count(s.Moving)
	for p := range int(s.NP) {
		total += int(s.P[p].Down)
		down += int(s.P[p].Down)
		for ty, c := range s.P[p].Up {
			total += int(c)
			up[ty] += int(c)
		}
	}
	for _, c := range s.Amb {
		total += int(c)
	}
	if total != 86 {
		return fmt.Sprintf("%d zombie tokens, want 86", total)
	}
	pool := 0
	for ty, c := range s.Pool {
		pool += int(c)
		if int(c)+up[ty]+int(s.Amb[ty]) != int(tab.tokens[ty]) {
			return fmt.Sprintf("%s: %d unseen + %d showing + %d in the ambulance, want %d", cfg.Tokens[ty].ID, c, up[ty], s.Amb[ty], tab.tokens[ty])
		}
	}
	if pool != down {
		return fmt.Sprintf("%d faces unseen for %d face-down tokens", pool, down)
	}
	if s.Done {
		return ""
	}
	cards := int(s.DeckN) + int(s.DiscN)
	for p := range int(s.NP) {
		cards += s.handCount(p)
	}
	for i := range int(s.NPlaced) {
		if it := s.Placed[i].Item; it >= itemCard && it < itemSide {
			cards++
		}
	}
	for i := range int(s.NT) {
		if k := s.Tasks[i].K; k == tZombie || k == tUnder {
			cards++
		}
	}
	want := 57
	if s.Main {
		want = 61
	}
	if cards != want {
		return fmt.Sprintf("%d cards in play, want %d", cards, want)
	}
	n := 0
	for _, c := range s.Sec {
		if c < 0 {
			return fmt.Sprintf("sectors %v", s.Sec)
		}
		n += int(c)
	}
	if n != int(s.DeckN) {
		return fmt.Sprintf("sectors %v for a deck of %d", s.Sec, s.DeckN)
	}
	return ""
}
