package corridors

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
	"zombietable/sprites"
)

// litKind is a kind of thing a line of the log speaks of.
type litKind uint8

const (
	litSurvivor litKind = iota + 1 // survivor a's panel
	litPile                        // rubble pile a
	litItem                        // item id of survivor a: in slot b when it still lies there, else where one lies (the graveyard)
	litHands                       // survivor a's bare hands
	litAbility                     // survivor a's ability
	litPlace                       // a zombie's place as the view before showed it: corridor at direction a, zone b, c-th of d there
	litZone                        // zone b of the corridor at direction a
	litArm                         // the corridor at direction a
	litArrow                       // the arrow towards direction a
	litSymbol                      // survivor a's trophies of symbol b, which paid a quote
)

// litRef is one thing a line of the log speaks of.
type litRef struct {
	kind       litKind
	a, b, c, d int
	id         string
}

// maxLit is the most things one line of the log speaks of.
const maxLit = 8

// logLight is what the hovered line of the log speaks of: the survivor who
// acted (when seen) and up to maxLit things, found on the table as it is
// now.
type logLight struct {
	seen bool
	surv int
	n    int
	ref  [maxLit]litRef
}

// LogHovered lights what the hovered line of the log speaks of: the
// survivor who acted, the piles, zombie, weapon, item, ability, quote,
// neighbour and corridors of the action.
func (t *Table) LogHovered(tc *scenes.TableContext, i int) {
	if i < 0 {
		t.logLit = logLight{}
		return
	}
	t.lightLog(tc.PlayedAround(i))
}

// lightLog sets what is lit for action a played from view before, after
// which the seat saw view after (ok false when the app does not know them).
// It reads what every seat sees: the survivors, their items, the corridors
// as they were, the horde's size. A card put back on a pile lights the pile
// alone, never which card went there. a is -1 when the seat may not know
// the action, and then only the survivor is lit.
func (t *Table) lightLog(before, after any, a game.Action, ok bool) {
	t.logLit = logLight{}
	v, isV := before.(offthedead.View)
	if !ok || !isV || v.ToAct < 0 || v.ToAct >= len(v.Players) || len(v.Corridors) != len(v.Players) {
		return
	}
	l := &t.logLit
	l.seen, l.surv = true, v.ToAct
	if a < 0 || v.Active < 0 || v.Active >= len(v.Players) {
		return
	}
	add := func(r litRef) {
		for _, o := range l.ref[:l.n] {
			if o == r {
				return
			}
		}
		if l.n < maxLit {
			l.ref[l.n] = r
			l.n++
		}
	}
	act := v.Active
	dir := v.Players[act].Dir
	survivor := func(s int) {
		if s >= 0 && s < len(v.Players) && s != l.surv {
			add(litRef{kind: litSurvivor, a: s})
		}
	}
	item := func(s, slot int) string {
		if slot < 0 || slot >= len(v.Players[s].Items) {
			return ""
		}
		id := v.Players[s].Items[slot].ID
		add(litRef{kind: litItem, a: s, b: slot, id: id})
		return id
	}
	// place lights zombie i of survivor s's corridor where the view before
	// showed it.
	place := func(s, i int) {
		if s < 0 || s >= len(v.Corridors) {
			return
		}
		zs := v.Corridors[s].Zombies
		if i < 0 || i >= len(zs) {
			return
		}
		z := zs[i].Zone
		r := litRef{kind: litPlace, a: v.Corridors[s].Dir, b: z}
		for j, o := range zs {
			if o.Zone == z {
				if j < i {
					r.c++
				}
				r.d++
			}
		}
		add(r)
	}
	op, x, y := offthedead.DecodeAction(a)
	switch op {
	case offthedead.OpSearch, offthedead.OpSecond, offthedead.OpPlace:
		add(litRef{kind: litPile, a: x})
	case offthedead.OpThrow:
		// the item now lies last among the neighbour's
		if n := sideOf(&v, act, y); n >= 0 && x < len(v.Players[act].Items) {
			add(litRef{kind: litItem, a: n, b: len(v.Players[n].Items), id: v.Players[act].Items[x].ID})
			survivor(n)
		}
	case offthedead.OpAttack:
		if x == bare {
			add(litRef{kind: litHands, a: act})
		} else {
			item(act, x)
		}
		place(act, y)
	case offthedead.OpItem:
		switch item(act, x) {
		case "magazine":
			item(act, y)
		case "jerrycan":
			if y >= fill {
				item(act, y-fill)
			} else {
				add(litRef{kind: litZone, a: dir, b: y})
			}
		case "toy":
			place(act, y)
		}
	case offthedead.OpAbility:
		add(litRef{kind: litAbility, a: v.ToAct})
		if abilityOf[v.Players[v.ToAct].Survivor] == "scavenge" {
			add(litRef{kind: litPile, a: x})
		}
		survivor(y)
	case offthedead.OpQuote:
		add(litRef{kind: litSymbol, a: act, b: x % 3})
		switch x / 3 {
		case qWhat:
			place(seatAt(&v, y/8), y%8)
		case qLookout:
			add(litRef{kind: litArrow, a: y})
		case qRetarget:
			place(act, y)
		case qAll3:
			for i := range len(v.Corridors[act].Zombies) {
				if y&(1<<i) != 0 {
					place(act, i)
				}
			}
		case qBruceLee:
			add(litRef{kind: litArm, a: dir})
		case qStepped:
			add(litRef{kind: litPile, a: y})
		}
	case offthedead.OpLead:
		if n := sideOf(&v, act, x); n >= 0 {
			survivor(n)
			add(litRef{kind: litArm, a: v.Players[n].Dir})
		}
	case offthedead.OpJunk:
		item(act, x)
	}
	// The corridors zombies entered, as the lines under it say: the horde
	// (or the cards held to turn) gave them.
	w, isV := after.(offthedead.View)
	if !isV || len(w.Players) != len(v.Players) || len(w.Corridors) != len(v.Corridors) || w.Horde >= v.Horde && w.Held >= v.Held {
		return
	}
	for p := range w.Players {
		if w.Players[p].Alive && len(w.Corridors[p].Zombies) > len(v.Corridors[p].Zombies) {
			add(litRef{kind: litArm, a: w.Corridors[p].Dir})
		}
	}
}

// litRect is where a thing the log speaks of lies on the table now (the
// zero Rect when it is not there: an item used up, a survivor dead, a
// corridor nobody holds).
func (t *Table) litRect(r litRef) scenes.Rect {
	L := &t.lay
	switch r.kind {
	case litPile:
		if r.a >= 0 && r.a < len(t.piles) {
			return t.piles[r.a].r
		}
	case litPlace, litZone, litArm, litArrow:
		// the horde's top card may turn towards a corridor nobody holds
		pos := t.posOfDir(r.a)
		if pos < 0 || t.cor[pos].seat < 0 && r.kind != litArrow {
			break
		}
		switch r.kind {
		case litPlace:
			if r.b >= 0 && r.b < 3 && r.c >= 0 && r.c < r.d {
				return L.cardAt(pos, r.b, r.c, r.d)
			}
		case litZone:
			if r.b >= 0 && r.b < 3 {
				return L.zone[pos][r.b]
			}
		case litArm:
			return L.arm[pos]
		default:
			return t.arrows[pos]
		}
	case litItem:
		if pos := t.posOfSeat(r.a); pos >= 0 && t.v.Players[r.a].Alive {
			items := t.v.Players[r.a].Items
			if r.b >= 0 && r.b < len(items) && items[r.b].ID == r.id && r.b+1 < len(t.pan[pos].cells) {
				return t.pan[pos].cells[r.b+1].r
			}
			for i, it := range items {
				if it.ID == r.id && i+1 < len(t.pan[pos].cells) {
					return t.pan[pos].cells[i+1].r
				}
			}
		}
		for i, id := range t.graveR {
			if id == r.id {
				g, _ := t.graveItem(i)
				return g
			}
		}
	default:
		pos := t.posOfSeat(r.a)
		if pos < 0 {
			break
		}
		p := &t.pan[pos]
		switch r.kind {
		case litSurvivor:
			return L.panel[pos]
		case litAbility:
			return p.parts.ability
		case litHands:
			if t.v.Players[r.a].Alive && len(p.cells) > 0 {
				return p.cells[0].r
			}
		case litSymbol:
			if t.v.Advanced && r.b >= 0 && r.b < 3 {
				return p.parts.trophyRect(r.b)
			}
		}
	}
	return scenes.Rect{}
}

// drawLogLit rings the survivor who played the hovered line of the log, and
// their panel, and lights the things it speaks of, as the other tables do.
func (t *Table) drawLogLit(dst *ebiten.Image) {
	l := &t.logLit
	if !l.seen {
		return
	}
	k := t.lay.k
	w := max(2.5, 3*k)
	if r := t.litRect(litRef{kind: litSurvivor, a: l.surv}); r.W > 0 {
		sprites.StrokeRoundRect(dst, r.X-2*k, r.Y-2*k, r.W+4*k, r.H+4*k, 14*k, w, scenes.ColorText)
	}
	for _, ref := range l.ref[:l.n] {
		r := t.litRect(ref)
		if r.W <= 0 {
			continue
		}
		if ref.kind == litSurvivor {
			sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 12*k, w, scenes.ColorText)
			continue
		}
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, sprites.Alpha(scenes.ColorText, 0.22))
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 6*k, w, scenes.ColorText)
	}
}
