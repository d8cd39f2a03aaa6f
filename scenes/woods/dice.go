package woods

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game/zombies4"
	"zombietable/scenes"
	"zombietable/sprites"
)

// trayRows is how many of the turn's dice the tray shows, the latest ones.
const trayRows = 6

// dieSum writes a die's roll as a sum: "4", "4 + 1 ammo = 5", "3 + 1
// shotgun + 1 ammo = 5".
func dieSum(l scenes.Lang, d zombies4.DieView) string {
	s := num(d.Face)
	if d.Plus > 0 {
		card := "d_shotgun"
		if d.For == "move" {
			card = "d_lantern"
		}
		s += " + " + num(d.Plus) + " " + w(l, card)
	}
	if d.Ammo > 0 {
		s += " + " + num(d.Ammo) + " " + w(l, "d_ammo")
	}
	if d.Plus > 0 || d.Ammo > 0 {
		s += " = " + num(d.Total)
	}
	return s
}

// dieEnd says how a die's roll ended, "" when there is nothing to say, and
// the colour to say it in.
func dieEnd(l scenes.Lang, d zombies4.DieView) (string, color.RGBA) {
	switch d.Result {
	case "kill", "cast", "lays":
		return w(l, "res_"+d.Result), colKill
	case "bite", "fail":
		return w(l, "res_"+d.Result), scenes.ColorDanger
	case "escape":
		return w(l, "res_escape"), scenes.ColorTextDim
	}
	if d.For == "fight" || d.For == "spell" {
		return wf(l, "d_need", d.Need), scenes.ColorAccent
	}
	return "", scenes.ColorText
}

var colKill = color.RGBA{120, 200, 120, 255}

// buildDice writes the turn's dice: a line for each in the tray, and the
// latest one's sum beside the prompt.
func (m *model) buildDice(in input) {
	v := in.view
	l := in.lang
	m.dice = m.dice[:0]
	m.dieEq = ""
	for i, d := range v.Dice {
		sum := dieSum(l, d)
		end, col := dieEnd(l, d)
		who := in.seatName(d.Seat)
		var text string
		switch {
		case d.For == "zombies" && d.Face == 1:
			text = wf(l, "d_zombie1", who)
		case d.For == "dogs" && d.Face == 1:
			text = wf(l, "d_dog1", who)
		case d.For == "move", d.For == "zombies", d.For == "fight", d.For == "dogs", d.For == "spell", d.For == "cabin":
			text = wf(l, "d_"+d.For, who, sum)
		default:
			text = who + ": " + sum
		}
		if end != "" {
			text += " — " + end
		}
		m.dice = append(m.dice, dieRow{face: d.Face, text: text, full: text, col: col, seat: d.Seat})
		if i == len(v.Dice)-1 {
			m.dieEq = sum
			if end != "" {
				m.dieEq += " · " + end
			}
			m.dieC = col
		}
	}
}

// layoutDice places the tray of the turn's dice over the map's top left
// corner, its lines cut to fit.
func (m *model) layoutDice() {
	k := m.k
	m.trayR = scenes.Rect{}
	if len(m.dice) == 0 {
		return
	}
	m.trayT = w(m.lang, "d_tray")
	f := scenes.FontBody(13 * k)
	rowH := max(24*k, 18)
	ds := rowH - 4*k
	maxW := min(m.mapR.W*0.6, 460*k)
	tw := scenes.TextWidth(m.trayT, scenes.FontStrong(12*k))
	first := max(0, len(m.dice)-trayRows)
	for i := first; i < len(m.dice); i++ {
		tw = max(tw, ds+8*k+scenes.TextWidth(m.dice[i].text, f))
	}
	// 8 px to the die, the die, 8 to the text, the text, 10 to the edge.
	width := min(tw+18*k, maxW)
	n := len(m.dice) - first
	head := 18 * k
	m.trayR = scenes.Rect{X: m.mapR.X + 6*k, Y: m.mapR.Y + 6*k, W: width, H: head + float32(n)*rowH + 6*k}
	for i := first; i < len(m.dice); i++ {
		r := &m.dice[i]
		r.r = scenes.Rect{X: m.trayR.X + 8*k, Y: m.trayR.Y + head + float32(i-first)*rowH + 2*k, W: ds, H: ds}
		r.line = scenes.Rect{X: m.trayR.X, Y: r.r.Y - 2*k, W: width, H: rowH}
		if avail := width - 18*k - ds - 8*k; scenes.TextWidth(r.text, f) > avail+0.5 {
			r.text = scenes.Ellipsize(r.text, f, avail)
		}
	}
}

// drawDice draws the tray of the turn's dice; the ones just rolled tumble.
func (t *Table) drawDice(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	if len(m.dice) == 0 {
		return
	}
	k := m.k
	r := m.trayR
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*k, color.RGBA{14, 20, 16, 215})
	scenes.DrawText(dst, m.trayT, scenes.FontStrong(12*k), r.X+8*k, r.Y+3*k, scenes.AlignStart, scenes.ColorTextDim)
	f := scenes.FontBody(13 * k)
	for i := max(0, len(m.dice)-trayRows); i < len(m.dice); i++ {
		d := &m.dice[i]
		scenes.DrawDie(dst, tc, trayDieID+i, d.face, d.r.X, d.r.Y, d.r.W, scenes.SeatColor(d.seat), scenes.ColorInk)
		c := scenes.ColorTextDim
		if i == len(m.dice)-1 {
			c = scenes.ColorText
		}
		scenes.DrawTextMid(dst, d.text, f, d.r.X+d.r.W+8*k, d.r.CY(), scenes.AlignStart, c)
	}
}
