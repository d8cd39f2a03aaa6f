package headless

import (
	"encoding/json"
	"strings"
	"testing"
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
		{`{"cmd":"view","seat":5}`, `seat 5: the game has seats 0–1`},
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
