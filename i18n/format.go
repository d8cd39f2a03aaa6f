package i18n

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// message is one key's text in one language, its templates parsed once.
type message struct {
	// text is what T returns: the text itself when it has no placeholder,
	// else its template as written (the other form of a plural).
	text   string
	tmpl   template
	plural bool
	forms  [categoryCount]template
	has    [categoryCount]bool
	args   []string // the placeholders' names, sorted, each once
}

// template is a text with named placeholders: literals each followed by a
// placeholder or by nothing.
type template []segment

type segment struct {
	lit string
	arg string // the placeholder after lit, or ""
	// alt is lit with its last word as written before arg's value when the
	// value begins with one of the letters of before (a euphony).
	alt, before string
}

// argName is a placeholder's name.
func argName(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	return keyPart.MatchString(s)
}

// parseTemplate reads "{who} buys {card}": a placeholder is a name in braces;
// "{{" and "}}" write a brace.
func (cat *catalog) parseTemplate(s string) (template, error) {
	var t template
	var lit strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case (c == '{' || c == '}') && i+1 < len(s) && s[i+1] == c:
			lit.WriteByte(c)
			i++
		case c == '}':
			return nil, fmt.Errorf("a lone } in %q: write }} for a brace", s)
		case c == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 || !argName(s[i+1:i+end]) {
				return nil, fmt.Errorf("a { opens no placeholder in %q: a placeholder is a name in lower case, {who}; write {{ for a brace", s)
			}
			t = append(t, cat.segment(lit.String(), s[i+1:i+end], len(t) == 0))
			lit.Reset()
			i += end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 || len(t) == 0 {
		t = append(t, segment{lit: lit.String()})
	}
	return t, nil
}

// segment makes the segment of lit followed by placeholder arg, with the
// language's euphony of lit's last word; first tells whether lit begins the
// text.
func (cat *catalog) segment(lit, arg string, first bool) segment {
	s := segment{lit: lit, arg: arg}
	for _, e := range cat.euphony {
		head, ok := strings.CutSuffix(lit, e.word+" ")
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(head); head == "" && !first || head != "" && !strings.ContainsRune(" («\"“'’-—", r) {
			continue // the end of a longer word
		}
		s.before = e.before
		s.alt = head + e.write
		if !strings.HasSuffix(e.write, "'") && !strings.HasSuffix(e.write, "’") {
			s.alt += " "
		}
		break
	}
	return s
}

// args appends the names of t's placeholders to dst.
func (t template) args(dst []string) []string {
	for _, s := range t {
		if s.arg != "" {
			dst = append(dst, s.arg)
		}
	}
	sort.Strings(dst)
	return slices.Compact(dst)
}

// lookup returns key's message in l, or in English when l lacks it, with the
// catalog it comes from; nil for a key no catalog has.
func lookup(l Lang, key string) (*message, *catalog) {
	c := load()
	k, ok := c.keys[key]
	if !ok {
		return nil, nil
	}
	cat := lang(l)
	if m := cat.msgs[k]; m != nil {
		return m, cat
	}
	return c.langs[English].msgs[k], c.langs[English]
}

// T returns the message key in l, a text without placeholders. A key no
// catalog has shows as itself, so that it is noticed (the tests check that
// none is missing); a key l lacks shows in English.
func (l Lang) T(key string) string {
	m, _ := lookup(l, key)
	if m == nil {
		return key
	}
	return m.text
}

// F returns the message key in l with its placeholders filled: args are
// pairs of a placeholder's name and its value, an integer or a string
// ("who", "Anna", "n", 3; an error is given as err.Error()). The form of a
// plural message is the one of l's plural category of "n". A placeholder
// given no value shows as written, {who}. The text is made in one
// allocation: the line itself.
func (l Lang) F(key string, args ...any) string {
	m, cat := lookup(l, key)
	if m == nil {
		return key
	}
	t := m.tmpl
	if m.plural {
		n, _ := intArg(args, "n")
		c := cat.plural.category(n)
		if !m.has[c] {
			c = other
		}
		t = m.forms[c]
	}
	var buf [256]byte
	b := buf[:0]
	for _, s := range t {
		if s.arg == "" {
			b = append(b, s.lit...)
			continue
		}
		v, ok := arg(args, s.arg)
		if !ok {
			b = append(b, s.lit...)
			b = append(b, '{')
			b = append(b, s.arg...)
			b = append(b, '}')
			continue
		}
		lit := s.lit
		if str, isText := v.(string); isText && s.before != "" {
			if r, _ := utf8.DecodeRuneInString(str); strings.ContainsRune(s.before, r) {
				lit = s.alt
			}
		}
		b = append(b, lit...)
		b = appendValue(b, v)
	}
	return string(b)
}

// arg returns the value of placeholder name in args.
func arg(args []any, name string) (any, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok && k == name {
			return args[i+1], true
		}
	}
	return nil, false
}

// intArg returns the integer value of placeholder name, 0 if there is none.
func intArg(args []any, name string) (int64, bool) {
	v, _ := arg(args, name)
	return toInt(v)
}

// toInt returns the value of an integer of any kind.
func toInt(v any) (int64, bool) {
	switch v := v.(type) {
	case int:
		return int64(v), true
	case int8:
		return int64(v), true
	case int16:
		return int64(v), true
	case int32:
		return int64(v), true
	case int64:
		return v, true
	case uint8:
		return int64(v), true
	case uint16:
		return int64(v), true
	case uint32:
		return int64(v), true
	case uint:
		return int64(v), true
	case uint64:
		return int64(v), true
	}
	return 0, false
}

// appendValue writes a placeholder's value, an integer or a string; any
// other value shows as "?" (the values given to F are read, never kept, so
// that filling a line allocates nothing but the line).
func appendValue(b []byte, v any) []byte {
	if n, ok := toInt(v); ok {
		return strconv.AppendInt(b, n, 10)
	}
	if s, ok := v.(string); ok {
		return append(b, s...)
	}
	return append(b, '?')
}
