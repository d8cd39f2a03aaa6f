//go:build js

package scenes

import "syscall/js"

// pageOrigin is the page's own server (location.origin): in the browser the
// tables are played on the server that served the page.
func pageOrigin() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return ""
	}
	if o := loc.Get("origin"); o.Type() == js.TypeString && o.String() != "null" {
		return o.String()
	}
	return ""
}

// pageFragment is the page address's part after # ("join=K7M2QX&token=…"):
// a link to a seat opens the page with it.
func pageFragment() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return ""
	}
	h := loc.Get("hash").String()
	if len(h) > 0 && h[0] == '#' {
		h = h[1:]
	}
	return h
}

// pageUpdated reports whether the page runs a build other than the one it
// ran last (index.html compares them): the title screen says so.
func pageUpdated() bool {
	return js.Global().Get("zombietableUpdated").Truthy()
}
