//go:build !js

package server

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// web serves the browser build, or says how to make it when it is missing.
// The build ships each large file gzipped (name.gz), which the page inflates
// itself so that any static server will do; beside it make web-build leaves
// a brotli copy (name.br), a quarter smaller, sent in its place, marked
// Content-Encoding: br, to a browser that accepts br: the browser inflates
// it and the page finds the file already whole. Every answer is revalidated
// (Cache-Control: no-cache), so a new build is seen at the next start by
// a page without its service worker.
func (s *Server) web() http.Handler {
	if s.cfg.Web == "" {
		return missingWeb()
	}
	if _, err := os.Stat(filepath.Join(s.cfg.Web, "index.html")); err != nil {
		return missingWeb()
	}
	dir := http.Dir(s.cfg.Web)
	files := http.FileServer(dir)
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

func missingWeb() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "zombietable serve: the browser build is not here (make web-build, then -web DIR); the app joins tables through /play", http.StatusNotFound)
	})
}
