package i18n

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"zombietable/data"
)

// files are the catalogs, one per language, named by its code.
//
//go:embed messages/*.toml
var files embed.FS

// catalogs are every language's messages, loaded once.
type catalogs struct {
	langs []*catalog
	// keys are English's keys, each message's index in every catalog.
	keys     map[string]int
	keyList  []string // sorted
	problems error
}

// catalog is one language's messages.
type catalog struct {
	code, name string
	file       string
	plural     pluralRules
	euphony    []euphony
	msgs       []*message // by key index; nil where the language lacks it
}

// euphony is a word written otherwise before a placeholder's value beginning
// with one of some letters: Italian "a" as "ad" before "Anna", French "de"
// as "d’" before "Alice".
type euphony struct {
	word, before, write string
}

// The language table of a catalog: its name, its plural rules and its
// euphonies, under the reserved section [language].
const langSection = "language"

// The languages always there, in their order (English, Italian, French,
// German).
var shipped = [...]string{"en", "it", "fr", "de"}

var load = sync.OnceValue(func() *catalogs { return loadFS(files, "messages", "i18n/messages") })

// Problems returns what is wrong with the catalogs — each problem as
// "file:line: key: message", all of them — or nil. A shipped language whose
// file cannot be read keeps its place with English's messages, another is
// left out; a message missing or broken in a language shows in English
// there.
func Problems() error { return load().problems }

// keyPart is a part of a key: lower-case letters, digits and underscores.
var keyPart = regexp.MustCompile(`^[a-z0-9_]+$`)

// codeForm is a language's code: "fr", "pt-br".
var codeForm = regexp.MustCompile(`^[a-z]{2,3}(-[a-z0-9]{2,8})?$`)

// loadFS loads the catalogs in dir of fsys, named below shown in messages.
func loadFS(fsys fs.FS, dir, shown string) *catalogs {
	c := &catalogs{keys: map[string]int{}}
	var errs []error
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		errs = append(errs, fmt.Errorf("%s: %v", shown, err))
	}
	// The shipped languages first, in their order, whatever the files: the
	// constants English … German are their places. Then the others, by code.
	codes := slices.Clone(shipped[:])
	var others []string
	for _, e := range entries {
		code, ok := strings.CutSuffix(e.Name(), ".toml")
		switch {
		case !ok || e.IsDir() || slices.Contains(codes, code):
		case !codeForm.MatchString(code):
			errs = append(errs, fmt.Errorf("%s/%s: the file's name is no language code such as fr or pt-br", shown, e.Name()))
		default:
			others = append(others, code)
		}
	}
	sort.Strings(others)
	codes = append(codes, others...)
	var docs []document
	var probs []*data.Problems
	for i, code := range codes {
		name := shown + "/" + code + ".toml"
		src, err := fs.ReadFile(fsys, path.Join(dir, code+".toml"))
		var doc document
		p := data.Decode(name, src, &doc)
		if err == nil {
			err = p.Err()
		} else {
			err = fmt.Errorf("%s: %v", name, err)
		}
		if err != nil {
			errs = append(errs, err)
			if i >= len(shipped) {
				continue // the language is left out
			}
			// A shipped language keeps its place, its messages in English.
			doc, p = document{langSection: map[string]any{"name": code}}, data.Decode(name, nil, &document{})
		}
		cat := &catalog{code: code, file: name}
		cat.readLanguage(doc, p)
		c.langs = append(c.langs, cat)
		docs = append(docs, doc)
		probs = append(probs, p)
	}
	// English's keys are every language's.
	var en []flatMessage
	flatten(docs[0], "", &en, probs[0])
	for _, f := range en {
		c.keys[f.key] = len(c.keyList)
		c.keyList = append(c.keyList, f.key)
	}
	for i, cat := range c.langs {
		cat.msgs = make([]*message, len(c.keyList))
		var flat []flatMessage
		if i == 0 {
			flat = en
		} else {
			flatten(docs[i], "", &flat, probs[i])
		}
		for _, f := range flat {
			m, err := cat.compile(f)
			if err != nil {
				probs[i].Addf(f.key, "%v", err)
				continue
			}
			if k, ok := c.keys[f.key]; ok {
				cat.msgs[k] = m
				continue
			}
			probs[i].Addf(f.key, "not in %s: every message is written in English first", c.langs[0].file)
		}
	}
	c.compare(probs)
	for _, p := range probs {
		if err := p.Err(); err != nil {
			errs = append(errs, err)
		}
	}
	c.problems = errors.Join(errs...)
	return c
}

// document is a catalog file as TOML reads it: every key its own, none
// unknown to the decoder.
type document map[string]any

// UnmarshalTOML keeps the file's tables as they are.
func (d *document) UnmarshalTOML(v any) error {
	m, ok := v.(map[string]any)
	if !ok {
		return errors.New("a catalog is a TOML table")
	}
	*d = m
	return nil
}

// readLanguage reads the [language] table: name (required), plural (the CLDR
// rule of each category but other) and euphony.
func (cat *catalog) readLanguage(doc document, p *data.Problems) {
	cat.plural.has[other] = true
	t, ok := doc[langSection].(map[string]any)
	if !ok {
		p.Addf(langSection, "missing: [language] gives the language's name and plural rules")
		cat.name = cat.code
		return
	}
	delete(doc, langSection)
	for k, v := range t {
		key := langSection + "." + k
		switch k {
		case "name":
			s, ok := v.(string)
			if !ok || s == "" {
				p.Addf(key, "must be the language's name in itself, as text")
			}
			cat.name = s
		case "plural":
			rules := map[string]string{}
			m, ok := v.(map[string]any)
			for c, r := range m {
				s, isText := r.(string)
				if !isText {
					ok = false
				}
				rules[c] = s
			}
			if !ok {
				p.Addf(key, "must be a table of CLDR rules by category: { one = \"i = 1 and v = 0\" }")
				continue
			}
			pr, err := parsePluralRules(rules)
			if err != nil {
				p.Addf(key, "%v", err)
				continue
			}
			cat.plural = pr
		case "euphony":
			m, ok := v.(map[string]any)
			if !ok {
				p.Addf(key, "must be a table of words: { a = { before = \"aA\", write = \"ad\" } }")
				continue
			}
			words := make([]string, 0, len(m))
			for w := range m {
				words = append(words, w)
			}
			sort.Strings(words)
			for _, w := range words {
				e, _ := m[w].(map[string]any)
				b, _ := e["before"].(string)
				wr, _ := e["write"].(string)
				if b == "" || wr == "" || len(e) != 2 {
					p.Addf(key+"."+w, "gives the letters before which the word changes (before) and how it is written then (write)")
					continue
				}
				cat.euphony = append(cat.euphony, euphony{word: w, before: b, write: wr})
			}
		default:
			p.Addf(key, "unknown key: [language] has name, plural and euphony")
		}
	}
	if cat.name == "" {
		cat.name = cat.code
	}
}

// flatMessage is a message as the file writes it: its key, its text or its
// plural forms by category.
type flatMessage struct {
	key   string
	text  string
	forms map[string]string
}

// flatten lists the messages of a catalog's table t below prefix, sorted by
// key.
func flatten(t map[string]any, prefix string, out *[]flatMessage, p *data.Problems) {
	names := make([]string, 0, len(t))
	for k := range t {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		key := k
		if prefix != "" {
			key = prefix + "." + k
		}
		if !keyPart.MatchString(k) {
			p.Addf(key, "a key is written in lower-case letters, digits and underscores")
			continue
		}
		if _, isTable := t[k].(map[string]any); prefix == "" && !isTable {
			p.Addf(key, "a message belongs in a section: [area.part]")
			continue
		}
		switch v := t[k].(type) {
		case string:
			*out = append(*out, flatMessage{key: key, text: v})
		case map[string]any:
			if !isPlural(v) {
				flatten(v, key, out, p)
				continue
			}
			forms := map[string]string{}
			for c, s := range v {
				text, ok := s.(string)
				if !ok {
					p.Addf(key+"."+c, "a plural form must be text")
				}
				forms[c] = text
			}
			*out = append(*out, flatMessage{key: key, forms: forms})
		default:
			p.Addf(key, "must be text, a table of plural forms or a section")
		}
	}
}

// isPlural reports whether a table is a message's plural forms: its keys
// are CLDR categories.
func isPlural(t map[string]any) bool {
	for k := range t {
		if _, ok := categoryNamed(k); !ok {
			return false
		}
	}
	return len(t) > 0
}

// compile parses f's templates in cat's language.
func (cat *catalog) compile(f flatMessage) (*message, error) {
	m := &message{text: f.text}
	if f.forms == nil {
		t, err := cat.parseTemplate(f.text)
		if err != nil {
			return nil, err
		}
		m.tmpl = t
		m.args = t.args(nil)
		if len(m.args) == 0 {
			m.text = t[0].lit // braces written once
		}
		return m, nil
	}
	m.plural = true
	names := make([]string, 0, len(f.forms))
	for name := range f.forms {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		c, _ := categoryNamed(name)
		t, err := cat.parseTemplate(f.forms[name])
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		m.forms[c], m.has[c] = t, true
		m.args = t.args(m.args)
	}
	if !m.has[other] {
		return nil, errors.New("a plural message has an other form")
	}
	m.text = f.forms["other"]
	sort.Strings(m.args)
	m.args = slices.Compact(m.args)
	if !slices.Contains(m.args, "n") {
		return nil, errors.New("a plural message counts {n}: its form is chosen by it")
	}
	return m, nil
}

// compare checks each language against English: every key there, the same
// placeholders, plural where English is plural with every category of the
// language and no other.
func (c *catalogs) compare(probs []*data.Problems) {
	en := c.langs[0]
	for i, cat := range c.langs {
		p := probs[i]
		for k, key := range c.keyList {
			m, ref := cat.msgs[k], en.msgs[k]
			if ref == nil {
				continue // broken in English: reported there
			}
			if m == nil {
				if i > 0 {
					p.Addf(key, "missing: English has %q", ref.text)
				}
				continue
			}
			if i > 0 && !slices.Equal(m.args, ref.args) {
				p.Addf(key, "placeholders %s, English's are %s", braces(m.args), braces(ref.args))
			}
			if m.plural != ref.plural {
				p.Addf(key, "plural in one language and not in the other: English's is%s plural", map[bool]string{false: " not", true: ""}[ref.plural])
				continue
			}
			if !m.plural {
				continue
			}
			for ct := range categoryCount {
				switch {
				case cat.plural.has[ct] && !m.has[ct]:
					p.Addf(key, "no %s form: %s counts take one", categoryNames[ct], cat.name)
				case !cat.plural.has[ct] && m.has[ct]:
					p.Addf(key+"."+categoryNames[ct], "%s has no %s category: its plural rules never choose this form", cat.name, categoryNames[ct])
				}
			}
		}
	}
}

func braces(args []string) string {
	if len(args) == 0 {
		return "none"
	}
	return "{" + strings.Join(args, "} {") + "}"
}

// Keys returns the keys of the messages below prefix ("pints.card."), in
// order: the members of a family of keys made in code from data (a key per
// card), so that a test can check them against the data.
func Keys(prefix string) []string {
	c := load()
	i := sort.SearchStrings(c.keyList, prefix)
	var out []string
	for ; i < len(c.keyList) && strings.HasPrefix(c.keyList[i], prefix); i++ {
		out = append(out, c.keyList[i])
	}
	return out
}
