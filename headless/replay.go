package headless

import (
	"fmt"
	"io"
	"strconv"

	"zombietable/game"
	"zombietable/game/save"
)

// ReplayCmd re-simulates a saved game and prints its result and final hash.
// The file must be a regular file no larger than a save may be; seat names
// are printed quoted, so none can forge a line or reach the terminal as a
// control sequence.
func ReplayCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: zombietable replay FILE")
		return 2
	}
	data, err := save.ReadFile(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	name := strconv.Quote(args[0])
	l, err := save.Decode(name, data)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	sess, err := save.Replay(l)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %s: %v\n", name, err)
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
			fmt.Fprintf(stdout, " %s %s;", strconv.Quote(s.Name), word)
		}
		fmt.Fprintln(stdout)
	} else {
		fmt.Fprintf(stdout, "result: not over, seat %d (%s) to act\n", st.ToAct(), strconv.Quote(l.Seats[st.ToAct()].Name))
	}
	fmt.Fprintf(stdout, "hash: %016x\n", game.Hash(st))
	return 0
}
