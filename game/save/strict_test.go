package save

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestUnmarshalStrictSpeaksPlainly: every problem is said in words, at the
// line and column where the offending value or key begins, never in Go's
// names for types, and never echoing more than MaxEcho characters.
func TestUnmarshalStrictSpeaksPlainly(t *testing.T) {
	type inner struct {
		Name string `json:"name"`
	}
	type target struct {
		Cmd     string            `json:"cmd"`
		Players int               `json:"players"`
		Seed    uint64            `json:"seed"`
		Small   int8              `json:"small"`
		Options map[string]string `json:"options"`
		Seats   []inner           `json:"seats"`
		Log     json.RawMessage   `json:"log"`
		On      bool              `json:"on"`
	}
	long := strings.Repeat("x", 10_000)
	tests := []struct{ src, want string }{
		{`{"players":"two"}`, `line 1, column 12: players: must be a whole number, not text ("two")`},
		{"{\n  \"players\": 2.5}", `line 2, column 14: players: must be a whole number, not 2.5`},
		{`{"seed":-1}`, `line 1, column 9: seed: -1 is out of range: it must be a whole number from 0 to 18446744073709551615`},
		{`{"small":300}`, `line 1, column 10: small: 300 is too large: it must be a whole number from -128 to 127`},
		{`{"cmd":5}`, `line 1, column 8: cmd: must be text, not the number 5`},
		{`{"on":"yes"}`, `line 1, column 7: on: must be true or false, not text ("yes")`},
		{`{"seats":{"name":"a"}}`, `line 1, column 10: seats: must be a list, not an object`},
		{`{"seats":[{"name":1}]}`, `line 1, column 19: seats[0].name: must be text, not the number 1`},
		{`{"CMD":"games"}`, `line 1, column 2: "CMD": write "cmd"`},
		{`{"cmd":"a","cmd":"b"}`, `line 1, column 12: "cmd" is given twice`},
		{`{"options":{"k":"1","k":"2"}}`, `line 1, column 21: "options.k" is given twice`},
		{`{"log":{"a":1,"a":2}}`, `line 1, column 15: "log.a" is given twice`},
		{`{"colour":1}`, `line 1, column 2: unknown field "colour"`},
		{`{"cmd":"a"} {"cmd":"b"}`, `line 1, column 13: data after the JSON object`},
		{`{"cmd":"a"`, `the JSON ends before its object is closed`},
		{`{"cmd" "a"}`, `line 1, column 8: not valid JSON`},
		{``, `empty: no JSON object`},
		{"\xef\xbb\xbf", `empty: no JSON object`},
		{`{"cmd":` + long + `}`, `not valid JSON`},
		{`{"players":"` + long + `"}`, `not text ("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (10000 bytes))`},
		{`{"` + long + `":1}`, `unknown field "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (10000 bytes)`},
		{`{"cmd":"é","players":"x"}`, `line 1, column 22: players`},
		{`{"log":` + strings.Repeat("[", 65) + strings.Repeat("]", 65) + `}`, `line 1, column 71: log[0]`},
		{`{"log":` + strings.Repeat("[", 5_000_000) + strings.Repeat("]", 5_000_000) + `}`, `values nest more than 64 deep`},
		{`{"log":` + strings.Repeat(`{"a":`, 100) + `1` + strings.Repeat("}", 100) + `}`, `values nest more than 64 deep`},
	}
	for _, tt := range tests {
		var v target
		err := UnmarshalStrict([]byte(tt.src), &v)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%.60q: error %v, want it to contain %q", tt.src, err, tt.want)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "Go ") || strings.Contains(msg, "int8") || strings.Contains(msg, "uint64") || len(msg) > 300 {
			t.Errorf("%.60q: error %q speaks Go or runs long", tt.src, msg)
		}
	}
}

// TestUnmarshalStrictAccepts: a byte-order mark, null, nested values in a
// raw message and every type read as they are.
func TestUnmarshalStrictAccepts(t *testing.T) {
	var v struct {
		Cmd  string          `json:"cmd"`
		Seat *int            `json:"seat"`
		Log  json.RawMessage `json:"log"`
		Num  float64         `json:"num"`
	}
	src := "\xef\xbb\xbf{\"cmd\":\"x\",\"seat\":1,\"log\":{\"a\":[1,{\"b\":null}]},\"num\":1.5}\n"
	if err := UnmarshalStrict([]byte(src), &v); err != nil {
		t.Fatal(err)
	}
	if v.Cmd != "x" || v.Seat == nil || *v.Seat != 1 || string(v.Log) != `{"a":[1,{"b":null}]}` || v.Num != 1.5 {
		t.Fatalf("decoded %+v", v)
	}
}
