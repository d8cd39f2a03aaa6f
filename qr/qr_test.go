package qr

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// decoder runs jsQR (installed into .tools/ by scripts/setup.sh) on the
// codes given.
type decoder struct {
	cmd *exec.Cmd
	in  *json.Encoder
	out *bufio.Scanner
}

func newDecoder(t *testing.T) *decoder {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	mods := filepath.Join(root, ".tools", "node_modules")
	if _, err := os.Stat(filepath.Join(mods, "jsqr", "package.json")); err != nil {
		t.Fatalf("jsQR is not installed (run scripts/setup.sh): %v", err)
	}
	cmd := exec.Command("node", "testdata/decode.mjs", mods)
	w, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	r, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		w.Close()
		_ = cmd.Wait()
	})
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	return &decoder{cmd: cmd, in: json.NewEncoder(w), out: sc}
}

// read draws c at scale pixels a module with a quiet zone of 4 modules and
// reads it back.
func (d *decoder) read(t *testing.T, c *Code, scale int) (string, bool) {
	t.Helper()
	n := (c.Size + 8) * scale
	grey := make([]byte, n*n)
	for y := range n {
		for x := range n {
			grey[y*n+x] = 255
			if c.Dark(x/scale-4, y/scale-4) {
				grey[y*n+x] = 0
			}
		}
	}
	if err := d.in.Encode(map[string]any{"w": n, "h": n, "grey": base64.StdEncoding.EncodeToString(grey)}); err != nil {
		t.Fatal(err)
	}
	if !d.out.Scan() {
		t.Fatalf("the reader stopped: %v", d.out.Err())
	}
	var got *string
	if err := json.Unmarshal(d.out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got == nil {
		return "", false
	}
	return *got, true
}

// Every code reads back to its text with an independent reader: links of
// every length a server makes, texts that need each version from 1 to 40
// at level M, and bytes beyond ASCII.
func TestCodesReadBack(t *testing.T) {
	d := newDecoder(t)
	link := "http://192.168.1.20:8766/#join=K7M2QX&token=0f1e2d3c4b5a69788796a5b4c3d2e1f0"
	cases := []struct {
		name, text string
	}{
		{"empty", ""},
		{"one byte", "a"},
		{"table code", "K7M2QX"},
		{"seat link", link},
		{"watch link", "https://zombies.example.org/#join=K7M2QX"},
		{"long host", "https://a-rather-long-host-name.friends-of-the-undead.example.com:18766/#join=K7M2QX&token=0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		{"utf-8", "Zombie Tsunami · tavolo K7M2QX — il posto di Zoë"},
	}
	// One text at the limit of each version.
	for v := 1; v <= 40; v++ {
		n := (8*dataCodewords(v) - 12) / 8
		if v >= 10 {
			n = (8*dataCodewords(v) - 20) / 8
		}
		cases = append(cases, struct{ name, text string }{"version " + strconv.Itoa(v), strings.Repeat("z0mb1e-", n/7+1)[:n]})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Encode(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if want := 4*versionOf(c) + 17; c.Size != want {
				t.Fatalf("size %d", c.Size)
			}
			got, ok := d.read(t, c, 3)
			if !ok {
				t.Fatalf("version %d: the code does not read", versionOf(c))
			}
			if got != tc.text {
				t.Fatalf("read %q, want %q", got, tc.text)
			}
		})
	}
}

// The versions grow with the text: each text at a version's limit takes
// that version, one byte more the next.
func TestSmallestVersion(t *testing.T) {
	for v := 1; v < 40; v++ {
		head := 12
		if v >= 10 {
			head = 20
		}
		n := (8*dataCodewords(v) - head) / 8
		c, err := Encode(strings.Repeat("x", n))
		if err != nil {
			t.Fatal(err)
		}
		if got := versionOf(c); got != v {
			t.Fatalf("%d bytes: version %d, want %d", n, got, v)
		}
		c, err = Encode(strings.Repeat("x", n+1))
		if err != nil {
			t.Fatal(err)
		}
		if got := versionOf(c); got <= v {
			t.Fatalf("%d bytes: version %d, want more than %d", n+1, got, v)
		}
	}
	if _, err := Encode(strings.Repeat("x", 2400)); !errors.Is(err, ErrTooLong) {
		t.Fatalf("2400 bytes: %v, want ErrTooLong", err)
	}
}

func versionOf(c *Code) int { return (c.Size - 17) / 4 }
