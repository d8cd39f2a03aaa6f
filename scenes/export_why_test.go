package scenes

import (
	"strconv"

	"zombietable/game"
	"zombietable/netplay/wire"
)

// Why keeps a why of the app; its ref is "w" and the count of whys.
func (f *RemoteFeed) Why(seq int, action int32) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	ref := "w" + strconv.Itoa(len(f.whys)+1)
	f.whys = append(f.whys, wire.Why{Type: wire.TypeWhy, Seq: seq, Action: action, Ref: ref})
	return ref
}

// Whys returns every why the app sent.
func (f *RemoteFeed) Whys() []wire.Why {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]wire.Why(nil), f.whys...)
}

// Prompt is what the table's prompt says now (a refusal in its place
// included), as a script's expect:prompt reads it.
func (a *App) Prompt() string {
	if p := a.playOf(); p != nil {
		if pr, ok := p.table.(Prompter); ok {
			return pr.PromptText()
		}
	}
	return ""
}

// WhyNot is what the table at the screen is told when it asks why action
// is refused (TableContext.WhyNot), as a hover asks it.
func (a *App) WhyNot(action game.Action) string {
	p := a.playOf()
	if p == nil {
		return ""
	}
	return p.tc.WhyNot(action)
}

// ClickTable clicks the table at (x, y): the table's Update sees a click
// there, as the frame passes it on.
func (a *App) ClickTable(x, y float32) {
	p := a.playOf()
	if p == nil {
		return
	}
	saved := a.in
	a.in = Input{X: x, Y: y, StartX: x, StartY: y, Released: true, Clicked: true}
	p.table.Update(&p.tc)
	a.in = saved
}
