//go:build js

package scenes

import (
	"net/url"
	"syscall/js"
)

// systemLang is the first of the browser's languages, by the person's
// preference (navigator.languages, else navigator.language), that the app
// has; else English.
func systemLang() Lang {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return English
	}
	var list []string
	if ls := nav.Get("languages"); ls.Type() == js.TypeObject {
		for i := range min(ls.Length(), 16) {
			list = append(list, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		list = append(list, l.String())
	}
	return preferred(list)
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
