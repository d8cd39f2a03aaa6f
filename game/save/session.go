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
	// LastMove is the log line of the last move by language, written into
	// the autosave's summary (Summary.Last); the app keeps it up to date.
	LastMove map[string]string
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

// forkRoom is the most bytes a Fork adds to an encoded log.
const forkRoom = 128

// NewSession starts a game of info with the given configuration and seats,
// by the rules version cfg.Rules names (the current one if empty).
func NewSession(info *game.Info, cfg game.Config, seats []Seat) (*Session, error) {
	rules := info.Version
	if cfg.Rules != "" {
		rules = cfg.Rules
	}
	l := Log{
		Format:  Format,
		Game:    info.ID,
		Rules:   rules,
		Players: cfg.Players,
		Options: cfg.Options,
		Seed:    Seed(cfg.Seed),
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

// NewFork starts a game of info played on from a position of another: the
// log's Fork says where and how, and its actions up to Fork.At are the other
// game's. The seats are the new game's.
func NewFork(info *game.Info, l Log) (*Session, error) {
	if l.Fork == nil {
		return nil, errors.New("fork: the log says no position to play on from")
	}
	l.Summary = nil
	l.Actions = append([]string{}, l.Actions[:min(len(l.Actions), l.Fork.At)]...)
	return Replay(l)
}

// forkHere deals again, when the log is a fresh fork at its position, what
// the fork's seat could not know: the state becomes the engine's
// determinization from that seat's view with the fork's seed, and undo
// never goes back across it.
func (s *Session) forkHere() error {
	f := s.Log.Fork
	if f == nil || len(s.Log.Actions) != f.At {
		return nil
	}
	s.barrier = f.At
	if !f.Fresh {
		return nil
	}
	d, ok := s.State.(game.Determinizer)
	if !ok {
		return fmt.Errorf("fork: %s has nothing unknown to deal again", s.Info.ID)
	}
	r := game.NewRNG(f.Seed)
	s.State = d.Determinize(game.Seat(f.Seat), &r)
	return nil
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
	if l.Fork != nil {
		f := *l.Fork
		s.Log.Fork = &f
		s.size += forkRoom
	}
	if err := s.forkHere(); err != nil {
		return nil, err
	}
	for i, name := range l.Actions {
		if err := s.ApplyName(name); err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, game.Echo(name), err)
		}
		if err := s.forkHere(); err != nil {
			return nil, err
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
// text, its line's indentation, a comma and a line break. A name of plain
// ASCII that JSON writes as it is (every name the engines make) is counted
// without encoding it: a long game replayed counts thousands.
func actionBytes(name string) int {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			b, _ := json.Marshal(name)
			return len(b) + 6
		}
	}
	return len(name) + 2 + 6
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

// UndoBlock says why seat may not take back the last decision of a person:
// UndoOK when it may, else what stands in the way.
type UndoBlock int

// Why Undo is refused to a seat.
const (
	UndoOK      UndoBlock = iota
	UndoNone              // no person has decided since the game began
	UndoBarrier           // a card drawn, a reveal or a roll lies behind
	UndoOther             // the last decision of a person is another seat's
)

// UndoStateFor tells whether seat may take back its last decision: only
// when the last decision of a person since the barrier is seat's own, so
// that one person never cancels another's move (the bots' moves after it go
// with it, as they answered it). It returns the block and, for UndoOther,
// the seat whose decision it is.
func (s *Session) UndoStateFor(seat game.Seat) (UndoBlock, game.Seat) {
	k := s.undoPoint()
	if k < 0 {
		for i := range s.Log.Actions {
			if s.IsHuman(s.actors[i]) {
				return UndoBarrier, game.Nobody
			}
		}
		return UndoNone, game.Nobody
	}
	if by := s.actors[k]; by != seat {
		return UndoOther, by
	}
	return UndoOK, seat
}

// CanUndo reports whether Undo would take something back.
func (s *Session) CanUndo() bool { return s.undoPoint() >= 0 }

// ErrNoUndo is returned by Undo when nothing can be taken back.
var ErrNoUndo = errors.New("nothing to undo since the last card drawn, reveal or roll")

// ErrNotYours is returned by UndoFor when the last decision of a person is
// another seat's.
var ErrNotYours = errors.New("the last move is another player's: only your own moves can be taken back")

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
	r.LastMove = nil
	*s = *r
	return nil
}

// UndoFor is Undo for the person at seat: it takes back only that seat's
// own last decision (see UndoStateFor) and refuses, changing nothing, when
// the last decision of a person is another's.
func (s *Session) UndoFor(seat game.Seat) error {
	switch b, _ := s.UndoStateFor(seat); b {
	case UndoNone, UndoBarrier:
		return ErrNoUndo
	case UndoOther:
		return ErrNotYours
	}
	return s.Undo()
}

// Prefix is l with only its first n actions (all of them when n is past
// its end) and no summary: the game at an earlier position. A fork past
// that position is left out, as it had not happened yet.
func (l Log) Prefix(n int) Log {
	n = max(0, min(n, len(l.Actions)))
	l.Actions = l.Actions[:n:n]
	l.Summary = nil
	if l.Fork != nil && l.Fork.At > n {
		l.Fork = nil
	}
	return l
}
