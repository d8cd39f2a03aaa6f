//go:build !js

package server

import (
	"strings"
	"sync"
	"testing"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// why asks the server why action may not be played at seq and waits for
// the answer, skipping updates and seats.
func (c *client) why(seq int, action game.Action, ref string) *wire.Because {
	c.t.Helper()
	c.send(wire.Why{Type: wire.TypeWhy, Seq: seq, Action: int32(action), Ref: ref})
	for {
		switch m := c.next().(type) {
		case *wire.Because:
			if m.Ref != ref || m.Seq != seq || m.Action != int32(action) {
				c.t.Fatalf("asked %q at %d about %d, answered %+v", ref, seq, action, m)
			}
			return m
		case *wire.Error:
			c.t.Fatalf("asked why, got the error %q", m.Reason)
		case nil:
			c.t.Fatal("the connection ended waiting for a because")
		}
	}
}

// outOfReach sets the seat to act's corridor at an Off the Dead table to
// one face-up zombie in the melee zone and one beyond it, the survivor
// Kevin, who reaches the melee zone only: bare hands on the second zombie
// are refused with the rule's reason. It returns the seat, the refused
// attack and the reason the engine gives on the table's own state in
// English and Italian.
func outOfReach(t *testing.T, tb *table) (int, game.Action, [len(langs)]string) {
	t.Helper()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	st, ok := tb.sess.State.(*offthedead.State)
	if !ok {
		t.Fatalf("the table holds a %T", tb.sess.State)
	}
	a := st.Active
	d := st.P[a].Dir
	for dd := range st.CN {
		st.CN[dd] = 0
	}
	for i, z := range []int8{2, 0} {
		st.Cor[d][i].C, st.Cor[d][i].Zone, st.Cor[d][i].Up = st.Horde[i], z, true
	}
	st.CN[d] = 2
	st.P[a].Surv = 0
	act := offthedead.Action(offthedead.OpAttack, 0xff, 1)
	var want [len(langs)]string
	for l, lang := range langs {
		err := st.Clone().Apply(act)
		if err == nil {
			t.Fatal("bare hands reach the zombie beyond the melee zone")
		}
		want[l] = game.Reason(err, lang)
	}
	return int(st.ToAct()), act, want
}

// TestWhyGivesTheRulesReason: at an Off the Dead table on a server, the
// seat to act asking why it may not attack a zombie out of reach is told
// the rule's reason in its language, English, Italian, French or German, as a local table
// says it; a seat not to act is told whose decision it is, a spectator
// that it watches, a stale seq that the table moved on, and a legal action
// or an id no engine knows gets no rule's reason from a determinization
// that takes it.
func TestWhyGivesTheRulesReason(t *testing.T) {
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "offthedead", Seats: seatNames(4)})
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	seat, act, want := outOfReach(t, tb)
	if !strings.Contains(want[0], "out of reach") || !strings.Contains(want[1], "fuori portata") || !strings.Contains(want[2], "hors de portée") || !strings.Contains(want[3], "außer Reichweite") {
		t.Fatalf("the engine's reasons are %q", want)
	}
	for l, lang := range langs {
		c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[seat].Token, Lang: lang})
		expect[wire.Welcome](c)
		u := expect[wire.Update](c)
		if got := c.why(u.Seq, act, "w1"); got.Reason != want[l] {
			t.Errorf("%s: the reason is %q, want %q", lang, got.Reason, want[l])
		}
		if got := c.why(u.Seq, game.Action(u.Legal[0].ID), "w2"); got.Reason != "" {
			t.Errorf("%s: a legal action is refused because %q", lang, got.Reason)
		}
		if got := c.why(u.Seq+1, act, "w3"); !strings.Contains(got.Reason, "seq") {
			t.Errorf("%s: a why at a later seq is answered %q", lang, got.Reason)
		}
		c.close()
	}
	other := (seat + 1) % 4
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[other].Token})
	expect[wire.Welcome](c)
	u := expect[wire.Update](c)
	if got := c.why(u.Seq, act, "o"); !strings.Contains(got.Reason, "not your decision") || strings.Contains(got.Reason, "reach") {
		t.Errorf("a seat not to act is answered %q", got.Reason)
	}
	c.close()
	w := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Lang: wire.Italian})
	expect[wire.Welcome](w)
	u = expect[wire.Update](w)
	if got := w.why(u.Seq, act, "s"); got.Reason != i18n.Italian.T("server.refuse.watching") {
		t.Errorf("a spectator is answered %q", got.Reason)
	}
	w.close()
	c = dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[seat].Token})
	expect[wire.Welcome](c)
	u = expect[wire.Update](c)
	for _, id := range []int32{-1 << 31, -1, 1<<31 - 1, 0x7f_ffff} {
		got := c.why(u.Seq, game.Action(id), "x")
		if strings.Contains(got.Reason, "reach") {
			t.Errorf("id %d: %q", id, got.Reason)
		}
	}
	// The table goes on: the seat still plays.
	c.send(wire.Act{Type: wire.TypeAct, Seq: u.Seq, Action: u.Legal[0].Name})
	c.until(u.Seq + 1)
	c.close()
}

// TestWhyIsAskedOfWhatTheSeatKnows: at a Zombionion table, whose hands are
// secret, the reason is computed on the engine's determinization for the
// asking seat, never on the table's state or another seat's.
func TestWhyIsAskedOfWhatTheSeatKnows(t *testing.T) {
	var mu sync.Mutex
	var asked []game.Seat
	defer func(k func(game.State, game.Seat) game.State) { knowable = k }(knowable)
	real := knowable
	knowable = func(st game.State, seat game.Seat) game.State {
		return real(spy{State: st, asked: func(s game.Seat) {
			mu.Lock()
			asked = append(asked, s)
			mu.Unlock()
		}}, seat)
	}
	n := startNode(t, t.TempDir(), fast)
	cr := create(t, n.http.URL, wire.CreateTable{Game: "zombionion", Seats: seatNames(3)})
	tb, err := n.srv.table(t.Context(), cr.Table)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	seat := int(tb.sess.State.ToAct())
	tb.mu.Unlock()
	c := dial(t, n.http.URL, wire.Hello{Table: cr.Code, Token: cr.Seats[seat].Token})
	expect[wire.Welcome](c)
	u := expect[wire.Update](c)
	c.why(u.Seq, -3, "z")
	c.close()
	mu.Lock()
	defer mu.Unlock()
	if len(asked) != 1 || asked[0] != game.Seat(seat) {
		t.Errorf("determinized for seats %v, want [%d]", asked, seat)
	}
}

// spy is a game that records the seats it is determinized for.
type spy struct {
	game.State
	asked func(game.Seat)
}

func (s spy) Determinize(seat game.Seat, r *game.RNG) game.State {
	s.asked(seat)
	return s.State.(game.Determinizer).Determinize(seat, r)
}

// secretive is a game whose refusal would tell its secret: what a reason
// computed on it says, a seat's view does not.
type secretive struct {
	game.State
	secret string
}

func (s *secretive) Apply(game.Action) error {
	return game.Illegal("the card face down is %s", s.secret)
}

func (s *secretive) Clone() game.State { c := *s; return &c }

func (s *secretive) Determinize(_ game.Seat, r *game.RNG) game.State {
	return &secretive{State: s.State, secret: []string{"Rounds", "Axe", "Pan"}[r.IntN(3)]}
}

// plain is a game that hides nothing: it has no Determinize.
type plain struct {
	game.State
	secret string
}

func (s *plain) Apply(game.Action) error { return game.Illegal("the card face up is %s", s.secret) }

func (s *plain) Clone() game.State { c := *s; return &c }

// panicky is an engine that panics on an id it never made.
type panicky struct{ game.State }

func (panicky) Apply(game.Action) error { panic("index out of range") }

func (p panicky) Clone() game.State { return p }

// TestRuleReasonTellsNoSecret: the reason comes from a determinization
// with a generator of its own, so a refusal that would name a hidden card
// names a sampled one, changing from ask to ask; a game with nothing hidden
// is asked on a clone; an engine that panics gives no reason.
func TestRuleReasonTellsNoSecret(t *testing.T) {
	s := &Server{}
	base, err := offthedead.New(game.Config{Players: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for range 60 {
		r := s.ruleReason("t", &secretive{State: base, secret: "Chainsaw"}, 0, 1, wire.English)
		if strings.Contains(r, "Chainsaw") || !strings.HasPrefix(r, "the card face down is ") {
			t.Fatalf("the reason is %q", r)
		}
		seen[r] = true
	}
	if len(seen) < 2 {
		t.Errorf("every ask gave %v: the generator is not a fresh one", seen)
	}
	if r := s.ruleReason("t", &plain{State: base, secret: "Axe"}, 0, 1, wire.English); r != "the card face up is Axe" {
		t.Errorf("a game with nothing hidden: %q", r)
	}
	if r := s.ruleReason("t", panicky{base}, 0, 1, wire.English); r != "" {
		t.Errorf("a panicking engine: %q", r)
	}
}
