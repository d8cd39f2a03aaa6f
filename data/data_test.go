package data

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type card struct {
	Name   string `toml:"name"`
	Cost   int    `toml:"cost"`
	Source string `toml:"source"`
	Text   string `toml:"text"`
}

type catalog struct {
	Cards []card `toml:"cards"`
}

func decodeFixture(t *testing.T, name string) *Problems {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var c catalog
	p := Decode("testdata/"+name, src, &c)
	for i, k := range c.Cards {
		key := "cards." + itoa(i)
		if k.Name == "" {
			p.Addf(key+".name", "missing")
		}
		if k.Cost < 0 {
			p.Addf(key+".cost", "negative cost %d", k.Cost)
		}
		if k.Source != "" {
			CheckSource(p, key+".source", k.Source)
		}
	}
	return p
}

func itoa(i int) string { return string(rune('0' + i)) }

func TestDecodeReportsFileLineAndKey(t *testing.T) {
	tests := []struct {
		file string
		want []string // each must appear, in this order
	}{
		{"unknown_key.toml", []string{"testdata/unknown_key.toml:8: cards.csot: unknown key"}},
		{"bad_type.toml", []string{"testdata/bad_type.toml:3: ", "cost"}},
		{"bad_type_entry.toml", []string{"testdata/bad_type_entry.toml:7: cards.1.cost: must be a whole number, not text"}},
		{"bad_syntax.toml", []string{"testdata/bad_syntax.toml:2: "}},
		{"invalid.toml", []string{
			"testdata/invalid.toml:7: cards.1.name: missing",
			"testdata/invalid.toml:8: cards.1.cost: negative cost -1",
			"testdata/invalid.toml:9: cards.1.source: source must be",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			err := decodeFixture(t, tt.file).Err()
			if err == nil {
				t.Fatal("no error")
			}
			msg := err.Error()
			at := 0
			for _, w := range tt.want {
				i := strings.Index(msg[at:], w)
				if i < 0 {
					t.Fatalf("error %q lacks %q (after offset %d)", msg, w, at)
				}
				at += i + len(w)
			}
		})
	}
}

func TestValidFileHasNoProblems(t *testing.T) {
	var c catalog
	p := Decode("x.toml", []byte("[[cards]]\nname = \"A\"\ncost = 1\n"), &c)
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	if len(c.Cards) != 1 || c.Cards[0].Cost != 1 {
		t.Fatalf("decoded %+v", c)
	}
}

func TestLineOfMultilineFollowers(t *testing.T) {
	src := []byte("a = \"\"\"\nx = 1\n\"\"\"\nb = [\n 1,\n]\nc = 2\n[t]\nd = 3\n")
	p := &Problems{src: src}
	for key, want := range map[string]int{"a": 1, "b": 4, "c": 7, "t": 8, "t.d": 9, "x": 0, "t.zz": 8} {
		if got := p.Line(key); got != want {
			t.Errorf("Line(%q) = %d, want %d", key, got, want)
		}
	}
}

func TestAllShippedDataLoads(t *testing.T) {
	files := Files()
	if len(files) == 0 {
		t.Fatal("no data files embedded")
	}
	for _, f := range files {
		if strings.HasPrefix(f, "testdata/") {
			t.Errorf("fixture %s is listed as shipped data", f)
		}
	}
	games, err := Games()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		if _, ok := games[id]; !ok {
			t.Errorf("games.toml lacks %s", id)
		}
	}
}

// TestTypeErrorInAShippedFileIsAtItsLine: a wrong type on line 38 of the
// Zombionion cards (the second card's cost) is reported at line 38, not at
// the last card's cost.
func TestTypeErrorInAShippedFileIsAtItsLine(t *testing.T) {
	src, err := files.ReadFile("zombionion/cards.toml")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	if strings.TrimSpace(lines[37]) != "cost = 3" {
		t.Fatalf("line 38 is %q; the fixture needs a cost there", lines[37])
	}
	lines[37] = `cost = "three"`
	var c struct {
		Cards []struct {
			Cost int `toml:"cost"`
		} `toml:"cards"`
	}
	err = Decode("data/zombionion/cards.toml", []byte(strings.Join(lines, "\n")), &c).Err()
	if err == nil || !strings.HasPrefix(err.Error(), "data/zombionion/cards.toml:38: cards.1.cost: must be a whole number, not text") {
		t.Fatalf("error %v", err)
	}
}

// TestDecodeErrorWithoutAType: when the message does not say which value
// is wrong and several entries have the key, the key is reported without a
// line rather than with a wrong one; with one entry, at its line.
func TestDecodeErrorWithoutAType(t *testing.T) {
	var c struct {
		Cards []struct {
			Small uint8 `toml:"small"`
		} `toml:"cards"`
	}
	tests := []struct{ src, want string }{
		{"[[cards]]\nsmall = 300\n[[cards]]\nsmall = 1\n", "x.toml: cards.small: "},
		{"[[cards]]\n[[cards]]\nsmall = 300\n", "x.toml:3: cards.1.small: "},
	}
	for _, tt := range tests {
		err := Decode("x.toml", []byte(tt.src), &c).Err()
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want it to start with %q", tt.src, err, tt.want)
		}
	}
}

// shaped is decoded from the fixtures of ids and required fields.
type shaped struct {
	Cards []struct {
		ID   string `toml:"id"`
		Cost int    `toml:"cost" data:"required"`
	} `toml:"cards"`
}

// TestIDsDifferAndRequiredFieldsAreGiven: a repeated id, a missing id and
// a missing required field are each reported at their entry, whatever the
// value (0 for a cost is given, not missing).
func TestIDsDifferAndRequiredFieldsAreGiven(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"duplicate_id.toml", []string{`testdata/duplicate_id.toml:11: cards.2.id: "bullet" is the id of cards.0 too`}},
		{"missing_field.toml", []string{
			"testdata/missing_field.toml:6: cards.1.cost: missing",
			"testdata/missing_field.toml:9: cards.2.id: missing",
		}},
	}
	for _, tt := range tests {
		src, err := os.ReadFile(filepath.Join("testdata", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		var v shaped
		err = Decode("testdata/"+tt.file, src, &v).Err()
		if err == nil {
			t.Fatalf("%s: no problem", tt.file)
		}
		if n := strings.Count(err.Error(), "\n") + 1; n != len(tt.want) {
			t.Errorf("%s: %d problems, want %d:\n%v", tt.file, n, len(tt.want), err)
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the error lacks %q:\n%v", tt.file, w, err)
			}
		}
	}
}

// TestDeepNestingIsRefusedBeforeDecoding: a file nested past MaxDepth is
// refused with its line, unread by the decoder, even 50,000 deep (which
// the decoder would take all the memory to read); strings and comments
// holding brackets and dots do not count.
func TestDeepNestingIsRefusedBeforeDecoding(t *testing.T) {
	src, err := os.ReadFile("testdata/too_deep.toml")
	if err != nil {
		t.Fatal(err)
	}
	deep := [][]byte{
		src,
		[]byte("a = " + strings.Repeat("[", 50_000) + strings.Repeat("]", 50_000) + "\n"),
		[]byte("a = " + strings.Repeat("{b=", 50_000) + "1" + strings.Repeat("}", 50_000) + "\n"),
		[]byte(strings.Repeat("a.", 50_000) + "b = 1\n"),
		[]byte("[" + strings.Repeat("t.", 50_000) + "u]\n"),
	}
	for _, src := range deep {
		var v map[string]any
		err := Decode("deep.toml", src, &v).Err()
		if err == nil || !strings.Contains(err.Error(), "values nest more than 32 deep") {
			t.Errorf("%.40q: %v", src, err)
		}
	}
	fine := "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g\n" +
		"s = \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d\"\n" +
		"m = '''\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n'''\n" +
		"n = 1.25\nl = [[1, 2], [3.5, 4.25]]\n[t.u]\nv = { w = [1] }\n"
	if line, ok := withinDepth([]byte(fine), MaxDepth); !ok {
		t.Fatalf("a file nested 3 deep refused at line %d", line)
	}
}

// TestWrongTypeIsTheOneProblem: once a value could not be decoded, what a
// game's validation says of the half-filled rest is left out, so the
// decoder's problem is the only one, at its line.
func TestWrongTypeIsTheOneProblem(t *testing.T) {
	src, err := os.ReadFile("testdata/bad_type_entry.toml")
	if err != nil {
		t.Fatal(err)
	}
	var v shaped
	p := Decode("testdata/bad_type_entry.toml", src, &v)
	for i := range 3 {
		p.Addf("cards."+itoa(i)+".cost", "follow-on problem")
	}
	p.Addf("cards", "the deck is short")
	err = p.Err()
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "testdata/bad_type_entry.toml:7: cards.1.cost: ") {
		t.Fatalf("want the one problem at line 7:\n%v", err)
	}
}

// TestProblemsAreInOneOrder: problems on the same line (or on none) are
// listed by key and message, whatever order they were found in.
func TestProblemsAreInOneOrder(t *testing.T) {
	var lists []string
	for _, order := range [][]string{{"b", "a", "c"}, {"c", "b", "a"}} {
		p := &Problems{file: "x.toml"}
		for _, m := range order {
			p.Addf("zombie", "%s", m)
		}
		lists = append(lists, p.Err().Error())
	}
	if lists[0] != lists[1] {
		t.Fatalf("the order depends on the finding:\n%s\n%s", lists[0], lists[1])
	}
}
