package save

import (
	"fmt"

	"zombietable/game"
)

// race is a tiny game for these tests: in turn each seat adds 1 or 2 to a
// shared total, or rolls a die and adds it; whoever brings the total to 15
// or more wins.
type race struct {
	N        int
	Turn     int
	Total    int
	Winner   int
	Rolled   bool
	Rng      game.RNG
	Finished bool
}

const (
	addOne game.Action = iota
	addTwo
	roll
)

func newRace(c game.Config) (game.State, error) {
	return &race{N: c.Players, Winner: -1, Rng: game.NewRNG(c.Seed)}, nil
}

func (r *race) Players() int { return r.N }
func (r *race) ToAct() game.Seat {
	if r.Finished {
		return game.Nobody
	}
	return game.Seat(r.Turn)
}
func (r *race) Legal(dst []game.Action) []game.Action {
	dst = dst[:0]
	if r.Finished {
		return dst
	}
	return append(dst, addOne, addTwo, roll)
}
func (r *race) Apply(a game.Action) error {
	if r.Finished {
		return game.Illegal("the race is over")
	}
	r.Rolled = false
	switch a {
	case addOne:
		r.Total++
	case addTwo:
		r.Total += 2
	case roll:
		r.Total += r.Rng.Die(6)
		r.Rolled = true
	default:
		return game.Illegal("no action %d", a)
	}
	if r.Total >= 15 {
		r.Finished, r.Winner = true, r.Turn
	} else {
		r.Turn = (r.Turn + 1) % r.N
	}
	return nil
}
func (r *race) Revealed() bool { return r.Rolled }
func (r *race) Over() bool     { return r.Finished }
func (r *race) Returns() []float64 {
	out := make([]float64, r.N)
	if r.Winner >= 0 {
		out[r.Winner] = 1
	}
	return out
}
func (r *race) Clone() game.State  { c := *r; return &c }
func (r *race) View(game.Seat) any { return r }
func (r *race) ActionString(a game.Action) string {
	switch a {
	case addOne:
		return "add 1"
	case addTwo:
		return "add 2"
	case roll:
		return "roll"
	}
	return fmt.Sprintf("action %d", a)
}

var raceInfo = &game.Info{
	ID: "race-test", Name: "Race", NameIT: "Corsa", Version: "1",
	MinPlayers: 2, MaxPlayers: 4, New: newRace,
	Levels: []game.Level{{Name: "easy", Bot: "random"}},
}

func init() { game.Register(raceInfo) }
