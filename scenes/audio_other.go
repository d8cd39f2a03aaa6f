//go:build !linux || android

package scenes

// audioAvailable reports whether sound can play; elsewhere than on Linux the
// system always offers a device (or, in the browser, Web Audio).
func audioAvailable() bool { return true }
