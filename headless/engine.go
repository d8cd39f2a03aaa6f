package headless

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
)

// request is one line of the engine protocol.
type request struct {
	Cmd     string            `json:"cmd"`
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Seed    save.Seed         `json:"seed"`
	Options map[string]string `json:"options"`
	Action  string            `json:"action"`
	Seat    *int              `json:"seat"`
	Level   string            `json:"level"`
	Bot     string            `json:"bot"`
	MS      int               `json:"ms"`
	Log     json.RawMessage   `json:"log"`
}

// MaxLine is the longest request line the engine reads, in bytes. A longer
// line is answered with an error and skipped up to its end; the session
// goes on.
const MaxLine = 16 << 20

// Bot requests' work: a spec's numbers (iterations, depth) are at most
// save.MaxSpecNumber, and a bot thinks for at most the request's "ms"
// milliseconds (DefaultBotMS when not given, MaxBotMS at most): the bounds
// of package bot, which the app's bots keep too. A search cut by the time
// answers its best move so far with "cut": true; a bot that cannot be cut
// answers an error.
const (
	DefaultBotMS = int(bot.DefaultBudget / time.Millisecond)
	MaxBotMS     = int(bot.MaxBudget / time.Millisecond)
)

type gameInfo struct {
	ID          string        `json:"id"`
	Name        string        `json:"name"`
	NameIT      string        `json:"name_it"`
	Players     [2]int        `json:"players"`
	Description string        `json:"description"`
	Options     []game.Option `json:"options"`
	Levels      []game.Level  `json:"levels"`
	Hidden      bool          `json:"hidden"`
}

// protocol is the state of one engine session.
type protocol struct {
	sess *save.Session
	buf  []game.Action
	quit bool
}

// Engine speaks the JSON-lines protocol: one request object a line on in,
// exactly one answer object a line on out. A bad request is answered with
// {"error": "…"} and the game goes on.
func Engine(in io.Reader, out, stderr io.Writer) int {
	r := bufio.NewReaderSize(in, 64*1024)
	enc := json.NewEncoder(out)
	p := &protocol{}
	for {
		line, tooLong, err := readLine(r, MaxLine)
		if err != nil && err != io.EOF {
			fmt.Fprintf(stderr, "engine: %v\n", err)
			return 1
		}
		var answer object
		switch line = bytes.TrimSpace(line); {
		case tooLong:
			answer = object{"error": fmt.Sprintf("bad request: the line is longer than %d bytes, the most the engine reads", MaxLine)}
		case len(line) > 0:
			answer = p.handle(line)
		}
		if answer != nil {
			if err := enc.Encode(answer); err != nil {
				fmt.Fprintf(stderr, "engine: %v\n", err)
				return 1
			}
			if p.quit {
				return 0
			}
		}
		if err == io.EOF {
			return 0
		}
	}
}

// readLine reads one line without its newline. A line longer than max is
// read to its end and dropped: tooLong reports it. err is io.EOF after the
// last line.
func readLine(r *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		chunk, isPrefix, err := r.ReadLine()
		if !tooLong {
			if len(line)+len(chunk) > max {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err != nil {
			if len(line) > 0 || tooLong {
				return line, tooLong, nil
			}
			return nil, false, err
		}
		if !isPrefix {
			return line, tooLong, nil
		}
	}
}

type object = map[string]any

func errorAnswer(err error) object { return object{"error": err.Error()} }

// handle answers one request; a panic in an engine becomes an error answer.
func (p *protocol) handle(line []byte) (answer object) {
	defer func() {
		if r := recover(); r != nil {
			answer = object{"error": fmt.Sprintf("internal error: %v", r)}
		}
	}()
	var req request
	if err := save.UnmarshalStrict(line, &req); err != nil {
		return errorAnswer(fmt.Errorf("bad request: %v", err))
	}
	a, err := p.do(&req)
	if err != nil {
		return errorAnswer(err)
	}
	return a
}

var errNoGame = errors.New("no game: send {\"cmd\":\"new\",…} or {\"cmd\":\"load\",…} first")

func (p *protocol) do(req *request) (object, error) {
	if req.Seat != nil && isCmd(req.Cmd) && !takesSeat(req.Cmd) {
		return nil, fmt.Errorf("%s takes no \"seat\"", req.Cmd)
	}
	switch req.Cmd {
	case "games":
		var list []gameInfo
		for _, g := range game.Games() {
			list = append(list, gameInfo{ID: g.ID, Name: g.Name, NameIT: g.NameIT, Players: [2]int{g.MinPlayers, g.MaxPlayers},
				Description: g.Description, Options: g.Options, Levels: g.Levels, Hidden: g.Hidden})
		}
		return object{"games": list}, nil
	case "new":
		info, err := game.Lookup(req.Game)
		if err != nil {
			return nil, err
		}
		if req.Players < info.MinPlayers || req.Players > info.MaxPlayers {
			return nil, fmt.Errorf("players: %d, but %s is for %d–%d", req.Players, info.ID, info.MinPlayers, info.MaxPlayers)
		}
		seats := make([]save.Seat, req.Players)
		for i := range seats {
			seats[i] = save.Seat{Name: fmt.Sprintf("Player %d", i+1), Kind: save.Human}
		}
		sess, err := save.NewSession(info, game.Config{Players: req.Players, Seed: uint64(req.Seed), Options: req.Options}, seats)
		if err != nil {
			return nil, err
		}
		p.sess = sess
		return p.status(), nil
	case "quit":
		p.quit = true
		return object{"ok": true}, nil
	case "":
		return nil, errors.New("bad request: no \"cmd\"")
	}
	if p.sess == nil && req.Cmd != "load" {
		if !isCmd(req.Cmd) {
			return nil, fmt.Errorf("unknown cmd %s", game.Echo(req.Cmd))
		}
		return nil, errNoGame
	}
	if req.Seat != nil && req.Cmd != "view" {
		if err := p.checkMover(req); err != nil {
			return nil, err
		}
	}
	switch req.Cmd {
	case "legal":
		st := p.sess.State
		p.buf = st.Legal(p.buf)
		names := make([]string, len(p.buf))
		for i, a := range p.buf {
			names[i] = st.ActionString(a)
		}
		return object{"seat": st.ToAct(), "actions": names}, nil
	case "apply":
		if err := p.sess.ApplyName(req.Action); err != nil {
			return nil, err
		}
		return p.status(), nil
	case "view":
		if req.Seat == nil {
			return nil, errors.New("view needs a \"seat\"")
		}
		if *req.Seat == int(game.Nobody) {
			// What a spectator of a table on a server receives.
			return object{"seat": game.Nobody, "view": p.sess.State.View(game.Nobody)}, nil
		}
		if err := p.checkSeat(*req.Seat); err != nil {
			return nil, fmt.Errorf("%w, or %d for a spectator's view", err, game.Nobody)
		}
		return object{"seat": *req.Seat, "view": p.sess.State.View(game.Seat(*req.Seat))}, nil
	case "state":
		return object{"state": p.sess.State}, nil
	case "result":
		st := p.sess.State
		a := object{"over": st.Over()}
		if st.Over() {
			a["returns"] = st.Returns()
		}
		return a, nil
	case "undo":
		if err := p.sess.Undo(); err != nil {
			return nil, err
		}
		return p.status(), nil
	case "save":
		return object{"log": p.sess.Log}, nil
	case "load":
		if len(req.Log) == 0 {
			return nil, errors.New("load needs a \"log\"")
		}
		l, err := save.Decode("log", req.Log)
		if err != nil {
			return nil, err
		}
		sess, err := save.Replay(l)
		if err != nil {
			return nil, err
		}
		p.sess = sess
		return p.status(), nil
	case "hash":
		return object{"hash": fmt.Sprintf("%016x", game.Hash(p.sess.State))}, nil
	case "bot":
		return p.suggest(req)
	}
	return nil, fmt.Errorf("unknown cmd %s", game.Echo(req.Cmd))
}

func isCmd(c string) bool {
	switch c {
	case "games", "new", "quit", "legal", "apply", "view", "state", "result", "undo", "save", "load", "hash", "bot":
		return true
	}
	return false
}

// takesSeat reports whether a request may name a seat: the seat it views,
// or the mover of a move (apply, legal, bot, undo).
func takesSeat(c string) bool {
	switch c {
	case "view", "apply", "legal", "bot", "undo":
		return true
	}
	return false
}

// checkSeat refuses a seat the game does not have.
func (p *protocol) checkSeat(seat int) error {
	if n := p.sess.State.Players(); seat < 0 || seat >= n {
		return fmt.Errorf("seat %d: the game has seats 0–%d", seat, n-1)
	}
	return nil
}

// checkMover refuses a move named for a seat that does not make it: apply,
// legal and bot are for the seat to act; undo takes back a decision of the
// seat that made it.
func (p *protocol) checkMover(req *request) error {
	seat := *req.Seat
	if err := p.checkSeat(seat); err != nil {
		return err
	}
	st := p.sess.State
	if req.Cmd == "undo" {
		if by, ok := p.sess.UndoSeat(); ok && int(by) != seat {
			return fmt.Errorf("seat %d: undo would take back seat %d's decision", seat, by)
		}
		return nil
	}
	if st.Over() {
		return fmt.Errorf("seat %d: the game is over, no seat is to act", seat)
	}
	if t := st.ToAct(); int(t) != seat {
		return fmt.Errorf("seat %d is not to act: seat %d is", seat, t)
	}
	return nil
}

func (p *protocol) status() object {
	st := p.sess.State
	return object{"ok": true, "to_act": st.ToAct(), "over": st.Over(), "actions": len(p.sess.Log.Actions)}
}

// suggest asks a bot for a move: by level ("easy", "normal", "hard") or by
// spec ("ismcts:500"), within the bounds on its work. The bot's seed follows
// from the game so the answer is reproducible, unless the time cuts it.
func (p *protocol) suggest(req *request) (object, error) {
	st := p.sess.State
	if st.Over() {
		return nil, errors.New("the game is over")
	}
	budget := bot.DefaultBudget
	if req.MS != 0 {
		if req.MS < 1 || req.MS > MaxBotMS {
			return nil, fmt.Errorf("ms: %d, give 1–%d milliseconds", req.MS, MaxBotMS)
		}
		budget = time.Duration(req.MS) * time.Millisecond
	}
	spec := req.Bot
	if spec == "" {
		level := req.Level
		if level == "" {
			level = "normal"
		}
		var err error
		if spec, err = p.sess.Info.LevelBot(level); err != nil {
			return nil, err
		}
	} else if err := save.CheckLevel(p.sess.Info, spec); err != nil {
		return nil, err
	}
	b, err := bot.New(spec, p.sess.Info, uint64(p.sess.Log.Seed)^uint64(len(p.sess.Log.Actions)+1))
	if err != nil {
		return nil, err
	}
	a, cut, err := bot.Within(b, st.Clone(), budget)
	if err != nil {
		return nil, fmt.Errorf("bot %q: %w", spec, err)
	}
	answer := object{"seat": st.ToAct(), "action": st.ActionString(a), "bot": spec}
	if cut {
		answer["cut"] = true
	}
	return answer, nil
}
