package zombies4

import "fmt"

// Event card types, in the order of evIDs.
const (
	evPage1 = iota
	evPage2
	evPage3
	evPage4
	evPage5
	evPage6
	evPage7
	evPage8
	evShotgun
	evMachete
	evLantern
	evFirstAid
	evAmmoBelt
	evAmulet
	evRun
	evAdrenaline
	evScavenge
	evBandage
	evPack
	evLost
	evStolenPage
	evBurnPage
	nEvTypes
)

// Map card kinds.
const (
	mkBridge uint8 = iota
	mkCabin
	mkBoathouse
	mkNamed
	mkPlain
)

// Windows in which a card may be played or used, as bits.
const (
	wOwn uint8 = 1 << iota
	wFight
	wOther
)

// Counter bits of a square.
const (
	tokLife uint8 = 1 << iota
	tokAmmo
	tokBoth = tokLife | tokAmmo
)

// mapDef is a kind of map card ready for play.
type mapDef struct {
	id       string
	kind     uint8
	rot      [4]layout
	counters [4][9]uint8 // per rotation: counter bits and dogs<<2 per square
	distinct uint8       // the rotations that give different squares, as bits
	card     *MapCard
}

// tables are the catalog turned into arrays the engine indexes.
type tables struct {
	cat     *Catalog
	defs    []mapDef
	mapInst [nMapCards]uint8 // map card instance → def
	evType  [nEvents]uint8   // event card instance → type
	evPlay  [nEvTypes]uint8  // windows in which each type is played
	evUse   [nEvTypes]uint8  // windows in which each type in play is used
	bridge  uint8            // the Bridge's instance
	cabin   uint8            // the Cabin's instance
}

var tab tables

func buildTables(c *Catalog) error {
	t := tables{cat: c}
	inst := 0
	for i := range c.Maps {
		m := &c.Maps[i]
		d := mapDef{id: m.ID, card: m}
		d.kind = map[string]uint8{"bridge": mkBridge, "cabin": mkCabin, "boathouse": mkBoathouse, "named": mkNamed, "plain": mkPlain}[m.Kind]
		l, err := layoutOf(*m)
		if err != nil {
			return err
		}
		cnt, err := l.counters(m.Lives, m.Ammo, m.Dogs)
		if err != nil {
			return err
		}
		for r := 0; r < 4; r++ {
			d.rot[r] = l
			d.counters[r] = cnt
			same := false
			for q := 0; q < r; q++ {
				if d.rot[q] == l && d.counters[q] == cnt {
					same = true
				}
			}
			if !same {
				d.distinct |= 1 << r
			}
			l = l.rotate()
			var rc [9]uint8
			for k := 0; k < 9; k++ {
				rc[(k%3)*3+2-k/3] = cnt[k]
			}
			cnt = rc
		}
		for k := 0; k < m.Count; k++ {
			if inst >= nMapCards {
				return fmt.Errorf("zombies4: more than %d map cards", nMapCards)
			}
			t.mapInst[inst] = uint8(len(t.defs))
			switch d.kind {
			case mkBridge:
				t.bridge = uint8(inst)
			case mkCabin:
				t.cabin = uint8(inst)
			}
			inst++
		}
		t.defs = append(t.defs, d)
	}
	if inst != nMapCards {
		return fmt.Errorf("zombies4: %d map cards, not %d", inst, nMapCards)
	}
	inst = 0
	for ty, e := range c.Events {
		for _, w := range e.Play {
			t.evPlay[ty] |= window(w)
		}
		for _, w := range e.Use {
			t.evUse[ty] |= window(w)
		}
		for k := 0; k < e.Count; k++ {
			if inst >= nEvents {
				return fmt.Errorf("zombies4: more than %d event cards", nEvents)
			}
			t.evType[inst] = uint8(ty)
			inst++
		}
	}
	if inst != nEvents {
		return fmt.Errorf("zombies4: %d event cards, not %d", inst, nEvents)
	}
	tab = t
	return nil
}

func window(w string) uint8 {
	switch w {
	case "own":
		return wOwn
	case "fight":
		return wFight
	}
	return wOther
}

func isPage(ty int) bool { return ty <= evPage8 }

// inFront reports whether a type is laid in front of the player when played.
func inFront(ty int) bool { return ty <= evAmulet }
