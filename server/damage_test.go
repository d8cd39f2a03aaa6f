//go:build !js

package server

import (
	"bytes"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// syncBuffer is a log the test reads while the server writes it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// streamBlocks are the files of the tables' stream's messages.
func streamBlocks(t *testing.T, dir string) []string {
	t.Helper()
	blocks, err := filepath.Glob(filepath.Join(dir, "jetstream", "*", "streams", streamName, "msgs", "*.blk"))
	if err != nil || len(blocks) == 0 {
		t.Fatalf("no message blocks under %s: %v", dir, err)
	}
	return blocks
}

// TestDamagedStoreSaidPlainly: a store whose stream lost part of a table's
// log says at start, in plain words, which table lost what; that table
// tells its players so; the other tables are served as before.
func TestDamagedStoreSaidPlainly(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LC_ALL", "")
	cases := []struct {
		name   string
		damage func(t *testing.T, block string)
	}{
		{"a block truncated", func(t *testing.T, block string) {
			fi, err := os.Stat(block)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Truncate(block, fi.Size()*6/10); err != nil {
				t.Fatal(err)
			}
		}},
		{"4 KiB of garbage written into a block", func(t *testing.T, block string) {
			f, err := os.OpenFile(block, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			fi, _ := f.Stat()
			garbage := bytes.Repeat([]byte("zombies!"), 512)
			if _, err := f.WriteAt(garbage, fi.Size()*6/10); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			n := startNode(t, dir, fast)
			short, _, err := n.srv.store.put(t.Context(), playedLog(t, "pints", 2, 3))
			if err != nil {
				t.Fatal(err)
			}
			long := playedLog(t, "zombies4", 6, 11)
			rec, _, err := n.srv.store.put(t.Context(), long)
			if err != nil {
				t.Fatal(err)
			}
			n.stop()
			blocks := streamBlocks(t, dir)
			c.damage(t, blocks[len(blocks)-1])

			var logs syncBuffer
			n = startNode(t, dir, Config{Log: log.New(io.MultiWriter(&logs, testWriter{t}), "", 0)})
			// The counts are compared at start, every log is read through
			// in the background.
			deadline := time.Now().Add(20 * time.Second)
			for !strings.Contains(logs.String(), "Every log read through") && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			said := logs.String()
			if !strings.Contains(said, "Table "+rec.Code+" (zombies4) is damaged") && !strings.Contains(said, "Table "+rec.Code+" (zombies4) lost its log") {
				t.Errorf("the start said nothing of table %s:\n%s", rec.Code, said)
			}
			if strings.Contains(said, short.Code) {
				t.Errorf("the start calls table %s damaged:\n%s", short.Code, said)
			}
			if !strings.Contains(said, "Store checked: 2 tables") || !strings.Contains(said, "Every log read through") {
				t.Errorf("no summary of the check:\n%s", said)
			}
			c1 := dial(t, n.http.URL, wire.Hello{Table: rec.Code, Lang: "en"})
			if e := expect[wire.Error](c1); !strings.Contains(e.Reason, "store was damaged") {
				t.Errorf("the damaged table's players read %q", e.Reason)
			}
			c2 := dial(t, n.http.URL, wire.Hello{Table: short.Code})
			expect[wire.Welcome](c2)
			if u := expect[wire.Update](c2); !u.Over {
				t.Errorf("the other table after the damage: %+v", u)
			}
			if code := getJSON(t, n.http.URL+wire.PathTables+"/"+rec.Code, nil); code != http.StatusGone {
				t.Errorf("the damaged table through the API: %d, want 410", code)
			}
		})
	}
}
