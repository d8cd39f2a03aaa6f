//go:build !js

package server

import (
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"zombietable/i18n"
)

// lookups bounds how fast one address looks tables up (a hello, a GET of
// a table or its save), so that table codes cannot be found by guessing: a
// token bucket per address, refilled at cfg.LookupsPerSecond up to
// cfg.LookupBurst; a lookup that finds a table costs one token, one that
// finds none cfg.MissCost. An address with no token left is refused until
// it has one again.
type lookups struct {
	mu    sync.Mutex
	rate  float64
	burst float64
	miss  float64
	by    map[string]*bucket
	swept time.Time
}

type bucket struct {
	tokens float64
	filled time.Time
}

func newLookups(cfg *Config) *lookups {
	return &lookups{rate: float64(cfg.LookupsPerSecond), burst: float64(cfg.LookupBurst), miss: float64(cfg.MissCost),
		by: map[string]*bucket{}}
}

// fill is addr's bucket filled up to now; l.mu is held.
func (l *lookups) fill(addr string, now time.Time) *bucket {
	b := l.by[addr]
	if b == nil {
		b = &bucket{tokens: l.burst, filled: now}
		l.by[addr] = b
	}
	b.tokens = math.Min(l.burst, b.tokens+now.Sub(b.filled).Seconds()*l.rate)
	b.filled = now
	return b
}

// may reports whether addr may look a table up now, or else how long it
// is to wait.
func (l *lookups) may(addr string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		l.sweep(now)
	}
	b := l.fill(addr, now)
	if b.tokens >= 1 {
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
}

// spend charges addr for a lookup that found a table or not.
func (l *lookups) spend(addr string, found bool, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.fill(addr, now)
	if found {
		b.tokens--
	} else {
		b.tokens -= l.miss
	}
}

// sweep forgets the addresses whose buckets are full again; l.mu is held.
func (l *lookups) sweep(now time.Time) {
	l.swept = now
	for addr, b := range l.by {
		if b.tokens+now.Sub(b.filled).Seconds()*l.rate >= l.burst {
			delete(l.by, addr)
		}
	}
}

// found is whether a lookup's error still means a table was found: only
// "no such table" is a miss (a store that does not answer is no guess).
func found(err error) bool { return !errors.Is(err, errNoTable) }

// waitSeconds is a wait in whole seconds, at least one.
func waitSeconds(d time.Duration) int { return max(1, int(math.Ceil(d.Seconds()))) }

// tooManyLookups is the refusal of a lookup over the limit, in lang.
func tooManyLookups(lang i18n.Lang, wait time.Duration) string {
	return lang.F("server.limits.lookups", "n", waitSeconds(wait))
}

// lookupRefused answers an API request over the lookup limit: 429 with
// Retry-After.
func (s *Server) lookupRefused(w http.ResponseWriter, r *http.Request, wait time.Duration) {
	w.Header().Set("Retry-After", strconv.Itoa(waitSeconds(wait)))
	apiError(w, http.StatusTooManyRequests, tooManyLookups(requestLang(r), wait))
}

// bearer is the seat token a request gives in its Authorization header
// ("Bearer <token>"), or "".
func bearer(r *http.Request) string {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return ""
	}
	return strings.TrimSpace(tok)
}
