package offthedead

import (
	"math/bits"

	"zombietable/game"
	"zombietable/i18n"
)

// View is what a seat may know, ready for a scene to draw. Off the Dead has
// no secret hands: every seat sees the same table. The rubble cards turned
// and put back face down are the memory game's: the view names them on
// their piles only with the memory aid (option memory=aid); in the box's
// game a seat knows them as far as its people remember, which a view cannot
// carry. Players are the survivors, each run by a seat (Seat); Active and
// ToAct are survivors.
type View struct {
	Seat      int            `json:"seat"`
	People    int            `json:"people"` // seats; fewer than the survivors in the 4-player game with fewer people
	Active    int            `json:"active"` // the survivor whose turn it is
	ToAct     int            `json:"toAct"`  // the survivor whose decision it is
	Advanced  bool           `json:"advanced"`
	MemoryAid bool           `json:"memoryAid"`
	Turn      int            `json:"turn"`
	Step      string         `json:"step"`
	Prompt    string         `json:"prompt"`
	Horde     int            `json:"horde"`
	Arrow     int            `json:"arrow"` // the top card's direction, -1 with an empty horde
	Limit     int            `json:"limit"`
	Corridors []CorridorView `json:"corridors"` // by seat
	Rubble    []PileView     `json:"rubble"`
	Turned    []string       `json:"turned,omitempty"` // rubble cards turned by a search in progress
	Players   []PlayerView   `json:"players"`
	GraveZ    []int          `json:"graveyardZombies"` // strengths
	GraveR    []string       `json:"graveyardItems"`
	Die       int            `json:"die"`
	Event     string         `json:"event,omitempty"`
	Attack    int            `json:"attackTarget"` // corridor index of a rolled attack, -1 none
	Held      int            `json:"held"`         // re-oriented zombie cards waiting for the active survivor to choose their corridor
	Junk      int            `json:"junk"`         // "Che roba!" discards the active survivor still chooses
	Panic     bool           `json:"panic"`        // «Mamma!» struck: the active survivor makes no more actions this turn
	// Choosing: the team is being chosen (option survivors=chosen); ToAct is
	// the survivor being chosen, Free the survivor cards nobody has taken.
	Choosing bool     `json:"choosing,omitempty"`
	Free     []string `json:"free,omitempty"`
	Over     bool     `json:"over"`
	Won      bool     `json:"won"`
}

// CorridorView is a survivor's corridor, cards in arrival order.
type CorridorView struct {
	Dir     int          `json:"dir"`
	Zombies []ZombieView `json:"zombies"`
}

// ZombieView is a zombie card in a corridor; Strength is 0 while face down
// and unknown.
type ZombieView struct {
	Zone     int      `json:"zone"` // 0 first, 1 second, 2 melee
	Up       bool     `json:"up"`
	Twice    bool     `json:"twice"`
	Strength int      `json:"strength"`
	Symbols  []string `json:"symbols,omitempty"`
}

// PileView is a rubble pile: its height and, with the memory aid, the cards
// every seat has seen, bottom first ("" unknown or not shown).
type PileView struct {
	Cards int      `json:"cards"`
	Known []string `json:"known"`
}

// PlayerView is a survivor; Survivor is "" while not yet chosen.
type PlayerView struct {
	Survivor  string     `json:"survivor"`
	Seat      int        `json:"seat"`  // the seat deciding for this survivor
	Left      int        `json:"left"`  // the neighbour a throw "left" reaches, -1 none
	Right     int        `json:"right"` // the neighbour a throw "right" reaches, -1 none
	Dir       int        `json:"dir"`
	Alive     bool       `json:"alive"`
	Strength  int        `json:"strength"`
	Corridor  bool       `json:"reachCorridor"`
	Symbol    string     `json:"symbol"`
	Used      bool       `json:"abilityUsed"`
	Infection int        `json:"infection"` // 0 not infected
	Levels    int        `json:"levels"`
	Items     []ItemView `json:"items"`
	Trophies  [3]int     `json:"trophySymbols"`
	Cards     int        `json:"trophies"`
	Killed    int        `json:"killed"`
}

// ItemView is an item in hand with its ammunition.
type ItemView struct {
	ID     string `json:"id"`
	Ammo   int    `json:"ammo"`
	Rounds int    `json:"rounds"`
}

var stepNames = [...]string{"action1", "beforeBites", "bites", "beforeMoves", "moves", "wave", "action2", "beforeInfection", "infection", "end"}

// View returns what seat v may know.
func (s *State) View(v game.Seat) any {
	out := View{Seat: int(v), People: int(s.People), Active: int(s.Active), ToAct: int(s.actor()), Advanced: s.Advanced, MemoryAid: s.Aid, Turn: int(s.Turn) + 1,
		Step: stepNames[s.Step], Prompt: s.prompt().In(i18n.English), Horde: int(s.HN), Arrow: -1, Limit: int(tab.limit), Die: int(s.LastDie),
		Attack: -1, Held: int(s.HeldN), Junk: int(s.Junk), Panic: s.Panic, Over: s.Done, Won: s.Won}
	if s.HN > 0 {
		out.Arrow = int(s.Arrow[s.HN-1])
	}
	if s.Picks > 0 {
		out.Choosing = true
		team := s.team()
		for id := range nSurvivors {
			if team&(1<<id) == 0 {
				out.Free = append(out.Free, survivorIDs[id])
			}
		}
	}
	if s.Sub == subRoll {
		out.Attack = int(s.AtkT)
	}
	if s.LastEv >= 0 {
		out.Event = eventIDs[s.LastEv]
	}
	for p := range s.NP {
		d := s.P[p].Dir
		cv := CorridorView{Dir: int(d), Zombies: []ZombieView{}}
		for _, z := range s.Cor[d][:s.CN[d]] {
			zv := ZombieView{Zone: int(z.Zone), Up: z.Up, Twice: z.Twice}
			if z.Up || z.Known {
				zv.Strength = int(s.zStr(z.C))
				zv.Symbols = symbolNames(s.zSym(z.C))
			}
			cv.Zombies = append(cv.Zombies, zv)
		}
		out.Corridors = append(out.Corridors, cv)
		pl := &s.P[p]
		if pl.Surv < 0 {
			out.Players = append(out.Players, PlayerView{Seat: int(s.seatOf(p)), Left: int(s.side(p, 1)), Right: int(s.side(p, 3)), Dir: int(d), Alive: true,
				Levels: int(tab.levels), Items: []ItemView{}})
			continue
		}
		pv := PlayerView{Survivor: survivorIDs[pl.Surv], Seat: int(s.seatOf(p)), Left: int(s.side(p, 1)), Right: int(s.side(p, 3)), Dir: int(d), Alive: pl.Alive, Strength: int(tab.survStr[pl.Surv]),
			Corridor: tab.survReach[pl.Surv], Symbol: symbolIDs[tab.survSym[pl.Surv]], Used: pl.Used, Infection: int(pl.Inf),
			Levels: int(tab.levels), Items: []ItemView{}, Cards: bits.OnesCount64(pl.Troph), Killed: int(pl.Killed)}
		for i := range pl.NI {
			k := s.rKind(pl.Items[i])
			pv.Items = append(pv.Items, ItemView{ID: itemIDs[k], Ammo: int(pl.Ammo[i]), Rounds: int(tab.rounds[k])})
		}
		for m := pl.Troph; m != 0; m &= m - 1 {
			sy := s.zSym(int8(bits.TrailingZeros64(m)))
			for k := range 3 {
				if sy&(1<<k) != 0 {
					pv.Trophies[k]++
				}
			}
		}
		out.Players = append(out.Players, pv)
	}
	for p := range s.NPile {
		pv := PileView{Cards: int(s.PN[p]), Known: make([]string, s.PN[p])}
		for i := range s.PN[p] {
			if s.Aid && s.Known[p]&(1<<uint(i)) != 0 {
				pv.Known[i] = itemIDs[s.rKind(s.Pile[p][i])]
			}
		}
		out.Rubble = append(out.Rubble, pv)
	}
	if s.S1 >= 0 && s.Sub == subSecond {
		out.Turned = append(out.Turned, itemIDs[s.rKind(s.S1)])
	}
	if s.Sub == subPlace {
		for _, c := range s.Place[:s.NPlace] {
			out.Turned = append(out.Turned, itemIDs[s.rKind(c)])
		}
	}
	out.GraveZ = []int{}
	for m := s.GraveZ; m != 0; m &= m - 1 {
		out.GraveZ = append(out.GraveZ, int(s.zStr(int8(bits.TrailingZeros64(m)))))
	}
	out.GraveR = []string{}
	for m := s.GraveR; m != 0; m &= m - 1 {
		out.GraveR = append(out.GraveR, itemIDs[s.rKind(int8(bits.TrailingZeros64(m)))])
	}
	return out
}

func symbolNames(b uint8) []string {
	var out []string
	for k := range 3 {
		if b&(1<<k) != 0 {
			out = append(out, symbolIDs[k])
		}
	}
	return out
}

// Determinize re-deals what no seat has seen: the face-down zombies of the
// horde and the corridors (and the horde's arrows below the top card), and
// the rubble cards never turned; the generator is reseeded.
func (s *State) Determinize(seat game.Seat, r *game.RNG) game.State {
	return s.DeterminizeOver(nil, seat, r)
}

// DeterminizeOver is Determinize written over dst, a sample it gave before
// (or nil for a new one).
func (s *State) DeterminizeOver(dst game.State, _ game.Seat, r *game.RNG) game.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		c = new(State)
	}
	*c = *s
	var ids [2*maxHorde + 4*maxCorridor]int8
	n := 0
	for i := range c.HN {
		ids[n] = c.Horde[i]
		n++
	}
	for i := range c.HeldN {
		ids[n] = c.Held[i]
		n++
	}
	for d := range 4 {
		for i := range c.CN[d] {
			if z := c.Cor[d][i]; !z.Up && !z.Known {
				ids[n] = z.C
				n++
			}
		}
	}
	r.Shuffle(n, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	n = 0
	for i := range c.HN {
		c.Horde[i] = ids[n]
		n++
		if i < c.HN-1 {
			c.Arrow[i] = int8(r.IntN(4))
		}
	}
	for i := range c.HeldN {
		c.Held[i] = ids[n]
		n++
	}
	for d := range 4 {
		for i := range c.CN[d] {
			if z := &c.Cor[d][i]; !z.Up && !z.Known {
				z.C = ids[n]
				n++
			}
		}
	}
	var rub [maxRubble]int8
	n = 0
	for p := range c.NPile {
		for i := range c.PN[p] {
			if c.Known[p]&(1<<uint(i)) == 0 {
				rub[n] = c.Pile[p][i]
				n++
			}
		}
	}
	r.Shuffle(n, func(i, j int) { rub[i], rub[j] = rub[j], rub[i] })
	n = 0
	for p := range c.NPile {
		for i := range c.PN[p] {
			if c.Known[p]&(1<<uint(i)) == 0 {
				c.Pile[p][i] = rub[n]
				n++
			}
		}
	}
	c.RNG = game.NewRNG(r.Uint64())
	return c
}
