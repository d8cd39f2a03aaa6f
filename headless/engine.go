package headless

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"zombietable/game"
	"zombietable/game/bot"
	"zombietable/game/save"
)

// request is one line of the engine protocol.
type request struct {
	Cmd     string            `json:"cmd"`
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options"`
	Action  string            `json:"action"`
	Seat    *int              `json:"seat"`
	Level   string            `json:"level"`
	Bot     string            `json:"bot"`
	Log     json.RawMessage   `json:"log"`
}

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
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 64*1024*1024)
	enc := json.NewEncoder(out)
	p := &protocol{}
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		answer := p.handle([]byte(line))
		if err := enc.Encode(answer); err != nil {
			fmt.Fprintf(stderr, "engine: %v\n", err)
			return 1
		}
		if p.quit {
			return 0
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "engine: %v\n", err)
		return 1
	}
	return 0
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
	dec := json.NewDecoder(strings.NewReader(string(line)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
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
		seats := make([]save.Seat, req.Players)
		for i := range seats {
			seats[i] = save.Seat{Name: fmt.Sprintf("Player %d", i+1), Kind: save.Human}
		}
		sess, err := save.NewSession(info, game.Config{Players: req.Players, Seed: req.Seed, Options: req.Options}, seats)
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
			return nil, fmt.Errorf("unknown cmd %q", req.Cmd)
		}
		return nil, errNoGame
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
		if *req.Seat < 0 || *req.Seat >= p.sess.State.Players() {
			return nil, fmt.Errorf("seat %d: the game has seats 0–%d", *req.Seat, p.sess.State.Players()-1)
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
	return nil, fmt.Errorf("unknown cmd %q", req.Cmd)
}

func isCmd(c string) bool {
	switch c {
	case "legal", "apply", "view", "state", "result", "undo", "save", "load", "hash", "bot":
		return true
	}
	return false
}

func (p *protocol) status() object {
	st := p.sess.State
	return object{"ok": true, "to_act": st.ToAct(), "over": st.Over(), "actions": len(p.sess.Log.Actions)}
}

// suggest asks a bot for a move: by level ("easy", "normal", "hard") or by
// spec ("ismcts:500"). The bot's seed follows from the game so the answer is
// reproducible.
func (p *protocol) suggest(req *request) (object, error) {
	st := p.sess.State
	if st.Over() {
		return nil, errors.New("the game is over")
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
	}
	b, err := bot.New(spec, p.sess.Info, p.sess.Log.Seed^uint64(len(p.sess.Log.Actions)+1))
	if err != nil {
		return nil, err
	}
	a := bot.Choose(b, st.Clone())
	return object{"seat": st.ToAct(), "action": st.ActionString(a), "bot": spec}, nil
}
