package zombionion

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"zombietable/game"
)

// Rule scenarios live in testdata/scenarios.txt, one block per rulebook
// passage:
//
//	== TestTatticaSuDeposito
//	game players=2 seed=1 kingdom=first-game   (rules=2 plays an older version)
//	hand 0: tattica deposito          (a seat's hand; deck and discard alike,
//	deck 0: zombi pallottola           the deck listed top first)
//	supply molti-piu-zombi=1          (pile sizes; *=0 empties every pile)
//	turn 0                            (whose turn; the position starts here)
//	do 0: play Tattica                (seat 0 takes the named action)
//	refuse 0: play Zombi              (the action is refused)
//	expect trash: deposito            (zones as sorted lists; deck top first)
//	expect coins 3                    (also actions, buys, toact, score S, over, winners)
//	expect legal: gain X | gain Y     (the legal actions, in order)
//	expect view-revealed 1: zombi     (what seat 1's view shows revealed;
//	expect view-prompt 1: text         and its prompt)
//	expect line it: keep X => Anna …  (the log line of an action, in a language)
//
// Positions replace the named zones of a fresh game; what the seats own is
// recounted from their zones.

type scenario struct {
	name  string
	lines []scenarioLine
}

type scenarioLine struct {
	n    int
	text string
}

var scenarioCache map[string]*scenario

func loadScenarios(t *testing.T) map[string]*scenario {
	t.Helper()
	if scenarioCache != nil {
		return scenarioCache
	}
	f, err := os.Open("testdata/scenarios.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]*scenario{}
	var cur *scenario
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "== ") {
			name := strings.TrimSpace(line[3:])
			if out[name] != nil {
				t.Fatalf("scenarios.txt:%d: %s twice", n, name)
			}
			cur = &scenario{name: name}
			out[name] = cur
			continue
		}
		if cur == nil {
			t.Fatalf("scenarios.txt:%d: line outside a scenario", n)
		}
		cur.lines = append(cur.lines, scenarioLine{n, line})
	}
	scenarioCache = out
	return out
}

// runScenario plays the scenario named after the calling test.
func runScenario(t *testing.T) {
	t.Helper()
	sc := loadScenarios(t)[t.Name()]
	if sc == nil {
		t.Fatalf("testdata/scenarios.txt has no block == %s", t.Name())
	}
	r := &runner{t: t}
	for _, l := range sc.lines {
		r.line = l.n
		r.run(l.text)
	}
	if r.g == nil {
		t.Fatal("the scenario sets up no game")
	}
}

type runner struct {
	t       *testing.T
	line    int
	g       *State
	started bool
	turn    int
}

func (r *runner) fail(format string, args ...any) {
	r.t.Helper()
	r.t.Fatalf("scenarios.txt:%d: %s", r.line, fmt.Sprintf(format, args...))
}

func (r *runner) cards(list string) []Card {
	r.t.Helper()
	var out []Card
	for _, f := range strings.Fields(list) {
		c, ok := ParseCard(f)
		if !ok {
			r.fail("unknown card %q", f)
		}
		out = append(out, c)
	}
	return out
}

func (r *runner) seat(s string) int {
	r.t.Helper()
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || r.g == nil || n < 0 || n >= int(r.g.N) {
		r.fail("bad seat %q", s)
	}
	return n
}

// zoneArgs splits "hand 0: a b" into the seat and the list.
func (r *runner) zoneArgs(rest string) (int, string) {
	r.t.Helper()
	i := strings.Index(rest, ":")
	if i < 0 {
		r.fail("missing ':' in %q", rest)
	}
	return r.seat(rest[:i]), rest[i+1:]
}

// zoneArgsLang splits "it: a b" into the language and the rest.
func (r *runner) zoneArgsLang(rest string) (string, string) {
	r.t.Helper()
	lang, spec, ok := strings.Cut(rest, ":")
	if !ok {
		r.fail("missing ':' in %q", rest)
	}
	return strings.TrimSpace(lang), spec
}

func (r *runner) run(text string) {
	r.t.Helper()
	word, rest, _ := strings.Cut(text, " ")
	switch word {
	case "game":
		cfg := game.Config{Players: 2, Options: map[string]string{"kingdom": "first-game"}}
		for _, kv := range strings.Fields(rest) {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "players":
				cfg.Players, _ = strconv.Atoi(v)
			case "seed":
				s, _ := strconv.Atoi(v)
				cfg.Seed = uint64(s)
			case "rules":
				cfg.Rules = v
			default:
				cfg.Options[k] = v
			}
		}
		g, err := New(cfg)
		if err != nil {
			r.fail("%v", err)
		}
		r.g = g
	case "hand", "deck", "discard":
		s, list := r.zoneArgs(rest)
		p := &r.g.P[s]
		cs := r.cards(list)
		switch word {
		case "hand":
			p.Hand, p.HandKnown, p.HandN = Counts{}, Counts{}, 0
			for _, c := range cs {
				p.toHand(c, false)
			}
		case "deck":
			p.Deck.N, p.KnownTop = 0, 0
			for i := len(cs) - 1; i >= 0; i-- {
				p.Deck.push(cs[i])
			}
		case "discard":
			p.Disc, p.DiscHidden, p.DiscN, p.DiscTop = Counts{}, Counts{}, 0, noCard
			for _, c := range cs {
				p.discard(c)
			}
		}
	case "supply":
		for _, kv := range strings.Fields(rest) {
			k, v, _ := strings.Cut(kv, "=")
			n, err := strconv.Atoi(v)
			if err != nil {
				r.fail("bad count in %q", kv)
			}
			if k == "*" {
				for c := Card(0); c < NumCards; c++ {
					if r.g.InSupply&(1<<c) != 0 {
						r.g.Supply[c] = uint8(n)
					}
				}
				continue
			}
			c := r.cards(k)[0]
			if r.g.InSupply&(1<<c) == 0 {
				r.fail("%s is not in the supply", c)
			}
			r.g.Supply[c] = uint8(n)
		}
	case "turns":
		s, list := r.zoneArgs(rest)
		n, _ := strconv.Atoi(strings.TrimSpace(list))
		r.g.P[s].Turns = int16(n)
	case "turn":
		r.turn = r.seat(rest)
		r.start()
	case "do", "refuse":
		r.start()
		s, name := r.zoneArgs(rest)
		name = strings.TrimSpace(name)
		if got := int(r.g.ToAct()); got != s {
			r.fail("seat %d is to act, not %d (%s)", got, s, r.g.Prompt())
		}
		before := game.Hash(r.g)
		a, err := game.Find(r.g, name)
		if word == "refuse" {
			if err == nil {
				err = r.g.Apply(a)
				if err == nil {
					r.fail("%q was accepted", name)
				}
			}
			if game.Hash(r.g) != before {
				r.fail("refusing %q changed the state", name)
			}
			return
		}
		if err != nil {
			r.fail("%v; legal: %s", err, r.legal())
		}
		if err := r.g.Apply(a); err != nil {
			r.fail("%q: %v", name, err)
		}
		if err := checkInvariants(r.g); err != nil {
			r.fail("after %q: %v", name, err)
		}
	case "expect":
		r.start()
		r.expect(rest)
	default:
		r.fail("unknown command %q", word)
	}
}

// start recounts what the seats own and begins the turn, once.
func (r *runner) start() {
	if r.started {
		return
	}
	r.started = true
	g := r.g
	for s := 0; s < int(g.N); s++ {
		p := &g.P[s]
		p.Own, p.OwnN = Counts{}, 0
		for c := Card(0); c < NumCards; c++ {
			p.Own[c] = p.Hand[c] + p.Disc[c]
		}
		for i := int16(0); i < p.Deck.N; i++ {
			p.Own[p.Deck.C[i]]++
		}
		for c := Card(0); c < NumCards; c++ {
			p.OwnN += int16(p.Own[c])
		}
	}
	g.Empty = 0
	for c := Card(0); c < NumCards; c++ {
		if g.InSupply&(1<<c) != 0 && g.Supply[c] == 0 {
			g.Empty++
		}
	}
	g.Cur = int8(r.turn)
	g.Play.N, g.SP, g.RevN = 0, 0, 0
	g.startTurn()
}

func (r *runner) legal() string {
	var names []string
	for _, a := range r.g.Legal(nil) {
		names = append(names, r.g.ActionString(a))
	}
	return strings.Join(names, " | ")
}

func sortedIDs(cs []Card) string {
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID()
	}
	slices.Sort(ids)
	return strings.Join(ids, " ")
}

func countsIDs(h *Counts) string {
	ids := countsList(h)
	slices.Sort(ids)
	return strings.Join(ids, " ")
}

func (r *runner) expect(rest string) {
	r.t.Helper()
	g := r.g
	what, arg, _ := strings.Cut(rest, " ")
	what = strings.TrimSuffix(what, ":")
	if i := strings.Index(rest, ":"); i >= 0 && !strings.HasPrefix(rest, "legal") {
		what = strings.Fields(rest[:i])[0]
	}
	check := func(got, want string) {
		r.t.Helper()
		if got != want {
			r.fail("%s: got %q, want %q", rest, got, want)
		}
	}
	num := func(got int) {
		r.t.Helper()
		check(strconv.Itoa(got), strings.TrimSpace(arg))
	}
	switch what {
	case "hand", "discard", "deck", "shown", "known-top", "hidden":
		spec := strings.TrimPrefix(rest, what)
		s, list := r.zoneArgs(spec)
		p := &g.P[s]
		want := r.cards(list)
		switch what {
		case "hand":
			check(countsIDs(&p.Hand), sortedIDs(want))
		case "shown":
			check(countsIDs(&p.HandKnown), sortedIDs(want))
		case "hidden":
			check(countsIDs(&p.DiscHidden), sortedIDs(want))
		case "discard":
			check(countsIDs(&p.Disc), sortedIDs(want))
		case "deck", "known-top":
			n := int(p.Deck.N)
			if what == "known-top" {
				n = int(p.KnownTop)
			}
			var got []string
			for i := 0; i < n; i++ {
				got = append(got, p.Deck.C[int(p.Deck.N)-1-i].ID())
			}
			var ids []string
			for _, c := range want {
				ids = append(ids, c.ID())
			}
			check(strings.Join(got, " "), strings.Join(ids, " "))
		}
	case "deck-size", "hand-size", "discard-size":
		s, n := r.zoneArgs(strings.TrimPrefix(rest, what))
		p := &g.P[s]
		got := map[string]int16{"deck-size": p.Deck.N, "hand-size": p.HandN, "discard-size": p.DiscN}[what]
		check(strconv.Itoa(int(got)), strings.TrimSpace(n))
	case "discard-top":
		s, c := r.zoneArgs(strings.TrimPrefix(rest, what))
		check(g.P[s].DiscTop.ID(), strings.TrimSpace(c))
	case "score":
		s, n := r.zoneArgs(strings.TrimPrefix(rest, what))
		check(strconv.Itoa(g.Score(game.Seat(s))), strings.TrimSpace(n))
	case "trash":
		check(countsIDs(&g.Trash), sortedIDs(r.cards(strings.SplitN(rest, ":", 2)[1])))
	case "play":
		var got []string
		for i := int16(0); i < g.Play.N; i++ {
			got = append(got, g.Play.C[i].ID())
		}
		var want []string
		for _, c := range r.cards(strings.SplitN(rest, ":", 2)[1]) {
			want = append(want, c.ID())
		}
		check(strings.Join(got, " "), strings.Join(want, " "))
	case "revealed":
		var got []Card
		for i := int8(0); i < g.RevN; i++ {
			got = append(got, g.Rev[i])
		}
		check(sortedIDs(got), sortedIDs(r.cards(strings.SplitN(rest, ":", 2)[1])))
	case "supply":
		k, v, _ := strings.Cut(strings.TrimSpace(arg), "=")
		check(strconv.Itoa(int(g.Supply[r.cards(k)[0]])), v)
	case "legal":
		check(r.legal(), strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(rest, "legal"), ":")))
	case "coins":
		num(int(g.Coins))
	case "actions":
		num(int(g.Actions))
	case "buys":
		num(int(g.Buys))
	case "toact":
		num(int(g.ToAct()))
	case "current":
		num(int(g.Cur))
	case "phase":
		check([...]string{"action", "buy", "over"}[g.Phase], strings.TrimSpace(arg))
	case "over":
		if !g.Over() {
			r.fail("the game is not over (%s)", g.Prompt())
		}
	case "not-over":
		if g.Over() {
			r.fail("the game is over")
		}
	case "winners":
		var got []string
		for s := 0; s < int(g.N); s++ {
			if g.Winners&(1<<s) != 0 {
				got = append(got, strconv.Itoa(s))
			}
		}
		check(strings.Join(got, " "), strings.TrimSpace(arg))
	case "view-revealed":
		s, list := r.zoneArgs(strings.TrimPrefix(rest, what))
		check(strings.Join(g.View(game.Seat(s)).(View).Revealed, " "), sortedIDs(r.cards(list)))
	case "view-prompt":
		s, text := r.zoneArgs(strings.TrimPrefix(rest, what))
		check(g.View(game.Seat(s)).(View).Prompt, strings.TrimSpace(text))
	case "line":
		lang, spec := r.zoneArgsLang(strings.TrimPrefix(rest, what))
		name, want, ok := strings.Cut(spec, "=>")
		if !ok {
			r.fail("missing '=>' in %q", spec)
		}
		a, err := game.Find(g, strings.TrimSpace(name))
		if err != nil {
			r.fail("%v", err)
		}
		check(g.Describe(a, "Anna", lang), strings.TrimSpace(want))
	case "revealed-flag":
		check(strconv.FormatBool(g.Revealed()), strings.TrimSpace(arg))
	default:
		r.fail("unknown expectation %q", what)
	}
}
