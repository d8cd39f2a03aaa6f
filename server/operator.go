//go:build !js

package server

import (
	"errors"
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
