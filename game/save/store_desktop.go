//go:build !js

package save

import (
	"os"
	"path/filepath"
)

// DefaultStore is the user's config directory (ZOMBIETABLE_HOME overrides it,
// for tests and portable installs). It fails when that path is not a folder.
func DefaultStore() (Store, error) {
	dir := os.Getenv("ZOMBIETABLE_HOME")
	if dir == "" {
		cfg, err := os.UserConfigDir()
		if err != nil {
			return nil, err
		}
		dir = filepath.Join(cfg, "zombietable")
	}
	d, err := NewDirStore(dir)
	if err != nil {
		return nil, err
	}
	return d, nil
}
