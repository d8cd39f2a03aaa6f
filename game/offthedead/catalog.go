package offthedead

import (
	"errors"
	"fmt"
	"sync"

	"zombietable/data"
)

// Survivor is a survivor card as the data describe it.
type Survivor struct {
	ID       string `toml:"id"`
	Strength int    `toml:"strength" data:"required"`
	Reach    string `toml:"reach" data:"required"`
	Symbol   string `toml:"symbol" data:"required"`
	Ability  string `toml:"ability" data:"required"`
	Source   string `toml:"source"`
	Reason   string `toml:"reason"`
}

// Zombie is a kind of zombie card with its counts by player count.
type Zombie struct {
	ID       string   `toml:"id"`
	Strength int      `toml:"strength" data:"required"`
	Symbols  []string `toml:"symbols" data:"required"`
	Counts   []int    `toml:"counts" data:"required"`
	Source   string   `toml:"source"`
	Reason   string   `toml:"reason"`
}

// Zombified is a zombified survivor card.
type Zombified struct {
	Survivor string `toml:"survivor" data:"required"`
	Strength int    `toml:"strength" data:"required"`
	Source   string `toml:"source"`
	Reason   string `toml:"reason"`
}

// Item is a kind of rubble card.
type Item struct {
	ID     string `toml:"id"`
	Kind   string `toml:"kind" data:"required"` // weapon, equipment or wave
	Counts []int  `toml:"counts" data:"required"`
	Power  int    `toml:"power"`
	Reach  string `toml:"reach"`
	Ammo   string `toml:"ammo"`
	Rounds int    `toml:"rounds"`
	Effect string `toml:"effect"`
	Source string `toml:"source"`
	Reason string `toml:"reason"`
}

// Event is a line of the advanced rules' d6 event table.
type Event struct {
	Roll   int    `toml:"roll" data:"required"`
	ID     string `toml:"id"`
	Source string `toml:"source"`
	Reason string `toml:"reason"`
}

// Quote is an advanced-rules quote paid with trophies' symbols.
type Quote struct {
	ID     string `toml:"id"`
	Cost   int    `toml:"cost" data:"required"`
	When   string `toml:"when" data:"required"`
	Source string `toml:"source"`
	Reason string `toml:"reason"`
}

// Catalog is the game's data, decoded and checked, in the engine's order
// (see the survivor, item and quote constants).
type Catalog struct {
	Survivors [nSurvivors]Survivor
	Zombies   []Zombie
	Zombified [nSurvivors]Zombified
	Items     [nItems]Item
	Events    [6]Event
	Quotes    [nQuotes]Quote

	Piles     [4]int // rubble piles by player count
	Zones     int
	Limit     int
	Infection int // levels of the track
	Halve     [4]bool
	SoloRun   int
}

var (
	survivorIDs = [nSurvivors]string{"kevin", "maria", "tyrone", "jade", "sam"}
	abilityOf   = [nSurvivors]string{"reroll", "heal", "hold", "dodge", "scavenge"}
	itemIDs     = [nItems]string{"adrenaline", "barricade", "magazine", "colt", "axe", "jerrycan", "toy", "mp5", "chainsaw", "wave", "goggles"}
	effectOf    = [nItems]string{"heal", "hold", "reload", "", "cleave", "fire", "send", "", "", "wave", "sight"}
	eventIDs    = [6]string{"seen", "where", "runs", "junk", "twice", "panic"}
	quoteIDs    = [nQuotes]string{"what", "lookout", "ole", "plus1", "reroll", "retarget", "plus2", "all3", "better", "brucelee", "plus3", "stepped", "nuke"}
	quoteCost   = [nQuotes]int{1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 8}
	symbolIDs   = [3]string{"skull", "hand", "biohazard"}
)

// The box's inventory (rulebook).
const (
	boxZombies = 36
	boxRubble  = 36
)

// cat is the catalog the rules read, set once Load has succeeded.
var cat *Catalog

// Load returns the game's catalog, loaded and checked once.
var Load = sync.OnceValues(func() (*Catalog, error) {
	c, err := LoadFrom(data.Dir("offthedead"))
	if err == nil {
		cat = c
		setTables(c)
	}
	return c, err
})

func symbolBit(s string) (uint8, bool) {
	for i, id := range symbolIDs {
		if s == id {
			return 1 << i, true
		}
	}
	return 0, false
}

// checkEntry checks the fields every entry shares: the source and a reason
// for a house value. An entry's names and texts are in the catalogs
// (package i18n), under its id.
func checkEntry(p *data.Problems, key, source, reason string) {
	data.CheckSource(p, key+".source", source)
	if source == "house" && reason == "" {
		p.Addf(key+".reason", "a house value needs the reason it was chosen")
	}
}

func checkCounts(p *data.Problems, key string, counts []int, hi int) {
	if len(counts) != 4 {
		p.Addf(key, "needs 4 counts (1, 2, 3 and 4 players), not %d", len(counts))
		return
	}
	for i, n := range counts {
		if n < 0 || n > hi {
			p.Addf(key, "count for %d players must be between 0 and %d, not %d", i+1, hi, n)
		}
	}
}

// LoadFrom decodes and checks the catalog from load, reporting every problem
// of every file at once.
func LoadFrom(load data.Loader) (*Catalog, error) {
	c := &Catalog{}
	var errs []error

	var sv struct {
		Survivor []Survivor `toml:"survivor"`
	}
	ps := load("survivors.toml", &sv)
	seen := map[string]bool{}
	for i, s := range sv.Survivor {
		key := fmt.Sprintf("survivor.%d", i)
		checkEntry(ps, key, s.Source, s.Reason)
		if seen[s.ID] {
			ps.Addf(key+".id", "survivor %q is defined twice", s.ID)
		}
		seen[s.ID] = true
		if s.Strength < 0 || s.Strength > 4 {
			ps.Addf(key+".strength", "must be between 0 and 4, not %d", s.Strength)
		}
		if s.Reach != "melee" && s.Reach != "corridor" {
			ps.Addf(key+".reach", "must be melee or corridor, not %q", s.Reach)
		}
		if _, ok := symbolBit(s.Symbol); !ok {
			ps.Addf(key+".symbol", "must be skull, hand or biohazard, not %q", s.Symbol)
		}
		k := indexOf(survivorIDs[:], s.ID)
		if k < 0 {
			ps.Addf(key+".id", "unknown survivor %q (the engine knows %v)", s.ID, survivorIDs)
			continue
		}
		if s.Ability != abilityOf[k] {
			ps.Addf(key+".ability", "%s's ability is %q in the engine, not %q", s.ID, abilityOf[k], s.Ability)
		}
		c.Survivors[k] = s
	}
	for _, id := range survivorIDs {
		if !seen[id] {
			ps.Addf("survivor", "survivor %q is missing", id)
		}
	}
	errs = append(errs, ps.Err())

	var zf struct {
		Zombie    []Zombie    `toml:"zombie"`
		Zombified []Zombified `toml:"zombified"`
	}
	pz := load("zombies.toml", &zf)
	var total [4]int
	var syms [4][7][3]int
	for i, z := range zf.Zombie {
		key := fmt.Sprintf("zombie.%d", i)
		checkEntry(pz, key, z.Source, z.Reason)
		if z.Strength < 2 || z.Strength > 6 {
			pz.Addf(key+".strength", "must be between 2 and 6, not %d", z.Strength)
		}
		if len(z.Symbols) < 1 || len(z.Symbols) > 2 {
			pz.Addf(key+".symbols", "a zombie shows 1 or 2 symbols, not %d", len(z.Symbols))
		}
		for _, s := range z.Symbols {
			if _, ok := symbolBit(s); !ok {
				pz.Addf(key+".symbols", "unknown symbol %q", s)
			}
		}
		checkCounts(pz, key+".counts", z.Counts, 12)
		if len(z.Counts) == 4 {
			for n := range 4 {
				total[n] += z.Counts[n]
				if z.Strength >= 2 && z.Strength <= 6 {
					for _, s := range z.Symbols {
						if b, ok := symbolBit(s); ok {
							syms[n][z.Strength][bitIndex(b)] += z.Counts[n]
						}
					}
				}
			}
		}
	}
	for n, want := range [4]int{17, 24, boxZombies, boxZombies} {
		if total[n] != want {
			pz.Addf("zombie", "the %d-player horde has %d zombies, the rulebook says %d", n+1, total[n], want)
		}
	}
	// The 4-player symbol split of the weak zombies is printed.
	for st, each := range map[int]int{2: 3, 3: 4, 4: 2} {
		for s := range 3 {
			if syms[3][st][s] != each {
				pz.Addf("zombie", "4 players: %d strength-%d zombies show the %s, the rulebook says %d", syms[3][st][s], st, symbolIDs[s], each)
			}
		}
	}
	c.Zombies = zf.Zombie
	zseen := map[string]bool{}
	for i, z := range zf.Zombified {
		key := fmt.Sprintf("zombified.%d", i)
		checkEntry(pz, key, z.Source, z.Reason)
		k := indexOf(survivorIDs[:], z.Survivor)
		if k < 0 || zseen[z.Survivor] {
			pz.Addf(key+".survivor", "unknown or repeated survivor %q", z.Survivor)
			continue
		}
		zseen[z.Survivor] = true
		if z.Strength != 7 {
			pz.Addf(key+".strength", "a zombified survivor has strength 7 (rulebook), not %d", z.Strength)
		}
		c.Zombified[k] = z
	}
	if len(zseen) != nSurvivors {
		pz.Addf("zombified", "needs one zombified card for each of the %d survivors, has %d", nSurvivors, len(zseen))
	}
	errs = append(errs, pz.Err())

	var rf struct {
		Piles struct {
			Counts []int  `toml:"counts"`
			Source string `toml:"source"`
		} `toml:"piles"`
		Item []Item `toml:"item"`
	}
	pr := load("rubble.toml", &rf)
	data.CheckSource(pr, "piles.source", rf.Piles.Source)
	checkCounts(pr, "piles.counts", rf.Piles.Counts, 12)
	if len(rf.Piles.Counts) == 4 {
		copy(c.Piles[:], rf.Piles.Counts)
		for n, v := range c.Piles {
			if v < 1 {
				pr.Addf("piles.counts", "%d players need at least one pile", n+1)
			}
		}
	}
	var rtotal [4]int
	iseen := map[string]bool{}
	for i, it := range rf.Item {
		key := fmt.Sprintf("item.%d", i)
		checkEntry(pr, key, it.Source, it.Reason)
		checkCounts(pr, key+".counts", it.Counts, 8)
		if len(it.Counts) == 4 {
			for n := range 4 {
				rtotal[n] += it.Counts[n]
			}
		}
		k := indexOf(itemIDs[:], it.ID)
		if k < 0 || iseen[it.ID] {
			pr.Addf(key+".id", "unknown or repeated item %q (the engine knows %v)", it.ID, itemIDs)
			continue
		}
		iseen[it.ID] = true
		if it.Effect != effectOf[k] {
			pr.Addf(key+".effect", "%s's effect is %q in the engine, not %q", it.ID, effectOf[k], it.Effect)
		}
		switch it.Kind {
		case "weapon":
			if it.Power < 1 || it.Power > 6 {
				pr.Addf(key+".power", "a weapon's power must be between 1 and 6, not %d", it.Power)
			}
			if it.Reach != "melee" && it.Reach != "corridor" {
				pr.Addf(key+".reach", "must be melee or corridor, not %q", it.Reach)
			}
			if (it.Ammo == "") != (it.Rounds == 0) {
				pr.Addf(key+".rounds", "a weapon with ammunition has 1 to 4 rounds, one without has none")
			}
			if it.Rounds < 0 || it.Rounds > 4 {
				pr.Addf(key+".rounds", "the card turns a quarter a use: at most 4 rounds, not %d", it.Rounds)
			}
		case "equipment", "wave":
			if it.Reach != "" || it.Rounds != 0 {
				pr.Addf(key, "only weapons have reach and rounds")
			}
		default:
			pr.Addf(key+".kind", "must be weapon, equipment or wave, not %q", it.Kind)
		}
		switch it.Ammo {
		case "", "bullet", "petrol":
		default:
			pr.Addf(key+".ammo", "must be bullet, petrol or empty, not %q", it.Ammo)
		}
		if (it.Effect == "heal" || it.Effect == "fire") && (it.Power < 1 || it.Power > 6) {
			pr.Addf(key+".power", "%s needs a power between 1 and 6", it.Effect)
		}
		c.Items[k] = it
	}
	for _, id := range itemIDs {
		if !iseen[id] {
			pr.Addf("item", "item %q is missing", id)
		}
	}
	for n, want := range [4]int{27, 29, boxRubble, boxRubble} {
		if rtotal[n] != want {
			pr.Addf("item", "the %d-player rubble has %d cards, the rulebook says %d", n+1, rtotal[n], want)
		}
	}
	errs = append(errs, pr.Err())

	var rules struct {
		Corridor struct {
			Zones, Limit int
			Source       string
		} `toml:"corridor"`
		Infection struct {
			Levels int
			Source string
			Reason string
		} `toml:"infection"`
		Surprise struct {
			Halve  []bool
			Source string
		} `toml:"surprise"`
		Runs struct {
			Solo   int
			Source string
		} `toml:"runs"`
	}
	pl := load("rules.toml", &rules)
	data.CheckSource(pl, "corridor.source", rules.Corridor.Source)
	checkEntry(pl, "infection", rules.Infection.Source, rules.Infection.Reason)
	data.CheckSource(pl, "surprise.source", rules.Surprise.Source)
	data.CheckSource(pl, "runs.source", rules.Runs.Source)
	if rules.Corridor.Zones != nZones {
		pl.Addf("corridor.zones", "must be %d (the engine's zones), not %d", nZones, rules.Corridor.Zones)
	}
	if rules.Corridor.Limit < 1 || rules.Corridor.Limit > maxCorridor {
		pl.Addf("corridor.limit", "must be between 1 and %d, not %d", maxCorridor, rules.Corridor.Limit)
	}
	if rules.Infection.Levels < 2 || rules.Infection.Levels > 12 {
		pl.Addf("infection.levels", "must be between 2 and 12, not %d", rules.Infection.Levels)
	}
	if len(rules.Surprise.Halve) != 4 {
		pl.Addf("surprise.halve", "needs 4 values (1, 2, 3 and 4 players)")
	} else {
		copy(c.Halve[:], rules.Surprise.Halve)
	}
	if rules.Runs.Solo < 1 || rules.Runs.Solo > 3 {
		pl.Addf("runs.solo", "must be between 1 and 3 (the rulebook's runs), not %d", rules.Runs.Solo)
	}
	c.Zones, c.Limit, c.Infection, c.SoloRun = rules.Corridor.Zones, rules.Corridor.Limit, rules.Infection.Levels, rules.Runs.Solo
	errs = append(errs, pl.Err())

	var ev struct {
		Event []Event `toml:"event"`
	}
	pe := load("events.toml", &ev)
	for i, e := range ev.Event {
		key := fmt.Sprintf("event.%d", i)
		checkEntry(pe, key, e.Source, e.Reason)
		if e.Roll < 1 || e.Roll > 6 || e.ID != eventIDs[e.Roll-1] || c.Events[e.Roll-1].ID != "" {
			pe.Addf(key+".roll", "roll %d must be the event %q, once", e.Roll, e.ID)
			continue
		}
		c.Events[e.Roll-1] = e
	}
	if len(ev.Event) != 6 {
		pe.Addf("event", "the d6 table has 6 events, not %d", len(ev.Event))
	}
	errs = append(errs, pe.Err())

	var qf struct {
		Quote []Quote `toml:"quote"`
	}
	pq := load("quotes.toml", &qf)
	qseen := map[string]bool{}
	for i, q := range qf.Quote {
		key := fmt.Sprintf("quote.%d", i)
		checkEntry(pq, key, q.Source, q.Reason)
		k := indexOf(quoteIDs[:], q.ID)
		if k < 0 || qseen[q.ID] {
			pq.Addf(key+".id", "unknown or repeated quote %q", q.ID)
			continue
		}
		qseen[q.ID] = true
		if q.Cost != quoteCost[k] {
			pq.Addf(key+".cost", "%s costs %d symbols (the heading), not %d", q.ID, quoteCost[k], q.Cost)
		}
		switch q.When {
		case "turn", "roll", "bite":
		default:
			pq.Addf(key+".when", "must be turn, roll or bite, not %q", q.When)
		}
		c.Quotes[k] = q
	}
	if len(qseen) != nQuotes {
		pq.Addf("quote", "needs the %d quotes, has %d", nQuotes, len(qseen))
	}
	errs = append(errs, pq.Err())

	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return c, nil
}

func indexOf(list []string, v string) int {
	for i, s := range list {
		if s == v {
			return i
		}
	}
	return -1
}

func bitIndex(b uint8) int {
	switch b {
	case 1:
		return 0
	case 2:
		return 1
	}
	return 2
}
