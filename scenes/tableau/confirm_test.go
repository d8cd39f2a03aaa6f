package tableau

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// TestEndTurnAsksOnce checks the Caccia phase's "End turn" with shots and
// buys left: the first click asks (the prompt names what is left, the button
// says it ends anyway), the second ends the turn; with nothing left it ends
// at once.
func TestEndTurnAsksOnce(t *testing.T) {
	g, err := zombionion.New(game.Config{Players: 2, Seed: 3, Options: map[string]string{"kingdom": "first-game"}})
	if err != nil {
		t.Fatal(err)
	}
	// Into the Caccia phase with the treasures played.
	for _, name := range []string{"end actions", "autoplay treasures"} {
		a, err := game.Find(g, name)
		if err != nil {
			continue
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	end, err := game.Find(g, "end turn")
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{}
	tb.view = g.View(g.ToAct()).(zombionion.View)
	if tb.view.Coins == 0 || tb.view.Buys == 0 {
		t.Fatalf("seed 3 leaves %d shots and %d buys", tb.view.Coins, tb.view.Buys)
	}
	if !tb.asksFirst(end) {
		t.Fatal("ending the turn with shots and buys left does not ask")
	}
	tb.confirmEnd = true
	if tb.asksFirst(end) {
		t.Error("ending the turn asks twice")
	}
	var m model
	m.build(input{view: &tb.view, legal: g.Legal(nil), canAct: true, lang: scenes.English, rect: tableRects[0].r, seatName: seatName, confirm: true})
	if !strings.Contains(m.prompt, "shots") || !strings.Contains(m.prompt, "end the turn?") {
		t.Errorf("the prompt %q does not ask", m.prompt)
	}
	found := false
	for i, b := range m.buttons {
		if m.btnAct[i] == end {
			found = true
			if b.Label != "End turn anyway" {
				t.Errorf("the end-turn button says %q while asking", b.Label)
			}
		}
	}
	if !found {
		t.Error("no end-turn button while asking")
	}
	tb.confirmEnd = false
	tb.view.Coins = 0
	if tb.asksFirst(end) {
		t.Error("ending the turn with no shots left asks")
	}
}
