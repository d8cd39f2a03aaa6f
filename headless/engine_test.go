package headless

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"zombietable/game"
)

// TestEngineProtocol drives one session line by line: every request gets
// exactly one JSON line, and bad requests get an error while the game goes on.
func TestEngineProtocol(t *testing.T) {
	steps := []struct {
		req  string
		want string // a substring of the answer
	}{
		{`{"cmd":"legal"}`, `"error":"no game`},
		{`this is not json`, `"error":"bad request`},
		{`{"cmd":"fly"}`, `"error":"unknown cmd \"fly\""`},
		{`{"cmd":"games"}`, `"id":"toy"`},
		{`{"cmd":"new","game":"chess","players":2}`, `unknown game \"chess\"`},
		{`{"cmd":"new","game":"toy","players":1}`, `players: 1, but toy is for 2–4`},
		{`{"cmd":"new","game":"toy","players":2,"seed":3,"options":{"rounds":"3"}}`, `"ok":true`},
		{`{"cmd":"legal"}`, `"actions":[`},
		{`{"cmd":"apply","action":"no such move"}`, `"error":"\"no such move\" is not a legal action now`},
		{`{"cmd":"hash"}`, `"hash":"`},
		{`{"cmd":"view","seat":0}`, `"view":{`},
		{`{"cmd":"view","seat":5}`, `seat 5: the game has seats 0–1, or -1 for a spectator's view`},
		{`{"cmd":"view","seat":-1}`, `{"seat":-1,"view":{`},
		{`{"cmd":"view","seat":-2}`, `seat -2: the game has seats 0–1, or -1`},
		{`{"cmd":"view"}`, `view needs a \"seat\"`},
		{`{"cmd":"state"}`, `"state":{`},
		{`{"cmd":"result"}`, `"over":false`},
		{`{"cmd":"bot","level":"easy"}`, `"action":"`},
		{`{"cmd":"bot","level":"grandmaster"}`, `no bot level \"grandmaster\"`},
		{`{"cmd":"save"}`, `"log":{"format":1,"game":"toy"`},
		{`{"cmd":"load","log":{"format":1,"game":"toy","players":2,"seed":3,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"actions":["bogus"]}}`, `action 1 (\"bogus\")`},
		{`{"cmd":"load","log":{"format":2}}`, `format 2`},
		{`{"cmd":"undo"}`, `nothing to undo`},
		{`{"cmd":"quit"}`, `"ok":true`},
		{`{"cmd":"games"}`, ``}, // after quit: not answered
	}
	var in strings.Builder
	for _, s := range steps {
		in.WriteString(s.req + "\n")
	}
	code, out, errs := run(t, in.String(), "engine")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != len(steps)-1 {
		t.Fatalf("%d answers to %d requests before quit:\n%s", len(lines), len(steps)-1, out)
	}
	for i, line := range lines {
		var obj map[string]any
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Errorf("answer %d is not JSON: %s", i+1, line)
		}
		if !strings.Contains(line, steps[i].want) {
			t.Errorf("request %s\n answered %s\n want it to contain %s", steps[i].req, line, steps[i].want)
		}
	}
}

// TestEnginePlaysAGameToTheEnd plays a whole game over the protocol with the
// bot's suggestions, then replays the saved log to the same hash.
func TestEnginePlaysAGameToTheEnd(t *testing.T) {
	p := &protocol{}
	ask := func(req string) map[string]any {
		t.Helper()
		var obj map[string]any
		b, _ := json.Marshal(p.handle([]byte(req)))
		if err := json.Unmarshal(b, &obj); err != nil {
			t.Fatal(err)
		}
		if e, ok := obj["error"]; ok {
			t.Fatalf("%s: %v", req, e)
		}
		return obj
	}
	ask(`{"cmd":"new","game":"toy","players":3,"seed":11}`)
	for i := 0; ask(`{"cmd":"result"}`)["over"] != true; i++ {
		if i > 10000 {
			t.Fatal("the game did not end")
		}
		move := ask(`{"cmd":"bot","level":"easy"}`)["action"].(string)
		b, _ := json.Marshal(map[string]string{"cmd": "apply", "action": move})
		ask(string(b))
	}
	if r := ask(`{"cmd":"result"}`)["returns"].([]any); len(r) != 3 {
		t.Fatalf("returns %v", r)
	}
	hash := ask(`{"cmd":"hash"}`)["hash"]
	log, _ := json.Marshal(ask(`{"cmd":"save"}`)["log"])
	ask(`{"cmd":"new","game":"toy","players":2,"seed":1}`)
	ask(`{"cmd":"load","log":` + string(log) + `}`)
	if got := ask(`{"cmd":"hash"}`)["hash"]; got != hash {
		t.Fatalf("loaded game hash %v, played %v", got, hash)
	}
}

// TestEngineSpectatorView: the view for seat -1 is exactly the view for no
// seat, what a spectator at a server's table receives.
func TestEngineSpectatorView(t *testing.T) {
	p := &protocol{}
	p.handle([]byte(`{"cmd":"new","game":"toy","players":3,"seed":5}`))
	p.handle([]byte(`{"cmd":"apply","action":"` + p.sess.State.ActionString(p.sess.State.Legal(nil)[0]) + `"}`))
	got, _ := json.Marshal(p.handle([]byte(`{"cmd":"view","seat":-1}`)))
	view, _ := json.Marshal(p.sess.State.View(game.Nobody))
	if want := `{"seat":-1,"view":` + string(view) + `}`; string(got) != want {
		t.Errorf("view -1: %s\nwant %s", got, want)
	}
}

// TestEngineRefusesHostileRequests: each request is answered with an error
// and the session goes on, ending with a normal answer.
func TestEngineRefusesHostileRequests(t *testing.T) {
	tests := []struct {
		name, req, want string
	}{
		{"a billion players", `{"cmd":"new","game":"toy","players":1000000000}`, `players: 1000000000, but toy is for 2–4`},
		{"negative players", `{"cmd":"new","game":"toy","players":-1}`, `players: -1, but toy is for 2–4`},
		{"two objects on a line", `{"cmd":"games"}{"cmd":"quit"}`, `data after the JSON object`},
		{"trailing garbage", `{"cmd":"games"} please`, `data after the JSON object`},
		{"endless search", `{"cmd":"bot","bot":"ismcts:2000000000"}`, `more work than a bot may be given`},
		{"endless depth", `{"cmd":"bot","bot":"ismcts:50:d99999999"}`, `more work than a bot may be given`},
		{"no time", `{"cmd":"bot","bot":"ismcts:50","ms":-5}`, `ms: -5, give 1–120000`},
		{"too much time", `{"cmd":"bot","bot":"ismcts:50","ms":99999999}`, `ms: 99999999`},
	}
	var in strings.Builder
	in.WriteString(`{"cmd":"new","game":"toy","players":2,"seed":3}` + "\n")
	for _, tt := range tests {
		in.WriteString(tt.req + "\n")
	}
	in.WriteString(`{"cmd":"bot","bot":"ismcts:50","ms":60000}` + "\n")
	code, out, errs := run(t, in.String(), "engine")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != len(tests)+2 {
		t.Fatalf("%d answers to %d requests:\n%s", len(lines), len(tests)+2, out)
	}
	for i, tt := range tests {
		if !strings.Contains(lines[i+1], tt.want) || !strings.Contains(lines[i+1], `"error"`) {
			t.Errorf("%s: answered %s, want an error with %s", tt.name, lines[i+1], tt.want)
		}
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, `"action":`) || strings.Contains(last, `"cut"`) {
		t.Errorf("the session did not go on: %s", last)
	}
}

// TestEngineSkipsAnOversizedLine: a line over MaxLine is answered with an
// error and skipped to its newline; the requests after it are answered.
func TestEngineSkipsAnOversizedLine(t *testing.T) {
	huge := `{"cmd":"apply","action":"` + strings.Repeat("x", MaxLine) + `"}`
	in := `{"cmd":"new","game":"toy","players":2,"seed":3}` + "\n" + huge + "\n" + `{"cmd":"hash"}` + "\n" + huge
	code, out, errs := run(t, in, "engine")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	want := []string{`"ok":true`, `longer than 16777216 bytes`, `"hash":`, `longer than 16777216 bytes`}
	if len(lines) != len(want) {
		t.Fatalf("%d answers, want %d:\n%.300s", len(lines), len(want), out)
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("answer %d %s, want %s", i+1, lines[i], w)
		}
	}
}

// TestReadLine: lines at the limit are read whole, longer ones dropped to
// their end, and a last line without a newline is read too.
func TestReadLine(t *testing.T) {
	r := bufio.NewReaderSize(strings.NewReader("abcd\nabcdefghij\r\nxy\nlast"), 16)
	want := []struct {
		line    string
		tooLong bool
	}{{"abcd", false}, {"", true}, {"xy", false}, {"last", false}}
	for i, w := range want {
		line, tooLong, err := readLine(r, 4)
		if err != nil || string(line) != w.line || tooLong != w.tooLong {
			t.Fatalf("line %d: %q, %v, %v; want %q, %v", i+1, line, tooLong, err, w.line, w.tooLong)
		}
	}
	if _, _, err := readLine(r, 4); err != io.EOF {
		t.Fatalf("after the last line: %v", err)
	}
}
