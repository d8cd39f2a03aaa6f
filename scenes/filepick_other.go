//go:build !js

package scenes

// canPickFile reports whether the app can ask the player for a file: not
// on the desktop, where -replay FILE opens one.
const canPickFile = false

// pickFile is never called on the desktop.
func pickFile(done func(name string, data []byte, err error)) {}
