package woods

import (
	"strconv"
	"strings"
	"sync"

	"zombietable/game/zombies4"
)

// Terrain of a square, as the map cards' grids spell it.
const (
	tNone   uint8 = iota // no card here
	tClear               // open ground
	tTree                // woods
	tBuild               // inside a building
	tWater               // never entered
	tBridge              // the Bridge's deck
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
	killOn  = 5
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
		killOn = c.KillOn
		spellAt = c.SpellTarget
		for _, m := range c.Maps {
			ci := &cardInfo{id: m.ID, name: [2]string{m.Name, m.NameIT}, kind: m.Kind, lives: m.Lives, ammo: m.Ammo, dogs: m.Dogs}
			ci.shapes[0] = shapeOf(m)
			for r := 1; r < 4; r++ {
				ci.shapes[r] = ci.shapes[r-1].rotate()
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

// shapeOf reads a map card's grid and doors, unrotated: a building square
// is left only towards its own building and through its doors, water never.
func shapeOf(m zombies4.MapCard) shape {
	var s shape
	for r := 0; r < 3 && r < len(m.Grid); r++ {
		for c := 0; c < 3 && c < len(m.Grid[r]); c++ {
			t := tClear
			switch m.Grid[r][c] {
			case 'T':
				t = tTree
			case 'B':
				t = tBuild
			case 'W':
				t = tWater
			case '=':
				t = tBridge
			}
			s.terr[r*3+c] = t
		}
	}
	for i := 0; i < 9; i++ {
		switch s.terr[i] {
		case tWater:
		case tBuild:
			r, c := i/3, i%3
			for d := 0; d < 4; d++ {
				nr, nc := r+dRow[d], c+dCol[d]
				if nr >= 0 && nr < 3 && nc >= 0 && nc < 3 && s.terr[nr*3+nc] == tBuild {
					s.exit[i] |= 1 << d
				}
			}
		default:
			s.exit[i] = 0xf
		}
	}
	for _, d := range m.Doors {
		p := strings.Split(d, ",")
		if len(p) != 3 {
			continue
		}
		r, err1 := strconv.Atoi(p[0])
		c, err2 := strconv.Atoi(p[1])
		side := strings.Index("NESW", p[2])
		if err1 != nil || err2 != nil || side < 0 || r < 0 || r > 2 || c < 0 || c > 2 {
			continue
		}
		s.exit[r*3+c] |= 1 << side
	}
	return s
}

// rotate turns a shape a quarter clockwise: square (r, c) goes to (c, 2-r)
// and each side d to d+1.
func (s shape) rotate() shape {
	var out shape
	for i := 0; i < 9; i++ {
		r, c := i/3, i%3
		j := c*3 + (2 - r)
		out.terr[j] = s.terr[i]
		e := s.exit[i]
		out.exit[j] = (e<<1 | e>>3) & 0xf
	}
	return out
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
