package scenes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"zombietable/i18n"
)

// Speed is how fast the table animates.
type Speed int

// The animation speeds.
const (
	SpeedNormal Speed = iota
	SpeedFast
	SpeedInstant
)

var speedNames = [...]string{"normal", "fast", "instant"}

// String names the speed as in settings.json.
func (s Speed) String() string {
	if s < 0 || int(s) >= len(speedNames) {
		return speedNames[0]
	}
	return speedNames[s]
}

// Scale maps a duration at normal speed to this speed.
func (s Speed) Scale(d time.Duration) time.Duration {
	switch s {
	case SpeedFast:
		return d * 2 / 5
	case SpeedInstant:
		return 0
	}
	return d
}

// Settings are the player's preferences, kept between runs in the store under
// SettingsKey.
type Settings struct {
	Lang       string  `json:"lang"` // a language's code (i18n); empty follows the system
	Width      int     `json:"width"`
	Height     int     `json:"height"`
	Fullscreen bool    `json:"fullscreen"`
	Speed      string  `json:"speed"` // normal, fast, instant
	Volume     float64 `json:"volume"`
	Muted      bool    `json:"muted"`
	// Played holds the ids of the games this player has finished at least
	// once, separated by spaces: a first game takes the options' First
	// defaults (a gentler set-up).
	Played string `json:"played,omitempty"`
}

// HasPlayed reports whether the game id was finished before.
func (s Settings) HasPlayed(id string) bool {
	for _, p := range strings.Fields(s.Played) {
		if p == id {
			return true
		}
	}
	return false
}

// markPlayed records that the game id was finished.
func (s *Settings) markPlayed(id string) {
	if !s.HasPlayed(id) {
		s.Played = strings.TrimSpace(s.Played + " " + id)
	}
}

// SettingsKey is where settings are stored.
const SettingsKey = "settings.json"

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Width: 1280, Height: 800, Speed: "normal", Volume: 0.6}
}

// AnimSpeed returns the animation speed.
func (s Settings) AnimSpeed() Speed {
	for i, n := range speedNames {
		if n == s.Speed {
			return Speed(i)
		}
	}
	return SpeedNormal
}

// Encode returns the settings as JSON.
func (s Settings) Encode() ([]byte, error) { return json.MarshalIndent(s, "", "  ") }

// DecodeSettings reads settings written by Encode. Unknown fields are errors,
// missing ones keep their defaults, and out-of-range values are refused with
// the field named.
func DecodeSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return DefaultSettings(), fmt.Errorf("settings: %w", err)
	}
	switch {
	case s.Lang != "" && i18n.ByCode(s.Lang).Code() != s.Lang:
		return DefaultSettings(), fmt.Errorf("settings: lang %q is none of %s", s.Lang, langCodes())
	case s.Width < 320 || s.Height < 240 || s.Width > 16384 || s.Height > 16384:
		return DefaultSettings(), fmt.Errorf("settings: window %d×%d out of range", s.Width, s.Height)
	case s.Volume < 0 || s.Volume > 1:
		return DefaultSettings(), fmt.Errorf("settings: volume %g is not within 0–1", s.Volume)
	}
	if s.AnimSpeed().String() != s.Speed {
		return DefaultSettings(), fmt.Errorf("settings: speed %q is not normal, fast or instant", s.Speed)
	}
	return s, nil
}
