//go:build !js

package server

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"time"

	"zombietable/game/save"
	"zombietable/netplay/wire"
)

// addrUse is what one client address holds: open sockets and the times
// it created tables in the last hour.
type addrUse struct {
	conns   int
	created []time.Time
	loaded  bool // created holds what the store kept (mayCreateKept)
}

// clientAddr is the address a request came from: the connection's, or
// with TrustProxy the last one X-Forwarded-For names (what the proxy saw),
// an IPv6 address by its /64 (addrKey).
func (s *Server) clientAddr(r *http.Request) string {
	if s.cfg.TrustProxy {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			if a := strings.TrimSpace(parts[len(parts)-1]); a != "" {
				return addrKey(a)
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return addrKey(host)
}

// use is addr's record of connections and tables made, made on first use;
// s.mu is held.
func (s *Server) use(addr string) *addrUse {
	u := s.addrs[addr]
	if u == nil {
		u = &addrUse{}
		s.addrs[addr] = u
	}
	return u
}

func (s *Server) takeConn(addr string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.use(addr)
	if u.conns >= s.cfg.ConnsPerAddr {
		return false
	}
	u.conns++
	return true
}

func (s *Server) dropConn(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if u := s.addrs[addr]; u != nil {
		u.conns--
		if u.conns == 0 && len(u.created) == 0 {
			delete(s.addrs, addr)
		}
	}
}

// mayCreate counts a table made from addr, or reports that it made
// TablesPerHour in the last hour.
func (s *Server) mayCreate(addr string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.use(addr)
	keep := u.created[:0]
	for _, t := range u.created {
		if now.Sub(t) < time.Hour {
			keep = append(keep, t)
		}
	}
	u.created = keep
	if len(u.created) >= s.cfg.TablesPerHour {
		return false
	}
	u.created = append(u.created, now)
	return true
}

// forgetAddrs drops the addresses with no socket open and no table made
// in the last hour.
func (s *Server) forgetAddrs(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for addr, u := range s.addrs {
		if u.conns == 0 && (len(u.created) == 0 || now.Sub(u.created[len(u.created)-1]) >= time.Hour) {
			delete(s.addrs, addr)
		}
	}
}

// base is the server's own address as the request reached it.
func (s *Server) base(r *http.Request) string {
	scheme, host := "http", r.Host
	if r.TLS != nil {
		scheme = "https"
	}
	if s.cfg.TrustProxy {
		if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || p == "https" {
			scheme = p
		}
		if h := r.Header.Get("X-Forwarded-Host"); h != "" {
			host = h
		}
	}
	return scheme + "://" + host
}

// Handler serves the browser build at /, the WebSocket at /play and the
// table API under /api/tables.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+wire.PathPlay, s.play)
	mux.HandleFunc("POST "+wire.PathTables, s.createTable)
	mux.HandleFunc("GET "+wire.PathTables+"/{ref}", s.getTable)
	mux.HandleFunc("GET "+wire.PathTables+"/{ref}/save", s.getSave)
	// Anything else under /api answers as the API does: JSON.
	allow := map[string]string{wire.PathTables: "POST", wire.PathTables + "/{ref}": "GET", wire.PathTables + "/{ref}/save": "GET"}
	for path, method := range allow {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", method)
			apiError(w, http.StatusMethodNotAllowed, requestLang(r).F("server.api.method", "method", r.Method, "allowed", method))
		})
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		apiError(w, http.StatusNotFound, requestLang(r).T("server.api.not_found"))
	})
	mux.Handle("/", s.web())
	return mux
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, wire.APIError{Error: msg})
}

// createTable is POST /api/tables.
func (s *Server) createTable(w http.ResponseWriter, r *http.Request) {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		apiError(w, http.StatusUnsupportedMediaType, requestLang(r).T("server.api.json_only"))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, wire.MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		apiError(w, http.StatusRequestEntityTooLarge, requestLang(r).F("server.api.too_big", "n", wire.MaxBody))
		return
	}
	if err != nil {
		apiError(w, http.StatusBadRequest, requestLang(r).T("server.api.unreadable"))
		return
	}
	req, err := wire.DecodeCreate(body)
	if err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	if s.refuseBots(w, r, req) {
		return
	}
	l, _, err := newLog(req)
	if err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	if !s.mayCreateKept(r.Context(), s.clientAddr(r), time.Now()) {
		apiError(w, http.StatusTooManyRequests, requestLang(r).T("server.api.too_many_tables"))
		return
	}
	if storeFull(s.nc) {
		apiError(w, http.StatusServiceUnavailable, requestLang(r).T("server.refuse.disk_full_create"))
		return
	}
	rec, tokens, err := s.store.create(r.Context(), l, req.Public)
	if err != nil && storeFull(s.nc) {
		apiError(w, http.StatusServiceUnavailable, requestLang(r).T("server.refuse.disk_full_create"))
		return
	}
	if err != nil {
		s.logf("create: %v", err)
		apiError(w, http.StatusServiceUnavailable, requestLang(r).T("server.api.not_stored"))
		return
	}
	base := s.base(r)
	out := wire.Created{Table: rec.ID, Code: rec.Code, Watch: wire.Link(base, rec.Code, "")}
	for i, seat := range l.Seats {
		sl := wire.SeatLink{Seat: i, Name: seat.Name, Bot: seat.Level}
		if tokens[i] != "" {
			sl.Token, sl.Link = tokens[i], wire.Link(base, rec.Code, tokens[i])
		}
		out.Seats = append(out.Seats, sl)
	}
	writeJSON(w, http.StatusCreated, out)
	for _, seat := range l.Seats {
		if seat.Kind == save.Bot {
			s.kick(rec.ID) // the bot may be first to act
			break
		}
	}
}

// getTable is GET /api/tables/{ref}.
func (s *Server) getTable(w http.ResponseWriter, r *http.Request) {
	t, ok := s.apiTable(w, r)
	if !ok {
		return
	}
	t.mu.Lock()
	info := t.info()
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, info)
}

// getSave is GET /api/tables/{ref}/save: the table as a save file, once
// the game is over.
func (s *Server) getSave(w http.ResponseWriter, r *http.Request) {
	t, ok := s.apiTable(w, r)
	if !ok {
		return
	}
	t.mu.Lock()
	over := t.sess.State.Over()
	l := t.sess.Log
	t.mu.Unlock()
	if !over {
		apiError(w, http.StatusForbidden, requestLang(r).T("server.api.save_later"))
		return
	}
	if !t.rec.Public && t.rec.seatOf(bearer(r)) < 0 {
		apiError(w, http.StatusForbidden, requestLang(r).T("server.limits.save_seats"))
		return
	}
	data, err := l.Encode()
	if err != nil {
		apiError(w, http.StatusInternalServerError, requestLang(r).T("server.api.save_failed"))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", `attachment; filename="`+l.Game+`-`+t.rec.Code+`.json"`)
	_, _ = w.Write(data)
}

func (s *Server) apiTable(w http.ResponseWriter, r *http.Request) (*table, bool) {
	addr := s.clientAddr(r)
	if ok, wait := s.lookups.may(addr, time.Now()); !ok {
		s.lookupRefused(w, r, wait)
		return nil, false
	}
	rec, err := s.store.lookup(r.Context(), r.PathValue("ref"))
	s.lookups.spend(addr, found(err), time.Now())
	var t *table
	if err == nil {
		t, err = s.table(r.Context(), rec.ID)
	}
	var damaged *damagedError
	if errors.As(err, &damaged) {
		apiError(w, http.StatusGone, damaged.d.say(requestLang(r)))
		return nil, false
	}
	if err != nil {
		if !errors.Is(err, errNoTable) {
			s.logf("table %s: %v", r.PathValue("ref"), err)
			apiError(w, http.StatusServiceUnavailable, requestLang(r).T("server.api.unreachable"))
			return nil, false
		}
		apiError(w, http.StatusNotFound, requestLang(r).T("server.api.unknown_table"))
		return nil, false
	}
	return t, true
}
