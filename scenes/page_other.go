//go:build !js

package scenes

// pageOrigin is "" outside the browser: the player names the server.
func pageOrigin() string { return "" }

// pageFragment is "" outside the browser.
func pageFragment() string { return "" }

// pageUpdated is false outside the browser: the app is updated by its
// installer, which says so itself.
func pageUpdated() bool { return false }
