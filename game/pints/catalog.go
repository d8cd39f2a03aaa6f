package pints

import (
	"errors"
	"fmt"
	"sync"

	"zombietable/data"
)

// Card is one kind of card as the data describe it.
type Card struct {
	ID             string `toml:"id"`
	Deck           string `toml:"deck" data:"required"` // companion, zombie or rescue
	Count          int    `toml:"count" data:"required"`
	Name           string `toml:"name"`
	NameIT         string `toml:"name_it"`
	Weapon         string `toml:"weapon"` // close, medium, long or empty
	Hits           int    `toml:"hits"`
	Extra          int    `toml:"extra"`
	ExtraPerPlayer bool   `toml:"extra_per_player"`
	MainOnly       bool   `toml:"main_only"`
	Text           string `toml:"text"`
	TextIT         string `toml:"text_it"`
	Source         string `toml:"source"`
}

// Colour is a tile colour with its main-course symbol effects.
type Colour struct {
	ID         string `toml:"id"`
	Name       string `toml:"name"`
	NameIT     string `toml:"name_it"`
	Tiles      int    `toml:"tiles"`
	Special    int    `toml:"special"`
	Occupied   string `toml:"occupied"`
	OccupiedIT string `toml:"occupied_it"`
	Empty      string `toml:"empty"`
	EmptyIT    string `toml:"empty_it"`
	Source     string `toml:"source"`
}

// Token is one kind of zombie token.
type Token struct {
	ID     string `toml:"id"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Count  int    `toml:"count"`
	Tough  bool   `toml:"tough"`
	Mint   bool   `toml:"mint"`
	Lively bool   `toml:"lively"`
	Source string `toml:"source"`
}

// Face is a face of a die.
type Face struct {
	ID     string `toml:"id" data:"repeatable"` // a die shows a kind on several faces
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Source string `toml:"source"`
}

// Food is a pub-food tile.
type Food struct {
	ID     string `toml:"id"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Text   string `toml:"text"`
	TextIT string `toml:"text_it"`
	Source string `toml:"source"`
}

// Divider is a divider tile of the deck.
type Divider struct {
	ID     string `toml:"id"`
	Rate   int    `toml:"rate"`
	Name   string `toml:"name"`
	NameIT string `toml:"name_it"`
	Text   string `toml:"text"`
	TextIT string `toml:"text_it"`
	Source string `toml:"source"`
	// NameSource is where the names come from: the rulebook names the
	// dividers by their bonus only.
	NameSource string `toml:"name_source"`
}

type setupFile struct {
	Rows struct {
		Count, Tiles, Spares int
		Source               string
	} `toml:"rows"`
	Companions struct {
		Sofa, Booth int
		Source      string
	} `toml:"companions"`
	Bites struct {
		PerDeath int `toml:"per_death"`
		Lively   int
		Source   string
	} `toml:"bites"`
	Beers struct {
		Count, Price int
		Source       string
	} `toml:"beers"`
	Deck struct {
		Piles         int
		PileAntipasto int `toml:"pile_antipasto"`
		PileMain      int `toml:"pile_main"`
		Source        string
	} `toml:"deck"`
	Chips struct {
		Start  int
		Source string
	} `toml:"chips"`
	Food struct {
		PriceChoose int `toml:"price_choose"`
		PriceRandom int `toml:"price_random"`
		Start       int
		Source      string
	} `toml:"food"`
	Stack struct {
		Max    int
		Source string
	} `toml:"stack"`
}

type diceFile struct {
	Battle struct {
		Count  int
		Source string
	} `toml:"battle"`
	Colour []Face `toml:"colour"`
	Face   []Face `toml:"face"`
}

type dividersFile struct {
	Antipasto struct {
		Rate   int
		Source string
	} `toml:"antipasto"`
	Sector4 struct {
		Rate   int
		Source string
	} `toml:"sector4"`
	Divider []Divider `toml:"divider"`
}

// Catalog is the game's data, decoded and checked.
type Catalog struct {
	Cards    []Card // in the order of kinds (see the kind constants)
	Colours  []Colour
	Tokens   []Token
	Faces    []Face // battle-die faces
	Colour   []Face // colour-die faces
	Food     []Food
	Dividers []Divider

	SofaStart, BoothStart    int
	BitesPerDeath, LivelyBit int
	Beers, BeerPrice         int
	PileAntipasto, PileMain  int
	StartChips               int
	FoodChoose, FoodRandom   int
	StackMax                 int
	RateAntipasto, RateLast  int
	BattleDice               int

	foodStart int
}

// The engine's fixed vocabulary: every id the data must define, in order.
var (
	cardIDs = [nKinds]string{
		"pool_cue", "umbrella", "newspaper", "extinguisher", "molotov",
		"extra3", "extra2", "extran", "toaster", "billiard_balls", "teapot", "rugby_ball",
		"z_word", "car_sick", "unstoppable", "continental", "play_dead", "roller_shutter", "distracted", "coat_hanger",
		"fruit_machine", "pay_bite", "make_two", "too_many_dead", "flesh_mob", "jukebox",
		"small_car", "taxi", "tandem", "army", "salvation_army",
	}
	colourIDs  = [4]string{"blue", "green", "yellow", "red"}
	tokenIDs   = [nTokenTypes]string{"fast", "tough", "fast_mint", "tough_mint", "fast_lively", "tough_lively"}
	foodIDs    = [nFood]string{"turn_tables", "no_sauce", "a_la_carte", "dont_bite", "photos", "arms_trade", "no_ticket", "change_colours"}
	dividerIDs = [3]string{"draw_two", "call_friend", "last_round"}
	faceIDs    = map[string]bool{"close": true, "medium": true, "long": true, "extra": true, "zombie": true}
	cdieIDs    = map[string]bool{"blue": true, "green": true, "yellow": true, "red": true, "white": true, "black": true}
)

// Inventory counts the rulebook states.
const (
	wantCompanion = 40
	wantZombie    = 20
	wantRescue    = 5
	wantTokens    = 86
	wantTiles     = 28
)

// Load returns the game's catalog, loaded and checked once.
var Load = sync.OnceValues(func() (*Catalog, error) {
	c, err := LoadFrom(data.Dir("pints"))
	if err == nil {
		setTables(c)
	}
	return c, err
})

// LoadFrom decodes and checks the catalog from load, reporting every problem
// of every file at once.
func LoadFrom(load data.Loader) (*Catalog, error) {
	c := &Catalog{}
	var errs []error

	var setup setupFile
	p := load("setup.toml", &setup)
	for _, s := range []struct{ key, val string }{
		{"rows.source", setup.Rows.Source}, {"companions.source", setup.Companions.Source},
		{"bites.source", setup.Bites.Source}, {"beers.source", setup.Beers.Source},
		{"deck.source", setup.Deck.Source}, {"chips.source", setup.Chips.Source},
		{"food.source", setup.Food.Source}, {"stack.source", setup.Stack.Source},
	} {
		data.CheckSource(p, s.key, s.val)
	}
	exact := func(key string, got, want int) {
		if got != want {
			p.Addf(key, "must be %d (the board and the engine are built for it), not %d", want, got)
		}
	}
	exact("rows.count", setup.Rows.Count, nRows)
	exact("rows.tiles", setup.Rows.Tiles, nPos)
	exact("rows.spares", setup.Rows.Spares, nSpare)
	exact("deck.piles", setup.Deck.Piles, 4)
	positive := func(key string, v, lo, hi int) {
		if v < lo || v > hi {
			p.Addf(key, "must be between %d and %d, not %d", lo, hi, v)
		}
	}
	positive("companions.sofa", setup.Companions.Sofa, 1, 4)
	positive("companions.booth", setup.Companions.Booth, 0, 2)
	positive("bites.per_death", setup.Bites.PerDeath, 1, 20)
	positive("bites.lively", setup.Bites.Lively, 1, 5)
	positive("beers.count", setup.Beers.Count, 0, 20)
	positive("beers.price", setup.Beers.Price, 0, 50)
	positive("chips.start", setup.Chips.Start, 0, 100)
	positive("food.price_choose", setup.Food.PriceChoose, 0, 50)
	positive("food.price_random", setup.Food.PriceRandom, 0, 50)
	positive("food.start", setup.Food.Start, 0, 2)
	positive("stack.max", setup.Stack.Max, 4, 32)
	c.SofaStart, c.BoothStart = setup.Companions.Sofa, setup.Companions.Booth
	c.BitesPerDeath, c.LivelyBit = setup.Bites.PerDeath, setup.Bites.Lively
	c.Beers, c.BeerPrice = setup.Beers.Count, setup.Beers.Price
	c.StartChips = setup.Chips.Start
	c.FoodChoose, c.FoodRandom = setup.Food.PriceChoose, setup.Food.PriceRandom
	c.StackMax = setup.Stack.Max
	c.foodStart = setup.Food.Start

	var cards struct {
		Card []Card `toml:"card"`
	}
	pc := load("cards.toml", &cards)
	byID := map[string]int{}
	counts := map[string]int{}
	mainOnly := 0
	for i, k := range cards.Card {
		key := fmt.Sprintf("card.%d", i)
		need(pc, key, "name", k.Name, "name_it", k.NameIT, "text", k.Text, "text_it", k.TextIT)
		data.CheckSource(pc, key+".source", k.Source)
		if _, dup := byID[k.ID]; dup {
			pc.Addf(key+".id", "card %q is defined twice", k.ID)
		}
		byID[k.ID] = i
		switch k.Deck {
		case "companion", "zombie", "rescue":
			counts[k.Deck] += k.Count
		default:
			pc.Addf(key+".deck", "must be companion, zombie or rescue, not %q", k.Deck)
		}
		if k.Count < 1 || k.Count > 8 {
			pc.Addf(key+".count", "must be between 1 and 8, not %d", k.Count)
		}
		if k.MainOnly {
			mainOnly += k.Count
		}
		switch k.Weapon {
		case "":
			if k.Hits != 0 {
				pc.Addf(key+".hits", "only weapons have hits")
			}
		case "close", "medium", "long":
			if k.Hits < 1 || k.Hits > 5 {
				pc.Addf(key+".hits", "a weapon needs 1 to 5 hits, not %d", k.Hits)
			}
		default:
			pc.Addf(key+".weapon", "must be close, medium or long, not %q", k.Weapon)
		}
		if k.Extra < 0 || k.Extra > 5 {
			pc.Addf(key+".extra", "must be between 0 and 5, not %d", k.Extra)
		}
		if k.Extra > 0 && k.Weapon != "" {
			pc.Addf(key+".extra", "a card is a weapon or extra hits, not both")
		}
	}
	for _, want := range []struct {
		deck string
		n    int
	}{{"companion", wantCompanion}, {"zombie", wantZombie}, {"rescue", wantRescue}} {
		if counts[want.deck] != want.n {
			pc.Addf("card", "%s cards number %d, the rulebook says %d", want.deck, counts[want.deck], want.n)
		}
	}
	if mainOnly != 4 {
		pc.Addf("card", "main_only cards number %d, the rulebook removes 4 (2 jukebox, 2 flesh mob) at the starter level", mainOnly)
	}
	c.Cards = make([]Card, nKinds)
	for k, id := range cardIDs {
		i, ok := byID[id]
		if !ok {
			pc.Addf("card", "card %q is missing", id)
			continue
		}
		c.Cards[k] = cards.Card[i]
		wantDeck := "companion"
		switch {
		case k >= kSmallCar:
			wantDeck = "rescue"
		case k >= kFruitMachine:
			wantDeck = "zombie"
		}
		if cards.Card[i].Deck != wantDeck {
			pc.Addf(fmt.Sprintf("card.%d.deck", i), "%s must be a %s card", id, wantDeck)
		}
		if k >= kPoolCue && k <= kRugby && k != kExtra3 && k != kExtra2 && k != kExtraN && cards.Card[i].Weapon == "" {
			pc.Addf(fmt.Sprintf("card.%d.weapon", i), "%s is a weapon: give its range", id)
		}
		if (k == kExtra3 || k == kExtra2 || k == kExtraN) && cards.Card[i].Extra == 0 {
			pc.Addf(fmt.Sprintf("card.%d.extra", i), "%s adds extra hits: give how many", id)
		}
	}
	for id, i := range byID {
		if kindOf(id) < 0 {
			pc.Addf(fmt.Sprintf("card.%d.id", i), "unknown card %q: the engine knows %v", id, cardIDs)
		}
	}

	var tiles struct {
		Colour []Colour `toml:"colour"`
	}
	pt := load("tiles.toml", &tiles)
	total := 0
	for i, col := range tiles.Colour {
		key := fmt.Sprintf("colour.%d", i)
		need(pt, key, "name", col.Name, "name_it", col.NameIT, "occupied", col.Occupied, "occupied_it", col.OccupiedIT, "empty", col.Empty, "empty_it", col.EmptyIT)
		data.CheckSource(pt, key+".source", col.Source)
		if i < 4 && col.ID != colourIDs[i] {
			pt.Addf(key+".id", "colour %d must be %q, not %q", i, colourIDs[i], col.ID)
		}
		if col.Tiles < 5 {
			pt.Addf(key+".tiles", "every row needs every colour: at least 5 tiles, not %d", col.Tiles)
		}
		if col.Special < 0 || col.Tiles-col.Special < nRows {
			pt.Addf(key+".special", "every row needs a plain tile of each colour: special must be between 0 and %d, not %d", col.Tiles-nRows, col.Special)
		}
		total += col.Tiles
	}
	if len(tiles.Colour) != 4 {
		pt.Addf("colour", "there are 4 colours, not %d", len(tiles.Colour))
	}
	if total != wantTiles {
		pt.Addf("colour", "tiles number %d, the rulebook says %d", total, wantTiles)
	}
	c.Colours = tiles.Colour

	var tokens struct {
		Token []Token `toml:"token"`
	}
	pk := load("tokens.toml", &tokens)
	total = 0
	for i, t := range tokens.Token {
		key := fmt.Sprintf("token.%d", i)
		need(pk, key, "name", t.Name, "name_it", t.NameIT)
		data.CheckSource(pk, key+".source", t.Source)
		if i < nTokenTypes {
			want := tokenIDs[i]
			if t.ID != want {
				pk.Addf(key+".id", "token %d must be %q, not %q", i, want, t.ID)
			}
			if t.Tough != (i&1 == 1) || t.Mint != (i == 2 || i == 3) || t.Lively != (i >= 4) {
				pk.Addf(key, "%s has the wrong tough/mint/lively flags", want)
			}
		}
		if t.Count < 0 {
			pk.Addf(key+".count", "negative count %d", t.Count)
		}
		total += t.Count
	}
	if len(tokens.Token) != nTokenTypes {
		pk.Addf("token", "there are %d kinds of token, not %d", nTokenTypes, len(tokens.Token))
	}
	if total != wantTokens {
		pk.Addf("token", "tokens number %d, the rulebook says %d", total, wantTokens)
	}
	c.Tokens = tokens.Token

	var dice diceFile
	pd := load("dice.toml", &dice)
	data.CheckSource(pd, "battle.source", dice.Battle.Source)
	if dice.Battle.Count != 7 {
		pd.Addf("battle.count", "the rulebook has 7 battle dice, not %d", dice.Battle.Count)
	}
	c.BattleDice = dice.Battle.Count
	for i, f := range dice.Face {
		key := fmt.Sprintf("face.%d", i)
		need(pd, key, "name", f.Name, "name_it", f.NameIT)
		data.CheckSource(pd, key+".source", f.Source)
		if !faceIDs[f.ID] {
			pd.Addf(key+".id", "unknown battle face %q (close, medium, long, extra, zombie)", f.ID)
		}
	}
	if len(dice.Face) < 2 || len(dice.Face) > 20 {
		pd.Addf("face", "a battle die has 2 to 20 faces, not %d", len(dice.Face))
	}
	for i, f := range dice.Colour {
		key := fmt.Sprintf("colour.%d", i)
		need(pd, key, "name", f.Name, "name_it", f.NameIT)
		data.CheckSource(pd, key+".source", f.Source)
		if !cdieIDs[f.ID] {
			pd.Addf(key+".id", "unknown colour face %q (blue, green, yellow, red, white, black)", f.ID)
		}
	}
	if len(dice.Colour) < 2 || len(dice.Colour) > 20 {
		pd.Addf("colour", "the colour die has 2 to 20 faces, not %d", len(dice.Colour))
	}
	blackOnly := len(dice.Colour) > 0
	for _, f := range dice.Colour {
		if f.ID != "black" {
			blackOnly = false
		}
	}
	if blackOnly {
		pd.Addf("colour", "a colour die of black faces only would roll forever")
	}
	c.Faces, c.Colour = dice.Face, dice.Colour

	var food struct {
		Food []Food `toml:"food"`
	}
	pf := load("food.toml", &food)
	for i, f := range food.Food {
		key := fmt.Sprintf("food.%d", i)
		need(pf, key, "name", f.Name, "name_it", f.NameIT, "text", f.Text, "text_it", f.TextIT)
		data.CheckSource(pf, key+".source", f.Source)
		if i < nFood && f.ID != foodIDs[i] {
			pf.Addf(key+".id", "pub food %d must be %q, not %q", i, foodIDs[i], f.ID)
		}
	}
	if len(food.Food) != nFood {
		pf.Addf("food", "there are %d pub-food tiles, not %d", nFood, len(food.Food))
	}
	c.Food = food.Food

	var div dividersFile
	pv := load("dividers.toml", &div)
	data.CheckSource(pv, "antipasto.source", div.Antipasto.Source)
	data.CheckSource(pv, "sector4.source", div.Sector4.Source)
	if div.Antipasto.Rate < 1 {
		pv.Addf("antipasto.rate", "must be at least 1, not %d", div.Antipasto.Rate)
	}
	if div.Sector4.Rate < 1 {
		pv.Addf("sector4.rate", "must be at least 1, not %d", div.Sector4.Rate)
	}
	for i, d := range div.Divider {
		key := fmt.Sprintf("divider.%d", i)
		need(pv, key, "name", d.Name, "name_it", d.NameIT, "text", d.Text, "text_it", d.TextIT)
		data.CheckSource(pv, key+".source", d.Source)
		data.CheckSource(pv, key+".name_source", d.NameSource)
		if i < 3 && d.ID != dividerIDs[i] {
			pv.Addf(key+".id", "divider %d must be %q, not %q", i, dividerIDs[i], d.ID)
		}
		if d.Rate < 1 {
			pv.Addf(key+".rate", "must be at least 1, not %d", d.Rate)
		}
	}
	if len(div.Divider) != 3 {
		pv.Addf("divider", "there are 3 divider tiles, not %d", len(div.Divider))
	}
	c.Dividers = div.Divider
	c.RateAntipasto, c.RateLast = div.Antipasto.Rate, div.Sector4.Rate

	deckMain := counts["companion"] + counts["zombie"]
	if setup.Deck.PileMain*4 != deckMain && pc.Len() == 0 {
		p.Addf("deck.pile_main", "4 piles of %d do not hold the %d cards of the main course", setup.Deck.PileMain, deckMain)
	}
	if setup.Deck.PileAntipasto*4 != deckMain-mainOnly && pc.Len() == 0 {
		p.Addf("deck.pile_antipasto", "4 piles of %d do not hold the %d cards of the starter level", setup.Deck.PileAntipasto, deckMain-mainOnly)
	}
	c.PileAntipasto, c.PileMain = setup.Deck.PileAntipasto, setup.Deck.PileMain

	for _, q := range []*data.Problems{p, pc, pt, pk, pd, pf, pv} {
		if err := q.Err(); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return c, nil
}

// need records a problem for every empty value of the key/value pairs kv.
func need(p *data.Problems, key string, kv ...string) {
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			p.Addf(key+"."+kv[i], "missing")
		}
	}
}

func kindOf(id string) int {
	for k, s := range cardIDs {
		if s == id {
			return k
		}
	}
	return -1
}
