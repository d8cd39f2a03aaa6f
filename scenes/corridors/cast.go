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
	abil  string   // the ability's name, fitted to the card's band
	text  []string // the ability's text, wrapped
	stats string   // strength and reach
	sym   int
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
		t.castTeam = tf(l, "c_team", strings.Join(team, ", "))
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
		reach := T(l, "t_reach_m")
		if m.Reach == "corridor" {
			reach = T(l, "t_reach_c")
		}
		o.stats = tf(l, "c_stats", m.Strength, reach)
		inner := cw*0.9 - 8*k
		o.abil = scenes.Ellipsize(abilityName(l, sid), sf, inner)
		o.text = scenes.Wrap(o.stats+"\n"+abilityText(l, sid), bf, inner)
		t.offers = append(t.offers, o)
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
		s := tf(l, "c_tip", o.name, abilityName(l, o.sid), abilityText(l, o.sid), o.stats, T(l, symbolNames[o.sym]))
		if o.ok && t.canAct {
			s += tf(l, "c_click", o.name)
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
		cp := sprites.CardFrame(dst, r.X, r.Y, r.W, r.H, sprites.CardStyle{Body: scenes.ColorCard, Band: band, Border: colZEdge, Art: sprites.Mix(band, scenes.ColorInk, 0.5)})
		hf := scenes.FontStrong(max(12, min(15*k, r.W*0.11)))
		scenes.DrawTextMid(dst, scenes.Ellipsize(o.name, hf, cp.Header.W-cp.Header.H-6*k), hf, cp.Header.X+6*k, cp.Header.Y+cp.Header.H/2, scenes.AlignStart, scenes.ColorText)
		ss := cp.Header.H * 0.8
		sprites.DrawIcon(dst, symbolIcon(o.sym), cp.Header.X+cp.Header.W-ss-3*k, cp.Header.Y+(cp.Header.H-ss)/2, ss, scenes.ColorText)
		is := min(cp.Art.W, cp.Art.H) * 0.7
		sprites.DrawIcon(dst, abilityIcon(abilityOf[o.sid]), cp.Art.X+(cp.Art.W-is)/2, cp.Art.Y+(cp.Art.H-is)/2, is, sprites.Alpha(scenes.ColorCard, 0.92))
		sf := scenes.FontStrong(max(11, min(13*k, r.W*0.09)))
		scenes.DrawTextMid(dst, o.abil, sf, cp.Band.X+4*k, cp.Band.Y+cp.Band.H/2, scenes.AlignStart, scenes.ColorInk)
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
