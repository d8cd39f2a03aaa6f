//go:build !js

package save

import (
	"os"
	"path/filepath"
)

// DefaultStore is the user's config directory (ZOMBIETABLE_HOME overrides it,
// for tests and portable installs).
func DefaultStore() (Store, error) {
	if dir := os.Getenv("ZOMBIETABLE_HOME"); dir != "" {
		return DirStore{Dir: dir}, nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return DirStore{Dir: filepath.Join(dir, "zombietable")}, nil
}
