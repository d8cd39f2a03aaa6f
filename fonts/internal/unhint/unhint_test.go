package unhint

import (
	"encoding/binary"
	"strings"
	"testing"
)

// TestStripRefusesWhatIsNotATrueTypeFont checks that malformed input is an
// error naming what is wrong, never a panic or a broken font.
func TestStripRefusesWhatIsNotATrueTypeFont(t *testing.T) {
	header := func(tables int) []byte {
		b := make([]byte, 12)
		binary.BigEndian.PutUint32(b, 0x00010000)
		binary.BigEndian.PutUint16(b[4:], uint16(tables))
		return b
	}
	outOfBounds := append(header(1), []byte("glyf\x00\x00\x00\x00\x00\x00\x00\x1c\x00\x00\x01\x00")...)
	cases := []struct {
		name string
		ttf  []byte
		want string
	}{
		{"empty", nil, "not a TrueType font"},
		{"OpenType CFF", []byte("OTTO\x00\x00\x00\x00\x00\x00\x00\x00"), "not a TrueType font"},
		{"directory cut short", header(3), "table directory out of bounds"},
		{"table past the end", outOfBounds, `table "glyf" out of bounds`},
		{"no outlines", header(0), "no TrueType outlines"},
	}
	for _, c := range cases {
		_, err := Strip(c.ttf)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func TestChecksumPadsTheLastWord(t *testing.T) {
	cases := []struct {
		b    []byte
		want uint32
	}{
		{nil, 0},
		{[]byte{0, 0, 0, 1, 0, 0, 0, 2}, 3},
		{[]byte{0, 0, 0, 1, 1}, 0x01000001},
	}
	for _, c := range cases {
		if got := checksum(c.b); got != c.want {
			t.Errorf("checksum(%x) = %#x, want %#x", c.b, got, c.want)
		}
	}
}
