package tableau

import (
	"image/color"
	"strings"

	"zombietable/game/zombionion"
	"zombietable/scenes"
	"zombietable/sprites"
)

// cardMeta is what the table shows of a card: its names, texts, types, icon
// and colours, read once from the engine's catalog.
type cardMeta struct {
	card     zombionion.Card
	id       string
	name     [2]string // English, Italian
	text     [2]string
	typeLine [2]string // "Action – Attack"
	cost     int
	coins    int
	vp       int
	treasure bool
	victory  bool
	curse    bool
	action   bool
	attack   bool
	reaction bool
	icon     string
	style    sprites.CardStyle
	ink      color.RGBA // text on the header and type band
	costText string
}

// The type colours: treasure gold, victory green, curse purple, action
// parchment, reaction blue; attacks get a red edge.
var (
	colTreasure = color.RGBA{222, 176, 58, 255}
	colVictory  = color.RGBA{58, 128, 72, 255}
	colCurse    = color.RGBA{112, 62, 142, 255}
	colAction   = color.RGBA{222, 204, 168, 255}
	colReaction = color.RGBA{62, 112, 184, 255}
	colAttack   = color.RGBA{176, 36, 28, 255}
	colDarkInk  = color.RGBA{34, 22, 16, 255}
	colEdge     = color.RGBA{40, 28, 22, 255}
)

// cardIcons gives each card its picture from the shared icon set.
var cardIcons = map[string]string{
	"pallottola": "bullets", "proiettili": "shotgun-rounds", "caricatore": "ammo-box",
	"zombi": "shambling-zombie", "molti-zombi": "raise-zombie", "molti-piu-zombi": "graveyard",
	"infezione": "biohazard", "aiutarsi": "open-palm", "barricata": "barricade", "copertura": "shield",
	"coraggio": "fist", "deposito": "backpack", "esca": "sausage", "fucile-a-pompa": "sawed-off-shotgun",
	"fuga-rapida": "run", "furbizia": "brain", "ispezione": "magnifying-glass", "maverick": "revolver",
	"molotov": "molotov", "munizioni": "winchester-rifle", "nascondiglio": "wood-cabin",
	"piano-superiore": "spooky-house", "proiettili-esplosivi": "grenade", "radio": "walkie-talkie",
	"raggrupparsi": "meeple-group", "ricarica": "pistol-gun", "ricognizione": "flashlight",
	"rifornimento": "truck", "sacrificio": "bleeding-eye", "sciame-di-zombi": "neck-bite",
	"survivors": "family-house", "tattica": "open-book", "tutto-x-tutto": "flamethrower",
}

// typeWords name the card types as the cards print them. The rulebook has
// no curses: its −1 cards are "carte Infezione", so that is their type.
var typeWords = map[string][2]string{
	"action": {"Action", "Azione"}, "attack": {"Attack", "Attacco"}, "reaction": {"Reaction", "Reazione"},
	"treasure": {"Treasure", "Mirare"}, "victory": {"Victory", "Vittoria"}, "curse": {"Infection", "Infezione"},
}

var metas [zombionion.NumCards]*cardMeta

// meta returns the card's metadata, or nil for an unknown id.
func meta(id string) *cardMeta {
	c, ok := zombionion.ParseCard(id)
	if !ok {
		return nil
	}
	return metaOf(c)
}

func metaOf(c zombionion.Card) *cardMeta {
	if c >= zombionion.NumCards {
		return nil
	}
	if m := metas[c]; m != nil {
		return m
	}
	info := c.Info()
	if info == nil {
		if _, err := zombionion.LoadCatalog(); err != nil {
			return nil
		}
		if info = c.Info(); info == nil {
			return nil
		}
	}
	m := &cardMeta{card: c, id: info.ID, cost: info.Cost, coins: info.Coins, vp: info.VP}
	m.name = [2]string{info.Name, info.NameIT}
	m.text = [2]string{info.Text, info.TextIT}
	var en, it []string
	for _, t := range info.Types {
		switch t {
		case "treasure":
			m.treasure = true
		case "victory":
			m.victory = true
		case "curse":
			m.curse = true
		case "action":
			m.action = true
		case "attack":
			m.attack = true
		case "reaction":
			m.reaction = true
		}
		w := typeWords[t]
		en, it = append(en, w[0]), append(it, w[1])
	}
	m.typeLine = [2]string{strings.Join(en, " – "), strings.Join(it, " – ")}
	m.icon = cardIcons[info.ID]
	if m.icon == "" {
		m.icon = "card-random"
	}
	band, ink := colAction, colDarkInk
	switch {
	case m.reaction:
		band, ink = colReaction, scenes.ColorText
	case m.treasure:
		band, ink = colTreasure, colDarkInk
	case m.curse:
		band, ink = colCurse, scenes.ColorText
	case m.victory:
		band, ink = colVictory, scenes.ColorText
	}
	border := colEdge
	if m.attack {
		border = colAttack
	}
	m.style = sprites.CardStyle{
		Body:   scenes.ColorCard,
		Band:   band,
		Border: border,
		Art:    sprites.Mix(band, color.RGBA{20, 14, 12, 255}, 0.55),
	}
	m.ink = ink
	m.costText = num(info.Cost)
	metas[c] = m
	return m
}

// li is the index of a language in the [2]string pairs.
func li(l scenes.Lang) int {
	if l == scenes.Italian {
		return 1
	}
	return 0
}

// nums holds the small numbers as strings, so that drawing counts allocates
// nothing.
var nums = func() []string {
	out := make([]string, 400)
	for i := range out {
		out[i] = itoa(i)
	}
	return out
}()

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// num formats a count, without allocating for the usual sizes.
func num(n int) string {
	if n >= 0 && n < len(nums) {
		return nums[n]
	}
	return itoa(n)
}
