package corridors

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
	"zombietable/sprites"
)

// The team chosen before the game (the option survivors=chosen): the
// survivor cards nobody has taken lie face up over the corridors, each with
// its name, ability, strength, reach and symbol; the person choosing clicks
// one. A card the symbols rule out stays dim, and a click on it says why.

// offer is a survivor card offered while the team is chosen.
type offer struct {
	r     scenes.Rect
	id    int // the engine's survivor number
	sid   string
	ok    bool // a legal choice now
	name  string
	fit   string   // the name, fitted to the card's header beside its icons
	abil  []string // the ability's name, fitted to the card's band (two lines on a compact card)
	text  []string // the ability's text, wrapped
	stats string   // strength and reach
	sym   int
	// compact: the ability's text does not fit under the card's art, so the
	// card is drawn without it (the ability's icon goes in the header)
	compact bool
}

// symColor is the band of a survivor card by its symbol.
var symColor = [3]color.RGBA{{96, 84, 70, 255}, {150, 96, 40, 255}, {70, 110, 60, 255}}

// castArea is where the offered cards lie: over the corridors, between the
// top and bottom survivors' panels.
func (t *Table) castArea() scenes.Rect {
	L := &t.lay
	top := L.arm[posTop].Y
	bot := L.arm[posBottom].Y + L.arm[posBottom].H
	return scenes.Rect{X: L.panel[posLeft].X, Y: top, W: L.panel[posRight].X + L.panel[posRight].W - L.panel[posLeft].X, H: bot - top}
}

// buildCast lays out the offered cards, in the engine's order of survivors.
func (t *Table) buildCast() {
	t.offers = t.offers[:0]
	t.castTeam = ""
	if !t.v.Choosing {
		return
	}
	l := t.lang
	var team []string
	for _, pl := range t.v.Players {
		if pl.Survivor != "" {
			team = append(team, survivorName(l, pl.Survivor)+" ("+t.seatName(pl.Seat)+")")
		}
	}
	if len(team) > 0 {
		t.castTeam = l.F("offthedead.table.c_team", "team", strings.Join(team, ", "))
	}
	k := t.lay.k
	area := t.castArea()
	n := len(t.v.Free)
	if n == 0 {
		return
	}
	gap := 12 * k
	head := 40 * k
	cw := min((area.W-2*gap-float32(n-1)*gap)/float32(n), 190*k)
	ch := min(cw/0.5, area.H-head-2*gap)
	cw = min(cw, ch*0.8)
	x0 := area.X + (area.W-(float32(n)*cw+float32(n-1)*gap))/2
	y := area.Y + head + (area.H-head-ch-gap)/2
	bf := scenes.FontBody(max(11, min(13*k, cw*0.085)))
	sf := scenes.FontStrong(max(11, min(13*k, cw*0.09)))
	for i, sid := range t.v.Free {
		o := offer{r: scenes.Rect{X: x0 + float32(i)*(cw+gap), Y: y, W: cw, H: ch}, sid: sid, id: -1, name: survivorName(l, sid)}
		for e := range catalog.Survivors {
			if catalog.Survivors[e].ID == sid {
				o.id = e
			}
		}
		if o.id < 0 {
			continue
		}
		// while another decides, no card is dimmed: the choice is theirs
		_, o.ok = t.plan.find(Gesture{To: Piece{K: Pick, A: int32(o.id)}})
		o.ok = o.ok || !t.canAct
		m := &catalog.Survivors[o.id]
		o.sym = max(symbolIndex(m.Symbol), 0)
		reach := l.T("offthedead.table.t_reach_m")
		if m.Reach == "corridor" {
			reach = l.T("offthedead.table.t_reach_c")
		}
		o.stats = l.F("offthedead.table.c_stats", "strength", m.Strength, "reach", reach)
		o.text = scenes.Wrap(o.stats+"\n"+abilityText(l, sid), bf, cw*0.9-8*k)
		t.offers = append(t.offers, o)
	}
	// One look for the row: the cards grow taller, to the room there is,
	// before their art gives way to the text; if one card needs that, all do.
	lines := 0
	for i := range t.offers {
		lines = max(lines, len(t.offers[i].text))
	}
	fits := func(h float32) bool { // CardFrame's text box: what its header, art and band leave
		return float32(lines)*scenes.LineHeight(bf) <= h*(1-0.15-0.36-0.075)-7.6*cw*0.035
	}
	compact := false
	if !fits(ch) {
		if h := min(area.H-head-2*gap, cw*2.5); fits(h) {
			ch, y = h, area.Y+head+(area.H-head-h-gap)/2
		} else {
			compact = true
		}
	}
	for i := range t.offers {
		o := &t.offers[i]
		o.r.Y, o.r.H, o.compact = y, ch, compact
		// the header: CardFrame's, or compactCard's, with the symbol (and on
		// a compact card the ability's icon) at its right end
		hh := ch * 0.15
		if compact {
			hh = cw * 0.2
		}
		icons := hh*0.8 + 3*k
		if compact {
			icons += hh*0.8 + 2*k
		}
		hf := scenes.FontStrong(max(12, min(15*k, cw*0.11)))
		o.fit = scenes.Ellipsize(o.name, hf, cw-4*cw*0.035-icons-6*k)
		name := abilityName(l, o.sid)
		o.abil = []string{scenes.Ellipsize(name, sf, cw*0.9-8*k)}
		if w := scenes.Wrap(name, sf, cw*0.9-8*k); compact && len(w) == 2 {
			o.abil = w
		}
	}
}

// offerAt is the offered card at (x, y), if any.
func (t *Table) offerAt(x, y float32) (Piece, bool) {
	for i := range t.offers {
		if t.offers[i].r.Contains(x, y) {
			return Piece{K: Pick, A: int32(t.offers[i].id)}, true
		}
	}
	return Piece{}, false
}

// offerTip is the tooltip of offered card p: the whole card, and what a
// click does or why it is refused.
func (t *Table) offerTip(p Piece) string {
	l := t.lang
	for i := range t.offers {
		o := &t.offers[i]
		if o.id != int(p.A) {
			continue
		}
		s := l.F("offthedead.table.c_tip", "name", o.name, "ability", abilityName(l, o.sid), "text", abilityText(l, o.sid), "stats", o.stats, "symbol", symbolWord(l, symbolNames[o.sym]))
		if o.ok && t.canAct {
			s += l.F("offthedead.table.c_click", "name", o.name)
		}
		return s
	}
	return ""
}

// castRefusal is why the offered card at (x, y) cannot be chosen, asked of
// whyNot.
func (t *Table) castRefusal(whyNot func(game.Action) string, x, y float32) string {
	p, ok := t.offerAt(x, y)
	if !ok || !t.canAct {
		return ""
	}
	if _, legal := t.plan.find(Gesture{To: p}); legal {
		return ""
	}
	return whyNot(offthedead.Action(offthedead.OpChoose, int(p.A), 0))
}

// drawCast draws the offered cards over the table.
func (t *Table) drawCast(dst *ebiten.Image, pulse float32) {
	if !t.v.Choosing {
		return
	}
	k := t.lay.k
	area := t.castArea()
	scenes.Panel(dst, area, 12*k)
	scenes.DrawText(dst, t.castTitle, scenes.FontTitle(max(16, 20*k)), area.X+14*k, area.Y+8*k, scenes.AlignStart, scenes.ColorAccent)
	if t.castTeam != "" {
		scenes.DrawText(dst, t.castTeam, scenes.FontBody(max(12, 14*k)), area.X+area.W-14*k, area.Y+10*k, scenes.AlignEnd, scenes.ColorTextDim)
	}
	for i := range t.offers {
		o := &t.offers[i]
		r := o.r
		p := Piece{K: Pick, A: int32(o.id)}
		lit := o.ok && t.canAct
		if lit {
			glow(dst, r, 10*k, pulse)
		}
		band := symColor[o.sym]
		if !o.ok {
			band = sprites.Mix(band, color.RGBA{40, 36, 34, 255}, 0.6)
		}
		hf := scenes.FontStrong(max(12, min(15*k, r.W*0.11)))
		var cp sprites.CardParts
		if o.compact {
			cp = compactCard(dst, r, band, len(o.abil), scenes.LineHeight(scenes.FontStrong(max(11, min(13*k, r.W*0.09)))))
		} else {
			cp = sprites.CardFrame(dst, r.X, r.Y, r.W, r.H, sprites.CardStyle{Body: scenes.ColorCard, Band: band, Border: colZEdge, Art: sprites.Mix(band, scenes.ColorInk, 0.5)})
		}
		ss := cp.Header.H * 0.8
		if o.compact {
			sprites.DrawIcon(dst, abilityIcon(abilityOf[o.sid]), cp.Header.X+cp.Header.W-2*ss-5*k, cp.Header.Y+(cp.Header.H-ss)/2, ss, scenes.ColorText)
		} else {
			is := min(cp.Art.W, cp.Art.H) * 0.7
			sprites.DrawIcon(dst, abilityIcon(abilityOf[o.sid]), cp.Art.X+(cp.Art.W-is)/2, cp.Art.Y+(cp.Art.H-is)/2, is, sprites.Alpha(scenes.ColorCard, 0.92))
		}
		scenes.DrawTextMid(dst, o.fit, hf, cp.Header.X+6*k, cp.Header.Y+cp.Header.H/2, scenes.AlignStart, scenes.ColorText)
		sprites.DrawIcon(dst, symbolIcon(o.sym), cp.Header.X+cp.Header.W-ss-3*k, cp.Header.Y+(cp.Header.H-ss)/2, ss, scenes.ColorText)
		sf := scenes.FontStrong(max(11, min(13*k, r.W*0.09)))
		alh := scenes.LineHeight(sf)
		for j, line := range o.abil {
			scenes.DrawTextMid(dst, line, sf, cp.Band.X+4*k, cp.Band.Y+cp.Band.H/2+(float32(j)-float32(len(o.abil)-1)/2)*alh, scenes.AlignStart, scenes.ColorInk)
		}
		y := cp.Band.Y + cp.Band.H + 3*k
		bf := scenes.FontBody(max(11, min(13*k, r.W*0.085)))
		lh := scenes.LineHeight(bf)
		for _, line := range o.text {
			if y+lh > r.Y+r.H-4*k {
				break
			}
			scenes.DrawText(dst, line, bf, cp.Band.X+3*k, y, scenes.AlignStart, sprites.Alpha(scenes.ColorInk, 0.85))
			y += lh
		}
		if !o.ok {
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, color.RGBA{20, 16, 14, 130})
		}
		if t.hover == p {
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, 2*k, scenes.ColorText)
		}
	}
}

// compactCard draws a survivor card with no art panel, for a card too short
// to hold its ability's text under the art: the header, the ability's band
// right under it (lines of lh high) and the text box filling the rest.
func compactCard(dst *ebiten.Image, r scenes.Rect, band color.RGBA, lines int, lh float32) sprites.CardParts {
	x, y, w := r.X, r.Y, r.W
	rr, in := cardFrame(dst, r)
	p := sprites.CardParts{}
	hh := w * 0.2
	p.Header = sprites.RectF{X: x + in*2, Y: y + in*2, W: w - in*4, H: hh}
	sprites.FillRoundRect(dst, p.Header.X, p.Header.Y, p.Header.W, p.Header.H, rr*0.5, band)
	bh := max(w*0.15, float32(lines)*lh+4)
	p.Band = sprites.RectF{X: x + in*2, Y: p.Header.Y + hh + in, W: w - in*4, H: bh}
	sprites.FillRoundRect(dst, p.Band.X, p.Band.Y, p.Band.W, p.Band.H, bh/2, sprites.Alpha(band, 0.85))
	return p
}
