package offthedead

// tables are the catalog's numbers in the engine's shape, set once by Load.
type tables struct {
	zstr      [4][maxHorde]int8  // strength by inventory and zombie id
	zsym      [4][maxHorde]uint8 // symbol bits
	zn        [4]int8            // zombies in each inventory
	rkind     [4][maxRubble]int8
	rn        [4]int8
	survStr   [nSurvivors]int8
	survSym   [nSurvivors]int8
	survReach [nSurvivors]bool // the whole corridor
	power     [nItems]int8
	reach     [nItems]bool // weapons reaching the whole corridor
	ammo      [nItems]int8 // 0 none, 1 bullet, 2 petrol
	rounds    [nItems]int8
	weapon    [nItems]bool
	piles     [4]int8
	limit     int8
	halve     [4]bool
	run       int8
	// by difficulty (State.Diff) and inventory: the strength added to the
	// zombies and the infection track's length
	dStr    [len(Difficulties)][4]int8
	dLevels [len(Difficulties)][4]int8
}

var tab tables

func setTables(c *Catalog) {
	for inv := range 4 {
		n := 0
		for _, z := range c.Zombies {
			var bits uint8
			for _, sy := range z.Symbols {
				b, _ := symbolBit(sy)
				bits |= b
			}
			for range z.Counts[inv] {
				tab.zstr[inv][n] = int8(z.Strength)
				tab.zsym[inv][n] = bits
				n++
			}
		}
		tab.zn[inv] = int8(n)
		n = 0
		for k, it := range c.Items {
			for range it.Counts[inv] {
				tab.rkind[inv][n] = int8(k)
				n++
			}
		}
		tab.rn[inv] = int8(n)
		tab.piles[inv] = int8(c.Piles[inv])
		tab.halve[inv] = c.Halve[inv]
	}
	for k, sv := range c.Survivors {
		tab.survStr[k] = int8(sv.Strength)
		b, _ := symbolBit(sv.Symbol)
		tab.survSym[k] = int8(bitIndex(b))
		tab.survReach[k] = sv.Reach == "corridor"
	}
	for k, it := range c.Items {
		tab.power[k] = int8(it.Power)
		tab.reach[k] = it.Reach == "corridor"
		switch it.Ammo {
		case "bullet":
			tab.ammo[k] = 1
		case "petrol":
			tab.ammo[k] = 2
		}
		tab.rounds[k] = int8(it.Rounds)
		tab.weapon[k] = it.Kind == "weapon"
	}
	tab.limit = int8(c.Limit)
	tab.run = int8(c.SoloRun)
	for inv := range 4 {
		tab.dLevels[0][inv] = int8(c.Infection)
		for _, st := range c.Steps {
			d := diffOf[st.ID]
			tab.dStr[d][inv] = int8(st.Strength[inv])
			tab.dLevels[d][inv] = int8(st.Levels[inv])
		}
	}
}
