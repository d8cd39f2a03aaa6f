package zombies4

import (
	"math/bits"

	"zombietable/game"
)

// View is what one seat may know.
type View struct {
	Seat     int          `json:"seat"`
	Players  int          `json:"players"`
	Current  int          `json:"current"`
	ToAct    int          `json:"to_act"`
	Phase    string       `json:"phase"`
	Drawn    string       `json:"drawn,omitempty"` // the map card being laid
	MapDeck  int          `json:"map_deck"`
	Aside    int          `json:"aside"`
	Cards    []CardView   `json:"cards"`
	Squares  []SquareView `json:"squares"` // squares with dogs or counters
	Supply   int          `json:"supply"`
	EvDeck   int          `json:"event_deck"`
	Discard  []string     `json:"discard"`
	Seats    []SeatView   `json:"seats"`
	Hand     []string     `json:"hand"` // the seat's own event cards
	MoveLeft int          `json:"move_left"`
	Need     int          `json:"need,omitempty"`      // ammunition that turns the failed roll into a kill
	DogFrom  string       `json:"dog_from,omitempty"`  // the dog chosen to move
	DogsLeft int          `json:"dogs_left,omitempty"` // the dogs of the plain woods just laid still to place
	Tried    bool         `json:"tried"`
	Over     bool         `json:"over"`
	Winners  []int        `json:"winners,omitempty"`
	WonBy    string       `json:"won_by,omitempty"`
	Turns    int          `json:"turns"`
	// Dice are the dice rolled in the current turn, oldest first: cleared
	// when the next turn begins.
	Dice []DieView `json:"dice"`
	// DogsMoved are the dogs the current player moved in this turn, from
	// square to square, until the next turn begins.
	DogsMoved []DogMove `json:"dogs_moved"`
}

// DieView is a die rolled in the current turn. For is what it was rolled
// for: "move", "zombies", "fight", "dogs" (a card of plain woods laid),
// "spell" or "cabin" (the roll among the players with fewest pages for who
// lays the Cabin). Total is Face + Plus + Ammo: Plus what a card in play adds (the
// Shotgun, the Lantern), Ammo the ammunition spent to raise a fight roll.
// Need is the roll that kills a dog or casts the spell. Result is how it
// ended: "kill", "bite", "escape" (a fight), "cast", "fail" (the spell),
// "lays" (the Cabin's highest roll), or
// "" while a fight waits for its decision and for the other dice.
type DieView struct {
	For    string `json:"for"`
	Seat   int    `json:"seat"`
	Face   int    `json:"face"`
	Plus   int    `json:"plus,omitempty"`
	Ammo   int    `json:"ammo,omitempty"`
	Total  int    `json:"total"`
	Need   int    `json:"need,omitempty"`
	Result string `json:"result,omitempty"`
}

// DogMove is a dog moved this turn, from one square to another, at table
// columns and rows.
type DogMove struct {
	FromX int `json:"from_x"`
	FromY int `json:"from_y"`
	ToX   int `json:"to_x"`
	ToY   int `json:"to_y"`
}

var (
	dieFor    = [...]string{dkMove: "move", dkZombies: "zombies", dkFight: "fight", dkDogs: "dogs", dkSpell: "spell", dkCabin: "cabin"}
	dieResult = [...]string{drNone: "", drKill: "kill", drBite: "bite", drEscape: "escape", drCast: "cast", drFail: "fail", drLays: "lays"}
)

// CardView is a map card on the table.
type CardView struct {
	ID  string `json:"id"`
	Col int    `json:"col"`
	Row int    `json:"row"`
	Rot int    `json:"rot"`
}

// SquareView is a square with dogs or counters, at table column and row.
type SquareView struct {
	X    int  `json:"x"`
	Y    int  `json:"y"`
	Dogs int  `json:"dogs,omitempty"`
	Life bool `json:"life,omitempty"`
	Ammo bool `json:"ammo,omitempty"`
}

// SeatView is what everyone sees of a seat.
type SeatView struct {
	OnMap  bool     `json:"on_map"`
	Square string   `json:"square,omitempty"`
	Lives  float64  `json:"lives"`
	Ammo   int      `json:"ammo"`
	Kills  int      `json:"kills"`
	Hand   int      `json:"hand"`
	Front  []string `json:"front"`
	Pages  int      `json:"pages"`
	Played bool     `json:"played"`
	Used   bool     `json:"used"`
	Deaths int      `json:"deaths"`
}

var phaseNames = [...]string{"place", "fight", "window", "move", "zombies", "discard", "dogs", "over"}

// View returns what seat s may know: everything on the table, the counts of
// the decks and hands, and its own hand.
func (g *State) View(s game.Seat) any {
	v := View{
		Seat: int(s), Players: int(g.N), Current: int(g.Cur), ToAct: int(g.ToAct()),
		Phase: phaseNames[g.Phase], MapDeck: int(g.MapN), Aside: int(g.Aside),
		Supply: int(g.Supply), EvDeck: int(g.EvN), MoveLeft: int(g.MoveLeft),
		Tried: g.Tried, Over: g.Over(), Turns: g.Turns(),
		// each list made to its size at once: a server builds every
		// seat's view after every action
		Cards: make([]CardView, 0, g.NLaid), Squares: make([]SquareView, 0, g.occupied()),
		Discard: make([]string, 0, g.DiscN), Hand: []string{},
		Dice: make([]DieView, 0, g.DiceN), DogsMoved: make([]DogMove, 0, g.TrailN),
		Seats: make([]SeatView, 0, g.N),
	}
	for i := 0; i < int(g.DiceN); i++ {
		d := g.Dice[i]
		v.Dice = append(v.Dice, DieView{For: dieFor[d.K], Seat: int(d.S), Face: int(d.Face), Plus: int(d.Plus), Ammo: int(d.Ammo),
			Total: int(d.Face + d.Plus + d.Ammo), Need: int(d.Need), Result: dieResult[d.Res]})
	}
	for i := 0; i < int(g.TrailN); i++ {
		tr := g.Trails[i]
		fx, fy := g.sqXY(int(tr.From))
		tx, ty := g.sqXY(int(tr.To))
		v.DogsMoved = append(v.DogsMoved, DogMove{FromX: fx, FromY: fy, ToX: tx, ToY: ty})
	}
	if g.Phase == phFight {
		v.Need = int(g.Need)
	}
	if g.Phase == phDogs {
		v.DogsLeft = int(g.DogsLeft)
	}
	if g.Phase == phZombie && g.DogFrom >= 0 {
		v.DogFrom = g.sqName(int(g.DogFrom))
	}
	if g.Drawn >= 0 {
		v.Drawn = tab.defs[tab.mapInst[g.Drawn]].id
	}
	for k := 0; k < int(g.NLaid); k++ {
		l := g.Laid[k]
		v.Cards = append(v.Cards, CardView{ID: tab.defs[tab.mapInst[l.Inst]].id, Col: int(l.Cell) % gridW, Row: int(l.Cell) / gridW, Rot: int(l.Rot)})
		for i := 0; i < 9; i++ {
			q := k*9 + i
			if g.Dogs[q] == 0 && g.Tok[q] == 0 {
				continue
			}
			x, y := g.sqXY(q)
			v.Squares = append(v.Squares, SquareView{X: x, Y: y, Dogs: int(g.Dogs[q]), Life: g.Tok[q]&tokLife != 0, Ammo: g.Tok[q]&tokAmmo != 0})
		}
	}
	for i := 0; i < int(g.DiscN); i++ {
		v.Discard = append(v.Discard, evIDs[tab.evType[g.Disc[i]]])
	}
	for p := 0; p < int(g.N); p++ {
		pl := &g.P[p]
		sv := SeatView{OnMap: pl.Sq >= 0, Lives: float64(pl.Half) / 2, Ammo: int(pl.Ammo), Kills: int(pl.Kills),
			Hand: int(pl.HandN), Front: make([]string, 0, bits.OnesCount64(pl.Front)), Pages: g.Pages(p), Played: pl.Played, Used: pl.Used, Deaths: int(pl.Deaths)}
		if pl.Sq >= 0 {
			sv.Square = g.sqName(int(pl.Sq))
		}
		for ty := 0; ty < nEvTypes; ty++ {
			if g.has(p, ty) {
				sv.Front = append(sv.Front, evIDs[ty])
			}
		}
		v.Seats = append(v.Seats, sv)
	}
	if s >= 0 && int(s) < int(g.N) {
		pl := &g.P[s]
		v.Hand = make([]string, 0, pl.HandN)
		for i := 0; i < int(pl.HandN); i++ {
			v.Hand = append(v.Hand, evIDs[tab.evType[pl.Hand[i]]])
		}
		sortStrings(v.Hand)
	}
	if g.Over() {
		for p := 0; p < int(g.N); p++ {
			if g.Winners&(1<<p) != 0 {
				v.Winners = append(v.Winners, p)
			}
		}
		v.WonBy = [...]string{"", "spell", "kills", "dawn"}[g.WonBy]
	}
	return v
}

// occupied counts the squares a view lists: those with dogs or counters.
func (g *State) occupied() int {
	n := 0
	for q := 0; q < int(g.NLaid)*9; q++ {
		if g.Dogs[q] != 0 || g.Tok[q] != 0 {
			n++
		}
	}
	return n
}

func sortStrings(l []string) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && l[j] < l[j-1]; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}

// sqXY is a square's column and row on the table.
func (g *State) sqXY(q int) (int, int) {
	cell := int(g.Laid[q/9].Cell)
	return cell%gridW*3 + q%9%3, cell/gridW*3 + q%9/3
}

// Stats reports per seat how the game ended for it (won_by_spell,
// won_by_kills, won_at_dawn: 1 or 0), its kills, pages in play, deaths and
// turns.
func (g *State) Stats(seat game.Seat) map[string]float64 {
	if seat < 0 || int(seat) >= int(g.N) {
		return nil
	}
	p := &g.P[seat]
	won := g.Winners&(1<<seat) != 0
	b := func(x bool) float64 {
		if x {
			return 1
		}
		return 0
	}
	return map[string]float64{
		"won_by_spell": b(won && g.WonBy == wonSpell),
		"won_by_kills": b(won && g.WonBy == wonKills),
		"won_at_dawn":  b(won && g.WonBy == wonDawn),
		"kills":        float64(p.Kills),
		"pages":        float64(g.Pages(int(seat))),
		"deaths":       float64(p.Deaths),
		"turns":        float64(p.Turns),
	}
}

// Determinize returns a state consistent with what seat s knows: the other
// seats' hands and the event deck dealt again from the cards s cannot see,
// the map deck shuffled (the Cabin kept among its last cards), and a fresh
// generator.
func (g *State) Determinize(s game.Seat, r *game.RNG) game.State {
	d := *g
	d.RNG = game.NewRNG(r.Uint64())
	var pool [nEvents]uint8
	n := 0
	for i := 0; i < int(d.EvN); i++ {
		pool[n] = d.EvDeck[i]
		n++
	}
	for p := 0; p < int(d.N); p++ {
		if p == int(s) {
			continue
		}
		for i := 0; i < int(d.P[p].HandN); i++ {
			pool[n] = d.P[p].Hand[i]
			n++
		}
	}
	d.RNG.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	n = 0
	for i := 0; i < int(d.EvN); i++ {
		d.EvDeck[i] = pool[n]
		n++
	}
	for p := 0; p < int(d.N); p++ {
		if p == int(s) {
			continue
		}
		for i := 0; i < int(d.P[p].HandN); i++ {
			d.P[p].Hand[i] = pool[n]
			n++
		}
	}
	d.shuffleMap()
	// Everyone knows the Cabin lies among the last map cards.
	for i := 0; i < int(d.MapN); i++ {
		if lim := min(tab.cat.CabinLast, int(d.MapN)); d.MapDeck[i] == tab.cabin && i >= lim {
			j := d.RNG.IntN(lim)
			d.MapDeck[i], d.MapDeck[j] = d.MapDeck[j], d.MapDeck[i]
			break
		}
	}
	return &d
}
