// Package data holds the games' TOML definitions, embedded in the binary, and
// decodes them strictly: an unknown key is an error, and every problem found —
// by the decoder or by a game's validation — names the file, the line and the
// key, all reported at once.
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
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

//go:embed *
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

// Decode decodes src, named name in messages, into v strictly.
func Decode(name string, src []byte, v any) *Problems {
	p := &Problems{file: name, src: src}
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
		p.add(line, key, "%s", msg)
		return p
	}
	for _, k := range md.Undecoded() {
		key := k.String()
		p.add(p.Line(key), key, "unknown key")
	}
	return p
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
	p.add(p.Line(key), key, format, args...)
}

func (p *Problems) add(line int, key, format string, args ...any) {
	p.list = append(p.list, problem{line: line, key: key, msg: fmt.Sprintf(format, args...)})
}

// Len is the number of problems recorded.
func (p *Problems) Len() int { return len(p.list) }

// Err returns nil when there is no problem, else one error listing them all as
// "file:line: key: message", one a line, in the order of the file.
func (p *Problems) Err() error {
	if len(p.list) == 0 {
		return nil
	}
	list := append([]problem(nil), p.list...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].line < list[j].line })
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
