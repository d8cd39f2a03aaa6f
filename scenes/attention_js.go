//go:build js

package scenes

import "syscall/js"

// In the browser a hidden tab says it is the player's move in its title and
// its icon; shown again, the tab reads as before.

// yourMoveIcon is the tab's icon while it waits for the player: a red dot.
const yourMoveIcon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23c41e1a'/%3E%3C/svg%3E"

// windowTitle is the desktop window's title (the page has its own).
const windowTitle = "Zombie Table"

var attentionPage struct {
	want      bool
	listening bool
	title     string // the page's own title and icon, kept while replaced
	icon      string
	shown     bool
	text      string
}

// wantAttention says whether the player's move waits: the tab says so while
// it is hidden, in the language's words text.
func wantAttention(on bool, text string) {
	p := &attentionPage
	if p.want == on && p.text == text {
		return
	}
	p.want, p.text = on, text
	doc := js.Global().Get("document")
	if doc.IsUndefined() {
		return
	}
	if !p.listening {
		p.listening = true
		doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			showAttention()
			return nil
		}))
	}
	showAttention()
}

// showAttention puts the title and icon in line with the wish and whether
// the tab is hidden.
func showAttention() {
	p := &attentionPage
	doc := js.Global().Get("document")
	icon := doc.Call("querySelector", "link[rel=icon]")
	on := p.want && doc.Get("hidden").Truthy()
	switch {
	case on && !p.shown:
		p.title = doc.Get("title").String()
		if !icon.IsNull() {
			p.icon = icon.Get("href").String()
			icon.Set("href", yourMoveIcon)
		}
		p.shown = true
		doc.Set("title", p.text)
	case on:
		doc.Set("title", p.text)
	case p.shown:
		p.shown = false
		doc.Set("title", p.title)
		if !icon.IsNull() {
			icon.Set("href", p.icon)
		}
	}
}
