// Package qr encodes text as a QR code (ISO/IEC 18004): byte mode, error
// correction level M (a code still reads with some 15% of it smudged or
// glared), the smallest version the text fits, and the mask the standard's
// penalty rules prefer. It is what the links screen draws for a phone to
// scan, and it is ours rather than a library's: it weighs a few kilobytes
// of the browser build, a third to a quarter of the QR libraries measured
// for it, which carry what a link never needs (kanji and numeric
// segments, every level, images).
package qr

import "errors"

// ErrTooLong is returned for text longer than the largest code holds.
var ErrTooLong = errors.New("qr: text too long for a QR code")

// Code is an encoded QR code: Size modules a side, dark or light.
type Code struct {
	Size    int
	modules []bool
	fixed   []bool // function patterns, which the mask leaves alone
}

// Dark reports whether the module at column x, row y is dark. Outside the
// code every module is light (the quiet zone).
func (c *Code) Dark(x, y int) bool {
	if x < 0 || y < 0 || x >= c.Size || y >= c.Size {
		return false
	}
	return c.modules[y*c.Size+x]
}

// The error correction codewords per block and the number of blocks at
// level M, by version (index 0 unused).
var (
	eccPerBlock = [41]int{-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28}
	eccBlocks   = [41]int{-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49}
)

// levelM is level M's two bits in the format information.
const levelM = 0

// Encode encodes text in the smallest version at level M that holds it.
func Encode(text string) (*Code, error) {
	data := []byte(text)
	ver := 0
	for v := 1; v <= 40; v++ {
		// Mode (4 bits), count (8 bits up to version 9, else 16), data.
		countBits := 8
		if v >= 10 {
			countBits = 16
		}
		if 4+countBits+8*len(data) <= 8*dataCodewords(v) {
			ver = v
			break
		}
	}
	if ver == 0 {
		return nil, ErrTooLong
	}
	var bb bitBuffer
	bb.put(0b0100, 4)
	if ver >= 10 {
		bb.put(len(data), 16)
	} else {
		bb.put(len(data), 8)
	}
	for _, b := range data {
		bb.put(int(b), 8)
	}
	capBits := 8 * dataCodewords(ver)
	bb.put(0, min(4, capBits-bb.n))
	bb.put(0, (8-bb.n%8)%8)
	for pad := 0xEC; bb.n < capBits; pad ^= 0xEC ^ 0x11 {
		bb.put(pad, 8)
	}
	c := newCode(ver)
	c.drawCodewords(interleave(ver, bb.bytes))
	best, bestPenalty := 0, -1
	for m := 0; m < 8; m++ {
		c.applyMask(m)
		c.drawFormat(m)
		if p := c.penalty(); bestPenalty < 0 || p < bestPenalty {
			best, bestPenalty = m, p
		}
		c.applyMask(m) // XOR again: undone
	}
	c.applyMask(best)
	c.drawFormat(best)
	return c, nil
}

// bitBuffer appends bits most significant first.
type bitBuffer struct {
	bytes []byte
	n     int
}

func (b *bitBuffer) put(v, bits int) {
	for i := bits - 1; i >= 0; i-- {
		if b.n%8 == 0 {
			b.bytes = append(b.bytes, 0)
		}
		if v>>i&1 != 0 {
			b.bytes[b.n/8] |= 0x80 >> (b.n % 8)
		}
		b.n++
	}
}

// rawModules is the number of modules of version ver that carry data and
// error correction (everything but the function patterns and format and
// version information).
func rawModules(ver int) int {
	n := (16*ver+128)*ver + 64
	if ver >= 2 {
		align := ver/7 + 2
		n -= (25*align-10)*align - 55
		if ver >= 7 {
			n -= 36
		}
	}
	return n
}

// dataCodewords is the number of data codewords of version ver at level M.
func dataCodewords(ver int) int {
	return rawModules(ver)/8 - eccPerBlock[ver]*eccBlocks[ver]
}

// interleave splits data into the version's blocks, adds each block's
// error correction and interleaves them, as the symbol carries them.
func interleave(ver int, data []byte) []byte {
	nBlocks, ecLen := eccBlocks[ver], eccPerBlock[ver]
	raw := rawModules(ver) / 8
	nShort := nBlocks - raw%nBlocks
	shortLen := raw / nBlocks
	gen := rsGenerator(ecLen)
	blocks := make([][]byte, nBlocks)
	k := 0
	for i := range blocks {
		n := shortLen - ecLen
		if i >= nShort {
			n++
		}
		blk := make([]byte, 0, shortLen+1)
		blk = append(blk, data[k:k+n]...)
		k += n
		ec := rsRemainder(blk, gen)
		if i < nShort {
			blk = append(blk, 0) // a place holder, skipped below
		}
		blocks[i] = append(blk, ec...)
	}
	out := make([]byte, 0, raw)
	for i := 0; i <= shortLen; i++ {
		for j, blk := range blocks {
			if i != shortLen-ecLen || j >= nShort {
				out = append(out, blk[i])
			}
		}
	}
	return out
}

// rsMul multiplies in GF(2^8) modulo x^8+x^4+x^3+x^2+1.
func rsMul(x, y byte) byte {
	var z byte
	for i := 7; i >= 0; i-- {
		hi := z >> 7
		z <<= 1
		z ^= hi * 0x1D
		z ^= (y >> i & 1) * x
	}
	return z
}

// rsGenerator is the Reed–Solomon generator polynomial of the given
// degree, its leading 1 left out, highest coefficient first.
func rsGenerator(degree int) []byte {
	g := make([]byte, degree)
	g[degree-1] = 1
	root := byte(1)
	for range degree {
		for j := range g {
			g[j] = rsMul(g[j], root)
			if j+1 < len(g) {
				g[j] ^= g[j+1]
			}
		}
		root = rsMul(root, 0x02)
	}
	return g
}

// rsRemainder is the error correction of data under generator gen.
func rsRemainder(data, gen []byte) []byte {
	r := make([]byte, len(gen))
	for _, b := range data {
		f := b ^ r[0]
		copy(r, r[1:])
		r[len(r)-1] = 0
		for i := range r {
			r[i] ^= rsMul(gen[i], f)
		}
	}
	return r
}

func newCode(ver int) *Code {
	size := 4*ver + 17
	c := &Code{Size: size, modules: make([]bool, size*size), fixed: make([]bool, size*size)}
	// Timing patterns.
	for i := range size {
		c.set(6, i, i%2 == 0)
		c.set(i, 6, i%2 == 0)
	}
	c.finder(3, 3)
	c.finder(size-4, 3)
	c.finder(3, size-4)
	pos := alignments(ver)
	for i, x := range pos {
		for j, y := range pos {
			// Not over the three finders.
			if i == 0 && j == 0 || i == 0 && j == len(pos)-1 || i == len(pos)-1 && j == 0 {
				continue
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					c.set(x+dx, y+dy, max(abs(dx), abs(dy)) != 1)
				}
			}
		}
	}
	// Reserve the format information (drawn per mask) and the dark module.
	c.drawFormat(0)
	if ver >= 7 {
		c.drawVersion(ver)
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// set draws a function module.
func (c *Code) set(x, y int, dark bool) {
	c.modules[y*c.Size+x] = dark
	c.fixed[y*c.Size+x] = true
}

// finder draws a finder pattern centred on x, y with its separator.
func (c *Code) finder(x, y int) {
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= c.Size || yy >= c.Size {
				continue
			}
			d := max(abs(dx), abs(dy))
			c.set(xx, yy, d != 2 && d != 4)
		}
	}
}

// alignments are the centres of the alignment patterns along each axis.
func alignments(ver int) []int {
	if ver == 1 {
		return nil
	}
	n := ver/7 + 2
	step := (ver*8 + n*3 + 5) / (n*4 - 4) * 2
	pos := make([]int, n)
	pos[0] = 6
	for i, p := n-1, 4*ver+10; i >= 1; i, p = i-1, p-step {
		pos[i] = p
	}
	return pos
}

// drawFormat draws the format information (level M and mask) in both its
// places, and the dark module.
func (c *Code) drawFormat(mask int) {
	data := levelM<<3 | mask
	rem := data
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	bits := (data<<10 | rem) ^ 0x5412
	bit := func(i int) bool { return bits>>i&1 != 0 }
	for i := 0; i <= 5; i++ {
		c.set(8, i, bit(i))
	}
	c.set(8, 7, bit(6))
	c.set(8, 8, bit(7))
	c.set(7, 8, bit(8))
	for i := 9; i < 15; i++ {
		c.set(14-i, 8, bit(i))
	}
	for i := 0; i < 8; i++ {
		c.set(c.Size-1-i, 8, bit(i))
	}
	for i := 8; i < 15; i++ {
		c.set(8, c.Size-15+i, bit(i))
	}
	c.set(8, c.Size-8, true)
}

// drawVersion draws the version information of versions 7 and up.
func (c *Code) drawVersion(ver int) {
	rem := ver
	for range 12 {
		rem = rem<<1 ^ (rem>>11)*0x1F25
	}
	bits := ver<<12 | rem
	for i := range 18 {
		dark := bits>>i&1 != 0
		a, b := c.Size-11+i%3, i/3
		c.set(a, b, dark)
		c.set(b, a, dark)
	}
}

// drawCodewords lays the codewords in the zigzag of two-module columns
// from the bottom right, skipping the function patterns.
func (c *Code) drawCodewords(words []byte) {
	i := 0
	for right := c.Size - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		for vert := 0; vert < c.Size; vert++ {
			for j := 0; j < 2; j++ {
				x := right - j
				up := (right+1)&2 == 0
				y := vert
				if up {
					y = c.Size - 1 - vert
				}
				if c.fixed[y*c.Size+x] || i >= len(words)*8 {
					continue
				}
				c.modules[y*c.Size+x] = words[i>>3]>>(7-i&7)&1 != 0
				i++
			}
		}
	}
}

// applyMask flips the data modules mask m selects (applying it twice
// undoes it).
func (c *Code) applyMask(m int) {
	for y := range c.Size {
		for x := range c.Size {
			var flip bool
			switch m {
			case 0:
				flip = (x+y)%2 == 0
			case 1:
				flip = y%2 == 0
			case 2:
				flip = x%3 == 0
			case 3:
				flip = (x+y)%3 == 0
			case 4:
				flip = (x/3+y/2)%2 == 0
			case 5:
				flip = x*y%2+x*y%3 == 0
			case 6:
				flip = (x*y%2+x*y%3)%2 == 0
			default:
				flip = ((x+y)%2+x*y%3)%2 == 0
			}
			if flip && !c.fixed[y*c.Size+x] {
				c.modules[y*c.Size+x] = !c.modules[y*c.Size+x]
			}
		}
	}
}

// penalty scores the symbol by the standard's four rules: runs of one
// colour, 2×2 blocks, finder-like patterns and the balance of dark and
// light. The mask with the lowest score reads best.
func (c *Code) penalty() int {
	n := c.Size
	score := 0
	line := func(at func(i int) bool) {
		run, prev := 0, false
		// Rule 3 by a sliding window over 11 modules with the light
		// border around the symbol counted as light.
		var win uint16
		for i := -4; i < n+4; i++ {
			d := at(i)
			win = (win<<1 | b2u(d)) & 0x7FF
			if i >= 6 && (win == 0b00001011101 || win == 0b10111010000) {
				score += 40
			}
			if i < 0 || i >= n {
				continue
			}
			if i > 0 && d == prev {
				run++
				if run == 5 {
					score += 3
				} else if run > 5 {
					score++
				}
			} else {
				run = 1
			}
			prev = d
		}
	}
	for y := range n {
		line(func(x int) bool { return c.Dark(x, y) })
	}
	for x := range n {
		line(func(y int) bool { return c.Dark(x, y) })
	}
	dark := 0
	for y := range n {
		for x := range n {
			d := c.Dark(x, y)
			if d {
				dark++
			}
			if x+1 < n && y+1 < n && d == c.Dark(x+1, y) && d == c.Dark(x, y+1) && d == c.Dark(x+1, y+1) {
				score += 3
			}
		}
	}
	total := n * n
	k := (abs(dark*20-total*10)+total-1)/total - 1
	return score + max(k, 0)*10
}

func b2u(b bool) uint16 {
	if b {
		return 1
	}
	return 0
}
