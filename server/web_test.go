//go:build !js

package server

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zombietable/i18n"
)

// TestBrowserBuildAtRoot: / serves the whole browser build from Web, its
// files only: no folder listed, no link followed out of it. Without the
// whole build (a fresh clone has the page, not the game) / is a page in the
// reader's language saying how to build it, and the operator is told
// loudly at start.
func TestBrowserBuildAtRoot(t *testing.T) {
	whole := t.TempDir()
	for _, f := range webFiles {
		if err := os.WriteFile(filepath.Join(whole, f), []byte("<title>zombietable</title> "+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(whole, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("the operator's secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(whole, "out.txt")); err != nil {
		t.Fatal(err)
	}
	fresh := t.TempDir() // as a fresh clone has it
	if err := os.WriteFile(filepath.Join(fresh, "index.html"), []byte("<title>zombietable</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, web, path, lang string
		code                  int
		body                  string
	}{
		{"the page", whole, "/", "", 200, "<title>zombietable</title> index.html"},
		{"the game", whole, "/zombietable.wasm.gz", "", 200, "zombietable.wasm.gz"},
		{"a folder", whole, "/sub/", "", 404, ""},
		{"a link out of the folder", whole, "/out.txt", "", 404, ""},
		{"a fresh clone's page", fresh, "/", "", 503, "make serve"},
		{"in Italian", fresh, "/", "it-IT,it;q=0.9", 503, i18n.Italian.T("server.web.title")},
		{"a fresh clone's game", fresh, "/zombietable.wasm.gz", "", 404, ""},
		{"no folder", filepath.Join(fresh, "none"), "/", "", 503, "make serve"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := startNode(t, t.TempDir(), Config{Web: c.web})
			req, _ := http.NewRequest("GET", n.http.URL+c.path, nil)
			if c.lang != "" {
				req.Header.Set("Accept-Language", c.lang)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != c.code || !strings.Contains(string(body), c.body) || strings.Contains(string(body), "secret") {
				t.Errorf("GET %s: %d %q", c.path, resp.StatusCode, body)
			}
		})
	}
	if said := sayWebMissing(fresh, i18n.English); !strings.Contains(said, "zombietable.wasm.gz") || !strings.Contains(said, "make web-build") {
		t.Errorf("at start, without the game: %q", said)
	}
	if said := sayWebMissing(whole, i18n.English); said != "" {
		t.Errorf("at start, with the whole build: %q", said)
	}
}
