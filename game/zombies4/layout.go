package zombies4

import "fmt"

// Terrain of a square.
const (
	tNone   uint8 = iota // no card here
	tClear               // open ground
	tTree                // woods: "almeno un albero vivo o un arbusto"
	tBuild               // inside a building
	tWater               // never enterable
	tBridge              // the Bridge's deck
)

// Directions, clockwise from north.
const (
	dirN = iota
	dirE
	dirS
	dirW
)

var (
	dRow = [4]int{-1, 0, 1, 0}
	dCol = [4]int{0, 1, 0, -1}
)

// layout is a map card's squares in one orientation: local square r*3+c.
type layout struct {
	terr   [9]uint8
	exit   [9]uint8 // the sides a square may be left by, as bits of the directions
	nBuild int
	nWater int
}

// layoutOf reads a map card's grid and doors, unrotated.
func layoutOf(m MapCard) (layout, error) {
	var l layout
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			var t uint8
			switch m.Grid[r][c] {
			case '.':
				t = tClear
			case 'T':
				t = tTree
			case 'B':
				t = tBuild
				l.nBuild++
			case 'W':
				t = tWater
				l.nWater++
			case '=':
				t = tBridge
			}
			l.terr[r*3+c] = t
		}
	}
	for i := 0; i < 9; i++ {
		switch l.terr[i] {
		case tWater:
		case tBuild:
			r, c := i/3, i%3
			for d := 0; d < 4; d++ {
				nr, nc := r+dRow[d], c+dCol[d]
				if nr >= 0 && nr < 3 && nc >= 0 && nc < 3 && l.terr[nr*3+nc] == tBuild {
					l.exit[i] |= 1 << d
				}
			}
		default:
			l.exit[i] = 0xf
		}
	}
	for _, s := range m.Doors {
		r, c, d, err := parseDoor(s)
		if err != nil {
			return l, err
		}
		if l.terr[r*3+c] != tBuild {
			return l, fmt.Errorf("door %q is not on a building square", s)
		}
		nr, nc := r+dRow[d], c+dCol[d]
		if nr >= 0 && nr < 3 && nc >= 0 && nc < 3 {
			switch l.terr[nr*3+nc] {
			case tBuild:
				return l, fmt.Errorf("door %q opens onto the same building", s)
			case tWater:
				return l, fmt.Errorf("door %q opens onto water", s)
			}
		}
		l.exit[r*3+c] |= 1 << d
	}
	return l, nil
}

// rotate turns the layout a quarter clockwise: square (r, c) goes to
// (c, 2-r) and a side d to d+1.
func (l layout) rotate() layout {
	out := l
	for i := 0; i < 9; i++ {
		r, c := i/3, i%3
		j := c*3 + (2 - r)
		out.terr[j] = l.terr[i]
		e := l.exit[i]
		out.exit[j] = (e<<1 | e>>3) & 0xf
	}
	return out
}

// inner returns the local square across side d of local square i, or -1
// when that side is the card's edge.
func (l *layout) inner(i, d int) int {
	r, c := i/3+dRow[d], i%3+dCol[d]
	if r < 0 || r > 2 || c < 0 || c > 2 {
		return -1
	}
	return r*3 + c
}

// connected reports whether every usable square can reach every other one
// within the card.
func (l layout) connected() bool {
	start := -1
	usable := 0
	for i := 0; i < 9; i++ {
		if l.terr[i] != tWater {
			usable++
			if start < 0 {
				start = i
			}
		}
	}
	if start < 0 {
		return false
	}
	var seen [9]bool
	stack := []int{start}
	seen[start] = true
	n := 1
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for d := 0; d < 4; d++ {
			j := l.inner(i, d)
			if j < 0 || seen[j] || l.exit[i]&(1<<d) == 0 || l.exit[j]&(1<<((d+2)&3)) == 0 {
				continue
			}
			seen[j] = true
			n++
			stack = append(stack, j)
		}
	}
	return n == usable
}

// counters lays a named card's counters and dogs on its unrotated squares:
// lives on building squares in reading order, ammunition in reverse reading
// order, never two of a kind on a square; dogs two a square in reading order
// on building squares that do not hold both counters ("mai tutti e tre
// insieme"). It returns, for each square, bit 0 for a life, bit 1 for
// ammunition and the dogs shifted by 2.
func (l layout) counters(lives, ammo, dogs int) ([9]uint8, error) {
	var out [9]uint8
	var build []int
	for i := 0; i < 9; i++ {
		if l.terr[i] == tBuild {
			build = append(build, i)
		}
	}
	if lives > len(build) || ammo > len(build) {
		return out, fmt.Errorf("%d lives and %d ammunition do not fit one a square in %d building squares", lives, ammo, len(build))
	}
	for k := 0; k < lives; k++ {
		out[build[k]] |= tokLife
	}
	for k := 0; k < ammo; k++ {
		out[build[len(build)-1-k]] |= tokAmmo
	}
	left := dogs
	for _, i := range build {
		if out[i]&tokBoth == tokBoth {
			continue
		}
		put := min(left, 2)
		out[i] |= uint8(put) << 2
		left -= put
	}
	if left > 0 {
		return out, fmt.Errorf("%d dogs do not fit the building: two a square, none where a life and ammunition lie together", dogs)
	}
	return out, nil
}

// Terrains of a square, as Shape gives them.
const (
	TerrainNone   = tNone   // no card here
	TerrainClear  = tClear  // open ground
	TerrainTree   = tTree   // woods
	TerrainBuild  = tBuild  // inside a building
	TerrainWater  = tWater  // never entered
	TerrainBridge = tBridge // the Bridge's deck
)

// Shape is a map card's squares in one orientation, local square r*3+c:
// each one's terrain and the sides it may be left by, bit d for north,
// east, south and west. A building square is left only towards its own
// building and through its doors, water never.
type Shape struct {
	Terrain [9]uint8
	Exits   [9]uint8
}

// ShapeOf returns map card m turned rot quarter turns clockwise, as the
// engine lays it.
func ShapeOf(m MapCard, rot int) (Shape, error) {
	l, err := layoutOf(m)
	for range rot & 3 {
		l = l.rotate()
	}
	return Shape{Terrain: l.terr, Exits: l.exit}, err
}
