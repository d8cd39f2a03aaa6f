package street

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/scenes"
)

// A tile is laid out once, when the table is: the name in the coloured
// header, a note under it, the rules text with the icon above it when there
// is room, and the number badge in a bottom corner, the last lines of text
// running beside it. The sizes are the sizes drawn: the shell draws no text
// under its floor, so the fitting never counts on smaller text.

// floorPx is the smallest size the shell draws text at, in pixels.
func floorPx() float32 {
	if f, ok := scenes.FontBody(0).(*text.GoTextFace); ok {
		return float32(f.Size)
	}
	return 12
}

// bodyLine is the line height of a tile's rules text of size s: set close,
// as on a printed card.
func bodyLine(s float32) float32 { return s * 1.22 }

// titleLine is the line height of a tile's name of size s.
func titleLine(s float32) float32 { return s * 1.12 }

// tileEdge is the width of a tile's dark edge.
func tileEdge(k float32) float32 { return max(2*k, 1.5) }

// bodyInset is the margin of a tile's rules text at each side: clear of
// the edge even on a small table.
func bodyInset(k float32) float32 { return max(3*k, tileEdge(k)+1.5) }

// headerH is the height of a tile's coloured header holding its name.
func headerH(p *piece, k float32) float32 { return float32(len(p.title))*titleLine(p.ts) + 8*k }

// noteH is the height of the note under a tile's name.
func noteH(k float32) float32 { return max(16*k, floorPx()+2*k) }

// bodyTop is where a tile's rules text (or its icon) begins, from the
// tile's top.
func bodyTop(p *piece, k float32) float32 {
	top := headerH(p, k) + 4*k
	if p.note != "" {
		top += noteH(k)
	}
	return top
}

// badgeSize is the diameter of a tile's number badge.
func badgeSize(r scenes.Rect, k float32) float32 { return min(30*k, r.W*0.36) }

// badgeLeft reports whether a tile's badge sits in its bottom-left corner
// (a shop card's cost) rather than the bottom-right (a street card's
// number).
func badgeLeft(p *piece) bool { return p.zone == zoneShop || p.zone == zonePerm }

// badgeCentre is the centre of a tile's badge in rectangle r.
func badgeCentre(p *piece, r scenes.Rect, k float32) (x, y float32) {
	bs := badgeSize(r, k)
	x, y = r.X+r.W-bs*0.55, r.Y+r.H-bs*0.55
	if badgeLeft(p) {
		x = r.X + bs*0.55
	}
	return x, y
}

// wordsFit reports whether every word of s fits a line of width wd alone.
func wordsFit(s string, f text.Face, wd float32) bool {
	for _, w := range strings.Fields(s) {
		if scenes.TextWidth(w, f) > wd {
			return false
		}
	}
	return true
}

// fitTitle wraps a name into at most lines lines of width wd, in the
// largest size from hi down to lo (never under the floor) that fits: whole
// words first, then a word too long for the line broken at a syllable. A
// name that does not fit even then is cut, its last line ending in an
// ellipsis, and whole is false.
func fitTitle(name string, wd float32, lines int, hi, lo float32, dst []string) (ls []string, size float32, whole bool) {
	lo = max(lo, floorPx())
	hi = max(hi, lo)
	for pass := 0; pass < 2; pass++ {
		for s := hi; s >= lo; s -= 0.5 {
			f := scenes.FontStrong(s)
			if whole := wordsFit(name, f, wd); pass == 0 && !whole || pass == 1 && whole {
				continue
			}
			if ls, _ = wrapText(name, f, wd, 0, wd, wrapWords, dst); len(ls) <= lines {
				return ls, s, true
			}
		}
	}
	f := scenes.FontStrong(lo)
	ls, _ = wrapText(name, f, wd, 0, wd, wrapWords, dst)
	if len(ls) > lines {
		ls = ls[:lines]
		ls[lines-1] = ellipsized(ls[lines-1], f, wd)
	}
	return ls, lo, false
}

// setTitle fits name into the tile's header, in lines lines of width wd
// or, when it does not fit, in up to most lines before it is cut.
func (p *piece) setTitle(name string, wd float32, lines, most int, hi, lo float32) {
	for n := lines; n <= most; n++ {
		var whole bool
		p.title, p.ts, whole = fitTitle(name, wd, n, hi, lo, p.title)
		if p.tcut = !whole; whole {
			return
		}
	}
}

// ellipsized ends line s, cut after it, with an ellipsis inside width wd.
func ellipsized(s string, f text.Face, wd float32) string {
	s = strings.TrimRight(s, "-")
	if t := s + "…"; scenes.TextWidth(t, f) <= wd {
		return t
	}
	return scenes.Ellipsize(s+"…", f, wd)
}

// fitBody wraps a tile's rules text in the largest size from 13k down to
// the floor that shows it whole with no word broken, so a card reads at a
// glance, and reports whether it shows it whole. Where every size breaks
// some word (one wider than its line, or beside the badge), the size that
// breaks the fewest is taken, the largest of those; then, in Italian, words
// hyphenated to fill the lines. Text that cannot fit even then is cut with
// an ellipsis and reads whole in the enlarged card shown on hover. The icon
// goes above the text when there is room for it.
func fitBody(p *piece, s string, k float32, l scenes.Lang) bool {
	r := p.r
	inset := bodyInset(k)
	wd := r.W - 2*inset
	top := bodyTop(p, k)
	bottom := r.H - 5*k
	band, narrow := bottom, wd // the badge's band and the lines beside it
	p.indent = 0
	if p.badge != "" {
		bs := badgeSize(r, k)
		band = r.H - bs*1.05 - 2*k
		narrow = wd - (bs*1.05 + 3*k - inset)
		if badgeLeft(p) {
			p.indent = bs*1.05 + 3*k - inset
		}
	}
	lo := floorPx()
	hi := max(13*k, lo)
	modes := []wrapMode{wrapWords}
	if l == scenes.Italian {
		modes = append(modes, wrapFill)
	}
	// wrap lays the text out at size sz, reporting whether it fits the
	// card and how many words it breaks.
	wrap := func(sz float32, mode wrapMode) (fits bool, broken int) {
		lh := bodyLine(sz)
		full := max(int((band-top)/lh), 0)
		p.lines, broken = wrapText(s, scenes.FontBody(sz), wd, full, narrow, mode, p.lines)
		p.bs, p.narrow = sz, full
		return float32(len(p.lines))*lh <= bottom-top, broken
	}
	for _, mode := range modes {
		best, fewest := float32(0), -1
		for sz := hi; sz >= lo; sz -= 0.5 {
			fits, broken := wrap(sz, mode)
			if fits && (fewest < 0 || broken < fewest) {
				best, fewest = sz, broken
			}
			if fits && broken == 0 {
				break
			}
		}
		if fewest < 0 {
			continue
		}
		if best != p.bs {
			wrap(best, mode)
		}
		p.cut, p.broken = false, fewest
		p.icon, p.bodyY = 0, top
		// the icon above the text, all of it above the badge
		lh := bodyLine(best)
		if is := min(wd, band-top-float32(len(p.lines))*lh-4*k, 56*k); is >= 14*k {
			p.icon, p.bodyY = is, top+is+2*k
			p.narrow = len(p.lines)
		}
		return true
	}
	mode := modes[len(modes)-1]
	f := scenes.FontBody(lo)
	lh := bodyLine(lo)
	full := max(int((band-top)/lh), 0)
	ls, broken := wrapText(s, f, wd, full, narrow, mode, p.lines)
	if most := max(int((bottom-top)/lh), 1); len(ls) > most {
		ls = ls[:most]
		w := wd
		if most-1 >= full {
			w = narrow
		}
		ls[most-1] = ellipsized(ls[most-1], f, w)
	}
	p.lines, p.bs, p.cut, p.narrow, p.icon, p.bodyY, p.broken = ls, lo, true, full, 0, top, broken
	return false
}
