package game

// Scoreboard is how a finished game scored, in one language, for the
// game-over screen: a table with a row per seat and a column per figure,
// the figures' breakdown under each seat, and notes about the game as a
// whole (its length, how it ended, who the end saved and why).
type Scoreboard struct {
	Heads []string   // the figures' headings: "Victory points", "Turns"
	Rows  []ScoreRow // one per seat, in seat order
	Notes []string   // about the whole game, one line each
}

// ScoreRow is one seat's figures, one per heading, and what they are made
// of ("4 Molti + Zombi 24 · 3 Zombi 3 · 1 Infezione −1"), empty when there
// is nothing to break down.
type ScoreRow struct {
	Cells  []string
	Detail string
}

// Scorer is implemented by engines that can tell a finished game's score
// better than win or loss. Scoreboard gives it in lang ("it" for Italian,
// anything else for English), naming seats by names. Tables without it show
// who won and who lost.
type Scorer interface {
	Scoreboard(names []string, lang string) Scoreboard
}

// NextGame makes the configuration of the next game when the same people play
// again: next is the finished game's configuration with a new seed. It is
// info.Again when the game carries something over from one game to the next
// (the previous winners, who starts), else next as it is. Again gets its own
// copy of the options to change. The next game is played by the current
// rules, even after a game replayed by older ones.
func (info *Info) NextGame(over State, next Config) Config {
	next.Rules = ""
	if info.Again == nil || over == nil || !over.Over() {
		return next
	}
	opts := make(map[string]string, len(next.Options)+1)
	for k, v := range next.Options {
		opts[k] = v
	}
	next.Options = opts
	return info.Again(over, next)
}
