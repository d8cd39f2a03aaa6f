package save

import (
	"encoding/json"
	"errors"
	"fmt"

	"zombietable/game"
)

// Session is a game being played: its log and its current state, kept in
// step. Every change goes through Apply or Undo so the two never disagree.
type Session struct {
	Info  *game.Info
	Log   Log
	State game.State
	// Key is where Autosave writes, chosen on the first autosave.
	Key string
	// actors[i] is the seat that played Log.Actions[i].
	actors []game.Seat
	// barrier is how many actions lie behind the last reveal or roll: undo
	// never goes back past it.
	barrier int
	// size is the most bytes the log takes once encoded with a summary.
	size int
}

// summaryRoom is the most bytes a summary adds to an encoded log.
const summaryRoom = 256

// NewSession starts a game of info with the given configuration and seats.
func NewSession(info *game.Info, cfg game.Config, seats []Seat) (*Session, error) {
	l := Log{
		Format:  Format,
		Game:    info.ID,
		Rules:   info.Version,
		Players: cfg.Players,
		Options: cfg.Options,
		Seed:    cfg.Seed,
		Seats:   seats,
		Actions: []string{},
	}
	if err := l.check(); err != nil {
		return nil, err
	}
	st, err := info.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	b, err := l.Encode()
	if err != nil {
		return nil, err
	}
	return &Session{Info: info, Log: l, State: st, size: len(b) + summaryRoom}, nil
}

// Replay re-creates a game from its log, checking every action.
func Replay(l Log) (*Session, error) {
	if err := l.check(); err != nil {
		return nil, err
	}
	info, _ := game.Lookup(l.Game)
	s, err := NewSession(info, l.Config(), l.Seats)
	if err != nil {
		return nil, err
	}
	for i, name := range l.Actions {
		if err := s.ApplyName(name); err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, game.Echo(name), err)
		}
	}
	return s, nil
}

// Apply plays a legal action and records it; an illegal one is refused and
// nothing changes. So is an action the save could not hold (the
// MaxActions+1st, or one that would make the save larger than MaxSize):
// what is played can always be saved and read back.
func (s *Session) Apply(a game.Action) error {
	seat := s.State.ToAct()
	name := s.State.ActionString(a)
	grow := actionBytes(name)
	if len(s.Log.Actions) >= MaxActions || s.size+grow > MaxSize {
		return game.IllegalIn(
			fmt.Sprintf("the game cannot go on: a save holds at most %d actions and %d bytes", MaxActions, MaxSize),
			fmt.Sprintf("la partita non può continuare: un salvataggio contiene al massimo %d azioni e %d byte", MaxActions, MaxSize))
	}
	if err := s.State.Apply(a); err != nil {
		return err
	}
	s.size += grow
	s.Log.Actions = append(s.Log.Actions, name)
	s.actors = append(s.actors, seat)
	if s.State.Revealed() {
		s.barrier = len(s.Log.Actions)
	}
	return nil
}

// actionBytes is what an action adds to the encoded log: its name as JSON
// text, its line's indentation, a comma and a line break.
func actionBytes(name string) int {
	b, _ := json.Marshal(name)
	return len(b) + 6
}

// ApplyName plays the legal action with the given name.
func (s *Session) ApplyName(name string) error {
	a, err := game.Find(s.State, name)
	if err != nil {
		return err
	}
	return s.Apply(a)
}

// Actor returns the seat that played the i-th action of the log.
func (s *Session) Actor(i int) game.Seat { return s.actors[i] }

// IsHuman reports whether seat is played by a person.
func (s *Session) IsHuman(seat game.Seat) bool {
	return seat >= 0 && int(seat) < len(s.Log.Seats) && s.Log.Seats[seat].Kind == Human
}

// undoPoint returns how many actions to keep so that the last decision of a
// human seat after the barrier is taken back, or -1.
func (s *Session) undoPoint() int {
	for i := len(s.Log.Actions) - 1; i >= s.barrier; i-- {
		if s.IsHuman(s.actors[i]) {
			return i
		}
	}
	return -1
}

// UndoSeat returns the seat whose decision Undo would take back, and
// whether there is one.
func (s *Session) UndoSeat() (game.Seat, bool) {
	i := s.undoPoint()
	if i < 0 {
		return game.Nobody, false
	}
	return s.actors[i], true
}

// CanUndo reports whether Undo would take something back.
func (s *Session) CanUndo() bool { return s.undoPoint() >= 0 }

// ErrNoUndo is returned by Undo when nothing can be taken back.
var ErrNoUndo = errors.New("nothing to undo since the last card drawn, reveal or roll")

// Undo takes back the last decision of a human seat (and the bots' moves
// after it) by replaying the log up to it. It never crosses a reveal or roll.
func (s *Session) Undo() error {
	keep := s.undoPoint()
	if keep < 0 {
		return ErrNoUndo
	}
	l := s.Log
	l.Actions = append([]string{}, s.Log.Actions[:keep]...)
	r, err := Replay(l)
	if err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	r.Key = s.Key
	*s = *r
	return nil
}
