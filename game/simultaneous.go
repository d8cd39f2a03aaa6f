package game

// Simultaneous is implemented by games whose rules make some decisions at
// once and in secret by several seats: a vote every player casts before
// all are revealed together, a choice each makes behind their hand. The
// engine still takes those choices one seat at a time, in a fixed order,
// so that one screen passed from hand to hand plays them as any other
// decision; a table whose seats sit at their own screens opens such a
// decision to all of them at once, keeps each choice to itself until all
// are made, and then applies them in the engine's order, so that the game,
// its log and its hash are the same whatever order the choices came in.
//
// Together appends to dst[:0] the seats of the simultaneous decision under
// way, in the order the engine takes their choices, and returns it with
// how many of them have chosen already (their choices applied: ToAct() is
// seats[chosen]); it returns an empty slice when the decision under way is
// not such. LegalFor appends to dst[:0] the legal actions of seat s, one of
// those seats that has not chosen yet, as Legal will list them when its
// turn in the order comes: they never depend on the choices before it.
// Both depend only on what every seat sees, and until all have chosen no
// seat's view shows another's choice.
type Simultaneous interface {
	Together(dst []Seat) (seats []Seat, chosen int)
	LegalFor(s Seat, dst []Action) []Action
}

// Together is st's simultaneous decision under way (see Simultaneous): its
// seats in the engine's order and how many have chosen; none for a game
// without them.
func Together(st State, dst []Seat) ([]Seat, int) {
	if sim, ok := st.(Simultaneous); ok && !st.Over() {
		return sim.Together(dst)
	}
	return dst[:0], 0
}
