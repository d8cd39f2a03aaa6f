// Package unhint strips the TrueType hinting from a font: the programs of
// the fpgm and prep tables, the cvt table they read and every glyph's own
// instructions, and the glyph names of the post table. The outlines, metrics,
// character map and names are left as they were.
//
// The app draws text through go-text, which never runs hinting programs and
// never looks glyphs up by name: a font without them draws exactly the same
// pixels, and the Go fonts lose nearly half their size.
package unhint

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// dropped are the tables only a hinting interpreter reads.
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "hdmx": true, "LTSH": true, "VDMX": true}

// Strip returns ttf without its hinting and glyph names. A font it cannot
// read (not TrueType outlines, a table out of bounds) is an error.
func Strip(ttf []byte) ([]byte, error) {
	be := binary.BigEndian
	if len(ttf) < 12 || be.Uint32(ttf) != 0x00010000 {
		return nil, errors.New("unhint: not a TrueType font")
	}
	n := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("unhint: table directory out of bounds")
	}
	tables := map[string][]byte{}
	for i := 0; i < n; i++ {
		e := ttf[12+16*i:]
		off, ln := int(be.Uint32(e[8:])), int(be.Uint32(e[12:]))
		if off < 0 || ln < 0 || off+ln > len(ttf) {
			return nil, fmt.Errorf("unhint: table %q out of bounds", e[:4])
		}
		tables[string(e[:4])] = ttf[off : off+ln]
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil {
		return nil, errors.New("unhint: no TrueType outlines (head, maxp, loca, glyf)")
	}
	short := be.Uint16(head[50:]) == 0
	glyphs := int(be.Uint16(maxp[4:]))
	offset := func(i int) int {
		if short {
			return 2 * int(be.Uint16(loca[2*i:]))
		}
		return int(be.Uint32(loca[4*i:]))
	}
	if (short && len(loca) < 2*(glyphs+1)) || (!short && len(loca) < 4*(glyphs+1)) {
		return nil, errors.New("unhint: loca too short")
	}
	var newGlyf []byte
	newLoca := make([]byte, 0, len(loca))
	putLoca := func(o int) {
		if short {
			newLoca = be.AppendUint16(newLoca, uint16(o/2))
		} else {
			newLoca = be.AppendUint32(newLoca, uint32(o))
		}
	}
	for i := 0; i < glyphs; i++ {
		a, b := offset(i), offset(i+1)
		if a > b || b > len(glyf) {
			return nil, fmt.Errorf("unhint: glyph %d out of bounds", i)
		}
		putLoca(len(newGlyf))
		g := glyf[a:b]
		if len(g) >= 10 && int16(be.Uint16(g)) >= 0 {
			// A simple glyph: header, end points, instructions, then flags
			// and coordinates.
			at := 10 + 2*int(be.Uint16(g))
			if at+2 > len(g) {
				return nil, fmt.Errorf("unhint: glyph %d truncated", i)
			}
			rest := at + 2 + int(be.Uint16(g[at:]))
			if rest > len(g) {
				return nil, fmt.Errorf("unhint: glyph %d instructions out of bounds", i)
			}
			newGlyf = append(newGlyf, g[:at]...)
			newGlyf = append(newGlyf, 0, 0)
			newGlyf = append(newGlyf, g[rest:]...)
		} else {
			// Empty or composite: kept as it is.
			newGlyf = append(newGlyf, g...)
		}
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	putLoca(len(newGlyf))
	if short && len(newGlyf) >= 1<<17 {
		return nil, errors.New("unhint: glyf too long for a short loca")
	}

	out := map[string][]byte{}
	for tag, t := range tables {
		if !dropped[tag] {
			out[tag] = t
		}
	}
	out["glyf"], out["loca"] = newGlyf, newLoca
	h := append([]byte(nil), head...)
	be.PutUint32(h[8:], 0) // checkSumAdjustment, set below
	out["head"] = h
	m := append([]byte(nil), maxp...)
	if len(m) >= 32 {
		// maxFunctionDefs, maxInstructionDefs, maxStackElements stay: they
		// bound what a program may use, and there is none left.
		be.PutUint16(m[26:], 0) // maxSizeOfInstructions
	}
	out["maxp"] = m
	if post := tables["post"]; len(post) >= 32 {
		p := append([]byte(nil), post[:32]...)
		be.PutUint32(p, 0x00030000) // version 3: no glyph names
		out["post"] = p
	}
	return assemble(out), nil
}

// assemble writes the tables as a font file, sorted by tag, each padded to
// four bytes, with the checksums and head's checkSumAdjustment.
func assemble(tables map[string][]byte) []byte {
	be := binary.BigEndian
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	n := len(tags)
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	entrySelector := 0
	for 1<<(entrySelector+1) <= pow {
		entrySelector++
	}
	f := make([]byte, 12+16*n)
	be.PutUint32(f, 0x00010000)
	be.PutUint16(f[4:], uint16(n))
	be.PutUint16(f[6:], uint16(16*pow))
	be.PutUint16(f[8:], uint16(entrySelector))
	be.PutUint16(f[10:], uint16(16*n-16*pow))
	headAt := 0
	for i, tag := range tags {
		t := tables[tag]
		e := f[12+16*i:]
		copy(e, tag)
		be.PutUint32(e[4:], checksum(t))
		be.PutUint32(e[8:], uint32(len(f)))
		be.PutUint32(e[12:], uint32(len(t)))
		if tag == "head" {
			headAt = len(f)
		}
		f = append(f, t...)
		for len(f)%4 != 0 {
			f = append(f, 0)
		}
	}
	be.PutUint32(f[headAt+8:], 0xB1B0AFBA-checksum(f))
	return f
}

// checksum is the TrueType table checksum: the sum of its big-endian
// 32-bit words, the last one padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
