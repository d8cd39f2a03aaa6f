package street

import (
	"zombietable/game/tsunami"
)

// The game's cards by their English name, the name the view gives.
var (
	streetByName  = map[string]*tsunami.StreetCard{}
	shopByName    = map[string]*tsunami.ShopCard{}
	bonusByName   = map[string]*tsunami.BonusCard{}
	zombirdByName = map[string]*tsunami.ZombirdCard{}
	eventByName   = map[string]*tsunami.EventCard{}
	cat           *tsunami.Catalog
)

func init() {
	c, err := tsunami.Load()
	if err != nil {
		return
	}
	cat = c
	for i := range c.Street {
		streetByName[c.Street[i].Name] = &c.Street[i]
	}
	for i := range c.Shop {
		shopByName[c.Shop[i].Name] = &c.Shop[i]
	}
	for i := range c.Bonus {
		bonusByName[c.Bonus[i].Name] = &c.Bonus[i]
	}
	for i := range c.Zombird {
		zombirdByName[c.Zombird[i].Name] = &c.Zombird[i]
	}
	for i := range c.Events {
		eventByName[c.Events[i].Name] = &c.Events[i]
	}
}

func plusSpaces() (plus uint8, shopAfter int) {
	if cat == nil {
		return 0, 0
	}
	return cat.PlusAfter, cat.ShopAfter
}

func busThreshold() int {
	if cat == nil {
		return 0
	}
	return cat.MaxThreshold
}

func permanentName(k int) string {
	if cat == nil {
		return ""
	}
	return cat.Shop[k].Name
}

func bonusName(name string, it bool) string {
	if c := bonusByName[name]; c != nil && it {
		return c.NameIT
	}
	return name
}

func zombirdName(name string, it bool) string {
	if c := zombirdByName[name]; c != nil && it {
		return c.NameIT
	}
	return name
}

func eventName(name string, it bool) string {
	if c := eventByName[name]; c != nil && it {
		return c.NameIT
	}
	return name
}
