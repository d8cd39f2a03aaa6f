//go:build !js

package scenes

import "os"

// systemLang is the language of the user's locale.
func systemLang() Lang { return LocaleLang(os.LookupEnv) }

// pageQuery returns nothing outside the browser.
func pageQuery() map[string]string { return nil }
