package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game/save"
)

// keyTable is a table that may hold the keys and records the intents it
// is given.
type keyTable struct {
	holds bool
	got   []Intent
}

func (k *keyTable) Layout(*TableContext) {}
func (k *keyTable) Update(tc *TableContext) bool {
	k.got = append(k.got, tc.Input().Intents...)
	return false
}
func (k *keyTable) Draw(*ebiten.Image, *TableContext)              {}
func (k *keyTable) Applied(*TableContext, Move)                    {}
func (k *keyTable) Reset(*TableContext)                            {}
func (k *keyTable) Rules(Lang) string                              { return "" }
func (k *keyTable) Tooltip(*TableContext, float32, float32) string { return "" }
func (k *keyTable) HoldsKeys(*TableContext) bool                   { return k.holds }

// A table that holds the keys gets Tab, the arrows and Enter, and the top
// bar shows no focus ring; one that does not leaves those keys to the top
// bar. The other keys (R for the rules) work either way.
func TestTableHoldsTheKeys(t *testing.T) {
	for _, holds := range []bool{true, false} {
		a := idleApp(t)
		kt := &keyTable{holds: holds}
		p := &playScene{app: a, sess: game2(t, "pints", save.Human, save.Human), table: kt}
		p.tc.play = p
		p.tc.seat = p.sess.State.ToAct()
		p.refresh()
		a.scene = p
		p.layout(a)
		a.in.Intents = append(a.in.Intents[:0], IntentNext, IntentNext)
		p.update(a)
		if holds {
			if p.ctrls.focus != -1 {
				t.Errorf("the top bar's focus moved to %d while the table holds the keys", p.ctrls.focus)
			}
			if len(kt.got) != 2 || kt.got[0] != IntentNext || kt.got[1] != IntentNext {
				t.Errorf("the table got %v", kt.got)
			}
		} else if p.ctrls.focus <= 0 {
			t.Errorf("Tab twice left the top bar's focus on %d", p.ctrls.focus)
		}
		if !holds {
			// The table takes the keys: the bar's focus ring goes.
			kt.holds = true
			f := p.ctrls.focus
			a.in.Intents = a.in.Intents[:0]
			p.update(a)
			if p.ctrls.focus != -1 || p.ctrls.List[f].focused {
				t.Errorf("the top bar keeps its focus (%d) while the table holds the keys", p.ctrls.focus)
			}
		}
		a.in.Intents = append(a.in.Intents[:0], IntentRules)
		p.update(a)
		if p.panel != panelRules {
			t.Errorf("holding the keys %v: R did not open the rules", holds)
		}
	}
}
