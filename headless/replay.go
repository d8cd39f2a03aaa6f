package headless

import (
	"fmt"
	"io"
	"os"

	"zombietable/game"
	"zombietable/game/save"
)

// ReplayCmd re-simulates a saved game and prints its result and final hash.
func ReplayCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: zombietable replay FILE")
		return 2
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	l, err := save.Decode(args[0], data)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	sess, err := save.Replay(l)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %s: %v\n", args[0], err)
		return 1
	}
	st := sess.State
	fmt.Fprintf(stdout, "game: %s, %d players, seed %d, %d actions\n", l.Game, l.Players, l.Seed, len(l.Actions))
	if st.Over() {
		ret := st.Returns()
		fmt.Fprint(stdout, "result:")
		for i, s := range l.Seats {
			word := "loses"
			if ret[i] >= 1 {
				word = "wins"
			}
			fmt.Fprintf(stdout, " %s %s;", s.Name, word)
		}
		fmt.Fprintln(stdout)
	} else {
		fmt.Fprintf(stdout, "result: not over, seat %d (%s) to act\n", st.ToAct(), l.Seats[st.ToAct()].Name)
	}
	fmt.Fprintf(stdout, "hash: %016x\n", game.Hash(st))
	return 0
}
