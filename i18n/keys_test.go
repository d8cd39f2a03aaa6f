package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestShippedCatalogs: every language has every message, with English's
// placeholders, and the plural forms of each of its categories.
func TestShippedCatalogs(t *testing.T) {
	if err := Problems(); err != nil {
		t.Fatal(err)
	}
	c := load()
	for _, cat := range c.langs {
		n := 0
		for _, m := range cat.msgs {
			if m != nil {
				n++
			}
		}
		t.Logf("%s: %d messages", cat.code, n)
	}
}

// keyLike is a string that may be a key ("app.play.undo") or the prefix of a
// family of keys made in code ("app.level." + level).
var keyLike = regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+\.?$`)

// use is a key, or a family's prefix, written in the code.
type use struct {
	key string
	at  string // file:line
}

// sourceUses finds, in every Go file of the module but the tests, the string
// literals that name keys — those whose first part is a section of the
// catalogs — and checks each call of F and T on a literal key: F's
// placeholders named as the message's, T only on a message without any.
func sourceUses(t *testing.T) []use {
	t.Helper()
	c := load()
	sections := map[string]bool{}
	for _, k := range c.keyList {
		first, _, _ := strings.Cut(k, ".")
		sections[first] = true
	}
	var uses []use
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != ".." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, ok := literal(n); ok && keyLike.MatchString(s) && sections[s[:strings.IndexByte(s, '.')]] {
					uses = append(uses, use{s, fset.Position(n.Pos()).String()})
				}
			case *ast.CallExpr:
				checkCall(t, fset, n)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return uses
}

// literal returns the value of a string literal.
func literal(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// checkCall checks x.F("key", "name", v, …) and x.T("key") against the
// message of key, and so game.Refuse("key", "name", v, …), a refusal said
// later as F says it.
func checkCall(t *testing.T, fset *token.FileSet, call *ast.CallExpr) {
	var name string
	switch fun := call.Fun.(type) {
	case *ast.SelectorExpr:
		name = fun.Sel.Name
	case *ast.Ident:
		name = fun.Name
	}
	if _, isSel := call.Fun.(*ast.SelectorExpr); len(call.Args) == 0 || !(isSel && (name == "F" || name == "T") || name == "Refuse") {
		return
	}
	if name == "Refuse" && len(call.Args) > 1 {
		name = "F"
	}
	key, ok := literal(call.Args[0])
	if !ok {
		return
	}
	m, _ := lookup(English, key)
	if m == nil {
		return // not a key: told by the caller's check of literals
	}
	at := fset.Position(call.Pos())
	if name != "F" {
		if len(m.args) > 0 {
			t.Errorf("%s: %s has placeholders %s: it is written with F", at, key, braces(m.args))
		}
		return
	}
	if call.Ellipsis.IsValid() {
		return // the arguments are made elsewhere
	}
	var names []string
	for i := 1; i < len(call.Args); i += 2 {
		name, ok := literal(call.Args[i])
		if !ok {
			return // names made in code: not checked here
		}
		names = append(names, name)
	}
	if (len(call.Args)-1)%2 != 0 {
		t.Errorf("%s: %s: the arguments are not pairs of a name and a value", at, key)
	}
	slices.Sort(names)
	if !slices.Equal(slices.Compact(names), m.args) {
		t.Errorf("%s: %s is given %s, its placeholders are %s", at, key, braces(names), braces(m.args))
	}
}

// TestKeysInCode: every key the code names is in the catalogs, and every
// key of the catalogs is named in the code — as a literal, or under the
// prefix of a family of keys made in code ("app.level." + level), whose
// members a test of the code that makes them checks against its data (see
// Keys).
func TestKeysInCode(t *testing.T) {
	c := load()
	used := map[string]bool{}
	var families []string
	for _, u := range sourceUses(t) {
		if strings.HasSuffix(u.key, ".") {
			if len(Keys(u.key)) == 0 {
				t.Errorf("%s: no key begins with %q", u.at, u.key)
			}
			families = append(families, u.key)
			continue
		}
		if _, ok := c.keys[u.key]; !ok {
			t.Errorf("%s: %q is no key of %s", u.at, u.key, c.langs[English].file)
		}
		used[u.key] = true
	}
	for _, k := range c.keyList {
		if used[k] || slices.ContainsFunc(families, func(p string) bool { return strings.HasPrefix(k, p) }) {
			continue
		}
		t.Errorf("%s: %s is not used by the code", c.langs[English].file, k)
	}
}
