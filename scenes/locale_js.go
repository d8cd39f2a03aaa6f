//go:build js

package scenes

import (
	"net/url"
	"syscall/js"
)

// systemLang is the browser's language (navigator.language).
func systemLang() Lang {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return English
	}
	l, _ := ParseLang(nav.Get("language").String())
	return l
}

// pageQuery returns the parameters of the page's URL query (?script=…&game=…).
func pageQuery() map[string]string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return nil
	}
	q, err := url.ParseQuery(trimQuestion(loc.Get("search").String()))
	if err != nil {
		return nil
	}
	out := map[string]string{}
	for k, v := range q {
		if len(v) > 0 {
			out[k] = v[0]
		}
	}
	return out
}

func trimQuestion(s string) string {
	if len(s) > 0 && s[0] == '?' {
		return s[1:]
	}
	return s
}
