package pub

import (
	"fmt"
	"slices"
	"strings"

	"zombietable/game"
	"zombietable/game/pints"
	"zombietable/scenes"
)

// describe is the tooltip of piece p, with src picked up: what it is, then
// what it does now or why it cannot be used.
func (t *Table) describe(tc *scenes.TableContext, p Piece, src Piece) string {
	l := t.lang
	v := &t.v
	name := func(s int) string { return tc.SeatName(game.Seat(s)) }
	var b strings.Builder
	switch p.K {
	case Tile:
		t.describeTile(&b, int(p.A), int(p.B))
	case Stool, Row:
		r := int(p.A)
		state := l.T("pints.table.stool_free")
		if r < len(v.Rows) && v.Rows[r].Companion {
			state = l.T("pints.table.stool_busy")
		}
		b.WriteString(l.F("pints.table.stool_tip", "row", r+1, "state", state))
		if r < len(v.Rows) && v.Rows[r].PlayDead {
			b.WriteString("\n" + l.T("pints.table.play_dead"))
		}
		if r < len(v.Rows) && v.Rows[r].Shutter {
			b.WriteString("\n" + l.T("pints.table.shutter"))
		}
	case Die:
		b.WriteString(l.F("pints.table.die_face", "face", faceName(l, int(p.A))))
		if int(p.A) < faceExtra {
			b.WriteString(" — " + l.F("pints.table.range", "tiles", faceMark[p.A]))
		}
		b.WriteString("\n" + l.T("pints.table.tray_tip"))
	case Traded:
		k := int(p.A)
		_, _, label := cardLook(l, k)
		fmt.Fprintf(&b, "%s — %s\n%s\n%s", cardName(l, k), label, cardText(l, k), l.T("pints.table.traded_tip"))
	case Card:
		k := int(p.B)
		_, _, label := cardLook(l, k)
		fmt.Fprintf(&b, "%s — %s\n%s", cardName(l, k), label, cardText(l, k))
		if int(p.A) != t.me {
			fmt.Fprintf(&b, "\n(%s)", name(int(p.A)))
		}
	case Discard:
		b.WriteString(l.F("pints.table.disc_tip", "cards", l.F("pints.table.cards", "n", len(v.Discard))))
		if n := len(v.Discard); n > 0 {
			k := cardKind(v.Discard[n-1])
			fmt.Fprintf(&b, "\n%s: %s", cardName(l, k), cardText(l, k))
		}
	case Player:
		s := int(p.A)
		if s < len(v.Players) {
			pl := &v.Players[s]
			fmt.Fprintf(&b, "%s\n%s\n%s", name(s), l.F("pints.table.tracker", "bites", pl.Bites, "max", bitesPerDeath(), "waiting", pl.Pending), l.F("pints.table.chips_line", "chips", l.F("pints.count.chips", "n", int(pl.Chips)), "beers", l.F("pints.table.beers_drunk", "n", int(pl.Beers))))
		}
	case Beer:
		b.WriteString(l.F("pints.table.bar_tip", "beers", v.Bar, "price", beerPrice()))
	case Food:
		f := int(p.B)
		fmt.Fprintf(&b, "%s\n%s", foodName(l, f), foodText(l, f))
		if s := int(p.A); s < len(v.Players) {
			for _, u := range v.Players[s].Used {
				if foodIndex(u) == f {
					b.WriteString("\n(" + l.T("pints.table.food_used") + ")")
				}
			}
		}
	case Shop:
		cat, _ := pints.Load()
		if cat != nil {
			b.WriteString(l.F("pints.table.shop_tip", "n", len(v.Food), "chosen", cat.FoodChoose, "random", cat.FoodRandom))
		}
	default:
		return t.describeScenery(tc)
	}
	if !tc.CanAct() {
		if p.K == Die || (p.K == Card && int(p.A) == t.me) {
			b.WriteString("\n" + l.F("pints.table.not_turn", "who", name(int(tc.ToAct()))))
		}
		return b.String()
	}
	switch {
	case src.K != None && src != p:
		if a, ok := t.plan.find(Gesture{From: src, To: p}); ok {
			b.WriteString("\n→ " + actionText(l, a, name))
		} else if why := t.whyNot(tc.WhyNot, src, p); why != "" {
			b.WriteString("\n× " + why)
		}
	case t.plan.isClick(p):
		a, _ := t.plan.find(Gesture{To: p})
		b.WriteString("\n→ " + actionText(l, a, name))
	case t.plan.isSource(p):
		b.WriteString("\n→ " + l.T("pints.table.drag_hint"))
	case p.K == Stool && t.sendPhase():
		if v.Sofa == 0 {
			b.WriteString("\n× " + l.T("pints.table.sofa_empty"))
		} else {
			b.WriteString("\n× " + l.T("pints.table.stool_full"))
		}
	case p.K == Die && t.placing():
		b.WriteString("\n× " + l.F("pints.table.no_target", "weapon", faceName(l, int(p.A))))
	case p.K == Card && int(p.A) == t.me && t.placing() && cardRange(int(p.B)) != "":
		b.WriteString("\n× " + l.F("pints.table.no_target", "weapon", cardName(l, int(p.B))))
	case p.K == Die || (p.K == Card && int(p.A) == t.me):
		b.WriteString("\n× " + l.T("pints.table.not_now"))
	}
	return b.String()
}

// sendPhase reports whether companions are being sent to the bar.
func (t *Table) sendPhase() bool {
	for _, a := range t.plan.acts {
		if op, _, _, _ := pints.DecodeAction(a); op == pints.OpRoll || op == pints.OpSend {
			return true
		}
	}
	return false
}

// placing reports whether dice and cards are being placed.
func (t *Table) placing() bool {
	op, _ := decision(t.plan.acts)
	return op == pints.OpFight
}

// cardRange is the weapon range of a card kind ("" for no weapon).
func cardRange(k int) string {
	cat, err := pints.Load()
	if err != nil || k < 0 || k >= len(cat.Cards) {
		return ""
	}
	return cat.Cards[k].Weapon
}

// whyNot asks why (the TableContext's WhyNot) why src cannot go onto p: at
// a local table the engine's refusal names the rule. Only placements are
// asked.
func (t *Table) whyNot(why func(game.Action) string, src, p Piece) string {
	if p.K != Tile {
		return ""
	}
	var a game.Action
	switch src.K {
	case Die:
		a = pints.EncodeAction(pints.OpPlaceDie, int(src.A), int(p.A), int(p.B))
	case Traded:
		a = pints.EncodeAction(pints.OpPlaceTraded, int(src.A), int(p.A), int(p.B))
	case Card:
		a = pints.EncodeAction(pints.OpPlaceCard, int(src.B), int(p.A), int(p.B))
	default:
		return ""
	}
	if op, _ := decision(t.plan.acts); op != pints.OpFight {
		return t.lang.T("pints.table.not_now")
	}
	return why(a)
}

// describeTile writes what stands on a tile.
func (t *Table) describeTile(b *strings.Builder, r, p int) {
	l := t.lang
	if r >= len(t.v.Rows) || p >= len(t.v.Rows[r].Tiles) {
		return
	}
	tv := &t.v.Rows[r].Tiles[p]
	col := l.T("pints.table.hidden_sym")
	if tv.Colour != "" {
		col = colourName(l, tv.Colour) + ", " + shapeName(l, colourIndex(tv.Colour))
	}
	what := l.T("pints.table.empty_tile")
	if tv.Zombies > 0 {
		var faces []string
		for i := tv.Zombies - 1; i >= 0; i-- {
			f := ""
			if i < len(tv.Faces) {
				f = tv.Faces[i]
			}
			faces = append(faces, tokenName(l, f))
		}
		what = l.F("pints.table.zombies", "n", tv.Zombies, "faces", strings.Join(faces, ", "))
	}
	b.WriteString(l.F("pints.table.tile_tip", "row", r+1, "tile", p+1, "colour", col, "what", what))
	if len(tv.Placed) > 0 {
		// Alike pieces once, with their count: "dart die ×4".
		names := make([]string, 0, len(tv.Placed))
		counts := make([]int, 0, len(tv.Placed))
		for _, n := range tv.Placed {
			name := placedName(l, n)
			if i := slices.Index(names, name); i >= 0 {
				counts[i]++
				continue
			}
			names = append(names, name)
			counts = append(counts, 1)
		}
		for i, c := range counts {
			if c > 1 {
				names[i] += fmt.Sprintf(" ×%d", c)
			}
		}
		b.WriteString("\n" + l.F("pints.table.placed", "what", strings.Join(names, ", ")))
	}
	if tv.Symbol && tv.Colour != "" {
		cat, _ := pints.Load()
		if c := colourIndex(tv.Colour); cat != nil && c >= 0 && c < len(cat.Colours) {
			occ, emp := cat.Colours[c].Occupied, cat.Colours[c].Empty
			if l == scenes.Italian {
				occ, emp = cat.Colours[c].OccupiedIT, cat.Colours[c].EmptyIT
			}
			b.WriteString("\n" + l.F("pints.table.sym_occ", "what", occ) + "\n" + l.F("pints.table.sym_empty", "what", emp))
		}
	}
}

// placedName names a die or card placed by a tile, as the view lists it.
func placedName(l scenes.Lang, n string) string {
	if f := faceIndex(n); f >= 0 {
		return l.F("pints.table.die_face", "face", faceName(l, f))
	}
	if k := cardKind(n); k >= 0 {
		return cardName(l, k)
	}
	if strings.HasSuffix(n, " (second hit)") {
		k := cardKind(strings.TrimSuffix(n, " (second hit)"))
		if l == scenes.Italian {
			return cardName(l, k) + " (secondo colpo)"
		}
		return cardName(l, k) + " (second hit)"
	}
	return n
}

// shapeName names the symbol that goes with a tile colour.
func shapeName(l scenes.Lang, c int) string {
	en := [4]string{"circle", "triangle", "square", "diamond"}
	it := [4]string{"cerchio", "triangolo", "quadrato", "rombo"}
	if c < 0 || c > 3 {
		return ""
	}
	if l == scenes.Italian {
		return it[c]
	}
	return en[c]
}

// describeScenery explains the parts of the pub that are not pieces.
func (t *Table) describeScenery(tc *scenes.TableContext) string {
	in := tc.Input()
	x, y := in.X, in.Y
	L := &t.lay
	l := t.lang
	v := &t.v
	cat, _ := pints.Load()
	for i := range L.divider {
		if L.divider[i].Contains(x, y) && v.Deck.Dividers[i] && cat != nil && i < len(cat.Dividers) {
			return l.F("pints.table.div_tip", "n", i+1, "name", dividerName(l, i), "text", dividerText(l, i), "every", cat.Dividers[i].Rate)
		}
	}
	for i := range L.sector {
		if L.sector[i].Contains(x, y) {
			return l.F("pints.table.sec_tip", "sector", i+1, "cards", l.F("pints.table.cards", "n", v.Deck.Sectors[i]))
		}
	}
	switch {
	case L.pool.Contains(x, y):
		s := l.F("pints.table.cards_left", "cards", v.Deck.Cards, "sector", currentSector(v)+1)
		if v.Deck.Top != "" {
			s += "\n" + l.F("pints.table.top_seen", "card", cardName(l, cardKind(v.Deck.Top)))
		}
		return s
	case L.amb.Contains(x, y):
		rate := 3
		if cat != nil && v.Level == pints.LevelMain && currentSector(v) < 3 {
			rate = cat.Dividers[currentSector(v)].Rate
		}
		return l.F("pints.table.amb_tip", "n", len(v.Amb), "every", rate)
	case L.cornerBox.Contains(x, y):
		return l.T("pints.table.corner_tip")
	case L.sofa.Contains(x, y):
		return l.F("pints.table.sofa_tip", "waiting", l.F("pints.table.companions", "n", v.Sofa), "price", l.F("pints.count.chips", "n", maxI(1, v.Sofa)))
	case L.booth.Contains(x, y):
		return l.F("pints.table.booth_tip", "waiting", l.F("pints.table.companions", "n", v.Booth))
	case L.road.Contains(x, y):
		dir := l.T("pints.table.ccw")
		if v.Bus.Clockwise {
			dir = l.T("pints.table.cw")
		}
		next := (v.Bus.Row + 1) % nRows
		if v.Bus.Clockwise {
			next = (v.Bus.Row + nRows - 1) % nRows
		}
		s := l.F("pints.table.bus", "n", v.Bus.Zombies) + "\n" + l.F("pints.table.bus_dir", "row", next+1, "dir", dir)
		if v.Bus.CarSick {
			s += "\n" + l.T("pints.table.carsick")
		}
		return s
	case L.tray.Contains(x, y):
		return l.T("pints.table.tray_tip")
	}
	return ""
}

// currentSector is the sector the top card of the deck belongs to.
func currentSector(v *pints.View) int {
	for i, n := range v.Deck.Sectors {
		if n > 0 {
			return i
		}
	}
	return 3
}

func bitesPerDeath() int {
	if cat, err := pints.Load(); err == nil {
		return cat.BitesPerDeath
	}
	return 5
}

func beerPrice() int {
	if cat, err := pints.Load(); err == nil {
		return cat.BeerPrice
	}
	return 4
}

func maxI(a, b int) int {
	if a > b {
		return a
	}
	return b
}
