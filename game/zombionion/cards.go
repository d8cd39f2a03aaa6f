package zombionion

import (
	"fmt"
	"strings"
	"sync"

	"zombietable/data"
)

// Card identifies a card by its place in the catalog. The basic cards come
// first, then the 26 kingdom cards in alphabetical order.
type Card uint8

// The cards. Their ids in data/zombionion/cards.toml are listed in cardIDs.
const (
	Pallottola Card = iota
	Proiettili
	Caricatore
	Zombi
	MoltiZombi
	MoltiPiuZombi
	Infezione
	Aiutarsi
	Barricata
	Copertura
	Coraggio
	Deposito
	Esca
	FucileAPompa
	FugaRapida
	Furbizia
	Ispezione
	Maverick
	Molotov
	Munizioni
	Nascondiglio
	PianoSuperiore
	ProiettiliEsplosivi
	Radio
	Raggrupparsi
	Ricarica
	Ricognizione
	Rifornimento
	Sacrificio
	SciameDiZombi
	Survivors
	Tattica
	TuttoXTutto
	// NumCards is the number of distinct cards.
	NumCards
)

// noCard marks an empty slot.
const noCard Card = 255

// firstKingdom is the first kingdom card.
const firstKingdom = Aiutarsi

var cardIDs = [NumCards]string{
	"pallottola", "proiettili", "caricatore", "zombi", "molti-zombi", "molti-piu-zombi", "infezione",
	"aiutarsi", "barricata", "copertura", "coraggio", "deposito", "esca", "fucile-a-pompa",
	"fuga-rapida", "furbizia", "ispezione", "maverick", "molotov", "munizioni", "nascondiglio",
	"piano-superiore", "proiettili-esplosivi", "radio", "raggrupparsi", "ricarica", "ricognizione",
	"rifornimento", "sacrificio", "sciame-di-zombi", "survivors", "tattica", "tutto-x-tutto",
}

// Card types, as bits.
const (
	tAction = 1 << iota
	tAttack
	tReaction
	tTreasure
	tVictory
	tCurse
)

var typeNames = []string{"action", "attack", "reaction", "treasure", "victory", "curse"}

// CardInfo is one card of the catalog.
type CardInfo struct {
	ID       string   `toml:"id"`
	NameIT   string   `toml:"name_it"`
	Name     string   `toml:"name"`
	Kind     string   `toml:"kind" data:"required"`
	Types    []string `toml:"types"`
	Cost     int      `toml:"cost" data:"required"`
	Coins    int      `toml:"coins"`
	VP       int      `toml:"vp"`
	Cards    int      `toml:"cards"`
	Actions  int      `toml:"actions"`
	Buys     int      `toml:"buys"`
	Box      int      `toml:"box"`
	Start    int      `toml:"start"`
	Pile     []int    `toml:"pile"`
	Text     string   `toml:"text"`
	TextIT   string   `toml:"text_it"`
	Source   string   `toml:"source"`
	CostSrc  string   `toml:"cost_source"`
	TextSrc  string   `toml:"text_source"`
	typeBits uint8
}

// Kingdom is a named set of ten kingdom cards.
type Kingdom struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	NameIT string   `toml:"name_it"`
	Cards  []string `toml:"cards"`
	Source string   `toml:"source"`
	cards  [10]Card
}

// Catalog is the decoded content of data/zombionion/cards.toml.
type Catalog struct {
	Cards    []CardInfo `toml:"cards"`
	Kingdoms []Kingdom  `toml:"kingdoms"`
	byCard   [NumCards]*CardInfo
}

// The hot-path tables, filled once from the catalog.
var (
	cost      [NumCards]int8
	coins     [NumCards]int8
	vp        [NumCards]int8
	plusCards [NumCards]int8
	plusActs  [NumCards]int8
	plusBuys  [NumCards]int8
	types     [NumCards]uint8
	pileSize  [NumCards][3]uint8
	startN    [NumCards]uint8
	nameIT    [NumCards]string
	nameEN    [NumCards]string
	maskOf    [64]uint64 // cards with a given type bit set, by type bits
)

// theCat is the catalog the rules read, set once LoadCatalog has succeeded.
var theCat *Catalog

// LoadCatalog decodes and validates data/zombionion/cards.toml once; later
// calls return the same result.
var LoadCatalog = sync.OnceValues(func() (*Catalog, error) {
	var c Catalog
	p := data.Load("zombionion/cards.toml", &c)
	if p.Len() == 0 {
		validate(&c, p)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	theCat = &c
	fillTables(&c)
	return &c, nil
})

// DecodeCatalog decodes and validates a catalog from src, named name in
// messages. It is how LoadCatalog reads the shipped file.
func DecodeCatalog(name string, src []byte) (*Catalog, error) {
	var c Catalog
	p := data.Decode(name, src, &c)
	if p.Len() == 0 {
		validate(&c, p)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return &c, nil
}

func validate(c *Catalog, p *data.Problems) {
	seen := map[string]int{}
	for i := range c.Cards {
		k := &c.Cards[i]
		key := fmt.Sprintf("cards.%d", i)
		if prev, dup := seen[k.ID]; dup {
			p.Addf(key+".id", "duplicate id %q (also cards.%d)", k.ID, prev)
		}
		seen[k.ID] = i
		id := cardByID(k.ID)
		if id == noCard {
			p.Addf(key+".id", "unknown card id %q", k.ID)
		} else {
			c.byCard[id] = k
		}
		if k.Name == "" {
			p.Addf(key+".name", "missing")
		}
		if k.NameIT == "" {
			p.Addf(key+".name_it", "missing")
		}
		if k.Text == "" {
			p.Addf(key+".text", "missing")
		}
		if k.TextIT == "" {
			p.Addf(key+".text_it", "missing")
		}
		if k.Cost < 0 || k.Cost > 11 {
			p.Addf(key+".cost", "cost %d out of 0–11", k.Cost)
		}
		for _, f := range []struct {
			name string
			v    int
		}{{"coins", k.Coins}, {"cards", k.Cards}, {"actions", k.Actions}, {"buys", k.Buys}, {"start", k.Start}} {
			if f.v < 0 || f.v > 9 {
				p.Addf(key+"."+f.name, "%d out of 0–9", f.v)
			}
		}
		if k.VP < -9 || k.VP > 9 {
			p.Addf(key+".vp", "%d out of −9–9", k.VP)
		}
		k.typeBits = 0
		for j, t := range k.Types {
			bit := -1
			for b, n := range typeNames {
				if n == t {
					bit = b
				}
			}
			if bit < 0 {
				p.Addf(fmt.Sprintf("%s.types", key), "unknown type %q (entry %d)", t, j)
				continue
			}
			k.typeBits |= 1 << bit
		}
		if len(k.Types) == 0 {
			p.Addf(key+".types", "missing")
		}
		switch k.Kind {
		case "basic":
			if id != noCard && id >= firstKingdom {
				p.Addf(key+".kind", "%s is a kingdom card", k.ID)
			}
		case "kingdom":
			if id != noCard && id < firstKingdom {
				p.Addf(key+".kind", "%s is a basic card", k.ID)
			}
		default:
			p.Addf(key+".kind", "kind must be \"basic\" or \"kingdom\", not %q", k.Kind)
		}
		if len(k.Pile) != 3 {
			p.Addf(key+".pile", "need 3 sizes (2, 3 and 4 players), got %d", len(k.Pile))
		} else {
			for n, size := range k.Pile {
				if size < 0 || size+k.Start*(n+2) > k.Box {
					p.Addf(key+".pile", "%d in the supply plus %d×%d in starting decks exceed the %d in the box", size, n+2, k.Start, k.Box)
				}
			}
		}
		data.CheckSource(p, key+".source", k.Source)
		data.CheckSource(p, key+".cost_source", k.CostSrc)
		data.CheckSource(p, key+".text_source", k.TextSrc)
	}
	for id := Card(0); id < NumCards; id++ {
		if c.byCard[id] == nil {
			p.Addf("cards", "card %q is missing", cardIDs[id])
		}
	}
	if len(c.Cards) != int(NumCards) {
		p.Addf("cards", "%d cards, want %d", len(c.Cards), NumCards)
	}
	kseen := map[string]bool{}
	for i := range c.Kingdoms {
		k := &c.Kingdoms[i]
		key := fmt.Sprintf("kingdoms.%d", i)
		if k.ID == "" || strings.ContainsAny(k.ID, ",+ ") || k.ID == "random" {
			p.Addf(key+".id", "bad kingdom id %q", k.ID)
		}
		if kseen[k.ID] {
			p.Addf(key+".id", "duplicate kingdom %q", k.ID)
		}
		kseen[k.ID] = true
		if k.Name == "" {
			p.Addf(key+".name", "missing")
		}
		if k.NameIT == "" {
			p.Addf(key+".name_it", "missing")
		}
		data.CheckSource(p, key+".source", k.Source)
		if len(k.Cards) != 10 {
			p.Addf(key+".cards", "%d cards, want 10", len(k.Cards))
		}
		var used [NumCards]bool
		for j, name := range k.Cards {
			id := cardByID(name)
			switch {
			case id == noCard:
				p.Addf(key+".cards", "unknown card %q", name)
			case id < firstKingdom:
				p.Addf(key+".cards", "%q is not a kingdom card", name)
			case used[id]:
				p.Addf(key+".cards", "%q twice", name)
			default:
				used[id] = true
				if j < 10 {
					k.cards[j] = id
				}
			}
		}
	}
}

func fillTables(c *Catalog) {
	for id := Card(0); id < NumCards; id++ {
		k := c.byCard[id]
		cost[id] = int8(k.Cost)
		coins[id] = int8(k.Coins)
		vp[id] = int8(k.VP)
		plusCards[id] = int8(k.Cards)
		plusActs[id] = int8(k.Actions)
		plusBuys[id] = int8(k.Buys)
		types[id] = k.typeBits
		startN[id] = uint8(k.Start)
		for n := 0; n < 3; n++ {
			pileSize[id][n] = uint8(k.Pile[n])
		}
		nameIT[id] = k.NameIT
		nameEN[id] = k.Name
	}
	for bits := 0; bits < 64; bits++ {
		var m uint64
		for id := Card(0); id < NumCards; id++ {
			if int(types[id])&bits != 0 {
				m |= 1 << id
			}
		}
		maskOf[bits] = m
	}
}

func cardByID(id string) Card {
	for i, s := range cardIDs {
		if s == id {
			return Card(i)
		}
	}
	return noCard
}

// ParseCard finds a card by id, Italian name or English name, ignoring case.
func ParseCard(s string) (Card, bool) {
	if _, err := LoadCatalog(); err != nil {
		return noCard, false
	}
	s = strings.TrimSpace(s)
	for id := Card(0); id < NumCards; id++ {
		k := theCat.byCard[id]
		if strings.EqualFold(s, k.ID) || strings.EqualFold(s, k.NameIT) || strings.EqualFold(s, k.Name) {
			return id, true
		}
	}
	return noCard, false
}

// ID is the card's id in the data ("molti-piu-zombi").
func (c Card) ID() string {
	if c < NumCards {
		return cardIDs[c]
	}
	return "none"
}

// String is the card's Italian name, as printed.
func (c Card) String() string {
	if c < NumCards && nameIT[c] != "" {
		return nameIT[c]
	}
	return c.ID()
}

// Name is the card's name in lang: Italian for "it", English otherwise.
func (c Card) Name(lang string) string {
	if lang == "it" {
		return c.String()
	}
	if c < NumCards && nameEN[c] != "" {
		return nameEN[c]
	}
	return c.ID()
}

// Info returns the card's catalog entry (nil before the catalog loads).
func (c Card) Info() *CardInfo {
	if theCat == nil || c >= NumCards {
		return nil
	}
	return theCat.byCard[c]
}

// Cost is the card's cost in shots.
func (c Card) Cost() int { return int(cost[c]) }

func isAction(c Card) bool   { return types[c]&tAction != 0 }
func isTreasure(c Card) bool { return types[c]&tTreasure != 0 }
func isAttack(c Card) bool   { return types[c]&tAttack != 0 }
