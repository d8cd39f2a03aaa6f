package sprites

import (
	"fmt"
	"math"
	"strconv"
)

// Op is the kind of a path segment.
type Op uint8

// The segment kinds a parsed SVG path is reduced to.
const (
	MoveTo  Op = iota // start a sub-path at P[0]
	LineTo            // straight line to P[0]
	QuadTo            // quadratic Bézier, control P[0], end P[1]
	CubicTo           // cubic Bézier, controls P[0] and P[1], end P[2]
	Close             // close the sub-path
)

// Pt is a point in the path's own coordinates.
type Pt struct{ X, Y float32 }

// Segment is one step of a path in absolute coordinates.
type Segment struct {
	Op Op
	P  [3]Pt
}

// ParsePath parses SVG path data (the d attribute): the commands M L H V C S Q
// T A Z, absolute and relative, with implicit repetition. Elliptical arcs
// become cubic Béziers. The result is in absolute coordinates.
func ParsePath(d string) ([]Segment, error) {
	p := pathParser{s: d}
	return p.parse()
}

type pathParser struct {
	s   string
	i   int
	out []Segment
	// current point, start of the sub-path, last control point and its kind
	cur, start Pt
	ctrl       Pt
	lastCmd    byte
}

func (p *pathParser) parse() ([]Segment, error) {
	var cmd byte
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			return p.out, nil
		}
		c := p.s[p.i]
		if isCommand(c) {
			cmd = c
			p.i++
		} else if cmd == 0 {
			return nil, fmt.Errorf("svg path: expected a command at offset %d, found %q", p.i, c)
		} else if cmd == 'Z' || cmd == 'z' {
			return nil, fmt.Errorf("svg path: unexpected %q after Z at offset %d", c, p.i)
		}
		if err := p.command(cmd); err != nil {
			return nil, err
		}
		// After a moveto, further coordinate pairs are implicit linetos.
		switch cmd {
		case 'M':
			cmd = 'L'
		case 'm':
			cmd = 'l'
		}
	}
}

func isCommand(c byte) bool {
	switch c {
	case 'M', 'm', 'L', 'l', 'H', 'h', 'V', 'v', 'C', 'c', 'S', 's', 'Q', 'q', 'T', 't', 'A', 'a', 'Z', 'z':
		return true
	}
	return false
}

func (p *pathParser) command(cmd byte) error {
	rel := cmd >= 'a'
	var base Pt
	if rel {
		base = p.cur
	}
	var n [7]float32
	need := argCount(cmd)
	for k := 0; k < need; k++ {
		var err error
		if upper(cmd) == 'A' && (k == 3 || k == 4) {
			n[k], err = p.flag()
		} else {
			n[k], err = p.number()
		}
		if err != nil {
			return fmt.Errorf("svg path: command %c: %w", cmd, err)
		}
	}
	pt := func(k int) Pt { return Pt{base.X + n[k], base.Y + n[k+1]} }
	switch upper(cmd) {
	case 'M':
		p.cur = pt(0)
		p.start = p.cur
		p.emit(Segment{Op: MoveTo, P: [3]Pt{p.cur}})
	case 'L':
		p.lineTo(pt(0))
	case 'H':
		x := n[0]
		if rel {
			x += p.cur.X
		}
		p.lineTo(Pt{x, p.cur.Y})
	case 'V':
		y := n[0]
		if rel {
			y += p.cur.Y
		}
		p.lineTo(Pt{p.cur.X, y})
	case 'C':
		p.cubic(pt(0), pt(2), pt(4))
	case 'S':
		c1 := p.cur
		if l := upper(p.lastCmd); l == 'C' || l == 'S' {
			c1 = Pt{2*p.cur.X - p.ctrl.X, 2*p.cur.Y - p.ctrl.Y}
		}
		p.cubic(c1, pt(0), pt(2))
	case 'Q':
		p.quad(pt(0), pt(2))
	case 'T':
		c := p.cur
		if l := upper(p.lastCmd); l == 'Q' || l == 'T' {
			c = Pt{2*p.cur.X - p.ctrl.X, 2*p.cur.Y - p.ctrl.Y}
		}
		p.quad(c, pt(0))
	case 'A':
		p.arc(n[0], n[1], n[2], n[3] != 0, n[4] != 0, pt(5))
	case 'Z':
		p.emit(Segment{Op: Close})
		p.cur = p.start
	}
	p.lastCmd = cmd
	return nil
}

func argCount(cmd byte) int {
	switch upper(cmd) {
	case 'M', 'L', 'T':
		return 2
	case 'H', 'V':
		return 1
	case 'C':
		return 6
	case 'S', 'Q':
		return 4
	case 'A':
		return 7
	}
	return 0
}

func upper(c byte) byte {
	if c >= 'a' {
		return c - 'a' + 'A'
	}
	return c
}

func (p *pathParser) emit(s Segment) { p.out = append(p.out, s) }

func (p *pathParser) lineTo(to Pt) {
	p.emit(Segment{Op: LineTo, P: [3]Pt{to}})
	p.cur = to
}

func (p *pathParser) cubic(c1, c2, to Pt) {
	p.emit(Segment{Op: CubicTo, P: [3]Pt{c1, c2, to}})
	p.ctrl = c2
	p.cur = to
}

func (p *pathParser) quad(c, to Pt) {
	p.emit(Segment{Op: QuadTo, P: [3]Pt{c, to}})
	p.ctrl = c
	p.cur = to
}

// arc converts an SVG elliptical arc (endpoint parameterisation, SVG 1.1
// appendix F.6) into cubic Béziers of at most a quarter turn each.
func (p *pathParser) arc(rx, ry, phiDeg float32, large, sweep bool, to Pt) {
	from := p.cur
	if from == to {
		return
	}
	if rx == 0 || ry == 0 {
		p.lineTo(to)
		return
	}
	rX, rY := math.Abs(float64(rx)), math.Abs(float64(ry))
	phi := float64(phiDeg) * math.Pi / 180
	sin, cos := math.Sincos(phi)
	dx2, dy2 := float64(from.X-to.X)/2, float64(from.Y-to.Y)/2
	x1p := cos*dx2 + sin*dy2
	y1p := -sin*dx2 + cos*dy2
	// Scale radii up if they cannot span the endpoints.
	if l := x1p*x1p/(rX*rX) + y1p*y1p/(rY*rY); l > 1 {
		s := math.Sqrt(l)
		rX *= s
		rY *= s
	}
	num := rX*rX*rY*rY - rX*rX*y1p*y1p - rY*rY*x1p*x1p
	den := rX*rX*y1p*y1p + rY*rY*x1p*x1p
	coef := 0.0
	if den != 0 && num > 0 {
		coef = math.Sqrt(num / den)
	}
	if large == sweep {
		coef = -coef
	}
	cxp := coef * rX * y1p / rY
	cyp := -coef * rY * x1p / rX
	cx := cos*cxp - sin*cyp + float64(from.X+to.X)/2
	cy := sin*cxp + cos*cyp + float64(from.Y+to.Y)/2
	angle := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	ux, uy := (x1p-cxp)/rX, (y1p-cyp)/rY
	vx, vy := (-x1p-cxp)/rX, (-y1p-cyp)/rY
	theta := angle(1, 0, ux, uy)
	delta := angle(ux, uy, vx, vy)
	if !sweep && delta > 0 {
		delta -= 2 * math.Pi
	} else if sweep && delta < 0 {
		delta += 2 * math.Pi
	}
	n := int(math.Ceil(math.Abs(delta)/(math.Pi/2) - 1e-9))
	if n < 1 {
		n = 1
	}
	step := delta / float64(n)
	k := 4.0 / 3 * math.Tan(step/4)
	point := func(t float64) (x, y, dx, dy float64) {
		st, ct := math.Sincos(t)
		ex, ey := rX*ct, rY*st
		x = cos*ex - sin*ey + cx
		y = sin*ex + cos*ey + cy
		tx, ty := -rX*st, rY*ct
		dx = cos*tx - sin*ty
		dy = sin*tx + cos*ty
		return
	}
	t := theta
	x0, y0, dx0, dy0 := point(t)
	for i := 0; i < n; i++ {
		t1 := t + step
		x1, y1, dx1, dy1 := point(t1)
		end := Pt{float32(x1), float32(y1)}
		if i == n-1 {
			end = to
		}
		p.cubic(
			Pt{float32(x0 + k*dx0), float32(y0 + k*dy0)},
			Pt{float32(x1 - k*dx1), float32(y1 - k*dy1)},
			end,
		)
		t, x0, y0, dx0, dy0 = t1, x1, y1, dx1, dy1
	}
}

func (p *pathParser) skipSpace() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\f', ',':
			p.i++
		default:
			return
		}
	}
}

// number reads one SVG number: sign, digits, at most one dot, exponent.
// "1.5.5" is two numbers and "-1-2" is two numbers, as in SVG.
func (p *pathParser) number() (float32, error) {
	p.skipSpace()
	start := p.i
	s := p.s
	if p.i < len(s) && (s[p.i] == '+' || s[p.i] == '-') {
		p.i++
	}
	digits := 0
	for p.i < len(s) && s[p.i] >= '0' && s[p.i] <= '9' {
		p.i++
		digits++
	}
	if p.i < len(s) && s[p.i] == '.' {
		p.i++
		for p.i < len(s) && s[p.i] >= '0' && s[p.i] <= '9' {
			p.i++
			digits++
		}
	}
	if digits == 0 {
		p.i = start
		if start >= len(s) {
			return 0, fmt.Errorf("number expected at end of data")
		}
		return 0, fmt.Errorf("number expected at offset %d, found %q", start, s[start])
	}
	if p.i < len(s) && (s[p.i] == 'e' || s[p.i] == 'E') {
		j := p.i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			p.i = j
		}
	}
	return parseFloat(s[start:p.i])
}

// flag reads an arc flag, a single 0 or 1 that needs no separator.
func (p *pathParser) flag() (float32, error) {
	p.skipSpace()
	if p.i < len(p.s) && (p.s[p.i] == '0' || p.s[p.i] == '1') {
		p.i++
		return float32(p.s[p.i-1] - '0'), nil
	}
	return 0, fmt.Errorf("arc flag (0 or 1) expected at offset %d", p.i)
}

func parseFloat(s string) (float32, error) {
	v, err := strconv.ParseFloat(s, 32)
	if err != nil {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return float32(v), nil
}
