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
	mu   sync.Mutex
	pool []netip.Addr // nil: the system's choice
	next int
}

// newSources reads cfg.Sources.
func newSources(cfg Config) (*sources, error) {
	var prefix netip.Prefix
	switch cfg.Sources {
	case "none":
		return &sources{}, nil
	case "", "auto":
		if !loopback(cfg.Servers) {
			return &sources{}, nil
		}
		// A /16 of its own for each run, so a second run against the
		// same server within the hour finds fresh addresses.
		prefix = netip.PrefixFrom(netip.AddrFrom4([4]byte{127, byte(1 + rand.IntN(254)), 0, 0}), 16)
	default:
		p, err := netip.ParsePrefix(cfg.Sources)
		if err != nil {
			return nil, fmt.Errorf("sources %q: give auto, none or a CIDR such as 10.1.0.0/16", cfg.Sources)
		}
		prefix = p.Masked()
	}
	// Enough for every table twice (their address may be spent), skipping
	// the network's own address.
	want := 2*(cfg.Tables+cfg.TablesPerSource-1)/cfg.TablesPerSource + 1
	s := &sources{}
	for a := prefix.Addr().Next(); prefix.Contains(a) && len(s.pool) < want; a = a.Next() {
		if b := a.As16(); b[15] == 0 || b[15] == 255 {
			continue
		}
		s.pool = append(s.pool, a)
	}
	if len(s.pool) == 0 {
		return nil, fmt.Errorf("sources %s: no address in it", prefix)
	}
	return s, nil
}

// forTable is table i's first address, nil for the system's choice.
func (s *sources) forTable(i, perSource int) net.IP {
	if s.pool == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := i / perSource
	s.next = max(s.next, k+1)
	return net.IP(s.pool[k%len(s.pool)].AsSlice())
}

// fresh is an address no table had yet (round the pool once it is used
// up), nil for the system's choice.
func (s *sources) fresh() net.IP {
	if s.pool == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.pool[s.next%len(s.pool)]
	s.next++
	return net.IP(a.AsSlice())
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
