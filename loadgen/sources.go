//go:build !js

package loadgen

import (
	"fmt"
	"math/rand/v2"
	"net"
	"net/netip"
	"net/url"
	"sync"
)

// sourceKey marks a context with the address a connection comes from.
type sourceKey struct{}

// sources hands out the addresses sockets come from: the next address
// every TablesPerSource tables, and a fresh one to a table whose address
// the server stops (too many tables made from it this hour).
type sources struct {
	mu     sync.Mutex
	prefix netip.Prefix // the zero Prefix: the system's choice
	pool   []netip.Addr // the addresses handed out so far, in order
	next   int          // the first address no table had
}

// newSources reads cfg.Sources.
func newSources(cfg Config) (*sources, error) {
	switch cfg.Sources {
	case "none":
		return &sources{}, nil
	case "", "auto":
		if !loopback(cfg.Servers) {
			return &sources{}, nil
		}
		// A /16 of its own for each run, so a second run against the
		// same server within the hour finds fresh addresses.
		return &sources{prefix: netip.PrefixFrom(netip.AddrFrom4([4]byte{127, byte(1 + rand.IntN(254)), 0, 0}), 16)}, nil
	}
	p, err := netip.ParsePrefix(cfg.Sources)
	if err != nil {
		return nil, fmt.Errorf("sources %q: give auto, none or a CIDR such as 10.1.0.0/16", cfg.Sources)
	}
	s := &sources{prefix: p.Masked()}
	if !s.grow(0) {
		return nil, fmt.Errorf("sources %s: no address in it", p)
	}
	return s, nil
}

// grow hands out addresses until the k-th is there, skipping the
// network's own address and those ending in 0 or 255; it reports whether
// the prefix holds that many.
func (s *sources) grow(k int) bool {
	for len(s.pool) <= k {
		a := s.prefix.Addr()
		if n := len(s.pool); n > 0 {
			a = s.pool[n-1]
		}
		for a = a.Next(); s.prefix.Contains(a); a = a.Next() {
			if b := a.As16(); b[15] != 0 && b[15] != 255 {
				break
			}
		}
		if !s.prefix.Contains(a) {
			return false
		}
		s.pool = append(s.pool, a)
	}
	return true
}

// at is the k-th address, round the prefix when it holds fewer.
func (s *sources) at(k int) net.IP {
	if !s.grow(k) {
		k %= len(s.pool)
	}
	return net.IP(s.pool[k].AsSlice())
}

// forTable is table i's first address, nil for the system's choice.
func (s *sources) forTable(i, perSource int) net.IP {
	if !s.prefix.IsValid() {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := i / perSource
	s.next = max(s.next, k+1)
	return s.at(k)
}

// fresh is an address no table had yet (round the prefix once it is used
// up), nil for the system's choice.
func (s *sources) fresh() net.IP {
	if !s.prefix.IsValid() {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	return s.at(s.next - 1)
}

// loopback reports whether every server is on this machine's loopback.
func loopback(servers []string) bool {
	for _, s := range servers {
		u, err := url.Parse(s)
		if err != nil {
			return false
		}
		// A name (localhost) may resolve to ::1, which an IPv4 source
		// cannot reach: only an IPv4 loopback address counts.
		ip := net.ParseIP(u.Hostname())
		if ip == nil || ip.To4() == nil || !ip.IsLoopback() {
			return false
		}
	}
	return true
}
