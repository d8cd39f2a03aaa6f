package corridors

import (
	"strings"

	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// Tooltip gives the full text of the piece under the pointer and, when it
// cannot be used now, why.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	if !t.has {
		return ""
	}
	for _, b := range t.buttons {
		if b.b.R.Contains(x, y) {
			return b.b.Tip
		}
	}
	for _, q := range t.quotes {
		if q.b.R.Contains(x, y) {
			return q.b.Tip
		}
	}
	if t.quoteTog.R.W > 0 && t.quoteTog.R.Contains(x, y) {
		return t.quoteTog.Tip
	}
	if pr := t.lay.prompt; pr.Contains(x, y) && x < pr.X+t.promptWidth()+28*t.lay.k {
		// the prompt, whole
		if t.refused != "" {
			return t.refused
		}
		return t.prompt
	}
	p := t.pieceAt(x, y)
	if t.v.Choosing {
		tip := t.offerTip(p)
		if why := t.castRefusal(tc.WhyNot, x, y); why != "" {
			tip += "\n" + why
		}
		return tip
	}
	if p.K == None {
		p = Piece{K: sceneryKind, A: int32(t.region(x, y))}
		if p.A == 0 {
			return ""
		}
	}
	key := tipKey{p: p, sel: t.sel, lang: t.lang}
	if key != t.tipKey {
		t.tipKey = key
		if p.K == sceneryKind {
			t.tipText = t.scenery(x, y)
		} else {
			t.tipText = t.describe(p)
		}
	}
	return t.tipText
}

// sceneryKind marks a tooltip's key as a region of the table, not a piece.
const sceneryKind Kind = 100

// region numbers the part of the table under (x, y) that is not a piece, 0
// for none: the tooltips of the scenery are cached by it.
func (t *Table) region(x, y float32) int {
	L := &t.lay
	switch {
	case L.center.Contains(x, y):
		return 1
	case L.dice.Contains(x, y):
		return 2
	case L.grave.Contains(x, y):
		return 3
	}
	for i, c := range t.turned {
		if c.r.Contains(x, y) {
			return 10 + i
		}
	}
	for pos := range t.cor {
		for z := 0; z < 3; z++ {
			if L.zone[pos][z].Contains(x, y) {
				return 20 + pos*3 + z
			}
		}
	}
	return 0
}

// scenery describes what is not a piece: the horde, a corridor, the die,
// the graveyard, the cards turned.
func (t *Table) scenery(x, y float32) string {
	l := t.lang
	v := &t.v
	L := &t.lay
	switch {
	case t.horde.Contains(x, y) || L.center.Contains(x, y):
		s := l.F("offthedead.table.t_horde", "n", v.Horde)
		if t.arrowPos >= 0 {
			s += t.hordeArrow(t.cor[t.arrowPos].seat)
		}
		return s
	case L.dice.Contains(x, y):
		s := l.T("offthedead.table.t_die_none")
		if v.Die > 0 {
			s = l.F("offthedead.table.t_die", "roll", v.Die)
		}
		if e := eventMeta(v.Event); e != nil {
			s += "\n" + l.F("offthedead.table.t_event", "name", eventName(l, e.ID), "text", eventText(l, e.ID))
		}
		return s
	case L.grave.Contains(x, y):
		var zs, rs []string
		for _, s := range v.GraveZ {
			zs = append(zs, num(s))
		}
		for _, id := range v.GraveR {
			rs = append(rs, itemName(l, id))
		}
		out := l.T("offthedead.table.t_grave")
		if len(zs) == 0 {
			out += l.T("offthedead.table.t_grave_noz")
		} else {
			out += l.F("offthedead.table.t_grave_z", "strengths", strings.Join(zs, ", "))
		}
		return out + l.F("offthedead.table.t_grave_r", "items", orNone(l, rs))
	case L.tray.Contains(x, y):
		for _, c := range t.turned {
			if c.r.Contains(x, y) {
				return l.F("offthedead.table.t_turned", "cards", c.name) + "\n" + itemText(l, c.id)
			}
		}
	}
	for pos := range t.cor {
		c := &t.cor[pos]
		if c.seat < 0 || !L.arm[pos].Contains(x, y) {
			continue
		}
		s := l.F("offthedead.table.t_corridor", "who", survivorName(l, v.Players[c.seat].Survivor), "n", len(v.Corridors[c.seat].Zombies), "total", v.Limit, "max", v.Limit)
		for z := 0; z < 3; z++ {
			if L.zone[pos][z].Contains(x, y) && t.sel.K != None && t.plan.isTarget(t.sel, t.via, Piece{K: Zone, A: int32(c.dir), B: int32(z)}) {
				s += l.F("offthedead.table.t_zone", "zone", t.zoneName[z])
			}
		}
		return s
	}
	for pos := range t.cor {
		if t.cor[pos].seat < 0 && L.arm[pos].Contains(x, y) {
			return l.T("offthedead.table.empty_side")
		}
	}
	return ""
}

func orNone(l scenes.Lang, xs []string) string {
	if len(xs) == 0 {
		return l.T("offthedead.table.none")
	}
	return strings.Join(xs, ", ")
}

// describe is a piece's tooltip.
func (t *Table) describe(p Piece) string {
	l := t.lang
	v := &t.v
	var b strings.Builder
	src := t.sel
	switch p.K {
	case Pile:
		pv := v.Rubble[p.A]
		b.WriteString(l.F("offthedead.table.t_pile", "pile", int(p.A)+1, "n", pv.Cards))
		var known []string
		for i := len(pv.Known) - 1; i >= 0; i-- {
			if pv.Known[i] != "" {
				known = append(known, num(len(pv.Known)-i)+". "+itemName(l, pv.Known[i]))
			}
		}
		if len(known) > 0 {
			b.WriteString(l.F("offthedead.table.t_pile_known", "cards", strings.Join(known, ", ")))
		}
		if !v.MemoryAid {
			b.WriteString(l.T("offthedead.table.t_memory"))
		}
		if a, ok := t.plan.find(Gesture{To: p}); ok {
			switch op, _, _ := offthedead.DecodeAction(a); op {
			case offthedead.OpSearch:
				b.WriteString(l.T("offthedead.table.t_search"))
			case offthedead.OpSecond:
				b.WriteString(l.T("offthedead.table.t_second"))
			case offthedead.OpPlace:
				b.WriteString(l.T("offthedead.table.t_place"))
			}
		} else if src.K != None && t.plan.isTarget(src, t.via, p) {
			b.WriteString("\n→ " + t.pieceName(src))
		} else if t.canAct && !t.window && !t.plan.hasOp(offthedead.OpSearch) && t.plan.hasOp(offthedead.OpAttack) {
			b.WriteString(l.T("offthedead.table.t_nosearch"))
		}
	case Zombie:
		t.describeZombie(&b, p)
	case Survivor:
		t.describeSurvivor(&b, int(p.A))
	case Item:
		id := t.itemID(p)
		b.WriteString(l.F("offthedead.table.t_item", "name", itemName(l, id), "text", itemText(l, id)))
		if pl := v.Players[p.A]; int(p.B) < len(pl.Items) && pl.Items[p.B].Rounds > 0 {
			it := pl.Items[p.B]
			b.WriteString(l.F("offthedead.table.t_ammo", "n", it.Ammo, "max", it.Rounds))
			if it.Ammo == 0 {
				b.WriteString(l.T("offthedead.table.t_empty"))
			}
		}
		t.describeUse(&b, p)
	case Hands:
		pl := v.Players[p.A]
		if pl.Corridor {
			b.WriteString(l.F("offthedead.table.t_hands_c", "strength", pl.Strength))
		} else {
			b.WriteString(l.F("offthedead.table.t_hands", "strength", pl.Strength))
		}
		t.describeUse(&b, p)
	case Ability:
		pl := v.Players[p.A]
		b.WriteString(l.F("offthedead.table.t_ability", "name", abilityName(l, pl.Survivor), "text", abilityText(l, pl.Survivor)))
		if pl.Used {
			b.WriteString(l.T("offthedead.table.t_ab_used"))
		}
		t.describeUse(&b, p)
	case Arrow:
		seat := seatAt(v, int(p.A))
		who := l.T("offthedead.table.nobody")
		if seat >= 0 {
			who = survivorName(l, v.Players[seat].Survivor)
		}
		b.WriteString(l.F("offthedead.table.t_arrow", "who", who))
	case Quote:
		q := int(p.A) / 3
		cost := 0
		if m := quoteMeta(q); m != nil {
			cost = m.Cost
		}
		b.WriteString(l.F("offthedead.table.t_quote", "name", quoteName(l, q), "cost", cost, "symbols", symbolWord(l, symbolNames[int(p.A)%3]), "text", quoteText(l, q)))
	}
	return b.String()
}

// describeUse says what the piece can do now, or why it cannot.
func (t *Table) describeUse(b *strings.Builder, p Piece) {
	l := t.lang
	if t.plan.isSource(p) {
		var uses []string
		for _, g := range t.plan.gest {
			if g.From != p {
				continue
			}
			u := t.useName(g)
			dup := false
			for _, x := range uses {
				dup = dup || x == u
			}
			if !dup {
				uses = append(uses, u)
			}
		}
		b.WriteString(l.F("offthedead.table.t_pickup", "uses", strings.Join(uses, "; ")))
		return
	}
	if t.sel.K != None && t.plan.isTarget(t.sel, t.via, p) {
		b.WriteString("\n→ " + t.pieceName(t.sel))
		return
	}
	if (p.K == Item || p.K == Hands) && t.canAct && int(p.A) != t.v.Active {
		b.WriteString(l.T("offthedead.table.t_notnow"))
	}
}

// useName names what a gesture does, for a tooltip.
func (t *Table) useName(g Gesture) string {
	l := t.lang
	v := &t.v
	sname := func(s int32) string {
		if s >= 0 && int(s) < len(v.Players) {
			return survivorName(l, v.Players[s].Survivor)
		}
		return "—"
	}
	switch g.To.K {
	case Survivor:
		if g.From.K == Ability {
			return l.F("offthedead.table.u_ability", "who", sname(g.To.A))
		}
		if int(g.To.A) == v.Active && g.From.K == Item {
			return l.T("offthedead.table.u_use")
		}
		return l.F("offthedead.table.u_throw", "who", sname(g.To.A))
	case Zombie:
		if g.From.K == Item && !t.isWeapon(g.From) {
			return l.T("offthedead.table.u_send")
		}
		return l.T("offthedead.table.u_attack")
	case Zone:
		return l.F("offthedead.table.u_zone", "zone", t.zoneName[g.To.B])
	case Item:
		return l.F("offthedead.table.u_reload", "weapon", t.pieceName(g.To))
	case Pile:
		return l.T("offthedead.table.u_pile")
	case Arrow:
		return l.T("offthedead.table.u_arrow")
	}
	return t.pieceName(g.From)
}

// power is what an attack from src adds to the die: the survivor's
// strength and the weapon's power.
func (t *Table) power(src Piece) int {
	v := &t.v
	if src.A < 0 || int(src.A) >= len(v.Players) {
		return 0
	}
	n := v.Players[src.A].Strength
	if src.K == Item {
		if m := itemMeta(t.itemID(src)); m != nil {
			n += m.Power
		}
	}
	return n
}

func (t *Table) describeZombie(b *strings.Builder, p Piece) {
	l := t.lang
	v := &t.v
	zc := t.zombieCard(int(p.A), int(p.B))
	if zc == nil {
		return
	}
	if zc.str != "" {
		b.WriteString(l.F("offthedead.table.t_zombie", "strength", zc.zv.Strength))
		if len(zc.zv.Symbols) > 0 {
			var ss []string
			for _, s := range zc.zv.Symbols {
				ss = append(ss, symbolWord(l, s))
			}
			b.WriteString(l.F("offthedead.table.t_symbols", "symbols", strings.Join(ss, ", ")))
		}
	} else {
		b.WriteString(l.T("offthedead.table.t_zombie_dn"))
	}
	if zc.zv.Twice {
		b.WriteString(l.T("offthedead.table.t_twice"))
	}
	seat := seatAt(v, int(p.A))
	if seat >= 0 {
		b.WriteString(l.F("offthedead.table.t_inzone", "zone", t.zoneName[zc.zv.Zone], "who", survivorName(l, v.Players[seat].Survivor)))
	}
	src := t.sel
	if src.K == None {
		src = t.weapon
	}
	if src.K == None && t.canAct && !t.window && seat == v.Active {
		// nothing can attack: say what the bare hands reach
		src = Piece{K: Hands, A: int32(v.Active)}
	}
	if src.K == None {
		if t.canAct && seat != v.Active {
			b.WriteString(l.T("offthedead.table.t_notyours"))
		}
		return
	}
	if _, ok := t.targetFor(src, p); ok {
		if src.K == Hands || t.isWeapon(src) {
			pw := t.power(src)
			if zc.str != "" {
				// d6 + pw ≥ strength: the faces from strength − pw up win.
				chance := min(max(7-(zc.zv.Strength-pw), 0), 6)
				b.WriteString(l.F("offthedead.table.t_attack", "weapon", t.pieceName(src), "bonus", pw, "need", zc.zv.Strength, "chances", chance))
			} else {
				b.WriteString(l.F("offthedead.table.t_attack_dn", "weapon", t.pieceName(src), "bonus", pw))
			}
			return
		}
		b.WriteString("\n→ " + t.pieceName(src))
		return
	}
	if seat == v.Active && (src.K == Hands || t.isWeapon(src)) && t.canAct && zc.zv.Zone < 2 {
		if src.K == Hands {
			b.WriteString(l.F("offthedead.table.t_reach_hands", "who", survivorName(l, v.Players[v.Active].Survivor)))
		} else {
			b.WriteString(l.F("offthedead.table.t_reach", "weapon", t.pieceName(src)))
		}
	} else if t.canAct && seat != v.Active {
		b.WriteString(l.T("offthedead.table.t_notyours"))
	}
}

// targetFor is the zombie piece that receives src for zombie p: p itself or
// the face-down card standing for its zone.
func (t *Table) targetFor(src, p Piece) (Piece, bool) {
	if t.plan.isTarget(src, t.via, p) {
		return p, true
	}
	zc := t.zombieCard(int(p.A), int(p.B))
	if zc == nil || zc.zv.Up || zc.str != "" {
		return Piece{}, false
	}
	pos := t.posOfDir(int(p.A))
	if pos < 0 {
		return Piece{}, false
	}
	for _, o := range t.cor[pos].cards {
		if o.zv.Zone == zc.zv.Zone && !o.zv.Up && o.str == "" {
			q := Piece{K: Zombie, A: p.A, B: int32(o.idx)}
			if t.plan.isTarget(src, t.via, q) {
				return q, true
			}
		}
	}
	return Piece{}, false
}

func (t *Table) describeSurvivor(b *strings.Builder, s int) {
	l := t.lang
	v := &t.v
	pl := v.Players[s]
	reach := l.T("offthedead.table.t_reach_m")
	if pl.Corridor {
		reach = l.T("offthedead.table.t_reach_c")
	}
	b.WriteString(l.F("offthedead.table.t_survivor", "name", survivorName(l, pl.Survivor), "ability", abilityName(l, pl.Survivor), "strength", pl.Strength, "reach", reach, "symbol", symbolWord(l, pl.Symbol)))
	if !pl.Alive {
		b.WriteString(l.T("offthedead.table.t_dead"))
	} else if pl.Infection > 0 {
		b.WriteString(l.F("offthedead.table.t_infection", "level", pl.Infection, "max", pl.Levels))
	} else {
		b.WriteString(l.F("offthedead.table.t_healthy", "max", pl.Levels))
	}
	left, right := pl.Left, pl.Right
	name := func(x int) string {
		if x < 0 {
			return l.T("offthedead.table.nobody")
		}
		return survivorName(l, v.Players[x].Survivor)
	}
	if len(v.Players) == 3 {
		b.WriteString(l.F("offthedead.table.t_neighbours3", "left", name(left), "right", name(right)))
	} else {
		b.WriteString(l.F("offthedead.table.t_neighbours", "left", name(left), "right", name(right)))
	}
	if v.People < len(v.Players) {
		b.WriteString(l.F("offthedead.table.t_runby", "who", t.seatName(pl.Seat)))
	}
	if v.Advanced {
		b.WriteString("\n" + l.F("offthedead.table.t_trophies", "n", pl.Cards, "skull", pl.Trophies[0], "hand", pl.Trophies[1], "bio", pl.Trophies[2]))
	}
	p := Piece{K: Survivor, A: int32(s)}
	if t.sel.K != None && t.plan.isTarget(t.sel, t.via, p) {
		b.WriteString("\n→ " + t.pieceName(t.sel) + ": " + t.useName(Gesture{From: t.sel, To: p}))
	}
}

// hordeArrow says where the horde's top card goes in the zombie phase, its
// arrow pointing at the survivor at seat (-1: where nobody sits): the
// 1-player page turns a card pointing sideways and counts one pointing away
// as pointing at the survivor; the 2-player page turns a card a quarter
// clockwise, or towards the one survivor left; otherwise a card pointing at a
// zombie or the empty side goes to a living neighbour of the survivor in turn.
func (t *Table) hordeArrow(seat int) string {
	l := t.lang
	ps := t.v.Players
	if seat >= 0 && ps[seat].Alive {
		return l.F("offthedead.table.t_horde_dir", "who", survivorName(l, ps[seat].Survivor))
	}
	living := -1
	alive := 0
	for i, p := range ps {
		if p.Alive {
			living = i
			alive++
		}
	}
	switch {
	case living < 0:
		return ""
	case len(ps) == 1:
		name := survivorName(l, ps[0].Survivor)
		if (t.v.Arrow-ps[0].Dir+4)%4 == 2 {
			return l.F("offthedead.table.t_horde_away1", "who", name)
		}
		return l.F("offthedead.table.t_horde_side1", "who", name)
	case len(ps) == 2 && alive == 1:
		return l.F("offthedead.table.t_horde_one2", "who", survivorName(l, ps[living].Survivor))
	case len(ps) == 2:
		return l.T("offthedead.table.t_horde_none2")
	case seat >= 0:
		return l.F("offthedead.table.t_horde_dead", "who", survivorName(l, ps[seat].Survivor))
	}
	// 3 survivors: the empty side
	return l.T("offthedead.table.t_horde_none3")
}
