package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"unicode/utf8"
)

// kind is the JSON type a field must have.
type kind int

const (
	kString kind = iota
	kInt
	kObject
	kArray
	kBool
)

func (k kind) String() string {
	return [...]string{"a string", "a whole number", "an object", "a list", "true or false"}[k]
}

// field is a key a message may hold, its type and whether it must be there.
type field struct {
	name     string
	kind     kind
	required bool
}

// Fields of each client message, "type" included.
var clientFields = map[string][]field{
	TypeHello: {{"type", kString, true}, {"table", kString, true}, {"token", kString, false}, {"seen", kInt, false}, {"lang", kString, false}},
	TypeAct:   {{"type", kString, true}, {"seq", kInt, true}, {"action", kString, true}, {"ref", kString, false}},
	TypeLang:  {{"type", kString, true}, {"lang", kString, true}},
	TypePing:  {{"type", kString, true}},
	TypeWhy:   {{"type", kString, true}, {"seq", kInt, true}, {"action", kInt, true}, {"ref", kString, false}},
}

// maxTableField is the most bytes of a hello's table or token: enough for
// any code, id or token, so that a longer one is refused before it is
// looked up.
const maxTableField = 64

// DecodeClient reads one client frame strictly and returns *Hello, *Act,
// *Lang, *Why or *Ping. Anything else is refused with an error saying what is
// wrong in plain words: more than MaxFrame bytes, not one JSON object, a
// duplicate key, an unknown type or field, a field of the wrong type or
// missing, a value out of bounds. Hello's table and token are checked only
// for length here: whether they name a table and seat is the server's
// business, and it answers every wrong one alike.
func DecodeClient(data []byte) (any, error) {
	if len(data) > MaxFrame {
		return nil, fmt.Errorf("the message is %d bytes, more than the %d a message may be", len(data), MaxFrame)
	}
	fields, err := object(data)
	if err != nil {
		return nil, err
	}
	typ, err := messageType(fields)
	if err != nil {
		return nil, err
	}
	spec, ok := clientFields[typ]
	if !ok {
		return nil, fmt.Errorf("unknown message type %q (a client sends hello, act, lang, why or ping)", typ)
	}
	article := "a "
	if typ == TypeAct {
		article = "an "
	}
	if err := checkFields(article+typ+" message", fields, spec); err != nil {
		return nil, err
	}
	switch typ {
	case TypeHello:
		var m Hello
		if err := unmarshal(data, &m); err != nil {
			return nil, err
		}
		switch {
		case m.Table == "":
			return nil, errors.New("a hello needs the table's code or id")
		case len(m.Table) > maxTableField || !printable(m.Table):
			return nil, errors.New("the hello's table is not a table code or id")
		case len(m.Token) > maxTableField || !printable(m.Token):
			return nil, errors.New("the hello's token is not a seat token")
		case m.Seen < 0:
			return nil, fmt.Errorf("the hello's seen is %d: the last seq applied, 0 or more", m.Seen)
		case !CheckLang(m.Lang):
			return nil, fmt.Errorf("language %q: say \"en\", \"it\", \"fr\" or \"de\"", m.Lang)
		}
		return &m, nil
	case TypeAct:
		var m Act
		if err := unmarshal(data, &m); err != nil {
			return nil, err
		}
		switch {
		case m.Seq < 0:
			return nil, fmt.Errorf("the act's seq is %d: the table's seq seen, 0 or more", m.Seq)
		case m.Action == "":
			return nil, errors.New("an act needs the action's name")
		case len(m.Action) > MaxAction || !printable(m.Action):
			return nil, fmt.Errorf("the act's action is not an action name (at most %d bytes of text)", MaxAction)
		case utf8.RuneCountInString(m.Ref) > MaxRef || !printable(m.Ref):
			return nil, fmt.Errorf("the act's ref is at most %d characters of text", MaxRef)
		}
		return &m, nil
	case TypeWhy:
		var m Why
		if err := unmarshal(data, &m); err != nil {
			return nil, err
		}
		switch {
		case m.Seq < 0:
			return nil, fmt.Errorf("the why's seq is %d: the table's seq seen, 0 or more", m.Seq)
		case utf8.RuneCountInString(m.Ref) > MaxRef || !printable(m.Ref):
			return nil, fmt.Errorf("the why's ref is at most %d characters of text", MaxRef)
		}
		return &m, nil
	case TypeLang:
		var m Lang
		if err := unmarshal(data, &m); err != nil {
			return nil, err
		}
		if !CheckLang(m.Lang) {
			return nil, fmt.Errorf("language %q: say \"en\", \"it\", \"fr\" or \"de\"", m.Lang)
		}
		return &m, nil
	}
	return &Ping{Type: TypePing}, nil
}

// DecodeServer reads one server frame and returns *Welcome, *Update,
// *Refused, *Because, *Seats, *Error or *Pong. It ignores fields it does not know,
// so that a newer server may add some.
func DecodeServer(data []byte) (any, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("the server's message is not a JSON object: %v", err)
	}
	var m any
	switch head.Type {
	case TypeWelcome:
		m = &Welcome{}
	case TypeUpdate:
		m = &Update{}
	case TypeRefused:
		m = &Refused{}
	case TypeBecause:
		m = &Because{}
	case TypeSeats:
		m = &Seats{}
	case TypeError:
		m = &Error{}
	case TypePong:
		m = &Pong{}
	default:
		return nil, fmt.Errorf("unknown server message type %q", head.Type)
	}
	if err := json.Unmarshal(data, m); err != nil {
		return nil, fmt.Errorf("the server's %s message: %v", head.Type, err)
	}
	return m, nil
}

// object splits data, which must be exactly one JSON object with no key
// given twice at any depth, into its top-level fields.
func object(data []byte) (map[string]json.RawMessage, error) {
	if !utf8.Valid(data) {
		return nil, errors.New("the message is not UTF-8 text")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, errors.New("the message is not JSON")
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("the message is not a JSON object")
	}
	fields := map[string]json.RawMessage{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, errors.New("the message is not valid JSON")
		}
		key, ok := tok.(string)
		if !ok {
			return nil, errors.New("the message is not valid JSON")
		}
		if _, dup := fields[key]; dup {
			return nil, fmt.Errorf("field %q is given twice", key)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("field %q is not valid JSON", key)
		}
		if err := noDuplicates(raw, key); err != nil {
			return nil, err
		}
		fields[key] = raw
	}
	if _, err := dec.Token(); err != nil {
		return nil, errors.New("the message is not valid JSON")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the message's object (one object a message)")
	}
	return fields, nil
}

// noDuplicates refuses a value holding an object with a key given twice.
func noDuplicates(raw json.RawMessage, path string) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	type level struct {
		object bool
		keys   map[string]bool
		key    bool // the next token of an object is a key
	}
	var stack []*level
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("field %q is not valid JSON", path)
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].key {
			if d, ok := tok.(json.Delim); !ok || d != '}' {
				k, ok := tok.(string)
				if !ok {
					return fmt.Errorf("field %q is not valid JSON", path)
				}
				if stack[n-1].keys[k] {
					return fmt.Errorf("field %q holds the key %q twice", path, k)
				}
				stack[n-1].keys[k] = true
				stack[n-1].key = false
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &level{object: true, keys: map[string]bool{}, key: true})
			continue
		case json.Delim('['):
			stack = append(stack, &level{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].key = true
		}
	}
}

// messageType returns the value of the "type" field.
func messageType(fields map[string]json.RawMessage) (string, error) {
	raw, ok := fields["type"]
	if !ok {
		return "", errors.New("the message has no \"type\"")
	}
	var typ string
	if kindOf(raw) != kString || json.Unmarshal(raw, &typ) != nil {
		return "", errors.New("the message's \"type\" must be a string")
	}
	return typ, nil
}

// checkFields refuses unknown, missing and mistyped fields of what (a
// noun phrase for the refusal: "an act message", "the request"). Keys match exactly (encoding/json alone would take "Seq" for
// "seq").
func checkFields(what string, fields map[string]json.RawMessage, spec []field) error {
	for key := range fields {
		if !known(spec, key) {
			return fmt.Errorf("unknown field %q in %s", key, what)
		}
	}
	for _, f := range spec {
		raw, ok := fields[f.name]
		if !ok {
			if f.required {
				return fmt.Errorf("%s needs the field %q", what, f.name)
			}
			continue
		}
		if k := kindOf(raw); k == kInt && f.kind == kInt && digits(raw) && !wholeNumber(raw) {
			return fmt.Errorf("field %q of %s must be a whole number from %d to %d (32 bits), not %s", f.name, what, math.MinInt32, math.MaxInt32, describe(raw))
		} else if k != f.kind || (k == kInt && !wholeNumber(raw)) {
			return fmt.Errorf("field %q of %s must be %s, not %s", f.name, what, f.kind, describe(raw))
		}
	}
	return nil
}

func known(spec []field, key string) bool {
	for _, f := range spec {
		if f.name == key {
			return true
		}
	}
	return false
}

// kindOf tells a raw value's JSON type; -1 for null and booleans.
func kindOf(raw json.RawMessage) kind {
	if len(raw) == 0 {
		return -1
	}
	switch c := raw[0]; {
	case c == '"':
		return kString
	case c == '{':
		return kObject
	case c == '[':
		return kArray
	case c == '-' || (c >= '0' && c <= '9'):
		return kInt
	case bytes.Equal(raw, []byte("true")) || bytes.Equal(raw, []byte("false")):
		return kBool
	}
	return -1
}

// wholeNumber reports whether raw is an integer that fits in an int32: a
// seq or count, never 1.5, 1e3 or 2^40.
func wholeNumber(raw json.RawMessage) bool {
	n, err := strconv.ParseInt(string(raw), 10, 32)
	return err == nil && n >= -1<<31
}

// digits reports whether raw is written as a whole number, with a sign or
// without, of any size.
func digits(raw json.RawMessage) bool {
	s := bytes.TrimPrefix(raw, []byte("-"))
	return len(s) > 0 && len(bytes.Trim(s, "0123456789")) == 0
}

// describe names what a mistyped value is, for a refusal.
func describe(raw json.RawMessage) string {
	switch {
	case bytes.Equal(raw, []byte("null")):
		return "null"
	case bytes.Equal(raw, []byte("true")), bytes.Equal(raw, []byte("false")):
		return "true or false"
	}
	switch kindOf(raw) {
	case kString:
		return "a string"
	case kObject:
		return "an object"
	case kArray:
		return "a list"
	case kInt:
		return "the number " + string(raw)
	}
	return "that"
}

// unmarshal decodes data, already checked field by field, into m.
func unmarshal(data []byte, m any) error {
	if err := json.Unmarshal(data, m); err != nil {
		return fmt.Errorf("the message cannot be read: %v", err)
	}
	return nil
}
