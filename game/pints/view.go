package pints

import (
	"math/bits"

	"zombietable/game"
)

// View is what one seat may know, ready for a scene to draw.
type View struct {
	Seat    int          `json:"seat"`
	Active  int          `json:"active"`
	ToAct   int          `json:"toAct"`
	Level   string       `json:"level"`
	Turn    int          `json:"turn"`
	Prompt  string       `json:"prompt"`
	Rows    []RowView    `json:"rows"`
	Corner  []TileView   `json:"corner"` // the bar corner, next tile first
	Sofa    int          `json:"sofa"`
	Booth   int          `json:"booth"`
	Bar     int          `json:"barBeers"`
	Deck    DeckView     `json:"deck"`
	Discard []string     `json:"discard"` // bottom first
	Amb     []string     `json:"ambulance"`
	Bus     BusView      `json:"bus"`
	Players []PlayerView `json:"players"`
	Dice    DiceView     `json:"dice"`
	Food    []string     `json:"foodReserve"`
	Over    bool         `json:"over"`
	Rescue  string       `json:"rescue,omitempty"`
	Saved   []int        `json:"saved,omitempty"`
	Rolls   []int        `json:"rolls,omitempty"` // the very small car's extra hits
	// Decision is the open decision as every seat knows it.
	Decision DecisionView `json:"decision"`
}

// DecisionView is the open decision as every seat knows it (the prompt tells
// it to all): a table far from the seat to act draws its prompt from it.
type DecisionView struct {
	// Kinds holds the first legal action of each operation the seat to act
	// may choose, in the order Legal gives them: the operations name the
	// decision, the first action its subject (the colour rolled, the row
	// that fights, the divider reached).
	Kinds []game.Action `json:"kinds,omitempty"`
	// LoseLeft is the companion cards still to put under the deck; when a
	// zombie card asks it, LoseCard names it (the view's card names) and
	// LoseTotal is how many it asks in all (see State.Losing).
	LoseLeft  int    `json:"loseLeft,omitempty"`
	LoseCard  string `json:"loseCard,omitempty"`
	LoseTotal int    `json:"loseTotal,omitempty"`
	// Juke is the jukebox zombies still to deal, Moving the distracted
	// zombies still to place.
	Juke   int `json:"juke,omitempty"`
	Moving int `json:"moving,omitempty"`
}

// RowView is one row, tile 1 (at the bar) first.
type RowView struct {
	Companion bool       `json:"companion"`
	PlayDead  bool       `json:"playDead"`
	Shutter   bool       `json:"shutter"`
	Tiles     []TileView `json:"tiles"`
}

// TileView is a movement tile and its zombies.
type TileView struct {
	ID      int      `json:"id"`
	Colour  string   `json:"colour"` // "" for a symbol tile face down (starter level)
	Symbol  bool     `json:"symbol"` // shown at the main-course level only
	Zombies int      `json:"zombies"`
	Faces   []string `json:"faces,omitempty"`  // bottom first; "" face down
	Placed  []string `json:"placed,omitempty"` // dice and cards next to it
}

// DeckView is the draw pile as the seat knows it.
type DeckView struct {
	Sectors  [4]int  `json:"sectors"`
	Dividers [3]bool `json:"dividers"`      // still in the deck
	Top      string  `json:"top,omitempty"` // when the seat has seen it
	Cards    int     `json:"cards"`
}

// BusView is the bus.
type BusView struct {
	Row       int  `json:"row"`
	Zombies   int  `json:"zombies"`
	Clockwise bool `json:"clockwise"`
	CarSick   bool `json:"carSick"`
}

// PlayerView is a seat's side of the table.
type PlayerView struct {
	Bites   int      `json:"bites"`
	Chips   int      `json:"chips"`
	Beers   int      `json:"beers"`
	Cards   []string `json:"cards"`
	Food    []string `json:"food"`
	Used    []string `json:"foodUsed"`
	Pending int      `json:"pending"` // zombie tokens on the tracker
	Faces   []string `json:"pendingFaces,omitempty"`
}

// DiceView is the battle dice not yet placed, and the card weapons got by
// arms dealing not yet placed.
type DiceView struct {
	Faces  []string `json:"faces"`
	Zombie int      `json:"zombie"`
	Traded []string `json:"traded,omitempty"` // card names, one per weapon
}

// View returns what seat v may know.
func (s *State) View(v game.Seat) any {
	out := View{Seat: int(v), Active: int(s.Active), ToAct: int(s.ToAct()), Turn: int(s.Turn) + 1,
		Prompt: s.prompt(), Sofa: int(s.Sofa), Booth: int(s.Booth), Bar: int(s.Beers), Over: s.Done}
	out.Level = "antipasto"
	if s.Main {
		out.Level = "piatto-principale"
	}
	// the rows made to their size at once: a server builds every seat's
	// view after every action
	out.Rows = make([]RowView, 0, nRows)
	for r := range int8(nRows) {
		rv := RowView{Companion: s.Stool&(1<<r) != 0, PlayDead: s.PlayDead&(1<<r) != 0, Shutter: s.Shutter&(1<<r) != 0,
			Tiles: make([]TileView, 0, nPos)}
		for p := range int8(nPos) {
			tv := s.tileView(s.Tile[r][p], s.Z[r][p])
			for i := range int(s.NPlaced) {
				pl := s.Placed[i]
				if pl.Row == r && pl.Pos == p && pl.Item != itemSide {
					tv.Placed = append(tv.Placed, itemName(pl.Item))
				}
				if pl.Item == itemSide && int(pl.Pos) == int(r)*nPos+int(p) {
					tv.Placed = append(tv.Placed, cardName(kRugby)+" (second hit)")
				}
			}
			rv.Tiles = append(rv.Tiles, tv)
		}
		out.Rows = append(out.Rows, rv)
	}
	for _, t := range s.Corner {
		out.Corner = append(out.Corner, s.tileView(t, stack{}))
	}
	for i := range 4 {
		out.Deck.Sectors[i] = int(s.Sec[i])
	}
	for k := range 3 {
		out.Deck.Dividers[k] = s.Div&(1<<k) == 0
	}
	out.Deck.Cards = int(s.DeckN)
	if s.DeckN > 0 && v >= 0 && s.Seen[0]&(1<<v) != 0 {
		out.Deck.Top = cardName(int(tab.kind[s.Deck[0]]))
	}
	out.Discard = []string{}
	for i := range int(s.DiscN) {
		out.Discard = append(out.Discard, cardName(int(tab.kind[s.Disc[i]])))
	}
	out.Amb = []string{}
	for t, c := range s.Amb {
		for range c {
			out.Amb = append(out.Amb, cfg.Tokens[t].ID)
		}
	}
	out.Bus = BusView{Row: int(s.BusRow), Zombies: int(s.Bus), Clockwise: s.Dir < 0, CarSick: s.CarSick}
	for p := range int(s.NP) {
		pl := s.P[p]
		pv := PlayerView{Bites: int(pl.Bites), Chips: int(pl.Chips), Beers: int(pl.Beers), Cards: []string{},
			Food: []string{}, Used: []string{}, Pending: s.trackerTokens(p)}
		for h := pl.Hand; h != 0; h &= h - 1 {
			pv.Cards = append(pv.Cards, cardName(int(tab.kind[bits.TrailingZeros64(h)])))
		}
		for f := range nFood {
			if pl.Food&(1<<f) != 0 {
				pv.Food = append(pv.Food, foodName(f))
				if pl.FoodUsed&(1<<f) != 0 {
					pv.Used = append(pv.Used, foodName(f))
				}
			}
		}
		for t, c := range pl.Up {
			for range c {
				pv.Faces = append(pv.Faces, cfg.Tokens[t].ID)
			}
		}
		out.Players = append(out.Players, pv)
	}
	out.Dice.Faces = []string{}
	for f, n := range s.Dice {
		for range n {
			out.Dice.Faces = append(out.Dice.Faces, faceName(f))
		}
	}
	out.Dice.Zombie = int(s.ZDice)
	for k, n := range s.Traded {
		for range n {
			out.Dice.Traded = append(out.Dice.Traded, cardName(k))
		}
	}
	out.Food = []string{}
	if s.Main {
		for f := range nFood {
			if s.FoodIn&(1<<f) != 0 {
				out.Food = append(out.Food, foodName(f))
			}
		}
	}
	if s.Done && s.Rescue >= 0 {
		out.Rescue = cardName(int(tab.kind[s.Rescue]))
		if s.Rolls[0] >= 0 {
			for p := range int(s.NP) {
				out.Rolls = append(out.Rolls, int(s.Rolls[p]))
			}
		}
	}
	out.Decision = s.decisionView()
	if s.Done {
		out.Saved = []int{}
		for p := range int(s.NP) {
			if s.Saved&(1<<p) != 0 {
				out.Saved = append(out.Saved, p)
			}
		}
	}
	return out
}

func (s *State) tileView(t int8, z stack) TileView {
	tv := TileView{ID: int(t), Symbol: s.Main && tab.tileSym[t], Zombies: int(z.N)}
	if c := s.colourOf(t); c >= 0 {
		tv.Colour = colourIDs[c]
	}
	if z.Z != 0 {
		for i := range z.N {
			code := (z.Z >> (2 * uint(i))) & 3
			f := ""
			if code != 0 {
				f = cfg.Tokens[codeType[code]].ID
			}
			tv.Faces = append(tv.Faces, f)
		}
	}
	return tv
}

func itemName(it int8) string {
	switch {
	case it < itemCard:
		return faceName(int(it)) + " die"
	case it >= itemTraded:
		return cardName(itemKind(it)) + " (traded)"
	}
	return cardName(itemKind(it))
}

// Determinize returns a copy in which what seat v cannot know — the order of
// the deck's unseen cards, the rescue drawn at random, the random generator —
// is drawn anew from r. The faces of face-down tokens are never fixed before
// they are revealed, so they need no re-sampling.
func (s *State) Determinize(v game.Seat, r *game.RNG) game.State {
	return s.DeterminizeOver(nil, v, r)
}

// DeterminizeOver is Determinize written over dst, a sample it gave before
// (or nil for a new one).
func (s *State) DeterminizeOver(dst game.State, v game.Seat, r *game.RNG) game.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		c = new(State)
	}
	*c = *s
	c.RNG = game.NewRNG(r.Uint64())
	if c.Done {
		return c
	}
	var bit uint8 = 1 << uint(v)
	var pos [maxDeck]int8
	var cards [maxDeck]int8
	n := 0
	rescueAt := -1
	for i := range int(c.DeckN) {
		if c.Seen[i]&bit != 0 {
			continue
		}
		if isRescue(c.Deck[i]) {
			rescueAt = i
			continue
		}
		pos[n], cards[n] = int8(i), c.Deck[i]
		n++
	}
	list := cards[:n]
	r.Shuffle(n, func(i, j int) { list[i], list[j] = list[j], list[i] })
	for i := range n {
		c.Deck[pos[i]] = list[i]
	}
	if rescueAt >= 0 {
		// The rescue stays in sector 4, at an unseen place, and is any of the
		// five if it was drawn at random.
		if c.Choice < 0 {
			c.Deck[rescueAt] = tab.firstR + int8(r.IntN(5))
		}
		start := c.sectorEnd(2)
		var spots [maxDeck]int8
		m := 0
		for i := start; i < int(c.DeckN); i++ {
			if c.Seen[i]&bit == 0 {
				spots[m] = int8(i)
				m++
			}
		}
		if m > 0 {
			j := int(spots[r.IntN(m)])
			c.Deck[rescueAt], c.Deck[j] = c.Deck[j], c.Deck[rescueAt]
		}
	}
	return c
}

// decisionView is the open decision as every seat knows it.
func (s *State) decisionView() DecisionView {
	var d DecisionView
	if s.Done {
		return d
	}
	var seen [64]bool
	for _, x := range s.Legal(nil) {
		if op, _, _, _ := DecodeAction(x); int(op) < len(seen) && !seen[op] {
			seen[op] = true
			d.Kinds = append(d.Kinds, x)
		}
	}
	d.LoseLeft, d.LoseCard, d.LoseTotal = s.Losing()
	d.Juke, d.Moving = int(s.Juke.N), int(s.Moving.N)
	return d
}
