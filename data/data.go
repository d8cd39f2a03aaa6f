// Package data holds the games' TOML definitions, embedded in the binary, and
// decodes them strictly: an unknown key is an error, and every problem found —
// by the decoder or by a game's validation — names the file, the line and the
// key, all reported at once, in the order of the file. A value the decoder
// cannot store is the one problem of its file: what a game's validation
// would say of the half-decoded rest is left out. Every entry of an array
// of tables that has an "id" gives one, different from the others' unless
// the id field is tagged `data:"repeatable"` (the kind of a die's face); a
// field tagged `data:"required"` must be given (0 and false included); and
// no value nests deeper than MaxDepth.
//
// Each entry of a game's data carries source = "rulebook" for values printed
// in the rulebook or source = "house" for values we decided.
package data

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// files are the TOML files only (the package's Go sources are not data).
//
//go:embed *.toml */*.toml
var files embed.FS

// FS returns the embedded data files, rooted at data/.
func FS() fs.FS { return files }

// Files lists the shipped TOML files (test fixtures under testdata/ left
// out), sorted.
func Files() []string {
	var out []string
	fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && path == "testdata" {
			return fs.SkipDir
		}
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".toml") {
			out = append(out, path)
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// Load decodes the embedded file (a path below data/, such as
// "zombionion/cards.toml") into v strictly. The returned *Problems is never nil
// and has the file's source, so validation can add to it; its Err reports every
// problem, decoding ones included.
func Load(file string, v any) *Problems {
	src, err := files.ReadFile(file)
	if err != nil {
		p := &Problems{file: "data/" + file}
		p.add(0, "", "cannot read: %v", err)
		return p
	}
	return Decode("data/"+file, src, v)
}

// Loader decodes one data file of a game (such as "cards.toml") into v,
// reporting what is wrong with it.
type Loader func(file string, v any) *Problems

// Dir is the Loader of the shipped files below data/dir.
func Dir(dir string) Loader {
	return func(file string, v any) *Problems { return Load(dir+"/"+file, v) }
}

// MaxDepth is how deep values may nest in a data file: arrays, inline
// tables and the parts of dotted keys and table names. Ours nest at most
// four deep; a deeper file is refused before it is decoded.
const MaxDepth = 32

// Overlay is the Loader of the files in folder dir (on disk, named by
// their path in messages), with the shipped files of data/game in place of
// those dir lacks: a game's data with some files replaced.
func Overlay(dir, game string) Loader {
	return func(file string, v any) *Problems {
		path := filepath.Join(dir, file)
		src, err := os.ReadFile(path)
		if err != nil {
			return Load(game+"/"+file, v)
		}
		return Decode(filepath.ToSlash(path), src, v)
	}
}

// Decode decodes src, named name in messages, into v strictly.
func Decode(name string, src []byte, v any) *Problems {
	p := &Problems{file: name, src: src}
	if line, ok := withinDepth(src, MaxDepth); !ok {
		p.add(line, "", "values nest more than %d deep", MaxDepth)
		p.failed = true
		return p
	}
	md, err := toml.NewDecoder(bytes.NewReader(src)).Decode(v)
	if err != nil {
		var pe toml.ParseError
		var ppe *toml.ParseError
		var line int
		var key, msg string
		switch {
		case errors.As(err, &pe):
			line, key, msg = pe.Position.Line, pe.LastKey, pe.Message
		case errors.As(err, &ppe):
			line, key, msg = ppe.Position.Line, ppe.LastKey, ppe.Message
		default:
			line, key, msg = splitDecodeError(err.Error())
		}
		line, key = p.locate(line, key, msg)
		p.add(line, key, "%s", plainTypes(msg))
		p.failed = true
		return p
	}
	for _, k := range md.Undecoded() {
		key := k.String()
		p.add(p.Line(key), key, "unknown key")
	}
	var doc map[string]any
	if _, err := toml.Decode(string(src), &doc); err == nil {
		p.shape(doc, reflect.TypeOf(v), "")
	}
	return p
}

// shape checks what the types cannot: the ids of an array of tables'
// entries are given and differ, and fields tagged `data:"required"` are
// given. doc is the decoded document, t the type it was decoded into.
func (p *Problems) shape(doc any, t reflect.Type, path string) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		m, ok := doc.(map[string]any)
		if !ok {
			return
		}
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Anonymous {
				p.shape(doc, f.Type, path)
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
			if name == "" || name == "-" {
				continue
			}
			val, given := m[name]
			if !given {
				if f.Tag.Get("data") == "required" {
					p.Addf(joinKey(path, name), "missing: every entry gives it")
				}
				continue
			}
			p.shape(val, f.Type, joinKey(path, name))
		}
	case reflect.Map:
		if m, ok := doc.(map[string]any); ok {
			for k, val := range m {
				p.shape(val, t.Elem(), joinKey(path, k))
			}
		}
	case reflect.Slice, reflect.Array:
		var list []any
		switch d := doc.(type) {
		case []map[string]any:
			for _, e := range d {
				list = append(list, e)
			}
		case []any:
			list = d
		}
		elem := t.Elem()
		for elem.Kind() == reflect.Pointer {
			elem = elem.Elem()
		}
		idField, hasID := fieldNamed(elem, "id")
		repeats := idField.Tag.Get("data") == "repeatable"
		first := map[string]int{}
		for i, e := range list {
			key := joinKey(path, strconv.Itoa(i))
			p.shape(e, elem, key)
			m, ok := e.(map[string]any)
			if !hasID || !ok {
				continue
			}
			id, given := m["id"]
			if !given {
				p.Addf(key+".id", "missing: every entry has an id")
				continue
			}
			k := fmt.Sprint(id)
			if j, dup := first[k]; dup && !repeats {
				p.Addf(key+".id", "%q is the id of %s.%d too: ids must differ", k, path, j)
				continue
			}
			first[k] = i
		}
	}
}

// fieldNamed finds the field of struct t (or of a struct it embeds)
// decoded from the TOML key name.
func fieldNamed(t reflect.Type, name string) (reflect.StructField, bool) {
	if t.Kind() != reflect.Struct {
		return reflect.StructField{}, false
	}
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			if g, ok := fieldNamed(f.Type, name); ok {
				return g, true
			}
			continue
		}
		if n, _, _ := strings.Cut(f.Tag.Get("toml"), ","); n == name {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// withinDepth reports whether no value of the TOML text src nests deeper
// than max — brackets and braces, and the dots of a key or a table name,
// outside strings and comments — and if not, the line where it does.
func withinDepth(src []byte, max int) (line int, ok bool) {
	line = 1
	depth, dots := 0, 0
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '\n':
			line++
			dots = 0
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i--
		case '"', '\'':
			quote := string(src[i : i+1])
			if i+2 < len(src) && src[i+1] == c && src[i+2] == c {
				quote = strings.Repeat(quote, 3)
			}
			end := i + len(quote)
			for end < len(src) && !bytes.HasPrefix(src[end:], []byte(quote)) {
				if src[end] == '\\' && c == '"' && end+1 < len(src) {
					end++
				}
				if src[end] == '\n' {
					line++
				}
				end++
			}
			i = end + len(quote) - 1
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case '.':
			// A dot outside a number's digits is a key's or a table
			// name's.
			if i == 0 || src[i-1] < '0' || src[i-1] > '9' {
				dots++
			}
		case '=':
			dots = 0
		}
		if depth+dots > max {
			return line, false
		}
	}
	return 0, true
}

// locate corrects where a value the decoder could not store is. The
// decoder names the key without the entry ("cards.cost") and gives the line
// of the last entry that has it, wherever the bad one is. In a file that
// parses, the entries holding the key are searched for a value of the type
// the message names: the first is the one the decoder stopped at. When the
// message names no type, an only entry with the key is it; otherwise the key
// is reported without a line. Keys outside arrays are left as they are.
func (p *Problems) locate(line int, key, msg string) (int, string) {
	if key == "" {
		return line, key
	}
	var doc map[string]any
	if _, err := toml.Decode(string(p.src), &doc); err != nil {
		return line, key // a syntax error: the parser's line is right
	}
	typ := ""
	if m := valueType.FindStringSubmatch(msg); m != nil {
		typ = m[1]
	}
	var found []string
	crossed := false
	var walk func(v any, parts []string, path string)
	walk = func(v any, parts []string, path string) {
		if len(parts) == 0 {
			if typ == "" || hasType(v, typ) {
				found = append(found, path)
			}
			return
		}
		switch v := v.(type) {
		case map[string]any:
			if child, ok := v[parts[0]]; ok {
				walk(child, parts[1:], joinKey(path, parts[0]))
			}
		case []map[string]any:
			crossed = true
			for i, m := range v {
				walk(m, parts, joinKey(path, strconv.Itoa(i)))
			}
		case []any:
			crossed = true
			for i, e := range v {
				if m, ok := e.(map[string]any); ok {
					walk(m, parts, joinKey(path, strconv.Itoa(i)))
				}
			}
		}
	}
	walk(doc, strings.Split(key, "."), "")
	switch {
	case !crossed:
		return line, key
	case len(found) > 0 && (typ != "" || len(found) == 1):
		return p.Line(found[0]), found[0]
	}
	return 0, key
}

// typeMismatch reads the decoder's message for a value of the wrong type.
var typeMismatch = regexp.MustCompile(`^incompatible types: TOML value has type (.+); destination has type (.+)$`)

// plainTypes says the decoder's type mismatch in words ("must be a whole
// number, not text"); other messages are left as they are.
func plainTypes(msg string) string {
	m := typeMismatch.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	got := map[string]string{"string": "text", "int64": "a whole number", "float64": "a number with a fraction",
		"bool": "true or false", "[]any": "a list", "[]map[string]any": "a list of tables",
		"map[string]any": "a table", "time.Time": "a date"}[m[1]]
	want := map[string]string{"string": "text", "integer": "a whole number", "float": "a number",
		"boolean": "true or false", "slice": "a list", "map": "a table", "primitive (string-like)": "text"}[m[2]]
	if got == "" || want == "" {
		return msg
	}
	return "must be " + want + ", not " + got
}

// valueType finds the type of the value in the decoder's message.
var valueType = regexp.MustCompile(`TOML value has type ([^;]+);`)

// hasType reports whether v, or an element of v, is a value of the Go type
// named typ as the decoder names it ("string", "int64", "[]interface {}").
func hasType(v any, typ string) bool {
	if strings.ReplaceAll(fmt.Sprintf("%T", v), "interface {}", "any") == typ {
		return true
	}
	if list, ok := v.([]any); ok {
		for _, e := range list {
			if hasType(e, typ) {
				return true
			}
		}
	}
	return false
}

func joinKey(path, part string) string {
	if path == "" {
		return part
	}
	return path + "." + part
}

// decodeError matches the decoder's type errors, which are not ParseErrors:
// toml: line 3 (last key "cards.cost"): incompatible types: …
var decodeError = regexp.MustCompile(`^toml: (?:line (\d+) )?\(last key "([^"]*)"\): (.*)$`)

func splitDecodeError(s string) (line int, key, msg string) {
	m := decodeError.FindStringSubmatch(s)
	if m == nil {
		return 0, "", s
	}
	line, _ = strconv.Atoi(m[1])
	return line, m[2], m[3]
}

// Problems collects what is wrong with one data file.
type Problems struct {
	file  string
	src   []byte
	lines map[string]int
	list  []problem
	// failed is set when the file could not be decoded: its one problem
	// is that, and Addf records nothing more.
	failed bool
}

type problem struct {
	line int
	key  string
	msg  string
}

// Addf records a problem with the value at key, a dotted path in which array
// elements are numbered from 0 ("cards.3.cost"); the line is looked up in the
// file's source.
func (p *Problems) Addf(key, format string, args ...any) {
	if p.failed {
		return
	}
	p.add(p.Line(key), key, format, args...)
}

func (p *Problems) add(line int, key, format string, args ...any) {
	p.list = append(p.list, problem{line: line, key: key, msg: fmt.Sprintf(format, args...)})
}

// Len is the number of problems recorded.
func (p *Problems) Len() int { return len(p.list) }

// Err returns nil when there is no problem, else one error listing them all as
// "file:line: key: message", one a line, in the order of the file (and of
// key and message on one line, so the list is the same on every run).
func (p *Problems) Err() error {
	if len(p.list) == 0 {
		return nil
	}
	list := append([]problem(nil), p.list...)
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.line != b.line {
			return a.line < b.line
		}
		if a.key != b.key {
			return a.key < b.key
		}
		return a.msg < b.msg
	})
	var b strings.Builder
	for i, e := range list {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.file)
		if e.line > 0 {
			fmt.Fprintf(&b, ":%d", e.line)
		}
		b.WriteString(": ")
		if e.key != "" {
			b.WriteString(e.key + ": ")
		}
		b.WriteString(e.msg)
	}
	return errors.New(b.String())
}

// Line returns the line on which key is defined (its table's header line if
// the key itself is absent), or 0 if the file does not have it.
func (p *Problems) Line(key string) int {
	if p.lines == nil {
		p.lines = indexLines(p.src)
	}
	for k := key; k != ""; {
		if n, ok := p.lines[k]; ok {
			return n
		}
		i := strings.LastIndexByte(k, '.')
		if i < 0 {
			break
		}
		k = k[:i]
	}
	return 0
}
