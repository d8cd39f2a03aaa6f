package corridors

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/game/offthedead"
	"zombietable/scenes"
	"zombietable/sprites"
)

// The table's colours: a dim concrete floor, corridors of darker tiles, the
// melee zone stained red, zombies green-grey on the back and bone on the
// face.
var (
	colFloor    = color.RGBA{50, 46, 44, 255}
	colArm      = color.RGBA{26, 24, 24, 210}
	colZoneLine = color.RGBA{120, 104, 86, 120}
	colZones    = [3]color.RGBA{{20, 30, 22, 120}, {34, 26, 22, 110}, {70, 22, 18, 150}} // zone 1 by the horde, zone 2, melee
	colZBack    = color.RGBA{52, 78, 50, 255}
	colZFace    = color.RGBA{222, 210, 186, 255}
	colZInk     = color.RGBA{110, 20, 16, 255}
	colZEdge    = color.RGBA{40, 30, 26, 255}
	colRubble   = color.RGBA{104, 76, 48, 255}
	colWeapon   = color.RGBA{150, 52, 40, 255}
	colEquip    = color.RGBA{44, 104, 128, 255}
	colWave     = color.RGBA{70, 110, 60, 255}
	colDead     = color.RGBA{40, 70, 44, 200}
	colBar      = color.RGBA{18, 13, 11, 225}
)

var (
	arrowPts [3]sprites.Pt
	iconOp   ebiten.DrawImageOptions
)

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	if !t.has {
		return
	}
	L := &t.lay
	k := L.k
	an := tc.Anim()
	pulse := an.Pulse()
	sprites.TableBackground(dst, tc.Rect(), colFloor, 0.7)
	t.drawArms(dst, an, pulse)
	t.drawCenter(dst, pulse)
	for pos := range t.pan {
		t.drawPanel(dst, an, pos, pulse)
	}
	t.drawRubble(dst, pulse)
	t.drawGrave(dst)
	t.drawTray(dst, an)
	t.drawDice(dst, tc)
	t.drawCast(dst, pulse)
	for i := range t.ghosts {
		g := &t.ghosts[i]
		if !g.active {
			continue
		}
		x, y, moving := an.At(idGhost+i, 0, 0)
		if !moving {
			g.active = false
			continue
		}
		drawZombie(dst, scenes.Rect{X: x, Y: y, W: g.zc.r.W, H: g.zc.r.H}, &g.zc, k)
	}
	if t.back.active {
		x, y, moving := an.At(idBack, 0, 0)
		if moving {
			sprites.CardBack(dst, x, y, t.back.r.W, t.back.r.H, colRubble, "crowbar")
		} else {
			t.back.active = false
		}
	}
	t.drawLogLit(dst)
	t.drawPrompt(dst, k)
	if t.quotesOn {
		t.drawQuotes(dst, k)
	}
	if t.drag {
		in := tc.Input()
		s := 44 * k
		sprites.Token(dst, in.X, in.Y, s/2, colBar, scenes.ColorAccent, t.iconOf(t.pressed), scenes.ColorText)
	}
}

// iconOf is the icon of a piece that can be picked up.
func (t *Table) iconOf(p Piece) string {
	switch p.K {
	case Item:
		return itemIcon(t.itemID(p))
	case Hands:
		return "fist"
	case Ability:
		if int(p.A) < len(t.v.Players) {
			return abilityIcon(abilityOf[t.v.Players[p.A].Survivor])
		}
	case Quote:
		return symbolIcon(int(p.A) % 3)
	}
	return "hand"
}

func abilityIcon(a string) string {
	switch a {
	case "reroll":
		return "rolling-dices"
	case "heal":
		return "bandage-roll"
	case "hold":
		return "shield"
	case "dodge":
		return "run"
	case "scavenge":
		return "magnifying-glass"
	}
	return "cog"
}

// lit reports whether piece p glows: it plays or receives something now.
func (t *Table) lit(p Piece) bool {
	if !t.canAct {
		return false
	}
	if t.choosingTargets() {
		return p.K == Zombie && t.isTargetChoice(p)
	}
	if t.sel.K != None {
		if t.via.K == None && t.plan.isVia(t.sel, p) {
			return true
		}
		if p.K == Zombie {
			_, ok := t.targetFor(t.sel, p)
			return ok
		}
		return t.plan.isTarget(t.sel, t.via, p)
	}
	if p.K == Zombie {
		if t.weapon.K == None {
			return false
		}
		_, ok := t.targetFor(t.weapon, p)
		return ok
	}
	return t.plan.isClick(p) || t.plan.isSource(p)
}

func glow(dst *ebiten.Image, r scenes.Rect, rad, pulse float32) {
	sprites.Glow(dst, r.X, r.Y, r.W, r.H, rad, scenes.ColorAccent, pulse)
}

func (t *Table) drawArms(dst *ebiten.Image, an *scenes.Animator, pulse float32) {
	L := &t.lay
	k := L.k
	small := scenes.FontStrong(max(11, 12*k))
	for pos := range t.cor {
		c := &t.cor[pos]
		a := L.arm[pos]
		if t.canAct && t.sel.K == Quote && t.plan.isTarget(t.sel, t.via, Piece{K: Arrow, A: int32(c.dir)}) {
			glow(dst, a, 8*k, pulse)
		}
		sprites.FillRoundRect(dst, a.X, a.Y, a.W, a.H, 8*k, colArm)
		if c.seat < 0 {
			sprites.StrokeRoundRect(dst, a.X, a.Y, a.W, a.H, 8*k, 1.5*k, colZoneLine)
			is := min(a.W, a.H) * 0.4
			sprites.DrawIcon(dst, "wooden-fence", a.CX()-is/2, a.CY()-is/2, is, sprites.Alpha(scenes.ColorTextDim, 0.25))
			continue
		}
		if c.seat == t.v.Active && !t.v.Over {
			// The zombie phase acts on the active survivor's corridor.
			sprites.StrokeRoundRect(dst, a.X, a.Y, a.W, a.H, 8*k, 1.5*k, sprites.Alpha(scenes.ColorAccent, 0.45))
		}
		for z := 0; z < 3; z++ {
			r := L.zone[pos][z]
			sprites.FillRoundRect(dst, r.X+2*k, r.Y+2*k, r.W-4*k, r.H-4*k, 6*k, colZones[z])
			if t.canAct && t.sel.K != None && t.plan.isTarget(t.sel, t.via, Piece{K: Zone, A: int32(c.dir), B: int32(z)}) {
				glow(dst, r.Inset(3*k), 6*k, pulse)
			}
			if pos == posTop || pos == posBottom {
				if z > 0 {
					y := r.Y
					if pos == posTop {
						y = r.Y + r.H
					}
					sprites.Line(dst, r.X+6*k, y, r.X+r.W-6*k, y, 1.2*k, colZoneLine)
				}
				scenes.DrawTextMid(dst, t.zoneName[z], small, r.X+6*k, r.CY(), scenes.AlignStart, sprites.Alpha(scenes.ColorTextDim, 0.55))
			} else {
				if z > 0 {
					x := r.X
					if pos == posLeft {
						x = r.X + r.W
					}
					sprites.Line(dst, x, r.Y+6*k, x, r.Y+r.H-6*k, 1.2*k, colZoneLine)
				}
				switch {
				case t.zoneFits[z]:
					scenes.DrawText(dst, t.zoneName[z], small, r.CX(), r.Y+3*k, scenes.AlignCenter, sprites.Alpha(scenes.ColorTextDim, 0.55))
				case z == 2:
					is := 15 * k
					sprites.DrawIcon(dst, "fangs", r.CX()-is/2, r.Y+3*k, is, sprites.Alpha(scenes.ColorTextDim, 0.55))
				default:
					scenes.DrawText(dst, t.zoneShort[z], small, r.CX(), r.Y+3*k, scenes.AlignCenter, sprites.Alpha(scenes.ColorTextDim, 0.55))
				}
			}
		}
		for i := range c.cards {
			zc := &c.cards[i]
			x, y, _ := an.At(idZombie+c.dir*8+zc.idx, zc.r.X, zc.r.Y)
			r := scenes.Rect{X: x, Y: y, W: zc.r.W, H: zc.r.H}
			if t.lit(Piece{K: Zombie, A: int32(c.dir), B: int32(zc.idx)}) {
				glow(dst, r, 5*k, pulse)
			}
			drawZombie(dst, r, zc, k)
			if c.seat == t.v.Active && t.targets&(1<<zc.idx) != 0 {
				// chosen for "Me li faccio tutti!"
				sprites.StrokeRoundRect(dst, r.X-3*k, r.Y-3*k, r.W+6*k, r.H+6*k, 6*k, 3*k, scenes.ColorAccent)
				is := min(r.W, r.H) * 0.45
				sprites.FillCircle(dst, r.X+r.W-is*0.3, r.Y+is*0.3, is*0.55, scenes.ColorAccent)
				sprites.DrawIcon(dst, "fist", r.X+r.W-is*0.3-is*0.4, r.Y+is*0.3-is*0.4, is*0.8, scenes.ColorInk)
			}
			if c.seat == t.v.Active && zc.idx == t.v.Attack {
				// The zombie whose attack's roll is waiting.
				sprites.StrokeRoundRect(dst, r.X-3*k, r.Y-3*k, r.W+6*k, r.H+6*k, 6*k, 2.5*k, scenes.ColorDanger)
			}
			if t.hover == (Piece{K: Zombie, A: int32(c.dir), B: int32(zc.idx)}) {
				sprites.StrokeRoundRect(dst, r.X-1, r.Y-1, r.W+2, r.H+2, 5*k, 2*k, scenes.ColorText)
			}
		}
		// The count against the limit, by the horde end of the arm.
		var bx, by float32
		switch pos {
		case posBottom:
			bx, by = a.X+a.W-16*k, a.Y+12*k
		case posTop:
			bx, by = a.X+a.W-16*k, a.Y+a.H-12*k
		case posLeft:
			bx, by = a.X+a.W-18*k, a.Y+a.H-12*k
		default:
			bx, by = a.X+18*k, a.Y+a.H-12*k
		}
		ring := scenes.ColorTextDim
		if c.full {
			ring = scenes.ColorDanger
		}
		sprites.FillRoundRect(dst, bx-18*k, by-10*k, 36*k, 20*k, 10*k, scenes.ColorInk)
		sprites.StrokeRoundRect(dst, bx-18*k, by-10*k, 36*k, 20*k, 10*k, 1.2*k, ring)
		scenes.DrawTextMid(dst, c.count, small, bx, by, scenes.AlignCenter, scenes.ColorText)
	}
}

// drawZombie draws a zombie card: its back, or its face with the strength
// and the symbols.
func drawZombie(dst *ebiten.Image, r scenes.Rect, zc *zcard, k float32) {
	if !zc.zv.Up {
		sprites.CardBack(dst, r.X, r.Y, r.W, r.H, colZBack, "shambling-zombie")
		if zc.str != "" {
			// Known to all: face down again, to be destroyed twice.
			rr := r.W * 0.28
			sprites.FillCircle(dst, r.X+r.W-rr*0.8, r.Y+rr*0.8, rr, colZFace)
			scenes.DrawTextMid(dst, zc.str, scenes.FontStrong(rr*1.3), r.X+r.W-rr*0.8, r.Y+rr*0.8, scenes.AlignCenter, colZInk)
		}
		return
	}
	rad := r.W * 0.08
	sprites.Shadow(dst, r.X, r.Y, r.W, r.H, rad, r.W*0.06)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, colZEdge)
	in := max(1.5, r.W*0.05)
	face := colZFace
	if zc.zfied {
		face = color.RGBA{196, 214, 186, 255}
	}
	sprites.FillRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, rad*0.7, face)
	icon := "shambling-zombie"
	if zc.zfied {
		icon = "dead-head"
	}
	is := r.W * 0.62
	sprites.DrawIcon(dst, icon, r.CX()-is/2+r.W*0.12, r.Y+r.H*0.22, is, sprites.Alpha(colZBack, 0.85))
	scenes.DrawText(dst, zc.str, scenes.FontTitle(max(13, r.H*0.36)), r.X+in*1.6, r.Y+in*0.2, scenes.AlignStart, colZInk)
	n := len(zc.zv.Symbols)
	if n > 0 {
		ss := min(r.W*0.36, (r.W-2*in)/float32(n))
		x0 := r.CX() - float32(n)*ss/2
		for i, s := range zc.zv.Symbols {
			sprites.DrawIcon(dst, symbolIcon(symbolIndex(s)), x0+float32(i)*ss, r.Y+r.H-in-ss, ss, colZInk)
		}
	}
	if zc.zv.Twice {
		sprites.StrokeRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, rad, 1.5*k, scenes.ColorDanger)
	}
}

func (t *Table) drawCenter(dst *ebiten.Image, pulse float32) {
	L := &t.lay
	k := L.k
	c := L.center
	sprites.FillRoundRect(dst, c.X, c.Y, c.W, c.H, 14*k, color.RGBA{20, 16, 16, 170})
	sprites.StrokeRoundRect(dst, c.X, c.Y, c.W, c.H, 14*k, 1.5*k, sprites.Alpha(scenes.ColorDanger, 0.5))
	h := t.horde
	scenes.DrawCountedStack(dst, t.v.Horde, h.X, h.Y, h.W, h.H, k, colZBack, "shambling-zombie")
	scenes.DrawTextShadow(dst, t.labels[4], scenes.FontStrong(max(12, 13*k)), c.X+10*k, c.Y+6*k, scenes.AlignStart, scenes.ColorTextDim)
	// The top card's arrow, and the arrows a quote may turn it to.
	for pos := range t.arrows {
		r := t.arrows[pos]
		p := Piece{K: Arrow, A: int32(t.cor[pos].dir)}
		on := pos == t.arrowPos
		if t.lit(p) {
			glow(dst, r, r.W/2, pulse)
			drawArrow(dst, r, pos, sprites.Alpha(scenes.ColorAccent, 0.8))
		} else if on {
			drawArrow(dst, r, pos, sprites.Alpha(scenes.ColorDanger, 0.55))
		}
	}
	// The arrow printed on the top card.
	if t.arrowPos >= 0 && t.v.Horde > 0 {
		top := float32(minI(t.v.Horde, 4)-1) * 3 * k
		s := min(h.W, h.H) * 0.7
		r := scenes.Rect{X: h.X + top + (h.W-s)/2, Y: h.Y - top + (h.H-s)/2, W: s, H: s}
		sprites.FillCircle(dst, r.CX(), r.CY(), s*0.5, sprites.Alpha(scenes.ColorInk, 0.75))
		drawArrow(dst, r.Inset(s*0.12), t.arrowPos, scenes.ColorDanger)
	}
}

// drawArrow draws an arrowhead in r pointing towards screen position pos.
func drawArrow(dst *ebiten.Image, r scenes.Rect, pos int, c color.RGBA) {
	cx, cy := r.CX(), r.CY()
	s := min(r.W, r.H) * 0.48
	var dx, dy float32
	switch pos {
	case posBottom:
		dy = 1
	case posTop:
		dy = -1
	case posLeft:
		dx = -1
	default:
		dx = 1
	}
	// tip, then the two back corners
	arrowPts[0] = sprites.Pt{X: cx + dx*s, Y: cy + dy*s}
	arrowPts[1] = sprites.Pt{X: cx - dx*s*0.6 - dy*s*0.9, Y: cy - dy*s*0.6 + dx*s*0.9}
	arrowPts[2] = sprites.Pt{X: cx - dx*s*0.6 + dy*s*0.9, Y: cy - dy*s*0.6 - dx*s*0.9}
	sprites.FillPolygon(dst, arrowPts[:], c)
}

func (t *Table) drawPanel(dst *ebiten.Image, an *scenes.Animator, pos int, pulse float32) {
	p := &t.pan[pos]
	L := &t.lay
	k := L.k
	r := L.panel[pos]
	if p.seat < 0 {
		return
	}
	v := &t.v
	pl := &v.Players[p.seat]
	sp := Piece{K: Survivor, A: int32(p.seat)}
	if t.lit(sp) {
		glow(dst, r, 12*k, pulse)
	}
	scenes.Panel(dst, r, 12*k)
	// the colour and token of the seat running the survivor: in the 4-player
	// game with two people, a person's two survivors look alike
	sc := scenes.SeatColor(pl.Seat)
	edge := sprites.Alpha(sc, 0.7)
	if p.seat == v.Active && !v.Over {
		edge = scenes.ColorAccent
	}
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 12*k, 2.2*k, edge)
	pp := &p.parts
	// Head: the seat's token, names.
	tr := pp.head.H * 0.5
	sprites.Token(dst, pp.head.X+tr, pp.head.CY(), tr, sprites.Mix(sc, color.RGBA{0, 0, 0, 255}, 0.4), sc, scenes.SeatIcon(pl.Seat), scenes.ColorText)
	nf := scenes.FontStrong(max(12, 14*k))
	nc := scenes.ColorText
	if p.seat == v.ToAct && t.canAct {
		nc = scenes.ColorAccent
	}
	x := pp.head.X + 2*tr + 6*k
	scenes.DrawTextMid(dst, p.subFit, nf, x, pp.head.CY(), scenes.AlignStart, nc)
	x += p.subW + 6*k
	sf := scenes.FontBody(max(12, 12*k))
	if p.nameFit != "" {
		scenes.DrawTextMid(dst, p.nameFit, sf, x, pp.head.CY(), scenes.AlignStart, scenes.ColorTextDim)
	}
	// The infection track: the last level kills.
	n := pl.Levels
	trackW := pp.track.W
	if v.Advanced {
		trackW *= 0.52
	}
	if n > 0 {
		step := min(trackW/float32(n), pp.track.H*1.6)
		rr := min(step*0.36, pp.track.H*0.45)
		for i := 1; i <= n; i++ {
			cx := pp.track.X + (float32(i)-0.5)*step
			cy := pp.track.CY()
			if i == n {
				sprites.DrawIcon(dst, "death-skull", cx-rr*1.2, cy-rr*1.2, rr*2.4, sprites.Alpha(scenes.ColorDanger, 0.9))
				continue
			}
			if i <= pl.Infection {
				sprites.FillCircle(dst, cx, cy, rr, scenes.ColorDanger)
			} else {
				sprites.StrokeCircle(dst, cx, cy, rr, 1.2*k, sprites.Alpha(scenes.ColorTextDim, 0.6))
			}
		}
		if pl.Infection > 0 && pl.Infection < n {
			cx := pp.track.X + (float32(pl.Infection)-0.5)*step
			sprites.DrawIcon(dst, "virus", cx-rr*0.9, pp.track.CY()-rr*0.9, rr*1.8, scenes.ColorInk)
		}
	}
	// Trophies under the advanced rules, at the right end of the track.
	if v.Advanced {
		for s := 0; s < 3; s++ {
			tr := pp.trophyRect(s)
			sprites.DrawIcon(dst, symbolIcon(s), tr.X, tr.Y, tr.H, scenes.ColorTextDim)
			scenes.DrawTextMid(dst, p.troph[s], sf, tr.X+tr.H+1*k, tr.CY(), scenes.AlignStart, scenes.ColorText)
		}
	}
	// The ability, once the survivor is chosen.
	if pl.Survivor != "" {
		ab := pp.ability
		ap := Piece{K: Ability, A: int32(p.seat)}
		if t.lit(ap) {
			glow(dst, ab, 6*k, pulse)
		}
		fill := color.RGBA{64, 46, 34, 255}
		if pl.Used {
			fill = color.RGBA{40, 34, 30, 255}
		}
		if t.sel == ap {
			fill = sprites.Mix(fill, scenes.ColorAccent, 0.4)
		}
		sprites.FillRoundRect(dst, ab.X, ab.Y, ab.W, ab.H, 6*k, fill)
		if t.hover == ap {
			sprites.StrokeRoundRect(dst, ab.X, ab.Y, ab.W, ab.H, 6*k, 1.5*k, scenes.ColorText)
		}
		is := ab.H * 0.72
		ic := scenes.ColorAccent
		if pl.Used {
			ic = sprites.Alpha(scenes.ColorTextDim, 0.5)
		}
		sprites.DrawIcon(dst, abilityIcon(abilityOf[pl.Survivor]), ab.X+5*k, ab.CY()-is/2, is, ic)
		af := scenes.FontBody(p.abilSz)
		tc := scenes.ColorText
		if pl.Used {
			tc = sprites.Alpha(scenes.ColorTextDim, 0.7)
		}
		if p.abilL[1] != "" {
			lh := scenes.LineHeight(af) * 0.92
			scenes.DrawTextMid(dst, p.abilL[0], af, ab.X+is+10*k, ab.CY()-lh/2, scenes.AlignStart, tc)
			scenes.DrawTextMid(dst, p.abilL[1], af, ab.X+is+10*k, ab.CY()+lh/2, scenes.AlignStart, tc)
		} else {
			scenes.DrawTextMid(dst, p.abilFit, af, ab.X+is+10*k, ab.CY(), scenes.AlignStart, tc)
		}
		if pl.Used {
			sprites.DrawIcon(dst, "cross-mark", ab.X+5*k, ab.CY()-is/2, is, scenes.ColorDanger)
		}
	}
	// Where the panel sits for the survivor in front of the screen.
	switch p.tag {
	case tagFoot:
		scenes.DrawText(dst, t.sides[pos], scenes.FontBody(max(11, 12*k)), r.X+r.W-8*k, r.Y+r.H-20*k, scenes.AlignEnd, sprites.Alpha(scenes.ColorTextDim, 0.7))
	case tagHead:
		scenes.DrawTextMid(dst, t.sides[pos], scenes.FontBody(max(11, 12*k)), pp.head.X+pp.head.W, pp.head.CY(), scenes.AlignEnd, sprites.Alpha(scenes.ColorTextDim, 0.7))
	}
	// Hands and items.
	if pl.Alive {
		for i := range p.cells {
			t.drawCell(dst, an, &p.cells[i], pulse)
		}
	}
	if f, _, flashing := an.At(idBite+p.seat, 1, 0); flashing {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 12*k, sprites.Alpha(scenes.ColorDanger, 0.55*(1-f)))
	}
	if !pl.Alive {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 12*k, colDead)
		zs := min(r.H*0.62, r.W*0.4)
		sprites.DrawIcon(dst, "raise-zombie", r.CX()-zs/2, r.CY()-zs/2, zs, sprites.Alpha(color.RGBA{170, 220, 150, 255}, 0.8))
		if pos == posBottom && v.Over {
			// after the game the frame's button lies at the bottom's middle:
			// the label goes to the left, where nothing covers it
			scenes.DrawTextShadow(dst, p.dead, scenes.FontStrong(p.deadSz), r.X+12*k, r.Y+r.H-22*k, scenes.AlignStart, color.RGBA{200, 235, 180, 255})
		} else {
			scenes.DrawTextShadow(dst, p.dead, scenes.FontStrong(p.deadSz), r.CX(), r.Y+r.H-22*k, scenes.AlignCenter, color.RGBA{200, 235, 180, 255})
		}
	}
}

// drawCell draws the hands or an item: a weapon turns a quarter per shot.
func (t *Table) drawCell(dst *ebiten.Image, an *scenes.Animator, c *cell, pulse float32) {
	k := t.lay.k
	x, y, _ := an.At(idItem+int(c.p.A)*32+int(c.p.B), c.r.X, c.r.Y)
	r := scenes.Rect{X: x, Y: y, W: c.r.W, H: c.r.H}
	lit := t.lit(c.p)
	chosen := t.canAct && (t.weapon == c.p && t.sel.K == None || t.sel == c.p)
	if c.p.K == Hands {
		rr := r.W * 0.36
		if lit {
			sprites.Glow(dst, r.CX()-rr, r.CY()-rr, 2*rr, 2*rr, rr, scenes.ColorAccent, pulse)
		}
		ring := scenes.ColorPanelEdge
		switch {
		case chosen:
			ring = scenes.ColorAccent
		case t.hover == c.p:
			ring = scenes.ColorText
		}
		sprites.Token(dst, r.CX(), r.CY(), rr, color.RGBA{70, 52, 40, 255}, ring, "fist", scenes.ColorText)
		return
	}
	turns := c.turns % 4
	cw, ch := r.W*0.68, r.H*0.92
	if turns%2 == 1 {
		cw, ch = ch, cw
	}
	cr := scenes.Rect{X: r.CX() - cw/2, Y: r.CY() - ch/2, W: cw, H: ch}
	if lit {
		glow(dst, cr, 5*k, pulse)
	}
	band := colEquip
	if c.weapon {
		band = colWeapon
	} else if c.id == "wave" {
		band = colWave
	}
	rad := min(cw, ch) * 0.1
	sprites.Shadow(dst, cr.X, cr.Y, cr.W, cr.H, rad, 3*k)
	sprites.FillRoundRect(dst, cr.X, cr.Y, cr.W, cr.H, rad, colZEdge)
	in := max(1.5, min(cw, ch)*0.05)
	sprites.FillRoundRect(dst, cr.X+in, cr.Y+in, cr.W-2*in, cr.H-2*in, rad*0.7, scenes.ColorCard)
	// The band marks the card's top edge, so its turns show.
	bw := min(cw, ch) * 0.2
	switch turns {
	case 0:
		sprites.FillRoundRect(dst, cr.X+in, cr.Y+in, cr.W-2*in, bw, rad*0.5, band)
	case 1:
		sprites.FillRoundRect(dst, cr.X+cr.W-in-bw, cr.Y+in, bw, cr.H-2*in, rad*0.5, band)
	case 2:
		sprites.FillRoundRect(dst, cr.X+in, cr.Y+cr.H-in-bw, cr.W-2*in, bw, rad*0.5, band)
	default:
		sprites.FillRoundRect(dst, cr.X+in, cr.Y+in, bw, cr.H-2*in, rad*0.5, band)
	}
	is := min(cw, ch) * 0.72
	drawIconTurned(dst, c.icon, cr.CX(), cr.CY(), is, turns, sprites.Mix(band, scenes.ColorInk, 0.35))
	if chosen {
		sprites.StrokeRoundRect(dst, cr.X-2*k, cr.Y-2*k, cr.W+4*k, cr.H+4*k, rad+2*k, 2.2*k, scenes.ColorAccent)
	} else if t.hover == c.p {
		sprites.StrokeRoundRect(dst, cr.X-1, cr.Y-1, cr.W+2, cr.H+2, rad+1, 1.5*k, scenes.ColorText)
	}
	if c.ammo != "" {
		f := scenes.FontStrong(max(11, 12*k))
		w := scenes.TextWidth(c.ammo, f) + 10*k
		bx, by := r.X+r.W-w, r.Y+r.H-18*k
		sprites.FillRoundRect(dst, bx, by, w, 18*k, 9*k, scenes.ColorInk)
		sprites.StrokeRoundRect(dst, bx, by, w, 18*k, 9*k, 1.2*k, band)
		scenes.DrawTextMid(dst, c.ammo, f, bx+w/2, by+9*k, scenes.AlignCenter, scenes.ColorText)
	}
}

// drawIconTurned draws an icon centred at (cx, cy) turned by quarter turns.
func drawIconTurned(dst *ebiten.Image, name string, cx, cy, size float32, turns int, c color.RGBA) {
	if turns == 0 {
		sprites.DrawIcon(dst, name, cx-size/2, cy-size/2, size, c)
		return
	}
	px := int(math.Ceil(float64(size)))
	img := sprites.Icon(name, px)
	iconOp.GeoM.Reset()
	s := float64(size) / float64(px)
	iconOp.GeoM.Translate(-float64(px)/2, -float64(px)/2)
	iconOp.GeoM.Rotate(float64(turns) * math.Pi / 2)
	iconOp.GeoM.Scale(s, s)
	iconOp.GeoM.Translate(float64(cx), float64(cy))
	iconOp.ColorScale.Reset()
	sprites.ScaleColor(&iconOp.ColorScale, c)
	iconOp.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &iconOp)
}

func (t *Table) drawRubble(dst *ebiten.Image, pulse float32) {
	L := &t.lay
	k := L.k
	r := L.rubble
	scenes.DrawTextShadow(dst, t.labels[0], scenes.FontStrong(max(12, 14*k)), r.X+4*k, r.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	for i := range t.piles {
		p := &t.piles[i]
		pc := Piece{K: Pile, A: int32(i)}
		if t.lit(pc) {
			glow(dst, p.r, 6*k, pulse)
		}
		scenes.DrawCountedStack(dst, p.n, p.r.X, p.r.Y, p.r.W, p.r.H, k, colRubble, "crowbar")
		if p.top != "" {
			// What everybody saw on top: the memory game's hint.
			s := p.r.W * 0.42
			ox := float32(minI(p.n, 4)-1) * 3 * k
			cx, cy := p.r.X+ox+s*0.6, p.r.Y-ox+p.r.H-s*0.6
			sprites.FillCircle(dst, cx, cy, s*0.6, scenes.ColorCard)
			sprites.DrawIcon(dst, p.top, cx-s*0.42, cy-s*0.42, s*0.84, colRubble)
		}
		if t.hover == pc {
			sprites.StrokeRoundRect(dst, p.r.X-1, p.r.Y-1, p.r.W+2, p.r.H+2, 6*k, 2*k, scenes.ColorText)
		}
	}
}

func minI(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func (t *Table) drawGrave(dst *ebiten.Image) {
	L := &t.lay
	k := L.k
	r := L.grave
	scenes.DrawTextShadow(dst, t.labels[1], scenes.FontStrong(max(12, 14*k)), r.X+4*k, r.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	cw := min(30*k, r.W/7)
	ch := cw / 0.74
	x := r.X + 4*k
	y := r.Y + 26*k
	f := scenes.FontStrong(max(12, 12*k))
	for s := 2; s < len(t.graveZ); s++ {
		n := t.graveZ[s]
		if n == 0 {
			continue
		}
		zc := zcard{zv: zcardFace, str: num(s), zfied: s == 7}
		drawZombie(dst, scenes.Rect{X: x, Y: y, W: cw, H: ch}, &zc, k)
		scenes.DrawText(dst, t.graveN[s], f, x+cw/2, y+ch+2*k, scenes.AlignCenter, scenes.ColorTextDim)
		x += cw + 8*k
	}
	for i, id := range t.graveR {
		ir, ok := t.graveItem(i)
		if !ok {
			break
		}
		sprites.FillRoundRect(dst, ir.X, ir.Y, ir.W, ir.H, 4*k, sprites.Alpha(scenes.ColorCard, 0.8))
		sprites.DrawIcon(dst, itemIcon(id), ir.X+ir.W*0.12, ir.Y+ir.H*0.12, ir.W*0.76, colRubble)
	}
}

// graveItem is where the i-th item of the graveyard lies, in rows under its
// zombies; ok is false when it finds no room there.
func (t *Table) graveItem(i int) (r scenes.Rect, ok bool) {
	L := &t.lay
	k := L.k
	g := L.grave
	ch := min(30*k, g.W/7) / 0.74
	is := min(24*k, g.W/10)
	x, y := g.X+4*k, g.Y+26*k+ch+22*k
	for j := 0; ; j++ {
		if x+is > g.X+g.W {
			x = g.X + 4*k
			y += is + 4*k
		}
		if y+is > g.Y+g.H {
			return scenes.Rect{}, false
		}
		if j == i {
			return scenes.Rect{X: x, Y: y, W: is, H: is}, true
		}
		x += is + 4*k
	}
}

// zcardFace draws graveyard cards face up.
var zcardFace = offthedead.ZombieView{Up: true}

func (t *Table) drawTray(dst *ebiten.Image, an *scenes.Animator) {
	L := &t.lay
	k := L.k
	r := L.tray
	if len(t.turned) == 0 {
		return
	}
	scenes.DrawTextShadow(dst, t.labels[2], scenes.FontStrong(max(12, 14*k)), r.X+4*k, r.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	for i := range t.turned {
		c := &t.turned[i]
		x, y, _ := an.At(idTurned+i, c.r.X, c.r.Y)
		p, _, flipping := an.At(idFlip+i, 1, 0)
		w := c.r.W
		if flipping && p < 0.5 {
			fw := w * (1 - 2*p)
			sprites.CardBack(dst, x+(w-fw)/2, y, max(fw, 1), c.r.H, colRubble, "crowbar")
			continue
		}
		if flipping {
			fw := w * (2*p - 1)
			x += (w - fw) / 2
			w = max(fw, 1)
		}
		drawItemCard(dst, scenes.Rect{X: x, Y: y, W: w, H: c.r.H}, c)
	}
}

// itemHeadW is the room for a name in the header of a turned card tw wide:
// the header inside the card's edge, less a little on either side.
func itemHeadW(tw float32) float32 { return tw - 4*tw*0.035 - 4 }

// fitItemName fits an item's name, whole, in a turned card's header wd wide:
// on as few lines as hold it (at most three), in the largest size of the
// display face from 14 pixels (by the unit k) down to 12 that holds it there.
// A card's header is too narrow for "Colt Anaconda" on one line at a small
// window, and for the surprise wave's name on two.
func fitItemName(name string, wd, k float32) (float32, []string) {
	hi := max(12, 14*k)
	for n := 1; n <= 3; n++ {
		for size := hi; size >= 12; size -= 0.5 {
			f := scenes.FontTitle(size)
			if ls := wrapName(name, f, wd); len(ls) <= n && widestLine(ls, f) <= wd {
				return size, ls
			}
		}
	}
	f := scenes.FontTitle(12)
	ls := wrapName(name, f, wd)
	for i := range ls {
		ls[i] = scenes.Ellipsize(ls[i], f, wd)
	}
	return 12, ls[:min(len(ls), 3)]
}

// softHyphen marks where a catalog's name may break inside a word
// ("Ketten\u00adsäge"): shown as a hyphen at the end of a line, else not at
// all.
const softHyphen = "\u00ad"

// wrapName breaks a name into lines no wider than wd in f, between words,
// after a hyphen ("Night-" over "vision") or at a soft hyphen ("Ketten-"
// over "säge"): a name has no word to lose.
func wrapName(s string, f text.Face, wd float32) []string {
	var out []string
	line, soft := "", false // the line so far, and whether it ends at a soft hyphen
	shown := func(line string, soft bool) string {
		if soft {
			return line + "-"
		}
		return line
	}
	for _, w := range scenes.Words(s) {
		for i, part := range splitName(w) {
			piece, breaks := strings.CutSuffix(part, softHyphen)
			next := line + piece
			if i == 0 && line != "" {
				next = line + " " + piece
			}
			if line == "" || scenes.TextWidth(shown(next, breaks), f) <= wd {
				line, soft = next, breaks
				continue
			}
			out = append(out, shown(line, soft))
			line, soft = piece, breaks
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// splitName cuts a word of a name after each hyphen and each soft hyphen,
// which the pieces keep.
func splitName(w string) []string {
	var out []string
	for w != "" {
		i := strings.IndexAny(w, "-"+softHyphen)
		if i < 0 {
			break
		}
		_, size := utf8.DecodeRuneInString(w[i:])
		out = append(out, w[:i+size])
		w = w[i+size:]
	}
	if w != "" {
		out = append(out, w)
	}
	return out
}

// widestLine is the width of the widest of ls in f.
func widestLine(ls []string, f text.Face) float32 {
	var w float32
	for _, l := range ls {
		w = max(w, scenes.TextWidth(l, f))
	}
	return w
}

// itemHeadH is the height of the header of turned card c: a card's usual
// header, grown to hold its name's lines.
func itemHeadH(c *turned) float32 {
	return max(c.r.H*0.15, float32(len(c.nameL))*scenes.LineHeight(scenes.FontTitle(c.nameSz))+2)
}

// cardFrame draws a card's shadow, edge and face over r, and returns the
// corner's radius and the edge's width the card's parts are placed by.
func cardFrame(dst *ebiten.Image, r scenes.Rect) (rr, in float32) {
	x, y, w, h := r.X, r.Y, r.W, r.H
	rr = w * 0.07
	sprites.Shadow(dst, x, y, w, h, rr, w*0.06)
	sprites.FillRoundRect(dst, x, y, w, h, rr, colZEdge)
	in = w * 0.035
	sprites.FillRoundRect(dst, x+in, y+in, w-2*in, h-2*in, rr*0.7, scenes.ColorCard)
	return rr, in
}

// drawItemCard draws a rubble card face up, r a turned card's place (its
// width narrowed while it flips): the name whole in its header, grown to
// the lines the name takes, and the item's icon under it.
func drawItemCard(dst *ebiten.Image, r scenes.Rect, c *turned) {
	band := colEquip
	if m := itemMeta(c.id); m != nil && m.Kind == "weapon" {
		band = colWeapon
	} else if c.id == "wave" {
		band = colWave
	}
	x, y, w, h := r.X, r.Y, r.W, r.H
	rr, in := cardFrame(dst, r)
	if r.W < 20 {
		return
	}
	hh := itemHeadH(c)
	head := scenes.Rect{X: x + in*2, Y: y + in*2, W: w - in*4, H: hh}
	sprites.FillRoundRect(dst, head.X, head.Y, head.W, head.H, rr*0.5, band)
	art := scenes.Rect{X: head.X, Y: head.Y + hh + in, W: head.W, H: y + h - in*2 - (head.Y + hh + in)}
	sprites.FillRoundRect(dst, art.X, art.Y, art.W, art.H, rr*0.4, sprites.Mix(band, scenes.ColorInk, 0.5))
	if r.W >= c.r.W {
		f := scenes.FontTitle(c.nameSz)
		lh := scenes.LineHeight(f)
		top := head.CY() - float32(len(c.nameL))*lh/2
		for i, line := range c.nameL {
			scenes.DrawTextMid(dst, line, f, head.CX(), top+(float32(i)+0.5)*lh, scenes.AlignCenter, scenes.ColorText)
		}
	}
	is := min(art.W, art.H) * 0.8
	sprites.DrawIcon(dst, c.icon, art.CX()-is/2, art.CY()-is/2, is, sprites.Alpha(scenes.ColorCard, 0.92))
}

func (t *Table) drawDice(dst *ebiten.Image, tc *scenes.TableContext) {
	L := &t.lay
	k := L.k
	r := L.dice
	scenes.DrawTextShadow(dst, t.labels[3], scenes.FontStrong(max(12, 14*k)), r.X+4*k, r.Y+2*k, scenes.AlignStart, scenes.ColorTextDim)
	d := t.die
	if t.v.Die > 0 {
		scenes.DrawDie(dst, tc, idDie, t.v.Die, d.X, d.Y, d.W, scenes.ColorCard, scenes.ColorInk)
	} else {
		sprites.StrokeRoundRect(dst, d.X, d.Y, d.W, d.H, d.W*0.18, 1.5*k, sprites.Alpha(scenes.ColorTextDim, 0.4))
	}
	if t.event != "" {
		x := d.X + d.W + 12*k
		scenes.DrawText(dst, t.event, scenes.FontStrong(max(12, 14*k)), x, d.Y, scenes.AlignStart, scenes.ColorDanger)
		bf := scenes.FontBody(max(12, 13*k))
		lh := scenes.LineHeight(bf)
		for i, line := range t.eventFit {
			y := d.Y + 20*k + float32(i)*lh
			if y+lh > r.Y+r.H {
				break
			}
			scenes.DrawText(dst, line, bf, x, y, scenes.AlignStart, scenes.ColorTextDim)
		}
	}
	scenes.DrawText(dst, t.turnText, scenes.FontStrong(max(12, 13*k)), r.X+r.W-4*k, r.Y+2*k, scenes.AlignEnd, scenes.ColorTextDim)
}

func (t *Table) drawPrompt(dst *ebiten.Image, k float32) {
	L := &t.lay
	r := L.prompt
	face := scenes.FontStrong(t.promptSz)
	pw := min(t.promptWidth()+28*k, r.W)
	sprites.FillRoundRect(dst, r.X, r.Y, pw, r.H, min(r.H/2, 16*k), colBar)
	c := scenes.ColorTextDim
	switch {
	case t.refused != "":
		c = scenes.ColorDanger
		sprites.StrokeRoundRect(dst, r.X, r.Y, pw, r.H, min(r.H/2, 16*k), 1.5*k, sprites.Alpha(scenes.ColorDanger, 0.8))
	case t.canAct:
		c = scenes.ColorAccent
		sprites.StrokeRoundRect(dst, r.X, r.Y, pw, r.H, min(r.H/2, 16*k), 1.5*k, sprites.Alpha(scenes.ColorAccent, 0.7))
	}
	if t.promptL[1] == "" {
		scenes.DrawTextMid(dst, t.promptL[0], face, r.X+14*k, r.CY(), scenes.AlignStart, c)
	} else {
		lh := r.H / 2
		scenes.DrawTextMid(dst, t.promptL[0], face, r.X+14*k, r.Y+lh*0.55+1*k, scenes.AlignStart, c)
		scenes.DrawTextMid(dst, t.promptL[1], face, r.X+14*k, r.Y+lh*1.45-1*k, scenes.AlignStart, c)
	}
	for i := range t.buttons {
		t.buttons[i].b.Draw(dst, k)
	}
	if t.quoteTog.R.W > 0 {
		t.quoteTog.Draw(dst, k)
	}
	if t.cancel.R.W > 0 {
		t.cancel.Draw(dst, k)
	}
}

func (t *Table) drawQuotes(dst *ebiten.Image, k float32) {
	L := &t.lay
	r := L.pick
	if n := len(t.quotes); n > 0 {
		last := t.quotes[n-1].b.R
		r.H = min(r.H, last.Y+last.H+12*k-r.Y)
	}
	scenes.Panel(dst, r, 12*k)
	scenes.DrawText(dst, t.lang.T("offthedead.table.quotes"), scenes.FontTitle(max(16, 22*k)), r.X+12*k, r.Y+6*k, scenes.AlignStart, scenes.ColorAccent)
	for i := range t.quotes {
		t.quotes[i].b.Draw(dst, k)
	}
}
