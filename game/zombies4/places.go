package zombies4

import (
	"strconv"
	"strings"

	"zombietable/game"
)

// The log names places as the players see them, never by grid coordinates:
// a square by its card and where it lies on it ("the Old Chapel's door", "the
// woods north of the Bridge", "the north-east corner of the woods east of the
// Hunting Lodge"), a card by the nearest landmark ("east of the Bridge", "2
// cards north of the Cabin"). A landmark is any laid card with a name: the
// Bridge, the Cabin, the Boathouse and the named buildings.

// place is a square's name in both languages. The Italian phrase is kept
// apart from its article, so that prepositions join it ("dalla porta",
// "sul Ponte"); inside tells the noun stands for the inside of a building
// ("from inside the Chapel", "into the Chapel", "dentro la Cappella").
type place struct {
	en     string
	inside bool
	art    string // "il", "la", "lo", "l'" or "" for none
	it     string
}

// compass names the eight directions and the middle, by (dy+1)*3 + dx+1.
var (
	compassEN = [9]string{"north-west", "north", "north-east", "west", "", "east", "south-west", "south", "south-east"}
	compassIT = [9]string{"nord-ovest", "nord", "nord-est", "ovest", "", "est", "sud-ovest", "sud", "sud-est"}
)

func compassOf(dx, dy int) int { return (sign(dy)+1)*3 + sign(dx) + 1 }

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// itJoin joins an Italian preposition ("di", "a", "da", "su", "in") with an
// article: "di"+"la" is "della", "su"+"il" is "sul".
func itJoin(prep, art string) string {
	if art == "" {
		return prep + " "
	}
	stem := prep
	switch prep {
	case "di":
		stem = "de"
	case "in":
		stem = "ne"
	}
	switch art {
	case "il":
		return stem + "l "
	case "l'":
		return stem + "ll'"
	}
	return stem + "l" + art + " " // "la" → "della", "lo" → "dello"
}

// itThe writes an Italian noun with its article: "la Baita", "l'Emporio".
func itThe(art, noun string) string {
	if art == "" {
		return noun
	}
	if art == "l'" {
		return art + noun
	}
	return art + " " + noun
}

// at writes the place after an Italian preposition ("", "di", "a", "da",
// "su") or an English one ("", "from", "to", "on").
func (p place) at(it bool, prep string) string {
	if it {
		switch {
		case p.inside && prep == "da":
			return "da dentro " + itThe(p.art, p.it)
		case p.inside:
			return "dentro " + itThe(p.art, p.it)
		case prep == "":
			return itThe(p.art, p.it)
		}
		return itJoin(prep, p.art) + p.it
	}
	if p.inside {
		switch prep {
		case "to":
			return "into " + p.en
		case "from":
			return "from inside " + p.en
		}
		return "inside " + p.en
	}
	if prep == "" {
		return p.en
	}
	return prep + " " + p.en
}

// landmark is a laid card's name for the log: English with its article,
// Italian as article and name.
type landmark struct {
	en, art, it string
}

func (g *State) landmarkOf(k int) landmark {
	c := tab.defs[tab.mapInst[g.Laid[k].Inst]].card
	return landmark{en: "the " + c.Name, art: c.ArticleIT, it: c.NameIT}
}

// nearestLandmark is the laid card with a name nearest to the table cell,
// other than the card in that cell; the earliest laid wins ties. The Bridge
// is always laid, so there is one.
func (g *State) nearestLandmark(cell int) int {
	best, bestD := -1, 1<<30
	for k := 0; k < int(g.NLaid); k++ {
		l := g.Laid[k]
		if int(l.Cell) == cell || tab.defs[tab.mapInst[l.Inst]].kind == mkPlain {
			continue
		}
		if d := cellDist(int(l.Cell), cell); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// whereCell says where a table cell lies from its nearest landmark: "east of
// the Bridge", "2 cards north-east of the Cabin" / "a est del Ponte", "a 2
// carte a nord-est della Baita".
func (g *State) whereCell(cell int, it bool) string {
	k := g.nearestLandmark(cell)
	if k < 0 {
		return ""
	}
	lm := g.landmarkOf(k)
	lc := int(g.Laid[k].Cell)
	dx, dy := cell%gridW-lc%gridW, cell/gridW-lc/gridW
	// A direction mostly along one axis is named by that axis alone.
	switch {
	case abs(dx) >= 2*abs(dy):
		dy = 0
	case abs(dy) >= 2*abs(dx):
		dx = 0
	}
	dir := compassOf(dx, dy)
	n := max(abs(cell%gridW-lc%gridW), abs(cell/gridW-lc/gridW))
	if it {
		s := "a " + compassIT[dir] + " " + itJoin("di", lm.art) + lm.it
		if n > 1 {
			s = "a " + strconv.Itoa(n) + " carte " + s
		}
		return s
	}
	s := compassEN[dir] + " of " + lm.en
	if n > 1 {
		s = strconv.Itoa(n) + " cards " + s
	}
	return s
}

// doorSides gives the sides by which building square q opens out of its
// building, as bits.
func (g *State) doorSides(q int) uint8 {
	k, i := q/9, q%9
	var out uint8
	ex := g.exitOf(q)
	for d := 0; d < 4; d++ {
		if ex&(1<<d) == 0 {
			continue
		}
		r, c := i/3+dRow[d], i%3+dCol[d]
		if r < 0 || r > 2 || c < 0 || c > 2 || g.Terr[k*9+r*3+c] != tBuild {
			out |= 1 << d
		}
	}
	return out
}

// placeOf names square q. With same set, a square of the same named card as
// the place named just before it says "it" in English ("the woods north of
// it").
//
// Only the language asked for (it: Italian, else English) is written: a
// replayed table writes every line of its log, and naming the woods by their
// nearest landmark is most of the work.
func (g *State) placeOf(q int, same, it bool) place {
	if q < 0 || q >= int(g.NLaid)*9 {
		return place{en: "?", it: "?"}
	}
	k, i := q/9, q%9
	def := &tab.defs[tab.mapInst[g.Laid[k].Inst]]
	dx, dy := i%3-1, i/3-1
	dir := compassOf(dx, dy)
	if def.kind == mkPlain {
		var lm, lmIT string
		switch {
		case same:
			lm, lmIT = "the same woods", "dello stesso bosco"
		case it:
			lmIT = "del bosco " + g.whereCell(int(g.Laid[k].Cell), true)
		default:
			lm = "the woods " + g.whereCell(int(g.Laid[k].Cell), false)
		}
		switch {
		case dx == 0 && dy == 0:
			return place{en: "the middle of " + lm, art: "il", it: "centro " + lmIT}
		case dx == 0 || dy == 0:
			return place{en: "the " + compassEN[dir] + " edge of " + lm, art: "il", it: "lato " + compassIT[dir] + " " + lmIT}
		}
		return place{en: "the " + compassEN[dir] + " corner of " + lm, art: "l'", it: "angolo " + compassIT[dir] + " " + lmIT}
	}
	lm := g.landmarkOf(k)
	var the, poss, ofIT string
	switch {
	case it:
		ofIT = itJoin("di", lm.art) + lm.it
	case same:
		the, poss = "it", "its"
	default:
		the, poss = lm.en, lm.en+"'s"
	}
	switch g.Terr[q] {
	case tBuild:
		doors := g.doorSides(q)
		if doors == 0 {
			return place{en: the, inside: true, art: lm.art, it: lm.it}
		}
		// A building with several doors names the door by its side.
		n := 0
		for j := k * 9; j < k*9+9; j++ {
			if g.Terr[j] == tBuild && g.doorSides(j) != 0 {
				n++
			}
		}
		if n == 1 {
			return place{en: poss + " door", art: "la", it: "porta " + ofIT}
		}
		d := lowBit(uint64(doors))
		return place{en: poss + " " + dirEN[d] + " door", art: "la", it: "porta " + dirIT[d] + " " + ofIT}
	case tBridge:
		switch {
		case dx == 0 && dy == 0:
			return place{en: "the middle of " + the, art: "il", it: "centro " + ofIT}
		}
		return place{en: "the " + compassEN[dir] + " end of " + the, art: "l'", it: "estremità " + compassIT[dir] + " " + ofIT}
	}
	noun, art, nounIT := "the woods", "il", "bosco"
	switch g.Terr[q] {
	case tClear:
		noun, art, nounIT = "the clearing", "la", "radura"
	case tWater:
		noun, art, nounIT = "the water", "l'", "acqua"
	}
	if dx == 0 && dy == 0 {
		return place{en: noun + " in the middle of " + the, art: art, it: nounIT + " al centro " + ofIT}
	}
	return place{en: noun + " " + compassEN[dir] + " of " + the, art: art, it: nounIT + " a " + compassIT[dir] + " " + ofIT}
}

// sameCard reports whether squares a and b lie on the same card with a name,
// so the second may say "it".
func (g *State) sameCard(a, b int) bool {
	n := int(g.NLaid) * 9
	return a >= 0 && b >= 0 && a < n && b < n && a/9 == b/9
}

// cardPhrase names the map card inst laid in cell, where it lies: "the
// Hunting Lodge east of the Bridge", "Plain Woods 2 cards north of the
// Cabin" / "il Capanno di caccia a est del Ponte", "un Bosco a nord della
// Baita".
func (g *State) cardPhrase(inst int, cell int, it bool) string {
	c := tab.defs[tab.mapInst[inst]].card
	where := g.whereCell(cell, it)
	if it {
		name := itThe(c.ArticleIT, c.NameIT)
		if tab.defs[tab.mapInst[inst]].kind == mkPlain {
			name = "un " + c.NameIT
		}
		return name + " " + where
	}
	name := "the " + c.Name
	if tab.defs[tab.mapInst[inst]].kind == mkPlain {
		name = c.Name
	}
	return name + " " + where
}

// SquareName names the square at table column x and row y as the log does
// ("the Cabin's door", "la porta della Baita"), or "" where no card lies:
// public facts of the map.
func (g *State) SquareName(x, y int, lang string) string {
	if x < 0 || y < 0 || x >= gridW*3 || y >= gridH*3 {
		return ""
	}
	k := g.Cell[(y/3)*gridW+x/3]
	if k < 0 {
		return ""
	}
	it := lang == "it"
	return g.placeOf(int(k)*9+y%3*3+x%3, false, it).at(it, "")
}

// Spots gives the squares, at table columns and rows, that the log line of
// action a by the seat to act speaks of: the nine squares of a card laid or
// of the woods whose dogs are placed, a step's two squares, a dog's square
// and where it goes, and otherwise the square of the pawn whose turn it is.
// All of them are public facts.
func (g *State) Spots(a game.Action) [][2]int {
	var out [][2]int
	add := func(q int) {
		if q >= 0 && q < int(g.NLaid)*9 {
			x, y := g.sqXY(q)
			out = append(out, [2]int{x, y})
		}
	}
	card := func(cell int) {
		for i := 0; i < 9; i++ {
			out = append(out, [2]int{cell%gridW*3 + i%3, cell/gridW*3 + i/3})
		}
	}
	kind, x := decode(a)
	pawn := int(g.P[g.Cur].Sq)
	switch kind {
	case aPlace:
		card(x / 4)
	case aStep:
		add(pawn)
		if pawn >= 0 && x < 4 {
			add(int(g.Nbr[pawn][x]))
		}
	case aDog, aDogAt:
		add(x)
	case aDogTo:
		add(int(g.DogFrom))
		add(x)
	case aDogsRandom:
		if g.NLaid > 0 {
			card(int(g.Laid[g.NLaid-1].Cell))
		}
	default:
		add(pawn)
	}
	return out
}

// SquareName names the square at table column x and row y as the log does
// ("the Old Chapel's door"), from what v shows of the map: the cards laid,
// their places and turns are public, so a seat that has only its view (at a
// table on a server) names squares as the engine does. It gives "" for a
// square off the map or a view whose cards the catalog does not know.
func (v *View) SquareName(x, y int, lang string) string {
	g := v.mapState()
	if g == nil {
		return ""
	}
	return g.SquareName(x, y, lang)
}

// Spots gives the squares, at table columns and rows, that the log line of
// action a speaks of when v is the view just before it (see State.Spots):
// the map, the pawns and the dog chosen to move are public, so a seat that
// has only its views (at a table on a server) finds the squares as the
// engine does. It gives none for a view whose cards the catalog does not
// know.
func (v *View) Spots(a game.Action) [][2]int {
	g := v.mapState()
	if g == nil || v.Current < 0 || v.Current >= len(v.Seats) || v.Current >= len(g.P) {
		return nil
	}
	g.Cur = int8(v.Current)
	g.P[g.Cur].Sq = int16(g.sqAt(v.Seats[v.Current].Square))
	g.DogFrom = int16(g.sqAt(v.DogFrom))
	return g.Spots(a)
}

// sqAt is the square named "x,y" (as sqName names it) on the map laid, or
// -1.
func (g *State) sqAt(name string) int {
	xs, ys, ok := strings.Cut(name, ",")
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	if !ok || errX != nil || errY != nil || x < 0 || y < 0 || x >= gridW*3 || y >= gridH*3 {
		return -1
	}
	k := g.Cell[y/3*gridW+x/3]
	if k < 0 {
		return -1
	}
	return int(k)*9 + y%3*3 + x%3
}

// mapState is a game holding only the map v shows, its cards laid in the
// same order, or nil when the catalog does not know them.
func (v *View) mapState() *State {
	g := &State{}
	for i := range g.Cell {
		g.Cell[i] = -1
	}
	var used [nMapCards]bool
	for _, c := range v.Cards {
		cell := c.Row*gridW + c.Col
		if c.Col < 0 || c.Col >= gridW || cell < 0 || cell >= nCells || c.Rot < 0 || c.Rot > 3 || g.Cell[cell] >= 0 || int(g.NLaid) >= nMapCards {
			return nil
		}
		inst := -1
		for i := range tab.mapInst {
			if !used[i] && tab.defs[tab.mapInst[i]].id == c.ID {
				inst = i
				break
			}
		}
		if inst < 0 {
			return nil
		}
		used[inst] = true
		g.lay(uint8(inst), cell, uint8(c.Rot))
	}
	return g
}
