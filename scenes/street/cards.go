package street

import (
	"fmt"
	"image/color"

	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// cardMeta is what the table shows of a card: names, texts, icon and
// colour, read once from the engine's catalog. The view names cards in
// English; the table finds them by that name.
type cardMeta struct {
	name  [2]string // English, Italian
	short [2]string // what fits on a small tile
	text  [2]string
	icon  string
	band  color.RGBA
	kind  string // street cards: the kind; zombird cards: the id
	num   int    // the limit of a jump, the threshold of a push, the cost of a shop card
	keep  bool   // shop: kept, not used at once
	perm  bool   // shop: stays in the shop
}

// Street card colours by kind, and the shop's.
var (
	colJump   = color.RGBA{86, 120, 170, 255}
	colPush   = color.RGBA{170, 70, 52, 255}
	colGain   = color.RGBA{196, 150, 48, 255}
	colBomb   = color.RGBA{120, 60, 130, 255}
	colShop   = color.RGBA{64, 120, 96, 255}
	colBird   = color.RGBA{60, 132, 150, 255}
	colBonus  = color.RGBA{150, 40, 64, 255}
	colEvent  = color.RGBA{96, 96, 140, 255}
	colInk    = color.RGBA{24, 18, 14, 255}
	colCardBg = color.RGBA{238, 226, 204, 255}
)

var kindStyle = map[string]struct {
	icon string
	band color.RGBA
}{
	"jump": {"run", colJump}, "aeroplane": {"helicopter", colJump}, "parachute": {"raise-zombie", colJump},
	"gold_jump": {"coins", colGain}, "push": {"barricade", colPush}, "bus": {"bus", colPush},
	"coin_zombie": {"two-coins", colGain}, "civ_bomb": {"grenade", colBomb},
}

var shopIcons = map[string]string{
	"perm_civilian": "person", "perm_bomb": "grenade", "save_1": "shield", "save_2": "shield",
	"steal_1": "evil-hand", "steal_2": "evil-hand", "civilians_2": "meeple-group", "civilians_3": "family-house",
	"dice_1": "dice-six-faces-one", "dice_2": "dice-six-faces-two", "bomb": "grenade", "mega_bomb": "fire",
	"swap": "anticlockwise-rotation", "turn": "clockwise-rotation", "zombird_egg": "thought-bubble", "zombird_nest": "wood-cabin",
}

var bonusIcons = map[string]string{
	"ufo": "night-sky", "giga_z": "raise-zombie", "tsunami": "big-wave", "quarterback": "shield",
	"dragon_head": "fangs", "dragon_tail": "claw-slashes", "ninja": "bowie-knife",
}

var birdIcons = map[string]string{
	"banker": "cash", "bomb": "grenade", "brain": "brain", "fairy": "heart-plus", "ptero": "claw-slashes",
	"punk": "fist", "robot": "robot-golem", "super_bird": "wolf-howl", "super_fairy": "medical-pack", "magnet": "evil-hand",
}

// catalog is the catalog's cards by English name.
type catalogIndex struct {
	street, shop, bonus, bird, event map[string]*cardMeta
	perm                             [2]string // the permanent shop cards' English names
	maxThreshold                     int
	plusAfter                        uint8
	shopAfter                        int
	coinOrZombie, cap, shopCoins     int
	pushFail                         int
}

var cards *catalogIndex

// index loads the catalog's names once.
func index() *catalogIndex {
	if cards != nil {
		return cards
	}
	c, err := tsunami.Load()
	if err != nil {
		cards = &catalogIndex{street: map[string]*cardMeta{}, shop: map[string]*cardMeta{}, bonus: map[string]*cardMeta{},
			bird: map[string]*cardMeta{}, event: map[string]*cardMeta{}}
		return cards
	}
	x := &catalogIndex{street: map[string]*cardMeta{}, shop: map[string]*cardMeta{}, bonus: map[string]*cardMeta{},
		bird: map[string]*cardMeta{}, event: map[string]*cardMeta{}, maxThreshold: c.MaxThreshold,
		plusAfter: c.PlusAfter, shopAfter: c.ShopAfter, coinOrZombie: c.CoinOrZombie, cap: c.Cap, shopCoins: c.ShopCoins,
		pushFail: c.PushFail}
	for _, s := range c.Street {
		st := kindStyle[s.Kind]
		m := &cardMeta{name: [2]string{s.Name, s.NameIT}, text: [2]string{s.Text, s.TextIT}, icon: st.icon, band: st.band, kind: s.Kind}
		switch s.Kind {
		case "jump":
			m.num = s.Limit
		case "push":
			m.num = s.Threshold
		case "bus":
			m.num = c.MaxThreshold
		}
		m.short = m.name
		x.street[s.Name] = m
	}
	np := 0
	for _, s := range c.Shop {
		m := &cardMeta{name: [2]string{s.Name, s.NameIT}, short: [2]string{s.Name, s.NameIT}, text: [2]string{s.Text, s.TextIT},
			icon: shopIcons[s.ID], band: colShop, num: s.Cost, keep: s.Keep, perm: s.Permanent}
		if s.Zombird {
			m.band = colBird
		}
		if m.icon == "" {
			m.icon = "card-random"
		}
		x.shop[s.Name] = m
		if s.Permanent && np < 2 {
			x.perm[np] = s.Name
			np++
		}
	}
	for _, s := range c.Bonus {
		x.bonus[s.Name] = &cardMeta{name: [2]string{s.Name, s.NameIT}, short: [2]string{s.Name, s.NameIT},
			text: [2]string{s.Text, s.TextIT}, icon: bonusIcons[s.ID], band: colBonus}
	}
	for _, s := range c.Zombird {
		x.bird[s.Name] = &cardMeta{name: [2]string{s.Name, s.NameIT}, short: [2]string{s.Name, s.NameIT},
			text: [2]string{s.Text, s.TextIT}, icon: birdIcons[s.ID], band: colBird, kind: s.ID}
	}
	for _, s := range c.Events {
		x.event[s.Name] = &cardMeta{name: [2]string{s.Name, s.NameIT}, short: [2]string{s.Name, s.NameIT},
			text: [2]string{s.Text, s.TextIT}, icon: "thought-bubble", band: colEvent}
	}
	cards = x
	return x
}

// name is the card's name in l, or the English name when it is unknown.
func (m *cardMeta) nameIn(l scenes.Lang, fallback string) string {
	if m == nil {
		return fallback
	}
	return m.name[li(l)]
}

// tip is a card's name and full text.
func (m *cardMeta) tip(l scenes.Lang) string {
	if m == nil {
		return ""
	}
	return m.name[li(l)] + "\n" + m.text[li(l)]
}

// isJump reports whether a street card rolls the hordes.
func (m *cardMeta) isJump() bool {
	return m != nil && (m.kind == "jump" || m.kind == "aeroplane" || m.kind == "gold_jump" || m.kind == "parachute")
}

// isPush reports whether a street card is a push (the Bus is one).
func (m *cardMeta) isPush() bool { return m != nil && (m.kind == "push" || m.kind == "bus") }

// nums holds small numbers as strings, so that drawing counts allocates
// nothing.
var nums = func() []string {
	out := make([]string, 200)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}()

func num(n int) string {
	if n >= 0 && n < len(nums) {
		return nums[n]
	}
	return fmt.Sprint(n)
}
