//go:build !js

package server

import (
	"errors"
	"net/http"
	"os"
	"strings"

	"zombietable/i18n"
)

// operatorLang is the language of whoever runs zombietable serve: the
// first of the POSIX locale variables that is set (LC_ALL, LC_MESSAGES,
// LANGUAGE, LANG), English for one the catalogs do not have.
func operatorLang() i18n.Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"} {
		v := os.Getenv(k)
		if v == "" {
			continue
		}
		for _, code := range strings.Split(v, ":") {
			if l, ok := i18n.Parse(code); ok {
				return l
			}
		}
		return i18n.English
	}
	return i18n.English
}

// sayer is an error that can be said in the operator's language.
type sayer interface {
	error
	In(l i18n.Lang) string
}

// said is err in l when it can be said so, else as it is.
func said(err error, l i18n.Lang) string {
	var s sayer
	if errors.As(err, &s) {
		return s.In(l)
	}
	return err.Error()
}

// requestLang is the first language of a request's Accept-Language the
// catalogs have, else English.
func requestLang(r *http.Request) i18n.Lang {
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, _, _ := strings.Cut(part, ";")
		if l, ok := i18n.Parse(tag); ok {
			return l
		}
	}
	return i18n.English
}
