// Package corridors is the table of Off the Dead: the horde in the middle
// with its top card's arrow, the four corridors as the arms of a cross with
// their three zones (zone 1 by the horde, the melee zone by the survivor),
// each survivor at the outer end of their corridor with the infection
// track, the items (a weapon's ammunition shown by the card's quarter turns
// and a number), the ability and, under the advanced rules, the trophies.
// The seat in front of the screen sits at the bottom, its left neighbour on
// the left, the survivor across at the top. The rubble piles lie in the top
// left corner as a memory game (what everybody saw of a pile is marked on
// it), the cards a search turns flip over in the bottom left corner, the
// graveyard is at the top right and the d6 at the bottom right.
//
// Every legal action is a gesture on a piece (see GestureOf): a rubble pile
// is clicked to search and to put a card back; a zombie is clicked to attack
// it with the chosen weapon (the weapon glows as chosen; click another item
// or the bare hands to change it); an item is dragged onto a neighbour to
// throw it, onto yourself to use it, onto a weapon to reload it, onto a zone
// or a zombie (the jerrycan, the toy); an ability card onto the survivor it
// helps. A drag is also a click on the piece, then on where it goes. The
// windows in which an ability may change what comes next are a button and
// a pass next to the one-line prompt; the quotes of the advanced rules are
// picked from a panel the Quotes button opens. While the team is chosen
// (the option survivors=chosen) the survivor cards left lie over the
// corridors and a click takes one (cast.go). Actions are read with the
// engine's own offthedead.DecodeAction. Hovering a line of the log rings the
// survivor who played it and lights what it speaks of (LogHovered).
//
// The table is computed in load when the view, the legal actions, the
// language or the rectangle change, so drawing allocates nothing.
package corridors

import (
	"slices"
	"strings"
	"time"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

func init() {
	scenes.RegisterTable("offthedead", func(tc *scenes.TableContext) scenes.Table { return &Table{} })
	scenes.RegisterView("offthedead", offthedead.View{})
}

// Animation ids.
const (
	idZombie = 100 // + dir*8 + index: a zombie card moves
	idTurned = 200 // + i: a rubble card turned by a search
	idFlip   = 210 // + i: its flip, x running 0 → 1
	idItem   = 300 // + seat*32 + slot: an item arrives
	idDie    = 1
	idBite   = 400 // + seat: the panel flashes red
	idGhost  = 500 // + i: a zombie card leaves its corridor
	idBack   = 600 // a turned rubble card goes back on a pile
)

// labelCount is the number of the table's fixed labels.
const labelCount = 5

// ghost is a zombie card on its way out of a corridor.
type ghost struct {
	active bool
	zc     zcard
}

// zcard is a zombie card in a corridor.
type zcard struct {
	r     scenes.Rect
	idx   int
	zv    offthedead.ZombieView
	str   string // its strength, "" face down and unknown
	zfied bool   // a zombified survivor
}

// corr is a corridor at a screen position.
type corr struct {
	dir   int
	seat  int // -1: nobody sits there
	cards []zcard
	count string
	full  bool
}

// cell is the hands or an item in a survivor's panel.
type cell struct {
	r      scenes.Rect
	p      Piece
	id     string // item id, "" for the hands
	icon   string
	ammo   string // "2/4", "" for no ammunition
	turns  int    // quarter turns: shots fired
	weapon bool
}

// panel is a survivor at the end of their corridor.
type panel struct {
	seat  int
	parts panelParts
	name  string
	sub   string // survivor's name
	abil  string
	cells []cell
	// fitted to the panel
	subFit, nameFit, abilFit, dead string
	abilL                          [2]string // the ability's name on two lines, when it must
	abilSz, deadSz                 float32
	subW                           float32
	tag                            int // where the neighbour tag sits: tagNone, tagFoot or tagHead
	troph                          [3]string
	tcount                         string
}

// pile is a rubble pile.
type pile struct {
	r     scenes.Rect
	n     int
	top   string // icon of the known top card, "" unknown
	known int    // cards everybody saw
}

// turned is a rubble card turned by the search in progress.
type turned struct {
	r    scenes.Rect
	id   string
	icon string
	name string
	// the name, whole, in the card's header: on up to three lines of the
	// display face at nameSz pixels (see fitItemName)
	nameL  []string
	nameSz float32
}

// button is a control standing for one action.
type button struct {
	b   scenes.Button
	act game.Action
}

// quoteButton is a quote in the picker.
type quoteButton struct {
	b scenes.Button
	p Piece
}

// Table is Off the Dead's table.
type Table struct {
	lay    layout
	v      offthedead.View
	has    bool
	me     int
	lang   scenes.Lang
	canAct bool
	plan   plan
	window bool

	cor       [4]corr  // by screen position
	pan       [4]panel // by screen position
	piles     []pile
	turned    []turned
	horde     scenes.Rect
	arrows    [4]scenes.Rect // by screen position
	arrowPos  int            // the top card's screen position, -1 none
	die       scenes.Rect
	event     string
	eventFit  []string
	graveZ    [8]int // zombies in the graveyard by strength
	graveR    []string
	graveN    [8]string          // "×n" by strength
	labels    [labelCount]string // rubble, graveyard, turned, die, horde
	zoneName  [3]string
	sides     [4]string // "left neighbour", "across", "right neighbour" by screen position
	zoneShort [3]string
	zoneFits  [3]bool // the name fits a zone of the side corridors
	turnText  string

	prompt    string
	promptFit string
	promptSz  float32
	buttons   []button
	cancel    scenes.Button
	quoteTog  scenes.Button
	quotesOn  bool
	quotes    []quoteButton
	nQuotes   int

	sel, via, weapon Piece
	pressed          Piece
	// targets are the zombies chosen for "Me li faccio tutti!", one bit
	// per index of the active corridor
	targets int32
	// refused says, for a few seconds after the click, why the zombie just
	// clicked refuses the chosen weapon
	refused   string
	refusedAt time.Duration
	// refusedAct is the action refused, asked again when a server's reason
	// comes (the count of reasons learned was refusedN when it was shown).
	refusedAct game.Action
	refusedN   int
	promptL    [2]string // the prompt in one or two lines, fitted
	drag       bool
	hover      Piece

	ghosts [8]ghost
	back   struct {
		active bool
		r      scenes.Rect
	}
	seatName func(int) string
	tipKey   tipKey
	tipText  string
	rects    []scenes.Rect // scratch for cardsIn
	// logLit is what the hovered line of the log speaks of.
	logLit logLight
	// offers are the survivor cards offered while the team is chosen.
	offers    []offer
	castTitle string
	castTeam  string // the survivors chosen so far, and by whom
}

type tipKey struct {
	p, sel Piece
	lang   scenes.Lang
	n      int
}

func rectOfImage(tc *scenes.TableContext) scenes.Rect {
	r := tc.Rect()
	return scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())}
}

// Layout places everything for the table rectangle.
func (t *Table) Layout(tc *scenes.TableContext) {
	t.lay.compute(rectOfImage(tc))
	t.rebuild(tc)
}

// Reset rebuilds everything from the current view.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.sel, t.via, t.pressed, t.drag = Piece{}, Piece{}, Piece{}, false
	t.quotesOn = false
	for i := range t.ghosts {
		t.ghosts[i].active = false
	}
	t.back.active = false
	if t.lay.area.W == 0 {
		t.lay.compute(rectOfImage(tc))
	}
	t.rebuild(tc)
}

func (t *Table) rebuild(tc *scenes.TableContext) {
	v, ok := tc.View().(offthedead.View)
	if !ok {
		t.has = false
		return
	}
	t.load(v, int(tc.Seat()), tc.Legal(), tc.CanAct(), tc.Lang(), func(s int) string { return tc.SeatName(game.Seat(s)) })
}

// load computes the table for view v of seat me with its legal actions.
func (t *Table) load(v offthedead.View, me int, legal []game.Action, canAct bool, l scenes.Lang, seatName func(int) string) {
	t.v = v
	t.has = true
	t.refused = ""
	t.me = me
	t.seatName = seatName
	t.lang = l
	t.canAct = canAct && len(legal) > 0
	if !t.canAct {
		legal = nil
	}
	t.plan.build(legal, &t.v)
	t.window = isWindow(legal)
	t.labels = [labelCount]string{l.T("offthedead.table.rubble"), l.T("offthedead.table.graveyard"), l.T("offthedead.table.turned"), l.T("offthedead.table.die"), l.T("offthedead.table.horde")}
	t.zoneName = [3]string{l.T("offthedead.table.zone1"), l.T("offthedead.table.zone2"), l.T("offthedead.table.melee")}
	t.zoneShort = [3]string{"1", "2", ""}
	t.sides = [4]string{"", l.T("offthedead.table.side_left"), l.T("offthedead.table.side_across"), l.T("offthedead.table.side_right")}
	if len(v.Players) == 3 {
		// "i giocatori sono tutti vicini"
		t.sides[posTop] = l.T("offthedead.table.side_across3")
	}
	for z := range t.zoneName {
		w := scenes.TextWidth(t.zoneName[z], scenes.FontStrong(max(11, 12*t.lay.k)))
		t.zoneFits[z] = w <= t.lay.zone[posLeft][z].W-6*t.lay.k
		t.lay.lab[z] = w + 10*t.lay.k // the name starts 6 from the zone's edge
	}
	L := &t.lay
	k := L.k
	myDir := 0
	if b := bottomSurvivor(&v, me); b >= 0 {
		myDir = v.Players[b].Dir
	}
	// Corridors and panels by screen position.
	for pos := 0; pos < 4; pos++ {
		d := (myDir + pos) % 4
		c := &t.cor[pos]
		c.dir, c.seat = d, seatAt(&t.v, d)
		c.cards = c.cards[:0]
		c.count, c.full = "", false
		p := &t.pan[pos]
		p.seat = c.seat
		p.cells = p.cells[:0]
		if c.seat < 0 {
			continue
		}
		cv := &v.Corridors[c.seat]
		c.count = l.F("offthedead.table.count", "have", len(cv.Zombies), "max", v.Limit)
		c.full = len(cv.Zombies) >= v.Limit
		for z := 0; z < 3; z++ {
			n := 0
			for _, zv := range cv.Zombies {
				if zv.Zone == z {
					n++
				}
			}
			t.rects = L.cardsIn(pos, z, n, t.rects)
			j := 0
			for i, zv := range cv.Zombies {
				if zv.Zone != z {
					continue
				}
				zc := zcard{r: t.rects[j], idx: i, zv: zv, zfied: zv.Strength == 7}
				if zv.Strength > 0 {
					zc.str = num(zv.Strength)
				}
				c.cards = append(c.cards, zc)
				j++
			}
		}
		pl := &v.Players[c.seat]
		p.parts = L.parts(pos)
		p.name = seatName(pl.Seat)
		if pl.Seat == me {
			p.name += " (" + l.T("offthedead.table.you") + ")"
		}
		p.sub = survivorName(l, pl.Survivor)
		if pl.Survivor == "" {
			p.sub = l.T("offthedead.table.c_none")
		}
		p.abil = abilityName(l, pl.Survivor)
		n := len(pl.Items) + 1
		p.cells = append(p.cells, cell{r: p.parts.cellRect(0, n, k), p: Piece{K: Hands, A: int32(c.seat)}, icon: "fist"})
		for i, it := range pl.Items {
			ce := cell{r: p.parts.cellRect(i+1, n, k), p: Piece{K: Item, A: int32(c.seat), B: int32(i)}, id: it.ID, icon: itemIcon(it.ID)}
			if m := itemMeta(it.ID); m != nil {
				ce.weapon = m.Kind == "weapon"
			}
			if it.Rounds > 0 {
				ce.ammo = num(it.Ammo) + "/" + num(it.Rounds)
				ce.turns = it.Rounds - it.Ammo
			}
			p.cells = append(p.cells, ce)
		}
		for s := 0; s < 3; s++ {
			p.troph[s] = num(pl.Trophies[s])
		}
		p.tcount = num(pl.Cards)
		t.fitPanel(pos, p, pl)
		p.tag = t.placeTag(pos, p)
	}
	// The horde, its arrows and the die.
	cr := L.center
	hh := min(cr.H*0.62, 104*k)
	hw := hh * 0.72
	t.horde = scenes.Rect{X: cr.CX() - hw/2, Y: cr.CY() - hh/2, W: hw, H: hh}
	as := max(30*k, minHit)
	t.arrows[posBottom] = scenes.Rect{X: cr.CX() - as/2, Y: t.horde.Y + t.horde.H + 2*k, W: as, H: min(as, cr.Y+cr.H-t.horde.Y-t.horde.H-2*k)}
	t.arrows[posTop] = scenes.Rect{X: cr.CX() - as/2, Y: max(cr.Y, t.horde.Y-2*k-as), W: as, H: min(as, t.horde.Y-2*k-cr.Y)}
	t.arrows[posLeft] = scenes.Rect{X: t.horde.X - 6*k - as, Y: cr.CY() - as/2, W: as, H: as}
	t.arrows[posRight] = scenes.Rect{X: t.horde.X + t.horde.W + 6*k, Y: cr.CY() - as/2, W: as, H: as}
	t.arrowPos = -1
	if v.Arrow >= 0 {
		t.arrowPos = (v.Arrow - myDir + 4) % 4
	}
	ds := min(min(L.dice.H*0.5, L.dice.W*0.3), 64*k)
	t.die = scenes.Rect{X: L.dice.X + 10*k, Y: L.dice.Y + 26*k, W: ds, H: ds}
	t.event, t.eventFit = "", t.eventFit[:0]
	if e := eventMeta(v.Event); e != nil {
		text := eventText(l, e.ID)
		t.event = eventName(l, e.ID)
		t.eventFit = scenes.Wrap(text, scenes.FontBody(max(12, 13*k)), L.dice.X+L.dice.W-(t.die.X+t.die.W+12*k))
	}
	// Rubble piles in rows in the corner.
	t.piles = t.piles[:0]
	np := len(v.Rubble)
	if np > 0 {
		r := L.rubble
		cols := (np + 1) / 2
		gap := 10 * k
		pw := min((r.W-float32(cols-1)*gap-16*k)/float32(cols), 74*k)
		ph := min(pw/0.72, (r.H-30*k-2*gap-6*k)/2)
		pw = min(pw, ph*0.8)
		for i, pv := range v.Rubble {
			row, c := i/cols, i%cols
			nRow := cols
			if row == 1 {
				nRow = np - cols
			}
			x0 := r.X + (r.W-(float32(nRow)*pw+float32(nRow-1)*gap))/2
			p := pile{r: scenes.Rect{X: x0 + float32(c)*(pw+gap), Y: r.Y + 34*k + float32(row)*(ph+2*gap), W: pw, H: ph}, n: pv.Cards}
			for _, kn := range pv.Known {
				if kn != "" {
					p.known++
				}
			}
			if pv.Cards > 0 && pv.Known[pv.Cards-1] != "" {
				p.top = itemIcon(pv.Known[pv.Cards-1])
			}
			t.piles = append(t.piles, p)
		}
	}
	// The cards turned by the search in progress, each with its name whole
	// in its header.
	t.turned = t.turned[:0]
	r := L.tray
	// a little wider than a pile's card, as the zombie cards are, so that
	// the longest word of a name ("Caricatore") fits its header
	th := min(r.H-30*k, 120*k)
	tw := th * 0.74
	for i, id := range v.Turned {
		c := turned{r: scenes.Rect{X: r.X + 10*k + float32(i)*(tw+12*k), Y: r.Y + 24*k, W: tw, H: th}, id: id, icon: itemIcon(id), name: itemName(l, id)}
		c.nameSz, c.nameL = fitItemName(itemCardName(l, id), itemHeadW(tw), k)
		t.turned = append(t.turned, c)
	}
	// The graveyard.
	t.graveZ = [8]int{}
	for _, s := range v.GraveZ {
		if s >= 0 && s < len(t.graveZ) {
			t.graveZ[s]++
		}
	}
	t.graveR = append(t.graveR[:0], v.GraveR...)
	for s, n := range t.graveZ {
		t.graveN[s] = "×" + num(n)
	}
	t.turnText = l.F("offthedead.table.turn", "n", v.Turn)
	t.keepSelection()
	t.chooseWeapon()
	t.buildButtons()
	t.castTitle = l.T("offthedead.table.c_title")
	t.buildCast()
	t.buildPrompt(seatName)
	t.tipKey = tipKey{n: -1}
}

// bottomSurvivor is the survivor drawn at the bottom for seat me: the
// survivor whose turn it is when me runs it, else me's first survivor (a
// seat runs two in the 4-player game with two people), -1 for an onlooker.
func bottomSurvivor(v *offthedead.View, me int) int {
	if a := v.Active; a >= 0 && a < len(v.Players) && v.Players[a].Seat == me {
		return a
	}
	for i, p := range v.Players {
		if p.Seat == me {
			return i
		}
	}
	return -1
}

// fitPanel fits a panel's names and ability to its room.
func (t *Table) fitPanel(pos int, p *panel, pl *offthedead.PlayerView) {
	k := t.lay.k
	pp := &p.parts
	tr := pp.head.H * 0.5
	nf := scenes.FontStrong(max(12, 14*k))
	x := pp.head.X + 2*tr + 6*k
	p.subFit = scenes.Ellipsize(p.sub, nf, pp.head.W-(x-pp.head.X))
	p.subW = scenes.TextWidth(p.subFit, nf)
	x += p.subW + 6*k
	p.nameFit = ""
	if rest := pp.head.W - (x - pp.head.X); rest > 30*k {
		p.nameFit = scenes.Ellipsize(p.name, scenes.FontBody(max(12, 12*k)), rest)
	}
	// the ability's name: smaller until it fits, else on two lines (a used
	// ability is crossed out on its icon, which leaves the room to the name)
	ab := pp.ability
	lw := ab.W - ab.H*0.72 - 14*k
	p.abilL = [2]string{}
	size := max(12, 13*k)
	for size > 10 && scenes.TextWidth(p.abil, scenes.FontBody(size)) > lw {
		size -= 0.5
	}
	p.abilSz, p.abilFit = size, p.abil
	if scenes.TextWidth(p.abil, scenes.FontBody(size)) > lw {
		p.abilFit = scenes.Ellipsize(p.abil, scenes.FontBody(size), lw)
		for sz := max(12, 13*k); sz >= 9.5; sz -= 0.5 {
			f := scenes.FontBody(sz)
			lines := scenes.Wrap(p.abil, f, lw)
			if len(lines) == 2 && scenes.TextWidth(lines[0], f) <= lw && scenes.TextWidth(lines[1], f) <= lw && 2*scenes.LineHeight(f)*0.92 <= ab.H {
				p.abilSz, p.abilL = sz, [2]string{lines[0], lines[1]}
				break
			}
		}
	}
	dead, dw := p.sub+" — "+t.lang.T("offthedead.table.dead"), t.lay.panel[pos].W-12*k
	p.deadSz = max(13, 15*k)
	for p.deadSz > 10 && scenes.TextWidth(dead, scenes.FontStrong(p.deadSz)) > dw {
		p.deadSz -= 0.5
	}
	p.dead = scenes.Ellipsize(dead, scenes.FontStrong(p.deadSz), dw)
}

// Where a panel's neighbour tag ("← neighbour") sits.
const (
	tagNone = iota // no room for it: the panel's tooltip says it
	tagFoot        // the panel's bottom right corner, below or beside the items
	tagHead        // the name row's right end, after the names
)

// placeTag finds room in panel p, at screen position pos, for the tag saying
// where its survivor sits for the one in front of the screen: the bottom
// right corner when the items leave it free, else the end of the name row.
func (t *Table) placeTag(pos int, p *panel) int {
	tag := t.sides[pos]
	if pos == posBottom || tag == "" {
		return tagNone
	}
	k := t.lay.k
	w := scenes.TextWidth(tag, scenes.FontBody(max(11, 12*k)))
	r := t.lay.panel[pos]
	last := p.cells[len(p.cells)-1].r
	if tagX := r.X + r.W - 8*k - w - 6*k; last.X+last.W < tagX || last.Y+last.H < r.Y+r.H-22*k {
		return tagFoot
	}
	h := p.parts.head
	names := h.X + h.H + 6*k + p.subW
	if p.nameFit != "" {
		names += 6*k + scenes.TextWidth(p.nameFit, scenes.FontBody(max(12, 12*k)))
	}
	if names+10*k+w <= h.X+h.W {
		return tagHead
	}
	return tagNone
}

// keepSelection drops a selection that no longer starts a legal gesture.
func (t *Table) keepSelection() {
	if !t.plan.isSource(t.sel) {
		t.sel, t.via = Piece{}, Piece{}
	}
	if !t.choosingTargets() {
		t.targets = 0
	}
	if t.via.K != None && !t.plan.isVia(t.sel, t.via) {
		t.via = Piece{}
	}
}

// chooseWeapon keeps the chosen weapon while it can still attack, else
// chooses the strongest loaded one (the bare hands last).
func (t *Table) chooseWeapon() {
	attacks := func(p Piece) bool {
		for _, g := range t.plan.gest {
			if g.From == p && g.To.K == Zombie && (p.K == Hands || t.isWeapon(p)) {
				return true
			}
		}
		return false
	}
	if t.weapon.K != None && attacks(t.weapon) {
		return
	}
	t.weapon = Piece{}
	best := -1
	for _, g := range t.plan.gest {
		if g.To.K != Zombie || g.From.K == None || !attacks(g.From) {
			continue
		}
		pw := 0
		if g.From.K == Item {
			pw = 1
			if m := itemMeta(t.itemID(g.From)); m != nil {
				pw = 1 + m.Power
			}
		}
		if pw > best {
			best, t.weapon = pw, g.From
		}
	}
}

// itemID is the id of the item piece p.
func (t *Table) itemID(p Piece) string {
	if p.K != Item || p.A < 0 || int(p.A) >= len(t.v.Players) {
		return ""
	}
	items := t.v.Players[p.A].Items
	if p.B < 0 || int(p.B) >= len(items) {
		return ""
	}
	return items[p.B].ID
}

func (t *Table) isWeapon(p Piece) bool {
	m := itemMeta(t.itemID(p))
	return m != nil && m.Kind == "weapon"
}

// buildButtons makes the buttons of the prompt row: the actions no piece
// stands for, the quote picker's toggle and, with a selection, Cancel.
// While «Me li faccio tutti!» has its targets chosen the row holds only
// Strike and Cancel, so that the prompt reads whole beside them.
func (t *Table) buildButtons() {
	L := &t.lay
	k := L.k
	l := t.lang
	t.buttons = t.buttons[:0]
	bh := max(34*k, minHit)
	size := max(13, 15*k)
	face := scenes.FontStrong(size)
	x := L.prompt.X + L.prompt.W
	place := func(label, icon string, c scenes.Button) scenes.Button {
		w := scenes.TextWidth(label, face) + 2*size + 24*k
		if icon != "" {
			w += size * 1.4
		}
		x -= w
		c.R = scenes.Rect{X: x, Y: L.prompt.CY() - bh/2, W: w, H: bh}
		c.Label, c.Icon = label, icon
		c.Size = size / k
		x -= 8 * k
		return c
	}
	choosing := t.choosingTargets()
	// Pass last, rightmost.
	for i, g := range t.plan.gest {
		if g.To.K != Button || choosing {
			continue
		}
		a := t.plan.acts[i]
		if op, _, _ := offthedead.DecodeAction(a); op == offthedead.OpPass || op == offthedead.OpEnd {
			tip := l.T("offthedead.table.b_pass")
			if op == offthedead.OpEnd {
				tip = l.T("offthedead.table.b_end_tip")
			}
			b := place(buttonLabel(l, a, &t.v), "player-next", scenes.Button{Color: scenes.ColorButtonAlt, Glow: true, Tip: tip})
			t.buttons = append(t.buttons, button{b: b, act: a})
		}
	}
	for i, g := range t.plan.gest {
		if g.To.K != Button || choosing {
			continue
		}
		a := t.plan.acts[i]
		if op, _, _ := offthedead.DecodeAction(a); op == offthedead.OpPass || op == offthedead.OpEnd {
			continue
		}
		tip := ""
		if t.v.ToAct >= 0 && t.v.ToAct < len(t.v.Players) {
			tip = abilityText(l, t.v.Players[t.v.ToAct].Survivor)
		}
		b := place(buttonLabel(l, a, &t.v), "", scenes.Button{Color: scenes.ColorButton, Glow: true, Tip: tip})
		t.buttons = append(t.buttons, button{b: b, act: a})
	}
	t.nQuotes = 0
	var seen [64]bool
	for _, g := range t.plan.gest {
		q := g.To
		if g.From.K == Quote {
			q = g.From
		}
		if q.K == Quote && q.A >= 0 && int(q.A) < len(seen) && !seen[q.A] {
			seen[q.A] = true
			t.nQuotes++
		}
	}
	t.quoteTog = scenes.Button{}
	if t.nQuotes > 0 && !choosing {
		t.quoteTog = place(l.F("offthedead.table.quotes_open", "n", t.nQuotes), "scroll-unfurled", scenes.Button{Color: scenes.ColorButtonAlt, Glow: true, Tip: l.T("offthedead.table.t_quotes"), Selected: t.quotesOn})
	} else {
		t.quotesOn = false
	}
	if choosing && t.targets != 0 {
		if a, ok := t.plan.find(Gesture{From: t.sel, To: Piece{K: Targets, A: t.targets}}); ok {
			b := place(l.F("offthedead.table.strike", "n", bitCount(t.targets)), "fist", scenes.Button{Color: scenes.ColorButton, Glow: true, Tip: l.T("offthedead.table.t_strike")})
			t.buttons = append(t.buttons, button{b: b, act: a})
		}
	}
	t.cancel = scenes.Button{}
	if t.sel.K != None {
		t.cancel = place(l.T("offthedead.table.cancel"), "cross-mark", scenes.Button{Color: scenes.ColorButtonAlt})
	}
	t.buildQuotes(seen[:])
}

// buildQuotes lays out the quote picker: one button per quote and symbol.
func (t *Table) buildQuotes(seen []bool) {
	t.quotes = t.quotes[:0]
	if !t.quotesOn {
		return
	}
	L := &t.lay
	k := L.k
	l := t.lang
	r := L.pick
	size := max(13, 14*k)
	face := scenes.FontStrong(size)
	bh := max(34*k, minHit)
	y := r.Y + 40*k
	for a, ok := range seen {
		if !ok {
			continue
		}
		q, sym := a/3, a%3
		m := quoteMeta(q)
		cost := 0
		if m != nil {
			cost = m.Cost
		}
		label := scenes.Ellipsize(quoteName(l, q), face, r.W-120*k) + " · " + num(cost)
		tip := l.F("offthedead.table.t_quote", "name", quoteName(l, q), "cost", cost, "symbols", symbolWord(l, symbolNames[sym]), "text", quoteText(l, q))
		b := scenes.Button{R: scenes.Rect{X: r.X + 12*k, Y: y, W: r.W - 24*k, H: bh}, Label: label, Icon: symbolIcon(sym),
			Color: scenes.ColorButtonAlt, Glow: true, Tip: tip, Size: size / k}
		t.quotes = append(t.quotes, quoteButton{b: b, p: Piece{K: Quote, A: int32(a)}})
		y += bh + 6*k
	}
}

// buildPrompt says what the decision asks, in one line.
func (t *Table) buildPrompt(seatName func(int) string) {
	l := t.lang
	v := &t.v
	name := func(s int) string {
		if s >= 0 && s < len(v.Players) {
			return survivorName(l, v.Players[s].Survivor)
		}
		return "—"
	}
	// A neighbour answers in another's turn with their ability only: items
	// and quotes serve in one's own turn, and the prompt names those at hand.
	winHow := ""
	if v.ToAct != v.Active {
		winHow = l.T("offthedead.table.p_win_ab")
	} else if t.window {
		winHow = t.windowChoices(l)
	}
	switch {
	case v.Over && v.Won:
		t.prompt = l.T("offthedead.table.won")
	case v.Over:
		t.prompt = l.T("offthedead.table.lost")
	case v.Choosing && v.ToAct >= 0 && v.ToAct < len(v.Players):
		who := seatName(v.Players[v.ToAct].Seat)
		switch {
		case !t.canAct:
			t.prompt = l.F("offthedead.table.wait", "who", who, "what", l.T("offthedead.table.step_choose"))
		case v.People < len(v.Players):
			t.prompt = l.F("offthedead.table.p_choose_n", "who", who, "n", v.ToAct+1, "total", len(v.Players))
		default:
			t.prompt = l.F("offthedead.table.p_choose", "who", who)
		}
	case !t.canAct:
		step := l.T("offthedead.table.step_action1")
		switch {
		case v.ToAct != v.Active || v.Attack >= 0 || v.Step == "bites" || v.Step == "moves" || v.Step == "infection":
			step = l.T("offthedead.table.step_window")
		case v.Step == "action2":
			step = l.T("offthedead.table.step_action2")
		}
		who := "—"
		if v.ToAct >= 0 && v.ToAct < len(v.Players) {
			who = name(v.ToAct) + " (" + seatName(v.Players[v.ToAct].Seat) + ")"
		}
		t.prompt = l.F("offthedead.table.wait", "who", who, "what", step)
	case t.choosingTargets() && t.window:
		// before the bites the targets strike the melee zone
		t.prompt = l.F("offthedead.table.p_all3_bites", "quote", quoteName(l, qAll3), "n", bitCount(t.targets))
	case t.choosingTargets():
		t.prompt = l.F("offthedead.table.p_all3", "quote", quoteName(l, qAll3), "n", bitCount(t.targets))
	case t.via.K != None:
		t.prompt = l.F("offthedead.table.p_viapile", "item", t.pieceName(t.sel), "who", name(int(t.via.A)))
	case t.sel.K != None && t.plan.hasVia(t.sel):
		t.prompt = l.F("offthedead.table.p_via", "item", t.pieceName(t.sel))
	case t.sel.K != None:
		t.prompt = l.F("offthedead.table.p_pick", "item", t.pieceName(t.sel))
	case v.Held > 0:
		t.prompt = l.T("offthedead.table.p_lead")
	case v.Junk > 0:
		t.prompt = l.T("offthedead.table.p_junk")
	case t.window && v.Attack >= 0:
		t.prompt = l.F("offthedead.table.p_roll_open", "roll", v.Die) + winHow
	case t.window && v.Step == "bites":
		t.prompt = l.F("offthedead.table.p_bites", "who", name(v.Active)) + winHow
	case t.window && v.Step == "moves":
		t.prompt = l.F("offthedead.table.p_moves", "who", name(v.Active)) + winHow
	case t.window:
		t.prompt = l.F("offthedead.table.p_infection", "who", name(v.Active)) + winHow
	case len(v.Turned) > 0 && t.plan.hasOp(offthedead.OpPlace):
		t.prompt = l.F("offthedead.table.p_place", "item", itemThe(l, v.Turned[0]))
	case t.plan.hasOp(offthedead.OpSecond):
		t.prompt = l.T("offthedead.table.p_second")
	case v.Panic:
		t.prompt = l.T("offthedead.table.p_panic")
	default:
		t.prompt = l.F("offthedead.table.p_action1", "choices", t.actionChoices(l))
		if v.Step == "action2" {
			t.prompt = l.F("offthedead.table.p_action2", "choices", t.actionChoices(l))
		}
	}
	t.fitPrompt()
}

// actionChoices says what the action step offers, as legal now: a search, an
// attack (a zombie in reach), a throw (an item and a neighbour with room),
// else the items and abilities left and the end of the phase.
func (t *Table) actionChoices(l scenes.Lang) string {
	var parts []string
	for _, c := range []struct {
		op  offthedead.Op
		key string
	}{{offthedead.OpSearch, "offthedead.table.p_do_search"}, {offthedead.OpAttack, "offthedead.table.p_do_attack"}, {offthedead.OpThrow, "offthedead.table.p_do_throw"}} {
		if t.plan.hasOp(c.op) {
			parts = append(parts, l.T(c.key))
		}
	}
	switch len(parts) {
	case 0:
		return l.T("offthedead.table.p_do_else")
	case 1:
		return parts[0]
	case 2:
		return l.F("offthedead.table.p_or2", "a", parts[0], "b", parts[1])
	}
	return l.F("offthedead.table.p_or3", "a", parts[0], "b", parts[1], "c", parts[2])
}

// windowChoices says what the active survivor may use in the open window,
// as legal now — before the bites, "burn the melee zone with the jerrycan,
// pay a quote, or pass" — the items by what they do, the ability, the quote
// by name when it is the only one.
func (t *Table) windowChoices(l scenes.Lang) string {
	var parts, named []string
	quote, quotes := -1, 0
	ability := false
	for i, g := range t.plan.gest {
		switch op, x, _ := offthedead.DecodeAction(t.plan.acts[i]); op {
		case offthedead.OpItem:
			// the windows offer the toy, the jerrycan, the barricade and
			// adrenaline, each with its words (windowWords)
			if id := t.itemID(g.From); !slices.Contains(named, id) {
				named = append(named, id)
				parts = append(parts, windowWords(l, id))
			}
		case offthedead.OpAbility:
			ability = true
		case offthedead.OpQuote:
			if x/3 != quote {
				quote = x / 3
				quotes++
			}
		}
	}
	if ability {
		parts = append(parts, l.T("offthedead.table.w_ability"))
	}
	switch {
	case quotes == 1:
		parts = append(parts, l.F("offthedead.table.w_quote1", "quote", quoteName(l, quote)))
	case quotes > 1:
		parts = append(parts, l.T("offthedead.table.w_quotes"))
	}
	if len(parts) == 0 {
		return l.T("offthedead.table.p_win_pass")
	}
	return l.F("offthedead.table.p_win_list", "choices", strings.Join(parts, ", "))
}

// fitPrompt fits the prompt to the room its buttons leave: one line,
// smaller if need be, else two lines; what still does not fit is cut and
// shown whole by the prompt's tooltip.
func (t *Table) fitPrompt() {
	L := &t.lay
	k := L.k
	left := L.prompt.X + L.prompt.W
	for _, b := range t.buttons {
		left = min(left, b.b.R.X)
	}
	if t.quoteTog.R.W > 0 {
		left = min(left, t.quoteTog.R.X)
	}
	if t.cancel.R.W > 0 {
		left = min(left, t.cancel.R.X)
	}
	room := left - L.prompt.X - 28*k
	t.promptL = [2]string{}
	prompt := t.prompt
	if t.refused != "" {
		prompt = t.refused
	}
	size := max(14, 18*k)
	for size > 14 && scenes.TextWidth(prompt, scenes.FontStrong(size)) > room {
		size -= 0.5
	}
	if scenes.TextWidth(prompt, scenes.FontStrong(size)) <= room {
		t.promptSz = size
		t.promptL[0] = prompt
		t.promptFit = prompt
		return
	}
	// two lines in the bar's height
	size = min(max(12, 15*k), (L.prompt.H-4*k)/2/1.2)
	for {
		lines := scenes.Wrap(prompt, scenes.FontStrong(size), room)
		if len(lines) <= 2 || size <= 11 {
			t.promptSz = size
			t.promptL[0] = lines[0]
			if len(lines) > 1 {
				rest := strings.Join(lines[1:], " ")
				t.promptL[1] = scenes.Ellipsize(rest, scenes.FontStrong(size), room)
			}
			t.promptFit = t.promptL[0]
			return
		}
		size -= 0.5
	}
}

// promptWidth is the width of the fitted prompt's longest line.
func (t *Table) promptWidth() float32 {
	face := scenes.FontStrong(t.promptSz)
	return max(scenes.TextWidth(t.promptL[0], face), scenes.TextWidth(t.promptL[1], face))
}

// choosingTargets reports whether the quote "Me li faccio tutti!" is picked
// up: its targets are being chosen.
func (t *Table) choosingTargets() bool {
	return t.sel.K == Quote && int(t.sel.A)/3 == qAll3 && t.canAct
}

// isTargetChoice reports whether zombie p may be chosen for "Me li faccio
// tutti!" (a face-down card standing for its zone's).
func (t *Table) isTargetChoice(p Piece) bool {
	saved := t.targets
	ok := t.toggleTarget(p)
	t.targets = saved
	return ok
}

// targetChoices is the union of the zombies "Me li faccio tutti!" may
// strike, as bits of the active corridor's indices.
func (t *Table) targetChoices() int32 {
	var m int32
	for _, g := range t.plan.gest {
		if g.From == t.sel && g.To.K == Targets {
			m |= g.To.A
		}
	}
	return m
}

// toggleTarget adds zombie p to the chosen targets or takes it out; a
// zombie of a zone already chosen replaces it there. A face-down zombie
// nobody knows stands for the zone's face-down card the engine offers.
func (t *Table) toggleTarget(p Piece) bool {
	if p.K != Zombie || int(p.A) != t.v.Players[t.v.Active].Dir {
		return false
	}
	zs := t.v.Corridors[t.v.Active].Zombies
	i := int(p.B)
	if i < 0 || i >= len(zs) {
		return false
	}
	choices := t.targetChoices()
	if choices&(1<<i) == 0 && !zs[i].Up && zs[i].Strength == 0 {
		// face-down cards nobody knows look alike: the one offered stands
		// for them
		for j, z := range zs {
			if choices&(1<<j) != 0 && z.Zone == zs[i].Zone && !z.Up && z.Strength == 0 {
				i = j
				break
			}
		}
	}
	if choices&(1<<i) == 0 {
		return false
	}
	if t.targets&(1<<i) != 0 {
		t.targets &^= 1 << i
		return true
	}
	for j, z := range zs {
		if z.Zone == zs[i].Zone {
			t.targets &^= 1 << j
		}
	}
	t.targets |= 1 << i
	return true
}

func bitCount(m int32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// hasVia reports whether some gesture from s needs a second choice.
func (p *plan) hasVia(s Piece) bool {
	for _, g := range p.gest {
		if g.From == s && g.Via.K != None {
			return true
		}
	}
	return false
}

// hasOp reports whether an action of op is legal.
func (p *plan) hasOp(op offthedead.Op) bool {
	for _, a := range p.acts {
		if o, _, _ := offthedead.DecodeAction(a); o == op {
			return true
		}
	}
	return false
}

// pieceName names a piece that can be picked up.
func (t *Table) pieceName(p Piece) string {
	l := t.lang
	switch p.K {
	case Item:
		return itemName(l, t.itemID(p))
	case Hands:
		return l.T("offthedead.table.hands")
	case Ability:
		if int(p.A) < len(t.v.Players) {
			return abilityName(l, t.v.Players[p.A].Survivor)
		}
	case Quote:
		return quoteName(l, int(p.A)/3)
	}
	return ""
}

// ---- input ----

// Update turns clicks, drags and taps into legal actions.
func (t *Table) Update(tc *scenes.TableContext) bool {
	if !t.has {
		return false
	}
	in := tc.Input()
	redraw := false
	if t.refused != "" && tc.Since()-t.refusedAt > refusalShown {
		t.refused = ""
		t.fitPrompt()
		redraw = true
	}
	if t.refused != "" && tc.ReasonsLearned() != t.refusedN {
		// A server's reason came for a refusal shown as "not possible now".
		t.refusedN = tc.ReasonsLearned()
		if why := tc.WhyNot(t.refusedAct); why != "" && why != t.refused {
			t.refused, t.refusedAt = why, tc.Since()
			t.fitPrompt()
			redraw = true
		}
	}
	if tc.CanAct() {
		for i := range t.buttons {
			b := &t.buttons[i]
			clicked, ch := b.b.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.submit(tc, b.act)
				in.Consume()
				return true
			}
		}
		if t.quoteTog.R.W > 0 {
			clicked, ch := t.quoteTog.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.quotesOn = !t.quotesOn
				t.sel, t.via = Piece{}, Piece{}
				t.refresh(tc)
				in.Consume()
				return true
			}
		}
		if t.cancel.R.W > 0 {
			clicked, ch := t.cancel.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.sel, t.via = Piece{}, Piece{}
				t.refresh(tc)
				in.Consume()
				return true
			}
		}
		for i := range t.quotes {
			q := &t.quotes[i]
			clicked, ch := q.b.Hit(in)
			redraw = redraw || ch
			if clicked {
				t.quotesOn = false
				if a, ok := t.tapPiece(q.p); ok {
					t.submit(tc, a)
				} else {
					t.refresh(tc)
				}
				in.Consume()
				return true
			}
		}
	}
	h := t.pieceAt(in.X, in.Y)
	if h != t.hover {
		t.hover = h
		redraw = true
	}
	if !tc.CanAct() {
		t.pressed, t.drag = Piece{}, false
		return redraw || t.animating(tc)
	}
	if in.Pressed {
		t.pressed, t.drag = Piece{}, false
		if p := t.pieceAt(in.X, in.Y); t.plan.isSource(p) {
			t.pressed = p
		}
	}
	if in.Down && t.pressed.K != None {
		dx, dy := in.X-in.StartX, in.Y-in.StartY
		if !t.drag && dx*dx+dy*dy > 144 {
			t.drag = true
			t.sel, t.via = t.pressed, Piece{}
			t.refresh(tc)
		}
		if t.drag {
			redraw = true
		}
	}
	if in.Released && t.drag {
		src := t.pressed
		t.pressed, t.drag = Piece{}, false
		if a, ok := t.drop(src, in.X, in.Y); ok {
			t.submit(tc, a)
		} else {
			t.refresh(tc)
		}
		in.Consume()
		return true
	}
	if in.Clicked {
		t.pressed = Piece{}
		if t.quotesOn {
			// A click beside the open picker closes it.
			t.quotesOn = false
			t.refresh(tc)
			in.Consume()
			return true
		}
		t.click(tc, in.X, in.Y)
		in.Consume()
		return true
	}
	return redraw || t.animating(tc)
}

// click handles a click at (x, y): a zombie the chosen weapon cannot
// attack says why in the prompt's place.
func (t *Table) click(tc *scenes.TableContext, x, y float32) {
	sel, via, targets := t.sel, t.via, t.targets
	if a, ok := t.tap(x, y); ok {
		t.submit(tc, a)
		return
	}
	var asked game.Action
	ask := func(a game.Action) string { asked = a; return tc.WhyNot(a) }
	if why := t.refusal(ask, x, y); why != "" {
		t.refused, t.refusedAt = why, tc.Since()
		t.refusedAct, t.refusedN = asked, tc.ReasonsLearned()
		tc.Sound(scenes.SoundClick)
		t.refresh(tc)
		return
	}
	if t.sel != sel || t.via != via || t.targets != targets {
		t.refresh(tc)
	}
}

// refusalShown is how long a refusal stays in the prompt's place.
const refusalShown = 4 * time.Second

// refusal is why the zombie at (x, y) refuses the chosen weapon (or the
// weapon picked up), asked of whyNot (the frame's TableContext.WhyNot):
// "Tyrone reaches the melee zone only with bare hands…".
func (t *Table) refusal(whyNot func(game.Action) string, x, y float32) string {
	if t.v.Choosing {
		return t.castRefusal(whyNot, x, y)
	}
	if !t.canAct || t.window || t.choosingTargets() {
		return ""
	}
	p := t.pieceAt(x, y)
	w := t.sel
	if w.K == None {
		w = t.weapon
	}
	if w.K == None {
		// nothing can attack: the bare hands say why
		w = Piece{K: Hands, A: int32(t.v.Active)}
	}
	if p.K != Zombie || w.K != Hands && !t.isWeapon(w) {
		return ""
	}
	if _, ok := t.targetFor(w, p); ok {
		return ""
	}
	act := t.v.Active
	if act < 0 || act >= len(t.v.Players) || int(p.A) != t.v.Players[act].Dir {
		if t.plan.hasOp(offthedead.OpAttack) {
			return t.lang.T("offthedead.table.r_notyours")
		}
		return ""
	}
	slot := bare
	if w.K == Item {
		slot = int(w.B)
	}
	return whyNot(offthedead.Action(offthedead.OpAttack, slot, int(p.B)))
}

// tap is a click at (x, y) on the table: it returns the action it plays, if
// any — on a target of the selection, on a piece that plays alone, on a
// zombie with the chosen weapon — and otherwise picks up a piece, makes a
// second choice or drops the selection.
func (t *Table) tap(x, y float32) (game.Action, bool) {
	if t.choosingTargets() {
		if p := t.pieceAt(x, y); p.K == Zombie {
			t.toggleTarget(p)
			return 0, false
		}
	}
	if t.sel.K != None {
		if to, ok := t.targetAt(t.sel, t.via, x, y); ok {
			if a, ok := t.plan.find(Gesture{From: t.sel, Via: t.via, To: to}); ok {
				if t.isWeapon(t.sel) || t.sel.K == Hands {
					t.weapon = t.sel
				}
				return a, true
			}
		}
		if t.via.K == None {
			if via, ok := t.viaAt(t.sel, x, y); ok {
				t.via = via
				return 0, false
			}
		}
	}
	p := t.pieceAt(x, y)
	if a, ok := t.tapPiece(p); ok {
		return a, true
	}
	if t.sel.K == None && p.K == Zombie && t.weapon.K != None {
		if to, ok := t.targetAt(t.weapon, Piece{}, x, y); ok {
			return t.plan.find(Gesture{From: t.weapon, To: to})
		}
	}
	return 0, false
}

// tapPiece plays piece p when it plays alone, else picks it up (or drops
// the selection).
func (t *Table) tapPiece(p Piece) (game.Action, bool) {
	if a, ok := t.plan.find(Gesture{To: p}); ok {
		return a, true
	}
	if t.plan.isSource(p) && p != t.sel {
		t.sel, t.via = p, Piece{}
		if t.isWeapon(p) || p.K == Hands {
			t.weapon = p
		}
		return 0, false
	}
	t.sel, t.via = Piece{}, Piece{}
	return 0, false
}

// drop is the end of a drag of src at (x, y): the action it plays, if any;
// a drop on a second choice makes it.
func (t *Table) drop(src Piece, x, y float32) (game.Action, bool) {
	if to, ok := t.targetAt(src, t.via, x, y); ok {
		if a, ok := t.plan.find(Gesture{From: src, Via: t.via, To: to}); ok {
			return a, true
		}
	}
	if via, ok := t.viaAt(src, x, y); ok {
		t.via = via
	}
	return 0, false
}

// refresh rebuilds what depends on the selection.
func (t *Table) refresh(tc *scenes.TableContext) {
	if t.refused != "" && tc.Since()-t.refusedAt > refusalShown {
		t.refused = ""
	}
	t.keepSelection()
	t.buildButtons()
	t.buildPrompt(func(s int) string { return tc.SeatName(game.Seat(s)) })
	t.tipKey = tipKey{n: -1}
	tc.Redraw()
}

func (t *Table) submit(tc *scenes.TableContext, a game.Action) {
	t.sel, t.via, t.pressed, t.drag = Piece{}, Piece{}, Piece{}, false
	if err := tc.Submit(a); err != nil {
		tc.Sound(scenes.SoundClick)
	}
}

func (t *Table) animating(tc *scenes.TableContext) bool { return tc.Anim().Busy() }

// zombieRect is where zombie idx of the corridor at direction d lies.
func (t *Table) zombieCard(d, idx int) *zcard {
	for pos := range t.cor {
		c := &t.cor[pos]
		if c.dir != d || c.seat < 0 {
			continue
		}
		for i := range c.cards {
			if c.cards[i].idx == idx {
				return &c.cards[i]
			}
		}
	}
	return nil
}

// posOfSeat is the screen position of a seat.
func (t *Table) posOfSeat(s int) int {
	for pos := range t.pan {
		if t.pan[pos].seat == s {
			return pos
		}
	}
	return -1
}

// posOfDir is the screen position of a direction.
func (t *Table) posOfDir(d int) int {
	for pos := range t.cor {
		if t.cor[pos].dir == d {
			return pos
		}
	}
	return -1
}

// pieceAt is the piece under (x, y), the topmost first.
func (t *Table) pieceAt(x, y float32) Piece {
	if !t.has {
		return Piece{}
	}
	if t.v.Choosing {
		p, _ := t.offerAt(x, y)
		return p
	}
	if t.quotesOn {
		for _, q := range t.quotes {
			if q.b.R.Contains(x, y) {
				return q.p
			}
		}
		if t.lay.pick.Contains(x, y) {
			return Piece{}
		}
	}
	for pos := range t.arrows {
		if t.arrows[pos].Contains(x, y) {
			return Piece{K: Arrow, A: int32(t.cor[pos].dir)}
		}
	}
	for pos := range t.pan {
		p := &t.pan[pos]
		if p.seat < 0 || !t.lay.panel[pos].Contains(x, y) {
			continue
		}
		for i := len(p.cells) - 1; i >= 0; i-- {
			if p.cells[i].r.Contains(x, y) {
				return p.cells[i].p
			}
		}
		if p.parts.ability.Contains(x, y) && t.v.Players[p.seat].Survivor != "" {
			return Piece{K: Ability, A: int32(p.seat)}
		}
		return Piece{K: Survivor, A: int32(p.seat)}
	}
	for pos := range t.cor {
		c := &t.cor[pos]
		for i := len(c.cards) - 1; i >= 0; i-- {
			if c.cards[i].r.Contains(x, y) {
				return Piece{K: Zombie, A: int32(c.dir), B: int32(c.cards[i].idx)}
			}
		}
	}
	for i := range t.piles {
		if t.piles[i].r.Contains(x, y) {
			return Piece{K: Pile, A: int32(i)}
		}
	}
	return Piece{}
}

// targetAt is the piece at (x, y) that receives src (through via): the
// piece itself, the face-down zombie that stands for its zone, the zone, or
// the survivor whose panel it is.
func (t *Table) targetAt(src, via Piece, x, y float32) (Piece, bool) {
	p := t.pieceAt(x, y)
	if t.plan.isTarget(src, via, p) {
		return p, true
	}
	if p.K == Zombie {
		if zc := t.zombieCard(int(p.A), int(p.B)); zc != nil && !zc.zv.Up && zc.str == "" {
			for pos := range t.cor {
				c := &t.cor[pos]
				if c.dir != int(p.A) {
					continue
				}
				for _, o := range c.cards {
					if o.zv.Zone == zc.zv.Zone && !o.zv.Up && o.str == "" {
						q := Piece{K: Zombie, A: p.A, B: int32(o.idx)}
						if t.plan.isTarget(src, via, q) {
							return q, true
						}
					}
				}
			}
		}
	}
	for pos := range t.cor {
		c := &t.cor[pos]
		for z := 0; z < 3; z++ {
			if t.lay.zone[pos][z].Contains(x, y) {
				q := Piece{K: Zone, A: int32(c.dir), B: int32(z)}
				if t.plan.isTarget(src, via, q) {
					return q, true
				}
			}
		}
	}
	for pos := range t.pan {
		if t.pan[pos].seat >= 0 && t.lay.panel[pos].Contains(x, y) {
			q := Piece{K: Survivor, A: int32(t.pan[pos].seat)}
			if t.plan.isTarget(src, via, q) {
				return q, true
			}
		}
	}
	// The horde's top card is turned towards a corridor: its arrow, or the
	// corridor itself.
	for pos := range t.cor {
		if t.lay.arm[pos].Contains(x, y) {
			q := Piece{K: Arrow, A: int32(t.cor[pos].dir)}
			if t.plan.isTarget(src, via, q) {
				return q, true
			}
		}
	}
	return Piece{}, false
}

// viaAt is the second choice of a gesture from src at (x, y).
func (t *Table) viaAt(src Piece, x, y float32) (Piece, bool) {
	for pos := range t.pan {
		if t.pan[pos].seat >= 0 && t.lay.panel[pos].Contains(x, y) {
			q := Piece{K: Survivor, A: int32(t.pan[pos].seat)}
			if t.plan.isVia(src, q) {
				return q, true
			}
		}
	}
	return Piece{}, false
}

// ---- what happened ----

// Applied starts the motions that show what the action did: zombies step
// along their corridor or come out of the horde, rubble cards flip over,
// items fly to the neighbour who caught them, the die tumbles.
func (t *Table) Applied(tc *scenes.TableContext, m scenes.Move) {
	before, _ := m.Before.(offthedead.View)
	old := t.cor
	var oldCards [4][]zcard
	for pos := range old {
		oldCards[pos] = append([]zcard(nil), old[pos].cards...)
	}
	oldPan := t.pan
	oldPiles := append([]pile(nil), t.piles...)
	oldHorde := t.horde
	oldTurned := t.turned
	var oldTray [2]scenes.Rect
	for i := 0; i < len(oldTurned) && i < len(oldTray); i++ {
		oldTray[i] = oldTurned[i].r
	}
	t.rebuild(tc)
	an := tc.Anim()
	d := 280 * time.Millisecond
	sound := scenes.SoundCard
	for pos := range t.cor {
		c := &t.cor[pos]
		if c.seat < 0 || c.seat >= len(before.Corridors) {
			continue
		}
		bz := before.Corridors[c.seat].Zombies
		for _, zc := range c.cards {
			id := idZombie + c.dir*8 + zc.idx
			if zc.idx >= len(bz) {
				an.Move(id, oldHorde.X, oldHorde.Y, zc.r.X, zc.r.Y, d+80*time.Millisecond)
				continue
			}
			for _, o := range oldCards[pos] {
				if o.idx == zc.idx && o.r != zc.r && len(bz) == len(c.cards) {
					an.Move(id, o.r.X, o.r.Y, zc.r.X, zc.r.Y, d)
				}
			}
		}
	}
	// Turned rubble cards flip over, from the pile they came from.
	for i := range t.turned {
		if i < len(before.Turned) && before.Turned[i] == t.turned[i].id {
			continue
		}
		from := t.lay.rubble
		for p := range t.piles {
			if p < len(before.Rubble) && t.v.Rubble[p].Cards < before.Rubble[p].Cards && p < len(oldPiles) {
				from = oldPiles[p].r
			}
		}
		r := t.turned[i].r
		an.Move(idTurned+i, from.X, from.Y, r.X, r.Y, d+40*time.Millisecond)
		an.Move(idFlip+i, 0, 0, 1, 0, d+120*time.Millisecond)
	}
	// New items fly in: from the thrower, or from the rubble.
	thrower := -1
	if op, _, _ := offthedead.DecodeAction(m.Action); op == offthedead.OpThrow {
		thrower = int(m.Seat)
	}
	for pos := range t.pan {
		p := &t.pan[pos]
		if p.seat < 0 || p.seat >= len(before.Players) || len(p.cells) == 0 {
			continue
		}
		n := len(t.v.Players[p.seat].Items) - len(before.Players[p.seat].Items)
		src := t.lay.rubble
		if len(before.Turned) > 0 {
			src = t.lay.tray
		}
		for q := range oldPan {
			if oldPan[q].seat == thrower && thrower >= 0 {
				src = t.lay.panel[q]
			}
		}
		for i := 0; i < n && i < len(p.cells)-1; i++ {
			c := p.cells[len(p.cells)-1-i]
			an.Move(idItem+p.seat*32+int(c.p.B), src.CX()-c.r.W/2, src.CY()-c.r.H/2, c.r.X, c.r.Y, d+60*time.Millisecond)
		}
		// A bite or the infection: the panel flashes.
		if t.v.Players[p.seat].Infection > before.Players[p.seat].Infection || !t.v.Players[p.seat].Alive && before.Players[p.seat].Alive {
			an.Move(idBite+p.seat, 0, 0, 1, 0, 700*time.Millisecond)
		}
	}
	// Zombies gone from a corridor leave as ghosts: to the horde (sent back,
	// or with a zombified survivor), else to the graveyard or the trophies.
	for pos := range t.cor {
		c := &t.cor[pos]
		if c.seat < 0 || c.seat >= len(before.Corridors) {
			continue
		}
		dest := t.lay.grave
		if t.v.Horde > before.Horde {
			dest = t.horde
		} else if t.v.Advanced && t.v.Active >= 0 {
			if ap := t.posOfSeat(t.v.Active); ap >= 0 {
				dest = t.lay.panel[ap]
			}
		}
		t.ghostsOf(an, oldCards[pos], c.cards, dest, d+120*time.Millisecond)
	}
	// A turned card put back flies face down onto its pile.
	if op, x, _ := offthedead.DecodeAction(m.Action); op == offthedead.OpPlace && x < len(t.piles) && oldTray[0].W > 0 {
		dst := t.piles[x].r
		t.back.active = true
		t.back.r = oldTray[0]
		an.Move(idBack, oldTray[0].X, oldTray[0].Y, dst.X, dst.Y, d)
	}
	if t.v.Die != before.Die || (t.v.Attack >= 0 && before.Attack < 0) || t.rolls(m.Action, &before) {
		if t.v.Die > 0 {
			an.Roll(idDie, t.v.Die, 520*time.Millisecond)
			sound = scenes.SoundDice
		}
	}
	for s := range t.v.Players {
		if s < len(before.Players) && t.v.Players[s].Infection > before.Players[s].Infection {
			sound = scenes.SoundBite
		}
		if s < len(before.Players) && t.v.Players[s].Killed > before.Players[s].Killed && sound != scenes.SoundBite {
			sound = scenes.SoundHit
		}
	}
	if t.v.Over {
		if t.v.Won {
			sound = scenes.SoundWin
		} else {
			sound = scenes.SoundLoss
		}
	}
	tc.Sound(sound)
}

// ghostsOf starts ghosts for the cards of old that cur no longer holds:
// both are read in arrival order, a card still there being in the same zone
// or one further, with the same face when it was known.
func (t *Table) ghostsOf(an *scenes.Animator, old, cur []zcard, dest scenes.Rect, d time.Duration) {
	var ob, cb [8]*zcard
	for i := range old {
		if o := old[i].idx; o >= 0 && o < len(ob) {
			ob[o] = &old[i]
		}
	}
	for i := range cur {
		if c := cur[i].idx; c >= 0 && c < len(cb) {
			cb[c] = &cur[i]
		}
	}
	j := 0
	for _, o := range ob {
		if o == nil {
			continue
		}
		if c := cb[minI(j, len(cb)-1)]; j < len(cur) && c != nil && (c.zv.Zone == o.zv.Zone || c.zv.Zone == o.zv.Zone+1) && (o.str == "" || c.str == o.str) {
			j++
			continue
		}
		for g := range t.ghosts {
			gh := &t.ghosts[g]
			if _, _, moving := an.At(idGhost+g, 0, 0); moving {
				continue
			}
			gh.zc = *o
			gh.zc.zv.Up = o.str != ""
			gh.active = true
			an.Move(idGhost+g, o.r.X, o.r.Y, dest.CX()-o.r.W/2, dest.CY()-o.r.H/2, d)
			break
		}
	}
}

// rolls reports whether action a, played in view before, rolls the die:
// an attack, the reroll ability, the quote "We saw nothing!".
func (t *Table) rolls(a game.Action, before *offthedead.View) bool {
	op, x, _ := offthedead.DecodeAction(a)
	switch op {
	case offthedead.OpAttack:
		return true
	case offthedead.OpAbility:
		s := before.ToAct
		return s >= 0 && s < len(before.Players) && abilityOf[before.Players[s].Survivor] == "reroll"
	case offthedead.OpQuote:
		return x/3 == qReroll
	}
	return false
}

// Rules is the summary of the rules.
func (t *Table) Rules(l scenes.Lang) string { return rulesText(l) }

// PromptText is the line the prompt shows now: the refusal in its place, if
// one is shown, else the decision's prompt.
func (t *Table) PromptText() string {
	if t.refused != "" {
		return t.refused
	}
	return t.prompt
}
