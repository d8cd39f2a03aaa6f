package wire

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeClientGood(t *testing.T) {
	tests := []struct {
		in   string
		want any
	}{
		{`{"type":"hello","table":"K7M2QX","token":"0123456789abcdef0123456789abcdef","seen":3,"lang":"it"}`,
			&Hello{Type: "hello", Table: "K7M2QX", Token: "0123456789abcdef0123456789abcdef", Seen: 3, Lang: "it"}},
		{`{"type":"hello","table":"k7m2qx"}`, &Hello{Type: "hello", Table: "k7m2qx"}},
		{` {"table":"K7M2QX","type":"hello","token":""} `, &Hello{Type: "hello", Table: "K7M2QX"}},
		{`{"type":"act","seq":12,"action":"vote 2","ref":"c7"}`, &Act{Type: "act", Seq: 12, Action: "vote 2", Ref: "c7"}},
		{`{"type":"act","seq":0,"action":"play Fuga in corridoio"}`, &Act{Type: "act", Action: "play Fuga in corridoio"}},
		{`{"type":"lang","lang":"en"}`, &Lang{Type: "lang", Lang: "en"}},
		{`{"type":"ping"}`, &Ping{Type: "ping"}},
		{`{"type":"why","seq":12,"action":17,"ref":"w3"}`, &Why{Type: "why", Seq: 12, Action: 17, Ref: "w3"}},
		{`{"action":-2147483648,"seq":0,"type":"why"}`, &Why{Type: "why", Action: -2147483648}},
		{`{"type":"why","seq":2147483647,"action":2147483647}`, &Why{Type: "why", Seq: 2147483647, Action: 2147483647}},
	}
	for _, tt := range tests {
		got, err := DecodeClient([]byte(tt.in))
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %#v, want %#v", tt.in, got, tt.want)
		}
	}
}

func TestDecodeClientRefuses(t *testing.T) {
	tests := []struct {
		in, reason string
	}{
		{``, "not JSON"},
		{`nonsense`, "not JSON"},
		{`[1,2]`, "not a JSON object"},
		{`"hello"`, "not a JSON object"},
		{`{"type":"hello","table":"K7M2QX"} {"type":"ping"}`, "data after"},
		{`{"type":"hello","table":"K7M2QX"`, "not valid JSON"},
		{`{}`, `no "type"`},
		{`{"type":7}`, `"type" must be a string`},
		{`{"type":"shout"}`, `unknown message type "shout"`},
		{`{"type":"ping","type":"ping"}`, `"type" is given twice`},
		{`{"type":"act","seq":1,"seq":2,"action":"x"}`, `"seq" is given twice`},
		{`{"type":"ping","extra":1}`, `unknown field "extra"`},
		{`{"type":"act","Seq":1,"action":"x"}`, `unknown field "Seq"`},
		{`{"type":"act","action":"x"}`, `needs the field "seq"`},
		{`{"type":"act","seq":"1","action":"x"}`, `"seq" of an act message must be a whole number, not a string`},
		{`{"type":"act","seq":1.5,"action":"x"}`, `whole number, not the number 1.5`},
		{`{"type":"act","seq":1e3,"action":"x"}`, `whole number`},
		{`{"type":"act","seq":99999999999,"action":"x"}`, `"seq" of an act message must be a whole number from -2147483648 to 2147483647 (32 bits), not the number 99999999999`},
		{`{"type":"act","seq":null,"action":"x"}`, `not null`},
		{`{"type":"act","seq":-1,"action":"x"}`, `0 or more`},
		{`{"type":"act","seq":1,"action":true}`, `not true or false`},
		{`{"type":"act","seq":1,"action":""}`, `needs the action's name`},
		{`{"type":"act","seq":1,"action":"x\u0000"}`, `not an action name`},
		{`{"type":"act","seq":1,"action":"x","ref":"` + strings.Repeat("r", 33) + `"}`, `ref is at most 32`},
		{`{"type":"hello","table":""}`, `needs the table`},
		{`{"type":"hello","table":"` + strings.Repeat("A", 65) + `"}`, `not a table code or id`},
		{`{"type":"hello","table":"K7M2QX","token":"` + strings.Repeat("a", 65) + `"}`, `not a seat token`},
		{`{"type":"hello","table":"K7M2QX","seen":-2}`, `0 or more`},
		{`{"type":"hello","table":"K7M2QX","lang":"es"}`, `language "es"`},
		{`{"type":"hello","table":{"a":1,"a":2}}`, `holds the key "a" twice`},
		{`{"type":"hello","table":[{"b":[{"a":1,"a":2}]}]}`, `holds the key "a" twice`},
		{`{"type":"lang","lang":"pt"}`, `language "pt"`},
		{`{"type":"lang"}`, `needs the field "lang"`},
		{"{\"type\":\"ping\",\"x\":\"\xff\"}", "not UTF-8"},
		{`{"type":"why","seq":1}`, `a why message needs the field "action"`},
		{`{"type":"why","action":1}`, `needs the field "seq"`},
		{`{"type":"why","seq":1,"action":"attack"}`, `"action" of a why message must be a whole number, not a string`},
		{`{"type":"why","seq":1,"action":2147483648}`, `whole number from -2147483648 to 2147483647 (32 bits), not the number 2147483648`},
		{`{"type":"why","seq":1,"action":-2147483649}`, `whole number from -2147483648 to 2147483647 (32 bits), not the number -2147483649`},
		{`{"type":"why","seq":1,"action":1.0}`, `whole number`},
		{`{"type":"why","seq":1,"action":null}`, `not null`},
		{`{"type":"why","seq":1,"action":[1]}`, `not a list`},
		{`{"type":"why","seq":-1,"action":1}`, `0 or more`},
		{`{"type":"why","seq":1,"action":1,"action":2}`, `"action" is given twice`},
		{`{"type":"why","seq":1,"action":1,"lang":"it"}`, `unknown field "lang"`},
		{`{"type":"why","seq":1,"action":1,"ref":"` + strings.Repeat("r", 33) + `"}`, `ref is at most 32`},
		{`{"type":"why","seq":1,"action":1,"ref":"\u001b[2J"}`, `ref is at most 32`},
		{`{"type":"why","seq":1,"action":1,"ref":7}`, `"ref" of a why message must be a string`},
		{`{"type":"act","seq":1,"action":"` + strings.Repeat("a", MaxFrame) + `"}`, "more than the 65536"},
	}
	for _, tt := range tests {
		_, err := DecodeClient([]byte(tt.in))
		if err == nil {
			t.Errorf("%.80s: decoded, want refused (%s)", tt.in, tt.reason)
			continue
		}
		if !strings.Contains(err.Error(), tt.reason) {
			t.Errorf("%.80s: %q, want it to say %q", tt.in, err, tt.reason)
		}
	}
}

// FuzzDecodeClient: no frame panics, and a frame that decodes encodes back
// to an object that decodes to the same message.
func FuzzDecodeClient(f *testing.F) {
	for _, s := range []string{
		`{"type":"hello","table":"K7M2QX","token":"0123456789abcdef0123456789abcdef","seen":3,"lang":"it"}`,
		`{"type":"act","seq":12,"action":"vote 2","ref":"c7"}`,
		`{"type":"lang","lang":"en"}`, `{"type":"ping"}`, `{"type":"why","seq":3,"action":-7,"ref":"w1"}`, `{"a":{"b":[1,{"c":2,"c":3}]}}`, `[`, `{"type":"act","seq":1e400}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeClient(data)
		if err != nil {
			if m != nil {
				t.Fatal("a message with an error")
			}
			return
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := DecodeClient(b)
		if err != nil {
			t.Fatalf("%s decoded, its encoding %s does not: %v", data, b, err)
		}
		if !reflect.DeepEqual(m, m2) {
			t.Fatalf("%s: %#v, then %#v", data, m, m2)
		}
	})
}

func TestDecodeServerRoundTrip(t *testing.T) {
	msgs := []any{
		&Welcome{Type: TypeWelcome, Table: "0123456789abcdef", Code: "K7M2QX", Game: "tsunami", Version: "3",
			Options: map[string]string{"zombird": "true"}, Seat: 1, Seats: []SeatInfo{{Name: "Ann", Connected: true}, {Name: "Bot 2", Bot: "normal", Connected: true}}},
		&Update{Type: TypeUpdate, Seq: 12, View: json.RawMessage(`{"hand":[1,2]}`), ToAct: 0, TurnOf: 0,
			Legal: []LegalAction{{ID: 17, Name: "vote 2"}}, LogFrom: 11,
			Log: []LogEntry{{Seq: 12, Seat: 0, TurnOf: 0, Turn: -1, Title: "Round 1", Lines: []string{"Ann votes"}}}, Returns: []float64{1, 0}, Over: true},
		&Refused{Type: TypeRefused, Ref: "c7", Reason: "stale", Seq: 12},
		&Because{Type: TypeBecause, Ref: "w3", Seq: 12, Action: -5, Reason: "that zombie is out of reach"},
		&Because{Type: TypeBecause, Seq: 12, Action: 17},
		&Seats{Type: TypeSeats, Seats: []SeatInfo{{Name: "Ann"}}},
		&Error{Type: TypeError, Reason: "no"},
		&Pong{Type: TypePong},
	}
	for _, m := range msgs {
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeServer(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !reflect.DeepEqual(got, m) {
			t.Errorf("%s: got %#v", b, got)
		}
	}
	if _, err := DecodeServer([]byte(`{"type":"welcome","new_field":1,"seat":2}`)); err != nil {
		t.Errorf("an unknown field from a newer server: %v", err)
	}
	for _, bad := range []string{`{"type":"bogus"}`, `[]`, `{"type":"update","seq":"x"}`} {
		if _, err := DecodeServer([]byte(bad)); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// The legal actions are omitted, not null, when the connection is not to
// act, and returns is null until the game is over, as the protocol says.
func TestUpdateEncoding(t *testing.T) {
	b, _ := json.Marshal(Update{Type: TypeUpdate, View: json.RawMessage(`{}`), Log: []LogEntry{}})
	s := string(b)
	if strings.Contains(s, "legal") || !strings.Contains(s, `"returns":null`) || !strings.Contains(s, `"log":[]`) {
		t.Errorf("update encodes as %s", s)
	}
}

func TestDecodeCreate(t *testing.T) {
	good := `{"game":"tsunami","options":{"zombird":"true"},"seats":[{"name":"Ann"},{"name":"Bob"},{"bot":"normal"}],"lang":"en","public":true}`
	c, err := DecodeCreate([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	want := &CreateTable{Game: "tsunami", Options: map[string]string{"zombird": "true"}, Seats: []SeatRequest{{Name: "Ann"}, {Name: "Bob"}, {Bot: "normal"}}, Lang: "en", Public: true}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got %#v", c)
	}
	bad := []struct{ in, reason string }{
		{`{"game":"tsunami"}`, `needs the field "seats"`},
		{`{"game":"tsunami","seats":[]}`, "seats: 0"},
		{`{"game":"tsunami","seats":[{"name":"A","name":"B"}]}`, "twice"},
		{`{"game":"tsunami","seats":[{"name":"A","seed":7}]}`, `unknown field "seed"`},
		{`{"game":"tsunami","seed":7,"seats":[{}]}`, `unknown field "seed"`},
		{`{"game":"tsunami","seats":[{"name":3}]}`, `"name" of seat 0 must be a string`},
		{`{"game":"tsunami","seats":[7]}`, "seat 0 is not an object"},
		{`{"game":"tsunami","options":{"a":1},"seats":[{}]}`, `option "a" must be a string`},
		{`{"game":"tsunami","options":[],"seats":[{}]}`, `"options" of the request must be an object`},
		{`{"game":"","seats":[{}]}`, "game: name one"},
		{`{"game":"tsunami","seats":[{"name":"` + strings.Repeat("n", 65) + `"}]}`, "at most 64"},
		{`{"game":"tsunami","seats":[{},{},{},{},{},{},{},{},{}]}`, "seats: 9"},
		{`{"game":"tsunami","seats":[{}],"lang":"xx"}`, `language "xx"`},
		{`{"game":"tsunami","seats":[{}],"public":"yes"}`, `"public" of the request must be true or false, not a string`},
		{`{"game":"tsunami","seats":[{}],"public":1}`, `"public" of the request must be true or false`},
		{`[`, "not a JSON object"},
	}
	for _, tt := range bad {
		_, err := DecodeCreate([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.reason) {
			t.Errorf("%s: %v, want %q", tt.in, err, tt.reason)
		}
	}
}

func TestCodesAndTokens(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{{"K7M2QX", "K7M2QX", true}, {"k7m2qx", "K7M2QX", true}, {"K7M2Q", "", false}, {"K7M2QO", "", false}, {"K1M2QX", "", false}, {"K7M2QXX", "", false}, {"k7m2qx9prt", "K7M2QX9PRT", true}, {"K7M2QX9PR", "", false}, {"K7M2QX9PRTT", "", false}} {
		got, ok := NormalCode(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NormalCode(%q) = %q, %v", tt.in, got, ok)
		}
	}
	if !IsToken("0123456789abcdef0123456789abcdef") || IsToken("0123456789ABCDEF0123456789abcdef") || IsToken("0123") {
		t.Error("IsToken")
	}
	if !IsID("0123456789abcdef") || IsID("0123456789abcdeg") {
		t.Error("IsID")
	}
}

func TestLinks(t *testing.T) {
	tok := "0123456789abcdef0123456789abcdef"
	l := Link("http://127.0.0.1:8766/", "K7M2QX", tok)
	if l != "http://127.0.0.1:8766/#join=K7M2QX&token="+tok {
		t.Errorf("Link = %s", l)
	}
	for _, tt := range []struct{ in, code, token string }{
		{l, "K7M2QX", tok},
		{Link("https://z.example", "K7M2QX", ""), "K7M2QX", ""},
		{"#join=k7m2qx&token=" + tok, "K7M2QX", tok},
		{"join=K7M2QX", "K7M2QX", ""},
		{"  k7m2qx ", "K7M2QX", ""},
	} {
		code, token, err := ParseJoin(tt.in)
		if err != nil || code != tt.code || token != tt.token {
			t.Errorf("ParseJoin(%q) = %q, %q, %v", tt.in, code, token, err)
		}
	}
	for _, bad := range []string{"", "hello", "https://x/#join=K7M2Q", "https://x/#join=K7M2QX&token=abc", "#join=K7M2QX&join=K7M2QX", "#join=K7M2QX&token=" + tok + "&token=" + tok} {
		if _, _, err := ParseJoin(bad); err == nil {
			t.Errorf("ParseJoin(%q) accepted", bad)
		}
	}
}

// FuzzDecodeCreate: no body panics, and a body that decodes is within the
// limits.
func FuzzDecodeCreate(f *testing.F) {
	f.Add([]byte(`{"game":"tsunami","options":{"zombird":"true"},"seats":[{"name":"Ann"},{"name":"Bob"},{"bot":"normal"}],"lang":"en"}`))
	f.Add([]byte(`{"game":"x","seats":[{"name":"a","name":"b"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := DecodeCreate(data)
		if err != nil {
			return
		}
		if c.Game == "" || len(c.Seats) == 0 || len(c.Seats) > MaxSeats || len(c.Options) > MaxOptions || !CheckLang(c.Lang) {
			t.Fatalf("%s decoded to %+v", data, c)
		}
	})
}
