//go:build !js

package server

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"net/netip"
	"time"
)

// addrKey is the address limits count by: an IPv4 address as it is, an
// IPv6 address by its /64, the block one subscriber is given (counting by
// the whole address, a single host could make as many tables as it has
// addresses).
func addrKey(host string) string {
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap()
	if ip.Is4() {
		return ip.String()
	}
	p, err := ip.Prefix(64)
	if err != nil {
		return host
	}
	return p.String()
}

// madeKey is the bucket's key of the times an address made tables in the
// last hour, so that the limit holds across a restart.
func madeKey(addr string) string { return "made." + hex.EncodeToString([]byte(addr)) }

// mayCreateKept is mayCreate with the address's tables made kept in the
// store: read the first time this process sees the address, written with
// each table made.
func (s *Server) mayCreateKept(ctx context.Context, addr string, now time.Time) bool {
	s.mu.Lock()
	loaded := s.use(addr).loaded
	s.mu.Unlock()
	if !loaded {
		var kept []time.Time
		if e, err := s.store.kv.Get(ctx, madeKey(addr)); err == nil {
			_ = json.Unmarshal(e.Value(), &kept)
		}
		s.mu.Lock()
		u := s.use(addr)
		if !u.loaded {
			u.loaded = true
			u.created = append(kept, u.created...)
		}
		s.mu.Unlock()
	}
	if !s.mayCreate(addr, now) {
		return false
	}
	s.mu.Lock()
	data, _ := json.Marshal(s.use(addr).created)
	s.mu.Unlock()
	_, _ = s.store.kv.Put(ctx, madeKey(addr), data)
	return true
}
