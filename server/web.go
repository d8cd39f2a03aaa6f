//go:build !js

package server

import (
	"errors"
	"fmt"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"zombietable/i18n"
)

// webFiles are the files of the browser build the page needs: the page, the
// build's name, the game (built by make web-build, not kept in the
// repository) and the Go runtime's glue.
var webFiles = []string{"index.html", "build.js", "zombietable.wasm.gz", "wasm_exec.js.gz"}

// webMissing lists the files of the browser build missing from dir.
func webMissing(dir string) []string {
	var missing []string
	for _, f := range webFiles {
		if fi, err := os.Stat(filepath.Join(dir, f)); err != nil || !fi.Mode().IsRegular() {
			missing = append(missing, f)
		}
	}
	return missing
}

// web serves the browser build from cfg.Web: its files only, never a
// folder's listing nor a link out of the folder. Without the whole build
// (a fresh clone has the page but not the game), / is a page saying how
// to make it, in the reader's language.
//
// The build ships each large file gzipped (name.gz), which the page inflates
// itself so that any static server will do; beside it make web-build leaves
// a brotli copy (name.br), a quarter smaller, sent in its place, marked
// Content-Encoding: br, to a browser that accepts br: the browser inflates
// it and the page finds the file already whole. Every answer is revalidated
// (Cache-Control: no-cache), so a new build is seen at the next start by
// a page without its service worker.
func (s *Server) web() http.Handler {
	if s.cfg.Web == "" || len(webMissing(s.cfg.Web)) > 0 {
		return missingWeb()
	}
	root, err := os.OpenRoot(s.cfg.Web)
	if err != nil {
		return missingWeb()
	}
	fsys := filesOnly{root.FS()}
	dir := http.FS(fsys)
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if !strings.HasSuffix(name, ".gz") {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsBrotli(r.Header.Get("Accept-Encoding")) {
			files.ServeHTTP(w, r)
			return
		}
		whole := strings.TrimSuffix(name, ".gz")
		f, err := dir.Open(whole + ".br")
		if err != nil {
			files.ServeHTTP(w, r)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || st.IsDir() {
			files.ServeHTTP(w, r)
			return
		}
		if ct := mime.TypeByExtension(path.Ext(whole)); ct != "" {
			w.Header().Set("Content-Type", ct)
		}
		w.Header().Set("Content-Encoding", "br")
		http.ServeContent(w, r, whole, st.ModTime(), f)
	})
}

// acceptsBrotli reports whether an Accept-Encoding header admits br: named,
// or by *, with a weight above zero.
func acceptsBrotli(header string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "br" && coding != "*" {
			continue
		}
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, found := strings.Cut(strings.TrimSpace(p), "=")
			if found && strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		if coding == "br" {
			return ok
		}
		star = ok
	}
	return star
}

// missingWeb is / without the whole browser build: a page saying how to
// build it, in the reader's language.
func missingWeb() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		l := requestLang(r)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintf(w, "<!doctype html><html lang=%q><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>zombietable</title>"+
			"<body style=\"font:18px/1.5 sans-serif;max-width:40em;margin:3em auto;padding:0 1em\"><h1>%s</h1><p>%s</p><pre>make serve</pre><p>%s</p></body></html>\n",
			l.Code(), html.EscapeString(l.T("server.web.title")), html.EscapeString(l.T("server.web.how")), html.EscapeString(l.T("server.web.app")))
	})
}

// filesOnly is a file system whose folders cannot be opened but the root
// (whose index.html is served), so no folder is ever listed, and whatever
// cannot be opened is not there.
type filesOnly struct{ fs.FS }

func (f filesOnly) Open(name string) (fs.File, error) {
	file, err := f.FS.Open(name)
	if err != nil {
		// A link out of the folder is as if it were not there.
		return nil, errors.Join(fs.ErrNotExist, err)
	}
	if name == "." {
		return file, nil
	}
	fi, err := file.Stat()
	if err != nil || fi.IsDir() {
		file.Close()
		return nil, errors.Join(fs.ErrNotExist, err)
	}
	return file, nil
}

// sayWebMissing tells the operator, loudly, that the browser build is
// not there: the links handed out would open a page without the game.
func sayWebMissing(dir string, l i18n.Lang) string {
	missing := webMissing(dir)
	if len(missing) == 0 {
		return ""
	}
	line := strings.Repeat("!", 72)
	return line + "\n" + l.F("server.web.missing", "folder", dir, "files", strings.Join(missing, ", ")) + "\n" + line + "\n"
}
