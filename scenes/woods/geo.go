package woods

import (
	"strconv"
	"strings"
	"sync"

	"zombietable/game/zombies4"
)

// Terrain of a square, as the engine gives it.
const (
	tNone   = zombies4.TerrainNone
	tClear  = zombies4.TerrainClear
	tTree   = zombies4.TerrainTree
	tBuild  = zombies4.TerrainBuild
	tWater  = zombies4.TerrainWater
	tBridge = zombies4.TerrainBridge
)

// side bits, clockwise from north.
const (
	sideN = iota
	sideE
	sideS
	sideW
)

var (
	dCol = [4]int{0, 1, 0, -1}
	dRow = [4]int{-1, 0, 1, 0}
)

// shape is a map card's squares in one orientation: local square r*3+c.
type shape struct {
	terr [9]uint8
	exit [9]uint8 // the sides a square may be left by
}

// cardInfo is what the table knows of a kind of map card.
type cardInfo struct {
	id     string
	name   [2]string
	kind   string
	shapes [4]shape // by quarter turns clockwise
	lives  int
	ammo   int
	dogs   int
	tip    [2]string
}

// eventInfo is what the table knows of a kind of event card.
type eventInfo struct {
	id   string
	name [2]string
	text [2]string
	kind string
	icon string
	tip  [2]string
}

var (
	catOnce sync.Once
	cards   map[string]*cardInfo
	events  map[string]*eventInfo
	spellAt = 6
)

// catalog reads the game's data once.
func catalog() {
	catOnce.Do(func() {
		cards = map[string]*cardInfo{}
		events = map[string]*eventInfo{}
		c, err := zombies4.Load()
		if err != nil {
			return
		}
		spellAt = c.SpellTarget
		for _, m := range c.Maps {
			ci := &cardInfo{id: m.ID, name: [2]string{m.Name, m.NameIT}, kind: m.Kind, lives: m.Lives, ammo: m.Ammo, dogs: m.Dogs}
			for r := range ci.shapes {
				sh, _ := zombies4.ShapeOf(m, r)
				ci.shapes[r] = shape{terr: sh.Terrain, exit: sh.Exits}
			}
			for l := 0; l < 2; l++ {
				ci.tip[l] = mapTip(scenesLang(l), ci)
			}
			cards[m.ID] = ci
		}
		for _, e := range c.Events {
			ei := &eventInfo{id: e.ID, name: [2]string{e.Name, e.NameIT}, text: [2]string{e.Text, e.TextIT}, kind: e.Kind, icon: eventIcon(e.ID, e.Kind)}
			for l := 0; l < 2; l++ {
				ei.tip[l] = ei.name[l] + " — " + kindName(scenesLang(l), ei.kind) + "\n" + ei.text[l]
			}
			events[e.ID] = ei
		}
	})
}

func cardOf(id string) *cardInfo {
	catalog()
	return cards[id]
}

func eventOf(id string) *eventInfo {
	catalog()
	return events[id]
}

// eventIcon picks the picture of an event card.
func eventIcon(id, kind string) string {
	switch id {
	case "shotgun":
		return "shotgun"
	case "machete":
		return "machete"
	case "lantern":
		return "lantern"
	case "first_aid":
		return "medical-pack"
	case "ammo_belt":
		return "ammo-box"
	case "amulet":
		return "key"
	case "run":
		return "run"
	case "adrenaline":
		return "footsteps"
	case "scavenge":
		return "bullets"
	case "bandage":
		return "bandage-roll"
	case "pack":
		return "wolf-howl"
	case "lost":
		return "crossroad"
	case "stolen_page":
		return "scroll-unfurled"
	case "burn_page":
		return "fire"
	}
	if kind == "page" {
		return "open-book"
	}
	return "card-play"
}

// parseXY reads a square named "x,y".
func parseXY(s string) (x, y int, ok bool) {
	i := strings.IndexByte(s, ',')
	if i < 0 {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(s[:i])
	y, err2 := strconv.Atoi(s[i+1:])
	return x, y, err1 == nil && err2 == nil
}
