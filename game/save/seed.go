package save

import (
	"bytes"
	"fmt"
	"strconv"

	"zombietable/game"
)

// Seed is a game's seed in a save. It is written as text ("seed":
// "12345678901234567890"): a seed takes all 64 bits, and a JSON number
// above 2^53 is rounded by every reader that keeps numbers as float64
// (JavaScript's JSON.parse among them), so a save passed through a browser
// or Node would no longer replay. A seed written as a number, as older
// saves have it, is read too.
type Seed uint64

// MarshalJSON writes the seed as text.
func (s Seed) MarshalJSON() ([]byte, error) {
	return strconv.AppendQuote(nil, strconv.FormatUint(uint64(s), 10)), nil
}

// UnmarshalJSON reads a seed written as text or as a whole number.
func (s *Seed) UnmarshalJSON(data []byte) error {
	text := data
	if len(data) > 0 && data[0] == '"' {
		u, err := strconv.Unquote(string(data))
		if err != nil {
			return fmt.Errorf("seed: %s is not text", game.Echo(string(data)))
		}
		text = []byte(u)
	} else if bytes.Equal(data, []byte("null")) {
		return nil
	}
	n, err := strconv.ParseUint(string(text), 10, 64)
	if err != nil {
		return fmt.Errorf("seed: must be a whole number from 0 to 18446744073709551615 (as text or a number), not %s", game.Echo(string(data)))
	}
	*s = Seed(n)
	return nil
}
