package zombies4

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"zombietable/data"
)

// MapCard is one kind of map card as the data describe it.
type MapCard struct {
	ID     string `toml:"id"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	// ArticleIT is the Italian article of NameIT ("il", "la", "lo", "l'"),
	// which the log joins with its prepositions ("della Baita").
	ArticleIT string   `toml:"article_it"`
	Kind      string   `toml:"kind" data:"required"` // bridge, cabin, boathouse, named or plain
	Count     int      `toml:"count" data:"required"`
	Grid      []string `toml:"grid" data:"required"`
	Doors     []string `toml:"doors"`
	Lives     int      `toml:"lives"`
	Ammo      int      `toml:"ammo"`
	Dogs      int      `toml:"dogs"`
	Source    string   `toml:"source"`
	Reason    string   `toml:"reason"`
}

// EventCard is one kind of event card as the data describe it.
type EventCard struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	NameIT string   `toml:"name_it"`
	Kind   string   `toml:"kind" data:"required"` // page, weapon, item or event
	Count  int      `toml:"count" data:"required"`
	Play   []string `toml:"play"` // own, fight, other
	Use    []string `toml:"use"`  // own, fight: when a card in play is discarded for its effect
	Text   string   `toml:"text"`
	TextIT string   `toml:"text_it"`
	Source string   `toml:"source"`
	Reason string   `toml:"reason"`
}

type setupFile struct {
	Start struct {
		Ammo      int    `toml:"ammo"`
		Lives     int    `toml:"lives"`
		HalfLives int    `toml:"half_lives"`
		Hand      int    `toml:"hand"`
		Source    string `toml:"source"`
	} `toml:"start"`
	Limits struct {
		MaxLives      int    `toml:"max_lives"`
		Hand          int    `toml:"hand"`
		DogsPerSquare int    `toml:"dogs_per_square"`
		Dogs          int    `toml:"dogs"`
		KillsToWin    int    `toml:"kills_to_win"`
		SpellTarget   int    `toml:"spell_target"`
		Source        string `toml:"source"`
	} `toml:"limits"`
	Dogs struct {
		KillOn int    `toml:"kill_on"`
		Bite   int    `toml:"bite"`
		Move   int    `toml:"move"`
		Source string `toml:"source"`
	} `toml:"dogs"`
	Dawn struct {
		Rounds int    `toml:"rounds"`
		Source string `toml:"source"`
		Reason string `toml:"reason"`
	} `toml:"dawn"`
	Map struct {
		CabinLast int    `toml:"cabin_last"`
		Source    string `toml:"source"`
		Reason    string `toml:"reason"`
	} `toml:"map"`
	Table struct {
		Width     int    `toml:"width"`
		Height    int    `toml:"height"`
		BridgeCol int    `toml:"bridge_col"`
		BridgeRow int    `toml:"bridge_row"`
		Source    string `toml:"source"`
		Reason    string `toml:"reason"`
	} `toml:"table"`
}

// Catalog is the game's data, decoded and checked.
type Catalog struct {
	Maps   []MapCard   // in the order of the file
	Events []EventCard // in the order of evIDs

	StartAmmo, StartHalf, StartHand int
	MaxHalf, HandLimit, DogsTotal   int
	KillsToWin, SpellTarget, KillOn int
	DawnRounds                      int
	CabinLast                       int // the Cabin lies among the last CabinLast cards of the map deck
}

// The engine's fixed vocabulary of event cards, in order.
var evIDs = [nEvTypes]string{
	"page1", "page2", "page3", "page4", "page5", "page6", "page7", "page8",
	"shotgun", "machete", "lantern", "first_aid", "ammo_belt", "amulet",
	"run", "adrenaline", "scavenge", "bandage", "pack", "lost", "stolen_page", "burn_page",
}

// Inventory the rulebook states, and the numbers the engine is built for.
const (
	wantMaps   = 30
	wantEvents = 50
	wantDogs   = 100
)

// cat is the catalog the rules read, set once Load has succeeded.
var cat *Catalog

// Load returns the game's catalog, loaded and checked once.
var Load = sync.OnceValues(func() (*Catalog, error) {
	c, err := LoadFrom(data.Dir("zombies4"))
	if err == nil {
		err = buildTables(c)
	}
	if err == nil {
		cat = c
	}
	return c, err
})

// LoadFrom decodes and checks the catalog from load, reporting every problem
// of every file at once.
func LoadFrom(load data.Loader) (*Catalog, error) {
	c := &Catalog{}
	var setup setupFile
	p := load("setup.toml", &setup)
	for _, s := range []struct{ key, val string }{
		{"start.source", setup.Start.Source}, {"limits.source", setup.Limits.Source},
		{"dogs.source", setup.Dogs.Source}, {"dawn.source", setup.Dawn.Source}, {"table.source", setup.Table.Source},
		{"map.source", setup.Map.Source},
	} {
		data.CheckSource(p, s.key, s.val)
	}
	if setup.Dawn.Source == "house" && setup.Dawn.Reason == "" {
		p.Addf("dawn.reason", "a house number needs its reason")
	}
	if setup.Map.Source == "house" && setup.Map.Reason == "" {
		p.Addf("map.reason", "a house number needs its reason")
	}
	if setup.Table.Source == "house" && setup.Table.Reason == "" {
		p.Addf("table.reason", "a house number needs its reason")
	}
	exact := func(key string, got, want int) {
		if got != want {
			p.Addf(key, "must be %d (the engine is built for it), not %d", want, got)
		}
	}
	between := func(key string, v, lo, hi int) {
		if v < lo || v > hi {
			p.Addf(key, "must be between %d and %d, not %d", lo, hi, v)
		}
	}
	between("start.ammo", setup.Start.Ammo, 0, 20)
	between("start.lives", setup.Start.Lives, 0, 5)
	between("start.half_lives", setup.Start.HalfLives, 0, 4)
	if setup.Start.Lives*2+setup.Start.HalfLives < 1 {
		p.Addf("start.lives", "a player must start with some life")
	}
	exact("start.hand", setup.Start.Hand, 3)
	exact("limits.hand", setup.Limits.Hand, 3)
	exact("limits.max_lives", setup.Limits.MaxLives, 5)
	exact("limits.dogs_per_square", setup.Limits.DogsPerSquare, 2)
	exact("limits.dogs", setup.Limits.Dogs, wantDogs)
	between("limits.kills_to_win", setup.Limits.KillsToWin, 1, 100)
	between("limits.spell_target", setup.Limits.SpellTarget, 1, 6)
	between("dogs.kill_on", setup.Dogs.KillOn, 2, 6)
	exact("dogs.bite", setup.Dogs.Bite, 1)
	exact("dogs.move", setup.Dogs.Move, 2)
	between("map.cabin_last", setup.Map.CabinLast, 1, wantMaps-2)
	between("dawn.rounds", setup.Dawn.Rounds, 5, 200)
	exact("table.width", setup.Table.Width, gridW)
	exact("table.height", setup.Table.Height, gridH)
	exact("table.bridge_col", setup.Table.BridgeCol, bridgeCol)
	exact("table.bridge_row", setup.Table.BridgeRow, bridgeRow)
	c.StartAmmo = setup.Start.Ammo
	c.StartHalf = setup.Start.Lives*2 + setup.Start.HalfLives
	c.StartHand = setup.Start.Hand
	c.MaxHalf = setup.Limits.MaxLives * 2
	c.HandLimit = setup.Limits.Hand
	c.DogsTotal = setup.Limits.Dogs
	c.KillsToWin = setup.Limits.KillsToWin
	c.SpellTarget = setup.Limits.SpellTarget
	c.KillOn = setup.Dogs.KillOn
	c.DawnRounds = setup.Dawn.Rounds
	c.CabinLast = setup.Map.CabinLast

	var maps struct {
		Card []MapCard `toml:"card"`
	}
	pm := load("maps.toml", &maps)
	total := 0
	kinds := map[string]int{}
	seen := map[string]bool{}
	for i, m := range maps.Card {
		key := fmt.Sprintf("card.%d", i)
		need(pm, key, "id", m.ID, "name", m.Name, "name_it", m.NameIT, "reason", m.Reason)
		data.CheckSource(pm, key+".source", m.Source)
		if seen[m.ID] {
			pm.Addf(key+".id", "map card %q is defined twice", m.ID)
		}
		seen[m.ID] = true
		if m.Count < 1 || m.Count > 10 {
			pm.Addf(key+".count", "must be between 1 and 10, not %d", m.Count)
		}
		total += m.Count
		kinds[m.Kind] += m.Count
		switch m.Kind {
		case "bridge", "cabin", "boathouse", "named", "plain":
		default:
			pm.Addf(key+".kind", "must be bridge, cabin, boathouse, named or plain, not %q", m.Kind)
		}
		switch m.ArticleIT {
		case "il", "la", "lo", "l'":
		default:
			pm.Addf(key+".article_it", "must be il, la, lo or l', not %q", m.ArticleIT)
		}
		checkLayout(pm, key, m)
	}
	if total != wantMaps {
		pm.Addf("card", "map cards number %d, the rulebook says %d", total, wantMaps)
	}
	for _, k := range []string{"bridge", "cabin", "boathouse"} {
		if kinds[k] != 1 {
			pm.Addf("card", "there must be one %s card, not %d", k, kinds[k])
		}
	}
	if kinds["plain"] < 1 {
		pm.Addf("card", "there must be plain woods")
	}
	c.Maps = maps.Card

	var events struct {
		Card []EventCard `toml:"card"`
	}
	pe := load("events.toml", &events)
	total = 0
	byID := map[string]int{}
	for i, e := range events.Card {
		key := fmt.Sprintf("card.%d", i)
		need(pe, key, "id", e.ID, "name", e.Name, "name_it", e.NameIT, "text", e.Text, "text_it", e.TextIT, "reason", e.Reason)
		data.CheckSource(pe, key+".source", e.Source)
		if _, dup := byID[e.ID]; dup {
			pe.Addf(key+".id", "event card %q is defined twice", e.ID)
		}
		byID[e.ID] = i
		if e.Count < 1 || e.Count > 8 {
			pe.Addf(key+".count", "must be between 1 and 8, not %d", e.Count)
		}
		total += e.Count
		switch e.Kind {
		case "page", "weapon", "item", "event":
		default:
			pe.Addf(key+".kind", "must be page, weapon, item or event, not %q", e.Kind)
		}
		if len(e.Play) == 0 {
			pe.Addf(key+".play", "say when the card may be played")
		}
		for _, w := range e.Play {
			if w != "own" && w != "fight" && w != "other" {
				pe.Addf(key+".play", "must list own, fight or other, not %q", w)
			}
		}
		for _, w := range e.Use {
			if w != "own" && w != "fight" {
				pe.Addf(key+".use", "must list own or fight, not %q", w)
			}
		}
		if len(e.Use) > 0 && e.Kind != "weapon" && e.Kind != "item" {
			pe.Addf(key+".use", "only weapons and items in play are discarded for their effect")
		}
		if e.Kind == "page" && (len(e.Play) != 1 || e.Play[0] != "own") {
			pe.Addf(key+".play", "pages are played only in your turn ('solo ... durante il tuo turno')")
		}
	}
	if total != wantEvents {
		pe.Addf("card", "event cards number %d, the rulebook says %d", total, wantEvents)
	}
	c.Events = make([]EventCard, nEvTypes)
	for t, id := range evIDs {
		i, ok := byID[id]
		if !ok {
			pe.Addf("card", "event card %q is missing", id)
			continue
		}
		c.Events[t] = events.Card[i]
		if want := evKindOf(t); events.Card[i].Kind != want {
			pe.Addf(fmt.Sprintf("card.%d.kind", i), "%s must be a %s", id, want)
		}
	}
	for id, i := range byID {
		if evIndex(id) < 0 {
			pe.Addf(fmt.Sprintf("card.%d.id", i), "unknown event card %q: the engine knows %v", id, evIDs)
		}
	}

	var errs []error
	for _, q := range []*data.Problems{p, pm, pe} {
		if err := q.Err(); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return c, nil
}

// checkLayout checks a map card's grid, doors and counters: the squares are
// known, the doors open from a building square onto another square, the
// usable squares are connected, and the counters and dogs fit the building.
func checkLayout(p *data.Problems, key string, m MapCard) {
	if len(m.Grid) != 3 {
		p.Addf(key+".grid", "a map card is 3 rows of 3 squares, not %d rows", len(m.Grid))
		return
	}
	for r, row := range m.Grid {
		if len(row) != 3 {
			p.Addf(key+".grid", "row %d must have 3 squares, not %q", r, row)
			return
		}
		for _, ch := range row {
			if !strings.ContainsRune(".TBW=", ch) {
				p.Addf(key+".grid", "unknown square %q in row %d (use . T B W =)", ch, r)
				return
			}
		}
	}
	l, err := layoutOf(m)
	if err != nil {
		p.Addf(key+".doors", "%v", err)
		return
	}
	bridge := m.Kind == "bridge"
	if bridge != (m.Grid[1] == "===") {
		p.Addf(key+".grid", "the Bridge, and only the Bridge, has the bridge's deck \"===\" across its middle row")
	}
	if m.Kind != "bridge" && (m.Kind == "plain") != (l.nBuild == 0) {
		p.Addf(key+".grid", "plain woods have no building; every named card has one")
	}
	if m.Kind == "plain" && (m.Lives != 0 || m.Ammo != 0 || m.Dogs != 0) {
		p.Addf(key, "plain woods get a d6 of dogs and no counters: lives, ammo and dogs must be 0")
	}
	if m.Kind == "boathouse" && l.nWater == 0 {
		p.Addf(key+".grid", "the Boathouse has water")
	}
	if m.Kind != "boathouse" && m.Kind != "bridge" && l.nWater > 0 {
		p.Addf(key+".grid", "only the Boathouse and the Bridge have water")
	}
	if !l.connected() {
		p.Addf(key+".grid", "the usable squares are not all connected (check the doors)")
	}
	if m.Lives < 0 || m.Ammo < 0 || m.Dogs < 0 || m.Dogs > 8 {
		p.Addf(key, "lives, ammo and dogs must be between 0 and 8")
		return
	}
	if _, err := l.counters(m.Lives, m.Ammo, m.Dogs); err != nil {
		p.Addf(key, "%v", err)
	}
}

// parseDoor reads "row,col,side".
func parseDoor(s string) (r, c, d int, err error) {
	f := strings.Split(s, ",")
	if len(f) != 3 {
		return 0, 0, 0, fmt.Errorf("door %q: write row,col,side", s)
	}
	r, e1 := strconv.Atoi(strings.TrimSpace(f[0]))
	c, e2 := strconv.Atoi(strings.TrimSpace(f[1]))
	d = strings.Index("NESW", strings.TrimSpace(f[2]))
	if e1 != nil || e2 != nil || r < 0 || r > 2 || c < 0 || c > 2 || d < 0 || len(strings.TrimSpace(f[2])) != 1 {
		return 0, 0, 0, fmt.Errorf("door %q: row and col are 0 to 2, side is N, E, S or W", s)
	}
	return r, c, d, nil
}

// need records a problem for every empty value of the key/value pairs kv.
func need(p *data.Problems, key string, kv ...string) {
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			p.Addf(key+"."+kv[i], "missing")
		}
	}
}

func evIndex(id string) int {
	for t, s := range evIDs {
		if s == id {
			return t
		}
	}
	return -1
}

func evKindOf(t int) string {
	switch {
	case t <= evPage8:
		return "page"
	case t == evShotgun || t == evMachete:
		return "weapon"
	case t <= evAmulet:
		return "item"
	}
	return "event"
}
