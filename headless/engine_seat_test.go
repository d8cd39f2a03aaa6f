package headless

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"zombietable/game"
	_ "zombietable/game/all"
)

// ask sends one request line to p and returns its answer as JSON.
func ask(t *testing.T, p *protocol, req string) map[string]any {
	t.Helper()
	var obj map[string]any
	b, _ := json.Marshal(p.handle([]byte(req)))
	if err := json.Unmarshal(b, &obj); err != nil {
		t.Fatal(err)
	}
	return obj
}

// TestEngineMoveNamesItsMover: in every game, a move, the legal moves or a
// bot's suggestion asked for a seat that is not to act is refused with a
// reason and changes nothing; asked for the seat to act, it is played. An
// undo names the seat whose decision it takes back, and commands that
// concern no seat refuse one.
func TestEngineMoveNamesItsMover(t *testing.T) {
	for _, info := range game.Games() {
		t.Run(info.ID, func(t *testing.T) {
			p := &protocol{}
			if a := ask(t, p, fmt.Sprintf(`{"cmd":"new","game":%q,"players":%d,"seed":5}`, info.ID, max(2, info.MinPlayers))); a["error"] != nil {
				t.Fatal(a["error"])
			}
			legal := ask(t, p, `{"cmd":"legal"}`)
			to := int(legal["seat"].(float64))
			other := (to + 1) % max(2, info.MinPlayers)
			first := legal["actions"].([]any)[0].(string)
			hash := ask(t, p, `{"cmd":"hash"}`)["hash"]
			for _, req := range []string{
				fmt.Sprintf(`{"cmd":"apply","action":%q,"seat":%d}`, first, other),
				fmt.Sprintf(`{"cmd":"legal","seat":%d}`, other),
				fmt.Sprintf(`{"cmd":"bot","level":"easy","seat":%d}`, other),
			} {
				a := ask(t, p, req)
				if want := fmt.Sprintf("seat %d is not to act: seat %d is", other, to); a["error"] != want {
					t.Errorf("%s: answered %v, want the error %q", req, a, want)
				}
			}
			for _, req := range []string{
				fmt.Sprintf(`{"cmd":"apply","action":%q,"seat":9}`, first),
				fmt.Sprintf(`{"cmd":"apply","action":%q,"seat":-1}`, first),
			} {
				if a := ask(t, p, req); !strings.Contains(fmt.Sprint(a["error"]), "the game has seats 0–") {
					t.Errorf("%s: answered %v", req, a)
				}
			}
			for _, req := range []string{`{"cmd":"hash","seat":0}`, `{"cmd":"save","seat":0}`, `{"cmd":"new","game":"x","seat":0}`} {
				if a := ask(t, p, req); !strings.Contains(fmt.Sprint(a["error"]), `takes no "seat"`) {
					t.Errorf("%s: answered %v", req, a)
				}
			}
			if got := ask(t, p, `{"cmd":"hash"}`)["hash"]; got != hash {
				t.Fatalf("a refused request changed the game: hash %v, was %v", got, hash)
			}
			if a := ask(t, p, fmt.Sprintf(`{"cmd":"legal","seat":%d}`, to)); a["error"] != nil {
				t.Fatalf("legal for the seat to act: %v", a["error"])
			}
			if a := ask(t, p, fmt.Sprintf(`{"cmd":"apply","action":%q,"seat":%d}`, first, to)); a["ok"] != true {
				t.Fatalf("the move of the seat to act: %v", a)
			}
			if by, ok := p.sess.UndoSeat(); ok {
				wrong := (int(by) + 1) % max(2, info.MinPlayers)
				want := fmt.Sprintf("seat %d: undo would take back seat %d's decision", wrong, by)
				if a := ask(t, p, fmt.Sprintf(`{"cmd":"undo","seat":%d}`, wrong)); a["error"] != want {
					t.Errorf("undo for seat %d: answered %v, want %q", wrong, a, want)
				}
			}
		})
	}
}
