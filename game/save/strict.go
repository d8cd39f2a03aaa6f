package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"zombietable/game"
)

// bom is the UTF-8 byte-order mark some editors put before a file's text.
var bom = []byte{0xEF, 0xBB, 0xBF}

// UnmarshalStrict decodes the one JSON value in data into v as saves and
// the engine protocol read JSON: a leading byte-order mark is skipped; a
// key must be spelt exactly as v names it ("cmd", not "CMD"), be one v
// knows, and appear once in its object; each value must have the type v
// gives it; nothing may follow the value. A problem is said in plain words
// with its line and column (of the value's first character), and repeats
// at most game.MaxEcho characters of what it found.
func UnmarshalStrict(data []byte, v any) error {
	data = bytes.TrimPrefix(data, bom)
	if len(bytes.TrimSpace(data)) == 0 {
		return errors.New("empty: no JSON object")
	}
	w := walker{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	w.dec.UseNumber()
	if err := w.value(reflect.TypeOf(v), "", 0); err != nil {
		return err
	}
	if off := w.next(); !w.atEnd() {
		return w.at(off, "", "data after the JSON object (one object only)")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		// The walk above has checked what the decoder checks; this is
		// a safety net, still in words.
		return fmt.Errorf("cannot be read: %s", game.Echo(err.Error()))
	}
	return nil
}

// walker reads data token by token along the type it is decoded into.
type walker struct {
	data []byte
	dec  *json.Decoder
}

// next is the offset of the next token: past spaces and separators.
func (w *walker) next() int {
	off := int(w.dec.InputOffset())
	for off < len(w.data) {
		switch w.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

// atEnd reports whether only spaces are left.
func (w *walker) atEnd() bool {
	_, err := w.dec.Token()
	return err == io.EOF
}

// at makes an error at offset off of the data, about the value at path.
func (w *walker) at(off int, path, format string, args ...any) error {
	off = min(off, len(w.data))
	line := 1 + bytes.Count(w.data[:off], []byte("\n"))
	start := bytes.LastIndexByte(w.data[:off], '\n') + 1
	col := 1 + utf8.RuneCount(w.data[start:off])
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	return fmt.Errorf("line %d, column %d: %s", line, col, msg)
}

var (
	rawMessage  = reflect.TypeOf(json.RawMessage(nil))
	unmarshaler = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()
)

// MaxJSONDepth is how deep the values of a save or a request may nest:
// theirs nest four deep.
const MaxJSONDepth = 64

// seedType is a save's seed: a whole number of 64 bits, written as text
// or as a number.
var seedType = reflect.TypeFor[Seed]()

// value reads one value that is to be decoded into t (nil: anything),
// depth objects and lists deep.
func (w *walker) value(t reflect.Type, path string, depth int) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	seed := t == seedType
	if seed {
		t = reflect.TypeFor[uint64]() // or the same as text
	}
	if t == rawMessage || t != nil && (t.Kind() == reflect.Interface || reflect.PointerTo(t).Implements(unmarshaler)) {
		t = nil // read as it is, or by its own decoder
	}
	start := w.next()
	tok, err := w.dec.Token()
	if err != nil {
		return w.syntax(start, err)
	}
	if text, ok := tok.(string); ok && seed {
		if _, err := strconv.ParseUint(text, 10, 64); err != nil {
			return w.at(start, path, "must be a whole number from 0 to %d, not text (%s)", uint64(math.MaxUint64), game.Echo(text))
		}
		return nil
	}
	switch tok := tok.(type) {
	case json.Delim:
		if depth >= MaxJSONDepth {
			return w.at(start, path, "values nest more than %d deep", MaxJSONDepth)
		}
		if tok == '{' {
			if t != nil && t.Kind() != reflect.Struct && t.Kind() != reflect.Map {
				return w.at(start, path, "must be %s, not an object", kindWords(t))
			}
			return w.object(t, path, depth+1)
		}
		if t != nil && t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
			return w.at(start, path, "must be %s, not a list", kindWords(t))
		}
		var elem reflect.Type
		if t != nil {
			elem = t.Elem()
		}
		for i := 0; w.dec.More(); i++ {
			if err := w.value(elem, fmt.Sprintf("%s[%d]", path, i), depth+1); err != nil {
				return err
			}
		}
		if _, err := w.dec.Token(); err != nil {
			return w.syntax(w.next(), err)
		}
		return nil
	case nil:
		return nil // null leaves the value as it is
	}
	if t == nil {
		return nil
	}
	if err := scalarFits(tok, t); err != "" {
		return w.at(start, path, "%s", err)
	}
	return nil
}

// object reads the members of an object decoded into t.
func (w *walker) object(t reflect.Type, path string, depth int) error {
	seen := map[string]bool{}
	for w.dec.More() {
		start := w.next()
		tok, err := w.dec.Token()
		if err != nil {
			return w.syntax(start, err)
		}
		key, _ := tok.(string)
		kpath := key
		if path != "" {
			kpath = path + "." + key
		}
		if seen[key] {
			return w.at(start, "", "%s is given twice", game.Echo(kpath))
		}
		seen[key] = true
		var child reflect.Type
		switch {
		case t == nil:
		case t.Kind() == reflect.Map:
			child = t.Elem()
		default:
			name, f, ok := field(t, key)
			switch {
			case !ok && name != "":
				return w.at(start, "", "%s: write %q (names are written as they are, in lower case)", game.Echo(kpath), name)
			case !ok:
				return w.at(start, "", "unknown field %s", game.Echo(kpath))
			}
			child = f
		}
		if err := w.value(child, kpath, depth); err != nil {
			return err
		}
	}
	if _, err := w.dec.Token(); err != nil {
		return w.syntax(w.next(), err)
	}
	return nil
}

// field finds the field of struct t named key in JSON: its type, or the
// name it is spelt as when key differs from it only in case.
func field(t reflect.Type, key string) (string, reflect.Type, bool) {
	folded := ""
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if name == key {
			return name, f.Type, true
		}
		if strings.EqualFold(name, key) {
			folded = name
		}
	}
	return folded, nil, false
}

// syntax says a syntax error in words, at its place.
func (w *walker) syntax(start int, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return w.at(int(se.Offset), "", "not valid JSON: %s", strings.TrimPrefix(se.Error(), "invalid character "))
	}
	if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
		return w.at(len(w.data), "", "the JSON ends before its object is closed")
	}
	return w.at(start, "", "not valid JSON: %v", err)
}

// scalarFits says why the token tok cannot be decoded into t, or "".
func scalarFits(tok json.Token, t reflect.Type) string {
	want := kindWords(t)
	switch tok := tok.(type) {
	case string:
		if t.Kind() == reflect.String || t == rawMessage {
			return ""
		}
		return fmt.Sprintf("must be %s, not text (%s)", want, game.Echo(tok))
	case bool:
		if t.Kind() == reflect.Bool {
			return ""
		}
		return fmt.Sprintf("must be %s, not %t", want, tok)
	case json.Number:
		s := tok.String()
		shown := s
		if len(shown) > game.MaxEcho {
			shown = shown[:game.MaxEcho] + "…"
		}
		switch t.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			if _, err := strconv.ParseInt(s, 10, t.Bits()); err != nil {
				if isWhole(s) {
					return fmt.Sprintf("%s is too large: it must be a whole number from %d to %d", shown, -(int64(1) << (t.Bits() - 1)), int64(1)<<(t.Bits()-1)-1)
				}
				return fmt.Sprintf("must be a whole number, not %s", shown)
			}
			return ""
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if _, err := strconv.ParseUint(s, 10, t.Bits()); err != nil {
				if isWhole(s) {
					return fmt.Sprintf("%s is out of range: it must be a whole number from 0 to %d", shown, uint64(math.MaxUint64)>>(64-t.Bits()))
				}
				return fmt.Sprintf("must be a whole number, not %s", shown)
			}
			return ""
		case reflect.Float32, reflect.Float64:
			return ""
		}
		return fmt.Sprintf("must be %s, not the number %s", want, shown)
	}
	return ""
}

// isWhole reports whether s is written as a whole number (with a sign).
func isWhole(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// kindWords names what a value of t is, for a player.
func kindWords(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}
