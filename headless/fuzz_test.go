package headless

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// FuzzEngineLine feeds one arbitrary request line to a session with a game
// under way: every answer is one JSON object, an engine panic ("internal
// error") is a bug, and the session still answers afterwards. Bot requests
// are left out: their work is bounded by time, not cheap enough to fuzz.
func FuzzEngineLine(f *testing.F) {
	for _, seed := range []string{
		`{"cmd":"legal"}`, `{"cmd":"apply","action":"roll"}`, `{"cmd":"view","seat":1}`,
		`{"cmd":"new","game":"toy","players":3,"seed":5,"options":{"rounds":"2"}}`,
		`{"cmd":"new","game":"toy","players":-1}`, `{"cmd":"undo"}`, `{"cmd":"state"}`,
		`{"cmd":"load","log":{"format":1,"game":"toy","players":2,"seed":3,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"bot","level":"easy"}],"actions":[]}}`,
		`{"cmd":"hash"}{"cmd":"hash"}`, `{"cmd":"result"} x`, `[1,2]`, `"cmd"`, `{}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		var probe struct {
			Cmd string `json:"cmd"`
		}
		if json.Unmarshal(line, &probe) == nil && strings.EqualFold(probe.Cmd, "bot") {
			return
		}
		p := &protocol{}
		if a := p.handle([]byte(`{"cmd":"new","game":"toy","players":2,"seed":1}`)); a["ok"] != true {
			t.Fatalf("new: %v", a)
		}
		for _, req := range [][]byte{line, []byte(`{"cmd":"hash"}`)} {
			a := p.handle(bytes.TrimSpace(req))
			b, err := json.Marshal(a)
			if err != nil {
				t.Fatalf("answer to %q is not JSON: %v", req, err)
			}
			if bytes.Contains(b, []byte("internal error")) || bytes.Contains(b, []byte("\n")) {
				t.Fatalf("answer to %q: %s", req, b)
			}
		}
	})
}
